"""The formatter: one canonical layout of a rule file (`coimbra fmt`, the editor's
"format document").

Each declaration starts on its own line with one blank line before it; a block's
entries stand one per line, indented two spaces; a component's fields come in the
order of docs/DSL.md (class, back, cost, influence, diplomas, crowns, the bonus lines,
text); words are separated by one space (none before `,` `:` `;` `)`, none after `(`;
two between the `back` counts of an `expect` line); an income row stands under its
space numbers. Comments are kept where they were: a comment on its own line above what
followed it, a comment after code on that code's line, the trailing comments of a
paragraph aligned. Blank lines inside a block are kept (several become one).

`format_text(text, path)` never changes what a file means: it only moves whitespace,
comments and whole fields of a component (whose order does not matter). A file that
does not parse is refused with its syntax error, never half-formatted.
"""
from __future__ import annotations

import bisect
import threading
from dataclasses import dataclass, field
from typing import Optional

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from .errors import RuleError, RuleLimitError, RuleSyntaxError, Span
from .parser import GRAMMAR_PATH, parse_text

INDENT = "  "
LONGEST_LABEL = "guards"  # the longest income word: every track's rows line up alike
ONE_LINE = frozenset({"change_track", "change_tile"})   # `change track clerics { colour green }`
ALIGN_MAX = 32          # code longer than this keeps its comment two spaces away, unaligned
# Field order of a component (docs/DSL.md "Components"); bonus lines come before `text`.
FIELD_ORDER = {"f_class": 0, "f_back": 1, "f_cost_currency": 2, "f_cost_amount": 2,
               "f_influence": 3, "f_diplomas": 4, "f_crowns": 5, "f_bonus": 6, "f_text": 7}
COMPONENT_RULES = frozenset({"component", "replace", "change_component"})
NO_SPACE_BEFORE = frozenset({",", ":", ";", ")"})
NO_SPACE_AFTER = frozenset({"("})
TIGHT_BEFORE_PAREN = frozenset({"half", "tiers"})

_lock = threading.Lock()
_lark: Optional[Lark] = None


def _parser() -> Lark:
    """The grammar without the compiler, keeping every token: the formatter's tree."""
    global _lark
    if _lark is None:
        with _lock:
            if _lark is None:
                _lark = Lark(GRAMMAR_PATH.read_text(encoding="utf-8"), parser="lalr",
                             lexer="basic", keep_all_tokens=True, propagate_positions=True,
                             maybe_placeholders=False)
    return _lark


@dataclass
class _Line:
    """One output line: its indentation depth, its code, the source offsets of its
    tokens (to place comments), whether a blank line comes before it."""
    depth: int
    code: str
    offsets: list[int] = field(default_factory=list)
    blank_before: bool = False
    comments: list[str] = field(default_factory=list)
    is_comment: bool = False
    top: bool = False               # the first line of a top-level declaration


def _tokens(node) -> list[Token]:
    """Every token under a node, in source order (iteratively: effects nest deep)."""
    out: list[Token] = []
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, Token):
            out.append(n)
        else:
            stack.extend(reversed(n.children))
    return out


def _join(tokens: list[Token]) -> str:
    """Tokens as one line of code, spaced the canonical way."""
    out: list[str] = []
    prev: Optional[Token] = None
    for tok in tokens:
        value = str(tok)
        if prev is not None:
            p = str(prev)
            tight = (value in NO_SPACE_BEFORE or p in NO_SPACE_AFTER
                     or (value == "(" and p in TIGHT_BEFORE_PAREN)
                     or (p == "-" and tok.type == "INT"))
            if not tight:
                out.append(" ")
        out.append(value)
        prev = tok
    return "".join(out)


def _offsets(tokens: list[Token]) -> list[int]:
    return [t.start_pos for t in tokens]


