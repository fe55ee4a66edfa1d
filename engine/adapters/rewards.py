"""End-of-game payoffs shared by the adapters (R-END-6: one winner, ties broken by
player order)."""
from __future__ import annotations


def final_rewards(scores: list[int], winner: int) -> tuple[list[float], list[float]]:
    """Per seat: win/loss (the winner 1, every other seat -1/(n-1)) and VP margin (VP
    less the mean VP of the others). Both sum to zero; with two players the margin is
    the plain VP difference."""
    n = len(scores)
    total = sum(scores)
    win = [1.0 if s == winner else -1.0 / (n - 1) for s in range(n)]
    margin = [v - (total - v) / (n - 1) for v in scores]
    return win, margin
