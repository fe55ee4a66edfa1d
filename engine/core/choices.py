"""Decisions inside effects (R-BON-I, R-BON-M, R-BON-G, R-FAV): which option, which track,
paying for a reward, an opponent's choice, investing, favor tiles, the discard pile,
reusing a card's bonus, choosing voyages or game-end cards to score."""
from __future__ import annotations

from typing import TYPE_CHECKING

from coimbra_dsl import effects as fx
from coimbra_dsl.interpreter import Interpreter
from coimbra_dsl.vocab import Timing

from .action import Action
from .index import CLASS_BY_WORD
from .runtime import (PASS, TRACK_ACTIONS, advance, can_pay, gain, gain_card, holding,
                      invest, invest_options, lose_card, pay, push_bonuses, push_effect,
                      rank_vp, score_voyages, take_favor)
from .tasks import (DiscardTask, EffectTask, GameCardTask, InvestTask, OpponentsTask, ReuseTask,
                    SeatTask, VoyagesTask, decision)
from . import task_fields as fields

if TYPE_CHECKING:
    from .state import GameState

A = Action.make


def _of_component(what: str):
    """The words of a decision about an effect node: `what (the component's name)`."""
    def words(st: GameState, task) -> str:
        comp = st.ix.node_comp[task.node]
        return f"{what} ({st.ix.name.get(comp, comp)})"
    return words


def _opp_words(st: GameState, task: OpponentsTask) -> str:
    return _of_component(f"choose what you give P{task.owner + 1}")(st, task)


FEASIBLE = Interpreter("choices", "engine/core/choices.py")


def feasible(st: GameState, seat: int, nid: int) -> bool:
    """Whether the owner can carry out an option of a choice (R-LIM-2)."""
    e = st.ix.nodes[nid]
    return FEASIBLE[type(e)](st, seat, nid, e)


@FEASIBLE.rule(fx.PayFor)
def _can_pay_for(st: GameState, seat: int, nid: int, e: fx.PayFor) -> bool:
    return can_pay(st.players[seat], e.cost)


@FEASIBLE.rule(fx.Invest)
def _can_invest(st: GameState, seat: int, nid: int, e: fx.Invest) -> bool:
    return bool(invest_options(st, seat, e.currency.value if e.currency else ""))


@FEASIBLE.rule(fx.TakeFavor)
def _can_take_favor(st: GameState, seat: int, nid: int, e: fx.TakeFavor) -> bool:
    return bool(st.favors)


@FEASIBLE.rule(fx.TakeDiscard)
def _can_take_discard(st: GameState, seat: int, nid: int, e: fx.TakeDiscard) -> bool:
    return bool(_discard_options(st, seat, e.cost))


@FEASIBLE.rule(fx.Seq)
def _can_do_every_step(st: GameState, seat: int, nid: int, e: fx.Seq) -> bool:
    return all(feasible(st, seat, k) for k in st.ix.kids[nid])


@FEASIBLE.rule(fx.Gain, fx.Advance, fx.Income, fx.Per, fx.If, fx.Choice, fx.Give, fx.Lose,
               fx.LoseCard, fx.OpponentsChoose, fx.Reuse, fx.PlaceCap, fx.ScoreVoyages,
               fx.ScoreDiplomas, fx.ScoreGameEnd, fx.ScoreRank, fx.CardDiscount,
               fx.InvestDiscount, fx.On, fx.Trade, fx.WildDiplomas)
def _always(st: GameState, seat: int, nid: int, e: fx.Effect) -> bool:
    """Carried out as far as it goes (gains capped, payments as far as possible)."""
    return True


def _choice_legal(st: GameState, task: EffectTask):
    seat, nid = task.seat, task.node
    return tuple(A("choose", ("option", str(i + 1)))
                 for i, k in enumerate(st.ix.kids[nid]) if feasible(st, seat, k))


@decision("choice", EffectTask, _choice_legal,
          (fields.seat, fields.node(fx.Choice), fields.mult), _of_component("choose one"), alike=True)
def _choice_apply(st: GameState, task: EffectTask, action, events):
    seat, nid, mult = task.seat, task.node, task.mult
    k = st.ix.kids[nid][int(action.arg("option")) - 1]
    push_effect(st, seat, k, mult)


