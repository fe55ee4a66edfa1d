"""Cold load of the whole base rule set (target under 0.1 s).

Each run is a fresh Python process, so nothing is warm but the files on disk and the
grammar cache. Measured inside the process (interpreter start-up excluded): the import of
`coimbra_dsl`, then the cold `load_ruleset` (the figure the target is for: parser tables
from the JSON grammar cache, every file parsed and compiled, the set assembled), and a
second load in the same process (parses memoised by file content) for comparison.
Prints medians over several processes.

    python benchmarks/bench_load.py [runs] [rule set]
"""
from __future__ import annotations

import statistics
import subprocess
import sys

CHILD = r"""
import time
t0, c0 = time.perf_counter(), time.process_time()
import coimbra_dsl
t1, c1 = time.perf_counter(), time.process_time()
rs = coimbra_dsl.load_ruleset({name!r})
t2, c2 = time.perf_counter(), time.process_time()
coimbra_dsl.load_ruleset({name!r})
t3 = time.perf_counter()
print(t1 - t0, t2 - t1, t3 - t2, c1 - c0, c2 - c1, len(rs.components()))
"""


def run(name: str) -> tuple[float, ...]:
    out = subprocess.run([sys.executable, "-c", CHILD.format(name=name)], check=True,
                         capture_output=True, text=True).stdout.split()
    return tuple(float(x) for x in out)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    name = sys.argv[2] if len(sys.argv) > 2 else "base"
    run(name)  # fills Lark's grammar cache, as any earlier use would have
    results = [run(name) for _ in range(runs)]
    imp, cold, warm, imp_cpu, cold_cpu = (statistics.median(r[i] for r in results) for i in range(5))
    total = statistics.median(r[0] + r[1] for r in results)
    total_cpu = statistics.median(r[3] + r[4] for r in results)
    print(f"rule set {name!r}: {int(results[0][5])} components; medians of {runs} fresh processes")
    print("                                                   wall      cpu")
    print(f"  import coimbra_dsl (lark, dataclasses):      {imp * 1000:7.1f} ms {imp_cpu * 1000:6.1f} ms")
    print(f"  cold load_ruleset (cached tables, parse):    {cold * 1000:7.1f} ms {cold_cpu * 1000:6.1f} ms"
          "   (target < 100 ms)")
    print(f"  import + cold load:                          {total * 1000:7.1f} ms {total_cpu * 1000:6.1f} ms")
    print(f"  second load_ruleset, same process (memoised): {warm * 1000:6.1f} ms")


if __name__ == "__main__":
    main()
