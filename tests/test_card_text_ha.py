"""Qualifiers and sentence openers said otherwise: "if you wish, …" as the optional
"you may" (R-BON-C), a favor tile "still lying / that remains beside the castle"
(R-FAV), a monastery "that carries / bears your disk" (R-BON-V), "from this point on"
as a lasting ability (R-BON-M), "(The white die is not purple.)" after a die of a colour
(R-E-1); each with its changed-meaning twins, which are errors."""
from __future__ import annotations

import pytest

from tests.card_text_checks import is_caught, reads_as

PARAPHRASES = [
    ("If you wish, pay 5 coins to receive 7 VP.", "rui_mendes"),
    ("If you like, pay five coins to gain seven victory points.", "rui_mendes"),
    ("If you want, pay 5 coins for 7 VP.", "rui_mendes"),
    ("Take a favour tile still lying beside the castle and use it.", "vasco_da_gama"),
    ("Take any favor tile that remains next to the castle and resolve it.", "vasco_da_gama"),
    ("Take a favor tile that is still sitting by the castle and use it.", "vasco_da_gama"),
    ("Gain one favor tile still remaining beside the castle and use it.", "vasco_da_gama"),
    ("At game end, gain 2 VP for each monastery with back I that carries your disk.", "brasil"),
    ("Game end: 2 VP for every monastery I that bears your disk.", "brasil"),
    ("From this point on, whenever you place a monastery disk, gain 1 VP.", "ganfei"),
    ("From this point onward, gain 1 VP each time you place a monastery disk.", "ganfei"),
    ("At the start of each phase E, if you have no purple die in your holders, gain 2 pilgrim steps. (The white die is not purple.)", "afonso_de_portugal"),
    ("At the start of each phase E, if you have no purple die in your holders, gain 2 pilgrim steps. The white die never counts.", "afonso_de_portugal"),
]

TWINS = [
    ("If you wish, pay 5 guards to receive 7 VP.", "rui_mendes"),       # resource
    ("If you wish, pay 5 coins to receive 6 VP.", "rui_mendes"),        # figure
    ("If you wish, pay 4 coins to receive 7 VP.", "rui_mendes"),        # figure
    ("At game end, gain 3 VP for each monastery with back I that carries your disk.", "brasil"),
    ("At game end, gain 2 VP for each monastery with back II that carries your disk.", "brasil"),
    ("Game end: 2 VP for every monastery I that bears no disk of yours.", "brasil"),
    ("From this point on, whenever you place a monastery disk, gain 1 coin.", "ganfei"),
    ("From this point on, whenever you place a monastery disk, gain 2 VP.", "ganfei"),
    ("From this point on, gain 1 VP.", "ganfei"),                          # no trigger
    ("At the start of each phase E, if you have no green die in your holders, gain 2 pilgrim steps. (The white die is not purple.)", "afonso_de_portugal"),
    ("At the start of each phase E, if you have no purple die in your holders, gain 3 pilgrim steps. (The white die is not purple.)", "afonso_de_portugal"),
    ("At the start of each phase E, gain 2 pilgrim steps. (The white die is not purple.)", "afonso_de_portugal"),
]


@pytest.mark.parametrize(("text", "target"), PARAPHRASES)
def test_qualifier_paraphrase_reads_R_BON(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), TWINS)
def test_qualifier_twin_is_caught_R_BON(text, target):
    is_caught(target, text)
