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


# ------------------------------------------------------------------ track moves (R-BON-E)
@pytest.mark.parametrize("target, text", [
    ("tristao_da_cunha", "At the start of each phase E, move your disk one space up any track "
     "you like and gain a guard."),
    ("tristao_da_cunha", "Start of each phase E: step up 1 on any influence track you want, and "
     "take a guard."),
    ("antonio_de_lisboa", "At the start of each phase E, advance one space on whichever track "
     "you pick and also gain a guard."),
    ("abraao_zacuto", "At the start of every phase E, move one space up whatever track you "
     "choose and gain one coin."),
])
def test_track_move_on_a_track_left_to_you(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # a named track, not one you like
    ("tristao_da_cunha", "At the start of each phase E, move your disk one space up the council "
     "track and gain a guard."),
    # another figure
    ("tristao_da_cunha", "Start of each phase E: step up 2 on any influence track you want, and "
     "take a guard."),
    # another resource
    ("antonio_de_lisboa", "At the start of each phase E, advance one space on whichever track "
     "you pick and also gain a coin."),
    # another timing
    ("abraao_zacuto", "At game end, move one space up whatever track you choose and gain one "
     "coin."),
])
def test_track_move_on_a_track_left_to_you_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ another card's bonus (R-BON-G)
@pytest.mark.parametrize("target, text", [
    ("martinho_de_portugal", "Game end bonus: Choose one of your other character cards that has "
     "a game end bonus and gain its victory points once more."),
    ("martinho_de_portugal", "Game end: pick another of your cards which has a game-end ability "
     "and score its VP again."),
    ("jeronimos", "Score one of your character cards with a game-end bonus now. Then choose one "
     "influence track and gain the VP its scoring tile gives for your current rank there."),
])
def test_r_bon_g_another_cards_game_end_bonus_said_loosely(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # another timing of the copied bonus
    ("martinho_de_portugal", "Game end bonus: Choose one of your other character cards that has "
     "an immediate bonus and gain its victory points once more."),
    # not VP
    ("martinho_de_portugal", "Game end: pick another of your cards which has a game-end ability "
     "and score its coins again."),
    # another timing of the scored card
    ("jeronimos", "Score one of your character cards with an immediate bonus now. Then choose "
     "one influence track and gain the VP its scoring tile gives for your current rank there."),
])
def test_r_bon_g_another_cards_game_end_bonus_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a card from the discard pile (R-BON-D)
@pytest.mark.parametrize("target, text", [
    ("duarte_barbosa", "Choose a card from the discard pile. Pay 3 of the currency shown on its "
     "cost icon, then gain it just as if you had bought it."),
    ("duarte_barbosa", "Pick a card from the discard pile, pay 3 of its currency, then take it "
     "as if you had acquired it normally."),
    ("duarte_barbosa", "Look through the discard pile and pick one card. Pay 3 of the resource "
     "shown by its cost icon, then gain its influence and bonus as if you had bought it."),
])
def test_discard_pile_card_gained_as_if_bought(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # another figure
    ("duarte_barbosa", "Choose a card from the discard pile. Pay 2 of the currency shown on its "
     "cost icon, then gain it just as if you had bought it."),
    # a fixed currency, not the card's own
    ("duarte_barbosa", "Pick a card from the discard pile, pay 3 coins, then take it as if you "
     "had acquired it normally."),
    # another figure
    ("duarte_barbosa", "Look through the discard pile and pick one card. Pay 4 of the resource "
     "shown by its cost icon, then gain its influence and bonus as if you had bought it."),
])
def test_discard_pile_card_gained_as_if_bought_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a tier table as sentences (R-BON-T)
@pytest.mark.parametrize("target, text", [
    ("gomes_eanes_de_zurara", "Game end: Scholars track space 7–9: 5 VP. Space 10–12: 7 VP. "
     "Space 13–15: 10 VP."),
    ("gomes_eanes_de_zurara", "At game end, on the scholars track space 7 to 9: 5 VP; space 10 "
     "to 12: 7 VP; space 13 to 15: 10 VP."),
    ("joao_soares", "Game end: Clerics track space 7-9: 5 VP. Space 10-12: 7 VP. Space 13-15: "
     "10 VP."),
])
def test_tier_table_told_as_sentences(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # another figure
    ("gomes_eanes_de_zurara", "Game end: Scholars track space 7–9: 5 VP. Space 10–12: 8 VP. "
     "Space 13–15: 10 VP."),
    # another track
    ("gomes_eanes_de_zurara", "At game end, on the clerics track space 7 to 9: 5 VP; space 10 "
     "to 12: 7 VP; space 13 to 15: 10 VP."),
    # the last tier gone
    ("joao_soares", "Game end: Clerics track space 7-9: 5 VP. Space 10-12: 7 VP."),
])
def test_tier_table_told_as_sentences_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ an opponent's card loss (R-BON-I)
@pytest.mark.parametrize("target, text", [
    ("afonso_de_albuquerque", "Gain 5 VP. Then each opponent decides whether to lose 3 VP or one "
     "of their clerics cards; a discarded card also takes its influence value off that player's "
     "clerics track."),
    ("afonso_de_albuquerque", "You score 5 VP. Every other player picks: drop 3 VP, or discard "
     "one of their cleric cards and move back on the clerics track by its influence."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent chooses to drop 3 VP or to discard one of "
     "their clerics cards. The discarded card removes its influence from their clerics track."),
])
def test_r_bon_i_opponents_card_loss_said_loosely(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # the influence taken off another track than the card's
    ("afonso_de_albuquerque", "Gain 5 VP. Then each opponent decides whether to lose 3 VP or one "
     "of their clerics cards; a discarded card also takes its influence value off that player's "
     "council track."),
    # another figure
    ("afonso_de_albuquerque", "You score 5 VP. Every other player picks: drop 2 VP, or discard "
     "one of their cleric cards and move back on the clerics track by its influence."),
    # no card to lose before the note
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent chooses to drop 3 VP or to give you 1 "
     "coin. The discarded card removes its influence from their clerics track."),
])
def test_r_bon_i_opponents_card_loss_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ payments and choices restated (R-LIM-5, R-BON)
@pytest.mark.parametrize("target, text", [
    ("rui_mendes", "Immediate bonus: You may pay 5 coins. If you do, gain 7 victory points. This "
     "exchange can be made only once."),
    ("rui_mendes", "Pay 5 coins to gain 7 VP. You may do this only once."),
    ("diogo_de_sousa", "Optional: spend 5 guards, then walk your pilgrim up to 5 steps."),
    ("diogo_de_sousa", "You may pay 5 guards and then move your pilgrim up to 5 steps."),
    ("favor_do_reitor", "Either gain 7 guards or gain 7 coins. You choose one; you may not split "
     "it."),
])
def test_r_lim_5_payment_once_and_choice_restated(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # twice, not once
    ("rui_mendes", "Immediate bonus: You may pay 5 coins. If you do, gain 7 victory points. This "
     "exchange can be made twice."),
    # another figure
    ("rui_mendes", "Pay 4 coins to gain 7 VP. You may do this only once."),
    # another figure
    ("diogo_de_sousa", "Optional: spend 5 guards, then walk your pilgrim up to 4 steps."),
    # another currency
    ("diogo_de_sousa", "You may pay 5 coins and then move your pilgrim up to 5 steps."),
    # both rewards, no choice for the note to restate
    ("favor_do_reitor", "Gain 7 guards and gain 7 coins. You choose one."),
])
def test_r_lim_5_payment_once_and_choice_restated_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a favor tile asked for (R-FAV-1)
@pytest.mark.parametrize("target, text", [
    ("vasco_da_gama", "Is a favor tile still lying beside the castle? Take one of those and use "
     "it right away."),
    ("vasco_da_gama", "Is there a favor tile beside the castle? Then take one of them and use it "
     "now."),
])
def test_r_fav_1_favor_tile_asked_for(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # another timing
    ("vasco_da_gama", "Game end: Is a favor tile still lying beside the castle? Take one of "
     "those and use it right away."),
    # a favor tile and a coin
    ("vasco_da_gama", "Is there a favor tile beside the castle? Then take one of them and use it "
     "now. Also gain 1 coin."),
])
def test_r_fav_1_favor_tile_asked_for_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ the rank held, scored now (R-BON-G)
@pytest.mark.parametrize("target, text", [
    ("jeronimos", "Score one of your game-end character cards right now. Then pick a track and "
     "collect the scoring-tile VP for whatever place you hold on it."),
    ("jeronimos", "Score one of your game-end character cards now. Then choose a track and gain "
     "the scoring-tile VP for whichever rank you have there."),
])
def test_rank_scored_for_whatever_place_you_hold(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # the game-end card not scored
    ("jeronimos", "Then pick a track and collect the scoring-tile VP for whatever place you hold "
     "on it."),
    # coins, not the tile's VP
    ("jeronimos", "Score one of your game-end character cards now. Then choose a track and gain "
     "the scoring-tile coins for whichever rank you have there."),
])
def test_rank_scored_for_whatever_place_you_hold_changed_is_caught(target, text):
    is_caught(target, text)
