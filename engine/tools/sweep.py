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
from typing import Any, Optional

from coimbra_dsl.errors import CoimbraError, RuleSetErrors
from engine.core.errors import OptionError
from coimbra_dsl.model import RuleSet

from engine.core.playable import index_of
from .compare import Side, compare
from .simulate import Tally, kind_of
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
    currency: Any = getattr(comp, "currency", None) or getattr(comp, "cost", None)
    return (currency.value,) if hasattr(currency, "value") else ()


def grid(ref: str, varies: list[Vary]) -> list[tuple[dict[str, str], RulesSpec]]:
    """Every combination of the varied values, with the variant that plays it."""
    points: list[tuple[dict[str, str], RulesSpec]] = []
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


def stat_names(varies: list[Vary], rules: Optional[RuleSet]) -> dict[str, str]:
    """The statistics of a point by their JSON key, with the name of the same statistic in
    `compare` (for the paired differences); components by name, not id."""
    out = {"winner VP": "winner VP", "win rate · place 1": "win rate · place 1 in the first order"}
    for v in varies:
        if v.component is None:
            continue
        name = component_name(rules, v.component)
        out[f"{name} · taken per game"] = f"{name} · taken per game"
        out[f"{name} · taker win rate"] = f"{name} · taker win rate"
    return out


def component_name(rules: Optional[RuleSet], component: tuple[str, str]) -> str:
    kind, cid = component
    if rules is not None and kind == "cards" and cid in rules.characters:
        return kind_of(rules, "cards", cid)[0]
    return kind_of(rules, kind, cid)[0]


def point_stats(tally: Tally, varies: list[Vary]) -> dict[str, dict]:
    """The statistics of one grid point: the winner's VP, the first player's win rate,
    and for every varied component (by name) how often it was taken and its takers' win
    rate."""
    summary = tally.summary()
    out = {"winner VP": summary["winner_vp"]}
    first = summary["start_places"].get("1")
    if first:
        out["win rate · place 1"] = first["win_rate"]
    for v in varies:
        if v.component is None:
            continue
        kind, cid = v.component
        name = component_name(tally.rules, v.component)
        row = summary["components"].get(kind, {}).get(cid)
        if row is None and kind == "cards":
            row = summary["components"]["start cards"].get(cid)
        never = Estimate(0.0, 0.0, 0.0, tally.games).to_json()
        out[f"{name} · taken per game"] = row["taken_per_game"] if row else never
        out[f"{name} · taker win rate"] = (row["taker_win_rate"] if row
                                           else Estimate(None, None, None, 0).to_json())
    return out


def paired_to_first(first: Side, side: Side, names: dict[str, str]) -> dict[str, dict]:
    """Each statistic of a point minus the first point's, paired by seed (the tests of
    `compare`): `{"difference", "p", ...}` per statistic key."""
    result = compare(first, side)
    found = {d["name"]: d for d in result["statistics"]}
    for row in result["components"]:
        found[f"{row['name']} · taken per game"] = row["taken_per_game"]
        found[f"{row['name']} · taker win rate"] = row["taker_win_rate"]
    return {key: found[name] for key, name in names.items() if name in found}
