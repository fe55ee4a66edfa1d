"""The observation tensor and text of a seat: a named layout that covers the
tensor, values in range, seats relative to the observer, nothing hidden (a redrawn stack
or RNG gives the same tensor), and the same text after a save round trip.
"""
from __future__ import annotations

import random
from functools import lru_cache

import numpy as np
import pytest

import coimbra_dsl
from engine import Game, GameState
from engine.adapters.observation_tensor import (VP_SCALE, encoder_of, observation_layout,
                                                observation_tensor, observation_text)


@lru_cache(maxsize=None)
def rules(name: str = "base"):
    return coimbra_dsl.load_ruleset(name)


def states(players: int, seed: int, every: int = 7):
    """Every `every`-th state of a seeded random game, and the end."""
    state = Game(rules(), players=players, seed=seed).new_state()
    rng = random.Random(seed)
    k = 0
    while not state.is_terminal:
        if k % every == 0:
            yield state.clone()
        state.apply(rng.choice(state.legal_actions()))
        k += 1
    yield state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_layout_names_every_slice_and_covers_the_tensor(players):
    layout = observation_layout(rules(), players)
    names = [s.name for s in layout]
    assert len(set(names)) == len(names)
    at = 0
    for s in layout:
        assert s.start == at and s.stop - s.start == int(np.prod(s.shape)) and s.meaning
        at = s.stop
    assert at == encoder_of(rules(), players).size


@pytest.mark.parametrize("players", [2, 4])
def test_values_stay_in_range_and_the_size_never_changes(players):
    enc = encoder_of(rules(), players)
    for state in states(players, seed=players):
        for seat in range(players):
            x = observation_tensor(state, seat)
            assert x.dtype == np.float32 and x.shape == (enc.size,)
            parts = enc.unflatten(x)
            assert np.isfinite(x).all()
            for name, part in parts.items():
                if name != "vp" and part.size:
                    assert part.min() >= 0.0 and part.max() <= 1.0, name
            for name in ("phase", "decision", "to_move", "cap", "winner"):
                assert float(parts[name].sum()) == 1.0, name
            assert (parts["pilgrim"].sum(axis=1) == 1.0).all()


def test_seats_are_relative_to_the_observer():
    state = next(s for i, s in enumerate(states(3, seed=5)) if i == 6)
    for seat in range(3):
        parts = encoder_of(rules(), 3).unflatten(observation_tensor(state, seat))
        for r in range(3):
            p = state.players[(seat + r) % 3]
            assert parts["coins"][r] == pytest.approx(p.coins / rules().constants.cap_coins)
            assert parts["vp"][r] == pytest.approx(p.vp / VP_SCALE)
            held = {cid for cid, on in zip(rules().characters, parts["cards"][r]) if on}
            assert held == set(p.cards)
        assert parts["your_turn"][0] == (state.current_player == seat)


def test_nothing_hidden_reaches_the_tensor_R_SET_8():
    """Redrawing the stack's order and the RNG (what nobody has seen) changes nothing."""
    for state in states(2, seed=9, every=15):
        for k in range(3):
            other = state.clone()
            other.determinize(random.Random(k))
            for seat in range(2):
                assert np.array_equal(observation_tensor(state, seat),
                                      observation_tensor(other, seat))


def test_the_tensor_tells_states_apart():
    seen = [observation_tensor(s, 0) for s in states(2, seed=4, every=5)]
    assert all(not np.array_equal(a, b) for a, b in zip(seen, seen[1:]))


def test_the_text_names_the_seats_and_survives_a_save_round_trip():
    for state in states(2, seed=2, every=20):
        loaded = GameState.from_json(state.to_json(), rules())
        for seat in range(2):
            text = observation_text(state.observation(seat))
            assert text == observation_text(loaded.observation(seat))
            assert f"P{seat + 1} (you)" in text
            assert text.splitlines()[0].startswith(f"round {state.round} · phase {state.phase}")
    assert "winner P" in observation_text(state.observation(0))


