"""Golden files as text, one step per line, so that a change fails with the line and the
action it happened at ("line 212 (action 57: place die=gray-5 at=lower)") and shows as a
readable diff in review.

A playthrough is its header lines (`# key: value`), then every event of the log: an
action event as `action K: P<seat> <key>`, every other event as `  <kind> <fields as
JSON>` under the action that caused it. The final scores and breakdown close the file.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable

REGEN = "COIMBRA_REGEN_GOLDEN"


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(", ", ": "))


def playthrough_lines(header: dict[str, Any], events: Iterable[dict[str, Any]],
                      scores: list[int], breakdown: Any) -> list[str]:
    """The golden text of one game, a line per header field, event and result."""
    lines = [f"# {k}: {_json(v)}" for k, v in header.items()]
    actions = 0
    for event in events:
        fields = {k: v for k, v in event.items() if k != "event"}
        if event.get("event") == "action":
            actions += 1
            lines.append(f"action {actions}: P{fields.pop('seat') + 1} {fields.pop('action')}"
                         + (f" {_json(fields)}" if fields else ""))
        else:
            lines.append(f"  {event.get('event')} {_json(fields)}")
    lines.append(f"scores {_json(scores)}")
    lines.append(f"breakdown {_json(breakdown)}")
    return lines


def key_lines(header: dict[str, Any], keys: Iterable[str]) -> list[str]:
    """A numbered list (an action space): the header, then `N key` per line."""
    return [f"# {k}: {_json(v)}" for k, v in header.items()] + [
        f"{i} {key}" for i, key in enumerate(keys)]


def assert_golden(path: Path, lines: list[str], regenerate: str) -> None:
    """`lines` equal the golden file's, or an AssertionError naming the first line that
    differs and the action it belongs to. With COIMBRA_REGEN_GOLDEN set, write them."""
    if os.environ.get(REGEN):
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    want = path.read_text(encoding="utf-8").splitlines()
    where = "before the first action"
    for n, (w, g) in enumerate(zip(want, lines), start=1):
        if g.startswith("action "):
            where = g.split(" {", 1)[0]
        if w != g:
            raise AssertionError(f"{path.name} line {n} ({where}): the golden says\n  {w}\n"
                                 f"but the game gives\n  {g}\nIf the change is intended: "
                                 f"{regenerate}")
    if len(want) != len(lines):
        n = min(len(want), len(lines)) + 1
        longer = "golden" if len(want) > len(lines) else "game"
        raise AssertionError(f"{path.name} line {n} ({where}): the {longer} goes on "
                             f"({len(want)} golden lines, {len(lines)} now). If the change "
                             f"is intended: {regenerate}")
