"""Every use of Lark's private API, in one place: the card-text reader's pruned Earley
parsers (`ParserConf`, `earley.Parser`, its forest nodes, `LexerThread`) and the JSON
grammar caches (`memo_serialize`, `Lark._load_from_dict`, `_LOAD_ALLOWED_OPTIONS`; the
Earley parser's rules and predictions as `earley_tables`).
pyproject.toml bounds Lark's version; tests/test_lark_compat.py builds both parsers on
the installed Lark, so an upgrade that moves any of these fails there, not in a
designer's hands.
"""
from __future__ import annotations

import re
from collections import defaultdict
from contextlib import contextmanager
from typing import Any, Callable, Iterator, NamedTuple, Optional

from lark import Lark, Token, Tree
from lark.common import LexerConf, ParserConf
from lark.exceptions import UnexpectedEOF, UnexpectedToken
from lark.grammar import NonTerminal, Rule, RuleOptions, Terminal
from lark.lark import _LOAD_ALLOWED_OPTIONS
from lark.lexer import Lexer, LexerThread, PatternStr, TerminalDef
from lark.parsers import earley, grammar_analysis
from lark.parsers.earley_common import Item
from lark.parse_tree_builder import ParseTreeBuilder
from lark.parser_frontends import _match_earley_basic, _wrap_lexer
from lark.parsers.earley_forest import ForestToParseTree, StableSymbolNode, TokenNode
from lark.utils import OrderedSet

LOAD_ALLOWED_OPTIONS = frozenset(_LOAD_ALLOWED_OPTIONS)

__all__ = ["EarleyGrammar", "EarleyParser", "EarleyTables", "Lexer", "LOAD_ALLOWED_OPTIONS",
           "earley_rules", "earley_tables", "fast_analysis", "pruned_earley", "parse_tokens",
           "serialise", "deserialise"]


def first_follow(rules: list) -> tuple[dict, dict, set]:
    """Lark's `grammar_analysis.calculate_sets` (FIRST, FOLLOW, NULLABLE), the same sets
    by propagating along each set's dependencies instead of re-walking every rule until
    nothing changes: linear in the grammar, where Lark's is quadratic in its rules' lengths
    times the passes (seconds for the card-text grammar)."""
    symbols = {sym for rule in rules for sym in rule.expansion} | {r.origin for r in rules}
    nullable: set = set()
    changed = True
    while changed:
        changed = False
        for rule in rules:
            if rule.origin not in nullable and all(s in nullable for s in rule.expansion):
                nullable.add(rule.origin)
                changed = True
    first = {sym: {sym} if sym.is_term else set() for sym in symbols}
    follow: dict = {sym: set() for sym in symbols}
    first_into: dict = defaultdict(set)      # Y -> the X whose FIRST holds FIRST(Y)
    follow_into: dict = defaultdict(set)     # X -> the Y whose FOLLOW holds FOLLOW(X)
    for rule in rules:
        for sym in rule.expansion:
            first_into[sym].add(rule.origin)
            if sym not in nullable:
                break
    _propagate(first, first_into)
    for rule in rules:
        expansion = rule.expansion
        for i, sym in enumerate(expansion):
            if all(s in nullable for s in expansion[i + 1:]):
                follow_into[rule.origin].add(sym)
            for after in expansion[i + 1:]:
                follow[sym] |= first[after]
                if after not in nullable:
                    break
    _propagate(follow, follow_into)
    return first, follow, nullable


def _propagate(sets: dict, into: dict) -> None:
    """Each set joined into the sets that hold it, until none grows."""
    work = list(sets)
    while work:
        sym = work.pop()
        for other in into.get(sym, ()):
            size = len(sets[other])
            sets[other] |= sets[sym]
            if len(sets[other]) != size:
                work.append(other)


@contextmanager
def fast_analysis() -> Iterator[None]:
    """Lark's grammar analysis with `first_follow` while a parser is built (the same sets;
    tests/test_lark_compat.py compares them on both grammars)."""
    slow = grammar_analysis.calculate_sets
    grammar_analysis.calculate_sets = first_follow
    try:
        yield
    finally:
        grammar_analysis.calculate_sets = slow


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


_NO_PATHS: frozenset = frozenset()
_LOWEST = float("-inf")


