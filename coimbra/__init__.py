"""`import coimbra`: the one import a player, modder or researcher needs.

    import coimbra
    rules = coimbra.load_ruleset("base")          # or a variant name, or a folder
    state = coimbra.Game(rules, players=3, seed=7).new_state()
    state.apply(state.legal_actions()[0])

A facade only: every name is the one defined in `coimbra_dsl` (the rule language) or
`engine` (the game); nothing here has behaviour of its own.
"""
from importlib.metadata import PackageNotFoundError, version as _version

from coimbra_dsl import load_ruleset
from coimbra_dsl.errors import CoimbraError, RuleError, RuleSetErrors, ValidationError
from engine.core.errors import (IllegalAction, MalformedAction, OptionError, SaveError,
                                WorkLimitError)
from engine.faces.errors import UsageError
from coimbra_dsl.model import RuleSet
from coimbra_dsl.validator import validate
from engine import Action, Game, GameState, PlayerState, SetupError

try:
    __version__ = _version("coimbra")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = ["load_ruleset", "validate", "RuleSet", "Game", "GameState", "PlayerState",
           "Action", "CoimbraError", "RuleError", "RuleSetErrors", "ValidationError",
           "IllegalAction", "MalformedAction", "SaveError", "WorkLimitError",
           "OptionError", "UsageError", "SetupError", "__version__"]
