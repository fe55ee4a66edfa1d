"""What a seat sees at the web table, built only from `observation(seat)` and the public
rule set: the JSON view of the API and the pieces the table page draws (dice rows,
card rows in the gallery's look, favor tiles, voyages, tracks, the pilgrim map,
every player's holdings, the log in words, the final scoring by source, R-END)."""
from __future__ import annotations

from typing import Any

from coimbra_dsl.model import RuleSet
from engine import Action, GameState
from engine.core.describe import decision_words
from engine.faces.standings import ESTIMATE_LABEL, standings

LOCATIONS = ("castle", "upper", "central", "lower")
DIE_COLOURS = {"gray": "#8d9096", "orange": "#e8892b", "purple": "#7d4ba8",
               "green": "#3f8f3f", "white": "#f7f7f2"}
DISPLAY_NAMES = {"random": "random bot", "greedy": "greedy bot", "mcts": "MCTS bot"}


def seat_name(seats: list[str], seat: int, you: int | None = None) -> str:
    """`P2 (you)`, `P3 greedy bot`, `P1`: how the table names a seat."""
    if seat == you:
        return f"P{seat + 1} (you)"
    kind = seats[seat] if 0 <= seat < len(seats) else "human"
    return f"P{seat + 1}" + (f" {DISPLAY_NAMES[kind]}" if kind in DISPLAY_NAMES else "")


def log_lines(st: GameState, seat: int, said: list[str],
              known: list | None = None) -> list[str]:
    """The game so far in words, one line per event worth a line; a decision in the
    words `state.describe` had for it when it was made (`said[i]` for the i-th); at the
    end, the VP of every seat by source (R-END-1..5) and the winner (R-END-6). `known`
    is `[events, lines, decisions]` of an earlier call on this game, extended in place."""
    from engine.faces.terminal_view import event_line, seat_label
    log = st.log
    if known is None:
        known = [0, [], 0]
    if known[0] > len(log):
        known[:] = [0, [], 0]
    lines, decisions = known[1], known[2]
    for e in log[known[0]:]:
        if e.get("event") in ("gain", "pay") and "-- final scoring" in lines:
            continue            # the final scoring is listed by source below
        if e.get("event") == "action" and decisions < len(said):
            line = f"{seat_label(st, e['seat'], seat)}: {said[decisions]}"
            decisions += 1
        else:
            line = event_line(st, _in_table_order(e), seat).strip()
        if line:
            lines.append(line)
    known[0], known[2] = len(log), decisions
    lines = list(lines)
    if st.is_terminal:
        from engine.faces.terminal_view import scoring_lines
        lines += [line.strip() for line in scoring_lines(st)]
        for s, parts in enumerate(st.score_breakdown):
            sources = ", ".join(f"{vp} {source}" for source, vp in parts.items())
            lines.append(f"P{s + 1}: {st.scores[s]} VP ({sources})")
        winner = st.winner
        assert winner is not None           # the game is over: it has a winner
        lines.append(f"Winner: P{winner + 1}")
    return lines


def _in_table_order(event: dict) -> dict:
    """A round's display listed upper, central, lower (a loaded save sorts its keys)."""
    display = event.get("display")
    if event.get("event") != "round" or not isinstance(display, dict):
        return event
    ordered = {loc: display[loc] for loc in LOCATIONS if loc in display}
    return {**event, "display": {**ordered, **display}}


def option_groups(st: GameState, options: list[dict[str, str]]) -> list[dict[str, Any]]:
    """The options as numbered groups: a placement's under the die they place (a pool
    of ten dice offers up to forty), any other decision's as one group."""
    from engine.core.describe import track_of_colour
    if not options or not all(o["key"].startswith("place ") for o in options):
        return [{"head": "", "start": 1, "options": options}]
    groups: list[dict[str, Any]] = []
    for i, o in enumerate(options, 1):
        die = Action.parse(o["key"]).arg("die") or ""
        colour, _, value = die.partition("-")
        track = track_of_colour(st, colour)
        head = f"the {colour} {value}" + (f" ({track})" if track else "") + " die"
        if not groups or groups[-1]["head"] != head:
            groups.append({"head": head, "start": i, "options": []})
        text = o["text"]                        # the heading says which die already
        if text.startswith(f"Place {head} at "):
            text = "A" + text[len(f"Place {head} a"):]
        groups[-1]["options"].append({**o, "text": text})
    return groups


def legal_options(st: GameState, seat: int) -> list[dict[str, str]]:
    """Each legal key of `seat` with its sentence (empty unless `seat` decides now)."""
    if st.current_player != seat:
        return []
    return [{"key": a.key, "text": st.describe(a)} for a in st.legal_actions()]


