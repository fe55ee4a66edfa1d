"""What a component's bonuses are worth to a seat (R-BON-*, R-END-1..4): effects by
kind (`effect_value`), counters projected to the game end, what a bonus reads of the
holdings (`reads`, as `bits`), cards and diploma sets."""
from __future__ import annotations

from typing import Callable, Optional

from coimbra_dsl import effects as fx
from coimbra_dsl.effects import CounterKind as CK
from coimbra_dsl.interpreter import Interpreter
from coimbra_dsl.vocab import Timing

from engine.core import queries as q
from engine.core.errors import UnknownEffect
from engine.core.queries import amount, count, diploma_score
from .caches import CACHES, SHARED, make_room, shared
from .context import DIPLOMA_ICON, Context, rules_key

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


_PROJECTORS = CACHES.memo("projectors", 10_000)


def projecting(counter: fx.Counter) -> Callable:
    """The function (state, seat, context) -> `projected` of a counter, built once per
    counter (bots read counters at every option they value)."""
    hit = _PROJECTORS.get(id(counter))
    if hit is None or hit[0] is not counter:
        make_room(_PROJECTORS)
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


class UnvaluedEffect(UnknownEffect):
    """An effect class the bots' valuation has no worth for: a new bonus kind must be
    valued here too, never counted as nothing."""


VALUES = Interpreter("bots' valuation", "engine/bots/valuation/bonuses.py", UnvaluedEffect)
worth = VALUES.rule


def effect_value(st, seat: int, nid: int, ctx: Context, mult: int = 1,
                 end: bool = False) -> float:
    """Estimated VP worth of resolving effect node `nid` for `seat` now; `end`: at the
    game end, its counters projected there (`projected`, when `ctx.long_game`)."""
    e = q.effect(st, nid)
    return VALUES[type(e)](st, seat, nid, e, ctx, mult, end)


@worth(fx.Gain)
def _gain(st, seat, nid, e, ctx, mult, end):
    if end:
        return ctx.units[e.resource._value_] * amount(
            st, seat, e.amount, lambda s, seat, c: projected(s, seat, c, ctx)) * mult
    return ctx.units[e.resource._value_] * amount(st, seat, e.amount) * mult


@worth(fx.Per)
def _per(st, seat, nid, e, ctx, mult, end):
    if end:
        n = projected(st, seat, e.counter, ctx)
        return effect_value(st, seat, q.parts(st, nid)[0], ctx, mult * n, end) if n else 0.0
    n = count(st, seat, e.counter)
    return effect_value(st, seat, q.parts(st, nid)[0], ctx, mult * n) if n else 0.0


@worth(fx.Seq)
def _seq(st, seat, nid, e, ctx, mult, end):
    return sum(effect_value(st, seat, k, ctx, mult, end) for k in q.parts(st, nid))


# The effects below are valued as now even at the game end (what they nest too).

@worth(fx.If)
def _if(st, seat, nid, e, ctx, mult, end):
    return (effect_value(st, seat, q.parts(st, nid)[0], ctx, mult)
            if count(st, seat, e.counter) == e.equals else 0.0)


@worth(fx.Choice)
def _choice(st, seat, nid, e, ctx, mult, end):
    return max((effect_value(st, seat, k, ctx, mult) for k in q.parts(st, nid)), default=0.0)


@worth(fx.PayFor)
def _pay_for(st, seat, nid, e, ctx, mult, end):
    if not q.can_pay(st, seat, e.cost):
        return 0.0
    cost = sum(ctx.units[r.value] * n for r, n in e.cost)
    return max(0.0, effect_value(st, seat, q.parts(st, nid)[0], ctx, mult) - cost)


@worth(fx.Advance)
def _advance(st, seat, nid, e, ctx, mult, end):
    return (0.9 * e.amount) * mult


@worth(fx.Income)
def _income(st, seat, nid, e, ctx, mult, end):
    return income_worth(st, seat, q.track_of(e.cls), ctx) * mult


@worth(fx.OpponentsChoose)
def _opponents(st, seat, nid, e, ctx, mult, end):
    return 1.5 * (st.n - 1) * mult


@worth(fx.Give, fx.Lose)
def _payment(st, seat, nid, e, ctx, mult, end):
    return -ctx.units.get(e.resource.value, 1.0) * e.amount * mult


@worth(fx.ScoreVoyages)
def _score_voyages(st, seat, nid, e, ctx, mult, end):
    return 5.0 * min(e.up_to, len(st.players[seat].voyages)) * mult


@worth(fx.CardDiscount)
def _card_discount(st, seat, nid, e, ctx, mult, end):
    return 1.0 * ctx.e_left * mult


@worth(fx.WildDiplomas)
def _wild_diplomas(st, seat, nid, e, ctx, mult, end):
    return DIPLOMA_ICON * e.count * mult


@worth(fx.On)
def _on(st, seat, nid, e, ctx, mult, end):
    return 0.8 * ctx.e_left * mult


def _flat(vp: float) -> Callable:
    """A fixed worth per resolution."""
    return lambda st, seat, nid, e, ctx, mult, end: vp * mult


for _cls, _vp in ((fx.LoseCard, -2.0), (fx.Invest, 4.0), (fx.TakeFavor, 4.0),
                  (fx.TakeDiscard, 3.0), (fx.Reuse, 3.0), (fx.PlaceCap, 0.5),
                  (fx.ScoreDiplomas, 4.0), (fx.ScoreGameEnd, 4.0), (fx.ScoreRank, 4.0),
                  (fx.InvestDiscount, 1.0), (fx.Trade, 0.5)):
    VALUES[_cls] = _flat(_vp)


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


_READINGS = CACHES.memo("readings", 100_000)


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
        make_room(_READINGS)
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


_READS = CACHES.memo("reads", 100_000)


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
        make_room(_READS)
        hit = _READS[key] = frozenset(out)
    return hit


# a bit per (counter, class) pair: lasting, as module constants hold masks of it; as many
# as the rule language has such pairs
_BITS = CACHES.memo("bits", 10_000, lasting=True)
_READ_BITS = CACHES.memo("read bits", 100_000)


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
        make_room(_READ_BITS)
        hit = _READ_BITS[key] = bits(reads(st, cid, key[0]))
    return hit


# the readers' ids are in other memos' keys
_DICE_READERS = CACHES.memo("dice readers", 1_000, ids=True)


def dice_readers(st, rid: Optional[int] = None) -> dict:
    """Components whose bonuses read the owner's dice, with the colours they read
    (`rid`: the `rules_key`, if known)."""
    if rid is None:
        rid = rules_key(st)
    hit = _DICE_READERS.get(rid)
    if hit is None:
        make_room(_DICE_READERS)
        hit = _DICE_READERS[rid] = {}
        for cid in q.with_bonuses(st):
            colours = frozenset(k[1] for k in reads(st, cid) if k[0] is CK.DICE)
            if colours:
                hit[cid] = colours
    return hit


def bonus_value(st, seat: int, cid: str, ctx: Context, owned: bool) -> float:
    """Worth of a component's bonuses to `seat` (owned: only what is still to come).
    Computed once per context and readings of the seat's holdings (`_readings`)."""
    found = _readings(st, cid, ctx.rid)
    key = ("bonus", cid, owned, ctx.key,
           tuple([r(st, seat, ctx) for r in found]) if found else ())
    hit = SHARED.get(key)
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
    hit = SHARED.get(key)
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
    hit = SHARED.get(key)
    return hit if hit is not None else shared(key, lambda: diploma_score(st, seat))
