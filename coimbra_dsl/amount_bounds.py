"""Upper bounds of every amount a rule set's effects can produce.

A counter can never count more than the rule set has (cards, monasteries, voyages,
dice per player, the caps), so every amount, every `per` factor and every gain has an
upper bound that follows from the rule set alone. The validator refuses a bonus that
could gain more than `limits.MAX_GAIN` at once, and saves accept exactly the ranges
these bounds allow: whatever a valid rule set can reach can be saved and loaded.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from . import effects as fx
from .effects import CounterKind as CK
from .interpreter import Interpreter
from .model import RuleSet
from .vocab import Resource

TRACKS = 4             # one track per card class (R-COMP-5)


@dataclass(frozen=True)
class EffectBounds:
    """The largest `per` factor (`mult`) any effect node can run with, and the largest
    single gain of each resource (amount times factor; trades and gives included)."""
    mult: int
    gain: dict[Resource, int]


class Bounds:
    """The bounds of one rule set: counters, amounts and each component's effects."""

    def __init__(self, rules: RuleSet):
        self.rules = rules
        self.wild = sum(n.count for comp in rules.components() for b in comp.bonuses
                        for n in fx.walk(b.effect) if isinstance(n, fx.WildDiplomas))
        self.income = {t.income: max(t.amounts, default=0) for t in rules.tracks.values()}

    def counter(self, c: fx.Counter) -> int:
        """The most a counter can count in any game of the rule set."""
        rules, k = self.rules, c.kind
        const = rules.constants
        cards = len(rules.characters)
        if k in (CK.CARDS, CK.CARDS_BEYOND):
            return cards
        if k is CK.CLASS_SETS:
            return cards // TRACKS
        if k in (CK.MONASTERIES_WITH, CK.MONASTERIES_WITHOUT):
            return len(rules.map.spaces())
        if k is CK.VOYAGES:
            return len(rules.voyages)
        if k is CK.DIPLOMAS:
            return 2 * cards + self.wild
        if k is CK.CROWNS:
            return (const.crown_token * cards + max((*const.flag_crowns, 0))
                    + sum(max(f.crowns, 0) for f in rules.favors.values()))
        if k is CK.DICE:
            return const.dice_per_player
        if k in (CK.TRACK, CK.LOWEST_TRACK):
            return const.cap_influence
        if k is CK.COINS:
            return const.cap_coins
        if k is CK.GUARDS:
            return const.cap_guards
        return 0

    def amount(self, a: fx.Amount) -> int:
        """The largest value an amount can take (never below 0)."""
        if isinstance(a, fx.Const):
            return max(a.value, 0)
        if isinstance(a, fx.Count):
            return self.counter(a.counter)
        if isinstance(a, fx.Sum):
            return sum(self.amount(t) for t in a.terms)
        if isinstance(a, fx.Times):
            return abs(a.factor) * self.amount(a.amount)
        if isinstance(a, fx.Half):
            return self.amount(a.amount) // 2
        if isinstance(a, fx.Tiers):
            return max((v for _, v in a.steps), default=0)
        return 0

    def component(self, comp: object) -> EffectBounds:
        """The bounds over every bonus of one component."""
        gain = {r: 0 for r in Resource}
        mult = 1

        def visit(e: fx.Effect, m: int) -> None:
            nonlocal mult
            mult = max(mult, m)
            for res, n in GAINS.of(e)(self, e, m):
                gain[res] = max(gain[res], n)
            for child in fx.children(e):
                visit(child, m * self.counter(e.counter) if isinstance(e, fx.Per) else m)

        for bonus in comp.bonuses:
            visit(bonus.effect, 1)
        return EffectBounds(mult, gain)


GAINS = Interpreter("bounds", "coimbra_dsl/amount_bounds.py")
gains_of = GAINS.rule
Gains = Iterator[tuple[Resource, int]]


@gains_of(fx.Gain)
def _gain(bounds: Bounds, e: fx.Gain, m: int) -> Gains:
    yield e.resource, bounds.amount(e.amount) * m


@gains_of(fx.Give, fx.Lose)
def _payment(bounds: Bounds, e: fx.Give | fx.Lose, m: int) -> Gains:
    """What one player pays another gains: bounded as a gain."""
    yield e.resource, e.amount * m


@gains_of(fx.Income)
def _income(bounds: Bounds, e: fx.Income, m: int) -> Gains:
    for res, most in bounds.income.items():
        yield res, most * m


@gains_of(fx.Trade)
def _trade(bounds: Bounds, e: fx.Trade, m: int) -> Gains:
    """One trade at a time: its VP, whatever the factor."""
    yield Resource.VP, e.get


@gains_of(fx.Seq, fx.Per, fx.If, fx.Choice, fx.PayFor, fx.OpponentsChoose, fx.On)
def _through_children(bounds: Bounds, e: fx.Effect, m: int) -> Gains:
    """Gains only through the effects nested in it (a `per` multiplies theirs)."""
    return iter(())


@gains_of(fx.Advance, fx.LoseCard, fx.Invest, fx.TakeFavor, fx.TakeDiscard, fx.Reuse,
          fx.PlaceCap, fx.ScoreVoyages, fx.ScoreDiplomas, fx.ScoreGameEnd, fx.ScoreRank,
          fx.CardDiscount, fx.InvestDiscount, fx.WildDiplomas)
def _no_amount(bounds: Bounds, e: fx.Effect, m: int) -> Gains:
    """No amount of its own: what it moves, takes or scores is bounded by the caps and
    by the components it resolves, bounded in turn."""
    return iter(())


def effect_bounds(rules: RuleSet) -> EffectBounds:
    """The bounds over every bonus of the rule set (see `EffectBounds`)."""
    bounds = Bounds(rules)
    gain = {r: 0 for r in Resource}
    mult = 1
    for comp in rules.components():
        b = bounds.component(comp)
        mult = max(mult, b.mult)
        for r, n in b.gain.items():
            gain[r] = max(gain[r], n)
    return EffectBounds(mult, gain)
