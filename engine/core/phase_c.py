"""Phase C (R-C-1..8): rows are evaluated castle, upper, central, lower; the leftmost
die acts (favor tile, card, or distress); die tokens discard (R-C-6); empty rows are
cleared (R-C-7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from coimbra_dsl.effects import Trigger

from .action import Action
from .index import LOCATIONS
from .dice import die_value
from .limits import die_price
from .runtime import fire, gain, gain_card, holding, pay, take_favor
from .tasks import CrownTask, RowTask, TriggerTask, auto, decision, then
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState

A = Action.make
DISTRESS = Action("distress", "distress", ())


def start_phase_c(st: GameState, events):
    st.phase = "C"
    if st.pool:             # fewer players than dice (R-SET-5): the rest stay unplaced
        events.append({"event": "unplaced", "dice": [f"{c}-{v}" for c, v in st.pool]})
    st.tasks.append(then("C"))
    for loc in reversed(LOCATIONS):
        st.tasks.append(RowTask("row", loc))


@auto("row", RowTask, fields.one_of(LOCATIONS))
def _row(st: GameState, task: RowTask, events):
    """R-C-1: trigger the leftmost die of the row, until the row is empty."""
    loc = task.loc
    row = st.rows[loc]
    if not row:
        if loc != "castle":
            _clear_row(st, loc, events)
        return
    seat, slot = row[0]
    st.tasks.append(task)
    if seat < 0:
        del row[0]
        _token(st, loc, slot, events)
    else:
        st.tasks.append(TriggerTask("trigger", seat, loc))


def _token(st: GameState, loc, i, events):
    """R-C-6: a die token discards the row's highest-influence card (leftmost of ties)
    and turns face down."""
    st.tokens[loc][i] = False
    cards = st.display[loc]
    if cards:
        infl = st.ix.card_infl
        best = max(range(len(cards)), key=lambda j: (infl[cards[j]], -j))
        cid = cards.pop(best)
        st.crowns_on.pop(cid, None)
        st.discard.append(cid)
        events.append({"event": "token_discard", "at": loc, "card": cid})
    else:
        events.append({"event": "token_discard", "at": loc, "card": None})


def _clear_row(st: GameState, loc, events):
    """R-C-7: a city row without dice discards its cards; its tokens turn face up."""
    cards = st.display[loc]
    if cards:
        for cid in cards:
            st.crowns_on.pop(cid, None)
        st.discard.extend(cards)
        events.append({"event": "row_discard", "at": loc, "cards": list(cards)})
        st.display[loc] = []
    toks = st.tokens.get(loc)
    if toks:
        st.tokens[loc] = [True] * len(toks)


def card_cost(st: GameState, seat: int, value: int, cid: str) -> tuple[str | None, int]:
    """R-C-3/R-C-4: the die value in the card's currency (None: a start card, which has
    none) less phase C discounts."""
    cur = st.ix.card_cost[cid]
    return cur, die_price(value, card_discount(st, seat, cur))


def card_discount(st: GameState, seat: int, currency: str | None) -> int:
    """R-C-4: the seat's phase C discounts in one currency, together."""
    disc = st.ix.card_discount
    off = 0
    if disc:
        for comp in st.players[seat].cards:
            for c, n in disc.get(comp, ()):
                if c == currency:
                    off += n
    return off


def _trigger_legal(st: GameState, task: TriggerTask):
    seat, loc = task.seat, task.loc
    if loc == "castle":
        return tuple(A("favor", ("tile", f)) for f in st.favors) + (DISTRESS,)
    _, slot = st.rows[loc][0]
    value = die_value(st, seat, slot)
    p = st.players[seat]
    out = []
    for cid in st.display[loc]:
        cur, cost = card_cost(st, seat, value, cid)
        if cur is not None and holding(p, cur) >= cost:      # R-C-8
            out.append(A("take", ("card", cid)))
    out.append(DISTRESS)
    return tuple(out)


def _trigger_words(st: GameState, task: TriggerTask) -> str:
    if task.loc == "castle":
        return "your die at the castle acts: a favor tile or distress"
    return f"your die at the {task.loc} city acts: buy a card or distress"


@decision("trigger", TriggerTask, _trigger_legal,
          (fields.seat, fields.one_of(LOCATIONS)), _trigger_words)
def _trigger_apply(st: GameState, task: TriggerTask, action, events):
    seat, loc = task.seat, task.loc
    row = st.rows[loc]
    _, slot = row.pop(0)
    p = st.players[seat]
    d = p.dice[slot]
    value = die_value(st, seat, slot)
    p.dice[slot] = d._replace(at=None)
    if action.verb == "distress":                            # R-C-5
        c = st.ix.c
        events.append({"event": "distress", "seat": seat, "at": loc})
        gain(st, seat, "coins", c.distress_coins, events)
        gain(st, seat, "guards", c.distress_guards, events)
    elif action.verb == "favor":                             # R-C-2
        take_favor(st, seat, action.arg("tile"), events)
    else:                                                    # R-C-3
        cid = action.arg("card")
        cur, cost = card_cost(st, seat, value, cid)
        st.display[loc].remove(cid)
        pay(st, seat, cur, cost, events)
        st.tasks.append(CrownTask("crown", seat, cid))
        fire(st, seat, Trigger.ACQUIRE.value, events, cls=st.ix.card_cls[cid])
        gain_card(st, seat, cid, events)


@auto("crown", CrownTask, fields.seat, fields.card)
def _crown(st: GameState, task: CrownTask, events):
    """R-C-3: take the crown token lying on the card just bought."""
    seat, cid = task.seat, task.card
    ci = st.crowns_on.pop(cid, None)
    if ci is not None:
        st.players[seat].crown_tokens.append(ci)
        events.append({"event": "crown_token", "seat": seat, "card": cid})
