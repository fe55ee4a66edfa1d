"""Phase B (R-B-1..4): in player order each drafts a pool die and places it at a city
location until everyone has placed their dice; rows keep their value order."""
from __future__ import annotations

from typing import TYPE_CHECKING

from coimbra_dsl.effects import Trigger

from .action import Action
from .index import CITIES, LOCATIONS
from .dice import HeldDie, PoolDie, insert_die
from .runtime import fire
from .tasks import SeatTask, decision, then
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState

A = Action.make


def start_phase_b(st: GameState, events):
    st.phase = "B"
    for loc in CITIES:     # face-up die tokens are part of their row (R-SET-3, R-B-4)
        for i, up in enumerate(st.tokens.get(loc, ())):
            if up:
                insert_die(st, loc, (-1, i))
    st.tasks.append(then("B"))
    per = st.ix.c.dice_per_player
    for _ in range(per):
        for seat in reversed(st.order):
            st.tasks.append(SeatTask("place", seat))


_PLACES: dict = {}


def _places(d) -> tuple:
    """The place actions of one pool die, one per location (built once per die)."""
    hit = _PLACES.get(d)
    if hit is None:
        die = f"{d.colour}-{d.value}"
        hit = _PLACES[d] = tuple(A("place", ("die", die), ("at", loc)) for loc in LOCATIONS)
    return hit


_POOLS: dict = {}
# pools seldom recur from game to game (4% of lookups in random games, 12% in greedy
# ones); a search's clones meet the same pools within a decision. Kept few, so that a
# long run does not carry tens of thousands of action tuples through the garbage
# collector's full passes.
POOLS_KEPT = 2_000


def _place_legal(st: GameState, task):
    """Each distinct pool die at each location (R-B-1); one tuple per pool, built once."""
    pool = tuple(st.pool)
    hit = _POOLS.get(pool)
    if hit is None:
        out = []
        last = None
        for d in pool:
            if d == last:
                continue
            last = d
            out.extend(_places(d))
        if len(_POOLS) >= POOLS_KEPT:
            _POOLS.clear()
        hit = _POOLS[pool] = tuple(out)
    return hit


@decision("place", SeatTask, _place_legal, (fields.seat,),
          "take a die from the pool and place it")
def _place_apply(st: GameState, task: SeatTask, action, events):
    seat = task.seat
    die = action.arg("die")
    loc = action.arg("at")
    colour, _, value = die.partition("-")
    d = PoolDie(colour, int(value))
    st.pool.remove(d)
    p = st.players[seat]
    slot = p.dice.index(None)
    p.dice[slot] = HeldDie(colour, d.value, loc, False)
    insert_die(st, loc, (seat, slot))
    events.append({"event": "place", "seat": seat, "die": die, "at": loc})
    if loc == "castle":
        fire(st, seat, Trigger.CASTLE_DIE.value, events)
