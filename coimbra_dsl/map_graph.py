"""The pilgrim map's roads as a networkx `DiGraph` (R-PIL-2): the one road graph of the
project, read by the map checks of the validator and by the pilgrim solver."""
from __future__ import annotations

import networkx as nx

from .errors import RuleReferenceError
from .model import PilgrimMap


def build_graph(pilgrim_map: PilgrimMap) -> nx.DiGraph:
    """The map as a DiGraph: node attrs kind/colour/pos; arc attr one_way (R-PIL-2)."""
    graph = nx.DiGraph()
    for node in pilgrim_map.nodes.values():
        graph.add_node(node.id, kind=node.kind, colour=node.colour, pos=node.pos)
    for road in pilgrim_map.roads:
        for end in (road.a, road.b):
            if end not in pilgrim_map.nodes:
                raise RuleReferenceError(f"road names unknown location {end!r}", road.span)
        arcs = [(road.a, road.b)] if road.one_way else [(road.a, road.b), (road.b, road.a)]
        for a, b in arcs:
            one_way = road.one_way
            if graph.has_edge(a, b):    # a two-way road wins over a one-way one
                one_way = one_way and graph.edges[a, b]["one_way"]
            graph.add_edge(a, b, one_way=one_way)
    return graph
