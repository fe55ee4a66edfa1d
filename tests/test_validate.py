"""The validator on broken rule sets: each check fed a set broken in one place, with the
exact message it must give (built from model dataclasses, no rule files)."""
from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType as Frozen

import constraint
import pytest

from coimbra_dsl import effects as fx
from coimbra_dsl.errors import Span
from coimbra_dsl.feasibility import solvable
from coimbra_dsl.model import ScoringTile
from coimbra_dsl.validator import Problem, coverage, validate, validate_play
from coimbra_dsl.vocab import (Back, CardClass, Currency, DieColour, Location, Resource,
                               Timing)
from validate_fixtures import F, bonus, card, gain, node, printed, road, tiny_rules


def found(rules, render=printed) -> list[tuple[str, str]]:
    return [(p.severity, p.message) for p in validate(rules, render)]


def errors(rules, render=printed) -> list[str]:
    return [m for s, m in found(rules, render) if s == "error"]


def play_errors(rules) -> list[str]:
    """The errors of every check but printed text: for a rule broken on purpose, whose
    rendering the reader may not read back (a 'give' outside an opponents' choice)."""
    return [p.message for p in validate_play(rules) if p.severity == "error"]


def with_cards(rules, *changed, drop=()):
    chars = {c.id: c for c in rules.characters.values() if c.id not in drop}
    chars.update({c.id: c for c in changed})
    return replace(rules, characters=Frozen(chars))


def test_tiny_rule_set_is_clean():
    assert found(tiny_rules()) == []


def test_problem_is_frozen_with_span_severity_message_component():
    p = Problem(Span(F, 3, 1), "error", "m", "celso")
    with pytest.raises(AttributeError):
        p.message = "x"  # type: ignore[misc]


# ---------------------------------------------------------------- counts

def test_R_COMP_2_character_counts_per_kind_class_and_back():
    rules = with_cards(tiny_rules(), drop=("helena",))
    assert errors(rules) == [
        "expected 8 characters, found 7",
        "expected 2 characters of class scholars, found 1",
        "expected 6 characters with back II, found 5",
    ]


def test_R_COMP_3_monastery_back_count():
    rules = tiny_rules()
    rules = replace(rules, expect=Frozen({**rules.expect, "monasteries_back_II": 1}))
    assert errors(rules) == ["expected 1 monasteries with back II, found 0"]


def test_R_COMP_4_voyage_and_favor_counts():
    rules = tiny_rules()
    rules = replace(rules, expect=Frozen({**rules.expect, "voyages": 15, "favors": 4}))
    assert errors(rules) == ["expected 15 voyages, found 2", "expected 4 favors, found 1"]


def test_expectation_for_one_class_and_for_scoring_tiles():
    rules = tiny_rules()
    rules = replace(rules, expect=Frozen({**rules.expect, "characters_class_council": 3,
                                          "scoring_tiles": 5}))
    assert errors(rules) == ["expected 3 characters of class council, found 2",
                             "expected 5 scoring tiles, found 4"]


def test_R_COMP_2_a_class_count_overrides_per_class_for_that_class_only():
    """A mod adds one card to one class: `characters class council 3` beside `per class 2`."""
    extra = card("ines", CardClass.COUNCIL, Back.II, 2, line=9)
    rules = with_cards(tiny_rules(), extra, drop=("helena",))
    rules = replace(rules, expect=Frozen({**rules.expect, "characters_class_council": 3}))
    assert errors(rules) == ["expected 2 characters of class scholars, found 1"]


def test_count_problems_point_at_the_expect_line():
    rules = with_cards(tiny_rules(), drop=("helena",))
    rules = replace(rules, expect_spans=Frozen({"characters": Span(F, 70, 3)}))
    assert [(p.span, p.message) for p in validate(rules, printed)][:2] == [
        (Span(F, 70, 3), "expected 8 characters, found 7"),
        (None, "expected 2 characters of class scholars, found 1")]


