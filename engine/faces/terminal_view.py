"""A game state drawn for a person in the terminal (rich tables): round and phase, dice
rows, card rows, favor tiles, voyages, monasteries, every player's holdings, and the
numbered choices. Shows only what `seat` may see (no stack order, R-SET-8)."""
from __future__ import annotations

from typing import Optional

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from engine.core.index import CITIES, CLASSES, LOCATIONS
from engine.faces.terminal_text import plain

CLASS_STYLE = {"council": "grey62", "merchants": "dark_orange", "clerics": "magenta",
               "scholars": "green"}
DIE_STYLE = {"gray": "grey62", "orange": "dark_orange", "purple": "magenta",
             "green": "green", "white": "bold white"}


def text_of(rules, cid: str) -> str:
    """A component's bonus text, rendered from its compiled bonuses."""
    from coimbra_dsl.render import render_component
    try:
        return render_component(rules.component(cid))
    except KeyError:
        return ""


def seat_label(st, seat: int, you: Optional[int] = None) -> str:
    return f"P{seat + 1}" + (" (you)" if seat == you else "")


def _die(st, loc: str, entry) -> Text:
    from engine.core.runtime import entry_value
    seat, slot = entry
    value = entry_value(st, loc, entry)
    if seat < 0:
        return Text(f"token {value}", style="dim")
    d = st.players[seat].dice[slot]
    label = f"P{seat + 1} {d[0]}-{d[1]}" + (f" capped={value}" if d[3] else "")
    return Text(label, style=DIE_STYLE.get(d[0], ""))


def header(st) -> Text:
    rounds = st.rules.setups[st.n].rounds
    order = " ".join(f"P{s + 1}" for s in st.order)
    who = "game over" if st.current_player is None else \
        f"P{st.current_player + 1} to decide ({st.decision})"
    return Text(f"Round {st.round}/{rounds} · phase {st.phase} · order {order} · "
                f"stack {len(st.stack)} cards · {who}", style="bold")


def dice_table(st) -> Table:
    t = Table(title="Dice (left acts first)", title_justify="left", expand=False)
    t.add_column("location")
    t.add_column("dice")
    for loc in LOCATIONS:
        row = st.rows.get(loc, [])
        cells = Text(" | ").join(_die(st, loc, e) for e in row) if row else Text("-")
        t.add_row(loc, cells)
    if st.pool and st.phase in ("A", "B"):
        pool = Text(" ").join(Text(f"{c}-{v}", style=DIE_STYLE.get(c, ""))
                              for c, v in st.pool)
        t.add_row("pool", pool)
    return t


def cards_table(st) -> Table:
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
            t.add_row(loc, ix.name[cid], ix.card_cost[cid] or "-",
                      Text(cls, style=CLASS_STYLE.get(cls, "")), str(ix.card_infl[cid]),
                      ", ".join(ix.card_diplomas[cid]) or "-",
                      text_of(st.rules, cid), crown)
    return t


def board_table(st, monasteries: bool = True) -> Table:
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
        t.add_row("favor", f"{ix.name[fid]} ({crowns} crown{'' if crowns == 1 else 's'})",
                  text_of(st.rules, fid), state)
    for vid in st.voyages:
        cur, cost = ix.voy_cost[vid]
        who = ", ".join(f"P{s + 1}" for s, p in enumerate(st.players) if vid in p.voyages)
        t.add_row("voyage", ix.name[vid], f"{cost} {cur}: {text_of(st.rules, vid)}",
                  who or "-")
    for space, mid in (sorted(st.spaces.items()) if monasteries else ()):
        who = ", ".join(f"P{s + 1}" for s, p in enumerate(st.players)
                        if space in p.monasteries)
        t.add_row("monastery", f"{space}: {ix.name[mid]}", text_of(st.rules, mid), who or "-")
    if st.cap is not None:
        t.add_row("cap tile", "", "", f"P{st.cap + 1}")
    return t


