"""Positions: `state.position()` / `GameState.from_position(rules, text)`,
readable both ways, refusing impossible positions with the save checks."""
from __future__ import annotations

import random
import re

import pytest

from coimbra_dsl import load_ruleset
from engine.core.errors import SaveError
from engine import Game, GameState

RULES = load_ruleset("base")


def play_until(players: int, seed: int, stop) -> GameState:
    st = Game(RULES, players=players, seed=seed).new_state()
    rng = random.Random(seed)
    while not st.is_terminal and not stop(st):
        st.apply(rng.choice(st.legal_actions()))
    return st


def edit(text: str, key: str, value: str) -> str:
    """The position with the line `key: ...` replaced."""
    new, n = re.subn(rf"^{re.escape(key)}( \(.*\))?:.*$", f"{key}: {value}", text, flags=re.M)
    assert n == 1, key
    return new


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_position_of_a_game_reads_back_to_the_same_state(players, seed):
    st = Game(RULES, players=players, seed=seed).new_state()
    rng = random.Random(seed)
    while True:
        text = st.position()
        back = GameState.from_position(RULES, text)
        assert back.to_dict()["state"] == st.to_dict()["state"]
        assert back.position() == text
        assert [a.key for a in back.legal_actions()] == [a.key for a in st.legal_actions()]
        if st.is_terminal:
            break
        st.apply(rng.choice(st.legal_actions()))


def test_a_position_names_what_a_player_reads():
    st = play_until(3, 5, lambda s: s.phase == "C" and s.round == 2)
    text = st.position()
    for key in ("round", "phase", "order", "row castle", "row upper", "pool", "display upper",
                "voyages", "favors", "stack (hidden, bottom to top)", "box (hidden)",
                "P1 holdings", "P1 tracks", "P1 cards", "P1 monasteries", "P1 voyages",
                "P1 pilgrim", "P3 dice", "pending", "chance"):
        assert re.search(rf"^{re.escape(key)}:", text, re.M), key
    assert "seat 0" not in text and re.search(r"^order: (P[1-3] ?){3}$", text, re.M)


def test_a_hand_written_chance_seeds_the_dice_still_to_roll():
    st = play_until(2, 4, lambda s: s.phase == "F")
    a = GameState.from_position(RULES, edit(st.position(), "chance", "7"))
    b = GameState.from_position(RULES, edit(st.position(), "chance", "7"))
    assert a.position() == b.position()
    rng = random.Random(0)
    while not a.is_terminal:
        key = rng.choice(a.legal_actions()).key
        a.apply(key)
        b.apply(key)
    assert a.scores == b.scores


@pytest.mark.parametrize("key,value,message", [
    ("round", "9", "round: 9 is outside 1..4"),
    ("order", "P1 P1 P2", "order: not every seat once"),
    ("order", "P1 P2 P4", "expected a seat P1..P3, found 'P4'"),
    ("phase", "Z", "phase: unknown value 'Z'"),
    ("P1 holdings", "coins 5, guards 2", "expected coins, guards, vp, disks, flag"),
    ("P2 tracks", "council 3 arrived 1", "name every track once"),
    ("voyages", "calicut calicut", "voyages: an entry appears twice"),
    ("P1 cards", "no_such_card", "P1 cards: unknown value 'no_such_card'"),
    ("chance", "xyz", "expected a number or a generator state"),
])
def test_an_impossible_or_unreadable_position_is_refused_naming_the_line(key, value, message):
    st = play_until(3, 6, lambda s: s.phase == "C")
    with pytest.raises(SaveError) as err:
        GameState.from_position(RULES, edit(st.position(), key, value))
    assert message in str(err.value)
    assert str(err.value).startswith(("position", "impossible position"))


def test_a_card_in_two_places_is_refused_by_the_invariants():
    st = play_until(3, 6, lambda s: s.phase == "C")
    card = st.players[0].cards[0]
    text = edit(st.position(), "discard", " ".join([*st.discard, card]))
    with pytest.raises(SaveError, match="impossible position"):
        GameState.from_position(RULES, text)


def test_R_LIM_5_a_decision_without_a_legal_action_resolves_when_read():
    """Phase F: investing needs the voyage's price; a broke player has nothing to decide,
    so reading the position goes on to the next decision as the rules say."""
    st = play_until(3, 8, lambda s: s.phase == "F" and s.decision == "invest")
    seat = st.current_player
    name = f"P{seat + 1}"
    p = st.players[seat]
    text = edit(st.position(), f"{name} holdings",
                f"coins 0, guards 0, vp {p.vp}, disks {p.disks_left}, flag {p.flag}")
    back = GameState.from_position(RULES, text)
    assert back.current_player != seat or back.decision != "invest"
    assert back.players[seat].coins == 0


def test_a_scenario_from_a_position_R_BON_I_players_behind_give_vp_even_below_0():
    """A position written down, changed by hand, played from: Duarte Pacheco Pereira's
    players behind on council may cede 2 VP and go below 0."""
    st = play_until(2, 11, lambda s: s.phase == "C" and s.decision is not None)
    text = st.position()
    # P1 holds Duarte's bonus as a pending effect; P2 behind on council with 1 VP
    ix = st.ix
    nid = ix.bonus_roots("duarte_pacheco_pereira", next(iter(ix.timings["duarte_pacheco_pereira"])))[0]
    text = edit(text, "P2 holdings", "coins 5, guards 5, vp 1, disks 20, flag 2")
    text = edit(text, "P1 tracks", "council 5 arrived 90, merchants 0 arrived 0, "
                                   "clerics 0 arrived 0, scholars 0 arrived 0")
    text = edit(text, "P2 tracks", "council 1 arrived 91, merchants 0 arrived 1, "
                                   "clerics 0 arrived 1, scholars 0 arrived 1")
    pending = [m.group(0) for m in re.finditer(r"^pending:.*$", text, re.M)]
    keep = [p for p in pending if p.split()[1] in ("phase", "row")]
    body = re.sub(r"^pending:.*\n", "", text, flags=re.M)
    node = f"duarte_pacheco_pereira.{nid - ix.node_comp.index('duarte_pacheco_pereira')}"
    body = body.replace("# pending tasks", "\n".join([*keep, f"pending: opp P2 P1 {node} x1"])
                        + "\n# pending tasks")
    state = GameState.from_position(RULES, body)
    assert state.current_player == 1
    assert [a.key for a in state.legal_actions()] == ["choose option=1", "choose option=2"]
    vp_before = state.players[0].vp
    state.apply("choose option=2")
    assert state.players[1].vp == -1 and state.players[0].vp == vp_before + 2


def test_empty_lines_and_comments_may_be_left_out_of_a_hand_written_position():
    st = play_until(3, 9, lambda s: s.phase == "B" and s.round == 2)
    text = st.position()
    short = "\n".join(line for line in text.splitlines()
                      if not line.startswith("#") and not line.endswith(":"))
    assert len(short.splitlines()) < len(text.splitlines())
    assert GameState.from_position(RULES, short).position() == text
