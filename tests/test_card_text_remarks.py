"""Remarks, claims and lexicon: sentences that restate what the rules already do (checked
against the bonus they follow), below-zero remarks (only where an opponent gives VP),
questions as conditions, and spoken English folded to the grammar's words as data."""
from __future__ import annotations

from card_text_checks import is_caught, reads_as, rows


# ------------------------------------------------------------------ below 0 (R-LIM-4)

BELOW_ZERO = [
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards "
                               "or 2 VP (their choice). This can take them below 0 VP."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards "
                               "or 2 VP (their choice). A player can go into negative VP this way."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP (they pick, and the VP can "
                   "take them below zero)."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP, their choice. It is "
                   "possible to drop below 0 VP."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP, their choice; they can go "
                   "into the negative."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP, their choice. Opponents "
                   "may end up below 0 VP this way."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards "
                               "or 2 VP, their choice. A player without the guards must give the "
                               "VP, even if that drops them below zero."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP. Each of them chooses "
                   "which. A player who lacks the resources must give the VP, even below 0."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP (their choice). VP may go "
                   "negative."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP (their choice). This may "
                   "leave them with negative VP."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP (their choice). Negative "
                   "VP are possible."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP (their choice), even into "
                   "negative VP."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards "
                               "or 2 VP (their choice). Players can end up with negative VP."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP (their choice), even if "
                   "this means going below 0."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP (their choice). (VP can "
                   "become negative.)"),
]


@rows(BELOW_ZERO)
def test_r_lim_4_a_below_zero_remark_lets_the_given_vp_go_below_0(target, text):
    reads_as(target, text)


@rows([
    # no opponent gives VP: an opponent who loses VP never goes below 0
    ("afonso_de_albuquerque", "Gain 5 VP and each opponent loses 3 VP, or 1 clerics card with "
                              "its influence (their choice). This can take them below 0 VP."),
    ("fernao_gomes", "Gain 5 coins. This can take them below 0 VP."),
    ("afonso_de_albuquerque", "Gain 5 VP and each opponent loses 3 VP, or 1 clerics card with "
                              "its influence (their choice). Negative VP are possible."),
    ("afonso_de_albuquerque", "Gain 5 VP and each opponent loses 3 VP, or 1 clerics card with "
                              "its influence (their choice). VP can become negative."),
    # the level changed
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP (they pick, and the VP "
                   "can take them below 1)."),
    # the remark left out: the VP stop at 0
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards "
                               "or 2 VP (their choice)."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP. Each of them chooses "
                   "which. A player who lacks the resources must give the VP."),
    # 'never below 0' said of VP the rule lets go below 0
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP (their choice), never "
                   "below 0."),
])
def test_r_lim_4_a_below_zero_remark_is_caught_where_no_opponent_gives_vp(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ remarks that restate

RESTATED = [
    ("favor_do_reitor", "Gain 7 guards or 7 coins. You cannot split it."),
    ("favor_do_reitor", "Gain 7 guards or 7 coins; you can't divide it."),
    ("favor_do_reitor", "Gain 7 guards or 7 coins (no splitting)."),
    ("favor_do_reitor", "Gain 7 guards or 7 coins. You cannot take both."),
    ("andre_de_resende", "Gain 2 VP and 1 coin. Both are yours."),
    ("nuno_da_cunha", "Phase E: any number of times, trade 2 guards for 1 VP. Stop whenever you "
                      "like."),
    ("favor_do_reitor", "Immediate bonus: Gain either 7 guards or 7 coins; you choose which."),
    ("favor_do_reitor", "Take 7 guards or 7 coins; your choice."),
    ("nuno_da_cunha", "Phase E: any number of times, trade 2 guards for 1 VP. You may stop early."),
    ("diogo_de_sousa", "You may pay 5 guards for up to 5 pilgrim steps. You may stop early."),
    ("andre_de_resende", "Gain 2 VP and 1 coin. You get both parts."),
    ("jorge_da_costa", "Phase C: guard-cost cards cost you 1 guard less, never below 0."),
    ("jorge_da_costa", "Phase C: guard-cost cards cost you 1 guard less. The cost never goes below 0."),
    ("jorge_da_costa", "Phase C: guard-cost cards cost you 1 guard less. The cost can drop to 0."),
    ("pedro_nunes", "Phase C: coin-cost cards cost you 1 coin less (it can cost 0)."),
    ("nuno_da_cunha", "Phase E: trade 2 guards for 1 VP, repeating as often as you wish."),
    ("diogo_de_sousa", "You may pay 5 guards for up to 5 pilgrim steps. You don't have to."),
    ("alvaro_vaz_de_almada", "Immediate bonus: Gain 5 guards. (Remember that you can never hold "
                             "more than 20 guards.)"),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses 3 VP or 1 clerics card with its "
                              "influence. Each opponent decides for themselves."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses 3 VP or 1 clerics card with its "
                              "influence. An opponent with no clerics card must lose the VP."),
    ("ganfei", "From now on, whenever you place a later monastery disk, gain 1 VP. You gain "
               "nothing for this one."),
    ("afonso_de_portugal", "Phase E: at the start, if you have no purple die in your holders, "
                           "gain 2 pilgrim steps. The white die does not count as purple."),
    ("estevao_da_gama", "Game end bonus: Choose one of your other character cards with a game end "
                        "bonus and score that bonus a second time. If you have none, this card "
                        "gives you nothing."),
    ("luis_de_camoes", "Game end bonus: Gain the game end bonus of one of your other character "
                       "cards a second time, if you have any."),
    ("favor_da_rainha", "Immediate bonus: Gain 4 victory points. You may also put the cap tile "
                        "over one of your dice in the upper, central or lower city. Its value "
                        "rises by 3 and it moves up its row accordingly."),
]


