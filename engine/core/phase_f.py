"""Phase F (R-F-1, R-INV-1): in player order each may invest in one voyage."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .tasks import InvestTask, PhaseTask

if TYPE_CHECKING:
    from .state import GameState


def start_phase_f(st: GameState, events):
    st.phase = "F"
    st.tasks.append(PhaseTask("phase", "end"))
    for seat in reversed(st.order):
        st.tasks.append(InvestTask("invest", seat, "", 0))
