"""One rule per effect class for each place that reads effects (runtime, renderer,
meaning, rule text, bounds, coverage, validator, choices, bots' valuation, action space).

An `Interpreter` is a table keyed by effect class: looking up a class it was not taught
raises `UnknownEffect` naming the interpreter, so a new bonus kind is never read as
nothing, and `forgotten()` lets a test name every class an interpreter lacks. The walk
over an effect tree is `effects.children` / `effects.walk`.
"""
from __future__ import annotations

import typing
from typing import Any, Callable, TypeVar

from . import effects as fx
from .errors import UnknownEffect

F = TypeVar("F", bound=Callable[..., Any])

EFFECT_CLASSES: tuple[type, ...] = typing.get_args(fx.Effect)


class Interpreter(dict):  # type: ignore[type-arg]
    """Effect class -> this interpreter's rule for it (a function or a value)."""

    def __init__(self, name: str, where: str, error: type[UnknownEffect] = UnknownEffect):
        super().__init__()
        self.name = name
        self.where = where
        self.error = error
        INTERPRETERS[name] = self

    def rule(self, *classes: type) -> Callable[[F], F]:
        """Decorator: `fn` is the rule for each of `classes`."""
        def register(fn: F) -> F:
            for cls in classes:
                self[cls] = fn
            return fn
        return register

    def __missing__(self, cls: type) -> Any:
        raise self.error(f"the {self.name} has no rule for a {getattr(cls, '__name__', cls)} "
                            f"effect: add one in {self.where}")

    def of(self, effect: object) -> Any:
        """The rule for `effect`'s class."""
        return self[type(effect)]

    def forgotten(self) -> tuple[type, ...]:
        """The effect classes this interpreter has no rule for."""
        return tuple(c for c in EFFECT_CLASSES if c not in self)


INTERPRETERS: dict[str, Interpreter] = {}
