"""Card text in the rulebook's own voice: several sentences to a bonus, with the rules'
descriptions ("the marker on your coin track", "this start card is yours", "a character
card that is paid in coins"), restatements that change nothing ("resolve that card as
usual first", "one after another in player order", "as a result") and conditions said
at length ("anything lower scores nothing", "lower than 7 earns nothing"), each read to
its component's rule, and twins with one changed meaning caught."""
from __future__ import annotations

from card_text_checks import is_caught, reads_as, rows


# ---------------------------------------------------------- a resource's track, described

@rows([
    ("santa_cruz", "When you place your disk here, move the marker on your coin track "
                   "by three spaces."),
    ("lorvao", "Monastery bonus: Advance the marker on your guard track 3 spaces."),
    ("celas", "Immediate bonus: Advance your disk on the score track by 3 spaces."),
    ("alvaro_vaz_de_almada", "Start card. Advance your marker on the guard track by five spaces."),
])
def test_resource_track_described(target, text):
    reads_as(target, text)


@rows([
    ("santa_cruz", "When you place your disk here, move the marker on your guard track "
                   "by three spaces."),
    ("lorvao", "Monastery bonus: Advance the marker on your guard track 4 spaces."),
    ("celas", "Immediate bonus: Advance your disk on the score track by 2 spaces."),
    ("alvaro_vaz_de_almada", "Start card. Advance your marker on the coin track by five spaces."),
])
def test_resource_track_described_changed(target, text):
    is_caught(target, text)


# ------------------------------------- the acquired card resolved first, said and dropped

@rows([
    ("bartolomeu_marchionni", "Phase C bonus: Whenever you buy a merchant card in phase C, "
                              "use that card first. Then you gain an extra 1 coin and 2 VP."),
    ("bartolomeu_marchionni", "Phase C bonus: Each time you take a merchant in phase C, "
                              "resolve its own bonus as usual first. After that, you collect "
                              "1 coin and 2 victory points."),
])
def test_resolved_first(target, text):
    reads_as(target, text)


@rows([
    ("bartolomeu_marchionni", "Phase C bonus: Whenever you buy a merchant card in phase C, "
                              "use that card first. Then you gain an extra 2 coins and 2 VP."),
    ("bartolomeu_marchionni", "Phase C bonus: Each time you take a cleric in phase C, "
                              "resolve its own bonus as usual first. After that, you collect "
                              "1 coin and 2 victory points."),
])
def test_resolved_first_changed(target, text):
    is_caught(target, text)


# ------------------------------ dice described with "every" and their income restated (R-BON-E)

@rows([
    ("lourenco_moreno", "Phase E bonus: In each phase E, every orange die in your die holders "
                        "gives you 1 coin on top of its usual income."),
    ("amato_lusitano", "Phase E bonus: Every green die in your holders earns you an extra "
                       "1 victory point, besides its normal income."),
    ("nicolau_coelho", "Phase E bonus: In every phase E, each purple die in your die holders "
                       "also lets your pilgrim take one step, on top of its regular income."),
    ("joao_de_castro", "Phase E bonus: Each round in phase E, every gray die in your holders "
                       "gives you 1 guard on top of the income that die already brings."),
])
def test_dice_income_restated(target, text):
    reads_as(target, text)


@rows([
    ("lourenco_moreno", "Phase E bonus: In each phase E, every purple die in your die holders "
                        "gives you 1 coin on top of its usual income."),
    ("amato_lusitano", "Phase E bonus: Every green die in your holders earns you an extra "
                       "2 victory points, besides its normal income."),
    ("nicolau_coelho", "Phase E bonus: In every phase E, each purple die in your die holders "
                       "also lets your pilgrim take two steps, on top of its regular income."),
])
def test_dice_income_restated_changed(target, text):
    is_caught(target, text)


# ------------------------- tiers with their floor said at length (the tiers' own figures)

