"""Where the greedy bot's estimates (`engine.bots.valuation.gains`) and the exact look-ahead
(`GreedyBot(exact=True)`) disagree.

Plays seeded games with exact greedy bots; at every decision with more than one option
it values each option both ways and records, per decision kind, how often the estimate
picks an option the look-ahead rates best, and the regret: the look-ahead value of its
best option less that of the estimate's pick (heuristic VP). Regret summed over a game
is what the estimate gives away by the look-ahead's own measure.

    python benchmarks/greedy_agreement.py --games 20 [--players 4] [--show KIND]
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import coimbra_dsl  # noqa: E402
from engine import Game  # noqa: E402
from engine.bots.valuation import Context, option_gains  # noqa: E402
from engine.bots.greedy import GreedyBot, action_value  # noqa: E402
from engine.bots.surplus_steps import surplus_step  # noqa: E402
from engine.tools.simulate import bot_seed, game_seed  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--show", metavar="KIND", help="print the worst disagreements of KIND")
    args = ap.parse_args()
    rules = coimbra_dsl.load_ruleset("base")
    n = defaultdict(int)
    agree = defaultdict(int)
    regret = defaultdict(list)
    worst = []
    for i in range(args.games):
        seed = game_seed(2026, i)
        st = Game(rules, players=args.players, seed=seed).new_state()
        bots = [GreedyBot(bot_seed(seed, k), exact=True) for k in range(args.players)]
        while not st.is_terminal:
            acts = st.legal_actions()
            if len(acts) > 1 and surplus_step(st) is None:
                seat = st.current_player
                gains = option_gains(st, seat, acts, Context(st))
                if gains is not None:
                    exact = [action_value(st, seat, a) for a in acts]
                    pick = max(range(len(acts)), key=lambda j: gains[j])
                    top = max(exact)
                    kind = st.decision
                    n[kind] += 1
                    agree[kind] += exact[pick] >= top - 1e-9
                    regret[kind].append(top - exact[pick])
                    if args.show == kind and top - exact[pick] > 1e-9:
                        base = exact[pick]
                        worst.append((top - exact[pick], i, st.round, st.phase, [
                            (a.key, round(g - gains[pick], 2), round(e - base, 2))
                            for a, g, e in zip(acts, gains, exact)]))
            st.apply(bots[st.current_player].choose(st))
    print(f"{args.games} games, {args.players} players: kind, decisions, agreement, "
          "regret per decision (mean), regret per game (sum / games)")
    for kind in sorted(n, key=lambda k: -sum(regret[k])):
        print(f"  {kind:9} {n[kind]:6} {agree[kind] / n[kind]:6.1%} "
              f"{statistics.fmean(regret[kind]):7.2f} {sum(regret[kind]) / args.games:8.2f}")
    for r, i, rnd, phase, rows in sorted(worst, reverse=True)[:12]:
        print(f"regret {r:.2f} (game {i}, round {rnd}, phase {phase}): "
              "key, estimate - pick's, look-ahead - pick's")
        for row in rows:
            print("    ", *row)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
