"""Scope and ambiguity of printed card text (R-CARD-1): a fronted "For each X," and a
trailing "per X" count every step of the sentence, never only the nearest in silence;
a text that reads two ways that play differently is an error naming both; every
phrasing the grammar reads (tests/card_text_phrasings.py) reads to its effect alone."""
from __future__ import annotations

import pytest
from card_text_phrasings import phrasings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coimbra_dsl import effects as fx
from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.meaning import normalise_bonuses
from coimbra_dsl.vocab import CardClass, Resource, Timing

LEXICON = Lexicon.of(load_ruleset("base"))
COUNCIL = fx.Counter(fx.CounterKind.CARDS, classes=(CardClass.COUNCIL,))


def meaning(effect: fx.Effect, timing: Timing = Timing.IMMEDIATE):
    return normalise_bonuses((fx.Bonus(timing, effect),))


def gain(resource: Resource, n: int) -> fx.Gain:
    return fx.Gain(resource, fx.Const(n))


WIDE = fx.Per(COUNCIL, fx.Seq((gain(Resource.GUARDS, 1), gain(Resource.STEPS, 1))))


@pytest.mark.parametrize("text", [
    "For every council card you own, take 1 guard and move your pilgrim 1 step.",
    "For each council card, gain 1 guard and gain 1 pilgrim step.",
    "For each council card, gain 1 guard, then move your pilgrim 1 step.",
    "For each of your council member character cards (including this one), gain 1 guard "
    "and 1 step with your pilgrim.",
    "Gain 1 guard and move your pilgrim 1 step per council card.",
    "Take 1 guard and move your pilgrim 1 step for each council card you have.",
])
def test_a_fronted_or_trailing_per_counts_every_step_of_the_sentence(text):
    assert normalise_bonuses(read_text(text, LEXICON)) == meaning(WIDE)


def test_a_later_for_each_counts_only_what_follows_it():
    got = read_text("Gain 2 coins, and for each council card gain 1 VP.", LEXICON)
    assert normalise_bonuses(got) == meaning(fx.Seq((
        gain(Resource.COINS, 2), fx.Per(COUNCIL, gain(Resource.VP, 1)))))


def test_per_steps_of_their_own_keep_their_own_counts():
    got = read_text("Gain 1 coin per council card and 2 VP per clerics card.", LEXICON)
    clerics = fx.Counter(fx.CounterKind.CARDS, classes=(CardClass.CLERICS,))
    assert normalise_bonuses(got) == meaning(fx.Seq((
        fx.Per(COUNCIL, gain(Resource.COINS, 1)), fx.Per(clerics, gain(Resource.VP, 2)))))


def test_a_trailing_per_after_one_resource_named_twice_is_ambiguous_with_both_readings():
    with pytest.raises(CardTextError) as exc:
        read_text("Gain 5 VP and 1 VP per council card.", LEXICON)
    assert exc.value.message.startswith(
        'the text is ambiguous: it can mean "Gain 6 VP per council card." or "Gain 5 VP and '
        'for each council card, gain 1 VP."')


STEPS = st.one_of(
    st.tuples(st.sampled_from([Resource.COINS, Resource.GUARDS, Resource.VP, Resource.STEPS]),
              st.integers(1, 9)).map(lambda t: gain(*t)),
    st.tuples(st.integers(1, 5), st.sampled_from(list(CardClass))).map(
        lambda t: fx.Advance(t[0], fx.TrackChoice.NAMED, t[1])),
)
COUNTERS = st.one_of(
    st.sampled_from(list(CardClass)).map(
        lambda c: fx.Counter(fx.CounterKind.CARDS, classes=(c,))),
    st.just(fx.Counter(fx.CounterKind.MONASTERIES_WITH)),
    st.just(fx.Counter(fx.CounterKind.VOYAGES)),
    st.just(fx.Counter(fx.CounterKind.CROWNS)),
    st.just(fx.Counter(fx.CounterKind.CLASS_SETS)),
)


def _distinct(steps: list) -> bool:
    kinds = [(type(s), getattr(s, "resource", None), getattr(s, "cls", None)) for s in steps]
    return len(kinds) == len(set(kinds))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(COUNTERS, st.lists(STEPS, min_size=2, max_size=3).filter(_distinct))
def test_every_phrasing_of_a_per_reads_back_to_that_effect_alone(counter, steps):
    effect = fx.Per(counter, fx.Seq(tuple(steps)))
    for text in phrasings(effect):
        assert normalise_bonuses(read_text(text, LEXICON)) == meaning(effect), text


@pytest.mark.parametrize("text", [
    "Gain 1 guard, and gain 1 pilgrim step per council card.",
    "Take 2 coins, and take 1 VP for each clerics card.",
])
def test_a_trailing_per_after_a_comma_and_a_verb_of_its_own_is_ambiguous(text):
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert exc.value.message.startswith("the text is ambiguous: it can mean")


@pytest.mark.parametrize("text", [
    "Gain 1 guard, and 1 pilgrim step per council card.",
    "Gain 1 guard, plus 1 pilgrim step for each council card you have.",
    "Gain 1 guard, 1 pilgrim step per council card.",
    "Take 1 coin and 1 guard, plus 1 VP for every clerics card.",
])
def test_a_trailing_per_after_a_reward_set_apart_by_a_comma_is_ambiguous(text):
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert exc.value.message.startswith("the text is ambiguous: it can mean")


@pytest.mark.parametrize("text", [
    "Gain 1 guard and 1 pilgrim step per council card.",
    "Gain 1 guard plus 1 pilgrim step per council card.",
])
def test_a_trailing_per_after_rewards_joined_without_a_comma_counts_them_all(text):
    assert normalise_bonuses(read_text(text, LEXICON)) == meaning(WIDE)


def test_a_list_of_three_rewards_with_commas_is_one_run_under_the_trailing_per():
    for text in ("Gain 1 coin, 1 guard and 1 VP per council card.",
                 "Gain 1 coin, 1 guard, and 1 VP per council card."):
        (bonus,) = read_text(text, LEXICON)
        assert isinstance(bonus.effect, fx.Per) and len(fx.steps(bonus.effect.effect)) == 3

