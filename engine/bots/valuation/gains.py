"""What each option of a decision is likely to add to the deciding seat's heuristic value
(`value.seat_value`), estimated from the state as it is: no clone, no look-ahead.

The greedy bot takes the option of highest gain (a greedy decision at a few times the
cost of a random one). Each estimate follows what the option changes, term by
term of `seat_value`: resources at their unit value (capped, R-LIM-1), track spaces with
their majority, income and space worth (R-END-2, R-E-1), diploma sets with and without a
card (R-END-3), a component's bonuses (`bonus_value`), effects set off (R-C-4, R-BON-M),
pilgrim moves by the monasteries still in reach (R-PIL-1..3), dice in the rows by their
prospect (R-C-1). Only differences between the options of one decision matter, so what
every option shares is left out. `option_gains` answers None for a decision it has no
estimate for; the caller then looks ahead.
"""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Callable, Iterable, NamedTuple, Optional

from coimbra_dsl import effects as fx
from coimbra_dsl.effects import CounterKind as CK
from coimbra_dsl.vocab import Timing

from engine.core import queries as q
from engine.core.queries import (TRACKS, capped_gain, capped_value, holding, paid, row_position,
                                 track_space)
from .bonuses import bits, bonus_value, dice_readers, diploma_value, effect_value, read_bits
from .caches import CACHES, SHARED, make_room, shared
from .context import (CROWN_VALUE, DICE_HELD, PER_SPACE, VP_PER_MONASTERY, WHITE, Context,
                      holdings, rules_key)
from .rows import (colours_read, die_prospect, discount, distress_value, prospect_at,
                   row_base, row_options, row_with_readers, shared_prospects)
from .value import income_value, pilgrim_potential

if TYPE_CHECKING:
    from engine.core.action import Action
    from engine.core.state import GameState, PlayerState

Gains = Callable[["GameState", int, tuple, "list[Action]", Context], list[float]]
# a change of a seat's holdings, made on a copy of them (`holdings_gain`)
Change = Callable[["PlayerState"], None]
ESTIMATES: dict[str, Gains] = {}


def estimate(kind: str) -> Callable[[Gains], Gains]:
    def deco(fn: Gains) -> Gains:
        ESTIMATES[kind] = fn
        return fn
    return deco


def option_gains(st: GameState, seat: int, actions: list[Action],
                 ctx: Context) -> Optional[list[float]]:
    """The estimated gain of each of `actions` (the legal actions of the decision now
    before `seat`), or None if this kind of decision has no estimate."""
    fn = ESTIMATES.get(st.decision or "")
    return None if fn is None else fn(st, seat, st.tasks[-1], actions, ctx)


# ---------------------------------------------------------------- shared pieces

def resource_gain(st: GameState, seat: int, res: str, n: int, ctx: Context) -> float:
    """Worth of gaining `n` of a resource now: coins and guards up to their cap (R-LIM-1),
    steps by the monasteries they reach (R-PIL-1)."""
    p = st.players[seat]
    c = st.rules.constants
    if res == "coins":
        return ctx.res_unit * capped_gain(p.coins, n, c.cap_coins)
    if res == "guards":
        return ctx.res_unit * capped_gain(p.guards, n, c.cap_guards)
    if res == "steps":
        return VP_PER_MONASTERY * pilgrim_potential(st, seat, n, ctx=ctx)
    return float(n)


def track_gain(st: GameState, seat: int, track: int, n: int, ctx: Context) -> float:
    """Worth of `n` spaces on a track (R-LIM-3 cap): the majority (R-END-2), the space
    itself, and the income box the seat's dice will then use (R-E-1)."""
    ps = st.players
    old = ps[seat].influence[track]
    new = track_space(old, n, ctx.top)
    if new == old:
        return 0.0
    w_maj = 0.6 + 0.4 * ctx.progress
    if ctx.grow != 1.0:
        m = ctx.memo
        now = m.get(("majority", seat, track))
        if now is None:
            now = m[("majority", seat, track)] = ctx.seat_majority(
                st, track, seat, old, ps[seat].arrive[track])
        # the stamp the move would get (R-LIM-6)
        majority = ctx.seat_majority(st, track, seat, new, st.tick + 1) - now
    else:
        spaces = [pl.influence[track] for pl in ps]
        spaces[seat] = new
        majority = q.track_rank_vp(st, seat, track, spaces) - q.track_rank_vp(st, seat, track)
    incomes, before = _incomes(st, seat, ctx)
    changed = list(incomes)
    changed[track] = ctx.boxes[track][new]
    return (w_maj * majority + PER_SPACE * (new - old)
            + income_value(st, seat, ctx, changed) - before)


