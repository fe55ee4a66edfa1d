"""A game state drawn for a person in the terminal (rich tables): round and phase, dice
rows, card rows, favor tiles, voyages, monasteries, every player's holdings, and the
numbered choices. Shows only what `seat` may see (no stack order, R-SET-8)."""
from __future__ import annotations

from typing import IO, TYPE_CHECKING, Any, Optional, Sequence, Union

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from engine.core.describe import decision_words, placement_spot, track_of_colour
from engine.core.index import CITIES, CLASSES, LOCATIONS

from .terminal_text import markup_safe, plain

if TYPE_CHECKING:
    from coimbra_dsl.model import RuleSet
    from coimbra_dsl.vocab import Location
    from engine.core.action import Action
    from engine.core.state import GameState

CLASS_STYLE = {"council": "grey62", "merchants": "dark_orange", "clerics": "magenta",
               "scholars": "green"}
DIE_STYLE = {"gray": "grey62", "orange": "dark_orange", "purple": "magenta",
             "green": "green", "white": "bold white"}


def _add_row(table: Table, *cells: RenderableType) -> None:
    """A table row whose text cells are data: names and rule text never act as markup."""
    table.add_row(*(markup_safe(c) if isinstance(c, str) else c for c in cells))


def text_of(rules: RuleSet, cid: str) -> str:
    """A component's bonus text, rendered from its compiled bonuses."""
    from coimbra_dsl.render import render_component
    try:
        return render_component(rules.component(cid))
    except KeyError:
        return ""


def seat_label(st: GameState, seat: int, you: Optional[int] = None) -> str:
    return f"P{seat + 1}" + (" (you)" if seat == you else "")


def _die(st: GameState, loc: str, entry: tuple[int, int]) -> Text:
    from engine.core.runtime import entry_value
    seat, slot = entry
    value = entry_value(st, loc, entry)
    if seat < 0:
        return Text(f"token {value}", style="dim")
    d = st.players[seat].dice[slot]
    label = f"P{seat + 1} {d.colour}-{d.value}" + (f" capped={value}" if d.capped else "")
    return Text(label, style=DIE_STYLE.get(d.colour, ""))


def header(st: GameState) -> Text:
    rounds = st.rules.setups[st.n].rounds
    order = " ".join(f"P{s + 1}" for s in st.order)
    who = "game over" if st.current_player is None else \
        f"P{st.current_player + 1} to decide ({st.decision})"
    return Text(f"Round {st.round}/{rounds} · phase {st.phase} · order {order} · "
                f"stack {len(st.stack)} cards · {who}", style="bold")


def dice_table(st: GameState) -> Table:
    t = Table(title="Dice (left acts first)", title_justify="left", expand=False)
    t.add_column("location")
    t.add_column("dice")
    for loc in LOCATIONS:
        row = st.rows.get(loc, [])
        cells = Text(" | ").join(_die(st, loc, e) for e in row) if row else Text("-")
        _add_row(t, loc, cells)
    if st.pool and st.phase in ("A", "B"):
        pool = Text(" ").join(Text(f"{c}-{v}", style=DIE_STYLE.get(c, ""))
                              for c, v in st.pool)
        _add_row(t, "pool", pool)
    return t


def cards_table(st: GameState) -> Table:
    ix = st.ix
    t = Table(title="Card rows", title_justify="left", show_lines=True,
              caption="a card costs the die's value in its currency (capped die: +3)",
              caption_justify="left")
    for col in ("row", "card", "currency", "class", "infl", "diplomas", "bonus", "crown"):
        t.add_column(col)
    for loc in CITIES:
        for cid in st.display.get(loc, []):
            cls = CLASSES[ix.card_cls[cid]].value
            crown = CLASSES[st.crowns_on[cid]].value if cid in st.crowns_on else ""
            _add_row(t, loc, ix.name[cid], ix.card_cost[cid] or "-",
                      Text(cls, style=CLASS_STYLE.get(cls, "")), str(ix.card_infl[cid]),
                      ", ".join(ix.card_diplomas[cid]) or "-",
                      text_of(st.rules, cid), crown)
    return t


