"""The task registry: every kind of entry of the game's task stack is declared once,
where it is played (`decision(...)` or `auto(...)` on its function): its named record,
the check of each of its fields in a save (`task_fields`), and for a decision its legal
actions, how it applies and the words that say it is pending.

A task is a `NamedTuple` `(kind, ...)` of ints, strs and tuples: still a tuple, so it
saves as the same JSON list and hashes as the same tuple, and is read by field name; a
position writes each field by its name (`position`). Automatic tasks run at once;
decision tasks wait for their `seat` to pick one of `legal(state, task)`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, NamedTuple, Optional, Union

from .task_fields import Check


class Decision(NamedTuple):
    """How a decision kind is played: `legal(state, task)` gives its legal actions,
    `apply(state, task, action, events)` carries one out."""
    legal: Callable
    apply: Callable


@dataclass(frozen=True)
class AutoKind:
    """A kind of automatic task: its record, its fields' save checks, what it does."""
    name: str
    record: type
    save: tuple[Check, ...]
    run: Callable


@dataclass(frozen=True)
class DecisionKind:
    """A kind of decision: its record, its fields' save checks, its legal actions, how
    one applies, and the pending decision in game words: text, or `words(state, task)`.
    `alike`: its options can come to the same, so `outcome.alike_choice` looks at them
    (not a placement, which acts only later, nor a choice of component or space, each
    option of which gains something else); `loop_end`: it ends a loop when nothing is
    left (the last die activated), so an empty one is not logged as skipped."""
    name: str
    record: type
    save: tuple[Check, ...]
    legal: Callable
    apply: Callable
    words: Union[str, Callable[[Any, Any], str]]
    alike: bool = False
    loop_end: bool = False


KINDS: dict[str, Union[AutoKind, DecisionKind]] = {}
# views of KINDS for the hot paths and the save checks, filled by `declare`
AUTO: dict[str, Callable] = {}
DECIDE: dict[str, Decision] = {}
RECORDS: dict[str, type] = {}
SAVE_SHAPES: dict[str, tuple[Check, ...]] = {}
ALIKE: set[str] = set()         # decision kinds declared `alike`
LOOP_ENDS: set[str] = set()     # decision kinds declared `loop_end`


def declare(kind: Union[AutoKind, DecisionKind]) -> None:
    """Register a task kind; a kind is declared once."""
    if kind.name in KINDS:
        raise ValueError(f"task kind {kind.name!r} declared twice")
    fields = kind.record._fields[1:]     # type: ignore[attr-defined]
    if len(fields) != len(kind.save):
        raise ValueError(f"task kind {kind.name!r}: {len(kind.save)} save checks for the "
                         f"{len(fields)} fields of {kind.record.__name__}")
    KINDS[kind.name] = kind
    RECORDS[kind.name] = kind.record
    SAVE_SHAPES[kind.name] = kind.save
    if isinstance(kind, AutoKind):
        AUTO[kind.name] = kind.run
    else:
        DECIDE[kind.name] = Decision(kind.legal, kind.apply)
        if kind.alike:
            ALIKE.add(kind.name)
        if kind.loop_end:
            LOOP_ENDS.add(kind.name)


def auto(name: str, record: type, *save: Check) -> Callable:
    """Declare the automatic task kind `name` run by the decorated function."""
    def deco(fn: Callable) -> Callable:
        declare(AutoKind(name, record, save, fn))
        return fn
    return deco


def decision(name: str, record: type, legal: Callable, save: tuple[Check, ...],
             words: Union[str, Callable[[Any, Any], str]], alike: bool = False,
             loop_end: bool = False) -> Callable:
    """Declare the decision kind `name` applied by the decorated function."""
    def deco(fn: Callable) -> Callable:
        declare(DecisionKind(name, record, save, legal, fn, words, alike, loop_end))
        return fn
    return deco


def pending_words(st: Any, task: Any) -> str:
    """The decision `task` asks for, in game words (for headings)."""
    kind = KINDS[task.kind]
    if isinstance(kind, AutoKind):
        return task.kind
    return kind.words if isinstance(kind.words, str) else kind.words(st, task)


# ---------------------------------------------------------------- the phase order
# R-RND-1: the phases of a round in order, and what follows each ("end": the round is
# over — the next round's phase A, or final scoring). Each phase queues `then(phase)`
# beneath its own tasks; the save checks read the same table.
PHASES = ("setup", "A", "B", "C", "D", "E", "F", "end")
_NEXT = {p: q for p, q in zip(PHASES, PHASES[1:])}


