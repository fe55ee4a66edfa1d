"""Setup (R-SET-1..12): the table, the round setup, and the start conditions as
decisions in the R-SET-12 order."""
from __future__ import annotations

import random

from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.model import RuleSet
from coimbra_dsl.vocab import Back, Location, Timing

from .action import Action
from .dice import PoolDie
from .index import CITIES, CLASSES, COLOUR_ORDER, LOCATIONS
from .playable import index_of
from .runtime import advance, push_bonuses
from .state import GameState, PlayerState
from .tasks import PhaseTask, SeatTask, auto, decision, then
from . import task_fields as fields

A = Action.make


class SetupError(CoimbraError, ValueError):
    """A game that cannot be set up (player count without a setup table, too few parts)."""


def rng_of(st: GameState) -> random.Random:
    """The chance RNG at the stored state (R-A-1), after any lazily deferred
    determinization (`reveal`); seeded with 0 before `setstate`: cheaper than the OS
    entropy an unseeded `Random()` reads."""
    st.reveal()
    if type(st.rng) is int:         # a seed left by `GameState.determinize`
        return random.Random(st.rng)
    r = random.Random(0)
    r.setstate(st.rng)
    return r


def check_players(rules: RuleSet, players: int) -> None:
    """A player count the rule set has a setup table for (R-SET), else a SetupError."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in rules.setups:
        counts = ", ".join(str(k) for k in sorted(rules.setups))
        raise SetupError(f"rule set {rules.name!r} has no setup for {players!r} players "
                         f"(it has setups for {counts or 'no player count'})")


def new_state(rules: RuleSet, players: int, seed: int,
              alike_at_once: bool = True) -> GameState:
    """A new game at its first decision (R-SET-1..12); `alike_at_once` false asks every
    decision with two or more choices, as a game saved before they were taken did."""
    check_players(rules, players)
    ix = index_of(rules)
    c = ix.c
    table = rules.setups[players]
    st = GameState(rules, players, seed, alike_at_once)
    rng = random.Random(seed)
    events: list[dict] = []
    # R-SET-1 monasteries per back onto the spaces of their colour
    by_back = {}
    for b in Back:
        ids = [mid for mid, m in rules.monasteries.items() if m.back == b]
        rng.shuffle(ids)
        by_back[b] = ids
    for space in ix.spaces:
        pile = by_back[ix.space_back[space]]
        if pile:
            st.spaces[space] = pile.pop()
    st.box.extend(mid for b in Back for mid in by_back[b])
    # R-SET-2 one scoring tile per track
    tiles = list(rules.scoring_tiles)
    if len(tiles) < len(CLASSES):
        raise SetupError(f"rule set {rules.name!r} has {len(tiles)} scoring tiles, "
                         f"needs {len(CLASSES)}")
    rng.shuffle(tiles)
    st.tiles = tiles[:len(CLASSES)]
    # R-SET-3 die tokens, face up
    st.tokens = {loc: [True] * len(table.die_tokens.get(Location(loc), ())) for loc in CITIES}
    # R-SET-4 voyages
    vids = list(rules.voyages)
    rng.shuffle(vids)
    st.voyages = vids[:table.voyages]
    st.box.extend(vids[table.voyages:])
    # R-SET-5 the dice pool
    pool = []
    for colour, k in c.dice.items():
        k -= table.remove_dice.get(colour, 0)
        pool.extend([PoolDie(colour.value, 0)] * max(0, k))
    pool.sort(key=lambda d: COLOUR_ORDER[d.colour])
    if len(pool) < c.dice_per_player * players:
        raise SetupError(f"{len(pool)} dice for {players} players, "
                         f"needs {c.dice_per_player * players}")
    st.pool = pool
    # R-SET-6 players; R-SET-7 random order
    st.players = [PlayerState(c.start_coins, c.start_guards, c.disks, c.dice_per_player)
                  for _ in range(players)]
    order = list(range(players))
    rng.shuffle(order)
    st.order = order
    for pos, seat in enumerate(order):
        st.players[seat].flag = pos + 1
        st.players[seat].arrive = [pos] * len(CLASSES)
    st.tick = players
    # R-SET-8 character stack: II on top of III; top = last
    two = list(ix.backs[Back.II])
    three = list(ix.backs[Back.III])
    rng.shuffle(two)
    rng.shuffle(three)
    st.stack = list(reversed(two + three))
    # R-SET-11 start groups
    ones = list(ix.start_cards)
    rng.shuffle(ones)
    k = c.start_group_size
    if len(ones) < k * players:
        raise SetupError(f"{len(ones)} start cards for {players} groups of {k}")
    st.groups = [ones[i * k:(i + 1) * k] for i in range(players)]
    st.box.extend(ones[k * players:])
    st.rng = rng.getstate()
    st.breakdown = []
    st.mark = [0] * players
    events.append({"event": "setup", "players": players, "seed": seed, "order": order,
                   "monasteries": dict(st.spaces), "tiles": list(st.tiles),
                   "voyages": list(st.voyages), "groups": [list(g) for g in st.groups]})
    # R-SET-9 the first round
    round_setup(st, events)
    # R-SET-12 start conditions, then the start cards' gains, then round 1
    flow: list[SeatTask | PhaseTask] = [SeatTask("start1", s) for s in reversed(order)]
    flow += [SeatTask("start2", s) for s in order]
    flow += [SeatTask("startgain", s) for s in order] + [then("setup")]
    st.tasks = list(reversed(flow))
    st.run(events)
    st._append_log(events)
    return st


def round_setup(st: GameState, events: list) -> None:
    """R-SET-9/R-SET-10: favor tiles back, cap tile back, 4 cards per city row, crown
    tokens by column 4..1, rows top to bottom, first card of each class."""
    st.reveal()
    st.round += 1
    st.phase = "setup" if st.round == 1 else st.phase
    st.favors = list(st.rules.favors)
    for p in st.players:
        p.favors = []
        p.crown_tokens = []
    st.cap = None
    st.crowns_on = {}
    width = st.ix.c.row_cards
    for loc in CITIES:
        row = []
        for _ in range(width):
            if st.stack:
                row.append(st.stack.pop())
        st.display[loc] = row
    st.rows = {loc: [] for loc in LOCATIONS}
    placed = set()
    card_cls = st.ix.card_cls
    for col in reversed(range(width)):
        for loc in CITIES:
            row = st.display[loc]
            if col < len(row):
                ci = card_cls[row[col]]
                if ci not in placed:
                    placed.add(ci)
                    st.crowns_on[row[col]] = ci
    events.append({"event": "round", "round": st.round,
                   "display": {loc: list(st.display[loc]) for loc in CITIES},
                   "crowns": {cid: CLASSES[ci].value for cid, ci in st.crowns_on.items()}})


# ---------------------------------------------------------------- start conditions

def _free_corners(st: GameState):
    taken = {p.pilgrim for p in st.players}
    return [c for c in st.ix.corners if c not in taken]


def _group_actions(st: GameState):
    return [A("start", ("group", str(i + 1))) for i, g in enumerate(st.groups) if g is not None]


def _corner_actions(st: GameState):
    return [A("start", ("corner", c)) for c in _free_corners(st)]


def _start1_legal(st: GameState, task):
    return tuple(_group_actions(st) + _corner_actions(st))


def _start2_legal(st: GameState, task: SeatTask):
    p = st.players[task.seat]
    return tuple(_corner_actions(st) if p.cards else _group_actions(st))


def _start_apply(st: GameState, task: SeatTask, action, events):
    """R-SET-12: take a start group, or put the pilgrim on a free corner."""
    seat = task.seat
    p = st.players[seat]
    group = action.arg("group")
    if group is not None:
        i = int(group) - 1
        p.cards.extend(st.groups[i])
        events.append({"event": "start_group", "seat": seat, "cards": list(st.groups[i])})
        st.groups[i] = None
    else:
        p.pilgrim = action.arg("corner")
        events.append({"event": "start_corner", "seat": seat, "corner": p.pilgrim})


decision("start1", SeatTask, _start1_legal, (fields.seat,),
         "choose a start group or a starting corner for your pilgrim")(_start_apply)
decision("start2", SeatTask, _start2_legal, (fields.seat,),
         "take the other start choice")(_start_apply)


@auto("startgain", SeatTask, fields.seat)
def _start_gain(st: GameState, task, events):
    """R-SET-12: each player gains both start cards' influence and immediate bonuses."""
    seat = task.seat
    cards = st.players[seat].cards
    for cid in cards:
        advance(st, seat, st.ix.card_cls[cid], st.ix.card_infl[cid], events)
    for cid in reversed(cards):
        push_bonuses(st, seat, cid, Timing.IMMEDIATE)
