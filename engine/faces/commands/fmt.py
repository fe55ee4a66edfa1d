"""Lay rule files out the one canonical way (`coimbra_dsl.fmt`).

`coimbra fmt [PATHS...] [--check]`. PATHS are `.coimbra` files or folders (searched
below for `.coimbra` files; default: the working directory). Each file that would change
is rewritten in place (whole, or not at all) and named on one line; `--check` changes
nothing, names the files that would change and exits 1 if there is any (for a mod's CI).
A file that does not parse is reported as `path:line:col: message` and left as it was
(exit 1).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from coimbra_dsl.errors import RuleError
from coimbra_dsl.fmt import format_text
from coimbra_dsl.limits import MAX_FILE_BYTES
from coimbra_dsl.loader import SUFFIX
from coimbra_dsl.parser import decode
from engine.faces.errors import UsageError
from engine.faces.terminal_text import plain


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", metavar="PATH",
                        help="rule files or folders (default: the working directory)")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; list the files that would change and exit 1 "
                             "if there are any")


def rule_files(paths: list[str]) -> list[Path]:
    """The `.coimbra` files the paths name, sorted, each once."""
    found: list[Path] = []
    for given in paths or ["."]:
        path = Path(given)
        if path.is_dir():
            found.extend(p for p in sorted(path.rglob(f"*{SUFFIX}"))
                         if p.is_file() and not any(part.startswith(".") for part in p.parts[len(path.parts):]))
        elif path.is_file():
            found.append(path)
        else:
            raise UsageError(f"coimbra fmt: no such file or folder: {given}")
    return list(dict.fromkeys(found))


def run(args: argparse.Namespace) -> int:
    status = 0
    changed = 0
    for path in rule_files(args.paths):
        shown = plain(str(path))
        try:
            with open(path, "rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)
        except OSError as exc:
            print(f"{shown}: cannot read: {exc.strerror or exc}", file=sys.stderr)
            status = 1
            continue
        text, problem = decode(data, str(path))
        try:
            if problem is not None:
                raise problem
            formatted = format_text(text, str(path))
        except RuleError as exc:
            print(plain(exc.headline), file=sys.stderr)
            status = 1
            continue
        if formatted.encode("utf-8") == data:
            continue
        changed += 1
        if args.check:
            print(f"would change: {shown}")
            status = 1
            continue
        tmp = path.with_name(f".{path.name}.fmt-tmp")
        try:
            tmp.write_text(formatted, encoding="utf-8", newline="\n")
            os.replace(tmp, path)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            print(f"{shown}: cannot write: {exc.strerror or exc}", file=sys.stderr)
            status = 1
            continue
        print(f"formatted: {shown}")
    if args.check and changed == 0 and status == 0:
        print("every rule file is formatted")
    return status
