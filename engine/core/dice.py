"""Dice in rows (R-B-2/-3): a die's value (with the cap tile, R-FAV-2), row order, and the
cap-tile decision that moves a die to the place its new value earns."""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Optional

from coimbra_dsl.vocab import Location

from .action import Action
from .index import CITIES
from .limits import capped_value, row_position
from .tasks import SeatTask, decision
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState

A = Action.make
PASS = Action("pass", "pass", ())
_LOC = {loc.value: loc for loc in Location}


class HeldDie(NamedTuple):
    """A die in a player's holder: its colour and value, the location it was placed at
    (None once it has acted or before it is placed), and whether it carries the cap
    tile (R-FAV-2)."""
    colour: str
    value: int
    at: Optional[str]
    capped: bool


class PoolDie(NamedTuple):
    """A die in the pool: its colour and rolled value (R-A-1)."""
    colour: str
    value: int


def die_value(st: GameState, seat: int, slot: int) -> int:
    d = st.players[seat].dice[slot]
    if d.capped:
        c = st.ix.c
        return capped_value(d.value, c.cap_tile, c.cap_max)
    return d.value


def entry_value(st: GameState, loc: str, entry) -> int:
    seat, slot = entry
    if seat < 0:
        return st.rules.setups[st.n].die_tokens[_LOC[loc]][slot]
    return die_value(st, seat, slot)


def row_entry_values(st: GameState, loc: str) -> tuple[int, ...]:
    """`entry_value` of every entry of a row, first to last (`die_value` written out:
    bots read every row at every decision)."""
    ix = st.ix
    players = st.players
    out = []
    for seat, slot in st.rows[loc]:
        if seat < 0:
            out.append(entry_value(st, loc, (seat, slot)))
        else:
            d = players[seat].dice[slot]
            out.append(capped_value(d.value, ix.c.cap_tile, ix.c.cap_max) if d.capped
                       else d.value)
    return tuple(out)


def insert_die(st: GameState, loc: str, entry) -> None:
    """Place a die in its row: castle ascending (R-B-2), cities descending (R-B-3)."""
    st.rows[loc].insert(row_position(row_entry_values(st, loc), entry_value(st, loc, entry),
                                     loc == "castle"), entry)


def _cap_legal(st: GameState, task: SeatTask):
    seat = task.seat
    out = []
    for loc in CITIES:
        for s, slot in st.rows[loc]:
            if s == seat:
                d = st.players[seat].dice[slot]
                if not d.capped:
                    a = A("cap", ("die", f"{d.colour}-{d.value}"), ("at", loc))
                    if a not in out:
                        out.append(a)
    return tuple(out) + (PASS,) if out else ()


@decision("cap", SeatTask, _cap_legal, (fields.seat,),
          "put the cap tile on a die, or pass")
def _cap_apply(st: GameState, task: SeatTask, action, events):
    seat = task.seat
    if action.verb == "pass":
        return
    loc = action.arg("at")
    colour, _, value = action.arg("die").partition("-")
    row = st.rows[loc]
    p = st.players[seat]
    for i, (s, slot) in enumerate(row):
        d = p.dice[slot] if s == seat else None
        if d is not None and d.colour == colour and str(d.value) == value and not d.capped:
            del row[i]
            p.dice[slot] = d._replace(capped=True)
            st.cap = seat
            insert_die(st, loc, (seat, slot))
            events.append({"event": "cap", "seat": seat, "die": f"{colour}-{value}",
                           "at": loc, "value": die_value(st, seat, slot)})
            return


