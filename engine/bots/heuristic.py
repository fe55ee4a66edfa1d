"""A cheap value of a game state for one seat, in victory-point equivalents: VP now plus
what resources, track positions, held and placed dice, cards' bonuses, diploma sets,
voyage tasks and pilgrim options are likely to be worth by the end (R-END-1..5).

Used by the greedy bot (one-step look-ahead) and as the leaf value of the MCTS bot.
Everything is read through the public state API, `state.rules` and `engine.queries`;
no component is named here.
"""
from __future__ import annotations

import math
from typing import Optional

from coimbra_dsl import effects as fx
from coimbra_dsl.vocab import DieColour, Timing

from engine.core import queries as q
from engine.core.queries import TRACKS, amount, count, crowns_now, diploma_score, holding

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


class Context:
    """Per-state facts shared by every seat's value: game progress and unit values."""
    __slots__ = ("rounds", "future_rounds", "e_left", "progress", "res_unit", "units",
                 "phase_i")

    def __init__(self, st):
        rounds = st.rules.setups[st.n].rounds
        self.rounds = rounds
        phase_i = PHASES.index(st.phase) if st.phase in PHASES else 0
        self.phase_i = phase_i
        if st.phase == "end":
            self.future_rounds = 0
            self.progress = 1.0
        else:
            self.future_rounds = max(0, rounds - max(st.round, 1))
            self.progress = min(1.0, (max(st.round, 1) - 1 + phase_i / 7) / rounds)
        # phase E activations still to come, this round's included while before phase E
        self.e_left = self.future_rounds + (1 if phase_i <= PHASE_E
                                            and st.phase != "end" else 0)
        self.res_unit = 0.5 + 0.45 * (1.0 - self.progress)
        self.units = {"coins": self.res_unit, "guards": self.res_unit, "vp": 1.0,
                      "steps": STEP_VALUE if self.e_left or self.future_rounds else 0.3}


def effect_value(st, seat: int, nid: int, ctx: Context, mult: int = 1) -> float:
    """Estimated VP worth of resolving effect node `nid` for `seat` now."""
    e = q.effect(st, nid)
    t = type(e)
    if t is fx.Gain:
        return ctx.units[e.resource.value] * amount(st, seat, e.amount) * mult
    if t is fx.Advance:
        return (0.9 * e.amount) * mult
    if t is fx.Income:
        return _track_income(st, seat, q.track_of(e.cls), ctx) * mult
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
    return 0.0


def _track_income(st, seat: int, ci: int, ctx: Context) -> float:
    resource, n = q.track_income(st, ci, st.players[seat].influence[ci])
    return n * ctx.units[resource]


def bonus_value(st, seat: int, cid: str, ctx: Context, owned: bool) -> float:
    """Worth of a component's bonuses to `seat` (owned: only what is still to come)."""
    total = 0.0
    for timing, root in q.bonuses(st, cid):
        if timing is Timing.IMMEDIATE:
            if not owned:
                total += effect_value(st, seat, root, ctx)
        elif timing is Timing.PHASE_E:
            if ctx.e_left:
                total += effect_value(st, seat, root, ctx) * ctx.e_left
        elif timing is Timing.GAME_END:
            total += effect_value(st, seat, root, ctx)
        elif not owned:
            total += effect_value(st, seat, root, ctx) or 1.0
    return total


def card_value(st, seat: int, cid: str, ctx: Context) -> float:
    """Worth of gaining a character card (R-CARD-1), before its price."""
    card = st.rules.characters[cid]
    return (0.9 * card.influence + DIPLOMA_ICON * len(card.diplomas)
            + bonus_value(st, seat, cid, ctx, owned=False))


_PILGRIM_CACHE: dict = {}


def pilgrim_potential(st, seat: int, steps: int) -> int:
    """Most new monasteries `seat`'s pilgrim can enter with `steps` steps (R-PIL-1..3)."""
    p = st.players[seat]
    if p.pilgrim is None or steps <= 0 or p.disks_left <= 0:
        return 0
    key = (id(st.rules), p.pilgrim, frozenset(p.monasteries), steps)
    hit = _PILGRIM_CACHE.get(key)
    if hit is None:
        if len(_PILGRIM_CACHE) > 200_000:
            _PILGRIM_CACHE.clear()
        hit = q.most_monasteries_within(st, seat, steps)
        _PILGRIM_CACHE[key] = hit
    return min(hit, p.disks_left)


