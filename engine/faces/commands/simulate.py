"""Play seeded bot games and summarise them: win rates, VP by source, components.

`coimbra simulate --games N --players P --bots b1,b2,... [--seed S] [--jobs J]
[--backend local|dask [--scheduler ADDRESS]] [--rules R] [--json FILE] [--report DIR]
[--quiet]`. Seat k plays bot k of the list (repeated to fill the table). The same seed
gives the same games, whatever `--jobs` or `--backend` is (an `mcts:SECs` time budget
depends on the machine's speed, so only iteration budgets repeat exactly).

Every rate and mean comes with its 95% interval and the number it rests on (Wilson for
rates, Student t for means). A component's takers are compared with a baseline right for
its kind: start groups and start cards (every seat takes one group) with the fair
1/players (exact binomial test); voyages, monasteries and cards (a seat that takes more
wins more) with the seats that took as many of that kind but not this one
(Cochran-Mantel-Haenszel). Flags (▲ above, ▼ below) keep the false-discovery rate at 5%
over all components (Benjamini-Hochberg); they show association, not cause (`coimbra
balance` measures what a component is worth). The tables fit 80 columns.

`--json FILE` writes `{"games": [...], "summary": {...}}`. Each game: `seed`, `bots`
(per seat), `scores`, `winner` (a seat index into `bots`/`scores`), `breakdown` (VP by
source per seat), `actions` (the action keys, for `coimbra replay FILE --game K`) and
`alike_at_once` (false or missing in a record made before such decisions were taken at
once: its actions replay asking every decision, `GameState.alike_at_once`).
The summary: `games`, `players`, `rules`, `seed`, `seconds`, `fair_win_rate`,
`winner_vp`, `bots` (per bot name: seats, wins, win_rate, mean_vp, vp_by_source),
`seats` (per seat 1..P: bot, wins, win_rate, mean_vp), `start_places` (per place 1..P
in the first round's player order: games, wins, win_rate, mean_vp) and `components`
(per kind — start groups (the pair dealt together), start cards, voyages, monasteries,
cards — per component id: name, kind, taken, wins, taken_per_game, taker_win_rate,
baseline (`{"kind": "fair"|"matched", "rate"}`), p, p_adjusted, flag ("above", "below"
or null)). Every statistic is `{"value", "ci95": [lo, hi], "n"}`.
"""
from __future__ import annotations

import argparse
import json
import os
import secrets
import stat
import sys
import time
from contextlib import contextmanager
from typing import Callable, Iterator, Optional

from coimbra_dsl.errors import CoimbraError
from engine.faces.errors import UsageError

DEFAULT_RULES = "base"
BACKENDS = ("local", "dask")


# ---------------------------------------------------------------- arguments shared by
# simulate, compare and sweep

def add_run_arguments(parser: argparse.ArgumentParser, games: int = 100) -> None:
    """The options of every command that plays many games."""
    parser.add_argument("--games", type=int, default=games, metavar="N",
                        help=f"number of games (default {games})")
    parser.add_argument("--players", type=int, default=None, metavar="P",
                        help="players per game (default: the number of bots, at least 2)")
    parser.add_argument("--bots", default="greedy", metavar="B1,B2,...",
                        help="bot per seat: random, greedy, mcts, mcts:ITER, mcts:SECs "
                             "(repeated to fill the table; default greedy)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="master seed")
    parser.add_argument("--jobs", type=int, default=None, metavar="J",
                        help="worker processes (default and most: the number of cores; "
                             "results identical to --jobs 1)")
    parser.add_argument("--backend", choices=BACKENDS, default="local",
                        help="local processes (--jobs) or a Dask cluster (needs the "
                             "'cluster' extra); the same games either way")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="with --backend dask: the scheduler, e.g. tcp://10.0.0.5:8786 "
                             "(default: a local cluster of --jobs workers)")
    parser.add_argument("--json", metavar="FILE",
                        help="write the results as JSON to FILE (keeps every game's record "
                             "until the end; without it memory does not grow with --games)")
    parser.add_argument("--report", metavar="DIR",
                        help="write a self-contained HTML report with plots to DIR/index.html")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_run_arguments(parser)
    parser.add_argument("--rules", default=DEFAULT_RULES, metavar="R",
                        help="rule set name or folder (default: base)")
    parser.add_argument("--top", type=int, default=8, metavar="K",
                        help="components shown per kind in the table (default 8)")


