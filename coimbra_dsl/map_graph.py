"""The pilgrim map's roads (R-PIL-2): the one road graph of the project, as arcs in road
order (`road_arcs`, plain Python: the pilgrim solver searches these) and as a networkx
`DiGraph` (`build_graph`, for the validator's map checks and the map drawing; networkx is
imported only there)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import RuleReferenceError
from .model import PilgrimMap

if TYPE_CHECKING:
    import networkx as nx


def road_arcs(pilgrim_map: PilgrimMap) -> dict[str, dict[str, bool]]:
    """Per location, its arcs in road order: target -> one way? A two-way road is two
    arcs, a one-way road one; a two-way road wins over a one-way one between the same
    locations."""
    out: dict[str, dict[str, bool]] = {nid: {} for nid in pilgrim_map.nodes}
    for road in pilgrim_map.roads:
        for end in (road.a, road.b):
            if end not in pilgrim_map.nodes:
                raise RuleReferenceError(f"road names unknown location {end!r}", road.span)
        arcs = [(road.a, road.b)] if road.one_way else [(road.a, road.b), (road.b, road.a)]
        for a, b in arcs:
            out[a][b] = out[a].get(b, True) and road.one_way
    return out


def build_graph(pilgrim_map: PilgrimMap) -> "nx.DiGraph":
    """The map as a DiGraph: node attrs kind/colour/pos; arc attr one_way (R-PIL-2)."""
    import networkx as nx
    graph = nx.DiGraph()
    for node in pilgrim_map.nodes.values():
        graph.add_node(node.id, kind=node.kind, colour=node.colour, pos=node.pos)
    for a, arcs in road_arcs(pilgrim_map).items():
        for b, one_way in arcs.items():
            graph.add_edge(a, b, one_way=one_way)
    return graph
