"""The greedy bot's option gains (engine/bots/valuation/gains.py): an estimate for every
decision kind, read-only, agreeing with the exact look-ahead it replaced (R-B-1..3 die
placement, R-C-1..5 row triggers, R-PIL-1..3 pilgrim steps, R-INV-1 investing, R-BON-I
track choices), and never cloning the state."""
from __future__ import annotations

import math
from collections import Counter

import pytest

import coimbra_dsl
from engine import Game
from engine.bots.valuation import Context
from engine.bots.valuation.bonuses import bits, bonus_value, reads
from engine.bots.valuation.gains import (ESTIMATES, card_touch, holdings_gain, option_gains,
                                        owned_later)
from engine.bots.greedy import GreedyBot, action_value
from engine.core import queries as q
from engine.bots.surplus_steps import surplus_step
from engine.core.state import GameState
from engine.core.tasks import DECIDE

RULE_SETS = ["base", "rulebook-colours", "rulebook-die-tokens", "two-player-gap-only",
             "cabo-verde-tracks", "examples/lisbon-harbour"]


@pytest.fixture(scope="module")
def rules():
    return coimbra_dsl.load_ruleset("base")


def decisions(rules, seed: int, players: int, exact: bool = True):
    """Every state of a seeded game between greedy bots where a choice is made."""
    st = Game(rules, players=players, seed=seed).new_state()
    bots = [GreedyBot(seed * 10 + k, exact=exact) for k in range(players)]
    while not st.is_terminal:
        if len(st.legal_actions()) > 1 and surplus_step(st) is None:
            yield st
        st.apply(bots[st.current_player].choose(st))


def test_every_decision_kind_of_the_engine_has_an_estimate():
    assert set(DECIDE) <= set(ESTIMATES)


@pytest.mark.parametrize("name", RULE_SETS)
def test_gains_are_one_finite_number_per_option_and_change_nothing(name):
    rules = coimbra_dsl.load_ruleset(name)
    seen = Counter()
    for players in (2, 4):
        for st in decisions(rules, seed=players, players=players, exact=False):
            acts = st.legal_actions()
            before = st.to_dict()
            gains = option_gains(st, st.current_player, acts, Context(st))
            assert len(gains) == len(acts) and all(math.isfinite(g) for g in gains)
            assert st.to_dict() == before
            seen[st.decision] += 1
    assert {"place", "trigger", "activate"} <= set(seen)


# share of decisions where the estimate picks an option the look-ahead rates best
# (measured over many games by benchmarks/greedy_agreement.py: place 97%, trigger 92%,
# steps 99.7%, invest 96%, track 98%; activate 82%, mostly where the look-ahead sees a
# forced continuation into the next phase that the estimate rightly ignores)
AGREEMENT = {"place": 0.9, "trigger": 0.8, "steps": 0.9, "invest": 0.8, "track": 0.8}


def test_estimates_pick_what_the_look_ahead_rates_best(rules):
    total, agree = Counter(), Counter()
    for seed in (1, 2):
        for st in decisions(rules, seed=seed, players=4):
            kind = st.decision
            if kind not in AGREEMENT:
                continue
            seat = st.current_player
            acts = st.legal_actions()
            gains = option_gains(st, seat, acts, Context(st))
            exact = [action_value(st, seat, a) for a in acts]
            pick = max(range(len(acts)), key=gains.__getitem__)
            total[kind] += 1
            agree[kind] += exact[pick] >= max(exact) - 1e-9
    for kind, share in AGREEMENT.items():
        assert total[kind] >= 10, kind
        assert agree[kind] >= share * total[kind], (kind, agree[kind], total[kind])


def test_holdings_gain_revalues_every_component_whose_reading_changes(rules):
    """`reads` and `card_touch` are complete: filtering the owned components by what
    taking a card touches gives the same gain as revaluing every one (R-CARD-1)."""
    st0 = Game(rules, players=2, seed=0).new_state()
    everything = bits(frozenset().union(*(reads(st0, cid) for cid in q.with_bonuses(st0))))
    checked = 0
    for st in decisions(rules, seed=3, players=3):
        seat = st.current_player
        ctx = Context(st)
        for cards in st.display.values():
            for cid in cards:
                def change(player, cid=cid):
                    player.cards.append(cid)
                filtered = holdings_gain(st, seat, ctx, card_touch(st, cid), change)
                full = holdings_gain(st, seat, ctx, everything, change)
                assert filtered == pytest.approx(full), cid
                checked += 1
        if checked > 200:
            break
    assert checked > 200


