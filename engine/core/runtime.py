"""The effect interpreter: one handler per effect class, dispatched by type.

Effects are never stored in the state: a task `("eff", owner, node, mult)` names a
numbered node of the frozen effect tree (see `index.RuleIndex`); `mult` is the factor of
enclosing `Per` nodes. Amounts and counters read the owner's state. Decisions inside
effects become decision tasks (`choices.py`, `movement.py`, `dice.py`). No component is
named here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from coimbra_dsl import effects as fx
from coimbra_dsl.effects import CounterKind as CK
from coimbra_dsl.interpreter import Interpreter
from coimbra_dsl.vocab import Timing
from engine.solvers.diplomas import best_score_for

from .action import Action
from .dice import die_value, entry_value, insert_die  # noqa: F401 (used by views)
from .index import CLASSES, CLASS_BY_WORD
from .limits import capped_gain, paid, track_space
from .tasks import (DiscardTask, EffectTask, GameCardTask, InvestTask, OpponentsTask, ReuseTask,
                    SeatTask, StepsTask, VoyagesTask, auto)
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState

A = Action.make
PASS = Action("pass", "pass", ())
STOP = Action("stop", "stop", ())
TRACK_ACTIONS = tuple(A("choose", ("track", c.value)) for c in CLASSES)


# ====================================================================== resources

def gain(st: GameState, seat: int, res: str, n: int, events: list) -> None:
    """Gain a resource, capped (R-LIM-1); steps become pilgrim movement (R-PIL-1)."""
    if n <= 0:
        return
    p = st.players[seat]
    c = st.ix.c
    if res == "coins":
        got = capped_gain(p.coins, n, c.cap_coins)
        p.coins += got
    elif res == "guards":
        got = capped_gain(p.guards, n, c.cap_guards)
        p.guards += got
    elif res == "vp":
        got = n
        p.vp += n
    else:   # steps
        if p.pilgrim is not None:
            st.tasks.append(StepsTask("steps", seat, n))
        return
    events.append({"event": "gain", "seat": seat, "what": res, "n": got})


def holding(p, res: str) -> int:
    if res == "coins":
        return p.coins
    if res == "guards":
        return p.guards
    if res == "vp":
        return p.vp
    return 0


def can_pay(p, cost) -> bool:
    """Whether a player holds every `(resource, n)` of a cost (R-LIM-2)."""
    return all(holding(p, r.value) >= n for r, n in cost)


def pay(st: GameState, seat: int, res: str, n: int, events: list, below_zero: bool = False) -> int:
    """Pay up to `n` (never beyond holdings, R-LIM-2); VP may go below 0 only when
    `below_zero` (another player's give/lose bonus, R-LIM-4). Returns what was paid."""
    p = st.players[seat]
    if res == "vp":
        got = paid(res, p.vp, n, below_zero)
        p.vp -= got
    elif res == "coins":
        got = paid(res, p.coins, n)
        p.coins -= got
    elif res == "guards":
        got = paid(res, p.guards, n)
        p.guards -= got
    else:
        got = 0
    if got:
        events.append({"event": "pay", "seat": seat, "what": res, "n": got})
    return got


def advance(st: GameState, seat: int, ci: int, n: int, events: list) -> None:
    """Move along a track, capped at the top (R-LIM-3); a new space gets a new arrival
    stamp so that earlier arrivals stay ahead (R-LIM-6)."""
    p = st.players[seat]
    old = p.influence[ci]
    new = track_space(old, n, st.ix.c.cap_influence)
    if new != old:
        p.influence[ci] = new
        st.tick += 1
        p.arrive[ci] = st.tick
        events.append({"event": "track", "seat": seat, "track": CLASSES[ci].value,
                       "from": old, "to": new})


def crowns_now(st: GameState, seat: int) -> int:
    """Crowns as in R-D-1: tokens taken this round, favor tiles held, the flag's crowns."""
    ix = st.ix
    p = st.players[seat]
    flags = ix.c.flag_crowns
    pos = st.order.index(seat)
    return (ix.c.crown_token * len(p.crown_tokens)
            + sum(ix.favor_crowns[f] for f in p.favors)
            + (flags[pos] if pos < len(flags) else flags[-1]))


def components_of(st: GameState, seat: int) -> list[str]:
    """Every component whose standing abilities the seat has: cards, monasteries with
    its disk, favor tiles held."""
    p = st.players[seat]
    return p.cards + [st.spaces[s] for s in p.monasteries] + p.favors


def wild_count(st: GameState, seat: int) -> int:
    wilds = st.ix.wilds
    return sum(wilds.get(cid, 0) for cid in components_of(st, seat))


def diploma_icons(st: GameState, seat: int) -> tuple[dict, int]:
    """Diploma icons of a seat: counts per kind and wilds (cards + lasting wilds)."""
    counts: dict[str, int] = {}
    wild = wild_count(st, seat)
    dip = st.ix.card_diplomas
    for cid in st.players[seat].cards:
        for kind in dip[cid]:
            if kind == "wild":
                wild += 1
            else:
                counts[kind] = counts.get(kind, 0) + 1
    return counts, wild


def diploma_score(st: GameState, seat: int) -> int:
    """The best diploma partition's score (R-END-3), from the solver."""
    counts, wild = diploma_icons(st, seat)
    if not counts and not wild:
        return 0
    return best_score_for(st.rules, counts, wild)


def track_ranking(st: GameState, ci: int) -> list[int]:
    """Seats by space on a track, ties by arrival (R-LIM-6)."""
    ps = st.players
    return sorted(range(st.n), key=lambda s: (-ps[s].influence[ci], ps[s].arrive[ci]))


def rank_vp(st: GameState, ci: int, seat: int, spaces=None) -> int:
    """The scoring-tile VP `seat` earns on one track now (R-END-2); `spaces`, if given,
    are the seats' spaces to rank instead of the present ones (ties by arrival as now).
    Its place in `track_ranking` is counted, not sorted for: this runs for every seat
    at every state a bot values."""
    ps = st.players
    space = ps[seat].influence[ci] if spaces is None else spaces[seat]
    if space == 0:
        return 0
    arrive = ps[seat].arrive[ci]
    r = 0
    first = space
    for s in range(st.n):
        if s != seat:
            p = ps[s]
            o = p.influence[ci] if spaces is None else spaces[s]
            if o > space or (o == space and (p.arrive[ci] < arrive
                                             or (p.arrive[ci] == arrive and s < seat))):
                r += 1
            if o > first:
                first = o
    face = st.rules.scoring_tiles[st.tiles[ci]].face(st.n)
    if r >= len(face):
        return 0
    ix = st.ix
    if r == 1 and st.n in ix.c.second_place_gap_players and first - space > ix.c.second_place_gap:
        return 0
    if st.n < 4 and r >= 2:
        return 0
    return face[r]


# ====================================================================== counters

def count(st: GameState, seat: int, c: fx.Counter) -> int:
    """A counter from the owner's point of view (docs/DSL.md 'Counters')."""
    return counting(c)(st, seat, st.players[seat])


def counting(c: fx.Counter):
    """The function (state, seat, player) -> int that counts `c` (`count`), built once."""
    hit = _COUNTERS.get(id(c))
    if hit is None or hit[0] is not c:
        if len(_COUNTERS) >= 10_000:
            _COUNTERS.clear()
        hit = _COUNTERS[id(c)] = (c, _counter(c))      # holds c: its id stays its own
    return hit[1]


_COUNTERS: dict = {}


def _counter(c: fx.Counter):
    """The function (state, seat, player) -> int that counts `c` (built once per counter:
    bots read counters at every state they value)."""
    k = c.kind
    if k is CK.CARDS:
        if not c.classes and not c.influence:
            return lambda st, seat, p: len(p.cards)
        cls = frozenset(CLASS_BY_WORD[x.value] for x in c.classes)
        infl = frozenset(c.influence)

        def cards(st: GameState, seat, p):
            ix = st.ix
            n = 0
            for cid in p.cards:
                if (not cls or ix.card_cls[cid] in cls) and (not infl or ix.card_infl[cid] in infl):
                    n += 1
            return n
        return cards
    if k is CK.CLASS_SETS:
        def class_sets(st: GameState, seat, p):
            per = [0] * len(CLASSES)
            card_cls = st.ix.card_cls
            for cid in p.cards:
                per[card_cls[cid]] += 1
            return min(per)
        return class_sets
    if k is CK.MONASTERIES_WITH:
        if not c.backs:
            return lambda st, seat, p: len(p.monasteries)
        backs = c.backs
        return lambda st, seat, p: sum(1 for s in p.monasteries
                                       if st.ix.mon_back[st.spaces[s]] in backs)
    if k is CK.MONASTERIES_WITHOUT:
        return lambda st, seat, p: sum(1 for s in st.spaces if s not in p.monasteries)
    if k is CK.VOYAGES:
        return lambda st, seat, p: len(p.voyages)
    if k is CK.DIPLOMAS:
        def diplomas(st: GameState, seat, p):
            counts, wild = diploma_icons(st, seat)
            return sum(counts.values()) + wild
        return diplomas
    if k is CK.CROWNS:
        return lambda st, seat, p: crowns_now(st, seat)
    if k is CK.DICE:
        col = c.colour.value

        def dice(st: GameState, seat, p):
            n = 0
            for d in p.dice:
                if d is not None and d.colour == col:
                    n += 1
            return n
        return dice
    if k is CK.CARDS_BEYOND:
        beyond = c.n
        return lambda st, seat, p: max(0, len(p.cards) - beyond)
    if k is CK.TRACK:
        track = CLASS_BY_WORD[c.classes[0].value]
        return lambda st, seat, p: p.influence[track]
    if k is CK.LOWEST_TRACK:
        return lambda st, seat, p: min(p.influence)
    if k is CK.COINS:
        return lambda st, seat, p: p.coins
    if k is CK.GUARDS:
        return lambda st, seat, p: p.guards
    raise ValueError(f"counter {k} has no meaning in the engine")


def amount(st: GameState, seat: int, a, count_of=None) -> int:
    """An amount for the owner now; `count_of(st, seat, counter)`, if given, stands in
    for the counters (a bot's projection to the game end)."""
    t = type(a)
    if t is fx.Const:
        return a.value
    if t is fx.Count:
        return (count_of or count)(st, seat, a.counter)
    if t is fx.Sum:
        return sum(amount(st, seat, x, count_of) for x in a.terms)
    if t is fx.Times:
        return a.factor * amount(st, seat, a.amount, count_of)
    if t is fx.Half:
        return amount(st, seat, a.amount, count_of) // 2
    if t is fx.Tiers:
        v = amount(st, seat, a.amount, count_of)
        got = 0
        for threshold, value in a.steps:
            if v >= threshold:
                got = value
        return got
    raise ValueError(f"amount {a!r} has no meaning in the engine")


# ====================================================================== pushing

def push_effect(st: GameState, seat: int, nid: int, mult: int = 1) -> None:
    """Queue effect node `nid` for `seat`, `mult` times (an "eff" task)."""
    st.tasks.append(EffectTask("eff", seat, nid, mult))


def push_bonuses(st: GameState, seat: int, cid: str, timing: Timing) -> None:
    """Queue a component's bonuses of one timing, first bonus resolving first."""
    for nid in reversed(st.ix.bonus_roots(cid, timing)):
        push_effect(st, seat, nid, 1)


def fire(st: GameState, seat: int, trigger: str, events: list, cls: int = -1,
         exclude: str = "") -> None:
    """Queue the owner's standing `On(trigger)` abilities (R-C-4, R-BON-M lasting)."""
    for inner in reversed(triggered(st, seat, trigger, cls, exclude)):
        push_effect(st, seat, inner, 1)


def triggered(st: GameState, seat: int, trigger: str, cls: int = -1, exclude: str = "") -> list[int]:
    """The nodes of the owner's standing `On(trigger)` abilities that an event of class
    `cls` sets off, `exclude` aside, in the order they resolve."""
    trig = st.ix.triggers
    found = []
    if trig:
        for cid in components_of(st, seat):
            if cid == exclude or cid not in trig:
                continue
            for t, classes, inner in trig[cid]:
                if t == trigger and (not classes or cls in classes):
                    found.append(inner)
    return found


def gain_card(st: GameState, seat: int, cid: str, events: list) -> None:
    """R-CARD-1: the card joins the owner's cards, its class track moves up by its
    influence, an immediate bonus is queued; other timings act later by themselves."""
    st.players[seat].cards.append(cid)
    events.append({"event": "card", "seat": seat, "card": cid})
    advance(st, seat, st.ix.card_cls[cid], st.ix.card_infl[cid], events)
    push_bonuses(st, seat, cid, Timing.IMMEDIATE)


def take_favor(st: GameState, seat: int, fid: str, events: list) -> None:
    """R-C-2 / R-FAV: take a favor tile beside the castle and resolve it."""
    st.favors.remove(fid)
    st.players[seat].favors.append(fid)
    events.append({"event": "favor", "seat": seat, "tile": fid})
    push_bonuses(st, seat, fid, Timing.IMMEDIATE)


def invest_discount(st: GameState, seat: int) -> int:
    """The owner's investment discounts together (R-FAV-1)."""
    disc = st.ix.invest_discount
    return sum(disc.get(cid, 0) for cid in components_of(st, seat)) if disc else 0


def invest_cost(st: GameState, seat: int, vid: str, off: int | None = None) -> tuple[str, int]:
    """A voyage's cost less the owner's investment discounts (`off`, if already known),
    min 0 (R-INV-1, R-FAV-1)."""
    cur, cost = st.ix.voy_cost[vid]
    if off is None:
        off = invest_discount(st, seat)
    return cur, max(0, cost - off)


def invest_options(st: GameState, seat: int, currency: str = "") -> tuple:
    p = st.players[seat]
    if p.disks_left <= 0:
        return ()
    out = []
    off = invest_discount(st, seat)
    for vid in st.voyages:
        if vid in p.voyages:
            continue
        cur, cost = invest_cost(st, seat, vid, off)
        if currency and cur != currency:
            continue
        if holding(p, cur) >= cost:
            out.append(A("invest", ("voyage", vid)))
    return tuple(out)


def invest(st: GameState, seat: int, vid: str, events: list) -> None:
    cur, cost = invest_cost(st, seat, vid)
    pay(st, seat, cur, cost, events)
    p = st.players[seat]
    p.voyages.append(vid)
    p.disks_left -= 1
    events.append({"event": "invest", "seat": seat, "voyage": vid})


# ====================================================================== effect handlers

HANDLERS = Interpreter("runtime", "engine/core/runtime.py")
handles = HANDLERS.rule


@auto("eff", EffectTask, fields.seat, fields.node(), fields.mult)
def _run_effect(st: GameState, task: EffectTask, events):
    nid = task.node
    node = st.ix.nodes[nid]
    HANDLERS[type(node)](st, task.seat, nid, node, task.mult, events)


@handles(fx.Gain)
def _gain(st: GameState, seat, nid, e, mult, events):
    gain(st, seat, e.resource.value, amount(st, seat, e.amount) * mult, events)


@handles(fx.Advance)
def _advance(st: GameState, seat, nid, e, mult, events):
    n = e.amount * mult
    if e.which is fx.TrackChoice.NAMED:
        advance(st, seat, CLASS_BY_WORD[e.cls.value], n, events)
    elif e.which is fx.TrackChoice.EVERY:
        for ci in range(len(CLASSES)):
            advance(st, seat, ci, n, events)
    else:
        st.tasks.append(EffectTask("track", seat, nid, mult))


@handles(fx.Income)
def _income(st: GameState, seat, nid, e, mult, events):
    ci = CLASS_BY_WORD[e.cls.value]
    income(st, seat, ci, mult, events)


def income(st: GameState, seat: int, ci: int, mult: int, events: list) -> None:
    """The income box of the owner's space on a track (R-E-1)."""
    ix = st.ix
    n = ix.track_amounts[ci][st.players[seat].influence[ci]] * mult
    gain(st, seat, ix.track_income[ci], n, events)


@handles(fx.Seq)
def _seq(st: GameState, seat, nid, e, mult, events):
    for k in reversed(st.ix.kids[nid]):
        push_effect(st, seat, k, mult)


@handles(fx.Per)
def _per(st: GameState, seat, nid, e, mult, events):
    n = count(st, seat, e.counter) * mult
    if n > 0:
        push_effect(st, seat, st.ix.kids[nid][0], n)


@handles(fx.If)
def _if(st: GameState, seat, nid, e, mult, events):
    if count(st, seat, e.counter) == e.equals:
        push_effect(st, seat, st.ix.kids[nid][0], mult)


@handles(fx.Choice)
def _choice(st: GameState, seat, nid, e, mult, events):
    st.tasks.append(EffectTask("choice", seat, nid, mult))


@handles(fx.PayFor)
def _payfor(st: GameState, seat, nid, e, mult, events):
    if can_pay(st.players[seat], e.cost):
        st.tasks.append(EffectTask("payfor", seat, nid, mult))


@handles(fx.OpponentsChoose)
def _opponents(st: GameState, seat, nid, e, mult, events):
    if e.chooser is fx.Chooser.BEHIND_ON_TRACK:   # behind: ranked after, ties R-LIM-6
        ranking = track_ranking(st, CLASS_BY_WORD[e.track.value])
        after = set(ranking[ranking.index(seat) + 1:])
        who = [s for s in st.order if s in after]
    else:
        who = [s for s in st.order if s != seat]
    for opp in reversed(who):
        st.tasks.append(OpponentsTask("opp", opp, seat, nid, mult))


@handles(fx.Give)
@handles(fx.Lose)
def _lose_own(st: GameState, seat, nid, e, mult, events):
    """Outside an opponents' choice a give/lose costs the owner (as far as possible)."""
    pay(st, seat, e.resource.value, e.amount * mult, events)


@handles(fx.LoseCard)
def _lose_card_own(st: GameState, seat, nid, e, mult, events):
    ci = CLASS_BY_WORD[e.cls.value]
    for cid in st.players[seat].cards:
        if st.ix.card_cls[cid] == ci:
            lose_card(st, seat, cid, events)
            return


@handles(fx.Invest)
def _invest(st: GameState, seat, nid, e, mult, events):
    st.tasks.append(InvestTask("invest", seat, e.currency.value if e.currency else "", 1))


@handles(fx.TakeFavor)
def _take_favor(st: GameState, seat, nid, e, mult, events):
    st.tasks.append(SeatTask("favor", seat))


@handles(fx.TakeDiscard)
def _take_discard(st: GameState, seat, nid, e, mult, events):
    st.tasks.append(DiscardTask("discard", seat, e.cost))


@handles(fx.Reuse)
def _reuse(st: GameState, seat, nid, e, mult, events):
    st.tasks.append(ReuseTask("reuse", seat, nid, st.ix.node_comp[nid]))


@handles(fx.PlaceCap)
def _place_cap(st: GameState, seat, nid, e, mult, events):
    if st.cap is None:
        st.tasks.append(SeatTask("cap", seat))


@handles(fx.ScoreVoyages)
def _score_voyages(st: GameState, seat, nid, e, mult, events):
    score_voyages(st, seat, e.up_to, (), events)


def score_voyages(st: GameState, seat, picks, done, events):
    rest = [v for v in st.players[seat].voyages if v not in done]
    if len(rest) <= picks:
        for vid in reversed(rest):
            push_bonuses(st, seat, vid, Timing.GAME_END)
    elif picks > 0:
        st.tasks.append(VoyagesTask("voyages", seat, picks, tuple(done)))


@handles(fx.ScoreDiplomas)
def _score_diplomas(st: GameState, seat, nid, e, mult, events):
    gain(st, seat, "vp", diploma_score(st, seat) * mult, events)


@handles(fx.ScoreGameEnd)
def _score_game_end(st: GameState, seat, nid, e, mult, events):
    st.tasks.append(GameCardTask("gamecard", seat, st.ix.node_comp[nid]))


@handles(fx.ScoreRank)
def _score_rank(st: GameState, seat, nid, e, mult, events):
    st.tasks.append(EffectTask("track", seat, nid, mult))


@handles(fx.On)
def _on(st: GameState, seat, nid, e, mult, events):
    """A phase E bonus's `at start:` part resolves when the bonus does (at the start
    of the owner's phase E turn); other triggers are standing and fire by themselves."""
    if e.trigger is fx.Trigger.PHASE_E_START:
        push_effect(st, seat, st.ix.kids[nid][0], mult)


def _standing(st: GameState, seat, nid, e, mult, events):
    """Standing abilities act when the engine asks for them, not when resolved."""


HANDLERS.rule(fx.CardDiscount, fx.InvestDiscount, fx.Trade, fx.WildDiplomas)(_standing)


def lose_card(st: GameState, seat: int, cid: str, events: list) -> None:
    """Discard one of a seat's cards and lower its class track by its influence."""
    st.players[seat].cards.remove(cid)
    st.discard.append(cid)
    events.append({"event": "lose_card", "seat": seat, "card": cid})
    advance(st, seat, st.ix.card_cls[cid], -st.ix.card_infl[cid], events)