@rows(RESTATED)
def test_r_lim_5_a_remark_that_restates_the_bonus_reads_as_the_bonus(target, text):
    reads_as(target, text)


@rows([
    ("favor_do_reitor", "Gain 7 guards and 7 coins. You cannot split it."),
    ("andre_de_resende", "Gain 2 VP and 1 coin (no splitting)."),
    ("andre_de_resende", "Gain 2 VP and 1 coin. You cannot take both."),
    ("favor_do_reitor", "Gain 7 guards or 7 coins. Both are yours."),
    ("henrique_de_coimbra", "Gain 3 pilgrim steps. You can't split them."),
    ("favor_do_reitor", "Take 7 guards and 7 coins; your choice."),
    ("rui_mendes", "You may pay 5 coins for 7 VP. You may stop early."),
    ("andre_de_resende", "Gain 2 VP or 1 coin. You get both parts."),
    ("favor_do_reitor", "Gain 7 guards or 7 coins. You get both."),
    ("rui_mendes", "You may pay 5 coins for 7 VP, repeating as often as you wish."),
    ("alvaro_vaz_de_almada", "Immediate bonus: Gain 5 guards. (Remember that you can never hold "
                             "more than 15 guards.)"),
    ("pedro_nunes", "Phase C: coin-cost cards cost you 1 coin less (it can cost 1)."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses 3 VP or 1 clerics card with its "
                              "influence. An opponent with no council card must lose the VP."),
    ("pendorada", "Gain 2 VP per monastery with your disk. You gain nothing for this one."),
    ("joao_de_barros", "Gain 5 VP. If you have none, this card gives you nothing."),
    ("favor_da_rainha", "Immediate bonus: Gain 4 victory points. You may also put the cap tile "
                        "over one of your dice in the upper, central or lower city. Its value "
                        "rises by 2 and it moves up its row accordingly."),
    ("favor_do_bispo", "Gain 2 VP and up to 3 pilgrim steps. Its value rises by 3."),
    ("andre_de_resende", "Gain 2 VP, or 1 coin instead."),
])
def test_r_lim_5_a_remark_that_says_something_else_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ alternatives

@rows([
    ("favor_do_reitor", "Gain 7 guards, or 7 coins instead."),
    ("favor_do_reitor", "Gain 7 guards or instead 7 coins."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards, "
                               "or 2 VP instead, even below 0."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards "
                               "or instead 2 VP, even below 0 (their choice)."),
    ("afonso_de_albuquerque", "Gain 5 VP and each opponent loses 3 VP, or 1 clerics card with its "
                              "influence instead (their choice)."),
])
def test_r_bon_i_or_instead_is_an_alternative(target, text):
    reads_as(target, text)


@rows([
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 3 VP instead, even below 0 "
                   "(their choice)."),
    ("afonso_de_albuquerque", "Gain 5 VP and each opponent loses 3 VP, or 1 council card with "
                              "its influence instead (their choice)."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 coins "
                               "or instead 2 VP, even below 0 (their choice)."),
])
def test_r_bon_i_or_instead_with_a_changed_option_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ questions as conditions

@rows([
    ("afonso_de_portugal", "Phase E: at the start: no purple die in your holders? Gain 2 pilgrim "
                           "steps."),
    ("afonso_de_portugal", "At the start of phase E: No purple die in your holders? Gain 2 "
                           "pilgrim steps."),
    ("afonso_de_portugal", "At the start of phase E: do you have no purple die in your holders? "
                           "Gain 2 pilgrim steps."),
    ("ilhas_dos_acores", "Game end: Own more than 10 character cards? Gain 3 VP for each card "
                         "beyond your 10th."),
    ("ilhas_dos_acores", "Game end: Do you have at least 11 cards? Gain 3 VP for each card beyond "
                         "your 10th."),
    ("ilhas_dos_acores", "Game end: If you own more than 10 character cards, gain 3 VP for each "
                         "card beyond your 10th."),
    ("afonso_de_portugal", "No purple die in your holders at the start of phase E? Then you take "
                           "2 pilgrim steps."),
    ("afonso_de_portugal", "Phase E: at the start: no purple die in your holders? Then gain 2 "
                           "pilgrim steps."),
    ("rui_mendes", "Want to pay 5 coins? Then you score 7 VP."),
    ("rui_mendes", "Do you want to pay 5 coins? Gain 7 VP."),
    ("afonso_de_portugal", "At the start of phase E: don't have a purple die in your holders? "
                           "Gain 2 pilgrim steps."),
    ("ilhas_dos_acores", "Game end: Over 10 character cards? Gain 3 VP for each card beyond "
                         "your 10th."),
    ("ilhas_dos_acores", "Game end: Own over 10 character cards? Gain 3 VP for each card beyond "
                         "your 10th."),
])
def test_r_bon_e_a_question_is_a_condition(target, text):
    reads_as(target, text)