def test_a_view_with_another_player_shares_the_rest_and_changes_nothing(rules):
    st = Game(rules, players=3, seed=5).new_state()
    before = st.to_dict()
    player = st.players[1].clone()
    player.coins += 7
    view = st.with_player(1, player)
    assert view.players[1] is player and view.players[0] is st.players[0]
    assert view.display is st.display and view.rows is st.rows
    assert all(getattr(view, name) is getattr(st, name)
               for name in GameState.__slots__ if name != "players")
    assert st.to_dict() == before


def test_owned_later_is_what_seat_value_counts(rules):
    """The components whose values `holdings_gain` revalues are those `seat_value` holds
    (`value.held_value`: diploma sets plus each one's bonuses to come, R-END-1..4)."""
    from engine.bots.valuation.bonuses import diploma_value
    from engine.bots.valuation.value import held_value
    checked = 0
    for st in decisions(rules, seed=4, players=2):
        seat = st.current_player
        ctx = Context(st)
        owned = owned_later(st, seat)
        assert held_value(st, seat, ctx) == pytest.approx(
            diploma_value(st, seat, ctx)
            + sum(bonus_value(st, seat, cid, ctx, owned=True) for cid in owned))
        checked += bool(owned)
    assert checked > 20


def test_the_greedy_bot_never_clones(rules, monkeypatch):
    """Every decision is estimated: no look-ahead copy of the state is made."""
    def refuse(self):
        raise AssertionError("greedy cloned the state")
    for players in (2, 4):
        st = Game(rules, players=players, seed=players).new_state()
        bots = [GreedyBot(k) for k in range(players)]
        with monkeypatch.context() as m:
            m.setattr(GameState, "clone", refuse)
            while not st.is_terminal:
                a = bots[st.current_player].choose(st)
                m.undo()
                st.apply(a)
                m.setattr(GameState, "clone", refuse)
        assert st.winner is not None


def _with_vp_on(rules, cid: str, vp: int):
    """`rules` with `vp` VP added to character `cid`'s (immediate) bonus."""
    import dataclasses
    from types import MappingProxyType
    from coimbra_dsl import effects as fx
    from coimbra_dsl.vocab import Resource
    chars = dict(rules.characters)
    card = chars[cid]
    bonus = card.bonus
    planted = fx.Bonus(bonus.timing, fx.Seq((bonus.effect, fx.Gain(Resource.VP, fx.Const(vp)))))
    chars[cid] = dataclasses.replace(card, bonuses=(planted,))
    return dataclasses.replace(rules, name=f"{cid} +{vp} VP", characters=MappingProxyType(chars))


def test_a_start_group_is_valued_by_what_its_cards_give_R_SET_12(rules):
    """+5 VP planted on a start card (its immediate bonus) draws the greedy bot's first
    choice to that card's group wherever the group was the runner-up within 4.5 of the
    best: a group is valued by its cards' immediate bonuses and influence too."""
    from coimbra_dsl.vocab import Timing
    planted: dict = {}
    near = moved = 0
    for seed in range(40):
        st = Game(rules, players=4, seed=seed).new_state()
        seat = st.current_player
        actions = st.legal_actions()
        gains = option_gains(st, seat, actions, Context(st))
        groups = sorted(((v, a) for v, a in zip(gains, actions) if a.arg("group")),
                        key=lambda x: -x[0])
        (best, first), (second, runner_up) = groups[:2]
        cards = st.groups[int(runner_up.arg("group")) - 1]
        cid = next((c for c in cards if rules.characters[c].timing is Timing.IMMEDIATE), None)
        if GreedyBot(seed).choose(st) != first or best - second >= 4.5 or cid is None:
            continue
        near += 1
        if cid not in planted:
            planted[cid] = _with_vp_on(rules, cid, 5)
        again = Game(planted[cid], players=4, seed=seed).new_state()
        assert again.groups == st.groups and again.current_player == seat
        moved += GreedyBot(seed).choose(again) == runner_up
    assert near >= 10
    assert moved == near


def test_the_final_score_estimate_by_source_adds_up_to_the_seat_value():
    """The standings' estimate by source is the greedy bot's own seat value, split
    (R-END-1..5): the parts add up to `seat_value` at every kind of decision."""
    import random as _random

    from engine.bots.valuation import final_score_estimate, seat_value
    rules = coimbra_dsl.load_ruleset("base")
    st = Game(rules, players=3, seed=11).new_state()
    rng = _random.Random(3)
    checked = 0
    while not st.is_terminal:
        if checked % 7 == 0:
            for seat in range(3):
                parts = final_score_estimate(st, seat)
                assert sum(parts.values()) == pytest.approx(seat_value(st, seat)), st.phase
        checked += 1
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    assert checked > 50
