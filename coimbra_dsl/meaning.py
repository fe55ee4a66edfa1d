"""What a bonus means, independent of how it is written: effects normalised so that two
bonuses that do the same compare equal, and the first difference of two that do not,
said in the game's words ("the printed text gives 4 guards, the rule gives 5 guards").

Normal form: a phase E bonus's steps with or without `at start:` alike (both resolve
at the start of the owner's phase E turn); "up to N" is N (every reward may be forfeited in full or in part, R-LIM-5:
the engine asks where taking less can matter, whatever the text says); nested sequences
flattened; plain gains and track moves in a row merged and
sorted (conjuncts in any order); `per` factored one way (`gain 2 * card vp` and `per
card: gain 2 vp` alike, neighbouring `per`s of one counter joined, nested `per`s in one
order); filters sorted and a
filter naming every class or back dropped; sums sorted; a choice's options sorted (an
opponents' choice keeps its order, the last option being the forced one, unless one
option can always be carried out: VP given even below 0); bonuses of one
timing joined, in timing order; a lasting card discount or trigger on acquiring a card
is the phase C one (cards are bought in phase C only). The engine never needs this: it
is for comparing.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from . import effects as fx
from .interpreter import Interpreter
from .render import counter_noun, effect_text, join, plural, quantity, reward
from .vocab import Back, CardClass, Timing

_ORDER = {t: i for i, t in enumerate(Timing)}


# ------------------------------------------------------------------ normal form

def normalise_bonuses(bonuses: tuple[fx.Bonus, ...]) -> tuple[fx.Bonus, ...]:
    """Bonuses of one timing joined in order, then sorted by timing, each normalised."""
    joined: dict[Timing, list[fx.Effect]] = {}
    for b in bonuses:
        steps = fx.steps(b.effect)
        if b.timing is Timing.PHASE_E:
            # a phase E bonus's steps resolve at the start of the owner's phase E turn,
            # like `at start:` (docs/DSL.md): one meaning with or without it
            steps = tuple(x for s in steps for x in (
                fx.steps(s.effect) if isinstance(s, fx.On)
                and s.trigger is fx.Trigger.PHASE_E_START else (s,)))
        for step in steps:
            joined.setdefault(_bought_in_phase_c(b.timing, step), []).append(step)
    return tuple(fx.Bonus(t, normalise(fx.Seq(tuple(effects))))
                 for t, effects in sorted(joined.items(), key=lambda kv: _ORDER[kv[0]]))


def _bought_in_phase_c(timing: Timing, step: fx.Effect) -> Timing:
    """A lasting ability that acts when a card is bought (a discount, a trigger on
    acquiring) acts in phase C, where cards are bought (R-C-3): the engine runs it the
    same under either timing."""
    if timing is Timing.LASTING and (isinstance(step, fx.CardDiscount) or (
            isinstance(step, fx.On) and step.trigger is fx.Trigger.ACQUIRE)):
        return Timing.PHASE_C
    return timing


def normalise_counter(c: fx.Counter) -> fx.Counter:
    classes = tuple(sorted(set(c.classes), key=list(CardClass).index))
    backs = tuple(sorted(set(c.backs), key=list(Back).index))
    if c.kind is fx.CounterKind.CARDS and len(classes) == len(CardClass):
        classes = ()
    if c.kind is fx.CounterKind.MONASTERIES_WITH and len(backs) == len(Back):
        backs = ()
    return replace(c, classes=classes, backs=backs, influence=tuple(sorted(set(c.influence))))


def normalise_amount(a: fx.Amount) -> fx.Amount:
    if isinstance(a, fx.Count):
        return fx.Count(normalise_counter(a.counter))
    if isinstance(a, fx.Sum):
        terms: list[fx.Amount] = []
        for t in a.terms:
            t = normalise_amount(t)
            terms.extend(t.terms if isinstance(t, fx.Sum) else (t,))
        return terms[0] if len(terms) == 1 else fx.Sum(tuple(sorted(terms, key=repr)))
    if isinstance(a, fx.Times):
        inner = normalise_amount(a.amount)
        if isinstance(inner, fx.Times):
            return normalise_amount(fx.Times(a.factor * inner.factor, inner.amount))
        if isinstance(inner, fx.Const):
            return fx.Const(a.factor * inner.value)
        return inner if a.factor == 1 else fx.Times(a.factor, inner)
    if isinstance(a, fx.Half):
        return fx.Half(normalise_amount(a.amount))
    if isinstance(a, fx.Tiers):
        # a first tier worth 0 ("0-6: 0 VP") is what no tier gives: the same play
        steps = a.steps
        while len(steps) > 1 and steps[0][1] == 0:
            steps = steps[1:]
        return fx.Tiers(normalise_amount(a.amount), steps)
    return a


NORMAL = Interpreter("meaning", "coimbra_dsl/meaning.py")
normal_form = NORMAL.rule


def normalise(effect: fx.Effect) -> fx.Effect:
    """The normal form of an effect (see the module docstring)."""
    return NORMAL.of(effect)(effect)


@normal_form(fx.Seq)
def _normal_seq(effect: fx.Seq) -> fx.Effect:
    items: list[fx.Effect] = []
    for step in effect.effects:
        items.extend(fx.steps(normalise(step)))
    return _seq(_sorted_runs(_joined_pers(items)))


@normal_form(fx.Gain)
def _normal_gain(effect: fx.Gain) -> fx.Effect:
    amount = normalise_amount(effect.amount)
    if isinstance(amount, fx.Count):
        return fx.Per(amount.counter, fx.Gain(effect.resource, fx.Const(1)))
    if isinstance(amount, fx.Times) and isinstance(amount.amount, fx.Count):
        return fx.Per(amount.amount.counter,
                      fx.Gain(effect.resource, fx.Const(amount.factor)))
    return fx.Gain(effect.resource, amount)


@normal_form(fx.Per)
def _normal_per(effect: fx.Per) -> fx.Effect:
    inner = normalise(effect.effect)
    counter = normalise_counter(effect.counter)
    if isinstance(inner, fx.Per) and repr(inner.counter) < repr(counter):
        # per X: per Y: ... is per Y: per X: ... (a product of two counts)
        return fx.Per(inner.counter, normalise(fx.Per(counter, inner.effect)))
    return fx.Per(counter, inner)


@normal_form(fx.If)
def _normal_if(effect: fx.If) -> fx.Effect:
    return fx.If(normalise_counter(effect.counter), effect.equals, normalise(effect.effect))


@normal_form(fx.Choice)
def _normal_choice(effect: fx.Choice) -> fx.Effect:
    return fx.Choice(tuple(sorted((normalise(o) for o in effect.options), key=repr)))


@normal_form(fx.PayFor)
def _normal_pay_for(effect: fx.PayFor) -> fx.Effect:
    return fx.PayFor(tuple(sorted(effect.cost, key=repr)), normalise(effect.reward))


@normal_form(fx.OpponentsChoose)
def _normal_opponents(effect: fx.OpponentsChoose) -> fx.Effect:
    options = tuple(normalise(o) for o in effect.options)
    always = [o for o in options if fx.payable_whatever_held(o)]
    if always:      # the options' order cannot matter: those that can always be given last
        rest = [o for o in options if not fx.payable_whatever_held(o)]
        options = tuple(sorted(rest, key=repr) + sorted(always, key=repr))
    return replace(effect, options=options)


def _class_order(classes: tuple[CardClass, ...]) -> tuple[CardClass, ...]:
    return tuple(sorted(set(classes), key=list(CardClass).index))


@normal_form(fx.On)
def _normal_on(effect: fx.On) -> fx.Effect:
    return fx.On(effect.trigger, normalise(effect.effect), _class_order(effect.classes))


@normal_form(fx.Reuse)
def _normal_reuse(effect: fx.Reuse) -> fx.Effect:
    return fx.Reuse(effect.timing, _class_order(effect.classes))


@normal_form(fx.Advance, fx.Income, fx.Give, fx.Lose, fx.LoseCard, fx.Invest, fx.TakeFavor,
             fx.TakeDiscard, fx.PlaceCap, fx.ScoreVoyages, fx.ScoreDiplomas, fx.ScoreGameEnd,
             fx.ScoreRank, fx.CardDiscount, fx.InvestDiscount, fx.Trade, fx.WildDiplomas)
def _already_normal(effect: fx.Effect) -> fx.Effect:
    """Fixed words and numbers: one way to write them."""
    return effect


def _seq(items: list[fx.Effect]) -> fx.Effect:
    return items[0] if len(items) == 1 else fx.Seq(tuple(items))


def _joined_pers(items: list[fx.Effect]) -> list[fx.Effect]:
    """Neighbouring `per`s of one counter as one: per X: A, per X: B == per X: A and B."""
    out: list[fx.Effect] = []
    for item in items:
        if out and isinstance(item, fx.Per) and isinstance(out[-1], fx.Per) \
                and out[-1].counter == item.counter:
            out[-1] = fx.Per(item.counter, normalise(fx.Seq((out[-1].effect, item.effect))))
        else:
            out.append(item)
    return out


def _commutes(e: fx.Effect) -> bool:
    """Plain gains, track moves and the cap tile, and what an opponent gives or loses in
    one option: their order never changes what a player ends with."""
    return (isinstance(e, fx.Gain) and isinstance(e.amount, fx.Const)) or \
        isinstance(e, (fx.Advance, fx.Give, fx.Lose, fx.PlaceCap))


def _sorted_runs(items: list[fx.Effect]) -> list[fx.Effect]:
    out: list[fx.Effect] = []
    run: list[fx.Effect] = []
    for item in [*items, None]:
        if item is not None and _commutes(item):
            run.append(item)
            continue
        out.extend(_merged(run))
        run = []
        if item is not None:
            out.append(item)
    return out


def _merged(run: list[fx.Effect]) -> list[fx.Effect]:
    """Gains of one resource, moves on one track and payments of one resource added up;
    then everything sorted."""
    totals: dict[tuple, int] = {}
    out: list[fx.Effect] = []
    for e in run:
        if isinstance(e, fx.Gain):
            key: tuple = (fx.Gain, e.resource, e.up_to)
            totals[key] = totals.get(key, 0) + e.amount.value
        elif isinstance(e, fx.Give):
            key = (fx.Give, e.resource, e.below_zero)
            totals[key] = totals.get(key, 0) + e.amount
        elif isinstance(e, fx.Lose):
            key = (fx.Lose, e.resource)
            totals[key] = totals.get(key, 0) + e.amount
        elif isinstance(e, fx.Advance):
            key = (fx.Advance, e.which, e.cls)
            totals[key] = totals.get(key, 0) + e.amount
        else:
            out.append(e)
    for (kind, *what), n in totals.items():
        if kind is fx.Gain:
            out.append(fx.Gain(what[0], fx.Const(n), what[1]))
        elif kind is fx.Advance:
            out.append(fx.Advance(n, what[0], what[1]))
        elif kind is fx.Give:
            out.append(fx.Give(what[0], n, below_zero=what[1]))
        else:
            out.append(kind(what[0], n))
    return sorted(out, key=repr)


# ------------------------------------------------------------------ differences

_WHEN = {Timing.IMMEDIATE: "is immediate", Timing.GAME_END: "scores at game end",
         Timing.PHASE_C: "acts in phase C", Timing.PHASE_E: "acts in phase E",
         Timing.LASTING: "lasts from now on", Timing.WHILE_HELD: "acts while held"}


def difference(printed: tuple[fx.Bonus, ...], rule: tuple[fx.Bonus, ...]) -> Optional[str]:
    """None when the printed bonuses mean the rule's; else the first difference, in the
    game's words: 'the printed text gives 4 guards, the rule gives 5 guards'."""
    a, b = normalise_bonuses(printed), normalise_bonuses(rule)
    if a == b:
        return None
    if [x.timing for x in a] != [y.timing for y in b]:
        return f"the printed text {_when(a)}, the rule {_when(b)}"
    for x, y in zip(a, b):
        found = _diff(x.effect, y.effect, x.timing)
        if found:
            return f"the printed text {found[0]}, the rule {found[1]}"
    return None


