"""The observation tensor straight from a `GameState`, fast enough for a learning loop
(issue 18: an adapter costs at most 2x the engine per step).

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
import numpy as np

from engine.core.dice import entry_value
from engine.core.queries import track_ranking

_UNSEEN = object()          # a snapshot no field equals: forces the first build


class _Table:
    """The seat-0 tensor of one state and the public fields it was built from."""
    __slots__ = ("x", "hot", "fields", "seats", "lists")

    def __init__(self, plan: "TensorPlan"):
        self.x = np.zeros(plan.size + 1, np.float32)   # last entry: a scratch slot
        self.hot = [plan.size] * plan.hot_count         # where each one-hot's 1 is
        self.fields: list = [_UNSEEN] * plan.field_count
        self.seats = [[_UNSEEN] * 10 for _ in range(plan.players)]
        self.lists: dict[int, tuple[np.ndarray, list]] = {}

    def copy(self) -> "_Table":
        t = _Table.__new__(_Table)
        t.x = self.x.copy()
        t.hot = self.hot[:]
        t.fields = self.fields[:]             # snapshots are never changed in place
        t.seats = [s[:] for s in self.seats]
        t.lists = {}
        return t


class TensorPlan:
    """Index maps of one encoder's layout, and the tables of recently seen states."""

    TABLES = 16                 # states remembered per thread (e.g. a vector of envs)

    def __init__(self, enc) -> None:
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
        self.pos = enc._pos
        self.at = at
        self.ranges = {s.name: (s.start, s.stop) for s in enc.layout}
        self.nodes = len(enc.nodes) + 1
        self.ncls = len(self.pos["class"])
        self.ncol = len(enc.colours)
        self.hot_count = 6 + n          # phase decision to_move winner cap terminal, pilgrims
        self.field_count = 16
        self._local = threading.local()
        # tensor(seat) = table[gather[seat]]: per-seat rows rotated, seat values relative
        self.gather = [self._gather_of(enc, me) for me in range(n)]

    def _gather_of(self, enc, me: int) -> np.ndarray:
        n = self.players
        g = np.arange(self.size, dtype=np.intp)
        for s in enc.layout:
            if s.name in ("order", "coins", "guards", "vp", "influence", "track_rank",
                          "disks_left", "pilgrim", "dice", "crown_tokens", "favors_held",
                          "cards", "monastery_disks", "voyage_disks"):
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
    def _table(self, st) -> _Table:
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

    def tensor(self, st, seat: int) -> np.ndarray:
        """The float32 tensor of `observation(seat)` (equal to `encode` of it)."""
        t = self._table(st)
        self._update(st, t)
        return t.x.take(self.gather[seat])

    def tensor_list(self, st, seat: int) -> list:
        """The same tensor as a list of floats (what OpenSpiel's Python API returns),
        patched from this seat's previous list where the tensor changed."""
        t = self._table(st)
        self._update(st, t)
        x = t.x.take(self.gather[seat])
        last = t.lists.get(seat)
        if last is None:
            out = x.tolist()
        else:
            old, out = last
            out = out[:]
            changed = np.flatnonzero(x != old)
            for i, v in zip(changed.tolist(), x[changed].tolist()):
                out[i] = v
        t.lists[seat] = (x, out)
        return out[:]

    # ------------------------------------------------------------------ building
    def _update(self, st, t: _Table) -> None:
        x, hot, f = t.x, t.hot, t.fields
        at, pos, n = self.at, self.pos, self.players

        def one(k: int, i: int) -> None:       # move one-hot k's 1 to index i
            if hot[k] != i:
                x[hot[k]] = 0.0
                x[i] = 1.0
                hot[k] = i

        tasks = st.tasks
        cur = tasks[-1][1] if tasks else None
        decision = tasks[-1][0] if tasks else None
        one(0, at["phase"] + pos["phase"][st.phase])
        one(1, at["decision"] + pos["decision"].get(decision, len(pos["decision"])))
        one(2, at["to_move"] + (cur if cur is not None else n))
        terminal = st.is_terminal
        winner = st.winner if terminal else None
        one(3, at["winner"] + (winner if winner is not None else n))
        one(4, at["cap"] + (st.cap if st.cap is not None else n))
        one(5, at["terminal"] if terminal else self.size)
        if st.round != f[0]:
            f[0] = st.round
            x[at["round"]] = st.round / self.rounds
        stack = len(st.stack)
        if stack != f[1]:
            f[1] = stack
            x[at["stack_size"]] = stack / max(1, self.chars)
        ranks = dice = False
        for s, p in enumerate(st.players):
            r, d = self._update_seat(st, t, s, p)
            ranks |= r
            dice |= d
        if ranks:
            self._track_rank(st, x)
        if st.order != f[2]:
            f[2] = st.order[:]
            self._order(st, x)
        if st.display != f[3]:
            f[3] = {k: v[:] for k, v in st.display.items()}
            self._display(st, x)
        if st.crowns_on != f[4]:
            f[4] = dict(st.crowns_on)
            self._ones(x, *self.ranges["crowns_on"], [pos["character"][cid] for cid in st.crowns_on])
        if dice or st.rows != f[5]:
            f[5] = {k: v[:] for k, v in st.rows.items()}
            self._rows(st, x)
        if st.tokens != f[6]:
            f[6] = {k: v[:] for k, v in st.tokens.items()}
            self._die_tokens(st, x)
        if st.pool != f[7]:
            f[7] = st.pool[:]
            self._pool(st, x)
        if st.favors != f[8]:
            f[8] = st.favors[:]
            self._ones(x, *self.ranges["favors"], [pos["favor"][k] for k in st.favors])
        if st.spaces != f[9]:
            f[9] = dict(st.spaces)
            m = len(pos["monastery"])
            self._ones(x, *self.ranges["monasteries"], [pos["space"][sp] * m + pos["monastery"][mid]
                                          for sp, mid in st.spaces.items()])
        if st.voyages != f[10]:
            f[10] = st.voyages[:]
            self._ones(x, *self.ranges["voyages"], [pos["voyage"][v] for v in st.voyages])
        if st.tiles != f[11]:
            f[11] = st.tiles[:]
            k = len(pos["tile"])
            self._ones(x, *self.ranges["scoring_tiles"], [ci * k + pos["tile"][tile]
                                            for ci, tile in enumerate(st.tiles[:self.ncls])])
        if st.groups != f[12]:
            f[12] = [g[:] if g is not None else None for g in st.groups]
            k, start = len(pos["start"]), pos["start"]
            self._ones(x, *self.ranges["start_groups"], [g * k + start[cid]
                                           for g, group in enumerate(st.groups)
                                           for cid in group or ()])
        if st.discard != f[13]:
            f[13] = st.discard[:]
            self._ones(x, *self.ranges["discard"], [pos["character"][cid] for cid in st.discard])

    def _update_seat(self, st, t: _Table, s: int, p) -> tuple[bool, bool]:
        """Rewrite what changed of one seat; (track ranks stale, dice changed)."""
        x, f, at, pos = t.x, t.seats[s], self.at, self.pos
        ranks = dice = False
        nums = (p.coins, p.guards, p.vp, p.disks_left)
        if nums != f[0]:
            f[0] = nums
            x[at["coins"] + s] = p.coins / self.cap_coins
            x[at["guards"] + s] = p.guards / self.cap_guards
            x[at["vp"] + s] = p.vp / self.vp_scale
            x[at["disks_left"] + s] = p.disks_left / self.disks
        if p.influence != f[1]:
            f[1] = p.influence[:]
            ranks = True
            a = at["influence"] + s * self.ncls
            x[a:a + self.ncls] = [v / self.cap_influence for v in p.influence]
        if p.arrive != f[2]:
            f[2] = p.arrive[:]
            ranks = True
        if p.pilgrim != f[3]:
            f[3] = p.pilgrim
            node = pos["node"].get(p.pilgrim, self.nodes - 1)
            i = at["pilgrim"] + s * self.nodes + node
            x[t.hot[6 + s]] = 0.0
            x[i] = 1.0
            t.hot[6 + s] = i
        if p.dice != f[4]:
            f[4] = p.dice[:]
            dice = True
            self._dice(p, s, x)
        for k, name, key, items in (
                (5, "crown_tokens", None, p.crown_tokens), (6, "favors_held", "favor", p.favors),
                (7, "cards", "character", p.cards), (8, "monastery_disks", "space", p.monasteries),
                (9, "voyage_disks", "voyage", p.voyages)):
            if items != f[k]:
                f[k] = items[:]
                lo, hi = self.ranges[name]
                width = (hi - lo) // self.players
                lo += s * width
                index = pos[key] if key is not None else None
                self._ones(x, lo, lo + width,
                           [index[i] for i in items] if index is not None else items)
        return ranks, dice

    @staticmethod
    def _ones(x: np.ndarray, lo: int, hi: int, places) -> None:
        """`x[lo:hi]` all zero but 1 at each of `places` (offsets from `lo`)."""
        x[lo:hi] = 0.0
        for i in places:
            x[lo + i] = 1.0

    def _track_rank(self, st, x: np.ndarray) -> None:
        n, ncls = self.players, self.ncls
        ranks = [0.0] * (n * ncls)
        for ci in range(ncls):
            for rank, s in enumerate(track_ranking(st, ci)):
                ranks[s * ncls + ci] = rank / n
        lo, hi = self.ranges["track_rank"]
        x[lo:hi] = ranks

    def _order(self, st, x: np.ndarray) -> None:
        n = self.players
        self._ones(x, *self.ranges["order"], [s * n + place for place, s in enumerate(st.order)])

    def _display(self, st, x: np.ndarray) -> None:
        char, city = self.pos["character"], self.pos["city"]
        cities = len(city)
        self._ones(x, *self.ranges["display"], [char[cid] * cities + ci for loc, ci in city.items()
                                  for cid in st.display.get(loc, ())])

    def _dice(self, p, s: int, x: np.ndarray) -> None:
        w, ncol = self.die_width, self.ncol
        colour, location = self.pos["colour"], self.pos["location"]
        base = self.at["dice"] + s * self.holders * w
        x[base:base + self.holders * w] = 0.0
        for h, die in enumerate(p.dice):
            if die is None:
                continue
            b = base + h * w
            x[b] = 1.0
            x[b + 1 + colour[die[0]]] = 1.0
            x[b + 1 + ncol] = die[1] / 6
            if die[2] is not None:
                x[b + 2 + ncol + location[die[2]]] = 1.0
            if die[3]:
                x[b + w - 1] = 1.0

    def _rows(self, st, x: np.ndarray) -> None:
        n, slots, width = self.players, self.row_slots, self.players + 3
        lo, hi = self.ranges["rows"]
        x[lo:hi] = 0.0
        location = self.pos["location"]
        for loc, row in st.rows.items():
            base = lo + location[loc] * slots * width
            for place, e in enumerate(row[:slots]):
                b = base + place * width
                seat, slot = e
                if seat < 0:
                    x[b + n] = 1.0
                else:
                    x[b + seat] = 1.0
                    if st.players[seat].dice[slot][3]:
                        x[b + n + 2] = 1.0
                x[b + n + 1] = entry_value(st, loc, e) / self.cap_max

    def _die_tokens(self, st, x: np.ndarray) -> None:
        k, city = self.tokens, self.pos["city"]
        self._ones(x, *self.ranges["die_tokens"], [city[loc] * k + i for loc, ups in st.tokens.items()
                                     for i, up in enumerate(ups[:k]) if up])

    def _pool(self, st, x: np.ndarray) -> None:
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
