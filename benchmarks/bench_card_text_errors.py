"""The card-text reader on hostile input: 1,000 unreadable texts (random words of the
reader's own vocabulary, misspellings, foreign words and long texts up to the word
limit) against the 99 base texts and the rule documents' 103 descriptions.

Each run is a fresh Python process; `time.process_time` inside it. Prints, for each set,
the total, the mean per text and the slowest text. An unreadable text costs a second
parse, with the rules its words lack cut short: its message comes from where that one stops.

    python benchmarks/bench_card_text_errors.py [texts]
"""
from __future__ import annotations

import subprocess
import sys

CHILD = r"""
import random, sys, time
sys.path.insert(0, "tests")
import coimbra_dsl
from coimbra_dsl import card_text
from coimbra_dsl.errors import CardTextError
from rulebook_corpus import ROWS
n = int(sys.argv[1])
rs = coimbra_dsl.load_ruleset("base")
lex = card_text.Lexicon.of(rs)
card_text._get_parser()
words = "gain 3 five coins VP per council card and or , . each opponent gives you move up the track game end phase C : if no purple die half of your ( ) + / - 7-9 10th for every set gaurds florins moedas the that has above it".split()
rng = random.Random(1)
hostile = [" ".join(rng.choice(words) for _ in range(rng.randint(3, 110))) for _ in range(n)]
def run(texts):
    worst = 0.0
    c0 = time.process_time()
    for t in texts:
        a = time.process_time()
        try:
            card_text.read_text(t, lex)
        except CardTextError:
            pass
        worst = max(worst, time.process_time() - a)
    return time.process_time() - c0, worst
base = [c.text for c in rs.components()]
run(base)
for name, texts in (("base texts, warm", base), ("rulebook descriptions", [t for t, _, _ in ROWS]),
                    ("hostile texts", hostile)):
    total, worst = run(texts)
    print(f"{name}: {len(texts)} texts {total:.2f} s, {total / len(texts) * 1000:.1f} ms per text, slowest {worst * 1000:.0f} ms")
"""


def main() -> None:
    n = sys.argv[1] if len(sys.argv) > 1 else "1000"
    print(subprocess.run([sys.executable, "-c", CHILD, n], check=True, capture_output=True,
                         text=True).stdout, end="")


if __name__ == "__main__":
    main()