def board_table(st: GameState, monasteries: bool = True) -> Table:
    ix = st.ix
    t = Table(title="Favors, voyages" + (", monasteries" if monasteries else ""),
              title_justify="left")
    t.add_column("what")
    t.add_column("name")
    t.add_column("detail")
    t.add_column("taken by")
    for fid in st.rules.favors:
        holder = [f"P{s + 1}" for s, p in enumerate(st.players) if fid in p.favors]
        state = "beside the castle" if fid in st.favors else ", ".join(holder) or "-"
        crowns = ix.favor_crowns[fid]
        _add_row(t, "favor", f"{ix.name[fid]} ({crowns} crown{'' if crowns == 1 else 's'})",
                  text_of(st.rules, fid), state)
    for vid in st.voyages:
        cur, cost = ix.voy_cost[vid]
        who = ", ".join(f"P{s + 1}" for s, p in enumerate(st.players) if vid in p.voyages)
        _add_row(t, "voyage", ix.name[vid], f"{cost} {cur}: {text_of(st.rules, vid)}",
                  who or "-")
    for space, mid in (sorted(st.spaces.items()) if monasteries else ()):
        who = ", ".join(f"P{s + 1}" for s, p in enumerate(st.players)
                        if space in p.monasteries)
        _add_row(t, "monastery", f"{space}: {ix.name[mid]}", text_of(st.rules, mid), who or "-")
    if st.cap is not None:
        _add_row(t, "cap tile", "", "", f"P{st.cap + 1}")
    return t


def players_table(st: GameState, you: Optional[int] = None) -> Table:
    ix = st.ix
    t = Table(title="Players", title_justify="left", show_lines=True)
    for col in ("seat", "flag", "coins", "guards", "VP"):
        t.add_column(col, justify="right" if col != "seat" else "left")
    for c in CLASSES:
        t.add_column(c.value[:5], justify="right", style=CLASS_STYLE.get(c.value, ""))
    for col in ("dice", "cards", "monasteries", "voyages", "pilgrim"):
        t.add_column(col)
    for s, p in enumerate(st.players):
        dice = ", ".join(f"{d.colour}-{d.value}" + (f" ({d.at})" if d.at else "")
                         for d in p.dice if d is not None) or "-"
        cards = ", ".join(ix.name[c] for c in p.cards) or "-"
        mons = ", ".join(ix.name[st.spaces[m]] for m in p.monasteries) or "-"
        voys = ", ".join(ix.name[v] for v in p.voyages) or "-"
        _add_row(t, seat_label(st, s, you), str(p.flag), str(p.coins), str(p.guards),
                  str(p.vp), *(str(x) for x in p.influence), dice, cards, mons, voys,
                  p.pilgrim or "off the map")
    return t


def describe(st: GameState, action: Action) -> str:
    """`action.describe()` with component ids shown by name and map spaces with their
    monastery, for people."""
    text = action.describe()
    for _, value in action.args:
        if value in st.ix.name:
            text = text.replace(value, st.ix.name[value])
        elif value in st.spaces:
            text = text.replace(value, f"{value} ({st.ix.name[st.spaces[value]]})")
    return text


def choices_table(actions: Sequence[Action], st: Optional[GameState] = None) -> Table:
    t = Table(title="Your choices", caption="number or action key; help, show, save FILE, quit",
              title_justify="left", caption_justify="left")
    t.add_column("#", justify="right")
    t.add_column("action")
    t.add_column("key", style="dim")
    for i, a in enumerate(actions, 1):
        _add_row(t, str(i), describe(st, a) if st is not None else a.describe(), a.key)
    return t


def state_view(st: GameState, seat: Optional[int] = None,
               actions: Optional[Sequence[Action]] = None, full: bool = False) -> Group:
    """Everything a person needs to decide, as one rich renderable; the monasteries of
    the map are listed for pilgrim moves and start choices, or when `full`."""
    mons = full or st.decision in ("steps", "start1", "start2")
    parts: list[RenderableType] = [header(st), dice_table(st), cards_table(st),
                                   board_table(st, mons), players_table(st, seat)]
    if actions:
        parts.append(choices_table(actions, st))
    return Group(*parts)


def breakdown_table(st: GameState) -> Table:
    """Final scoring by source per seat (R-END-1..5) and the winner (R-END-6)."""
    b = st.score_breakdown
    sources = list(b[0]) if b else []
    t = Table(title="Final scoring", title_justify="left")
    t.add_column("seat")
    for s in sources:
        t.add_column(s, justify="right")
    t.add_column("total", justify="right", style="bold")
    for seat in range(st.n):
        _add_row(t, f"P{seat + 1}", *(str(b[seat].get(s, 0)) for s in sources),
                  str(st.scores[seat]))
    return t