def _spaces(rules, **counts):
    expect = {**rules.expect, **{f"spaces_{c}": n for c, n in counts.items()}}
    spans = {f"spaces_{c}": Span(F, 71, 10 + i) for i, c in enumerate(counts)}
    return replace(rules, expect=Frozen(expect), expect_spans=Frozen(spans))


def test_R_SET_1_map_spaces_per_colour_equal_the_setup_exactly():
    assert found(_spaces(tiny_rules(), blue=1)) == []
    rules = _spaces(tiny_rules(), blue=2)
    assert [(p.span, p.severity, p.message) for p in validate(rules, printed)] == [
        (Span(F, 71, 10), "error", "expected 2 blue spaces on the map, found 1")]


def test_R_SET_1_an_expected_space_colour_the_map_lacks_is_named_with_did_you_mean():
    rules = _spaces(tiny_rules(), blue=1, bleu=3)
    assert [(p.span, p.message) for p in validate(rules, printed)] == [
        (Span(F, 71, 11), "expected 3 spaces of colour bleu, the map has no colour bleu; "
                          "did you mean 'blue'?")]


def test_R_SET_1_a_map_colour_without_expected_count_is_a_warning():
    rules = _map(tiny_rules(), extra_nodes=[node("m9", "space", "ruby", 48)],
                 extra_roads=[road("m9", "s1")])
    pm = replace(rules.map, space_colours=Frozen({**rules.map.space_colours, "ruby": Back.III}))
    rules = replace(_spaces(rules, blue=1), map=pm)
    rules = replace(rules, monasteries=Frozen({**rules.monasteries, "alta": replace(
        rules.monasteries["santa"], id="alta", back=Back.III)}))
    assert found(rules) == [
        ("warning", "the map's ruby spaces have no expected count (write `spaces ruby 1` "
                    "in expect)")]


def test_unknown_expectation_is_a_warning():
    rules = tiny_rules()
    rules = replace(rules, expect=Frozen({**rules.expect, "dragons": 3}))
    assert found(rules) == [("warning", "unknown expectation 'dragons'")]


# ---------------------------------------------------------------- characters

def test_R_CARD_2_influence_between_1_and_4():
    rules = with_cards(tiny_rules(), card("celso", CardClass.CLERICS, Back.II, 5,
                                          diplomas=("law",)))
    assert errors(rules) == ["character celso: influence 5 is outside 1-4"]


def test_R_CARD_2_cost_only_on_cards_other_than_start_cards():
    rules = tiny_rules()
    alda = replace(rules.characters["alda"], cost=Currency.COINS)
    ema = replace(rules.characters["ema"], cost=None)
    assert errors(with_cards(rules, alda, ema)) == [
        "character alda: a start card (back I) has no cost",
        "character ema: a back II card needs a cost (coins or guards)",
    ]


def test_R_CARD_2_diploma_icons_known_and_at_most_two():
    rules = tiny_rules()
    celso = replace(rules.characters["celso"], diplomas=("law", "lw", "wild"))
    assert errors(with_cards(rules, celso)) == [
        "character celso: 3 diploma icons, at most 2",
        "character celso: unknown diploma kind 'lw'",
    ]


def test_R_CARD_2_exactly_one_bonus_per_card():
    rules = tiny_rules()
    two = replace(rules.characters["ema"], bonuses=bonus(Timing.IMMEDIATE, gain(1)) * 2)
    none = replace(rules.characters["gil"], bonuses=())
    assert play_errors(with_cards(rules, two, none)) == [
        "character ema has 2 bonuses, needs exactly 1",
        "character gil has 0 bonuses, needs exactly 1",
    ]


def test_R_C_4_phase_c_bonus_only_on_start_cards():
    rules = with_cards(tiny_rules(), card("ema", CardClass.COUNCIL, Back.II, 1,
                                          timing=Timing.PHASE_C,
                                          effect=fx.CardDiscount(Currency.GUARDS, 1)))
    assert errors(rules) == [
        "character ema: a phase_c bonus on a back II card; only start cards (back I) "
        "have one (R-C-4)"]


