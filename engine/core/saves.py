"""Checking a saved game before it becomes a state: every field's type and range and
every task's shape, so that an edited or damaged save is refused with `SaveError`
(one line saying where and what) instead of failing later in play."""
from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any, Callable, Collection, Container, NoReturn

from coimbra_dsl import effects as fx
from coimbra_dsl.amount_bounds import effect_bounds
from engine.core.errors import SaveError
from coimbra_dsl.limits import MAX_JSON_DEPTH, MAX_SAVE_VP
from coimbra_dsl.vocab import Resource

from .dice import HeldDie, PoolDie
from .index import CITIES, CLASSES, COLOURS, LOCATIONS
from .invariants import InvariantError, check_invariants
from .scoring import SOURCES
from .task_fields import short as _short
from .tasks import AUTO, DECIDE, SAVE_SHAPES, then

if TYPE_CHECKING:
    from coimbra_dsl.model import RuleSet

    from .index import RuleIndex
    from .state import GameState

# The fields of a saved state and of each player in it (`GameState.DATA`,
# `PlayerState.FIELDS` are these).
STATE_FIELDS = ("n", "seed", "players", "order", "round", "phase", "rng", "tick",
                "stack", "groups", "display", "crowns_on", "discard", "box", "spaces",
                "voyages", "favors", "cap", "tiles", "tokens", "rows", "pool", "tasks",
                "breakdown", "mark", "alike_at_once")
PLAYER_FIELDS = ("coins", "guards", "vp", "influence", "arrive", "cards", "monasteries",
                 "voyages", "pilgrim", "disks_left", "dice", "crown_tokens", "favors", "flag")

# Saves written before decisions whose choices come to the same were taken at once have no
# `alike_at_once`: such a game asks every decision with two or more choices, as it did then,
# so that its action keys replay (R-A-1).
OLDER_SAVE = {"alike_at_once": False}

PHASES = ("setup", "A", "B", "C", "D", "E", "F", "end")
MAX_SAVE_INT = 10 ** 18     # counters of the engine's own (tick, arrival stamps)
MAX_SEED = 2 ** 256         # a seed: as wide as the web table draws them (R-A-1)


def parse_json(text: str, what: str = "saved game") -> Any:
    """JSON text -> data, nested at most `MAX_JSON_DEPTH` deep, else one-line `SaveError`
    (deep nesting would fail later, when the data is walked or written again)."""
    try:
        doc = json.loads(text)
    except RecursionError:
        raise SaveError(f"not a {what} (JSON nested too deeply)") from None
    except (ValueError, TypeError) as exc:
        raise SaveError(f"not a {what} (bad JSON: {str(exc)[:80]})") from None
    level = [doc]
    for _ in range(MAX_JSON_DEPTH + 1):
        inner = [v for x in level if isinstance(x, (list, dict))
                 for v in (x.values() if isinstance(x, dict) else x)]
        if not inner:
            return doc
        level = inner
    raise SaveError(f"not a {what} (JSON nested deeper than {MAX_JSON_DEPTH} levels)")


def check_log(log: object) -> None:
    """A save's log: a list of events, each an object with its kind in "event"; an
    action event names its seat and action key (replay reads them)."""
    if type(log) is not list:
        raise SaveError("damaged save: log: expected a list of events")
    for i, e in enumerate(log):
        if type(e) is not dict or type(e.get("event")) is not str:
            raise SaveError(f"damaged save: log[{i}]: expected an event object")
        if e["event"] == "action" and (type(e.get("action")) is not str
                                       or type(e.get("seat")) is not int):
            raise SaveError(f"damaged save: log[{i}]: an action event without its seat "
                            f"and action key")


