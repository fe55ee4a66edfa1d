"""The pilgrim map (R-PIL): its graph, and where a pilgrim can go with N steps.

`build_graph` turns the rule set's `PilgrimMap` into a networkx `DiGraph` (a two-way road
is two arcs, a one-way road from a corner one arc). A `PilgrimIndex` — node numbers,
adjacency tuples, one bit per monastery space — is built once per map and reused.

`reachable_from` lists every distinct outcome of a move of up to N steps (R-PIL-1): the
end location and the monastery spaces newly entered, in the order entered (R-PIL-3: a
space without the player's disk, entered for the first time on this move; re-entering
gives nothing). Revisits and back-and-forth are allowed, so the search runs over states
(location, spaces entered so far in order) breadth-first, each state expanded once at
its fewest steps; a state reached later with fewer steps left can do nothing new.
By default (`dominated=False`) the search runs over (location, set of spaces entered)
and keeps, per end location, only the maximal sets (one order each); `dominated=True`
lists every order (exhaustive, exponential in the steps).
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping, Optional

from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.map_graph import build_graph, road_arcs  # noqa: F401 (build_graph: API)
from coimbra_dsl.model import NodeKind, PilgrimMap


@dataclass(frozen=True)
class Outcome:
    """One way a pilgrim move can end (R-PIL-1, R-PIL-3).

    `entered`: monastery spaces newly entered, in order (their bonuses resolve in this
    order); `steps_used`: the fewest steps that reach this outcome.
    """
    end: str
    entered: tuple[str, ...]
    steps_used: int


# ------------------------------------------------------------------ graph and index

@dataclass(frozen=True, eq=False)
class PilgrimIndex:
    """The map prepared for search: ints for node ids, adjacency tuples, space bits.

    A corner is left only by its one-way roads (R-PIL-2). `rank[v]` is 1 + the space's
    bit position for a monastery space, 0 for other locations.
    """
    pilgrim_map: PilgrimMap
    ids: tuple[str, ...]
    number: Mapping[str, int]
    adjacency: tuple[tuple[int, ...], ...]
    space_bit: tuple[int, ...]
    rank: tuple[int, ...]
    spaces: tuple[int, ...]            # node number of each space, by bit position
    width: int                         # bits per entered space in an order code
    reach: tuple[int, ...] = ()        # per node: the mask of the spaces it can reach
    dist: tuple[tuple[int, ...], ...] = ()  # per node: fewest steps to each space (by bit)
    answers: dict = field(default_factory=dict)   # `most_new_spaces`, by what decides it

    def mask_of(self, spaces: Iterable[str]) -> int:
        """The bit mask of these monastery spaces (ids that are not spaces add nothing)."""
        bits = 0
        for sid in spaces:
            v = self.number.get(sid)
            if v is not None:
                bits |= self.space_bit[v]
        return bits


def _make_index(pilgrim_map: PilgrimMap) -> PilgrimIndex:
    arcs = road_arcs(pilgrim_map)
    nodes = pilgrim_map.nodes
    ids = tuple(nodes)
    number = {nid: i for i, nid in enumerate(ids)}
    adjacency = []
    for nid in ids:
        corner = nodes[nid].kind == NodeKind.CORNER
        adjacency.append(tuple(number[b] for b, one_way in arcs[nid].items()
                               if one_way or not corner))
    spaces = tuple(number[nid] for nid in ids if nodes[nid].kind == NodeKind.SPACE)
    space_bit = [0] * len(ids)
    rank = [0] * len(ids)
    for position, v in enumerate(spaces):
        space_bit[v] = 1 << position
        rank[v] = position + 1
    index = PilgrimIndex(pilgrim_map, ids, number, tuple(adjacency), tuple(space_bit),
                         tuple(rank), spaces, max(1, len(spaces).bit_length()))
    far = sys.maxsize                  # more steps than any move: not reachable
    reach, dist = [], []
    for v in range(len(ids)):
        d = distances_from(index, v)
        reach.append(sum(space_bit[u] for u in d))
        # the start itself counts as not reached: a walk enters it only by coming back
        dist.append(tuple(d.get(u, far) if u != v else far for u in spaces))
    object.__setattr__(index, "reach", tuple(reach))
    object.__setattr__(index, "dist", tuple(dist))
    return index


_INDEXES: dict[int, PilgrimIndex] = {}
_INDEX_LIMIT = 64


def index_of(pilgrim_map: PilgrimMap) -> PilgrimIndex:
    """The index of a map, built once per map object (keyed by identity; the cache holds
    the map, so its id cannot be reused while cached)."""
    index = _INDEXES.get(id(pilgrim_map))
    if index is None or index.pilgrim_map is not pilgrim_map:
        if len(_INDEXES) >= _INDEX_LIMIT:
            _INDEXES.pop(next(iter(_INDEXES)))
        index = _INDEXES[id(pilgrim_map)] = _make_index(pilgrim_map)
    return index


# ------------------------------------------------------------------ search

class PilgrimError(CoimbraError, ValueError):
    """Input the pilgrim search cannot start from: no pilgrim on the map, a location the
    map lacks, a negative number of steps (the game never asks for these, R-PIL-2)."""


def _start(index: PilgrimIndex, start: Optional[str]) -> int:
    if start is None:
        raise PilgrimError("the pilgrim is not on the map; it is placed on a starting "
                            "corner at setup (R-PIL-2)")
    v = index.number.get(start)
    if v is None:
        raise PilgrimError(f"the pilgrim stands on {start!r}, which is not a location "
                            f"of the map")
    return v


def _outcome(end: str, entered: tuple[str, ...], steps_used: int,
             _new=object.__new__) -> Outcome:
    """Build an Outcome without the frozen-dataclass __init__ (which sets each field via
    object.__setattr__): tens of thousands are made per search. Same fields, same
    equality and hash as `Outcome(end, entered, steps_used)`."""
    outcome = _new(Outcome)
    fields = outcome.__dict__
    fields["end"] = end
    fields["entered"] = entered
    fields["steps_used"] = steps_used
    return outcome


def _search_orders(index: PilgrimIndex, s: int, owned: int, steps: int) -> list[Outcome]:
    """Every outcome (location, entered in order) of 0..steps steps, fewest steps each."""
    adjacency, bit, rank, width = index.adjacency, index.space_bit, index.rank, index.width
    ids, make = index.ids, _outcome
    n = len(adjacency)
    seen = {s}
    # (location, entered mask, entered order's code, entered ids)
    frontier: list[tuple[int, int, int, tuple[str, ...]]] = [(s, owned, 0, ())]
    found = [make(ids[s], (), 0)]
    for step in range(1, steps + 1):
        nxt: list[tuple[int, int, int, tuple[str, ...]]] = []
        for loc, mask, code, names in frontier:
            for v in adjacency[loc]:
                b = bit[v]
                if b and not mask & b:
                    ncode = (code << width) | rank[v]
                    key = ncode * n + v
                    if key not in seen:
                        seen.add(key)
                        nnames = names + (ids[v],)
                        nxt.append((v, mask | b, ncode, nnames))
                        found.append(make(ids[v], nnames, step))
                else:
                    key = code * n + v
                    if key not in seen:
                        seen.add(key)
                        nxt.append((v, mask, code, names))
                        found.append(make(ids[v], names, step))
        if not nxt:
            break
        frontier = nxt
    return found


def _search_sets(index: PilgrimIndex, s: int, owned: int, steps: int) -> list[Outcome]:
    """Per (location, entered set) the first order found with fewest steps; then, per end
    location, only the maximal entered sets."""
    adjacency, bit, ids = index.adjacency, index.space_bit, index.ids
    n = len(adjacency)
    seen = {s}
    # (location, entered mask, entered ids)
    frontier: list[tuple[int, int, tuple[str, ...]]] = [(s, owned, ())]
    found: list[tuple[int, int, tuple[str, ...], int]] = [(s, 0, (), 0)]
    for step in range(1, steps + 1):
        nxt: list[tuple[int, int, tuple[str, ...]]] = []
        for loc, mask, names in frontier:
            for v in adjacency[loc]:
                b = bit[v]
                state: tuple[int, int, tuple[str, ...]]
                if b and not mask & b:
                    state = (v, mask | b, names + (ids[v],))
                else:
                    state = (v, mask, names)
                key = state[1] * n + v
                if key not in seen:
                    seen.add(key)
                    nxt.append(state)
                    found.append((v, state[1] & ~owned, state[2], step))
        if not nxt:
            break
        frontier = nxt
    by_end: dict[int, list[tuple]] = {}
    for item in found:
        by_end.setdefault(item[0], []).append(item)
    kept = []
    for items in by_end.values():
        items.sort(key=lambda it: -it[1].bit_count())
        maximal: list[int] = []
        for v, m, names, used in items:
            for other in maximal:
                if m & other == m:          # a strict subset (sets at one end differ)
                    break
            else:
                maximal.append(m)
                kept.append((used, v, names))
    kept.sort(key=lambda it: (it[0], it[1]))
    return [_outcome(ids[v], names, used) for used, v, names in kept]


def reachable_from(index: PilgrimIndex, start: Optional[str], owned: frozenset[str],
                   steps: int, dominated: bool = False) -> list[Outcome]:
    """Every distinct outcome of moving up to `steps` steps from `start` (R-PIL-1..3).

    `owned`: monastery spaces holding the player's disk (entering them gives nothing).
    Outcomes are distinct by (end, entered in order) and listed by fewest steps, in
    search order (deterministic for a map). By default an outcome whose entered set is
    a strict subset of another's at the same end is dropped and one order (the first
    found) is kept per set: the search then holds at most (locations x 2^spaces) states
    whatever the steps. `dominated=True` lists every order of every set (exhaustive: it
    grows exponentially with the steps). Staying put (0 steps) is always an outcome.
    """
    if steps < 0:
        raise PilgrimError(f"a pilgrim cannot move {steps} steps")
    s = _start(index, start)
    owned_mask = index.mask_of(owned)
    search = _search_orders if dominated else _search_sets
    return search(index, s, owned_mask, steps)


def _nearest(index: PilgrimIndex, here: int, targets: int) -> Optional[tuple[int, int, int]]:
    """The nearest node of the `targets` mask from `here` (not `here` itself), as (node,
    distance, first step of a shortest path), or None if none can be reached. The path
    crosses no other target (that one would be nearer)."""
    adjacency, bit = index.adjacency, index.space_bit
    first = {here: -1}
    frontier = [here]
    d = 0
    while frontier:
        d += 1
        nxt = []
        for u in frontier:
            for v in adjacency[u]:
                if v not in first:
                    first[v] = v if u == here else first[u]
                    if bit[v] & targets:
                        return v, d, first[v]
                    nxt.append(v)
        frontier = nxt
    return None


def _nearest_first(index: PilgrimIndex, s: int, targets: int, steps: int) -> int:
    """How many spaces of the `targets` mask a walk from `s` enters in `steps` steps,
    going always on to the nearest target left, the first by bit position of equally
    near ones (a lower bound on the most it can)."""
    count = 0
    dist, spaces = index.dist, index.spaces
    while targets:
        row = dist[s]
        best, best_d = -1, steps + 1
        t = targets
        while t:
            low = t & -t
            position = low.bit_length() - 1
            if row[position] < best_d:
                best, best_d = position, row[position]
            t ^= low
        if best < 0:
            break
        steps -= best_d
        s = spaces[best]
        targets &= ~(1 << best)
        count += 1
    return count


def _targets(index: PilgrimIndex, s: int, owned_mask: int) -> int:
    """The mask of the spaces reachable from `s` that are not in `owned_mask`."""
    return index.reach[s] & ~owned_mask


def steps_to_spare(index: PilgrimIndex, start: Optional[str], owned: frozenset[str],
                   steps: int) -> bool:
    """Whether `steps` exceed a nearest-first walk entering every reachable space not in
    `owned`, plus one step per map location. Then every outcome of one step keeps every
    such space in reach with steps left over, so a one-step look-ahead cannot tell the
    steps apart."""
    s = _start(index, start)
    spare = _spare(index, steps)
    if spare < 0:
        return False
    targets = _targets(index, s, index.mask_of(owned))
    return _nearest_first(index, s, targets, spare) == targets.bit_count()


def _spare(index: PilgrimIndex, steps: int) -> int:
    """The steps beyond one per map location (`steps_to_spare`; below 0: none)."""
    return steps - len(index.ids) - 1


def toward_nearest_new(index: PilgrimIndex, start: Optional[str],
                       owned: frozenset[str]) -> Optional[str]:
    """The first step of a shortest path to the nearest space not in `owned` (None if
    no such space can be reached)."""
    s = _start(index, start)
    hit = _nearest(index, s, _targets(index, s, index.mask_of(owned)))
    return None if hit is None else index.ids[hit[2]]


SEARCH_BUDGET = 50_000          # (location, entered set) states `most_new_spaces` searches


def most_new_spaces(index: PilgrimIndex, start: Optional[str], owned: frozenset[str],
                    steps: int) -> int:
    """The most monastery spaces not in `owned` a move of up to `steps` steps can enter
    (R-PIL-1..3): the largest `len(entered)` of `reachable_from`, found without listing
    the outcomes. It stops as soon as every reachable space is entered, and answers at
    once when a nearest-first walk over them all fits in `steps`; so large step counts
    cost no more than the walk (bots stay fast with large step gains). Past
    `SEARCH_BUDGET` states the answer is the best found or a nearest-first walk's count
    (a lower bound; a base game's moves stay far below the budget)."""
    if steps < 0:
        raise PilgrimError(f"a pilgrim cannot move {steps} steps")
    s = _start(index, start)
    # spaces farther than `steps` cannot be entered: taken as owned, they neither change
    # the answer nor keep it from being shared with moves that differ only there
    every = (1 << len(index.spaces)) - 1
    owned_mask = index.mask_of(owned) | (every & ~_near(index, s, steps))
    key = (s, owned_mask, steps)
    answers = index.answers
    hit = answers.get(key)
    if hit is None:
        if len(answers) >= ANSWERS_KEPT:
            answers.clear()
        hit = answers[key] = _most_new(index, s, owned_mask, steps)
    return hit


ANSWERS_KEPT = 100_000


def _near(index: PilgrimIndex, s: int, steps: int) -> int:
    """The mask of the spaces a move of up to `steps` steps from node `s` can enter: those
    at most `steps` away, and `s` itself (entered again after leaving it)."""
    key = ("near", s, steps)
    hit = index.answers.get(key)
    if hit is None:
        hit = index.space_bit[s]
        for position, d in enumerate(index.dist[s]):
            if d <= steps:
                hit |= 1 << position
        index.answers[key] = hit
    return hit


def _most_new(index: PilgrimIndex, s: int, owned_mask: int, steps: int) -> int:
    adjacency, bit = index.adjacency, index.space_bit
    targets = _targets(index, s, owned_mask)
    most = targets.bit_count()
    if most == 0 or steps == 0:
        return 0
    if _nearest_first(index, s, targets, steps) == most:
        return most
    n = len(adjacency)
    seen = {owned_mask * n + s}
    frontier = [(s, owned_mask)]
    best = 0
    for _ in range(steps):
        nxt = []
        for loc, mask in frontier:
            for v in adjacency[loc]:
                m = mask | bit[v]
                key = m * n + v
                if key not in seen:
                    seen.add(key)
                    nxt.append((v, m))
                    if m != mask:
                        best = max(best, (m & ~owned_mask).bit_count())
        if best == most or not nxt:
            break
        if len(seen) > SEARCH_BUDGET:
            return max(best, _nearest_first(index, s, targets, steps))
        frontier = nxt
    return best



# ------------------------------------------------------------------ state wrappers

def _player_view(state, seat: int):
    player = state.players[seat]
    return index_of(state.rules.map), player.pilgrim, frozenset(player.monasteries)


def reachable(state, seat: int, steps: int, dominated: bool = False) -> list[Outcome]:
    """`reachable_from` for a player of a game state: reads `state.rules.map`,
    `state.players[seat].pilgrim` (node id) and `.monasteries` (space ids with a disk)."""
    index, start, owned = _player_view(state, seat)
    return reachable_from(index, start, owned, steps, dominated)


def most_new(state, seat: int, steps: int) -> int:
    """`most_new_spaces` for a player of a game state (see `reachable`)."""
    index, start, owned = _player_view(state, seat)
    return most_new_spaces(index, start, owned, steps)


def spare_steps_move(state, seat: int, steps: int) -> Optional[str]:
    """For a player of a game state with `steps` to spare (see `steps_to_spare`; with
    no disk left no space counts as new): the step towards the nearest new space, ""
    to stop when none is left, None when the steps are not to spare."""
    if _spare(index_of(state.rules.map), steps) < 0:      # the common case, said at once
        return None
    index, start, owned = _player_view(state, seat)
    if state.players[seat].disks_left <= 0:
        owned = frozenset(index.ids[v] for v in index.spaces)
    if not steps_to_spare(index, start, owned, steps):
        return None
    return toward_nearest_new(index, start, owned) or ""


def best_route(state, seat: int, steps: int, value: Callable[[Outcome], float],
               dominated: bool = False) -> Outcome:
    """The outcome of at most `steps` steps with the highest `value` (bots, R-PIL-1);
    ties go to fewer steps, then to the first found. The default (non-dominated outcomes
    only) is right for a value that never drops when more spaces are entered and ignores
    their order; pass `dominated=True` for any other value."""
    outcomes = reachable(state, seat, steps, dominated)
    best, best_key = outcomes[0], None
    for outcome in outcomes:
        key = (value(outcome), -outcome.steps_used)
        if best_key is None or key > best_key:
            best, best_key = outcome, key
    return best


# ------------------------------------------------------------------ validator helpers

def distances_from(index: PilgrimIndex, s: int) -> dict[int, int]:
    """Fewest steps from node number `s` to every node number it can reach."""
    dist = {s: 0}
    frontier = [s]
    while frontier:
        nxt = []
        for u in frontier:
            for v in index.adjacency[u]:
                if v not in dist:
                    dist[v] = dist[u] + 1
                    nxt.append(v)
        frontier = nxt
    return dist


def distances(pilgrim_map: PilgrimMap, source: str) -> dict[str, int]:
    """Fewest steps from `source` to every location it can reach (one-way roads and the
    corner rule of R-PIL-2 honoured)."""
    index = index_of(pilgrim_map)
    dist = distances_from(index, _start(index, source))
    return {index.ids[v]: d for v, d in dist.items()}


def reachable_spaces(pilgrim_map: PilgrimMap, corner: str) -> frozenset[str]:
    """The monastery spaces a pilgrim starting on `corner` can ever reach (validator:
    every space must be reachable from every corner)."""
    index = index_of(pilgrim_map)
    return frozenset(nid for nid in distances(pilgrim_map, corner)
                     if index.space_bit[index.number[nid]])
