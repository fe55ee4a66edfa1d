"""`observation(seat)`: the public view of a state, without hidden information (the
character stack's order, the box, the RNG and the task stack).

It runs on every step of the adapters, the web table and the bots, so it reads the state's
fields directly (no enum lookups, no imports per call).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from coimbra_dsl.errors import CoimbraError

from .dice import die_value, entry_value
from .index import CITIES, CLASSES
from .runtime import track_ranking

if TYPE_CHECKING:
    from .state import GameState

CLASS_WORDS = tuple(c.value for c in CLASSES)


def observation(st: GameState, seat: int) -> dict:
    if not isinstance(seat, int) or not 0 <= seat < st.n:
        raise CoimbraError(f"no seat {seat!r} in a {st.n}-player game")
    words = CLASS_WORDS
    players = []
    for s, p in enumerate(st.players):
        players.append({
            "seat": s, "flag": p.flag, "coins": p.coins, "guards": p.guards, "vp": p.vp,
            "influence": dict(zip(words, p.influence)),
            "cards": list(p.cards), "monasteries": list(p.monasteries),
            "voyages": list(p.voyages), "pilgrim": p.pilgrim, "disks_left": p.disks_left,
            "dice": [list(d) if d is not None else None for d in p.dice],
            "crown_tokens": [words[c] for c in p.crown_tokens],
            "favors": list(p.favors),
        })
    track_order = {w: track_ranking(st, i) for i, w in enumerate(words)}
    display = st.display
    tasks = st.tasks
    current = tasks[-1].seat if tasks else None
    terminal = st.is_terminal
    return {
        "seat": seat, "players": st.n, "round": st.round, "phase": st.phase,
        "current_player": current, "decision": tasks[-1].kind if tasks else None,
        "your_turn": current == seat,
        "legal_actions": [a.key for a in st.legal_actions()] if current == seat else [],
        "order": list(st.order), "player_state": players, "track_order": track_order,
        "display": {loc: list(display.get(loc, ())) for loc in CITIES},
        "crowns_on": {cid: words[ci] for cid, ci in st.crowns_on.items()},
        "rows": {loc: [_entry(st, loc, e) for e in row] for loc, row in st.rows.items()},
        "die_tokens": {loc: list(v) for loc, v in st.tokens.items()},
        "pool": [f"{d.colour}-{d.value}" for d in st.pool],
        "favors": list(st.favors), "cap": st.cap,
        "monasteries": dict(st.spaces), "voyages": list(st.voyages),
        "scoring_tiles": dict(zip(words, st.tiles)),
        "start_groups": [list(g) if g is not None else None for g in st.groups],
        "discard": list(st.discard), "stack_size": len(st.stack), "box_size": len(st.box),
        "scores": [p.vp for p in st.players], "terminal": terminal,
        "score_breakdown": st.score_breakdown, "winner": st.winner if terminal else None,
    }


def _entry(st: GameState, loc, e):
    """One place of a row: a die token (R-B-4) or a seat's die with its value (R-FAV-2)."""
    seat, slot = e
    if seat < 0:
        return {"token": slot, "value": entry_value(st, loc, e)}
    d = st.players[seat].dice[slot]
    return {"seat": seat, "die": f"{d.colour}-{d.value}", "capped": d.capped,
            "value": die_value(st, seat, slot)}
