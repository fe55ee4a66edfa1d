"""Phase F (R-F-1, R-INV-1): in player order each may invest in one voyage."""
from __future__ import annotations

from .tasks import InvestTask, PhaseTask


def start_phase_f(st, events):
    st.phase = "F"
    st.tasks.append(PhaseTask("phase", "end"))
    for seat in reversed(st.order):
        st.tasks.append(InvestTask("invest", seat, "", 0))
