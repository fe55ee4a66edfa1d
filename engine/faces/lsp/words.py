"""The language's vocabulary for an editor: what may be typed where (completion), and
the line of docs/DSL.md that explains a keyword (hover)."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple, Optional

from coimbra_dsl.vocab import Back, CardClass, DieColour, Timing

from . import names

DSL_DOC = Path(__file__).resolve().parents[3] / "docs" / "DSL.md"
CLASSES = tuple(c.value for c in CardClass)
COLOURS = tuple(c.value for c in DieColour)
BACKS = tuple(b.value for b in Back)
TIMINGS = tuple(t.value for t in Timing)
CURRENCIES = ("coins", "guards")
RESOURCES = ("coins", "guards", "vp", "steps")
LOCATIONS = ("castle", "upper", "central", "lower")
FIELDS = {"character": ("class", "back", "cost", "influence", "diplomas", "text"),
          "monastery": ("back", "text"), "voyage": ("cost", "text"), "favor": ("crowns", "text")}
KIND_TIMINGS = {"character": ("immediate", "phase_c", "phase_e", "game_end"),
                "monastery": ("immediate", "lasting"), "voyage": ("game_end",),
                "favor": ("immediate", "while_held")}
STEPS = ("gain", "gain income of", "advance", "per", "if no", "choose {", "pay", "each opponent chooses {",
         "each opponent behind on", "invest", "invest in", "invest discount", "take favor",
         "take from discard paying", "reuse", "place cap", "score up to", "score diplomas",
         "score game_end card", "score rank on any track", "card discount", "on acquire",
         "on castle die:", "on monastery disk:", "trade", "wild diplomas", "at start:")
COUNTERS = ("card", "card of class", "card with influence", "card beyond", "class set",
            "monastery with disk", "monastery without disk", "voyage", "diploma", "crowns",
            "die", "track", "lowest track", "coins", "guards")
BLOCK_ENTRIES = {
    "constants": ("start coins", "start guards", "start group", "limit coins", "limit guards",
                  "limit influence", "cap tile adds", "flag crowns", "crown token", "diploma sets",
                  "distress", "disks", "dice per player", "row cards", "second place scores within",
                  "track tiers", "dice", "die tokens"),
    "expect": ("characters", "characters per class", "characters class", "characters back",
               "monasteries", "monasteries back", "voyages", "favors", "scoring_tiles", "spaces"),
    "map": ("space colour", "corner", "stopover", "space", "road"),
    "setup": ("remove dice", "die tokens", "voyages", "rounds"),
    "scoring_tile": ("small", "large"),
    "track": ("space",),
}
CHANGE_TRACK = ("colour", "income")


class Item(NamedTuple):
    label: str
    kind: str          # "keyword", "id", "value", "field", "timing", "step", "snippet"
    detail: str = ""


def _items(words, kind: str, detail: str = "") -> list[Item]:
    return [Item(w, kind, detail) for w in words]


def _block(toks: list[names.Token]) -> tuple[int, list[names.Token]]:
    """The brace depth at the end of the tokens and the words that opened the
    outermost open block (`change character goa {` -> those tokens)."""
    depth = 0
    opened: list[int] = []
    start = 0
    for i, t in enumerate(toks):
        if depth == 0 and t.kind == "word" and t.value in names.TOP_WORDS and not (
                i and toks[i - 1].value in ("change", "remove", "replace")):
            start = i
        if t.value == "{" and t.kind == "punct":
            depth += 1
            opened.append(start)
        elif t.value == "}" and t.kind == "punct" and depth:
            depth -= 1
            opened.pop()
    return depth, (toks[opened[0]:] if opened else [])


def completions(before: list[names.Token], line_start: bool, view_ids) -> list[Item]:
    """What fits after the complete tokens `before` (the file up to the cursor, less a
    word being typed). `line_start`: nothing but a partial word on the cursor's line.
    `view_ids(category, kind)` gives the rule set's ids."""
    depth, head = _block(before)
    p1 = before[-1].value if before else ""
    p2 = before[-2].value if len(before) > 1 else ""
    kind = next((t.value for t in head[:3] if t.value in names.KINDS), None)
    top = head[0].value if head else ""
    if p1 in names.KINDS and p2 in ("change", "remove", "replace"):
        return _items(view_ids(names.Category.COMPONENT, p1), "id", p1)
    if p1 == "scoring_tile" and p2 in ("change", "remove"):
        return _items(view_ids(names.Category.TILE, None), "id", "scoring tile")
    if p1 in ("change",):
        return _items((*names.KINDS, "track", "scoring_tile", "setup"), "keyword")
    if p1 in ("remove", "replace") and depth == 0:
        return _items((*names.KINDS, *(("scoring_tile",) if p1 == "remove" else ())), "keyword")
    if p1 in ("class", "acquire", "track", "of") or (p1 == "on" and p2 not in ("", ":")) \
            or (p2 == "or" and before[-3].value in CLASSES if len(before) > 2 else False):
        extra = ("any track", "every track") if p1 == "on" else ()
        return _items((*CLASSES, *extra), "value", "class")
    if p1 in ("colour", "die"):
        return _items(COLOURS, "value", "colour")
    if p1 == "back":
        return _items(BACKS, "value", "back")
    if p1 in ("cost", "in") or (p1 == "income" and top == "track"):
        return _items(CURRENCIES if p1 != "income" else RESOURCES, "value", "currency")
    if p1 == "reuse":
        return _items(TIMINGS, "timing")
    if p1 == "diplomas" and depth > 0:
        return _items((*view_ids(names.Category.DIPLOMA, None), "wild"), "id", "diploma kind")
    if p1 in ("per", "no"):
        return _items(COUNTERS, "keyword", "counter")
    if before and before[-1].kind == "int" and depth > 0 and top in (*names.KINDS, "change", "replace"):
        return _items(RESOURCES, "value", "resource")
    if p1 in (":", ",", "|", "{") and depth > 0 and top in (*names.KINDS, "change", "replace") \
            and not (line_start and p1 == "{"):
        return _items(STEPS, "step")
    if line_start and depth == 0:
        return _items(names.TOP_WORDS, "keyword")
    if line_start and depth > 0:
        if kind is not None:
            return [*_items(FIELDS[kind], "field"), *_items((f"{t}:" for t in KIND_TIMINGS[kind]), "timing")]
        if top == "change" and len(head) > 1 and head[1].value == "track":
            return _items(CHANGE_TRACK, "field")
        if top == "change" and len(head) > 1 and head[1].value == "setup":
            return _items(BLOCK_ENTRIES["setup"], "field")
        return _items(BLOCK_ENTRIES.get(top, ()), "field")
    words = sorted(names.keywords())
    return [*_items(words, "keyword"), *_items(view_ids(names.Category.COMPONENT, None), "id")]


