"""OpenSpiel's MCTSBot against coimbra's greedy bot in the `python_coimbra` game.
The search is handed `resample_from_infostate` copies (stack order and future rolls
redrawn), so it cannot peek at what nobody has seen.
Run: python examples/rl/openspiel_mcts.py [--games N] [--simulations S]
"""
from __future__ import annotations

import argparse
import random
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import engine.adapters.openspiel  # noqa: F401  (registers python_coimbra)
from engine.bots import GreedyBot


def play(game, bot, greedy, mcts_seat: int, sampler):
    """One game; the final engine state."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.current_player() == mcts_seat:
            action = bot.step(state.resample_from_infostate(mcts_seat, sampler))
        else:
            action = game.space.index(greedy.choose(state.gs))
        state.apply_action(action)
    return state.gs


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--simulations", type=int, default=40)
    ap.add_argument("--rules", default="base")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    game = pyspiel.load_game("python_coimbra",
                             {"players": 2, "rules": args.rules, "seed": args.seed})
    rng = np.random.RandomState(args.seed)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=args.simulations,
                       evaluator=mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    greedy = GreedyBot(seed=args.seed)
    sampler = random.Random(args.seed).random
    wins = 0
    start = time.perf_counter()
    for g in range(args.games):
        seat = g % 2                      # MCTS plays each seat in turn
        final = play(game, bot, greedy, seat, sampler)
        won = final.winner == seat        # R-END-6: ties go to the earlier flag
        wins += won
        print(f"game {g + 1}: MCTS (seat {seat}) {final.scores[seat]} VP, "
              f"greedy {final.scores[1 - seat]} VP: {'MCTS' if won else 'greedy'} wins")
    print(f"MCTS ({args.simulations} simulations per move) won {wins} of {args.games} "
          f"against greedy in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
