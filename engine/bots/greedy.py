"""The `greedy` bot: the option of highest estimated gain. Each legal action's gain is
estimated from the state as it is, by what it would change of the heuristic value
(`gains`): no copy of the state is made, so a decision costs a few times a
random one. Ties are broken by the bot's seeded RNG.

`exact=True` is the look-ahead greedy bot: every legal action is tried on a clone
(chance resolved by the clone's own RNG) and the state valued by the heuristic, an
opponent's forced reply inside the turn (give or lose, R-BON-I) made by the same
heuristic from that opponent's seat. The estimates were built to agree with it
(benchmarks/greedy_agreement.py) and play as strong (benchmarks/long_game.py --versus
exact). `long_game=False` values game-end bonuses and majorities as they stand now, not
as projected to the game end.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.core.action import Action
from .valuation.gains import option_gains
from .valuation import Context, state_value
from .surplus_steps import surplus_step

if TYPE_CHECKING:
    from engine.core.state import GameState

# decisions an opponent makes in the middle of another player's turn
REPLY_DECISIONS = frozenset({"opp"})


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0, long_game: bool = True, exact: bool = False):
        self.rng = random.Random(seed)
        self.long_game = long_game
        self.exact = exact

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        walk = surplus_step(state)
        if walk is not None:
            return walk
        seat = state.current_player
        assert seat is not None             # a bot is asked only while a decision is pending
        if not self.exact:
            gains = option_gains(state, seat, actions, Context(state, self.long_game))
            if gains is not None:       # None: a decision kind without an estimate
                return best_of(actions, gains, self.rng)
        return best_action(state, seat, actions, settle=True, rng=self.rng,
                           long_game=self.long_game)


def best_of(actions, values, rng: random.Random | None = None) -> Action:
    """The action of highest value; ties (within 1e-9) broken by `rng` (else the first)."""
    top = max(values)
    cut = top - 1e-9
    i = values.index(top)
    if len(values) == 1 or max(values[:i] + values[i + 1:]) < cut:     # no tie to break
        return actions[i]
    best = [a for a, v in zip(actions, values) if v >= cut]
    if rng is None or len(best) == 1:
        return best[0]
    return best[rng.randrange(len(best))]


def best_action(state: GameState, seat: int, actions, settle: bool,
                rng: random.Random | None = None, long_game: bool = True) -> Action:
    """The action of highest `action_value`; ties broken by `rng` (else the first)."""
    return best_of(actions, [action_value(state, seat, a, settle, long_game)
                             for a in actions], rng)


def action_value(state: GameState, seat: int, action, settle: bool = True,
                 long_game: bool = True) -> float:
    """The heuristic value for `seat` after `action` (and opponents' replies)."""
    c = state.clone()
    c.apply(action)
    if settle:
        for _ in range(8):
            if c.is_terminal or c.decision not in REPLY_DECISIONS or c.current_player == seat:
                break
            opp = c.current_player
            assert opp is not None          # a game not over has a decision pending
            c.apply(best_action(c, opp, c.legal_actions(), settle=False,
                                long_game=long_game))
    return state_value(c, seat, Context(c, long_game))
