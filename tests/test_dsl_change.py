"""The words a modder uses to say only what differs (docs/DSL.md "Variants"):
`change TARGET { ... }` for components, tracks, scoring tiles and setup tables, and the
expectations `characters class <class> N` and `spaces <colour> N` (R-COMP-2, R-SET-1).
Misuse is a positioned error, with "did you mean" for a missing target."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from coimbra_dsl import RuleSetErrors, load_ruleset
from coimbra_dsl.declarations import Change, Fields
from coimbra_dsl.parser import parse_text
from coimbra_dsl.vocab import CardClass, Currency, DieColour, Location, Resource
from dsl_helpers import errors_of, write_set

MINI = Path(__file__).parent / "dsl_cases" / "mini"


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    shutil.copytree(MINI, tmp_path / "mini")
    return tmp_path


def load_variant(rules: Path, body: str):
    write_set(rules / "v", {"v.coimbra": 'ruleset v extends "../mini"\n' + body})
    return load_ruleset(rules / "v")


def variant_errors(rules: Path, body: str) -> list[str]:
    with pytest.raises(RuleSetErrors) as exc:
        load_variant(rules, body)
    prefix = str(rules / "v" / "v.coimbra") + ":"
    return [e.headline.removeprefix(prefix) for e in exc.value.errors]


# ---------------------------------------------------------------- compiling

def test_R_COMP_2_expect_characters_of_one_class_compiles_to_its_key():
    (decl,), errors = parse_text("expect {\n  characters class merchants 15\n}", "t.coimbra")
    assert errors == [] and isinstance(decl, Fields)
    assert {k: (v, s.line, s.col) for k, (v, s) in decl.values.items()} == {
        "characters_class_merchants": (15, 2, 20)}


def test_R_SET_1_expect_spaces_per_colour_compiles_to_one_key_each():
    (decl,), errors = parse_text("expect { spaces blue 8 brown 4 ruby 2 }", "t.coimbra")
    assert errors == []
    assert {k: (v, s.col) for k, (v, s) in decl.values.items()} == {
        "spaces_blue": (8, 17), "spaces_brown": (4, 24), "spaces_ruby": (2, 32)}


def test_change_compiles_only_the_fields_it_names():
    text = ("change track clerics { colour green }\n"
            "change track scholars { income vp income 0 0 1 }\n"
            "change scoring_tile tile_a { large 9 5 1 }\n"
            "change setup 2 players { die tokens upper 4 central 4 }\n"
            'change voyage goa "Goa Dourada" { cost 8 guards }\n'
            "change character pedro_nunes { class clerics diplomas law wild }\n"
            'change favor favor_3 { crowns 2 immediate: invest text "Invest in a voyage." }\n')
    decls, errors = parse_text(text, "t.coimbra")
    assert errors == []
    assert all(isinstance(d, Change) for d in decls)
    assert [(d.target, d.key, d.values, (d.span.line, d.span.col)) for d in decls[:5]] == [
        ("track", CardClass.CLERICS, {"colour": DieColour.GREEN}, (1, 14)),
        ("track", CardClass.SCHOLARS, {"income": Resource.VP, "amounts": (0, 0, 1)}, (2, 14)),
        ("scoring_tile", "tile_a", {"large": (9, 5, 1)}, (3, 21)),
        ("setup", 2, {"die_tokens": {Location.UPPER: (4,), Location.CENTRAL: (4,)}}, (4, 14)),
        ("voyage", "goa", {"name": "Goa Dourada", "currency": Currency.GUARDS, "cost": 8}, (5, 15)),
    ]
    assert decls[5].values == {"cls": CardClass.CLERICS, "diplomas": ("law", "wild")}
    assert [(k, s.line, s.col) for k, s in decls[5].refs] == [("law", 6, 55), ("wild", 6, 59)]
    assert set(decls[6].values) == {"crowns", "bonuses", "from_text", "text", "text_span"}


MISUSE = [
    ("class_misspelt_in_expect", "expect { characters class counsil 15 }",
     [(1, 27, "unexpected 'counsil'; expected one of: council, merchants, clerics, scholars; "
              "did you mean 'council'?")]),
    ("class_count_twice", "expect {\n  characters class council 15\n  characters class council 14\n}",
     [(3, 20, "'characters class council' is set twice in expect (first at line 2)")]),
    ("space_colour_twice", "expect { spaces blue 8 blue 9 }",
     [(1, 24, "'spaces blue' is set twice in expect (first at line 1)")]),
    ("space_count_missing", "expect { spaces blue }",
     [(1, 22, "unexpected '}'; expected a number")]),
    ("change_nothing", "change track clerics { }",
     [(1, 14, "change track clerics changes nothing: name the fields that differ")]),
    ("change_component_nothing", "change voyage goa { }",
     [(1, 15, "change voyage 'goa' changes nothing: name the fields that differ")]),
    ("change_target_misspelt", "change voyag goa { cost 8 coins }",
     [(1, 8, "unexpected 'voyag'; expected one of: track, scoring_tile, setup, character, "
             "monastery, voyage, favor; did you mean 'voyage'?")]),
    ("change_track_colour_misspelt", "change track clerics { colour grey }",
     [(1, 31, "unexpected 'grey'; expected one of: gray, orange, purple, green, white; "
              "did you mean 'gray'?")]),
    ("change_track_unknown_field", "change track clerics { class council }",
     [(1, 24, "unexpected 'class'; expected one of: colour, income, '}'")]),
    ("change_track_income_twice", "change track clerics {\n  income 1 2\n  income 3\n}",
     [(3, 10, "'income values' is set twice in change track clerics")]),
    ("die_tokens_none_twice", "change setup 2 players {\n  die tokens none\n  die tokens central 4\n}",
     [(3, 14, "'die tokens' is set twice in change setup 2 players")]),
    ("die_tokens_misspelt_none", "setup 2 players { die tokens nune }",
     [(1, 30, "unexpected 'nune'; expected one of: none, castle, upper, central, lower; "
              "did you mean 'none'?")]),
    ("change_setup_rounds_twice", "change setup 2 players { rounds 3 rounds 4 }",
     [(1, 42, "'rounds' is set twice in change setup 2 players")]),
    ("change_voyage_cost_without_amount", "change voyage goa { cost coins }",
     [(1, 21, "a voyage's cost needs an amount, e.g. `cost 6 coins`")]),
    ("change_character_cost_with_amount", "change character c { cost 3 coins }",
     [(1, 22, "a character costs the value of the die: write `cost coins` or `cost guards` "
              "without a number")]),
    ("change_field_of_another_kind", "change monastery m { class council }",
     [(1, 22, "'class' is not a field of a monastery (allowed: back, text)")]),
    ("change_timing_of_another_kind", "change voyage v {\n  lasting: gain 1 vp\n}",
     [(2, 3, "a voyage cannot have a lasting bonus (allowed: game_end)")]),
    ("change_field_twice", "change favor f { crowns 1 crowns 2 }",
     [(1, 27, "field 'crowns' is set twice (first at line 1)")]),
]


@pytest.mark.parametrize("name,source,expected", MISUSE, ids=[m[0] for m in MISUSE])
def test_misuse_is_an_error_at_its_word(name, source, expected):
    assert [(e.span.line, e.span.col, e.message) for e in errors_of(source)] == expected


# ---------------------------------------------------------------- applying

def test_change_track_keeps_every_field_it_does_not_name(rules):
    parent = load_ruleset(rules / "mini").tracks[CardClass.COUNCIL]
    track = load_variant(rules, "change track council { colour purple }").tracks[CardClass.COUNCIL]
    assert track.colour is DieColour.PURPLE
    assert (track.income, track.amounts) == (parent.income, parent.amounts)
    assert (track.span.line, track.span.col) == (2, 14)


def test_R_SET_3_change_setup_replaces_the_die_tokens_only(rules):
    parent = load_ruleset(rules / "mini").setups[2]
    table = load_variant(rules, "change setup 2 players {\n  die tokens central 4\n}").setups[2]
    assert dict(table.die_tokens) == {Location.CENTRAL: (4,)}
    assert (table.remove_dice, table.voyages, table.rounds) == (
        parent.remove_dice, parent.voyages, parent.rounds)


def test_R_SET_3_and_R_SET_5_none_clears_die_tokens_and_dice_removed(rules):
    rs = load_variant(rules, "change setup 2 players { die tokens none  remove dice none }")
    assert (dict(rs.setups[2].die_tokens), dict(rs.setups[2].remove_dice)) == ({}, {})
    assert rs.setups[2].rounds == 4


def test_change_scoring_tile_keeps_the_other_face(rules):
    tile = load_variant(rules, "change scoring_tile tile_a { small 9 4 }").scoring_tiles["tile_a"]
    assert (tile.small, tile.large) == ((9, 4), (12, 6, 3))


def test_change_component_keeps_name_bonus_and_text_and_marks_it_changed(rules):
    parent = load_ruleset(rules / "mini").voyages["tanger"]
    rs = load_variant(rules, "change voyage tanger { cost 8 guards }")
    voyage = rs.voyages["tanger"]
    assert (voyage.cost, voyage.currency) == (8, Currency.GUARDS)
    assert (voyage.name, voyage.bonuses, voyage.text) == (parent.name, parent.bonuses, parent.text)
    assert (voyage.span.line, voyage.span.col) == (2, 15)
    assert rs.changed == frozenset({"tanger"})
    assert list(rs.voyages) == ["tanger"]


def test_change_component_bonus_lines_replace_its_bonuses(rules):
    rs = load_variant(rules, 'change favor favor_3 "Favor Real" {\n  immediate: gain 2 vp\n}')
    favor = rs.favors["favor_3"]
    assert favor.name == "Favor Real" and favor.crowns == 3
    assert [b.timing.value for b in favor.bonuses] == ["immediate"]


def test_a_missing_target_is_an_error_at_its_name_with_did_you_mean(rules):
    assert variant_errors(rules, (
        "change voyage tangr { cost 8 coins }\n"
        "change monastery tanger { back II }\n"
        "change scoring_tile tile_b { small 9 4 }\n"
        "change setup 5 players { rounds 3 }\n"
        "change track clerics { colour green }\n")) == [
        "2:15: cannot change voyage 'tangr': there is none; did you mean 'tanger'?",
        "3:18: cannot change monastery 'tanger': there is none; 'tanger' is a voyage",
        "4:21: cannot change scoring tile 'tile_b': there is none; did you mean 'tile_a'?",
        "5:14: cannot change setup for 5 players: there is none (there are tables for 2 players)",
        "6:14: cannot change track clerics: there is none",
    ]


def test_changing_twice_or_what_this_folder_defines_is_an_error(rules):
    assert variant_errors(rules, (
        "change track council { colour purple }\n"
        "change track council { income vp }\n"
        'voyage goa "Goa" {\n  cost 4 guards\n  game_end: gain 9 vp\n}\n'
        "change voyage goa { cost 5 guards }\n")) == [
        f"3:14: track council is already defined or changed in this rule set (at "
        f"{rules / 'v' / 'v.coimbra'}:2:14); say it all there",
        f"8:15: voyage 'goa' is already defined or changed in this rule set (at "
        f"{rules / 'v' / 'v.coimbra'}:4:8); say it all there",
    ]


def test_removing_what_this_folder_changed_is_an_error(rules):
    assert variant_errors(rules, "change voyage tanger { cost 8 guards }\nremove voyage tanger\n") == [
        "3:15: 'tanger' is removed in the same rule set that defines or changes it"]


def test_R_CARD_2_a_changed_diploma_icon_must_be_a_declared_kind(rules):
    assert variant_errors(rules, "change character pedro_nunes { diplomas lawz }") == [
        "2:41: unknown diploma kind 'lawz'; did you mean 'law'?"]


def test_expect_spans_say_where_each_count_was_written(rules):
    rs = load_variant(rules, "expect {\n  characters class council 3\n}")
    span = rs.expect_spans["characters_class_council"]
    assert (span.path, span.line, span.col) == (str(rules / "v" / "v.coimbra"), 3, 20)
    assert rs.expect_spans["characters"].path == str(rules / "mini" / "a_game.coimbra")
