"""Serve the rule language to an editor: a Language Server Protocol server over stdio.

`coimbra lsp`. Diagnostics (what `coimbra validate` reports) as you type, hover, completion,
go to definition, references, symbols, rename, code actions and formatting for `.coimbra`
files (docs/EDITOR.md). Needs the editor extra: `pip install 'coimbra[editor]'`.
"""
from __future__ import annotations

import argparse

from coimbra_dsl.errors import CoimbraError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--stdio", action="store_true",
                        help="talk over stdin/stdout (the default and only transport)")


def run(args: argparse.Namespace) -> int:
    try:
        from engine.faces.lsp.server import main
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.split(".")[0] in ("pygls", "lsprotocol", "cattrs"):
            raise CoimbraError("coimbra lsp needs the editor extra: pip install 'coimbra[editor]'") from None
        raise
    return main()
