"""Final scoring (R-END-1..6), booked by source into `score_breakdown`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from coimbra_dsl.vocab import Timing

from .index import CLASSES
from .runtime import crowns_now, diploma_score, gain, push_bonuses, rank_vp
from .tasks import BookTask, EveryoneTask, GameEndTask, SeatTask, auto
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState

SOURCES = ("during play", "voyages", "majorities", "diplomas", "game-end cards",
           "leftover resources")


def start_final_scoring(st: GameState, events):
    """Queue R-END-1..5 in order; each source is booked per seat."""
    st.phase = "end"
    st.breakdown = [{src: 0 for src in SOURCES} for _ in range(st.n)]
    for seat in range(st.n):
        st.breakdown[seat]["during play"] = st.players[seat].vp
    st.mark = [0] * st.n
    flow = []
    for seat in st.order:                                   # R-END-1
        flow.append(SeatTask("begin", seat))
        flow.extend(GameEndTask("voyage", seat, vid) for vid in st.players[seat].voyages)
        flow.append(BookTask("book", seat, "voyages"))
    flow.append(EveryoneTask("majorities", None))           # R-END-2
    flow.append(EveryoneTask("diplomas", None))             # R-END-3
    for seat in st.order:                                   # R-END-4
        flow.append(SeatTask("begin", seat))
        flow.extend(GameEndTask("gamecards", seat, cid) for cid in st.players[seat].cards)
        flow.append(BookTask("book", seat, "game-end cards"))
    flow.append(EveryoneTask("leftover", None))             # R-END-5
    flow.append(EveryoneTask("final", None))
    st.tasks.extend(reversed(flow))
    events.append({"event": "final_scoring"})


@auto("voyage", GameEndTask, fields.seat, fields.voyage)    # R-END-1: a voyage's bonus
@auto("gamecards", GameEndTask, fields.seat, fields.card)    # R-END-4: a card's bonus
def _game_end_bonuses(st: GameState, task: GameEndTask, events):
    push_bonuses(st, task.seat, task.component, Timing.GAME_END)


def majority_vp(st: GameState) -> list[int]:
    """R-END-2: VP of every seat from the influence scoring tiles."""
    return [sum(rank_vp(st, ci, seat) for ci in range(len(CLASSES))) for seat in range(st.n)]


@auto("majorities", EveryoneTask, fields.everyone)
def _majorities(st: GameState, task, events):
    for seat, vp in enumerate(majority_vp(st)):
        gain(st, seat, "vp", vp, events)
        st.breakdown[seat]["majorities"] += vp


@auto("diplomas", EveryoneTask, fields.everyone)
def _diplomas(st: GameState, task, events):
    for seat in range(st.n):
        vp = diploma_score(st, seat)
        gain(st, seat, "vp", vp, events)
        st.breakdown[seat]["diplomas"] += vp


def leftover_vp(st: GameState, seat: int) -> int:
    """R-END-5: (guards + coins + crowns) / 2, rounded down."""
    p = st.players[seat]
    return (p.guards + p.coins + crowns_now(st, seat)) // 2


@auto("leftover", EveryoneTask, fields.everyone)
def _leftover(st: GameState, task, events):
    vps = [leftover_vp(st, s) for s in range(st.n)]
    for seat, vp in enumerate(vps):
        gain(st, seat, "vp", vp, events)
        st.breakdown[seat]["leftover resources"] += vp


def final_ranking(st: GameState) -> list[int]:
    """R-END-6: seats by VP, most first; ties go to the tied player first in player order."""
    return sorted(st.order, key=lambda s: (-st.players[s].vp, st.order.index(s)))


@auto("final", EveryoneTask, fields.everyone)
def _final(st: GameState, task, events):
    ranking = final_ranking(st)
    events.append({"event": "game_end", "scores": [p.vp for p in st.players],
                   "ranking": ranking, "winner": ranking[0]})


@auto("begin", SeatTask, fields.seat)
def _begin(st: GameState, task: SeatTask, events):
    st.mark[task.seat] = st.players[task.seat].vp


@auto("book", BookTask, fields.seat, fields.one_of(SOURCES))
def _book(st: GameState, task: BookTask, events):
    seat, source = task.seat, task.source
    b = st.breakdown[seat]
    b[source] = b.get(source, 0) + st.players[seat].vp - st.mark[seat]
