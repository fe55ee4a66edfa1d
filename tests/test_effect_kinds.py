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
from coimbra_dsl.amount_bounds import GAINS, Bounds
from coimbra_dsl.coverage import WORDS
from coimbra_dsl.interpreter import INTERPRETERS as TABLES
from coimbra_dsl.meaning import NORMAL, normalise
from coimbra_dsl.render import STEPS, effect_text
from coimbra_dsl.rule_text import LINES
from coimbra_dsl.validator import PLACES, Place
from coimbra_dsl.vocab import Resource
from engine import Action, Game
from engine.adapters.action_space import OFFERS
from engine.bots.valuation.bonuses import VALUES, effect_value
from engine.bots.valuation.context import Context
from engine.core import runtime
from engine.core.choices import FEASIBLE
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


def _node(rules, nid):
    return index_of(rules).nodes[nid]


def _runtime(rules, nid):
    st = state_of(rules).clone()
    e = _node(rules, nid)
    runtime.HANDLERS.of(e)(st, 0, nid, e, 1, [])


def _renderer(rules, nid):
    e = _node(rules, nid)
    assert STEPS.of(e)(e, False).strip()
    assert effect_text(e).strip()


def _meaning(rules, nid):
    e = _node(rules, nid)
    assert isinstance(NORMAL.of(e)(e), EFFECTS_TUPLE)
    assert isinstance(normalise(e), EFFECTS_TUPLE)


def _rule_text(rules, nid):
    e = _node(rules, nid)
    assert LINES.of(e)(e).strip()


def _bounds(rules, nid):
    e = _node(rules, nid)
    for res, n in GAINS.of(e)(Bounds(rules), e, 1):
        assert isinstance(res, Resource) and n >= 0


def _coverage(rules, nid):
    e = _node(rules, nid)
    assert all(isinstance(w, str) and w for w in WORDS.of(e)(e))


def _validator(rules, nid):
    e = _node(rules, nid)
    assert isinstance(PLACES.of(e)(e), Place)


def _choices(rules, nid):
    e = _node(rules, nid)
    assert FEASIBLE.of(e)(state_of(rules), 0, nid, e) in (True, False)


def _bots_valuation(rules, nid):
    st = state_of(rules)
    assert isinstance(VALUES.of(_node(rules, nid)), typing.Callable)
    value = effect_value(st, 0, nid, Context(st))
    assert isinstance(value, float | int)


def _action_space(rules, nid):
    e = _node(rules, nid)
    for section, action in OFFERS.of(e)(e, rules):
        assert section and isinstance(action, Action)


# interpreter name (as its table is named) -> (table, a run of one sample through it)
INTERPRETERS = {
    "runtime": (runtime.HANDLERS, _runtime), "renderer": (STEPS, _renderer),
    "meaning": (NORMAL, _meaning), "rule text": (LINES, _rule_text),
    "bounds": (GAINS, _bounds), "coverage": (WORDS, _coverage),
    "validator": (PLACES, _validator), "choices": (FEASIBLE, _choices),
    "bots' valuation": (VALUES, _bots_valuation), "action space": (OFFERS, _action_space),
}


def test_every_table_of_rules_for_effects_is_checked_here():
    """An interpreter added with an `Interpreter` table must be listed above."""
    assert set(TABLES) == set(INTERPRETERS)


@pytest.mark.parametrize("cls", EFFECTS, ids=lambda c: c.__name__)
def test_every_effect_class_has_content_to_check_it_with(cls):
    assert cls in samples(), f"no shipped or fixture rule uses {cls.__name__}"


@pytest.mark.parametrize("interpreter", INTERPRETERS)
@pytest.mark.parametrize("cls", EFFECTS, ids=lambda c: c.__name__)
def test_every_interpreter_knows_every_effect_class(interpreter, cls):
    table, run = INTERPRETERS[interpreter]
    assert cls not in table.forgotten(), f"the {interpreter} has no rule for {cls.__name__}"
    if cls not in samples():
        pytest.fail(f"no sample of {cls.__name__}")
    run(*samples()[cls])


@dataclass(frozen=True)
class Unheard:
    """An effect class no interpreter was taught."""


@pytest.mark.parametrize("interpreter", INTERPRETERS)
def test_an_unknown_effect_raises_in_every_interpreter(interpreter):
    table, _ = INTERPRETERS[interpreter]
    with pytest.raises(UnknownEffect, match=f"the {interpreter} has no rule for a Unheard"):
        table.of(Unheard())


def test_an_unknown_effect_is_never_valued_as_nothing(monkeypatch):
    rules, nid = samples()[fx.Gain]
    st = state_of(rules)
    ctx = Context(st)
    from engine.core import queries
    monkeypatch.setattr(queries, "effect", lambda s, n: Unheard())
    with pytest.raises(UnknownEffect, match="Unheard"):
        effect_value(st, 0, nid, ctx)