class _Check:
    def __init__(self, rules: RuleSet, ix: RuleIndex, n: int) -> None:
        self.rules = rules
        self.ix = ix
        self.n = n
        # ranges derived from the rule set: what any game of it can reach
        self.bounds = effect_bounds(rules)
        nodes = ix.nodes
        self.most_discard = max((e.cost for e in nodes if isinstance(e, fx.TakeDiscard)),
                                default=0)
        self.most_voyages = max((e.up_to for e in nodes if isinstance(e, fx.ScoreVoyages)),
                                default=1)
        self.most_steps = self.bounds.gain[Resource.STEPS]

    @staticmethod
    def fail(path: str, what: str) -> NoReturn:
        raise SaveError(f"damaged save: {path}: {what}")

    def int_(self, v: object, path: str, lo: int | None = None, hi: int | None = None) -> int:
        if type(v) is not int:
            self.fail(path, f"expected a whole number, found {_short(v)}")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            self.fail(path, f"{v} is outside {lo}..{hi}")
        return v

    def bool_(self, v: object, path: str) -> None:
        if type(v) is not bool:
            self.fail(path, f"expected true or false, found {_short(v)}")

    def str_(self, v: object, path: str, allowed: Container[str] | None = None) -> str:
        if type(v) is not str:
            self.fail(path, f"expected text, found {_short(v)}")
        if allowed is not None and v not in allowed:
            self.fail(path, f"unknown value {_short(v)}")
        return v

    def list_(self, v: object, path: str, length: int | None = None) -> list[Any]:
        if type(v) is not list:
            self.fail(path, f"expected a list, found {_short(v)}")
        if length is not None and len(v) != length:
            self.fail(path, f"expected {length} entries, found {len(v)}")
        return v

    def dict_(self, v: object, path: str, keys: Collection[str] | None = None) -> dict[Any, Any]:
        if type(v) is not dict:
            self.fail(path, f"expected an object, found {_short(v)}")
        if keys is not None and set(v) != set(keys):
            self.fail(path, f"expected the keys {sorted(keys)}, found {sorted(v)[:8]}")
        return v

    def seat(self, v: object, path: str) -> int:
        return self.int_(v, path, 0, self.n - 1)

    def ids(self, v: object, path: str, table: Container[str], unique: bool = False) -> None:
        entries = self.list_(v, path)
        for i, x in enumerate(entries):
            self.str_(x, f"{path}[{i}]", table)
        if unique and len(set(entries)) != len(entries):
            self.fail(path, "an entry appears twice")


