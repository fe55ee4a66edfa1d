"""The fixed action space of a rule set: every key the engine offers in random
games is numbered, numbers and keys map both ways, the mask is the legal actions, and the
numbering is stable for a rule set fingerprint (golden: tests/golden/base_action_space.txt).
"""
from __future__ import annotations

import hashlib
import os
import random
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import coimbra_dsl
from coimbra_dsl.loader import builtin_names
from engine import Action, Game, IllegalAction
from golden_text import assert_golden, key_lines  # noqa: E402
from engine.adapters.action_space import ActionSpaceError, action_space

REPO = Path(__file__).resolve().parent.parent
GOLDEN = REPO / "tests" / "golden" / "base_action_space.txt"
VARIANTS = [name for name in builtin_names() if name != "base"]


@lru_cache(maxsize=None)
def rules(name: str):
    return coimbra_dsl.load_ruleset(name)


def offered_keys(name: str, games: int) -> set[str]:
    """Every legal key met in `games` random games (2, 3 and 4 players in turn)."""
    seen: set[str] = set()
    for g in range(games):
        state = Game(rules(name), players=2 + g % 3, seed=g).new_state()
        rng = random.Random(g)
        while not state.is_terminal:
            actions = state.legal_actions()
            seen.update(a.key for a in actions)
            state.apply(actions[rng.randrange(len(actions))])
    return seen


def test_every_legal_key_of_500_random_games_on_base_is_in_the_space():
    space = action_space(rules("base"))
    missing = offered_keys("base", 500) - set(space.keys)
    assert not missing, f"keys the engine offers outside the action space: {sorted(missing)}"


@pytest.mark.parametrize("name", VARIANTS)
def test_every_legal_key_of_60_random_games_on_each_variant_is_in_the_space(name):
    space = action_space(rules(name))
    assert not offered_keys(name, 60) - set(space.keys)


@pytest.mark.slow
@pytest.mark.parametrize("name", VARIANTS)
def test_every_legal_key_of_500_random_games_on_each_variant_is_in_the_space(name):
    assert not offered_keys(name, 500) - set(action_space(rules(name)).keys)


def test_numbers_and_keys_map_both_ways():
    space = action_space(rules("base"))
    assert len(set(space.keys)) == len(space)
    for i, key in enumerate(space.keys):
        assert space.key(i) == key == space.action(i).key and space.index(key) == i
        assert space.index(Action.parse(key)) == i       # an Action is accepted too
        assert str(Action.parse(key)) == key             # every key is a well-formed key


@pytest.mark.parametrize("bad", [-1, 10 ** 6, True, 1.5, "3", None])
def test_a_number_outside_the_space_is_refused_in_words(bad):
    with pytest.raises(ActionSpaceError, match="no action numbered"):
        action_space(rules("base")).key(bad)


def test_a_key_outside_the_space_is_refused_in_words():
    with pytest.raises(ActionSpaceError, match="not in the action space of base:"):
        action_space(rules("base")).index("take card=nobody")


@settings(max_examples=12, deadline=None, derandomize=True)
@given(name=st.sampled_from(["base", *VARIANTS]), players=st.sampled_from([2, 3, 4]),
       seed=st.integers(0, 10 ** 6))
def test_the_mask_marks_exactly_the_legal_actions_R_LIM_5(name, players, seed):
    space = action_space(rules(name))
    state = Game(rules(name), players=players, seed=seed).new_state()
    rng = random.Random(seed)
    while not state.is_terminal:
        mask = space.mask(state)
        legal = space.legal(state)
        assert mask.dtype == np.int8 and mask.shape == (len(space),)
        assert list(np.flatnonzero(mask)) == legal == sorted(legal)
        assert {space.key(i) for i in legal} == {a.key for a in state.legal_actions()}
        state.apply(space.action(rng.choice(legal)))
    assert not space.mask(state).any()


def test_masked_out_numbers_are_illegal_and_change_nothing():
    space = action_space(rules("base"))
    state = Game(rules("base"), players=2, seed=3).new_state()
    before = state.to_json()
    illegal = int(np.flatnonzero(space.mask(state) == 0)[0])
    with pytest.raises(IllegalAction):
        state.apply(space.key(illegal))
    assert state.to_json() == before


def test_sections_are_contiguous_and_cover_the_space():
    space = action_space(rules("base"))
    at = 0
    for _name, start, stop in space.sections:
        assert start == at and stop >= start
        at = stop
    assert at == len(space)
    assert space.section_of(space.index("distress")) == "distress"
    assert space.section_of(space.index("place die=white-6 at=castle")) == "place"
    table = space.table()
    assert table.splitlines()[0] == f"action space of {space.fingerprint}: {len(space)} actions"
    assert "place" in table and "steps" in table


def test_the_space_is_built_from_the_rule_set():
    """A mod's new card and the map's nodes appear; the base set's fingerprint differs."""
    mod = coimbra_dsl.load_ruleset(str(REPO / "examples" / "lisbon-harbour"))
    space, base = action_space(mod), action_space(rules("base"))
    assert "take card=mestre_de_naus" in space.keys
    assert "take card=mestre_de_naus" not in base.keys
    assert space.fingerprint != base.fingerprint
    for node in rules("base").map.nodes:
        if any(r.b == node or (r.a == node and not r.one_way) for r in rules("base").map.roads):
            assert f"step to={node}" in base.keys
    for vid in rules("base").voyages:
        assert f"invest voyage={vid}" in base.keys


def _digest(keys) -> str:
    return hashlib.sha256("\n".join(keys).encode()).hexdigest()


def test_the_numbering_is_the_same_in_a_fresh_interpreter_with_another_hash_seed():
    code = ("import coimbra_dsl, hashlib; from engine.adapters.action_space import action_space;"
            "s = action_space(coimbra_dsl.load_ruleset('base'));"
            "print(hashlib.sha256(chr(10).join(s.keys).encode()).hexdigest())")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, cwd=REPO, check=True).stdout.strip()
    assert out == _digest(action_space(rules("base")).keys)


def test_the_base_numbering_matches_its_golden():
    """Renumbering base breaks trained policies: regenerate only on purpose with
    COIMBRA_REGEN_GOLDEN=1 (and say so in the commit)."""
    space = action_space(rules("base"))
    assert_golden(GOLDEN, key_lines({"size": len(space)}, space.keys),
                  "COIMBRA_REGEN_GOLDEN=1 python -m pytest tests/test_action_space.py -k golden")


def test_docs_show_the_base_action_space():
    doc = (REPO / "docs" / "ADAPTERS.md").read_text(encoding="utf-8")
    assert action_space(rules("base")).table() in doc
