"""The bots' fast paths answer exactly as the plain definitions they replace:
track VP counted instead of sorted (R-END-2), diploma scores without dealing the sets
(R-END-3), bonus values shared between states with equal readings, place actions listed
shared per dice pool (R-B-1), a determinized state's chance kept as a seed (R-A-1); the
bots' readings built per counter and amount (R-END-1), a seat's own majority and the
expected tile VP written out for up to 3 rivals (R-END-2), die prospects and placements
shared per row (R-C-1, R-B-2/-3), income boxes (R-E-1).
(That whole games are unchanged is checked by `benchmarks/decisions.py --compare`.)"""
from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

import coimbra_dsl
from engine import Game, GameState
from engine.bots.valuation import Context
from engine.bots.valuation.bonuses import (_bonus_value, _card_value, bonus_value, card_value,
                                           diploma_value)
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


# --- the bots' readings, majorities and row prospects 

def counters_and_amounts(rules):
    """Every counter and every gain amount in the rule set's effects."""
    from coimbra_dsl import effects as fx
    st = Game(rules, players=2, seed=1).new_state()
    counters, amounts = {}, {}
    for node in st.ix.nodes:
        if type(node) in (fx.Per, fx.If):
            counters[id(node.counter)] = node.counter
        elif type(node) is fx.Gain and type(node.amount) is not fx.Const:
            amounts[id(node.amount)] = node.amount
    return list(counters.values()), list(amounts.values())


def projected_as_defined(st, seat, counter, ctx):
    """R-END-1..4 projection as first written: what grows goes on at the seat's pace,
    within the disks, the last space and the monastery spaces."""
    from coimbra_dsl.effects import CounterKind as CK
    from engine.core import queries as q
    growing = (CK.CARDS, CK.CLASS_SETS, CK.DIPLOMAS, CK.MONASTERIES_WITH, CK.VOYAGES,
               CK.TRACK, CK.LOWEST_TRACK, CK.CARDS_BEYOND, CK.MONASTERIES_WITHOUT)
    k = counter.kind
    if ctx.grow == 1.0 or k not in growing:
        return q.count(st, seat, counter)
    p, g = st.players[seat], ctx.grow
    if k is CK.CARDS_BEYOND:
        return max(0.0, len(p.cards) * g - counter.n)
    if k is CK.MONASTERIES_WITHOUT:
        return max(0.0, q.monastery_spaces(st) - len(p.monasteries) * g)
    n = q.count(st, seat, counter) * g
    if k is CK.TRACK or k is CK.LOWEST_TRACK:
        return min(float(q.track_top(st)), n)
    if k is CK.MONASTERIES_WITH or k is CK.VOYAGES:
        return min(n, q.count(st, seat, counter) + p.disks_left)
    return n


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 10_000), players=hs.sampled_from([2, 3, 4]))
def test_R_END_1_readings_built_per_counter_equal_the_generic_ones(rules, seed, players):
    """Each counter's projection function and each amount's reader give what the generic
    `projected` and `queries.amount` give, to the last bit, now and projected."""
    from engine.bots.valuation.bonuses import _amount_reader, projecting
    from engine.core import queries as q
    counters, amounts = counters_and_amounts(rules)
    assert counters and amounts
    for st in positions(rules, seed, players, every=9):
        for long_game in (True, False):
            ctx = Context(st, long_game)
            for seat in range(players):
                for c in counters:
                    assert projecting(c)(st, seat, ctx) == projected_as_defined(st, seat, c, ctx)
                for a in amounts:
                    assert _amount_reader(a, False)(st, seat, ctx) == q.amount(st, seat, a)
                    assert _amount_reader(a, True)(st, seat, ctx) == q.amount(
                        st, seat, a, lambda s, i, c, ctx=ctx: projected_as_defined(s, i, c, ctx))


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 10_000), players=hs.sampled_from([2, 3, 4]))
def test_R_END_2_a_seats_own_majority_equals_every_seats_one(rules, seed, players):
    """A seat's expected majority on any space it might move to, from the others'
    projected spaces read once, is the every-seat majority of that position."""
    for st in positions(rules, seed, players, every=11):
        ctx = Context(st)
        if ctx.grow == 1.0:
            continue
        top = ctx.top
        for track in range(len(st.players[0].influence)):
            for seat in range(players):
                for space in (0, 1, st.players[seat].influence[track], top):
                    for stamp in (st.players[seat].arrive[track], st.tick + 1):
                        spaces = [p.influence[track] for p in st.players]
                        arrive = [p.arrive[track] for p in st.players]
                        spaces[seat], arrive[seat] = space, stamp
                        every = ctx.majority_at(st, track, tuple(spaces), tuple(arrive))
                        assert ctx.seat_majority(st, track, seat, space, stamp) == every[seat]