def _incomes(st: GameState, seat: int, ctx: Context) -> tuple:
    """Each track's income worth for the seat now, and `income_value` of them (once per
    decision)."""
    got = ctx.memo.get(("incomes", seat))
    if got is None:
        boxes = ctx.boxes
        influence = st.players[seat].influence
        incomes = tuple([boxes[ci][influence[ci]] for ci in range(len(TRACKS))])
        got = ctx.memo[("incomes", seat)] = incomes, income_value(st, seat, ctx, list(incomes))
    return got


def _diplomas_now(st: GameState, seat: int, ctx: Context) -> int:
    """`diploma_value` of the seat now (once per decision)."""
    got = ctx.memo.get(("diplomas", seat))
    if got is None:
        got = ctx.memo[("diplomas", seat)] = diploma_value(st, seat, ctx)
    return got


def effects_gain(st: GameState, seat: int, nodes: Iterable[int], ctx: Context,
                 mult: int = 1) -> float:
    """Worth of resolving effect nodes now, first to last, as the engine would: what each
    gives until one asks the seat to decide (invest, a favor tile, a choice...); that
    one and the rest are then still pending and worth their `effect_value`, as
    `seat_value` counts pending effects (the decision itself is made afterwards, by its
    own gains)."""
    total = 0.0
    stopped = False
    for nid in nodes:
        if stopped:
            total += effect_value(st, seat, nid, ctx, mult)
            continue
        v, stopped = _resolve(st, seat, nid, ctx, mult)
        total += v
    return total


# effects that stop the run with a decision of the owner (valued 0 until made)
_DECIDING = (fx.Choice, fx.PayFor, fx.Invest, fx.TakeFavor, fx.TakeDiscard, fx.Reuse,
             fx.PlaceCap, fx.ScoreGameEnd, fx.ScoreRank)


def _resolve(st: GameState, seat: int, nid: int, ctx: Context,
             mult: int) -> tuple[float, bool]:
    """(worth, whether a decision now stops the run) of resolving one effect node."""
    e = q.effect(st, nid)
    t = type(e)
    if t is fx.Gain:            # steps become a pilgrim move: a decision (R-PIL-1)
        res = e.resource._value_
        return resource_gain(st, seat, res, q.amount(st, seat, e.amount) * mult, ctx), \
            res == "steps"
    if t is fx.Seq:
        total = 0.0
        kids = q.parts(st, nid)
        for i, k in enumerate(kids):
            v, stopped = _resolve(st, seat, k, ctx, mult)
            total += v
            if stopped:
                return total + sum(effect_value(st, seat, r, ctx, mult)
                                   for r in kids[i + 1:]), True
        return total, False
    if t is fx.Advance:
        if e.which is fx.TrackChoice.NAMED:
            return track_gain(st, seat, q.track_of(e.cls), e.amount * mult, ctx), False
        if e.which is fx.TrackChoice.EVERY:
            return sum(track_gain(st, seat, ci, e.amount * mult, ctx)
                       for ci in range(len(TRACKS))), False
        return 0.0, True
    if t is fx.Income:
        track = q.track_of(e.cls)
        resource, n = q.track_income(st, track, st.players[seat].influence[track])
        return resource_gain(st, seat, resource, n * mult, ctx), resource == "steps"
    if t is fx.Per:
        n = q.count(st, seat, e.counter)
        return _resolve(st, seat, q.parts(st, nid)[0], ctx, mult * n) if n else (0.0, False)
    if t is fx.If:
        if q.count(st, seat, e.counter) == e.equals:
            return _resolve(st, seat, q.parts(st, nid)[0], ctx, mult)
        return 0.0, False
    if t in _DECIDING:
        return 0.0, True
    return effect_value(st, seat, nid, ctx, mult), t is fx.OpponentsChoose


# what a change of holdings touches of what bonuses read (`bonuses.reads`, as `bits`)
MONASTERY_TOUCH = bits({(CK.MONASTERIES_WITH, None), (CK.MONASTERIES_WITHOUT, None)})
CROWN_TOUCH = bits({(CK.CROWNS, None)})
WILD_TOUCH = bits({(CK.DIPLOMAS, None)})
VOYAGE_TOUCH = bits({(CK.VOYAGES, None)})


@functools.lru_cache(maxsize=None)
def dice_touch(colour: str) -> int:
    return bits({(CK.DICE, colour)})


@functools.lru_cache(maxsize=None)
def track_touch(track: int) -> int:
    return bits({(CK.TRACK, TRACKS[track].value), (CK.LOWEST_TRACK, None)})


def paid_touch(currency: Optional[str], n: int) -> int:
    return _paid(currency) if n else 0


@functools.lru_cache(maxsize=None)
def _paid(currency: Optional[str]) -> int:
    return bits({(CK(currency), None)}) if currency in ("coins", "guards") else 0


class CardFacts(NamedTuple):
    """What the estimates read of a character card, gathered once per rule set."""
    track: int
    influence: int
    diplomas: bool
    later: bool                 # a bonus to come (`owned_later`)
    reads: int                  # what its bonuses read (`bonuses.read_bits`)
    touch: dict                 # currency paid (None: nothing) -> what gaining it touches
    immediate: tuple            # its immediate bonuses' nodes (`component_effects`)


