"""Serve a web table: play in the browser against bots or each other.

`coimbra serve [--host 127.0.0.1] [--port 8000] [--rules NAME|PATH] [--games-dir DIR]
[--open] [--max-games N] ...`. Binds to 127.0.0.1 unless told otherwise and prints the
address of the lobby. Every game is saved in the games folder after every action; a
server started again on the same folder continues them all. Every bound of the server
(games, requests, WebSockets, timeouts) is an option with a default a person never meets.
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
    from engine.faces.web.limits import Limits
    d = Limits()
    bounds = parser.add_argument_group("bounds (0 switches a bound off)")
    bounds.add_argument("--max-games", type=int, default=d.games, metavar="N",
                        help=f"games the server holds (default {d.games})")
    bounds.add_argument("--games-per-client", type=int, default=d.games_per_client,
                        metavar="N", help="new games one address may start in an hour "
                                          f"(default {d.games_per_client})")
    bounds.add_argument("--requests-per-second", type=float, default=d.requests_per_second,
                        metavar="R", help="requests one address may send a second, on "
                                          f"average (default {d.requests_per_second:g})")
    bounds.add_argument("--sockets-per-seat", type=int, default=d.sockets_per_seat,
                        metavar="N", help="open pages (WebSockets) of one seat "
                                          f"(default {d.sockets_per_seat})")
    bounds.add_argument("--header-timeout", type=float, default=d.header_timeout,
                        metavar="S", help="seconds a client has to send a request's head "
                                          f"(default {d.header_timeout:g})")
    bounds.add_argument("--idle-timeout", type=int, default=d.idle_timeout, metavar="S",
                        help="seconds a kept-alive connection may stay idle "
                             f"(default {d.idle_timeout})")
    bounds.add_argument("--max-connections", type=int, default=d.connections, metavar="N",
                        help=f"open connections before a 503 (default {d.connections})")


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
    from engine.faces.web.protocol import timed_protocol
    from engine.faces.web.tables import shown
    limits = limits_of(args)
    rule_sets, default = offered_rule_sets(args.rules)
    folder = Path(args.games_dir).expanduser() if args.games_dir else user_games_dir()
    store = TableStore(folder, rule_sets, limits)
    store.open()
    for skipped in store.skipped:
        print(f"coimbra serve: skipped {skipped}", file=sys.stderr)
    for note in store.notes:
        print(f"coimbra serve: {note}", file=sys.stderr)
    port = _check_port(args.host, args.port)
    shown_host = f"[{args.host}]" if ":" in args.host else args.host
    url = f"http://{shown_host}:{port}/"
    print(f"coimbra serve: the table is at {url} ({len(store.tables)} saved game(s) in "
          f"{shown(folder)}); Ctrl+C stops", flush=True)
    local = local_names(args.host)
    if local is None:
        print("coimbra serve: listening beyond this computer; anyone who can reach it "
              "can start games (seats still need their secret links)", file=sys.stderr)
    if args.open:
        import threading
        import webbrowser
        threading.Timer(1.0, webbrowser.open, [url]).start()
    uvicorn.run(create_app(store, default, allowed_hosts=local), host=args.host, port=port,
                log_level="warning", http=timed_protocol(limits.header_timeout),
                timeout_keep_alive=limits.idle_timeout,
                limit_concurrency=limits.connections)
    return 0


def limits_of(args: argparse.Namespace):
    """The server's `Limits` from the options (0 switches a bound off); bad values are a
    usage error, one line."""
    from engine.faces.web.limits import Limits
    for name in ("max_games", "games_per_client", "requests_per_second", "sockets_per_seat",
                 "max_connections", "idle_timeout"):
        if getattr(args, name) < 0:
            raise UsageError(f"coimbra serve: --{name.replace('_', '-')} must be 0 or more")
    if not 0 < args.header_timeout <= 3600 or not 0 < args.idle_timeout <= 3600:
        raise UsageError("coimbra serve: --header-timeout and --idle-timeout must be "
                         "1..3600 seconds")
    return Limits(games=args.max_games or None, games_per_client=args.games_per_client or None,
                  requests_per_second=args.requests_per_second or None,
                  sockets_per_seat=args.sockets_per_seat or None,
                  header_timeout=args.header_timeout, idle_timeout=args.idle_timeout,
                  connections=args.max_connections or None)


def local_names(host: str) -> list[str] | None:
    """The Host header names a server on a loopback address answers to (every name of
    this computer: `localhost`, `127.0.0.1`, `::1` and the address itself), or None
    when it listens beyond this computer (any name may then be in use)."""
    from engine.faces.web.app import LOOPBACK_NAMES, is_loopback
    if not is_loopback(host):
        return None
    return sorted({*LOOPBACK_NAMES, host.strip("[]").lower()})


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
