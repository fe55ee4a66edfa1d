"""Seeded bot-vs-bot games and their statistics (the `coimbra simulate` runner).

Game `i` of a run with master seed `S` is played with seed `game_seed(S, i)`; the bot in
seat `k` gets seed `bot_seed(game seed, k)`. Every game depends on nothing else, so a
run split over worker processes (`jobs`) or cluster workers gives exactly the records of
a serial run. Games are produced lazily and summarised as they come (`Tally`), so neither
the number of games nor the length of a run costs memory.
"""
from __future__ import annotations

import gc
import multiprocessing
import os
from collections import deque
from typing import (TYPE_CHECKING, Callable, Iterable, Iterator, NamedTuple, Optional, Sequence,
                    Union)

from coimbra_dsl.model import RuleSet

from engine.bots import make_bot
from engine.core.game import Game
from engine.core.playable import index_of
from engine.core.scoring import SOURCES

from .stats import Estimate, Mean, mean_interval, proportion
from .variants import RulesSpec

if TYPE_CHECKING:
    from multiprocessing.pool import Pool

    from engine.core.state import GameState

COMPONENT_KINDS = ("start groups", "voyages", "monasteries", "cards")
MAX_ACTIONS = 20000


def game_seed(master: int, index: int) -> int:
    """The seed of game `index` of a run (a fixed mix of the two, 31 bits)."""
    return (master * 1_000_003 + index * 7_919 + 12_345) % 2_147_483_647


def bot_seed(seed: int, seat: int) -> int:
    return (seed * 31 + seat * 1_000_033 + 1) % 2_147_483_647


def seat_bots(bots: Sequence[str], players: int) -> list[str]:
    """The bot of every seat: the list repeated to fill the table."""
    return [bots[i % len(bots)] for i in range(players)]


def play_game(rules: RuleSet, bots: Sequence[str], seed: int,
              alike_at_once: bool = True) -> dict:
    """One game of `len(bots)` players: a record with seed, bots, scores, winner (seat),
    breakdown (VP by source per seat), actions (keys, for replay), alike_at_once (how
    they replay, `GameState.alike_at_once`) and taken (components per seat and kind)."""
    st = Game(rules, players=len(bots), seed=seed, alike_at_once=alike_at_once).new_state()
    players = [make_bot(spec, bot_seed(seed, k)) for k, spec in enumerate(bots)]
    actions: list[str] = []
    for _ in range(MAX_ACTIONS):
        if st.is_terminal:
            break
        seat = st.current_player
        assert seat is not None             # a game not over has a decision pending
        action = players[seat].choose(st)
        st.apply(action)
        actions.append(action.key)
    else:   # pragma: no cover - the engine ends every game (the harness checks it)
        raise RuntimeError(f"game {seed} did not end after {MAX_ACTIONS} actions")
    return {"seed": seed, "bots": list(bots), "scores": st.scores, "winner": st.winner,
            "breakdown": st.score_breakdown, "actions": actions,
            "alike_at_once": st.alike_at_once, "taken": taken(st),
            "start_order": start_order(st)}


def start_order(st: GameState) -> list[int]:
    """The seats in the random player order drawn at setup (R-SET-7)."""
    for e in st.log:
        if e.get("event") == "setup":
            return list(e["order"])
    return list(range(st.n))


def taken(st: GameState) -> list[dict[str, list[str]]]:
    """Per seat, the components it took during the game, from the log: start cards
    (R-SET-12), voyages invested in (R-INV-1), monasteries entered (R-PIL-3) and
    character cards gained (R-CARD-1), each listed once."""
    out: list[dict[str, list[str]]] = [{kind: [] for kind in COMPONENT_KINDS}
                                       for _ in range(st.n)]

    def add(seat: int, kind: str, cid: str) -> None:
        if cid not in out[seat][kind]:
            out[seat][kind].append(cid)

    for e in st.log:
        ev = e.get("event")
        if ev == "start_group":
            for cid in e["cards"]:
                add(e["seat"], "start groups", cid)
        elif ev == "invest":
            add(e["seat"], "voyages", e["voyage"])
        elif ev == "monastery":
            add(e["seat"], "monasteries", e["monastery"])
        elif ev == "card":
            add(e["seat"], "cards", e["card"])
    return out


