"""MCTS strength against greedy by iteration budget, in paired 2-player games.

Pair i is two games on seed `game_seed(2026, i)`: mcts in seat 0, then in seat 1, the
same bot seeds; so the luck of the deal cancels within a pair. Every game is one JSON
line in FILE (appended: a long curve can be run in chunks with --start), with the CPU
time (process_time) and the iterations of the mcts seat.

    python benchmarks/mcts_budget.py --budgets 10,30,100,300 --pairs 25 --start 0 --out F
    python benchmarks/mcts_budget.py --report F

The report gives per budget: games, mcts win rate with a 95% Wilson interval, the pair
score (both games won = 1, one = 0.5) with a 95% bootstrap interval, CPU per mcts
decision and simulations per second of CPU.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import coimbra_dsl  # noqa: E402
from engine import Game  # noqa: E402
from engine.bots import make_bot  # noqa: E402
from engine.tools.simulate import bot_seed, game_seed  # noqa: E402

MASTER = 2026


def play(rules, budget: int, pair: int, mcts_seat: int) -> dict:
    seed = game_seed(MASTER, pair)
    specs = ["greedy", "greedy"]
    specs[mcts_seat] = f"mcts:{budget}"
    st = Game(rules, players=2, seed=seed).new_state()
    bots = [make_bot(s, bot_seed(seed, k)) for k, s in enumerate(specs)]
    cpu = 0.0
    decisions = 0
    while not st.is_terminal:
        seat = st.current_player
        t = time.process_time()
        a = bots[seat].choose(st)
        if seat == mcts_seat:
            cpu += time.process_time() - t
            decisions += 1
        st.apply(a)
    return {"budget": budget, "pair": pair, "mcts_seat": mcts_seat,
            "won": st.winner == mcts_seat, "scores": st.scores, "cpu": cpu,
            "decisions": decisions}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def bootstrap(xs: list[float], reps: int = 4000, seed: int = 1) -> tuple[float, float]:
    rng = random.Random(seed)
    means = sorted(statistics.fmean(rng.choices(xs, k=len(xs))) for _ in range(reps))
    return means[int(0.025 * reps)], means[int(0.975 * reps)]


def report(path: str) -> None:
    rows = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    by_budget = defaultdict(list)
    for r in rows:
        by_budget[r["budget"]].append(r)
    print(f"{'budget':>6} {'games':>5} {'win rate':>9} {'95% (Wilson)':>15} "
          f"{'pair score':>10} {'95% (bootstrap)':>16} {'ms/decision':>11} {'sims/s':>7}")
    for budget in sorted(by_budget):
        games = by_budget[budget]
        wins = sum(g["won"] for g in games)
        lo, hi = wilson(wins, len(games))
        pairs = defaultdict(list)
        for g in games:
            pairs[g["pair"]].append(g["won"])
        full = [statistics.fmean(v) for v in pairs.values() if len(v) == 2]
        plo, phi = bootstrap(full) if full else (0.0, 1.0)
        cpu = sum(g["cpu"] for g in games)
        dec = sum(g["decisions"] for g in games)
        print(f"{budget:>6} {len(games):>5} {wins / len(games):>9.1%} "
              f"{f'{lo:.1%}-{hi:.1%}':>15} {statistics.fmean(full) if full else 0:>10.3f} "
              f"{f'{plo:.3f}-{phi:.3f}':>16} {cpu / dec * 1e3:>11.1f} "
              f"{budget * dec / cpu:>7.0f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--budgets", default="10,30,100,300")
    ap.add_argument("--pairs", type=int, default=200, help="pairs per budget")
    ap.add_argument("--start", type=int, default=0, help="first pair (to run in chunks)")
    ap.add_argument("--out", help="JSON lines file to append games to")
    ap.add_argument("--report", metavar="FILE", help="summarise a file and exit")
    args = ap.parse_args()
    if args.report:
        report(args.report)
        return 0
    if not args.out:
        ap.error("--out FILE is needed to play games")
    rules = coimbra_dsl.load_ruleset("base")
    with open(args.out, "a", encoding="utf-8") as f:
        for budget in (int(b) for b in args.budgets.split(",")):
            for pair in range(args.start, args.start + args.pairs):
                for seat in (0, 1):
                    f.write(json.dumps(play(rules, budget, pair, seat)) + "\n")
                    f.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
