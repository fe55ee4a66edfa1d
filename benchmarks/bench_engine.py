"""Engine benchmark: full random 4-player games per second, `legal_actions()` and
`clone()` time. Run: `python benchmarks/bench_engine.py [--rules base|fixture] [--games N]`.
Times are CPU time of this process (`process_time`: less noisy on a busy machine);
per game and per decision the median and p99 are printed. Targets: >= 50 games/s on one core; clone() < 25 µs."""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from engine import Game  # noqa: E402
from engine.tools.harness import play_random_game  # noqa: E402


def p99(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.99 * len(xs)))]


def load(name: str):
    if name == "fixture":
        from engine_fixtures import RULES
        return RULES
    import coimbra_dsl
    return coimbra_dsl.load_ruleset(name)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rules", default="base")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    rules = load(args.rules)
    play_random_game(rules, args.players, 0)        # warm the caches
    per_game, per_decision = [], []
    decisions = 0
    for seed in range(args.games):
        c0 = time.process_time()
        st = play_random_game(rules, args.players, seed)
        dt = time.process_time() - c0
        n = sum(1 for e in st.log if e["event"] == "action")
        decisions += n
        per_game.append(dt)
        per_decision.append(dt / n)
    med = statistics.median(per_game)
    print(f"rules {rules.name}: {args.games} random {args.players}-player games: "
          f"{1 / med:.0f} games/s of CPU time (median game {med * 1e3:.2f} ms, p99 "
          f"{p99(per_game) * 1e3:.2f} ms), {decisions / args.games:.0f} decisions/game, "
          f"{statistics.median(per_decision) * 1e6:.1f} µs/decision (p99 "
          f"{p99(per_decision) * 1e6:.1f})")
    # sample mid-game states
    rng = random.Random(1)
    states = []
    for seed in range(20):
        st = Game(rules, players=args.players, seed=seed).new_state()
        for _ in range(rng.randrange(20, 200)):
            if st.is_terminal:
                break
            acts = st.legal_actions()
            st.apply(acts[rng.randrange(len(acts))])
        states.append(st)
    reps = 2000
    t0 = time.process_time()
    for _ in range(reps):
        for st in states:
            st._legal = None
            st.legal_actions()
    dt = time.process_time() - t0
    print(f"legal_actions() (uncached): {dt / (reps * len(states)) * 1e6:.1f} µs")
    t0 = time.process_time()
    for _ in range(reps):
        for st in states:
            st.clone()
    dt = time.process_time() - t0
    print(f"clone(): {dt / (reps * len(states)) * 1e6:.1f} µs")
    t0 = time.process_time()
    for st in states[:10]:
        for _ in range(50):
            st.to_json()
    dt = time.process_time() - t0
    print(f"to_json(): {dt / 500 * 1e6:.0f} µs")


if __name__ == "__main__":
    main()
