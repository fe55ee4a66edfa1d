"""Setup feasibility per player count, through the constraint solver (R-SET, R-RND-1).

For every player count a rule set has a setup table for, each setup step is posed as
a small constraint problem over what it deals out (cards per round, start cards per
group, dice kept per colour, die tokens per city, voyages drawn, monastery tiles per
space colour, starting corners per pilgrim). A step without a solution is reported
with the player count and what it needs against what there is, e.g.
"3 players: round 4 needs 12 character cards, the stack has 9".
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import constraint

from .errors import Span
from .model import RuleSet, SetupTable
from .vocab import Back, Location

CITY_ROWS = tuple(loc for loc in Location if loc is not Location.CASTLE)   # R-SET-9


@dataclass(frozen=True)
class Infeasible:
    """A setup step that cannot be carried out for `players` players."""
    players: int
    message: str
    span: Span


def solvable(problem: constraint.Problem) -> bool:
    """True when the problem has a solution. python-constraint2 may raise ValueError
    (`min() arg is an empty sequence`) when a domain empties: that is no solution."""
    try:
        return problem.getSolution() is not None
    except ValueError:
        return False


def _deal(problem: constraint.Problem, names: list[str], n: int, have: int) -> None:
    """Variables for steps that each deal exactly `n` of `have` things: the one value
    such a step takes, constrained to what there is. Domains never grow with the numbers
    a rule file writes, so the solver's work stays linear in the steps."""
    problem.addVariables(names, [n])
    for name in names:
        problem.addConstraint(lambda v, have=have: 0 <= v <= have, [name])


def _start_groups(rules: RuleSet, table: SetupTable) -> Optional[str]:
    """R-SET-11: n groups of `start group` cards from the I stack."""
    p, size = table.players, rules.constants.start_group_size
    have = sum(1 for c in rules.characters.values() if c.back is Back.I)
    problem = constraint.Problem()
    groups = [f"group {g}" for g in range(1, p + 1)]
    _deal(problem, groups, size, have)
    problem.addConstraint(constraint.MaxSumConstraint(have), groups)
    if solvable(problem):
        return None
    return f"{p} start groups need {p * size} start cards, there are {have}"


def _dice_pool(rules: RuleSet, table: SetupTable) -> list[str]:
    """R-SET-5, R-B-1: removals within the dice there are; the pool gives every
    player `dice per player` dice."""
    p, owned = table.players, rules.constants.dice
    out = []
    problem = constraint.Problem()
    for colour, have in owned.items():
        removed = table.remove_dice.get(colour, 0)
        _deal(problem, [colour.value], have - removed, have)
    for colour, removed in table.remove_dice.items():
        have = owned.get(colour, 0)
        if removed > have:
            out.append(f"removes {removed} {colour} dice, there are {have}")
    if out:
        return out
    need = rules.constants.dice_per_player * p
    if owned:
        problem.addConstraint(constraint.MinSumConstraint(need), [c.value for c in owned])
    if not owned or not solvable(problem):
        pool = sum(owned.values()) - sum(table.remove_dice.values())
        out.append(f"{p} players need {need} dice, the pool has {pool}")
    return out


def _die_tokens(rules: RuleSet, table: SetupTable) -> Optional[str]:
    """R-SET-3: the tokens placed on the cities come from the die tokens there are."""
    owned = rules.constants.die_tokens
    used = sum(len(v) for v in table.die_tokens.values())
    problem = constraint.Problem()
    names = []
    for loc, values in table.die_tokens.items():
        _deal(problem, [loc.value], len(values), owned)
        names.append(loc.value)
    if names:
        problem.addConstraint(constraint.MaxSumConstraint(owned), names)
    if not names or solvable(problem):
        return None
    return f"the setup uses {used} die tokens, there are {owned}"


