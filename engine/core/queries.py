"""Read-only questions about a game state, in the game's own words, for bots and views.

Bots use only these, the public `GameState` members (docs/API.md) and the frozen rule
set `state.rules`; never the runtime, the phase modules or the rule index, so the engine
may reorganise its internals without touching a bot. Every function here answers by
calling the engine's own code (the answer a rule would use), and changes nothing.

Tracks are numbered as in `PlayerState.influence`: `TRACKS[i]` is the class of track i.
Effects are reached by *node*: a number for one effect object of one bonus, as held by a
pending effect (`pending`) and listed by `bonuses`; `effect(state, node)` is the frozen
effect object (coimbra_dsl/effects.py) and `parts(state, node)` its sub-effects' nodes.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Iterator, Optional

from coimbra_dsl import effects as fx
from coimbra_dsl.vocab import CardClass, Timing

from . import phase_c, runtime
from engine.solvers import pilgrim
from engine.solvers.diplomas import best_score_for
from .dice import HeldDie, PoolDie, entry_value, row_entry_values  # noqa: F401 (records)
from .index import CLASS_BY_WORD, CLASSES
from .limits import (capped_gain, capped_value, die_price, paid, row_position,  # noqa: F401
                     track_space)   # the game's limits, asked by bots as by the runtime

if TYPE_CHECKING:
    from .state import GameState

TRACKS: tuple[CardClass, ...] = CLASSES


def track_of(cls: CardClass) -> int:
    """The track number of a card class."""
    return CLASS_BY_WORD[cls._value_]     # (not `.value`: a slow property, read often)


def track_of_colour(state: GameState, colour: str) -> int:
    """The track a die of `colour` (not white) activates (R-E-1)."""
    return state.ix.colour_class[colour]


def track_income(state: GameState, track: int, space: int) -> tuple[str, int]:
    """(resource word, amount) of the income box at `space` of a track (R-E-1)."""
    ix = state.ix
    return ix.track_income[track], ix.track_amounts[track][space]


def track_rank_vp(state: GameState, seat: int, track: int, spaces: Optional[list] = None) -> int:
    """The scoring-tile VP `seat` would earn on a track if the game ended now (R-END-2);
    or, given `spaces` (one per seat), if the seats stood on those spaces then."""
    return runtime.rank_vp(state, track, seat, spaces)


def rank_tile_vp(state: GameState, track: int, rank: int) -> int:
    """The scoring-tile VP of a rank (0 = first) on a track at this player count, for a
    seat off the first space; the second-place gap rule aside (R-END-2)."""
    face = state.rules.scoring_tiles[state.tiles[track]].face(state.n)
    if rank >= len(face) or (state.n < 4 and rank >= 2):
        return 0
    return face[rank]


def track_top(state: GameState) -> int:
    """The last space of every track (R-LIM-3)."""
    return state.ix.c.cap_influence


def rounds_left(state: GameState) -> int:
    """Rounds still to start after the current one (R-SET, the setup table's rounds)."""
    if state.phase == "end":
        return 0
    return max(0, state.rules.setups[state.n].rounds - max(state.round, 1))


def monastery_spaces(state: GameState) -> int:
    """How many map spaces hold a monastery (the most disks a pilgrim can place)."""
    return len(state.spaces)


def track_ranking(state: GameState, track: int) -> list[int]:
    """Seats by space on a track, ties by arrival (R-LIM-6)."""
    return runtime.track_ranking(state, track)


def card_cost(state: GameState, seat: int, card_id: str, die: int) -> tuple[Optional[str], int]:
    """(currency, price) of a character card for `seat` with a die of value `die`: the
    die value less `seat`'s phase C discounts in that currency (R-C-3, R-C-4)."""
    return phase_c.card_cost(state, seat, die, card_id)


def card_currency(state: GameState, card_id: str) -> Optional[str]:
    """The currency a character card is paid in (R-C-3)."""
    return state.ix.card_cost[card_id]


def card_price(state: GameState, seat: int, card_id: str) -> tuple[Optional[str], int]:
    """(currency, discount) of a character card for `seat`: its price with a die of
    value v is max(0, v - discount) of that currency (R-C-3, R-C-4)."""
    cur = state.ix.card_cost[card_id]
    return cur, phase_c.card_discount(state, seat, cur)


def invest_cost(state: GameState, seat: int, voyage: str) -> tuple[str, int]:
    """(currency, amount) `seat` would pay to invest in a voyage, discounts taken off
    (R-INV-1, R-FAV-1)."""
    return runtime.invest_cost(state, seat, voyage)


def track_named(word: str) -> int:
    """The track number of a class word ("scholars", ...), as in action keys."""
    return CLASS_BY_WORD[word]


def row_die_value(state: GameState, city: str, position: int) -> int:
    """The value of the player's die at `position` of a city's (or the castle's) row,
    the cap tile included (R-C-1, R-FAV-2); a neutral die token's printed value."""
    return entry_value(state, city, state.rows[city][position])


def row_values(state: GameState, city: str) -> tuple[int, ...]:
    """`row_die_value` of every entry of a row, first to last."""
    return row_entry_values(state, city)


def holding(state: GameState, seat: int, resource: str) -> int:
    """How much of a resource (`coins`, `guards`, `vp`, ...) `seat` has."""
    return runtime.holding(state.players[seat], resource)


def can_pay(state: GameState, seat: int, cost) -> bool:
    """Whether `seat` holds every `(resource, n)` of a bonus's cost (R-LIM-2)."""
    return runtime.can_pay(state.players[seat], cost)


def crowns_now(state: GameState, seat: int) -> int:
    """`seat`'s crowns for the phase D order: crown tokens, favor tiles, flag (R-D-1)."""
    return runtime.crowns_now(state, seat)


def diploma_score(state: GameState, seat: int, plus_card: Optional[str] = None,
                  icons: Optional[tuple[dict, int]] = None) -> int:
    """VP of `seat`'s diplomas if the game ended now: the best partition (R-END-3);
    with `plus_card`, if the seat also held that character card (`icons`: the seat's
    `diploma_icons`, if known)."""
    if plus_card is None:
        return runtime.diploma_score(state, seat)
    counts, wild = icons or runtime.diploma_icons(state, seat)
    counts = dict(counts)
    for kind in state.ix.card_diplomas[plus_card]:
        if kind == "wild":
            wild += 1
        else:
            counts[kind] = counts.get(kind, 0) + 1
    return best_score_for(state.rules, counts, wild) if counts or wild else 0


def diploma_icons(state: GameState, seat: int) -> tuple[dict, int]:
    """`seat`'s diploma icons: a count per kind, and its wilds (R-END-3)."""
    return runtime.diploma_icons(state, seat)


def triggered(state: GameState, seat: int, trigger: fx.Trigger, track: int = -1) -> list[int]:
    """The nodes of `seat`'s standing abilities that an event would set off now (R-C-4,
    R-BON-M): `trigger` with the class of `track` (-1: none)."""
    return runtime.triggered(state, seat, trigger.value, track)


def count(state: GameState, seat: int, counter: fx.Counter) -> int:
    """A bonus counter ('per monastery', 'per scholars card', ...) for `seat` now."""
    return runtime.counting(counter)(state, seat, state.players[seat])


def counting(counter: fx.Counter):
    """`count` of one counter as a function (state, seat, player) -> int, built once."""
    return runtime.counting(counter)


def amount(state: GameState, seat: int, value, count_of=None) -> int:
    """A bonus amount (a number, a counter, a sum) for `seat` now; `count_of(state,
    seat, counter)`, if given, stands in for `count` (e.g. a bot's projection)."""
    return runtime.amount(state, seat, value, count_of)


def effect(state: GameState, node: int):
    """The effect object of a node."""
    return state.ix.nodes[node]


def parts(state: GameState, node: int) -> tuple[int, ...]:
    """The nodes of an effect's parts (steps of a sequence, options of a choice, ...)."""
    return state.ix.kids[node]


def wild_diplomas(state: GameState, component_id: str) -> int:
    """Wild diploma icons a component gives its holder (monasteries, favor tiles: R-END-3)."""
    return state.ix.wilds.get(component_id, 0)


def start_group(state: GameState, group: int) -> tuple[str, ...]:
    """The cards of a start group still on offer (R-SET-12), by number from 0."""
    return tuple(state.groups[group] or ())


def with_bonuses(state: GameState) -> Iterable[str]:
    """Every component (card, monastery, voyage, favor tile) that has a bonus."""
    return state.ix.roots.keys()


def bonuses(state: GameState, component_id: str) -> tuple[tuple[Timing, int], ...]:
    """(timing, node) of each bonus of a component (card, monastery, voyage, favor)."""
    return state.ix.roots.get(component_id, ())


_LATER: dict = {}


def with_later_bonus(state: GameState) -> frozenset[str]:
    """Components with a bonus that is not immediate (phase C/E, lasting, game end...)."""
    ix = state.ix
    hit = _LATER.get(id(ix))
    if hit is None or hit[0] is not ix:
        later = frozenset(cid for cid, t in ix.timings.items() if t - {Timing.IMMEDIATE})
        hit = _LATER[id(ix)] = (ix, later)
    return hit[1]


def pending(state: GameState, seat: int) -> Iterator[tuple[str, int, int]]:
    """What is still to be resolved for `seat` in the current step of play, as
    ('effect', node, times) and ('steps', pilgrim steps, 1), in task-stack order
    (the last to be resolved first)."""
    for task in state.tasks:
        if task.kind == "eff" and task.seat == seat:
            yield "effect", task.node, task.mult
        elif task.kind == "steps" and task.seat == seat:
            yield "steps", task.steps, 1


def most_monasteries_within(state: GameState, seat: int, steps: int) -> int:
    """Most monasteries new to `seat` its pilgrim can enter in up to `steps` steps
    (R-PIL-1..3); disks left are not counted here."""
    return pilgrim.most_new(state, seat, steps)


def most_monasteries_from(state: GameState, at: Optional[str], owned: frozenset[str], steps: int) -> int:
    """Most monastery spaces not in `owned` a pilgrim standing at `at` could enter in up
    to `steps` steps (R-PIL-1..3): `most_monasteries_within` for a place and disks that
    are not (yet) the seat's."""
    return pilgrim.most_new_spaces(pilgrim.index_of(state.rules.map), at, owned, steps)


def spare_steps_move(state: GameState, seat: int, steps: int) -> Optional[str]:
    """With more steps than a walk over every new monastery space needs (plus one per
    map location): the step towards the nearest, "" to stop when none is left or no disk
    is; None otherwise (`pilgrim.spare_steps_move`)."""
    return pilgrim.spare_steps_move(state, seat, steps)

