"""A cheap value of a game state for one seat, in victory-point equivalents: VP now plus
what resources, track positions, held and placed dice, cards' bonuses, diploma sets,
voyage tasks and pilgrim options are likely to be worth by the end (R-END-1..5).

Used by the greedy bot (one-step look-ahead) and as the leaf value of the MCTS bot.
Everything is read through the public state API, `state.rules` and `engine.queries`;
no component is named here.
"""
from __future__ import annotations

import itertools
import math
from operator import itemgetter, mul
from typing import Callable, Optional

from coimbra_dsl import effects as fx
from coimbra_dsl.effects import CounterKind as CK
from coimbra_dsl.vocab import DieColour, Timing

from engine.core.errors import UnknownEffect
from engine.core import queries as q
from engine.core.queries import (TRACKS, amount, capped_gain, count, crowns_now, die_price,
                                 diploma_score, holding)

# VP worth of one unit of a resource while it can still be spent; coins and guards
# fall to 1/2 VP at the end (R-END-5).
STEP_VALUE = 1.1
VP_PER_MONASTERY = 3.5        # a newly entered monastery: disk, bonus, later counts
FAVOR_VALUE_FALLBACK = 3.0
PER_SPACE = 0.25              # a track space beyond its rank and income value
CROWN_VALUE = 0.5
DIPLOMA_ICON = 1.2
PHASES = ("setup", "A", "B", "C", "D", "E", "F", "end")
PHASE_B, PHASE_C, PHASE_E = PHASES.index("B"), PHASES.index("C"), PHASES.index("E")
WHITE = DieColour.WHITE.value


_RULES: dict = {}


def rules_key(st) -> int:
    """A cache key for the state's rule set (its id; the set is kept alive so that the
    id is never reused by another set while cached values refer to it)."""
    rid = id(st.rules)
    if _RULES.get(rid) is not st.rules:
        _RULES[rid] = st.rules
    return rid


def _facts(st, long_game: bool) -> tuple:
    """`Context`'s facts: they depend on the rule set, player count, round and phase."""
    rounds = st.rules.setups[st.n].rounds
    phase_i = PHASES.index(st.phase) if st.phase in PHASES else 0
    future_rounds = q.rounds_left(st)
    if st.phase == "end":
        progress = 1.0
    else:
        progress = min(1.0, (max(st.round, 1) - 1 + phase_i / 7) / rounds)
    # phase E activations still to come, this round's included while before phase E
    e_left = future_rounds + (1 if phase_i <= PHASE_E and st.phase != "end" else 0)
    res_unit = 0.5 + 0.45 * (1.0 - progress)
    units = {"coins": res_unit, "guards": res_unit, "vp": 1.0,
             "steps": STEP_VALUE if e_left or future_rounds else 0.3}
    # long game: what grows during play is projected to the game end at the seat's
    # own pace so far (`projected`), for game-end bonuses and majorities (R-END-1..4)
    played = max(1.0, progress * rounds)
    grow = rounds / played if long_game and st.phase != "end" else 1.0
    # what a value besides the seat's readings depends on (`bonus_value`)
    # (one small number per such tuple: cache keys hash it many times a decision)
    facts = (rules_key(st), st.n, res_unit, units["steps"], e_left, grow)
    key = _FACT_KEYS.setdefault(facts, len(_FACT_KEYS))
    top = q.track_top(st)
    # per track, the worth of the income box at each space (R-E-1, `income_worth`)
    boxes = []
    for ci in range(len(TRACKS)):
        row = []
        for space in range(top + 1):
            resource, n = q.track_income(st, ci, space)
            row.append(n * units[resource])
        boxes.append(tuple(row))
    return (rounds, phase_i, future_rounds, progress, e_left, res_unit, units, long_game,
            grow, key, facts[0], top, tuple(boxes),
            future_rounds * st.rules.constants.dice_per_player)


_FACT_KEYS: dict = {}


_FACTS: dict = {}


