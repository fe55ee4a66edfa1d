"""What each component is worth to the bots, by restricted play: a seat may not take it, on the same seeds.

`coimbra balance [RULES] [--components IDS|KIND] --games N --players P --bots b1,...
[--seed S] [--jobs J] [--backend local|dask [--scheduler ADDRESS]] [--json FILE]
[--report DIR] [--top K]`. Game i is played once as `simulate` plays it; then each seat
in turn is restricted: for each component, that seat's bot may not take it (its legal
actions filtered, nothing else changed) and the game is played again from the first
choice the restriction changes. A component's worth is a seat's win rate and VP
unrestricted minus restricted (a seat that did not take it counts zero), averaged over
the seats and paired by game, with the 95% t interval; * marks a worth significant at
5% after correcting for the number of components (Benjamini-Hochberg; wins by the exact
sign test, VP by the paired t-test). It measures what a component is worth to the bots
given, not to people. `--json FILE` writes the summary (per component: id, name, kind,
games, taken (seats replayed), broken, win_rate_worth and vp_worth, each `{"value",
"ci95", "n", "p", "p_adjusted", "significant"}`) and `records`: per game its seed,
scores, winner and `restricted`, per seat a map from each component replayed to the
restricted game's scores, winner, whether the restriction held and the action it was
replayed from.
"""
from __future__ import annotations

import argparse
import os
import time

from engine.faces.errors import UsageError

from engine.faces.commands.simulate import (DEFAULT_RULES, add_run_arguments,
                                            check_players, check_run_arguments, progress,
                                            write_json, write_report)

WIDTH = 80


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("rules", nargs="?", default=DEFAULT_RULES, metavar="RULES",
                        help="rule set name or folder (default: base)")
    parser.add_argument("--components", metavar="IDS|KIND",
                        help="component ids or kinds (start groups, start cards, voyages, "
                             "monasteries, cards), comma-separated (default: all)")
    add_run_arguments(parser, games=200)
    parser.add_argument("--top", type=int, default=None, metavar="K",
                        help="rows shown (default: every component)")


def run(args: argparse.Namespace) -> int:
    from coimbra_dsl import load_ruleset
    from engine.tools.balance import BalanceTally, iter_paired, wanted_components
    from engine.tools.simulate import seat_bots
    bots, players = check_run_arguments(args, "balance")
    if args.top is not None and args.top < 1:
        raise UsageError("coimbra balance: --top must be at least 1")
    rules = load_ruleset(args.rules)
    check_players(rules, players, "balance")
    wanted = wanted_components(rules, args.components)
    table = seat_bots(bots, players)
    start = time.perf_counter()
    tally = BalanceTally(rules, wanted)
    kept: list = []             # the per-game results, for --json only

    def add(res: dict) -> None:
        tally.add(res)
        if args.json:
            kept.append(res)
        advance()
    with progress(args.games, "games", args.quiet) as advance:
        if args.backend == "dask":
            from engine.tools.cluster import dask_client
            with dask_client(args.scheduler, args.jobs) as client:
                for res in iter_paired(args.rules, args.games, table, wanted, args.seed,
                                       client=client):
                    add(res)
        else:
            for res in iter_paired(args.rules, args.games, table, wanted, args.seed,
                                   args.jobs):
                add(res)
    summary = tally.summary()
    summary.update({"rules": args.rules, "bots": table, "seed": args.seed,
                    "seconds": round(time.perf_counter() - start, 2)})
    if args.json:
        write_json(args.json, {**summary, "records": kept})
    if args.report:
        from engine.tools.report import balance_report
        write_report(args.report, balance_report(summary))
    for line in summary_lines(summary, args.top):
        print(line)
    if args.json:
        print(f"wrote {args.json}")
    if args.report:
        print(f"wrote {os.path.join(args.report, 'index.html')}")
    return 0


def worth_text(d: dict, percent: bool) -> str:
    """`+4.5 [+1.0, +8.0]` (percentage points for a win rate)."""
    from engine.tools.stats import interval_text
    return interval_text(d, 100.0 if percent else 1.0, 1)


def cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[:width - 1] + "…"


def short_kind(words: str) -> str:
    """"card · clerics" -> "clerics", "start card · merchants" -> "start merch"."""
    cls = words.rpartition(" · ")[2]
    if words.startswith("start card"):
        return cut("start " + cls, 11)
    return cut(cls, 11)


def summary_lines(summary: dict, top=None) -> list[str]:
    """The ranked table, every line at most 80 columns."""
    import textwrap
    from engine.faces.terminal_text import plain
    rows = summary["components"]
    shown = rows if top is None else rows[:top]
    head = (f"{summary['games']} games, {summary['players']} players "
            f"({', '.join(summary['bots'])}), rules {plain(summary['rules'])}, seed "
            f"{summary['seed']}, {summary['seconds']:.1f} s. {summary['method']} Each seat is "
            f"restricted in turn; worth = unrestricted - restricted, per seat, paired by "
            f"game, 95% interval; * significant "
            f"after correcting for {len(rows)} components (Benjamini-Hochberg).")
    out = textwrap.wrap(head, WIDTH)
    out.append("")
    out.append(f"{'':>3} {'component':<20} {'kind':<11} {'win rate (points)':>20}  "
               f"{'VP':>19}")
    for i, r in enumerate(shown, 1):
        w, v = r["win_rate_worth"], r["vp_worth"]
        out.append(f"{i:>3} {cut(plain(r['name']), 20):<20} {short_kind(r['kind']):<11} "
                   f"{cut(worth_text(w, True), 20):>20}{'*' if w['significant'] else ' '} "
                   f"{cut(worth_text(v, False), 19):>19}{'*' if v['significant'] else ''}")
    if len(shown) < len(rows):
        out.append(f"... {len(rows) - len(shown)} more (--top, or --json for all)")
    sig = sum(r["win_rate_worth"]["significant"] or r["vp_worth"]["significant"] for r in rows)
    broken = sum(r["broken"] for r in rows)
    out.extend(textwrap.wrap(
        f"{sig} of {len(rows)} components worth more or less than nothing beyond chance. "
        f"A component a seat did not take leaves the game unchanged for that seat (a "
        f"zero)."
        + (f" In {broken} restricted games the seat took it anyway (every choice took "
           f"it, or another seat's turn gave it)." if broken else ""), WIDTH))
    return out
