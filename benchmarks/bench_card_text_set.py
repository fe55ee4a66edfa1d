"""Loading and validating a 4 MiB rule set of distinct readable printed texts: the
reading limit (MAX_READ_WORDS words of distinct printed text per rule set) bounds the
reader's work whatever the set's size.

Writes, in a temporary folder, two rule sets extending base, each as many character
cards as fit in MAX_SET_BYTES (files under MAX_FILE_BYTES, at most MAX_COMPONENTS
cards), each card with its own readable text of five sentences: one set with no bonus
lines (loading reads the texts: it stops at the limit with one error), one with a bonus
line on every card and other texts (loading reads nothing; `validate` compares every
text with its rule up to the limit). Then, in a fresh process, `time.process_time` of each load and of the
validate, with the Earley parses made.

    python benchmarks/bench_card_text_set.py
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).parents[1]

CHILD = r"""
import sys, time
import coimbra_dsl
from coimbra_dsl.card_text import _get_parser
from coimbra_dsl.errors import RuleSetErrors
from coimbra_dsl.validator import validate
parser = _get_parser()
for label, folder in (("text-only cards, load", sys.argv[1]), ("cards with rules, load", sys.argv[2])):
    before, c0 = parser.parses, time.process_time()
    try:
        rules = coimbra_dsl.load_ruleset(folder)
        said = "loaded"
    except RuleSetErrors as exc:
        said = f"{len(exc.errors)} error: {exc.errors[0].message[:80]}…"
    print(f"{label}: {time.process_time() - c0:.1f} s CPU, {parser.parses - before} parses; {said}")
rules = coimbra_dsl.load_ruleset(sys.argv[2])
before, c0 = parser.parses, time.process_time()
problems = list(validate(rules))
limit = [p for p in problems if "words to read" in p.message]
print(f"cards with rules, validate: {time.process_time() - c0:.1f} s CPU, "
      f"{parser.parses - before} parses, {len(problems)} problems; stopped at the limit: "
      f"{limit[0].component if limit else None}")
"""


def _text(i: int) -> str:
    a, b, c, d = 1 + i % 97, 1 + i // 97 % 89, 1 + i // 8633 % 7, 2 + i % 5
    return (f"Gain {a} coins and {b} guards. Move your pilgrim {c} steps. "
            f"At the end of the game, {d} VP for each merchants card. "
            f"Gain {a} VP per council card and move 1 up the clerics track. "
            f"Also gain {b} coins and {d} VP. Move your pilgrim {c} steps and gain {a} guards. "
            f"At the end of the game, {b} VP for each clerics card and {c} VP for each "
            f"scholars card.")


def _write(folder: Path, rule: str, offset: int) -> int:
    from coimbra_dsl.limits import MAX_COMPONENTS, MAX_FILE_BYTES, MAX_SET_BYTES
    folder.mkdir()
    (folder / "ruleset.coimbra").write_text("ruleset mod extends base\n", encoding="utf-8")
    size, cards, chunk, files = 0, 0, [], 0
    for i in range(MAX_COMPONENTS - 56):      # base has 56 characters
        card = (f'character text_{i} "Text {i}" {{\n  class merchants\n  back II\n'
                f'  cost coins\n  influence 2\n{rule}  text "{_text(offset + i)}"\n}}\n')
        if size + len(card) > MAX_SET_BYTES - 4096:
            break
        if sum(map(len, chunk)) + len(card) > MAX_FILE_BYTES - 4096:
            (folder / f"cards{files}.coimbra").write_text("".join(chunk), encoding="utf-8")
            chunk, files = [], files + 1
        chunk.append(card)
        size += len(card)
        cards += 1
    (folder / f"cards{files}.coimbra").write_text("".join(chunk), encoding="utf-8")
    print(f"{folder.name}: {size / (1 << 20):.2f} MiB in {files + 2} files, {cards} cards, "
          f"each its own text of {len(_text(0).split())} words")
    return cards


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        text_only, ruled = Path(tmp) / "text_only", Path(tmp) / "ruled"
        _write(text_only, "", 0)
        _write(ruled, "  immediate: gain 1 coin\n", 20_000)      # texts of their own
        run = subprocess.run([sys.executable, "-c", CHILD, str(text_only), str(ruled)],
                             capture_output=True, text=True, cwd=ROOT)
        print(run.stdout + run.stderr[-2000:], end="")


if __name__ == "__main__":
    main()