def then(phase: str) -> "PhaseTask":
    """The task that starts the phase after `phase` once `phase`'s own tasks are done."""
    return PhaseTask("phase", _NEXT[phase])


# ---------------------------------------------------------------- the records
# Field names say what a field holds wherever tasks are written or read (saves,
# positions): `seat`/`owner` a seat, `node` an effect node of the rule index, `mult` how
# many times, `everyone` None (the task is for every seat).

class SeatTask(NamedTuple):
    """A task of one seat and nothing more: start1/start2 (pick a start condition,
    R-SET-12), startgain, place (R-B-1), eturn/activate (R-E-1), favor (R-C-2),
    cap (R-FAV-2), begin (final scoring of one seat)."""
    kind: str
    seat: int


class PhaseTask(NamedTuple):
    """Start phase `phase` (A..F, or `end`: final scoring), R-A-1."""
    kind: str
    phase: str


class RowTask(NamedTuple):
    """Evaluate the row at location `loc`, first die first (R-C-1)."""
    kind: str
    loc: str


class TriggerTask(NamedTuple):
    """`seat`'s die first in the row at `loc` acts there (R-C-1..3, R-C-5)."""
    kind: str
    seat: int
    loc: str


class CrownTask(NamedTuple):
    """`seat` gets the crown token of `card` it just took (R-C-3)."""
    kind: str
    seat: int
    card: str


class EffectTask(NamedTuple):
    """Effect node `node` for `seat`, `mult` times: eff (run it), choice (one of its options),
    track (which track to advance), payfor (pay for a reward or not)."""
    kind: str
    seat: int
    node: int
    mult: int


class OpponentsTask(NamedTuple):
    """Opponent `seat` chooses for `owner`'s effect node `node`, `mult` times."""
    kind: str
    seat: int
    owner: int
    node: int
    mult: int


class InvestTask(NamedTuple):
    """`seat` may invest in a voyage, paying `currency` ('' = either): `by_bonus` is 1
    when a bonus asks, 0 in phase F (R-F-1)."""
    kind: str
    seat: int
    currency: str
    by_bonus: int


class StepsTask(NamedTuple):
    """`seat`'s pilgrim has `steps` steps left (R-PIL-1)."""
    kind: str
    seat: int
    steps: int


class DiscardTask(NamedTuple):
    """`seat` may take a card from the discard pile for `cost` of its currency."""
    kind: str
    seat: int
    cost: int


class ReuseTask(NamedTuple):
    """`seat` may reuse another card's bonus (node `node` of `component`)."""
    kind: str
    seat: int
    node: int
    component: str


class VoyagesTask(NamedTuple):
    """`seat` scores `picks` more of its voyages' game-end bonuses, `done` already."""
    kind: str
    seat: int
    picks: int
    done: tuple


class GameCardTask(NamedTuple):
    """`seat` scores another card's game-end bonus (not `component`'s own)."""
    kind: str
    seat: int
    component: str


class GameEndTask(NamedTuple):
    """Final scoring: the game-end bonus of `seat`'s `component`, a voyage (voyage,
    R-END-1) or a card (gamecards, R-END-4)."""
    kind: str
    seat: int
    component: str


class BookTask(NamedTuple):
    """Final scoring: book what `seat` scored since `begin` under `source`."""
    kind: str
    seat: int
    source: str


class EveryoneTask(NamedTuple):
    """A final-scoring step for every seat: majorities (R-END-2), diplomas (R-END-3),
    leftover (R-END-5), final (R-END-6)."""
    kind: str
    everyone: None


def record_of(fields: Any) -> Optional[tuple]:
    """The named record of a task read from a save or a position (a list or tuple whose
    first field is its kind); None if the kind is unknown or the fields do not fit."""
    if not fields or not isinstance(fields[0], str):
        return None
    cls = RECORDS.get(fields[0])
    if cls is None or len(fields) != len(cls._fields):     # type: ignore[attr-defined]
        return None
    return cls._make(_tuples(x) for x in fields)            # type: ignore[attr-defined]


def _tuples(x: Any) -> Any:
    """Lists read from JSON back into the tuples the task stack uses."""
    if isinstance(x, list):
        return tuple(_tuples(i) for i in x)
    return x
