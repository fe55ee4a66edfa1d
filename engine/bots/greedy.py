"""The `greedy` bot: one-step look-ahead. Each legal action is tried on a clone
(chance resolved by the clone's own RNG) and the state is valued by the heuristic;
an opponent's forced reply inside the turn (give or lose, R-BON-I) is made by the same
heuristic from that opponent's seat. Ties are broken by the bot's seeded RNG.
`long_game=False` values game-end bonuses and majorities as they stand now, not as
projected to the game end (the greedy bot before issue 14's long-game heuristic).
Die placement (R-B-1, the most options by far) is first ranked by a cheap estimate
(`place_gains`) and only the best `SHORTLIST` are played out; `exact=True` plays out
every option (the greedy bot before issue 15's shortlist)."""
from __future__ import annotations

import random

from engine.core.action import Action
from .heuristic import Context, place_gains, state_value
from .surplus_steps import surplus_step

# decisions an opponent makes in the middle of another player's turn
REPLY_DECISIONS = frozenset({"opp"})
# how many die placements, best estimated first, are played out exactly
SHORTLIST = 5


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0, long_game: bool = True, exact: bool = False):
        self.rng = random.Random(seed)
        self.long_game = long_game
        self.exact = exact

    def choose(self, state) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        walk = surplus_step(state)
        if walk is not None:
            return walk
        seat = state.current_player
        if not self.exact and state.decision == "place" and len(actions) > SHORTLIST:
            actions = shortlist(state, seat, actions, self.long_game)
        return best_action(state, seat, actions, settle=True, rng=self.rng,
                           long_game=self.long_game)


def shortlist(state, seat: int, actions, long_game: bool = True) -> list:
    """The `SHORTLIST` place actions of highest `place_gains`, in their legal order."""
    gains = place_gains(state, seat, actions, Context(state, long_game))
    ranked = sorted(range(len(actions)), key=lambda i: -gains[i])[:SHORTLIST]
    return [actions[i] for i in sorted(ranked)]


def best_action(state, seat: int, actions, settle: bool,
                rng: random.Random | None = None, long_game: bool = True) -> Action:
    """The action of highest `action_value`; ties broken by `rng` (else the first)."""
    best: list = []
    best_v = None
    for a in actions:
        v = action_value(state, seat, a, settle, long_game)
        if best_v is None or v > best_v + 1e-9:
            best, best_v = [a], v
        elif v >= best_v - 1e-9:
            best.append(a)
    if rng is None or len(best) == 1:
        return best[0]
    return best[rng.randrange(len(best))]


def action_value(state, seat: int, action, settle: bool = True,
                 long_game: bool = True) -> float:
    """The heuristic value for `seat` after `action` (and opponents' replies)."""
    c = state.clone()
    c.apply(action)
    if settle:
        for _ in range(8):
            if c.is_terminal or c.decision not in REPLY_DECISIONS or c.current_player == seat:
                break
            opp = c.current_player
            c.apply(best_action(c, opp, c.legal_actions(), settle=False,
                                long_game=long_game))
    return state_value(c, seat, Context(c, long_game))
