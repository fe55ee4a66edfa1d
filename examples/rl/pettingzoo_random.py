"""Random agents in Coimbra's PettingZoo environment: the AEC loop of every PettingZoo
tutorial, with the action mask. Run: python examples/rl/pettingzoo_random.py [--games N]
"""
from __future__ import annotations

import argparse
import time

import numpy as np

from engine.adapters.pettingzoo import coimbra_env


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--rules", default="base")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    env = coimbra_env(rules=args.rules, players=args.players, seed=args.seed)
    rng = np.random.default_rng(args.seed)
    wins = {agent: 0 for agent in env.possible_agents}
    margins = {agent: [] for agent in env.possible_agents}
    steps = 0
    start = time.perf_counter()
    for _ in range(args.games):
        env.reset()
        for agent in env.agent_iter():
            observation, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                wins[agent] += reward == 1.0
                margins[agent].append(info["vp_margin"])
                action = None
            else:
                legal = np.flatnonzero(observation["action_mask"])
                action = int(rng.choice(legal))
                steps += 1
            env.step(action)
    seconds = time.perf_counter() - start
    env.close()
    print(f"{args.games} games, {args.players} random agents, rules {args.rules}: "
          f"{steps} steps, {steps / seconds:.0f} steps/s")
    for agent in env.possible_agents:
        print(f"{agent}: {wins[agent]} wins, mean VP margin {np.mean(margins[agent]):+.1f}")


if __name__ == "__main__":
    main()
