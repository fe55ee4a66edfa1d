"""Lark's private API, used only through coimbra_dsl/lark_compat.py: both parsers that
need it build and work on the installed Lark (the reader's pruned Earley parsers and the
JSON grammar cache), and pyproject.toml bounds Lark's version."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

from coimbra_dsl import grammar_cache, lark_compat
from coimbra_dsl.card_text import _Parser, read_text

ROOT = Path(__file__).parents[1]


def test_the_card_text_readers_pruned_parsers_build_on_the_installed_lark():
    parser = _Parser()
    assert read_text("Gain 1 guard and 1 pilgrim step per council card.")
    rules, _ = lark_compat.earley_rules(parser.tables.parser)
    assert len(rules) > 500
    assert parser._for_words(frozenset({"GAIN", "INT", "GUARD"})).expecting() is not None
    assert parser._for_words(frozenset({"AT", "WORD"})).expecting() is not None


def test_the_fast_grammar_analysis_gives_larks_own_sets_on_both_grammars():
    """`first_follow` replaces Lark's `calculate_sets` while a parser is built: the same
    FIRST, FOLLOW and NULLABLE sets on the card-text grammar and the rule language's."""
    from lark.parsers.grammar_analysis import calculate_sets

    from coimbra_dsl.parser import GRAMMAR_PATH
    for rules in (_Parser().tables.parser.parser_conf.rules,
                  grammar_cache.build(GRAMMAR_PATH.read_text(encoding="utf-8"), {},
                                      parser="lalr").rules):
        assert lark_compat.first_follow(list(rules)) == calculate_sets(list(rules))
    assert calculate_sets is not lark_compat.first_follow      # patched only while building


def test_the_grammar_cache_round_trips_through_json_on_the_installed_lark(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    grammar = 'start: "a" NUMBER\n%import common.NUMBER\n%ignore " "\n'
    built = grammar_cache.build(grammar, {}, parser="lalr")
    assert list(tmp_path.glob("coimbra/grammar-*.json"))
    loaded = grammar_cache.build(grammar, {}, parser="lalr")
    assert loaded is not built
    assert loaded.parse("a 7") == built.parse("a 7")


def test_the_readers_tables_from_the_cache_are_the_ones_lark_builds(tmp_path, monkeypatch):
    """The JSON cache of the reader's Earley tables gives back the same rules, predictions
    and parse trees as Lark building them; a damaged cache is built again."""
    from lark import Lark, Token

    from coimbra_dsl.card_text import GRAMMAR_PATH, _WordLexer, words

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    grammar = GRAMMAR_PATH.read_text(encoding="utf-8")
    with lark_compat.fast_analysis():
        built = lark_compat.earley_tables(Lark(
            grammar, parser="earley", lexer=_WordLexer, ambiguity="explicit",
            maybe_placeholders=False, propagate_positions=True))
    grammar_cache.build_earley(grammar, _WordLexer)          # writes the cache
    (path,) = tmp_path.glob("coimbra/card-text-*.json")
    loaded = grammar_cache.build_earley(grammar, _WordLexer)

    def shape(tables):
        rules = tables.parser.parser_conf.rules
        index = {id(r): n for n, r in enumerate(rules)}
        return ([(t.name, t.pattern.value) for t in tables.terminals],
                [(r.origin.name, [(s.name, s.filter_out) if s.is_term else s.name
                                  for s in r.expansion], r.order, r.alias,
                  (r.options.keep_all_tokens, r.options.expand1, r.options.priority,
                   r.options.template_source, r.options.empty_indices))
                 for r in rules],
                {o.name: [index[id(r)] for r in found]
                 for o, found in tables.parser.predictions.items()},
                {o.name: {t.name for t in found} for o, found in tables.parser.FIRST.items()
                 if not o.is_term},
                {s.name for s in tables.parser.NULLABLE},
                sorted(tables.parser.__dict__))
    assert shape(loaded) == shape(built)
    for text in ("Gain 1 guard and 1 pilgrim step per council card.",
                 "Phase E: at the start, unless you have a purple die, gain 2 pilgrim steps."):
        trees = []
        for tables in (built, loaded):
            literals = {t.pattern.value: t.name for t in tables.terminals}
            tokens = [Token(w.kind, w.value, start_pos=w.column - 1, line=1, column=w.column)
                      for w in words(text, literals, card_text_lexicon())]
            rules, grammar_tables = lark_compat.earley_rules(tables.parser)
            whole = lark_compat.pruned_earley(grammar_tables, rules, [], lambda t, tok:
                                              t.name == tok.type)
            trees.append(lark_compat.parse_tokens(tables.lexer, whole, tokens))
        assert trees[0] == trees[1], text
    path.write_text('{"key": "x", "data": [1, 2]}', encoding="utf-8")
    assert shape(grammar_cache.build_earley(grammar, _WordLexer)) == shape(built)


def card_text_lexicon():
    from coimbra_dsl import load_ruleset
    from coimbra_dsl.card_text import Lexicon
    return Lexicon.of(load_ruleset("base"))


def test_only_lark_compat_imports_larks_private_api():
    private = re.compile(r"from lark\.(common|parsers|lexer import .*LexerThread|lark import _)"
                         r"|memo_serialize|_load_from_dict")
    for path in (ROOT / "coimbra_dsl").glob("*.py"):
        if path.name != "lark_compat.py":
            assert not private.search(path.read_text(encoding="utf-8")), path.name


def test_larks_version_is_bounded_above():
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    (lark,) = [d for d in deps["dependencies"] if d.startswith("lark")]
    assert "<" in lark
