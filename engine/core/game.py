"""`Game`: a rule set, a player count and a seed; `new_state()` starts the game."""
from __future__ import annotations

from coimbra_dsl.model import RuleSet

from . import (choices, dice, movement, phase_b, phase_c, phase_e, phase_f,  # noqa: F401
               rounds, scoring)  # (they register their task handlers)
from .playable import UninterpretableRules, index_of  # noqa: F401
from .setup import SetupError, check_players, new_state  # noqa: F401
from .state import GameState


class Game:
    """A game to be played: `Game(rules, players=3, seed=7).new_state()`. A game saved
    before decisions whose choices come to the same were taken at once replays with
    `alike_at_once=False` (its state's `alike_at_once`)."""

    def __init__(self, rules: RuleSet, players: int = 4, seed: int = 0,
                 alike_at_once: bool = True):
        check_players(rules, players)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SetupError(f"the seed must be an integer, not {seed!r}")
        index_of(rules)     # refuses an unplayable rule set, once per set (B7)
        self.rules = rules
        self.players = players
        self.seed = seed
        self.alike_at_once = alike_at_once

    def new_state(self) -> GameState:
        return new_state(self.rules, self.players, self.seed, self.alike_at_once)

    @classmethod
    def of(cls, st: GameState) -> "Game":
        """The game `st` is a state of: its rule set, players, seed and way of deciding,
        so that `Game.of(st).replay(keys)` replays its keys."""
        return cls(st.rules, st.n, st.seed, st.alike_at_once)

    def replay(self, keys) -> GameState:
        """The state after playing `keys` from the start (R-A-1: chance from the seed)."""
        st = self.new_state()
        for key in keys:
            st.apply(key)
        return st