@rows([
    ("diogo_fernandes", "Game end bonus: Look at where your disk ended up on the merchants "
                        "track. Spaces 7 to 9 are worth 5 VP, spaces 10 to 12 are worth 7, "
                        "and spaces 13 to 15 are worth 10. Lower than 7 earns nothing."),
    ("joao_soares", "Game end bonus: Check your disk on the clerics influence track. Spaces 7 "
                    "to 9 score 5 victory points, 10 to 12 score 7 and 13 to 15 score 10; "
                    "anything lower scores nothing."),
    ("garcia_de_noronha", "Game end bonus: Your disk on the council track determines the "
                          "reward: 5 VP on spaces 7 to 9, 7 on spaces 10 to 12, and 10 on "
                          "spaces 13 to 15."),
])
def test_tiers_at_length(target, text):
    reads_as(target, text)


@rows([
    ("diogo_fernandes", "Game end bonus: Look at where your disk ended up on the merchants "
                        "track. Spaces 7 to 9 are worth 5 VP, spaces 10 to 12 are worth 7, "
                        "and spaces 13 to 15 are worth 10. Lower than 6 earns nothing."),
    ("joao_soares", "Game end bonus: Check your disk on the scholars influence track. Spaces 7 "
                    "to 9 score 5 victory points, 10 to 12 score 7 and 13 to 15 score 10; "
                    "anything lower scores nothing."),
    ("garcia_de_noronha", "Game end bonus: Your disk on the council track determines the "
                          "reward: 5 VP on spaces 7 to 9, 8 on spaces 10 to 12, and 10 on "
                          "spaces 13 to 15."),
])
def test_tiers_at_length_changed(target, text):
    is_caught(target, text)


# --------------------------------------------- opponents one after another (their choice)

@rows([
    ("tome_pires", "Each opponent, one after the other, hands you 1 guard together with "
                   "1 coin, or 2 VP, as he prefers. His score may sink below 0."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the gray council track owes you "
                               "a tribute: going in player order, each of them hands over "
                               "either 2 guards or 2 VP, as she prefers. Her score may go "
                               "below 0 as a result."),
])
def test_opponents_in_order(target, text):
    reads_as(target, text)


@rows([
    ("tome_pires", "Each opponent, one after the other, hands you 1 guard together with "
                   "2 coins, or 2 VP, as he prefers. His score may sink below 0."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the orange council track owes "
                               "you a tribute: going in player order, each of them hands over "
                               "either 2 guards or 2 VP, as she prefers. Her score may go "
                               "below 0 as a result."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the gray council track owes you "
                               "a tribute: going in player order, each of them hands over "
                               "either 2 guards or 2 VP, as you prefer. Her score may go "
                               "below 0 as a result."),
])
def test_opponents_in_order_changed(target, text):
    is_caught(target, text)


# ------------------------------------------- costs and prices described (R-BON-I, phase C)

@rows([
    ("pedro_nunes", "Phase C bonus: When you buy a character card which is paid in coins "
                    "during phase C, its cost is reduced by one coin."),
    ("lopo_soares_de_albergaria", "Take 4 guards. Then invest in one voyage; only a voyage "
                                  "whose cost is paid in guards can be chosen."),
    ("rui_mendes", "If you wish, spend 5 coins straight away to score 7 VP."),
])
def test_costs_described(target, text):
    reads_as(target, text)


@rows([
    ("pedro_nunes", "Phase C bonus: When you buy a character card which is paid in guards "
                    "during phase C, its cost is reduced by one coin."),
    ("pedro_nunes", "Phase C bonus: When you buy a character card which is paid in coins "
                    "during phase C, its cost is reduced by two coins."),
    ("lopo_soares_de_albergaria", "Take 4 guards. Then invest in one voyage; only a voyage "
                                  "whose cost is paid in coins can be chosen."),
    ("rui_mendes", "If you wish, spend 5 guards straight away to score 7 VP."),
])
def test_costs_described_changed(target, text):
    is_caught(target, text)


# ----------------------------------------------- timings and monasteries described (R-BON-M)