class _SymbolNode(StableSymbolNode):
    """Lark's forest node without the Leo paths the parser never makes (one set less a
    node)."""
    __slots__ = ()

    def __init__(self, s: Any, start: int, end: int):
        self.s = s
        self.start = start
        self.end = end
        self._children = OrderedSet()
        self.paths = _NO_PATHS
        self.paths_loaded = True
        self.priority = _LOWEST
        self.is_intermediate = isinstance(s, tuple)


class EarleyGrammar:
    """A Lark Earley grammar's rules, symbols and predictions, each held once (identity is
    equality), from which the pruned parsers are cut."""

    def __init__(self, full: earley.Parser):
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
        self.terminals = frozenset(s for s in symbols.values() if s.is_term)
        self.nonterminals = frozenset(s for s in symbols.values() if not s.is_term)
        # The terminals a symbol's predicted rules start with: what a parse expects where
        # it predicts the symbol, also from the rules a pruned parser leaves out.
        self.first_terminals = {o: frozenset(r.expansion[0].name for r in found
                                             if r.expansion and r.expansion[0].is_term)
                                for o, found in self.predictions.items()}
        self._cut: dict[tuple, _Rule] = {}
        self._predicted: dict[Any, frozenset] = {}
        self._order: dict[Any, dict] = {}

    def predicted(self, symbol: Any) -> frozenset:
        """The origins of the rules `symbol` predicts (a closure: all their rules)."""
        found = self._predicted.get(symbol)
        if found is None:
            found = self._predicted[symbol] = frozenset(
                r.origin for r in self.predictions.get(symbol, ()))
        return found

    def order(self, symbol: Any) -> dict:
        """Each rule `symbol` predicts -> its place among the whole grammar's predictions."""
        found = self._order.get(symbol)
        if found is None:
            found = self._order[symbol] = {r: n for n, r in
                                           enumerate(self.predictions.get(symbol, ()))}
        return found

    def cut(self, rule: Any, end: int) -> Any:
        """`rule` ending after its symbol `end` (a rule that can only be read that far);
        one rule for all that start alike (Lark spells out each optional part as rules)."""
        key = (rule.origin, *rule.expansion[:end + 1])
        if key not in self._cut:
            self._cut[key] = _Rule(rule.origin, rule.expansion[:end + 1], rule.order,
                                   rule.alias, rule.options)
        return self._cut[key]


class _Predictions(dict):
    """A pruned parser's predictions, made on first use from the whole grammar's: a
    symbol predicts every rule of the origins its prediction closure reaches
    (`EarleyGrammar.predicted`), here those kept, in the whole grammar's order."""

    def __init__(self, grammar: "EarleyGrammar", kept: dict[Any, Any]):
        super().__init__()
        self.grammar = grammar
        self.kept = kept
        self.by_origin: dict[Any, list] = {}
        for r in kept:
            self.by_origin.setdefault(r.origin, []).append(r)
        self.next: dict[tuple, list] = {}
        self.origins: dict[Any, frozenset] = {}

    def __missing__(self, symbol: Any) -> list:
        order, by_origin = self.grammar.order(symbol), self.by_origin
        rules = sorted((r for o in self.grammar.predicted(symbol) for r in by_origin.get(o, ())),
                       key=order.__getitem__)
        found = self[symbol] = list(dict.fromkeys(map(self.kept.__getitem__, rules)))
        return found

    def covers(self, symbol: Any) -> frozenset:
        """The symbols whose predictions predicting `symbol` makes (its own, and those
        of every rule's origin among them: predictions are closures)."""
        found = self.origins.get(symbol)
        if found is None:
            found = self.origins[symbol] = frozenset({symbol, *(r.origin for r in self[symbol])})
        return found

    def before(self, symbol: Any, word: Optional[str]) -> list:
        """The predictions of `symbol` that can start at a word of terminal `word` (None:
        the end): a rule starting with another terminal would never leave the scan list,
        and what it expects is the symbol's `first_terminals` anyway."""
        key = (symbol, word)
        found = self.next.get(key)
        if found is None:
            found = self.next[key] = [r for r in self[symbol] if not r.expansion
                                      or not r.expansion[0].is_term
                                      or r.expansion[0].name == word]
        return found


def earley_rules(full: earley.Parser) -> tuple[list, EarleyGrammar]:
    """(rules, the grammar they belong to) of an Earley parser (`EarleyTables.parser`)."""
    grammar = EarleyGrammar(full)
    return list(grammar.rules), grammar


