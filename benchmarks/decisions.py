"""Record every decision of seeded bot games, or compare them with a recording.

A speed change of a bot or of the engine must leave play identical: record before the
change, compare after. Game `i` has 2 + i % 3 players, seed `game_seed(2026, i)` and the
bots seeded as `coimbra simulate` seeds them; the record is every chosen action key and
the final scores of every game.

    python benchmarks/decisions.py --bots greedy --games 200 --record /tmp/greedy.json.gz
    python benchmarks/decisions.py --bots greedy --games 200 --compare /tmp/greedy.json.gz

`--compare` prints the first differing decision of every differing game and exits 1 if
any game differs.
"""
from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import coimbra_dsl  # noqa: E402
from engine import Game  # noqa: E402
from engine.bots import make_bot  # noqa: E402

MASTER = 2026


def game_seed(master: int, index: int) -> int:
    """Same mix as `engine.simulate.game_seed` (kept here so old trees can run this)."""
    return (master * 1_000_003 + index * 7_919 + 12_345) % 2_147_483_647


def bot_seed(seed: int, seat: int) -> int:
    return (seed * 31 + seat * 1_000_033 + 1) % 2_147_483_647


def play(rules, spec: str, i: int) -> dict:
    players = 2 + i % 3
    seed = game_seed(MASTER, i)
    st = Game(rules, players=players, seed=seed).new_state()
    bots = [make_bot(spec, bot_seed(seed, k)) for k in range(players)]
    keys = []
    while not st.is_terminal:
        a = bots[st.current_player].choose(st)
        keys.append(a.key)
        st.apply(a)
    return {"game": i, "players": players, "seed": seed, "keys": keys, "scores": st.scores}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bots", default="greedy", help="bot spec for every seat")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--rules", default="base")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--record", metavar="FILE")
    mode.add_argument("--compare", metavar="FILE")
    args = ap.parse_args()
    rules = coimbra_dsl.load_ruleset(args.rules)
    old = None
    if args.compare:
        with gzip.open(args.compare, "rt") as f:
            old = json.load(f)
        if old["bots"] != args.bots or old["rules"] != args.rules:
            print(f"the recording is of {old['bots']} on {old['rules']}")
            return 2
        args.games = min(args.games, len(old["games"]))
    t0 = time.process_time()
    games = []
    decisions = 0
    differ = 0
    for i in range(args.games):
        g = play(rules, args.bots, i)
        games.append(g)
        decisions += len(g["keys"])
        if old is not None:
            o = old["games"][i]
            if o["keys"] != g["keys"] or o["scores"] != g["scores"]:
                differ += 1
                k = next((j for j, (x, y) in enumerate(zip(o["keys"], g["keys"])) if x != y),
                         min(len(o["keys"]), len(g["keys"])))
                print(f"game {i} ({g['players']} players, seed {g['seed']}): decision {k} "
                      f"was {o['keys'][k:k + 1]} now {g['keys'][k:k + 1]}")
    cpu = time.process_time() - t0
    print(f"{args.games} games of {args.bots}, {decisions} decisions, "
          f"{cpu:.1f} s CPU ({cpu / decisions * 1e6:.0f} us per decision)")
    if args.record:
        with gzip.open(args.record, "wt") as f:
            json.dump({"bots": args.bots, "rules": args.rules, "games": games}, f)
        print(f"recorded in {args.record}")
        return 0
    print(f"{differ} of {args.games} games differ" if differ
          else f"all {args.games} games identical, decision for decision")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
