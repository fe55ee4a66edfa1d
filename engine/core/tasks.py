"""The task registry: every entry of the game's task stack names a handler here.

A task is a small tuple `(kind, seat, ...)` of ints/strs. Automatic tasks run at once;
decision tasks wait for their seat (task[1]) to pick one of `legal(state, task)`.
Modules register handlers at import time, so the dispatch is easy to extend.
"""
from __future__ import annotations

from typing import Callable

AUTO: dict[str, Callable] = {}
DECIDE: dict[str, tuple[Callable, Callable]] = {}
# decisions whose number of legal actions is cheaper to count than to list: the state
# lists them only when asked (a bot's look-ahead clone is usually never asked)
COUNT: dict[str, Callable] = {}


def auto(kind: str):
    def deco(fn):
        AUTO[kind] = fn
        return fn
    return deco


def decision(kind: str, legal: Callable, count: Callable | None = None):
    """Register a decision: `legal(state, task)` lists its actions (a tuple), `count`
    (optional) says how many there are without building them."""
    def deco(fn):
        DECIDE[kind] = (legal, fn)
        if count is not None:
            COUNT[kind] = count
        return fn
    return deco