class EarleyParser(earley.Parser):
    """Lark's Earley parser (Elizabeth Scott's SPPF construction, Lark 1.3's
    `earley.Parser._parse`) with these changes:

    - a completed item finds the items waiting for it through an index of its start
      column by expected symbol, instead of a scan of the whole column (that scan made a
      parse quadratic in the column sizes); columns before the current one are complete,
      so each is indexed once, on first use;
    - a symbol is predicted once per column, and not at all where a symbol predicting it
      was (Lark's predictions are closures: it made every predicted rule's item again for
      each symbol predicting it, to find it there); a rule is predicted only if it can
      start at the column's word (see `_Predictions.before`);
    - rules cut short (see `pruned_earley`) that start like a rule kept whole are not
      items of their own: the kept rule's item at the cut carries what they expect
      (`side`), and predicts their last symbol when it is a rule's.

    The forest of a reading is the one Lark builds."""

    start_symbol: Any
    first_terminals: dict
    side: dict

    def parse(self, lexer: Any, start: str) -> Any:
        start_symbol = self.start_symbol
        columns: list = [self.Set()]
        to_scan: Any = self.Set()
        for rule in self.predictions[start_symbol]:     # all: the first word is not known yet
            item = Item(rule, 0, 0)
            if item.expect in self.TERMINALS:
                to_scan.add(item)
            else:
                columns[0].add(item)
        predicted: set = {start_symbol}
        forest: list[dict] = []
        try:
            to_scan = self._parse(lexer, columns, to_scan, predicted, forest)
            solutions = list(dict.fromkeys(n.node for n in columns[-1]
                                           if n.is_complete and n.node is not None
                                           and n.s is start_symbol and n.start == 0))
            if not solutions:
                raise UnexpectedEOF(sorted(self._expected(columns[-1], to_scan, predicted)),
                                    state=frozenset(i.s for i in to_scan))
            solution, = solutions
            return ForestToParseTree(self.Tree, self.callbacks, None, False,
                                     True).transform(solution)
        finally:
            # A forest is cycles (a node's packed children point back at it): broken here,
            # it is freed at once instead of piling up for the collector's full passes.
            for nodes in forest:
                for node in nodes.values():
                    node._children.d.clear()

    def _expected(self, column: Any, to_scan: Any, predicted: set) -> set[str]:
        """The terminals the whole grammar expects at a column: its items', those the
        rules cut short into them expect, and those that the rules left out start with,
        where the column predicts their symbols."""
        expect = {i.expect.name for i in to_scan}
        side = self.side
        for item in (*column, *to_scan):
            more = side.get(item.rule)
            if more is not None and item.ptr in more:
                expect.update(s.name for s in more[item.ptr] if s.is_term)
        for symbol in predicted:
            expect |= self.first_terminals.get(symbol, frozenset())
        return expect

    def _parse(self, lexer: Any, columns: list, to_scan: Any, predicted: Any = None,
               forest: Optional[list] = None) -> Any:
        """Lark's main loop; `predicted` is left holding the last column's predicted
        symbols, `forest` each column's forest nodes."""
        match = self.term_matcher
        terminals = self.lexer_conf.terminals_by_name
        waiting: list[Optional[dict]] = [None]

        def scan(i: int, token: Token, to_scan: Any) -> tuple[Any, dict]:
            next_to_scan: Any = self.Set()
            next_set: Any = self.Set()
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
                expect = self._expected(columns[i], to_scan, predicted)
                raise UnexpectedToken(token, expect, considered_rules=set(to_scan),
                                      state=frozenset(i.s for i in to_scan))
            return next_to_scan, node_cache

        if predicted is None:
            predicted = set()
        if forest is None:
            forest = []
        i = 0
        node_cache: dict = {}
        forest.append(node_cache)
        for token in lexer.lex({item.expect for item in to_scan}):
            self._predict_and_complete(i, to_scan, columns, waiting, node_cache, predicted,
                                       token.type)
            to_scan, node_cache = scan(i, token, to_scan)
            forest.append(node_cache)
            predicted.clear()
            i += 1
        self._predict_and_complete(i, to_scan, columns, waiting, node_cache, predicted, None)
        return to_scan

    def _predict_and_complete(self, i: int, to_scan: Any, columns: list,
                              waiting: list[Optional[dict]], node_cache: dict,
                              predicted_symbols: set, word: Optional[str]) -> None:
        held_completions: dict = {}
        predicted: set = set()
        covered: set = set()
        predictions: Any = self.predictions
        column = columns[i]
        items = list(column)
        cached = node_cache.get
        side = self.side
        terminals = self.TERMINALS

        def predict(symbol: Any) -> None:
            if symbol in covered:       # a symbol predicted here already predicted it
                return
            covered.update(predictions.covers(symbol))
            predicted_symbols.add(symbol)
            for rule in predictions.before(symbol, word):
                if rule not in predicted:       # else its item is in this column
                    predicted.add(rule)
                    new_item = Item(rule, 0, i)
                    if new_item.expect in terminals:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)

        def predict_side(item: Any) -> None:
            more = side.get(item.rule)
            if more is not None and item.ptr in more:
                for symbol in more[item.ptr]:
                    if not symbol.is_term:
                        predict(symbol)

        if side:
            for item in list(to_scan):
                predict_side(item)
        while items:
            item = items.pop()
            if side:
                predict_side(item)
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
                    if new_item.expect in terminals:
                        if side and new_item not in to_scan:
                            predict_side(new_item)
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)
            elif item.expect in self.NON_TERMINALS:
                predict(item.expect)
                if item.expect in held_completions:
                    new_item = item.advance()
                    label = (new_item.s, item.start, i)
                    new_item.node = cached(label) or node_cache.setdefault(
                        label, self.SymbolNode(*label))
                    new_item.node.add_family(new_item.s, new_item.rule, new_item.start,
                                             item.node, held_completions[item.expect])
                    if new_item.expect in terminals:
                        if side and new_item not in to_scan:
                            predict_side(new_item)
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)