def test_R_C_4_start_card_bonus_is_immediate_or_phase_c():
    rules = with_cards(tiny_rules(), card("alda", CardClass.COUNCIL, Back.I, 1,
                                          timing=Timing.GAME_END))
    assert errors(rules) == [
        "character alda: a start card's bonus is immediate or phase_c, not game_end (R-C-4)"]


def test_R_BON_E_trade_only_in_a_phase_e_bonus():
    rules = with_cards(tiny_rules(), card("ema", CardClass.COUNCIL, Back.II, 1,
                                          effect=fx.Trade(Resource.COINS, 2, 1)))
    assert play_errors(rules) == ["character ema: 'trade' belongs to a phase_e bonus, not immediate"]


def test_R_BON_I_give_only_inside_an_opponents_choice():
    rules = with_cards(tiny_rules(), card("ema", CardClass.COUNCIL, Back.II, 1,
                                          effect=fx.Give(Resource.VP, 2)))
    assert play_errors(rules) == ["character ema: 'give' only works inside 'each opponent chooses'"]


def test_R_BON_M_monastery_bonus_is_immediate_or_lasting():
    rules = tiny_rules()
    santa = replace(rules.monasteries["santa"], bonuses=bonus(Timing.PHASE_E, gain(1)))
    rules = replace(rules, monasteries=Frozen({"santa": santa}))
    assert play_errors(rules) == [
        "monastery santa: a monastery bonus is immediate or lasting, not phase_e"]


def test_R_BON_M_lasting_word_not_in_an_immediate_bonus():
    rules = tiny_rules()
    santa = replace(rules.monasteries["santa"],
                    bonuses=bonus(Timing.IMMEDIATE, fx.WildDiplomas(1)))
    rules = replace(rules, monasteries=Frozen({"santa": santa}))
    assert play_errors(rules) == [
        "monastery santa: 'wild diplomas' belongs to a lasting bonus, not immediate"]


def test_voyage_cost_never_negative():
    rules = tiny_rules()
    goa = replace(rules.voyages["goa"], cost=-1)
    rules = replace(rules, voyages=Frozen({**rules.voyages, "goa": goa}))
    assert errors(rules) == ["voyage goa: cost -1 is negative"]


def warnings(rules) -> list[str]:
    return [m for s, m in found(rules) if s == "warning"]


def test_balance_warns_when_a_card_strictly_dominates_another():
    rules = tiny_rules()
    ema = replace(rules.characters["ema"], cls=CardClass.CLERICS, cost=Currency.COINS,
                  influence=1)   # celso: clerics II coins, same bonus, influence 2, law
    assert warnings(with_cards(rules, ema)) == [
        "character ema is strictly dominated by celso (same class, back and cost; a bonus, "
        "influence and diplomas at least as good)"]


def test_balance_compares_plain_gains_reward_by_reward():
    rules = tiny_rules()
    more = fx.Seq((gain(2), gain(1, Resource.COINS)))           # celso: gain 2 VP
    ema = replace(rules.characters["ema"], cls=CardClass.CLERICS, influence=2,
                  diplomas=("law",), bonuses=bonus(Timing.IMMEDIATE, more))
    assert warnings(with_cards(rules, ema)) == [
        "character celso is strictly dominated by ema (same class, back and cost; a bonus, "
        "influence and diplomas at least as good)"]
    other = fx.Seq((gain(1), gain(3, Resource.COINS)))          # less VP: no order
    ema = replace(ema, bonuses=bonus(Timing.IMMEDIATE, other))
    assert warnings(with_cards(rules, ema)) == []


