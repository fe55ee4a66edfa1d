"""Card text: each compiled bonus rendered as one canonical English sentence in the
rulebook's style ("Gain 3 coins and 1 pilgrim step.", "Game end: 2 VP per merchants card.").

Deterministic: the same effect objects always give the same text. The validator compares
a component's printed `text` with `render_component` after `normalise_text` on both.
"""
from __future__ import annotations

import re
from typing import Callable

from . import effects as fx
from .interpreter import Interpreter
from .vocab import CardClass, Currency, Resource, Timing

PREFIX = {
    Timing.IMMEDIATE: "",
    Timing.PHASE_C: "Phase C: ",
    Timing.PHASE_E: "Phase E: ",
    Timing.GAME_END: "Game end: ",
    Timing.LASTING: "Lasting: ",
    Timing.WHILE_HELD: "While held: ",
}
NOUN = {Resource.COINS: ("coin", "coins"), Resource.GUARDS: ("guard", "guards"),
        Resource.VP: ("VP", "VP"), Resource.STEPS: ("pilgrim step", "pilgrim steps")}
CURRENCY_NOUN = {Currency.COINS: ("coin", "coins"), Currency.GUARDS: ("guard", "guards")}
COST_KIND = {Currency.COINS: "coin-cost", Currency.GUARDS: "guard-cost"}
TRACK_CAP = 15   # the last tier of a track reaches the top space (R-LIM-3)


def normalise_text(text: str) -> str:
    """Printed and rendered text are compared with runs of spaces as one and case folded."""
    return re.sub(r"\s+", " ", text).strip().casefold()


def join(parts: list[str], word: str = "and") -> str:
    """'a', 'a and b', 'a, b and c'."""
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {word} " + parts[-1]


def _classes(classes: tuple[CardClass, ...]) -> str:
    return join([c.value for c in classes], "or")


def quantity(resource: Resource, n: int) -> str:
    one, many = NOUN[resource]
    return f"{n} {one if n == 1 else many}"


# ------------------------------------------------------------------ counters

def counter_noun(c: fx.Counter) -> str:
    """The thing counted, singular, after 'per' or 'no' ('merchants card', 'crown you have')."""
    k = fx.CounterKind
    if c.kind is k.CARDS:
        if c.classes:
            return f"{_classes(c.classes)} card"
        if c.influence:
            return f"card with influence {join([str(i) for i in c.influence], 'or')}"
        return "card"
    if c.kind is k.CLASS_SETS:
        return "set of 4 cards of the 4 classes"
    if c.kind is k.MONASTERIES_WITH:
        backs = join([b.value for b in c.backs], "or")
        return f"{backs}-monastery with your disk" if backs else "monastery with your disk"
    if c.kind is k.MONASTERIES_WITHOUT:
        return "monastery without your disk"
    if c.kind is k.VOYAGES:
        return "voyage with your disk"
    if c.kind is k.DIPLOMAS:
        return "diploma"
    if c.kind is k.CROWNS:
        return "crown you have"
    if c.kind is k.DICE:
        return f"{c.colour.value} die in your holders"
    if c.kind is k.CARDS_BEYOND:
        return f"character card beyond your {_ordinal(c.n)}"
    if c.kind is k.TRACK:
        return f"space of your {c.classes[0].value} track"
    if c.kind is k.LOWEST_TRACK:
        return "space of your lowest track"
    if c.kind is k.COINS:
        return "coin you hold"
    return "guard you hold"


def counter_value(c: fx.Counter) -> str:
    """The count as a quantity in a sum ('your crowns', 'your council track space')."""
    k = fx.CounterKind
    if c.kind is k.TRACK:
        return f"your {c.classes[0].value} track space"
    if c.kind is k.LOWEST_TRACK:
        return "your lowest track space"
    if c.kind is k.COINS:
        return "your coins"
    if c.kind is k.GUARDS:
        return "your guards"
    if c.kind is k.CROWNS:
        return "your crowns"
    return f"your number of {plural(counter_noun(c))}"


IRREGULAR = {"die": "dice", "monastery": "monasteries", "VP": "VP"}


