"""How a saved task's fields are checked, one check per field after its kind: a task
kind's declaration (`tasks.decision`, `tasks.auto`) names its fields' checks from here,
and `saves` runs them. A check is `check(c, value, path)`, `c` the save's checker (its
rule set, rule index and bounds), and fails with `c.fail(path, what)`."""
from __future__ import annotations

from typing import Any, Callable, Iterable

Check = Callable[[Any, Any, str], None]


def short(v: object, n: int = 40) -> str:
    """A value as a save shows it, cut to `n` characters."""
    text = repr(v)
    return text if len(text) <= n else text[:n] + "..."


def seat(c: Any, v: Any, p: str) -> None:
    """A seat of the game."""
    c.seat(v, p)


def node(*types: type) -> Check:
    """An effect node of the rule index, of one of `types` if any are given."""
    def check(c: Any, v: Any, p: str) -> None:
        c.int_(v, p, 0, len(c.ix.nodes) - 1)
        if types and not isinstance(c.ix.nodes[v], types):
            c.fail(p, f"effect {v} is not a {'/'.join(t.__name__ for t in types)}")
    return check


def mult(c: Any, v: Any, p: str) -> None:
    """How many times an effect resolves: at most the rule set's largest `per` factor."""
    c.int_(v, p, 0, c.bounds.mult)


def one_of(values: Iterable[object]) -> Check:
    """One of `values` (text or null)."""
    allowed = tuple(values)

    def check(c: Any, v: Any, p: str) -> None:
        if v not in allowed or type(v) not in (str, type(None)):
            c.fail(p, f"unknown value {short(v)}")
    return check


def card(c: Any, v: Any, p: str) -> None:
    """A character card of the rule set."""
    c.str_(v, p, c.rules.characters)


def component(c: Any, v: Any, p: str) -> None:
    """A component with bonuses: a card, monastery, voyage or favor tile."""
    c.str_(v, p, set(c.rules.characters) | set(c.rules.monasteries)
           | set(c.rules.voyages) | set(c.rules.favors))


def voyage(c: Any, v: Any, p: str) -> None:
    """A voyage of the rule set."""
    c.str_(v, p, c.rules.voyages)


def voyages(c: Any, v: Any, p: str) -> None:
    """A list of voyages of the rule set."""
    c.ids(v, p, c.rules.voyages)


def count(lo: int, hi: int | str) -> Check:
    """A whole number from `lo` to `hi`: a number, or the name of a bound the rule set
    gives (a checker attribute such as `most_steps`)."""
    def check(c: Any, v: Any, p: str) -> None:
        c.int_(v, p, lo, hi if isinstance(hi, int) else max(getattr(c, hi), lo))
    return check


def everyone(c: Any, v: Any, p: str) -> None:
    """Null: the task is for every seat."""
    if v is not None:
        c.fail(p, f"expected null, found {short(v)}")
