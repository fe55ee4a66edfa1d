"""The `mcts` bot: single-observer information-set Monte Carlo tree search.

Each iteration determinizes the hidden information on a clone (`GameState.determinize`:
the character stack reshuffled within each back, R-SET-8, and the chance RNG reseeded,
so future draws and dice rolls, R-A-1, are not known to the bot) — then
descends the shared tree by UCT over the actions legal in that determinization
(availability counts), expands one action, and values the leaf with the heuristic's
per-seat win estimate. Each node's reward is taken from the seat that chose it
(max^n for 2-4 players). The most visited root action is played.

The default budget, 100 iterations, comes from the measured strength curve against
greedy (`benchmarks/mcts_budget.py`, paired 2-player games, the heuristic before the
long game): 10 iterations win 51% (300 games), 30 win 67% (300), 100 win 76% (143,
95% 68-82%) and 300 win 80% (50, 95% 67-89%) at three times the CPU: the gain levels
off after 100.
"""
from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING, Optional

from engine.core.action import Action
from .valuation.value import win_values
from .surplus_steps import surplus_step

if TYPE_CHECKING:
    from engine.core.state import GameState

DEFAULT_ITERATIONS = 100
EXPLORATION = 0.15


class _Node:
    __slots__ = ("action", "seat", "children", "visits", "avail", "total", "state")

    def __init__(self, action: Optional[Action], seat: Optional[int],
                 state: Optional[GameState] = None):
        self.action = action
        self.seat = seat            # the seat that chose `action` to reach this node
        self.children: dict[str, "_Node"] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        # the state here when the line to it draws nothing hidden: then it is the same in
        # every determinization, and later iterations start from it instead of replaying
        self.state = state


class MCTSBot:
    name = "mcts"

    def __init__(self, seed: int = 0, iterations: Optional[int] = None,
                 time_limit: Optional[float] = None, exploration: float = EXPLORATION):
        self.rng = random.Random(seed)
        self.iterations = iterations if iterations is not None else (
            None if time_limit is not None else DEFAULT_ITERATIONS)
        self.time_limit = time_limit
        self.exploration = exploration

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        walk = surplus_step(state)
        if walk is not None:
            return walk
        root = _Node(None, None)
        deadline = (time.perf_counter() + self.time_limit) if self.time_limit else None
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self._iterate(root, state)
            done += 1
        by_key = {a.key: a for a in actions}
        best = max((ch for k, ch in root.children.items() if k in by_key),
                   key=lambda ch: (ch.visits, ch.total), default=None)
        if best is None or best.action is None:     # (a child always has its action)
            return actions[0]
        return by_key[best.action.key]

    def _iterate(self, root: _Node, state: GameState) -> None:
        node = root
        path = [root]
        c = self.exploration
        log, sqrt = math.log, math.sqrt
        d = state           # shared (never changed here) until `own` is set
        own = False
        while not d.is_terminal:
            legal = d.legal_actions()
            children = node.children
            if len(children) < len(legal) or any(a.key not in children for a in legal):
                untried = [a for a in legal if a.key not in children]
                a = untried[self.rng.randrange(len(untried))]
                if not own:
                    d = d.clone()
                    d.determinize(self.rng, lazily=True)
                seat = d.current_player
                d.apply(a)
                child = _Node(a, seat, d if d.hidden is not None else None)
                children[a.key] = child
                path.append(child)
                break
            best, best_u = None, -1.0
            for a in legal:
                ch = children[a.key]
                ch.avail += 1
                u = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if u > best_u:
                    best, best_u = ch, u
            assert best is not None             # a state not over has legal actions
            assert best.action is not None      # a child is reached by its action
            if not own and best.state is not None:
                d = best.state                  # the same in every world: no replay
            else:
                if not own:
                    d = d.clone()
                    d.determinize(self.rng, lazily=True)
                    own = True
                d.apply(best.action)
            node = best
            path.append(best)
        values = win_values(d)
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.total += values[n.seat]
