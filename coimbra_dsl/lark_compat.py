"""Every use of Lark's private API, in one place: the card-text reader's pruned Earley
parsers (`ParserConf`, `earley.Parser`, `LexerThread`) and the JSON grammar cache
(`memo_serialize`, `Lark._load_from_dict`, `_LOAD_ALLOWED_OPTIONS`). pyproject.toml
bounds Lark's version; tests/test_lark_compat.py builds both parsers on the installed
Lark, so an upgrade that moves any of these fails there, not in a designer's hands.
"""
from __future__ import annotations

from typing import Any, Callable

from lark import Lark, Tree
from lark.common import ParserConf
from lark.grammar import Rule
from lark.lark import _LOAD_ALLOWED_OPTIONS
from lark.lexer import Lexer, LexerThread, TerminalDef
from lark.parsers import earley

EarleyParser = earley.Parser
LOAD_ALLOWED_OPTIONS = frozenset(_LOAD_ALLOWED_OPTIONS)

__all__ = ["EarleyParser", "Lexer", "LOAD_ALLOWED_OPTIONS", "earley_rules", "pruned_earley",
           "parse_tokens", "serialise", "deserialise"]


def earley_rules(lark: Lark) -> tuple[list, Any]:
    """(rules, the Earley parser) of a Lark built with parser='earley'."""
    full = lark.parser.parser
    return list(full.parser_conf.rules), full


def pruned_earley(lark: Lark, rules: list, match: Callable[[Any, Any], bool]) -> EarleyParser:
    """An Earley parser over a subset of `lark`'s rules (start symbol 'start'), keeping
    every ambiguity (the reader compares readings itself)."""
    full = lark.parser.parser
    conf = ParserConf(rules, full.parser_conf.callbacks, ["start"])
    return earley.Parser(full.lexer_conf, conf, match, resolve_ambiguity=False, tree_class=Tree)


def parse_tokens(lark: Lark, parser: EarleyParser, tokens: list) -> Tree:
    """Parse ready-made tokens with a pruned parser."""
    return parser.parse(LexerThread.from_custom_input(lark.parser.lexer, tokens), "start")


def serialise(lark: Lark) -> tuple[dict, dict]:
    """Lark's tables as plain data (data, memo), without the runtime-only options."""
    data, memo = lark.memo_serialize([TerminalDef, Rule])
    data["options"] = {n: v for n, v in data["options"].items()
                       if n not in LOAD_ALLOWED_OPTIONS}
    return data, memo


def deserialise(data: dict, memo: dict, **runtime: Any) -> Lark:
    """A Lark parser from `serialise`'s data."""
    return Lark._load_from_dict(data, memo, **runtime)
