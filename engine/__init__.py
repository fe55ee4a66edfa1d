"""The Coimbra engine: game state, phases A-F, legal actions, effects, scoring.

    from engine import Game, IllegalAction
    state = Game(rules, players=3, seed=7).new_state()
"""
from engine.core.errors import IllegalAction, MalformedAction, SaveError  # noqa: F401

from .core.action import Action  # noqa: F401
from .core.game import Game  # noqa: F401
from .core.setup import SetupError  # noqa: F401
from .core.state import GameState, PlayerState  # noqa: F401

__all__ = ["Game", "GameState", "PlayerState", "Action", "IllegalAction", "MalformedAction",
           "SaveError",
           "SetupError"]