def _track_legal(st: GameState, task: EffectTask):
    seat, nid = task.seat, task.node
    e = st.ix.nodes[nid]
    if isinstance(e, fx.Advance):
        cap = st.ix.c.cap_influence
        inf = st.players[seat].influence
        return tuple(a for ci, a in enumerate(TRACK_ACTIONS) if inf[ci] < cap)
    return TRACK_ACTIONS


@decision("track", EffectTask, _track_legal,
          (fields.seat, fields.node(fx.Advance, fx.ScoreRank), fields.mult),
          _of_component("choose a track"), alike=True)
def _track_apply(st: GameState, task: EffectTask, action, events):
    seat, nid, mult = task.seat, task.node, task.mult
    e = st.ix.nodes[nid]
    ci = CLASS_BY_WORD[action.arg("track")]
    if isinstance(e, fx.Advance):
        advance(st, seat, ci, e.amount * mult, events)
    else:   # ScoreRank
        gain(st, seat, "vp", rank_vp(st, ci, seat) * mult, events)


def _payfor_legal(st: GameState, task: EffectTask):
    return (A("pay"), PASS)


@decision("payfor", EffectTask, _payfor_legal,
          (fields.seat, fields.node(fx.PayFor), fields.mult),
          _of_component("pay for the reward, or pass"), alike=True)
def _payfor_apply(st: GameState, task: EffectTask, action, events):
    seat, nid, mult = task.seat, task.node, task.mult
    if action.verb == "pass":
        return
    e = st.ix.nodes[nid]
    for r, n in e.cost:
        pay(st, seat, r.value, n, events)
    push_effect(st, seat, st.ix.kids[nid][0], mult)


# ---------------------------------------------------------------- opponents' choice

def _parts(st: GameState, nid):
    """The (node, effect) steps of an opponent's option, Seqs flattened."""
    e = st.ix.nodes[nid]
    if isinstance(e, fx.Seq):
        out = []
        for k in st.ix.kids[nid]:
            out.extend(_parts(st, k))
        return out
    return [(nid, e)]


def _payable(st: GameState, opp, part, mult) -> bool:
    p = st.players[opp]
    if fx.payable_whatever_held(part):
        return True
    if isinstance(part, (fx.Give, fx.Lose)):
        return part.resource.value != "steps" and holding(p, part.resource.value) >= part.amount * mult
    if isinstance(part, fx.LoseCard):
        ci = CLASS_BY_WORD[part.cls.value]
        return any(st.ix.card_cls[c] == ci for c in p.cards)
    return True


def _opp_legal(st: GameState, task: OpponentsTask):
    opp, nid, mult = task.seat, task.node, task.mult
    kids = st.ix.kids[nid]
    out = []
    for i, k in enumerate(kids):
        parts = [e for _, e in _parts(st, k)]
        if not all(_payable(st, opp, part, mult) for part in parts):
            continue
        cards = [part for part in parts if isinstance(part, fx.LoseCard)]
        if cards:
            ci = CLASS_BY_WORD[cards[0].cls.value]
            seen = []
            for cid in st.players[opp].cards:
                if st.ix.card_cls[cid] == ci and cid not in seen:
                    seen.append(cid)
                    out.append(A("choose", ("option", str(i + 1)), ("card", cid)))
        else:
            out.append(A("choose", ("option", str(i + 1))))
    if not out:   # none can be paid in full: the last option, as far as possible
        out.append(A("choose", ("option", str(len(kids)))))
    return tuple(out)


@decision("opp", OpponentsTask, _opp_legal,
          (fields.seat, fields.seat, fields.node(fx.OpponentsChoose), fields.mult), _opp_words, alike=True)
def _opp_apply(st: GameState, task: OpponentsTask, action, events):
    opp, owner, nid, mult = task.seat, task.owner, task.node, task.mult
    k = st.ix.kids[nid][int(action.arg("option")) - 1]
    card = action.arg("card")
    later = []
    for pid, part in _parts(st, k):
        if isinstance(part, fx.Give):
            paid = pay(st, opp, part.resource.value, part.amount * mult, events,
                       below_zero=True)
            gain(st, owner, part.resource.value, paid, events)
        elif isinstance(part, fx.Lose):
            pay(st, opp, part.resource.value, part.amount * mult, events, below_zero=True)
        elif isinstance(part, fx.LoseCard):
            ci = CLASS_BY_WORD[part.cls.value]
            if card is None:
                card = next((c for c in st.players[opp].cards if st.ix.card_cls[c] == ci), None)
            if card is not None:
                lose_card(st, opp, card, events)
                card = None
        else:   # any other step of the option is the opponent's own effect
            later.append(pid)
    for pid in reversed(later):
        push_effect(st, opp, pid, mult)



