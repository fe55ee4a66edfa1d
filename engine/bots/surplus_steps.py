"""Pilgrim moves with steps to spare (R-PIL-1): when a `steps` decision has more
steps pending than a walk entering every monastery space left needs, plus one step per
map location, every step keeps every space in reach, so a bot's look-ahead values the
steps alike (or prefers to keep the move pending) and could walk back and forth for as
many steps as a rule grants. The bots then step towards the nearest new space, or stop
when none is left or no disk is; a base game never grants that many steps, so its
decisions are unchanged."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from engine.core import queries as q
from engine.core.action import Action

if TYPE_CHECKING:
    from engine.core.state import GameState


def surplus_step(state: GameState) -> Optional[Action]:
    """The move for a `steps` decision with steps to spare; None for any other."""
    if state.decision != "steps":
        return None
    _, seat, steps = state.tasks[-1]
    to = q.spare_steps_move(state, seat, steps)
    if to is None:
        return None
    return Action.make("step", ("to", to)) if to else Action.make("stop")
