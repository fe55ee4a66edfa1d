"""Card text: arithmetic told as steps or symbols, checks of a disk's space, questions as
conditions and worked examples, each read to its component's rule or caught."""
from __future__ import annotations

import pytest

from card_text_checks import is_caught, reads_as


# ------------------------------------------------------------------ a caption before steps

@pytest.mark.parametrize("target, text", [
    ("sansibar", "Task: At the end of the game, add the space of your disk on the council "
                 "track to the space of your disk on the clerics track. Divide the sum by 2, "
                 "rounding down, and gain that many victory points."),
    ("calicut", "Task: At the end of the game, add up your guards, coins and crowns. Halve "
                "the total, rounding down, and gain the result as victory points."),
    ("calicut", "Voyage task: at game end, sum your coins, crowns and guards. Halve that, "
                "rounded down, and score the result as VP."),
])
def test_r_end_5_caption_then_steps(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # merchants, not clerics
    ("sansibar", "Task: At the end of the game, add the space of your disk on the council "
                 "track to the space of your disk on the merchants track. Divide the sum by "
                 "2, rounding down, and gain that many victory points."),
    # divided by 3
    ("sansibar", "Task: At the end of the game, add the space of your disk on the council "
                 "track to the space of your disk on the clerics track. Divide the sum by 3, "
                 "rounding down, and gain that many victory points."),
    # crowns left out
    ("calicut", "Task: At the end of the game, add up your guards and coins. Halve the total, "
                "rounding down, and gain the result as victory points."),
    # rounded up
    ("calicut", "Voyage task: at game end, sum your coins, crowns and guards. Halve that, "
                "rounded up, and score the result as VP."),
])
def test_r_end_5_caption_then_steps_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a bare "End:" label

@pytest.mark.parametrize("target, text", [
    ("sansibar", "End: (council space + clerics space) ÷ 2, rounded down, in VP."),
    ("sansibar", "End: (clerics space + council space) / 2, rounded down, in VP."),
    ("calicut", "End: (guards + coins + crowns) ÷ 2, rounded down, in VP."),
])
def test_end_label_then_symbols(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("sansibar", "End: (council space + scholars space) ÷ 2, rounded down, in VP."),
    ("sansibar", "End: (council space + clerics space) ÷ 2, rounded down, in coins."),
    ("calicut", "End: (guards + coins) ÷ 2, rounded down, in VP."),
    # a bonus that acts immediately is not one at the end
    ("landim", "End: 1 VP per crown."),
])
def test_end_label_then_symbols_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ doubling a referred value

@pytest.mark.parametrize("text", [
    "Game end: look at your lowest influence track. Double its space number; that's your VP.",
    "At game end, find your lowest track. Double its space. That is your VP.",
    "Game end: check your lowest track. Double the space number; that's your VP.",
])
def test_r_bon_v_double_its_space(text):
    reads_as("maskat", text)


@pytest.mark.parametrize("text", [
    # the highest track
    "Game end: look at your highest influence track. Double its space number; that's your VP.",
    # coins, not VP
    "Game end: look at your lowest influence track. Double its space number; that's your coins.",
])
def test_r_bon_v_double_its_space_changed(text):
    is_caught("maskat", text)


# ------------------------------------------------------------------ the disk's space, then tiers

@pytest.mark.parametrize("target, text", [
    ("diogo_fernandes", "Game end bonus: Check the space of your disk on the merchants "
                        "influence track. On space 7, 8 or 9 gain 5 victory points; on 10, "
                        "11 or 12 gain 7; on 13, 14 or 15 gain 10."),
    ("afonso_lopes", "At game end, look at the space of your disk on the council track. On "
                     "space 7, 8 or 9 gain 5 VP; on 10, 11 or 12 gain 7; on 13, 14 or 15 "
                     "gain 10."),
    ("joao_soares", "Game end: check the space of your marker on the clerics track. On "
                    "spaces 7 to 9 gain 5 VP; on 10 to 12 gain 7; on 13 to 15 gain 10."),
])
def test_tiers_after_the_space_of_your_disk(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # the clerics track, not merchants
    ("diogo_fernandes", "Game end bonus: Check the space of your disk on the clerics "
                        "influence track. On space 7, 8 or 9 gain 5 victory points; on 10, "
                        "11 or 12 gain 7; on 13, 14 or 15 gain 10."),
    # 8, not 7
    ("afonso_lopes", "At game end, look at the space of your disk on the council track. On "
                     "space 7, 8 or 9 gain 5 VP; on 10, 11 or 12 gain 8; on 13, 14 or 15 "
                     "gain 10."),
    # the tiers start at 8
    ("joao_soares", "Game end: check the space of your marker on the clerics track. On "
                    "spaces 8 to 9 gain 5 VP; on 10 to 12 gain 7; on 13 to 15 gain 10."),
])
def test_tiers_after_the_space_of_your_disk_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a class set sized before it

@pytest.mark.parametrize("target, text", [
    ("francisco_de_holanda", "Game end bonus: Gain 5 victory points for each 4-card set that "
                             "contains one character card of each of the 4 classes."),
    ("pedro_de_meneses", "At game end, score 5 VP per 4-card set which includes one card of "
                         "each class."),
    ("simao_alvares", "Game end: 5 VP for every 4 card set that has one character card from "
                      "each of the 4 classes."),
])
def test_r_end_4_class_set_sized_before(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # a 3-card set
    ("francisco_de_holanda", "Game end bonus: Gain 5 victory points for each 3-card set that "
                             "contains one character card of each of the 4 classes."),
    # two of each class
    ("pedro_de_meneses", "At game end, score 5 VP per 4-card set which includes two cards of "
                         "each class."),
    # 4 VP
    ("simao_alvares", "Game end: 4 VP for every 4 card set that has one character card from "
                      "each of the 4 classes."),
])
def test_r_end_4_class_set_sized_before_changed(target, text):
    is_caught(target, text)