def check_save(d: object, rules: RuleSet, ix: RuleIndex) -> None:
    """Raise `SaveError` unless `d` (a save's "state") has the shape of a game."""
    if type(d) is not dict:
        raise SaveError(f"damaged save: state: expected an object, found {_short(d)}")
    missing = [f for f in STATE_FIELDS if f not in d]
    if missing:
        raise SaveError(f"damaged save: state: missing field(s) {', '.join(missing)}")
    extra = [f for f in d if f not in STATE_FIELDS]
    if extra:
        raise SaveError(f"damaged save: state: unknown field(s) {_short(extra)}")
    c = _Check(rules, ix, 0)
    n = c.int_(d["n"], "n")
    if n not in rules.setups:
        c.fail("n", f"no setup for {n} players in rule set {rules.name!r}")
    c.n = n
    c.int_(d["seed"], "seed", -MAX_SEED, MAX_SEED)
    table = rules.setups[n]
    c.int_(d["round"], "round", 1, table.rounds)
    c.str_(d["phase"], "phase", PHASES)
    c.int_(d["tick"], "tick", 0, MAX_SAVE_INT)
    order = c.list_(d["order"], "order", n)
    for i, s in enumerate(order):
        c.seat(s, f"order[{i}]")
    if sorted(order) != list(range(n)):
        c.fail("order", "not every seat once")
    _check_rng(c, d["rng"])
    chars = rules.characters
    c.ids(d["stack"], "stack", chars, unique=True)
    c.ids(d["discard"], "discard", chars, unique=True)
    everything = set(chars) | set(rules.monasteries) | set(rules.voyages)
    c.ids(d["box"], "box", everything, unique=True)
    c.list_(d["groups"], "groups")
    for i, g in enumerate(d["groups"]):
        if g is not None:
            c.ids(g, f"groups[{i}]", chars, unique=True)
    c.dict_(d["display"], "display", CITIES)
    for loc, row in d["display"].items():
        c.ids(row, f"display.{loc}", chars, unique=True)
    c.dict_(d["crowns_on"], "crowns_on")
    for cid, ci in d["crowns_on"].items():
        c.str_(cid, "crowns_on", chars)
        c.int_(ci, f"crowns_on.{cid}", 0, len(CLASSES) - 1)
    c.dict_(d["spaces"], "spaces")
    for space, mid in d["spaces"].items():
        c.str_(space, "spaces", ix.spaces)
        c.str_(mid, f"spaces.{space}", rules.monasteries)
    if len(set(d["spaces"].values())) != len(d["spaces"]):
        c.fail("spaces", "a monastery on two spaces")
    c.ids(d["voyages"], "voyages", rules.voyages, unique=True)
    c.ids(d["favors"], "favors", rules.favors, unique=True)
    if d["cap"] is not None:
        c.seat(d["cap"], "cap")
    c.ids(d["tiles"], "tiles", rules.scoring_tiles, unique=True)
    c.list_(d["tiles"], "tiles", len(CLASSES))
    c.dict_(d["tokens"], "tokens", CITIES)
    for loc, flags in d["tokens"].items():
        c.list_(flags, f"tokens.{loc}", len(table.die_tokens.get(loc, ())))
        for i, f in enumerate(flags):
            c.bool_(f, f"tokens.{loc}[{i}]")
    c.dict_(d["rows"], "rows", LOCATIONS)
    for loc, row in d["rows"].items():
        c.list_(row, f"rows.{loc}")
        for i, e in enumerate(row):
            p = f"rows.{loc}[{i}]"
            c.list_(e, p, 2)
            seat = c.int_(e[0], p + "[0]", -1, n - 1)
            if seat < 0:
                if loc == "castle":
                    c.fail(p, "a die token in the castle")
                c.int_(e[1], p + "[1]", 0, len(table.die_tokens.get(loc, ())) - 1)
            else:
                c.int_(e[1], p + "[1]", 0, ix.c.dice_per_player - 1)
    colours = [x.value for x in COLOURS]
    c.list_(d["pool"], "pool")
    for i, die in enumerate(d["pool"]):
        c.list_(die, f"pool[{i}]", len(PoolDie._fields))
        colour, value = die
        c.str_(colour, f"pool[{i}][0]", colours)
        c.int_(value, f"pool[{i}][1]", 0, 6)
    players = c.list_(d["players"], "players", n)
    for s, p in enumerate(players):
        _check_player(c, p, f"players[{s}]", PLAYER_FIELDS, colours)
    c.list_(d["breakdown"], "breakdown")
    if d["breakdown"]:
        c.list_(d["breakdown"], "breakdown", n)
        for s, b in enumerate(d["breakdown"]):
            c.dict_(b, f"breakdown[{s}]", SOURCES)
            for k, v in b.items():
                c.int_(v, f"breakdown[{s}].{k}", -MAX_SAVE_VP, MAX_SAVE_VP)
    c.list_(d["mark"], "mark", n)
    for s, v in enumerate(d["mark"]):
        c.int_(v, f"mark[{s}]", -MAX_SAVE_VP, MAX_SAVE_VP)
    c.bool_(d["alike_at_once"], "alike_at_once")
    c.list_(d["tasks"], "tasks")
    for i, t in enumerate(d["tasks"]):
        _check_task(c, t, f"tasks[{i}]")


def _check_rng(c: _Check, rng: Any) -> None:
    c.list_(rng, "rng", 3)
    c.int_(rng[0], "rng[0]", 0, 1 << 32)
    c.list_(rng[1], "rng[1]")
    for x in rng[1]:
        if type(x) is not int:
            c.fail("rng[1]", "expected whole numbers")
    if rng[2] is not None and type(rng[2]) is not float:
        c.fail("rng[2]", f"expected a number or null, found {_short(rng[2])}")
    try:
        random.Random().setstate((rng[0], tuple(rng[1]), rng[2]))
    except (ValueError, TypeError, OverflowError) as exc:
        c.fail("rng", f"not a random generator state ({_short(str(exc), 60)})")


