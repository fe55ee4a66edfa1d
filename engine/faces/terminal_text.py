"""Text from rule files, saves and users shown on a terminal: always data, never markup or
control codes. A name holding `[/x]` or an escape sequence prints as what it is."""
from __future__ import annotations

import unicodedata

from rich.markup import escape


def plain(text: object, lines: bool = False) -> str:
    """`text` without control, format (bidi, zero-width) or unassigned characters; line and
    paragraph separators become spaces, and so does a newline unless `lines` is true."""
    out = []
    for ch in str(text):
        if ch == "\n" and lines:
            out.append(ch)
            continue
        cat = unicodedata.category(ch)
        if cat in ("Zl", "Zp") or ch in "\n\t":
            out.append(" ")
        elif cat[0] != "C":
            out.append(ch)
    return "".join(out)


def markup_safe(text: object, lines: bool = False) -> str:
    """`plain(text)` escaped for rich markup, for table cells and `console.print`."""
    return escape(plain(text, lines))
