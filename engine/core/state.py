"""Game state: plain mutable records of ints, strs, lists and dicts, plus the task stack.

`GameState.apply` validates an action against `legal_actions()` before touching anything
(so an illegal action leaves the state unchanged), then runs the task stack until the
next decision or the end of the game; should the effects fail (`WorkLimitError`), the
state is put back as it was (`origin.py`). Chance comes only from the stored RNG state.
"""
from __future__ import annotations

import json
import random
from typing import Any, Optional, Union, cast

from engine.core.errors import IllegalAction, SaveError
from coimbra_dsl.limits import MAX_APPLY_WORK
from coimbra_dsl.model import RuleSet

from .action import Action, short
from .describe import describe, done_words
from .index import CLASSES, RuleIndex
from .observation import observation
from .origin import replayed
from .outcome import alike_choice
from .playable import index_of
from .position import PositionError, impossible, parse_position, write_position
from .saves import (OLDER_SAVE, PLAYER_FIELDS, STATE_FIELDS, check_loaded, check_log,
                    check_save, parse_json)
from .scoring import final_ranking
from .dice import HeldDie, PoolDie
from .task_loop import run_tasks
from .tasks import DECIDE, record_of
from .work_limit import WATCHED

SAVE_VERSION = 1


class PlayerState:
    """One seat's holdings (R-SET-6). `influence`/`arrive` are by `CardClass` order;
    `arrive` stamps order ties on a track (R-LIM-6). `dice` are 3 holders, each None or
    a `HeldDie`."""
    __slots__ = PLAYER_FIELDS

    FIELDS = __slots__

    def __init__(self, coins: int = 0, guards: int = 0, disks: int = 0, holders: int = 3):
        self.coins = coins
        self.guards = guards
        self.vp = 0
        self.influence = [0] * len(CLASSES)
        self.arrive = [0] * len(CLASSES)
        self.cards: list[str] = []
        self.monasteries: list[str] = []
        self.voyages: list[str] = []
        self.pilgrim: Optional[str] = None
        self.disks_left = disks
        self.dice: list[Any] = [None] * holders
        self.crown_tokens: list[int] = []
        self.favors: list[str] = []
        self.flag = 0

    def clone(self) -> "PlayerState":
        p = PlayerState.__new__(PlayerState)
        p.coins = self.coins
        p.guards = self.guards
        p.vp = self.vp
        p.influence = self.influence[:]
        p.arrive = self.arrive[:]
        p.cards = self.cards[:]
        p.monasteries = self.monasteries[:]
        p.voyages = self.voyages[:]
        p.pilgrim = self.pilgrim
        p.disks_left = self.disks_left
        p.dice = self.dice[:]
        p.crown_tokens = self.crown_tokens[:]
        p.favors = self.favors[:]
        p.flag = self.flag
        return p

    def to_dict(self) -> dict[str, Any]:
        d = {f: getattr(self, f) for f in self.FIELDS}
        d["dice"] = [list(x) if x is not None else None for x in self.dice]
        return d

    @classmethod
    def from_dict(cls, d: dict[Any, Any]) -> "PlayerState":
        p = cls.__new__(cls)
        for f in cls.FIELDS:
            setattr(p, f, d[f])
        p.dice = [HeldDie(*x) if x is not None else None for x in p.dice]
        return p

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayerState) and self.to_dict() == other.to_dict()


def _taken_words(st: "GameState", action: Action) -> str:
    """A decision taken at once, as the log says it (R-LIM-5)."""
    return done_words(st, action, gives=False)


def _task(fields: list[Any]) -> tuple[Any, ...]:
    """A checked save's task (a JSON list) as its named record."""
    task = record_of(fields)
    if task is None:
        raise SaveError(f"damaged save: unknown task {fields!r:.60}")
    return task