def _row_options(st, seat: int, loc: str, ctx: Context) -> list:
    """What a triggered die at `loc` could get, best first: (value, card or None)."""
    if loc == "castle":
        return sorted(((bonus_value(st, seat, f, ctx, owned=False)
                        + CROWN_VALUE * st.rules.favors[f].crowns, None) for f in st.favors),
                      key=lambda x: -x[0])
    return sorted(((card_value(st, seat, cid, ctx)
                    + (2 * CROWN_VALUE if cid in st.crowns_on else 0.0), cid)
                   for cid in st.display.get(loc, [])), key=lambda x: -x[0])


def _row_prospect(st, seat: int, loc: str, pos: int, options: list, ctx: Context) -> float:
    """Worth of `seat`'s die at index `pos` of a row: the entries ahead take first."""
    p = st.players[seat]
    c = st.rules.constants
    distress = ctx.res_unit * (min(c.distress_coins, c.cap_coins - p.coins)
                               + min(c.distress_guards, c.cap_guards - p.guards))
    left = options[pos:]
    if not left:
        return distress
    if loc == "castle":
        return max(distress, left[0][0])
    value = q.row_die_value(st, loc, pos)
    best = distress
    for v, cid in left:
        if v <= best:
            break           # sorted best first; a cost of 0 could not beat `best` either
        cur, cost = q.card_cost(st, seat, cid, value)
        if cur is not None and holding(st, seat, cur) >= cost:
            best = max(best, v - cost * ctx.res_unit)
    return best


def seat_value(st, seat: int, ctx: Optional[Context] = None) -> float:
    """Projected final VP of `seat` (R-END-1..5 estimated from the state now)."""
    if ctx is None:
        ctx = Context(st)
    p = st.players[seat]
    if st.is_terminal:
        return float(p.vp)
    v = float(p.vp)
    # influence: majorities now (R-END-2), plus a little per space
    w_maj = 0.6 + 0.4 * ctx.progress
    for ci in range(len(TRACKS)):
        v += w_maj * q.track_rank_vp(st, seat, ci) + PER_SPACE * p.influence[ci]
    # diploma sets (R-END-3), game-end cards and voyages (R-END-1/-4), phase E cards
    v += diploma_score(st, seat)
    later = q.with_later_bonus(st)
    for cid in p.cards:
        if cid in later:
            v += bonus_value(st, seat, cid, ctx, owned=True)
    for vid in p.voyages:
        v += bonus_value(st, seat, vid, ctx, owned=True)
    # coins, guards, crowns (R-END-5 at the end, buying power before)
    v += ctx.res_unit * (p.coins + p.guards) + CROWN_VALUE * crowns_now(st, seat)
    # income: the held dice this round (R-E-1), then the future rounds
    incomes = sorted((_track_income(st, seat, ci, ctx) for ci in range(len(TRACKS))),
                     reverse=True)
    generic = (incomes[0] + incomes[1]) / 2
    if ctx.phase_i <= PHASE_E:
        for d in p.dice:
            if d is None:
                if ctx.phase_i <= PHASE_B:
                    v += generic
            elif d[0] == WHITE:             # the white die: any track (R-E-1)
                v += incomes[0]
            else:
                v += _track_income(st, seat, q.track_of_colour(st, d[0]), ctx)
    v += ctx.future_rounds * st.rules.constants.dice_per_player * generic
    # dice waiting in the rows (phases B and C)
    if ctx.phase_i in (PHASE_B, PHASE_C):
        for loc, row in st.rows.items():
            options = None
            for pos, (s, _) in enumerate(row):
                if s == seat:
                    if options is None:
                        options = _row_options(st, seat, loc, ctx)
                    v += _row_prospect(st, seat, loc, pos, options, ctx)
    # pending effects and pilgrim moves of this seat
    for kind, what, times in q.pending(st, seat):
        if kind == "effect":
            v += effect_value(st, seat, what, ctx, times)
        else:
            v += VP_PER_MONASTERY * pilgrim_potential(st, seat, what)
    # pilgrim options: monasteries within an average income of steps
    if p.pilgrim is not None and (ctx.future_rounds or ctx.e_left):
        v += 0.6 * pilgrim_potential(st, seat, 3)
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
