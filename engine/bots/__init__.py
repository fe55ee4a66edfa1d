"""Bots: objects with `name` and `choose(state) -> Action` for `state.current_player`.

`make_bot("greedy", seed)` builds one; a spec may carry a budget: `mcts:400` (400
iterations per decision) or `mcts:0.5s` (half a second per decision).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from engine.core.errors import OptionError

from .greedy import GreedyBot
from .mcts import MCTSBot
from .random_bot import RandomBot

if TYPE_CHECKING:
    from engine.core.action import Action
    from engine.core.state import GameState


class Bot(Protocol):
    """What every bot is: a name, and the choice of an action for `state.current_player`."""
    name: str

    def choose(self, state: GameState) -> Action: ...


BOTS = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}
MAX_ITERATIONS = 1_000_000     # an mcts budget per decision, so that a spec never hangs
MAX_SECONDS = 600.0


def make_bot(spec: str, seed: int = 0) -> Bot:
    """A bot from its name (optionally `mcts:ITERATIONS` or `mcts:SECONDSs`)."""
    name, _, budget = spec.partition(":")
    cls = BOTS.get(name)
    if cls is None:
        raise OptionError(f"coimbra: unknown bot {name!r} (bots: {', '.join(BOTS)})")
    if not budget:
        return cls(seed=seed)
    if cls is not MCTSBot:
        raise OptionError(f"coimbra: bot {name!r} takes no budget (in {spec!r})")
    bad = OptionError(f"coimbra: bad mcts budget {budget!r} in {spec!r} (use e.g. "
                     f"mcts:400, 1-{MAX_ITERATIONS} iterations, or mcts:0.5s, more than "
                     f"0 and at most {MAX_SECONDS:g} seconds)")
    try:
        if budget.endswith("s"):
            seconds = float(budget[:-1])
            if not 0 < seconds <= MAX_SECONDS:      # also refuses nan and inf
                raise bad
            return MCTSBot(seed=seed, time_limit=seconds)
        iterations = int(budget)
    except ValueError:
        raise bad from None
    if not 1 <= iterations <= MAX_ITERATIONS:
        raise bad
    return MCTSBot(seed=seed, iterations=iterations)


def parse_bots(text: str) -> list[str]:
    """A comma-separated bot list; every name is checked."""
    specs = [s.strip() for s in text.split(",") if s.strip()]
    if not specs:
        raise OptionError("coimbra: --bots needs at least one bot name")
    for s in specs:
        make_bot(s, 0)
    return specs


__all__ = ["BOTS", "Bot", "make_bot", "parse_bots", "RandomBot", "GreedyBot", "MCTSBot"]