def test_balance_compares_the_same_bonus_shape_gain_by_gain():
    """CONTENT.md balance: `per clerics card: gain 2 vp` beats `... gain 1 vp`; a larger
    advance beats a smaller one; what opponents give or what is paid never compares."""
    rules = tiny_rules()
    per = fx.Counter(fx.CounterKind.CARDS, classes=(CardClass.CLERICS,))
    celso = replace(rules.characters["celso"], bonuses=bonus(Timing.IMMEDIATE, fx.Per(per, gain(1))))
    ema = replace(rules.characters["ema"], cls=CardClass.CLERICS, influence=2, diplomas=("law",),
                  bonuses=bonus(Timing.IMMEDIATE, fx.Per(per, gain(2))))
    assert warnings(with_cards(rules, celso, ema)) == [
        "character celso is strictly dominated by ema (same class, back and cost; a bonus, "
        "influence and diplomas at least as good)"]
    advance = fx.Seq((gain(1), fx.Advance(3, fx.TrackChoice.NAMED, CardClass.CLERICS)))
    celso = replace(celso, bonuses=bonus(Timing.IMMEDIATE, replace(advance, effects=(
        gain(1), fx.Advance(2, fx.TrackChoice.NAMED, CardClass.CLERICS)))))
    ema = replace(ema, bonuses=bonus(Timing.IMMEDIATE, advance))
    assert len(warnings(with_cards(rules, celso, ema))) == 1
    pays = [fx.PayFor(((Resource.COINS, n),), gain(7)) for n in (5, 4)]
    celso = replace(celso, bonuses=bonus(Timing.IMMEDIATE, pays[0]))
    ema = replace(ema, bonuses=bonus(Timing.IMMEDIATE, pays[1]))
    assert warnings(with_cards(rules, celso, ema)) == []


def test_balance_same_gains_in_another_order_are_equal_not_better():
    rules = tiny_rules()
    celso = replace(rules.characters["celso"],
                    bonuses=bonus(Timing.IMMEDIATE, fx.Seq((gain(1), gain(1, Resource.COINS)))))
    ema = replace(rules.characters["ema"], cls=CardClass.CLERICS, influence=2, diplomas=("law",),
                  bonuses=bonus(Timing.IMMEDIATE, fx.Seq((gain(1, Resource.COINS), gain(1)))))
    assert warnings(with_cards(rules, celso, ema)) == []


# ---------------------------------------------------------------- tracks and tiles

def _with_track(rules, cls, **changes):
    track = replace(rules.tracks[cls], **changes)
    return replace(rules, tracks=Frozen({**rules.tracks, cls: track}))


def test_R_E_1_income_never_decreases():
    amounts = (0, 1, 2, 3, 4, 5, 6, 5, 6, 7, 7, 7, 7, 7, 7, 7)
    rules = _with_track(tiny_rules(), CardClass.MERCHANTS, amounts=amounts)
    assert errors(rules) == [
        "track merchants: income decreases from 6 at space 6 to 5 at space 7"]


def test_R_E_1_income_for_every_space_and_not_negative():
    rules = _with_track(tiny_rules(), CardClass.COUNCIL, amounts=(-1,) + (1,) * 14)
    assert errors(rules) == [
        "track council has 15 income values, needs 16 (spaces 0-15)",
        "track council: income -1 at space 0 is negative",
    ]


def test_R_COMP_5_one_track_per_class_with_its_own_colour():
    rules = tiny_rules()
    tracks = dict(rules.tracks)
    del tracks[CardClass.SCHOLARS]
    tracks[CardClass.CLERICS] = replace(tracks[CardClass.CLERICS], colour=DieColour.GRAY)
    tracks[CardClass.MERCHANTS] = replace(tracks[CardClass.MERCHANTS],
                                          colour=DieColour.WHITE)
    assert errors(replace(rules, tracks=Frozen(tracks))) == [
        "no track for class scholars",
        "track merchants: white stands for any track and cannot be a track's colour "
        "(R-COMP-5)",
        "track clerics: colour gray is already the colour of track council",
    ]