def _voyages(rules: RuleSet, table: SetupTable) -> Optional[str]:
    """R-SET-4: draw the voyages from those there are."""
    have = len(rules.voyages)
    problem = constraint.Problem()
    _deal(problem, ["drawn"], table.voyages, have)
    if solvable(problem):
        return None
    return f"draws {table.voyages} voyages, there are {have}"


def _monasteries(rules: RuleSet) -> list[str]:
    """R-SET-1: every space of a colour gets a tile of the back that colour holds."""
    out = []
    pm = rules.map
    per_colour: dict[str, int] = {}
    for n in pm.nodes.values():
        if n.kind == "space":
            per_colour[n.colour] = per_colour.get(n.colour, 0) + 1
    for back in Back:
        colours = sorted(c for c, b in pm.space_colours.items() if b is back)
        spaces = {c: per_colour.get(c, 0) for c in colours}
        need = sum(spaces.values())
        have = sum(1 for m in rules.monasteries.values() if m.back is back)
        if not need:
            continue
        problem = constraint.Problem()
        for colour, n in spaces.items():
            _deal(problem, [colour], n, have)
        problem.addConstraint(constraint.MaxSumConstraint(have), list(spaces))
        if not solvable(problem):
            where = " and ".join(f"{n} {c}" for c, n in spaces.items())
            out.append(f"the map's {where} spaces need {need} monasteries with back "
                       f"{back}, there are {have}")
    return out


def _corners(rules: RuleSet, table: SetupTable) -> Optional[str]:
    """R-SET-12: each pilgrim starts on a different corner of Coimbra."""
    p, corners = table.players, rules.map.corners()
    problem = constraint.Problem()
    pilgrims = [f"pilgrim {i}" for i in range(1, p + 1)]
    problem.addVariables(pilgrims, corners or [None])
    problem.addConstraint(constraint.AllDifferentConstraint(), pilgrims)
    if corners and solvable(problem):
        return None
    return f"{p} pilgrims need {p} starting corners, the map has {len(corners)}"


def _rounds(rules: RuleSet, table: SetupTable) -> Optional[str]:
    """R-SET-8, R-SET-9, R-RND-1: every round the II+III stack fills the 12 display
    slots. All rounds are posed at once; when they cannot all be dealt, the first round
    that cannot is named (the stack runs out after `stack // per_round` rounds)."""
    stack = sum(1 for c in rules.characters.values() if c.back is not Back.I)
    per_round = rules.constants.row_cards * len(CITY_ROWS)
    problem = constraint.Problem()
    rounds = [f"round {r}" for r in range(1, table.rounds + 1)]
    if not rounds:
        return None
    _deal(problem, rounds, per_round, stack)
    problem.addConstraint(constraint.MaxSumConstraint(stack), rounds)
    if solvable(problem):
        return None
    r = stack // per_round + 1 if per_round else 1
    left = max(stack - per_round * (r - 1), 0)
    return f"round {r} needs {per_round} character cards, the stack has {left}"


def _flags(rules: RuleSet, table: SetupTable) -> Optional[str]:
    """R-SET-7, R-D-1: a flag (with its crowns) for every player."""
    have = len(rules.constants.flag_crowns)
    if have >= table.players:
        return None
    return f"{table.players} players need crowns for {table.players} flags, " \
           f"flag crowns lists {have}"


def infeasible(rules: RuleSet) -> list[Infeasible]:
    """Every setup step that fails, for every player count with a setup table
    (monastery tiles per space colour do not depend on it: `players` 0)."""
    out = [Infeasible(0, m, rules.map.span) for m in _monasteries(rules)]
    for players in sorted(rules.setups):
        table = rules.setups[players]
        found: list[Optional[str]] = [
            _start_groups(rules, table), *_dice_pool(rules, table),
            _die_tokens(rules, table), _voyages(rules, table),
            _corners(rules, table), _flags(rules, table), _rounds(rules, table)]
        out.extend(Infeasible(players, f"{players} players: {m}", table.span)
                   for m in found if m)
    return out
