"""`load_ruleset`: names and paths, whole-folder error collection, file-level limits, and
that no input whatsoever escapes as anything but `RuleSetErrors`."""
from __future__ import annotations

import shutil
from pathlib import Path
from types import MappingProxyType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coimbra_dsl import RuleSetErrors, load_ruleset
from coimbra_dsl.errors import RuleLimitError
from coimbra_dsl.limits import MAX_FILE_BYTES
from coimbra_dsl.loader import rules_root
from dsl_helpers import write_set

MINI = Path(__file__).parent / "dsl_cases" / "mini"
CARD = 'character {id} {{ class council back I influence 1 immediate: gain 1 vp }}\n'


def headlines(exc: RuleSetErrors) -> list[str]:
    return [e.headline for e in exc.errors]


def test_base_resolves_to_the_packaged_rules_and_is_frozen():
    rs = load_ruleset("base")
    assert rs.name == "base"
    assert all(Path(p).parent == rules_root() / "base" for p in rs.sources)
    for table in (rs.characters, rs.monasteries, rs.voyages, rs.favors, rs.tracks, rs.setups,
                  rs.scoring_tiles, rs.expect, rs.map.nodes):
        assert isinstance(table, MappingProxyType)
    with pytest.raises(TypeError):
        rs.characters["x"] = None  # type: ignore[index]


def test_components_keep_file_order(tmp_path):
    write_set(tmp_path / "s", {"b.coimbra": CARD.format(id="b1") + CARD.format(id="b0"),
                               "a.coimbra": CARD.format(id="a9")})
    assert list(load_ruleset(tmp_path / "s").characters) == ["a9", "b1", "b0"]


def test_unknown_name_suggests_a_builtin():
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset("basse")
    assert headlines(exc.value)[0].startswith("unknown rule set 'basse'; did you mean 'base'?")


def test_a_path_that_is_no_folder():
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset("no/such/folder")
    assert headlines(exc.value) == ["rule folder 'no/such/folder' does not exist"]