class _Printer:
    def __init__(self, text: str, comment_offsets: tuple[int, ...] = ()):
        self.text = text
        self.lines: list[_Line] = []
        self.comment_offsets = comment_offsets

    def blank_before(self, offset: int) -> bool:
        """Whether what starts at `offset` begins its source line and an empty line
        stands above it."""
        start = self.text.rfind("\n", 0, offset) + 1
        if self.text[start:offset].strip() or start == 0:
            return False
        above = self.text.rfind("\n", 0, start - 1) + 1
        return self.text[above:start - 1].strip() == ""

    def add(self, depth: int, tokens: list[Token], code: Optional[str] = None,
            top: bool = False) -> None:
        self.lines.append(_Line(depth, _join(tokens) if code is None else code,
                                _offsets(tokens), self.blank_before(tokens[0].start_pos), top=top))

    # ------------------------------------------------------------ declarations
    def item(self, node) -> None:
        tokens = _tokens(node)
        children = node.children if isinstance(node, Tree) else []
        if not any(isinstance(c, Token) and c.type == "LBRACE" for c in children):
            self.add(0, tokens, top=True)
            return
        brace = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "LBRACE")
        close = max(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "RBRACE")
        entries = children[brace + 1:close]
        rule = node.data if isinstance(node, Tree) else ""
        if rule in ONE_LINE and len(entries) == 1 and _space_row(entries[0]) is None:
            start, end = children[brace].start_pos, children[close].start_pos
            if not any(start < c < end for c in self.comment_offsets):
                self.add(0, tokens, top=True)      # one change: one line
                return
        head = [t for c in children[:brace + 1] for t in _tokens(c)]
        self.add(0, head, top=True)
        if rule in COMPONENT_RULES and self._reorderable(entries):
            entries = sorted(entries, key=lambda e: FIELD_ORDER.get(_rule(e), 6))
        if rule == "track":
            self.track_body(entries)
        else:
            for entry in entries:
                self.entry(entry)
        self.add(0, [children[close]])

    @staticmethod
    def _reorderable(entries) -> bool:
        """Fields move only when each non-bonus field is written at most once (a file
        with a field twice keeps its order, so its error stays where it was)."""
        seen = [FIELD_ORDER.get(_rule(e), -1) for e in entries if _rule(e) != "f_bonus"]
        return -1 not in seen and len(seen) == len(set(seen))

    def entry(self, entry) -> None:
        tokens = _tokens(entry)
        if not tokens:
            return
        groups = [c for c in entry.children if isinstance(c, Tree) and c.data == "back_count"] \
            if isinstance(entry, Tree) else []
        if groups:                                    # `characters back I 8  back II 24`
            lead = [t for t in tokens if t.start_pos < groups[0].meta.start_pos]
            code = _join(lead) + " " + "  ".join(_join(_tokens(g)) for g in groups)
            self.add(1, tokens, code)
            return
        rows = _space_row(entry)
        if rows is not None:                          # `income space ... / guards ...`
            lead = [t for t in tokens if t.start_pos < rows.children[0].start_pos]
            prefix = _join(lead) + " " if lead else ""
            first, second, below = _row_lines(rows)
            self.add(1, [t for t in tokens if t not in below], prefix + first)
            self.lines.append(_Line(1, " " * len(prefix) + second, _offsets(below)))
            return
        self.add(1, tokens)

    def track_body(self, entries) -> None:
        ints = [e for e in entries if isinstance(e, Token)]
        if ints:
            self.add(1, ints)
        for e in entries:
            if isinstance(e, Tree):
                first, second, below = _row_lines(e)
                self.add(1, [t for t in _tokens(e) if t not in below], first)
                self.lines.append(_Line(1, second, _offsets(below)))


def _rule(node) -> str:
    return node.data if isinstance(node, Tree) else ""


def _space_row(entry) -> Optional[Tree]:
    if isinstance(entry, Tree):
        for c in entry.children:
            if isinstance(c, Tree) and c.data == "space_row":
                return c
    return None


def _row_lines(row: Tree) -> tuple[str, str, list[Token]]:
    """`space 0 1 ...` above `guards 1 1 ...`, numbers right-aligned in columns; and
    the tokens of the second line."""
    toks = _tokens(row)
    label_at = next(i for i, t in enumerate(toks[1:], 1) if t.type != "INT")
    spaces = [str(t) for t in toks[1:label_at]]
    label = _join(toks[label_at:label_at + 1])
    values = [str(t) for t in toks[label_at + 1:]]
    width = max(len(v) for v in spaces + values)
    lw = max(len(LONGEST_LABEL), len(label)) + 1

    def line(name: str, nums: list[str]) -> str:
        return name.ljust(lw) + "".join(" " + n.rjust(width) for n in nums)
    return line("space", spaces), line(label, values), toks[label_at:]


