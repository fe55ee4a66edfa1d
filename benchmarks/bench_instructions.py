"""Instructions per decision under cachegrind: a measure of the bots' cost that does not
move with the machine's load (timings here move by 10-15% from run to run), for speed
work on the bots. Needs `valgrind` on the PATH.

The games are those of `benchmarks/decisions.py` (game i: 2 + i % 3 players). Each
figure is the difference of two runs under `valgrind --tool=cachegrind --cache-sim=no`,
one playing the warm-up games only and one playing them and the measured games, so
loading the rules and the warm-up (the shared caches filling) cancel out:

    python benchmarks/bench_instructions.py --bots random,greedy [--warm 10 --games 20]

`--kinds place,trigger` replays the recorded greedy games instead and asks the greedy
bot to choose (and throws its choice away) only at decisions of those kinds: the
difference to a replay asking it nothing is what those decisions cost it, per decision
of the whole game. `--tree DIR` measures another source tree (e.g. `git archive` of an
older commit) with the same games.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve()


def worker(tree: str, mode: str, first: int, last: int, keys_file: str) -> None:
    """Play (or replay) games first..last-1 and print how many decisions were made."""
    sys.path.insert(0, tree)
    import coimbra_dsl
    from engine import Game
    from engine.bots import make_bot
    sys.path.insert(0, str(HERE.parent))
    from decisions import MASTER, bot_seed, game_seed

    rules = coimbra_dsl.load_ruleset("base")
    gc.freeze()
    kinds = set(mode.split(":", 1)[1].split(",")) if mode.startswith("replay:") else None
    recorded = json.loads(Path(keys_file).read_text()) if kinds is not None else {}
    decisions = 0
    for i in range(first, last):
        players = 2 + i % 3
        seed = game_seed(MASTER, i)
        st = Game(rules, players=players, seed=seed).new_state()
        bots = [make_bot("greedy" if kinds is not None else mode, bot_seed(seed, k))
                for k in range(players)]
        if kinds is None:
            while not st.is_terminal:
                st.apply(bots[st.current_player].choose(st))
                decisions += 1
        else:
            for key in recorded[str(i)]:
                if st.decision in kinds:
                    bots[st.current_player].choose(st)
                st.apply(key)
                decisions += 1
        if i == first:      # as `simulate._freeze` does (an older --tree has no such function)
            gc.collect()
            gc.freeze()
    print("decisions", decisions)


def record(tree: str, games: int, path: str) -> None:
    """The greedy games' action keys, written to `path` (the replays play them back)."""
    sys.path.insert(0, tree)
    import coimbra_dsl
    sys.path.insert(0, str(HERE.parent))
    from decisions import play
    rules = coimbra_dsl.load_ruleset("base")
    Path(path).write_text(json.dumps({str(i): play(rules, "greedy", i)["keys"]
                                      for i in range(games)}))


def instructions(tree: str, mode: str, first: int, last: int,
                 keys_file: str) -> tuple[int, int]:
    """(instructions, decisions) of a worker run under cachegrind."""
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
           sys.executable, str(HERE), "--worker", tree, mode, str(first), str(last), keys_file]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    refs = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    n = re.search(r"decisions (\d+)", out.stdout)
    if refs is None or n is None:
        raise SystemExit(f"valgrind gave no count:\n{out.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(n.group(1))


def per_decision(tree: str, mode: str, warm: int, games: int,
                 keys_file: str) -> tuple[float, int]:
    r0, d0 = instructions(tree, mode, 0, warm, keys_file)
    r1, d1 = instructions(tree, mode, 0, warm + games, keys_file)
    return (r1 - r0) / (d1 - d0), d1 - d0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bots", default="random,greedy")
    ap.add_argument("--kinds", help="greedy decision kinds to cost on a replay, e.g. place")
    ap.add_argument("--warm", type=int, default=10, help="games played before measuring")
    ap.add_argument("--games", type=int, default=20, help="games measured")
    ap.add_argument("--tree", default=str(HERE.parents[1]), help="source tree to measure")
    ap.add_argument("--worker", nargs=5, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        tree, mode, first, last, keys_file = args.worker
        worker(tree, mode, int(first), int(last), keys_file)
        return 0
    if shutil.which("valgrind") is None:
        print("bench_instructions: valgrind is not on the PATH", file=sys.stderr)
        return 2
    os.environ.setdefault("PYTHONHASHSEED", "0")     # the same dict layouts every run
    modes = ([("replay:", "replay, no bot asked"), ("replay:" + args.kinds, f"greedy on {args.kinds}")]
             if args.kinds else [(b, b) for b in args.bots.split(",")])
    print(f"games {args.warm}..{args.warm + args.games - 1} after {args.warm} to warm up, "
          f"{args.tree}:")
    got = {}
    with tempfile.TemporaryDirectory() as tmp:
        keys_file = str(Path(tmp) / "keys.json")
        if args.kinds:
            record(args.tree, args.warm + args.games, keys_file)
        for mode, label in modes:
            got[label], n = per_decision(args.tree, mode, args.warm, args.games, keys_file)
            print(f"  {label:24} {got[label] / 1000:8.1f}k instructions per decision "
                  f"({n} decisions)")
    if args.kinds:
        (_, base), (label, cost) = got.items()
        print(f"  {label} costs the bot {(cost - base) / 1000:.1f}k per decision of the game")
    elif "random" in got and "greedy" in got:
        print(f"  greedy / random = {got['greedy'] / got['random']:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
