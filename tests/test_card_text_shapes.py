"""Sentence shapes where the bonus is told as a description: a payment whose subject is
the opponents (R-BON-I), a count told over two sentences whose second names what the
first counted ("each of them", "for each one", "on it", "every card past your tenth",
the dice "sitting there"), class sets told in apposition (R-END), a choice said as "you
choose …, and you score/get …" (R-BON-G), the income of the space looked at, a wish
before who pays, "Once you own <monastery>". Each twin with a changed figure, class,
count or chooser is caught, never read in silence."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as


# ---------------------------------------------------------------- opponents (R-BON-I)
@pytest.mark.parametrize("target, text", [
    ("tome_pires", "Every opponent pays you. They decide how — either one guard plus one coin, "
                   "or two victory points, even below 0."),
    ("tome_pires", "Every opponent pays you. They decide how — either one guard plus one coin, or "
                   "two victory points. And the points can take them below zero, that's allowed here."),
    ("tome_pires", "All your opponents give you something. Each of them picks which: one guard and "
                   "one coin, or two VP, even if that takes them below 0."),
    ("tome_pires", "Each opponent owes you something. They choose: 1 guard and 1 coin, or 2 VP, "
                   "even below 0."),
    ("tome_pires", "Every opponent pays you, at their choice, either 1 guard and 1 coin or 2 VP "
                   "even below 0."),
    ("tome_pires", "Immediate: each opponent gives you either 1 guard and 1 coin, or 2 VP even "
                   "below 0; the giver chooses."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP, even below 0; the "
                   "opponent, not you, makes that choice."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track pays you. They "
                               "choose how: 2 guards or 2 VP, even below 0."),
    ("duarte_pacheco_pereira", "When taken, each rival behind you on the council track hands "
                               "you either two guards or two VP (they choose), even if that drops "
                               "their VP below zero."),
    ("tome_pires", "Every rival pays you. They get to choose: 1 guard and 1 coin, or 2 VP, even "
                   "below 0."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each other player then loses, at their choice, either "
                              "3 VP or one clerics card together with that card's influence on "
                              "the clerics track."),
    ("afonso_de_albuquerque", "Gain 5 VP. Every opponent loses, as they prefer, 3 VP or one "
                              "clerics card with its influence."),
    ("afonso_de_albuquerque", "Take five VP. Every opponent chooses: lose three VP, or lose one "
                              "clerics card and the influence it gave."),
    ("afonso_de_albuquerque", "Take five VP. Each opponent must choose: lose 3 VP, or discard one "
                              "clerics card along with the influence it gave."),
])
def test_r_bon_i_opponents_as_subject_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("tome_pires", "Every opponent pays you. They decide how — either one guard plus one coin, "
                   "or two coins, even below 0."),
    ("tome_pires", "Every opponent pays you. You decide how — either one guard plus one coin, "
                   "or two victory points, even below 0."),
    ("tome_pires", "Every opponent pays you. They decide how — either one guard plus one coin, "
                   "or two victory points."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP, even below 0; you, not "
                   "the opponent, make that choice."),
    ("duarte_pacheco_pereira", "Each opponent pays you. They choose how: 2 guards or 2 VP, even "
                               "below 0."),
    ("afonso_de_albuquerque", "Gain 5 VP. Every opponent loses, as they prefer, 3 VP or one "
                              "merchants card with its influence."),
    ("afonso_de_albuquerque", "Gain 5 VP. Every opponent loses, as you prefer, 3 VP or one "
                              "clerics card with its influence."),
    ("afonso_de_albuquerque", "Take five VP. Every opponent chooses: lose three VP, or lose one "
                              "council card and the influence it gave."),
    ("tome_pires", "Every opponent pays you. They decide how — either one guard plus one coin, "
                   "or two coins. And the points can take them below zero, that's allowed here."),
])
def test_r_bon_i_opponents_as_subject_changed_is_caught(target, text):
    is_caught(target, text)


# ---------------------------------------------------------------- counts over two sentences
@pytest.mark.parametrize("target, text", [
    ("fernao_de_loronha", "Count your merchants cards — this one included. You'll get a coin and "
                          "a victory point for each of them."),
    ("fernao_de_loronha", "You count your merchants cards. You take one coin and one VP for each one."),
    ("francisco_de_almeida", "You'll count your council cards — and this one counts too. For each "
                             "one you get a guard and a pilgrim step."),
    ("francisco_de_almeida", "You count your council cards, and this card is included. For each "
                             "of them, you take a guard and a pilgrim step."),
    ("francisco_de_almeida", "For each council card: +1 guard and +1 pilgrim step. Count every "
                             "council card you hold, including this one."),
    ("ilhas_dos_acores", "At game end, count your character cards. Every card past your tenth is "
                         "worth three points."),
    ("ilhas_dos_acores", "At the end of the game, you count your cards. Each card beyond your "
                         "tenth gives you 3 VP."),
    ("fernao_de_loronha", "Count your cards. Every merchants card gives you 1 coin and 1 VP."),
    ("maskat", "At the end, find your lowest track. You score two points per space on it."),
    ("maskat", "At game end, look at your lowest track. You gain 2 VP for every space on that track."),
    ("joao_de_castro", "In phase E, you look at your die holders. Every gray die sitting there "
                       "gets you a guard."),
    ("joao_de_castro", "Each phase E, check your holders. Each gray die there gives you 1 guard."),
    ("lourenco_moreno", "In phase E, look at your holders. Every orange die in them gives you 1 coin."),
])
def test_count_over_two_sentences_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # "for each" scopes over exactly what its sentence says
    ("fernao_de_loronha", "Count your merchants cards. You get a coin for each of them and a "
                          "victory point."),
    ("francisco_de_almeida", "You'll count your council cards — and this one counts too. For each "
                             "one you get a guard. And a pilgrim step."),
    ("fernao_de_loronha", "Count your council cards — this one included. You'll get a coin and a "
                          "victory point for each of them."),
    ("francisco_de_almeida", "For each council card: +1 guard and +1 pilgrim step. Count every "
                             "clerics card you hold, including this one."),
    ("ilhas_dos_acores", "At game end, count your character cards. Every card past your ninth is "
                         "worth three points."),
    # what the second sentence names must be among what the first counted
    ("ilhas_dos_acores", "At game end, count your council cards. Every card past your tenth is "
                         "worth three points."),
    ("maskat", "At the end, find your lowest track. You score three points per space on it."),
    ("joao_de_castro", "In phase E, you look at your die holders. Every orange die sitting there "
                       "gets you a guard."),
    # "there" needs the holders named before it
    ("joao_de_castro", "In phase E, every gray die sitting there gets you a guard."),
])
def test_count_over_two_sentences_changed_is_caught(target, text):
    is_caught(target, text)


# ---------------------------------------------------------------- class sets (R-END)
@pytest.mark.parametrize("target, text", [
    ("francisco_de_holanda", "Game end: 5 VP for each set of four cards, one from each of the "
                             "four classes."),
    ("francisco_de_holanda", "At game end, gain 5 VP per set of 4 cards, one of each class."),
    ("refoios", "Five victory points for each full set of four cards — one per class."),
    ("refoios", "Gain 5 VP for every complete set of 4 cards, one card per class."),
    ("francisco_de_holanda", "At game end, each group of four cards — council, merchants, clerics, "
                             "scholars, one of each — is five points."),
    ("francisco_de_holanda", "At game end, every set of 4 cards: council, merchants, clerics and "
                             "scholars, one each, gives you 5 VP."),
    ("refoios", "Immediate: gain 5 VP for each set of 4 cards you have that contains exactly one "
                "card of each of the four classes."),
    ("refoios", "Gain 5 VP for every set of four cards you own that includes one card from every class."),
    ("simao_alvares", "At game end, every set of four cards — one from each of the four classes — "
                      "gives you five points."),
    ("martim_afonso_de_sousa", "At game end, you look for full sets — one council, one merchants, "
                               "one clerics, one scholars card. Every complete set of four is worth "
                               "five points."),
    ("martim_afonso_de_sousa", "At game end, form sets of one council, one merchants, one clerics "
                               "and one scholars card. Each set gives you 5 VP."),
    ("tarouca", "Each card with influence 3 or 4 is 2 VP."),
])
def test_r_end_class_sets_told_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("francisco_de_holanda", "Game end: 5 VP for each set of four cards, two from each of the "
                             "four classes."),
    ("francisco_de_holanda", "Game end: 5 VP for each set of three cards, one from each of the "
                             "four classes."),
    ("refoios", "Five victory points for each full set of four cards — two per class."),
    ("francisco_de_holanda", "At game end, each group of four cards — council, merchants, clerics, "
                             "clerics, one of each — is five points."),
    ("francisco_de_holanda", "At game end, each group of three cards — council, merchants, "
                             "clerics, one of each — is five points."),
    ("refoios", "Immediate: gain 5 VP for each set of 4 cards you have that contains exactly two "
                "cards of each of the four classes."),
    ("martim_afonso_de_sousa", "At game end, you look for full sets — one council, one merchants, "
                               "one clerics, one scholars card. Every complete set of three is "
                               "worth five points."),
    ("martim_afonso_de_sousa", "At game end, you look for full sets — one council, one merchants, "
                               "one clerics card. Every complete set is worth five points."),
    ("martim_afonso_de_sousa", "At game end, you look for full sets — one council, one merchants, "
                               "one clerics, one scholars card. Every complete set of four is "
                               "worth four points."),
    ("tarouca", "Each card with influence 3 or 4 is 3 VP."),
])
def test_r_end_class_sets_told_changed_is_caught(target, text):
    is_caught(target, text)


# ---------------------------------------------------------------- choice and copy (R-BON-G)
@pytest.mark.parametrize("target, text", [
    ("martinho_de_portugal", "When the game ends, you choose another card of yours that has a "
                             "game-end bonus, and you score that bonus one more time."),
    ("martinho_de_portugal", "At game end, pick another of your cards with a game-end bonus and "
                             "you score it again."),
    ("damiao_de_gois", "You choose one of your other scholars cards, and you get its immediate "
                       "bonus again."),
    ("damiao_de_gois", "You choose one of your other scholars cards, and you get its immediate "
                       "bonus again. Once."),
    ("bartolomeu_dos_martires", "You pick another clerics card of yours, and you use its immediate "
                                "bonus once more."),
    ("bartolomeu_dos_martires", "You pick another clerics card you own, and you use its immediate "
                                "bonus again — one more time."),
    ("luis_de_camoes", "Game end: score the game-end bonus of one other card of yours once more."),
    ("estevao_da_gama", "At game end, use the game-end bonus of any other card of yours again."),
    ("jeronimos", "Immediate: score one of your game-end cards now; also, for one track of your "
                  "choice, gain the scoring-tile VP for your current rank on it."),
    ("jeronimos", "Immediate: if you have a card with a game-end bonus, score one such bonus now. "
                  "In addition, choose one influence track and gain the VP its scoring tile gives "
                  "for your current rank on it."),
    ("jeronimos", "Immediate: if you have a card with a game-end bonus, score one such bonus now. "
                  "In addition, choose one influence track and gain the VP its scoring tile gives "
                  "for your current rank on it. No other player scores anything from this."),
    ("batalha", "Immediate: choose up to 2 different voyages that carry your disk and score each "
                "one's task now."),
    ("batalha", "Immediate: choose up to 2 different voyages that carry your disk and score each "
                "one's task now, exactly as it is scored at game end."),
    ("batalha", "Pick up to two of your voyages with your disk and you score each one's task now."),
    ("ganfei", "Once you own Ganfei, every later monastery disk you place earns you 1 VP."),
    ("ganfei", "Now that you occupy this monastery, each further monastery disk you place gives "
               "you 1 VP."),
    ("alcobaca", "Once you own Alcobaca, whenever you put a die in the castle, you get four "
                 "victory points."),
])
def test_r_bon_g_choice_and_copy_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("martinho_de_portugal", "When the game ends, you choose another card of yours that has an "
                             "immediate bonus, and you score that bonus one more time."),
    ("damiao_de_gois", "You choose one of your other clerics cards, and you get its immediate "
                       "bonus again."),
    ("damiao_de_gois", "You choose one of your other scholars cards, and you get its game-end "
                       "bonus again."),
    ("luis_de_camoes", "Game end: score the immediate bonus of one other card of yours once more."),
    ("batalha", "Immediate: choose up to 3 different voyages that carry your disk and score each "
                "one's task now."),
    ("ganfei", "Once you own Ganfei, every later monastery disk you place earns you 2 VP."),
    ("ganfei", "Once you own Celas, every later monastery disk you place earns you 1 VP."),
    ("alcobaca", "Once you own Alcobaca, whenever you put a die in the castle, you get three "
                 "victory points."),
    # "Once." restates a bonus made one time, never an exchange made any number of times
    ("goncalo_vaz", "In phase E you may trade 2 coins for 1 VP any number of times. Once."),
    ("goncalo_vaz", "Phase E: pay 2 coins for 1 VP. Once."),
    # "no other player scores" restates a rank scored, as the last step before it
    ("jeronimos", "Immediate: score one of your game-end cards now. No other player scores anything "
                  "from this."),
    ("tome_pires", "Every rival pays you. You get to choose: 1 guard and 1 coin, or 2 VP, even "
                   "below 0."),
])
def test_r_bon_g_choice_and_copy_changed_is_caught(target, text):
    is_caught(target, text)


# ---------------------------------------------------------------- income, payments, the cap
@pytest.mark.parametrize("target, text", [
    ("goncalo_velho", "Look at where you are on the clerics track. Whatever income that space "
                      "gives right now, you take it."),
    ("goncalo_velho", "Look at where you are on the clerics track. Whatever income that space "
                      "gives right now, you take it. Once."),
    ("goncalo_velho", "Check where your disk sits on the clerics track. You gain whatever income "
                      "that space shows."),
    ("aires_barbosa", "Look at your disk on the scholars track. Gain that space's income."),
    ("aires_barbosa", "Whatever the scholars track pays out at your current space — you get that, "
                      "right now."),
    ("goncalo_velho", "Take whatever the clerics track pays out at your current space."),
    ("goncalo_velho", "Whatever income the clerics track gives for your current space, you take it."),
    ("diogo_de_sousa", "If you like, you hand over five guards — and then you can move your "
                       "pilgrim up to five steps."),
    ("diogo_de_sousa", "You may hand over 5 guards, then move your pilgrim up to 5 steps."),
    ("diogo_de_sousa", "If you want, you pay five guards and then you may move your pilgrim up to "
                       "5 steps."),
    ("rui_mendes", "If you like, you pay five coins, and then you gain seven VP."),
    ("favor_da_rainha", "You get four victory points. And, if you want, you can put the cap tile on "
                        "one of your dice in one of the city rows — that adds three to that die."),
    ("favor_da_rainha", "Gain 4 VP. Also, if you wish, you may place the cap tile on one of your "
                        "dice in a city row, which adds 3 to its value."),
])
def test_income_and_payments_described_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("goncalo_velho", "Look at where you are on the scholars track. Whatever income that space "
                      "gives right now, you take it."),
    ("goncalo_velho", "Look at where you are on the clerics track. Whatever income that space "
                      "gives right now, you take it twice."),
    ("aires_barbosa", "Whatever the council track pays out at your current space — you get that, "
                      "right now."),
    ("diogo_de_sousa", "If you like, you hand over five coins — and then you can move your "
                       "pilgrim up to five steps."),
    ("rui_mendes", "If you like, you pay five coins, and then you gain six VP."),
    ("favor_da_rainha", "You get four victory points. And, if you want, you can put the cap tile "
                        "on one of your dice in one of the city rows — that adds two to that die."),
])
def test_income_and_payments_described_changed_is_caught(target, text):
    is_caught(target, text)
