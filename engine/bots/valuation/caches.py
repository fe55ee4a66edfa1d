"""Every memo of the bots' valuation, by name, behind one registry.

A memo is a plain dict (hot paths read it directly: a dict subclass would be slower to
index). One bound policy: a memo that reaches its bound is emptied whole before the next
answer goes in (`make_room`); an id table, whose numbers other memos hold in their keys,
empties every memo when it is full, so that no number is ever given out twice while a
memo still holds it. A lasting table (numbers module constants hold) is bounded by the
rule language, not by play, and kept. `CACHES.clear()` empties the rest; `CACHES.sizes()`
counts them all (tests, benchmarks).
"""
from __future__ import annotations

from typing import Callable, Hashable, TypeVar

T = TypeVar("T")


class Caches:
    """The registry: name -> (memo, bound, whether an id table, whether lasting)."""

    def __init__(self) -> None:
        self._memos: dict[str, tuple[dict, int, bool, bool]] = {}
        self._bounds: dict[int, tuple[int, bool]] = {}

    def memo(self, name: str, bound: int, ids: bool = False, lasting: bool = False) -> dict:
        """A new empty memo called `name`, emptied when it holds `bound` answers."""
        if name in self._memos:
            raise ValueError(f"a bots' memo called {name!r} exists already")
        memo: dict = {}
        self._memos[name] = (memo, bound, ids, lasting)
        self._bounds[id(memo)] = (bound, ids)
        return memo

    def __getitem__(self, name: str) -> dict:
        return self._memos[name][0]

    def names(self) -> list[str]:
        return list(self._memos)

    def bound(self, name: str) -> int:
        return self._memos[name][1]

    def sizes(self) -> dict[str, int]:
        """How many answers each memo holds now, by name."""
        return {name: len(m) for name, (m, _, _, _) in self._memos.items()}

    def clear(self) -> None:
        """Empty every memo (values are recomputed as met again)."""
        for memo, _, _, lasting in self._memos.values():
            if not lasting:
                memo.clear()

    def make_room(self, memo: dict, *partners: dict) -> None:
        """Before adding to `memo`: empty it (and `partners`, kept beside it) if it holds
        its bound, or every memo if it is an id table."""
        bound, ids = self._bounds[id(memo)]
        if len(memo) >= bound:
            if ids:
                self.clear()
            else:
                memo.clear()
                for p in partners:
                    p.clear()


CACHES = Caches()
make_room = CACHES.make_room

# values shared by every state with the same key; read it directly on hot paths, fill it
# through `shared`
SHARED = CACHES.memo("shared", 200_000)


def shared(key: Hashable, compute: Callable[[], T]) -> T:
    """A value shared by every state with the same key (bounded memo)."""
    hit = SHARED.get(key)
    if hit is None:
        make_room(SHARED)
        hit = SHARED[key] = compute()
    return hit
