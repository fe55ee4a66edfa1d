"""The `coimbra` command: one subcommand per module in `engine/faces/commands/`.

Every error a user can cause prints one line `coimbra: ...` and exits non-zero
(2 for bad usage, 1 for anything else); never a traceback.
"""
from __future__ import annotations

import argparse
import importlib
import sys
from typing import Optional, Sequence

from coimbra_dsl.errors import CoimbraError, RuleSetErrors
from engine.core.errors import OptionError
from engine.faces.errors import UsageError
from engine.faces.terminal_text import plain

# Subcommand name -> module in engine.faces.commands. Each module has
# `add_arguments(parser)` and `run(args) -> int`, and a one-line docstring.
COMMANDS = ("play", "simulate", "compare", "balance", "sweep", "replay", "validate", "cards", "map",
            "read", "serve", "fmt", "lsp")


class _Parser(argparse.ArgumentParser):
    """argparse that reports bad usage as one line and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="coimbra", description="Coimbra rules engine")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"engine.faces.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"engine.faces.commands.{name}":
                raise
            continue
        doc = (module.__doc__ or "").strip().splitlines()
        p = sub.add_parser(name, help=doc[0] if doc else None,
                           description=doc[0] if doc else None)
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.version:
            from importlib.metadata import version
            print(f"coimbra {version('coimbra')}")
            return 0
        if not getattr(args, "_run", None):
            raise UsageError("coimbra: missing COMMAND (try 'coimbra --help')")
        return int(args._run(args) or 0)
    except OptionError as exc:      # a UsageError, or an option a layer below refused
        print(plain(exc), file=sys.stderr)
        return 2
    except RuleSetErrors as exc:
        for err in exc.errors:      # `path:line:col: message`, the source line, a caret
            print(plain(err, lines=True), file=sys.stderr)
        return 1
    except CoimbraError as exc:
        print(f"coimbra: {plain(str(exc).splitlines()[0])}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("coimbra: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