# ---------------------------------------------------------------- running many games

RulesRef = Union[str, RulesSpec]
_WORKER_RULES: dict[RulesSpec, RuleSet] = {}
KEPT_RULES = 8


def as_spec(ref: RulesRef) -> RulesSpec:
    return ref if isinstance(ref, RulesSpec) else RulesSpec(str(ref))


def load_rules(spec: RulesSpec) -> RuleSet:
    """The rule set of `spec`, built once per process, with its rule index (the index is
    cached per rule set, so every game of the process shares it)."""
    rules = _WORKER_RULES.get(spec)
    if rules is None:
        rules = spec.load()
        index_of(rules)
        _freeze("loaded")
        while len(_WORKER_RULES) >= KEPT_RULES:         # a long sweep keeps the last few
            del _WORKER_RULES[next(iter(_WORKER_RULES))]
        _WORKER_RULES[spec] = rules
    return rules


_FROZEN: list = []      # the stages frozen in this process


def _freeze(stage: str) -> None:
    """Once per process and stage, what lives as long as the process is moved out of the
    collector's reach (full collections no longer walk it; forked workers share its
    pages): after the first rule set is loaded ("loaded": the modules, the rules and
    their index), and after the first game ("played": what the game left that lasts,
    the cache dicts it filled among it; full collections then take about half as long
    in a greedy run). Garbage is collected first, so none of it is kept."""
    if stage not in _FROZEN:
        gc.collect()
        gc.freeze()
        _FROZEN.append(stage)


def play_batch(spec: RulesSpec, bots: tuple[str, ...], seeds: Sequence[int]) -> list[dict]:
    """The records of the games with these seeds (one task of a worker or cluster)."""
    rules = load_rules(spec)
    records = []
    for s in seeds:
        records.append(play_game(rules, bots, s))
        _freeze("played")
    return records


def _worker(job: tuple[RulesSpec, tuple[str, ...], tuple[int, ...]]) -> list[dict]:
    return play_batch(*job)


def core_count() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:      # pragma: no cover - not on Linux
        return max(1, os.cpu_count() or 1)


