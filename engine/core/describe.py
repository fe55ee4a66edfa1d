"""Sentences for actions in the context of a state: which card, which option, what it
costs and what it gives (worked out by `outcome.preview`) — the one wording of a choice
for the terminal, the web table, the logs and the bots' hint."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Union

from .action import Action
from .tasks import pending_words

if TYPE_CHECKING:
    from .state import GameState, PlayerState

# decisions whose sentence ends with what carrying them out gives (outcome.preview)
WITH_OUTCOME = frozenset({"choice", "opp", "track", "payfor", "favor", "reuse", "gamecard",
                          "voyages", "activate", "trigger", "steps", "discard", "invest"})


def describe(st: GameState, action: Union[Action, str], gives: bool = True) -> str:
    """Describe `action` (an Action or key) as it would act in `st`: the choice in game
    words, then (`gives`) what it gives when that is known before it is made."""
    a = action if isinstance(action, Action) else Action.parse(action)
    text = _choice_words(st, a)
    task = st.tasks[-1] if st.tasks else None
    if not gives or task is None or task.kind not in WITH_OUTCOME or a.verb == "stop" or a.verb == "pass":
        return text
    from .outcome import outcome_words, preview
    named = tuple(x for x in (a.arg("card"), a.arg("voyage"), a.arg("tile")) if x)
    words = outcome_words(st, preview(st, a), task.seat, named, _price(st, task, a),
                          worth=task.kind == "track")
    if not words:
        return text
    return f"{text.rstrip('.')} — {words}."


def done_words(st: GameState, action: Union[Action, str], gives: bool = True) -> str:
    """`action` as the log says it once made, to every seat: `describe`'s sentence, a
    placement only with where the die stands (what it could buy, and what the chooser
    could not pay for, is for the one choosing)."""
    a = action if isinstance(action, Action) else Action.parse(action)
    if a.verb == "place" and (die := a.arg("die")) and (at := a.arg("at")):
        return placement_words(st, die, at).split("; buys ", 1)[0] + "."
    return describe(st, a, gives)


def _price(st: GameState, task: Any, a: Action) -> tuple[str | None, int] | None:
    """The price a sentence names for taking a card or investing (currency, amount)."""
    kind = task.kind
    if a.verb == "take" and kind == "trigger" and (cid := a.arg("card")):
        from .dice import die_value
        from .phase_c import card_cost
        _, slot = st.rows[task.loc][0]
        return card_cost(st, task.seat, die_value(st, task.seat, slot), cid)
    if a.verb == "take" and kind == "discard" and (cid := a.arg("card")):
        return st.ix.card_cost.get(cid), task.cost
    if a.verb == "invest" and (vid := a.arg("voyage")):
        from .runtime import invest_cost
        return invest_cost(st, task.seat, vid)
    return None


def _choice_words(st: GameState, a: Action) -> str:
    """The choice itself, without what it gives."""
    ix = st.ix
    task: Any = st.tasks[-1] if st.tasks else None     # a task record of any kind, or None
    kind = task.kind if task else None
    name = ix.name.get
    if a.verb == "choose" and (n := a.arg("option")) and kind in ("choice", "opp"):
        from coimbra_dsl.render import effect_text
        nid = task.node
        option = ix.nodes[ix.kids[nid][int(n) - 1]]
        text = f"Choose: {effect_text(option)}"
        if kind == "opp":       # the card says "gives you" / "loses": say it to the giver
            words = (effect_text(option).replace("gives you ", f"give P{task.owner + 1} ", 1)
                     .replace(" and gives you ", " and ").replace("loses ", "lose "))
            text = words[:1].upper() + words[1:]
        if cid := a.arg("card"):
            text += f" ({name(cid, cid)})"
        return text + "."
    if a.verb == "take" and (cid := a.arg("card")):
        cur = ix.card_cost.get(cid)
        if kind == "trigger":
            from .phase_c import card_cost
            from .dice import die_value
            _, slot = st.rows[task.loc][0]
            cur, cost = card_cost(st, task.seat, die_value(st, task.seat, slot), cid)
            return f"Take {name(cid, cid)} for {_amount(cost, cur)}."
        if kind == "discard":
            return f"Take {name(cid, cid)} (discard pile, {task.cost} {cur})."
    if a.verb == "invest" and (vid := a.arg("voyage")):
        from .runtime import invest_cost
        cur, cost = invest_cost(st, task.seat, vid)
        return (f"Invest in {name(vid, vid)} for {_amount(cost, cur)} "
                f"({_later_words(st, vid)}).")
    if ((cid := a.arg("tile") or a.arg("card") or a.arg("voyage"))
            and (a.verb in ("favor", "reuse")
                 or (a.verb == "choose" and (a.arg("card") or a.arg("voyage"))))):
        verb = {"favor": "Take the favor tile", "reuse": "Reuse the bonus of"}.get(a.verb, "Score")
        if a.verb == "favor":
            crowns = st.rules.favors[cid].crowns
            later = _later_words(st, cid)
            return (f"{verb} {name(cid, cid)} ({crowns} crown{'' if crowns == 1 else 's'} "
                    f"for the order{'; ' + later if later else ''}).")
        return f"{verb} {name(cid, cid)}."
    if a.verb == "step" and kind == "steps" and (to := a.arg("to")):
        left = task.steps - 1
        mid = st.spaces.get(to)
        text = f"Move the pilgrim to {to}"
        if mid is not None:
            if to in st.players[task.seat].monasteries:
                text += f" (monastery {name(mid, mid)}, P{task.seat + 1}'s disk already there)"
            else:
                from coimbra_dsl.render import render_bonus
                bonuses = "; ".join(render_bonus(b).rstrip(".")
                                    for b in st.rules.monasteries[mid].bonuses)
                text += f" (monastery {name(mid, mid)}: {bonuses})"
        text += f"; {left} step{'s' if left != 1 else ''} left"
        reach = monasteries_in_reach(st, task.seat, to, left)
        if reach:
            text += "; then within reach: " + ", ".join(reach)
        return text + "."
    if a.verb == "stop" and kind == "steps":
        at = st.players[task.seat].pilgrim
        mid = st.spaces.get(at)
        where = f"{at} ({name(mid, mid)})" if mid is not None else at
        return (f"Stop the pilgrim at {where}, leaving {task.steps} step"
                f"{'s' if task.steps != 1 else ''} unused.")
    if a.verb == "start" and (group := a.arg("group")):
        cards = st.groups[int(group) - 1] or []
        return f"Take start group {group}: {', '.join(name(c, c) for c in cards)}."
    if a.verb == "pay" and kind == "payfor":
        from coimbra_dsl.render import effect_text
        return f"Pay for it: {effect_text(ix.nodes[task.node])}."
    if a.verb == "place" and (die := a.arg("die")) and (at := a.arg("at")):
        return placement_words(st, die, at)
    if a.verb == "cap" and (die := a.arg("die")) and (at := a.arg("at")):
        return cap_words(st, die, at)
    if a.verb == "activate" and (die := a.arg("die")) and task is not None:
        return _activate_words(st, task.seat, die, a.arg("track"))
    if a.verb == "choose" and a.arg("track"):
        asks = ""
        if kind == "track":
            comp = ix.node_comp[task.node]
            asks = f" for {name(comp, comp)}"
        return f"Choose the {a.arg('track')} track{asks}."
    if a.verb == "distress" and task is not None:
        return "Take the distress action instead."
    if a.verb == "start" and a.arg("corner"):
        return f"Put the pilgrim on the {a.arg('corner')} corner of Coimbra."
    if a.verb == "trade":
        (res, give), (_, get) = a.args[0], a.args[1]
        return f"Trade {give} {res} for {get} VP."
    return a.describe()


def _row_place(st: GameState, die: str, loc: str) -> str:
    """`2nd of 3 in the row (after 5)`: castle rows ascend, city rows descend (R-B-2/-3)."""
    from .dice import row_entry_values
    value = int(die.partition("-")[2])
    values = row_entry_values(st, loc)
    if loc == "castle":
        ahead = [v for v in values if v <= value]
    else:
        ahead = [v for v in values if v >= value]
    where = f"{_ordinal(len(ahead) + 1)} of {len(values) + 1} in the row"
    if ahead:
        where += f" (after {', '.join(str(v) for v in ahead)})"
    return where


def cap_words(st: GameState, die: str, loc: str) -> str:
    """The cap tile on a die in a city row (R-FAV-2): the value it then counts, and where
    it then stands in the row (higher acts earlier, R-B-3, and pays more, R-C-3)."""
    from .dice import row_entry_values
    from .limits import capped_value, row_position
    c = st.ix.c
    value = int(die.partition("-")[2])
    capped = capped_value(value, c.cap_tile, c.cap_max)
    values = list(row_entry_values(st, loc))
    now = values.index(value) + 1 if value in values else 0
    if value in values:
        values.remove(value)
    then = row_position(values, capped, loc == "castle") + 1
    where = f"{_ordinal(then)} of {len(values) + 1} in the row"
    if now and now != then:
        where += f" instead of {_ordinal(now)}"
    return (f"Put the cap tile (+{capped - value}) on the {_die_words(st, die)} die at "
            f"{_place_words(loc)}: it counts {capped}, {where}, and pays {capped} "
            f"for a card there.")


def placement_spot(st: GameState, die: str, loc: str) -> str:
    """`:2`: where a pool die would stand in a row, 1 acting first (R-B-2/-3)."""
    return ":" + _row_place(st, die, loc).split(" ", 1)[0][:-2]


def placement_words(st: GameState, die: str, loc: str) -> str:
    """A pool die at a location (R-B-1..3): where it would stand in its row, what it could
    buy there now and at what cost (R-C-2/-3/-4/-8), and the distress action (R-C-5)."""
    from .limits import die_price
    from .phase_c import card_cost
    value = int(die.partition("-")[2])
    where = _row_place(st, die, loc)
    seat = st.current_player
    name = st.ix.name.get
    if loc == "castle":
        offers = [name(f, f) for f in st.favors]
        buys = ("a free favor tile: " + ", ".join(offers)) if offers else "no favor tile left"
    else:
        p = st.players[seat] if seat is not None else None
        offers = []
        for cid in st.display.get(loc, ()):
            # with no seat to play (the game over), the price before anyone's discount
            cur, cost = (card_cost(st, seat, value, cid) if seat is not None
                         else (st.ix.card_cost[cid], die_price(value, 0)))
            dear = p is not None and cur is not None and _holding(p, cur) < cost
            offers.append(f"{name(cid, cid)} for {_amount(cost, cur)}"
                          + (" (more than you have)" if dear else ""))
        buys = ("one of " + "; ".join(offers)) if offers else "no card left"
    c = st.rules.constants
    return (f"Place the {_die_words(st, die)} die at {_place_words(loc)}: {where}; "
            f"buys {buys}; or distress: +{c.distress_coins} coins, +{c.distress_guards} guards.")


def _later_words(st: GameState, cid: str) -> str:
    """What a voyage or favor tile does beyond the moment it is taken, in its own words
    (`Game end: ...`, `While held: ...`): a preview cannot show it (R-INV, R-FAV-1)."""
    from coimbra_dsl.render import render_bonus
    from coimbra_dsl.vocab import Timing
    comp = st.rules.component(cid)
    words = " ".join(render_bonus(b) for b in comp.bonuses
                     if b.timing is not Timing.IMMEDIATE).rstrip(".")
    return words[:1].lower() + words[1:]


def _holding(p: PlayerState, currency: str) -> int:
    return p.coins if currency == "coins" else p.guards if currency == "guards" else 0


def _amount(n: int, currency: str | None) -> str:
    word = {"coins": ("coin", "coins"), "guards": ("guard", "guards")}.get(currency or "")
    return f"{n} {word[0] if n == 1 else word[1]}" if word else str(n)


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def monasteries_in_reach(st: GameState, seat: int, at: str, steps: int) -> list[str]:
    """The monasteries without `seat`'s disk that `steps` more steps from `at` can enter
    (R-PIL-1/-3), nearest first, by name."""
    owned = set(st.players[seat].monasteries)
    seen, frontier, out = {at}, [at], []
    for _ in range(steps):
        nxt = []
        for here in frontier:
            for x in st.ix.adjacent.get(here, ()):
                if x not in seen:
                    seen.add(x)
                    nxt.append(x)
                    mid = st.spaces.get(x)
                    if mid is not None and x not in owned:
                        out.append(f"{st.ix.name.get(mid, mid)} ({x})")
        frontier = nxt
    return out


def decision_words(st: GameState) -> str:
    """The decision pending now, in game words (for headings): its kind's words
    (`tasks.decision`)."""
    if st.is_terminal or not st.tasks:
        return "the game is over"
    return pending_words(st, st.tasks[-1])


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
    """A die of phase E on the track it pays (R-E-1); what it gives follows."""
    cls = track or track_of_colour(st, colour)
    if not cls or cls == "any track":
        return f"Activate the {colour} die."
    return f"Activate the {colour} die on the {cls} track."
