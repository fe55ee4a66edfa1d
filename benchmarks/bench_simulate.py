"""Throughput of the simulate backends (issue 14): games per second with `--jobs 1`,
`--jobs 2` and `--backend dask` on a 2-worker LocalCluster (ratios to `--jobs 1`; goal
>= 1.7x on 2 cores), and the Dask path's overhead per game (a 1-worker LocalCluster
against the serial loop on short random games). Every backend's records are checked to
be the serial ones.

Run: `python benchmarks/bench_simulate.py [--games N] [--players P] [--bots B] [--repeat R]`.
Wall time is what parallel runs save, so games/s use `perf_counter`; the parent's CPU
(`process_time`) is shown too. Cluster start-up is excluded (a warm-up run first), and
medians of `--repeat` runs are reported.
"""
from __future__ import annotations

import argparse
import statistics
import time

from engine.tools.simulate import core_count, iter_games, run_games, seat_bots
from engine.tools.cluster import dask_client, iter_games_dask


def timed(make):
    wall, cpu = time.perf_counter(), time.process_time()
    records = list(make())
    return records, time.perf_counter() - wall, time.process_time() - cpu


def median_run(make, repeat: int):
    runs = [timed(make) for _ in range(repeat)]
    return runs[0][0], statistics.median(r[1] for r in runs), statistics.median(r[2] for r in runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="greedy")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--overhead-games", type=int, default=200)
    args = ap.parse_args()
    table = seat_bots(args.bots.split(","), args.players)
    print(f"{args.games} games, {args.players} players ({', '.join(table)}), {core_count()} "
          f"cores, median of {args.repeat}")

    serial, wall1, cpu1 = median_run(lambda: iter_games("base", args.games, table, 1, jobs=1),
                                     args.repeat)
    print(f"--jobs 1:          {args.games / wall1:6.2f} games/s  (wall {wall1:.2f} s, "
          f"CPU {cpu1:.2f} s)")
    two, wall2, cpu2 = median_run(lambda: iter_games("base", args.games, table, 1, jobs=2),
                                  args.repeat)
    assert two == serial
    print(f"--jobs 2:          {args.games / wall2:6.2f} games/s  ×{wall1 / wall2:.2f}  "
          f"(parent CPU {cpu2:.2f} s)")
    with dask_client(workers=2) as client:
        list(iter_games_dask("base", 4, table, 99, client=client))          # warm-up
        dask, walld, cpud = median_run(
            lambda: iter_games_dask("base", args.games, table, 1, client=client), args.repeat)
    assert dask == serial
    print(f"dask, 2 workers:   {args.games / walld:6.2f} games/s  ×{wall1 / walld:.2f}  "
          f"(parent CPU {cpud:.2f} s)")

    short = ["random"] * 2
    n = args.overhead_games
    _, wall_s, _ = median_run(lambda: run_games("base", n, short, 5), args.repeat)
    with dask_client(workers=1) as client:
        list(iter_games_dask("base", 4, short, 99, client=client))          # warm-up
        _, wall_d, _ = median_run(lambda: iter_games_dask("base", n, short, 5, client=client),
                                  args.repeat)
    print(f"dask overhead:     {(wall_d - wall_s) / n * 1000:+.2f} ms per game "
          f"({n} random 2-player games: serial {wall_s / n * 1000:.2f} ms, "
          f"1-worker dask {wall_d / n * 1000:.2f} ms per game)")


if __name__ == "__main__":
    main()