_CARD_FACTS = CACHES.memo("card facts", 100_000)


def card_facts(st: GameState, cid: str) -> CardFacts:
    """The `CardFacts` of a character card."""
    key = (rules_key(st), cid)
    hit = _CARD_FACTS.get(key)
    if hit is None:
        card = st.rules.characters[cid]
        cls = card.cls.value
        out = {(CK.CARDS, None), (CK.CARDS, cls), (CK.CLASS_SETS, None),
               (CK.CARDS_BEYOND, None), (CK.TRACK, cls), (CK.LOWEST_TRACK, None)}
        if card.diplomas:
            out.add((CK.DIPLOMAS, None))
        touch = bits(out)
        make_room(_CARD_FACTS)
        hit = _CARD_FACTS[key] = CardFacts(
            q.track_of(card.cls), card.influence, bool(card.diplomas),
            cid in q.with_later_bonus(st), read_bits(st, cid),
            {paid: touch | _paid(paid) for paid in (None, "coins", "guards")},
            component_effects(st, cid, Timing.IMMEDIATE))
    return hit


def card_touch(st: GameState, cid: str, paid: Optional[str] = None) -> int:
    """What gaining a character card touches (and paying for it in `paid`, if given)."""
    touch = card_facts(st, cid).touch
    return touch.get(paid) or touch[None]


def owned_later(st: GameState, seat: int) -> list[str]:
    """The seat's components whose bonuses to come `seat_value` counts: cards with a
    later bonus, voyages."""
    later = q.with_later_bonus(st)
    p = st.players[seat]
    return [cid for cid in p.cards if cid in later] + p.voyages


def _owned_reads(st: GameState, seat: int, rid: int) -> tuple:
    """`owned_later` as (component, what its bonuses read) pairs, their names, and all
    that they read; shared by states where the seat holds the same cards and voyages
    (`rid`: the rule set's `rules_key`)."""
    p = st.players[seat]
    key = ("owned", rid, tuple(p.cards), tuple(p.voyages))
    hit = SHARED.get(key)
    if hit is None:
        owned = tuple([(cid, read_bits(st, cid, rid)) for cid in owned_later(st, seat)])
        read = 0
        for _, r in owned:
            read |= r
        hit = shared(key, lambda: (owned, tuple([cid for cid, _ in owned]), read))
    return hit


def _owned_value(st: GameState, seat: int, cid: str, ctx: Context) -> float:
    """`bonus_value` of an owned component now (the same for every option)."""
    key = ("owned value", seat, cid)
    got = ctx.memo.get(key)
    if got is None:
        got = ctx.memo[key] = bonus_value(st, seat, cid, ctx, owned=True)
    return got


def holdings_gain(st: GameState, seat: int, ctx: Context, touched: int, change: Change,
                  new: tuple = (), gone: tuple = (), diplomas: bool = False) -> float:
    """Change in the worth of the seat's bonuses to come (`bonus_value`) were its
    holdings changed by `change(player)`: its components that read what it `touched`
    (e.g. "per gray die", "per card", see `bonuses.reads`) revalued, the `new` ones
    valued there, the `gone` ones lost; with `diplomas`, the change of its diploma sets
    (R-END-3) too."""
    got = ctx.memo.get(("owned", seat))
    if got is None:
        got = ctx.memo[("owned", seat)] = _owned_reads(st, seat, ctx.rid)
    owned, names, read = got
    hit = [cid for cid, r in owned if r & touched and cid not in gone] if read & touched else ()
    lost: float = 0
    for cid in gone:
        if cid in names:
            lost += _owned_value(st, seat, cid, ctx)
    if not hit and not new and not diplomas:
        return -lost
    view = _view(st, seat, ctx, _changed(st.players[seat], change))
    revalued: float = 0
    for cid in hit:
        revalued += (bonus_value(view, seat, cid, ctx, owned=True)
                     - _owned_value(st, seat, cid, ctx))
    added: float = 0
    for cid in new:
        added += bonus_value(view, seat, cid, ctx, owned=True)
    v = revalued + added - lost
    if diplomas:
        v += diploma_value(view, seat, ctx) - _diplomas_now(st, seat, ctx)
    return v


def gained(st: GameState, seat: int, ctx: Context, cid: Optional[str], touched: int,
           change: Change, read: Optional[int] = None) -> float:
    """`holdings_gain` of a change that brings component `cid` (None: one with no bonus
    to come) into the seat's holdings: its own bonuses to come are valued with it held
    when they read what it touches, else as they are now (no view needed); `read`: what
    its bonuses read, if known."""
    if cid is not None and not (read if read is not None else read_bits(st, cid)) & touched:
        return (bonus_value(st, seat, cid, ctx, owned=True)
                + holdings_gain(st, seat, ctx, touched, change))
    return holdings_gain(st, seat, ctx, touched, change, (cid,) if cid is not None else ())


