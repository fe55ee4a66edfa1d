"""Every effect class x every interpreter that reads effects: each one knows every kind,
and a kind it was not taught raises instead of meaning nothing. A new bonus kind that one
interpreter forgets fails here with that interpreter's name in the test id.

Samples are the effect nodes of the shipped rule sets and the test fixture's rule set,
so an effect class that no content uses is reported too.
"""
from __future__ import annotations

import typing
from dataclasses import dataclass
from functools import lru_cache

import pytest

import coimbra_dsl
from coimbra_dsl import effects as fx
from coimbra_dsl.loader import builtin_names
from coimbra_dsl.meaning import normalise
from coimbra_dsl.render import effect_text
from engine import Game
from engine.bots.valuation.bonuses import effect_value
from engine.bots.valuation.context import Context
from engine.core import runtime
from engine.core.errors import UnknownEffect
from engine.core.playable import index_of
from engine_fixtures import RULES as FIXTURE

EFFECTS = sorted(typing.get_args(fx.Effect), key=lambda c: c.__name__)


EFFECTS_TUPLE = tuple(EFFECTS)


@lru_cache(maxsize=None)
def samples() -> dict:
    """One (rule set, node id) per effect class, from the first rule set that uses it."""
    found: dict = {}
    for rules in [coimbra_dsl.load_ruleset(n) for n in builtin_names()] + [FIXTURE]:
        ix = index_of(rules)
        for nid, e in enumerate(ix.nodes):
            found.setdefault(type(e), (rules, nid))
    return found


_STATES: dict = {}


def state_of(rules):
    """A fresh game of `rules`, one per rule set (rule sets are not hashable)."""
    if id(rules) not in _STATES:
        _STATES[id(rules)] = (rules, Game(rules, players=3, seed=1).new_state())
    return _STATES[id(rules)][1]


def _runtime(rules, nid):
    e = index_of(rules).nodes[nid]
    assert type(e) in runtime.HANDLERS


def _bots_valuation(rules, nid):
    st = state_of(rules)
    value = effect_value(st, 0, nid, Context(st))
    assert isinstance(value, float | int)


def _renderer(rules, nid):
    e = index_of(rules).nodes[nid]
    assert effect_text(e).strip()


def _meaning(rules, nid):
    e = index_of(rules).nodes[nid]
    assert isinstance(normalise(e), EFFECTS_TUPLE)


INTERPRETERS = {"runtime": _runtime, "bots_valuation": _bots_valuation,
                "renderer": _renderer, "meaning": _meaning}


@pytest.mark.parametrize("cls", EFFECTS, ids=lambda c: c.__name__)
def test_every_effect_class_has_content_to_check_it_with(cls):
    assert cls in samples(), f"no shipped or fixture rule uses {cls.__name__}"


@pytest.mark.parametrize("interpreter", INTERPRETERS)
@pytest.mark.parametrize("cls", EFFECTS, ids=lambda c: c.__name__)
def test_every_interpreter_knows_every_effect_class(interpreter, cls):
    if cls not in samples():
        pytest.fail(f"no sample of {cls.__name__}")
    INTERPRETERS[interpreter](*samples()[cls])


@dataclass(frozen=True)
class Unheard:
    """An effect class no interpreter was taught."""


def test_an_unknown_effect_is_never_valued_as_nothing(monkeypatch):
    rules, nid = samples()[fx.Gain]
    st = state_of(rules)
    ctx = Context(st)
    from engine.core import queries
    monkeypatch.setattr(queries, "effect", lambda s, n: Unheard())
    with pytest.raises(UnknownEffect, match="Unheard"):
        effect_value(st, 0, nid, ctx)
