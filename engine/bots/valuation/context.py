"""What a valuation of one state shares: the rule set's cache key, the facts of the
game's progress and unit values (`Facts`, `Context`), a seat's holdings as a key, and
the worth constants (VP equivalents, R-END-1..5)."""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, NamedTuple, Optional

from coimbra_dsl.vocab import DieColour

from engine.core import queries as q
from engine.core.queries import TRACKS
from .caches import CACHES, make_room, shared
from .majorities import (_RANK_VP, _TILE_IDS, _TILE_NUMBERS, _ahead, _expected_rank_vp,
                         _rank_vp, _scale, _tile_vps)

if TYPE_CHECKING:
    from engine.core.state import GameState

# VP worth of one unit of a resource while it can still be spent; coins and guards
# fall to 1/2 VP at the end (R-END-5).
STEP_VALUE = 1.1
VP_PER_MONASTERY = 3.5        # a newly entered monastery: disk, bonus, later counts
FAVOR_VALUE_FALLBACK = 3.0
PER_SPACE = 0.25              # a track space beyond its rank and income value
CROWN_VALUE = 0.5
DIPLOMA_ICON = 1.2
PHASES = ("setup", "A", "B", "C", "D", "E", "F", "end")
PHASE_B, PHASE_C, PHASE_E = PHASES.index("B"), PHASES.index("C"), PHASES.index("E")
WHITE = DieColour.WHITE.value


class Facts(NamedTuple):
    """What a `Context` knows of a state: they depend on the rule set, player count,
    round and phase (and whether the long game is played)."""
    rounds: int                 # rounds of the game (R-SET)
    phase_i: int                # the phase's index in `PHASES`
    future_rounds: int          # rounds still to start
    progress: float             # 0 at the start, 1 at the end
    e_left: int                 # phase E activations still to come
    res_unit: float             # VP worth of a coin or guard now
    units: dict                 # VP worth of a unit of each resource now
    long_game: bool
    grow: float                 # how much what grows during play grows by the end
    key: int                    # one number for what values besides readings depend on
    rid: int                    # `rules_key`
    top: int                    # the last track space (R-LIM-3)
    boxes: tuple                # per track, the worth of the income box at each space
    future_dice: int            # dice of the rounds still to start


# a rule set by its id, kept alive so that no other set gets the id while memos hold it
_RULES = CACHES.memo("rule sets", 1_000, ids=True)


def rules_key(st: GameState) -> int:
    """A cache key for the state's rule set (its id; the set is kept alive so that the
    id is never reused by another set while cached values refer to it)."""
    rid = id(st.rules)
    if _RULES.get(rid) is not st.rules:
        make_room(_RULES)
        _RULES[rid] = st.rules
    return rid


def _facts(st: GameState, long_game: bool) -> Facts:
    """`Context`'s facts: they depend on the rule set, player count, round and phase."""
    rounds = st.rules.setups[st.n].rounds
    phase_i = PHASES.index(st.phase) if st.phase in PHASES else 0
    future_rounds = q.rounds_left(st)
    if st.phase == "end":
        progress = 1.0
    else:
        progress = min(1.0, (max(st.round, 1) - 1 + phase_i / 7) / rounds)
    # phase E activations still to come, this round's included while before phase E
    e_left = future_rounds + (1 if phase_i <= PHASE_E and st.phase != "end" else 0)
    res_unit = 0.5 + 0.45 * (1.0 - progress)
    units = {"coins": res_unit, "guards": res_unit, "vp": 1.0,
             "steps": STEP_VALUE if e_left or future_rounds else 0.3}
    # long game: what grows during play is projected to the game end at the seat's
    # own pace so far (`projected`), for game-end bonuses and majorities (R-END-1..4)
    played = max(1.0, progress * rounds)
    grow = rounds / played if long_game and st.phase != "end" else 1.0
    # what a value besides the seat's readings depends on (`bonus_value`)
    # (one small number per such tuple: cache keys hash it many times a decision)
    facts = (rules_key(st), st.n, res_unit, units["steps"], e_left, grow)
    key = _FACT_KEYS.get(facts)
    if key is None:
        make_room(_FACT_KEYS)
        key = _FACT_KEYS[facts] = next(_FACT_NUMBERS)
    top = q.track_top(st)
    # per track, the worth of the income box at each space (R-E-1, `income_worth`)
    boxes = []
    for ci in range(len(TRACKS)):
        row = []
        for space in range(top + 1):
            resource, n = q.track_income(st, ci, space)
            row.append(n * units[resource])
        boxes.append(tuple(row))
    return Facts(rounds, phase_i, future_rounds, progress, e_left, res_unit, units, long_game,
                 grow, key, facts[0], top, tuple(boxes),
                 future_rounds * st.rules.constants.dice_per_player)


_FACT_KEYS = CACHES.memo("fact keys", 100_000)
_FACT_NUMBERS = itertools.count()     # never given out twice, whatever is emptied
_FACTS = CACHES.memo("facts", 100_000)


