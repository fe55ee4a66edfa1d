"""Checks shared by the card-text construction tests: a text reads to a base component's
rule, or is caught (refused, or read to something else), never a silent misreading."""
from __future__ import annotations

import pytest

from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.meaning import difference
from coimbra_dsl.printed import default_timing

RULES = load_ruleset("base")
LEXICON = Lexicon.of(RULES)


def reads_as(target: str, text: str) -> None:
    """`text` reads with no difference to the rule of component `target`."""
    comp = RULES.component(target)
    got = read_text(text, LEXICON, default_timing=default_timing(comp), name=comp.name)
    assert difference(got, comp.bonuses) is None, (text, difference(got, comp.bonuses))


def is_caught(target: str, text: str) -> None:
    """`text` is refused, or read to something that differs from `target`'s rule."""
    comp = RULES.component(target)
    try:
        got = read_text(text, LEXICON, default_timing=default_timing(comp), name=comp.name)
    except CardTextError:
        return
    assert difference(got, comp.bonuses) is not None, f"silent misreading: {text}"


def check(reads: list, twins: list) -> None:
    """Each (text, target) of `reads` reads as `target`'s rule; each of `twins` is caught."""
    for text, target in reads:
        reads_as(target, text)
    for text, target in twins:
        is_caught(target, text)


def rows(table: list):
    """A parametrize over (target, text) rows, each test named by its text."""
    return pytest.mark.parametrize("target,text", table, ids=[t for _, t in table])
