"""Phase F (R-F-1, R-INV-1): in player order each may invest in one voyage."""
from __future__ import annotations


def start_phase_f(st, events):
    st.phase = "F"
    st.tasks.append(("phase", "end"))
    for seat in reversed(st.order):
        st.tasks.append(("invest", seat, "", 0))