class _Console(Console):
    """A rich console whose closed pipe (`coimbra ... | head`) ends the command the way
    the cli ends any command on a closed pipe: quietly, exit 0."""

    def on_broken_pipe(self) -> None:
        import os
        import sys
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        raise BrokenPipeError

    def render_str(self, text: str, **kwargs: Any) -> Text:
        """No control or bidi characters reach the terminal, whatever prints;
        markup is read only where a caller escaped its data (`markup_safe`)."""
        return super().render_str(plain(text, lines=True), **kwargs)


def make_console(file: Optional[IO[str]] = None) -> Console:
    """A console for play/replay/simulate: full width on a terminal, 140 columns when
    piped."""
    import sys
    out = file or sys.stdout
    if out.isatty():
        return _Console(file=out)
    return _Console(file=out, width=140, color_system=None, force_terminal=False)


def event_line(st: GameState, e: dict, you: Optional[int] = None, detail: bool = True) -> str:
    """One line for a logged event ('' for events not worth a line)."""
    from engine.core.action import Action
    ix = st.ix
    ev = e.get("event")
    who = seat_label(st, e["seat"], you) if "seat" in e else ""

    def name(cid: str) -> str:
        return ix.name.get(cid, cid)

    if ev == "action":
        return f"{who}: {describe(st, Action.parse(e['action']))}"
    if ev == "forced":
        text = e.get("text") or describe(st, Action.parse(e["action"]))
        alike = e.get("alike", 1)
        why = ("it gives nothing, whenever it is done" if e.get("idle") else
               "the only choice" if alike == 1 else "both choices come to the same"
               if alike == 2 else f"all {alike} choices come to the same")
        return f"{who}: {text.rstrip('.')} ({why})."
    if ev == "skipped":
        return f"   {who} " + SKIPPED_WORDS.get(e.get("decision", ""), "has nothing to choose")
    if ev == "unplaced":
        dice = [die_words(st, *d.split("-")) for d in e["dice"]]
        return (f"-- phase B: the {' and '.join(dice)} {'die' if len(dice) == 1 else 'dice'} "
                f"stay{'s' if len(dice) == 1 else ''} in the pool, unplaced")
    if ev == "round":
        return f"-- round {e['round']}: cards " + "; ".join(
            f"{loc}: {', '.join(name(c) for c in cards)}" for loc, cards in e["display"].items())
    if ev == "roll":
        return f"-- phase A: dice rolled {' '.join(e['dice'])}"
    if ev == "order":
        crowns = e["crowns"]
        return "-- phase D: new order " + ", ".join(
            f"P{s + 1} ({_n(crowns[s], 'crown')})" for s in e["order"])
    if ev == "final_scoring":
        return "-- final scoring"
    if ev == "game_end":
        return f"-- game over: scores {e['scores']}, winner P{e['winner'] + 1}"
    if ev == "token_discard":
        return f"   die token at {e['at']} discards {name(e['card'])}"
    if ev == "row_discard":
        return f"   {e['at']} row discards {', '.join(name(c) for c in e['cards'])}"
    if not detail or ev not in _DETAIL_LINES:
        return ""       # step, place, activate, ...: the action line already says it
    return f"   {who} " + detail_words(st, e)


def detail_words(st: GameState, e: dict) -> str:
    """A detail event without its seat: `+2 coins`, `gains Rui Mendes`, `council 2 -> 4`
    ('' for an event that is not one)."""
    ev = e.get("event")
    if ev not in _DETAIL_LINES:
        return ""
    fields = {k: st.ix.name.get(v, v) if k in _NAMED_FIELDS else v for k, v in e.items()}
    if ev in ("gain", "pay") and isinstance(e.get("n"), int):
        fields["what"] = _resource_word(str(e.get("what")), e["n"])
        if e["n"] == 0:
            return f"{'gains' if ev == 'gain' else 'pays'} no {_resource_word(str(e.get('what')), 2)}"
    return _DETAIL_LINES[ev].format_map(fields)


