"""`coimbra play` with piped answers: numbers, action keys, help, save (atomic, loadable),
quit, bad answers re-prompting with the reason (IllegalAction), end of input, --load."""
from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

import coimbra_dsl
from engine import GameState
from engine.faces.cli import main


def run_play(monkeypatch, capsys, answers, argv=()):
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(a + "\n" for a in answers)))
    code = main(["play", "--seed", "3", "--bots", "random", *argv])
    cap = capsys.readouterr()
    return code, cap.out, cap.err


def test_end_of_input_saves_nothing_and_exits_non_zero(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    code, out, err = run_play(monkeypatch, capsys, [])
    assert code == 1
    assert err.strip() == "coimbra play: end of input; the game was not saved"
    assert "Your choices" in out and os.listdir(tmp_path) == []


def test_the_table_shows_what_matters(monkeypatch, capsys):
    code, out, _ = run_play(monkeypatch, capsys, ["quit"])
    assert code == 0
    for words in ("Round 1/4", "Dice", "Card rows", "Favors", "Players", "coins", "guards",
                  "pilgrim", "Your choices", "Stopped; the game was not saved."):
        assert words in out


def test_bad_answers_reprompt_with_the_reason(monkeypatch, capsys):
    code, out, err = run_play(monkeypatch, capsys,
                              ["help", "99", "fly away", "take card=nothing", "quit"])
    assert code == 0 and "Traceback" not in out + err
    assert "Answer with the number of a choice" in out
    assert "no choice 99" in out
    assert "not allowed: unknown action verb 'fly'" in out
    assert "not allowed: 'take card=nothing' is not legal now" in out


def test_number_and_action_key_answers_are_applied(monkeypatch, capsys, tmp_path):
    """Answer 1 (the first choice), then the key of the last choice; the saved log shows
    both as P1's actions (bots are seeded, so the game is the same both times)."""
    rules = coimbra_dsl.load_ruleset("base")
    first = tmp_path / "first.json"
    code, _, _ = run_play(monkeypatch, capsys, ["1", f"save {first}", "quit"])
    assert code == 0
    st1 = GameState.from_json(first.read_text(), rules)
    mine1 = [e["action"] for e in st1.log if e.get("event") == "action" and e["seat"] == 0]
    key = st1.legal_actions()[-1].key
    second = tmp_path / "second.json"
    code, out, _ = run_play(monkeypatch, capsys, ["1", key, f"save {second}", "quit"])
    assert code == 0 and "not allowed" not in out
    st2 = GameState.from_json(second.read_text(), rules)
    mine2 = [e["action"] for e in st2.log if e.get("event") == "action" and e["seat"] == 0]
    assert mine2 == mine1 + [key]


def test_save_is_atomic_and_loads_back(monkeypatch, capsys, tmp_path):
    path = tmp_path / "game.json"
    code, out, _ = run_play(monkeypatch, capsys, ["1", f"save {path}", "quit"])
    assert code == 0 and f"saved to {path}" in out
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]      # no temp file left
    st = GameState.from_json(path.read_text(), coimbra_dsl.load_ruleset("base"))
    assert st.current_player == 0 and len(st.log) > 0
    code, out, _ = run_play(monkeypatch, capsys, ["quit"], ["--load", str(path)])
    assert code == 0 and "Round 1/4" in out


def test_save_to_a_missing_folder_reprompts(monkeypatch, capsys):
    code, out, _ = run_play(monkeypatch, capsys, ["save /no/such/dir/g.json", "quit"])
    assert code == 0 and "cannot save to /no/such/dir/g.json" in out


@pytest.mark.parametrize("content,words", [
    ("{not json", "not a saved game"),
    ('{"format": "coimbra-save", "version": 1, "rules": "x", "state": {}}', "rule set"),
])
def test_load_refuses_a_bad_file_in_one_line(monkeypatch, capsys, tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, _, err = run_play(monkeypatch, capsys, [], ["--load", str(path)])
    assert code == 1 and len(err.strip().splitlines()) == 1 and words in err


def test_load_of_a_missing_file_is_one_line(monkeypatch, capsys, tmp_path):
    code, _, err = run_play(monkeypatch, capsys, [], ["--load", str(tmp_path / "no.json")])
    assert code == 1 and err.startswith("coimbra: cannot read saved game")


@pytest.mark.parametrize("argv", [["--seat", "3"], ["--players", "9"], ["--bots", "x"],
                                  ["--seat", "0"]])
def test_play_bad_usage_exit_2(monkeypatch, capsys, argv):
    code, _, err = run_play(monkeypatch, capsys, [], argv)
    assert code == 2 and len(err.strip().splitlines()) == 1


def test_a_whole_game_through_a_pipe_ends_with_the_winner():
    """Subprocess, piped stdin: always answer 1; the game ends with the final scoring."""
    answers = "1\n" * 600
    proc = subprocess.run([sys.executable, "-m", "engine", "play", "--seed", "2",
                           "--bots", "random"], input=answers, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "Final scoring" in proc.stdout and "Winner: P" in proc.stdout
    assert "Traceback" not in proc.stderr


def test_R_SET_8_the_view_shows_no_card_of_the_hidden_stack():
    from rich.console import Console

    from engine import Game
    from engine.faces.terminal_view import state_view
    rules = coimbra_dsl.load_ruleset("base")
    st = Game(rules, players=3, seed=11).new_state()
    console = Console(file=io.StringIO(), width=300, color_system=None)
    console.print(state_view(st, 0, st.legal_actions(), full=True))
    text = console.file.getvalue()
    shown = [cid for loc in st.display for cid in st.display[loc]]
    assert all(st.ix.name[cid] in text for cid in shown)
    assert not [cid for cid in st.stack if st.ix.name[cid] in text]
