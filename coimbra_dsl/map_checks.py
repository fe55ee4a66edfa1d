"""Checks of the pilgrim map, through networkx (R-PIL-1, R-PIL-2, R-SET-1).

The map is a directed graph: a one-way road is one edge, a two-way road an edge each
way. Each check returns (node or road span, severity, message) findings.
"""
from __future__ import annotations

from typing import Optional

import networkx as nx

from .errors import Span
from .model import NodeKind, PilgrimMap

Finding = tuple[Optional[Span], str, str]     # span, severity, message


def road_graph(pilgrim_map: PilgrimMap) -> nx.DiGraph:
    """The roads as a DiGraph over the nodes that exist; roads to unknown nodes are left
    out (reported by `check_map`)."""
    graph = nx.DiGraph()
    for node in pilgrim_map.nodes.values():
        graph.add_node(node.id, kind=node.kind)
    for road in pilgrim_map.roads:
        if road.a in pilgrim_map.nodes and road.b in pilgrim_map.nodes:
            graph.add_edge(road.a, road.b, one_way=road.one_way, span=road.span)
            if not road.one_way:
                graph.add_edge(road.b, road.a, one_way=False, span=road.span)
    return graph


def check_map(pilgrim_map: PilgrimMap) -> list[Finding]:
    """Corner roads one-way to exactly 2 stopovers, no road into a corner, every space
    reachable from every corner, known nodes and colours; warnings for dead nodes."""
    pm = pilgrim_map
    out: list[Finding] = []
    for road in pm.roads:
        for end in (road.a, road.b):
            if end not in pm.nodes:
                out.append((road.span, "error", f"road names unknown node '{end}'"))
    for node in pm.nodes.values():
        if node.kind == NodeKind.SPACE and node.colour not in pm.space_colours:
            out.append((node.span, "error",
                        f"space {node.id}: colour '{node.colour}' holds no monastery back "
                        f"(declare `space colour {node.colour} holds I|II|III`)"))
    graph = road_graph(pm)
    corners = pm.corners()
    if not corners:
        out.append((pm.span, "error", "the map has no starting corner"))
    for corner in corners:
        span = pm.nodes[corner].span
        exits = list(graph.successors(corner))
        if len(exits) != 2:
            out.append((span, "error", f"corner {corner} has {len(exits)} roads out, "
                                       f"needs exactly 2 (R-PIL-2)"))
        for target in exits:
            edge = graph.edges[corner, target]
            if pm.nodes[target].kind != NodeKind.STOPOVER:
                out.append((edge["span"], "error",
                            f"the road from corner {corner} leads to {target}, "
                            f"a {pm.nodes[target].kind}; it must lead to a stopover (R-PIL-2)"))
            if not edge["one_way"]:
                out.append((edge["span"], "error",
                            f"the road from corner {corner} to {target} must be one-way "
                            f"(write {corner} -> {target}) (R-PIL-2)"))
        for source in graph.predecessors(corner):
            if graph.edges[source, corner]["one_way"] or source not in exits:
                out.append((graph.edges[source, corner]["span"], "error",
                            f"a road leads from {source} back into corner {corner} (R-PIL-2)"))
    reach = {c: nx.descendants(graph, c) for c in corners}
    for space in pm.spaces():
        missing = [c for c in corners if space not in reach[c]]
        if missing:
            which = "corner" if len(missing) == 1 else "corners"
            out.append((pm.nodes[space].span, "error",
                        f"space {space} cannot be reached from {which} {', '.join(missing)}"))
    anywhere = set().union(*reach.values()) if reach else set()
    for node in pm.nodes.values():
        if node.kind == NodeKind.STOPOVER and node.id not in anywhere:
            out.append((node.span, "warning",
                        f"stopover {node.id} cannot be reached from any corner"))
    used = {n.colour for n in pm.nodes.values() if n.kind == NodeKind.SPACE}
    for colour in pm.space_colours:
        if colour not in used:
            out.append((pm.span, "warning", f"space colour {colour} has no space"))
    return out