def diplomas_with(st: GameState, seat: int, cid: str, ctx: Context) -> float:
    """What a character card adds to the seat's diploma sets (R-END-3)."""
    if not st.rules.characters[cid].diplomas:
        return 0.0
    icons = ctx.memo.get(("icons", seat))
    if icons is None:
        icons = ctx.memo[("icons", seat)] = q.diploma_icons(st, seat)
    return q.diploma_score(st, seat, cid, icons) - _diplomas_now(st, seat, ctx)


def card_gain(st: GameState, seat: int, cid: str, ctx: Context, cost: tuple = (None, 0)) -> float:
    """Worth of gaining a character card (R-CARD-1) for `cost` (currency, amount): its
    track spaces, its diplomas, its bonuses, what acquiring its class sets off (R-C-4),
    less the price."""
    f = card_facts(st, cid)
    track = f.track
    cur, n = cost
    advance = _advancing(track, f.influence, q.track_top(st))

    def change(player: PlayerState) -> None:
        player.cards.append(cid)
        advance(player)
        if cur == "coins":
            player.coins -= n
        elif cur == "guards":
            player.guards -= n

    touch = f.touch.get(cur if n else None) or f.touch[None]
    return (track_gain(st, seat, track, f.influence, ctx)
            + (diplomas_with(st, seat, cid, ctx) if f.diplomas else 0.0)
            + gained(st, seat, ctx, cid if f.later else None, touch, change, f.reads)
            + effects_gain(st, seat, f.immediate + set_off(st, seat, ctx, fx.Trigger.ACQUIRE, track),
                           ctx)
            - price(cur, n, ctx))


def set_off(st: GameState, seat: int, ctx: Context, trigger: fx.Trigger, track: int = -1) -> tuple:
    """The seat's abilities an event sets off (`queries.triggered`: acquiring a card of
    `track`'s class, R-C-4; a castle die, a monastery disk, R-BON-M), once per
    decision."""
    key = ("set off", seat, trigger, track)
    got = ctx.memo.get(key)
    if got is None:
        got = ctx.memo[key] = tuple(q.triggered(st, seat, trigger, track))
    return got


def card_loss(st: GameState, seat: int, cid: str, ctx: Context) -> float:
    """Worth (negative) of losing one of the seat's cards: its track spaces (the class
    track goes down by its influence), its diplomas, its bonuses to come."""
    card = st.rules.characters[cid]
    track = q.track_of(card.cls)
    lower = _advancing(track, -card.influence, q.track_top(st))

    def change(player: PlayerState) -> None:
        player.cards.remove(cid)
        lower(player)

    return (track_gain(st, seat, track, -card.influence, ctx)
            + holdings_gain(st, seat, ctx, card_touch(st, cid), change, gone=(cid,),
                            diplomas=bool(card.diplomas)))


def favor_gain(st: GameState, seat: int, fid: str, ctx: Context) -> float:
    """Worth of a favor tile (R-FAV): its immediate bonus, its crowns (R-D-1) and its
    wild diplomas (R-END-3)."""
    return (effects_gain(st, seat, component_effects(st, fid, Timing.IMMEDIATE), ctx)
            + CROWN_VALUE * st.rules.favors[fid].crowns
            + _component_gain(st, seat, ctx, fid, CROWN_TOUCH,
                              lambda player: player.favors.append(fid)))


def _component_gain(st: GameState, seat: int, ctx: Context, cid: str, touched: int,
                    change: Change) -> float:
    """`holdings_gain` of taking a monastery or favor tile: its wild diplomas, if any,
    change the seat's diploma sets and what counts them (R-END-3)."""
    if q.wild_diplomas(st, cid):
        return holdings_gain(st, seat, ctx, touched | WILD_TOUCH, change, diplomas=True)
    return holdings_gain(st, seat, ctx, touched, change)


def price(resource: Optional[str], n: int, ctx: Context) -> float:
    """Worth of paying `n` of a resource (none: nothing)."""
    return ctx.units.get(resource, 1.0) * n if resource else 0.0


_EFFECTS = CACHES.memo("component effects", 100_000)


def component_effects(st: GameState, cid: str, timing: Timing) -> tuple[int, ...]:
    """The nodes of a component's bonuses of one timing, first to resolve first."""
    key = (rules_key(st), cid, timing)
    hit = _EFFECTS.get(key)
    if hit is None:
        make_room(_EFFECTS)
        hit = _EFFECTS[key] = tuple(nid for t, nid in q.bonuses(st, cid) if t is timing)
    return hit


# ---------------------------------------------------------------- decisions

