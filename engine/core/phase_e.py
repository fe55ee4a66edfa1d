"""Phase E (R-E-1/-2, R-BON-E): in the new order each player's phase E bonuses resolve,
then they activate each die once (white: a track of their choice) and may trade."""
from __future__ import annotations

from typing import TYPE_CHECKING

from coimbra_dsl.vocab import Timing

from .action import Action
from .index import CLASS_BY_WORD, CLASSES, COLOURS
from .runtime import components_of, gain, income, pay, push_bonuses
from .dice import PoolDie
from .tasks import SeatTask, auto, decision, then
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState

A = Action.make
PASS = Action("pass", "pass", ())
_WHITE = tuple(A("activate", ("die", "white"), ("track", c.value)) for c in CLASSES)
_ACTIVATE = {c.value: A("activate", ("die", c.value)) for c in COLOURS}
_COLOUR_WORDS = tuple(c.value for c in COLOURS)


def start_phase_e(st: GameState, events):
    st.phase = "E"
    st.tasks.append(then("E"))
    for seat in reversed(st.order):
        st.tasks.append(SeatTask("eturn", seat))


@auto("eturn", SeatTask, fields.seat)
def _turn(st: GameState, task: SeatTask, events):
    """R-BON-E: the owner's phase E bonuses resolve at the start of their turn."""
    seat = task.seat
    st.tasks.append(SeatTask("activate", seat))
    for cid in reversed(st.players[seat].cards):
        push_bonuses(st, seat, cid, Timing.PHASE_E)


def trades_of(st: GameState, seat):
    tr = st.ix.trades
    out = []
    if tr:
        for cid in components_of(st, seat):
            for t in tr.get(cid, ()):
                if t not in out:
                    out.append(t)
    return out


def _activate_legal(st: GameState, task: SeatTask):
    seat = task.seat
    p = st.players[seat]
    out: list[Action] = []
    colours = {d.colour for d in p.dice if d is not None}
    for c in _COLOUR_WORDS:
        if c in colours:
            if c == "white":
                out.extend(_WHITE)
            else:
                out.append(_ACTIVATE[c])
    trades = []
    for res, give, get in trades_of(st, seat):
        if (p.coins if res == "coins" else p.guards if res == "guards" else 0) >= give:
            trades.append(A("trade", (res, str(give)), ("vp", str(get))))
    out.extend(trades)
    if not colours:
        if not trades:
            return ()
        out.append(PASS)
    return tuple(out)


@decision("activate", SeatTask, _activate_legal, (fields.seat,),
          "activate your dice (each once)", alike=True, loop_end=True)
def _activate_apply(st: GameState, task: SeatTask, action, events):
    seat = task.seat
    if action.verb == "pass":
        return
    st.tasks.append(task)
    p = st.players[seat]
    if action.verb == "trade":                                   # R-BON-E trade 2:1
        (res, give), (_, get) = action.args
        pay(st, seat, res, int(give), events)
        gain(st, seat, "vp", int(get), events)
        return
    colour = action.arg("die")
    for slot, d in enumerate(p.dice):
        if d is not None and d.colour == colour:
            p.dice[slot] = None
            st.pool.append(PoolDie(d.colour, d.value))           # R-E-2
            break
    if colour == "white":
        ci = CLASS_BY_WORD[action.arg("track")]
    else:
        ci = st.ix.colour_class[colour]
    events.append({"event": "activate", "seat": seat, "die": colour,
                   "track": CLASSES[ci].value})
    income(st, seat, ci, 1, events)