class Context:
    """Per-state facts shared by every seat's value: game progress and unit values."""
    __slots__ = ("rounds", "future_rounds", "e_left", "progress", "res_unit", "units",
                 "phase_i", "key", "rid", "long_game", "grow", "top", "boxes", "future_dice",
                 "_majority", "memo")

    def __init__(self, st: GameState, long_game: bool = True) -> None:
        key = (rules_key(st), st.n, st.phase, st.round, long_game)
        facts = _FACTS.get(key)
        if facts is None:
            make_room(_FACTS)
            facts = _FACTS[key] = _facts(st, long_game)
        self.rounds = facts.rounds
        self.phase_i = facts.phase_i
        self.future_rounds = facts.future_rounds
        self.progress = facts.progress
        self.e_left = facts.e_left
        self.res_unit = facts.res_unit
        self.units = facts.units
        self.long_game = facts.long_game
        self.grow = facts.grow
        self.key = facts.key
        self.rid = facts.rid
        self.top = facts.top
        self.boxes = facts.boxes
        self.future_dice = facts.future_dice
        self._majority: Optional[tuple[tuple[float, ...], ...]] = None
        # values of this state that several options of one decision share, computed
        # once (the state must not change while the context is in use)
        self.memo: dict = {}

    def majority(self, st: GameState, track: int) -> tuple[float, ...]:
        """Every seat's expected scoring-tile VP on a track at the game end (R-END-2):
        each seat's space goes on at its own pace, give or take `SPACE_SPREAD` spaces
        per round to come; the chance that one seat ends ahead of another follows, and
        from those the chances of each rank (exactly, for up to 4 seats)."""
        return self.majorities(st)[track]

    def majorities(self, st: GameState) -> tuple[tuple[float, ...], ...]:
        """`majority` of every track (one shared lookup per state)."""
        every = self._majority
        if every is None:
            ps = st.players
            spaces = tuple([tuple(p.influence) for p in ps])
            arrive = tuple([tuple(p.arrive) for p in ps])
            key = ("majorities", self.rid, st.n, tuple(st.tiles), self.grow, spaces,
                   arrive)
            every = self._majority = shared(key, lambda: tuple([
                self.majority_at(st, t, tuple([x[t] for x in spaces]),
                                 tuple([x[t] for x in arrive]))
                for t in range(len(TRACKS))]))
        return every

    def majority_at(self, st: GameState, track: int, spaces: tuple,
                    arrive: tuple) -> tuple[float, ...]:
        """`majority` were the seats on `spaces` of the track, arrived at `arrive`."""
        key = ("majority", self.rid, st.n, st.tiles[track], self.grow, spaces, arrive)
        return shared(key, lambda: tuple([_expected_rank_vp(st, track, self, spaces, arrive, i)
                                           for i in range(st.n)]))

    def seat_majority(self, st: GameState, track: int, seat: int, space: int, stamp: int) -> float:
        """`seat`'s expected scoring-tile VP on a track (`majority`) were it on `space`,
        arrived at `stamp`, the others where they are now (a bot weighing its own track
        moves); keyed by how far each other seat is ahead, not where, so that far more
        states share it."""
        rivals = self.memo.get(("rivals", track))
        if rivals is None:
            top, grow = self.top, self.grow
            face = (self.rid, st.n, st.tiles[track], self.rounds, grow)
            tile_id = _TILE_IDS.get(face)
            if tile_id is None:
                make_room(_TILE_IDS)
                tile_id = _TILE_IDS[face] = next(_TILE_NUMBERS)
            rivals = self.memo[("rivals", track)] = (
                tile_id,
                [(min(top, p.influence[track] * grow), (p.arrive[track], j))
                 for j, p in enumerate(st.players)], _scale(self), _tile_vps(st, track, self))
        tile, projected_spaces, scale, vps = rivals
        mine = min(self.top, space * self.grow)
        if mine == 0:
            return 0.0
        key = (tile, _ahead(mine, (stamp, seat), projected_spaces, seat))
        hit = _RANK_VP.get(key)
        if hit is None:
            make_room(_RANK_VP)
            hit = _RANK_VP[key] = _rank_vp(key[1], scale, vps)
        return hit


DICE_HELD = 9       # where `holdings` has the dice colours


def holdings(st: GameState, seat: int) -> tuple:
    """Everything of `seat` that a bonus can read (`queries.count`, `amount`, `can_pay`,
    R-END-1..5): equal holdings, equal component values."""
    p = st.players[seat]
    return (tuple(p.cards), tuple([st.spaces[m] for m in p.monasteries]), tuple(p.voyages),
            tuple(p.favors), tuple(p.crown_tokens), st.order.index(seat), p.coins,
            p.guards, tuple(p.influence),
            tuple([d[0] if d is not None else None for d in p.dice]),   # the colours
            p.disks_left)