# ---------------------------------------------------------------- invest / favor / discard

def _invest_legal(st: GameState, task: InvestTask):
    seat, currency = task.seat, task.currency
    opts = invest_options(st, seat, currency)
    return opts + (PASS,) if opts else ()


@decision("invest", InvestTask, _invest_legal,
          (fields.seat, fields.one_of(("", "coins", "guards")), fields.count(0, 1)),
          "invest in a voyage, or pass")
def _invest_apply(st: GameState, task: InvestTask, action, events):
    if action.verb == "invest":
        invest(st, task.seat, action.arg("voyage"), events)


def _favor_legal(st: GameState, task: SeatTask):
    return tuple(A("favor", ("tile", f)) for f in st.favors)


@decision("favor", SeatTask, _favor_legal, (fields.seat,), "take a favor tile")
def _favor_apply(st: GameState, task: SeatTask, action, events):
    take_favor(st, task.seat, action.arg("tile"), events)


def _discard_options(st: GameState, seat, cost):
    p = st.players[seat]
    out = []
    for cid in st.discard:
        cur = st.ix.card_cost[cid]
        if cur is not None and holding(p, cur) >= cost:
            a = A("take", ("card", cid))
            if a not in out:
                out.append(a)
    return out


def _discard_legal(st: GameState, task: DiscardTask):
    opts = _discard_options(st, task.seat, task.cost)
    return tuple(opts) + (PASS,) if opts else ()


@decision("discard", DiscardTask, _discard_legal,
          (fields.seat, fields.count(0, "most_discard")),
          "take a card from the discard pile, or pass")
def _discard_apply(st: GameState, task: DiscardTask, action, events):
    seat, cost = task.seat, task.cost
    if action.verb == "pass":
        return
    cid = action.arg("card")
    st.discard.remove(cid)
    pay(st, seat, st.ix.card_cost[cid], cost, events)
    gain_card(st, seat, cid, events)


# ---------------------------------------------------------------- reuse / score a card

def _reuse_legal(st: GameState, task: ReuseTask):
    seat, nid, src = task.seat, task.node, task.component
    e = st.ix.nodes[nid]
    ix = st.ix
    classes = {CLASS_BY_WORD[c.value] for c in e.classes}
    out = []
    for cid in st.players[seat].cards:
        if (cid != src and e.timing in ix.timings[cid] and not ix.has_reuse[cid]
                and (not classes or ix.card_cls[cid] in classes)):
            out.append(A("reuse", ("card", cid)))
    if out and e.timing is Timing.IMMEDIATE:     # an immediate bonus may cost something
        out.append(PASS)
    return tuple(out)


@decision("reuse", ReuseTask, _reuse_legal,
          (fields.seat, fields.node(fx.Reuse), fields.component),
          _of_component("use a bonus once more"), alike=True)
def _reuse_apply(st: GameState, task: ReuseTask, action, events):
    seat, nid = task.seat, task.node
    if action.verb == "pass":
        return
    push_bonuses(st, seat, action.arg("card"), st.ix.nodes[nid].timing)


def _gamecard_legal(st: GameState, task: GameCardTask):
    seat, src = task.seat, task.component
    return tuple(A("choose", ("card", cid)) for cid in st.players[seat].cards
                 if Timing.GAME_END in st.ix.timings[cid] and cid != src)


@decision("gamecard", GameCardTask, _gamecard_legal, (fields.seat, fields.component),
          "score a game-end card now", alike=True)
def _gamecard_apply(st: GameState, task: GameCardTask, action, events):
    push_bonuses(st, task.seat, action.arg("card"), Timing.GAME_END)


def _voyages_legal(st: GameState, task: VoyagesTask):
    done = task.done
    return tuple(A("choose", ("voyage", v)) for v in st.players[task.seat].voyages
                 if v not in done)


@decision("voyages", VoyagesTask, _voyages_legal,
          (fields.seat, fields.count(1, "most_voyages"), fields.voyages), "score voyages now", alike=True)
def _voyages_apply(st: GameState, task: VoyagesTask, action, events):
    seat, picks, done = task.seat, task.picks, task.done
    vid = action.arg("voyage")
    score_voyages(st, seat, picks - 1, done + (vid,), events)
    push_bonuses(st, seat, vid, Timing.GAME_END)