def test_R_END_2_scoring_tile_values_never_increase():
    rules = tiny_rules()
    tiles = dict(rules.scoring_tiles)
    tiles["b"] = ScoringTile("b", (3, 6), (8, 2, 5), Span(F, 36, 1))
    tiles["c"] = ScoringTile("c", (6,), (8, 5, 2, 1), Span(F, 37, 1))
    assert errors(replace(rules, scoring_tiles=Frozen(tiles))) == [
        "scoring tile b: small face: place 2 scores 6, more than place 1 (3)",
        "scoring tile b: large face: place 3 scores 5, more than place 2 (2)",
        "scoring tile c: small face has 1 values, needs 2",
        "scoring tile c: large face has 4 values, needs 3",
    ]


def test_R_SET_2_a_scoring_tile_for_every_track():
    rules = tiny_rules()
    tiles = {k: v for k, v in rules.scoring_tiles.items() if k != "d"}
    assert errors(replace(rules, scoring_tiles=Frozen(tiles))) == [
        "4 tracks need 4 scoring tiles, found 3"]


def test_R_END_3_a_diploma_set_score_for_every_kind():
    rules = tiny_rules()
    rules = replace(rules, constants=replace(rules.constants, diploma_sets=(1,)),
                    diploma_kinds=("law", "arts"))
    celso = replace(rules.characters["celso"], diplomas=("law", "arts"))
    assert errors(with_cards(rules, celso)) == [
        "diploma sets lists 1 scores, the 2 diploma kinds need 2"]


def test_unused_diploma_kind_is_a_warning():
    rules = replace(tiny_rules(), diploma_kinds=("law", "medicine"))
    assert found(rules) == [("warning", "diploma kind medicine is on no card")]


# ---------------------------------------------------------------- the pilgrim map

def _map(rules, extra_nodes=(), extra_roads=(), drop_roads=()):
    pm = rules.map
    nodes = {**pm.nodes, **{n.id: n for n in extra_nodes}}
    roads = tuple(r for r in pm.roads if (r.a, r.b) not in drop_roads) + tuple(extra_roads)
    return replace(rules, map=replace(pm, nodes=Frozen(nodes), roads=roads))


def test_R_PIL_2_corner_has_exactly_two_one_way_roads_to_stopovers():
    rules = _map(tiny_rules(), extra_roads=[road("c1", "m1", True, 58)])
    assert errors(rules) == [
        "corner c1 has 3 roads out, needs exactly 2 (R-PIL-2)",
        "the road from corner c1 leads to m1, a space; it must lead to a stopover (R-PIL-2)",
    ]


def test_R_PIL_2_corner_road_must_be_one_way():
    rules = _map(tiny_rules(), drop_roads=[("c2", "s3")], extra_roads=[road("c2", "s3")])
    assert errors(rules) == [
        "the road from corner c2 to s3 must be one-way (write c2 -> s3) (R-PIL-2)"]


def test_R_PIL_2_no_road_back_into_a_corner():
    rules = _map(tiny_rules(), extra_roads=[road("m1", "c1", True, 58)])
    problems = validate(rules, printed)
    assert [(p.span, p.message) for p in problems] == [
        (Span(F, 58, 3), "a road leads from m1 back into corner c1 (R-PIL-2)")]


def test_R_PIL_every_space_reachable_from_every_corner():
    rules = tiny_rules()
    # s3 only leads into m1 now, so corner c1 never reaches s3 nor the new m2 beyond it
    rules = _map(rules, extra_nodes=[node("m2", "space", "blue", 47)],
                 drop_roads=[("s3", "m1")],
                 extra_roads=[road("s3", "m1", True), road("s3", "m2")])
    monasteries = {**rules.monasteries, "other": replace(rules.monasteries["santa"],
                                                         id="other")}
    rules = replace(rules, monasteries=Frozen(monasteries),
                    expect=Frozen({**rules.expect, "monasteries_back_I": 2}))
    assert errors(rules) == ["space m2 cannot be reached from corner c1"]


def test_R_PIL_map_names_and_colours_resolve():
    rules = _map(tiny_rules(), extra_nodes=[node("m9", "space", "teal", 48)],
                 extra_roads=[road("m1", "m8"), road("m9", "s1")])
    assert errors(rules) == [
        "road names unknown node 'm8'",
        "space m9: colour 'teal' holds no monastery back (declare `space colour teal "
        "holds I|II|III`)",
    ]


