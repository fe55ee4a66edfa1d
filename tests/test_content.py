"""The shipped content: the base game, its variants and the example mod load, validate
clean, hold the counts of RULES.md and use every bonus kind (CONTENT.md)."""
from __future__ import annotations

from dataclasses import fields, replace
from pathlib import Path
from types import MappingProxyType as Frozen

import pytest

from coimbra_dsl import effects as fx
from coimbra_dsl import load_ruleset
from coimbra_dsl.declarations import Fields
from coimbra_dsl.loader import builtin_names
from coimbra_dsl.model import Constants
from coimbra_dsl.parser import parse_text
from coimbra_dsl.validator import coverage, validate
from coimbra_dsl.vocab import Back, CardClass, Currency, DieColour, Location, Resource, Timing

ROOT = Path(__file__).resolve().parent.parent
# example mods: folders of rule files (examples/rl/ holds Python scripts, not a mod)
EXAMPLES = sorted(p for p in (ROOT / "examples").iterdir()
                  if p.is_dir() and any(p.glob("*.coimbra")))
PROVENANCE = "authored to the rulebook's counts; figures not from the printed cards"


@pytest.fixture(scope="module")
def base():
    return load_ruleset("base")


@pytest.mark.parametrize("name", builtin_names())
def test_every_shipped_rule_set_validates_clean(name):
    assert [(p.severity, str(p.span), p.message) for p in validate(load_ruleset(name))] == []


def test_the_shipped_variants_are_the_discrepancies_of_RULES_md():
    assert builtin_names() == ["base", "cabo-verde-tracks", "rulebook-colours",
                               "rulebook-die-tokens", "rulebook-favors", "two-player-gap-only"]


