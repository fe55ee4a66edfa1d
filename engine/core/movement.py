"""Pilgrim movement (R-PIL-1..4): step by step along the map's roads, with `stop`;
entering a monastery without your disk places one and resolves its bonus (R-PIL-3)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from coimbra_dsl import effects as fx
from coimbra_dsl.vocab import Timing

from .action import Action
from .runtime import STOP, fire, push_bonuses
from .tasks import StepsTask, decision
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState

A = Action.make


def _steps_legal(st: GameState, task: StepsTask):
    here = st.players[task.seat].pilgrim
    return tuple(A("step", ("to", x)) for x in st.ix.adjacent.get(here, ())) + (STOP,)


@decision("steps", StepsTask, _steps_legal, (fields.seat, fields.count(1, "most_steps")),
          "move your pilgrim")
def _steps_apply(st: GameState, task: StepsTask, action, events):
    seat, n = task.seat, task.steps
    if action.verb == "stop":
        return
    to = action.arg("to")
    p = st.players[seat]
    p.pilgrim = to
    events.append({"event": "step", "seat": seat, "to": to})
    if n > 1:
        st.tasks.append(task._replace(steps=n - 1))
    mid = st.spaces.get(to)
    if mid is not None and to not in p.monasteries and p.disks_left > 0:
        p.monasteries.append(to)
        p.disks_left -= 1
        events.append({"event": "monastery", "seat": seat, "space": to, "monastery": mid})
        fire(st, seat, fx.Trigger.MONASTERY_DISK.value, events, exclude=mid)
        push_bonuses(st, seat, mid, Timing.IMMEDIATE)


