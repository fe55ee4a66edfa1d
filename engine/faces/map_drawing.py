"""The pilgrim map as a standalone SVG picture (R-PIL, CONTENT.md 'pilgrim map').

Coimbra sits between its starting corners; one-way roads are arrows, two-way roads
lines; monastery spaces are filled with the colour word the map gives them. Positions
come from the rule file (`at X Y`, y grows downwards) where given, else from a seeded
networkx spring layout, so the same map always draws the same picture. A saved game
adds each player's pilgrim and monastery disks.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape
from typing import Mapping, Optional, Sequence

from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.model import MapNode, NodeKind, PilgrimMap

LAYOUT_SEED = 2018
CANVAS = 900.0          # width of the drawing area in px (height follows the layout)
MARGIN = 70.0
RADIUS = {NodeKind.CORNER: 11.0, NodeKind.STOPOVER: 7.0, NodeKind.SPACE: 17.0}
HUB = "\0coimbra"       # layout-only node joined to every corner; never a real node id

# Colour words a map may use for its spaces, as CSS colours. Words not listed get
# a colour from NEUTRAL, in order of first use, so the picture is still readable.
SPACE_COLOURS: dict[str, str] = {
    "blue": "#3b6fc4", "brown": "#8b5a2b", "ruby": "#a3123a", "red": "#c62828",
    "green": "#3f8f3f", "yellow": "#e3c521", "orange": "#e8892b", "purple": "#7d4ba8",
    "gray": "#8a8d91", "grey": "#8a8d91", "white": "#f4f4f4", "black": "#333333",
    "pink": "#d96aa7", "teal": "#1f8a8a", "gold": "#c9a227", "silver": "#b8bcc2",
}
NEUTRAL = ("#9e9e9e", "#78909c", "#a1887f", "#90a4ae", "#bcaaa4", "#b0bec5")

# Player colours by seat; a player's own colour word is used when it is a known one.
PLAYER_COLOURS = ("#d62728", "#222222", "#2ca02c", "#ff9f1c", "#9467bd", "#f5f5f5")


@dataclass(frozen=True)
class PlayerMarks:
    """What one player has on the map: a pilgrim (node id or None) and monastery disks."""
    name: str
    colour: str                       # a CSS colour
    pilgrim: Optional[str] = None
    monasteries: tuple[str, ...] = ()
    tag: str = ""                     # a short name drawn on the disks and pawn ("P1")


def monastery_labels(rules, spaces: Mapping[str, str]) -> dict[str, tuple[str, str]]:
    """space -> (name, reward) of each monastery lying on the map (`spaces`: space ->
    monastery id, as a game lays them out, R-SET)."""
    from coimbra_dsl.render import render_bonus
    out = {}
    for space, mid in spaces.items():
        comp = rules.monasteries.get(mid)
        if comp is not None:
            reward = "; ".join(render_bonus(b).rstrip(".") for b in comp.bonuses)
            out[space] = (comp.name, reward)
    return out


def space_palette(words: Sequence[str]) -> dict[str, str]:
    """CSS colour for each colour word; unknown words get neutral colours in order."""
    palette: dict[str, str] = {}
    spare = iter(NEUTRAL * (1 + len(words) // len(NEUTRAL)))
    for word in words:
        if word not in palette:
            palette[word] = SPACE_COLOURS.get(word.lower()) or next(spare)
    return palette


def player_colour(seat: int, word: Optional[str] = None) -> str:
    """A player's CSS colour: their own colour word when known, else one by seat."""
    if word and word.lower() in SPACE_COLOURS:
        return SPACE_COLOURS[word.lower()]
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def node_positions(pilgrim_map: PilgrimMap, seed: int = LAYOUT_SEED
                   ) -> dict[str, tuple[float, float]]:
    """Each node's (x, y): the rule file's position where given, else a seeded spring
    layout (given positions stay fixed; corners are pulled round a Coimbra hub)."""
    nodes = pilgrim_map.nodes
    given = {nid: (float(n.pos[0]), float(n.pos[1]))
             for nid, n in nodes.items() if n.pos is not None}
    if len(given) == len(nodes):
        return given
    try:
        import networkx as nx
        graph = nx.Graph()
        graph.add_nodes_from(nodes)
        graph.add_edges_from((r.a, r.b) for r in pilgrim_map.roads
                             if r.a in nodes and r.b in nodes)
        corners = pilgrim_map.corners()
        if corners:
            graph.add_edges_from((HUB, c) for c in corners)
        spread = None
        if given:   # free nodes spread on the scale of the given ones
            coords = [c for p in given.values() for c in p]
            spread = (max(coords) - min(coords) or 1.0) / math.sqrt(graph.number_of_nodes())
        layout = nx.spring_layout(graph, pos=given or None, fixed=list(given) or None,
                                  k=spread, seed=seed)
    except ImportError as exc:  # numpy (and scipy above 500 nodes): networkx's layout
        missing = (exc.name or "numpy").split(".")[0]
        raise CoimbraError(f"drawing a map without node positions needs {missing} "
                           f"(pip install {missing}), or give every node 'at X Y'") from exc
    return {nid: (float(layout[nid][0]), float(layout[nid][1])) for nid in nodes}