def api_view(table, seat: int, st: GameState | None = None,
             moves: int | None = None) -> dict[str, Any]:
    """The JSON view of the API for `seat` (of the game now, or after `moves` keys)."""
    live = st is None or moves is None or moves == len(table.keys)
    st = table.state if st is None else st
    return {
        "id": table.id, "rules": table.rules_name, "seat": seat, "seeded": table.seeded,
        "seats": list(table.seats), "to_move": st.current_player, "round": st.round,
        "phase": st.phase, "decision": st.decision, "decision_words": decision_words(st),
        "observation": st.observation(seat),
        "legal": legal_options(st, seat) if live else [],
        "log": log_lines(st, seat, table.said,
                         table.words.setdefault(seat, [0, [], 0]) if live else None),
        "terminal": st.is_terminal, "scores": st.scores,
        "standings": standings(st), "estimate_label": ESTIMATE_LABEL,
        "winner": st.winner, "moves": len(table.keys) if moves is None else moves,
        "live": live, "can_undo": live and table.can_undo(seat),
    }


# ---------------------------------------------------------------------- click targets
def target_of(action: Action, seat: int) -> list[str]:
    """The things on the table a click on which means `action` (data-target names)."""
    verb, arg = action.verb, action.arg
    if verb == "place":
        return [f"pool-{arg('die')}", f"loc-{arg('at')}"]
    if verb in ("take", "reuse") or (verb == "choose" and arg("card") and not arg("option")):
        return [f"card-{arg('card')}"]
    if verb == "favor":
        return [f"favor-{arg('tile')}"]
    if verb == "invest" or (verb == "choose" and arg("voyage")):
        return [f"voyage-{arg('voyage')}"]
    if verb == "step":
        return [f"node-{arg('to')}"]
    if verb == "start" and arg("corner"):
        return [f"node-{arg('corner')}"]
    if verb == "start" and arg("group"):
        return [f"group-{arg('group')}"]
    if verb == "activate":
        return [f"die-{seat}-{arg('die')}"] + ([f"track-{arg('track')}"] if arg("track") else [])
    if verb == "cap":
        return [f"row-{arg('at')}-{arg('die')}"]
    if verb == "choose" and arg("track"):
        return [f"track-{arg('track')}"]
    return []


def click_targets(options: list[dict[str, str]], seat: int) -> dict[str, list[dict]]:
    """data-target name -> the options a click on it offers."""
    targets: dict[str, list[dict]] = {}
    for option in options:
        for name in target_of(Action.parse(option["key"]), seat):
            targets.setdefault(name, []).append(option)
    return targets


# ---------------------------------------------------------------------- the board
_LOOKS: dict[int, tuple[RuleSet, dict, dict]] = {}


def _looks(rules: RuleSet) -> tuple[dict[str, dict], dict[str, str]]:
    """Card records and card colours of a rule set (as the gallery makes them), once."""
    known = _LOOKS.get(id(rules))
    if known is None or known[0] is not rules:
        from engine.faces.card_records import card_records
        from engine.faces.gallery import _card_colour, card_colours
        records = {r["id"]: r for r in card_records(rules)}
        colours = card_colours(rules)
        known = (rules, records, {cid: _card_colour(r, colours) for cid, r in records.items()})
        _LOOKS[id(rules)] = known
    return known[1], known[2]


def _records(rules: RuleSet) -> dict[str, dict]:
    return _looks(rules)[0]


def _colours(rules: RuleSet) -> dict[str, str]:
    return _looks(rules)[1]


def card_html(rules: RuleSet, cid: str) -> str:
    """A component in the gallery's card look (already escaped HTML)."""
    from engine.faces.gallery import card_html as gallery_card
    return gallery_card(_records(rules)[cid], _colours(rules)[cid], ())


def component(rules: RuleSet, cid: str) -> dict[str, Any]:
    """Name, colour and rendered text of a component, for small chips."""
    record = _records(rules).get(cid)
    if record is None:
        return {"id": cid, "name": cid, "colour": "#777", "text": "", "kind": ""}
    return {"id": cid, "name": record["name"], "colour": _colours(rules)[cid],
            "text": record["text"], "kind": record["kind"], "cls": record.get("class", ""),
            "cost": record.get("cost"), "currency": record.get("currency")}


def map_svg(rules: RuleSet, obs: dict, seats: list[str], you: int) -> str:
    """The pilgrim map with every pilgrim and monastery disk (each disk says its seat),
    and each monastery's name and reward under its space, as inline SVG."""
    from engine.faces.map_drawing import PlayerMarks, draw_map, monastery_labels, player_colour
    marks = [PlayerMarks(seat_name(seats, p["seat"], you), player_colour(p["seat"]),
                         p["pilgrim"], tuple(p["monasteries"]), f"P{p['seat'] + 1}")
             for p in obs["player_state"]]
    svg = draw_map(rules.map, marks, title="pilgrim map",
                   monasteries=monastery_labels(rules, obs["monasteries"]))
    return svg.split("?>", 1)[1] if svg.startswith("<?xml") else svg


