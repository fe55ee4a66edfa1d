"""Check a rule set: counts, references, ranges, the map, setup feasibility, card text.

`coimbra validate [RULES] [--json] [--coverage] [--style]`. One line per problem,
`path:line:col: error|warning|note: message`, grouped by file, then a one-line summary.
Printed text is compared with the rules by meaning (docs/DSL.md "Card text"); `--style`
adds a note with the canonical wording of each paraphrase. `--json` prints a list of
{path, line, col, severity, message, component}; with `--coverage` it prints
{"problems": [...], "coverage": {kind: [component ids]}, "from_text": [component ids]}
(`from_text`: components whose bonus is read from their printed text).
Exit 0 when there is no error (warnings allowed), 1 on errors (load errors included).
"""
from __future__ import annotations

import argparse
import json
import os
from itertools import groupby
from pathlib import Path
from typing import Any, Optional

from coimbra_dsl.errors import RuleSetErrors, Span, source_excerpt
from coimbra_dsl.printed import from_text
from coimbra_dsl.validator import BONUS_KINDS, Problem, coverage, validate
from engine.faces.terminal_text import plain

from .cards import add_rules_arguments, chosen_rules, load_rules


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_rules_arguments(parser)
    parser.add_argument("--json", action="store_true",
                        help="print the problems as JSON (for editors and CI)")
    parser.add_argument("--coverage", action="store_true",
                        help="also show which bonus kinds the rule set uses, and where")
    parser.add_argument("--style", action="store_true",
                        help="also note the canonical wording of printed texts that "
                             "say the rule in other words")


def run(args: argparse.Namespace) -> int:
    given = chosen_rules(args)
    folder = _folder(given)
    cov: Optional[dict[str, list[str]]] = None
    read: list[str] = []
    try:
        rules = load_rules(given)
    except RuleSetErrors as exc:
        problems = [Problem(e.span, e.severity, e.message) for e in exc.errors]
    else:
        problems = validate(rules, style=args.style)
        if args.coverage:
            cov = coverage(rules)
            read = from_text(rules)
    if args.json:
        rows = [_row(p, folder) for p in problems]
        print(json.dumps(rows if cov is None else {"problems": rows, "coverage": cov,
                                                   "from_text": read},
                         ensure_ascii=False, indent=2))
    else:
        _print_human(problems, folder, given)
        if cov is not None:
            print(f"bonuses read from printed text: {', '.join(read) if read else 'none'}")
            _print_coverage(cov)
    return 1 if any(p.severity == "error" for p in problems) else 0


def _folder(given: str) -> str:
    """The rule folder, for problems about the rule set as a whole."""
    try:
        from coimbra_dsl.loader import resolve
        return _shown(str(resolve(given)[0]))
    except RuleSetErrors:
        return given


def _shown(path: str) -> str:
    """A path relative to the working directory when it lies below it."""
    rel = os.path.relpath(path) if os.path.isabs(path) else path
    return path if rel.startswith("..") else rel


def _where(p: Problem, folder: str) -> tuple[str, Optional[int], Optional[int]]:
    span: Optional[Span] = p.span
    if span is None:
        return folder, None, None
    return _shown(span.path), span.line or None, span.col or None


def _row(p: Problem, folder: str) -> dict[str, Any]:
    path, line, col = _where(p, folder)
    return {"path": path, "line": line, "col": col, "severity": p.severity,
            "message": p.message, "component": p.component}


def _print_human(problems: list[Problem], folder: str, given: str) -> None:
    keyed = sorted(((_where(p, folder), i, p) for i, p in enumerate(problems)),
                   key=lambda t: (t[0][0] != folder, t[0][0], t[0][1] or 0, t[0][2] or 0, t[1]))
    for path, group in groupby(keyed, key=lambda t: t[0][0]):
        texts: dict[str, str] = {}
        for (_, line, col), _, p in group:
            at = path + (f":{line}:{col}" if line else "")
            print(plain(f"{at}: {p.severity}: {p.message}"))
            if line and p.span is not None:          # the source line and a caret
                if p.span.path not in texts:
                    texts[p.span.path] = _source(p.span.path)
                excerpt = source_excerpt(texts[p.span.path], line, col or 1)
                if excerpt:
                    print(_printable(excerpt))
    errors = sum(1 for p in problems if p.severity == "error")
    warnings = sum(1 for p in problems if p.severity == "warning")
    notes = len(problems) - errors - warnings
    print(f"{plain(given)}: {_plural(errors, 'error')}, {_plural(warnings, 'warning')}"
          + (f", {_plural(notes, 'note')}" if notes else "")
          + ("" if errors or warnings else " (clean)"))


def _source(path: str) -> str:
    """The text of a rule file, to show the line of a problem ('' if unreadable)."""
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _printable(text: str) -> str:
    """Rule text as shown on a terminal: control characters as '?', lines kept."""
    return "".join(ch if ch.isprintable() or ch == "\n" else "?" for ch in text)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _print_coverage(cov: dict[str, list[str]]) -> None:
    width = max(len(k) for k in cov)
    rule_words = {k.key: k.rule for k in BONUS_KINDS}
    print("bonus kinds:")
    for key, ids in cov.items():
        shown = f"{len(ids):2d}  {', '.join(ids)}" if ids else f" -  unused ({rule_words[key]})"
        print(f"  {key:<{width}}  {shown}")
    used = sum(1 for ids in cov.values() if ids)
    print(f"{used} of {len(cov)} bonus kinds used")
