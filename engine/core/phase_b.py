"""Phase B (R-B-1..4): in player order each drafts a pool die and places it at a city
location until everyone has placed their dice; rows keep their value order."""
from __future__ import annotations

from coimbra_dsl.effects import Trigger

from .action import Action
from .index import CITIES, LOCATIONS
from .dice import insert_die
from .runtime import fire
from .tasks import decision

A = Action.make


def start_phase_b(st, events):
    st.phase = "B"
    for loc in CITIES:     # face-up die tokens are part of their row (R-SET-3, R-B-4)
        for i, up in enumerate(st.tokens.get(loc, ())):
            if up:
                insert_die(st, loc, (-1, i))
    st.tasks.append(("phase", "C"))
    per = st.ix.c.dice_per_player
    for _ in range(per):
        for seat in reversed(st.order):
            st.tasks.append(("place", seat))


def _place_legal(st, task):
    out = []
    last = None
    for d in st.pool:
        if d == last:
            continue
        last = d
        die = f"{d[0]}-{d[1]}"
        for loc in LOCATIONS:
            out.append(Action("place die=" + die + " at=" + loc, "place",
                              (("die", die), ("at", loc))))
    return tuple(out)


@decision("place", _place_legal)
def _place_apply(st, task, action, events):
    seat = task[1]
    die = action.arg("die")
    loc = action.arg("at")
    colour, _, value = die.partition("-")
    d = (colour, int(value))
    st.pool.remove(d)
    p = st.players[seat]
    slot = p.dice.index(None)
    p.dice[slot] = (colour, d[1], loc, False)
    insert_die(st, loc, (seat, slot))
    events.append({"event": "place", "seat": seat, "die": die, "at": loc})
    if loc == "castle":
        fire(st, seat, Trigger.CASTLE_DIE.value, events)
