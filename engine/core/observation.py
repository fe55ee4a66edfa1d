"""`observation(seat)`: the public view of a state, without hidden information (the
character stack's order, the box, the RNG and the task stack)."""
from __future__ import annotations

from .index import CITIES, CLASSES


def observation(st, seat: int) -> dict:
    if not isinstance(seat, int) or not 0 <= seat < st.n:
        from coimbra_dsl.errors import CoimbraError
        raise CoimbraError(f"no seat {seat!r} in a {st.n}-player game")
    players = []
    for s, p in enumerate(st.players):
        players.append({
            "seat": s, "flag": p.flag, "coins": p.coins, "guards": p.guards, "vp": p.vp,
            "influence": {c.value: p.influence[i] for i, c in enumerate(CLASSES)},
            "cards": list(p.cards), "monasteries": list(p.monasteries),
            "voyages": list(p.voyages), "pilgrim": p.pilgrim, "disks_left": p.disks_left,
            "dice": [list(d) if d is not None else None for d in p.dice],
            "crown_tokens": [CLASSES[c].value for c in p.crown_tokens],
            "favors": list(p.favors),
        })
    track_order = {c.value: [s for s in _ranking(st, i)] for i, c in enumerate(CLASSES)}
    return {
        "seat": seat, "players": st.n, "round": st.round, "phase": st.phase,
        "current_player": st.current_player, "decision": st.decision,
        "your_turn": st.current_player == seat,
        "legal_actions": [a.key for a in st.legal_actions()] if st.current_player == seat else [],
        "order": list(st.order), "player_state": players, "track_order": track_order,
        "display": {loc: list(st.display.get(loc, ())) for loc in CITIES},
        "crowns_on": {cid: CLASSES[ci].value for cid, ci in st.crowns_on.items()},
        "rows": {loc: [_entry(st, loc, e) for e in row] for loc, row in st.rows.items()},
        "die_tokens": {loc: list(v) for loc, v in st.tokens.items()},
        "pool": [f"{c}-{v}" for c, v in st.pool],
        "favors": list(st.favors), "cap": st.cap,
        "monasteries": dict(st.spaces), "voyages": list(st.voyages),
        "scoring_tiles": {c.value: st.tiles[i] for i, c in enumerate(CLASSES)},
        "start_groups": [list(g) if g is not None else None for g in st.groups],
        "discard": list(st.discard), "stack_size": len(st.stack), "box_size": len(st.box),
        "scores": st.scores, "terminal": st.is_terminal,
        "score_breakdown": st.score_breakdown, "winner": st.winner,
    }


def _ranking(st, ci):
    from .runtime import track_ranking
    return track_ranking(st, ci)


def _entry(st, loc, e):
    from .dice import entry_value
    seat, slot = e
    if seat < 0:
        return {"token": slot, "value": entry_value(st, loc, e)}
    d = st.players[seat].dice[slot]
    return {"seat": seat, "die": f"{d[0]}-{d[1]}", "capped": d[3],
            "value": entry_value(st, loc, e)}
