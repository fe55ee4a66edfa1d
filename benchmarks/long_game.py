"""The long-game greedy bot against the greedy bot that values game-end bonuses and
majorities as they stand now.

Two measurements, 4-player base games, every game one JSON line appended to FILE (so a
run can be split in chunks with --start):

* `--mode pairs`: pair i is two games on seed `game_seed(2026, i)`, the new bot in seats
  0 and 2 and the old in 1 and 3, then swapped; recorded: the new bots' wins and VP.
* `--mode voyages`: game i with four new bots (`--bot new`) or four old ones (`--bot
  old`); recorded: the winner and the voyages each seat invested in, for the voyage
  taker win rates (a fair voyage's takers win about 1/4 of the games they are in).

    python benchmarks/long_game.py --mode pairs --games 50 --out F
    python benchmarks/long_game.py --mode voyages --bot old --games 100 --out F
    python benchmarks/long_game.py --report F

`--versus exact` makes the pairs the estimating greedy (new) against
`GreedyBot(exact=True)` (old), which plays out every option. `--versus start`
makes them the greedy bot (new) against one that values a start group without what its
cards give once every seat has chosen (old: `gains.start_gain` taken as 0, the bot
before the start groups were valued by their cards; its other decisions are the same).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import coimbra_dsl  # noqa: E402
from engine import Game  # noqa: E402
from engine.bots.valuation import gains  # noqa: E402
from engine.bots.greedy import GreedyBot  # noqa: E402
from engine.tools.simulate import bot_seed, game_seed, taken  # noqa: E402

MASTER = 2026


class BlindStartBot(GreedyBot):
    """The greedy bot valuing a start group only by its bonuses to come and diploma
    sets, as before the start groups were valued by their cards (R-SET-12)."""

    def choose(self, state):
        if state.decision not in ("start1", "start2"):
            return super().choose(state)
        seen = gains.start_gain
        gains.start_gain = lambda *_: 0.0
        try:
            return super().choose(state)
        finally:
            gains.start_gain = seen


def play(rules, seed: int, new_seats: set[int], versus: str = "long_game") -> dict:
    st = Game(rules, players=4, seed=seed).new_state()
    if versus == "start":
        bots = [GreedyBot(bot_seed(seed, k)) if k in new_seats
                else BlindStartBot(bot_seed(seed, k)) for k in range(4)]
    elif versus == "exact":       # the estimating greedy against the exact one
        bots = [GreedyBot(bot_seed(seed, k), exact=k not in new_seats) for k in range(4)]
    else:
        bots = [GreedyBot(bot_seed(seed, k), long_game=k in new_seats) for k in range(4)]
    while not st.is_terminal:
        st.apply(bots[st.current_player].choose(st))
    return {"seed": seed, "new": sorted(new_seats), "winner": st.winner,
            "scores": st.scores, "voyages": [t["voyages"] for t in taken(st)]}


def bootstrap(xs: list[float], reps: int = 4000) -> tuple[float, float]:
    rng = random.Random(1)
    means = sorted(statistics.fmean(rng.choices(xs, k=len(xs))) for _ in range(reps))
    return means[int(0.025 * reps)], means[int(0.975 * reps)]


def report(path: str, min_takes: int) -> None:
    rows = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    pairs = defaultdict(list)
    for r in rows:
        if r["mode"] == "pairs":
            share = sum(r["winner"] == s for s in r["new"]) * 1.0
            margin = (sum(r["scores"][s] for s in r["new"])
                      - sum(r["scores"][s] for s in range(4) if s not in r["new"])) / 2
            pairs[r["pair"]].append((share, margin))
    full = [v for v in pairs.values() if len(v) == 2]
    if full:
        shares = [statistics.fmean(x for x, _ in v) for v in full]
        margins = [statistics.fmean(m for _, m in v) for v in full]
        lo, hi = bootstrap(shares)
        mlo, mhi = bootstrap(margins)
        print(f"paired 4-player games, new greedy (2 seats) vs old greedy (2 seats), "
              f"{len(full)} pairs: new bots win {statistics.fmean(shares):.1%} of games "
              f"(95% {lo:.1%}-{hi:.1%}; 50% = equal); VP per new seat minus per old seat "
              f"{statistics.fmean(margins):+.1f} (95% {mlo:+.1f} to {mhi:+.1f})")
    for bot in ("old", "new"):
        games = [r for r in rows if r["mode"] == "voyages" and r["bot"] == bot]
        if not games:
            continue
        takes, wins = defaultdict(int), defaultdict(int)
        for g in games:
            for seat, voyages in enumerate(g["voyages"]):
                for v in voyages:
                    takes[v] += 1
                    wins[v] += g["winner"] == seat
        rates = {v: wins[v] / takes[v] for v in takes if takes[v] >= min_takes}
        order = sorted(rates, key=rates.get)
        print(f"{bot} greedy, {len(games)} 4-player games: voyage taker win rates "
              f"(voyages taken >= {min_takes} times): min {rates[order[0]]:.0%} "
              f"({order[0]}), max {rates[order[-1]]:.0%} ({order[-1]}), spread "
              f"{rates[order[-1]] - rates[order[0]]:.0%}, stdev "
              f"{statistics.pstdev(rates.values()):.1%}; voyages per seat "
              f"{sum(takes.values()) / (4 * len(games)):.2f}")
        print("   " + ", ".join(f"{v} {rates[v]:.0%} ({takes[v]})" for v in order))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mode", choices=("pairs", "voyages"))
    ap.add_argument("--bot", choices=("old", "new"), default="new")
    ap.add_argument("--versus", choices=("long_game", "exact", "start"), default="long_game",
                    help="exact: new = the estimating greedy, old = GreedyBot(exact=True); "
                         "start: old = the greedy bot blind to a start group's gains")
    ap.add_argument("--games", type=int, default=50, help="pairs or games to play")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--out")
    ap.add_argument("--report", metavar="FILE")
    ap.add_argument("--min-takes", type=int, default=20)
    args = ap.parse_args()
    if args.report:
        report(args.report, args.min_takes)
        return 0
    if not (args.mode and args.out):
        ap.error("--mode and --out are needed to play games")
    rules = coimbra_dsl.load_ruleset("base")
    with open(args.out, "a", encoding="utf-8") as f:
        for i in range(args.start, args.start + args.games):
            seed = game_seed(MASTER, i)
            if args.mode == "pairs":
                for new in ({0, 2}, {1, 3}):
                    rec = play(rules, seed, new, args.versus)
                    rec.update(mode="pairs", pair=i)
                    f.write(json.dumps(rec) + "\n")
            else:
                rec = play(rules, seed, set(range(4)) if args.bot == "new" else set())
                rec.update(mode="voyages", bot=args.bot)
                f.write(json.dumps(rec) + "\n")
            f.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