def _comments(text: str) -> list[tuple[int, str, bool]]:
    """(offset, comment, stands alone on its line) of every `#` comment outside strings."""
    out: list[tuple[int, str, bool]] = []
    pos = 0
    for raw in text.split("\n"):
        i, in_string = 0, False
        while i < len(raw):
            ch = raw[i]
            if in_string:
                if ch == "\\":
                    i += 1
                elif ch == '"':
                    in_string = False
            elif ch == '"':
                in_string = True
            elif ch == "#":
                out.append((pos + i, raw[i:].rstrip(), raw[:i].strip() == ""))
                break
            i += 1
        pos += len(raw) + 1
    return out


def _refusal(text: str, path: str) -> Optional[RuleError]:
    """The file's first syntax error (the formatter formats only what parses)."""
    _, errors = parse_text(text, path)
    for err in errors:
        if isinstance(err, (RuleSyntaxError, RuleLimitError)):
            return err
    return None


def format_text(text: str, path: str = "<text>") -> str:
    """The canonical layout of one rule file's text. Raises `RuleError` (the file's
    syntax error) for a file that does not parse."""
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n")
    problem = _refusal(text, path)
    if problem is not None:
        raise problem
    try:
        tree = _parser().parse(text)
    except (UnexpectedInput, RecursionError) as exc:   # parse_text accepted it; never expected
        raise RuleSyntaxError(f"cannot format this file: {type(exc).__name__}", Span(path, 1, 1),
                              text) from None
    comments = _comments(text)
    printer = _Printer(text, tuple(c[0] for c in comments))
    for item in tree.children:
        printer.item(item)
    return _render(printer.lines, comments, text)


def _place_comments(lines: list[_Line], comments, text: str) -> list[_Line]:
    """Attach each comment to the line of the code it follows (same source line) or
    stand it alone above the line of the code that comes after it."""
    owner: list[tuple[int, int]] = sorted((o, i) for i, ln in enumerate(lines) for o in ln.offsets)
    offsets = [o for o, _ in owner]
    before: dict[int, list[_Line]] = {}
    tail: list[_Line] = []
    for at, body, alone in comments:
        k = bisect.bisect_left(offsets, at)
        if not alone and k > 0:
            lines[owner[k - 1][1]].comments.append(body)
            continue
        blank = _Printer(text).blank_before(at)
        if k < len(owner):
            target = owner[k][1]
            depth = lines[target].depth + (lines[target].code == "}")
            before.setdefault(target, []).append(_Line(depth, body, [], blank, is_comment=True))
        else:
            tail.append(_Line(0, body, [], blank, is_comment=True))
    out: list[_Line] = []
    for i, ln in enumerate(lines):
        out.extend(before.get(i, []))
        out.append(ln)
    out.extend(tail)
    return out


def _render(lines: list[_Line], comments, text: str) -> str:
    lines = _place_comments(lines, comments, text)
    # a blank line before each top-level declaration (and the comments just above it)
    for i, ln in enumerate(lines):
        if ln.top and i > 0:
            j = i
            while j > 0 and lines[j - 1].is_comment and not lines[j].blank_before:
                j -= 1
            if j > 0:
                lines[j].blank_before = True
    # no blank line right after a `{` nor right before a `}`
    for i, ln in enumerate(lines):
        if i == 0:
            ln.blank_before = False
        elif lines[i - 1].code.endswith("{") and not lines[i - 1].is_comment:
            ln.blank_before = False
        elif ln.code == "}" and not ln.is_comment:
            ln.blank_before = False
    codes = [INDENT * ln.depth + ln.code for ln in lines]
    width = _aligned(lines, codes)
    out: list[str] = []
    for ln, code, col in zip(lines, codes, width):
        if ln.blank_before and out:
            out.append("")
        if ln.comments:
            code = (code.ljust(col) if col else code + "  ") + " ".join(ln.comments)
        out.append(code)
    return "\n".join(out) + "\n" if out else ""


def _aligned(lines: list[_Line], codes: list[str]) -> list[int]:
    """The column of each line's trailing comment: within a paragraph (lines without a
    blank line between), the comments after code of at most ALIGN_MAX characters share
    one column (the longest such code's + 2); 0 = two spaces after the code."""
    cols = [0] * len(lines)
    start = 0
    for end in range(1, len(lines) + 1):
        if end < len(lines) and not lines[end].blank_before:
            continue
        run = [i for i in range(start, end) if lines[i].comments and not lines[i].is_comment
               and len(codes[i]) <= ALIGN_MAX]
        if len(run) > 1:
            col = max(len(codes[i]) for i in run) + 2
            for i in run:
                cols[i] = col
        start = end
    return cols