def test_unreachable_stopover_and_empty_colour_are_warnings():
    rules = _map(tiny_rules(), extra_nodes=[node("s9", "stopover")])
    pm = replace(rules.map, space_colours=Frozen({**rules.map.space_colours,
                                                  "ruby": Back.III}))
    assert found(replace(rules, map=pm)) == [
        ("warning", "stopover s9 cannot be reached from any corner"),
        ("warning", "space colour ruby has no space"),
    ]


# ---------------------------------------------------------------- setup feasibility

def _setup(rules, **changes):
    table = replace(rules.setups[2], **changes)
    return replace(rules, setups=Frozen({2: table}))


def test_R_RND_1_stack_fills_the_display_every_round():
    problems = validate(_setup(tiny_rules(), rounds=3), printed)
    assert [(p.span, p.message) for p in problems] == [
        (Span(F, 60, 1), "2 players: round 3 needs 3 character cards, the stack has 0")]


def test_R_SET_11_start_groups_need_start_cards():
    rules = tiny_rules()
    rules = replace(rules, constants=replace(rules.constants, start_group_size=2))
    assert errors(rules) == ["2 players: 2 start groups need 4 start cards, there are 2"]


def test_R_SET_5_dice_removed_must_exist_and_pool_serves_every_player():
    assert errors(_setup(tiny_rules(), remove_dice=Frozen({DieColour.GRAY: 3}))) == [
        "2 players: removes 3 gray dice, there are 2"]
    rules = tiny_rules()
    rules = replace(rules, constants=replace(rules.constants, dice_per_player=4))
    assert errors(rules) == ["2 players: 2 players need 8 dice, the pool has 7"]


def test_R_SET_3_die_tokens_used_within_those_owned():
    tokens = Frozen({Location.UPPER: (3, 3, 3), Location.CENTRAL: (3, 3), Location.LOWER: (4,)})
    assert errors(_setup(tiny_rules(), die_tokens=tokens)) == [
        "2 players: the setup uses 6 die tokens, there are 5"]


def test_R_SET_4_voyages_drawn_within_voyages():
    assert errors(_setup(tiny_rules(), voyages=3)) == ["2 players: draws 3 voyages, there are 2"]


def test_R_SET_1_monastery_tiles_cover_the_spaces_of_their_colour():
    rules = _map(tiny_rules(), extra_nodes=[node("m2", "space", "blue")],
                 extra_roads=[road("m2", "s1")])
    assert errors(rules) == [
        "the map's 2 blue spaces need 2 monasteries with back I, there are 1"]


def test_R_SET_12_a_starting_corner_for_every_pilgrim():
    rules = tiny_rules()
    table = replace(rules.setups[2], players=3)
    rules = replace(rules, setups=Frozen({2: rules.setups[2], 3: table}),
                    constants=replace(rules.constants, start_group_size=0))
    assert errors(rules) == [
        "3 players: 3 players need 9 dice, the pool has 7",
        "3 players: 3 pilgrims need 3 starting corners, the map has 2",
    ]


def test_R_D_1_crowns_for_every_flag():
    rules = tiny_rules()
    rules = replace(rules, constants=replace(rules.constants, flag_crowns=(0,)))
    assert errors(rules) == ["2 players: 2 players need crowns for 2 flags, flag crowns lists 1"]


def test_no_setup_table_supports_no_player_count():
    assert errors(replace(tiny_rules(), setups=Frozen({}))) == [
        "no setup table: the rule set supports no player count"]


def test_solver_empty_domain_counts_as_no_solution():
    problem = constraint.Problem()
    problem.addVariables(["a", "b"], range(0, 3))
    problem.addConstraint(lambda a: a == 5, ["a"])
    problem.addConstraint(constraint.MaxSumConstraint(1), ["a", "b"])
    assert solvable(problem) is False


# ---------------------------------------------------------------- printed text