def convolved_rank_vp(ahead: tuple, scale: float, tile: list) -> float:
    """The expected tile VP as the chances of 0, 1, ... seats ahead, convolved seat by
    seat (the plain definition of `majorities._rank_vp`)."""
    dist = [1.0] + [0.0] * (len(tile) - 1)
    for k0, d in enumerate(ahead, start=1):
        pj = 0.5 * (1.0 + math.erf(d / scale))
        for k in range(k0, 0, -1):
            dist[k] = dist[k] * (1 - pj) + dist[k - 1] * pj
        dist[0] = dist[0] * (1 - pj)
    return sum(p * vp for p, vp in zip(dist, tile))


@given(ahead=hs.lists(hs.one_of(hs.floats(-20, 20), hs.sampled_from([0.01, -0.01])),
                      min_size=1, max_size=3),
       scale=hs.floats(0.5, 12), tile=hs.lists(hs.integers(0, 12), min_size=4, max_size=4))
def test_R_END_2_rank_vp_written_out_equals_the_convolution(ahead, scale, tile):
    """`_rank_vp`'s written-out sums for 1-3 rivals give the convolution's float, bit
    for bit (so no greedy decision can change)."""
    from engine.bots.valuation.majorities import _rank_vp
    tile = tile[:len(ahead) + 1]
    assert _rank_vp(tuple(ahead), scale, tile) == convolved_rank_vp(tuple(ahead), scale, tile)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 10_000), players=hs.sampled_from([2, 3, 4]))
def test_R_C_1_shared_row_prospects_equal_die_prospect(rules, seed, players):
    """A die's prospect in a row looked up by position and value (shared by states with
    the same options) is `die_prospect`'s, at every position and value; a row's values
    read in one pass are each entry's value (R-C-1, R-FAV-2)."""
    from engine.bots.valuation.gains import _row_now, _row_prospect, effects_gain, set_off
    from coimbra_dsl.effects import Trigger
    from engine.bots.valuation.rows import (die_prospect, distress_value, prospect_at,
                                            row_options, shared_prospects)
    from engine.core import queries as q
    seen = 0
    for st in positions(rules, seed, players, every=3):
        ctx = Context(st)
        for loc, row in st.rows.items():
            assert q.row_values(st, loc) == tuple(q.row_die_value(st, loc, i)
                                                  for i in range(len(row)))
            for seat in range(players):
                options = row_options(st, seat, loc, ctx)
                distress = distress_value(st, seat, ctx)
                core, _ = shared_prospects(st, seat, loc, options, ctx, distress)
                for pos in range(len(options) + 2):
                    for value in range(1, 8):
                        seen += 1
                        assert prospect_at(core, pos, value) == die_prospect(
                            st, seat, loc, pos, value, options, ctx, distress)
                # a die placed there (R-B-2, R-B-3): its prospect where it would go, what
                # a castle die sets off, less what it pushes back of the seat's own dice
                row_now = _row_now(st, seat, loc, options, ctx, distress)
                values = q.row_values(st, loc)
                fired = (effects_gain(st, seat, set_off(st, seat, ctx, Trigger.CASTLE_DIE), ctx)
                         if loc == "castle" else 0.0)
                for value in range(1, 8):
                    pos = sum(1 for x in values if (x <= value if loc == "castle"
                                                    else x >= value))
                    v = die_prospect(st, seat, loc, pos, value, options, ctx, distress) + fired
                    for i, (s, _) in enumerate(row):
                        if s == seat and i >= pos:
                            v += (die_prospect(st, seat, loc, i + 1, values[i], options, ctx,
                                               distress)
                                  - die_prospect(st, seat, loc, i, values[i], options, ctx,
                                                 distress))
                    assert _row_prospect(row_now, value) == v
    assert seen


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 10_000), players=hs.sampled_from([2, 3, 4]))
def test_R_E_1_income_boxes_and_income_value_equal_their_definitions(rules, seed, players):
    """The context's table of income boxes is each track's box at each space, and the
    income still to come counts the held dice in order, then the future rounds (R-E-1)."""
    from engine.bots.valuation.bonuses import income_worth
    from engine.bots.valuation.context import PHASE_B, PHASE_E, WHITE
    from engine.bots.valuation.value import income_value
    from engine.core import queries as q
    for st in positions(rules, seed, players, every=8):
        ctx = Context(st)
        for seat in range(players):
            incomes = []
            for ci in range(len(st.players[seat].influence)):
                resource, n = q.track_income(st, ci, st.players[seat].influence[ci])
                incomes.append(n * ctx.units[resource])
                assert income_worth(st, seat, ci, ctx) == incomes[-1]
            best = sorted(incomes, reverse=True)
            generic = (best[0] + best[1]) / 2
            v = 0.0
            if ctx.phase_i <= PHASE_E:
                for d in st.players[seat].dice:
                    if d is None:
                        if ctx.phase_i <= PHASE_B:
                            v += generic
                    elif d[0] == WHITE:
                        v += best[0]
                    else:
                        v += incomes[q.track_of_colour(st, d[0])]
            expected = v + ctx.future_rounds * st.rules.constants.dice_per_player * generic
            assert income_value(st, seat, ctx, incomes) == expected
