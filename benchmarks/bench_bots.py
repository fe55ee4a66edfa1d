"""Bot strength and speed with fixed seeds: 2-player matches, seats swapped
every game so both bots sit first equally often.

Run: `python benchmarks/bench_bots.py [--games N] [--mcts SPEC] [--jobs J]`.
Targets: greedy wins >= 80% against random; mcts (default budget) >= 60% against greedy.
Also times `coimbra simulate --games 200 --players 4 --bots greedy` (the README's job)
serially, in CPU time (process_time). Per-decision costs and speed-ups against an older
tree: `bench_decisions.py`; the mcts budget curve: `mcts_budget.py`.
"""
from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time

import coimbra_dsl
from engine import Game
from engine.bots import make_bot
from engine.tools.simulate import bot_seed, game_seed, run_games

_RULES = {}


def _rules():
    if "base" not in _RULES:
        _RULES["base"] = coimbra_dsl.load_ruleset("base")
    return _RULES["base"]


def duel(job):
    """Game `i` of a match: `a` sits in seat i % 2. Returns (a won, seconds)."""
    a, b, i = job
    seed = game_seed(2026, i)
    seat_a = i % 2
    specs = [a, b] if seat_a == 0 else [b, a]
    st = Game(_rules(), players=2, seed=seed).new_state()
    bots = [make_bot(s, bot_seed(seed, k)) for k, s in enumerate(specs)]
    t = time.process_time()
    while not st.is_terminal:
        st.apply(bots[st.current_player].choose(st))
    return st.winner == seat_a, time.process_time() - t


def match(a: str, b: str, games: int, jobs: int) -> tuple[float, float]:
    work = [(a, b, i) for i in range(games)]
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(duel, work, chunksize=1)
    else:
        results = [duel(w) for w in work]
    wins = sum(w for w, _ in results)
    return wins / games, statistics.median(s for _, s in results)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=40, help="games per match (default 40)")
    ap.add_argument("--mcts", default="mcts", help="mcts bot spec (default: default budget)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--sim-games", type=int, default=200,
                    help="games for the simulate timing (0 to skip)")
    args = ap.parse_args()
    for a, b, target in (("greedy", "random", 0.80), (args.mcts, "greedy", 0.60)):
        rate, per_game = match(a, b, args.games, args.jobs)
        verdict = "ok" if rate >= target else "BELOW TARGET"
        print(f"{a} vs {b}: {rate:.1%} of {args.games} 2-player games "
              f"(target >= {target:.0%}: {verdict}); median {per_game:.2f} s CPU per game")
    if args.sim_games:       # serial, so that process_time counts all of it
        t = time.process_time()
        run_games("base", args.sim_games, ["greedy"] * 4, seed=0, jobs=1, rules=_rules())
        dt = time.process_time() - t
        print(f"simulate --games {args.sim_games} --players 4 --bots greedy --jobs 1: "
              f"{dt:.1f} s CPU ({dt / args.sim_games * 1000:.0f} ms per game)")


if __name__ == "__main__":
    main()
