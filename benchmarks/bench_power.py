"""Power of the balance methods: how many games each needs to find a planted +3 or +5 VP
on a start card (Álvaro Vaz de Almada's immediate bonus), a character (João de Barros')
and a voyage (Goa, at the game end), paired against unpaired.

Methods, each asked at 25, 50, 100, 200 and `--games` games (prefixes of one run):
- compare, paired: base against the planted set on the same seeds; found when one of
  the planted component's statistics (taken per game, its takers' win rate or VP) is
  significantly higher (paired t-test, paired bootstrap; corrected within the family
  of changed components, as `coimbra compare` does).
- compare, unpaired: the planted set on other seeds; its takers' win rate against base
  as two independent proportions (Fisher's exact test) or their VP (Welch's t-test),
  found at raw p < 0.05 for either (a lenient bar: no correction).
- balance, paired: restricted play on the planted set (`coimbra balance`: every seat
  restricted in turn), only the planted component tested; found when its VP or win
  worth is significant; "of 123": as it would be among all 123 base components with
  the rest worth nothing (p <= 0.05/123, Benjamini-Hochberg's bar for the smallest p).
- balance, unpaired: the restricted games played whole on other seeds (seat i mod
  players restricted in game i), the restricted seat's VP against the unrestricted
  games' (Welch's t-test, p < 0.05).
- simulate: the planted set alone; found when the component is flagged above (its
  baseline, Benjamini-Hochberg over every component).

"Needed" is the smallest count from which it is found at every larger count of the
ladder (one run of seeds per plant: a coarse figure, not a power curve over replicates).

Run: `python benchmarks/bench_power.py [--games 400] [--players 2] [--bots greedy]
[--jobs 2] [--seed S] [--runs K]` (K runs of seeds: S, S + 1, ...; with K > 1 it also
prints in how many runs each method found each plant at each count, a power estimate).
"""
from __future__ import annotations

import argparse
import time

from engine.tools.balance import BalanceTally, iter_paired, play_restricted
from engine.tools.compare import COMPONENT_STATISTICS, Side, compare
from engine.tools.simulate import Tally, game_seed, iter_games, load_rules
from engine.tools.stats import proportion_difference
from engine.tools.variants import RulesSpec

PLANTS = {
    "start card": ("alvaro_vaz_de_almada", "start cards", lambda n: (
        f"change character alvaro_vaz_de_almada {{\n  immediate: gain 5 guards and {n} vp\n"
        f'  text "Gain 5 guards and {n} VP."\n}}\n')),
    "character": ("joao_de_barros", "cards", lambda n: (
        f"change character joao_de_barros {{\n  immediate: gain {5 + n} vp\n"
        f'  text "Gain {5 + n} VP."\n}}\n')),
    "voyage": ("goa", "voyages", lambda n: (
        f"change voyage goa {{\n  game_end: gain {9 + n} vp\n"
        f'  text "Game end: {9 + n} VP."\n}}\n')),
}
OTHER = 1000            # the unpaired runs' master seed is the paired runs' + OTHER


def ladder(games: int) -> list[int]:
    return [n for n in (25, 50, 100, 200) if n < games] + [games]


def needed(found: dict[int, bool]) -> str:
    counts = sorted(found)
    for i, n in enumerate(counts):
        if all(found[m] for m in counts[i:]):
            return str(n)
    return f"> {counts[-1]}"


def sides_of(records, rules, n):
    side = Side(rules)
    for rec in records[:n]:
        side.add(rec)
    return side


def takers_vp(records, cid: str) -> list[int]:
    """The final VP of every seat that took `cid` in these games."""
    return [rec["scores"][seat] for rec in records for seat, got in enumerate(rec["taken"])
            if any(cid in ids for ids in got.values())]


def welch_p(a, b) -> float:
    from scipy import stats
    return float(stats.ttest_ind(a, b, equal_var=False).pvalue)


METHODS = ("cp", "cu", "bp", "b123", "bu", "sim")
HEADS = (("compare", "paired"), ("compare", "unpaired"), ("balance", "paired"),
         ("balance", "of 123"), ("balance", "unpaired"), ("simulate", ""))


