"""Benchmark pilgrim `reachable` (R-PIL-1): 3..20 steps for the default search
(non-dominated outcomes), 3..15 for the exhaustive one (`dominated=True`), CPU time
(process_time) per call: median, p99 and worst.

Runs on the base rule set's map (or, if it cannot be loaded, the 38-location fixture of
tests/test_pilgrim.py, and says so). Each figure is per call, over starts on every corner
and on a few spaces with some disks owned; all outcomes vs dominated=False.
Targets: exhaustive 10 steps < 2 ms median, 15 steps < 50 ms;:
the default search at 20 steps well under 0.2 s.

    python benchmarks/bench_pilgrim.py
"""
from __future__ import annotations

import gc
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.solvers.pilgrim import index_of, reachable  # noqa: E402


def load_map():
    try:
        from coimbra_dsl import load_ruleset
        return load_ruleset("base").map, "base rule set (rules/base/map.coimbra)"
    except Exception as exc:                                   # noqa: BLE001
        sys.path.insert(0, str(ROOT / "tests"))
        from test_pilgrim import fixture_map
        return fixture_map(), f"38-location test fixture (base map not loadable: {exc})"


def starts(pilgrim_map):
    spaces = sorted(pilgrim_map.spaces())
    yield from ((corner, ()) for corner in pilgrim_map.corners())
    yield spaces[0], (spaces[0],)
    yield spaces[len(spaces) // 2], tuple(spaces[::4]) + (spaces[len(spaces) // 2],)
    yield spaces[-1], tuple(spaces[1::2]) + (spaces[-1],)


def main() -> int:
    pilgrim_map, source = load_map()
    index_of(pilgrim_map)                    # built once per map; not part of a call
    print(f"map: {source}; {len(pilgrim_map.nodes)} locations, "
          f"{len(pilgrim_map.spaces())} monastery spaces")
    print(f"{'steps':>5} {'dominated':>9} {'outcomes (max)':>15} {'median':>10} "
          f"{'p99':>10} {'worst':>10}")
    medians = {}
    worsts = {}
    for steps in (3, 6, 10, 15, 20):
        for dominated in (True, False):
            if dominated and steps > 15:
                continue                    # exhaustive: exponential in the steps
            times, sizes = [], []
            repeats = 30 if steps <= 10 else 8 if steps <= 15 else 3
            for start, owned in starts(pilgrim_map):
                player = SimpleNamespace(pilgrim=start, monasteries=owned)
                state = SimpleNamespace(rules=SimpleNamespace(map=pilgrim_map),
                                        players=[player])
                for _ in range(repeats):
                    gc.collect()
                    t = time.process_time()
                    result = reachable(state, 0, steps, dominated)
                    times.append(time.process_time() - t)
                sizes.append(len(result))
            times.sort()
            medians[steps, dominated] = statistics.median(times)
            worsts[steps, dominated] = times[-1]
            p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
            print(f"{steps:>5} {str(dominated):>9} {max(sizes):>15} "
                  f"{statistics.median(times) * 1e3:7.3f} ms {p99 * 1e3:7.3f} ms "
                  f"{times[-1] * 1e3:7.3f} ms")
    ok = (medians[10, True] < 0.002 and worsts[15, True] < 0.050
          and medians[20, False] < 0.2)
    print("targets (exhaustive: 10 steps < 2 ms median, 15 steps < 50 ms; default: "
          "20 steps < 0.2 s median):", "met" if ok else "NOT met")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
