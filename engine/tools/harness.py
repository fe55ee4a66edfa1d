"""The shared random-play harness: seeded random games with invariants checked after
every action (used by tests, benchmarks and reliability runs)."""
from __future__ import annotations

import random
from typing import Callable, Optional

from coimbra_dsl.model import RuleSet

from engine.core.game import Game
from engine.core.invariants import InvariantError, check_invariants  # noqa: F401 (re-exported for callers)
from engine.core.state import GameState


def random_policy(rng: random.Random) -> Callable:
    def choose(st: GameState, actions):
        return actions[rng.randrange(len(actions))]
    return choose


def random_moves(st: GameState, count: int, rng: random.Random) -> GameState:
    """Apply up to `count` uniformly random legal actions to `st` (fewer if the game
    ends); returns `st`. Reaches arbitrary positions for scenario and property tests."""
    for _ in range(count):
        if st.is_terminal:
            break
        actions = st.legal_actions()
        st.apply(actions[rng.randrange(len(actions))])
    return st


def play_random_game(rules: RuleSet, players: int, seed: int,
                     check: Optional[Callable[[GameState], None]] = None,
                     policy: Optional[Callable] = None,
                     max_actions: int = 20000) -> GameState:
    """Play a seeded game with uniformly random legal actions; `check(state)` runs after
    setup and after every action (e.g. `check_invariants`). Returns the final state."""
    st = Game(rules, players=players, seed=seed).new_state()
    choose = policy or random_policy(random.Random(seed * 7919 + players))
    if check:
        check(st)
    for _ in range(max_actions):
        if st.is_terminal:
            return st
        actions = st.legal_actions()
        st.apply(choose(st, actions))
        if check:
            check(st)
    raise InvariantError(f"seed {seed}, {players} players: no end after {max_actions} actions")
