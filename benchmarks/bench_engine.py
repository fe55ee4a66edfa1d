"""Engine benchmark: full random 4-player games per second, `legal_actions()` and
`clone()` time. Run: `python benchmarks/bench_engine.py [--rules base|fixture] [--games N]`.
Times are CPU time of this process (less noisy on a busy machine). Targets (issue 4): >= 50 games/s on one core; clone() < 25 µs."""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from engine import Game  # noqa: E402
from engine.tools.harness import play_random_game  # noqa: E402


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
    t0 = time.perf_counter()
    c0 = time.process_time()
    decisions = 0
    for seed in range(args.games):
        st = play_random_game(rules, args.players, seed)
        decisions += sum(1 for e in st.log if e["event"] == "action")
    dt = time.perf_counter() - t0
    ct = time.process_time() - c0
    print(f"rules {rules.name}: {args.games} random {args.players}-player games: "
          f"{args.games / ct:.1f} games/s of CPU time ({args.games / dt:.1f} wall), "
          f"{decisions / args.games:.0f} decisions/game, {ct / decisions * 1e6:.1f} µs/decision")
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