def found_at(plant: str, vp: int, seed: int, args, base, base_games, counts) -> dict:
    """Per method, per count of games: whether the plant is found, on one run of seeds."""
    table = [args.bots] * args.players
    cid, kind, text = PLANTS[plant]
    spec = RulesSpec("base", text(vp), f"{plant} +{vp} VP")
    rules = load_rules(spec)
    paired = list(iter_games(spec, args.games, table, seed, args.jobs))
    other = list(iter_games(spec, args.games, table, seed + OTHER, args.jobs))
    results = list(iter_paired(spec, args.games, table, {cid}, seed, args.jobs))
    restricted = []
    for i in range(args.games):     # whole restricted games on other seeds
        seat = i % args.players
        end, _ = play_restricted(rules, table, game_seed(seed + OTHER, i), seat, cid)
        restricted.append(end.scores[seat])
    found: dict = {m: {} for m in METHODS}
    for n in counts:
        a = sides_of(base_games, base, n)
        cmp = compare(a, sides_of(paired, rules, n))
        row = next(c for c in cmp["components"] if c["id"] == cid)
        found["cp"][n] = any(row[k]["significant"] and row[k]["difference"]["value"] > 0
                             for k in COMPONENT_STATISTICS)
        b_other = sides_of(other, rules, n)
        ka, wa = a.tally.comp[kind].get(cid, [0, 0, 0])[:2]
        kb, wb = b_other.tally.comp[kind].get(cid, [0, 0, 0])[:2]
        va, vb = takers_vp(base_games[:n], cid), takers_vp(other[:n], cid)
        found["cu"][n] = (proportion_difference("x", wa, ka, wb, kb).p < 0.05 or (
            len(va) > 1 and len(vb) > 1 and sum(vb) / len(vb) > sum(va) / len(va)
            and welch_p(va, vb) < 0.05))
        tally = BalanceTally(rules, {cid})
        for res in results[:n]:
            tally.add(res)
        worth = tally.summary()["components"][0]
        ps = min([w["p"] for w in (worth["vp_worth"], worth["win_rate_worth"])
                  if (w["value"] or 0) > 0] or [1.0])
        found["bp"][n] = ps < 0.05
        found["b123"][n] = ps <= 0.05 / 123
        free = [r["scores"][i % args.players] for i, r in enumerate(results[:n])]
        found["bu"][n] = (sum(free) > sum(restricted[:n])
                          and welch_p(free, restricted[:n]) < 0.05)
        sim = Tally(rules)
        for rec in other[:n]:
            sim.add(rec)
        flag = sim.summary()["components"][kind].get(cid, {}).get("flag")
        found["sim"][n] = flag == "above"
    return found


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--bots", default="greedy")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--plants", default="start card,character,voyage")
    ap.add_argument("--vp", default="3,5")
    ap.add_argument("--seed", type=int, default=0, help="master seed of the first run")
    ap.add_argument("--runs", type=int, default=1,
                    help="runs of seeds (seed, seed + 1, ...): with more than one, the "
                         "share of runs that found each plant at each count")
    args = ap.parse_args()
    table = [args.bots] * args.players
    counts = ladder(args.games)
    started = time.perf_counter()
    base_spec = RulesSpec("base")
    base = load_rules(base_spec)
    plants = [(p.strip(), int(v)) for p in args.plants.split(",") for v in args.vp.split(",")]
    runs: dict = {pv: [] for pv in plants}
    for seed in range(args.seed, args.seed + args.runs):
        base_games = list(iter_games(base_spec, args.games, table, seed, args.jobs))
        print(f"{args.players} x {args.bots}, seed {seed}; counts {counts}; 'needed' = "
              f"games from which the plant is found at every larger count")
        print(f"{'plant':<18} " + " ".join(f"{a:>9}" for a, _ in HEADS))
        print(f"{'':<18} " + " ".join(f"{b:>9}" for _, b in HEADS))
        for plant, vp in plants:
            found = found_at(plant, vp, seed, args, base, base_games, counts)
            runs[(plant, vp)].append(found)
            print(f"{plant + f' +{vp} VP':<18} "
                  + " ".join(f"{needed(found[m]):>9}" for m in METHODS), flush=True)
    if args.runs > 1:
        print(f"\nfound in how many of {args.runs} runs, at {', '.join(map(str, counts))} "
              f"games")
        print(f"{'plant':<18} " + " ".join(f"{a + ' ' + b:>17}" for a, b in HEADS))
        for (plant, vp), founds in runs.items():
            cells = [" ".join(str(sum(f[m][n] for f in founds)) for n in counts)
                     for m in METHODS]
            print(f"{plant + f' +{vp} VP':<18} " + " ".join(f"{c:>17}" for c in cells))
    print(f"{time.perf_counter() - started:.0f} s wall")


if __name__ == "__main__":
    main()