class Context:
    """Per-state facts shared by every seat's value: game progress and unit values."""
    __slots__ = ("rounds", "future_rounds", "e_left", "progress", "res_unit", "units",
                 "phase_i", "key", "rid", "long_game", "grow", "top", "boxes", "future_dice",
                 "_majority", "memo")

    def __init__(self, st, long_game: bool = True):
        key = (rules_key(st), st.n, st.phase, st.round, long_game)
        facts = _FACTS.get(key)
        if facts is None:
            facts = _FACTS[key] = _facts(st, long_game)
        (self.rounds, self.phase_i, self.future_rounds, self.progress, self.e_left,
         self.res_unit, self.units, self.long_game, self.grow, self.key, self.rid, self.top,
         self.boxes, self.future_dice) = facts
        self._majority: Optional[list] = None
        # values of this state that several options of one decision share, computed
        # once (the state must not change while the context is in use)
        self.memo: dict = {}

    def majority(self, st, track: int) -> tuple[float, ...]:
        """Every seat's expected scoring-tile VP on a track at the game end (R-END-2):
        each seat's space goes on at its own pace, give or take `SPACE_SPREAD` spaces
        per round to come; the chance that one seat ends ahead of another follows, and
        from those the chances of each rank (exactly, for up to 4 seats)."""
        return self.majorities(st)[track]

    def majorities(self, st) -> tuple[tuple[float, ...], ...]:
        """`majority` of every track (one shared lookup per state)."""
        every = self._majority
        if every is None:
            ps = st.players
            spaces = tuple([tuple(p.influence) for p in ps])
            arrive = tuple([tuple(p.arrive) for p in ps])
            key = ("majorities", self.rid, st.n, tuple(st.tiles), self.grow, spaces,
                   arrive)
            every = self._majority = shared(key, lambda: tuple([
                self.majority_at(st, t, tuple([x[t] for x in spaces]),
                                 tuple([x[t] for x in arrive]))
                for t in range(len(TRACKS))]))
        return every

    def majority_at(self, st, track: int, spaces: tuple, arrive: tuple) -> tuple[float, ...]:
        """`majority` were the seats on `spaces` of the track, arrived at `arrive`."""
        key = ("majority", self.rid, st.n, st.tiles[track], self.grow, spaces, arrive)
        return shared(key, lambda: tuple([_expected_rank_vp(st, track, self, spaces, arrive, i)
                                           for i in range(st.n)]))

    def seat_majority(self, st, track: int, seat: int, space: int, stamp: int) -> float:
        """`seat`'s expected scoring-tile VP on a track (`majority`) were it on `space`,
        arrived at `stamp`, the others where they are now (a bot weighing its own track
        moves); keyed by how far each other seat is ahead, not where, so that far more
        states share it."""
        rivals = self.memo.get(("rivals", track))
        if rivals is None:
            top, grow = self.top, self.grow
            tile = (self.rid, st.n, st.tiles[track], self.rounds, grow)
            rivals = self.memo[("rivals", track)] = (
                _TILE_IDS.setdefault(tile, len(_TILE_IDS)),
                [(min(top, p.influence[track] * grow), (p.arrive[track], j))
                 for j, p in enumerate(st.players)], _scale(self), _tile_vps(st, track, self))
        tile, projected_spaces, scale, vps = rivals
        mine = min(self.top, space * self.grow)
        if mine == 0:
            return 0.0
        key = (tile, _ahead(mine, (stamp, seat), projected_spaces, seat))
        hit = _RANK_VP.get(key)
        if hit is None:
            if len(_RANK_VP) >= 200_000:
                _RANK_VP.clear()
            hit = _RANK_VP[key] = _rank_vp(key[1], scale, vps)
        return hit


_TILE_IDS: dict = {}
_RANK_VP: dict = {}

SPACE_SPREAD = 1.5          # spread of a seat's gain on a track per round, in spaces


def _expected_rank_vp(st, track: int, ctx: "Context", spaces: tuple, arrive: tuple,
                      i: int) -> float:
    """Seat i's expected scoring-tile VP on a track (`Context.majority`)."""
    ahead = _ahead_by(st, ctx, spaces, arrive, i)
    return 0.0 if ahead is None else _rank_vp(ahead, _scale(ctx), _tile_vps(st, track, ctx))


def _ahead_by(st, ctx: "Context", spaces: tuple, arrive: tuple, i: int) -> Optional[tuple]:
    """How many spaces each other seat would end ahead of seat i at the pace so far
    (`Context.grow`, capped at the last space), in seat order; a tie counts as 0.01
    ahead or behind, by arrival (R-LIM-6). None: seat i is off the track (no VP)."""
    top = ctx.top
    grow = ctx.grow
    mine = min(top, spaces[i] * grow)
    if mine == 0:
        return None
    return _ahead(mine, (arrive[i], i),
                  [(min(top, spaces[j] * grow), (arrive[j], j)) for j in range(st.n)], i)


def _ahead(mine: float, mine_at: tuple, rivals: list, i: int) -> tuple:
    """`_ahead_by` from seat i's projected space and (arrival, seat), and every seat's."""
    out = []
    for j, (theirs, at) in enumerate(rivals):
        if j != i:
            d = theirs - mine
            if d == 0:
                d = 0.01 if at < mine_at else -0.01
            out.append(d)
    return tuple(out)


def _scale(ctx: "Context") -> float:
    """The spread of the gap between two seats at the game end, in spaces."""
    scale = _SCALES.get((ctx.rounds, ctx.grow))
    if scale is None:
        played = ctx.rounds / ctx.grow
        scale = _SCALES[(ctx.rounds, ctx.grow)] = (
            SPACE_SPREAD * math.sqrt(2 * (ctx.rounds - played)) * math.sqrt(2))
    return scale


def _tile_vps(st, track: int, ctx: "Context") -> list:
    """The track's scoring-tile VP by rank at this player count."""
    n = st.n
    tile = _TILES.get((ctx.rid, st.tiles[track], n))
    if tile is None:
        tile = _TILES[(ctx.rid, st.tiles[track], n)] = [
            q.rank_tile_vp(st, track, r) for r in range(n)]
    return tile


def _rank_vp(ahead: tuple, scale: float, tile: list) -> float:
    """Expected scoring-tile VP (`tile`: by rank) of a seat the others are `ahead` of
    (`_ahead_by`): each ends ahead with a normal chance of spread `scale` (`_scale`);
    the chances of each rank follow exactly (a convolution, up to 4 seats)."""
    erf = math.erf
    n = len(ahead)
    if n == len(tile) - 1 and n <= 3:
        # the convolution below written out for up to 3 rivals (the same sums in the
        # same order, so the same floats): most calls are here
        p1 = 0.5 * (1.0 + erf(ahead[0] / scale))
        if n == 1:
            return (1 - p1) * tile[0] + p1 * tile[1]
        p2 = 0.5 * (1.0 + erf(ahead[1] / scale))
        a0, a1, a2 = (1 - p1) * (1 - p2), p1 * (1 - p2) + (1 - p1) * p2, p1 * p2
        if n == 2:
            return a0 * tile[0] + a1 * tile[1] + a2 * tile[2]
        p3 = 0.5 * (1.0 + erf(ahead[2] / scale))
        return (a0 * (1 - p3) * tile[0] + (a1 * (1 - p3) + a0 * p3) * tile[1]
                + (a2 * (1 - p3) + a1 * p3) * tile[2] + a2 * p3 * tile[3])
    dist = [1.0] + [0.0] * (len(tile) - 1)     # chances of 0, 1, ... seats ahead
    k0 = 0
    for d in ahead:
        pj = 0.5 * (1.0 + erf(d / scale))
        k0 += 1
        for k in range(k0, 0, -1):
            dist[k] = dist[k] * (1 - pj) + dist[k - 1] * pj
        dist[0] = dist[0] * (1 - pj)
    return sum(map(mul, dist, tile))


