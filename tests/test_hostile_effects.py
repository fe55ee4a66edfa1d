"""Generated bonuses on a few cards, a monastery and a voyage: random
amounts, counters, triggers, reuses, game-end and voyage scoring and trades. Whatever hypothesis writes, the rule set is either
refused by the validator (and `Game` refuses it in words) or it plays 20 games to the
end with every invariant checked after every action and save round trips along the
way — never a hang (a time bound per example), never another exception.
"""
from __future__ import annotations

import random
from dataclasses import replace
from types import MappingProxyType

import bounded_run
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coimbra_dsl import effects as fx
from coimbra_dsl import load_ruleset
from coimbra_dsl.errors import CoimbraError, ValidationError
from coimbra_dsl.validator import ERROR, validate_play
from coimbra_dsl.vocab import CardClass, Resource, Timing
from engine import Game, GameState
from engine.core.invariants import check_invariants

BASE = load_ruleset("base")
CARDS = ("garcia_de_noronha", "vasco_da_gama", "diogo_fernandes")   # back II cards
SECONDS = 60        # per example: far above the ~1 s twenty games take


def time_bound(seconds: int = SECONDS):
    return bounded_run.time_bound(seconds, "the example")


classes = st.sampled_from(list(CardClass))
counters = st.one_of(
    st.builds(fx.Counter, st.just(fx.CounterKind.CARDS), st.lists(classes, max_size=2).map(tuple)),
    st.builds(fx.Counter, st.sampled_from([fx.CounterKind.VOYAGES, fx.CounterKind.COINS,
                                           fx.CounterKind.CROWNS, fx.CounterKind.DIPLOMAS,
                                           fx.CounterKind.LOWEST_TRACK])),
)
amounts = st.one_of(st.builds(fx.Const, st.integers(0, 60)), st.builds(fx.Count, counters))
leaves = st.one_of(
    st.builds(fx.Gain, st.sampled_from(list(Resource)), amounts, st.booleans()),
    st.builds(fx.Advance, st.integers(0, 6), st.just(fx.TrackChoice.EVERY)),
    st.builds(fx.Advance, st.integers(0, 6), st.just(fx.TrackChoice.NAMED), classes),
    st.builds(fx.Reuse, st.sampled_from([Timing.IMMEDIATE, Timing.GAME_END]),
              st.lists(classes, max_size=2).map(tuple)),
    st.builds(fx.ScoreGameEnd),
    st.builds(fx.ScoreVoyages, st.integers(1, 3)),
    st.builds(fx.TakeDiscard, st.integers(0, 3)),
    st.builds(fx.TakeFavor),
    st.builds(fx.Invest),
    st.builds(fx.Trade, st.sampled_from(list(Resource)), st.integers(0, 3), st.integers(0, 3)),
)
effects = st.recursive(leaves, lambda inner: st.one_of(
    st.lists(inner, min_size=2, max_size=3).map(lambda xs: fx.Seq(tuple(xs))),
    st.builds(fx.Per, counters, inner),
    st.lists(inner, min_size=2, max_size=2).map(lambda xs: fx.Choice(tuple(xs))),
    st.builds(fx.PayFor, st.tuples(st.tuples(st.sampled_from([Resource.COINS, Resource.GUARDS]),
                                             st.integers(0, 3))), inner),
), max_leaves=4)
def on(*triggers):
    """A standing ability: when one of `triggers` happens, resolve an effect."""
    return st.builds(fx.On, st.sampled_from(triggers), effects,
                     st.lists(classes, max_size=1).map(tuple))


bonuses = st.one_of(   # on a card: immediate, game end, or phase E (with `at start:`)
    st.builds(fx.Bonus, st.sampled_from([Timing.IMMEDIATE, Timing.GAME_END]), effects),
    st.builds(fx.Bonus, st.just(Timing.PHASE_E), effects | on(fx.Trigger.PHASE_E_START)))
# on a monastery (immediate, or lasting: its triggers) and on a voyage (game end)
other_bonuses = st.tuples(
    st.none() | st.builds(fx.Bonus, st.just(Timing.IMMEDIATE), effects)
    | st.builds(fx.Bonus, st.just(Timing.LASTING),
                on(fx.Trigger.CASTLE_DIE, fx.Trigger.MONASTERY_DISK)),
    st.none() | st.builds(fx.Bonus, st.just(Timing.GAME_END), effects))
MONASTERY, VOYAGE = "santa_cruz", "tanger"


def with_bonuses(chosen, others=(None, None)) -> object:
    cards = dict(BASE.characters)
    for cid, bonus in zip(CARDS, chosen):
        cards[cid] = replace(cards[cid], bonuses=(bonus,))
    monasteries, voyages = dict(BASE.monasteries), dict(BASE.voyages)
    if others[0] is not None:
        monasteries[MONASTERY] = replace(monasteries[MONASTERY], bonuses=(others[0],))
    if others[1] is not None:
        voyages[VOYAGE] = replace(voyages[VOYAGE], bonuses=(others[1],))
    return replace(BASE, characters=MappingProxyType(cards),
                   monasteries=MappingProxyType(monasteries),
                   voyages=MappingProxyType(voyages))


def play_to_the_end(rules, players: int, seed: int) -> None:
    st_ = Game(rules, players=players, seed=seed).new_state()
    rng = random.Random(seed)
    check_invariants(st_)
    for n in range(20_000):
        if st_.is_terminal:
            break
        actions = st_.legal_actions()
        st_.apply(actions[rng.randrange(len(actions))])
        check_invariants(st_)
        if n % 37 == 0 or st_.decision == "steps" and n % 5 == 0:
            text = st_.to_json()
            assert GameState.from_json(text, rules).to_json() == text
    assert st_.is_terminal, f"seed {seed}: no end after 20,000 actions"
    text = st_.to_json()
    assert GameState.from_json(text, rules).to_json() == text


def check_refused_or_plays(chosen, games: int, others=(None, None)) -> str:
    rules = with_bonuses(chosen, others)
    with time_bound():
        errors = [p for p in validate_play(rules) if p.severity == ERROR]
        if errors:
            with pytest.raises(ValidationError):
                Game(rules, players=2, seed=0)
            return "refused"
        for g in range(games):
            try:
                play_to_the_end(rules, 2 + g % 3, g)
            except CoimbraError as exc:      # only the validator may refuse a set
                raise AssertionError(f"a valid set failed in play: {exc}") from None
    return "played"


@settings(max_examples=20, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(bonuses, min_size=1, max_size=len(CARDS)), other_bonuses)
def test_generated_bonuses_are_refused_or_play_20_games_and_save(chosen, others):
    check_refused_or_plays(chosen, games=20, others=others)


@pytest.mark.slow
@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(bonuses, min_size=1, max_size=len(CARDS)), other_bonuses)
def test_many_more_generated_bonuses_are_refused_or_play(chosen, others):
    check_refused_or_plays(chosen, games=20, others=others)


def test_a_generated_loop_is_refused_and_a_plain_bonus_plays():
    loop = fx.Bonus(Timing.GAME_END, fx.ScoreGameEnd())
    assert check_refused_or_plays([loop, loop], games=1) == "refused"
    plain = fx.Bonus(Timing.IMMEDIATE, fx.Gain(Resource.STEPS, fx.Const(40)))
    assert check_refused_or_plays([plain], games=3) == "played"