def _check_player(c: _Check, p: Any, path: str, fields: Collection[str],
                  colours: Container[str]) -> None:
    ix = c.ix
    c.dict_(p, path, fields)
    k = ix.c
    for f, lo, hi in (("coins", 0, k.cap_coins), ("guards", 0, k.cap_guards),
                      ("vp", -MAX_SAVE_VP, MAX_SAVE_VP), ("disks_left", 0, k.disks),
                      ("flag", 0, c.n)):
        c.int_(p[f], f"{path}.{f}", lo, hi)
    for f, hi in (("influence", k.cap_influence), ("arrive", MAX_SAVE_INT)):
        c.list_(p[f], f"{path}.{f}", len(CLASSES))
        for i, v in enumerate(p[f]):
            c.int_(v, f"{path}.{f}[{i}]", 0, hi)
    c.ids(p["cards"], f"{path}.cards", c.rules.characters, unique=True)
    c.ids(p["monasteries"], f"{path}.monasteries", ix.spaces)
    c.ids(p["voyages"], f"{path}.voyages", c.rules.voyages)
    if p["pilgrim"] is not None:
        c.str_(p["pilgrim"], f"{path}.pilgrim", ix.adjacent)
    c.list_(p["dice"], f"{path}.dice", ix.c.dice_per_player)
    for i, die in enumerate(p["dice"]):
        if die is None:
            continue
        q = f"{path}.dice[{i}]"
        c.list_(die, q, len(HeldDie._fields))
        colour, value, at, capped = die
        c.str_(colour, q + "[0]", colours)
        c.int_(value, q + "[1]", 1, 6)
        if at is not None:
            c.str_(at, q + "[2]", LOCATIONS)
        c.bool_(capped, q + "[3]")
    c.list_(p["crown_tokens"], f"{path}.crown_tokens")
    for i, v in enumerate(p["crown_tokens"]):
        c.int_(v, f"{path}.crown_tokens[{i}]", 0, len(CLASSES) - 1)
    c.ids(p["favors"], f"{path}.favors", c.rules.favors, unique=True)


# ------------------------------------------------------------------ tasks

# each task kind's save checks, one per field, declared with the kind (`tasks`)
TASKS = SAVE_SHAPES


def _check_task(c: _Check, t: Any, path: str) -> None:
    c.list_(t, path)
    if not t or type(t[0]) is not str or t[0] not in TASKS:
        c.fail(path, f"unknown task {_short(t)}")
    shape = TASKS[t[0]]
    if len(t) != len(shape) + 1:
        c.fail(path, f"a {t[0]} task has {len(shape)} fields, found {len(t) - 1}")
    for i, check in enumerate(shape):
        check(c, t[i + 1], f"{path}[{i + 1}]")


def check_loaded(st: GameState) -> None:
    """A loaded state must be one the game can reach: a decision on top of the task
    stack, placements matching empty holders, and every invariant (`invariants`)."""
    for t in st.tasks:
        if not t or (t.kind not in AUTO and t.kind not in DECIDE):
            raise SaveError(f"damaged save: unknown task {tuple(t)!r}")
    if st.tasks and st.tasks[-1].kind not in DECIDE:
        raise SaveError(f"damaged save: no decision on top of the task stack "
                        f"({st.tasks[-1].kind})")
    if st.phase == "B":      # queued placements match the empty die holders (R-B-1)
        for seat, p in enumerate(st.players):
            queued = sum(1 for t in st.tasks if t.kind == "place" and t.seat == seat)
            if queued != p.dice.count(None):
                raise SaveError(f"damaged save: seat {seat} has {p.dice.count(None)} "
                                f"empty die holders and {queued} placements to make")
    for t in st.tasks:
        if t.kind == "trigger" and t is not st.tasks[-1]:
            raise SaveError("damaged save: a triggered die below the top of the stack")
    if st.tasks and st.tasks[-1].kind == "trigger":
        seat, loc = st.tasks[-1].seat, st.tasks[-1].loc
        row = st.rows[loc]
        if not row or row[0][0] != seat:
            raise SaveError(f"damaged save: the {loc} row does not start with a die "
                            f"of seat {seat}")
    _check_flow(st)
    _check_pending(st)
    try:
        check_invariants(st)
    except InvariantError as exc:
        raise SaveError(f"damaged save: {exc}") from None


