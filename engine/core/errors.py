"""The errors the game raises, under the project's one root `CoimbraError`.

A refused action, save or option leaves the state as it was and says where and what.
"""
from __future__ import annotations

from coimbra_dsl.errors import CoimbraError, UnknownEffect

__all__ = ["IllegalAction", "MalformedAction", "SaveError", "WorkLimitError", "OptionError",
           "UnknownEffect"]


class IllegalAction(CoimbraError):
    """An action that is not legal now; the state is unchanged."""


class MalformedAction(IllegalAction):
    """An action key that is not an action at all (not text, empty, an unknown verb, an
    argument without `name=value`). A malformed key is never legal, so `except
    IllegalAction` catches it too."""


class WorkLimitError(CoimbraError):
    """One action caused more automatic work than `limits.MAX_APPLY_WORK` (a loop among
    bonuses the validator did not see); names the components involved."""


class SaveError(CoimbraError):
    """A saved game or position that cannot be loaded (truncated, edited, other rule
    set)."""


class OptionError(CoimbraError):
    """An option the engine cannot use: an unknown bot or budget, a sweep grid, a missing
    optional extra. The command line reports it as a usage error (exit 2)."""

