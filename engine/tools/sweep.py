"""Sweeps (`coimbra sweep RULES --vary 'voyage maskat cost=4..10'`): one field of one thing
varied over a range, each value a variant built in memory with the rule language's own
`change` (docs/DSL.md), all played on the same seeds; several `--vary` make a grid.

A vary is `TARGET FIELD=VALUES [WORDS]`: TARGET as after `change` (`voyage maskat`,
`track clerics`, `setup 4 players`), FIELD a field of it, VALUES `LO..HI` (integers) or
`a,b,c`, WORDS written after the value (`cost=4..10 coins`). A `cost` without a currency
keeps the component's own currency.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Optional

from coimbra_dsl.errors import CoimbraError, RuleSetErrors
from engine.core.errors import OptionError
from coimbra_dsl.model import RuleSet

from engine.core.playable import index_of
from .simulate import Tally
from .stats import Estimate
from .variants import RulesSpec, with_changes

MAX_POINTS = 1000
COMPONENT_KINDS = {"voyage": "voyages", "monastery": "monasteries", "character": "cards"}


@dataclass(frozen=True)
class Vary:
    """One varied field: the `change` target, the field, its values and trailing words."""
    target: tuple[str, ...]
    field: str
    values: tuple[str, ...]
    words: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        return f"{' '.join(self.target)} {self.field}"

    def setting(self, value: str) -> str:
        """The field line inside a `change` block (`cost 5 guards`)."""
        return " ".join((self.field, value, *self.words))

    def change(self, value: str) -> str:
        """The `change` line setting the field to `value`."""
        return f"change {' '.join(self.target)} {{ {self.setting(value)} }}"

    @property
    def component(self) -> Optional[tuple[str, str]]:
        """(summary kind, id) when the target is a component."""
        if len(self.target) == 2 and self.target[0] in COMPONENT_KINDS:
            return COMPONENT_KINDS[self.target[0]], self.target[1]
        return None


def parse_vary(text: str, rules: RuleSet) -> Vary:
    """A `--vary` text, checked against `rules` (every value must give a valid variant)."""
    where = f"--vary {text!r}"
    tokens = text.split()
    at = [i for i, t in enumerate(tokens) if "=" in t]
    if len(at) != 1 or at[0] == 0:
        raise OptionError(f"coimbra sweep: {where}: write TARGET FIELD=VALUES, e.g. "
                         f"'voyage maskat cost=4..10'")
    field, _, spec = tokens[at[0]].partition("=")
    target, words = tuple(tokens[:at[0]]), tuple(tokens[at[0] + 1:])
    values = _values(spec, where)
    if field == "cost" and not words and len(target) == 2:
        words = _currency(rules, target[1])
    vary = Vary(target, field, values, words)
    for value in values:
        try:
            index_of(with_changes(rules, vary.change(value)))     # loads and is playable
        except RuleSetErrors as exc:
            message = exc.errors[0].message if exc.errors else str(exc)
            raise OptionError(f"coimbra sweep: {where}: {vary.change(value)!r}: {message}") from None
        except CoimbraError as exc:
            raise OptionError(f"coimbra sweep: {where}: {vary.change(value)!r}: "
                             f"{str(exc).splitlines()[0]}") from None
    return vary


def _values(spec: str, where: str) -> tuple[str, ...]:
    lo, dots, hi = spec.partition("..")
    if dots:
        try:
            a, b = int(lo), int(hi)
        except ValueError:
            raise OptionError(f"coimbra sweep: {where}: a range is LO..HI in whole numbers") from None
        if b < a or b - a >= MAX_POINTS:
            raise OptionError(f"coimbra sweep: {where}: the range {a}..{b} is empty or longer "
                             f"than {MAX_POINTS}")
        return tuple(str(v) for v in range(a, b + 1))
    values = tuple(v for v in spec.split(",") if v)
    if not values:
        raise OptionError(f"coimbra sweep: {where}: no values")
    return values


def _currency(rules: RuleSet, cid: str) -> tuple[str, ...]:
    try:
        comp = rules.component(cid)
    except KeyError:
        return ()
    currency = getattr(comp, "currency", None) or getattr(comp, "cost", None)
    return (currency.value,) if hasattr(currency, "value") else ()


def grid(ref: str, varies: list[Vary]) -> list[tuple[dict[str, str], RulesSpec]]:
    """Every combination of the varied values, with the variant that plays it."""
    points = []
    for combo in itertools.product(*(v.values for v in varies)):
        if len(points) >= MAX_POINTS:
            raise OptionError(f"coimbra sweep: more than {MAX_POINTS} grid points")
        label = ", ".join(f"{v.label}={x}" for v, x in zip(varies, combo))
        blocks: dict[tuple[str, ...], list[str]] = {}     # one `change` per target
        for v, x in zip(varies, combo):
            blocks.setdefault(v.target, []).append(v.setting(x))
        changes = "\n".join(f"change {' '.join(t)} {{ {' '.join(fs)} }}"
                            for t, fs in blocks.items())
        points.append(({v.label: x for v, x in zip(varies, combo)},
                       RulesSpec(ref, changes + "\n", label)))
    return points


def point_stats(tally: Tally, varies: list[Vary]) -> dict[str, dict]:
    """The statistics of one grid point: the winner's VP, the first player's win rate,
    and for every varied component how often it was taken and its takers' win rate."""
    summary = tally.summary()
    out = {"winner VP": summary["winner_vp"]}
    first = summary["start_places"].get("1")
    if first:
        out["win rate · place 1"] = first["win_rate"]
    for v in varies:
        if v.component is None:
            continue
        kind, cid = v.component
        row = summary["components"].get(kind, {}).get(cid)
        if row is None and kind == "cards":
            row = summary["components"]["start cards"].get(cid)
        never = Estimate(0.0, 0.0, 0.0, tally.games).to_json()
        out[f"{cid} · taken per game"] = row["taken_per_game"] if row else never
        out[f"{cid} · taker win rate"] = (row["taker_win_rate"] if row
                                          else Estimate(None, None, None, 0).to_json())
    return out