# A decision the engine skipped because it offered nothing (a "skipped" event).
SKIPPED_WORDS = {
    "invest": "can pay for no voyage: no investment",
    "discard": "can take no card from the discard pile",
    "reuse": "has no card whose bonus could be used again",
    "favor": "finds no favor tile left to take",
    "cap": "has no die for the cap tile",
    "steps": "has no pilgrim step to take",
    "trigger": "has nothing to do with the die",
    "gamecard": "has no game-end card to score now",
    "voyages": "has no voyage to score now",
    "payfor": "cannot pay for the reward",
    "place": "has no die to place",
}


def _resource_word(what: str, n: int) -> str:
    """`coin`/`coins`, `VP`, `pilgrim step(s)`: a resource after its number."""
    one, many = {"coins": ("coin", "coins"), "guards": ("guard", "guards"),
                 "vp": ("VP", "VP"), "steps": ("pilgrim step", "pilgrim steps")}.get(
                     what, (what, what))
    return one if n == 1 else many


# Detail events: one line each after the seat, `   P2 gains <card>`. Fields named in
# `_NAMED_FIELDS` hold component ids and are shown by name.
_DETAIL_LINES = {
    "card": "gains {card}",
    "monastery": "puts a disk on {monastery} ({space})",
    "invest": "invests in {voyage}",
    "favor": "takes {tile}",
    "lose_card": "loses {card}",
    "crown_token": "takes the crown token on {card}",
    "gain": "+{n} {what}",
    "pay": "-{n} {what}",
    "track": "{track} {from} -> {to}",
    "cap": "caps {die} at {at} (value {value})",
}
_NAMED_FIELDS = ("card", "monastery", "voyage", "tile")


# ====================================================================== play screens
# `coimbra play` draws one screen per decision as plain lines wrapped at 80 columns
# (never inside a word): what changed since your last turn, what you hold, what the
# decision needs, and the numbered choices. `show` prints the whole table, `map` the
# pilgrim map, in the same width.

WIDTH = 80


PHASE_WORDS = {"setup": "setup", "A": "phase A (roll)", "B": "phase B (place dice)",
               "C": "phase C (dice act)", "D": "phase D (new order)",
               "E": "phase E (income)", "F": "phase F (invest)", "end": "final scoring"}


def wrap(text: str, indent: str = "", first: Optional[str] = None) -> list[str]:
    """Lines of at most WIDTH columns, broken between words only; the first line starts
    with `first` (default: `indent`), the others with `indent`."""
    import textwrap
    start = indent if first is None else first
    return textwrap.wrap(plain(text), WIDTH, initial_indent=start, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False) or [start.rstrip()]


def colour_legend(st: GameState) -> str:
    """Which track each die colour feeds in phase E (R-E-1), from the rule set."""
    parts = []
    for cls in CLASSES:
        track = st.rules.tracks[cls]
        parts.append(f"{track.colour.value} = {cls.value} ({_income_word(track.income.value)})")
    return "Dice: " + ", ".join(parts) + ", white = a track of your choice."


def _income_word(income: str) -> str:
    return {"vp": "VP", "steps": "pilgrim steps"}.get(income, income)


def die_words(st: GameState, colour: str, value: Union[int, str]) -> str:
    track = track_of_colour(st, colour)
    return f"{colour} {value}" + (f" ({track})" if track else "")


