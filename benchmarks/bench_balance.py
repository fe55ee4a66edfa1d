"""Cost of `coimbra balance` (restricted play): every base component (start cards, cards,
voyages, monasteries and every start group dealt) at `--games` seeds, 4 greedy players,
`--jobs` workers, every seat restricted in turn. Shows wall time, the CPU of every
process that played, the restricted results a game needed (a seat and a component it
took; a start group and its two cards share one replay) and what they cost against
playing every restricted game whole (games x seats x components restricted games of a
naive study, each a full game), and the wall time the same study would take at
`--target` games (linear in the games: every game is one task of the same kind). The
goal: 123 components x 200 seeds in <= 10 minutes on 2 cores.

Run: `python benchmarks/bench_balance.py [--games N] [--target 200] [--jobs 2]`.
On a shared machine wall time measures the machine: the CPU time is shown with it.
"""
from __future__ import annotations

import argparse
import os
import resource
import time

from engine.tools.balance import BalanceTally, iter_paired, wanted_components
from engine.tools.simulate import iter_games, load_rules
from engine.tools.variants import RulesSpec


def children_cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--target", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="greedy")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    spec = RulesSpec("base")
    rules = load_rules(spec)
    wanted = wanted_components(rules, None)
    table = [args.bots] * args.players
    load_before = os.getloadavg()
    wall, cpu, kids = time.perf_counter(), time.process_time(), children_cpu()
    tally = BalanceTally(rules, wanted)
    replays = 0
    for res in iter_paired(spec, args.games, table, wanted, seed=0, jobs=args.jobs):
        tally.add(res)
        replays += sum(len(seat) for seat in res["restricted"])
    summary = tally.summary()
    wall = time.perf_counter() - wall
    used = time.process_time() - cpu + children_cpu() - kids
    load_after = os.getloadavg()
    comps = len(summary["components"])
    w2, c2, k2 = time.perf_counter(), time.process_time(), children_cpu()
    n_plain = sum(1 for _ in iter_games(spec, args.games, table, seed=0, jobs=args.jobs))
    plain_wall = time.perf_counter() - w2
    plain_cpu = time.process_time() - c2 + children_cpu() - k2
    print(f"{comps} components x {args.games} games, {args.players} x {args.bots}, "
          f"--jobs {args.jobs}")
    print(f"  balance: {wall:.1f} s wall, {used:.1f} s CPU of all processes (about "
          f"{used / args.jobs / 60:.1f} min on {args.jobs} idle cores); "
          f"{replays / args.games:.1f} restricted results a game")
    print(f"  load average (1, 5, 15 min) before {', '.join(f'{x:.1f}' for x in load_before)}, "
          f"after {', '.join(f'{x:.1f}' for x in load_after)}")
    print(f"  the unrestricted games alone: {plain_wall:.1f} s wall, {plain_cpu:.1f} s CPU "
          f"({n_plain} games)")
    naive = 1 + comps * args.players
    print(f"  balance costs {used / plain_cpu:.1f} games' CPU a game; restricted games "
          f"played whole would cost {naive} ({naive * plain_cpu / used:.0f}x more)")
    print(f"  at {args.target} games: about {wall * args.target / args.games / 60:.1f} min "
          f"wall at this load, {used * args.target / args.games / 60 / args.jobs:.1f} min "
          f"on {args.jobs} idle cores")


if __name__ == "__main__":
    main()
