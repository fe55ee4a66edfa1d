"""The pilgrim map of a game as an RGB array (R-PIL), drawn with numpy alone: roads,
nodes in the colours of `coimbra map`, monastery disks and pilgrims in player colours.
Used by the PettingZoo environment's `render_mode="rgb_array"`."""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from engine.core.state import GameState

BACKGROUND = (251, 247, 238)
ROAD = (109, 92, 72)
OUTLINE = (51, 51, 51)
CORNER = (246, 213, 92)
STOPOVER = (255, 253, 246)
SPACE = (187, 187, 187)


def _rgb(css: str) -> tuple[int, int, int]:
    css = css.lstrip("#")
    return int(css[0:2], 16), int(css[2:4], 16), int(css[4:6], 16)


def _disc(img: np.ndarray, x: float, y: float, r: float, colour) -> None:
    h, w, _ = img.shape
    x0, x1 = max(int(x - r), 0), min(int(x + r) + 2, w)
    y0, y1 = max(int(y - r), 0), min(int(y + r) + 2, h)
    if x0 >= x1 or y0 >= y1:
        return
    yy, xx = np.mgrid[y0:y1, x0:x1]
    inside = (xx - x) ** 2 + (yy - y) ** 2 <= r * r
    img[y0:y1, x0:x1][inside] = colour


def _line(img: np.ndarray, a, b, colour, width: float = 1.5) -> None:
    n = int(max(abs(b[0] - a[0]), abs(b[1] - a[1]))) + 1
    for t in np.linspace(0.0, 1.0, n):
        _disc(img, a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, width, colour)


def map_image(state: GameState, width: int = 480) -> np.ndarray:
    """`(height, width, 3)` uint8 picture of `state`'s map with every seat's marks."""
    # the map's layout and colours are those of the SVG map face (drawn the same way)
    from engine.faces.map_drawing import RADIUS, node_positions, player_colour, space_palette
    pmap = state.rules.map
    pos = node_positions(pmap)
    xs = [p[0] for p in pos.values()] or [0.0]
    ys = [p[1] for p in pos.values()] or [0.0]
    margin = width * 0.06
    span = max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0
    k = (width - 2 * margin) / span
    height = int((max(ys) - min(ys)) * k + 2 * margin) + 1
    at = {nid: (margin + (x - min(xs)) * k, margin + (y - min(ys)) * k)
          for nid, (x, y) in pos.items()}
    scale = width / 900.0           # the SVG map is 900 px wide
    img = np.empty((height, width, 3), dtype=np.uint8)
    img[:] = BACKGROUND
    for road in pmap.roads:
        if road.a in at and road.b in at:
            _line(img, at[road.a], at[road.b], ROAD, max(1.0, 1.5 * scale))
    words = [n.colour for n in pmap.nodes.values() if n.colour]
    palette = space_palette([*pmap.space_colours, *words])
    for nid, node in pmap.nodes.items():
        r = RADIUS.get(node.kind, 8.0) * scale * 1.6
        fill = {"corner": CORNER, "stopover": STOPOVER}.get(node.kind, SPACE)
        if node.colour in palette:
            fill = _rgb(palette[node.colour])
        _disc(img, *at[nid], r + 1.5, OUTLINE)
        _disc(img, *at[nid], r, fill)
    n = state.n
    for seat, p in enumerate(state.players):
        colour = _rgb(player_colour(seat))
        for space in p.monasteries:
            x, y = at[space]
            angle = -np.pi / 2 + seat * 2 * np.pi / n
            r = RADIUS["space"] * scale * 0.9
            _disc(img, x + r * np.cos(angle), y + r * np.sin(angle), 4.5 * scale * 1.6,
                  colour)
        if p.pilgrim in at:
            x, y = at[p.pilgrim]
            dx = (RADIUS.get(pmap.nodes[p.pilgrim].kind, 8.0) + 8 + 10 * seat) * scale * 1.6
            _disc(img, x + dx, y, 6 * scale * 1.6 + 1, OUTLINE)
            _disc(img, x + dx, y, 6 * scale * 1.6, colour)
    return img