def pruned_earley(grammar: EarleyGrammar, whole: list, cut: list,
                  match: Callable[[Any, Any], bool]) -> EarleyParser:
    """An Earley parser over some of `grammar`'s rules (start symbol 'start'), keeping
    every ambiguity (the reader compares readings itself): the rules in `whole`, and for
    each (rule, end) in `cut` the rule read up to its symbol `end` only (a symbol the
    input can never give). Where the parser stops, it expects what the whole grammar's
    parser would: every rule left out starts with a symbol the input can never give (see
    `_expected`). A cut rule that starts like another rule is carried by that rule's
    items (`EarleyParser.side`).

    Built from the whole grammar's parser instead of by `earley.Parser(...)`, whose
    grammar analysis (FIRST/FOLLOW sets) would cost more than the parse: the subset's
    predictions are the whole grammar's restricted to the subset, made on first use."""
    kept: dict[Any, Any] = {r: r for r in whole}      # rule -> itself, or itself cut short
    starts: dict[tuple, Any] = {}       # (origin, *first symbols) -> a rule starting so
    for r in whole:
        for n in range(1, len(r.expansion) + 1):
            starts.setdefault((r.origin, *r.expansion[:n]), r)
    side: dict[Any, dict[int, set]] = {}
    for r, end in sorted(cut, key=lambda c: -c[1]):      # the longest first
        carrier = starts.get((r.origin, *r.expansion[:end]))
        if carrier is not None:
            side.setdefault(carrier, {}).setdefault(end, set()).add(r.expansion[end])
            continue
        short = grammar.cut(r, end)
        kept[r] = short
        for n in range(1, end + 1):
            starts.setdefault((r.origin, *r.expansion[:n]), short)
    full = grammar.full
    parser = object.__new__(EarleyParser)
    parser.__dict__.update(full.__dict__)
    callbacks: Any = grammar.callbacks      # keyed by rule, as Lark's own are
    parser.parser_conf = ParserConf(list(dict.fromkeys(kept.values())), callbacks, ["start"])
    parser.callbacks = callbacks
    parser.resolve_ambiguity = False
    parser.Tree = Tree
    parser.term_matcher = match
    parser.start_symbol = grammar.start
    parser.first_terminals = grammar.first_terminals
    parser.side = side
    parser.SymbolNode = _SymbolNode
    parser.predictions = _Predictions(grammar, kept)
    parser.TERMINALS = set(grammar.terminals)
    parser.NON_TERMINALS = set(grammar.nonterminals)
    return parser