@estimate("place")
def _place(st: GameState, seat: int, task: tuple, actions: list[Action],
           ctx: Context) -> list[float]:
    """R-B-1..3: the die's prospect at the row position it would take (R-C-1), what it
    pushes back of the seat's own dice there, its colour's income (R-E-1) and what
    holding that colour is worth to the seat's bonuses; a castle die sets off the
    seat's castle abilities (R-BON-M)."""
    p = st.players[seat]
    slot = p.dice.index(None)
    # per location, the dice colours its cards on display read ("if no purple die"):
    # a die of such a colour there is valued with the row as it would be were it held
    readers = dice_readers(st, ctx.rid)
    read_at = _colours_read_at(st, readers) if readers else None
    held = holdings(st, seat)
    distress = distress_value(st, seat, ctx)
    incomes = None
    parts = _PLACE_PARTS
    bases: dict = {}
    # per row: what its prospects come from, and those found so far by die value
    rows: dict[object, tuple[tuple, dict[int, float]]] = {}
    worth: dict = {}
    out = []
    for a in actions:
        got = parts.get(a.key)
        if got is None:
            got = _place_parts(a)
        colour, value, loc = got
        key = loc
        if read_at is not None:
            read = read_at.get(loc)
            if read and colour in read:
                key = (loc, colour)
        entry = rows.get(key)
        if entry is None:
            base = bases.get(loc)
            if base is None:
                base = bases[loc] = row_base(st, seat, loc, ctx, held)
            dice = held[DICE_HELD]
            if key is loc:
                options = row_with_readers(st, seat, ctx, base, dice)
            else:
                # the cards that read dice count them by colour (any die of it alike)
                options = row_with_readers(
                    st, seat, ctx, base, dice[:slot] + (colour,) + dice[slot + 1:],
                    _holding(st, seat, slot, colour, ctx))
            # with the prospects found this decision, by die value
            entry = rows[key] = (_row_now(st, seat, loc, options, ctx, distress), {})
        row, found = entry
        v = found.get(value)
        if v is None:
            v = found[value] = _row_prospect(row, value)
        # what holding a die of the colour is worth: its income box (R-E-1) and the
        # seat's bonuses that count such dice
        w = worth.get(colour)
        if w is None:
            if incomes is None:
                incomes = _incomes(st, seat, ctx)[0]
            income = max(incomes) if colour == WHITE else incomes[q.track_of_colour(st, colour)]
            w = worth[colour] = income + holdings_gain(
                st, seat, ctx, dice_touch(colour), _holding_die(slot, q.HeldDie(colour, value, None, False)))
        out.append(v + w)
    return out


_PLACE_PARTS = CACHES.memo("place parts", 100_000)


def _place_parts(a: Action) -> tuple:
    """(colour, value, location) of a place action (actions are few and kept)."""
    (_, die), (_, loc) = a.args
    colour, _, text = die.partition("-")
    make_room(_PLACE_PARTS)
    got = _PLACE_PARTS[a.key] = (colour, int(text), loc)
    return got


_READ_AT = CACHES.memo("colours read at", 10_000)


def _colours_read_at(st: GameState, readers: dict) -> dict:
    """Per location, the dice colours that its cards on display read."""
    key = (id(readers), *[(loc, tuple(cards)) for loc, cards in st.display.items()])
    got = _READ_AT.get(key)
    if got is None:
        make_room(_READ_AT)
        got = _READ_AT[key] = {loc: colours_read(readers, [c for c in cards if c in readers])
                               for loc, cards in st.display.items()}
    return got


def _holding(st: GameState, seat: int, slot: int, colour: str,
             ctx: Context) -> Callable[[], GameState]:
    """A function giving the state were the seat to hold a die of `colour` in `slot`."""
    return lambda: _view(st, seat, ctx, _changed(st.players[seat], _holding_die(
        slot, q.HeldDie(colour, 1, None, False))))


def _view(st: GameState, seat: int, ctx: Context, player: PlayerState) -> GameState:
    """`st` were `player` the seat's holdings: one view per decision and seat, its
    player swapped for each (a view is read at once, never kept)."""
    view = ctx.memo.get(("view", seat))
    if view is None:
        view = ctx.memo[("view", seat)] = st.with_player(seat, player)
    else:
        view.players[seat] = player
    return view


def _row_now(st: GameState, seat: int, loc: str, options: tuple, ctx: Context,
             distress: float) -> tuple:
    """What a row's die prospects are computed from (`_row_prospect`): (the entries'
    values, the row's core (`prospect_at`), the change of each of the seat's own dice's
    prospect were it pushed back one place, what a castle die sets off for the seat
    (R-BON-M), whether the castle). Shared by states with the same row options object
    (`shared_prospects`), entries and castle worth."""
    values = q.row_values(st, loc)
    castle = loc == "castle"
    fired = (effects_gain(st, seat, set_off(st, seat, ctx, fx.Trigger.CASTLE_DIE), ctx)
             if castle else 0.0)
    core, rows = shared_prospects(st, seat, loc, options, ctx, distress)
    mine = tuple([i for i, (s, _) in enumerate(st.rows[loc]) if s == seat])
    key = (values, mine, fired)
    row = rows.get(key)
    if row is None:
        pushed = tuple([(i, prospect_at(core, i + 1, values[i])
                         - prospect_at(core, i, values[i])) for i in mine])
        row = rows[key] = (values, core, pushed, fired, castle)
    return row