def plural(noun: str) -> str:
    """Plural of a counter noun: its head word ('voyage with your disk' -> 'voyages …')."""
    words = noun.split(" ")
    head = len(words) - 1
    for i, w in enumerate(words):
        if w in ("with", "without", "you", "in", "of", "beyond") and i > 0:
            head = i - 1
            break
    w = words[head]
    base, dash, last = w.rpartition("-")
    words[head] = base + dash + IRREGULAR.get(last, last + "s")
    return " ".join(words)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# ------------------------------------------------------------------ amounts

def amount_text(a: fx.Amount) -> str:
    if isinstance(a, fx.Const):
        return str(a.value)
    if isinstance(a, fx.Count):
        return counter_value(a.counter)
    if isinstance(a, fx.Sum):
        return " + ".join(amount_text(t) for t in a.terms)
    if isinstance(a, fx.Times):
        inner = amount_text(a.amount)
        return f"{a.factor} × ({inner})" if isinstance(a.amount, fx.Sum) else f"{a.factor} × {inner}"
    if isinstance(a, fx.Half):
        return f"half (rounded down) of {amount_text(a.amount)}"
    if isinstance(a, fx.Tiers):
        return f"the tier of {amount_text(a.amount)} ({', '.join(f'{t}: {v}' for t, v in a.steps)})"
    raise TypeError(f"not an amount: {a!r}")


def _tier_ranges(steps: tuple[tuple[int, int], ...], top: int | None) -> str:
    ranges = []
    for i, (t, _) in enumerate(steps):
        nxt = steps[i + 1][0] - 1 if i + 1 < len(steps) else top
        if nxt is None:
            ranges.append(f"{t}+")
        elif nxt == t:
            ranges.append(str(t))
        else:
            ranges.append(f"{t}-{nxt}")
    return "/".join(ranges)


def reward(g: fx.Gain) -> str:
    """'3 coins', 'up to 3 pilgrim steps', '2 VP per voyage with your disk'."""
    a, res = g.amount, g.resource
    up = "up to " if g.up_to else ""
    one, many = NOUN[res]
    if isinstance(a, fx.Const):
        return up + quantity(res, a.value)
    if isinstance(a, fx.Count):
        return f"{up}1 {one} per {counter_noun(a.counter)}"
    if isinstance(a, fx.Times) and isinstance(a.amount, fx.Count):
        return f"{up}{quantity(res, a.factor)} per {counter_noun(a.amount.counter)}"
    if isinstance(a, fx.Tiers) and isinstance(a.amount, fx.Count):
        c = a.amount.counter
        top = TRACK_CAP if c.kind in (fx.CounterKind.TRACK, fx.CounterKind.LOWEST_TRACK) else None
        values = "/".join(str(v) for _, v in a.steps)
        if c.kind is fx.CounterKind.TRACK:
            return f"{up}{values} {many} for {c.classes[0].value} track space {_tier_ranges(a.steps, top)}"
        if c.kind is fx.CounterKind.LOWEST_TRACK:
            return f"{up}{values} {many} for lowest track space {_tier_ranges(a.steps, top)}"
        return f"{up}{values} {many} for {_tier_ranges(a.steps, top)} {plural(counter_noun(c))}"
    return f"{up}{many} equal to {amount_text(a)}"


# ------------------------------------------------------------------ effects

