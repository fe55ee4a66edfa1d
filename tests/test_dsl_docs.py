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
    block = re.search(r"```\n(# my-variant/.*?)```", section("Variants: an example"), re.S).group(1)
    rs = load_ruleset(write_set(tmp_path / "my-variant", {"my_variant.coimbra": block}))
    assert rs.name == "my_variant" and rs.parents == ("base",)
    assert rs.changed == frozenset({"cabo_verde", "new_abbey"})
    assert "favor_do_bispo" not in rs.favors
    assert rs.constants.second_place_gap_players == (2,)
    assert rs.setups[3].die_tokens[next(iter(rs.setups[3].die_tokens))] == (3,)
    base = load_ruleset("base")
    clerics = rs.tracks[CardClass.CLERICS]
    assert clerics.colour is DieColour.GREEN and clerics.amounts == base.tracks[CardClass.CLERICS].amounts
    assert rs.setups[2].voyages == 7 and rs.setups[2].die_tokens == base.setups[2].die_tokens


def test_change_example_loads_on_the_builtin_base(tmp_path):
    block = re.search(r"```\n(ruleset changes extends base\nchange track clerics.*?)```",
                      section("Changing part of something"), re.S).group(1)
    rs = load_ruleset(write_set(tmp_path / "v", {"v.coimbra": block}))
    base = load_ruleset("base")
    assert rs.tracks[CardClass.COUNCIL].income is base.tracks[CardClass.COUNCIL].income
    assert rs.scoring_tiles["tile_a"].small == (9, 4)
    assert rs.voyages["goa"].cost == 8 and rs.characters["pedro_nunes"].influence == 3
    assert rs.favors["favor_do_rei"].name == "Favor Real"
    assert rs.changed == frozenset({"goa", "pedro_nunes", "favor_do_rei", "tile_a"})


# ---------------------------------------------------------------- every example is real
ROOT = Path(__file__).parents[1]
BLOCKS = [(DOC[:m.start()].count("\n") + 2, m.group(1))
          for m in re.finditer(r"^```\n(.*?)^```", DOC, re.S | re.M)]


def _bare(line: str) -> str:
    """A rule line without its comment and outer spaces ('#' inside a string kept)."""
    return re.sub(r'^((?:[^"#]|"(?:\\.|[^"\\])*")*)#.*$', r"\1", line).strip()


def _kind(block: str) -> str:
    if "\n  => " in block:
        return "worked examples"
    first = block.splitlines()[0]
    if first.startswith("# from "):
        return "excerpt"
    if re.search(r"^ruleset \w+ extends ", block, re.M):
        return "file"
    return "neither"


def test_every_dsl_md_block_is_a_file_an_excerpt_or_worked_examples():
    kinds = {line: _kind(block) for line, block in BLOCKS}
    assert "neither" not in kinds.values(), {k: v for k, v in kinds.items() if v == "neither"}
    assert sorted(set(kinds.values())) == ["excerpt", "file", "worked examples"]


@pytest.mark.parametrize("line,block", [b for b in BLOCKS if _kind(b[1]) == "excerpt"],
                         ids=lambda x: str(x) if isinstance(x, int) else "")
def test_dsl_md_excerpts_are_lines_of_the_real_rule_files_in_order(line, block):
    """`# from rules/base/X.coimbra`: every rule line of the example is a line of that
    (validated) file, in the same order; only comments may differ."""
    first, *rest = block.splitlines()
    path = ROOT / first.removeprefix("# from ").split()[0]
    real = [_bare(x) for x in path.read_text(encoding="utf-8").splitlines()]
    at = 0
    for text in filter(None, (_bare(x) for x in rest)):
        assert text in real[at:], f"DSL.md line ~{line}: {text!r} is not in {path.name} (in order)"
        at = real.index(text, at) + 1


@pytest.mark.parametrize("line,block", [b for b in BLOCKS if _kind(b[1]) == "file"],
                         ids=lambda x: str(x) if isinstance(x, int) else "")
def test_dsl_md_files_load_on_base_and_validate_clean(tmp_path, line, block):
    from coimbra_dsl.validator import validate
    rules = load_ruleset(str(write_set(tmp_path / "example", {"example.coimbra": block})))
    problems = [f"{p.severity}: {p.message}" for p in validate(rules)]
    assert problems == [], f"example at line {line}"
