"""`coimbra replay`: a simulate record and a saved game replay from seed + action keys
(R-A-1: chance only from the seed) to the recorded result; bad files are one line."""
from __future__ import annotations

import io
import json
import re
import sys

import pytest

from engine.faces.cli import main


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    path = tmp_path_factory.mktemp("rec") / "sim.json"
    assert main(["simulate", "--games", "2", "--players", "3", "--bots", "greedy,random",
                 "--seed", "7", "--json", str(path), "--quiet"]) == 0
    return path


def test_replay_of_a_simulate_record_reaches_its_result(record, capsys):
    capsys.readouterr()
    doc = json.loads(record.read_text())
    for k, game in enumerate(doc["games"], 1):
        assert main(["replay", str(record), "--game", str(k)]) == 0
        out = capsys.readouterr().out
        w = game["winner"]
        assert f"Winner: P{w + 1} with {game['scores'][w]} VP." in out
        assert len(re.findall(r"^\[\d+\] ", out, re.M)) == len(game["actions"])
        assert "Final scoring" in out


def test_replay_at_draws_the_table(record, capsys):
    capsys.readouterr()
    assert main(["replay", str(record), "--at", "12", "--brief"]) == 0
    out = capsys.readouterr().out
    assert "[12] " in out and "[13] " not in out and "Players" in out


def test_replay_step_stops_on_q(record, capsys, monkeypatch):
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n\nq\n"))
    assert main(["replay", str(record), "--step"]) == 0
    assert "stopped after action 3 of" in capsys.readouterr().out


def test_replay_of_a_saved_game(tmp_path, capsys, monkeypatch):
    save = tmp_path / "g.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"1\n1\nsave {save}\nquit\n"))
    assert main(["play", "--seed", "1", "--bots", "random"]) == 0
    capsys.readouterr()
    assert main(["replay", str(save)]) == 0
    out = capsys.readouterr().out
    assert "Replaying saved game" in out and "The game is not over" in out
    assert "warning" not in out        # seed + keys give exactly the saved state


def test_replay_refuses_a_record_whose_actions_do_not_replay(record, tmp_path, capsys):
    doc = json.loads(record.read_text())
    doc["games"][0]["actions"][5] = "take card=nobody"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    assert main(["replay", str(bad)]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "action 6 'take card=nobody'" in err


@pytest.mark.parametrize("content", ["[1, 2]", "{oops", '{"games": [{"seed": 1}]}'])
def test_replay_bad_files_one_line_exit_1(tmp_path, capsys, content):
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert main(["replay", str(bad)]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_replay_bad_usage_exit_2(record, capsys):
    assert main(["replay", str(record), "--game", "3"]) == 2
    assert main(["replay", str(record), "--at", "-1"]) == 2
    assert main(["replay"]) == 2


def test_replay_warns_when_the_save_differs_from_its_replay(tmp_path, capsys, monkeypatch):
    save = tmp_path / "g.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"1\nsave {save}\nquit\n"))
    assert main(["play", "--seed", "1", "--bots", "random"]) == 0
    doc = json.loads(save.read_text())
    doc["state"]["players"][0]["coins"] -= 1            # edited by hand, still valid
    save.write_text(json.dumps(doc))
    capsys.readouterr()
    assert main(["replay", str(save)]) == 0
    assert "warning: replaying the saved actions" in capsys.readouterr().out


def test_a_record_without_actions_is_replayed_by_its_seeded_bots(record, tmp_path, capsys):
    """The issue's minimal game record (seed, bots, scores, winner, breakdown): the bots,
    seeded from the game seed, play the same game again."""
    doc = json.loads(record.read_text())
    for g in doc["games"]:
        del g["actions"]
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(doc))
    capsys.readouterr()
    assert main(["replay", str(bare), "--game", "2", "--brief"]) == 0
    g = doc["games"][1]
    assert f"Winner: P{g['winner'] + 1} with {g['scores'][g['winner']]} VP." in \
        capsys.readouterr().out
    g["scores"][0] += 1                                    # no longer what the bots score
    bare.write_text(json.dumps(doc))
    assert main(["replay", str(bare), "--game", "2"]) == 1
    assert "its bots replayed from seed" in capsys.readouterr().err


def test_a_web_tables_file_opens_with_replay_map_and_play(tmp_path, capsys, monkeypatch):
    """`coimbra serve` keeps each game inside its table's file (seats, token hashes, the
    log's words); replay, map --game and play --load read the game inside."""
    pytest.importorskip("starlette")
    from engine.faces.web import TableStore
    store = TableStore(tmp_path / "games", {"base": "base"})
    store.open()
    table = store.create("base", ["human", "random"], 5)
    for _ in range(3):
        table.play(0, table.state.legal_actions()[0].key, store.save)
    path = tmp_path / "games" / f"{table.id}.json"
    assert json.loads(path.read_text())["format"] == "coimbra-web-table"
    assert main(["replay", str(path)]) == 0
    assert "Replaying saved game" in capsys.readouterr().out
    svg = tmp_path / "map.svg"
    assert main(["map", "--svg", str(svg), "--game", str(path)]) == 0
    assert table.state.players[0].pilgrim in svg.read_text()
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\ny\n"))
    assert main(["play", "--load", str(path), "--bots", "random"]) == 0
    assert f"Round {table.state.round}/" in capsys.readouterr().out
