"""A seat's expected scoring-tile VP on a track at the game end (R-END-2): how far the
others would end ahead at the pace so far, and the chances of each rank."""
from __future__ import annotations

import itertools
import math
from operator import mul
from typing import TYPE_CHECKING, Optional

from engine.core import queries as q
from .caches import CACHES, make_room

if TYPE_CHECKING:
    from engine.core.state import GameState

    from .context import Context

_TILE_IDS = CACHES.memo("tiles", 100_000)
_TILE_NUMBERS = itertools.count()     # never given out twice, whatever is emptied
_RANK_VP = CACHES.memo("rank VP", 200_000)

SPACE_SPREAD = 1.5          # spread of a seat's gain on a track per round, in spaces


def _expected_rank_vp(st: GameState, track: int, ctx: Context, spaces: tuple, arrive: tuple,
                      i: int) -> float:
    """Seat i's expected scoring-tile VP on a track (`Context.majority`)."""
    ahead = _ahead_by(st, ctx, spaces, arrive, i)
    return 0.0 if ahead is None else _rank_vp(ahead, _scale(ctx), _tile_vps(st, track, ctx))


def _ahead_by(st: GameState, ctx: Context, spaces: tuple, arrive: tuple,
              i: int) -> Optional[tuple]:
    """How many spaces each other seat would end ahead of seat i at the pace so far
    (`Context.grow`, capped at the last space), in seat order; a tie counts as 0.01
    ahead or behind, by arrival (R-LIM-6). None: seat i is off the track (no VP)."""
    top = ctx.top
    grow = ctx.grow
    mine = min(top, spaces[i] * grow)
    if mine == 0:
        return None
    return _ahead(mine, (arrive[i], i),
                  [(min(top, spaces[j] * grow), (arrive[j], j)) for j in range(st.n)], i)


def _ahead(mine: float, mine_at: tuple, rivals: list, i: int) -> tuple:
    """`_ahead_by` from seat i's projected space and (arrival, seat), and every seat's."""
    out = []
    for j, (theirs, at) in enumerate(rivals):
        if j != i:
            d = theirs - mine
            if d == 0:
                d = 0.01 if at < mine_at else -0.01
            out.append(d)
    return tuple(out)


def _scale(ctx: Context) -> float:
    """The spread of the gap between two seats at the game end, in spaces."""
    scale = _SCALES.get((ctx.rounds, ctx.grow))
    if scale is None:
        played = ctx.rounds / ctx.grow
        make_room(_SCALES)
        scale = _SCALES[(ctx.rounds, ctx.grow)] = (
            SPACE_SPREAD * math.sqrt(2 * (ctx.rounds - played)) * math.sqrt(2))
    return scale


def _tile_vps(st: GameState, track: int, ctx: Context) -> list:
    """The track's scoring-tile VP by rank at this player count."""
    n = st.n
    tile = _TILES.get((ctx.rid, st.tiles[track], n))
    if tile is None:
        make_room(_TILES)
        tile = _TILES[(ctx.rid, st.tiles[track], n)] = [
            q.rank_tile_vp(st, track, r) for r in range(n)]
    return tile


def _rank_vp(ahead: tuple, scale: float, tile: list) -> float:
    """Expected scoring-tile VP (`tile`: by rank) of a seat the others are `ahead` of
    (`_ahead_by`): each ends ahead with a normal chance of spread `scale` (`_scale`);
    the chances of each rank follow exactly (a convolution, up to 4 seats)."""
    erf = math.erf
    n = len(ahead)
    if n == len(tile) - 1 and n <= 3:
        # the convolution below written out for up to 3 rivals (the same sums in the
        # same order, so the same floats): most calls are here
        p1 = 0.5 * (1.0 + erf(ahead[0] / scale))
        if n == 1:
            return (1 - p1) * tile[0] + p1 * tile[1]
        p2 = 0.5 * (1.0 + erf(ahead[1] / scale))
        a0, a1, a2 = (1 - p1) * (1 - p2), p1 * (1 - p2) + (1 - p1) * p2, p1 * p2
        if n == 2:
            return a0 * tile[0] + a1 * tile[1] + a2 * tile[2]
        p3 = 0.5 * (1.0 + erf(ahead[2] / scale))
        return (a0 * (1 - p3) * tile[0] + (a1 * (1 - p3) + a0 * p3) * tile[1]
                + (a2 * (1 - p3) + a1 * p3) * tile[2] + a2 * p3 * tile[3])
    dist = [1.0] + [0.0] * (len(tile) - 1)     # chances of 0, 1, ... seats ahead
    k0 = 0
    for d in ahead:
        pj = 0.5 * (1.0 + erf(d / scale))
        k0 += 1
        for k in range(k0, 0, -1):
            dist[k] = dist[k] * (1 - pj) + dist[k - 1] * pj
        dist[0] = dist[0] * (1 - pj)
    return sum(map(mul, dist, tile))


_SCALES = CACHES.memo("rank spreads", 100_000)
_TILES = CACHES.memo("tile faces", 100_000)