# the phase flow of the task stack: bottom task, then the phase's own tasks, then effects
# (phases A and D never wait for a decision; final scoring ends with its `final` step)
BOTTOM = {**{p: tuple(then(p)) for p in ("setup", "B", "C", "E", "F")}, "end": ("final", None)}
FLOW = {"setup": ("startgain", "start2", "start1"), "B": ("place",), "C": ("row",),
        "E": ("eturn", "activate"), "F": ("invest",),
        "end": ("leftover", "gamecards", "book", "begin", "diplomas", "majorities", "voyage")}
FLOW_KINDS = {"phase", "final", "start1", "start2", "startgain", "place", "row", "trigger",
              "eturn", "activate", "leftover", "gamecards", "book", "begin", "diplomas",
              "majorities", "voyage"}


def _check_flow(st: GameState) -> None:
    """The task stack must have the shape the phases build: the phase's continuation at
    the bottom, the phase's own queued tasks above it, effects and decisions on top."""
    tasks = st.tasks
    if not tasks:
        if st.phase != "end":
            raise SaveError(f"damaged save: nothing left to do in phase {st.phase}")
        return
    want = BOTTOM.get(st.phase)
    if want is None or tasks[0] != want:
        raise SaveError(f"damaged save: the task stack of phase {st.phase} must start "
                        f"with {want}, not {tuple(tasks[0])}")
    own = FLOW[st.phase]
    i = 1
    while i < len(tasks) and tasks[i].kind in own and not (
            tasks[i].kind == "invest" and tasks[i].by_bonus != 0):
        i += 1
    for t in tasks[i:]:
        if t.kind in FLOW_KINDS and not (t.kind == "trigger" and st.phase == "C") \
                and not (t.kind == "activate" and st.phase == "E"):
            raise SaveError(f"damaged save: task {t.kind} out of place in phase {st.phase}")
    if st.phase == "C":
        rows = [t.loc for t in tasks if t.kind == "row"]
        order = [LOCATIONS.index(loc) for loc in rows]
        if order != sorted(order, reverse=True) or len(set(rows)) != len(rows):
            raise SaveError("damaged save: the rows of phase C are queued out of order")
        for loc in LOCATIONS:
            if st.rows[loc] and loc not in rows:
                raise SaveError(f"damaged save: the {loc} row has dice but is not queued")
        if tasks[-1].kind == "trigger" and (not rows or rows[-1] != tasks[-1].loc):
            raise SaveError("damaged save: a die is triggered in a row not being evaluated")
    if st.phase == "E":
        turns = [t.seat for t in tasks if t.kind in ("eturn", "activate")]
        if len(set(turns)) != len(turns):
            raise SaveError("damaged save: a player has two phase E turns")
        acts = [j for j, t in enumerate(tasks) if t.kind == "activate"]
        if len(acts) > 1 or (acts and any(t.kind == "eturn" for t in tasks[acts[0]:])):
            raise SaveError("damaged save: phase E turns out of order")


# ------------------------------------------------------------------ pending tasks
# What each kind of pending task needs of the state, beyond its fields' types
# (`TASKS`) and its place in the phase flow (`_check_flow`): one small check per kind,
# `check(st, task)` raising `SaveError`, so a state that loads is one play goes on from.
PendingCheck = Callable[["GameState", "tuple[Any, ...]"], None]
PENDING_CHECKS: dict[str, PendingCheck] = {}


def pending_check(*kinds: str) -> Callable[[PendingCheck], PendingCheck]:
    """Register a check for the pending tasks of `kinds`."""
    def register(check: PendingCheck) -> PendingCheck:
        for kind in kinds:
            PENDING_CHECKS[kind] = check
        return check
    return register


def _refuse(what: str) -> NoReturn:
    raise SaveError(f"damaged save: {what}")


def _in_phase(st: GameState, task: tuple[Any, ...], *phases: str) -> None:
    if st.phase not in phases:
        _refuse(f"a pending {task[0]} in phase {st.phase} (only in {'/'.join(phases)})")


