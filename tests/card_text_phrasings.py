"""Phrasings of an effect in the English the reader's grammar reads: a generator from
effects to printed sentences (tests/test_card_text_scope.py). Each phrasing must read
back to its effect alone: a reading with a narrower scope, or a second reading, is a
failure found here rather than by a designer."""
from __future__ import annotations

from typing import Iterator

from coimbra_dsl import effects as fx
from coimbra_dsl.render import counter_noun, plural
from coimbra_dsl.vocab import Resource

NOUNS = {Resource.COINS: ("coin", "coins"), Resource.GUARDS: ("guard", "guards"),
         Resource.VP: ("victory point", "victory points")}


def act_phrasings(step: fx.Effect) -> list[str]:
    """Verb phrases for one step: a plain gain, pilgrim steps or a track move."""
    if isinstance(step, fx.Gain) and isinstance(step.amount, fx.Const):
        n = step.amount.value
        if step.resource is Resource.STEPS:
            return [f"move your pilgrim {n} step{'s' * (n != 1)}",
                    f"gain {n} step{'s' * (n != 1)} with your pilgrim",
                    f"take {n} pilgrim step{'s' * (n != 1)}"]
        one, many = NOUNS[step.resource]
        noun = one if n == 1 else many
        return [f"gain {n} {noun}", f"take {n} {noun}", f"receive {n} {noun}",
                f"you get {n} {noun}"]
    if isinstance(step, fx.Advance) and step.which is fx.TrackChoice.NAMED:
        return [f"move {step.amount} up the {step.cls.value} track",
                f"advance {step.amount} space{'s' * (step.amount != 1)} on the "
                f"{step.cls.value} influence track"]
    raise ValueError(f"no phrasing for {step!r}")


def counter_phrasings(counter: fx.Counter) -> list[str]:
    """Noun phrases after 'for each' / 'per': the canonical one and the rulebook's."""
    out = [counter_noun(counter)]
    if counter.kind is fx.CounterKind.CARDS and len(counter.classes) == 1:
        cls = counter.classes[0].value
        out += [f"of your {cls} cards", f"{cls} card you own",
                f"of your character cards of the {cls} class", f"{cls} card of yours",
                f"card that you own of the {cls} class", f"{cls} card in your possession"]
    if counter.kind is fx.CounterKind.MONASTERIES_WITH and not counter.backs:
        out += ["monastery that has your disk above it",
                "monastery that has one of your disks on it", "monastery you occupy"]
    return out


def _joined(phrases: list[str], conj: str) -> str:
    if len(phrases) == 1:
        return phrases[0]
    return ", ".join(phrases[:-1]) + f"{conj}{phrases[-1]}"


def phrasings(effect: fx.Per) -> Iterator[str]:
    """Sentences for `per X: step, step…`, fronted and trailing, several conjunctions."""
    steps = fx.steps(effect.effect)
    variants = [act_phrasings(s) for s in steps]
    for k in range(3):
        acts = [v[k % len(v)] for v in variants]
        for counter in counter_phrasings(effect.counter):
            short = counter.removeprefix("of ")
            for conj in (" and ", ", then ", " and also "):
                yield f"For each {counter}, {_joined(acts, conj)}."
            yield f"For every {counter}: {_joined(acts, ' and ')}."
            trailing = "each of " + short if counter.startswith("of ") else "each " + short
            yield (_joined(acts, " and ") + f" for {trailing}.").capitalize()
            if not counter.startswith("of "):
                yield (_joined(acts, " and ") + f" per {counter}.").capitalize()


__all__ = ["phrasings", "act_phrasings", "counter_phrasings", "plural"]
