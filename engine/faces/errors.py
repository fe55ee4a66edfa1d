"""The command line's own error, under the project's one root `CoimbraError`."""
from __future__ import annotations

from engine.core.errors import OptionError

__all__ = ["UsageError"]


class UsageError(OptionError):
    """Bad command-line arguments (exit 2)."""
