"""Benchmark best_partition (R-END-3): median, p99 and worst CPU time per call for 0..40
icons (process_time).

Cold = cache cleared before every call; cached = the same call repeated. Measured for
the base table (fast path, proven exact for convex tables), for the constraint model
forced on the base table, and for a non-convex table (model only).
Targets: worst cold call < 20 ms up to 40 icons, cached < 20 us.

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


MAX_ICONS = 40


def inputs(per_total: int, seed: int = 5):
    """For each icon total 0..MAX_ICONS: sorted count vectors with 0..3 wilds; every
    such vector up to 12 icons, a seeded sample of `per_total` beyond."""
    rng = random.Random(seed)
    cases = []
    for total in range(MAX_ICONS + 1):
        group = set()
        if total <= 12:
            for wilds in range(min(3, total) + 1):
                regular = total - wilds
                for vector in itertools.product(range(regular + 1), repeat=5):
                    if sum(vector) == regular and list(vector) == sorted(vector, reverse=True):
                        group.add((vector, wilds))
        else:
            while len(group) < per_total:
                wilds = rng.randrange(min(3, total) + 1)
                cuts = sorted(rng.randrange(total - wilds + 1) for _ in range(4))
                parts = [b - a for a, b in zip([0, *cuts], [*cuts, total - wilds])]
                group.add((tuple(sorted(parts, reverse=True)), wilds))
        group = sorted(group)
        rng.shuffle(group)
        cases.append((total, [(dict(zip(KINDS, v)), w) for v, w in group[:per_total]]))
    return cases


def p99(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.99 * len(xs)))]


def measure(table, force_model: bool, cases, cached_repeats: int = 200):
    cold, cached = [], []
    for _total, group in cases:
        for counts, wilds in group:
            diplomas.clear_cache()
            t = time.process_time()
            best_partition(counts, wilds, table, KINDS, force_model=force_model)
            cold.append(time.process_time() - t)
            t = time.process_time()
            for _ in range(cached_repeats):
                best_partition(counts, wilds, table, KINDS, force_model=force_model)
            cached.append((time.process_time() - t) / cached_repeats)
    return cold, cached


def main() -> int:
    cases = inputs(per_total=40)
    n = sum(len(g) for _, g in cases)
    print(f"best_partition: {n} inputs, 0..{MAX_ICONS} icons (incl. 0..3 wilds), 5 kinds")
    print(f"{'table / path':34} {'cold median':>12} {'cold p99':>9} {'cold worst':>11} "
          f"{'cached median':>14} {'cached p99':>11}")
    ok = True
    for label, table, force in (("1/2/4/8/12 auto (greedy, exact)", BASE, False),
                                ("1/2/4/8/12 constraint model", BASE, True),
                                ("1/5/6/7/8 constraint model", CONCAVE, False)):
        cold, cached = measure(table, force, cases)
        print(f"{label:34} {statistics.median(cold) * 1e3:9.3f} ms {p99(cold) * 1e3:6.2f} ms "
              f"{max(cold) * 1e3:8.3f} ms {statistics.median(cached) * 1e6:11.2f} us "
              f"{p99(cached) * 1e6:8.2f} us")
        ok &= max(cold) < 0.020 and p99(cached) < 20e-6
    # worst per icon total for the model on the base table
    print("\nconstraint model, base table, worst cold call per icon total:")
    row = []
    for total, group in cases:
        worst = 0.0
        for counts, wilds in group:
            diplomas.clear_cache()
            t = time.process_time()
            best_partition(counts, wilds, BASE, KINDS, force_model=True)
            worst = max(worst, time.process_time() - t)
        row.append(f"{total}:{worst * 1e3:.2f}")
    print("  " + "  ".join(row) + "  (ms)")
    print("targets (worst cold < 20 ms, cached p99 < 20 us):", "met" if ok else "NOT met")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
