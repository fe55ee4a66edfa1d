"""Every use of Lark's private API, in one place: the card-text reader's pruned Earley
parsers (`ParserConf`, `earley.Parser`, its forest nodes, `LexerThread`) and the JSON
grammar cache (`memo_serialize`, `Lark._load_from_dict`, `_LOAD_ALLOWED_OPTIONS`).
pyproject.toml bounds Lark's version; tests/test_lark_compat.py builds both parsers on
the installed Lark, so an upgrade that moves any of these fails there, not in a
designer's hands.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from lark import Lark, Token, Tree
from lark.common import ParserConf
from lark.exceptions import UnexpectedEOF, UnexpectedToken
from lark.grammar import NonTerminal, Rule, Terminal
from lark.lark import _LOAD_ALLOWED_OPTIONS
from lark.lexer import Lexer, LexerThread, TerminalDef
from lark.parsers import earley
from lark.parsers.earley_common import Item
from lark.parsers.earley_forest import ForestToParseTree, TokenNode

LOAD_ALLOWED_OPTIONS = frozenset(_LOAD_ALLOWED_OPTIONS)

__all__ = ["EarleyGrammar", "EarleyParser", "Lexer", "LOAD_ALLOWED_OPTIONS", "earley_rules",
           "pruned_earley", "parse_tokens", "serialise", "deserialise"]


# Lark compares rules and symbols by their contents, in Python, millions of times a parse
# (every Earley item and forest node is hashed and compared by them). The reader's
# grammar holds each symbol and rule once, so identity is equality, in C.
class _Rule(Rule):
    __slots__ = ()
    __eq__ = object.__eq__
    __hash__ = object.__hash__


class _Terminal(Terminal):
    __eq__ = object.__eq__
    __hash__ = object.__hash__


class _NonTerminal(NonTerminal):
    __eq__ = object.__eq__
    __hash__ = object.__hash__


class EarleyGrammar:
    """A Lark Earley grammar's rules, symbols and predictions, each held once (identity is
    equality), from which the pruned parsers are cut."""

    def __init__(self, lark: Lark):
        full = lark.parser.parser
        symbols: dict[tuple[bool, str], Any] = {}

        def one(sym: Any) -> Any:
            key = (sym.is_term, sym.name)
            if key not in symbols:
                symbols[key] = (_Terminal(sym.name, sym.filter_out) if sym.is_term
                                else _NonTerminal(sym.name))
            return symbols[key]

        same = {id(r): _Rule(one(r.origin), [one(s) for s in r.expansion], r.order, r.alias,
                             r.options) for r in full.parser_conf.rules}
        self.full = full
        self.rules = [same[id(r)] for r in full.parser_conf.rules]
        self.callbacks = {same[id(r)]: cb for r, cb in full.parser_conf.callbacks.items()}
        self.predictions = {one(o): [same[id(r)] for r in found]
                            for o, found in full.predictions.items()}
        self.start = one(NonTerminal("start"))


def earley_rules(lark: Lark) -> tuple[list, EarleyGrammar]:
    """(rules, the grammar they belong to) of a Lark built with parser='earley'."""
    grammar = EarleyGrammar(lark)
    return list(grammar.rules), grammar


class EarleyParser(earley.Parser):
    """Lark's Earley parser (Elizabeth Scott's SPPF construction, Lark 1.3's
    `earley.Parser._parse`) with one change: a completed item finds the items waiting for
    it through an index of its start column by expected symbol, instead of a scan of the
    whole column (that scan made a parse quadratic in the column sizes), and a rule is
    predicted once per column (Lark's predictions are closures: it made every predicted
    rule's item again for each symbol that predicts it, to find it already there).
    Columns before the current one are complete, so each is indexed once, on first use;
    the forest is built in the same order as Lark's."""

    start_symbol: Any

    def parse(self, lexer: Any, start: str) -> Any:
        start_symbol = self.start_symbol
        columns = [self.Set()]
        to_scan = self.Set()
        for rule in self.predictions[start_symbol]:
            item = Item(rule, 0, 0)
            if item.expect in self.TERMINALS:
                to_scan.add(item)
            else:
                columns[0].add(item)
        to_scan = self._parse(lexer, columns, to_scan, start_symbol)
        solutions = list(dict.fromkeys(n.node for n in columns[-1]
                                       if n.is_complete and n.node is not None
                                       and n.s is start_symbol and n.start == 0))
        if not solutions:
            raise UnexpectedEOF([t.expect.name for t in to_scan],
                                state=frozenset(i.s for i in to_scan))
        solution, = solutions
        return ForestToParseTree(self.Tree, self.callbacks, None, False, True).transform(solution)

    def _parse(self, lexer: Any, columns: list, to_scan: Any, start_symbol: Any = None) -> Any:
        match = self.term_matcher
        terminals = self.lexer_conf.terminals_by_name
        waiting: list[Optional[dict]] = [None]

        def scan(i: int, token: Token, to_scan: Any) -> tuple[Any, dict]:
            next_to_scan = self.Set()
            next_set = self.Set()
            columns.append(next_set)
            waiting.append(None)
            node_cache: dict = {}
            for item in self.Set(to_scan):
                if match(item.expect, token):
                    new_item = item.advance()
                    label = (new_item.s, new_item.start, i + 1)
                    term = terminals.get(token.type) if isinstance(token, Token) else None
                    token_node = TokenNode(token, term, priority=0)
                    new_item.node = node_cache.get(label) or node_cache.setdefault(
                        label, self.SymbolNode(*label))
                    new_item.node.add_family(new_item.s, item.rule, new_item.start, item.node,
                                             token_node)
                    if new_item.expect in self.TERMINALS:
                        next_to_scan.add(new_item)
                    else:
                        next_set.add(new_item)
            if not next_set and not next_to_scan:
                expect = {i.expect.name for i in to_scan}
                raise UnexpectedToken(token, expect, considered_rules=set(to_scan),
                                      state=frozenset(i.s for i in to_scan))
            return next_to_scan, node_cache

        i = 0
        node_cache: dict = {}
        for token in lexer.lex({item.expect for item in to_scan}):
            self._predict_and_complete(i, to_scan, columns, waiting, node_cache)
            to_scan, node_cache = scan(i, token, to_scan)
            i += 1
        self._predict_and_complete(i, to_scan, columns, waiting, node_cache)
        return to_scan

    def _predict_and_complete(self, i: int, to_scan: Any, columns: list,
                              waiting: list[Optional[dict]], node_cache: dict) -> None:
        held_completions: dict = {}
        predicted: set = set()
        column = columns[i]
        items = list(column)
        cached = node_cache.get
        while items:
            item = items.pop()
            if item.is_complete:
                if item.node is None:
                    label = (item.s, item.start, i)
                    item.node = cached(label) or node_cache.setdefault(label,
                                                                       self.SymbolNode(*label))
                    item.node.add_family(item.s, item.rule, item.start, None, None)
                start = item.start
                if start == i:      # an empty completion: the column is still growing
                    held_completions[item.rule.origin] = item.node
                    originators: Any = [o for o in columns[start] if o.expect is item.s]
                else:
                    index = waiting[start]
                    if index is None:
                        index = waiting[start] = {}
                        for o in columns[start]:
                            if o.expect is not None:
                                index.setdefault(o.expect, []).append(o)
                    originators = index.get(item.s, ())
                for originator in originators:
                    new_item = originator.advance()
                    label = (new_item.s, originator.start, i)
                    new_item.node = cached(label) or node_cache.setdefault(
                        label, self.SymbolNode(*label))
                    new_item.node.add_family(new_item.s, new_item.rule, i, originator.node,
                                             item.node)
                    if new_item.expect in self.TERMINALS:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)
            elif item.expect in self.NON_TERMINALS:
                new_items = []
                for rule in self.predictions[item.expect]:
                    if rule not in predicted:       # else its item is in this column
                        predicted.add(rule)
                        new_items.append(Item(rule, 0, i))
                if item.expect in held_completions:
                    new_item = item.advance()
                    label = (new_item.s, item.start, i)
                    new_item.node = cached(label) or node_cache.setdefault(
                        label, self.SymbolNode(*label))
                    new_item.node.add_family(new_item.s, new_item.rule, new_item.start,
                                             item.node, held_completions[item.expect])
                    new_items.append(new_item)
                for new_item in new_items:
                    if new_item.expect in self.TERMINALS:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)


def pruned_earley(grammar: EarleyGrammar, rules: list,
                  match: Callable[[Any, Any], bool]) -> EarleyParser:
    """An Earley parser over a subset of `grammar`'s rules (start symbol 'start'), keeping
    every ambiguity (the reader compares readings itself).

    Built from the whole grammar's parser instead of by `earley.Parser(...)`, whose
    grammar analysis (FIRST/FOLLOW sets) would cost more than the parse: the subset's
    predictions are the whole grammar's restricted to the subset, and its nullable
    symbols are the whole grammar's (an empty derivation needs no word, so no rule of
    one is ever pruned)."""
    full = grammar.full
    kept = {id(r) for r in rules}
    origins = {r.origin for r in rules}
    parser = object.__new__(EarleyParser)
    parser.__dict__.update(full.__dict__)
    parser.parser_conf = ParserConf(rules, grammar.callbacks, ["start"])
    parser.callbacks = grammar.callbacks
    parser.resolve_ambiguity = False
    parser.Tree = Tree
    parser.term_matcher = match
    parser.start_symbol = grammar.start
    parser.predictions = {o: [r for r in found if id(r) in kept]
                          for o, found in grammar.predictions.items() if o in origins}
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
