"""Card text: spoken words folded to the grammar's (card_lexicon.py) and short reward shapes
with no verb, each read to its component's rule or caught."""
from __future__ import annotations

import pytest

from card_text_checks import is_caught, reads_as

from coimbra_dsl.errors import CardTextError


# ------------------------------------------------------------------ words as data

@pytest.mark.parametrize("target, text", [
    # a rival is an opponent
    ("tome_pires", "Each rival gives you 1 guard and 1 coin, or 2 VP, their choice. This can "
                   "take them below 0."),
    ("tome_pires", "Each of your rivals hands you either 1 guard plus 1 coin or 2 VP; "
                   "they choose. This can take them below 0."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each adversary chooses: lose 3 VP, or lose one "
                              "clerics card and its influence."),
    # the influence a card gave is its influence
    ("afonso_de_albuquerque", "Gain 5 VP. Every opponent chooses: lose 3 VP, or lose one "
                              "clerics card and the influence it brought."),
    ("afonso_de_albuquerque", "Take 5 VP. Each rival chooses: lose 3 VP, or lose a clerics "
                              "card and the influence that came with it."),
    # handing over, said by you, is paying
    ("diogo_de_sousa", "You can hand over 5 guards to move your pilgrim up to 5 steps."),
    ("diogo_de_sousa", "If you like, hand over 5 guards and then move your pilgrim up to 5 "
                       "steps."),
    ("diogo_de_sousa", "You may turn in 5 guards to move your pilgrim up to 5 steps."),
    # a pile dug through is looked through; resolving a tile is using it
    ("vasco_da_gama", "Take any favor tile still beside the castle and resolve it."),
    ("vasco_da_gama", "When gained, choose a favor tile next to the castle and resolve it."),
    # the discard pile's one price, "whichever (currency) it costs"
    ("duarte_barbosa", "Take a card from the discard pile and pay 3 coins or 3 guards, whichever "
                       "it costs."),
    ("duarte_barbosa", "Dig through the discard pile and take a card from it, paying 3 of its "
                       "currency."),
    # your pick, one or the other
    ("favor_do_reitor", "7 coins or 7 guards, your pick, one or the other."),
    ("favor_do_reitor", "Seven guards or seven coins - your choice, one or the other."),
    # the spaces your disk has climbed on your least developed track (R-END)
    ("maskat", "At game end this voyage pays 2 VP for each space your disk has climbed on "
               "your least developed track."),
    ("maskat", "Game end: gain 2 VP for every space your disk has moved up on your lowest "
               "track."),
    ("maskat", "At the end of the game, this voyage gives you 2 VP for each space your disk "
               "has gone up on your weakest track."),
    # a monastery's level is its back
    ("brasil", "Game end: 2 VP for each level-one monastery with your disk."),
    ("brasil", "At game end, gain 2 VP for each level I monastery that has your disk."),
    ("brasil", "Game end: 2 VP for each monastery - the ones with an I on the back - that "
               "has your disk on it."),
    # a space checked, then tiers (R-END)
    ("gomes_eanes_de_zurara", "At game end, check your space on the scholars track: 7 to 9 "
                              "gives you 5 VP, 10 to 12 gives 7, 13 to 15 gives 10."),
    ("garcia_de_noronha", "At game end, look at your position on the council track. 7-9 "
                          "gives 5 VP, 10-12 gives 7 VP, 13-15 gives 10 VP."),
    # what you work out, then "that's what you score" (R-END)
    ("calicut", "At game end, you add up your coins, guards and crowns, halve that and round "
                "down. That's what you score."),
    ("sansibar", "Game end: you add up your space on the council track and your space on the "
                 "clerics track, halve it, round down. That is your score."),
    # when claimed: the monastery's bonus on your disk placed there (R-BON-M)
    ("landim", "When claimed: 1 VP for each crown you have."),
    ("celas", "When you claim this monastery, gain 3 VP."),
    ("celas", "When your pilgrim claims this monastery: 3 VP."),
    ("semide", "Upon placing your disk: 2 guards and 2 coins."),
    # a track scored by its tiers, said as the bonus's subject (R-END)
    ("joao_soares", "Game-end bonus for the clerics track: 5 VP if you're on 7 to 9, 7 VP on "
                    "10 to 12, 10 VP on 13 to 15."),
    ("joao_soares", "Game end: scored on the clerics track. Seven to nine, you get five "
                    "points. Ten to twelve, seven points. Thirteen to fifteen, ten points."),
    # "just" and "simply" before the act
    ("celas", "This monastery simply gives you 3 VP."),
    ("fernao_gomes", "You just take 5 coins."),
    # "(start card)" says what the card is, nothing to play (R-BON-C)
    ("bartolomeu_marchionni", "Phase C (start card): whenever you acquire a merchants card, "
                              "gain 1 coin and 2 VP."),
    # "exactly" after a reward's or a payment's verb
    ("alvaro_vaz_de_almada", "Immediately gain exactly 5 guards."),
    ("rui_mendes", "You may pay exactly 5 coins to gain exactly 7 VP."),
    ("fernao_gomes", "Take exactly five coins."),
])
def test_words_as_data(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("afonso_de_albuquerque", "Gain 5 VP. Each rival chooses: lose 3 VP, or lose one scholars "
                              "card and the influence it brought."),
    ("tome_pires", "Each rival gives you 1 guard and 1 coin, or 3 VP, their choice."),
    ("diogo_de_sousa", "You can hand over 5 coins to move your pilgrim up to 5 steps."),
    ("diogo_de_sousa", "You can hand over 4 guards to move your pilgrim up to 5 steps."),
    ("maskat", "At game end this voyage pays 3 VP for each space your disk has climbed on "
               "your least developed track."),
    ("brasil", "Game end: 2 VP for each level-two monastery with your disk."),
    # the level and the back disagree
    ("brasil", "Game end: 2 VP for each level-one monastery - the ones with a II on the back - "
               "that has your disk."),
    ("gomes_eanes_de_zurara", "At game end, check your space on the clerics track: 7 to 9 "
                              "gives you 5 VP, 10 to 12 gives 7, 13 to 15 gives 10."),
    ("landim", "When claimed: 2 VP for each crown you have."),
    ("alvaro_vaz_de_almada", "Immediately gain exactly 4 guards."),
    ("duarte_barbosa", "Take a card from the discard pile and pay 3 coins or 2 guards, "
                       "whichever it costs."),
    ("joao_soares", "Game-end bonus for the council track: 5 VP if you're on 7 to 9, 7 VP on "
                    "10 to 12, 10 VP on 13 to 15."),
    ("bartolomeu_marchionni", "Phase C (start card): whenever you acquire a merchants card, "
                              "gain 1 coin and 1 VP."),
    # a card placing a disk elsewhere is not this monastery's own bonus
    ("ganfei", "From now on, on placing your disk, gain 1 VP."),
])
def test_words_as_data_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ rewards with no verb