@rows([
    ("abraao_zacuto", "Phase E bonus: As every phase E begins, raise your disk 1 space "
                      "on one influence track of your choosing and take 1 coin."),
    ("tristao_da_cunha", "Phase E bonus: Before any income is collected in phase E, move your "
                         "disk up 1 space on a track of your choice and take 1 guard."),
    ("santo_tirso", "From the moment your disk is placed on this monastery, it supplies "
                    "2 wild diplomas for the rest of the game."),
    ("ganfei", "From now on, whenever one of your disks lands on another monastery, score "
               "1 VP. Placing the disk on this monastery does not count."),
    ("brasil", "At game end: Score 2 VP for each monastery marked with a I that carries your "
               "disk."),
    ("fernao_gomes", "Gain 5 coins as soon as this start card is yours."),
])
def test_timings_described(target, text):
    reads_as(target, text)


@rows([
    ("abraao_zacuto", "Phase E bonus: As every phase E begins, raise your disk 2 spaces "
                      "on one influence track of your choosing and take 1 coin."),
    ("tristao_da_cunha", "Phase E bonus: Before any income is collected in phase E, move your "
                         "disk up 1 space on a track of your choice and take 1 coin."),
    ("santo_tirso", "From the moment your disk is placed on this monastery, it supplies "
                    "1 wild diploma for the rest of the game."),
    ("brasil", "At game end: Score 2 VP for each monastery marked with a II that carries your "
               "disk."),
    ("fernao_gomes", "Gain 4 coins as soon as this start card is yours."),
])
def test_timings_described_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------- sets and reuses described (R-END)

@rows([
    ("francisco_de_holanda", "Game end bonus: Every full set of one council member, one "
                             "merchant, one cleric and one scholar among your cards scores "
                             "5 VP."),
    ("damiao_de_gois", "Choose another of your scholars cards with an immediate bonus and "
                       "carry its bonus out again."),
    ("martinho_de_portugal", "Game end bonus: Score the game end bonus of one other of your "
                             "character cards one additional time, if you have such a card."),
    ("henrique_de_coimbra", "When you take this start card, move your pilgrim as many as "
                            "three steps along the roads of the pilgrim map."),
])
def test_sets_and_reuses(target, text):
    reads_as(target, text)


@rows([
    ("francisco_de_holanda", "Game end bonus: Every full set of one council member, one "
                             "merchant, one cleric and one scholar among your cards scores "
                             "4 VP."),
    ("damiao_de_gois", "Choose another of your clerics cards with an immediate bonus and "
                       "carry its bonus out again."),
    ("henrique_de_coimbra", "When you take this start card, move your pilgrim as many as "
                            "four steps along the roads of the pilgrim map."),
])
def test_sets_and_reuses_changed(target, text):
    is_caught(target, text)


# ------------------------------- a step of looking first, then the rule (R-END, R-BON-E)

@rows([
    ("pedro_de_meneses", "Game end bonus: Sort your cards into sets of four with one card of "
                         "each class. Every such set scores 5 VP."),
    ("diogo_fernandes", "Game end bonus: Check your disk on the merchants track. A position of "
                        "7 to 9 scores 5 VP, 10 to 12 scores 7 and 13 to 15 scores 10."),
    ("afonso_de_portugal", "Phase E bonus: At the start of phase E, check your holders. If none "
                           "of them holds a purple die, your pilgrim may take 2 steps. (A white "
                           "die is not purple.)"),
])
def test_looked_at_first(target, text):
    reads_as(target, text)


@rows([
    ("pedro_de_meneses", "Game end bonus: Sort your cards into sets of four with one card of "
                         "each class. Every such set scores 4 VP."),
    ("pedro_de_meneses", "Game end bonus: Sort your cards into sets of three with one card of "
                         "each class. Every such set scores 5 VP."),
    ("diogo_fernandes", "Game end bonus: Check your disk on the merchants track. A position of "
                        "7 to 9 scores 5 VP, 10 to 12 scores 8 and 13 to 15 scores 10."),
    ("afonso_de_portugal", "Phase E bonus: At the start of phase E, check your holders. If none "
                           "of them holds a green die, your pilgrim may take 2 steps."),
])
def test_looked_at_first_changed(target, text):
    is_caught(target, text)