def _row_prospect(row: tuple, value: int) -> float:
    """The worth of a die of `value` placed in a row (`_row_now`): its prospect where it
    would go (R-B-2: castle ascending, R-B-3: cities descending; R-C-1), what a castle
    die sets off (R-BON-M), less what it pushes back of the seat's own dice there."""
    values, core, pushed, fired, castle = row
    pos = row_position(values, value, castle)
    v = prospect_at(core, pos, value) + fired
    for i, d in pushed:
        if i >= pos:
            v += d
    return v


def _advancing(track: int, n: int, top: int) -> Change:
    def change(player: PlayerState) -> None:
        player.influence[track] = track_space(player.influence[track], n, top)
    return change


def _holding_die(slot: int, die: Optional[q.HeldDie]) -> Change:
    def change(player: PlayerState) -> None:
        player.dice[slot] = die
    return change


def _changed(player: PlayerState, change: Change) -> PlayerState:
    player = player.clone()
    change(player)
    return player


@estimate("trigger")
def _trigger(st: GameState, seat: int, task: tuple, actions: list[Action],
             ctx: Context) -> list[float]:
    """R-C-1..5: a favor tile, a card for its price, or the distress payment."""
    _, _, loc = task            # (kind, seat, loc)
    value = q.row_die_value(st, loc, 0)
    c = st.rules.constants
    # the seat's later dice in this row: their prospects once this die and what it takes
    # are gone (R-C-1)
    later = [(i - 1, q.row_die_value(st, loc, i))
             for i, (s, _) in enumerate(st.rows[loc]) if s == seat and i > 0]
    options = row_options(st, seat, loc, ctx) if later else []
    out = []
    for a in actions:
        if a.verb == "distress":
            v = (resource_gain(st, seat, "coins", c.distress_coins, ctx)
                 + resource_gain(st, seat, "guards", c.distress_guards, ctx))
            left = options
        elif a.verb == "favor":
            fid = a.value("tile")
            v = favor_gain(st, seat, fid, ctx)
            left = [o for o in options if o[1] != fid]
        else:
            cid = a.value("card")
            crown = (CROWN_VALUE * st.rules.constants.crown_token if cid in st.crowns_on
                     else 0.0)
            cur = q.card_currency(st, cid)
            off = discount(st, seat, cid, cur, ctx)
            v = card_gain(st, seat, cid, ctx, (cur, value - off if value > off else 0)) + crown
            left = [o for o in options if o[1] != cid]
        for pos, x in later:
            v += die_prospect(st, seat, loc, pos, x, left, ctx)
        out.append(v)
    return out


@estimate("favor")
def _favor(st: GameState, seat: int, task: tuple, actions: list[Action],
           ctx: Context) -> list[float]:
    return [favor_gain(st, seat, a.value("tile"), ctx) for a in actions]


@estimate("steps")
def _steps(st: GameState, seat: int, task: tuple, actions: list[Action],
           ctx: Context) -> list[float]:
    """R-PIL-1..3: a step by the monastery it enters and the monasteries still in reach
    with the steps left; stopping by those in reach of a later move."""
    _, _, steps = task          # (kind, seat, steps)
    p = st.players[seat]
    later = ctx.future_rounds or ctx.e_left
    out = []
    for a in actions:
        if a.verb == "stop":
            out.append(0.6 * pilgrim_potential(st, seat, 3, ctx=ctx) if later else 0.0)
            continue
        to = a.value("to")
        mid = st.spaces.get(to)
        entered = to if (mid is not None and to not in p.monasteries
                         and p.disks_left > 0) else None
        v = VP_PER_MONASTERY * pilgrim_potential(st, seat, steps - 1, to, entered, ctx)
        if later:
            v += 0.6 * pilgrim_potential(st, seat, 3, to, entered, ctx)
        if entered is not None and mid is not None:
            v += (effects_gain(st, seat, component_effects(st, mid, Timing.IMMEDIATE), ctx)
                  + effects_gain(st, seat, set_off(st, seat, ctx, fx.Trigger.MONASTERY_DISK),
                                 ctx)
                  + _component_gain(st, seat, ctx, mid, MONASTERY_TOUCH, _entering(to)))
        out.append(v)
    return out


def _entering(space: str) -> Change:
    def change(player: PlayerState) -> None:
        player.monasteries.append(space)
        player.disks_left -= 1
    return change


