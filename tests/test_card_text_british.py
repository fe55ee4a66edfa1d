"""Card text: a British designer's varied vocabulary in full sentences (card_lexicon
_BRITISH, docs/DSL.md "Card text"). Synonym families — verbs of gaining ("secure",
"gather", "pocket", "procure"), of paying ("part with", "surrender", "shell out",
"expend"), of moving ("progress", "proceed", "shift", "travel"), "whilst", "so long as" —
and shapes: a card that "comes into your possession", "a further time", "and, in
addition, 2 VP", "As phase E begins", "as many as 3", "whose cost is in guards", an
opponent "who sits behind you", a tier "if your disk stands on …", "reaching clerics
track space …", "the track scores you 5 VP on spaces …", and "They decide which, and
they must pay even if it takes them below zero" (R-LIM-4). Each reads to its
component's rule; each twin with one changed meaning is caught."""
from __future__ import annotations

from card_text_checks import is_caught, reads_as, rows

# ------------------------------------------------------------------ verbs of gaining, paying, moving

GAIN_PAY_MOVE = [
    ("fernao_lopes", "Secure two coins and two guards."),
    ("fernao_lopes", "Gather 2 coins together with 2 guards."),
    ("semide", "Pocket 2 coins along with 2 guards."),
    ("jeronimo_de_azambuja", "Procure 4 pilgrim steps and likewise 2 VP."),
    ("rui_mendes", "You may part with 5 coins to receive 7 VP."),
    ("rui_mendes", "Should you wish, you may shell out 5 coins for 7 victory points."),
    ("rui_mendes", "You have the option of paying 5 coins for 7 VP."),
    ("diogo_de_sousa", "You may surrender 5 guards to move your pilgrim by up to 5 steps."),
    ("diogo_de_sousa", "You can expend 5 guards for up to 5 pilgrim steps."),
    ("tibaes", "Progress 3 spaces along the merchants track."),
    ("salzedas", "Proceed three spaces up the scholars track."),
    ("pombeiro", "Shift your disk 3 places up the clerics track."),
    ("henrique_de_coimbra", "Your pilgrim travels 3 steps."),
    ("henrique_de_coimbra", "Take 3 pilgrim moves."),
    ("gil_vicente", "Receive 5 victory points, and your pilgrim progresses a single step."),
    ("favor_do_rei", "Whilst you hold this favour, every investment costs you 2 less. "
                     "Invest in a voyage as well."),
    ("favor_do_rei", "So long as you hold this favour, each investment costs 2 less. "
                     "Additionally, invest in a voyage."),
]

GAIN_PAY_MOVE_CHANGED = [
    ("fernao_lopes", "Gather 2 coins together with 3 guards."),
    ("semide", "Pocket 2 coins along with 2 VP."),
    ("rui_mendes", "You may part with 5 guards to receive 7 VP."),
    ("rui_mendes", "Should you wish, you may shell out 6 coins for 7 victory points."),
    ("diogo_de_sousa", "You may surrender 5 coins to move your pilgrim by up to 5 steps."),
    ("tibaes", "Progress 3 spaces along the scholars track."),
    ("pombeiro", "Shift your disk 2 places up the clerics track."),
    ("henrique_de_coimbra", "Your pilgrim travels 2 steps."),
    ("favor_do_rei", "Whilst you hold this favour, every investment costs you 3 less. "
                     "Invest in a voyage as well."),
]


@rows(GAIN_PAY_MOVE)
def test_gain_pay_move_verbs(target, text):
    reads_as(target, text)


@rows(GAIN_PAY_MOVE_CHANGED)
def test_gain_pay_move_verbs_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ "a further", "in addition"

FURTHER = [
    ("jeronimo_de_azambuja", "Take 4 pilgrim steps and a further 2 VP."),
    ("fernao_lopes", "Collect two coins and an additional two guards."),
    ("jeronimo_de_azambuja", "Earn 4 pilgrim steps and, in addition, 2 victory points."),
    ("fernao_lopes", "Obtain 2 coins and additionally 2 guards."),
    ("fernao_lopes", "Collect two coins and, in addition, take two guards."),
    ("damiao_de_gois", "Pick another of your scholars cards and resolve its immediate bonus "
                       "a further time."),
    ("luis_de_camoes", "At game end, choose one of your other cards and score its end-of-game "
                       "bonus once again."),
    ("estevao_da_gama", "At the end of the game, score the end-of-the-game bonus of another of "
                        "your cards one further time."),
]

