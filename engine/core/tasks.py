"""The task registry: every entry of the game's task stack is a named record here, and
every kind names a handler.

A task is a `NamedTuple` `(kind, ...)` of ints, strs and tuples: still a tuple, so it
saves as the same JSON list and hashes as the same tuple, and is read by field name.
Automatic tasks run at once; decision tasks wait for their `seat` to pick one of
`legal(state, task)`. Modules register handlers at import time, so the dispatch is easy to
extend.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple, Optional

AUTO: dict[str, Callable] = {}
DECIDE: dict[str, tuple[Callable, Callable]] = {}


def auto(kind: str):
    def deco(fn):
        AUTO[kind] = fn
        return fn
    return deco


def decision(kind: str, legal: Callable):
    def deco(fn):
        DECIDE[kind] = (legal, fn)
        return fn
    return deco


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


RECORDS: dict[str, type] = {
    "start1": SeatTask, "start2": SeatTask, "startgain": SeatTask, "place": SeatTask,
    "eturn": SeatTask, "activate": SeatTask, "favor": SeatTask, "cap": SeatTask,
    "begin": SeatTask,
    "phase": PhaseTask, "row": RowTask, "trigger": TriggerTask, "crown": CrownTask,
    "eff": EffectTask, "choice": EffectTask, "track": EffectTask, "payfor": EffectTask,
    "opp": OpponentsTask, "invest": InvestTask, "steps": StepsTask,
    "discard": DiscardTask, "reuse": ReuseTask, "voyages": VoyagesTask,
    "gamecard": GameCardTask, "voyage": GameEndTask, "gamecards": GameEndTask,
    "book": BookTask,
    "majorities": EveryoneTask, "diplomas": EveryoneTask, "leftover": EveryoneTask,
    "final": EveryoneTask,
}


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
