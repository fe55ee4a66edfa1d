"""Vary a field of a rule set over a range and show what each value does, with intervals.

`coimbra sweep RULES --vary 'voyage maskat cost=4..10' [--vary ...] --games N
--players P --bots b1,... [--seed S] [--jobs J] [--backend local|dask [--scheduler
ADDRESS]] [--json FILE] [--report DIR] [--write-variants DIR]`. Each value (each
combination, with several `--vary`) is a variant built in memory with the rule
language's `change` (no file is written unless `--write-variants` asks) and played on
the same seeds. Per point: the winner's VP, the first player's win rate, and for each
varied component (by name) how often it is taken and its takers' win rate, each with its
95% interval, and its difference from the first point paired by seed (`vs_first`, the
tests of `compare`; the report plots both). A vary is `TARGET FIELD=LO..HI` or `TARGET FIELD=a,b,c` (words after the
values are written after each value; a `cost` keeps the component's currency).
"""
from __future__ import annotations

import argparse
import json
import os
import time

from coimbra_dsl.errors import CoimbraError
from engine.faces.errors import UsageError
from engine.faces.commands.simulate import (add_run_arguments, backend, check_output_folder,
                                      check_players, check_run_arguments, progress, write_atomic,
                                      write_json, write_report)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("rules", metavar="RULES", help="the rule set varied (name or folder)")
    parser.add_argument("--vary", action="append", required=True, metavar="'TARGET FIELD=VALUES'",
                        help="e.g. 'voyage maskat cost=4..10'; several make a grid")
    add_run_arguments(parser)
    parser.add_argument("--write-variants", metavar="DIR",
                        help="also write each point's variant as a rule folder under DIR")


def run(args: argparse.Namespace) -> int:
    from coimbra_dsl import load_ruleset
    from engine.tools.compare import Side
    from engine.tools.simulate import seat_bots
    from engine.tools.sweep import grid, paired_to_first, parse_vary, point_stats, stat_names
    bots, players = check_run_arguments(args, "sweep")
    if args.write_variants:
        check_output_folder(args.write_variants, "coimbra sweep: --write-variants")
    rules = load_ruleset(args.rules)
    check_players(rules, players, "sweep")
    varies = [parse_vary(text, rules) for text in args.vary]
    if len({v.label for v in varies}) < len(varies):
        raise UsageError("coimbra sweep: the same field is varied twice")
    points = grid(args.rules, varies)
    table = seat_bots(bots, players)
    if args.write_variants:
        write_variants(args.write_variants, args.rules, points)
    start = time.perf_counter()
    rows = []
    names = stat_names(varies, rules)
    first = None
    with backend(args) as stream, \
            progress(len(points) * args.games, "games", args.quiet) as advance:
        for values, spec in points:
            side = Side(rules)      # per-game figures too, for the paired differences
            for rec in stream(spec, args.games, table, args.seed):
                side.add(rec)
                advance()
            first = first or side
            rows.append({"values": values, "changes": spec.changes.strip(),
                         "stats": point_stats(side.tally, varies),
                         "vs_first": paired_to_first(first, side, names)})
    result = {"rules": args.rules, "vary": [v.label for v in varies],
              "vary_words": {v.label: " ".join(v.words) for v in varies}, "games": args.games,
              "players": players, "bots": table, "seed": args.seed, "points": rows,
              "seconds": round(time.perf_counter() - start, 2)}
    if args.json:
        write_json(args.json, result)
    if args.report:
        from engine.tools.report import sweep_report
        write_report(args.report, sweep_report(result))
    print_sweep(result)
    if args.json:
        print(f"wrote {args.json}")
    if args.report:
        print(f"wrote {os.path.join(args.report, 'index.html')}")
    return 0


def write_variants(folder: str, parent: str, points: list) -> None:
    """One rule folder per point, `variant.coimbra`: a `ruleset` line extending the swept
    set (by name, or by its path relative to the new folder) and the point's changes."""
    import re

    from coimbra_dsl.loader import builtin_names
    for values, spec in points:
        name = re.sub(r"[^A-Za-z0-9]+", "_", "_".join(f"{k} {v}" for k, v in values.items()))
        target = os.path.join(folder, name.strip("_"))
        source = parent if parent in builtin_names() else \
            json.dumps(os.path.relpath(os.path.abspath(parent), os.path.abspath(target)))
        try:
            os.makedirs(target, exist_ok=True)
            write_atomic(os.path.join(target, "variant.coimbra"),
                         f"ruleset {name.strip('_')} extends {source}\n{spec.changes}")
        except OSError as exc:
            raise CoimbraError(f"cannot write {target}: {exc.strerror or exc}") from None


def print_sweep(result: dict) -> None:
    from rich.table import Table

    from engine.tools.stats import mean_text, rate_text
    from engine.faces.terminal_text import markup_safe
    from engine.faces.terminal_view import make_console
    console = make_console()
    console.print(f"sweep of {markup_safe(result['rules'])}: {len(result['points'])} points × "
                  f"{result['games']} games on the same seeds, {result['players']} players "
                  f"({', '.join(result['bots'])}), seed {result['seed']}, "
                  f"{result['seconds']:.1f} s. Rates: value [95% interval]; means ± half "
                  f"the interval.")
    if not result["points"]:
        return
    t = Table()
    for label in result["vary"]:
        t.add_column(markup_safe(label), justify="right")
    names = list(result["points"][0]["stats"])
    for name in names:
        t.add_column(name, justify="right")
    for row in result["points"]:
        cells = [markup_safe(row["values"][label]) for label in result["vary"]]
        for name in names:
            stat = row["stats"][name]
            cells.append(rate_text(stat) if "rate" in name
                         else mean_text(stat, 2 if "per game" in name else 1))
        t.add_row(*cells)
    console.print(t)
