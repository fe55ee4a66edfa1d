"""Opponents, card actions, triggers and track moves said loosely in printed card text
(docs/DSL.md "Card text"): whose choice it is told of "that player", the forced VP told
without "must" or as a question. Each phrasing reads to its component's rule; each twin with
one thing changed is caught."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as


# ------------------------------------------------------------------ opponents (R-BON-I, R-LIM-4)
@pytest.mark.parametrize("target, text", [
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards "
     "or 2 VP, as that opponent chooses. An opponent without the guards gives the VP, even "
     "below 0."),
    ("duarte_pacheco_pereira", "Every player behind you on the council track gives you 2 guards "
     "or 2 VP, and each of them decides which. Whoever cannot pay the guards pays the VP, even "
     "into the negatives."),
    ("duarte_pacheco_pereira", "Each player behind you on the council track hands you 2 guards "
     "or 2 VP, and they choose. Cannot give the guards? Then they give the VP, even below 0."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP, as the player chooses. "
     "If they cannot come up with the guard and coin, they pay the VP, even below 0."),
    ("tome_pires", "Every opponent gives you a guard and a coin, or 2 VP, their choice. An "
     "opponent lacking those goods pays in points, even going below zero."),
    ("tome_pires", "Every opponent gives you a guard and a coin, or 2 VP, their choice. "
     "A player lacking the resources must give the VP; this may take them below 0."),
])
def test_r_bon_i_opponents_choice_and_forced_vp_said_loosely(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # another figure
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 3 guards "
     "or 2 VP, as that opponent chooses. An opponent without the guards gives the VP, even "
     "below 0."),
    # the resource lacked is not one the other option asks for
    ("duarte_pacheco_pereira", "Every player behind you on the council track gives you 2 guards "
     "or 2 VP, and each of them decides which. Whoever cannot pay the coins pays the VP, even "
     "into the negatives."),
    # another track
    ("duarte_pacheco_pereira", "Each player behind you on the clerics track hands you 2 guards "
     "or 2 VP, and they choose. Cannot give the guards? Then they give the VP, even below 0."),
    # the forced VP with another figure
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP, as the player chooses. "
     "If they cannot come up with the guard and coin, they pay the 3 VP, even below 0."),
    # not below 0
    ("tome_pires", "Every opponent gives you a guard and a coin, or 2 VP, their choice. An "
     "opponent lacking those goods pays in points."),
    # the VP option is not forced: it comes first, and may not go below 0
    ("tome_pires", "Every opponent gives you 2 VP or a guard and a coin, their choice. "
     "A player lacking the resources must give the VP."),
])
def test_r_bon_i_opponents_choice_and_forced_vp_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ card actions (R-C-3, R-FAV-2, R-INV-1)
@pytest.mark.parametrize("target, text", [
    ("nuno_alvares_pereira", "Whenever you acquire a council card in phase C, first carry out "
     "that card's own bonuses as usual. Then also gain 1 guard, 1 VP and 1 pilgrim step."),
    ("bartolomeu_marchionni", "Whenever you buy a merchants card in phase C, carry out that "
     "card's bonuses first. Then also gain 1 coin and 2 VP."),
    ("bartolomeu_marchionni", "Each time you acquire a merchants card in phase C, gain 1 coin "
     "and 2 VP in addition to its own bonus."),
    ("favor_da_rainha", "Gain 4 VP. You may also cap one of your dice in a city row: its value "
     "rises by 3 and it moves to its new position in the row."),
    ("lopo_soares_de_albergaria", "Gain 4 guards and invest in one voyage, but it must be a "
     "voyage paid for in guards."),
    ("lopo_soares_de_albergaria", "Gain 4 guards. Then invest in a voyage. You can only choose a "
     "voyage whose cost is paid in guards."),
])
def test_r_c_3_card_actions_said_loosely(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # another class
    ("nuno_alvares_pereira", "Whenever you acquire a merchants card in phase C, first carry out "
     "that card's own bonuses as usual. Then also gain 1 guard, 1 VP and 1 pilgrim step."),
    # another figure
    ("bartolomeu_marchionni", "Whenever you buy a merchants card in phase C, carry out that "
     "card's bonuses first. Then also gain 1 coin and 3 VP."),
    # another class
    ("bartolomeu_marchionni", "Each time you acquire a clerics card in phase C, gain 1 coin "
     "and 2 VP in addition to its own bonus."),
    # the die rises by another figure
    ("favor_da_rainha", "Gain 4 VP. You may also cap one of your dice in a city row: its value "
     "rises by 2 and it moves to its new position in the row."),
    # another currency
    ("lopo_soares_de_albergaria", "Gain 4 guards and invest in one voyage, but it must be a "
     "voyage paid for in coins."),
    # another figure
    ("lopo_soares_de_albergaria", "Gain 5 guards. Then invest in a voyage. You can only choose a "
     "voyage whose cost is paid in guards."),
])
def test_r_c_3_card_actions_changed_is_caught(target, text):
    is_caught(target, text)
