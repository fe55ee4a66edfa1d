"""Restricted play (Jaffe et al., "Evaluating competitive game balance with restricted
play", 2012): what a component is worth to the bots given, measured as what a seat
loses when its bot may not take it, against the same bots unrestricted, on the same seeds.

Game `i` of a run is played with the seed of `simulate` and, once, unrestricted. Every
seat of it is then restricted in turn, one at a time: for every component studied that
the seat took, the restricted game is that same game until the seat's bot first chooses
an action that takes the component (until then nothing differs: the same state, the
same bot RNG states); from there it is played again with the restriction. A component
a seat did not take leaves the game as it was for that seat, at no cost. Restricting
every seat, not one a game, gives each game the worth to whichever seat took the
component: a start card is taken by some seat in every game it is dealt in.

The restriction: the bot chooses as it would; when its choice takes the component, it
chooses again among the legal actions that do not (shown to it as the only legal
ones). For a bot that picks the best action, or a uniformly random one, this is the
same as showing it the filtered actions from the start (the best allowed action; a
uniform draw among the allowed ones), and it lets the restricted game share every
decision before the first forbidden choice with the unrestricted one. When every legal
action takes the component the restriction cannot hold and the bot chooses freely;
such games are counted (`broken`).

A bot's choices must depend on the state and its `rng` only (true of the built-in
bots): the RNG state is what is saved at a decision to replay it exactly.
"""
from __future__ import annotations

from collections import deque
from typing import Iterable, Iterator, Optional, Sequence

from coimbra_dsl.errors import CoimbraError
from engine.core.errors import OptionError
from coimbra_dsl.model import RuleSet
from coimbra_dsl.vocab import Back

from engine.bots import make_bot
from engine.core.game import Game
from engine.core.state import GameState

from .simulate import (GROUP_JOIN, MAX_ACTIONS, RulesRef, _pool, as_spec, bot_seed,
                       core_count, game_seed, kind_of, load_rules)

KINDS = ("start groups", "start cards", "voyages", "monasteries", "cards")
ALL_GROUPS = "start groups"      # in a wanted set: every start group dealt
NOTE = ("Restricted play: what a component is worth to the bots given - the win rate "
        "and VP a seat loses when its bot may not take it.")


# ---------------------------------------------------------------- what an action takes

def takes(events: Iterable[dict], seat: int) -> list[str]:
    """The components `seat` took in these events: a start group (its cards joined, as
    `simulate` names it) and its start cards (R-SET-12), a voyage invested in (R-INV-1),
    a monastery entered (R-PIL-3), a character card gained (R-CARD-1)."""
    out = []
    for e in events:
        if e.get("seat") != seat:
            continue
        ev = e.get("event")
        if ev == "start_group":
            out.append(GROUP_JOIN.join(sorted(e["cards"])))
            out.extend(e["cards"])
        elif ev == "invest":
            out.append(e["voyage"])
        elif ev == "monastery":
            out.append(e["monastery"])
        elif ev == "card":
            out.append(e["card"])
    return out


def restrictions(took: Sequence[str]) -> list[list[str]]:
    """What one choice took (`takes`), grouped by the restriction each makes: a start
    card is taken only with its start group (R-SET-12), so keeping a seat from the group
    or from either card forbids the same actions: one replay serves all three."""
    out: list[list[str]] = []
    inside: set[str] = set()
    for cid in took:
        if GROUP_JOIN in cid:
            cards = cid.split(GROUP_JOIN)
            out.append([cid, *cards])
            inside.update(cards)
        elif cid not in inside:
            out.append([cid])
    return out


def is_wanted(cid: str, wanted: frozenset) -> bool:
    return cid in wanted or (ALL_GROUPS in wanted and GROUP_JOIN in cid)


class _Allowed(GameState):
    """A state shown to a bot with only some of its legal actions (the class of the very
    state object is swapped for one choice, so every cache keyed by it still holds)."""
    __slots__ = ()
    allowed: tuple = ()

    def legal_actions(self):
        return list(_Allowed.allowed)


