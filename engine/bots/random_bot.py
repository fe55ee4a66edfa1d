"""The `random` bot: a uniformly random legal action, from its own seeded RNG."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.core.action import Action

if TYPE_CHECKING:
    from engine.core.state import GameState


class RandomBot:
    """Uniform over `state.legal_actions()`; deterministic given its seed."""
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        return actions[self.rng.randrange(len(actions))]
