"""The card-text reader over hostile texts: what one text can cost, readable or not.

1,000 texts from tests/hostile_texts.py (random words, long runs of steps ending in a
bad word, near-misses of readable texts, huge numbers, other scripts and Unicode), each
read once with `time.process_time` around `read_text`; the parser is built first and not
counted. Prints, per kind and overall, the median and the max per text, and the Earley
runs per text (one: the pruned parse, whose stop names what the whole grammar expects).

    python benchmarks/bench_card_text_hostile.py [count] [seed]
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "tests"))

import hostile_texts  # noqa: E402

from coimbra_dsl.card_text import _get_parser, read_text  # noqa: E402
from coimbra_dsl.errors import CardTextError  # noqa: E402

NAMES = ("random words", "long runs", "near-misses", "huge numbers", "Unicode")


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    texts = hostile_texts.texts(random.Random(seed), count)
    parser = _get_parser()
    rows: dict[str, list[float]] = {n: [] for n in NAMES}
    refused = 0
    most_parses = 0
    worst = ("", 0.0)
    for i, text in enumerate(texts):
        before = parser.parses
        t0 = time.process_time()
        try:
            read_text(text)
        except CardTextError:
            refused += 1
        spent = time.process_time() - t0
        most_parses = max(most_parses, parser.parses - before)
        rows[NAMES[i % len(NAMES)]].append(spent)
        if spent > worst[1]:
            worst = (text, spent)
    every = [t for r in rows.values() for t in r]
    print(f"{count} hostile texts, {refused} refused, at most {most_parses} parses per text")
    for name, times in [*rows.items(), ("all", every)]:
        print(f"  {name:13s} n={len(times):4d} median {statistics.median(times) * 1000:7.1f} ms"
              f"  max {max(times) * 1000:7.1f} ms  total {sum(times):6.1f} s")
    print(f"  worst ({worst[1] * 1000:.0f} ms): {worst[0][:100]!r}")


if __name__ == "__main__":
    main()