def choose_among(bot, st: GameState, allowed: Sequence) -> object:
    """The bot's choice when only `allowed` of the legal actions are open to it."""
    _Allowed.allowed = tuple(allowed)
    st.__class__ = _Allowed
    try:
        return bot.choose(st)
    finally:
        st.__class__ = GameState
        _Allowed.allowed = ()


def rng_state(bot):
    rng = getattr(bot, "rng", None)
    if rng is None:
        raise CoimbraError(f"bot {getattr(bot, 'name', bot)!r} has no rng to replay from")
    return rng.getstate()


def restore_bots(specs: Sequence[str], seed: int, states: Sequence) -> list:
    bots = [make_bot(spec, bot_seed(seed, k)) for k, spec in enumerate(specs)]
    for bot, s in zip(bots, states):
        bot.rng.setstate(s)
    return bots


# ---------------------------------------------------------------- one game, paired

def play_on(st: GameState, bots: Sequence, seat: int, comp: str,
            budget: int = MAX_ACTIONS) -> tuple[GameState, bool]:
    """Play `st` to the end with `seat`'s bot restricted from taking `comp`; the final
    state and whether the restriction held throughout."""
    held = True
    for _ in range(budget):
        if st.is_terminal:
            return st, held
        mover = st.current_player
        bot = bots[mover]
        action = bot.choose(st)
        if mover != seat:
            if comp in takes(st.apply(action), seat):
                held = False            # taken in another seat's turn: not its choice
            continue
        before = st.clone()
        if comp not in takes(st.apply(action), seat):
            continue
        allowed = {}
        for a in before.legal_actions():
            after = before.clone()
            if comp not in takes(after.apply(a), seat):
                allowed[a.key] = after
        if not allowed:                 # every choice takes it: the restriction breaks
            held = False
            continue
        pick = choose_among(bot, before, [a for a in before.legal_actions()
                                          if a.key in allowed])
        # a bot's shortcut that answers without asking for the legal actions (none of
        # the built-in bots' in a base game) gets the first allowed action instead
        st = allowed.get(pick.key) or next(iter(allowed.values()))
    raise CoimbraError(f"game {st.seed} did not end after {budget} actions")


def play_paired(rules: RuleSet, specs: Sequence[str], seed: int,
                wanted: frozenset) -> dict:
    """The unrestricted game of `seed` and, for each seat and each wanted component it
    took in that game, the game replayed with that seat restricted from the seat's first
    choice that took it. `{"seed", "scores", "winner", "restricted": [per seat {id:
    [scores, winner, held, from_action]}]}` (components a seat's entry does not list
    leave the game unchanged for that seat)."""
    st = Game(rules, players=len(specs), seed=seed).new_state()
    bots = [make_bot(spec, bot_seed(seed, k)) for k, spec in enumerate(specs)]
    points: list[tuple[int, list[list[str]], GameState, list, int]] = []
    seen: list[set[str]] = [set() for _ in specs]
    for t in range(MAX_ACTIONS):
        if st.is_terminal:
            break
        mover = st.current_player
        pre = rng_state(bots[mover])
        action = bots[mover].choose(st)
        before = st.clone()
        new = []
        for same in restrictions(takes(st.apply(action), mover)):
            fresh = [c for c in same if c not in seen[mover] and is_wanted(c, wanted)]
            if fresh:
                new.append(fresh)
        if new:
            for same in new:
                seen[mover].update(same)
            states = [pre if k == mover else rng_state(b) for k, b in enumerate(bots)]
            points.append((mover, new, before, states, t))
    else:   # pragma: no cover - the engine ends every game
        raise CoimbraError(f"game {seed} did not end after {MAX_ACTIONS} actions")
    restricted: list[dict] = [{} for _ in specs]
    for seat, classes, before, states, t in points:
        for same in classes:
            end, held = play_on(before.clone(), restore_bots(specs, seed, states), seat,
                                same[0])
            for comp in same:
                restricted[seat][comp] = [end.scores, end.winner, held, t]
    return {"seed": seed, "scores": st.scores, "winner": st.winner,
            "restricted": restricted}