@pytest.mark.parametrize("target, text", [
    # a reward said alone, "for you" and "right away" around it
    ("lorvao", "Three guards for you."),
    ("lorvao", "Immediately: 3 guards for you."),
    ("andre_de_resende", "Two VP and a coin for you, straight away."),
    # a move with no verb, or the disk as its subject
    ("salzedas", "Three spaces up the scholars track."),
    ("salzedas", "3 spaces up the scholars track. That's the bonus."),
    ("arouca", "Your marker climbs three spaces up the council track."),
    ("arouca", "Your disk goes up 3 spaces on the council track."),
    # every track said again by its number
    ("bustelo", "Every track goes up by one. All four of them."),
    ("bustelo", "Move up 1 space on each track - all four."),
    ("bustelo", "Your disk goes up one space on every track, all 4 of them."),
    # both rewards taken
    ("semide", "Two coins and two guards - you take both."),
    ("jeronimo_de_azambuja", "4 pilgrim steps and 2 VP, you get both."),
    # each of a counted thing "is" its reward
    ("francisco_de_holanda", "At game end, each set of four cards, one of each class, is 5 "
                             "VP."),
    ("francisco_de_holanda", "At the end of the game, each group of four cards - council, "
                             "merchants, clerics, scholars, one of each - gives 5 VP."),
    ("refoios", "Five VP for each complete set of four cards, one per class."),
    ("simao_alvares", "At game end, every set of four cards - one from each class - is worth "
                      "5 VP."),
    # "N each" after what was counted in the sentence before
    ("tarouca", "Look at your cards with influence 3 or 4. Two VP each."),
    ("henrique_de_meneses", "At game end, look at your cards with influence 1 or 2. 1 VP "
                            "each."),
    ("fernao_de_loronha", "Count your merchants cards, this one included. You'll get a coin "
                          "and a VP for each of them."),
    ("francisco_de_almeida", "You count your council cards - this one counts too. For each "
                             "one, gain a guard and a pilgrim step."),
    # tiers with "you get" or "that's" (R-END)
    ("garcia_de_noronha", "At game end, check your disk on the council track. 7 to 9, you "
                          "get 5 VP. 10 to 12, 7 VP. 13 to 15 - that's the top - 10 VP."),
    ("diogo_fernandes", "At game end, look at your disk on the merchants track. If you're on "
                        "7 to 9, that's 5 VP. 10 to 12, 7. 13 to 15, 10."),
    ("joao_soares", "At game end, check your disk on the clerics track. Seven to nine, you "
                    "score five points. Ten to twelve, seven points. Thirteen to fifteen, ten "
                    "points."),
    # a trade's rate said as its subject, in a sentence of its own (R-BON-E)
    ("nuno_da_cunha", "In phase E you may turn guards into VP. Two guards buy you one VP, as "
                      "often as you like."),
    ("goncalo_vaz", "Phase E: exchange coins for VP. Every 2 coins gets you 1 VP - you can do "
                    "that as many times as you like."),
    ("goncalo_vaz", "In phase E, trade coins for points. Two coins are worth one VP."),
    # a remark with nothing to play
    ("goa", "Nine VP at the end of the game. No conditions, nothing to count."),
])
def test_verbless_rewards(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("lorvao", "Two guards for you."),
    ("salzedas", "Three spaces up the merchants track."),
    ("arouca", "Your disk goes up 2 spaces on the council track."),
    # not four tracks, or no move up every track before it
    ("bustelo", "Move up 1 space on each track - all three of them."),
    ("arouca", "Move 3 spaces up the council track. All four of them."),
    # "both" after a choice
    ("semide", "Two coins or two guards - you take both."),
    # a set of four cards says nothing of the classes
    ("francisco_de_holanda", "At game end, each set of four cards is 5 VP."),
    ("refoios", "Five VP for each complete set of four cards."),
    ("tarouca", "Look at your cards with influence 3 or 4. Three VP each."),
    ("garcia_de_noronha", "At game end, check your disk on the council track. 7 to 9, you "
                          "get 5 VP. 10 to 12, 7 VP. 13 to 15, 11 VP."),
    ("nuno_da_cunha", "In phase E you may turn guards into VP. Three guards buy you one VP, as "
                      "often as you like."),
    ("nuno_da_cunha", "In phase E you may turn guards into VP. Two coins buy you one VP, as "
                      "often as you like."),
    ("goa", "Nine VP at the end of the game. No conditions, nothing to count. Two more."),
])
def test_verbless_rewards_changed(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target,text", [
    ("henrique_de_coimbra", "Win exactly 3 pilgrim steps."),
    ("favor_do_bispo", "Win 2 VP and walk exactly 3 steps with your pilgrim."),
    ("jeronimo_de_azambuja", "Obtain 2 VP and move your pilgrim exactly four steps."),
])
def test_exactly_n_pilgrim_steps_is_refused_r_lim_5(target, text):
    """Every step count is a maximum (R-LIM-5): 'exactly N steps' says what no rule can."""
    with pytest.raises(CardTextError, match="R-LIM-5"):
        reads_as(target, text)


@pytest.mark.parametrize("target,text", [
    ("garcia_de_noronha", "In the end of the game, if your marker on the council track is on "
                          "space 7 to 9 you win 5 VP; on 10 to 12, 7 VP; on 13 to 15, 10 VP."),
    ("joao_de_castro", "In the phase E, you obtain 1 guard for each gray die in your die holders."),
    ("fernao_gomes", "Win 5 coins."),
])
def test_win_obtain_and_in_the_end_of_the_game(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target,text", [
    ("fernao_gomes", "Hand over five coins."),
    ("fernao_gomes", "Gain 2 VP. Hand over five coins."),
])
def test_hand_over_at_a_sentences_start_is_paying_never_a_gain(target, text):
    """An order to hand over is a payment: at the text's start as after a full stop."""
    is_caught(target, text)
