"""Soak run: many seeded random games over every shipped rule set and 2-4
players, with the invariants of tests/test_invariants.py checked after every action
(clone and JSON round trips every K actions). Any failure is reported with its rule set,
player count, seed and action keys, and written to a JSON file that `--replay` replays.

    python benchmarks/soak.py --games 10000 --jobs 4
    python benchmarks/soak.py --replay soak-failures.json [--index 0]

Prints games/s and the failures; exits 1 if any game failed (or a replay reproduces).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from multiprocessing import Pool

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests"))
sys.path.insert(0, os.path.join(HERE, ".."))

_RULES: dict = {}


def rules(name: str):
    if name not in _RULES:
        import coimbra_dsl
        _RULES[name] = coimbra_dsl.load_ruleset(name)
    return _RULES[name]


def schedule(names: list[str], games: int, master: int) -> list[tuple[str, int, int]]:
    """Game i: rule set i mod len(names), the next playable player count, its own seed."""
    plan = []
    for i in range(games):
        name = names[i % len(names)]
        counts = sorted(k for k in rules(name).setups if 2 <= k <= 4)
        players = counts[(i // len(names)) % len(counts)]
        plan.append((name, players, master * 1_000_003 + i))
    return plan


def play_one(job: tuple) -> dict:
    """Play and check one game; returns a record (with the failure, if any)."""
    from engine import Game
    from test_invariants import Checker
    name, players, seed, heavy_every = job
    keys: list[str] = []
    try:
        state = Game(rules(name), players=players, seed=seed).new_state()
        checker = Checker(state, heavy_every)
        rng = random.Random(seed ^ 0x5EED)
        while not state.is_terminal:
            if len(keys) >= 20000:
                raise AssertionError("no end after 20000 actions")
            acts = state.legal_actions()
            key = acts[rng.randrange(len(acts))].key
            keys.append(key)
            events = state.apply(key)
            checker.after(state, events)
        checker.finish(state)
        return {"ok": True, "actions": len(keys)}
    except BaseException as exc:  # noqa: BLE001 — a soak reports every kind of failure
        if isinstance(exc, KeyboardInterrupt):
            raise
        return {"ok": False, "rules": name, "players": players, "seed": seed, "keys": keys,
                "step": len(keys), "error": f"{type(exc).__name__}: {str(exc)[:500]}",
                "traceback": traceback.format_exc(limit=12)}


def soak(args) -> int:
    from coimbra_dsl.loader import builtin_names
    names = args.rules.split(",") if args.rules else builtin_names()
    plan = [(n, p, s, args.heavy_every) for n, p, s in schedule(names, args.games, args.seed)]
    for n in names:
        rules(n)
    start = time.perf_counter()
    failures, actions, done = [], 0, 0
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.imap_unordered(play_one, plan, chunksize=max(1, len(plan) // (args.jobs * 20)))
            for rec in results:
                done += 1
                actions += rec.get("actions", rec.get("step", 0))
                if not rec["ok"]:
                    failures.append(rec)
                _progress(done, len(plan), start, failures, args.quiet)
    else:
        for job in plan:
            rec = play_one(job)
            done += 1
            actions += rec.get("actions", rec.get("step", 0))
            if not rec["ok"]:
                failures.append(rec)
            _progress(done, len(plan), start, failures, args.quiet)
    seconds = time.perf_counter() - start
    if not args.quiet:
        print(file=sys.stderr)
    print(f"soak: {done} games ({', '.join(names)}; 2-4 players; master seed {args.seed}), "
          f"{args.jobs} job(s), clone/JSON checks every {args.heavy_every} actions")
    print(f"soak: {seconds:.1f} s = {done / seconds:.1f} games/s, {actions / seconds:.0f} actions/s, "
          f"{actions / max(done, 1):.0f} actions/game")
    print(f"soak: {len(failures)} failure(s)")
    failures.sort(key=lambda r: (r["rules"], r["players"], r["seed"]))
    for i, rec in enumerate(failures[:20]):
        print(f"  [{i}] {rec['rules']} {rec['players']}p seed {rec['seed']} after {rec['step']} actions: "
              f"{rec['error'].splitlines()[0][:200]}")
    if failures:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(failures, f, indent=1)
        print(f"soak: failures written to {args.out}; replay with: python benchmarks/soak.py "
              f"--replay {args.out} --index 0")
        return 1
    return 0


def replay(args) -> int:
    """Replay a reported failure with every check after every action; print where it fails."""
    from engine import Game
    from test_invariants import Checker
    with open(args.replay, encoding="utf-8") as f:
        doc = json.load(f)
    rec = doc[args.index] if isinstance(doc, list) else doc
    name, players, seed, keys = rec["rules"], rec["players"], rec["seed"], rec["keys"]
    print(f"replay: {name} {players}p seed {seed}, {len(keys)} actions (reported: {rec.get('error', '?')[:200]})")
    state = Game(rules(name), players=players, seed=seed).new_state()
    step = 0
    try:
        checker = Checker(state, 1)
        for step, key in enumerate(keys, 1):  # noqa: B007 (read after a failure)
            events = state.apply(key)
            checker.after(state, events)
        if state.is_terminal:
            checker.finish(state)
    except BaseException as exc:  # noqa: BLE001
        if isinstance(exc, KeyboardInterrupt):
            raise
        traceback.print_exc()
        print(f"replay: reproduced at action {step} ({keys[step - 1] if step else 'setup'!r}), "
              f"round {state.round} phase {state.phase}: {type(exc).__name__}: {str(exc)[:300]}")
        return 1
    print(f"replay: no failure in {len(keys)} actions (fixed?)")
    return 0


def _progress(done: int, total: int, start: float, failures: list, quiet: bool) -> None:
    if quiet or (done % 100 and done != total):
        return
    rate = done / max(time.perf_counter() - start, 1e-9)
    print(f"\r{done}/{total} games, {rate:.0f} games/s, {len(failures)} failure(s)", end="", file=sys.stderr)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0, help="master seed (game i uses seed*1000003+i)")
    ap.add_argument("--rules", default="", help="comma-separated rule sets (default: every shipped one)")
    ap.add_argument("--heavy-every", type=int, default=50, metavar="K",
                    help="clone() and to_json/from_json round trips every K actions (default 50)")
    ap.add_argument("--out", default="soak-failures.json", help="where failures are written")
    ap.add_argument("--replay", metavar="FILE", help="replay a failure from a report written by --out")
    ap.add_argument("--index", type=int, default=0, help="which failure of the report to replay")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    if args.replay:
        return replay(args)
    if args.games < 1 or args.jobs < 1 or args.heavy_every < 1:
        ap.error("--games, --jobs and --heavy-every must be at least 1")
    return soak(args)


if __name__ == "__main__":
    sys.exit(main())