def play_restricted(rules: RuleSet, specs: Sequence[str], seed: int, seat: int,
                    comp: str) -> tuple[GameState, bool]:
    """The restricted game played whole from the start (what `play_paired`'s replays
    must equal; for tests and checks)."""
    st = Game(rules, players=len(specs), seed=seed).new_state()
    bots = [make_bot(spec, bot_seed(seed, k)) for k, spec in enumerate(specs)]
    return play_on(st, bots, seat, comp)


# ---------------------------------------------------------------- many games

def balance_batch(spec, specs: tuple[str, ...], games: tuple[tuple[int, int], ...],
                  wanted: frozenset) -> list[dict]:
    """The paired results of some games, given as (index, seed) (one worker task)."""
    rules = load_rules(spec)
    return [play_paired(rules, specs, s, wanted) for _, s in games]


def _worker(job) -> list[dict]:
    return balance_batch(*job)


def tasks(seed: int, games: int, size: int) -> Iterator[tuple[tuple[int, int], ...]]:
    for first in range(0, games, size):
        yield tuple((i, game_seed(seed, i)) for i in range(first, min(games, first + size)))


def iter_paired(ref: RulesRef, games: int, specs: Sequence[str], wanted: Iterable[str],
                seed: int = 0, jobs: int = 1, client=None) -> Iterator[dict]:
    """The paired results of `games` games in game order, whatever `jobs` is (or on a
    Dask `client`): every result depends only on its game's seed and index."""
    spec = as_spec(ref)
    load_rules(spec)
    table, want = tuple(specs), frozenset(wanted)
    if client is not None:
        yield from _dask(client, spec, table, games, seed, want)
        return
    jobs = max(1, min(jobs, core_count(), games))
    if jobs == 1:
        for job in tasks(seed, games, 1):
            yield from balance_batch(spec, table, job, want)
        return
    # a game with its replays is some 25 games' work: one or two a task keep cores busy
    size = max(1, min(2, games // (jobs * 4)))
    with _pool(jobs) as pool:
        pending: deque = deque()
        for job in tasks(seed, games, size):
            pending.append(pool.apply_async(_worker, ((spec, table, job, want),)))
            if len(pending) >= 4 * jobs:
                yield from pending.popleft().get()
        while pending:
            yield from pending.popleft().get()


def _dask(client, spec, table, games: int, seed: int, want: frozenset) -> Iterator[dict]:
    from dask.base import tokenize
    from .cluster import in_order, portable
    spec = portable(spec)
    threads = max(1, sum(client.nthreads().values()))
    run = tokenize(spec, table, seed, games, sorted(want))
    size = max(1, min(2, games // (threads * 4)))
    jobs = ((spec, table, job, want) for job in tasks(seed, games, size))
    yield from in_order(client, balance_batch, jobs, f"coimbra-balance-{run}", threads)


# ---------------------------------------------------------------- which components

def all_components(rules: RuleSet) -> dict[str, str]:
    """Every component a seat can be kept from, id -> summary kind: start cards, cards,
    voyages, monasteries; start groups (which pairs are dealt is chance) are added as
    they are met."""
    out = {}
    for cid, comp in rules.characters.items():
        out[cid] = "start cards" if comp.back == Back.I else "cards"
    for cid in rules.voyages:
        out[cid] = "voyages"
    for cid in rules.monasteries:
        out[cid] = "monasteries"
    return out


def wanted_components(rules: RuleSet, text: Optional[str]) -> set[str]:
    """`--components`: ids separated by commas, or kinds ("cards", "start groups", ...);
    nothing: every component and every start group."""
    known = all_components(rules)
    if not text:
        return set(known) | {ALL_GROUPS}
    out: set[str] = set()
    for word in (w.strip() for w in text.split(",")):
        if not word:
            continue
        if word in KINDS:
            out |= {ALL_GROUPS} if word == ALL_GROUPS else \
                {c for c, k in known.items() if k == word}
        elif word in known:
            out.add(word)
        else:
            raise OptionError(f"coimbra balance: --components: no component or kind {word!r} "
                             f"in rule set {rules.name!r} (kinds: {', '.join(KINDS)})")
    if not out:
        raise OptionError("coimbra balance: --components names nothing")
    return out


# ---------------------------------------------------------------- the summary

class BalanceTally:
    """Per component and game, the paired difference unrestricted - restricted of a
    seat's win and VP, averaged over the game's seats (each restricted in turn; a seat
    that did not take the component adds a zero), so a game is one paired unit.
    Memory: a few numbers per component and game."""

    def __init__(self, rules: Optional[RuleSet], wanted: Iterable[str]):
        self.rules = rules
        self.wanted = frozenset(wanted)
        self.games = 0
        self.players = 0
        # id -> game -> [VP lost, wins lost, seats replayed, seats broken], summed over seats
        self.rows: dict[str, dict[int, list[int]]] = {}

    def add(self, res: dict) -> None:
        g = self.games
        self.games += 1
        self.players = self.players or len(res["scores"])
        for seat, replays in enumerate(res["restricted"]):
            won = int(res["winner"] == seat)
            for cid, (scores, winner, held, _) in replays.items():
                row = self.rows.setdefault(cid, {}).setdefault(g, [0, 0, 0, 0])
                row[0] += res["scores"][seat] - scores[seat]
                row[1] += won - int(winner == seat)
                row[2] += 1
                row[3] += not held

    def components(self) -> list[str]:
        ids = [c for c in self.wanted if c != ALL_GROUPS]
        if ALL_GROUPS in self.wanted:
            ids += [c for c in self.rows if GROUP_JOIN in c]
        return sorted(set(ids))

    def summary(self) -> dict:
        from .stats import correct
        rows = []
        seats = self.players or 1
        for cid in self.components():
            games = self.rows.get(cid, {})
            zero = [0, 0, 0, 0]
            per = [games.get(g, zero) for g in range(self.games)]
            rows.append((cid, [r[1] / seats for r in per], [r[0] / seats for r in per],
                         sum(r[2] for r in per), sum(r[3] for r in per)))
        win_tests = correct([worth_difference(f"{c} win", w, True) for c, w, *_ in rows])
        vp_tests = correct([worth_difference(f"{c} vp", v) for c, _, v, *_ in rows])
        out = []
        for (cid, _, _, replayed, broken), w, v in zip(rows, win_tests, vp_tests):
            name, words = component_words(self.rules, cid)
            out.append({"id": cid, "name": name, "kind": words, "games": self.games,
                        "taken": replayed, "broken": broken,
                        "win_rate_worth": {**w.diff.to_json(), "p": round(w.p, 6),
                                           "p_adjusted": round(w.p_adjusted, 6),
                                           "significant": w.significant},
                        "vp_worth": {**v.diff.to_json(2), "p": round(v.p, 6),
                                     "p_adjusted": round(v.p_adjusted, 6),
                                     "significant": v.significant}})
        out.sort(key=lambda r: (-(r["win_rate_worth"]["value"] or 0),
                                -(r["vp_worth"]["value"] or 0), r["name"]))
        return {"games": self.games, "players": self.players, "components": out,
                "method": NOTE}


def worth_difference(name: str, diffs: Sequence[float], signs: bool = False):
    """A component's worth from its paired differences a game (unrestricted -
    restricted): their mean with its t interval and the t-test's p; with `signs` (wins)
    the exact sign test's p instead (with one seat a game, McNemar's exact test; a
    game the restriction did not change is a tie, which it leaves out)."""
    from .stats import Difference, Estimate, mean_difference, sign_test
    est, p = mean_difference(list(diffs))
    if signs:
        p = sign_test(diffs)
    none = Estimate(None, None, None, 0)
    return Difference(name, none, none, est, p)


def component_words(rules: Optional[RuleSet], cid: str) -> tuple[str, str]:
    if GROUP_JOIN in cid:
        return kind_of(rules, "start groups", cid)
    kind = all_components(rules).get(cid, "cards") if rules is not None else "cards"
    return kind_of(rules, kind, cid)
