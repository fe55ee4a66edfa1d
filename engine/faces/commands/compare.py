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


WIDTH = 80
STATISTIC, NAME, KIND = 32, 18, 11      # column widths of the two tables


def diff_text(d: dict, percent: bool) -> str:
    """`+4.5 [+1.0, +8.0]`: points for a rate; no interval where there is none."""
    from engine.tools.stats import interval_text
    return interval_text(d, 100.0, 1) if percent else interval_text(d, 1.0, 2)


def value_text(d: dict, percent: bool) -> str:
    v = d["value"]
    return "–" if v is None else (f"{v:.1%}" if percent else f"{v:.2f}")


def spread_text(d: dict) -> str:
    """`+0.12 ±0.05`: a t interval, symmetric, as its half-width."""
    from engine.tools.stats import interval_text
    lo, hi = d["ci95"]
    if d["value"] is None or lo is None or hi is None:
        return interval_text(d, 1.0, 2)
    return f"{d['value']:+.2f} ±{(hi - lo) / 2:.2f}"


def kind_words(words: str) -> str:
    """A component's kind in a few letters: a card's class, else its kind ("voyage",
    "start card", "start group")."""
    if words.startswith("card · "):
        return words.rpartition(" · ")[2]
    return words.partition(" · ")[0]


def statistic_words(name: str) -> str:
    return cut(name.replace(" in the first order", " (first order)"), STATISTIC)


def comparison_lines(result: dict, top: int) -> list[str]:
    """The comparison as lines of at most 80 columns: the per-game statistics, then the
    components (changed ones first, then the smallest p), by name."""
    import textwrap

    from engine.faces.commands.balance import cut as _cut
    from engine.faces.terminal_text import plain
    from engine.tools.compare import COMPONENT_STATISTICS
    from engine.tools.stats import interval_text

    def star(d: dict) -> str:
        return "*" if d["significant"] else " "
    out = textwrap.wrap(
        f"{plain(result['b'])} − {plain(result['a'])}: {result['games']} paired games, "
        f"{result['players']} players ({', '.join(result['bots'])}), seed {result['seed']}, "
        f"{result['seconds']:.1f} s. B − A with its 95% interval; * = significant at 5% "
        f"after correcting (Benjamini-Hochberg) for {result['tests_changed']} tests on the "
        f"components the sets define differently and {result['tests']} on the rest.", WIDTH)
    out += ["", "Statistics (rates in percentage points)",
            f"{'statistic':<{STATISTIC}} {'A':>7} {'B':>7} {'B − A':>20} {'p adj.':>6}"]
    for row in result["statistics"]:
        pct = row["name"].startswith("win rate")
        out.append(f"{statistic_words(row['name']):<{STATISTIC}} "
                   f"{_cut(value_text(row['a'], pct), 7):>7} "
                   f"{_cut(value_text(row['b'], pct), 7):>7} "
                   f"{_cut(diff_text(row['difference'], pct), 20):>20} "
                   f"{row['p_adjusted']:>6.3f} {star(row)}".rstrip())
    comps = sorted(result["components"], key=lambda r: (
        not r["changed"], min(r[k]["p"] for k in COMPONENT_STATISTICS)))
    shown = comps[:top]
    out += ["", *textwrap.wrap(
        f"Components both sets have: {len(shown)} of {len(comps)}, changed ones (†) first, "
        f"then the smallest p-values. Taken per game ± half its interval; the takers' win "
        f"rate in points and their mean VP with 95% intervals.", WIDTH),
        f"{'component':<{NAME}} {'kind':<{KIND}} {'taken/game':>11}  "
        f"{'win (pts)':>13}  {'taker VP':>20}"]
    for r in shown:
        t, w, v = (r[k] for k in COMPONENT_STATISTICS)
        name = _cut(plain(r["name"]), NAME - 2) + " †" if r["changed"] else \
            _cut(plain(r["name"]), NAME)
        out.append(f"{name:<{NAME}} {_cut(kind_words(r['words']), KIND):<{KIND}} "
                   f"{_cut(spread_text(t['difference']), 11):>11}{star(t)} "
                   f"{_cut(interval_text(w['difference'], 100.0, 0), 13):>13}{star(w)} "
                   f"{_cut(interval_text(v['difference'], 1.0, 1), 20):>20}{star(v)}".rstrip())
    if len(shown) < len(comps):
        out.append(f"... {len(comps) - len(shown)} more (--top, or --json for all)")
    for key, label in (("only_in_a", result["a"]), ("only_in_b", result["b"])):
        if result[key]:
            names = ", ".join(f"{plain(c['name'])} ({c['words']})" for c in result[key])
            out += textwrap.wrap(f"Only in {plain(label)}: {names}", WIDTH)
    sig = sum(r["significant"] for r in result["statistics"]) + sum(sum(
        r[k]["significant"] for k in COMPONENT_STATISTICS) for r in comps)
    out.append(f"{sig} of {result['tests'] + result['tests_changed']} differences "
               f"significant.")
    return out


def cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[:width - 1] + "…"


def print_comparison(result: dict, top: int) -> None:
    for line in comparison_lines(result, top):
        print(line)
