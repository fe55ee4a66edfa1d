"""The task registry: every entry of the game's task stack names a handler here.

A task is a small tuple `(kind, seat, ...)` of ints/strs. Automatic tasks run at once;
decision tasks wait for their seat (task[1]) to pick one of `legal(state, task)`.
Modules register handlers at import time, so the dispatch is easy to extend.
"""
from __future__ import annotations

from typing import Callable

AUTO: dict[str, Callable] = {}
DECIDE: dict[str, tuple[Callable, Callable]] = {}


def auto(kind: str):
    def deco(fn):
        AUTO[kind] = fn
        return fn
    return deco


def decision(kind: str, legal: Callable):
    def deco(fn):
        DECIDE[kind] = (legal, fn)
        return fn
    return deco
