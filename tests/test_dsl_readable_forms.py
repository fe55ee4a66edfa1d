"""The readable forms of the rule language: named die-token cities, the second
place rule in words, income rows under their space numbers, `limit` for storage limits and
`cap` only for the cap tile, one shared `track tiers` table, `purple die` and `crowns`.
Each form compiles to the same data as the terse one it reads for."""
from __future__ import annotations

import pytest

from coimbra_dsl import effects as fx
from coimbra_dsl import load_ruleset
from coimbra_dsl.parser import parse_text
from coimbra_dsl.render import render_component
from coimbra_dsl.vocab import Location
from dsl_helpers import compile_bonus, errors_of, write_set


def only(text: str):
    decls, errors = parse_text(text, "t.coimbra")
    assert not errors, [str(e) for e in errors]
    (decl,) = decls
    return decl


@pytest.mark.parametrize("readable,terse", [
    ("die tokens upper city 4 and 3, central city 4 and 3, lower city 4",
     "die tokens upper 4 3 central 4 3 lower 4"),
    ("die tokens central city 4", "die tokens central 4"),
])
def test_R_SET_3_die_tokens_named_by_city(readable, terse):
    a = only(f"setup 2 players {{ {readable} }}")
    b = only(f"setup 2 players {{ {terse} }}")
    assert a == b
    assert only("setup 2 players { die tokens upper city 4 and 3 }").setup.die_tokens == {
        Location.UPPER: (4, 3)}


def test_R_END_2_second_place_rule_in_words():
    a = only("constants { second place scores within 3 spaces of first with 2 or 3 players }")
    b = only("constants { second place gap 3 players 2 3 }")
    assert {k: v for k, (v, _) in a.values.items()} == {k: v for k, (v, _) in b.values.items()}


def test_R_LIM_1_limit_and_the_cap_tile_each_have_one_word():
    decl = only("constants { limit coins 20 limit guards 18 limit influence 15 "
                "cap tile adds 3 up to 9 }")
    assert {k: decl.values[k][0] for k in ("cap_coins", "cap_guards", "cap_influence", "cap_tile",
                                        "cap_max")} == {
        "cap_coins": 20, "cap_guards": 18, "cap_influence": 15, "cap_tile": 3, "cap_max": 9}
    (err,) = errors_of("constants { cap coins 20 }")
    assert err.message.startswith("unexpected 'coins'; expected tile")


def test_R_E_1_income_row_under_its_space_numbers():
    a = only("track council colour gray income guards {\n  space 0 1 2\n  guards 1 1 2\n}")
    b = only("track council colour gray income guards { 1 1 2 }")
    assert a == b


@pytest.mark.parametrize("body,message", [
    ("space 0 2 1\n guards 1 1 2", "space numbers count 0, 1, 2, ...: expected 1, found 2"),
    ("space 0 1 2\n guards 1 1", "3 spaces but 2 income values"),
    ("space 0 1 2\n coins 1 1 2", "this track's income is guards, not coins"),
])
def test_income_row_mistakes_are_named(body, message):
    (err,) = errors_of(f"track council colour gray income guards {{\n {body}\n}}")
    assert err.message == message


def test_change_track_takes_a_space_row():
    decl = only("change track council { income space 0 1 2 guards 1 2 3 }")
    assert decl.values["amounts"] == (1, 2, 3)


def test_R_BON_E_purple_die_and_die_purple_are_one_counter():
    assert compile_bonus("phase_e", "if no purple die: gain 2 steps") == compile_bonus(
        "phase_e", "if no die purple: gain 2 steps")
    assert compile_bonus("phase_e", "per gray die: gain 1 guard") == compile_bonus(
        "phase_e", "per die gray: gain 1 guard")


def test_crowns_counter_reads_plural_in_sums():
    a = compile_bonus("game_end", "gain half(guards + coins + crowns) vp")
    b = compile_bonus("game_end", "gain half(guards + coins + crown) vp")
    assert a == b


def test_R_BON_G_one_shared_track_tiers_table():
    base = load_ruleset("base")
    assert base.constants.track_tiers == ((7, 5), (10, 7), (13, 10))
    tiered = [c for c in base.characters.values()
              if any(isinstance(a, fx.Tiers) for b in c.bonuses for a in fx.walk(b.effect)
                     ) or "5/7/10" in (c.text or "")]
    assert len(tiered) == 5
    for card in tiered:
        assert render_component(card) == card.text          # 5/7/10 from the one table


def test_a_variant_changing_track_tiers_changes_every_shared_tier(tmp_path):
    folder = write_set(tmp_path / "v", {"v.coimbra": (
        "ruleset v extends base\nconstants { track tiers 6: 4, 9: 8 }\n")})
    rules = load_ruleset(str(folder))
    card = rules.characters["garcia_de_noronha"]
    assert render_component(card) == (
        "Game end: 4/8 VP for council track space 6-8/9-15.")
    assert card.bonuses[0].effect.amount.steps == ((6, 4), (9, 8))