def parse_tokens(lexer: Lexer, parser: EarleyParser, tokens: list) -> Tree:
    """Parse ready-made tokens with a pruned parser."""
    return parser.parse(LexerThread.from_custom_input(lexer, tokens), "start")


class EarleyTables(NamedTuple):
    """What the reader uses of a Lark Earley parser: its keyword terminals, its parser
    (rules, callbacks, predictions) and its lexer."""
    terminals: list
    parser: earley.Parser
    lexer: Lexer


def earley_tables(lark: Lark) -> EarleyTables:
    """The tables of a Lark built with parser='earley', ambiguity='explicit' and a
    custom lexer over keyword terminals."""
    return EarleyTables(list(lark.terminals), lark.parser.parser, lark.parser.lexer)


def tables_data(tables: EarleyTables) -> dict:
    """`tables` as plain data for the JSON cache: rules by index, symbols by name."""
    full = tables.parser
    rules = full.parser_conf.rules
    index = {id(r): n for n, r in enumerate(rules)}
    for term in tables.terminals:
        if term.pattern.type != "str" or term.pattern.flags or term.priority:
            raise TypeError(f"cannot cache terminal {term.name}: only plain keywords")
    return {
        "terminals": [[t.name, t.pattern.value] for t in tables.terminals],
        "rules": [[r.origin.name, [[s.is_term, s.name, bool(getattr(s, "filter_out", False))]
                                   for s in r.expansion],
                   r.order, r.alias, r.options.keep_all_tokens, r.options.expand1,
                   r.options.priority] for r in rules],
        "predictions": [[origin.name, [index[id(r)] for r in found]]
                        for origin, found in full.predictions.items()],
        "first": [[sym.name, sorted(t.name for t in found)] for sym, found in full.FIRST.items()
                  if not sym.is_term],
        "nullable": sorted(sym.name for sym in full.NULLABLE),
    }


def tables_from_data(data: dict, lexer: type) -> EarleyTables:
    """`tables_data`'s data back to tables, without Lark's grammar compiler or analysis;
    the parse-tree callbacks are made as Lark makes them (positions kept, ambiguity
    explicit)."""
    terminals = [TerminalDef(name, PatternStr(value)) for name, value in data["terminals"]]
    symbols: dict = {}

    def one(is_term: bool, name: str, filter_out: bool = False) -> Any:
        key = (is_term, name, filter_out)
        if key not in symbols:
            symbols[key] = Terminal(name, filter_out) if is_term else NonTerminal(name)
        return symbols[key]

    rules = [Rule(one(False, origin), [one(*s) for s in expansion], order, alias,
                  RuleOptions(keep_all_tokens, expand1, priority))
             for origin, expansion, order, alias, keep_all_tokens, expand1, priority
             in data["rules"]]
    callbacks = ParseTreeBuilder(rules, Tree, True, True, False).create_callback(None)
    lexer_conf = LexerConf(terminals, re, ())
    lexer_conf.lexer_type = lexer
    full = object.__new__(earley.Parser)
    full.__dict__.update(
        lexer_conf=lexer_conf, parser_conf=ParserConf(rules, callbacks, ["start"]),
        resolve_ambiguity=False, debug=False, Tree=Tree, Set=OrderedSet,
        SymbolNode=StableSymbolNode, callbacks=callbacks,
        FIRST={one(False, name): {one(True, t) for t in found} for name, found in data["first"]},
        NULLABLE={one(False, name) for name in data["nullable"]},
        predictions={one(False, origin): [rules[n] for n in found]
                     for origin, found in data["predictions"]},
        TERMINALS={s for r in rules for s in r.expansion if s.is_term},
        NON_TERMINALS={s for r in rules for s in r.expansion if not s.is_term},
        forest_sum_visitor=None, term_matcher=_match_earley_basic)
    return EarleyTables(terminals, full, _wrap_lexer(lexer)(lexer_conf))


def serialise(lark: Lark) -> tuple[dict, dict]:
    """Lark's tables as plain data (data, memo), without the runtime-only options."""
    data, memo = lark.memo_serialize([TerminalDef, Rule])
    data["options"] = {n: v for n, v in data["options"].items()
                       if n not in LOAD_ALLOWED_OPTIONS}
    return data, memo


def deserialise(data: dict, memo: dict, **runtime: Any) -> Lark:
    """A Lark parser from `serialise`'s data."""
    return Lark._load_from_dict(data, memo, **runtime)