def test_empty_folder_and_empty_file(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(tmp_path / "empty")
    assert headlines(exc.value) == [f"{tmp_path / 'empty'}: no .coimbra files in '{tmp_path / 'empty'}'"]
    write_set(tmp_path / "one", {"a.coimbra": ""})
    rs = load_ruleset(tmp_path / "one")
    assert rs.name == "one" and rs.components() == []


def test_errors_of_every_file_are_collected(tmp_path):
    folder = write_set(tmp_path / "s", {
        "a.coimbra": "character x { class councl }\n",
        "b.coimbra": "\n\nmonastery m { back I class council immediate: gain 1 vp }\n",
        "c.coimbra": CARD.format(id="ok"),
    })
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(folder)
    assert headlines(exc.value) == [
        f"{folder / 'a.coimbra'}:1:21: unexpected 'councl'; expected one of: council, merchants, "
        f"clerics, scholars; did you mean 'council'?",
        f"{folder / 'b.coimbra'}:3:22: 'class' is not a field of a monastery (allowed: back, text)",
    ]
    assert str(exc.value).endswith("2 error(s)")


def test_duplicates_across_files(tmp_path):
    folder = write_set(tmp_path / "s", {
        "a.coimbra": "ruleset s\n" + CARD.format(id="x") + "constants { disks 20 }\n",
        "b.coimbra": "ruleset t\n" + CARD.format(id="x") + "constants { disks 19 }\n"
                     "monastery x { back I immediate: gain 1 vp }\n",
    })
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(folder)
    a, b = folder / "a.coimbra", folder / "b.coimbra"
    assert headlines(exc.value) == [
        f"{b}:1:9: a rule set has one `ruleset` line (the first is at {a}:1:9)",
    ]
    (folder / "b.coimbra").write_text(CARD.format(id="x") + "constants { disks 19 }\n"
                                      "monastery x { back I immediate: gain 1 vp }\n")
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(folder)
    assert headlines(exc.value) == [
        f"{b}:1:11: duplicate id 'x' (first defined at {a}:2:11)",
        f"{b}:2:1: 'constants' is defined twice in this rule set (first at {a}:3:1)",
        f"{b}:3:11: duplicate id 'x' (first defined at {a}:2:11)",
    ]


def test_unknown_diploma_kind_is_an_error_at_the_icon(tmp_path):
    folder = write_set(tmp_path / "s", {"a.coimbra": (
        "diplomas law medicine\n"
        "character c {\n  class council back I influence 1\n  diplomas law medcine\n"
        "  immediate: gain 1 vp\n}\n")})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(folder)
    assert headlines(exc.value) == [
        f"{folder / 'a.coimbra'}:4:16: unknown diploma kind 'medcine'; did you mean 'medicine'?"]


def test_binary_file_is_not_utf8(tmp_path):
    folder = write_set(tmp_path / "s", {})
    (folder / "a.coimbra").write_bytes(b"ruleset s\n# caf\xe9\n")
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(folder)
    assert headlines(exc.value) == [f"{folder / 'a.coimbra'}:2:6: the file is not UTF-8 text (byte 0xe9)"]


def test_file_too_large(tmp_path):
    folder = write_set(tmp_path / "s", {"a.coimbra": "# x\n" * (MAX_FILE_BYTES // 4 + 1)})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(folder)
    (err,) = exc.value.errors
    assert isinstance(err, RuleLimitError)
    assert err.headline == (f"{folder / 'a.coimbra'}:1:1: file is too large "
                            f"({MAX_FILE_BYTES + 4} bytes, at most {MAX_FILE_BYTES})")


def test_byte_order_mark_and_crlf_are_accepted(tmp_path):
    folder = write_set(tmp_path / "s", {})
    (folder / "a.coimbra").write_bytes(b"\xef\xbb\xbf" + CARD.format(id="x").replace("\n", "\r\n").encode())
    assert list(load_ruleset(folder).characters) == ["x"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300))
def test_any_bytes_load_or_raise_rule_set_errors(tmp_path, data):
    (tmp_path / "a.coimbra").write_bytes(data)
    try:
        load_ruleset(tmp_path)
    except RuleSetErrors as exc:
        assert exc.errors and all(e.span is not None for e in exc.errors)


MINI_TEXT = (MINI / "a_game.coimbra").read_text()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, len(MINI_TEXT)), length=st.integers(0, 12),
       insert=st.text(alphabet=st.characters(codec="utf-8"), max_size=6))
def test_mutated_rule_files_load_or_raise_rule_set_errors(tmp_path, cut, length, insert):
    (tmp_path / "a.coimbra").write_text(MINI_TEXT[:cut] + insert + MINI_TEXT[cut + length:],
                                        encoding="utf-8", errors="surrogatepass")
    try:
        load_ruleset(tmp_path)
    except RuleSetErrors as exc:
        for e in exc.errors:
            assert e.span.line >= 1 and e.span.col >= 1
            assert str(e).startswith(f"{e.span}: ")


def test_fixture_copy_loads(tmp_path):
    shutil.copytree(MINI, tmp_path / "m")
    assert load_ruleset(str(tmp_path / "m")).name == "mini"


def test_every_constant_and_expect_form_sets_its_field():
    """R-SET, R-D-1, R-END-2, R-END-3, R-C-5, R-FAV-2: every `constants` line of docs/DSL.md."""
    from coimbra_dsl.model import Constants
    from coimbra_dsl.vocab import DieColour as D
    rs = load_ruleset(MINI)
    assert rs.constants == Constants(
        start_coins=7, start_guards=7, cap_coins=20, cap_guards=20, cap_influence=15,
        flag_crowns=(0, 1, 2, 2), crown_token=2, diploma_sets=(1, 2, 4, 8, 12), distress_coins=2,
        distress_guards=2, cap_tile=3, cap_max=9, disks=20, start_group_size=2, dice_per_player=3,
        row_cards=4, second_place_gap=3, second_place_gap_players=(2, 3),
        dice={D.GRAY: 3, D.ORANGE: 3, D.PURPLE: 3, D.GREEN: 3, D.WHITE: 1}, die_tokens=4)
    assert dict(rs.expect) == {
        "characters": 56, "characters_per_class": 14, "characters_back_I": 8, "characters_back_II": 24,
        "characters_back_III": 24, "monasteries_back_I": 12, "monasteries_back_II": 8,
        "monasteries_back_III": 4, "voyages": 15, "favors": 4}


def test_an_edited_file_is_parsed_again(tmp_path):
    folder = write_set(tmp_path / "s", {"a.coimbra": CARD.format(id="x")})
    assert list(load_ruleset(folder).characters) == ["x"]
    (folder / "a.coimbra").write_text(CARD.format(id="y"))
    assert list(load_ruleset(folder).characters) == ["y"]


def test_a_folder_too_large_together_is_refused_before_parsing(tmp_path):
    from coimbra_dsl.limits import MAX_SET_BYTES
    chunk = "# filler\n" * (MAX_FILE_BYTES // 10)
    folder = write_set(tmp_path / "s", {f"f{i}.coimbra": chunk for i in range(MAX_SET_BYTES // len(chunk) + 1)})
    last = sorted(folder.iterdir())[-1]
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(folder)
    (err,) = exc.value.errors
    assert isinstance(err, RuleLimitError)
    assert err.headline == (f"{last}:1:1: the rule files of this folder are too large together "
                            f"(more than {MAX_SET_BYTES} bytes by this file); nothing was parsed")
