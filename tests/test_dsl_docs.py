"""docs/DSL.md stays true: every worked example compiles and renders to the text shown
after `=>`, and the variant example loads on top of the built-in base."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from coimbra_dsl import load_ruleset
from coimbra_dsl.render import render_bonus
from coimbra_dsl.vocab import CardClass, DieColour
from dsl_helpers import compile_bonus, write_set

DOC = (Path(__file__).parents[1] / "docs" / "DSL.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    start = DOC.index(f"## {title}")
    end = DOC.find("\n## ", start + 1)
    return DOC[start:end if end > 0 else len(DOC)]


EXAMPLES = re.findall(r"^([a-z_]+): (.+)\n  => (.+)$", section("Worked examples"), re.M)


def test_the_worked_examples_cover_every_bonus_kind():
    kinds = re.findall(r"^### (R-[A-Z]+(?:-[A-Z])?)", section("Worked examples"), re.M)
    assert kinds == ["R-BON-I", "R-BON-E", "R-BON-G", "R-BON-C", "R-BON-M", "R-BON-V", "R-FAV"]
    assert len(EXAMPLES) >= 50


@pytest.mark.parametrize("timing,effect,text", EXAMPLES, ids=[f"{t}: {e}" for t, e, _ in EXAMPLES])
def test_worked_example_renders_as_documented(timing, effect, text):
    assert render_bonus(compile_bonus(timing, effect)) == text


def test_variant_example_loads_on_the_builtin_base(tmp_path):
    block = re.search(r"```\n(# rules/variants/.*?)```", section("Variants: an example"), re.S).group(1)
    rs = load_ruleset(write_set(tmp_path / "cabo-verde-tracks", {"cabo_verde.coimbra": block}))
    assert rs.name == "cabo_verde_tracks" and rs.parents == ("base",)
    assert rs.changed == frozenset({"cabo_verde", "new_abbey"})
    assert "favor_do_bispo" not in rs.favors
    assert rs.constants.second_place_gap_players == (2,)
    assert rs.setups[3].die_tokens[next(iter(rs.setups[3].die_tokens))] == (3,)
    base = load_ruleset("base")
    clerics = rs.tracks[CardClass.CLERICS]
    assert clerics.colour is DieColour.GREEN and clerics.amounts == base.tracks[CardClass.CLERICS].amounts
    assert rs.setups[2].rounds == 5 and rs.setups[2].die_tokens == base.setups[2].die_tokens


def test_change_example_loads_on_the_builtin_base(tmp_path):
    block = re.search(r"```\n(change track clerics.*?)```", section("Changing part of something"),
                      re.S).group(1)
    rs = load_ruleset(write_set(tmp_path / "v", {"v.coimbra": "ruleset v extends base\n" + block}))
    base = load_ruleset("base")
    assert rs.tracks[CardClass.COUNCIL].income is base.tracks[CardClass.COUNCIL].income
    assert rs.scoring_tiles["tile_a"].small == (9, 4)
    assert rs.voyages["goa"].cost == 8 and rs.characters["pedro_nunes"].influence == 3
    assert rs.favors["favor_do_rei"].name == "Favor Real"
    assert rs.changed == frozenset({"goa", "pedro_nunes", "favor_do_rei", "tile_a"})