FURTHER_CHANGED = [
    ("fernao_lopes", "Obtain 2 coins and another 3 guards."),
    ("jeronimo_de_azambuja", "Take 4 pilgrim steps and a further 2 coins."),
    ("damiao_de_gois", "Pick another of your clerics cards and resolve its immediate bonus "
                       "a further time."),
    # the game-end timing left out: immediate
    ("luis_de_camoes", "Choose one of your other cards and score its end-of-game bonus once again."),
]


@rows(FURTHER)
def test_further_and_in_addition(target, text):
    reads_as(target, text)


@rows(FURTHER_CHANGED)
def test_further_and_in_addition_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ triggers, timings, bounds (R-BON-E, R-LIM-5)

SHAPES = [
    ("bartolomeu_marchionni", "Phase C: whenever a merchants card comes into your possession, "
                              "receive 1 coin and 2 VP."),
    ("bartolomeu_marchionni", "Phase C: each time any merchants card comes into your possession, "
                              "collect 1 coin and 2 victory points."),
    ("abraao_zacuto", "As phase E begins, advance 1 space on a track of your choice and receive 1 coin."),
    ("antonio_de_lisboa", "As each phase E starts, move 1 space up any track you like and collect 1 guard."),
    ("tristao_da_cunha", "As every phase E begins, advance one space on a track of your choosing "
                         "and earn a guard."),
    ("diogo_de_sousa", "You may pay 5 guards for as many as 5 pilgrim steps."),
    ("favor_do_bispo", "Gain 2 VP and as many as three pilgrim steps."),
    ("batalha", "Immediately score as many as two of your voyages."),
    ("jorge_da_costa", "In phase C, each card whose cost is paid in guards costs you 1 guard less."),
    ("pedro_nunes", "During phase C, any card whose cost is in coins costs you one coin less."),
    ("pedro_nunes", "Phase C: every card paid in coins costs you a coin less."),
    ("jorge_da_costa", "Phase C: cards paid for in guards cost you 1 guard less."),
    ("aires_barbosa", "Obtain whatever the scholars track currently pays out as its income."),
    ("goncalo_velho", "You collect whatever the clerics track now gives you as income."),
    ("goncalo_velho", "Receive the present income of the clerics track."),
    ("duarte_barbosa", "Obtain one card from the discard pile, paying 3 in whichever currency it costs."),
    ("duarte_barbosa", "Collect a card from the discard pile by paying 3 of whichever currency "
                       "the card costs."),
    ("maskat", "At the end of the game, score 2 VP for each space of whichever of your tracks "
               "is the lowest."),
    ("maskat", "At game end, earn 2 VP per space of whichever track of yours is lowest."),
    ("landim", "Earn 1 VP for every crown you currently own."),
    ("refoios", "Receive 5 VP for each set of 4 cards drawn from the four different classes."),
    ("santo_tirso", "A permanent effect: this monastery counts as two wild diplomas."),
    ("grijo", "A lasting effect: this monastery counts as a wild diploma."),
]

SHAPES_CHANGED = [
    ("bartolomeu_marchionni", "Phase C: whenever a clerics card comes into your possession, "
                              "receive 1 coin and 2 VP."),
    # the end of phase E is not its start: left unread
    ("abraao_zacuto", "As phase E ends, advance 1 space on a track of your choice and receive 1 coin."),
    ("antonio_de_lisboa", "As each phase E starts, move 1 space up any track you like and collect 1 coin."),
    ("favor_do_bispo", "Gain 2 VP and as many as four pilgrim steps."),
    ("batalha", "Immediately score as many as three of your voyages."),
    ("pedro_nunes", "During phase C, any card whose cost is in guards costs you one coin less."),
    ("pedro_nunes", "Phase C: every card paid in coins costs you 2 coins less."),
    ("goncalo_velho", "You collect whatever the merchants track now gives you as income."),
    ("duarte_barbosa", "Obtain one card from the discard pile, paying 4 in whichever currency it costs."),
    # R-BON-G: the lowest track, not the highest
    ("maskat", "At game end, earn 2 VP per space of whichever track of yours is highest."),
    ("maskat", "At game end, earn 3 VP per space of whichever of your tracks is lowest."),
    ("refoios", "Receive 5 VP for each set of 3 cards drawn from three different classes."),
    ("santo_tirso", "A lasting ability: this monastery counts as 1 wild diploma."),
]


