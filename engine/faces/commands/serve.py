"""Serve a web table: play in the browser against bots or each other.

`coimbra serve [--host 127.0.0.1] [--port 8000] [--rules NAME|PATH] [--games-dir DIR]
[--open]`. Binds to 127.0.0.1 unless told otherwise and prints the address of the
lobby. Every game is saved in the games folder after every action; a server started
again on the same folder continues them all.
"""
from __future__ import annotations

import argparse
import socket
import sys
from pathlib import Path

from coimbra_dsl.errors import CoimbraError
from engine.faces.errors import UsageError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1: this computer only)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--rules", metavar="NAME|PATH",
                        help="rule set or rule folder to offer first (default: base); "
                             "the built-in variants are always offered")
    parser.add_argument("--games-dir", metavar="DIR",
                        help="folder for saved games (default: coimbra/games in your "
                             "user data folder)")
    parser.add_argument("--open", action="store_true",
                        help="open the lobby in your web browser")


def offered_rule_sets(rules: str | None) -> tuple[dict[str, str], str]:
    """Label -> name or folder of every rule set the lobby offers, and the default
    label: the built-in sets, plus a rule folder given with --rules (by its path)."""
    from coimbra_dsl import load_ruleset
    from coimbra_dsl.loader import builtin_names
    offered = {name: name for name in builtin_names()}
    if not rules:
        return offered, "base"
    load_ruleset(rules)             # a rule set that does not load stops here, one line
    if rules in offered:
        return offered, rules
    label = str(Path(rules).expanduser().resolve())
    return {label: label, **offered}, label


def run(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from engine.faces.web import TableStore, create_app, user_games_dir
    except ImportError as exc:
        raise UsageError(f"coimbra serve: needs {exc.name}; install the web extra: "
                         "pip install 'coimbra[web]'") from None
    if not 1 <= args.port <= 65535:
        raise UsageError(f"coimbra serve: --port must be 1..65535, not {args.port}")
    rule_sets, default = offered_rule_sets(args.rules)
    folder = Path(args.games_dir).expanduser() if args.games_dir else user_games_dir()
    store = TableStore(folder, rule_sets)
    store.open()
    for skipped in store.skipped:
        print(f"coimbra serve: skipped {skipped}", file=sys.stderr)
    port = _check_port(args.host, args.port)
    shown_host = f"[{args.host}]" if ":" in args.host else args.host
    url = f"http://{shown_host}:{port}/"
    print(f"coimbra serve: the table is at {url} ({len(store.tables)} saved game(s) in "
          f"{folder}); Ctrl+C stops", flush=True)
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print("coimbra serve: listening beyond this computer; anyone who can reach it "
              "can start games (seats still need their secret links)", file=sys.stderr)
    if args.open:
        import threading
        import webbrowser
        threading.Timer(1.0, webbrowser.open, [url]).start()
    local = ["127.0.0.1", "localhost"] if args.host in ("127.0.0.1", "localhost") else None
    uvicorn.run(create_app(store, default, allowed_hosts=local), host=args.host, port=port,
                log_level="warning")
    return 0


def _check_port(host: str, port: int) -> int:
    """Fail with one line when the address cannot be listened on."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        family = infos[0][0]
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except (OSError, IndexError) as exc:
        raise CoimbraError(f"cannot listen on {host}:{port}: "
                           f"{getattr(exc, 'strerror', None) or exc}") from None
    return port