_SCALES: dict = {}
_TILES: dict = {}


# counters that only grow during play
# (a tuple: `in` compares members, where a set would hash them, slowly for an enum)
_GROWING = (CK.CARDS, CK.CLASS_SETS, CK.DIPLOMAS, CK.MONASTERIES_WITH, CK.VOYAGES,
            CK.TRACK, CK.LOWEST_TRACK, CK.CARDS_BEYOND, CK.MONASTERIES_WITHOUT)


def projected(st, seat: int, counter: fx.Counter, ctx: Context) -> float:
    """A counter's expected value at the game end: what grows during play (cards, sets,
    diplomas, monasteries, voyages, track spaces) goes on at the seat's pace so far
    (`Context.grow`), within what the rules allow (disks, the last space, R-LIM-3);
    coins, guards, crowns and dice are taken as they are now."""
    return projecting(counter)(st, seat, ctx)


_PROJECTORS: dict = {}


def projecting(counter: fx.Counter) -> Callable:
    """The function (state, seat, context) -> `projected` of a counter, built once per
    counter (bots read counters at every option they value)."""
    hit = _PROJECTORS.get(id(counter))
    if hit is None or hit[0] is not counter:
        if len(_PROJECTORS) >= 10_000:
            _PROJECTORS.clear()
        hit = _PROJECTORS[id(counter)] = (counter, _projector(counter))   # holds the counter
    return hit[1]


def _projector(counter: fx.Counter) -> Callable:
    k = counter.kind
    counts = q.counting(counter)
    if k not in _GROWING:
        return lambda st, seat, ctx: counts(st, seat, st.players[seat])
    if k is CK.CARDS_BEYOND:
        beyond = counter.n

        def cards_beyond(st, seat, ctx):
            p = st.players[seat]
            if ctx.grow == 1.0:
                return counts(st, seat, p)
            return max(0.0, len(p.cards) * ctx.grow - beyond)
        return cards_beyond
    if k is CK.MONASTERIES_WITHOUT:
        def without(st, seat, ctx):
            p = st.players[seat]
            if ctx.grow == 1.0:
                return counts(st, seat, p)
            return max(0.0, q.monastery_spaces(st) - len(p.monasteries) * ctx.grow)
        return without
    if k is CK.TRACK or k is CK.LOWEST_TRACK:
        def track(st, seat, ctx):
            n = counts(st, seat, st.players[seat])
            if ctx.grow == 1.0:
                return n
            return min(float(ctx.top), n * ctx.grow)
        return track
    if k is CK.MONASTERIES_WITH or k is CK.VOYAGES:
        def with_disks(st, seat, ctx):
            p = st.players[seat]
            n = counts(st, seat, p)
            if ctx.grow == 1.0:
                return n
            return min(n * ctx.grow, n + p.disks_left)
        return with_disks

    def growing(st, seat, ctx):
        n = counts(st, seat, st.players[seat])
        return n if ctx.grow == 1.0 else n * ctx.grow
    return growing


def effect_value(st, seat: int, nid: int, ctx: Context, mult: int = 1,
                 end: bool = False) -> float:
    """Estimated VP worth of resolving effect node `nid` for `seat` now; `end`: at the
    game end, its counters projected there (`projected`, when `ctx.long_game`)."""
    e = q.effect(st, nid)
    t = type(e)
    if end:
        if t is fx.Gain:
            return ctx.units[e.resource._value_] * amount(
                st, seat, e.amount, lambda s, seat, c: projected(s, seat, c, ctx)) * mult
        if t is fx.Per:
            n = projected(st, seat, e.counter, ctx)
            return effect_value(st, seat, q.parts(st, nid)[0], ctx, mult * n, end) if n else 0.0
        if t is fx.Seq:
            return sum(effect_value(st, seat, k, ctx, mult, end) for k in q.parts(st, nid))
    if t is fx.Gain:
        return ctx.units[e.resource._value_] * amount(st, seat, e.amount) * mult
    if t is fx.Advance:
        return (0.9 * e.amount) * mult
    if t is fx.Income:
        return income_worth(st, seat, q.track_of(e.cls), ctx) * mult
    if t is fx.Seq:
        return sum(effect_value(st, seat, k, ctx, mult) for k in q.parts(st, nid))
    if t is fx.Per:
        n = count(st, seat, e.counter)
        return effect_value(st, seat, q.parts(st, nid)[0], ctx, mult * n) if n else 0.0
    if t is fx.If:
        return (effect_value(st, seat, q.parts(st, nid)[0], ctx, mult)
                if count(st, seat, e.counter) == e.equals else 0.0)
    if t is fx.Choice:
        return max((effect_value(st, seat, k, ctx, mult) for k in q.parts(st, nid)),
                   default=0.0)
    if t is fx.PayFor:
        if not q.can_pay(st, seat, e.cost):
            return 0.0
        cost = sum(ctx.units[r.value] * n for r, n in e.cost)
        return max(0.0, effect_value(st, seat, q.parts(st, nid)[0], ctx, mult) - cost)
    if t is fx.OpponentsChoose:
        return 1.5 * (st.n - 1) * mult
    if t in (fx.Give, fx.Lose):
        return -ctx.units.get(e.resource.value, 1.0) * e.amount * mult
    if t is fx.LoseCard:
        return -2.0 * mult
    if t is fx.Invest:
        return 4.0 * mult
    if t is fx.TakeFavor:
        return 4.0 * mult
    if t is fx.TakeDiscard:
        return 3.0 * mult
    if t is fx.Reuse:
        return 3.0 * mult
    if t is fx.PlaceCap:
        return 0.5 * mult
    if t is fx.ScoreVoyages:
        return 5.0 * min(e.up_to, len(st.players[seat].voyages)) * mult
    if t in (fx.ScoreDiplomas, fx.ScoreGameEnd, fx.ScoreRank):
        return 4.0 * mult
    if t is fx.CardDiscount:
        return 1.0 * ctx.e_left * mult
    if t is fx.InvestDiscount:
        return 1.0 * mult
    if t is fx.WildDiplomas:
        return DIPLOMA_ICON * e.count * mult
    if t is fx.On:
        return 0.8 * ctx.e_left * mult
    if t is fx.Trade:
        return 0.5 * mult
    raise UnknownEffect(f"the bots' valuation has no value for a {t.__name__} effect "
                        f"(engine/bots/heuristic.py effect_value)")