def players_table(st, you: Optional[int] = None) -> Table:
    ix = st.ix
    t = Table(title="Players", title_justify="left", show_lines=True)
    for col in ("seat", "flag", "coins", "guards", "VP"):
        t.add_column(col, justify="right" if col != "seat" else "left")
    for c in CLASSES:
        t.add_column(c.value[:5], justify="right", style=CLASS_STYLE.get(c.value, ""))
    for col in ("dice", "cards", "monasteries", "voyages", "pilgrim"):
        t.add_column(col)
    for s, p in enumerate(st.players):
        dice = ", ".join(f"{d[0]}-{d[1]}" + (f" ({d[2]})" if d[2] else "")
                         for d in p.dice if d is not None) or "-"
        cards = ", ".join(ix.name[c] for c in p.cards) or "-"
        mons = ", ".join(ix.name[st.spaces[m]] for m in p.monasteries) or "-"
        voys = ", ".join(ix.name[v] for v in p.voyages) or "-"
        t.add_row(seat_label(st, s, you), str(p.flag), str(p.coins), str(p.guards),
                  str(p.vp), *(str(x) for x in p.influence), dice, cards, mons, voys,
                  p.pilgrim or "off the map")
    return t


def describe(st, action) -> str:
    """`action.describe()` with component ids shown by name and map spaces with their
    monastery, for people."""
    text = action.describe()
    for _, value in action.args:
        if value in st.ix.name:
            text = text.replace(value, st.ix.name[value])
        elif value in st.spaces:
            text = text.replace(value, f"{value} ({st.ix.name[st.spaces[value]]})")
    return text


def choices_table(actions, st=None) -> Table:
    t = Table(title="Your choices", caption="number or action key; help, show, save FILE, quit",
              title_justify="left", caption_justify="left")
    t.add_column("#", justify="right")
    t.add_column("action")
    t.add_column("key", style="dim")
    for i, a in enumerate(actions, 1):
        t.add_row(str(i), describe(st, a) if st is not None else a.describe(), a.key)
    return t


def state_view(st, seat: Optional[int] = None, actions=None, full: bool = False) -> Group:
    """Everything a person needs to decide, as one rich renderable; the monasteries of
    the map are listed for pilgrim moves and start choices, or when `full`."""
    mons = full or st.decision in ("steps", "start1", "start2")
    parts = [header(st), dice_table(st), cards_table(st), board_table(st, mons),
             players_table(st, seat)]
    if actions:
        parts.append(choices_table(actions, st))
    return Group(*parts)


def breakdown_table(st) -> Table:
    """Final scoring by source per seat (R-END-1..5) and the winner (R-END-6)."""
    b = st.score_breakdown
    sources = list(b[0]) if b else []
    t = Table(title="Final scoring", title_justify="left")
    t.add_column("seat")
    for s in sources:
        t.add_column(s, justify="right")
    t.add_column("total", justify="right", style="bold")
    for seat in range(st.n):
        t.add_row(f"P{seat + 1}", *(str(b[seat].get(s, 0)) for s in sources),
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

    def render_str(self, text: str, **kwargs):
        """Every string shown is data, never markup or control codes (issue 13): a name
        holding `[/x]` or an escape sequence prints as what it is."""
        kwargs["markup"] = False
        return super().render_str(plain(text, lines=True), **kwargs)


def make_console(file=None) -> Console:
    """A console for play/replay/simulate: full width on a terminal, 140 columns when
    piped."""
    import sys
    out = file or sys.stdout
    if out.isatty():
        return _Console(file=out)
    return _Console(file=out, width=140, color_system=None, force_terminal=False)


def event_line(st, e: dict, you: Optional[int] = None, detail: bool = True) -> str:
    """One line for a logged event ('' for events not worth a line)."""
    from engine.core.action import Action
    ix = st.ix
    ev = e.get("event")
    who = seat_label(st, e["seat"], you) if "seat" in e else ""

    def name(cid):
        return ix.name.get(cid, cid)

    if ev in ("action", "forced"):
        text = describe(st, Action.parse(e["action"]))
        return f"{who}: {text}" + (" (only choice)" if ev == "forced" else "")
    if ev == "round":
        return f"-- round {e['round']}: cards " + "; ".join(
            f"{loc}: {', '.join(name(c) for c in cards)}" for loc, cards in e["display"].items())
    if ev == "roll":
        return f"-- phase A: dice rolled {' '.join(e['dice'])}"
    if ev == "order":
        return "-- phase D: new order " + " ".join(f"P{s + 1}" for s in e["order"]) + \
            " (crowns " + " ".join(str(c) for c in e["crowns"]) + ")"
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
    fields = {k: name(v) if k in _NAMED_FIELDS else v for k, v in e.items()}
    return f"   {who} " + _DETAIL_LINES[ev].format_map(fields)


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
