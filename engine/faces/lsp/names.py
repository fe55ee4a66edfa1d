"""The words of a rule file as an editor sees them: every token with its line and
column, the ids it defines or refers to, and an outline of its declarations.

The tokenizer accepts any text (a half-typed file, a binary one): what is not a token of
the language is skipped. Keywords are the grammar's words, so a NAME here is exactly
what the parser would read as one. Work is linear in the text.
"""
from __future__ import annotations

import re
from enum import Enum
from functools import lru_cache
from typing import NamedTuple, Optional

from coimbra_dsl.parser import GRAMMAR_PATH

TOKEN = re.compile(r'(?P<ws>[ \t\r\f\v]+)|(?P<nl>\n)|(?P<comment>#[^\n]*)|(?P<string>"(?:\\.|[^"\\\n])*"?)'
                   r"|(?P<word>[A-Za-z_][A-Za-z0-9_]*)|(?P<int>[0-9]+)|(?P<punct>->|--|[^\sA-Za-z0-9_])")
NAME = re.compile(r"[a-z][a-z0-9_]*")
KINDS = ("character", "monastery", "voyage", "favor")
TIMINGS = ("immediate", "phase_c", "phase_e", "game_end", "lasting", "while_held")
TOP_WORDS = ("ruleset", "constants", "expect", "diplomas", "track", "scoring_tile", *KINDS,
             "replace", "remove", "change", "map", "setup")


@lru_cache(maxsize=1)
def keywords() -> frozenset[str]:
    """Every word of the grammar (its quoted literals that are words)."""
    grammar = GRAMMAR_PATH.read_text(encoding="utf-8")
    return frozenset(w for w in re.findall(r'"([a-z_][a-z0-9_]*)"', grammar))


class Token(NamedTuple):
    kind: str          # "word" (keyword), "name", "back", "int", "string", "punct"
    value: str
    line: int          # 0-based
    col: int           # 0-based, in characters
    offset: int


class Category(str, Enum):
    """What an id names: each has its own namespace."""
    COMPONENT = "component"
    TILE = "scoring tile"
    NODE = "map node"
    SPACE_COLOUR = "space colour"
    DIPLOMA = "diploma kind"
    RULESET = "rule set"


class Occurrence(NamedTuple):
    """One id in a file: what it names, whether this is its definition, where."""
    name: str
    category: Category
    defines: bool
    line: int
    col: int
    kind: Optional[str] = None   # the component kind written before it, if any


class Declaration(NamedTuple):
    """A top-level declaration: its words (`character pedro_nunes`), first and last line."""
    head: str
    keyword: str
    name: Optional[str]
    line: int
    col: int
    end_line: int
    end_col: int


def tokens(text: str) -> list[Token]:
    out: list[Token] = []
    line, line_start = 0, 0
    keys = keywords()
    for m in TOKEN.finditer(text):
        group = m.lastgroup
        assert group is not None        # every alternative of TOKEN is a named group
        if group == "nl":
            line += 1
            line_start = m.end()
            continue
        if group in ("ws", "comment"):
            continue
        value = m.group()
        if group == "word":
            if value in ("I", "II", "III"):
                group = "back"
            elif value in keys:
                group = "word"
            elif NAME.fullmatch(value):
                group = "name"
            else:
                group = "other"
        out.append(Token(group, value, line, m.start() - line_start, m.start()))
    return out