def _when(bonuses: tuple[fx.Bonus, ...]) -> str:
    return join([_WHEN[b.timing] for b in bonuses]) or "has no bonus"


def phrase(e: fx.Effect, timing: Timing = Timing.IMMEDIATE) -> str:
    """What an effect does, as a verb phrase after 'the printed text' / 'the rule'."""
    scoring = timing is Timing.GAME_END
    gains = fx.steps(e)
    if all(isinstance(g, fx.Gain) for g in gains):
        return ("scores " if scoring else "gives ") + join([reward(g) for g in gains])
    if isinstance(e, fx.Choice):
        return "lets you choose: " + effect_text(e, scoring)
    if isinstance(e, fx.Trade):
        return (f"trades {quantity(e.resource, e.give)} for "
                f"{quantity(fx.Resource.VP, e.get)} any number of times")
    if isinstance(e, fx.PayFor):
        got = effect_text(e.reward, scoring).removeprefix("gain ")
        return f"pays {join([quantity(r, n) for r, n in e.cost])} once for {got}"
    if isinstance(e, fx.Advance):
        return effect_text(e).replace("move", "moves", 1)
    return f'says "{effect_text(e, scoring)}"'


def _diff(x: fx.Effect, y: fx.Effect, timing: Timing) -> Optional[tuple[str, str]]:
    if x == y:
        return None
    verb = "scores" if timing is Timing.GAME_END else "counts"
    if type(x) is type(y):
        if isinstance(x, fx.Per):
            if x.counter != y.counter:
                return (f"{verb} {plural(counter_noun(x.counter))}",
                        f"{verb} {plural(counter_noun(y.counter))}")
            return _diff(x.effect, y.effect, timing)
        if isinstance(x, fx.If):
            if (x.counter, x.equals) != (y.counter, y.equals):
                return (f"asks for no {counter_noun(x.counter)}",
                        f"asks for no {counter_noun(y.counter)}")
            return _diff(x.effect, y.effect, timing)
        if isinstance(x, fx.On):
            if (x.trigger, x.classes) != (y.trigger, y.classes):
                return (_trigger(x), _trigger(y))
            return _diff(x.effect, y.effect, timing)
        if isinstance(x, fx.OpponentsChoose) and (x.chooser, x.track) != (y.chooser, y.track):
            return (_who(x), _who(y))
        if isinstance(x, (fx.Seq, fx.OpponentsChoose)) and \
                len(fx.children(x)) == len(fx.children(y)) and \
                not all(isinstance(s, fx.Gain) for s in fx.children(x) + fx.children(y)):
            for cx, cy in zip(fx.children(x), fx.children(y)):
                found = _diff(cx, cy, timing)
                if found:
                    return found
    return (phrase(x, timing), phrase(y, timing))


def _trigger(e: fx.On) -> str:
    return "acts " + effect_text(fx.On(e.trigger, fx.Seq(()), e.classes)).rstrip(", ")


def _who(e: fx.OpponentsChoose) -> str:
    if e.chooser is fx.Chooser.BEHIND_ON_TRACK:
        return f"asks each opponent behind you on the {e.track} track"
    return "asks each opponent"