def batch_size(games: int, workers: int) -> int:
    """Games per task: up to 8, so short games (a greedy 4-player game is ~20 ms of CPU)
    do not drown in messages, while every worker still gets several tasks (and a lost
    task costs little)."""
    return max(1, min(8, games // max(1, workers * 4)))


def batches(seed: int, games: int, size: int) -> Iterator[tuple[int, ...]]:
    """The game seeds of a run, `size` at a time, made as they are needed."""
    for first in range(0, games, size):
        yield tuple(game_seed(seed, i) for i in range(first, min(games, first + size)))


def iter_games(ref: RulesRef, games: int, bots: Sequence[str], seed: int = 0,
               jobs: int = 1, rules: Optional[RuleSet] = None) -> Iterator[dict]:
    """The records of `games` seeded games, in game order whatever `jobs` is, produced
    lazily: nothing is made for games not yet reached, and at most a few tasks per
    worker are in flight. `jobs` is capped at the core count.

    `ref` is the rule set's name or folder, or a `RulesSpec` (workers build the rules
    themselves); `rules`, when given, is that rule set already loaded."""
    spec = as_spec(ref)
    if rules is not None:
        _WORKER_RULES.setdefault(spec, rules)
    load_rules(spec)            # the rules and their index, before any worker starts
    table = tuple(bots)
    jobs = max(1, min(jobs, core_count(), games))
    if jobs == 1:
        for seeds in batches(seed, games, 1):
            yield from play_batch(spec, table, seeds)
        return
    size = batch_size(games, jobs)
    with _pool(jobs) as pool:
        pending: deque = deque()
        for seeds in batches(seed, games, size):
            pending.append(pool.apply_async(_worker, ((spec, table, seeds),)))
            if len(pending) >= 4 * jobs:
                yield from pending.popleft().get()
        while pending:
            yield from pending.popleft().get()


def run_games(ref: RulesRef, games: int, bots: Sequence[str], seed: int = 0,
              jobs: int = 1, rules: Optional[RuleSet] = None,
              on_game: Optional[Callable[[dict], None]] = None) -> list[dict]:
    """`iter_games` as a list (for tests and small runs)."""
    records = []
    for rec in iter_games(ref, games, bots, seed, jobs, rules):
        records.append(rec)
        if on_game:
            on_game(rec)
    return records


def _pool(processes: int) -> Pool:
    ctx = multiprocessing.get_context("fork" if "fork" in
                                      multiprocessing.get_all_start_methods() else "spawn")
    return ctx.Pool(processes=processes)


# ---------------------------------------------------------------- statistics

SUMMARY_KINDS = ("start groups", "start cards", "voyages", "monasteries", "cards")
GROUP_JOIN = " + "


def kind_of(rules: Optional[RuleSet], kind: str, cid: str) -> tuple[str, str]:
    """A component's name and the words for its kind ("voyage", "clerics card", ...)."""
    if rules is None:
        return cid, kind.rstrip("s")
    if kind == "start groups":
        names = [kind_of(rules, "start cards", c)[0] for c in cid.split(GROUP_JOIN)]
        return GROUP_JOIN.join(names), "start group"
    try:
        comp = rules.component(cid)
    except KeyError:
        return cid, kind.rstrip("s")
    cls = getattr(comp, "cls", None)
    if cls is not None:
        return comp.name, ("start card · " if kind == "start cards" else "card · ") + cls.value
    return comp.name, comp.kind.value


class Tally:
    """Statistics of a stream of game records, kept as counts and running means (memory
    grows with the components and bots, never with the games): win rate and mean VP per
    bot, per seat and per place in the first round's player order (R-SET-7); mean VP by
    source per bot (R-END); per component how often it was taken and how often its takers
    won, against a baseline right for its kind (`baseline`), flagged where the difference
    is beyond chance after correcting for the number of components (Benjamini-Hochberg).

    Baselines: every seat takes one start group (two start cards), so their takers are
    tested against the fair 1/players (exact binomial test). Voyages, monasteries and
    cards are taken more by some seats than others, and a seat that takes more wins
    more, so their takers are compared with the seats that took as many of that kind
    but not this one (the same games' seats, stratified by that count: the
    Cochran-Mantel-Haenszel test). A flag is an association, not a cause: `coimbra
    balance` measures what taking a component does."""

    def __init__(self, rules: Optional[RuleSet] = None):
        self.rules = rules
        self.games = 0
        self.players = 0
        self.seat_bot: list[str] = []
        self.bots: dict[str, list] = {}         # name -> [seats, wins, Mean vp, {src: Mean}]
        self.seats: dict[int, list] = {}        # seat -> [wins, Mean vp]
        self.places: dict[int, list] = {}       # place -> [games, wins, Mean vp]
        self.comp: dict[str, dict[str, list[int]]] = {k: {} for k in SUMMARY_KINDS}
        # matched kinds: seats by how many of the kind they took -> [seats, wins], and
        # per component, its takers by that count -> [takers, wins]
        self.strata: dict[str, dict[int, list[int]]] = {k: {} for k in MATCHED_KINDS}
        self.comp_strata: dict[str, dict[str, dict[int, list[int]]]] = {
            k: {} for k in MATCHED_KINDS}
        self.winner_vp = Mean()

    def add(self, rec: dict) -> None:
        self.games += 1
        bots, scores, winner = rec["bots"], rec["scores"], rec["winner"]
        if not self.players:
            self.players, self.seat_bot = len(bots), list(bots)
        self.winner_vp.add(scores[winner])
        for place, seat in enumerate(rec.get("start_order", ()), 1):
            row = self.places.setdefault(place, [0, 0, Mean()])
            row[0] += 1
            row[1] += winner == seat
            row[2].add(scores[seat])
        for bot in dict.fromkeys(bots):
            self.bots.setdefault(bot, [0, 0, Mean(), {s: Mean() for s in SOURCES}, Mean()])
            mine = [k for k, b in enumerate(bots) if b == bot]
            self.bots[bot][4].add((winner in mine) / len(mine))
        for seat, bot in enumerate(bots):
            won = winner == seat
            b = self.bots[bot]
            b[0] += 1
            b[1] += won
            b[2].add(scores[seat])
            for src in rec["breakdown"][seat]:
                b[3].setdefault(src, Mean())
            for src, m in b[3].items():
                m.add(rec["breakdown"][seat].get(src, 0))
            s = self.seats.setdefault(seat, [0, Mean()])
            s[0] += won
            s[1].add(scores[seat])
        for (kind, cid), (k, w, _) in takers(rec).items():
            entry = self.comp.setdefault(kind, {}).setdefault(cid, [0, 0, 0])
            entry[0] += k
            entry[1] += w
            entry[2] += k * k
        for seat, mine in enumerate(rec.get("taken") or ()):
            won = int(winner == seat)
            for kind in MATCHED_KINDS:
                ids = mine.get(kind, ())
                m = len(ids)
                row = self.strata[kind].setdefault(m, [0, 0])
                row[0] += 1
                row[1] += won
                for cid in ids:
                    cell = self.comp_strata[kind].setdefault(cid, {}).setdefault(m, [0, 0])
                    cell[0] += 1
                    cell[1] += won

    def summary(self) -> dict:
        """The statistics as plain data; every rate and mean is `{"value", "ci95", "n"}`."""
        fair = 1 / self.players if self.players else 0.0
        bots = {}
        for name, (n, wins, vp, by_source, share) in self.bots.items():
            # one seat a game: a proportion (Wilson); several: the mean share of wins per
            # game (t), since the seats of one game are not independent trials
            rate = proportion(wins, n) if n == share.n else share.estimate()
            bots[name] = {"seats": n, "wins": wins, "win_rate": rate.to_json(),
                          "mean_vp": vp.estimate().to_json(2),
                          "vp_by_source": {s: m.estimate().to_json(2)
                                           for s, m in by_source.items()}}
        seats = {str(k + 1): {"bot": self.seat_bot[k], "wins": w,
                              "win_rate": proportion(w, self.games).to_json(),
                              "mean_vp": vp.estimate().to_json(2)}
                 for k, (w, vp) in sorted(self.seats.items())}
        places = {str(k): {"games": g, "wins": w, "win_rate": proportion(w, g).to_json(),
                           "mean_vp": vp.estimate().to_json(2)}
                  for k, (g, w, vp) in sorted(self.places.items())}
        components = {kind: self._components(kind, fair) for kind in SUMMARY_KINDS}
        flag_components(components)
        return {"games": self.games, "players": self.players, "fair_win_rate": round(fair, 4),
                "winner_vp": self.winner_vp.estimate().to_json(2),
                "bots": bots, "seats": seats, "start_places": places,
                "components": components}

    def _components(self, kind: str, fair: float) -> dict:
        table = self.comp.get(kind, {})
        rows = {}
        n = self.games
        for cid in sorted(table, key=lambda c: (-table[c][0], c)):
            k, w, sq = table[cid]
            rate = proportion(w, k)
            name, words = kind_of(self.rules, kind, cid)
            per_game = mean_interval(n, k / n, (sq - k * k / n) / (n - 1) if n > 1 else 0.0)
            if kind in MATCHED_KINDS:
                expected, p = matched_test(self.comp_strata[kind].get(cid, {}),
                                           self.strata[kind])
                base = {"kind": "matched", "rate": _round4(expected)}
            else:
                p = fair_test(w, k, fair)
                base = {"kind": "fair", "rate": round(fair, 4)}
            rows[cid] = {"name": name, "kind": words, "taken": k, "wins": w,
                         "taken_per_game": per_game.to_json(),
                         "taker_win_rate": rate.to_json(), "baseline": base,
                         "p": _round6(p), "p_adjusted": None, "flag": None}
        return rows


MATCHED_KINDS = ("voyages", "monasteries", "cards")


def _round4(x: Optional[float]) -> Optional[float]:
    return None if x is None else round(x, 4)


def _round6(x: Optional[float]) -> Optional[float]:
    return None if x is None else round(x, 6)


def fair_test(wins: int, takers: int, fair: float) -> Optional[float]:
    """p of the exact binomial test of `wins` in `takers` at the fair rate."""
    if takers < 2 or not 0 < fair < 1:
        return None
    from .stats import _scipy_stats
    return float(_scipy_stats().binomtest(wins, takers, fair).pvalue)


class Matched(NamedTuple):
    """A component's takers against the seats that took as many of its kind: their wins,
    the wins expected had they won as those seats did, its variance (Cochran-Mantel-
    Haenszel), and the number of takers."""
    observed: float
    expected: float
    variance: float
    takers: int


def matched_counts(cells: dict[int, list[int]], strata: dict[int, list[int]]) -> Matched:
    """Per count m of the kind taken, the takers (`cells[m]`: [takers, wins]) against every
    seat with m (`strata[m]`), summed over the counts."""
    observed = expected = variance = 0.0
    takers = 0
    for m, (n1, a) in cells.items():
        total, wins = strata[m]
        takers += n1
        observed += a
        expected += n1 * wins / total
        if total > 1:
            variance += n1 * (total - n1) * wins * (total - wins) / (total * total * (total - 1))
    return Matched(observed, expected, variance, takers)


def matched_test(cells: dict[int, list[int]], strata: dict[int, list[int]]
                 ) -> tuple[Optional[float], Optional[float]]:
    """The takers' expected win rate had they won as the seats that took as many of the
    kind did, and the p of the Cochran-Mantel-Haenszel test (continuity corrected) that
    they win as those seats do: per count m, takers against the others with m."""
    observed, expected, variance, takers = matched_counts(cells, strata)
    if takers == 0:
        return None, None
    rate = expected / takers
    if takers < 2 or variance <= 0:
        return rate, None
    from .stats import _scipy_stats
    chi = max(0.0, abs(observed - expected) - 0.5) ** 2 / variance
    return rate, float(_scipy_stats().chi2.sf(chi, 1))


def flag_components(components: dict[str, dict]) -> None:
    """Benjamini-Hochberg over every component tested (all kinds, one family), then a
    flag where the adjusted p is below 5%: "above" or "below" the baseline."""
    from .stats import _scipy_stats
    rows = [r for table in components.values() for r in table.values() if r["p"] is not None]
    if not rows:
        return
    adjusted = _scipy_stats().false_discovery_control([r["p"] for r in rows], method="bh")
    for r, q in zip(rows, adjusted):
        r["p_adjusted"] = round(float(q), 6)
        if q < 0.05:
            r["flag"] = "above" if r["taker_win_rate"]["value"] > r["baseline"]["rate"] \
                else "below"


def takers(rec: dict) -> dict[tuple[str, str], list[int]]:
    """Per (summary kind, component id) of one game: how many seats took it, how many of
    those won and their VP summed. A start group counts as the pair dealt together and as
    its two cards."""
    out: dict[tuple[str, str], list[int]] = {}
    for seat, taken_seat in enumerate(rec.get("taken") or ()):
        won = rec["winner"] == seat
        for kind, ids in taken_seat.items():
            keys = [(kind, cid) for cid in ids]
            if kind == "start groups":
                keys = [("start cards", cid) for cid in ids] + \
                    ([(kind, GROUP_JOIN.join(sorted(ids)))] if ids else [])
            for key in keys:
                entry = out.setdefault(key, [0, 0, 0])
                entry[0] += 1
                entry[1] += won
                entry[2] += rec["scores"][seat]
    return out


def summarize(records: Iterable[dict], rules: Optional[RuleSet] = None) -> dict:
    """The `Tally` summary of some records."""
    tally = Tally(rules)
    for rec in records:
        tally.add(rec)
    return tally.summary()


def estimate(stat: dict) -> Estimate:
    """An `Estimate` back from its `{"value", "ci95", "n"}` form."""
    lo, hi = stat["ci95"]
    return Estimate(stat["value"], lo, hi, stat["n"])