def income_worth(st, seat: int, ci: int, ctx: Context) -> float:
    """Worth of the income box the seat's space on track `ci` gives a die (R-E-1)."""
    return ctx.boxes[ci][st.players[seat].influence[ci]]


def _reading(st, nid: int, end: bool):
    """What `effect_value` reads of the seat's holdings at node `nid`, as a function of
    (state, seat, context), or None if the node reads nothing; `end`: the node is part
    of a game-end bonus (read as projected, see `effect_value`)."""
    e = q.effect(st, nid)
    t = type(e)
    if t is fx.Per and end:
        counts = q.counting(e.counter)
        project = projecting(e.counter)
        return lambda s, seat, ctx: (project(s, seat, ctx) if ctx.long_game
                                     else counts(s, seat, s.players[seat]))
    if t is fx.Per or t is fx.If:
        counts = q.counting(e.counter)
        return lambda s, seat, ctx: counts(s, seat, s.players[seat])
    if t is fx.Income:
        track = q.track_of(e.cls)
        return lambda s, seat, ctx: s.players[seat].influence[track]
    if t is fx.PayFor:
        cost = tuple([(r._value_, n) for r, n in e.cost])
        return lambda s, seat, ctx: all(q.holding(s, seat, r) >= n for r, n in cost)
    if t is fx.ScoreVoyages:
        return lambda s, seat, ctx: len(s.players[seat].voyages)
    if t is fx.Gain and type(e.amount) is not fx.Const:
        now = _amount_reader(e.amount, False)
        if end:
            then = _amount_reader(e.amount, True)
            return lambda s, seat, ctx: then(s, seat, ctx) if ctx.long_game else now(s, seat, ctx)
        return now
    return None


def _amount_reader(a, end: bool) -> Callable:
    """`queries.amount` of an amount as a function of (state, seat, context), its
    counters `projected` if `end` (as `effect_value` reads them)."""
    t = type(a)
    if t is fx.Const:
        n = a.value
        return lambda s, seat, ctx: n
    if t is fx.Count:
        if end:
            return projecting(a.counter)
        counts = q.counting(a.counter)
        return lambda s, seat, ctx: counts(s, seat, s.players[seat])
    if t is fx.Sum:
        terms = tuple([_amount_reader(x, end) for x in a.terms])
        return lambda s, seat, ctx: sum(f(s, seat, ctx) for f in terms)
    if t is fx.Times:
        factor, inner = a.factor, _amount_reader(a.amount, end)
        return lambda s, seat, ctx: factor * inner(s, seat, ctx)
    if t is fx.Half:
        inner = _amount_reader(a.amount, end)
        return lambda s, seat, ctx: inner(s, seat, ctx) // 2
    # tiers, and any amount the engine knows and this does not: read it as the engine does
    if end:
        return lambda s, seat, ctx: amount(s, seat, a, lambda s2, seat2, c: projected(
            s2, seat2, c, ctx))
    return lambda s, seat, ctx: amount(s, seat, a)


_READINGS: dict = {}


def _readings(st, cid: str, rid: int) -> tuple:
    """The readings of every node of a component's bonuses: with the `Context`, they
    decide `effect_value` of each of its bonuses (so equal readings share a value)."""
    key = (rid, cid)
    hit = _READINGS.get(key)
    if hit is None:
        todo = [(root, timing is Timing.GAME_END)
                for timing, root in reversed(q.bonuses(st, cid))]
        found = []
        while todo:
            nid, end = todo.pop()
            r = _reading(st, nid, end)
            if r is not None:
                found.append(r)
            todo.extend((k, end) for k in reversed(q.parts(st, nid)))
        hit = _READINGS[key] = tuple(found)
    return hit


def _counter_reads(c: fx.Counter, out: set) -> None:
    k = c.kind
    if k is CK.CARDS and c.classes:
        out.update((k, x.value) for x in c.classes)
    elif k is CK.TRACK:
        out.add((k, c.classes[0].value))
    elif k is CK.DICE:
        out.add((k, c.colour.value))
    else:
        out.add((k, None))


def _amount_reads(a, out: set) -> None:
    t = type(a)
    if t is fx.Count:
        _counter_reads(a.counter, out)
    elif t is fx.Sum:
        for x in a.terms:
            _amount_reads(x, out)
    elif t is not fx.Const:
        _amount_reads(a.amount, out)


_READS: dict = {}


