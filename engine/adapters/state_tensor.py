"""The observation tensor straight from a `GameState`, fast enough for a learning loop
(an adapter costs at most 2x the engine per step).

`ObservationEncoder.encode(state.observation(seat))` defines the tensor; this module
builds the same floats without the dict. A `TensorPlan` (one per rule set and player
count) holds every index map, computed once. It keeps the tensor of the state last seen
from seat 0 (the *table*: seats absolute) with a copy of each public field it was built
from, and on the next call rewrites only the parts whose fields compare unequal; the
seat's tensor is then one gather from the table (rows of per-seat slices rotated to the
observer, seat numbers made relative, `your_turn` read from `to_move`).

It reads only what `observation(seat)` shows — the same fields, the stack's size, not its
order, nor the box, the RNG or the task stack beyond the pending decision — so redrawn
hidden information (`determinize`) gives the same tensor. The memo holds copies, never
the state's own lists, and is checked field by field, so any state (a clone, another
game, a state changed by hand) gets the right tensor; only the work saved varies.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Iterable

import numpy as np

from engine.core.dice import die_value
from engine.core.queries import track_ranking

if TYPE_CHECKING:
    from engine.core.state import GameState

    from .observation_tensor import ObservationEncoder

# a snapshot no field equals: forces the first build (it stands for any field's copy)
_UNSEEN: Any = object()

_Row = tuple[int, int]        # (lo, hi) of a seat's row of the tensor
# where one seat writes: coins, guards, vp, disks left, pilgrim, influence and dice (each
# the first entry), then crown tokens, favors, cards, monastery and voyage disks (rows)
_SeatPlaces = tuple[int, int, int, int, int, int, int, _Row, _Row, _Row, _Row, _Row]


class _Table:
    """The seat-0 tensor of one state and copies of the public fields it was built from."""
    __slots__ = ("x", "head", "hot", "seats", "rows", "fields", "lists")

    def __init__(self, plan: TensorPlan) -> None:
        self.x = np.zeros(plan.size + 1, np.float32)   # last entry: a scratch slot
        self.head = _UNSEEN
        self.hot = [plan.size] * (6 + plan.players)     # where each one-hot's 1 is
        self.seats = [[_UNSEEN] * 13 for _ in range(plan.players)]
        self.rows: dict = {}
        self.fields = [_UNSEEN] * 11
        self.lists: dict[int, tuple[np.ndarray, list]] = {}

    def copy(self) -> _Table:
        t = _Table.__new__(_Table)
        t.x = self.x.copy()
        t.head = self.head
        t.hot = self.hot[:]
        t.seats = [s[:] for s in self.seats]  # a snapshot's lists are never changed
        t.rows = dict(self.rows)
        t.fields = self.fields[:]
        t.lists = {}
        return t


class TensorPlan:
    """Index maps of one encoder's layout, and the tables of recently seen states."""

    TABLES = 16                 # states remembered per thread (e.g. a vector of envs)
    SEAT_SLICES = ("order", "coins", "guards", "vp", "influence", "track_rank", "disks_left",
                   "pilgrim", "dice", "crown_tokens", "favors_held", "cards",
                   "monastery_disks", "voyage_disks")      # first axis: relative seat

    def __init__(self, enc: ObservationEncoder) -> None:
        r, n = enc.rules, enc.players
        c = r.constants
        at = enc._at
        self.size, self.players = enc.size, n
        self.rounds, self.vp_scale = enc.rounds, enc.vp_scale
        self.chars = len(enc.characters)
        self.cap_coins, self.cap_guards = c.cap_coins, c.cap_guards
        self.cap_influence, self.disks, self.cap_max = c.cap_influence, c.disks, c.cap_max
        self.dice_max, self.holders, self.die_width = enc.dice_max, enc.holders, enc.die_width
        self.row_slots, self.tokens = enc.row_slots, enc.tokens
        self.token_values = {loc.value: values          # R-B-4: die tokens' fixed values
                             for loc, values in r.setups[n].die_tokens.items()}
        self.pos = enc._pos
        self.at = at
        self.ranges = {s.name: (s.start, s.stop) for s in enc.layout}
        self.width = {name: (self.ranges[name][1] - self.ranges[name][0]) // n
                      for name in self.SEAT_SLICES}
        self.nodes = len(enc.nodes) + 1
        self.ncls = len(self.pos["class"])
        self.ncol = len(enc.colours)
        self.seat_at = [self._seat_at(s) for s in range(n)]
        self._local = threading.local()
        # tensor(seat) = table[gather[seat]]: per-seat rows rotated, seat values relative
        self.gather = [self._gather_of(enc, me) for me in range(n)]

    def _seat_at(self, s: int) -> _SeatPlaces:
        """Where seat `s` (absolute) writes: single entries, then (lo, hi) rows."""
        at, w = self.at, self.width

        def row(name: str) -> tuple[int, int]:
            lo = at[name] + s * w[name]
            return lo, lo + w[name]
        return (at["coins"] + s, at["guards"] + s, at["vp"] + s, at["disks_left"] + s,
                at["pilgrim"] + s * self.nodes, at["influence"] + s * self.ncls,
                at["dice"] + s * self.holders * self.die_width, row("crown_tokens"),
                row("favors_held"), row("cards"), row("monastery_disks"),
                row("voyage_disks"))

    def _gather_of(self, enc: ObservationEncoder, me: int) -> np.ndarray:
        n = self.players
        g = np.arange(self.size, dtype=np.intp)
        for s in enc.layout:
            if s.name in self.SEAT_SLICES:
                block = (s.stop - s.start) // n        # first axis: relative seat
                for r in range(n):
                    a = (me + r) % n
                    g[s.start + r * block:s.start + (r + 1) * block] = np.arange(
                        s.start + a * block, s.start + (a + 1) * block)
            elif s.name in ("to_move", "cap", "winner"):   # relative seat; last: nobody
                for r in range(n):
                    g[s.start + r] = s.start + (me + r) % n
            elif s.name == "rows":                          # relative seat one-hot
                width = n + 3
                for b in range(s.start, s.stop, width):
                    for r in range(n):
                        g[b + r] = b + (me + r) % n
        g[self.at["your_turn"]] = self.at["to_move"] + me
        return g

    # ------------------------------------------------------------------ tables
    def _table(self, st: GameState) -> _Table:
        """The table last built for this state object, else a copy of the last one
        built (a clone or a later step differs in few fields)."""
        local = self._local
        tables = getattr(local, "tables", None)
        if tables is None:
            tables = local.tables = {}
            local.last = _Table(self)
        key = id(st)
        t = tables.get(key)
        if t is None:
            t = local.last.copy()
            if len(tables) >= self.TABLES:
                del tables[next(iter(tables))]
            tables[key] = t
        local.last = t
        return t

    def tensor(self, st: GameState, seat: int) -> np.ndarray:
        """The float32 tensor of `observation(seat)` (equal to `encode` of it)."""
        t = self._table(st)
        self._update(st, t)
        if seat == 0:                               # the table itself, but your_turn
            x = t.x[:self.size].copy()
            x[self.at["your_turn"]] = x[self.at["to_move"]]
            return x
        return t.x.take(self.gather[seat])

    def tensor_list(self, st: GameState, seat: int) -> list:
        """The same tensor as a list of floats (what OpenSpiel's Python API returns):
        this seat's previous list, patched where the tensor changed, then copied."""
        x = self.tensor(st, seat)
        t = self._local.last
        last = t.lists.get(seat)
        if last is None:
            out = x.tolist()
        else:
            old, out = last
            changed = (x != old).nonzero()[0]
            for i, v in zip(changed.tolist(), x[changed].tolist()):
                out[i] = v
        t.lists[seat] = (x, out)
        return out[:]

    # ------------------------------------------------------------------ building
    def _update(self, st: GameState, t: _Table) -> None:
        """Rewrite the parts of the table whose public fields changed."""
        x, f = t.x, t.fields
        tasks = st.tasks
        terminal = st.is_terminal
        head = (st.phase, tasks[-1].kind if tasks else None, tasks[-1].seat if tasks else None,
                st.cap, terminal, st.winner if terminal else None, st.round, len(st.stack))
        if head != t.head:
            self._head(head, t)
        ranks: set = set()
        values = False                  # a die's value or cap changed: rows' values too
        seats = t.seats
        for s, p in enumerate(st.players):
            key = [p.coins, p.guards, p.vp, p.disks_left, p.pilgrim, p.influence, p.arrive,
                   p.dice, p.crown_tokens, p.favors, p.cards, p.monasteries, p.voyages]
            if key != seats[s]:
                values |= self._seat(t, s, key, seats[s], ranks)
        if ranks:
            self._track_rank(st, x, ranks)
        pos = self.pos
        if st.order != f[0]:
            f[0] = st.order[:]
            n = self.players
            self._ones(x, *self.ranges["order"],
                       [s * n + place for place, s in enumerate(st.order)])
        if st.display != f[1]:
            f[1] = {k: v[:] for k, v in st.display.items()}
            char, city = pos["character"], pos["city"]
            self._ones(x, *self.ranges["display"],
                       [char[cid] * len(city) + ci for loc, ci in city.items()
                        for cid in st.display.get(loc, ())])
        if st.crowns_on != f[2]:
            f[2] = dict(st.crowns_on)
            self._ones(x, *self.ranges["crowns_on"],
                       [pos["character"][cid] for cid in st.crowns_on])
        if values or st.rows != t.rows:
            self._rows(st, t, values)
        if st.tokens != f[3]:
            f[3] = {k: v[:] for k, v in st.tokens.items()}
            k, city = self.tokens, pos["city"]
            self._ones(x, *self.ranges["die_tokens"],
                       [city[loc] * k + i for loc, ups in st.tokens.items()
                        for i, up in enumerate(ups[:k]) if up])
        if st.pool != f[4]:
            f[4] = st.pool[:]
            self._pool(st, x)
        if st.favors != f[5]:
            f[5] = st.favors[:]
            self._ones(x, *self.ranges["favors"], [pos["favor"][k] for k in st.favors])
        if st.spaces != f[6]:
            f[6] = dict(st.spaces)
            m = len(pos["monastery"])
            self._ones(x, *self.ranges["monasteries"],
                       [pos["space"][sp] * m + pos["monastery"][mid]
                        for sp, mid in st.spaces.items()])
        if st.voyages != f[7]:
            f[7] = st.voyages[:]
            self._ones(x, *self.ranges["voyages"], [pos["voyage"][v] for v in st.voyages])
        if st.tiles != f[8]:
            f[8] = st.tiles[:]
            k = len(pos["tile"])
            self._ones(x, *self.ranges["scoring_tiles"],
                       [ci * k + pos["tile"][tile] for ci, tile in enumerate(st.tiles[:self.ncls])])
        if st.groups != f[9]:
            f[9] = [g[:] if g is not None else None for g in st.groups]
            k, start = len(pos["start"]), pos["start"]
            self._ones(x, *self.ranges["start_groups"],
                       [g * k + start[cid] for g, group in enumerate(st.groups)
                        for cid in group or ()])
        if st.discard != f[10]:
            f[10] = st.discard[:]
            self._ones(x, *self.ranges["discard"],
                       [pos["character"][cid] for cid in st.discard])

    def _head(self, head: tuple, t: _Table) -> None:
        """Phase, decision, seat to move, cap, terminal, winner, round and stack size."""
        phase, decision, cur, cap, terminal, winner, rnd, stack = head
        old = t.head if t.head is not _UNSEEN else (_UNSEEN,) * len(head)
        t.head = head
        at, pos, n, x = self.at, self.pos, self.players, t.x
        if phase != old[0]:
            self._hot(t, 0, at["phase"] + pos["phase"][phase])
        if decision != old[1]:
            self._hot(t, 1, at["decision"] + pos["decision"].get(decision,
                                                                 len(pos["decision"])))
        if cur != old[2]:
            self._hot(t, 2, at["to_move"] + (cur if cur is not None else n))
        if cap != old[3]:
            self._hot(t, 3, at["cap"] + (cap if cap is not None else n))
        if terminal != old[4]:
            self._hot(t, 4, at["terminal"] if terminal else self.size)
        if winner != old[5]:
            self._hot(t, 5, at["winner"] + (winner if winner is not None else n))
        x[at["round"]] = rnd / self.rounds
        x[at["stack_size"]] = stack / max(1, self.chars)

    @staticmethod
    def _hot(t: _Table, k: int, i: int) -> None:
        """Move the 1 of one-hot `k` to index `i`."""
        x = t.x
        x[t.hot[k]] = 0.0
        x[i] = 1.0
        t.hot[k] = i

    def _seat(self, t: _Table, s: int, key: list, old: list, ranks: set) -> bool:
        """Rewrite what changed of seat `s` (`key`: its fields in `_update`'s order, `old`
        their copies, brought up to date here); add the tracks whose ranking may have
        moved to `ranks`; True if a die's value or cap changed (the rows show it)."""
        (coins, guards, vp, disks, pilgrim, influence, arrive, dice, crowns, favors, cards,
         monasteries, voyages) = key
        x, pos = t.x, self.pos
        (at_coins, at_guards, at_vp, at_disks, at_pilgrim, at_influence, at_dice, crowns_at,
         favors_at, cards_at, monasteries_at, voyages_at) = self.seat_at[s]
        if key[:4] != old[:4]:
            old[:4] = key[:4]
            x[at_coins] = coins / self.cap_coins
            x[at_guards] = guards / self.cap_guards
            x[at_vp] = vp / self.vp_scale
            x[at_disks] = disks / self.disks
        if pilgrim != old[4]:
            old[4] = pilgrim
            self._hot(t, 6 + s, at_pilgrim + pos["node"].get(pilgrim, self.nodes - 1))
        if influence != old[5] or arrive != old[6]:
            x[at_influence:at_influence + self.ncls] = [v / self.cap_influence
                                                        for v in influence]
            before, came = old[5], old[6]
            if before is _UNSEEN or came is _UNSEEN or len(influence) != len(before) \
                    or len(arrive) != len(came):
                ranks.update(range(self.ncls))
            else:
                for ci in range(self.ncls):
                    if influence[ci] != before[ci] or arrive[ci] != came[ci]:
                        ranks.add(ci)
            old[5], old[6] = influence[:], arrive[:]
        values = False
        if dice != old[7]:
            values = self._dice(dice, old[7], at_dice, x)
            old[7] = dice[:]
        if crowns != old[8]:
            old[8] = crowns[:]
            self._ones(x, *crowns_at, crowns)
        if favors != old[9]:
            old[9] = favors[:]
            self._ones(x, *favors_at, [pos["favor"][f] for f in favors])
        if cards != old[10]:
            old[10] = cards[:]
            self._ones(x, *cards_at, [pos["character"][cid] for cid in cards])
        if monasteries != old[11]:
            old[11] = monasteries[:]
            self._ones(x, *monasteries_at, [pos["space"][m] for m in monasteries])
        if voyages != old[12]:
            old[12] = voyages[:]
            self._ones(x, *voyages_at, [pos["voyage"][v] for v in voyages])
        return values

    @staticmethod
    def _ones(x: np.ndarray, lo: int, hi: int, places: Iterable[int]) -> None:
        """`x[lo:hi]` all zero but 1 at each of `places` (offsets from `lo`)."""
        x[lo:hi] = 0.0
        for i in places:
            x[lo + i] = 1.0

    def _track_rank(self, st: GameState, x: np.ndarray, tracks: set) -> None:
        n, ncls = self.players, self.ncls
        lo = self.ranges["track_rank"][0]
        for ci in tracks:
            for rank, s in enumerate(track_ranking(st, ci)):
                x[lo + s * ncls + ci] = rank / n

    def _dice(self, dice: list, before: list, base: int, x: np.ndarray) -> bool:
        """Rewrite the die holders that changed; True if a die kept in its holder changed
        value or cap (R-FAV-2)."""
        w, ncol = self.die_width, self.ncol
        colour, location = self.pos["colour"], self.pos["location"]
        if before is _UNSEEN or len(before) != len(dice):
            x[base:base + self.holders * w] = 0.0
            before = [_UNSEEN] * len(dice)
            values = True
        else:
            values = False
        for h, die in enumerate(dice):
            was = before[h]
            if die == was:
                continue
            b = base + h * w
            x[b:b + w] = 0.0
            if die is None:
                continue
            if was is not None and was is not _UNSEEN and (was.value != die.value
                                                            or was.capped != die.capped):
                values = True
            x[b] = 1.0
            x[b + 1 + colour[die.colour]] = 1.0
            x[b + 1 + ncol] = die.value / 6
            if die.at is not None:
                x[b + 2 + ncol + location[die.at]] = 1.0
            if die.capped:
                x[b + w - 1] = 1.0
        return values

    def _rows(self, st: GameState, t: _Table, values: bool) -> None:
        """Re-encode each location's row that changed (every row if a die's value did)."""
        n, slots, width, x = self.players, self.row_slots, self.players + 3, t.x
        lo = self.ranges["rows"][0]
        location = self.pos["location"]
        tokens, cap_max, players = self.token_values, self.cap_max, st.players
        seen = t.rows
        if seen.keys() != st.rows.keys():
            for loc in [loc for loc in seen if loc not in st.rows]:
                base = lo + location[loc] * slots * width
                x[base:base + slots * width] = 0.0
                del seen[loc]
        for loc, row in st.rows.items():
            if not values and seen.get(loc) == row:
                continue
            seen[loc] = row[:]
            base = lo + location[loc] * slots * width
            x[base:base + slots * width] = 0.0
            for place, e in enumerate(row[:slots]):
                b = base + place * width
                seat, slot = e
                if seat < 0:
                    x[b + n] = 1.0
                    x[b + n + 1] = tokens[loc][slot] / cap_max
                else:
                    x[b + seat] = 1.0
                    if players[seat].dice[slot][3]:
                        x[b + n + 2] = 1.0
                    x[b + n + 1] = die_value(st, seat, slot) / cap_max

    def _pool(self, st: GameState, x: np.ndarray) -> None:
        """Dice in the pool by colour and value (R-A-1): how many of each / dice_max."""
        colour = self.pos["colour"]
        counts: dict = {}
        for c, v in st.pool:
            i = colour[c] * 7 + int(v)
            counts[i] = counts.get(i, 0) + 1
        lo, hi = self.ranges["pool"]
        x[lo:hi] = 0.0
        for i, k in counts.items():
            x[lo + i] = k / self.dice_max

__all__ = ["TensorPlan"]
