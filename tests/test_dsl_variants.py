"""Variants: a rule folder that `extends` another replaces, removes or adds
components and overrides constants and tables; missing, circular and escaping parents are
positioned errors."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from coimbra_dsl import RuleSetErrors, load_ruleset
from coimbra_dsl.vocab import CardClass, DieColour
from dsl_helpers import write_set

MINI = Path(__file__).parent / "dsl_cases" / "mini"


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    shutil.copytree(MINI, tmp_path / "mini")
    return tmp_path


def headlines(exc: RuleSetErrors) -> list[str]:
    return [e.headline for e in exc.errors]


def test_fixture_base_loads(rules):
    rs = load_ruleset(rules / "mini")
    assert rs.name == "mini"
    assert rs.parents == ()
    assert rs.changed == frozenset()
    assert list(rs.characters) == ["pedro_nunes"]


def test_variant_replace_keeps_order_and_marks_changed(rules):
    write_set(rules / "v", {"v.coimbra": (
        'ruleset v extends "../mini"\n'
        'replace monastery santa_clara "Santa Clara" {\n  back II\n  immediate: gain 3 vp\n}\n')})
    rs = load_ruleset(rules / "v")
    assert rs.name == "v" and rs.parents == ("mini",)
    assert rs.monasteries["santa_clara"].back.value == "II"
    assert rs.changed == frozenset({"santa_clara"})
    assert list(rs.components()) == [rs.characters["pedro_nunes"], rs.monasteries["santa_clara"],
                                     rs.voyages["tanger"], rs.favors["favor_3"]]


def test_variant_remove_and_add(rules):
    write_set(rules / "v", {"v.coimbra": (
        'ruleset v extends "../mini"\nremove voyage tanger\n'
        'voyage goa "Goa" {\n  cost 4 guards\n  game_end: gain 9 vp\n}\n')})
    rs = load_ruleset(rules / "v")
    assert list(rs.voyages) == ["goa"]
    assert rs.changed == frozenset({"goa"})


def test_variant_overrides_constants_field_by_field_and_tables_by_key(rules):
    write_set(rules / "v", {"v.coimbra": (
        'ruleset v extends "../mini"\n'
        'constants {\n  second place gap 3 players 2\n  dice purple 4\n}\n'
        'track council colour purple income vp {\n  0 0 1 1 1 2 2 2 3 3 3 4 4 4 5 5\n}\n'
        'setup 2 players {\n  rounds 5\n}\n'
        'diplomas law arts\n')})
    rs = load_ruleset(rules / "v")
    parent = load_ruleset(rules / "mini")
    assert rs.constants.second_place_gap_players == (2,)
    assert rs.constants.start_coins == parent.constants.start_coins == 7
    assert dict(rs.constants.dice) == {DieColour.PURPLE: 4}
    assert rs.tracks[CardClass.COUNCIL].colour is DieColour.PURPLE
    assert rs.setups[2].rounds == 5
    assert rs.diploma_kinds == ("law", "arts")
    assert rs.map == parent.map


def test_variant_of_a_variant_lists_the_chain(rules):
    write_set(rules / "v", {"v.coimbra": 'ruleset v extends "../mini"\nremove favor favor_3\n'})
    write_set(rules / "w", {"w.coimbra": 'ruleset w extends "../v"\nconstants { disks 18 }\n'})
    rs = load_ruleset(rules / "w")
    assert rs.parents == ("v", "mini")
    assert rs.favors == {} and rs.constants.disks == 18


def test_variant_errors_replace_missing_remove_missing_add_existing(rules):
    write_set(rules / "v", {"v.coimbra": (
        'ruleset v extends "../mini"\n'
        'replace voyage tangerr {\n  cost 6 coins\n  game_end: gain 1 vp\n}\n'
        'remove character pedro_nunez\n'
        'monastery santa_clara {\n  back I\n  immediate: gain 1 vp\n}\n')})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(rules / "v")
    f = str(rules / "v" / "v.coimbra")
    assert headlines(exc.value) == [
        f"{f}:2:16: cannot replace voyage 'tangerr': there is none; did you mean 'tanger'?",
        f"{f}:6:18: cannot remove character 'pedro_nunez': there is none; did you mean 'pedro_nunes'?",
        f"{f}:7:11: monastery 'santa_clara' already exists in 'mini'; "
        f"write `replace monastery santa_clara` to change it",
    ]


def test_missing_parent_by_path_and_by_name(rules):
    write_set(rules / "v", {"v.coimbra": 'ruleset v extends "../mimi"\n'})
    write_set(rules / "w", {"w.coimbra": 'ruleset w extends basse\n'})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(rules / "v")
    assert headlines(exc.value) == [
        f"{rules / 'v' / 'v.coimbra'}:1:19: parent rule folder \"../mimi\" does not exist; did you mean 'mini'?"]
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(rules / "w")
    (line,) = headlines(exc.value)
    assert line.startswith(f"{rules / 'w' / 'w.coimbra'}:1:19: unknown parent rule set 'basse'; did you mean 'base'?")


def test_circular_extends_is_an_error_at_the_extends(rules):
    write_set(rules / "a", {"a.coimbra": 'ruleset a extends "../b"\n'})
    write_set(rules / "b", {"b.coimbra": 'ruleset b extends "../a"\n'})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(rules / "a")
    assert headlines(exc.value) == [f"{rules / 'b' / 'b.coimbra'}:1:19: circular extends: a -> b -> a"]


def test_extending_itself_is_circular(rules):
    write_set(rules / "a", {"a.coimbra": 'ruleset a extends "."\n'})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(rules / "a")
    assert headlines(exc.value) == [f"{rules / 'a' / 'a.coimbra'}:1:19: circular extends: a -> a"]


def test_extends_may_not_leave_the_rule_roots(rules):
    outside = rules / "deep" / "v"
    write_set(outside, {"v.coimbra": 'ruleset v extends "../../mini"\n'})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(outside)
    (line,) = headlines(exc.value)
    assert line.startswith(f"{outside / 'v.coimbra'}:1:19: extends \"../../mini\" leaves the rule folders")


def test_variant_of_the_builtin_base_by_name(rules):
    write_set(rules / "v", {"v.coimbra": 'ruleset v extends base\nconstants { crown token 3 }\n'})
    rs = load_ruleset(rules / "v")
    base = load_ruleset("base")
    assert rs.parents == ("base",)
    assert rs.constants.crown_token == 3
    assert rs.characters == base.characters
    assert rs.changed == frozenset()


def test_errors_of_the_parent_are_reported_with_the_variant(rules):
    (rules / "mini" / "b_broken.coimbra").write_text("character x { class councl }\n")
    write_set(rules / "v", {"v.coimbra": 'ruleset v extends "../mini"\nremove voyage nope\n'})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(rules / "v")
    assert [e.span.path for e in exc.value.errors] == [str(rules / "mini" / "b_broken.coimbra")]


def test_a_relative_path_may_climb_to_its_first_named_folder(rules, monkeypatch):
    """`rules/variants/v` given relative: its extends may reach `rules/...`, not above."""
    shutil.copytree(rules / "mini", rules / "tree" / "base")
    write_set(rules / "tree" / "variants" / "v", {"v.coimbra": 'ruleset v extends "../../base"\n'})
    write_set(rules / "tree" / "variants" / "w", {"w.coimbra": 'ruleset w extends "../../../mini"\n'})
    monkeypatch.chdir(rules)
    assert load_ruleset("tree/variants/v").parents == ("mini",)
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset("tree/variants/w")
    (line,) = headlines(exc.value)
    assert line.startswith(f"{rules / 'tree' / 'variants' / 'w' / 'w.coimbra'}:1:19: "
                           f"extends \"../../../mini\" leaves the rule folders")