def _die(entry: dict, seats: list[str], you: int) -> dict[str, Any]:
    from engine.faces.map_drawing import player_colour
    if "token" in entry:
        return {"token": True, "value": entry["value"]}
    colour, _, face = entry["die"].partition("-")
    return {"token": False, "value": entry["value"], "face": face, "colour": colour,
            "fill": DIE_COLOURS.get(colour, "#ccc"), "die": entry["die"],
            "capped": entry["capped"], "owner": player_colour(entry["seat"]),
            "seat": entry["seat"], "who": seat_name(seats, entry["seat"], you)}


def board(table, seat: int, st: GameState, live: bool) -> dict[str, Any]:
    """Everything the table page draws for `seat`, from its observation only."""
    from engine.faces.map_drawing import player_colour
    rules, seats = table.rules, table.seats
    obs = st.observation(seat)
    options = legal_options(st, seat) if live else []
    locations = []
    for loc in LOCATIONS:
        locations.append({
            "name": loc, "dice": [_die(e, seats, seat) for e in obs["rows"].get(loc, [])],
            "cards": [{"id": c, "html": card_html(rules, c),
                       "crown": obs["crowns_on"].get(c)} for c in obs["display"].get(loc, [])],
            "tokens": obs["die_tokens"].get(loc, []),
        })
    holders: dict[str, list[int]] = {}
    for p in obs["player_state"]:
        for cid in (*p["voyages"], *p["favors"]):
            holders.setdefault(cid, []).append(p["seat"])
    players = []
    standing = standings(st)
    for p in obs["player_state"]:
        s = p["seat"]
        players.append({
            "standing": standing[s],
            **p, "name": seat_name(seats, s, seat), "colour": player_colour(s),
            "you": s == seat, "to_move": s == obs["current_player"],
            "cards": [component(rules, c) for c in p["cards"]],
            "voyages": [component(rules, c) for c in p["voyages"]],
            "favors": [component(rules, c) for c in p["favors"]],
            "monasteries": [{"space": sp, **component(rules, obs["monasteries"][sp])}
                            for sp in p["monasteries"] if sp in obs["monasteries"]],
            "dice": [{"colour": colour, "face": face, "at": at, "capped": capped,
                      "fill": DIE_COLOURS.get(colour, "#ccc")}
                     for colour, face, at, capped in (d for d in p["dice"] if d)],
        })
    tracks = []
    for cls, track in rules.tracks.items():
        name = str(cls)
        tile = rules.scoring_tiles.get(obs["scoring_tiles"].get(name, ""))
        tracks.append({
            "name": name, "colour": DIE_COLOURS.get(str(track.colour), "#999"),
            "income": str(track.income), "amounts": list(track.amounts),
            "tile": list(tile.face(st.n)) if tile else [],
            "marks": {i: [pl for pl in players if pl["influence"][name] == i]
                      for i in range(len(track.amounts))},
        })
    order = [{"seat": s, "name": seat_name(seats, s, seat), "colour": player_colour(s)}
             for s in obs["order"]]
    breakdown = None
    if obs["terminal"]:
        sources = list(obs["score_breakdown"][0]) if obs["score_breakdown"] else []
        breakdown = {"sources": sources,
                     "rows": [{"name": seat_name(seats, s, seat), "colour": player_colour(s),
                               "parts": [b.get(x, 0) for x in sources],
                               "total": obs["scores"][s], "winner": s == obs["winner"]}
                              for s, b in enumerate(obs["score_breakdown"])]}
    to_move = obs["current_player"]
    return {
        "obs": obs, "seat": seat, "you": seat_name(seats, seat, seat),
        "rounds": rules.setups[st.n].rounds, "order": order, "locations": locations,
        "pool": [{"die": d, "colour": d.partition("-")[0], "face": d.partition("-")[2],
                  "fill": DIE_COLOURS.get(d.partition("-")[0], "#ccc")} for d in obs["pool"]],
        "favors": [{"id": f, "html": card_html(rules, f)} for f in rules.favors],
        "favors_here": set(obs["favors"]), "holders": holders,
        "voyages": [{"id": v, "html": card_html(rules, v)} for v in obs["voyages"]],
        "discard": [component(rules, c) for c in obs["discard"]],
        "groups": [{"n": i + 1, "cards": [component(rules, c) for c in g]}
                   for i, g in enumerate(obs["start_groups"]) if g],
        "players": players, "tracks": tracks,
        "map": map_svg(rules, obs, seats, seat),
        "options": options, "option_groups": option_groups(st, options),
        "targets": click_targets(options, seat),
        "log": log_lines(st, seat, table.said), "breakdown": breakdown,
        "to_move": None if to_move is None else seat_name(seats, to_move, seat),
        "your_turn": live and to_move == seat, "live": live,
        "can_undo": live and table.can_undo(seat),
        "bots": any(kind != "human" for kind in seats),
        "estimate_label": ESTIMATE_LABEL,
        "decision_words": decision_words(st),
        "meta": {"moves": len(table.keys) if live else None, "live": live,
                 "terminal": obs["terminal"], "your_turn": live and to_move == seat,
                 "scores": obs["scores"], "winner": obs["winner"]},
    }
