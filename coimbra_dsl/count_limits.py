"""Counts of a loaded rule set against `limits`: a rule set holding more
components, rounds, dice, players ... than the limits is refused with a `RuleLimitError`
before any check or game runs, so that every later step has bounded work."""
from __future__ import annotations

from .errors import RuleLimitError, Span
from .limits import (MAX_CAP, MAX_COMPONENTS, MAX_CORNERS, MAX_DICE, MAX_DICE_PER_PLAYER, MAX_DIE_TOKENS,
                     MAX_DISKS, MAX_MAP_NODES, MAX_PLAYERS, MAX_ROADS, MAX_ROUNDS,
                     MAX_ROW_CARDS, MAX_START_GROUP)
from .model import RuleSet


def count_limits(rules: RuleSet, where: Span) -> list[RuleLimitError]:
    """Every count over its limit; `where` stands for the rule set as a whole."""
    out: list[RuleLimitError] = []

    def over(n: int, limit: int, what: str, span: Span = where) -> None:
        if n > limit:
            out.append(RuleLimitError(f"{what}: {n} is more than the limit {limit}", span,
                                      rules.sources.get(span.path)))

    for kind in ("characters", "monasteries", "voyages", "favors"):
        over(len(getattr(rules, kind)), MAX_COMPONENTS, kind)
    over(len(rules.map.nodes), MAX_MAP_NODES, "map locations", rules.map.span)
    over(len(rules.map.roads), MAX_ROADS, "map roads", rules.map.span)
    over(len(rules.map.corners()), MAX_CORNERS, "map corners", rules.map.span)
    c = rules.constants
    over(sum(c.dice.values()), MAX_DICE, "dice")
    for name, value, limit in (
            ("dice per player", c.dice_per_player, MAX_DICE_PER_PLAYER),
            ("die tokens", c.die_tokens, MAX_DIE_TOKENS), ("disks", c.disks, MAX_DISKS),
            ("row cards", c.row_cards, MAX_ROW_CARDS),
            ("start group", c.start_group_size, MAX_START_GROUP),
            ("limit coins", c.cap_coins, MAX_CAP), ("limit guards", c.cap_guards, MAX_CAP),
            ("limit influence", c.cap_influence, MAX_CAP)):
        over(value, limit, f"constants: {name}")
    for players, table in rules.setups.items():
        over(players, MAX_PLAYERS, "setup: players", table.span)
        over(table.rounds, MAX_ROUNDS, f"setup for {players} players: rounds", table.span)
        tokens = sum(len(v) for v in table.die_tokens.values())
        over(tokens, MAX_DIE_TOKENS, f"setup for {players} players: die tokens", table.span)
    return out