@rows([
    ("afonso_de_portugal", "At the start of phase E: No green die in your holders? Gain 2 "
                           "pilgrim steps."),
    ("afonso_de_portugal", "At the start of phase E: A purple die in your holders? Gain 2 "
                           "pilgrim steps."),
    ("ilhas_dos_acores", "Game end: Own more than 9 character cards? Gain 3 VP for each card "
                         "beyond your 10th."),
    ("ilhas_dos_acores", "Game end: If you own more than 9 character cards, gain 3 VP for each "
                         "card beyond your 10th."),
    ("francisco_de_almeida", "Own more than 2 council cards? Gain 1 guard and 1 pilgrim step per "
                             "council card."),
    ("afonso_de_portugal", "No gray die in your holders at the start of phase E? Then you take 2 "
                           "pilgrim steps."),
    ("rui_mendes", "Want to pay 5 guards? Then you score 7 VP."),
    ("afonso_de_portugal", "At the start of phase E: don't have a green die in your holders? "
                           "Gain 2 pilgrim steps."),
    ("ilhas_dos_acores", "Game end: Over 11 character cards? Gain 3 VP for each card beyond "
                         "your 10th."),
])
def test_r_bon_e_a_question_with_another_condition_is_caught(target, text):
    is_caught(target, text)


def test_a_question_mark_that_is_no_condition_still_ends_a_sentence():
    reads_as("andre_de_resende", "Gain 2 VP? Also gain 1 coin.")


# ------------------------------------------------------------------ words as data

@rows([
    ("rui_mendes", "You may pay 5 coins for 7 VP. That's optional."),
    ("duarte_barbosa", "Pick up a card from the discard pile, paying 3 of its currency."),
    ("tome_pires", "Each opponent must hand over 1 guard and 1 coin, or 2 VP, even below 0 "
                   "(their choice)."),
    ("tome_pires", "Each opponent has to give you 1 guard and 1 coin, or 2 VP, even below 0 "
                   "(their choice)."),
    ("santo_tirso", "Lasting: counts as a pair of wild diplomas."),
    ("santo_tirso", "This counts as a pair of wild diplomas."),
    ("nuno_alvares_pereira", "Phase C: after acquiring a council card, gain 1 guard and 1 VP, and "
                             "take 1 pilgrim step as well."),
    ("tristao_da_cunha", "Phase E: at the start, move 1 up a track of your choice and take 1 "
                         "guard as well."),
    ("abraao_zacuto", "At the beginning of phase E: go 1 up on a track of your choice; gain 1 "
                      "coin as well."),
    ("afonso_de_portugal", "Phase E: at the start, if you don't have a purple die in your "
                           "holders, gain 2 pilgrim steps."),
    ("ceilao", "You'll get 2 VP for each of your clerics cards when the game ends."),
    ("nuno_alvares_pereira", "During phase C, each time you take a council card, you "
                             "additionally receive one guard, one victory point and one pilgrim "
                             "step."),
    ("batalha", "Choose up to 2 voyages with your disk and score them now."),
    ("jorge_de_melo", "Phase E: at the start, move 1 up a track of your choice. Gain 1 coin in "
                      "addition."),
    ("favor_do_reitor", "Gain 7 guards or 7 coins. You can't split it."),
    ("tome_pires", "Every opponent decides whether to pass you one guard plus one coin or two VP "
                   "instead. Their score may drop below zero."),
])
def test_spoken_words_and_contractions_read_as_the_rule(target, text):
    reads_as(target, text)


@rows([
    ("grijo", "This counts as a pair of wild diplomas."),
    ("tome_pires", "Each opponent must hand over 1 guard and 2 coins, or 2 VP, even below 0 "
                   "(their choice)."),
    ("duarte_barbosa", "Pick up a card from the discard pile, paying 2 of its currency."),
    ("tristao_da_cunha", "Phase E: at the start, move 1 up a track of your choice and take 1 "
                         "coin as well."),
    ("abraao_zacuto", "At the beginning of phase E: go 1 up on a track of your choice. Game end: "
                      "gain 1 coin as well."),
    ("ceilao", "You'll get 2 VP for each of your scholars cards when the game ends."),
    ("jorge_de_melo", "Phase E: at the start, move 1 up a track of your choice. Gain 1 guard in "
                      "addition."),
    ("rui_mendes", "You may pay 5 coins for 7 VP. You won't get more."),
    ("tome_pires", "Every opponent decides whether to pass you one guard plus two coins or two "
                   "VP instead. Their score may drop below zero."),
])
def test_spoken_words_with_a_changed_meaning_are_caught(target, text):
    is_caught(target, text)