def _printed(rules, cid: str, text: str):
    """The tiny set with one card's printed text replaced (its rule: immediate, 2 VP)."""
    return with_cards(rules, replace(rules.characters[cid], text=text, text_span=Span(F, 7, 8)))


def about(cid: str, rules, style: bool = False) -> list:
    """The problems of one component, with the default renderer (the rule's words)."""
    return [p for p in validate(rules, style=style) if p.component == cid]


def test_R_CARD_1_printed_text_that_means_the_rule_is_clean_whatever_its_words():
    rules = _printed(tiny_rules(), "ema", "Receive two victory points!")
    assert about("ema", rules) == []


def test_R_CARD_1_printed_text_meaning_something_else_says_what_differs():
    problems = about("ema", _printed(tiny_rules(), "ema", "Gain 3 VP."))
    assert [(p.span, p.severity, p.message, p.component) for p in problems] == [
        (Span(F, 7, 9), "error", "ema: the printed text gives 3 VP, the rule gives 2 VP", "ema")]


def test_R_CARD_1_unreadable_printed_text_points_at_the_word_inside_the_string():
    problems = about("ema", _printed(tiny_rules(), "ema", "Gain 2 florins."))
    assert [(p.span, p.severity) for p in problems] == [(Span(F, 7, 16), "error")]
    assert problems[0].message.startswith(
        "ema: cannot read the printed text (column 8): cannot place 'florins' here; expected ")
    assert "'coin'" in problems[0].message


def test_R_CARD_1_a_text_in_its_rendering_s_words_is_still_read():
    """A renderer that says a word the reader does not know (as 'even below 0' once was)
    must not make the printed text clean on trust: the text is read and reported."""
    rules = _printed(tiny_rules(), "ema", "Gain 2 florins.")
    problems = [p for p in validate(rules, lambda c: c.text) if p.component == "ema"]
    assert [(p.span, p.severity) for p in problems] == [(Span(F, 7, 16), "error")]
    assert problems[0].message.startswith("ema: cannot read the printed text (column 8)")


def test_style_notes_the_canonical_wording_of_a_paraphrase():
    rules = _printed(tiny_rules(), "ema", "Take 2 points.")
    assert about("ema", rules) == []
    notes = [(p.severity, p.message) for p in about("ema", rules, style=True)]
    assert notes == [("note", 'ema: the printed text means the rule; the canonical wording is '
                              '"Gain 2 VP."')]


def test_text_compare_ignores_case_and_spaces():
    assert found(tiny_rules(), lambda c: "  " + c.text.upper().replace(" ", "   ")) == []


def test_missing_printed_text_is_a_warning_with_the_rendering():
    rules = with_cards(tiny_rules(), replace(tiny_rules().characters["ema"], text=None))
    assert found(rules, lambda c: c.text or "Gain 2 VP.") == [
        ("warning", 'character ema has no printed text; rendered: "Gain 2 VP."')]


# ---------------------------------------------------------------- coverage

def test_coverage_lists_every_catalogue_kind_with_its_components():
    cov = coverage(tiny_rules())
    assert cov["R-BON-C card-discount"] == ["brites"]
    assert cov["R-BON-I gain"] == ["alda", "celso", "dinis", "ema", "fabio", "gil", "helena"]
    assert cov["R-BON-V per-voyage"] == ["tanger", "goa"]
    assert cov["R-FAV invest-discount"] == ["rei"] and cov["R-FAV invest"] == ["rei"]
    assert cov["R-BON-M gain"] == ["santa"]
    assert cov["R-BON-E trade"] == []


def test_coverage_reads_the_shape_not_the_name():
    per_class = fx.Per(fx.Counter(fx.CounterKind.CARDS, classes=(CardClass.CLERICS,)),
                       fx.Seq((gain(1, Resource.COINS), gain(1))))
    rules = with_cards(tiny_rules(), card("ema", CardClass.COUNCIL, Back.II, 1,
                                          effect=per_class))
    cov = coverage(rules)
    assert "ema" in cov["R-BON-I per-class-card"] and "ema" not in cov["R-BON-I gain"]
