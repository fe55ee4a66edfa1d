"""Sentences for actions in the context of a state: which card, which option, what it
costs — for people reading a log or choosing in the command line."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .action import Action

if TYPE_CHECKING:
    from .state import GameState


def describe(st: GameState, action) -> str:
    """Describe `action` (an Action or key) as it would act in `st`."""
    a = action if isinstance(action, Action) else Action.parse(action)
    ix = st.ix
    task = st.tasks[-1] if st.tasks else None
    kind = task.kind if task else None
    name = ix.name.get
    if a.verb == "choose" and a.arg("option") and kind in ("choice", "opp"):
        from coimbra_dsl.render import effect_text
        nid = task.node
        option = ix.nodes[ix.kids[nid][int(a.arg("option")) - 1]]
        text = f"Choose: {effect_text(option)}"
        if kind == "opp":       # the card says "gives you" / "loses": say it to the giver
            words = (effect_text(option).replace("gives you ", f"give P{task.owner + 1} ", 1)
                     .replace(" and gives you ", " and ").replace("loses ", "lose "))
            text = words[:1].upper() + words[1:]
        if a.arg("card"):
            text += f" ({name(a.arg('card'), a.arg('card'))})"
        return text + "."
    if a.verb == "take" and a.arg("card"):
        cid = a.arg("card")
        cur = ix.card_cost.get(cid)
        if kind == "trigger":
            from .phase_c import card_cost
            from .dice import die_value
            _, slot = st.rows[task.loc][0]
            cur, cost = card_cost(st, task.seat, die_value(st, task.seat, slot), cid)
            return f"Take {name(cid, cid)} for {cost} {cur}."
        if kind == "discard":
            return f"Take {name(cid, cid)} from the discard pile for {task.cost} {cur}."
    if a.verb == "invest" and a.arg("voyage"):
        from .runtime import invest_cost
        cur, cost = invest_cost(st, task.seat, a.arg("voyage"))
        return f"Invest in {name(a.arg('voyage'), a.arg('voyage'))} for {cost} {cur}."
    if a.verb in ("favor", "reuse") or (a.verb == "choose" and (a.arg("card") or a.arg("voyage"))):
        cid = a.arg("tile") or a.arg("card") or a.arg("voyage")
        verb = {"favor": "Take the favor tile", "reuse": "Reuse the bonus of"}.get(a.verb, "Score")
        return f"{verb} {name(cid, cid)}."
    if a.verb == "step" and kind == "steps":
        to = a.arg("to")
        left = task.steps - 1
        mid = st.spaces.get(to)
        text = f"Move the pilgrim to {to}"
        if mid is not None:
            if to in st.players[task.seat].monasteries:
                text += f" (monastery {name(mid, mid)}, your disk is there)"
            else:
                from coimbra_dsl.render import render_bonus
                bonuses = "; ".join(render_bonus(b).rstrip(".")
                                    for b in st.rules.monasteries[mid].bonuses)
                text += f" (monastery {name(mid, mid)}: {bonuses})"
        return text + f"; {left} step{'s' if left != 1 else ''} left."
    if a.verb == "start" and a.arg("group"):
        cards = st.groups[int(a.arg("group")) - 1] or []
        return f"Take start group {a.arg('group')}: {', '.join(name(c, c) for c in cards)}."
    if a.verb == "pay" and kind == "payfor":
        from coimbra_dsl.render import effect_text
        return f"Pay for it: {effect_text(ix.nodes[task.node])}."
    if a.verb == "place" and a.arg("die") and a.arg("at"):
        return f"Place the {_die_words(st, a.arg('die'))} die at {_place_words(a.arg('at'))}."
    if a.verb == "cap" and a.arg("die") and a.arg("at"):
        return (f"Put the cap tile (+3) on your {_die_words(st, a.arg('die'))} die at "
                f"{_place_words(a.arg('at'))}.")
    if a.verb == "activate" and a.arg("die") and task is not None:
        return _activate_words(st, task.seat, a.arg("die"), a.arg("track"))
    if a.verb == "choose" and a.arg("track"):
        return f"Choose the {a.arg('track')} track."
    if a.verb == "distress" and task is not None:
        c = st.rules.constants
        return (f"Take the distress action instead: gain up to {c.distress_coins} coins "
                f"and {c.distress_guards} guards.")
    if a.verb == "start" and a.arg("corner"):
        return f"Put your pilgrim on the {a.arg('corner')} corner of Coimbra."
    if a.verb == "trade":
        (res, give), (_, get) = a.args[0], a.args[1]
        return f"Trade {give} {res} for {get} VP."
    return a.describe()


def _place_words(loc: str) -> str:
    return "the castle" if loc == "castle" else f"the {loc} city"


def _die_words(st: GameState, die: str) -> str:
    """`orange 5 (merchants)`: a die with the track its colour feeds (R-E-1)."""
    colour, _, value = die.partition("-")
    track = track_of_colour(st, colour)
    return f"{colour} {value}" + (f" ({track})" if track else "")


def track_of_colour(st: GameState, colour: str) -> str:
    """The track a die colour pays in phase E (R-E-1; the rule set's colours)."""
    for cls, track in st.rules.tracks.items():
        if track.colour.value == colour:
            return cls.value
    return "any track" if colour == "white" else ""


def _activate_words(st: GameState, seat: int, colour: str, track: str | None) -> str:
    from .index import CLASS_BY_WORD
    ix = st.ix
    cls = track or track_of_colour(st, colour)
    if cls not in CLASS_BY_WORD:
        return f"Activate the {colour} die."
    ci = CLASS_BY_WORD[cls]
    from coimbra_dsl.render import quantity
    from coimbra_dsl.vocab import Resource
    n = ix.track_amounts[ci][st.players[seat].influence[ci]]
    return (f"Activate the {colour} die on the {cls} track: gain "
            f"{quantity(Resource(ix.track_income[ci]), n)}.")