def check_run_arguments(args: argparse.Namespace, command: str) -> tuple[list[str], int]:
    """The bots and player count, after every check that needs no rule set; output
    paths are checked here too, so a long run never ends in an unwritable file."""
    from engine.bots import parse_bots
    from engine.tools.simulate import core_count
    bots = parse_bots(args.bots)
    players = args.players if args.players is not None else max(2, len(bots))
    if args.games < 1:
        raise UsageError(f"coimbra {command}: --games must be at least 1")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError(f"coimbra {command}: --jobs must be at least 1")
    args.jobs = min(args.jobs or core_count(), core_count())
    if len(bots) > players:
        raise UsageError(f"coimbra {command}: {len(bots)} bots for {players} players")
    if args.scheduler and args.backend != "dask":
        raise UsageError(f"coimbra {command}: --scheduler needs --backend dask")
    if args.backend == "dask":
        from engine.tools.cluster import check_available
        check_available()
    if args.json:
        check_output_file(args.json, f"coimbra {command}: --json")
    if args.report:
        check_output_folder(args.report, f"coimbra {command}: --report")
        from engine.tools.report import check_available as report_available
        report_available()
    return bots, players


def check_players(rules, players: int, command: str) -> None:
    if players not in rules.setups:
        counts = ", ".join(str(k) for k in sorted(rules.setups))
        raise UsageError(f"coimbra {command}: --players {players}: rule set "
                         f"{rules.name!r} has setups for {counts} players")


