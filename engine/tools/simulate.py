"""Seeded bot-vs-bot games and their statistics (the `coimbra simulate` runner).

Game `i` of a run with master seed `S` is played with seed `game_seed(S, i)`; the bot in
seat `k` gets seed `bot_seed(game seed, k)`. Every game depends on nothing else, so a
run split over worker processes (`jobs`) gives exactly the records of a serial run.
"""
from __future__ import annotations

import contextlib
import multiprocessing
from collections import defaultdict
from typing import Callable, Iterable, Optional, Sequence

from coimbra_dsl.model import RuleSet

from engine.bots import make_bot
from engine.core.game import Game
from engine.core.scoring import SOURCES

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


def play_game(rules: RuleSet, bots: Sequence[str], seed: int) -> dict:
    """One game of `len(bots)` players: a record with seed, bots, scores, winner (seat),
    breakdown (VP by source per seat), actions (keys, for replay) and taken
    (components per seat and kind)."""
    st = Game(rules, players=len(bots), seed=seed).new_state()
    players = [make_bot(spec, bot_seed(seed, k)) for k, spec in enumerate(bots)]
    actions: list[str] = []
    for _ in range(MAX_ACTIONS):
        if st.is_terminal:
            break
        action = players[st.current_player].choose(st)
        st.apply(action)
        actions.append(action.key)
    else:   # pragma: no cover - the engine ends every game (issue 4 harness)
        raise RuntimeError(f"game {seed} did not end after {MAX_ACTIONS} actions")
    return {"seed": seed, "bots": list(bots), "scores": st.scores, "winner": st.winner,
            "breakdown": st.score_breakdown, "actions": actions, "taken": taken(st),
            "start_order": start_order(st)}


def start_order(st) -> list[int]:
    """The seats in the random player order drawn at setup (R-SET-7)."""
    for e in st.log:
        if e.get("event") == "setup":
            return list(e["order"])
    return list(range(st.n))


def taken(st) -> list[dict[str, list[str]]]:
    """Per seat, the components it took during the game, from the log: start cards
    (R-SET-12), voyages invested in (R-INV-1), monasteries entered (R-PIL-3) and
    character cards gained (R-CARD-1), each listed once."""
    out = [{kind: [] for kind in COMPONENT_KINDS} for _ in range(st.n)]

    def add(seat, kind, cid):
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

_WORKER_RULES: dict[str, RuleSet] = {}


def _load(rules_ref: str) -> RuleSet:
    rules = _WORKER_RULES.get(rules_ref)
    if rules is None:
        from coimbra_dsl import load_ruleset
        rules = load_ruleset(rules_ref)
        _WORKER_RULES[rules_ref] = rules
    return rules


def _worker(job: tuple[str, tuple[str, ...], int]) -> dict:
    rules_ref, bots, seed = job
    return play_game(_load(rules_ref), bots, seed)


def run_games(rules_ref: str, games: int, bots: Sequence[str], seed: int = 0,
              jobs: int = 1, rules: Optional[RuleSet] = None,
              on_game: Optional[Callable[[dict], None]] = None) -> list[dict]:
    """Play `games` seeded games (records in game order, whatever `jobs` is).

    `rules_ref` is the rule set's name or folder (workers load it themselves);
    `rules`, when given, is the already loaded rule set for the serial path."""
    if rules is not None:
        _WORKER_RULES.setdefault(rules_ref, rules)
    table = tuple(bots)
    work = [(rules_ref, table, game_seed(seed, i)) for i in range(games)]
    records: list[dict] = []
    serial = jobs <= 1 or games <= 1
    with contextlib.nullcontext() if serial else _pool(min(jobs, games)) as pool:
        results: Iterable[dict] = (map(_worker, work) if serial
                                   else pool.imap(_worker, work, chunksize=1))
        for rec in results:
            records.append(rec)
            if on_game:
                on_game(rec)
    return records


def _pool(processes: int):
    ctx = multiprocessing.get_context("fork" if "fork" in
                                      multiprocessing.get_all_start_methods() else "spawn")
    return ctx.Pool(processes=processes)


# ---------------------------------------------------------------- statistics

def summarize(records: Sequence[dict]) -> dict:
    """Win rate and mean VP per bot, mean VP by source per bot, win rate by place in the
    first round's player order, and per component kind how often each component was
    taken and the win rate of its takers."""
    seats = defaultdict(int)
    wins = defaultdict(int)
    vp = defaultdict(int)
    by_source: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    comp: dict[str, dict[str, list[int]]] = {k: defaultdict(lambda: [0, 0])
                                             for k in COMPONENT_KINDS}
    places: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])   # games, wins, vp
    for rec in records:
        for place, seat in enumerate(rec.get("start_order", ()), 1):
            row = places[place]
            row[0] += 1
            row[1] += rec["winner"] == seat
            row[2] += rec["scores"][seat]
        for seat, bot in enumerate(rec["bots"]):
            won = rec["winner"] == seat
            seats[bot] += 1
            wins[bot] += won
            vp[bot] += rec["scores"][seat]
            for src, n in rec["breakdown"][seat].items():
                by_source[bot][src] += n
            for kind, ids in rec.get("taken", [{}] * len(rec["bots"]))[seat].items():
                for cid in ids:
                    entry = comp[kind][cid]
                    entry[0] += 1
                    entry[1] += won
    bots = {}
    for bot in seats:
        n = seats[bot]
        sources = list(SOURCES) + sorted(set(by_source[bot]) - set(SOURCES))
        bots[bot] = {"seats": n, "wins": wins[bot], "win_rate": round(wins[bot] / n, 4),
                     "mean_vp": round(vp[bot] / n, 2),
                     "vp_by_source": {s: round(by_source[bot][s] / n, 2) for s in sources}}
    components = {}
    for kind in COMPONENT_KINDS:
        rows = {}
        for cid in sorted(comp[kind], key=lambda c: (-comp[kind][c][0], c)):
            k, w = comp[kind][cid]
            rows[cid] = {"taken": k, "taken_rate": round(k / len(records), 4) if records else 0,
                         "win_rate": round(w / k, 4)}
        components[kind] = rows
    by_place = {str(k): {"games": g, "wins": w, "win_rate": round(w / g, 4),
                         "mean_vp": round(v / g, 2)}
                for k, (g, w, v) in sorted(places.items())}
    return {"games": len(records),
            "players": len(records[0]["bots"]) if records else 0,
            "bots": bots, "start_places": by_place, "components": components}