def test_a_variant_gets_its_own_layout():
    variant = coimbra_dsl.load_ruleset("rulebook-die-tokens")
    state = Game(variant, players=2, seed=1).new_state()
    x = observation_tensor(state, 0)
    assert x.shape == (encoder_of(variant, 2).size,)


def test_docs_show_the_two_player_layout():
    from pathlib import Path
    doc = (Path(__file__).resolve().parent.parent / "docs" / "ADAPTERS.md").read_text("utf-8")
    for s in observation_layout(rules(), 2):
        assert f"| `{s.name}` | {s.start}..{s.stop - 1} | {s.shape} | {s.meaning} |" in doc


def test_every_decision_kind_of_the_engine_has_its_place():
    from engine.core.tasks import DECIDE
    from engine.adapters.observation_tensor import DECISIONS
    assert "place" in DECIDE and set(DECIDE) <= set(DECISIONS)


RULES = ["base", "cabo-verde-tracks", "rulebook-colours", "rulebook-die-tokens",
         "two-player-gap-only"]


@pytest.mark.parametrize("name", RULES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_tensor_from_the_state_is_the_encoded_observation(name, players):
    """The fast path (straight from the state, rewriting only what changed) gives the
    tensor of `observation(seat)`: stepping one state, then over the same positions as
    clones in a shuffled order (every field differs from the last one seen)."""
    ruleset = rules() if name == "base" else coimbra_dsl.load_ruleset(name)
    enc = encoder_of(ruleset, players)
    seen = []
    for seed in range(2):
        state = Game(ruleset, players=players, seed=seed).new_state()
        rng = random.Random(seed)
        while True:
            seat = rng.randrange(players)
            assert np.array_equal(enc.tensor(state, seat),
                                  enc.encode(state.observation(seat)))
            seen.append(state.clone())
            if state.is_terminal:
                break
            state.apply(rng.choice(state.legal_actions()))
    random.Random(players).shuffle(seen)
    for k, state in enumerate(seen):
        seat = k % players
        assert np.array_equal(observation_tensor(state, seat),
                              enc.encode(state.observation(seat)))


def test_a_state_changed_by_hand_gets_its_own_tensor():
    """The memo compares every public field with its copy, so a change made outside
    `apply` (a position set up by hand) shows too."""
    state = next(s for i, s in enumerate(states(3, seed=8)) if i == 5)
    enc = encoder_of(rules(), 3)
    enc.tensor(state, 0)
    p = state.players[1]
    p.coins += 1
    p.cards.append(next(c for c in rules().characters if c not in p.cards))
    p.influence[2] += 1
    city = next(c for c in state.display if state.display[c])
    state.display[city].pop()
    state.pool = state.pool[1:]
    for seat in range(3):
        assert np.array_equal(enc.tensor(state, seat), enc.encode(state.observation(seat)))


def test_the_list_is_the_tensor_and_a_changed_list_changes_nothing():
    """`tensor_list` (OpenSpiel's Python API) is the tensor as floats; each call gives a
    new list, so a caller writing into one does not spoil the next."""
    enc = encoder_of(rules(), 2)
    state = Game(rules(), players=2, seed=3).new_state()
    rng = random.Random(3)
    while not state.is_terminal:
        for seat in range(2):
            got = enc.tensor_list(state, seat)
            assert got == enc.encode(state.observation(seat)).tolist()
            got[:] = [9.0] * len(got)
        state.apply(rng.choice(state.legal_actions()))
    assert enc.tensor_list(state, 0) == enc.encode(state.observation(0)).tolist()


def test_a_bad_seat_for_the_tensor_is_one_clear_error():
    state = Game(rules(), players=2, seed=0).new_state()
    for seat in (2, -1, "0"):
        with pytest.raises(coimbra_dsl.CoimbraError, match="no seat"):
            observation_tensor(state, seat)
