"""The rule documents' own bonus descriptions read to their component's rule (R-CARD-1):
tests/rulebook_corpus.py, one row per description of seeds 000, 001 and 004, each to
exactly the rule of the component it describes and to no other component's rule."""
from __future__ import annotations

import pytest
from rulebook_corpus import ROWS

from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.meaning import difference, normalise_bonuses
from coimbra_dsl.printed import default_timing

BASE = load_ruleset("base")
LEXICON = Lexicon.of(BASE)
COMPONENTS = {c.id: c for c in BASE.components()}


def test_the_corpus_covers_every_section_and_names_real_components():
    assert len(ROWS) >= 90
    assert {cid for _, cid, _ in ROWS} <= set(COMPONENTS)
    for section in ("favor tiles", "start character", "other character", "monasteries",
                    "voyage cards", "seed 001", "seed 004"):
        assert any(section in source for _, _, source in ROWS), section


@pytest.mark.parametrize("text,cid,source", ROWS, ids=[f"{c}:{t[:40]}" for t, c, _ in ROWS])
def test_R_CARD_1_a_rulebook_description_reads_to_its_components_rule_and_no_other(
        text, cid, source):
    comp = COMPONENTS[cid]
    got = read_text(text, LEXICON, default_timing=default_timing(comp))
    assert difference(got, comp.bonuses) is None, source
    meaning = normalise_bonuses(got)
    same = {c.id for c in BASE.components() if normalise_bonuses(c.bonuses) == meaning}
    assert same == {c.id for c in BASE.components()
                    if normalise_bonuses(c.bonuses) == normalise_bonuses(comp.bonuses)}