def _n(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def crowns_words(n: int) -> str:
    return _n(n, "crown")


def token_words(st: GameState, loc: str, index: int) -> str:
    value = st.rules.setups[st.n].die_tokens.get(_location(loc), ())[index]
    return f"die token {value}"


def _location(loc: str) -> Location:
    from coimbra_dsl.vocab import Location
    return Location(loc)


def row_words(st: GameState, loc: str) -> str:
    """The dice in a row, left (acts first) to right."""
    out = []
    for seat, slot in st.rows.get(loc, []):
        if seat < 0:
            out.append(token_words(st, loc, slot))
        else:
            d = st.players[seat].dice[slot]
            out.append(f"P{seat + 1} {die_words(st, d.colour, d.value)}"
                       + (" capped" if d.capped else ""))
    return ", ".join(out) or "no dice"


def card_words(st: GameState, cid: str, crown: bool = True) -> str:
    """`Name (coins, council 2, law): bonus text [crown token: council]`."""
    ix = st.ix
    cls = CLASSES[ix.card_cls[cid]].value
    facts = [ix.card_cost[cid] or "start card", f"{cls} {ix.card_infl[cid]}"]
    facts += list(ix.card_diplomas[cid])
    text = f"{ix.name[cid]} ({', '.join(facts)}): {text_of(st.rules, cid)}"
    if crown and cid in st.crowns_on:
        text += f" [crown token {CLASSES[st.crowns_on[cid]].value}]"
    return text


def you_lines(st: GameState, you: int) -> list[str]:
    ix = st.ix
    p = st.players[you]
    tracks = ", ".join(f"{c.value} {p.influence[i]}" for i, c in enumerate(CLASSES))
    where = p.pilgrim or "not on the map"
    if p.pilgrim in st.spaces:
        where += f" ({ix.name[st.spaces[p.pilgrim]]})"
    lines = wrap(f"You (P{you + 1}, flag {p.flag}): {_n(p.coins, 'coin')}, "
                 f"{_n(p.guards, 'guard')}, {p.vp} VP; tracks {tracks}; pilgrim {where}.")
    held = []
    if p.cards:
        held.append("cards " + ", ".join(ix.name[c] for c in p.cards))
    if p.voyages:
        held.append("voyages " + ", ".join(ix.name[v] for v in p.voyages))
    if p.favors:
        held.append("favors " + ", ".join(ix.name[f] for f in p.favors))
    dice = [die_words(st, d.colour, d.value) + (f" at {d.at}" if d.at else "")
            for d in p.dice if d is not None]
    if dice:
        held.append("dice " + ", ".join(dice))
    if held:
        lines += wrap("; ".join(held) + ".", "  ", "  ")
    return lines


def context_lines(st: GameState, you: int, full: bool = True) -> list[str]:
    """What the pending decision needs to be decided well; `full`: a placement lists
    each card with its bonus (else only its cost, class and influence)."""
    kind = st.decision
    ix = st.ix
    lines: list[str] = []
    if kind == "place":
        lines.append("Where the dice stand (left acts first) and what each place offers:")
        favors = ", ".join(f"{ix.name[f]} ({crowns_words(ix.favor_crowns[f])})" for f in st.favors)
        lines += wrap(f"castle: {row_words(st, 'castle')}; favor tiles: {favors or 'none'}",
                      "    ", "  ")
        for loc in CITIES:
            if full:
                lines += wrap(f"{loc} city: {row_words(st, loc)}; cards:", "    ", "  ")
                lines += [line for c in st.display[loc] for line in
                          wrap(f"{_card_short(st, c)}: {text_of(st.rules, c)}",
                               "      ", "    ")]
                continue
            lines += wrap(f"{loc} city: {row_words(st, loc)}; cards: "
                          + "; ".join(_card_short(st, c) for c in st.display[loc]),
                          "    ", "  ")
        lines += wrap("A city die buys a card for its value in the card's currency; "
                      "castle dice take favor tiles.")
        if any(seat < 0 for loc in CITIES for seat, _ in st.rows.get(loc, [])):
            lines += wrap("Die tokens are neutral dice: when one acts it discards the card "
                          "with the highest influence in its row.")
    elif kind == "trigger":
        loc = st.tasks[-1].loc
        lines += wrap(f"The {loc if loc == 'castle' else loc + ' city'} row: "
                      f"{row_words(st, loc)}.")
        if loc == "castle":
            lines += [line for f in st.favors
                      for line in wrap(f"{ix.name[f]}: {text_of(st.rules, f)}", "    ", "  ")]
        else:
            lines += [line for c in st.display[loc]
                      for line in wrap(card_words(st, c), "    ", "  ")]
    elif kind in ("start1", "start2"):
        for i, g in enumerate(st.groups, 1):
            if g is not None:
                lines.append(f"Start group {i}:")
                lines += [line for c in g for line in wrap(card_words(st, c), "    ", "  ")]
        lines += wrap("Corners lead to: " + "; ".join(
            f"{c} -> {', '.join(ix.adjacent[c])}" for c in ix.corners))
    elif kind == "invest":
        for vid in st.voyages:
            cur, cost = ix.voy_cost[vid]
            lines += wrap(f"{ix.name[vid]} ({cost} {cur}): {text_of(st.rules, vid)}", "    ", "  ")
    elif kind == "steps":
        left = st.tasks[-1].steps
        lines += wrap(f"Your pilgrim is at {st.players[you].pilgrim}; {left} step"
                      f"{'s' if left != 1 else ''} to go. Type 'map' for the whole map.")
    elif kind == "activate":
        lines += wrap(colour_legend(st))
    return lines


def _card_short(st: GameState, cid: str) -> str:
    ix = st.ix
    crown = f", crown {CLASSES[st.crowns_on[cid]].value}" if cid in st.crowns_on else ""
    return (f"{ix.name[cid]} ({ix.card_cost[cid]}, {CLASSES[ix.card_cls[cid]].value} "
            f"{ix.card_infl[cid]}{crown})")


def choice_lines(st: GameState, actions: Sequence[Action]) -> list[str]:
    """Numbered choices in the words of the game; die placements as a grid."""
    if actions and all(a.verb == "place" for a in actions):
        lines: list[str] = []
        by_die: dict[str, list[tuple[int, str]]] = {}
        for i, a in enumerate(actions, 1):
            by_die.setdefault(a.value("die"), []).append((i, a.value("at")))
        for die, spots in by_die.items():
            colour, _, value = die.partition("-")
            head = f"  {die_words(st, colour, value)}:"
            lines.append(f"{head:<24}" + " ".join(f"{i:>2} {at + placement_spot(st, die, at):<9}"
                                                  for i, at in spots).rstrip())
        lines += wrap(":N is the place the die would take in its row (1 acts first); "
                      "'show' lists what each place buys, 'what N' says it in full.")
        return lines
    out = []
    for i, a in enumerate(actions, 1):
        out += wrap(st.describe(a), "      ", f"  {i:>2}  ")
    return out


HEIGHT = 40
# A placement screen may be longer: it lists the round's twelve cards with their bonuses,
# which the choice of a place depends on.
PLACE_HEIGHT = 56


def decision_screen(st: GameState, you: int, actions: Sequence[Action], since: list[str]) -> str:
    """One screen (at most 80 x 40 when the choices allow; a placement 80 x 56) for the
    person's decision: the moves since their last turn get the lines the rest leaves
    free."""
    rounds = st.rules.setups[st.n].rounds
    order = " ".join(f"P{s + 1}" for s in st.order)
    head = wrap(f"== Round {st.round}/{rounds} · {PHASE_WORDS.get(st.phase, st.phase)} · "
                f"order {order} ==")
    from engine.faces.standings import standings_line
    head += wrap(standings_line(st))
    tail = wrap(f"You decide: {decision_words(st)}.") + choice_lines(st, actions)
    tail.append("Answer a number, or: help, show, map, save FILE, quit")
    body = you_lines(st, you) + context_lines(st, you) + tail
    height = PLACE_HEIGHT if st.decision == "place" else HEIGHT
    if len(head) + len(body) + 1 > height:      # cards' bonuses only where they fit
        body = you_lines(st, you) + context_lines(st, you, full=False) + tail
    moves = [line for s in since for line in wrap(s, "      ", "    ")]
    room = max(height - len(head) - len(body) - 1, 1)
    if len(moves) > room:
        shown = moves[len(moves) - room + 1:] if room > 1 else []
        note = f" ({len(moves) - len(shown)} earlier lines not shown)"
    else:
        shown, note = moves, ""
    middle = (["Since your last turn:" + note] + shown) if since else []
    return "\n".join(head + middle + body)


def table_text(st: GameState, you: Optional[int] = None) -> str:
    """`show`: the whole table in words, 80 columns."""
    ix = st.ix
    rounds = st.rules.setups[st.n].rounds
    lines = wrap(f"== Round {st.round}/{rounds} · {PHASE_WORDS.get(st.phase, st.phase)} · "
                 f"order {' '.join(f'P{s + 1}' for s in st.order)} · {len(st.stack)} cards "
                 "in the stack ==")
    lines += wrap(colour_legend(st))
    lines.append("Dice rows (left acts first):")
    for loc in LOCATIONS:
        lines += wrap(f"{loc}: {row_words(st, loc)}", "    ", "  ")
    if st.pool:
        rolled = st.phase in ("A", "B")
        lines += wrap("pool: " + ", ".join(die_words(st, c, v if rolled else "(not rolled)")
                                           for c, v in st.pool), "    ", "  ")
    for loc in CITIES:
        lines.append(f"Cards of the {loc} city:")
        lines += [line for c in st.display[loc] for line in wrap(card_words(st, c), "    ", "  ")]
    lines.append("Favor tiles beside the castle:")
    lines += [line for f in st.favors for line in
              wrap(f"{ix.name[f]} ({crowns_words(ix.favor_crowns[f])}): {text_of(st.rules, f)}",
                   "    ", "  ")]
    lines.append("Voyages:")
    for vid in st.voyages:
        cur, cost = ix.voy_cost[vid]
        who = [f"P{s + 1}" for s, p in enumerate(st.players) if vid in p.voyages]
        lines += wrap(f"{ix.name[vid]} ({cost} {cur}): {text_of(st.rules, vid)}"
                      + (f" Invested: {', '.join(who)}." if who else ""), "    ", "  ")
    for s in range(st.n):
        lines.append(f"P{s + 1}" + (" (you)" if s == you else "") + ":")
        p = st.players[s]
        tracks = ", ".join(f"{c.value} {p.influence[i]}" for i, c in enumerate(CLASSES))
        lines += wrap(f"flag {p.flag}, {_n(p.coins, 'coin')}, {_n(p.guards, 'guard')}, {p.vp} VP; "
                      f"tracks {tracks}; pilgrim {p.pilgrim or 'not on the map'}; "
                      f"cards {', '.join(ix.name[c] for c in p.cards) or 'none'}; "
                      f"monasteries {', '.join(ix.name[st.spaces[m]] for m in p.monasteries) or 'none'}; "
                      f"voyages {', '.join(ix.name[v] for v in p.voyages) or 'none'}.", "    ", "  ")
    return "\n".join(lines)


def map_text(st: GameState) -> str:
    """`map`: the pilgrim map in words: every place, its monastery, roads and pilgrims."""
    ix = st.ix
    pilgrims: dict = {}
    for s, p in enumerate(st.players):
        if p.pilgrim:
            pilgrims.setdefault(p.pilgrim, []).append(f"P{s + 1}")
    lines = wrap("The pilgrim map (-> one way from a corner; monastery spaces show their "
                 "monastery and disks):")
    nodes = st.rules.map.nodes
    for nid in nodes:
        head = nid
        if nid in st.spaces:
            mid = st.spaces[nid]
            disks = [f"P{s + 1}" for s, p in enumerate(st.players) if nid in p.monasteries]
            head += f" {ix.name[mid]} ({text_of(st.rules, mid).rstrip('.')}"
            head += f"; disks {', '.join(disks)})" if disks else ")"
        elif nid in ix.corners:
            head += " (corner of Coimbra)"
        if nid in pilgrims:
            head += " [pilgrim " + ", ".join(pilgrims[nid]) + "]"
        arrow = "->" if nid in ix.corners else "--"
        lines += wrap(f"{head} {arrow} {', '.join(ix.adjacent[nid])}", "      ", "  ")
    return "\n".join(lines)


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def scoring_lines(st: GameState) -> list[str]:
    """The final scoring by source, one line each: `P1 +7 VP: 1st place on council`."""
    from engine.core.queries import track_ranking
    from engine.core.runtime import rank_vp
    ix = st.ix
    out = []
    for s in st.order:
        p = st.players[s]
        b = st.score_breakdown[s]
        name = f"P{s + 1}"
        out.append(f"{name} {b.get('during play', 0)} VP during play")
        if b.get("voyages"):
            out += wrap(f"{name} +{b['voyages']} VP: voyages "
                        + ", ".join(ix.name[v] for v in p.voyages), "      ", "  ")
        for ci, cls in enumerate(CLASSES):
            vp = rank_vp(st, ci, s)
            if vp:
                place = track_ranking(st, ci).index(s) + 1
                out.append(f"  {name} +{vp} VP: {_ordinal(place)} place on {cls.value}")
        if b.get("diplomas"):
            out.append(f"  {name} +{b['diplomas']} VP: diploma sets")
        if b.get("game-end cards"):
            cards = [ix.name[c] for c in p.cards if "game_end" in
                     {t.value for t in ix.timings.get(c, ())}]
            out += wrap(f"{name} +{b['game-end cards']} VP: game-end cards "
                        + ", ".join(cards), "      ", "  ")
        if b.get("leftover resources"):
            out.append(f"  {name} +{b['leftover resources']} VP: leftover coins, guards "
                       "and crowns")
        out.append(f"  {name} total {st.scores[s]} VP")
    return out