def effect_text(effect: fx.Effect, scoring: bool = False) -> str:
    """The effect as a lower-case clause. `scoring`: game-end bonuses drop the verb
    'gain' before VP ('2 VP per merchants card') in their first phrase only, so that
    '3 VP and gain 2 VP per merchants card' keeps its 'per' to its own phrase."""
    phrases: list[str] = []
    gains: list[fx.Gain] = []

    def flush() -> None:
        # Plain gains make one reward list; a computed gain ('2 VP per space of your
        # lowest track') stands alone, so a 'per' never seems to cover its neighbours.
        groups: list[list[fx.Gain]] = []
        for g in gains:
            if groups and isinstance(g.amount, fx.Const) and \
                    all(isinstance(x.amount, fx.Const) for x in groups[-1]):
                groups[-1].append(g)
            else:
                groups.append([g])
        for group in groups:
            one = group[0]
            counted = one.amount.amount if isinstance(one.amount, fx.Times) else one.amount
            if phrases and len(group) == 1 and isinstance(counted, fx.Count):
                # after other steps a trailing 'per' would count them too: name it first
                n = one.amount.factor if isinstance(one.amount, fx.Times) else 1
                phrases.append(f"for each {counter_noun(counted.counter)}, gain "
                               f"{quantity(one.resource, n)}")
                continue
            text = join([reward(g) for g in group])
            bare = not phrases and scoring and all(g.resource is Resource.VP for g in group)
            phrases.append(text if bare else f"gain {text}")
        gains.clear()

    for step in fx.steps(effect):
        if isinstance(step, fx.Gain):
            gains.append(step)
            continue
        flush()
        if phrases and isinstance(step, fx.Per):
            # after other steps a trailing 'per' would count them too: name it first
            phrases.append(f"for each {counter_noun(step.counter)}, "
                           f"{effect_text(step.effect)}")
        elif phrases and isinstance(step, fx.If) and step.equals == 0:
            phrases.append(f"if you have no {counter_noun(step.counter)}, "
                           f"{effect_text(step.effect)}")
        else:
            phrases.append(_step(step, scoring and not phrases))
    flush()
    return join(phrases)


def _opponent_option(option: fx.Effect) -> tuple[str, str]:
    """(verb, object) of an opponent's option: ('gives you', '1 guard and 1 coin')."""
    parts: list[tuple[str, str]] = []
    for step in fx.steps(option):
        if isinstance(step, fx.Give):
            below = ", even below 0" if step.below_zero else ""
            parts.append(("gives you", quantity(step.resource, step.amount) + below))
        elif isinstance(step, fx.Lose):
            parts.append(("loses", quantity(step.resource, step.amount)))
        elif isinstance(step, fx.LoseCard):
            parts.append(("loses", f"1 {step.cls.value} card with its influence"))
        else:
            parts.append(("", effect_text(step)))
    verbs = {v for v, _ in parts}
    if len(verbs) == 1:
        return parts[0][0], join([o for _, o in parts])
    return "", join([f"{v} {o}".strip() for v, o in parts])


STEPS = Interpreter("renderer", "coimbra_dsl/render.py")
step_text = STEPS.rule


def _step(step: fx.Effect, scoring: bool) -> str:
    return STEPS.of(step)(step, scoring)


@step_text(fx.Gain, fx.Seq)
def _steps(step: fx.Effect, scoring: bool) -> str:
    return effect_text(step, scoring)


@step_text(fx.Advance)
def _advance(step: fx.Advance, scoring: bool) -> str:
    if step.which is fx.TrackChoice.ANY:
        return f"move {step.amount} up a track of your choice"
    if step.which is fx.TrackChoice.EVERY:
        return f"move {step.amount} up every track"
    return f"move {step.amount} up the {step.cls.value} track"


@step_text(fx.Income)
def _income(step: fx.Income, scoring: bool) -> str:
    return f"gain the current income of the {step.cls.value} track"


@step_text(fx.Per)
def _per(step: fx.Per, scoring: bool) -> str:
    return f"{effect_text(step.effect, scoring)} per {counter_noun(step.counter)}"


@step_text(fx.If)
def _if(step: fx.If, scoring: bool) -> str:
    if step.equals == 0:
        return f"{effect_text(step.effect, scoring)} if you have no {counter_noun(step.counter)}"
    return f"{effect_text(step.effect, scoring)} if you have exactly {step.equals} × {counter_noun(step.counter)}"


@step_text(fx.Choice)
def _choice(step: fx.Choice, scoring: bool) -> str:
    options = [effect_text(o, scoring) for o in step.options]
    if all(o.startswith("gain ") for o in options):
        return "gain " + join([o[5:] for o in options], "or")
    return join(options, "or") + " (your choice)"


@step_text(fx.PayFor)
def _pay_for(step: fx.PayFor, scoring: bool) -> str:
    cost = join([quantity(r, n) for r, n in step.cost])
    got = effect_text(step.reward, scoring)
    got = got[5:] if got.startswith("gain ") else got
    return f"you may pay {cost} for {got}"


