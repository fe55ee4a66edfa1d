"""CPU per decision of the random and greedy bots on the same seeded games.

Plays the games of `benchmarks/decisions.py` (game i: 2 + i % 3 players, seed
`game_seed(2026, i)`) once with every seat random and once with every seat greedy, timing
each decision (`choose` + `apply`) with `time.process_time`, each bot in a worker process
of its own; prints per bot the median and p99 over games of the CPU per decision, and the
greedy/random ratio of the medians, overall and by the number of players. The bot
`greedy-short` is `GreedyBot(long_game=False)`: the greedy bot without the
long-game valuation, to tell what that valuation costs.
`--baseline DIR` measures a second source tree (e.g. an export of an older commit) in the
same run, taking turns with it, and prints the speed-up of this tree over it.
Each tree's worker freezes what it has loaded out of the garbage collector, and again
after its first game, as `coimbra simulate` does (`BENCH_GC=on` leaves the collector as
Python sets it, `off` disables it; the collector's passes land on random games, so those
runs vary more).

    python benchmarks/bench_decisions.py --games 60 [--baseline /tmp/old-tree]
"""
from __future__ import annotations

import argparse
import gc
import os
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()


def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def worker(tree: str) -> None:
    """Serve `bot index` lines: play that game, answer µs per decision (JSON)."""
    sys.path.insert(0, tree)
    import coimbra_dsl
    from engine import Game
    sys.path.insert(0, str(HERE.parent))
    from decisions import MASTER, bot_seed, game_seed

    rules = coimbra_dsl.load_ruleset("base")
    gc_mode = os.environ.get("BENCH_GC", "freeze")
    if gc_mode == "off":
        gc.disable()
    elif gc_mode == "freeze":
        gc.freeze()
    clock = time.process_time
    played = False
    for line in sys.stdin:
        spec, i, players = line.split()
        i, players = int(i), int(players)
        players = players or 2 + i % 3
        seed = game_seed(MASTER, i)
        st = Game(rules, players=players, seed=seed).new_state()
        bots = [bench_bot(spec, bot_seed(seed, k)) for k in range(players)]
        n = 0
        t = clock()
        while not st.is_terminal:
            st.apply(bots[st.current_player].choose(st))
            n += 1
        dt = clock() - t
        if gc_mode == "freeze" and not played:
            # what the first game left that lasts, as `simulate._freeze` does (written
            # here: an older tree measured with --baseline has no such function)
            gc.collect()
            gc.freeze()
        played = True
        print(json.dumps(dt / n * 1e6), flush=True)


def bench_bot(spec: str, seed: int):
    """`make_bot`, and `greedy-short`: the greedy bot valuing the game as it stands."""
    from engine.bots import GreedyBot, make_bot
    if spec == "greedy-short":
        return GreedyBot(seed, long_game=False)
    return make_bot(spec, seed)


def by_players(xs: list[float], seats: list[int], n: int) -> float:
    """The median of `xs` over the games with `n` players."""
    return statistics.median([x for x, k in zip(xs, seats) if k == n])


class Tree:
    def __init__(self, path: str):
        self.proc = subprocess.Popen([sys.executable, str(HERE), "--worker", path],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def game(self, spec: str, i: int, players: int = 0) -> float:
        self.proc.stdin.write(f"{spec} {i} {players}\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--bots", default="random,greedy")
    ap.add_argument("--players", type=int, default=0,
                    help="players in every game (default: 2 + i %% 3)")
    ap.add_argument("--baseline", metavar="DIR", help="another source tree to compare")
    ap.add_argument("--block", type=int, default=10,
                    help="games a worker plays before the next one takes its turn")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        worker(args.worker)
        return 0
    paths = {"this tree": str(HERE.parents[1])}
    if args.baseline:
        paths["baseline"] = args.baseline
    specs = args.bots.split(",")
    # one worker per tree and bot: a bot's caches do not weigh on another's games
    workers = {(name, s): Tree(path) for name, path in paths.items() for s in specs}
    trees = list(paths)
    per: dict = {key: [] for key in workers}
    seats: list[int] = []                       # players in each measured game
    for (_, s), w in workers.items():           # warm the caches and rule loading
        w.game(s, 0)
    # the workers take turns by blocks of games: the machine's speed drifts, and turns
    # cancel the drift out, but a game that starts right after another worker's run
    # finds the CPU's caches cold, which weighs most on the short random games
    for first in range(0, args.games, args.block):
        block = range(first, min(first + args.block, args.games))
        seats.extend(args.players or 2 + i % 3 for i in block)
        for key, w in workers.items():
            per[key].extend(w.game(key[1], i, args.players) for i in block)
    for w in workers.values():
        w.close()
    table = f"{args.players} players" if args.players else "2-4 players"
    print(f"{args.games} games ({table}), CPU time per decision (choose + apply):")
    med = {}
    for (name, s), xs in per.items():
        med[(name, s)] = statistics.median(xs)
        print(f"  {name:10} {s:12} median {med[(name, s)]:8.1f} µs   p99 "
              f"{quantile(xs, 0.99):8.1f} µs")
    tables = sorted(set(seats))
    for name in trees:
        if "random" not in specs:
            continue
        for s in specs:
            if s == "random":
                continue
            print(f"  {name}: {s} / random = "
                  f"{med[(name, s)] / med[(name, 'random')]:.1f}x per decision")
            if len(tables) > 1:
                # the mix's median hides how the ratio grows with the table (a greedy
                # decision weighs more rivals, a random one gets no dearer)
                ratio = {n: by_players(per[(name, s)], seats, n)
                         / by_players(per[(name, "random")], seats, n) for n in tables}
                print("    by players: " + ", ".join(f"{n}: {r:.1f}x" for n, r in ratio.items()))
    if args.baseline:
        for s in specs:
            print(f"  {s}: this tree is {med[('baseline', s)] / med[('this tree', s)]:.2f}x "
                  f"the baseline's speed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