@pytest.mark.parametrize("folder", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_example_mod_validates_clean_and_documents_itself(folder):
    rules = load_ruleset(str(folder))
    assert [(p.severity, p.message) for p in validate(rules)] == []
    assert rules.parents == ("base",) and rules.changed
    assert (folder / "README.md").is_file()


def test_every_rule_file_states_its_provenance():
    files = sorted((ROOT / "rules").rglob("*.coimbra"))
    assert len(files) >= 12
    for path in files:
        assert PROVENANCE in path.read_text(encoding="utf-8"), path


def test_start_cards_show_no_diploma_icons_R_CARD_2(base):
    """Only the cards other than the start cards show diploma icons (R-CARD-2; the
    rulebook draws none on the I-back start cards)."""
    start = [c for c in base.characters.values() if c.back.value == "I"]
    assert len(start) == 8 and [c.id for c in start if c.diplomas] == []


def test_base_uses_every_bonus_kind(base):
    assert [kind for kind, ids in coverage(base).items() if not ids] == []


# ---------------------------------------------------------------- counts

def test_R_COMP_2_characters_per_class_and_back(base):
    cards = list(base.characters.values())
    assert len(cards) == 56
    for cls in CardClass:
        mine = [c for c in cards if c.cls is cls]
        assert len(mine) == 14
        assert sorted(c.back.value for c in mine).count("I") == 2
    assert {b: sum(c.back is b for c in cards) for b in Back} == {
        Back.I: 8, Back.II: 24, Back.III: 24}


def test_R_COMP_3_monasteries_per_back(base):
    backs = [m.back for m in base.monasteries.values()]
    assert (backs.count(Back.I), backs.count(Back.II), backs.count(Back.III)) == (12, 8, 4)


def test_R_BON_V_the_fifteen_named_voyages(base):
    assert sorted(v.name for v in base.voyages.values()) == sorted([
        "Tanger", "Madeira", "Cabo Verde", "Sansibar", "Ceuta", "Calicut", "Maskat",
        "Barbados", "Brasil", "Ilhas dos Açores", "Goa", "Macau", "Malaca", "Ceilão", "Diu"])
    assert all(v.id.isascii() for v in base.voyages.values())


def test_R_FAV_four_tiles_with_crowns_3_2_1_0(base):
    assert sorted(f.crowns for f in base.favors.values()) == [0, 1, 2, 3]


def test_names_and_ids_are_unique(base):
    comps = base.components()
    assert len({c.id for c in comps}) == len(comps) == 99
    assert len({c.name for c in comps}) == 99


# ---------------------------------------------------------------- cards

def test_R_C_4_start_cards_four_phase_c_bonuses_and_four_immediate(base):
    start = [c for c in base.characters.values() if c.back is Back.I]
    phase_c = {c.bonus.effect for c in start if c.timing is Timing.PHASE_C}
    gain = lambda r, n: fx.Gain(r, fx.Const(n))  # noqa: E731
    assert phase_c == {
        fx.CardDiscount(Currency.COINS, 1),
        fx.CardDiscount(Currency.GUARDS, 1),
        fx.On(fx.Trigger.ACQUIRE, fx.Seq((gain(Resource.GUARDS, 1), gain(Resource.VP, 1),
                                          gain(Resource.STEPS, 1))), (CardClass.COUNCIL,)),
        fx.On(fx.Trigger.ACQUIRE, fx.Seq((gain(Resource.COINS, 1), gain(Resource.VP, 2))),
              (CardClass.MERCHANTS,)),
    }
    assert sum(c.timing is Timing.IMMEDIATE for c in start) == 4
    assert all(c.cost is None for c in start)


def test_R_CARD_2_other_cards_cost_influence_diplomas(base):
    others = [c for c in base.characters.values() if c.back is not Back.I]
    assert all(c.cost in (Currency.COINS, Currency.GUARDS) for c in others)
    assert all(c.timing in (Timing.IMMEDIATE, Timing.PHASE_E, Timing.GAME_END) for c in others)
    assert all(1 <= c.influence <= 4 and len(c.diplomas) <= 2 for c in others)
    # a higher back brings more influence on average
    mean = lambda b: sum(c.influence for c in others if c.back is b) / 24  # noqa: E731
    assert mean(Back.III) > mean(Back.II)


def test_diploma_kinds_five_and_wild_all_printed(base):
    assert len(base.diploma_kinds) == 5
    icons = {d for c in base.characters.values() for d in c.diplomas}
    assert icons == set(base.diploma_kinds) | {"wild"}


def test_every_component_has_printed_text(base):
    assert [c.id for c in base.components() if not c.text] == []


# ---------------------------------------------------------------- tracks, map, setup

def test_R_COMP_5_tracks_class_colour_income(base):
    assert {cls: (t.colour, t.income) for cls, t in base.tracks.items()} == {
        CardClass.COUNCIL: (DieColour.GRAY, Resource.GUARDS),
        CardClass.MERCHANTS: (DieColour.ORANGE, Resource.COINS),
        CardClass.CLERICS: (DieColour.PURPLE, Resource.STEPS),
        CardClass.SCHOLARS: (DieColour.GREEN, Resource.VP),
    }
    assert len(base.scoring_tiles) == 4


def test_R_PIL_map_corners_and_space_colours(base):
    pm = base.map
    assert len(pm.corners()) == 4
    colours = [pm.nodes[s].colour for s in pm.spaces()]
    backs = [pm.space_colours[c] for c in colours]
    assert (backs.count(Back.I), backs.count(Back.II), backs.count(Back.III)) == (8, 4, 2)
    assert 30 <= len(pm.nodes) <= 40
    assert all(n.pos is not None for n in pm.nodes.values())


def test_R_SET_1_base_expects_its_map_spaces_per_colour(base):
    """CONTENT.md: 8 blue I, 4 brown II, 2 ruby III spaces, checked by the validator."""
    assert {k: v for k, v in base.expect.items() if k.startswith("spaces_")} == {
        "spaces_blue": 8, "spaces_brown": 4, "spaces_ruby": 2}
    pm = base.map
    one_less = {k: v for k, v in pm.nodes.items() if k != pm.spaces()[0]}
    broken = replace(base, map=replace(pm, nodes=Frozen(one_less)))
    colour = pm.nodes[pm.spaces()[0]].colour
    assert f"expected 8 {colour} spaces on the map, found 7" in [
        p.message for p in validate(broken)]


def test_every_constant_is_stated_in_a_base_rule_file():
    """CONTENT.md: every figure lives in a rule file, none only as a model default."""
    stated = set()
    for path in (ROOT / "rules" / "base").glob("*.coimbra"):
        decls, errors = parse_text(path.read_text(encoding="utf-8"), str(path))
        assert errors == []
        stated |= {k for d in decls if isinstance(d, Fields) and d.block == "constants"
                   for k in d.values}
    assert stated == {f.name for f in fields(Constants)}


def test_R_SET_3_and_R_SET_5_setup_tables(base):
    tokens = {p: {loc: len(v) for loc, v in t.die_tokens.items()}
              for p, t in base.setups.items()}
    assert tokens == {2: {Location.UPPER: 2, Location.CENTRAL: 2, Location.LOWER: 1},
                      3: {Location.UPPER: 1, Location.CENTRAL: 1, Location.LOWER: 1},
                      4: {}}
    pool = {p: sum(base.constants.dice.values()) - sum(t.remove_dice.values())
            for p, t in base.setups.items()}
    assert pool == {2: 7, 3: 11, 4: 13}
    assert all((t.voyages, t.rounds) == (6, 4) for t in base.setups.values())


def test_R_RND_1_a_short_stack_is_named_with_round_and_player_count(base):
    drop = [c.id for c in base.characters.values() if c.back is Back.II][:3]
    chars = Frozen({k: v for k, v in base.characters.items() if k not in drop})
    messages = [p.message for p in validate(replace(base, characters=chars))]
    assert "3 players: round 4 needs 12 character cards, the stack has 9" in messages


# ---------------------------------------------------------------- variants

def test_variants_differ_from_base_only_where_they_say(base):
    """rulebook-colours changes two colours, rulebook-die-tokens two lines of die tokens;
    every other figure (income rows, dice removed, voyages, rounds) is base's own."""
    colours = load_ruleset("rulebook-colours")
    assert {c: replace(t, colour=base.tracks[c].colour, span=base.tracks[c].span)
            for c, t in colours.tracks.items()} == dict(base.tracks)
    tokens = load_ruleset("rulebook-die-tokens")
    assert {p: replace(t, die_tokens=base.setups[p].die_tokens, span=base.setups[p].span)
            for p, t in tokens.setups.items()} == dict(base.setups)
    assert tokens.setups[4] == base.setups[4]


def test_example_mod_adds_a_card_and_changes_goa_keeping_the_rest(base):
    mod = load_ruleset(str(ROOT / "examples" / "lisbon-harbour"))
    assert set(mod.characters) == set(base.characters) | {"mestre_de_naus"}
    assert mod.expect["characters"] == 57 and mod.expect["characters_class_merchants"] == 15
    goa = mod.voyages["goa"]
    assert (goa.name, goa.currency, goa.cost, goa.text) == (
        base.voyages["goa"].name, Currency.COINS, 11, "Game end: 11 VP.")
    assert mod.changed == frozenset({"mestre_de_naus", "goa"})


def test_variant_rulebook_colours_swaps_clerics_and_scholars_colours():
    rules = load_ruleset("rulebook-colours")
    assert rules.tracks[CardClass.CLERICS].colour is DieColour.GREEN
    assert rules.tracks[CardClass.SCHOLARS].colour is DieColour.PURPLE
    assert rules.track_of_colour(DieColour.GREEN).income is Resource.STEPS


def test_variant_rulebook_die_tokens_one_per_city_for_2_one_in_all_for_3():
    rules = load_ruleset("rulebook-die-tokens")
    assert {loc: len(v) for loc, v in rules.setups[2].die_tokens.items()} == {
        Location.UPPER: 1, Location.CENTRAL: 1, Location.LOWER: 1}
    assert sum(len(v) for v in rules.setups[3].die_tokens.values()) == 1


def test_variant_rulebook_favors_moves_the_steps_to_the_0_crown_tile_R_FAV_3_R_FAV_4(base):
    """Seed 000's favor tiles: the 1-crown tile gives 2 VP alone, the 0-crown tile 7 guards
    or 7 coins and up to 3 pilgrim steps; crowns and the other two tiles are base's."""
    favors = load_ruleset("rulebook-favors").favors
    assert {f: (t.crowns, t.name) for f, t in favors.items()} == {
        f: (t.crowns, t.name) for f, t in base.favors.items()}
    for tile in ("favor_do_rei", "favor_da_rainha"):
        assert favors[tile].bonuses == base.favors[tile].bonuses
    assert [fx.steps(b.effect) for b in favors["favor_do_bispo"].bonuses] == [
        (fx.Gain(Resource.VP, fx.Const(2)),)]
    (reitor,) = favors["favor_do_reitor"].bonuses
    choice, steps = fx.steps(reitor.effect)
    assert isinstance(choice, fx.Choice) and len(choice.options) == 2
    assert steps == fx.Gain(Resource.STEPS, fx.Const(3), up_to=True)


def test_variant_two_player_gap_only():
    assert load_ruleset("two-player-gap-only").constants.second_place_gap_players == (2,)
    assert load_ruleset("base").constants.second_place_gap_players == (2, 3)


def test_variant_cabo_verde_tracks_halves_two_tracks():
    effect = load_ruleset("cabo-verde-tracks").voyages["cabo_verde"].bonus.effect
    assert isinstance(effect, fx.Gain) and isinstance(effect.amount, fx.Half)


def test_variant_cabo_verde_tracks_keeps_base_name_and_cost_as_its_comment_claims(base):
    """The variant's comment says only the task changes (the cost was stale)."""
    variant = load_ruleset("cabo-verde-tracks").voyages["cabo_verde"]
    ours = base.voyages["cabo_verde"]
    assert (variant.name, variant.currency, variant.cost) == (ours.name, ours.currency, ours.cost)
    assert variant.bonus != ours.bonus


def test_example_mod_goa_is_dearer_and_richer_than_base_as_its_comment_claims(base):
    mod_goa = load_ruleset(str(ROOT / "examples" / "lisbon-harbour")).voyages["goa"]
    base_goa = base.voyages["goa"]
    assert mod_goa.cost > base_goa.cost and mod_goa.currency is base_goa.currency
    assert mod_goa.bonus.effect.amount.value > base_goa.bonus.effect.amount.value
    text = (ROOT / "examples" / "lisbon-harbour" / "README.md").read_text(encoding="utf-8")
    assert f"costs {mod_goa.cost} coins instead of\n{base_goa.cost}" in text


def test_R_BON_E_gain_the_depicted_resource_is_coins_or_guards(base):
    """Rulebook (seed 000): 'move your disk 1 space up. Also gain the depicted resource'
    — the resources are coins and guards."""
    starts = [step for c in base.characters.values() for b in c.bonuses
              if b.timing is Timing.PHASE_E
              for on in fx.walk(b.effect) if isinstance(on, fx.On)
              for step in fx.steps(on.effect) if isinstance(step, fx.Gain)]
    assert len(starts) == 4
    assert {g.resource for g in starts} == {Resource.COINS, Resource.GUARDS}


def test_R_BON_I_players_behind_on_council_give_vp_even_below_0(base):
    """Rulebook (seed 000): Duarte Pacheco Pereira's opponents may cede VP below 0."""
    (bonus,) = base.characters["duarte_pacheco_pereira"].bonuses
    gives = [e for e in fx.walk(bonus.effect) if isinstance(e, fx.Give)]
    assert any(g.resource is Resource.VP and g.below_zero for g in gives)
