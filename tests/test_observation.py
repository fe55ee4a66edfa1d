"""`observation(seat)` (engine/core/observation.py) gives, over random positions of base
and every variant, exactly what its first, plain implementation gave (kept here as the
oracle): same keys in the same order, same values, same types (`repr` compares them all).
"""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

import coimbra_dsl
from engine import Game
from engine.core.dice import entry_value
from engine.core.index import CITIES, CLASSES
from engine.core.runtime import track_ranking


def oracle(st, seat: int) -> dict:
    """The observation as first written, field by field from the state."""
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
    track_order = {c.value: [s for s in track_ranking(st, i)] for i, c in enumerate(CLASSES)}
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


def _entry(st, loc, e):
    seat, slot = e
    if seat < 0:
        return {"token": slot, "value": entry_value(st, loc, e)}
    d = st.players[seat].dice[slot]
    return {"seat": seat, "die": f"{d[0]}-{d[1]}", "capped": d[3],
            "value": entry_value(st, loc, e)}


@lru_cache(maxsize=None)
def rules(name: str):
    return coimbra_dsl.load_ruleset(name)


RULES = ["base", "cabo-verde-tracks", "rulebook-colours", "rulebook-die-tokens",
         "two-player-gap-only"]


@pytest.mark.parametrize("name", RULES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_observation_is_the_oracles_at_every_step(name, players):
    for seed in range(2):
        state = Game(rules(name), players=players, seed=seed).new_state()
        rng = random.Random(seed)
        while True:
            for seat in range(players):
                assert repr(state.observation(seat)) == repr(oracle(state, seat))
            if state.is_terminal:
                break
            state.apply(rng.choice(state.legal_actions()))


def test_a_bad_seat_is_one_clear_error():
    state = Game(rules("base"), players=2, seed=0).new_state()
    for seat in (2, -1, "0", 1.0):
        with pytest.raises(coimbra_dsl.CoimbraError, match="no seat"):
            state.observation(seat)
