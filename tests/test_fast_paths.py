"""The fast paths of issue 15 answer exactly as the plain definitions they replace:
track VP counted instead of sorted (R-END-2), diploma scores without dealing the sets
(R-END-3), bonus values shared between states with equal readings, place actions listed
shared per dice pool (R-B-1), and a determinized state's chance kept as a seed (R-A-1).
(That whole games are unchanged is checked by `benchmarks/decisions.py --compare`.)"""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

import coimbra_dsl
from engine import Game, GameState
from engine.bots.heuristic import (Context, _bonus_value, _card_value, diploma_value,
                                   bonus_value, card_value)
from engine.core.queries import diploma_score
from engine.solvers.diplomas import best_partition_for, best_score_for
from engine.tools.harness import random_moves
from engine.core.runtime import diploma_icons, rank_vp, track_ranking


@pytest.fixture(scope="module")
def rules():
    return coimbra_dsl.load_ruleset("base")


def sorted_rank_vp(st, ci, seat):
    """R-END-2 as written: the seat's place in the sorted ranking picks the tile's VP."""
    face = st.rules.scoring_tiles[st.tiles[ci]].face(st.n)
    ranking = track_ranking(st, ci)
    r = ranking.index(seat)
    space = st.players[seat].influence[ci]
    if space == 0 or r >= len(face):
        return 0
    c = st.ix.c
    if r == 1 and st.n in c.second_place_gap_players:
        if st.players[ranking[0]].influence[ci] - space > c.second_place_gap:
            return 0
    if st.n < 4 and r >= 2:
        return 0
    return face[r]


def positions(rules, seed, players, every=7):
    st = Game(rules, players=players, seed=seed).new_state()
    rng = random.Random(seed)
    while not st.is_terminal:
        yield st
        random_moves(st, every, rng)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 10_000), players=hs.sampled_from([2, 3, 4]))
def test_R_END_2_counted_rank_vp_equals_the_sorted_ranking(rules, seed, players):
    for st in positions(rules, seed, players):
        for ci in range(len(st.players[0].influence)):
            for seat in range(players):
                assert rank_vp(st, ci, seat) == sorted_rank_vp(st, ci, seat)


def test_R_END_2_ties_on_space_and_arrival_go_by_seat(rules):
    st = Game(rules, players=4, seed=3).new_state()
    for p in st.players:
        p.influence[0], p.arrive[0] = 5, 0
    assert [rank_vp(st, 0, s) for s in range(4)] == [sorted_rank_vp(st, 0, s)
                                                    for s in range(4)]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 10_000), players=hs.sampled_from([2, 3, 4]))
def test_R_END_3_diploma_score_equals_the_best_partition(rules, seed, players):
    for st in positions(rules, seed, players, every=11):
        for seat in range(players):
            counts, wild = diploma_icons(st, seat)
            assert (best_score_for(rules, counts, wild)
                    == best_partition_for(rules, counts, wild).score)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 10_000), players=hs.sampled_from([2, 3, 4]))
def test_shared_bonus_values_equal_fresh_ones(rules, seed, players):
    """Every component, every seat, many positions: the value looked up by context and
    readings is the value computed from scratch, to the last bit."""
    comps = list(rules.characters) + list(rules.monasteries) + list(rules.voyages) \
        + list(rules.favors)
    for st in positions(rules, seed, players, every=13):
        ctx = Context(st)
        for seat in range(players):
            assert diploma_value(st, seat, ctx) == diploma_score(st, seat)
            for cid in comps:
                for owned in (False, True):
                    assert bonus_value(st, seat, cid, ctx, owned) == \
                        _bonus_value(st, seat, cid, ctx, owned)
            for cid in rules.characters:
                assert card_value(st, seat, cid, ctx) == _card_value(st, seat, cid, ctx)


def test_R_B_1_cached_place_lists_equal_fresh_ones(rules):
    """The place list shared per dice pool is the list built afresh: every distinct
    pool die at every location, in pool order (R-B-1)."""
    from engine.core import phase_b
    from engine.core.index import LOCATIONS
    st = Game(rules, players=3, seed=5).new_state()
    rng = random.Random(5)
    seen = 0
    while not st.is_terminal:
        if st.decision == "place":
            seen += 1
            cached = st.legal_actions()
            phase_b._POOLS.clear()
            st._legal = None
            dice = list(dict.fromkeys(st.pool))
            assert st.legal_actions() == cached == [
                a for d in dice for a in phase_b._places(d)]
            assert [a.key for a in cached[:len(LOCATIONS)]] == [
                f"place die={dice[0][0]}-{dice[0][1]} at={loc}" for loc in LOCATIONS]
        random_moves(st, 1, rng)
    assert seen > 10


def test_R_A_1_a_determinized_seed_saves_and_plays_as_its_expanded_state(rules):
    st = Game(rules, players=3, seed=8).new_state()
    random_moves(st, 30, random.Random(1))
    d = st.clone()
    d.determinize(random.Random(4))
    loaded = GameState.from_json(d.to_json(), rules)
    rng_a, rng_b = random.Random(9), random.Random(9)
    for _ in range(200):
        if d.is_terminal:
            break
        random_moves(d, 1, rng_a)
        random_moves(loaded, 1, rng_b)
    assert d.to_json() == loaded.to_json()


def test_R_SET_8_R_A_1_a_lazy_determinization_is_the_eager_one_when_revealed(rules):
    """`determinize(rng, lazily=True)` takes one seed from `rng`; revealed, the world is
    the eager determinization by `Random(seed)`; play from both stays equal."""
    st = Game(rules, players=4, seed=12).new_state()
    random_moves(st, 40, random.Random(2))
    lazy, eager = st.clone(), st.clone()
    lazy.determinize(random.Random(6), lazily=True)
    assert lazy.stack == st.stack                     # nothing redrawn yet
    eager.determinize(random.Random(random.Random(6).getrandbits(64)))
    assert lazy.to_json() == eager.to_json()
    rng_a, rng_b = random.Random(3), random.Random(3)
    while not eager.is_terminal:
        random_moves(lazy, 1, rng_a)
        random_moves(eager, 1, rng_b)
    assert lazy.to_json() == eager.to_json()


def test_R_A_1_a_lazy_determinization_writes_its_position_as_revealed(rules):
    st = Game(rules, players=3, seed=21).new_state()
    random_moves(st, 25, random.Random(21))
    lazy, eager = st.clone(), st.clone()
    lazy.determinize(random.Random(8), lazily=True)
    eager.determinize(random.Random(random.Random(8).getrandbits(64)))
    assert lazy.position() == eager.position()
    assert GameState.from_position(rules, lazy.position()).position() == eager.position()
