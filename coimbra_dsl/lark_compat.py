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
    every ambiguity (the reader compares readings itself).

    Built from the whole grammar's parser instead of by `earley.Parser(...)`, whose
    grammar analysis (FIRST/FOLLOW sets) would cost more than the parse: the subset's
    predictions are the whole grammar's restricted to the subset, and its nullable
    symbols are the whole grammar's (an empty derivation needs no word, so no rule of
    one is ever pruned)."""
    full = lark.parser.parser
    kept = {id(r) for r in rules}
    origins = {r.origin for r in rules}
    parser = object.__new__(earley.Parser)
    parser.__dict__.update(full.__dict__)
    parser.parser_conf = ParserConf(rules, full.parser_conf.callbacks, ["start"])
    parser.resolve_ambiguity = False
    parser.Tree = Tree
    parser.term_matcher = match
    parser.predictions = {o: [r for r in found if id(r) in kept]
                          for o, found in full.predictions.items() if o in origins}
    parser.TERMINALS = {sym for r in rules for sym in r.expansion if sym.is_term}
    parser.NON_TERMINALS = {sym for r in rules for sym in r.expansion if not sym.is_term}
    return parser


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
