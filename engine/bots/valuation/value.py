"""A seat's value of a state in VP equivalents: VP now plus what resources, track
spaces, held and placed dice, bonuses, diploma sets, voyages and pilgrim options are
likely to be worth by the end (R-END-1..5); the whole state for one seat; win values."""
from __future__ import annotations

import math
from typing import Optional

from engine.core import queries as q
from engine.core.queries import TRACKS, crowns_now
from .bonuses import bonus_value, diploma_value, effect_value, income_worth
from .caches import CACHES, make_room, shared
from .context import (CROWN_VALUE, PER_SPACE, PHASE_B, PHASE_C, PHASE_E, VP_PER_MONASTERY,
                      WHITE, Context, holdings, rules_key)
from .rows import _row_prospect, row_options

_PILGRIM = CACHES.memo("pilgrim", 200_000)


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
    hit = _PILGRIM.get(key)
    if hit is None:
        make_room(_PILGRIM)
        owned = frozenset(p.monasteries)
        if entered is not None:
            owned |= {entered}
        hit = q.most_monasteries_from(st, at, owned, steps)
        _PILGRIM[key] = hit
    return min(hit, disks)


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
                    continue
                colour, _, _, _ = d     # (colour, value, placed at, capped)
                if colour == WHITE:     # the white die: any track (R-E-1)
                    out.append(-2)
                else:
                    out.append(q.track_of_colour(st, colour))
        got = ctx.memo[key] = tuple(out)
    return got


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
    """What of `seat_value` its holdings alone decide (with the context): the sum of
    `_holdings_terms`, in their order."""
    total = 0.0
    for _, x in _holdings_terms(st, seat, ctx, held):
        total += x
    return total


def _holdings_terms(st, seat: int, ctx: Context, held: tuple):
    """Track spaces, what scores later (`held_value`), coins, guards and crowns (R-END-5
    at the end, buying power before), the income still to come (R-E-1)."""
    p = st.players[seat]
    yield "track spaces", PER_SPACE * sum(p.influence)
    yield "diplomas, game-end cards, voyages", held_value(st, seat, ctx, held)
    yield "coins, guards, crowns", ctx.res_unit * (p.coins + p.guards)
    yield "coins, guards, crowns", CROWN_VALUE * crowns_now(st, seat)
    yield "income to come", income_value(st, seat, ctx, [income_worth(st, seat, ci, ctx)
                                                         for ci in range(len(TRACKS))])


ESTIMATE_SOURCES = ("VP so far", "track majorities", "track spaces",
                    "diplomas, game-end cards, voyages", "coins, guards, crowns",
                    "income to come", "dice in the rows", "rewards under way",
                    "pilgrim's reach")


def _projection(st, seat: int, ctx: Context, parts: Optional[dict]) -> float:
    """Projected final VP of `seat` (R-END-1..5 estimated from the state now): the one
    estimate. With `parts` (ESTIMATE_SOURCES -> 0.0) each term is also added to its
    source there; without, the holdings' terms are one sum shared by states where the
    seat holds the same (the search's hot path)."""
    p = st.players[seat]
    v = float(p.vp)
    if st.is_terminal:
        return v
    # influence: majorities now (R-END-2)
    w_maj = 0.6 + 0.4 * ctx.progress
    if ctx.grow != 1.0:
        for every in ctx.majorities(st):
            x = w_maj * every[seat]
            v += x
            if parts is not None:
                parts["track majorities"] += x
    else:
        for ci in range(len(TRACKS)):
            x = w_maj * q.track_rank_vp(st, seat, ci)
            v += x
            if parts is not None:
                parts["track majorities"] += x
    held = holdings(st, seat)
    if parts is None:
        v += shared(("worth", ctx.key, held), lambda: _holdings_worth(st, seat, ctx, held))
    else:
        for source, x in _holdings_terms(st, seat, ctx, held):
            v += x
            parts[source] += x
    # dice waiting in the rows (phases B and C)
    if ctx.phase_i in (PHASE_B, PHASE_C):
        for loc, row in st.rows.items():
            options = None
            for pos, (s, _) in enumerate(row):
                if s == seat:
                    if options is None:
                        options = row_options(st, seat, loc, ctx, held)
                    x = _row_prospect(st, seat, loc, pos, options, ctx)
                    v += x
                    if parts is not None:
                        parts["dice in the rows"] += x
    # pending effects and pilgrim moves of this seat
    for kind, what, times in q.pending(st, seat):
        if kind == "effect":
            x = effect_value(st, seat, what, ctx, times)
        else:
            x = VP_PER_MONASTERY * pilgrim_potential(st, seat, what, ctx=ctx)
        v += x
        if parts is not None:
            parts["rewards under way"] += x
    # pilgrim options: monasteries within an average income of steps
    if p.pilgrim is not None and (ctx.future_rounds or ctx.e_left):
        x = 0.6 * pilgrim_potential(st, seat, 3, ctx=ctx)
        v += x
        if parts is not None:
            parts["pilgrim's reach"] = x
    return v


def seat_value(st, seat: int, ctx: Optional[Context] = None) -> float:
    """Projected final VP of `seat` (R-END-1..5 estimated from the state now)."""
    return _projection(st, seat, Context(st) if ctx is None else ctx, None)


def final_score_estimate(st, seat: int, ctx: Optional[Context] = None) -> dict[str, float]:
    """`seat_value` by source (ESTIMATE_SOURCES; the parts add up to it, a test checks):
    the greedy bot's long-game estimate of `seat`'s final VP (R-END-1..5). It reads only
    what every seat sees (no stack order, no chance state), so any seat may be shown it."""
    parts = dict.fromkeys(ESTIMATE_SOURCES, 0.0)
    parts["VP so far"] = float(st.players[seat].vp)
    _projection(st, seat, Context(st) if ctx is None else ctx, parts)
    return parts


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
