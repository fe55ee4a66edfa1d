"""The card-text reader's work grows with its input, never with how a text fails (the
standards' "never work that grows faster than its input"): each text costs at most two
pruned Earley runs, and loading a rule set of hostile text-only cards reads each
distinct text once and stops after MAX_ERRORS unreadable ones. Work is counted in
parses, never timed."""
from __future__ import annotations

import random

import pytest
from dsl_helpers import write_set

from coimbra_dsl import printed
from coimbra_dsl.card_text import MAX_WORDS, _get_parser, read_text
from coimbra_dsl.errors import CardTextError, RuleLimitError, RuleSetErrors
from coimbra_dsl.limits import MAX_ERRORS
from coimbra_dsl.loader import load_ruleset

import hostile_texts


def test_every_hostile_text_is_refused_or_read_with_at_most_two_parses():
    parser = _get_parser()
    for text in hostile_texts.texts(random.Random(7), 30):
        before = parser.parses
        try:
            read_text(text)
        except CardTextError as exc:
            assert exc.column >= 1 and exc.message
        assert parser.parses - before <= 2, text


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