def check_output_file(path: str, what: str) -> None:
    """A file can be written at `path` (its folder exists and is writable; it is not a
    folder itself)."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise UsageError(f"{what} {path}: no folder {folder}")
    if os.path.isdir(path):
        raise UsageError(f"{what} {path}: is a folder")
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise UsageError(f"{what} {path}: not writable")


def check_output_folder(path: str, what: str) -> None:
    """A report folder: an existing writable folder, or a new one whose parent is."""
    full = os.path.abspath(path)
    if os.path.exists(full) and not os.path.isdir(full):
        raise UsageError(f"{what} {path}: is a file, not a folder")
    check_output_file(os.path.join(full, "index.html"), what) if os.path.isdir(full) \
        else check_output_file(full, what)


@contextmanager
def backend(args: argparse.Namespace) -> Iterator[Callable[..., Iterator[dict]]]:
    """`stream(ref, games, table, seed, rules=None)`: the records of a run on the chosen
    backend, in game order. A Dask cluster is connected (or started) once for all runs."""
    if args.backend == "dask":
        from engine.tools.cluster import dask_client, iter_games_dask
        with dask_client(args.scheduler, args.jobs) as client:
            yield lambda ref, games, table, seed, rules=None: iter_games_dask(
                ref, games, table, seed, client=client)
        return
    from engine.tools.simulate import iter_games
    yield lambda ref, games, table, seed, rules=None: iter_games(
        ref, games, table, seed, args.jobs, rules=rules)


@contextmanager
def progress(total: int, label: str, quiet: bool) -> Iterator[Callable[[], None]]:
    """An `advance()` for each finished game: a rich progress bar on a terminal, one line
    per 10% on stderr otherwise, nothing with `quiet`."""
    if quiet:
        yield lambda: None
        return
    if sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress,
                                   TimeElapsedColumn, TimeRemainingColumn)
        with Progress("[progress.description]{task.description}", BarColumn(),
                      MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
                      console=Console(file=sys.stderr), transient=True) as bar:
            task = bar.add_task(label, total=total)
            yield lambda: bar.advance(task)
        return
    start = time.perf_counter()
    state = {"done": 0, "tenth": 0}

    def advance() -> None:
        state["done"] += 1
        tenth = state["done"] * 10 // total
        if tenth > state["tenth"]:
            state["tenth"] = tenth
            print(f"{label}: {state['done']}/{total} ({tenth * 10}%), "
                  f"{time.perf_counter() - start:.1f} s", file=sys.stderr, flush=True)
    yield advance


def write_report(folder: str, text: str) -> None:
    """`folder/index.html`, written atomically (the folder is made if missing)."""
    try:
        os.makedirs(folder, exist_ok=True)
        write_atomic(os.path.join(folder, "index.html"), text)
    except OSError as exc:
        raise CoimbraError(f"cannot write the report to {folder}: {exc.strerror or exc}") from None


def write_json(path: str, doc: dict) -> None:
    try:
        write_atomic(path, json.dumps(doc, indent=1, sort_keys=False))
    except OSError as exc:
        raise CoimbraError(f"cannot write {path}: {exc.strerror or exc}") from None


# ---------------------------------------------------------------- simulate

RECORD_FIELDS = ("seed", "bots", "scores", "winner", "breakdown", "actions", "alike_at_once")


def run(args: argparse.Namespace) -> int:
    from engine.tools.simulate import Tally, seat_bots
    bots, players = check_run_arguments(args, "simulate")
    from coimbra_dsl import load_ruleset
    rules = load_ruleset(args.rules)
    check_players(rules, players, "simulate")
    table = seat_bots(bots, players)

    start = time.perf_counter()
    tally = Tally(rules)
    kept: Optional[list[dict]] = [] if args.json else None   # records only when asked
    with backend(args) as stream, progress(args.games, "games", args.quiet) as advance:
        for rec in stream(args.rules, args.games, table, args.seed, rules):
            tally.add(rec)
            if kept is not None:
                kept.append({k: rec[k] for k in RECORD_FIELDS})
            advance()
    seconds = time.perf_counter() - start

    summary = tally.summary()
    summary.update({"rules": args.rules, "seed": args.seed, "seconds": round(seconds, 2)})
    if args.json:       # written before anything is printed (a closed pipe cannot lose it)
        write_json(args.json, {"games": kept, "summary": summary})
    if args.report:
        from engine.tools.report import simulate_report
        write_report(args.report, simulate_report(summary, table))
    print_summary(summary, table, args.top)
    if args.json:
        print(f"wrote {args.json}")
    if args.report:
        print(f"wrote {os.path.join(args.report, 'index.html')}")
    return 0


WIDTH = 80


def print_summary(summary: dict, table: list[str], top: int) -> None:
    """The summary tables, every line at most 80 columns: bots, seats and places, VP by
    source, then per kind of component the most taken and every flagged one."""
    from rich import box
    from rich.table import Table

    from engine.tools.simulate import SUMMARY_KINDS
    from engine.faces.terminal_text import markup_safe
    from engine.faces.terminal_view import make_console
    from engine.tools.stats import mean_text as number
    from engine.tools.stats import rate_text as rate
    console = make_console()
    console.width = min(console.width, WIDTH)

    def grid(title: str) -> Table:
        console.print()
        return Table(title=title, box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False,
                     title_justify="left")
    console.print(f"{summary['games']} games, {summary['players']} players "
                  f"({', '.join(table)}), rules {markup_safe(summary['rules'])}, seed {summary['seed']}, "
                  f"{summary['seconds']:.1f} s. Rates: value [95% interval]; means ± half "
                  f"the 95% interval; n = the games or seats a figure rests on.")
    if summary.get("winner_vp"):
        console.print(f"Winner's VP: {number(summary['winner_vp'])} (mean over "
                      f"{summary['winner_vp']['n']} games).")
    bt = grid("Bots")
    for col in ("bot", "seats", "wins", "win rate", "mean VP"):
        bt.add_column(col, justify="left" if col == "bot" else "right")
    for name, b in summary["bots"].items():
        bt.add_row(name, str(b["seats"]), str(b["wins"]), rate(b["win_rate"]),
                   number(b["mean_vp"]))
    console.print(bt)
    seats = grid("By seat (its bot) and by place in the first round's order")
    for col in ("", "bot", "win rate (seat)", "VP (seat)", "win rate (place)", "VP (place)"):
        seats.add_column(col, justify="left" if col == "bot" else "right")
    places = summary.get("start_places", {})
    for k, s in summary["seats"].items():
        p = places.get(k)
        seats.add_row(k, s["bot"], rate(s["win_rate"]), number(s["mean_vp"]),
                      rate(p["win_rate"]) if p else "–", number(p["mean_vp"]) if p else "–")
    console.print(seats)
    st = grid("Mean VP by source")
    st.add_column("source")
    names = list(summary["bots"])
    for name in names:
        st.add_column(name, justify="right")
    sources = list(next(iter(summary["bots"].values()))["vp_by_source"]) \
        if summary["bots"] else []
    for src in sources:
        st.add_row(src, *(number(summary["bots"][n]["vp_by_source"][src]) for n in names))
    console.print(st)
    flagged = tested = 0
    for kind in SUMMARY_KINDS:
        rows = summary["components"][kind]
        listed = list(rows.values())
        shown = listed[:top] + [r for r in listed[top:] if r["flag"]]
        base = next((r["baseline"]["kind"] for r in listed), "fair")
        extra = len(shown) - min(top, len(listed))
        ct = grid(f"{kind[0].upper()}{kind[1:]}: {len(shown)} of {len(rows)} (most taken "
                  f"first{f', {extra} more flagged' if extra else ''}), baseline {base}")
        for col in ("component", "taken", "taker win rate", "baseline", "p adj.", ""):
            ct.add_column(col, justify="left" if col == "component" else "right",
                          no_wrap=True, overflow="ellipsis",
                          max_width=28 if col == "component" else None)
        for r in shown:
            q = r.get("p_adjusted")
            b = r["baseline"]["rate"]
            ct.add_row(markup_safe(r["name"]), str(r["taken"]), rate(r["taker_win_rate"]),
                       "–" if b is None else f"{b:.1%}", "–" if q is None else f"{q:.3f}",
                       {"above": "▲", "below": "▼"}.get(r["flag"] or "", ""))
        console.print(ct)
        flagged += sum(1 for r in listed if r["flag"])
        tested += sum(1 for r in listed if r.get("p") is not None)
    console.print(f"{flagged} of {tested} components flagged (▲/▼: takers win more or less "
                  f"often than the baseline, 5% false-discovery rate, Benjamini-Hochberg). "
                  f"Baselines: fair = 1/players (every seat takes one start group); matched "
                  f"= the seats that took as many of that kind but not this one (a seat that "
                  f"takes more wins more). A flag is an association, not a cause: `coimbra "
                  f"balance` measures what a component is worth.")


def write_atomic(path: str, text: str, mode: Optional[int] = None) -> None:
    """Write `text` to `path` through a temp file in the same folder and `os.replace`.
    With `mode` the file gets exactly that mode; without, a file replaced keeps its mode
    and a new one gets 0666 less the umask, applied by the kernel when the temp file is
    created (the process umask is never read or changed: other threads are writing too)."""
    folder = os.path.dirname(os.path.abspath(path))
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = -1
    while True:
        tmp = os.path.join(folder, f".coimbra-{secrets.token_hex(8)}.tmp")
        try:
            fd = os.open(tmp, flags, 0o600 if mode is not None else 0o666)
            break
        except FileExistsError:
            continue
    try:
        try:                    # a file replaced keeps its mode
            keep = stat.S_IMODE(os.stat(path).st_mode) if mode is None else mode
        except OSError:
            keep = None
        if keep is not None:
            if hasattr(os, "fchmod"):
                os.fchmod(fd, keep)
            else:
                os.chmod(tmp, keep)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            fd = -1
            f.write(text)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())  # the bytes are on disk before the name points at them
        os.replace(tmp, path)
    except BaseException:
        if fd >= 0:
            os.close(fd)
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