def reads(st, cid: str, rid: Optional[int] = None) -> frozenset:
    """What a component's bonuses read of the owner's holdings, as (counter kind, detail)
    pairs: the class of a card count or a track, the colour of a dice count, else None
    (a track income reads its track, a price COINS or GUARDS). Its `bonus_value` can
    change only when one of these does. (`rid`: the `rules_key`, if known.)"""
    key = (rules_key(st) if rid is None else rid, cid)
    hit = _READS.get(key)
    if hit is None:
        out: set = set()
        todo = [root for _, root in q.bonuses(st, cid)]
        while todo:
            nid = todo.pop()
            e = q.effect(st, nid)
            t = type(e)
            if t is fx.Per or t is fx.If:
                _counter_reads(e.counter, out)
            elif t is fx.Gain:
                _amount_reads(e.amount, out)
            elif t is fx.Income:
                out.add((CK.TRACK, e.cls.value))
            elif t is fx.PayFor:
                out.update((CK(r.value), None) for r, _ in e.cost
                           if r.value in ("coins", "guards"))
            elif t is fx.ScoreVoyages:
                out.add((CK.VOYAGES, None))
            todo.extend(q.parts(st, nid))
        hit = _READS[key] = frozenset(out)
    return hit


_BITS: dict = {}
_READ_BITS: dict = {}


def bits(pairs) -> int:
    """`reads` pairs (what bonuses read, what a change of holdings touches) as a bit
    mask: the shared caches keep many of these, and an int, unlike a frozenset, is never
    walked by the garbage collector's full passes."""
    mask = 0
    for pair in pairs:
        bit = _BITS.get(pair)
        if bit is None:
            bit = _BITS[pair] = 1 << len(_BITS)
        mask |= bit
    return mask


def read_bits(st, cid: str, rid: Optional[int] = None) -> int:
    """`reads` of a component as `bits`."""
    key = (rules_key(st) if rid is None else rid, cid)
    hit = _READ_BITS.get(key)
    if hit is None:
        hit = _READ_BITS[key] = bits(reads(st, cid, key[0]))
    return hit


_DICE_READERS: dict = {}


def dice_readers(st, rid: Optional[int] = None) -> dict:
    """Components whose bonuses read the owner's dice, with the colours they read
    (`rid`: the `rules_key`, if known)."""
    if rid is None:
        rid = rules_key(st)
    hit = _DICE_READERS.get(rid)
    if hit is None:
        hit = _DICE_READERS[rid] = {}
        for cid in q.with_bonuses(st):
            colours = frozenset(k[1] for k in reads(st, cid) if k[0] is CK.DICE)
            if colours:
                hit[cid] = colours
    return hit


_SHARED: dict = {}
SHARED = _SHARED        # read it directly on hot paths; fill it through `shared`


def shared(key, compute):
    """A value shared by every state with the same key (bounded cache)."""
    hit = _SHARED.get(key)
    if hit is None:
        if len(_SHARED) >= 200_000:
            _SHARED.clear()
        hit = _SHARED[key] = compute()
    return hit


def bonus_value(st, seat: int, cid: str, ctx: Context, owned: bool) -> float:
    """Worth of a component's bonuses to `seat` (owned: only what is still to come).
    Computed once per context and readings of the seat's holdings (`_readings`)."""
    found = _readings(st, cid, ctx.rid)
    key = ("bonus", cid, owned, ctx.key,
           tuple([r(st, seat, ctx) for r in found]) if found else ())
    hit = _SHARED.get(key)
    return hit if hit is not None else shared(key, lambda: _bonus_value(st, seat, cid, ctx,
                                                                       owned))


def _bonus_value(st, seat: int, cid: str, ctx: Context, owned: bool) -> float:
    total = 0.0
    for timing, root in q.bonuses(st, cid):
        if timing is Timing.IMMEDIATE:
            if not owned:
                total += effect_value(st, seat, root, ctx)
        elif timing is Timing.PHASE_E:
            if ctx.e_left:
                total += effect_value(st, seat, root, ctx) * ctx.e_left
        elif timing is Timing.GAME_END:
            total += effect_value(st, seat, root, ctx, end=ctx.long_game)
        elif not owned:
            total += effect_value(st, seat, root, ctx) or 1.0
    return total


def card_value(st, seat: int, cid: str, ctx: Context) -> float:
    """Worth of gaining a character card (R-CARD-1), before its price."""
    found = _readings(st, cid, ctx.rid)
    key = ("card", cid, ctx.key, tuple([r(st, seat, ctx) for r in found]) if found else ())
    hit = _SHARED.get(key)
    return hit if hit is not None else shared(key, lambda: _card_value(st, seat, cid, ctx))


def _card_value(st, seat: int, cid: str, ctx: Context) -> float:
    card = st.rules.characters[cid]
    return (0.9 * card.influence + DIPLOMA_ICON * len(card.diplomas)
            + _bonus_value(st, seat, cid, ctx, owned=False))


def diploma_value(st, seat: int, ctx: Context) -> int:
    """`queries.diploma_score`, shared by states where the seat holds the same
    components (its icons and wilds come from nothing else, R-END-3)."""
    p = st.players[seat]
    key = ("diplomas", ctx.rid, tuple(p.cards), tuple([st.spaces[s] for s in p.monasteries]),
           tuple(p.favors))
    hit = _SHARED.get(key)
    return hit if hit is not None else shared(key, lambda: diploma_score(st, seat))


_PILGRIM_CACHE: dict = {}


