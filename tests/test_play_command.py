"""`coimbra play` with piped answers: numbers, action keys, help, save (atomic, loadable),
quit, bad answers re-prompting with the reason (IllegalAction), end of input, --load."""
from __future__ import annotations

import io
import os
import re
import subprocess
import sys

import pytest

import coimbra_dsl
from engine import GameState
from engine.faces.cli import main


def run_play(monkeypatch, capsys, answers, argv=()):
    """Exit code, stdout with line breaks as spaces (lines are wrapped at 80 columns
    between words), stderr."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(a + "\n" for a in answers)))
    code = main(["play", "--seed", "3", "--bots", "random", *argv])
    cap = capsys.readouterr()
    return code, " ".join(cap.out.split()), cap.err


def test_end_of_input_saves_nothing_and_exits_non_zero(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    code, out, err = run_play(monkeypatch, capsys, [])
    assert code == 1
    assert err.strip() == "coimbra play: end of input; the game was not saved"
    assert "You decide:" in out and os.listdir(tmp_path) == []


def test_the_table_shows_what_matters(monkeypatch, capsys):
    code, out, _ = run_play(monkeypatch, capsys, ["quit"])
    assert code == 0
    for words in ("Round 1/4", "Start group", "coins", "guards", "pilgrim", "You decide:",
                  "The game is not saved. Quit anyway? (y/n)",
                  "Stopped; the game was not saved."):
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
    # every line fits 80 columns; the final scoring names each source
    out = proc.stdout
    assert max(len(line) for line in out.splitlines()) <= 80
    assert re.search(r"^  P[12] \+\d+ VP: (1st|2nd|3rd|4th) place on (council|merchants|clerics|scholars)$",
                     out, re.M)
    assert re.search(r"^  P[12] \+\d+ VP: leftover coins, guards and crowns$", out, re.M)
    assert re.search(r"^  P[12] total \d+ VP$", out, re.M)


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


# ---------------------------------------------------------------- the first hour

def test_screens_fit_80_columns_and_40_lines_in_the_words_of_the_game():
    """Every decision screen of three random games (2, 3, 4 players), and `show` and
    `map`, stay within 80 columns, break lines between words only, and say P1, never a
    seat number from 0 or a task kind; a placement screen (56 lines at most) lists
    every card of the display with its bonus."""
    import random
    import re

    from engine import Game
    from engine.faces.terminal_view import decision_screen, map_text, table_text, text_of
    rules = coimbra_dsl.load_ruleset("base")
    kinds = re.compile(r"\b(start1|start2|startgain|trigger|eturn|payfor|gamecard|seat \d)\b")
    for players in (2, 3, 4):
        st = Game(rules, players=players, seed=players).new_state()
        rng = random.Random(players)
        since = ["P2: Place the orange 5 (merchants) die at the upper city."] * 12
        while not st.is_terminal:
            acts = st.legal_actions()
            screen = decision_screen(st, st.current_player, acts, since)
            lines = screen.splitlines()
            assert len(lines) <= (56 if st.decision == "place" else 40), screen
            shown = (screen, table_text(st, 0), map_text(st)) if len(st.log) % 7 == 0 else (screen,)
            for text in shown:
                assert max(len(line) for line in text.splitlines()) <= 80, text
                assert not kinds.search(text), kinds.search(text)
            if st.decision == "place":          # what each place offers now
                flat = " ".join(screen.split())
                assert all(st.ix.name[cid] in flat for cid in st.display["upper"])
                assert all(" ".join(text_of(rules, cid).split()) in flat
                           for loc in ("upper", "central", "lower") for cid in st.display[loc])
            st.apply(rng.choice(acts))


def test_R_C_5_help_explains_distress_die_tokens_and_die_colours(monkeypatch, capsys):
    code, out, _ = run_play(monkeypatch, capsys, ["help", "quit", "y"])
    assert code == 0
    assert "distress action" in out and "gain up to 2 coins and 2 guards" in out
    assert "Die tokens" in out and "highest influence" in out
    assert "gray = council (guards)" in out and "purple = clerics (pilgrim steps)" in out


def test_quit_asks_once_in_an_unsaved_game(monkeypatch, capsys):
    code, out, _ = run_play(monkeypatch, capsys, ["quit", "n", "quit", "y"])
    assert code == 0
    assert out.count("The game is not saved. Quit anyway? (y/n)") == 2
    assert out.count("Stopped; the game was not saved.") == 1


def test_end_of_input_right_after_save_is_not_an_error(monkeypatch, capsys, tmp_path):
    path = tmp_path / "g.json"
    code, out, err = run_play(monkeypatch, capsys, ["1", f"save {path}"])
    assert code == 0 and "not saved" not in out + err
    assert f"the game is saved in {path}" in out
    code, out, _ = run_play(monkeypatch, capsys, [f"save {path}", "quit"])
    assert code == 0 and "Quit anyway" not in out and f"the game is saved in {path}" in out


def test_bots_beyond_the_seats_are_named_unused(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\ny\n"))
    code = main(["play", "--players", "2", "--bots", "greedy,random", "--seed", "1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "2 players leave 1 bot seat; bot random unused." in out
    assert "bots: P2 greedy." in out


def test_play_from_a_position_file(monkeypatch, capsys, tmp_path):
    import random

    from engine import Game
    rules = coimbra_dsl.load_ruleset("base")
    st = Game(rules, players=2, seed=5).new_state()
    rng = random.Random(5)
    while st.phase != "C" or st.current_player != 0:
        st.apply(rng.choice(st.legal_actions()))
    path = tmp_path / "p.txt"
    path.write_text(st.position(), encoding="utf-8")
    code, out, _ = run_play(monkeypatch, capsys, ["quit", "y"], ["--position", str(path)])
    assert code == 0 and "phase C (dice act)" in out
    path.write_text(st.position().replace("round: 1", "round: 9"), encoding="utf-8")
    code, _, err = run_play(monkeypatch, capsys, [], ["--position", str(path)])
    assert code == 1 and err.startswith("coimbra: impossible position: round: 9")


def test_version(capsys):
    from importlib.metadata import version
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"coimbra {version('coimbra')}"


def test_rule_text_on_the_terminal_is_data_not_markup():
    """A display name holding rich markup or an escape code prints as written, in the
    rich tables (`replay --at`) and on the play screens."""
    from rich.console import Console

    from engine import Game
    from engine.faces.terminal_view import decision_screen, state_view
    rules = coimbra_dsl.load_ruleset("base")
    st = Game(rules, players=3, seed=11).new_state()
    shown = {st.display["upper"][0]: "table", st.groups[st.current_player][0]: "screen"}
    hostile = "Frei [/x] [bold]Luís\x1b[31m"
    try:
        for cid in shown:
            st.ix.name[cid] = hostile
        console = Console(file=io.StringIO(), width=300, color_system=None)
        console.print(state_view(st, 0, st.legal_actions(), full=True))
        screen = decision_screen(st, st.current_player, st.legal_actions(), [])
        for text in (console.file.getvalue(), screen):
            assert "Frei [/x] [bold]Luís[31m" in text and "\x1b" not in text
    finally:
        for cid in shown:
            st.ix.name[cid] = rules.characters[cid].name


def test_R_LIM_5_a_move_taken_at_once_says_what_it_gave_on_its_line(monkeypatch, capsys):
    """Since your last turn, a move the engine took at once (the only choice, or choices
    that come to the same) ends with what it gave, and names the option taken."""
    import re
    code, out, _ = run_play(monkeypatch, capsys, ["1"] * 400, ["--players", "3"])
    assert code == 0
    taken = re.findall(r"P\d(?: \(you\))?: ([^()]*) \((?:the only choice|both choices come "
                       r"to the same|all \d choices come to the same)\)(: [^.]*)?\.", out)
    assert taken and not any("option" in what for what, _ in taken)
    assert any(gave.startswith(": +") for _, gave in taken), taken