class GameState:
    """The whole game at one decision. See docs/API.md for the public surface."""
    __slots__ = ("rules", "ix", "_legal", "_log", "_log_n", "_origin",
                 "n", "seed", "players", "order", "round", "phase", "rng", "tick",
                 "stack", "groups", "display", "crowns_on", "discard", "box", "spaces",
                 "voyages", "favors", "cap", "tiles", "tokens", "rows", "pool", "tasks",
                 "breakdown", "mark", "alike_at_once", "hidden")

    DATA = STATE_FIELDS

    def __init__(self, rules: RuleSet, n: int, seed: int, alike_at_once: bool = True):
        self.rules = rules
        self.ix: RuleIndex = index_of(rules)
        self._legal: Optional[tuple[Action, ...]] = None
        self._log: list[Any] = []
        self._log_n = 0
        self._origin: Any = None            # see origin.py; taken at the first apply
        self.n = n
        self.seed = seed
        self.players: list[PlayerState] = []
        self.order: list[int] = list(range(n))
        self.round = 0
        self.phase = "setup"
        self.rng: Any = None                # random.getstate(), a seed (lazy), or None
        self.tick = 0
        self.stack: list[str] = []          # character stack, top = last
        self.groups: list[Any] = []              # start groups (None once taken)
        self.display: dict[str, list[str]] = {}
        self.crowns_on: dict[str, int] = {}  # card id -> class index of its crown token
        self.discard: list[str] = []
        self.box: list[str] = []            # components out of the game
        self.spaces: dict[str, str] = {}    # map space -> monastery id
        self.voyages: list[str] = []        # face-up voyages
        self.favors: list[str] = []         # favor tiles beside the castle
        self.cap: Optional[int] = None      # seat whose die carries the cap tile
        self.tiles: list[str] = []          # scoring tile per class
        self.tokens: dict[str, list[bool]] = {}   # die tokens per city, face up?
        self.rows: dict[str, list[tuple[int, int]]] = {}     # location -> [(seat, holder) | (-1, token)]
        self.pool: list[Any] = []                # dice in the pool: (colour, value)
        self.tasks: list[Any] = []
        self.breakdown: list[dict[str, Any]] = []
        self.mark: list[int] = []
        self.alike_at_once = alike_at_once  # decisions that cannot matter are taken (run)
        self.hidden: Optional[int] = None   # seed of a lazy `determinize`, not yet drawn

    # ------------------------------------------------------------------ public API
    @property
    def current_player(self) -> Optional[int]:
        """Seat whose decision it is; None when the game is over."""
        return self.tasks[-1].seat if self.tasks else None

    @property
    def is_terminal(self) -> bool:
        return not self.tasks and self.phase == "end"

    @property
    def scores(self) -> list[int]:
        return [p.vp for p in self.players]

    @property
    def score_breakdown(self) -> list[dict[str, Any]]:
        """VP by source per seat (R-END): 'during play' is all VP before final scoring."""
        if self.breakdown:
            return [dict(b) for b in self.breakdown]
        return [{"during play": p.vp} for p in self.players]

    @property
    def winner(self) -> Optional[int]:
        """Most VP; ties go to the tied seat first in player order (R-END-6)."""
        if not self.is_terminal:
            return None
        return final_ranking(self)[0]

    @property
    def log(self) -> list[Any]:
        return self._log[:self._log_n]

    @property
    def decision(self) -> Optional[str]:
        """The kind of the pending decision (e.g. 'place', 'steps'), None if over."""
        return self.tasks[-1].kind if self.tasks else None

    def describe(self, action: Union[Action, str]) -> str:
        """A sentence for `action` in this state (card names, costs, option texts)."""
        return describe(self, action)

    def legal_actions(self) -> list[Action]:
        """Legal actions of `current_player`, in a fixed order."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> tuple[Action, ...]:
        if not self.tasks:
            return ()
        task = self.tasks[-1]
        legal: tuple[Action, ...] = DECIDE[task.kind].legal(self, task)
        return legal

    def apply(self, action: Union[Action, str]) -> list[dict[str, Any]]:
        """Carry out one legal action; returns the events it caused. An illegal action,
        or effects that fail (`WorkLimitError`), leave the state as it was."""
        if self.is_terminal:
            raise IllegalAction("the game is over; no action is legal")
        legal = self._legal if self._legal is not None else self._compute_legal()
        chosen: Optional[Action] = None
        for a in legal:         # a bot hands back one of the legal objects themselves
            if a is action:
                chosen = a
                break
        else:
            if isinstance(action, Action) and isinstance(action.key, str):
                key = action.key
            else:
                key = Action.parse(action).key
            for a in legal:
                if a.key == key:
                    chosen = a
                    break
        if chosen is None:
            names = ", ".join(a.key for a in legal)
            where = (f"seat {self.current_player}, {self.tasks[-1].kind} decision"
                     if self.tasks else "no decision pending")
            raise IllegalAction(f"{short(key)} is not legal now ({where}); "
                                f"legal: {names or 'none'}")
        if self._origin is None:
            self._take_origin()
        events: list[dict[str, Any]] = []
        task = self.tasks.pop()
        self._legal = None
        events.append({"event": "action", "seat": task.seat, "action": chosen.key})
        try:
            DECIDE[task.kind].apply(self, task, chosen, events)
            self.run(events)
        except BaseException:
            self._put_back(legal)
            raise
        self._append_log(events)
        return events

    def _take_origin(self) -> None:
        """Keep this state, untouched from now on, to put a failed action back from."""
        self._origin = ()                   # so that clone() does not take one itself
        base = self.clone()
        self._origin = (base, self._log_n)  # base keeps (): it is never applied

    def _put_back(self, legal: tuple[Any, ...]) -> None:
        """After an action failed midway: every field as before it (`origin.py`)."""
        try:
            s = replayed(self, legal)
        except Exception:                   # the origin does not lead back here
            s = None
        if s is None:
            return
        for f in self.DATA:
            setattr(self, f, getattr(s, f))
        self.hidden = s.hidden
        self._legal = legal

    def run(self, events: list[Any]) -> None:
        """Run automatic tasks until a decision with 2+ choices or the end. A decision
        with no choice is skipped (logged); one with a single choice, or whose choices
        all come to the same (`outcome.alike_choice`), is taken at once (R-LIM-5); the
        latter not in a game saved before that was so (`alike_at_once` false)."""
        self._legal = run_tasks(self, events, work=MAX_APPLY_WORK, watch=WATCHED,
                                alike=alike_choice, words=_taken_words)

    def _append_log(self, events: list[Any]) -> None:
        if len(self._log) != self._log_n:       # shared with a clone: copy on write
            self._log = self._log[:self._log_n]
        self._log.extend(events)
        self._log_n = len(self._log)

    # ------------------------------------------------------------------ copying
    def clone(self) -> "GameState":
        """An independent copy (hand-written; the log is shared copy-on-write)."""
        if self._origin is None:            # shared by every clone from now on
            self._take_origin()
        s = GameState.__new__(GameState)
        s.rules = self.rules
        s.ix = self.ix
        s._legal = self._legal
        s._log = self._log
        s._log_n = self._log_n
        s._origin = self._origin
        s.n = self.n
        s.seed = self.seed
        s.players = [p.clone() for p in self.players]
        s.order = self.order[:]
        s.round = self.round
        s.phase = self.phase
        s.rng = self.rng
        s.tick = self.tick
        s.stack = self.stack[:]
        s.groups = [g[:] if g is not None else None for g in self.groups]
        s.display = {k: v[:] for k, v in self.display.items()}
        s.crowns_on = self.crowns_on.copy()
        s.discard = self.discard[:]
        s.box = self.box[:]
        s.spaces = self.spaces.copy()
        s.voyages = self.voyages[:]
        s.favors = self.favors[:]
        s.cap = self.cap
        s.tiles = self.tiles[:]
        s.tokens = {k: v[:] for k, v in self.tokens.items()}
        s.rows = {k: v[:] for k, v in self.rows.items()}
        s.pool = self.pool[:]
        s.tasks = self.tasks[:]
        s.breakdown = [b.copy() for b in self.breakdown]
        s.mark = self.mark[:]
        s.alike_at_once = self.alike_at_once
        s.hidden = self.hidden
        return s

    def with_player(self, seat: int, player: PlayerState) -> "GameState":
        """A view of this state with `seat`'s holdings replaced by `player`, sharing every
        other member: for bots to value a hypothetical without a `clone()`. Read it only;
        never change or play it."""
        s = GameState.__new__(GameState)
        s.rules, s.ix, s._legal, s._log, s._log_n, s._origin = (
            self.rules, self.ix, self._legal, self._log, self._log_n, self._origin)
        s.n, s.seed, s.order, s.round, s.phase, s.rng, s.tick = (
            self.n, self.seed, self.order, self.round, self.phase, self.rng, self.tick)
        s.stack, s.groups, s.display, s.crowns_on, s.discard, s.box, s.spaces = (
            self.stack, self.groups, self.display, self.crowns_on, self.discard, self.box,
            self.spaces)
        s.voyages, s.favors, s.cap, s.tiles, s.tokens, s.rows, s.pool, s.tasks = (
            self.voyages, self.favors, self.cap, self.tiles, self.tokens, self.rows,
            self.pool, self.tasks)
        s.breakdown, s.mark, s.hidden = self.breakdown, self.mark, self.hidden
        s.alike_at_once = self.alike_at_once
        s.players = self.players[:]
        s.players[seat] = player
        return s

    # ------------------------------------------------------------------ hidden information
    def determinize(self, rng: random.Random, lazily: bool = False) -> None:
        """Redraw, in place, everything no player has seen, from `rng`: the order of the
        character stack within each back (II stays on top of III, R-SET-8) and the chance
        RNG of future dice rolls and draws (R-A-1). Nothing in Coimbra is private to one
        seat, so the result is consistent with `observation(seat)` for every seat (it is
        unchanged); the box is left as it is (nothing returns from it to play). Search bots
        call it on a `clone()`: one possible world per call. `lazily` only takes a seed
        from `rng` and redraws when the stack or chance is first used (`reveal`): most
        searched lines never reach a draw, and then the redraw costs nothing."""
        if lazily:
            self.hidden = rng.getrandbits(64)
            if self._origin is not None:    # replayed with the actions (origin.py)
                self._origin = (self._origin, self._log_n, self.hidden)
            return
        self._redraw(rng)
        self._origin = None                 # a new line of play: the next apply keeps it

    def _redraw(self, rng: random.Random) -> None:
        """Redraw the stack's order within each back and the chance RNG (`determinize`)."""
        self.hidden = None
        backs = self.ix.card_back
        stack = self.stack
        if len(stack) > 1:
            by_back: dict[Any, Any] = {}
            for i, cid in enumerate(stack):
                by_back.setdefault(backs[cid], []).append(i)
            for positions in by_back.values():
                cards = [stack[i] for i in positions]
                rng.shuffle(cards)
                for i, cid in zip(positions, cards):
                    stack[i] = cid
        self.rng = rng.getrandbits(64)      # a seed: expanded only if chance is drawn

    def reveal(self) -> None:
        """Carry out a `determinize(..., lazily=True)` before the stack or chance is used
        (the engine calls it before every draw and roll)."""
        if self.hidden is not None:
            self._redraw(random.Random(self.hidden))

    # ------------------------------------------------------------------ saving
    def _written(self) -> "GameState":
        """This state as saves and positions write it: a lazy determinization revealed
        and a seeded chance RNG expanded, on a copy (the state itself stays lazy)."""
        if self.hidden is None and type(self.rng) is not int:
            return self
        s = self.clone()
        s.reveal()
        s.rng = random.Random(s.rng).getstate()
        return s

    def to_dict(self) -> dict[str, Any]:
        if self.hidden is not None or type(self.rng) is int:
            return self._written().to_dict()
        d = {}
        for f in self.DATA:
            v = getattr(self, f)
            if f == "players":
                v = [p.to_dict() for p in v]
            elif f == "rng":
                v = [v[0], list(v[1]), v[2]] if v is not None else None
            d[f] = v
        return {"format": "coimbra-save", "version": SAVE_VERSION,
                "rules": self.ix.fingerprint, "state": d, "log": self.log}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, rules: RuleSet) -> "GameState":
        """Load a save made by `to_json`; refuses other rule sets and damaged saves."""
        if not isinstance(text, str):
            raise SaveError(f"a save must be text, not {type(text).__name__}")
        doc = parse_json(text)
        if not isinstance(doc, dict) or doc.get("format") != "coimbra-save":
            raise SaveError("not a saved game (missing 'format': 'coimbra-save')")
        if doc.get("version") != SAVE_VERSION:
            raise SaveError(f"unsupported save version {doc.get('version')!r}")
        ix = index_of(rules)
        if doc.get("rules") != ix.fingerprint:
            raise SaveError(f"the save was made with rule set {doc.get('rules')!r}, "
                            f"not {ix.fingerprint!r}")
        state = doc.get("state")
        if isinstance(state, dict) and "alike_at_once" not in state:
            state = {**state, **OLDER_SAVE}     # an older save: it asked every decision
        check_save(state, rules, ix)            # refuses anything but an object
        check_log(doc.get("log"))
        try:
            s = cls._built(rules, cast("dict[str, Any]", state), doc["log"])
            s._check_loaded()
            s._legal = None
            if s.tasks:
                s._legal = s._compute_legal()
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SaveError(f"damaged save: {type(exc).__name__}: {exc}") from None
        return s

    @classmethod
    def _built(cls, rules: RuleSet, d: dict[Any, Any], log: list[Any]) -> "GameState":
        """A state from checked save fields (`check_save`), not yet `check_loaded`."""
        s = cls(rules, d["n"], d["seed"])
        for f in cls.DATA:
            setattr(s, f, d[f])
        s.players = [PlayerState.from_dict(p) for p in d["players"]]
        s.rng = (d["rng"][0], tuple(d["rng"][1]), d["rng"][2]) if d["rng"] else None
        s.tasks = [_task(t) for t in d["tasks"]]
        s.rows = {k: [tuple(e) for e in v] for k, v in d["rows"].items()}
        s.pool = [PoolDie(*x) for x in d["pool"]]
        s.crowns_on = dict(d["crowns_on"])
        s._log = list(log)
        s._log_n = len(s._log)
        return s

    def position(self) -> str:
        """This game at its decision as readable text (docs/API.md "Positions")."""
        return write_position(self._written())

    @classmethod
    def from_position(cls, rules: RuleSet, text: str) -> "GameState":
        """The game a position describes (docs/API.md "Positions"). An impossible one is
        refused with the save checks (`SaveError`); a decision with one or no legal
        action is resolved as after any action (R-LIM-5)."""
        s = cls._built(rules, parse_position(rules, text), [])
        events: list[dict[str, Any]] = []
        if s.tasks and s.tasks[-1].kind in DECIDE:
            try:
                s.run(events)
            except (KeyError, IndexError, ValueError, TypeError, AttributeError) as exc:
                raise PositionError(f"impossible position: the pending {s.tasks[-1].kind} "
                                    f"cannot be decided ({type(exc).__name__})") from None
        try:
            s._check_loaded()
        except SaveError as exc:
            raise impossible(exc) from None
        s._append_log(events)
        s._legal = s._compute_legal() if s.tasks else ()
        return s

    def _check_loaded(self) -> None:
        check_loaded(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.to_dict() == other.to_dict()

    # ------------------------------------------------------------------ views
    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may see: everything public, no stack order or box contents."""
        return observation(self, seat)

    def __repr__(self) -> str:
        return (f"<GameState {self.n}p round {self.round} phase {self.phase} "
                f"seat {self.current_player}>")
