"""Effect objects written back as rule-language bonus lines (docs/DSL.md "Effects"):
`immediate: per card of class merchants: gain 1 coin and 1 vp`, in the readable forms the
rule files use (`per gray die`, `if no purple die`, `half(guards + coins + crowns)`,
`give 2 vp, even below 0`). The compiler turns the
line into the same objects again, so a designer can write a card as printed text first
(`coimbra read`) and paste the line into a rule file.
"""
from __future__ import annotations

from typing import Callable

from . import effects as fx
from .interpreter import Interpreter
from .vocab import Resource

_RESOURCE = {Resource.COINS: "coins", Resource.GUARDS: "guards", Resource.VP: "vp",
             Resource.STEPS: "steps"}
_ONE = {Resource.COINS: "coin", Resource.GUARDS: "guard", Resource.VP: "vp",
        Resource.STEPS: "step"}


def quantity_line(resource: Resource, n: int) -> str:
    """`2 coins`, `1 coin`: the rule language takes either number."""
    return f"{n} {(_ONE if n == 1 else _RESOURCE)[resource]}"


def bonus_line(bonus: fx.Bonus) -> str:
    """`timing: effect`, as written in a component's block."""
    return f"{bonus.timing.value}: {effect_line(bonus.effect)}"


def effect_line(effect: fx.Effect) -> str:
    """An effect: its steps joined by commas (`at start:` takes the rest, so it is last)."""
    if isinstance(effect, fx.Seq) and not _all_gains(effect):
        return ", ".join(_step(s) for s in effect.effects)
    return _step(effect)


def _all_gains(effect: fx.Effect) -> bool:
    return isinstance(effect, fx.Seq) and bool(effect.effects) and \
        all(isinstance(s, fx.Gain) for s in effect.effects)


LINES = Interpreter("rule text", "coimbra_dsl/rule_text.py")
line_of = LINES.rule


def _step(s: fx.Effect) -> str:
    if _all_gains(s):
        return _gains(s)
    return LINES.of(s)(s)


@line_of(fx.Gain)
def _gains(s: fx.Effect) -> str:
    return "gain " + " and ".join(reward_line(g) for g in fx.steps(s))


@line_of(fx.Seq)
def _seq(s: fx.Seq) -> str:
    return effect_line(s)


@line_of(fx.Advance)
def _advance(s: fx.Advance) -> str:
    where = {fx.TrackChoice.ANY: "any track", fx.TrackChoice.EVERY: "every track"}
    return f"advance {s.amount} on {where.get(s.which, s.cls and s.cls.value)}"


@line_of(fx.Income)
def _income(s: fx.Income) -> str:
    return f"gain income of {s.cls.value}"


@line_of(fx.Per)
def _per(s: fx.Per) -> str:
    return f"per {counter_line(s.counter)}: {_step(s.effect)}"


@line_of(fx.If)
def _if(s: fx.If) -> str:
    return f"if no {counter_line(s.counter)}: {_step(s.effect)}"


@line_of(fx.Choice)
def _choice(s: fx.Choice) -> str:
    return "choose { " + " | ".join(effect_line(o) for o in s.options) + " }"


@line_of(fx.PayFor)
def _pay_for(s: fx.PayFor) -> str:
    cost = " and ".join(quantity_line(r, n) for r, n in s.cost)
    return f"pay {cost} for " + " and ".join(reward_line(g) for g in fx.steps(s.reward))


@line_of(fx.OpponentsChoose)
def _opponents(s: fx.OpponentsChoose) -> str:
    who = "each opponent" if s.track is None else f"each opponent behind on {s.track.value}"
    return f"{who} chooses {{ " + " | ".join(_option(o) for o in s.options) + " }"


@line_of(fx.Give, fx.Lose, fx.LoseCard)
def _payment(s: fx.Effect) -> str:
    """As written in an opponents' choice, the one place the validator allows it."""
    return _option(s)


@line_of(fx.Invest)
def _invest(s: fx.Invest) -> str:
    return "invest" if s.currency is None else f"invest in {s.currency.value} voyage"


@line_of(fx.Reuse)
def _reuse(s: fx.Reuse) -> str:
    classes = f" of class {' or '.join(c.value for c in s.classes)}" if s.classes else ""
    return f"reuse {s.timing.value}{classes}"


@line_of(fx.On)
def _on(s: fx.On) -> str:
    body = effect_line(s.effect)
    if s.trigger is fx.Trigger.ACQUIRE:
        return f"on acquire {', '.join(c.value for c in s.classes)}: {body}"
    if s.trigger is fx.Trigger.PHASE_E_START:
        return f"at start: {body}"
    return {fx.Trigger.CASTLE_DIE: "on castle die: ",
            fx.Trigger.MONASTERY_DISK: "on monastery disk: "}[s.trigger] + body


