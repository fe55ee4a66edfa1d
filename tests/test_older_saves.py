"""Saves and web tables written before decisions whose choices come to the same were
taken at once (tests/older_saves, made by that engine) still replay to their final
scores (R-A-1: chance from the seed, every decision from its key): a save without
`alike_at_once` asks every decision, as it did then."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from coimbra_dsl import load_ruleset
from engine import Game, GameState
from engine.core.errors import IllegalAction, SaveError
from engine.faces.cli import main

HERE = Path(__file__).parent / "older_saves"
GAME = HERE / "game_3p_seed5.json"
SIMULATE = HERE / "simulate_3p_seed3.json"
TABLE_ID = "9bb388d53a548dfd"
TABLE = HERE / f"table_{TABLE_ID}.json"
TOKEN = "dTEvwkf_tOTIz80LPVdYKbi7"     # seat 0 of the saved table


@pytest.fixture(scope="module")
def rules():
    return load_ruleset("base")


def keys_of(st: GameState) -> list[str]:
    return [e["action"] for e in st.log if e["event"] == "action"]


def test_R_A_1_an_older_save_replays_to_its_final_scores(rules):
    st = GameState.from_json(GAME.read_text(), rules)
    assert st.alike_at_once is False and st.is_terminal
    again = Game.of(st).replay(keys_of(st))
    assert again.scores == st.scores == [54, 93, 109]
    assert again.to_dict()["state"] == st.to_dict()["state"]


def test_the_older_save_answers_decisions_taken_at_once_now(rules):
    """The fixture is one the change broke: its keys do not replay in a new game."""
    st = GameState.from_json(GAME.read_text(), rules)
    with pytest.raises(IllegalAction):
        Game(rules, st.n, st.seed).replay(keys_of(st))


def test_replay_command_of_an_older_save(capsys):
    assert main(["replay", str(GAME), "--brief"]) == 0
    out = capsys.readouterr().out
    assert "Winner: P3 with 109 VP." in out and "warning" not in out


def test_an_older_save_saved_again_keeps_asking_every_decision(rules):
    st = GameState.from_json(GAME.read_text(), rules)
    assert json.loads(st.to_json())["state"]["alike_at_once"] is False
    assert GameState.from_json(st.to_json(), rules).alike_at_once is False
    assert GameState.from_position(rules, st.position()).alike_at_once is False


def test_a_new_save_takes_alike_decisions_at_once(rules):
    st = Game(rules, 3, 7).new_state()
    assert st.alike_at_once is True
    doc = json.loads(st.to_json())
    assert doc["state"]["alike_at_once"] is True
    assert GameState.from_json(st.to_json(), rules).alike_at_once is True
    assert "alike decisions" not in st.position()
    assert GameState.from_position(rules, st.position()).alike_at_once is True


def test_a_save_whose_alike_at_once_is_not_true_or_false_is_refused(rules):
    doc = json.loads(Game(rules, 3, 7).new_state().to_json())
    doc["state"]["alike_at_once"] = 1
    with pytest.raises(SaveError, match="alike_at_once: expected true or false"):
        GameState.from_json(json.dumps(doc), rules)


def test_a_position_with_an_unknown_way_of_deciding_is_refused(rules):
    text = Game(rules, 3, 7).new_state().position() + "alike decisions: sometimes\n"
    with pytest.raises(SaveError, match="alike decisions"):
        GameState.from_position(rules, text)


@pytest.mark.parametrize("k", [1, 2])
def test_replay_command_of_an_older_simulate_record(capsys, k):
    record = json.loads(SIMULATE.read_text())["games"][k - 1]
    assert "alike_at_once" not in record
    assert main(["replay", str(SIMULATE), "--game", str(k), "--brief"]) == 0
    w = record["winner"]
    assert f"Winner: P{w + 1} with {record['scores'][w]} VP." in capsys.readouterr().out


def test_a_new_simulate_record_says_its_decisions_are_taken_at_once(rules):
    from engine.tools.simulate import play_game
    record = play_game(rules, ["random", "random"], 3)
    assert record["alike_at_once"] is True
    older = play_game(rules, ["random", "random"], 3, alike_at_once=False)
    assert len(older["actions"]) > len(record["actions"])


# ---------------------------------------------------------------- the web table

@pytest.fixture
def store(tmp_path):
    from engine.faces.web import TableStore
    shutil.copy(TABLE, tmp_path / f"{TABLE_ID}.json")
    store = TableStore(tmp_path, {"base": "base"})
    store.open()
    assert store.skipped == []
    return store


def test_R_A_1_an_older_web_table_replays_move_by_move_to_its_final_scores(store):
    table = store.get(TABLE_ID)
    assert table.state.alike_at_once is False and table.state.is_terminal
    assert table.state.scores == [38, 119, 88]
    for n in range(len(table.keys) + 1):      # "move N": every earlier move replays
        st = table.state_at(n)
        assert len(keys_of(st)) == n
    assert Game.of(table.state).replay(table.keys).scores == [38, 119, 88]


def test_undo_at_an_older_web_table_and_the_same_move_again(store):
    table = store.get(TABLE_ID)
    last = max(i for i, s in enumerate(table.movers) if s == 0)
    key = table.keys[last]
    assert table.undo(0, store.save)
    assert len(table.keys) == last and table.state.current_player == 0
    assert table.state.alike_at_once is False
    assert table.play(0, key, store.save)
    assert table.state.is_terminal and table.state.scores == [38, 119, 88]


def test_an_older_web_table_is_shown_at_an_earlier_move(tmp_path):
    for extra in ("starlette", "jinja2", "httpx"):
        pytest.importorskip(extra)
    from web_client import make_client
    shutil.copy(TABLE, tmp_path / f"{TABLE_ID}.json")
    client = make_client(tmp_path)
    for at in ("40", "100"):
        r = client.get(f"/api/games/{TABLE_ID}", params={"token": TOKEN, "at": at})
        assert r.status_code == 200 and r.json()["moves"] == int(at)
        board = client.get(f"/games/{TABLE_ID}/board", params={"token": TOKEN, "at": at})
        assert board.status_code == 200 and f"showing move {at}" in board.text


def test_an_older_web_table_logs_each_move_without_the_choosers_offer(store):
    """Its moves were kept in the chooser's words (a placement's offer, '(more than you
    have)'); loaded, each seat's log says them as `done_words` does, for every seat."""
    from engine.core.describe import done_words
    doc = json.loads(TABLE.read_text())
    assert sum("(more than you have)" in t for t in doc["said"]) == 8
    table = store.get(TABLE_ID)
    assert not any("(more than you have)" in t or "; buys " in t for t in table.said)
    st = Game.of(table.state).replay(table.keys[:50])
    assert table.said[50] == done_words(st, table.keys[50])
    assert json.loads(table.to_json())["said"] == table.said
    from engine.faces.web.views import log_lines
    for seat in range(3):
        assert not any("more than you have" in line
                       for line in log_lines(table.state, seat, table.said))
