"""The `random` bot: a uniformly random legal action, from its own seeded RNG."""
from __future__ import annotations

import random

from engine.core.action import Action


class RandomBot:
    """Uniform over `state.legal_actions()`; deterministic given its seed."""
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state) -> Action:
        actions = state.legal_actions()
        return actions[self.rng.randrange(len(actions))]