def occurrences(toks: list[Token]) -> list[Occurrence]:
    """Every id the tokens define or refer to, named by the words before it."""
    out: list[Occurrence] = []
    depth = 0
    in_diplomas = in_spaces = in_road = False
    top_diplomas = False
    for i, t in enumerate(toks):
        if t.kind == "punct" and t.value == "{":
            depth += 1
        elif t.kind == "punct" and t.value == "}":
            depth = max(depth - 1, 0)
        p1 = toks[i - 1] if i >= 1 else None
        p2 = toks[i - 2] if i >= 2 else None
        v1 = p1.value if p1 else ""
        v2 = p2.value if p2 else ""
        if t.kind != "name":
            if t.kind == "word":
                in_diplomas = t.value == "diplomas" or (in_diplomas and t.value == "wild")
                top_diplomas = depth == 0 if t.value == "diplomas" else top_diplomas
                in_spaces = t.value == "spaces" and depth > 0
                in_road = t.value == "road"
            elif t.kind == "punct" and t.value not in ("->", "--"):
                in_road = False
            continue
        if p1 is not None and p1.kind == "word" and v1 in KINDS:
            out.append(Occurrence(t.value, Category.COMPONENT, v2 not in ("change", "remove", "replace"),
                                  t.line, t.col, v1))
        elif v1 == "scoring_tile":
            out.append(Occurrence(t.value, Category.TILE, v2 not in ("change", "remove"), t.line, t.col))
        elif v1 in ("ruleset", "extends") and depth == 0:
            out.append(Occurrence(t.value, Category.RULESET, v1 == "ruleset", t.line, t.col))
        elif in_diplomas:
            out.append(Occurrence(t.value, Category.DIPLOMA, top_diplomas, t.line, t.col))
        elif v1 == "colour" and v2 == "space":
            out.append(Occurrence(t.value, Category.SPACE_COLOUR, True, t.line, t.col))
        elif in_spaces:
            out.append(Occurrence(t.value, Category.SPACE_COLOUR, False, t.line, t.col))
        elif v1 in ("corner", "stopover") or (v1 == "space" and p1 is not None
                                              and p1.kind == "word"):
            out.append(Occurrence(t.value, Category.NODE, True, t.line, t.col))
        elif p1 is not None and p1.kind == "name" and v2 == "space":
            out.append(Occurrence(t.value, Category.SPACE_COLOUR, False, t.line, t.col))
        elif in_road and v1 in ("road", "->", "--"):
            out.append(Occurrence(t.value, Category.NODE, False, t.line, t.col))
    return out


def outline(toks: list[Token]) -> list[Declaration]:
    """The file's top-level declarations, each from its first word to its closing `}`
    (or its last word, for one-line declarations)."""
    out: list[Declaration] = []
    depth = 0
    start: Optional[int] = None
    last = None
    for i, t in enumerate(toks):
        if depth == 0 and t.kind == "word" and t.value in TOP_WORDS and not (
                i and toks[i - 1].value in ("change", "remove", "replace")):
            if start is not None and last is not None:
                out.append(_declaration(toks, start, last))
            start = i
        if t.kind == "punct" and t.value == "{":
            depth += 1
        elif t.kind == "punct" and t.value == "}":
            depth = max(depth - 1, 0)
        last = i
    if start is not None and last is not None:
        out.append(_declaration(toks, start, last))
    return out


def _declaration(toks: list[Token], start: int, end: int) -> Declaration:
    head: list[str] = []
    name = None
    for t in toks[start:min(end + 1, start + 6)]:
        if t.value == "{":
            break
        head.append(t.value)
        if name is None and t.kind in ("name", "int"):
            name = t.value
    keyword = toks[start].value
    first, last = toks[start], toks[end]
    return Declaration(" ".join(head), keyword, name, first.line, first.col, last.line,
                       last.col + len(last.value))


def token_at(toks: list[Token], line: int, col: int) -> Optional[Token]:
    """The token under a position (or just before it, at the end of a word)."""
    lo, hi = 0, len(toks)
    while lo < hi:
        mid = (lo + hi) // 2
        if (toks[mid].line, toks[mid].col) <= (line, col):
            lo = mid + 1
        else:
            hi = mid
    k = lo - 1
    if k >= 0:
        t = toks[k]
        if t.line == line and t.col <= col <= t.col + len(t.value):
            return t
    return None


def occurrence_at(occs: list[Occurrence], line: int, col: int) -> Optional[Occurrence]:
    for o in occs:
        if o.line == line and o.col <= col <= o.col + len(o.name):
            return o
    return None
