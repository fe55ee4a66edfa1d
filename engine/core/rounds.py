"""Round flow (R-RND-1): phase A's roll (R-A-1), phase D's new order (R-D-1/-2), the end
of a round, and the hand-over between phases."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .index import COLOUR_ORDER
from .runtime import crowns_now
from .setup import rng_of, round_setup
from .dice import PoolDie
from .tasks import PHASES, PhaseTask, auto, then
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState


@auto("phase", PhaseTask, fields.one_of(PHASES[1:]))
def _phase(st: GameState, task: PhaseTask, events):
    START[task.phase](st, events)


def _phase_a(st: GameState, events):
    """R-A-1: roll every pool die; the roll is logged."""
    st.phase = "A"
    rng = rng_of(st)
    pool = [PoolDie(d.colour, rng.randint(1, 6)) for d in st.pool]
    pool.sort(key=lambda d: (COLOUR_ORDER[d.colour], d.value))
    st.pool = pool
    st.rng = rng.getstate()
    events.append({"event": "roll", "round": st.round, "dice": [f"{c}-{v}" for c, v in pool]})
    st.tasks.append(then("A"))


def _phase_d(st: GameState, events):
    """R-D-1/-2: most crowns first; ties reverse the tied players' current order."""
    st.phase = "D"
    crowns = {s: crowns_now(st, s) for s in st.order}
    pos = {s: i for i, s in enumerate(st.order)}
    st.order = sorted(st.order, key=lambda s: (-crowns[s], -pos[s]))
    for i, s in enumerate(st.order):
        st.players[s].flag = i + 1
    events.append({"event": "order", "crowns": [crowns[s] for s in range(st.n)],
                   "order": list(st.order)})
    st.tasks.append(then("D"))


def _round_end(st: GameState, events):
    """R-RND-1: after phase F the game ends when the rounds are played or the
    character stack is empty; otherwise the next round is set up."""
    rounds = st.rules.setups[st.n].rounds
    if st.round >= rounds or not st.stack:
        from .scoring import start_final_scoring
        start_final_scoring(st, events)
        return
    round_setup(st, events)
    st.tasks.append(then("setup"))


def _phase_b(st: GameState, events):
    from .phase_b import start_phase_b
    start_phase_b(st, events)


def _phase_c(st: GameState, events):
    from .phase_c import start_phase_c
    start_phase_c(st, events)


def _phase_e(st: GameState, events):
    from .phase_e import start_phase_e
    start_phase_e(st, events)


def _phase_f(st: GameState, events):
    from .phase_f import start_phase_f
    start_phase_f(st, events)


START = {"A": _phase_a, "B": _phase_b, "C": _phase_c, "D": _phase_d, "E": _phase_e,
         "F": _phase_f, "end": _round_end}
