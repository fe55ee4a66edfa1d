"""How a failed `apply()` puts the state back as it was (bad input never leaves
a half-changed state), at no cost per action: every state keeps the *origin* its line of
play started from — a copy taken once, shared by all clones and never changed — and, on
failure, plays the logged actions since then again on a clone of it. Forced moves are
re-derived, not replayed; lazy determinizations are recorded on the way (they change no
logged field), any other change through the API starts a new origin.

An origin is `(state, log_n)`, or `(parent, log_n, hidden)` for a `determinize(...,
lazily=True)` made when the log held `log_n` entries."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import GameState


def replayed(st: GameState, legal: tuple):
    """A new state equal to `st` as it was before the action being applied, or None if the
    origin no longer leads there (fields edited by hand since it was taken)."""
    chain = []
    origin = st._origin
    while len(origin) == 3:
        chain.append(origin)
        origin = origin[0]
    base, start = origin
    ends = [o[1] for o in reversed(chain)] + [st._log_n]
    s = base.clone()
    s._origin = st._origin          # replaying must not take an origin of its own
    log = st._log
    for i, end in enumerate(ends):
        for e in log[start:end]:
            if e["event"] == "action":
                s.apply(e["action"])
        if i < len(chain):
            s.hidden = chain[-1 - i][2]
        start = end
    if s._log_n != st._log_n or s.log != st.log or [a.key for a in s.legal_actions()] \
            != [a.key for a in legal]:
        return None
    return s