def pilgrim_potential(st, seat: int, steps: int, at: Optional[str] = None,
                      entered: Optional[str] = None, ctx: Optional[Context] = None) -> int:
    """Most new monasteries `seat`'s pilgrim can enter with `steps` steps (R-PIL-1..3);
    or, given `at`, from there, after entering the space `entered` (if not None).
    (`ctx`, if known, saves looking up the rule set.)"""
    p = st.players[seat]
    disks = p.disks_left - (entered is not None)
    if at is None:
        at = p.pilgrim
    if at is None or steps <= 0 or disks <= 0:
        return 0
    key = (rules_key(st) if ctx is None else ctx.rid, at, tuple(p.monasteries), entered, steps)
    hit = _PILGRIM_CACHE.get(key)
    if hit is None:
        if len(_PILGRIM_CACHE) > 200_000:
            _PILGRIM_CACHE.clear()
        owned = frozenset(p.monasteries)
        if entered is not None:
            owned |= {entered}
        hit = q.most_monasteries_from(st, at, owned, steps)
        _PILGRIM_CACHE[key] = hit
    return min(hit, disks)


def row_options(st, seat: int, loc: str, ctx: Context, held: Optional[tuple] = None) -> tuple:
    """What a triggered die at `loc` could get, best first: (value, card or favor tile,
    the card's currency (None for a tile), `seat`'s discount in it) (R-C-2..4).
    Shared by states where the row and the seat's `holdings` (`held`, if known) are the
    same but for its dice (a seat's placements in one phase B); the few cards that read
    the seat's dice ("if no purple die") are sorted in by how many dice of their
    colours it holds (`row_base`, `row_with_readers`)."""
    held = held or holdings(st, seat)
    return row_with_readers(st, seat, ctx, row_base(st, seat, loc, ctx, held), held[DICE_HELD])


def row_base(st, seat: int, loc: str, ctx: Context, held: tuple) -> tuple:
    """What `row_options` of a row shares for every die the seat may hold: (cache key,
    the offers in display order, those that read dice, the dice colours they read, the
    options of the others)."""
    offers = tuple(st.favors) if loc == "castle" else tuple(st.display.get(loc, ()))
    readers = dice_readers(st, ctx.rid)
    crowns = st.crowns_on
    reading = []
    crowned = []
    for cid in offers:
        if cid in readers:
            reading.append(cid)
        crowned.append(cid in crowns)
    key = ("row", ctx.key, loc, offers, tuple(crowned), _but_dice(held))
    rest = _SHARED.get(key)
    if rest is None:
        rest = shared(key, lambda: _row_offers(st, seat, loc, ctx, reading))
    return key, offers, reading, colours_read(readers, reading) if reading else (), rest


def row_with_readers(st, seat: int, ctx: Context, base: tuple, dice: tuple,
                     holding: Optional[Callable] = None) -> tuple:
    """`row_options` from its `row_base`, were the seat to hold dice of the colours
    `dice`: on `st`, which holds them, or on the state `holding()` gives (made only if
    the options are not shared yet)."""
    key, offers, reading, colours, rest = base
    if not reading:
        return rest
    # the reading cards see only how many dice of their colours the seat holds
    key = key + tuple([dice.count(c) for c in colours])
    hit = _SHARED.get(key)
    if hit is not None:
        return hit

    def merged() -> tuple:
        view = holding() if holding is not None else st
        return _merged(offers, rest, _row_offers(view, seat, key[2], ctx, reading, only=True))
    return shared(key, merged)


_READ_COLOURS: dict = {}
_BUT_DICE = itertools.count()
_BUT_DICE_IDS: dict = {}
_LAST_HELD: list = [None, None]


def _but_dice(held: tuple) -> int:
    """A number for `holdings` but the dice, the same for equal holdings (never reused:
    cache keys hash it in place of the whole tuple). The last answer is kept for the
    same `held` object, as the rows of one decision ask with one."""
    if held is _LAST_HELD[0]:
        return _LAST_HELD[1]
    rest = held[:DICE_HELD] + held[DICE_HELD + 1:]
    hid = _BUT_DICE_IDS.get(rest)
    if hid is None:
        if len(_BUT_DICE_IDS) >= 100_000:
            _BUT_DICE_IDS.clear()
        hid = _BUT_DICE_IDS[rest] = next(_BUT_DICE)
    _LAST_HELD[:] = held, hid
    return hid


def colours_read(readers: dict, cards: list) -> tuple:
    """The dice colours that any of `cards` (readers, see `dice_readers`) reads, in a
    fixed order."""
    key = (id(readers), *cards)
    hit = _READ_COLOURS.get(key)
    if hit is None:
        hit = _READ_COLOURS[key] = tuple(sorted(frozenset().union(*(readers[c] for c in cards))))
    return hit


def _merged(offers: tuple, rest: tuple, reading: tuple) -> tuple:
    """Two lists of a row's options as one, best first (equal values: display order)."""
    order = {cid: i for i, cid in enumerate(offers)}
    return tuple(sorted(rest + reading, key=lambda x: (-x[0], order[x[1]])))


def _row_offers(st, seat: int, loc: str, ctx: Context, reading=(), only: bool = False) -> tuple:
    """The options of a row, best first: those in `reading` left out (or, with `only`,
    only those)."""
    if loc == "castle":
        return tuple(sorted(((bonus_value(st, seat, f, ctx, owned=False)
                              + CROWN_VALUE * st.rules.favors[f].crowns, f, None, 0)
                             for f in st.favors if (f in reading) == only),
                            key=itemgetter(0), reverse=True))     # stable: ties in order
    out = []
    for cid in st.display.get(loc, ()):
        if (cid in reading) == only:
            cur = q.card_currency(st, cid)
            out.append((offer_value(st, seat, cid, ctx), cid, cur, discount(st, seat, cid, cur,
                                                                           ctx)))
    return tuple(sorted(out, key=itemgetter(0), reverse=True))