@pending_check("start1", "start2", "startgain")
def _pending_start(st: GameState, task: tuple[Any, ...]) -> None:
    """R-SET-12: start choices are made before round 1's first phase, once per seat."""
    _in_phase(st, task, "setup")
    if sum(1 for t in st.tasks if t[0] == task[0] and t[1] == task[1]) > 1:
        _refuse(f"seat {task[1]} has two pending {task[0]} tasks")
    p = st.players[task[1]]
    if task[0] == "start1" and (p.cards or p.pilgrim is not None):
        _refuse(f"seat {task[1]} has made a start choice and still has its first to make")
    if task[0] == "start2" and bool(p.cards) == (p.pilgrim is not None) and not any(
            t[0] == "start1" and t[1] == task[1] for t in st.tasks):
        _refuse(f"seat {task[1]} has a second start choice to make but not one made")


@pending_check("place")
def _pending_place(st: GameState, task: tuple[Any, ...]) -> None:
    """R-B-1: a placement needs an empty die holder of its seat and a die in the pool."""
    _in_phase(st, task, "B")
    if None not in st.players[task[1]].dice:
        _refuse(f"seat {task[1]} has a placement to make and no empty die holder")
    if not st.pool:
        _refuse("a placement to make and no die in the pool")


@pending_check("row")
def _pending_row(st: GameState, task: tuple[Any, ...]) -> None:
    """R-C-1: the rows are evaluated castle to lower; those queued are the ones not yet
    evaluated, and a city evaluated has no cards left in its display (R-C-7)."""
    _in_phase(st, task, "C")
    queued = {t[1] for t in st.tasks if t[0] == "row"}
    first = min(LOCATIONS.index(loc) for loc in queued)
    if queued != set(LOCATIONS[first:]):
        _refuse("the rows of phase C still to evaluate are not the last ones in order")
    for loc in LOCATIONS[:first]:
        if st.rows[loc] or (loc in st.display and st.display[loc]):
            _refuse(f"the {loc} row is evaluated but still holds dice or cards")


@pending_check("trigger")
def _pending_trigger(st: GameState, task: tuple[Any, ...]) -> None:
    _in_phase(st, task, "C")


@pending_check("eturn")
def _pending_eturn(st: GameState, task: tuple[Any, ...]) -> None:
    """R-E-1: a seat whose phase E turn is still to come holds all its dice."""
    _in_phase(st, task, "E")
    if None in st.players[task[1]].dice:
        _refuse(f"seat {task[1]} has its phase E turn to come but has activated dice")


@pending_check("activate")
def _pending_activate(st: GameState, task: tuple[Any, ...]) -> None:
    _in_phase(st, task, "E")


@pending_check("invest")
def _pending_invest(st: GameState, task: tuple[Any, ...]) -> None:
    """R-F: the phase F investment is one per seat (an effect's investment is not)."""
    if task[3] == 0:
        _in_phase(st, task, "F")
        if sum(1 for t in st.tasks if t[0] == "invest" and t[3] == 0 and t[1] == task[1]) > 1:
            _refuse(f"seat {task[1]} has two phase F investments pending")


@pending_check("steps")
def _pending_steps(st: GameState, task: tuple[Any, ...]) -> None:
    """R-PIL: pilgrim steps need the seat's pilgrim on the map."""
    if st.players[task[1]].pilgrim is None and st.phase != "setup":
        _refuse(f"seat {task[1]} has pilgrim steps to take and no pilgrim on the map")


def _check_pending(st: GameState) -> None:
    """Every pending task against the state (`PENDING_CHECKS`), and the dice every seat
    must hold in the phase: none before phase B or after phase E, all of them in C and
    D (`invariants`), in E all until its turn and none after it."""
    for t in st.tasks:
        check = PENDING_CHECKS.get(t[0])
        if check is not None:
            check(st, t)
    if st.phase in ("setup", "A", "F", "end"):
        for seat, p in enumerate(st.players):
            if any(d is not None for d in p.dice):
                _refuse(f"seat {seat} holds dice in phase {st.phase}")
    if st.phase == "E":
        turns = {t[1] for t in st.tasks if t[0] in ("eturn", "activate")}
        for seat, p in enumerate(st.players):
            if seat not in turns and any(d is not None for d in p.dice):
                _refuse(f"seat {seat} holds dice after its phase E turn")
