"""`coimbra read`: printed card text in, rule-language bonus lines out (docs/DSL.md
"Card text"); an unreadable text is one line on stderr and exit 1."""
from __future__ import annotations

from dsl_helpers import compile_bonus

from engine.faces.cli import main


def test_R_CARD_1_read_prints_the_bonus_line_a_text_means(capsys):
    assert main(["read", "Gain 1 coin and 1 VP per merchants card."]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["immediate: per card of class merchants: gain 1 coin and 1 vp"]
    assert compile_bonus(*out[0].split(": ", 1)).effect is not None


def test_read_several_texts_and_a_text_of_two_bonuses(capsys):
    assert main(["read", "Receive five guards!",
                 "While held: every investment costs 2 less. Invest in a voyage."]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "immediate: gain 5 guards", "while_held: invest discount 2", "immediate: invest"]


def test_read_uses_the_words_of_the_chosen_rule_set(capsys):
    assert main(["read", "Move 2 up the green track.", "--rules", "rulebook-colours"]) == 0
    assert capsys.readouterr().out.splitlines() == ["immediate: advance 2 on clerics"]
    assert main(["read", "Move 2 up the green track."]) == 0
    assert capsys.readouterr().out.splitlines() == ["immediate: advance 2 on scholars"]


def test_an_unreadable_text_is_one_line_on_stderr_and_exit_1(capsys):
    assert main(["read", "Gain 2 florins.", "Gain 3 VP."]) == 1
    captured = capsys.readouterr()
    assert captured.out.splitlines() == ["immediate: gain 3 vp"]
    (line,) = captured.err.splitlines()
    assert line.startswith('coimbra read: "Gain 2 florins." column 8: cannot place \'florins\' '
                           "here; expected 'coin', ")


def test_control_characters_of_a_text_never_reach_the_terminal(capsys):
    assert main(["read", "Gain \x1b[31m2 florins\u202e."]) == 1
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\u202e" not in err


def test_read_needs_a_text(capsys):
    assert main(["read"]) == 2
