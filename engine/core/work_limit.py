"""The runtime's backstop against endless effects: one action may cause at
most `limits.MAX_APPLY_WORK` automatic steps; an overrun becomes a `WorkLimitError`
naming the components whose bonuses kept resolving, never a hang; `GameState.apply`
then puts the state back as it was before the action (`origin.py`). The validator refuses
the loops it can see (`coimbra_dsl.bonus_loops`), so a valid rule set never gets here."""
from __future__ import annotations

from typing import TYPE_CHECKING

from collections import Counter

from engine.core.errors import WorkLimitError
from coimbra_dsl.limits import MAX_APPLY_WORK

if TYPE_CHECKING:
    from .state import GameState

WATCHED = 500          # steps watched after the limit, to name the loop's components
NAMED = 8              # components named in the message


def _component(st: GameState, task) -> str:
    """The component a task works for, or '': its effect node's, or the one it names."""
    node = getattr(task, "node", None)
    if node is not None:
        return st.ix.node_comp[node]
    return getattr(task, "component", "")


def work_overrun(st: GameState, watched: list) -> WorkLimitError:
    """The error for an action that ran past the limit; `watched`: tasks run after it."""
    counts = Counter(c for c in (_component(st, t) for t in watched) if c)
    names = [cid for cid, _ in counts.most_common(NAMED)]
    parts = ", ".join(names) if names else "no component (the engine's own tasks)"
    return WorkLimitError(f"one action caused more than {MAX_APPLY_WORK} automatic steps: "
                          f"the bonuses of {parts} keep resolving each other; the action "
                          f"was not carried out and the game is as it was before it "
                          f"(run `coimbra validate` on the rule set)")
