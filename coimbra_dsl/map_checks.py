"""Checks of the pilgrim map, through networkx (R-PIL-1, R-PIL-2, R-SET-1).

The map is the directed graph of `engine.pilgrim.build_graph`: a one-way road is one
arc, a two-way road an arc each way. Findings are (node or road span, severity, message).
"""
from __future__ import annotations

from typing import Optional

import networkx as nx

from .errors import Span
from .map_graph import build_graph
from .model import NodeKind, PilgrimMap

Finding = tuple[Optional[Span], str, str]     # span, severity, message


def _road_spans(pilgrim_map: PilgrimMap) -> dict[tuple[str, str], Span]:
    """Where each arc of the road graph was written (the first road that made it)."""
    spans: dict[tuple[str, str], Span] = {}
    for road in pilgrim_map.roads:
        spans.setdefault((road.a, road.b), road.span)
        if not road.one_way:
            spans.setdefault((road.b, road.a), road.span)
    return spans


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
    if any(end not in pm.nodes for road in pm.roads for end in (road.a, road.b)):
        return out                      # the graph needs every road's ends to exist
    graph = build_graph(pm)
    spans = _road_spans(pm)
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
            edge, span_road = graph.edges[corner, target], spans[corner, target]
            if pm.nodes[target].kind != NodeKind.STOPOVER:
                out.append((span_road, "error",
                            f"the road from corner {corner} leads to {target}, "
                            f"a {pm.nodes[target].kind}; it must lead to a stopover (R-PIL-2)"))
            if not edge["one_way"]:
                out.append((span_road, "error",
                            f"the road from corner {corner} to {target} must be one-way "
                            f"(write {corner} -> {target}) (R-PIL-2)"))
        for source in graph.predecessors(corner):
            if graph.edges[source, corner]["one_way"] or source not in exits:
                out.append((spans[source, corner], "error",
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
