"""The root of the project's one exception hierarchy, the rule-language errors, and
the one location helper. The game's errors (`IllegalAction`, `SaveError`, ...) live in
`engine.core.errors`, the command line's (`UsageError`) in `engine.faces.errors`.

Every problem a modder can cause is reported as `path:line:col: message`, followed by
the source line and a caret under the column (textX / Lark style).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional


@dataclass(frozen=True)
class Span:
    """Where something stands in a rule file. line/col are 1-based."""
    path: str
    line: int = 0
    col: int = 0

    def __str__(self) -> str:
        if self.line:
            return f"{self.path}:{self.line}:{self.col}"
        return self.path


@lru_cache(maxsize=8)
def _line_starts(text: str) -> tuple[int, ...]:
    """Offsets where the lines of `text` start. Lines end at "\n" only, as the parser
    counts them (splitlines would also split at form feeds and other separators and
    show the wrong line). Cached, so a file with many errors stays linear."""
    starts = [0]
    at = text.find("\n")
    while at >= 0:
        starts.append(at + 1)
        at = text.find("\n", at + 1)
    return tuple(starts)


def source_excerpt(text: str, line: int, col: int) -> str:
    """The source line and a caret under `col` (both 1-based); '' if out of range."""
    starts = _line_starts(text)
    if not 1 <= line <= len(starts):
        return ""
    start = starts[line - 1]
    if start >= len(text):
        return ""
    end = text.find("\n", start)
    src = text[start:end if end >= 0 else len(text)].rstrip("\r").expandtabs(1)
    return f"    {src}\n    {' ' * max(col - 1, 0)}^"


def located(span: Optional[Span], message: str, text: Optional[str] = None) -> str:
    """The single formatting helper: `file:line:col: message` (+ excerpt and caret)."""
    head = f"{span}: {message}" if span else message
    if span and text is not None and span.line:
        excerpt = source_excerpt(text, span.line, span.col)
        if excerpt:
            return f"{head}\n{excerpt}"
    return head


class CoimbraError(Exception):
    """Root of every error this project raises on purpose."""


class UnknownEffect(CoimbraError, TypeError):
    """An effect class an interpreter has no rule for: a new bonus kind that one of the
    places reading effects (runtime, renderer, bots' valuation, ...) was not taught.
    Never read as nothing."""


class RuleError(CoimbraError):
    """A problem in a rule file, at a position."""

    def __init__(self, message: str, span: Optional[Span] = None,
                 text: Optional[str] = None, severity: str = "error"):
        self.message = message
        self.span = span
        self.text = text
        self.severity = severity
        super().__init__(located(span, message, text))

    @property
    def headline(self) -> str:
        """One line: `path:line:col: message`."""
        return located(self.span, self.message)


class RuleSyntaxError(RuleError):
    """The text does not follow the grammar."""


class RuleReferenceError(RuleError):
    """A name that does not resolve (class, track, colour, node, component, parent)."""


class RuleLimitError(RuleError):
    """A file too large, nested too deep, or a number too big."""


class RuleSetErrors(CoimbraError):
    """Several rule errors found while loading, from every file."""

    def __init__(self, errors: list[RuleError]):
        self.errors = list(errors)
        super().__init__("\n".join(str(e) for e in self.errors)
                         + f"\n{len(self.errors)} error(s)")


class CardTextError(CoimbraError):
    """Printed card text the reader cannot read, or reads in two different ways.
    `column` is 1-based inside the text; `language` names the language a text not in
    English seems to be in."""

    def __init__(self, message: str, column: int = 1, language: "str | None" = None):
        self.message = message
        self.column = column
        self.language = language     # the language the text seems to be in, if not English
        super().__init__(f"column {column}: {message}")


class ValidationError(CoimbraError):
    """A loaded rule set that is not playable (see `coimbra validate`)."""