@line_of(fx.TakeDiscard)
def _take_discard(s: fx.TakeDiscard) -> str:
    return f"take from discard paying {s.cost}"


@line_of(fx.ScoreVoyages)
def _score_voyages(s: fx.ScoreVoyages) -> str:
    return f"score up to {s.up_to} voyages"


@line_of(fx.CardDiscount)
def _card_discount(s: fx.CardDiscount) -> str:
    return f"card discount {s.currency.value} {s.amount}"


@line_of(fx.InvestDiscount)
def _invest_discount(s: fx.InvestDiscount) -> str:
    return f"invest discount {s.amount}"


@line_of(fx.Trade)
def _trade(s: fx.Trade) -> str:
    return f"trade {quantity_line(s.resource, s.give)} for {s.get} vp"


@line_of(fx.WildDiplomas)
def _wild_diplomas(s: fx.WildDiplomas) -> str:
    return f"wild diplomas {s.count}"


def _words(words: str) -> Callable[[fx.Effect], str]:
    return lambda s: words


for _cls, _said in ((fx.TakeFavor, "take favor"), (fx.PlaceCap, "place cap"),
                    (fx.ScoreDiplomas, "score diplomas"),
                    (fx.ScoreGameEnd, "score game_end card"),
                    (fx.ScoreRank, "score rank on any track")):
    LINES[_cls] = _words(_said)


def _option(option: fx.Effect) -> str:
    """`give 1 guard and 1 coin`: a verb carries on to the next quantity, as written in
    base (not after a card, nor to a quantity given even below 0)."""
    parts = []
    verb = None
    for p in fx.steps(option):
        if isinstance(p, fx.Give):
            said = "give " if verb != "give" or p.below_zero else ""
            below = ", even below 0" if p.below_zero else ""
            parts.append(f"{said}{quantity_line(p.resource, p.amount)}{below}")
            verb = "give"
        elif isinstance(p, fx.Lose):
            parts.append(f"{'lose ' if verb != 'lose' else ''}"
                         f"{quantity_line(p.resource, p.amount)}")
            verb = "lose"
        elif isinstance(p, fx.LoseCard):
            parts.append(f"lose card of class {p.cls.value}")
            verb = None
        else:
            raise TypeError(f"not an opponent's option: {p!r}")
    return " and ".join(parts)


def reward_line(g: fx.Gain) -> str:
    up = "up to " if g.up_to else ""
    if isinstance(g.amount, fx.Const):
        return up + quantity_line(g.resource, g.amount.value)
    return f"{up}{amount_line(g.amount)} {_RESOURCE[g.resource]}"


def amount_line(a: fx.Amount) -> str:
    if isinstance(a, fx.Const):
        return str(a.value)
    if isinstance(a, fx.Count):     # 'half(guards + coins + crowns)', 'per crown'
        crowns = a.counter.kind is fx.CounterKind.CROWNS
        return "crowns" if crowns else counter_line(a.counter)
    if isinstance(a, fx.Sum):
        return " + ".join(amount_line(t) for t in a.terms)
    if isinstance(a, fx.Times):
        inner = amount_line(a.amount)
        return f"{a.factor} * ({inner})" if isinstance(a.amount, fx.Sum) else f"{a.factor} * {inner}"
    if isinstance(a, fx.Half):
        return f"half({amount_line(a.amount)})"
    if isinstance(a, fx.Tiers):
        return f"tiers({amount_line(a.amount)}; " + ", ".join(f"{t}: {v}" for t, v in a.steps) + ")"
    raise TypeError(f"not an amount: {a!r}")


def counter_line(c: fx.Counter) -> str:
    k = fx.CounterKind
    if c.kind is k.CARDS:
        if c.classes:
            return "card of class " + ", ".join(x.value for x in c.classes)
        if c.influence:
            return "card with influence " + ", ".join(str(i) for i in c.influence)
        return "card"
    if c.kind is k.MONASTERIES_WITH:
        backs = ", ".join(b.value for b in c.backs)
        return f"monastery {backs} with disk" if backs else "monastery with disk"
    if c.kind is k.DICE:
        return f"{c.colour.value} die"
    if c.kind is k.CARDS_BEYOND:
        return f"card beyond {c.n}"
    if c.kind is k.TRACK:
        return f"track {c.classes[0].value}"
    return {k.CLASS_SETS: "class set", k.MONASTERIES_WITHOUT: "monastery without disk",
            k.VOYAGES: "voyage", k.DIPLOMAS: "diploma", k.CROWNS: "crown",
            k.LOWEST_TRACK: "lowest track", k.COINS: "coins", k.GUARDS: "guards"}[c.kind]
