"""The card-text reader's work grows with its input, never with how a text fails (the
standards' "never work that grows faster than its input"): each text costs one pruned
Earley run, whose stop and expectations are the whole grammar's (no second parse for
the message), and loading a rule set of hostile text-only cards reads each distinct text
once and stops after MAX_ERRORS unreadable ones. Work is counted in parses, never timed."""
from __future__ import annotations

import random

import pytest
from dsl_helpers import write_set
from lark import Token
from lark.exceptions import UnexpectedEOF, UnexpectedToken

from coimbra_dsl import printed
from coimbra_dsl.card_text import (MAX_WORDS, Lexicon, _get_parser, _same_kind, read_text,
                                   word_count, words)
from coimbra_dsl.errors import CardTextError, RuleLimitError, RuleSetErrors
from coimbra_dsl.lark_compat import parse_tokens, pruned_earley
from coimbra_dsl.limits import MAX_ERRORS
from coimbra_dsl.loader import load_ruleset
from coimbra_dsl.validator import validate

import hostile_texts


def test_every_hostile_text_is_read_with_one_parse_or_refused_with_two():
    """A text is parsed with the rules its words allow; a text they cannot read is parsed
    once more, with the other rules cut short, to say what was expected where it stops."""
    parser = _get_parser()
    for text in hostile_texts.texts(random.Random(7), 30):
        before = parser.parses
        try:
            read_text(text)
            assert parser.parses - before == 1, text
        except CardTextError as exc:
            assert exc.column >= 1 and exc.message
            assert parser.parses - before <= 2, text


def _stop(parser, lexer, tokens: list) -> tuple:
    """Where a parse stops and what it expects there (None: the tokens parse)."""
    try:
        parse_tokens(lexer, parser, tokens)
    except UnexpectedToken as exc:
        return ("word", next(i for i, t in enumerate(tokens) if t is exc.token),
                frozenset(exc.expected))
    except UnexpectedEOF as exc:
        return ("end", frozenset(exc.expected))
    return None


@pytest.mark.parametrize("seed", [3, 5])
def test_the_pruned_parses_read_and_stop_where_the_whole_grammar_does(seed):
    """Pruned to a text's words, a text reads exactly when the whole grammar reads it; with
    the rules that need other words cut short, the error is the one the whole grammar's
    parser gives (a missing word included: 'until the end gain' stops at 'gain' expecting
    'of')."""
    reader = _get_parser()
    grammar = reader._grammar
    whole = pruned_earley(grammar, list(grammar.rules), [], _same_kind)
    texts = ["Until the end gain 2 VP.", "Gain 5 florins.", "For each council card and"]
    texts += hostile_texts.unreadable(random.Random(seed), 30)
    stopped = 0
    for text in texts:
        try:
            tokens = [Token(w.kind, w.value, start_pos=w.column - 1, line=1, column=w.column)
                      for w in words(text, reader.literals, Lexicon())]
        except CardTextError:       # refused before parsing (a number too large)
            continue
        if not tokens or len(tokens) > MAX_WORDS:
            continue
        pruned = reader._for_words(frozenset(t.type for t in tokens))
        found = _stop(pruned.expecting(), reader.tables.lexer, tokens)
        assert found == _stop(whole, reader.tables.lexer, tokens), text
        assert (found is None) == (_stop(pruned.whole, reader.tables.lexer, tokens) is None)
        stopped += found is not None
    assert stopped >= 20
    with pytest.raises(CardTextError, match="cannot place 'gain' here; expected 'of'"):
        read_text("Until the end gain 2 VP.")


def test_a_text_over_the_word_cap_is_refused_before_any_parse():
    parser = _get_parser()
    before = parser.parses
    with pytest.raises(CardTextError, match="too long"):
        read_text("gain 1 coin and " * MAX_WORDS)
    assert parser.parses == before


def _card(i: int, text: str) -> str:
    quoted = text.replace("\\", "\\\\").replace('"', '\\"')
    return (f'character hostile_{i} "Hostile {i}" {{\n  class merchants\n  back II\n'
            f'  cost coins\n  influence 2\n  text "{quoted}"\n}}\n')


