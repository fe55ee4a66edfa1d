"""What a die in a city's or the castle's row is likely to take (R-C-1..8): the row's
options best first, what the seat can pay for, the distress payment, prospects shared
by states with the same options."""
from __future__ import annotations

import itertools
from operator import itemgetter
from typing import TYPE_CHECKING, Callable, Optional, Sequence

from engine.core import queries as q
from engine.core.queries import capped_gain, die_price, holding
from .bonuses import bonus_value, card_value, dice_readers
from .caches import CACHES, SHARED, make_room, shared
from .context import CROWN_VALUE, DICE_HELD, Context, holdings

if TYPE_CHECKING:
    from engine.core.state import GameState

def row_options(st: GameState, seat: int, loc: str, ctx: Context,
                held: Optional[tuple] = None) -> tuple:
    """What a triggered die at `loc` could get, best first: (value, card or favor tile,
    the card's currency (None for a tile), `seat`'s discount in it) (R-C-2..4).
    Shared by states where the row and the seat's `holdings` (`held`, if known) are the
    same but for its dice (a seat's placements in one phase B); the few cards that read
    the seat's dice ("if no purple die") are sorted in by how many dice of their
    colours it holds (`row_base`, `row_with_readers`)."""
    held = held or holdings(st, seat)
    return row_with_readers(st, seat, ctx, row_base(st, seat, loc, ctx, held), held[DICE_HELD])


def row_base(st: GameState, seat: int, loc: str, ctx: Context, held: tuple) -> tuple:
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
    rest = SHARED.get(key)
    if rest is None:
        rest = shared(key, lambda: _row_offers(st, seat, loc, ctx, reading))
    return key, offers, reading, colours_read(readers, reading) if reading else (), rest


def row_with_readers(st: GameState, seat: int, ctx: Context, base: tuple, dice: tuple,
                     holding: Optional[Callable[[], GameState]] = None) -> tuple:
    """`row_options` from its `row_base`, were the seat to hold dice of the colours
    `dice`: on `st`, which holds them, or on the state `holding()` gives (made only if
    the options are not shared yet)."""
    key, offers, reading, colours, rest = base
    if not reading:
        return rest
    # the reading cards see only how many dice of their colours the seat holds
    key = key + tuple([dice.count(c) for c in colours])
    hit = SHARED.get(key)
    if hit is not None:
        return hit

    def merged() -> tuple:
        view = holding() if holding is not None else st
        return _merged(offers, rest, _row_offers(view, seat, key[2], ctx, reading, only=True))
    return shared(key, merged)


_READ_COLOURS = CACHES.memo("colours read", 100_000)
_BUT_DICE = itertools.count()         # never given out twice, whatever is emptied
_BUT_DICE_IDS = CACHES.memo("holdings but dice", 100_000)
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
        make_room(_BUT_DICE_IDS)
        hid = _BUT_DICE_IDS[rest] = next(_BUT_DICE)
    _LAST_HELD[:] = held, hid
    return hid


def colours_read(readers: dict, cards: list[str]) -> tuple:
    """The dice colours that any of `cards` (readers, see `dice_readers`) reads, in a
    fixed order."""
    key = (id(readers), *cards)
    hit = _READ_COLOURS.get(key)
    if hit is None:
        make_room(_READ_COLOURS)
        hit = _READ_COLOURS[key] = tuple(sorted(frozenset().union(*(readers[c] for c in cards))))
    return hit


def _merged(offers: tuple, rest: tuple, reading: tuple) -> tuple:
    """Two lists of a row's options as one, best first (equal values: display order)."""
    order = {cid: i for i, cid in enumerate(offers)}
    return tuple(sorted(rest + reading, key=lambda x: (-x[0], order[x[1]])))


def _row_offers(st: GameState, seat: int, loc: str, ctx: Context,
                reading: Sequence[str] = (), only: bool = False) -> tuple:
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


def discount(st: GameState, seat: int, cid: str, currency: Optional[str],
             ctx: Context) -> int:
    """The seat's phase C discount on a card paid in `currency` (R-C-4), once per context
    (it comes from the seat's cards, the same in every view of one decision)."""
    key = ("discount", seat, currency)
    got = ctx.memo.get(key)
    if got is None:
        got = ctx.memo[key] = q.card_price(st, seat, cid)[1]
    return got


