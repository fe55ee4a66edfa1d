"""Compare two rule sets on the same seeds: what changed, by how much, and whether it is more than chance.

`coimbra compare A B --games N --players P --bots b1,... [--seed S] [--jobs J]
[--backend local|dask [--scheduler ADDRESS]] [--json FILE] [--report DIR] [--top K]`.
Game i is played with the same seed under A and under B (common random numbers). For
every statistic (win rate per seat, per place and per bot, mean VP, winner VP, VP per
source) and for every component both sets have (how often it is taken, its takers' win
rate and mean VP) it shows B - A with its 95% interval and marks it significant (*) when its p-value,
adjusted for the number of statistics tested (Benjamini-Hochberg), is below 0.05. Every
test is paired by seed: paired t-tests for per-game figures, a paired bootstrap (games
resampled together on both sides) for a component's takers' win rate and VP.
Components in only one set are listed apart. `--json FILE` writes the comparison and
both summaries (every figure `{"value", "ci95": [lo, hi], "n"}`).
"""
from __future__ import annotations

import argparse
import os
import time

from engine.faces.commands.simulate import (add_run_arguments, backend, check_players,
                                      check_run_arguments, progress, write_json,
                                      write_report)
from engine.faces.terminal_text import markup_safe


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("a", metavar="A", help="the first rule set (name or folder)")
    parser.add_argument("b", metavar="B", help="the second rule set (name or folder)")
    add_run_arguments(parser)
    parser.add_argument("--top", type=int, default=12, metavar="K",
                        help="components shown (significant and largest first; default 12)")


def run(args: argparse.Namespace) -> int:
    from coimbra_dsl import load_ruleset
    from engine.tools.simulate import seat_bots
    from engine.tools.compare import Side, compare
    bots, players = check_run_arguments(args, "compare")
    rules = {ref: load_ruleset(ref) for ref in (args.a, args.b)}
    for r in rules.values():
        check_players(r, players, "compare")
    table = seat_bots(bots, players)
    start = time.perf_counter()
    sides = []
    with backend(args) as stream, progress(2 * args.games, "games", args.quiet) as advance:
        for ref in (args.a, args.b):
            side = Side(rules[ref])
            for rec in stream(ref, args.games, table, args.seed, rules[ref]):
                side.add(rec)
                advance()
            sides.append(side)
    result = compare(sides[0], sides[1], args.a, args.b)
    result.update({"bots": table, "seed": args.seed,
                   "seconds": round(time.perf_counter() - start, 2)})
    if args.json:
        write_json(args.json, {"comparison": result,
                               "summary_a": sides[0].tally.summary(),
                               "summary_b": sides[1].tally.summary()})
    if args.report:
        from engine.tools.report import compare_report
        write_report(args.report, compare_report(result))
    print_comparison(result, args.top)
    if args.json:
        print(f"wrote {args.json}")
    if args.report:
        print(f"wrote {os.path.join(args.report, 'index.html')}")
    return 0


def diff_text(d: dict, percent: bool) -> str:
    """`+4.5 [+1.0, +8.0]`: points for a rate; no interval where there is none."""
    from engine.tools.stats import interval_text
    return interval_text(d, 100.0, 1) if percent else interval_text(d, 1.0, 2)


def value_text(d: dict, percent: bool) -> str:
    v = d["value"]
    return "–" if v is None else (f"{v:.1%}" if percent else f"{v:.2f}")


def print_comparison(result: dict, top: int) -> None:
    from rich.table import Table

    from engine.faces.terminal_view import make_console
    from engine.tools.compare import COMPONENT_STATISTICS
    console = make_console()
    console.print(f"{markup_safe(result['b'])} − {markup_safe(result['a'])}: {result['games']} paired "
                  f"games, {result['players']} players ({', '.join(result['bots'])}), seed "
                  f"{result['seed']}, {result['seconds']:.1f} s. * = significant at 5% after "
                  f"correcting (Benjamini-Hochberg) for {result['tests_changed']} tests on the "
                  f"components the sets define differently and {result['tests']} on the rest.")
    st = Table(title="Statistics (B − A, 95% interval; rates in percentage points)")
    for col in ("statistic", "A", "B", "B − A", "p adj.", ""):
        st.add_column(col, justify="left" if col == "statistic" else "right")
    for row in result["statistics"]:
        pct = row["name"].startswith("win rate")
        st.add_row(row["name"], value_text(row["a"], pct), value_text(row["b"], pct),
                   diff_text(row["difference"], pct), f"{row['p_adjusted']:.3f}",
                   "*" if row["significant"] else "")
    console.print(st)
    comps = sorted(result["components"], key=lambda r: (
        not r["changed"], min(r[k]["p"] for k in COMPONENT_STATISTICS)))
    shown = comps[:top]
    ct = Table(title=f"Components both sets have ({len(shown)} of {len(comps)}; changed "
                     f"ones (†) first, then the smallest p-values), B − A")
    for col in ("component", "kind", "taken per game", "", "taker win rate (pts)", "",
                "taker VP", ""):
        ct.add_column(col, justify="left" if col in ("component", "kind") else "right")
    for r in shown:
        t, w, v = (r[k] for k in COMPONENT_STATISTICS)
        ct.add_row(markup_safe(r["name"]) + (" †" if r["changed"] else ""), r["words"],
                   diff_text(t["difference"], False), "*" if t["significant"] else "",
                   diff_text(w["difference"], True), "*" if w["significant"] else "",
                   diff_text(v["difference"], False), "*" if v["significant"] else "")
    console.print(ct)
    for key, label in (("only_in_a", result["a"]), ("only_in_b", result["b"])):
        if result[key]:
            names = ", ".join(f"{markup_safe(c['name'])} ({c['words']})" for c in result[key])
            console.print(f"Only in {markup_safe(label)}: {names}")
    sig = sum(r["significant"] for r in result["statistics"]) + sum(sum(
        r[k]["significant"] for k in COMPONENT_STATISTICS) for r in comps)
    console.print(f"{sig} of {result['tests'] + result['tests_changed']} differences "
                  f"significant.")
