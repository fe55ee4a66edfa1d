"""Throughput of the simulate backends: games per second with `--jobs 1`,
`--jobs 2` and `--backend dask` on a 2-worker LocalCluster (ratios to `--jobs 1`; goal
>= 1.7x on 2 cores), and the Dask path's overhead per game (a 1-worker LocalCluster
against the serial loop on short random games). Every backend's records are checked to
be the serial ones.

Run: `python benchmarks/bench_simulate.py [--games N] [--players P] [--bots B] [--repeat R]`.
Wall time is what parallel runs save, so games/s use `perf_counter`; on a busy machine
that measures the machine, so the CPU time of every process that played (`process_time`
of the parent and the Dask workers, rusage of pool children) is shown too, with the
speed-up it implies on idle cores (workers × serial CPU / parallel CPU). Cluster start-up
is excluded (a warm-up run first); medians of `--repeat` runs.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import time

from engine.tools.simulate import core_count, iter_games, run_games, seat_bots
from engine.tools.cluster import dask_client, iter_games_dask


def children_cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def workers_cpu(client) -> float:
    return sum(client.run(time.process_time).values())


def timed(make, client=None):
    """Records, wall seconds and CPU seconds of every process that played."""
    wall, cpu, kids = time.perf_counter(), time.process_time(), children_cpu()
    remote = workers_cpu(client) if client else 0.0
    records = list(make())
    used = time.process_time() - cpu + children_cpu() - kids
    if client:
        used += workers_cpu(client) - remote
    return records, time.perf_counter() - wall, used


def median_run(make, repeat: int, client=None):
    runs = [timed(make, client) for _ in range(repeat)]
    return runs[0][0], statistics.median(r[1] for r in runs), statistics.median(r[2] for r in runs)


def line(label: str, games: int, wall: float, cpu: float, base: tuple[float, float],
         workers: int) -> None:
    wall1, cpu1 = base
    print(f"{label:<17}{games / wall:6.2f} games/s  ×{wall1 / wall:.2f} wall  "
          f"(CPU {cpu / games * 1000:.0f} ms/game; on {workers} idle cores: "
          f"×{workers * cpu1 / cpu:.2f})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="greedy")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--overhead-games", type=int, default=200)
    args = ap.parse_args()
    table = seat_bots(args.bots.split(","), args.players)
    n = args.games
    print(f"{n} games, {args.players} players ({', '.join(table)}), {core_count()} cores, "
          f"median of {args.repeat}; load average {os.getloadavg()[0]:.1f}")

    serial, wall1, cpu1 = median_run(lambda: iter_games("base", n, table, 1, jobs=1),
                                     args.repeat)
    base = (wall1, cpu1)
    line("--jobs 1:", n, wall1, cpu1, base, 1)
    two, wall2, cpu2 = median_run(lambda: iter_games("base", n, table, 1, jobs=2), args.repeat)
    assert two == serial
    line("--jobs 2:", n, wall2, cpu2, base, 2)
    with dask_client(workers=2) as client:
        list(iter_games_dask("base", 4, table, 99, client=client))          # warm-up
        dask, walld, cpud = median_run(
            lambda: iter_games_dask("base", n, table, 1, client=client), args.repeat, client)
    assert dask == serial
    line("dask, 2 workers:", n, walld, cpud, base, 2)

    short = ["random"] * 2
    m = args.overhead_games
    _, _, cpu_s = median_run(lambda: run_games("base", m, short, 5), args.repeat)
    with dask_client(workers=1) as client:
        list(iter_games_dask("base", 4, short, 99, client=client))          # warm-up
        _, _, cpu_d = median_run(lambda: iter_games_dask("base", m, short, 5, client=client),
                                 args.repeat, client)
    print(f"dask overhead:   {(cpu_d - cpu_s) / m * 1000:+.2f} ms CPU per game "
          f"({m} random 2-player games: serial {cpu_s / m * 1000:.2f} ms, 1-worker dask "
          f"{cpu_d / m * 1000:.2f} ms per game, client and worker together)")


if __name__ == "__main__":
    main()