def discount(st, seat: int, cid: str, currency: Optional[str], ctx: Context) -> int:
    """The seat's phase C discount on a card paid in `currency` (R-C-4), once per context
    (it comes from the seat's cards, the same in every view of one decision)."""
    key = ("discount", seat, currency)
    got = ctx.memo.get(key)
    if got is None:
        got = ctx.memo[key] = q.card_price(st, seat, cid)[1]
    return got


def offer_value(st, seat: int, cid: str, ctx: Context) -> float:
    """Worth of a card on display to a die that could take it: the card and the crown
    token on it, if any (R-C-3)."""
    return card_value(st, seat, cid, ctx) + (2 * CROWN_VALUE if cid in st.crowns_on else 0.0)


def _row_prospect(st, seat: int, loc: str, pos: int, options: list, ctx: Context) -> float:
    """Worth of `seat`'s die at index `pos` of a row: the entries ahead take first."""
    value = q.row_die_value(st, loc, pos) if pos < len(st.rows[loc]) else 0
    return die_prospect(st, seat, loc, pos, value, options, ctx)


def distress_value(st, seat: int, ctx: Context) -> float:
    """Worth of the distress payment (R-C-5) to `seat`, up to its caps (R-LIM-1)."""
    p = st.players[seat]
    c = st.rules.constants
    return ctx.res_unit * (capped_gain(p.coins, c.distress_coins, c.cap_coins)
                           + capped_gain(p.guards, c.distress_guards, c.cap_guards))


def die_prospect(st, seat: int, loc: str, pos: int, value: int, options: list,
                 ctx: Context, distress: Optional[float] = None) -> float:
    """Worth of `seat`'s die of `value` at index `pos` of a row (R-C-1): the best option
    left by the entries ahead that the seat can pay for, or the distress payment
    (`options`: `row_options` of the row; `distress`: `distress_value`, if known)."""
    if distress is None:
        distress = distress_value(st, seat, ctx)
    if pos >= len(options):
        return distress
    if loc == "castle":
        return max(distress, options[pos][0])
    return _best_paid(_offers(st, seat, options[pos:]), value, distress, ctx.res_unit)


def _offers(st, seat: int, options) -> tuple:
    """Per option of a city row: its value, the seat's discount and what the seat has
    of its currency (-1: the option has no price, nobody takes it)."""
    p = st.players[seat]
    return tuple([(v, off, -1 if cur is None else p.coins if cur == "coins"
                   else p.guards if cur == "guards" else holding(st, seat, cur))
                  for v, _, cur, off in options])


def _best_paid(offers, value: int, best: float, unit: float) -> float:
    """The best of `offers` (`_offers`, best first) a die of `value` can pay for, less
    its price (R-C-3, R-C-8), if better than `best`."""
    for v, off, have in offers:
        if v <= best:
            break           # sorted best first; a cost of 0 could not beat `best` either
        cost = die_price(value, off)
        if have >= cost and v - cost * unit > best:
            best = v - cost * unit
    return best


_SHARED_PROSPECTS: dict = {}
_PROSPECT_ROWS: dict = {}   # apart: a tuple that holds a dict is never untracked
PROSPECTS_KEPT = 10_000     # rows of the last hundred games or so: far more than are met again


def shared_prospects(st, seat: int, loc: str, options: tuple, ctx: Context,
                     distress: float) -> tuple:
    """What `prospect_at` reads of a row, shared by states with the same `options` object
    (kept with them: the options are shared by holdings and context, which also decide
    what the seat can pay, R-C-8), distress payment (R-C-5; alone it decides a row
    without options, and every empty tuple is one object) and VP (a price in VP):
    (the row's core, a dict for the caller to keep more values of such states in).
    The core is (options, per option its value, the seat's discount and what the seat
    has of its currency (-1: the option has no price), or None in the castle; the
    distress payment, the unit value of a resource): plain values in tuples, which the
    garbage collector soon stops tracking (issue 15)."""
    key = (id(options), distress, st.players[seat].vp)
    core = _SHARED_PROSPECTS.get(key)
    if core is None or core[0] is not options:
        if len(_SHARED_PROSPECTS) >= PROSPECTS_KEPT:
            _SHARED_PROSPECTS.clear()
            _PROSPECT_ROWS.clear()
        offers = None if loc == "castle" else _offers(st, seat, options)
        core = _SHARED_PROSPECTS[key] = (options, offers, distress, ctx.res_unit)
        _PROSPECT_ROWS[key] = {}
    return core, _PROSPECT_ROWS[key]


def prospect_at(core: tuple, pos: int, value: int) -> float:
    """`die_prospect` of a die of `value` at index `pos` of a row (`shared_prospects`)."""
    options, offers, distress, unit = core
    if offers is None:          # the castle: the tile there, or the distress payment
        return max(distress, options[pos][0]) if pos < len(options) else distress
    return _best_paid(offers[pos:], value, distress, unit)


def income_value(st, seat: int, ctx: Context, incomes: list[float]) -> float:
    """Worth of the income still to come (R-E-1), given each track's income box value:
    the held dice this round (white: the best track), then the future rounds' dice (each
    worth the mean of the two best boxes)."""
    best = sorted(incomes, reverse=True)
    generic = (best[0] + best[1]) / 2
    v = 0.0
    for box in _income_dice(st, seat, ctx):
        v += generic if box == -1 else best[0] if box == -2 else incomes[box]
    return v + ctx.future_dice * generic