def _load_unreadable(tmp_path, count: int, limit: int) -> None:
    """`count` distinct unreadable text-only cards and 200 more printing the first text:
    the load reads at most `limit` + 1 texts, each with at most two parses."""
    texts = hostile_texts.unreadable(random.Random(11), count)
    cards = "".join(_card(i, t) for i, t in enumerate(texts))
    cards += "".join(_card(count + i, texts[0]) for i in range(200))   # one text many times
    folder = write_set(tmp_path / "mod", {"mod.coimbra": "ruleset mod extends base\n" + cards})
    parser = _get_parser()
    before = parser.parses
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(str(folder))
    errors = exc.value.errors
    assert len(errors) == limit + 1
    assert sum(isinstance(e, RuleLimitError) for e in errors) == 1
    assert parser.parses - before <= 2 * (limit + 1)


def test_loading_unreadable_text_only_cards_stops_after_the_error_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(printed, "MAX_ERRORS", 5)
    _load_unreadable(tmp_path, 40, 5)


@pytest.mark.slow
def test_loading_hundreds_of_unreadable_text_only_cards_reads_a_bounded_number(tmp_path):
    _load_unreadable(tmp_path, 300, MAX_ERRORS)


def test_a_text_printed_on_many_text_only_cards_is_read_once(tmp_path):
    cards = "".join(_card(i, "Gain 2 coins and 1 guard.") for i in range(300))
    folder = write_set(tmp_path / "mod", {"mod.coimbra": "ruleset mod extends base\n" + cards})
    parser = _get_parser()
    before = parser.parses
    rules = load_ruleset(str(folder))
    assert rules.characters["hostile_299"].from_text
    assert parser.parses - before <= 1


def _readable(count: int) -> list[str]:
    """`count` distinct readable texts of 7 words each ("Gain 1001 coins and 1 guard.")."""
    return [f"Gain {1000 + i} coins and 1 guard." for i in range(count)]


def test_loading_more_distinct_text_than_the_reading_limit_stops_at_the_limit(tmp_path,
                                                                              monkeypatch):
    """Distinct readable text-only cards are read until MAX_READ_WORDS words of text,
    then one limit error at the first card not read; nothing after it is read."""
    monkeypatch.setattr(printed, "MAX_READ_WORDS", 60)
    monkeypatch.setattr(printed, "_readings", {})
    texts = _readable(400)
    assert word_count(texts[0]) == 7
    cards = "".join(_card(i, t) for i, t in enumerate(texts))
    folder = write_set(tmp_path / "mod", {"mod.coimbra": "ruleset mod extends base\n" + cards})
    parser = _get_parser()
    before = parser.parses
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(str(folder))
    (error,) = exc.value.errors
    assert isinstance(error, RuleLimitError)
    assert "more than 60 words" in error.message and "'hostile_8'" in error.message
    line = cards.splitlines().index(f'  text "{texts[8]}"') + 2      # after the ruleset line
    assert (error.span.line, error.span.col) == (line, 9)
    assert parser.parses - before <= 8


def test_validating_more_distinct_text_than_the_reading_limit_reads_up_to_it(monkeypatch):
    """validate reads every printed text (cards with bonus lines too) up to the limit,
    then says where it stopped."""
    limit = 300
    monkeypatch.setattr(printed, "MAX_READ_WORDS", limit)
    rules = load_ruleset("base")
    monkeypatch.setattr(printed, "_readings", {})
    fits, words = set(), 0
    for comp in rules.components():
        key = (comp.text, printed.default_timing(comp))
        if key not in fits:
            if words + word_count(comp.text) > limit:
                stop = comp
                break
            fits.add(key)
            words += word_count(comp.text)
    parser = _get_parser()
    before = parser.parses
    found = [p for p in validate(rules) if "words to read" in p.message]
    assert [p.component for p in found] == [stop.id]
    assert f"more than {limit} words" in found[0].message
    assert parser.parses - before <= len(fits) < len(list(rules.components()))
