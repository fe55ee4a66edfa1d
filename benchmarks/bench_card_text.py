"""Reading the printed text of every base component (well under a second).

Each run is a fresh Python process. Measured with `time.process_time` inside it: building
the card-text parser (Earley over card_text.lark, once per process: the first run in an
empty cache folder compiles the grammar, the others read its tables from the JSON cache,
grammar_cache.py), then reading the 99
base texts cold (every text parsed with its own pruned grammar, built on first sight),
then reading them again (pruned grammars cached per word set). Prints medians.

    python benchmarks/bench_card_text.py [runs]
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile

CHILD = r"""
import time
import coimbra_dsl
from coimbra_dsl import card_text
rs = coimbra_dsl.load_ruleset("base")
lexicon = card_text.Lexicon.of(rs)
texts = [c.text for c in rs.components()]
c0 = time.process_time()
card_text._get_parser()
c1 = time.process_time()
for t in texts:
    card_text.read_text(t, lexicon)
c2 = time.process_time()
for t in texts:
    card_text.read_text(t, lexicon)
c3 = time.process_time()
print(c1 - c0, c2 - c1, c3 - c2, len(texts))
"""


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    rows = []
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, XDG_CACHE_HOME=cache)
        for _ in range(runs + 1):
            out = subprocess.run([sys.executable, "-c", CHILD], check=True, capture_output=True,
                                 text=True, env=env).stdout.split()
            rows.append([float(x) for x in out])
    first, rows = rows[0], rows[1:]
    build, cold, warm, n = (statistics.median(r[i] for r in rows) for i in range(4))
    print(f"card-text parser build, no cache yet: {first[0] * 1000:.0f} ms")
    print(f"card-text parser build from the cache (once per process): {build * 1000:.0f} ms")
    print(f"reading the {int(n)} base texts, cold: {cold * 1000:.0f} ms "
          f"({cold / n * 1000:.1f} ms per text)")
    print(f"reading them again (pruned grammars cached): {warm * 1000:.0f} ms")


if __name__ == "__main__":
    main()