def offer_value(st: GameState, seat: int, cid: str, ctx: Context) -> float:
    """Worth of a card on display to a die that could take it: the card and the crown
    token on it, if any (R-C-3)."""
    return card_value(st, seat, cid, ctx) + (2 * CROWN_VALUE if cid in st.crowns_on else 0.0)


def _row_prospect(st: GameState, seat: int, loc: str, pos: int, options: Sequence[tuple],
                  ctx: Context) -> float:
    """Worth of `seat`'s die at index `pos` of a row: the entries ahead take first."""
    value = q.row_die_value(st, loc, pos) if pos < len(st.rows[loc]) else 0
    return die_prospect(st, seat, loc, pos, value, options, ctx)


def distress_value(st: GameState, seat: int, ctx: Context) -> float:
    """Worth of the distress payment (R-C-5) to `seat`, up to its caps (R-LIM-1)."""
    p = st.players[seat]
    c = st.rules.constants
    return ctx.res_unit * (capped_gain(p.coins, c.distress_coins, c.cap_coins)
                           + capped_gain(p.guards, c.distress_guards, c.cap_guards))


def die_prospect(st: GameState, seat: int, loc: str, pos: int, value: int,
                 options: Sequence[tuple],
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


def _offers(st: GameState, seat: int, options: Sequence[tuple]) -> tuple:
    """Per option of a city row: its value, the seat's discount and what the seat has
    of its currency (-1: the option has no price, nobody takes it)."""
    p = st.players[seat]
    return tuple([(v, off, -1 if cur is None else p.coins if cur == "coins"
                   else p.guards if cur == "guards" else holding(st, seat, cur))
                  for v, _, cur, off in options])


def _best_paid(offers: Sequence[tuple], value: int, best: float, unit: float) -> float:
    """The best of `offers` (`_offers`, best first) a die of `value` can pay for, less
    its price (R-C-3, R-C-8), if better than `best`."""
    for v, off, have in offers:
        if v <= best:
            break           # sorted best first; a cost of 0 could not beat `best` either
        cost = die_price(value, off)
        if have >= cost and v - cost * unit > best:
            best = v - cost * unit
    return best


# rows of the last hundred games or so: far more than are met again
SHARED_PROSPECTS = CACHES.memo("row prospects", 10_000)
_PROSPECT_ROWS = CACHES.memo("prospect rows", 10_000)   # apart: a tuple that holds a dict is never untracked


def shared_prospects(st: GameState, seat: int, loc: str, options: tuple, ctx: Context,
                     distress: float) -> tuple:
    """What `prospect_at` reads of a row, shared by states with the same `options` object
    (kept with them: the options are shared by holdings and context, which also decide
    what the seat can pay, R-C-8), distress payment (R-C-5; alone it decides a row
    without options, and every empty tuple is one object) and VP (a price in VP):
    (the row's core, a dict for the caller to keep more values of such states in).
    The core is (options, per option its value, the seat's discount and what the seat
    has of its currency (-1: the option has no price), or None in the castle; the
    distress payment, the unit value of a resource): plain values in tuples, which the
    garbage collector soon stops tracking."""
    key = (id(options), distress, st.players[seat].vp)
    core = SHARED_PROSPECTS.get(key)
    if core is None or core[0] is not options:
        make_room(SHARED_PROSPECTS, _PROSPECT_ROWS)
        offers = None if loc == "castle" else _offers(st, seat, options)
        core = SHARED_PROSPECTS[key] = (options, offers, distress, ctx.res_unit)
        _PROSPECT_ROWS[key] = {}
    return core, _PROSPECT_ROWS[key]


def prospect_at(core: tuple, pos: int, value: int) -> float:
    """`die_prospect` of a die of `value` at index `pos` of a row (`shared_prospects`)."""
    options, offers, distress, unit = core
    if offers is None:          # the castle: the tile there, or the distress payment
        return max(distress, options[pos][0]) if pos < len(options) else distress
    return _best_paid(offers[pos:], value, distress, unit)
