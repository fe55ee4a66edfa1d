"""Benchmark best_partition (R-END-3): median and worst time per call for 0..20 icons.

Cold = cache cleared before every call; cached = the same call repeated. Measured for
the base table (fast path, proven exact for convex tables), for the constraint model
forced on the base table, and for a non-convex table (model only).
Targets (issue 5): worst cold call < 20 ms, cached < 20 us.

    python benchmarks/bench_diplomas.py
"""
from __future__ import annotations

import itertools
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.solvers import diplomas  # noqa: E402
from engine.solvers.diplomas import best_partition  # noqa: E402

KINDS = ("law", "medicine", "theology", "philosophy", "arts")
BASE = (1, 2, 4, 8, 12)
CONCAVE = (1, 5, 6, 7, 8)


def inputs(per_total: int, seed: int = 5):
    """For each icon total 0..20: every sorted count signature with 0..3 wilds (capped)."""
    rng = random.Random(seed)
    cases = []
    for total in range(21):
        group = []
        for wilds in range(min(3, total) + 1):
            regular = total - wilds
            for vector in itertools.product(range(regular + 1), repeat=5):
                if sum(vector) == regular and list(vector) == sorted(vector, reverse=True):
                    group.append((dict(zip(KINDS, vector)), wilds))
        rng.shuffle(group)
        cases.append((total, group[:per_total]))
    return cases


def measure(table, force_model: bool, cases, cached_repeats: int = 200):
    cold, cached = [], []
    for _total, group in cases:
        for counts, wilds in group:
            diplomas.clear_cache()
            t = time.perf_counter()
            best_partition(counts, wilds, table, KINDS, force_model=force_model)
            cold.append(time.perf_counter() - t)
            t = time.perf_counter()
            for _ in range(cached_repeats):
                best_partition(counts, wilds, table, KINDS, force_model=force_model)
            cached.append((time.perf_counter() - t) / cached_repeats)
    return cold, cached


def main() -> int:
    cases = inputs(per_total=40)
    n = sum(len(g) for _, g in cases)
    print(f"best_partition: {n} inputs, 0..20 icons (incl. 0..3 wilds), 5 kinds")
    print(f"{'table / path':34} {'cold median':>12} {'cold worst':>11} "
          f"{'cached median':>14} {'cached worst':>13}")
    ok = True
    for label, table, force in (("1/2/4/8/12 auto (greedy, exact)", BASE, False),
                                ("1/2/4/8/12 constraint model", BASE, True),
                                ("1/5/6/7/8 constraint model", CONCAVE, False)):
        cold, cached = measure(table, force, cases)
        print(f"{label:34} {statistics.median(cold) * 1e3:9.3f} ms {max(cold) * 1e3:8.3f} ms "
              f"{statistics.median(cached) * 1e6:11.2f} us {max(cached) * 1e6:10.2f} us")
        ok &= max(cold) < 0.020 and max(cached) < 20e-6
    # worst per icon total for the model on the base table
    print("\nconstraint model, base table, worst cold call per icon total:")
    row = []
    for total, group in cases:
        worst = 0.0
        for counts, wilds in group:
            diplomas.clear_cache()
            t = time.perf_counter()
            best_partition(counts, wilds, BASE, KINDS, force_model=True)
            worst = max(worst, time.perf_counter() - t)
        row.append(f"{total}:{worst * 1e3:.2f}")
    print("  " + "  ".join(row) + "  (ms)")
    print("targets (worst cold < 20 ms, cached < 20 us):", "met" if ok else "NOT met")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
