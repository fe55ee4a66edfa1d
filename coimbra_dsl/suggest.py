""""Did you mean …?" suggestions for misspelt names (difflib), used by every reference check."""
from __future__ import annotations

import difflib
from typing import Iterable


def closest(word: str, candidates: Iterable[str]) -> str | None:
    """The candidate closest to `word`, or None if none is close enough."""
    pool = [c for c in candidates if c]
    found = difflib.get_close_matches(word, pool, n=1, cutoff=0.6)
    if not found:
        lowered = {c.lower(): c for c in pool}
        found = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=0.6)
        found = [lowered[f] for f in found]
    return found[0] if found else None


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """'; did you mean 'x'?' or '' — appended to an error message."""
    best = closest(word, candidates)
    return f"; did you mean '{best}'?" if best is not None else ""
