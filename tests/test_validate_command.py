"""`coimbra validate`, run in-process: human and JSON output, coverage, exit codes."""
from __future__ import annotations

import json

from coimbra_dsl import load_ruleset
from engine.faces.cli import main


def setup_4_players() -> str:
    """Where base's 4-player table stands (outside the test's folder: shown whole)."""
    return str(load_ruleset("base").setups[4].span)


def expectation_at(key: str) -> str:
    """Where base says an expected count (problems with a count point there)."""
    return str(load_ruleset("base").expect_spans[key])


def card_at(folder, cid: str) -> str:
    """`mod/mod.coimbra:LINE:COL` of a component, as the loader positions it."""
    span = load_ruleset(str(folder)).characters[cid].span
    return f"mod/mod.coimbra:{span.line}:{span.col}"


def write_mod(tmp_path, body: str):
    folder = tmp_path / "mod"
    folder.mkdir()
    (folder / "mod.coimbra").write_text("ruleset mod extends base\n" + body, encoding="utf-8")
    return folder


BROKEN = """
replace character pedro_nunes "Pedro Nunes" {
  class scholars
  back II
  cost coins
  influence 5
  game_end: reuse game_end
}
"""


def test_base_is_clean_exit_0(capsys):
    assert main(["validate"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["base: 0 errors, 0 warnings (clean)"]


def test_problems_one_line_each_with_position_then_summary_exit_1(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    at = card_at(write_mod(tmp_path, BROKEN), "pedro_nunes")
    assert main(["validate", "mod"]) == 1
    shown = capsys.readouterr().out.splitlines()
    out = [line for line in shown if not line.startswith("    ")]
    # each positioned problem is followed by its source line and a caret
    at_card = shown.index(f"{at}: error: character pedro_nunes: influence 5 is outside 1-4")
    assert shown[at_card + 1] == '    replace character pedro_nunes "Pedro Nunes" {'
    assert shown[at_card + 2] == "    " + " " * (int(at.split(":")[2]) - 1) + "^"
    assert out == [
        f"{expectation_at('characters_back_I')}: error: expected 8 characters with back I, found 7",
        f"{expectation_at('characters_back_II')}: error: expected 24 characters with back II, "
        "found 25",
        f"{setup_4_players()}: error: 4 players: 4 start groups need 8 start cards, "
        "there are 7",
        f"{at}: error: character pedro_nunes: influence 5 is outside 1-4",
        f"{at}: warning: character pedro_nunes has no printed text; rendered: "
        '"Game end: score the game-end bonus of another of your cards once more."',
        "mod: 4 errors, 1 warning",
    ]


def test_json_lists_objects_for_editors(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _, line, col = card_at(write_mod(tmp_path, BROKEN), "pedro_nunes").split(":")
    assert main(["validate", "mod", "--json"]) == 1
    rows = json.loads(capsys.readouterr().out)
    influence = [r for r in rows if "influence 5" in r["message"]]
    assert influence == [{"path": "mod/mod.coimbra", "line": int(line), "col": int(col),
                          "severity": "error",
                          "message": "character pedro_nunes: influence 5 is outside 1-4",
                          "component": "pedro_nunes"}]
    said = load_ruleset("base").expect_spans["characters_back_I"]
    assert {"path": said.path, "line": said.line, "col": said.col, "severity": "error",
            "message": "expected 8 characters with back I, found 7", "component": None} in rows


def test_load_errors_are_printed_the_same_way_exit_1(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_mod(tmp_path, "character x \"X\" {\n  class wizards\n}\n")
    assert main(["validate", "mod"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("mod/mod.coimbra:3:") and ": error: " in out[0]
    assert out[-1] == "mod: 1 error, 0 warnings"


def test_load_errors_as_json(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_mod(tmp_path, "remove character nobody\n")
    assert main(["validate", "mod", "--json"]) == 1
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 1 and rows[0]["path"] == "mod/mod.coimbra" and rows[0]["line"] == 2
    assert rows[0]["severity"] == "error" and "nobody" in rows[0]["message"]


def test_coverage_shows_every_kind_used_by_base(capsys):
    assert main(["validate", "base", "--coverage"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "54 of 54 bonus kinds used"
    assert any(line.split()[:3] == ["R-BON-I", "take-discard", "1"] for line in out)


def test_coverage_as_json_with_problems(capsys):
    assert main(["validate", "cabo-verde-tracks", "--json", "--coverage"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["problems"] == []
    assert data["coverage"]["R-BON-V half-tracks"] == ["cabo_verde", "sansibar"]
    assert data["coverage"]["R-BON-V per-diploma"] == ["madeira"]


def test_variant_by_name_and_by_rules_option(capsys):
    assert main(["validate", "--rules", "two-player-gap-only"]) == 0
    assert capsys.readouterr().out.strip() == "two-player-gap-only: 0 errors, 0 warnings (clean)"


def test_bad_usage_exit_2(capsys):
    assert main(["validate", "--bogus"]) == 2
    assert main(["validate", "base", "--rules", "rulebook-colours"]) == 2


def test_unknown_rule_set_exit_1(capsys):
    assert main(["validate", "no-such-variant"]) == 1
    out = capsys.readouterr().out
    assert "error: unknown rule set 'no-such-variant'" in out


def test_a_missing_brace_is_reported_at_the_block_it_leaves_open_with_a_caret(
        tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_mod(tmp_path, 'character a "A" {\n  class council\n\ncharacter b "B" {\n}\n')
    assert main(["validate", "mod"]) == 1
    assert capsys.readouterr().out.splitlines()[:3] == [
        "mod/mod.coimbra:2:1: error: 'character a \"A\" {' is never closed: "
        "a '}' is missing before line 5",
        '    character a "A" {',
        "    ^"]
    assert main(["simulate", "--rules", "mod", "--games", "1"]) == 1
    assert capsys.readouterr().err.splitlines()[1:] == ['    character a "A" {', "    ^"]

PARAPHRASED = """
change character alvaro_vaz_de_almada { text "Receive five guards!" }
change character nuno_alvares_pereira { text "Phase C: after acquiring a merchants card, gain 1 guard, 1 VP and 1 step." }
character mestre_de_naus "Mestre de Naus" {
  class merchants
  back II
  cost coins
  influence 2
  text "Gain two coins and invest in a coin-cost voyage."
}
expect { characters 57 characters class merchants 15 characters back II 25 }
"""


def test_R_CARD_1_printed_text_checked_by_meaning_in_game_words(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = write_mod(tmp_path, PARAPHRASED)
    rules = load_ruleset(str(folder))
    nuno = rules.characters["nuno_alvares_pereira"].text_span
    assert main(["validate", "mod"]) == 1
    out = capsys.readouterr().out.splitlines()
    source = (folder / "mod.coimbra").read_text().splitlines()[nuno.line - 1]
    assert out == [
        f"mod/mod.coimbra:{nuno.line}:{nuno.col + 1}: error: nuno_alvares_pereira: the printed "
        "text acts after acquiring a merchants card, the rule acts after acquiring a council card",
        "    " + source, "    " + " " * nuno.col + "^",
        "mod: 1 error, 0 warnings"]


def test_style_notes_canonical_wording_and_coverage_lists_text_only_cards(tmp_path, capsys,
                                                                          monkeypatch):
    monkeypatch.chdir(tmp_path)
    body = PARAPHRASED.replace("a merchants card", "a council card")
    folder = write_mod(tmp_path, body)
    alvaro = load_ruleset(str(folder)).characters["alvaro_vaz_de_almada"].text_span
    assert main(["validate", "mod", "--style"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (f"mod/mod.coimbra:{alvaro.line}:{alvaro.col + 1}: note: alvaro_vaz_de_almada: "
                      'the printed text means the rule; the canonical wording is "Gain 5 guards."')
    assert out[-1] == "mod: 0 errors, 0 warnings, 2 notes (clean)"
    assert main(["validate", "mod", "--coverage", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["from_text"] == ["mestre_de_naus"]
    assert main(["validate", "mod", "--coverage"]) == 0
    assert "bonuses read from printed text: mestre_de_naus" in capsys.readouterr().out
