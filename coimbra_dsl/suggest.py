""""Did you mean …?" suggestions for misspelt names, used by every reference check.

Small pools (keywords, colours, a few hundred ids) are compared with difflib as a
whole. Large pools go through a `Suggester`: an index of every name and its one-letter
deletions, so that one lookup costs time in the length of the word, not of the pool,
and a rule set with thousands of near-miss ids stays near-linear.
"""
from __future__ import annotations

import difflib
from typing import Iterable, Optional

from .limits import MAX_NAME

SMALL_POOL = 300        # up to this many candidates: difflib over the whole pool
PER_KEY = 32            # candidates looked at per index key (bounds one lookup)
CUTOFF = 0.6            # difflib's similarity a suggestion needs


def _deletions(word: str) -> set[str]:
    """The word and every word made by deleting one of its letters."""
    return {word, *(word[:i] + word[i + 1:] for i in range(len(word)))}


class Suggester:
    """The closest name of one pool for any number of lookups: build once, ask often."""

    def __init__(self, candidates: Iterable[str]):
        self.pool = [c for c in dict.fromkeys(candidates) if c]
        self.index: Optional[dict[str, list[str]]] = None
        if len(self.pool) > SMALL_POOL:
            self.index = {}
            for c in self.pool:
                for key in _deletions(c.lower()[:MAX_NAME]):
                    found = self.index.setdefault(key, [])
                    if len(found) < PER_KEY:
                        found.append(c)

    def closest(self, word: str) -> Optional[str]:
        """The candidate closest to `word`, or None if none is close enough."""
        if self.index is None:
            return _difflib_closest(word, self.pool)
        near: dict[str, None] = {}
        for key in _deletions(word.lower()[:MAX_NAME]):
            near.update(dict.fromkeys(self.index.get(key, ())))
        return _difflib_closest(word, list(near))

    def did_you_mean(self, word: str) -> str:
        """'; did you mean 'x'?' or '' — appended to an error message."""
        best = self.closest(word)
        return f"; did you mean '{best}'?" if best is not None else ""


def _difflib_closest(word: str, pool: list[str]) -> Optional[str]:
    found = difflib.get_close_matches(word, pool, n=1, cutoff=CUTOFF)
    if not found:
        lowered = {c.lower(): c for c in pool}
        found = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=CUTOFF)
        found = [lowered[f] for f in found]
    return found[0] if found else None


def closest(word: str, candidates: Iterable[str]) -> Optional[str]:
    """The candidate closest to `word`, or None if none is close enough."""
    return Suggester(candidates).closest(word)


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """'; did you mean 'x'?' or '' — appended to an error message."""
    return Suggester(candidates).did_you_mean(word)