def _income_dice(st, seat: int, ctx: Context) -> tuple:
    """The box each of the seat's dice will use this round, in dice order (once per
    context): a track, -2 for the best (the white die), -1 for the mean of the two best
    (a die still to take in phase B)."""
    key = ("income dice", seat)
    got = ctx.memo.get(key)
    if got is None:
        out = []
        if ctx.phase_i <= PHASE_E:
            for d in st.players[seat].dice:
                if d is None:
                    if ctx.phase_i <= PHASE_B:
                        out.append(-1)
                elif d[0] == WHITE:             # the white die: any track (R-E-1)
                    out.append(-2)
                else:
                    out.append(q.track_of_colour(st, d[0]))
        got = ctx.memo[key] = tuple(out)
    return got


DICE_HELD = 9       # where `holdings` has the dice colours


def holdings(st, seat: int) -> tuple:
    """Everything of `seat` that a bonus can read (`queries.count`, `amount`, `can_pay`,
    R-END-1..5): equal holdings, equal component values."""
    p = st.players[seat]
    return (tuple(p.cards), tuple([st.spaces[m] for m in p.monasteries]), tuple(p.voyages),
            tuple(p.favors), tuple(p.crown_tokens), st.order.index(seat), p.coins,
            p.guards, tuple(p.influence),
            tuple([d[0] if d is not None else None for d in p.dice]), p.disks_left)


def held_value(st, seat: int, ctx: Context, held: Optional[tuple] = None) -> float:
    """Worth of what `seat` holds that scores later: diploma sets (R-END-3), game-end
    cards and voyages (R-END-1/-4), phase E cards. Shared by states where the seat holds
    the same (a search's leaves mostly differ elsewhere); `held`: `holdings`, if known."""
    key = ("held", ctx.key, held or holdings(st, seat))
    return shared(key, lambda: _held_value(st, seat, ctx))


def _held_value(st, seat: int, ctx: Context) -> float:
    v = float(diploma_value(st, seat, ctx))
    later = q.with_later_bonus(st)
    for cid in st.players[seat].cards:
        if cid in later:
            v += bonus_value(st, seat, cid, ctx, owned=True)
    for vid in st.players[seat].voyages:
        v += bonus_value(st, seat, vid, ctx, owned=True)
    return v


def _holdings_worth(st, seat: int, ctx: Context, held: tuple) -> float:
    """What of `seat_value` its holdings alone decide (with the context): track spaces,
    what scores later (`held_value`), coins, guards and crowns (R-END-5 at the end,
    buying power before), the income still to come (R-E-1)."""
    p = st.players[seat]
    return (PER_SPACE * sum(p.influence) + held_value(st, seat, ctx, held)
            + ctx.res_unit * (p.coins + p.guards) + CROWN_VALUE * crowns_now(st, seat)
            + income_value(st, seat, ctx, [income_worth(st, seat, ci, ctx)
                                           for ci in range(len(TRACKS))]))


def seat_value(st, seat: int, ctx: Optional[Context] = None) -> float:
    """Projected final VP of `seat` (R-END-1..5 estimated from the state now)."""
    if ctx is None:
        ctx = Context(st)
    p = st.players[seat]
    if st.is_terminal:
        return float(p.vp)
    v = float(p.vp)
    # influence: majorities now (R-END-2)
    w_maj = 0.6 + 0.4 * ctx.progress
    if ctx.grow != 1.0:
        for every in ctx.majorities(st):
            v += w_maj * every[seat]
    else:
        for ci in range(len(TRACKS)):
            v += w_maj * q.track_rank_vp(st, seat, ci)
    held = holdings(st, seat)
    v += shared(("worth", ctx.key, held), lambda: _holdings_worth(st, seat, ctx, held))
    # dice waiting in the rows (phases B and C)
    if ctx.phase_i in (PHASE_B, PHASE_C):
        for loc, row in st.rows.items():
            options = None
            for pos, (s, _) in enumerate(row):
                if s == seat:
                    if options is None:
                        options = row_options(st, seat, loc, ctx, held)
                    v += _row_prospect(st, seat, loc, pos, options, ctx)
    # pending effects and pilgrim moves of this seat
    for kind, what, times in q.pending(st, seat):
        if kind == "effect":
            v += effect_value(st, seat, what, ctx, times)
        else:
            v += VP_PER_MONASTERY * pilgrim_potential(st, seat, what, ctx=ctx)
    # pilgrim options: monasteries within an average income of steps
    if p.pilgrim is not None and (ctx.future_rounds or ctx.e_left):
        v += 0.6 * pilgrim_potential(st, seat, 3, ctx=ctx)
    return v


def state_value(st, seat: int, ctx: Optional[Context] = None) -> float:
    """`seat`'s projected VP less a share of the others' current standing (cheap)."""
    if ctx is None:
        ctx = Context(st)
    others = [s for s in range(st.n) if s != seat]
    opp = 0.0
    if others:
        opp = sum(st.players[s].vp + ctx.res_unit * (st.players[s].coins
                                                     + st.players[s].guards)
                  for s in others) / len(others)
    return seat_value(st, seat, ctx) - 0.5 * opp


def win_values(st, scale: float = 8.0) -> list[float]:
    """Per seat, a 0..1 estimate of being ahead: terminal → 1 for the winner, else a
    logistic of (own projection − best other projection) / scale (MCTS leaf value)."""
    if st.is_terminal:
        w = st.winner
        return [1.0 if s == w else 0.0 for s in range(st.n)]
    ctx = Context(st)
    vals = [seat_value(st, s, ctx) for s in range(st.n)]
    out = []
    for s in range(st.n):
        best_other = max((vals[o] for o in range(st.n) if o != s), default=0.0)
        x = (vals[s] - best_other) / scale
        out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x)))))
    return out