@lru_cache(maxsize=1)
def _doc_lines() -> dict[str, str]:
    """Keyword -> the line of docs/DSL.md that explains it: a table row whose first code
    span starts with it, else the first prose line with a code span starting with it
    (code blocks and the card-text reader's English skipped); {} when the docs are not installed."""
    try:
        lines = DSL_DOC.read_text(encoding="utf-8").split("\n")
    except OSError:
        return {}
    rows: dict[str, str] = {}
    prose: dict[str, str] = {}
    fenced = False
    for line in lines:
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        if line.startswith("## Card text"):       # the reader's English from here on
            break
        spans = re.findall(r"`([^`]+)`", line)
        if line.startswith("|") and spans:
            first = re.match(r"[a-z_]+", spans[0])
            if first:
                rows.setdefault(first.group(), line)
        for span in spans:
            for word in re.findall(r"[a-z_]+", span)[:1] if " " in span else re.findall(r"[a-z_]+", span):
                prose.setdefault(word, line)
    return {**prose, **rows}


CELL = re.compile(r"\s\|\s(?=(?:[^`]*`[^`]*`)*[^`]*$)")   # a table bar outside code spans


def keyword_doc(word: str) -> Optional[str]:
    """The line of docs/DSL.md that explains a keyword, or None."""
    line = _doc_lines().get(word)
    if line is None:
        return None
    cells = [c.strip() for c in CELL.split(line.strip().strip("|")) if c.strip()]
    return " — ".join(cells)