@rows(SHAPES)
def test_british_shapes(target, text):
    reads_as(target, text)


@rows(SHAPES_CHANGED)
def test_british_shapes_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ tiers and opponents (R-LIM-4)

TIERS_OPPONENTS = [
    ("gomes_eanes_de_zurara", "At the end of the game, score 5 VP if your disk stands on space 7-9 "
                              "of the scholars track, 7 VP if it stands on 10-12 and 10 VP if it "
                              "stands on 13-15."),
    ("joao_soares", "At game end, gain 5 VP if your marker stands on space 7-9 of the clerics "
                    "track, 7 VP if it is on 10-12, or 10 VP if it is on 13-15."),
    ("garcia_de_noronha", "End of game: 5, 7 or 10 VP for reaching council track space 7-9, "
                          "10-12 or 13-15."),
    ("gomes_eanes_de_zurara", "At game end: 5, 7 or 10 victory points for reaching scholars track "
                              "space 7–9, 10–12 or 13–15 respectively."),
    ("gomes_eanes_de_zurara", "At game end the scholars track scores you 5 VP on spaces 7-9, "
                              "7 VP on 10-12 and 10 VP on 13-15."),
    ("garcia_de_noronha", "Game end: your position on the council track earns 5 VP on spaces 7 "
                          "to 9, 7 VP on spaces 10 to 12 and 10 VP on spaces 13 to 15."),
    ("duarte_pacheco_pereira", "Every opponent who sits behind you on the council track gives you "
                               "2 guards or 2 VP, even below 0, as they prefer."),
    ("duarte_pacheco_pereira", "Each opponent that stands behind you on the council track must hand "
                               "you 2 guards or 2 VP, even if that takes them below 0; their choice."),
    ("tome_pires", "Every opponent must give you 1 guard and 1 coin, or 2 VP, whichever they "
                   "prefer, even if handing over the VP takes them below zero."),
    ("tome_pires", "Each opponent must give you 1 guard and 1 coin, or 2 VP. They choose which, "
                   "and the VP can take them below zero."),
    ("tome_pires", "Each opponent must give you 1 guard and 1 coin, or 2 VP. They decide. "
                   "They must pay even if that takes them below 0."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 guards "
                               "or 2 VP. They decide which, and they must pay even if it takes "
                               "them below zero."),
]

TIERS_OPPONENTS_CHANGED = [
    ("gomes_eanes_de_zurara", "At the end of the game, score 5 VP if your disk stands on space 7-9 "
                              "of the clerics track, 7 VP if it stands on 10-12 and 10 VP if it "
                              "stands on 13-15."),
    ("gomes_eanes_de_zurara", "At game end: 5, 7 or 10 victory points for reaching clerics track "
                              "space 7–9, 10–12 or 13–15 respectively."),
    ("gomes_eanes_de_zurara", "At game end the scholars track scores you 5 VP on spaces 7-9, "
                              "8 VP on 10-12 and 10 VP on 13-15."),
    ("garcia_de_noronha", "Game end: your position on the council track earns 5 VP on spaces 6 "
                          "to 9, 7 VP on spaces 10 to 12 and 10 VP on spaces 13 to 15."),
    # the game-end timing left out
    ("diogo_fernandes", "The merchants track earns you 5 VP on spaces 7-9, 7 VP on 10-12 and "
                        "10 VP on 13-15."),
    ("duarte_pacheco_pereira", "Each opponent that stands behind you on the merchants track must "
                               "hand you 2 guards or 2 VP, even if that takes them below 0; their "
                               "choice."),
    ("tome_pires", "Every opponent must give you 1 guard and 1 coin, or 3 VP, whichever they "
                   "prefer, even if handing over the VP takes them below zero."),
    ("tome_pires", "Each opponent must give you 1 guard and 1 coin, or 2 VP. They decide which, "
                   "and they must pay even if it takes them below 1."),
    ("tome_pires", "Each opponent must give you 1 guard and 1 coin, or 2 VP. You decide which, "
                   "and they must pay even if it takes them below 0."),
    # the VP below 0 left out
    ("tome_pires", "Each opponent must give you 1 guard and 1 coin, or 2 VP. They decide which."),
]


@rows(TIERS_OPPONENTS)
def test_tiers_and_opponents(target, text):
    reads_as(target, text)


@rows(TIERS_OPPONENTS_CHANGED)
def test_tiers_and_opponents_changed(target, text):
    is_caught(target, text)