@step_text(fx.OpponentsChoose)
def _opponents(step: fx.OpponentsChoose, scoring: bool) -> str:
    who = "each opponent"
    if step.chooser is fx.Chooser.BEHIND_ON_TRACK:
        who = f"each opponent behind you on the {step.track.value} track"
    options = [_opponent_option(o) for o in step.options]
    verbs = {v for v, _ in options}
    if len(verbs) == 1 and "" not in verbs:
        body = f"{options[0][0]} " + ", or ".join(o for _, o in options)
    else:
        body = ", or ".join(f"{v} {o}".strip() for v, o in options)
    return f"{who} {body} (their choice)"


@step_text(fx.Give, fx.Lose, fx.LoseCard)
def _payment(step: fx.Effect, scoring: bool) -> str:
    verb, obj = _opponent_option(step)
    return f"{verb} {obj}".strip()


@step_text(fx.Invest)
def _invest(step: fx.Invest, scoring: bool) -> str:
    if step.currency is None:
        return "invest in a voyage"
    return f"invest in a {COST_KIND[step.currency]} voyage"


@step_text(fx.TakeDiscard)
def _take_discard(step: fx.TakeDiscard, scoring: bool) -> str:
    return f"take a card from the discard pile, paying {step.cost} of its currency"


@step_text(fx.Reuse)
def _reuse(step: fx.Reuse, scoring: bool) -> str:
    whose = f"another of your {_classes(step.classes)} cards" if step.classes else "another of your cards"
    if step.timing is Timing.GAME_END:
        return f"score the game-end bonus of {whose} once more"
    return f"use the immediate bonus of {whose} once more"


@step_text(fx.ScoreVoyages)
def _score_voyages(step: fx.ScoreVoyages, scoring: bool) -> str:
    return f"score up to {step.up_to} of your voyages now"


@step_text(fx.CardDiscount)
def _card_discount(step: fx.CardDiscount, scoring: bool) -> str:
    one, many = CURRENCY_NOUN[step.currency]
    return f"{COST_KIND[step.currency]} cards cost you {step.amount} {one if step.amount == 1 else many} less"


@step_text(fx.InvestDiscount)
def _invest_discount(step: fx.InvestDiscount, scoring: bool) -> str:
    return f"every investment costs {step.amount} less"


@step_text(fx.On)
def _on(step: fx.On, scoring: bool) -> str:
    inner = effect_text(step.effect, scoring)
    if step.trigger is fx.Trigger.ACQUIRE:
        what = f"a {_classes(step.classes)} card" if step.classes else "a card"
        return f"after acquiring {what}, {inner}"
    if step.trigger is fx.Trigger.PHASE_E_START:
        return f"at the start, {inner}"
    if step.trigger is fx.Trigger.CASTLE_DIE:
        return f"whenever you place a die in the castle, {inner}"
    return f"whenever you place a later monastery disk, {inner}"


@step_text(fx.Trade)
def _trade(step: fx.Trade, scoring: bool) -> str:
    return f"any number of times, trade {quantity(step.resource, step.give)} for {quantity(Resource.VP, step.get)}"


@step_text(fx.WildDiplomas)
def _wild_diplomas(step: fx.WildDiplomas, scoring: bool) -> str:
    return f"counts as {step.count} wild diploma{'' if step.count == 1 else 's'}"


def _fixed(text: str) -> Callable[[fx.Effect, bool], str]:
    return lambda step, scoring: text


for _cls, _text in ((fx.TakeFavor, "take a favor tile still beside the castle and use it"),
                    (fx.PlaceCap, "you may put the cap tile on one of your dice in a city row"),
                    (fx.ScoreDiplomas, "score your diploma sets now"),
                    (fx.ScoreGameEnd, "score one of your game-end cards now"),
                    (fx.ScoreRank, "for one track of your choice, gain the scoring-tile VP "
                                   "of your current rank")):
    STEPS[_cls] = _fixed(_text)


def render_bonus(bonus: fx.Bonus) -> str:
    """One sentence: timing prefix, the effect, a full stop."""
    body = effect_text(bonus.effect, scoring=bonus.timing is Timing.GAME_END)
    prefix = PREFIX[bonus.timing]
    if not prefix:
        body = body[:1].upper() + body[1:]
    return f"{prefix}{body}."


def render_component(component) -> str:
    """All of a component's bonuses, one sentence each, in file order."""
    return " ".join(render_bonus(b) for b in component.bonuses)
