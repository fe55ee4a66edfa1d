"""`Game`: a rule set, a player count and a seed; `new_state()` starts the game."""
from __future__ import annotations

from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.model import RuleSet

from . import (choices, dice, movement, phase_b, phase_c, phase_e, phase_f,  # noqa: F401
               rounds, scoring)  # (they register their task handlers)
from .index import index_of
from .runtime import HANDLERS
from .setup import SetupError, new_state
from .state import GameState


class UninterpretableRules(CoimbraError):
    """A rule set using an effect word the engine has no handler for."""


def check_interpretable(rules: RuleSet) -> None:
    """Every effect node of every component must have a runtime handler, so that a new
    word of the rule language is reported at once, not in the middle of a game."""
    ix = index_of(rules)
    if getattr(ix, "interpretable", False):
        return
    missing = {}
    for nid, node in enumerate(ix.nodes):
        if type(node) not in HANDLERS:
            missing.setdefault(type(node).__name__, ix.node_comp[nid])
    if missing:
        parts = ", ".join(f"{k} (first used by {v})" for k, v in sorted(missing.items()))
        raise UninterpretableRules(f"rule set {rules.name!r} uses effects the engine "
                                   f"cannot run: {parts}")
    ix.interpretable = True


class Game:
    """A game to be played: `Game(rules, players=3, seed=7).new_state()`."""

    def __init__(self, rules: RuleSet, players: int = 4, seed: int = 0):
        if isinstance(players, bool) or not isinstance(players, int) \
                or players not in rules.setups:
            counts = ", ".join(str(k) for k in sorted(rules.setups))
            raise SetupError(f"rule set {rules.name!r} has no setup for {players!r} "
                             f"players (it has setups for {counts or 'no player count'})")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SetupError(f"the seed must be an integer, not {seed!r}")
        check_interpretable(rules)
        self.rules = rules
        self.players = players
        self.seed = seed

    def new_state(self) -> GameState:
        return new_state(self.rules, self.players, self.seed)

    def replay(self, keys) -> GameState:
        """The state after playing `keys` from the start (R-A-1: chance from the seed)."""
        st = self.new_state()
        for key in keys:
            st.apply(key)
        return st
