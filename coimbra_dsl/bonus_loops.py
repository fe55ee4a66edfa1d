"""Bonuses that resolve other bonuses, and the loops among them.

`reuse …`, `score game_end card` and `score up to N voyages` resolve the bonus of another
component. If a chain of them can come back to where it started, one action never ends:
two cards whose game-end bonus is "score a game-end card" score each other forever.
The components and what their bonuses can resolve form a directed graph (networkx);
every strongly connected part that holds a real loop is refused with the position of
each component in it. Pools ("every council card with a game-end bonus") stand between
a bonus and its targets, so the graph stays linear in the number of components.

Trades (R-BON-E) may be made any number of times, so a trade that costs nothing, or
gives at least the VP it takes, never ends either: `bad_trades` finds those.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Optional

from . import effects as fx
from .model import Character, Component, RuleSet
from .vocab import CardClass, Resource, Timing

if TYPE_CHECKING:
    import networkx as nx

TRADE_RESOURCES = (Resource.COINS, Resource.GUARDS)    # what the engine lets a player pay


@dataclass(frozen=True)
class BonusLoop:
    """Components whose bonuses can resolve each other without end: `members` in file
    order, `cycle` one loop through them (ids, first == last), `words` the effects."""
    members: tuple[Component, ...]
    cycle: tuple[str, ...]
    words: tuple[str, ...]


def _pool(kind: str, timing: Timing, cls: Optional[CardClass] = None) -> tuple:
    return ("pool", kind, timing.value, cls.value if cls else "")


def _targets(effect: fx.Effect) -> Iterable[tuple[tuple, str, bool]]:
    """(pool, word, excludes the source) for every bonus `effect` can resolve."""
    if isinstance(effect, fx.ScoreGameEnd):
        for cls in CardClass:
            yield _pool("bonus", Timing.GAME_END, cls), "score game_end card", True
    elif isinstance(effect, fx.Reuse):
        for cls in effect.classes or tuple(CardClass):
            yield _pool("plain", effect.timing, cls), f"reuse {effect.timing}", True
    elif isinstance(effect, fx.ScoreVoyages):
        yield _pool("voyages", Timing.GAME_END), "score voyages", False


def bonus_graph(rules: RuleSet) -> nx.DiGraph:
    """Components (their ids) -> pools they resolve (edge data: `word`, `excludes`);
    pools -> their members. A character is in the `bonus` pool of each timing it has and
    in the `plain` pool too when it has no `reuse` (a reuse never reuses a reuse)."""
    import networkx as nx       # imported when a rule set is checked, not with the package
    g = nx.DiGraph()
    for comp in rules.components():
        g.add_node(comp.id)
        reuses = False
        for bonus in comp.bonuses:
            for node in fx.walk(bonus.effect):
                reuses = reuses or isinstance(node, fx.Reuse)
                for pool, word, excludes in _targets(node):
                    g.add_edge(comp.id, pool, word=word, excludes=excludes)
        if isinstance(comp, Character):
            for bonus in comp.bonuses:
                g.add_edge(_pool("bonus", bonus.timing, comp.cls), comp.id)
                if not reuses:
                    g.add_edge(_pool("plain", bonus.timing, comp.cls), comp.id)
        elif comp.kind.value == "voyage":
            g.add_edge(_pool("voyages", Timing.GAME_END), comp.id)
    return g


def bonus_loops(rules: RuleSet) -> list[BonusLoop]:
    """Every loop of bonuses resolving bonuses (strongly connected parts, linear time).
    A pool that excludes the source (`reuse`, `score game_end card`) makes no loop of
    one component with itself; a part with two components always holds a real loop
    (the shortest path between two of them never passes a pool back to its source)."""
    import networkx as nx
    g = bonus_graph(rules)
    order = {comp.id: i for i, comp in enumerate(rules.components())}
    loops = []
    for part in nx.strongly_connected_components(g):
        members = sorted((n for n in part if isinstance(n, str)), key=order.__getitem__)
        if len(members) >= 2:
            start = members[0]
            pool, nxt = next((p, m) for p in g.successors(start) if p in part
                             for m in g.successors(p) if m in part and m != start)
            path = [start, *nx.shortest_path(g.subgraph(part), nxt, start)]
            path.insert(1, pool)
        elif members:
            start = members[0]
            pool = next((p for p in g.successors(start) if p in part
                         and not g.edges[start, p]["excludes"] and g.has_edge(p, start)), None)
            if pool is None:
                continue
            path = [start, pool, start]
        else:
            continue
        cycle = tuple(n for n in path if isinstance(n, str))
        words = tuple(g.edges[a, b]["word"] for a, b in zip(path, path[1:])
                      if isinstance(a, str))
        loops.append(BonusLoop(tuple(rules.component(m) for m in members), cycle, words))
    return sorted(loops, key=lambda lp: order[lp.members[0].id])


def bad_trades(rules: RuleSet) -> Iterable[tuple[object, fx.Trade, str]]:
    """(component, trade, why) for every trade that can repeat without end or never be
    made: free (gives nothing), VP for at least as many VP, or paid in a resource the
    engine never lets a player pay (steps)."""
    for comp in rules.components():
        for bonus in comp.bonuses:
            for node in fx.walk(bonus.effect):
                if not isinstance(node, fx.Trade):
                    continue
                if node.give <= 0:
                    yield comp, node, "it costs nothing, so it repeats without end"
                elif node.resource is Resource.VP and node.get >= node.give:
                    yield comp, node, "it gives at least the VP it takes, so it repeats " \
                                      "without end"
                elif node.resource not in TRADE_RESOURCES:
                    yield comp, node, f"only coins or guards can be traded, not " \
                                      f"{node.resource}"