def _scale(positions: Mapping[str, tuple[float, float]]
           ) -> tuple[dict[str, tuple[float, float]], float, float]:
    """Positions fitted into the canvas, keeping proportions; also width and height."""
    xs = [p[0] for p in positions.values()] or [0.0]
    ys = [p[1] for p in positions.values()] or [0.0]
    span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
    span = max(span_x, span_y) or 1.0
    k = (CANVAS - 2 * MARGIN) / span
    scaled = {nid: (MARGIN + (x - min(xs)) * k, MARGIN + (y - min(ys)) * k)
              for nid, (x, y) in positions.items()}
    return scaled, CANVAS, span_y * k + 2 * MARGIN + 40


def _radius(node: MapNode) -> float:
    return RADIUS.get(node.kind, 8.0)


def _road(pa: tuple[float, float], pb: tuple[float, float], ra: float, rb: float,
          one_way: bool) -> str:
    """A road between two node circles, trimmed to their rims; one-way gets an arrow."""
    dx, dy = pb[0] - pa[0], pb[1] - pa[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    x1, y1 = pa[0] + ux * ra, pa[1] + uy * ra
    x2, y2 = pb[0] - ux * (rb + (2 if one_way else 0)), pb[1] - uy * (rb + (2 if one_way else 0))
    if one_way:
        return (f'<line class="road one-way" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
                f'y2="{y2:.1f}" marker-end="url(#arrow)"/>')
    return (f'<line class="road two-way" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
            f'y2="{y2:.1f}"/>')


def _coimbra(points: list[tuple[float, float]]) -> tuple[str, Box]:
    """The city drawn between its starting corners, and the box of its name."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    mean = sum(math.hypot(p[0] - cx, p[1] - cy) for p in points) / len(points)
    r = max(mean * 0.7, 24.0)
    return (f'<g class="coimbra"><circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}"/>'
            f'<text x="{cx:.1f}" y="{cy + 5:.1f}" text-anchor="middle">Coimbra</text></g>',
            (cx - 34, cy - 10, cx + 34, cy + 9))


Box = tuple[float, float, float, float]      # x0, y0, x1, y1 of something drawn

# Text widths per character, by the sizes STYLE gives (an estimate: no font metrics).
CHAR = {"label": 6.6, "name": 6.4, "reward": 5.3, "legend": 6.8}


def _node(node: MapNode, p: tuple[float, float], fill: Optional[str],
          named: Optional[tuple[str, str]] = None) -> tuple[str, list[Box]]:
    """A node's shape and id, and the monastery's name and reward under it; also the
    boxes they take, for the marks to keep clear of."""
    r = _radius(node)
    label = escape(node.id)
    title = escape(f"{node.id} ({node.kind}{', ' + node.colour if node.colour else ''})")
    lx, ly = p[0] + r * 0.6 + 2, p[1] + r + 11
    boxes: list[Box] = [(p[0] - r, p[1] - r, p[0] + r, p[1] + r),
                        (lx, ly - 10, lx + CHAR["label"] * len(node.id), ly + 2)]
    words = ""
    if named:           # the monastery lying on the space and its reward, under it
        # (beside the node's group, so that a click on the space means the space)
        name, reward = named
        title = escape(f"{name}: {reward}") + " · " + title
        y = p[1] + r + 24
        words = f'<text class="monastery-name" x="{p[0]:.1f}" y="{y:.1f}" text-anchor="middle">{escape(name)}</text>'
        lines = _lines(reward, 22)
        if len(lines) > 3:          # the whole reward stays in the space's tooltip
            lines = lines[:2] + [lines[2][:20].rstrip() + "…"]
        for i, line in enumerate(lines):
            words += (f'<text class="monastery-reward" x="{p[0]:.1f}" y="{y + 12 * (i + 1):.1f}" '
                      f'text-anchor="middle">{escape(line)}</text>')
        half = max([CHAR["name"] * len(name)] + [CHAR["reward"] * len(x) for x in lines]) / 2
        boxes.append((p[0] - half, y - 10, p[0] + half, y + 12 * len(lines) + 3))
    if node.kind == NodeKind.CORNER:
        shape = (f'<rect x="{p[0] - r:.1f}" y="{p[1] - r:.1f}" width="{2 * r:.1f}" '
                 f'height="{2 * r:.1f}" rx="3"/>')
    else:
        style = f' style="fill:{fill}"' if fill else ""
        shape = f'<circle cx="{p[0]:.1f}" cy="{p[1]:.1f}" r="{r:.1f}"{style}/>'
    return (f'<g class="node {escape(node.kind)}" id="node-{label}"><title>{title}</title>'
            f'{shape}<text x="{lx:.1f}" y="{ly:.1f}">'
            f'{label}</text></g>{words}', boxes)


def _lines(text: str, width: int) -> list[str]:
    """Words in lines of at most `width` characters (a long word alone on its line)."""
    out: list[str] = []
    for word in text.split():
        if out and len(out[-1]) + 1 + len(word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out


def _marks(players: Sequence[PlayerMarks], pos: Mapping[str, tuple[float, float]],
           nodes: Mapping[str, MapNode], taken: list[Box]) -> list[str]:
    """Monastery disks in a ring round their space, pilgrims as pawns beside their node,
    each pawn on the first spot round it that covers nothing drawn (`taken`: the boxes
    of shapes and words, extended with the marks placed)."""
    out: list[str] = []
    for node_id in [*{m for pl in players for m in pl.monasteries}, *
                    {pl.pilgrim for pl in players if pl.pilgrim}]:
        if node_id not in nodes:
            raise CoimbraError(f"the saved game marks node '{node_id}', which is not on "
                               "this rule set's map")
    for seat, pl in enumerate(players):
        for node_id in pl.monasteries:
            x, y = pos[node_id]
            angle = -math.pi / 2 + seat * 2 * math.pi / max(len(players), 1)
            r = _radius(nodes[node_id]) - 4
            dx, dy = x + r * math.cos(angle), y + r * math.sin(angle)
            taken.append((dx - DISK, dy - DISK, dx + DISK, dy + DISK))
            out.append(f'<circle class="disk" cx="{dx:.1f}" cy="{dy:.1f}" r="{DISK:.0f}" '
                       f'style="fill:{pl.colour}"><title>{escape(pl.name)}: disk on '
                       f'{escape(node_id)}</title></circle>'
                       f'<text class="disk-tag" x="{dx:.1f}" y="{dy + 3.5:.1f}" '
                       f'text-anchor="middle">{escape(_tag(pl, seat))}</text>')
    for seat, pl in enumerate(players):
        if pl.pilgrim:
            x, y = pawn_spot(pos[pl.pilgrim], _radius(nodes[pl.pilgrim]), taken)
            taken.append(_pawn_box(x, y))
            out.append(f'<g class="pilgrim"><title>{escape(pl.name)}: pilgrim on '
                       f'{escape(pl.pilgrim)}</title>'
                       f'<path d="M{x - 6:.1f},{y + 8:.1f} L{x:.1f},{y - 10:.1f} '
                       f'L{x + 6:.1f},{y + 8:.1f} z" style="fill:{pl.colour}"/>'
                       f'<circle cx="{x:.1f}" cy="{y - 11:.1f}" r="4.5" '
                       f'style="fill:{pl.colour}"/>'
                       f'<text class="pawn-tag" x="{x:.1f}" y="{y + 20:.1f}" '
                       f'text-anchor="middle">{escape(_tag(pl, seat))}</text></g>')
    return out


DISK = 8.0
# Where a pawn may stand round its node, tried in turn: right, left, then round about,
# a ring further out each time (degrees, y downwards).
PAWN_ANGLES = (0, 180, -35, 215, 35, 145, -70, 250, 70, 110, -90, 90)
PAWN_RINGS = 4


def _pawn_box(x: float, y: float) -> Box:
    """What a pawn standing at (x, y) covers: head, body and its tag below."""
    return (x - 8, y - 16, x + 8, y + 22)


def pawn_spot(at: tuple[float, float], radius: float, taken: Sequence[Box]
              ) -> tuple[float, float]:
    """The first place round a node of `radius` at `at` where a pawn covers none of
    the `taken` boxes; the first tried if every place covers something."""
    spots = []
    for ring in range(PAWN_RINGS):
        d = radius + 12 + 16 * ring
        for deg in PAWN_ANGLES:
            a = math.radians(deg)
            spots.append((at[0] + d * math.cos(a), at[1] + d * math.sin(a) + 4))
    for x, y in spots:
        if not any(_overlap(_pawn_box(x, y), b) for b in taken):
            return x, y
    return spots[0]


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _tag(pl: PlayerMarks, seat: int) -> str:
    """What a disk or pawn says of its owner besides its colour: the tag, else `P1`."""
    return pl.tag or f"P{seat + 1}"


def _legend(pilgrim_map: PilgrimMap, palette: Mapping[str, str],
            players: Sequence[PlayerMarks], y: float, width: float) -> list[str]:
    """The colour keys at the foot of the map, in as many rows as the width needs
    (LEGEND_ROW apart); `legend_rows` counts them."""
    out = []
    for i, row in enumerate(_legend_rows(pilgrim_map, palette, players, width)):
        x = MARGIN
        for css, text in row:
            out.append(f'<g class="legend"><circle cx="{x:.1f}" cy="{y + i * LEGEND_ROW:.1f}" '
                       f'r="6" style="fill:{css}"/><text x="{x + 10:.1f}" '
                       f'y="{y + i * LEGEND_ROW + 4:.1f}">{escape(text)}</text></g>')
            x += _legend_width(text)
    return out


LEGEND_ROW = 20.0


def _legend_width(text: str) -> float:
    return 24 + CHAR["legend"] * len(text)


def _legend_rows(pilgrim_map: PilgrimMap, palette: Mapping[str, str],
                 players: Sequence[PlayerMarks], width: float) -> list[list[tuple[str, str]]]:
    items: list[tuple[str, str]] = []
    for word, css in palette.items():
        back = pilgrim_map.space_colours.get(word)
        items.append((css, f"{word} space" + (f" (monastery {back})" if back else "")))
    items += [(pl.colour, pl.name) for pl in players]
    rows: list[list[tuple[str, str]]] = [[]]
    x = MARGIN
    for css, text in items:
        if rows[-1] and x + _legend_width(text) > width - 10:
            rows.append([])
            x = MARGIN
        rows[-1].append((css, text))
        x += _legend_width(text)
    return rows


STYLE = """
text { font: 12px sans-serif; fill: #222; }
.road { stroke: #6d5c48; stroke-width: 2.5; }
.road.one-way { stroke: #444; stroke-dasharray: 6 3; }
.coimbra circle { fill: #efe3c8; stroke: #b49a6a; stroke-width: 2; }
.coimbra text { font: bold 16px serif; fill: #6b5222; }
.node text, .legend text { paint-order: stroke; stroke: #fbf7ee; stroke-width: 3px;
  stroke-linejoin: round; }
.node circle, .node rect { stroke: #333; stroke-width: 1.5; }
.corner rect { fill: #f6d55c; }
.stopover circle { fill: #fffdf6; }
.space circle { fill: #bbbbbb; }
.disk { stroke: #fff; stroke-width: 1.5; }
.disk-tag { font: bold 9px sans-serif; fill: #fff; paint-order: stroke; stroke: #000;
  stroke-width: 2px; }
.pawn-tag { font: bold 10px sans-serif; paint-order: stroke; stroke: #fbf7ee; stroke-width: 3px; }
.monastery-name { font: bold 11px serif; fill: #3b2a12; paint-order: stroke; stroke: #fbf7ee;
  stroke-width: 3px; }
.monastery-reward { font: 9.5px sans-serif; fill: #4a3d2c; paint-order: stroke;
  stroke: #fbf7ee; stroke-width: 3px; }
.pilgrim path, .pilgrim circle { stroke: #111; stroke-width: 1; }
#arrow path { fill: #444; }
"""


def draw_map(pilgrim_map: PilgrimMap, players: Sequence[PlayerMarks] = (),
             title: str = "pilgrim map", seed: int = LAYOUT_SEED,
             monasteries: Optional[Mapping[str, tuple[str, str]]] = None) -> str:
    """The whole map (and players' marks) as a standalone SVG document; `monasteries`:
    space -> (name, reward) of the monastery lying there, written under the space."""
    pos, width, height = _scale(node_positions(pilgrim_map, seed))
    nodes = pilgrim_map.nodes
    colour_words = [n.colour for n in nodes.values() if n.kind == NodeKind.SPACE and n.colour]
    palette = space_palette([*pilgrim_map.space_colours, *colour_words])
    legend_at = height - 25
    height += LEGEND_ROW * (len(_legend_rows(pilgrim_map, palette, players, width)) - 1)
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}">',
        f"<title>{escape(title)}</title>",
        f"<style>{STYLE}</style>",
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
        'markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>',
        f'<rect width="{width:.0f}" height="{height:.0f}" style="fill:#fbf7ee"/>',
    ]
    corners = [pos[c] for c in pilgrim_map.corners()]
    taken: list[Box] = []
    if corners:
        city, name = _coimbra(corners)
        parts.append(city)
        taken.append(name)
    for road in pilgrim_map.roads:
        if road.a in nodes and road.b in nodes:
            parts.append(_road(pos[road.a], pos[road.b], _radius(nodes[road.a]),
                               _radius(nodes[road.b]), road.one_way))
    for nid, node in nodes.items():
        svg, boxes = _node(node, pos[nid], palette.get(node.colour) if node.colour else None,
                           (monasteries or {}).get(nid))
        parts.append(svg)
        taken += boxes
    parts += _marks(players, pos, nodes, taken)
    parts += _legend(pilgrim_map, palette, players, legend_at, width)
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
