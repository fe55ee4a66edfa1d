"""Counted amounts, arithmetic and tracks said otherwise: investments "each of your" /
"all your" (R-FAV-1), "half (rounded down) of the sum of" two track spaces (R-BON-V), a
count as a step of its own with "that many" gained once per reward or multiplied
(R-BON-I, R-BON-M); each with changed-meaning twins, which are errors."""
from __future__ import annotations

import pytest

from tests.card_text_checks import is_caught, reads_as

INVESTMENTS = [
    ("While you hold this tile, each of your investments costs 2 less. Invest in a voyage.", "favor_do_rei"),
    ("While you hold this tile, all your investments cost 2 less. Invest in a voyage.", "favor_do_rei"),
    ("While held: all of your investments cost 2 less. Invest in a voyage.", "favor_do_rei"),
]
INVESTMENT_TWINS = [
    ("While you hold this tile, each of your investments costs 3 less. Invest in a voyage.", "favor_do_rei"),
    ("While you hold this tile, all your investments cost 2 less.", "favor_do_rei"),
    ("Lasting: all your investments cost 2 less. Invest in a voyage.", "favor_do_rei"),
]

SUMS = [
    ("At game end, score VP equal to half (rounded down) of the sum of your council track space and your clerics track space.", "sansibar"),
    ("Game end: VP equal to half, rounded down, of the total of your council track space and your clerics track space.", "sansibar"),
]
SUM_TWINS = [
    ("At game end, score VP equal to half (rounded down) of the sum of your council track space and your merchants track space.", "sansibar"),
    ("At game end, score VP equal to half (rounded up) of the sum of your council track space and your clerics track space.", "sansibar"),
    ("At game end, score coins equal to half (rounded down) of the sum of your council track space and your clerics track space.", "sansibar"),
]

THAT_MANY = [
    ("Count your merchants cards. Gain that many coins and that many VP.", "fernao_de_loronha"),
    ("Count up your merchants cards, then gain that many coins and that many victory points.", "fernao_de_loronha"),
    ("Count your council cards and gain twice that many VP.", "leca_do_balio"),
    ("Count the monasteries with your disk. Gain that many VP.", "miguel_da_silva"),
    ("Count your crowns. Gain that many VP.", "landim"),
]
THAT_MANY_TWINS = [
    ("Count your merchants cards. Gain that many coins and that many guards.", "fernao_de_loronha"),
    ("Count your clerics cards. Gain that many coins and that many VP.", "fernao_de_loronha"),
    ("Count your merchants cards. Gain that many coins.", "fernao_de_loronha"),
    ("Count your merchants cards. Gain that many coins and that many coins.", "fernao_de_loronha"),
    ("Count your council cards and gain 3 times that many VP.", "leca_do_balio"),
    ("Count your council cards and gain that many VP.", "leca_do_balio"),
    ("Count your council cards. Gain twice that many coins.", "leca_do_balio"),
    ("Count the monasteries without your disk. Gain that many VP.", "miguel_da_silva"),
    ("Count your crowns. Gain that many VP and that many coins.", "landim"),
]


@pytest.mark.parametrize(("text", "target"), INVESTMENTS)
def test_r_fav_1_every_investment_said_otherwise_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), INVESTMENT_TWINS)
def test_r_fav_1_investment_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), SUMS)
def test_r_bon_v_half_of_the_sum_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), SUM_TWINS)
def test_r_bon_v_half_of_the_sum_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), THAT_MANY)
def test_r_bon_m_count_then_that_many_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), THAT_MANY_TWINS)
def test_r_bon_m_count_then_that_many_twin_is_caught(text, target):
    is_caught(target, text)