@estimate("activate")
def _activate(st: GameState, seat: int, task: tuple, actions: list[Action],
              ctx: Context) -> list[float]:
    """R-E-1: a die's income box, got now in place of its expected worth; a trade at its
    rate (R-BON-E); passing gives nothing."""
    p = st.players[seat]
    incomes = _incomes(st, seat, ctx)[0]
    released: dict = {}
    out = []
    for a in actions:
        if a.verb == "activate":
            colour = a.value("die")
            if colour == WHITE:
                track = q.track_named(a.value("track"))
                held = max(incomes)
            else:
                track = q.track_of_colour(st, colour)
                held = incomes[track]
            if colour not in released:
                slot = next(i for i, d in enumerate(p.dice)
                            if d is not None and _colour_of(d) == colour)
                released[colour] = holdings_gain(st, seat, ctx, dice_touch(colour),
                                                 _holding_die(slot, None))
            resource, n = q.track_income(st, track, p.influence[track])
            out.append(resource_gain(st, seat, resource, n, ctx) - held + released[colour])
        elif a.verb == "trade":
            (res, give), (_, get) = a.args
            out.append(float(get) - price(res, int(give), ctx))
        else:
            out.append(0.0)
    return out


@estimate("invest")
def _invest(st: GameState, seat: int, task: tuple, actions: list[Action],
            ctx: Context) -> list[float]:
    """R-INV-1: a voyage by its bonuses to come, less its price."""
    out = []
    for a in actions:
        if a.verb == "invest":
            vid = a.value("voyage")
            cur, cost = q.invest_cost(st, seat, vid)
            out.append(gained(st, seat, ctx, vid, paid_touch(cur, cost) | VOYAGE_TOUCH,
                              _investing(vid, cur, cost)) - price(cur, cost, ctx))
        else:
            out.append(0.0)
    return out


def _investing(vid: str, cur: str, cost: int) -> Change:
    def change(player: PlayerState) -> None:
        player.voyages.append(vid)
        player.disks_left -= 1
        if cur == "coins":
            player.coins -= cost
        elif cur == "guards":
            player.guards -= cost
    return change


@estimate("track")
def _track(st: GameState, seat: int, task: tuple, actions: list[Action],
           ctx: Context) -> list[float]:
    """R-BON-I: spaces on the chosen track, or its rank's VP (score rank)."""
    _, _, nid, mult = task      # (kind, seat, node, mult)
    e = q.effect(st, nid)
    out = []
    for a in actions:
        track = q.track_named(a.value("track"))
        if type(e) is fx.Advance:
            n = e.amount * mult
            out.append(track_gain(st, seat, track, n, ctx) + holdings_gain(
                st, seat, ctx, track_touch(track), _advancing(track, n, q.track_top(st))))
        else:
            out.append(float(q.track_rank_vp(st, seat, track) * mult))
    return out


@estimate("choice")
def _choice(st: GameState, seat: int, task: tuple, actions: list[Action],
            ctx: Context) -> list[float]:
    _, _, nid, mult = task      # (kind, seat, node, mult)
    kids = q.parts(st, nid)
    return [effect_value(st, seat, kids[int(a.value("option")) - 1], ctx, mult)
            for a in actions]


@estimate("payfor")
def _payfor(st: GameState, seat: int, task: tuple, actions: list[Action],
            ctx: Context) -> list[float]:
    _, _, nid, mult = task      # (kind, seat, node, mult)
    e = q.effect(st, nid)
    worth = (effect_value(st, seat, q.parts(st, nid)[0], ctx, mult)
             - sum(price(r.value, n, ctx) for r, n in e.cost))
    return [worth if a.verb == "pay" else 0.0 for a in actions]


@estimate("opp")
def _opp(st: GameState, seat: int, task: tuple, actions: list[Action],
         ctx: Context) -> list[float]:
    """R-BON-I: an opponent's option by what it costs them; what they give counts twice
    (the owner gains it, `state_value`'s share of the others' standing)."""
    _, _, _, nid, mult = task   # (kind, seat, owner, node, mult)
    kids = q.parts(st, nid)
    share = 0.5 / (st.n - 1)
    p = st.players[seat]
    out = []
    for a in actions:
        v = 0.0
        todo = [kids[int(a.value("option")) - 1]]
        while todo:
            k = todo.pop()
            e = q.effect(st, k)
            t = type(e)
            if t is fx.Seq:
                todo.extend(q.parts(st, k))
            elif t is fx.Give or t is fx.Lose:
                res = e.resource.value
                n = e.amount * mult
                # as an opponents' choice is paid (VP even below 0, R-LIM-4)
                n = paid(res, holding(st, seat, res), n, below_zero=True)
                worth = ctx.units.get(res, 1.0) * n
                v -= worth * (1 + share) if t is fx.Give else worth
            elif t is fx.LoseCard:
                cid = a.arg("card") or next(
                    (c for c in p.cards if q.track_of(st.rules.characters[c].cls)
                     == q.track_of(e.cls)), None)
                if cid is not None:
                    v += card_loss(st, seat, cid, ctx)
            else:
                v += effect_value(st, seat, k, ctx, mult)
        out.append(v)
    return out


