"""Play seeded bot games and summarise them: win rates, VP by source, components.

`coimbra simulate --games N --players P --bots b1,b2,... [--seed S] [--jobs J]
[--rules R] [--json FILE] [--quiet]`. Seat k plays bot k of the list (repeated to fill
the table). The same seed gives the same games, whatever `--jobs` is (an `mcts:SECs`
time budget depends on the machine's speed, so only iteration budgets repeat exactly).

`--json FILE` writes `{"games": [...], "summary": {...}}`. Each game: `seed`, `bots`
(per seat), `scores`, `winner` (a seat index into `bots`/`scores`), `breakdown` (VP by
source per seat) and `actions` (the action keys, for `coimbra replay FILE --game K`).
The summary: `games`, `players`, `rules`, `seed`, `seconds`, `bots` (per bot name:
seats, wins, win_rate, mean_vp, vp_by_source), `start_places` (per place 1..P in the
first round's player order: games, wins, win_rate, mean_vp) and `components` (per kind — start groups
(the start cards), voyages, monasteries, cards — per component: taken, taken_rate (per
game), win_rate of the seats that took it).
"""
from __future__ import annotations

import argparse
import json
import os
import stat
import sys
import tempfile
import time

from coimbra_dsl.errors import CoimbraError, UsageError


DEFAULT_RULES = "base"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=100, metavar="N",
                        help="number of games (default 100)")
    parser.add_argument("--players", type=int, default=None, metavar="P",
                        help="players per game (default: the number of bots, at least 2)")
    parser.add_argument("--bots", default="greedy", metavar="B1,B2,...",
                        help="bot per seat: random, greedy, mcts, mcts:ITER, mcts:SECs "
                             "(repeated to fill the table; default greedy)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="master seed")
    parser.add_argument("--jobs", type=int, default=1, metavar="J",
                        help="worker processes (results identical to --jobs 1)")
    parser.add_argument("--rules", default=DEFAULT_RULES, metavar="R",
                        help="rule set name or folder (default: base)")
    parser.add_argument("--json", metavar="FILE",
                        help="write {games: [...], summary: {...}} to FILE")
    parser.add_argument("--top", type=int, default=8, metavar="K",
                        help="components shown per kind in the table (default 8)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    from engine.bots import parse_bots
    from engine.tools.simulate import run_games, seat_bots, summarize
    bots = parse_bots(args.bots)
    players = args.players if args.players is not None else max(2, len(bots))
    if args.games < 1:
        raise UsageError("coimbra simulate: --games must be at least 1")
    if args.jobs < 1:
        raise UsageError("coimbra simulate: --jobs must be at least 1")
    if len(bots) > players:
        raise UsageError(f"coimbra simulate: {len(bots)} bots for {players} players")
    from coimbra_dsl import load_ruleset
    rules = load_ruleset(args.rules)
    if players not in rules.setups:
        counts = ", ".join(str(k) for k in sorted(rules.setups))
        raise UsageError(f"coimbra simulate: --players {players}: rule set "
                         f"{rules.name!r} has setups for {counts} players")
    table = seat_bots(bots, players)
    if args.json:
        _check_writable(args.json)

    start = time.perf_counter()
    show = not args.quiet and sys.stderr.isatty()
    if show:
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress,
                                   TimeElapsedColumn, TimeRemainingColumn)
        with Progress("[progress.description]{task.description}", BarColumn(),
                      MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
                      transient=True) as progress:
            task = progress.add_task("games", total=args.games)
            records = run_games(args.rules, args.games, table, args.seed, args.jobs,
                                rules=rules,
                                on_game=lambda rec: progress.advance(task))
    else:
        records = run_games(args.rules, args.games, table, args.seed, args.jobs, rules=rules)
    seconds = time.perf_counter() - start

    summary = summarize(records)
    summary.update({"rules": args.rules, "seed": args.seed,
                    "seconds": round(seconds, 2)})
    if args.json:       # written before anything is printed (a closed pipe cannot lose it)
        doc = {"games": [{k: rec[k] for k in ("seed", "bots", "scores", "winner",
                                              "breakdown", "actions")}
                         for rec in records],
               "summary": summary}
        try:
            write_atomic(args.json, json.dumps(doc, indent=1, sort_keys=False))
        except OSError as exc:
            raise CoimbraError(f"cannot write {args.json}: {exc.strerror or exc}") from None
    print_summary(summary, table, args.top)
    if args.json:
        print(f"wrote {args.json}")
    return 0


def print_summary(summary: dict, table: list[str], top: int) -> None:
    """The summary tables: bots, VP by source, components."""
    from rich.table import Table

    from engine.tools.simulate import COMPONENT_KINDS
    from engine.faces.terminal_view import make_console
    console = make_console()
    console.print(f"{summary['games']} games, {summary['players']} players "
                  f"({', '.join(table)}), rules {summary['rules']}, seed {summary['seed']}, "
                  f"{summary['seconds']:.1f} s")
    bt = Table(title="Bots")
    for col in ("bot", "seats", "wins", "win rate", "mean VP"):
        bt.add_column(col, justify="left" if col == "bot" else "right")
    for name, b in summary["bots"].items():
        bt.add_row(name, str(b["seats"]), str(b["wins"]), f"{b['win_rate']:.1%}",
                   f"{b['mean_vp']:.1f}")
    console.print(bt)
    if summary.get("start_places"):
        pt = Table(title="By place in the first round's player order")
        for col in ("place", "games", "wins", "win rate", "mean VP"):
            pt.add_column(col, justify="right")
        for place, r in summary["start_places"].items():
            pt.add_row(place, str(r["games"]), str(r["wins"]), f"{r['win_rate']:.1%}",
                       f"{r['mean_vp']:.1f}")
        console.print(pt)
    st = Table(title="Mean VP by source")
    st.add_column("bot")
    sources = list(next(iter(summary["bots"].values()))["vp_by_source"]) \
        if summary["bots"] else []
    for s in sources:
        st.add_column(s, justify="right")
    for name, b in summary["bots"].items():
        st.add_row(name, *(f"{b['vp_by_source'].get(s, 0):.1f}" for s in sources))
    console.print(st)
    for kind in COMPONENT_KINDS:
        rows = summary["components"][kind]
        ct = Table(title=f"{kind[0].upper()}{kind[1:]} (most taken first; "
                         f"{min(top, len(rows))} of {len(rows)})")
        for col in ("component", "taken", "per game", "taker win rate"):
            ct.add_column(col, justify="left" if col == "component" else "right")
        for cid, r in list(rows.items())[:top]:
            ct.add_row(cid, str(r["taken"]), f"{r['taken_rate']:.2f}", f"{r['win_rate']:.1%}")
        console.print(ct)


def _check_writable(path: str) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise UsageError(f"coimbra simulate: --json {path}: no folder {folder}")


def write_atomic(path: str, text: str) -> None:
    """Write `text` to `path` through a temp file in the same folder and `os.replace`."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".coimbra-", suffix=".tmp", dir=folder)
    try:
        mask = os.umask(0)
        os.umask(mask)
        try:                    # a file replaced keeps its mode (issue 13)
            mode = stat.S_IMODE(os.stat(path).st_mode)
        except OSError:
            mode = 0o666 & ~mask
        os.chmod(tmp, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())  # the bytes are on disk before the name points at them
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
