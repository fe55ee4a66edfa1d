"""An action whose effects fail midway (`WorkLimitError`) leaves the state as it
was before the action: same JSON, same legal actions, and the game plays on to the end —
on a fresh game, a clone, a loaded save, a position and determinized states. The limit is
lowered on the base game to make ordinary actions overrun it; `test_hostile_mods.py`
checks the limit itself on a real loop."""
from __future__ import annotations

import random

import pytest

from coimbra_dsl import load_ruleset
from engine.core.errors import WorkLimitError
from engine import Game, GameState
from engine.core import state as state_module

RULES = load_ruleset("base")
LOW = 25        # automatic steps: some actions of the base game need more


@pytest.fixture
def limit(monkeypatch):
    """`limit(True)` lowers the work bound for the next action only: its own effects, not
    the replay that puts the state back; `limit(False)` disarms it."""
    armed = [False]
    run = GameState.run

    def run_once_low(self, events):
        if not armed[0]:
            return run(self, events)
        armed[0] = False
        normal = state_module.MAX_APPLY_WORK, state_module.WATCHED
        state_module.MAX_APPLY_WORK, state_module.WATCHED = LOW, 0
        try:
            return run(self, events)
        finally:
            state_module.MAX_APPLY_WORK, state_module.WATCHED = normal

    monkeypatch.setattr(GameState, "run", run_once_low)

    def arm(low: bool) -> None:
        armed[0] = low
    return arm


def mid_game(seed: int, moves: int) -> GameState:
    st = Game(RULES, players=3, seed=seed).new_state()
    rng = random.Random(seed)
    for _ in range(moves):
        st.apply(rng.choice(st.legal_actions()))
    return st


def play_through_failures(st: GameState, limit, seed: int) -> int:
    """Play `st` to the end at the low limit; after each failed action check the state is
    as before, then play another action (at the normal limit) on it and on a copy taken
    before the failure, which must stay equal. Returns the number of failures."""
    rng = random.Random(seed)
    failures = 0
    while not st.is_terminal:
        legal = st.legal_actions()
        before, hidden, twin = st.to_json(), st.hidden, st.clone()
        action = rng.choice(legal)
        limit(True)
        try:
            st.apply(action)
            continue
        except WorkLimitError as exc:
            assert "automatic steps" in str(exc) and "as it was" in str(exc)
            failures += 1
        finally:
            limit(False)
        assert st.to_json() == before
        assert st.hidden == hidden
        assert [a.key for a in st.legal_actions()] == [a.key for a in legal]
        assert st.legal_actions() == legal
        other = [a for a in legal if a.key != action.key] or [action]
        choice = rng.choice(other)
        assert st.apply(choice) == twin.apply(choice.key)
        assert st.to_json() == twin.to_json()
    assert st.winner is not None
    return failures


def test_a_failed_action_leaves_a_fresh_game_unchanged(limit):
    st = Game(RULES, players=3, seed=4).new_state()
    assert play_through_failures(st, limit, 4) > 0


def test_a_failed_action_leaves_a_clone_unchanged(limit):
    original = mid_game(5, 40)
    kept = original.to_json()
    st = original.clone()
    assert play_through_failures(st, limit, 5) > 0
    assert original.to_json() == kept


def test_a_failed_action_leaves_a_loaded_save_unchanged(limit):
    st = GameState.from_json(mid_game(6, 60).to_json(), RULES)
    assert play_through_failures(st, limit, 6) > 0


def test_a_failed_action_leaves_a_position_unchanged(limit):
    st = GameState.from_position(RULES, mid_game(7, 30).position())
    assert play_through_failures(st, limit, 7) > 0


@pytest.mark.parametrize("lazily", [True, False])
def test_a_failed_action_leaves_a_determinized_state_unchanged(limit, lazily):
    """A search bot's world (`determinize`): lazy redraws are replayed with the actions,
    an eager one starts a new origin; both put a failed action back exactly."""
    st = mid_game(8, 25).clone()
    st.determinize(random.Random(1), lazily=lazily)
    for _ in range(10):
        st.apply(st.legal_actions()[0])
    st.determinize(random.Random(2), lazily=True)       # a second, still unrevealed
    assert play_through_failures(st, limit, 8) > 0