@estimate("discard")
def _discard(st: GameState, seat: int, task: tuple, actions: list[Action],
             ctx: Context) -> list[float]:
    _, _, cost = task           # (kind, seat, cost)
    out = []
    for a in actions:
        if a.verb == "take":
            cid = a.value("card")
            cur, _ = q.card_cost(st, seat, cid, 0)
            out.append(card_gain(st, seat, cid, ctx, (cur, cost)))
        else:
            out.append(0.0)
    return out


@estimate("reuse")
def _reuse(st: GameState, seat: int, task: tuple, actions: list[Action],
           ctx: Context) -> list[float]:
    _, _, nid, _ = task         # (kind, seat, node, component)
    timing = q.effect(st, nid).timing
    return [effects_gain(st, seat, component_effects(st, a.value("card"), timing), ctx)
            if a.verb == "reuse" else 0.0 for a in actions]


@estimate("gamecard")
def _gamecard(st: GameState, seat: int, task: tuple, actions: list[Action],
              ctx: Context) -> list[float]:
    return [effects_gain(st, seat, component_effects(st, a.value("card"), Timing.GAME_END), ctx)
            for a in actions]


@estimate("voyages")
def _voyages(st: GameState, seat: int, task: tuple, actions: list[Action],
             ctx: Context) -> list[float]:
    return [effects_gain(st, seat, component_effects(st, a.value("voyage"), Timing.GAME_END),
                         ctx) for a in actions]


@estimate("start1")
@estimate("start2")
def _start(st: GameState, seat: int, task: tuple, actions: list[Action],
           ctx: Context) -> list[float]:
    """R-SET-12: a start group by everything its cards give: their bonuses to come and
    diploma sets, and what they give once every seat has chosen (`start_gain`) beyond
    the least of the groups on offer (the seat gets a group either way); a corner by
    the monasteries in reach of it."""
    later = q.with_later_bonus(st)
    out = []
    given = []
    for a in actions:
        group = a.arg("group")
        if group is not None:
            cards = q.start_group(st, int(group) - 1)
            touched = 0
            for cid in cards:
                touched |= card_touch(st, cid)
            out.append(holdings_gain(st, seat, ctx, touched, _taking(cards),
                                     new=tuple(c for c in cards if c in later),
                                     diplomas=True))
            given.append((len(out) - 1, start_gain(st, seat, cards, ctx)))
        else:
            out.append(0.6 * pilgrim_potential(st, seat, 3, a.arg("corner"), ctx=ctx))
    if given:
        least = min(v for _, v in given)
        for i, v in given:
            out[i] += v - least
    return out


def start_gain(st: GameState, seat: int, cards: Iterable[str], ctx: Context) -> float:
    """What a start group's cards give once every seat has chosen (R-SET-12): each
    card's influence on its class's track (together where two share one), then their
    immediate bonuses, the first card's first, as the engine resolves them."""
    spaces: dict = {}
    nodes: tuple = ()
    for cid in cards:
        f = card_facts(st, cid)
        spaces[f.track] = spaces.get(f.track, 0) + f.influence
        nodes += f.immediate
    v = effects_gain(st, seat, nodes, ctx)
    for track, n in spaces.items():
        v += track_gain(st, seat, track, n, ctx)
    return v


def _colour_of(die: q.HeldDie) -> str:
    colour, _, _, _ = die       # (colour, value, placed at, capped)
    return colour


def _uncapped(die: q.HeldDie, colour: str, value: int) -> bool:
    """Whether a held die is of `colour` and `value` without the cap tile (R-FAV-2)."""
    c, v, _, capped = die       # (colour, value, placed at, capped)
    return c == colour and v == value and not capped


def _taking(cards: Iterable[str]) -> Change:
    def change(player: PlayerState) -> None:
        player.cards.extend(cards)
    return change


@estimate("cap")
def _cap(st: GameState, seat: int, task: tuple, actions: list[Action],
         ctx: Context) -> list[float]:
    """The cap tile (R-BON-I): the die's prospect at its capped value and new place in
    the row, less its prospect now."""
    c = st.rules.constants
    options: dict = {}
    out = []
    for a in actions:
        if a.verb == "pass":
            out.append(0.0)
            continue
        loc = a.value("at")
        colour, _, text = a.value("die").partition("-")
        value = int(text)
        row = [q.row_die_value(st, loc, i) for i in range(len(st.rows[loc]))]
        pos = next(i for i, (s, slot) in enumerate(st.rows[loc])
                   if s == seat and _uncapped(st.players[seat].dice[slot], colour, value))
        if loc not in options:
            options[loc] = row_options(st, seat, loc, ctx)
        capped = capped_value(value, c.cap_tile, c.cap_max)
        new_pos = row_position(row[:pos] + row[pos + 1:], capped, loc == "castle")
        out.append(die_prospect(st, seat, loc, new_pos, capped, options[loc], ctx)
                   - die_prospect(st, seat, loc, pos, value, options[loc], ctx))
    return out
