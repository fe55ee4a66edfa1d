"""Character cards' bonuses said in ordinary designer English (R-BON-I, R-BON-E, R-BON-G,
R-BON-C, R-CARD-1): each paraphrase reads to the card's own rule, and each changed-meaning
twin (another figure, resource, class, track, timing or condition) is an error."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as


PARAPHRASES = [
    ("nuno_alvares_pereira", "Phase C: whenever you acquire a council card, gain 1 guard, "
                             "1 VP and 1 pilgrim step."),
    ("nuno_alvares_pereira", "During phase C, each time you buy a council card, you get a "
                             "guard, a VP and a pilgrim step."),
    ("nuno_alvares_pereira", "Phase C: after you take a council card, receive one guard, "
                             "one victory point and one pilgrim step."),
    ("alvaro_vaz_de_almada", "Take 5 guards."),
    ("alvaro_vaz_de_almada", "You receive five guards."),
    ("alvaro_vaz_de_almada", "Immediately gain 5 guards."),
    ("duarte_pacheco_pereira", "Every opponent behind you on the council track must give you "
                               "either 2 guards or 2 VP (even below 0), as they choose."),
    ("francisco_de_almeida", "For each council card you have, gain 1 guard and 1 pilgrim step."),
    ("francisco_de_almeida", "Gain 1 guard and move 1 step on the pilgrimage for every "
                             "council card you own."),
    ("lopo_soares_de_albergaria", "Gain 4 guards. Then invest in a voyage that costs guards."),
    ("lopo_soares_de_albergaria", "Receive four guards and invest in a guard-cost voyage."),
    ("tristao_da_cunha", "At the start of phase E, advance 1 space on any track and gain "
                         "1 guard."),
    ("tristao_da_cunha", "Phase E, at the start: gain 1 guard and move up 1 space on a track "
                         "of your choice."),
    ("joao_de_castro", "Phase E: for each gray die in your holders, gain 1 guard."),
    ("joao_de_castro", "In phase E, take one guard per grey die in your holders."),
    ("garcia_de_orta", "Phase E: score 1 VP for each gray die in your holders."),
    ("garcia_de_orta", "Phase E: for every gray die in your holders, gain one VP."),
    ("amato_lusitano", "Phase E: 1 VP per green die in your holders."),
    ("lourenco_moreno", "Phase E: take 1 coin for each orange die in your holders."),
    ("nicolau_coelho", "Phase E: for each purple die in your holders, move 1 step on the "
                       "pilgrimage."),
    ("garcia_de_noronha", "At game end, score 5, 7 or 10 VP for reaching space 7-9, 10-12 "
                          "or 13-15 of the council track."),
    ("garcia_de_noronha", "Game end: 5/7/10 VP if your marker is on space 7-9/10-12/13-15 "
                          "of the council track."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses 3 VP or 1 clerics card with "
                              "its influence (their choice)."),
    ("vasco_da_gama", "Take one of the favor tiles still beside the castle and use it."),
    ("vasco_da_gama", "Take a favour tile still next to the castle and use it."),
    ("nuno_da_cunha", "Phase E: you may trade 2 guards for 1 VP any number of times."),
    ("nuno_da_cunha", "Phase E: as often as you like, exchange 2 guards for 1 VP."),
    ("goncalo_vaz", "Phase E: any number of times, pay 2 coins to gain 1 VP."),
    ("goncalo_vaz", "Phase E: trade two coins for one VP, as many times as you wish."),
    ("martim_afonso_de_sousa", "Game end: 5 VP for each set of 4 cards of the 4 classes."),
    ("martim_afonso_de_sousa", "At the end of the game, score 5 VP per set of one card of "
                               "each of the 4 classes."),
    ("henrique_de_meneses", "Game end: gain 1 VP for each card with influence 1 or 2."),
    ("henrique_de_meneses", "At game end, score 1 VP per card whose influence is 1 or 2."),
    ("estevao_da_gama", "Game end: score once more the game-end bonus of another of your "
                        "cards."),
    ("estevao_da_gama", "At the end of the game, score another of your cards' game-end bonus "
                        "again."),
    ("bartolomeu_marchionni", "Phase C: each time you acquire a merchants card, gain 1 coin "
                              "and 2 VP."),
    ("bartolomeu_marchionni", "Phase C: whenever you buy a merchants card, take a coin and "
                              "two VP."),
    ("fernao_gomes", "Gain five coins."),
    ("fernao_de_loronha", "For each merchants card you have, gain 1 coin and 1 VP."),
    ("fernao_de_loronha", "Gain 1 coin and 1 VP for every merchants card you own."),
    ("cristovao_de_haro", "Gain 4 coins, then invest in a coin-cost voyage."),
    ("rui_mendes", "You may spend 5 coins to gain 7 VP."),
    ("rui_mendes", "You may pay five coins to score 7 VP."),
    ("jorge_de_melo", "At the start of phase E, gain 1 coin and advance 1 on a track of your "
                      "choice."),
    ("tome_pires", "Each opponent gives you either 1 guard and 1 coin or 2 VP, even below 0 "
                   "(their choice)."),
    ("duarte_barbosa", "Take a card from the discard pile and pay 3 of its currency."),
    ("duarte_barbosa", "Take any card from the discard pile, paying 3 of its cost currency."),
    ("jorge_da_costa", "Phase C: guard-cost cards cost 1 guard less for you."),
    ("jorge_da_costa", "Phase C: you pay 1 guard less for guard-cost cards."),
    ("pedro_nunes", "Phase C: your coin-cost cards cost 1 coin less."),
    ("henrique_de_coimbra", "Move 3 steps on the pilgrimage."),
    ("henrique_de_coimbra", "Advance three pilgrim steps."),
    ("diogo_de_sousa", "You may pay 5 guards to gain up to 5 pilgrim steps."),
    ("goncalo_velho", "Gain the clerics track's current income."),
    ("goncalo_velho", "Receive the current income of the clerics track."),
    ("miguel_da_silva", "Gain 1 VP for each monastery where you have a disk."),
    ("miguel_da_silva", "Score 1 VP per monastery with one of your disks."),
    ("afonso_de_portugal", "Phase E: at the start, if you have no purple die in your holders, "
                           "gain 2 pilgrim steps."),
    ("afonso_de_portugal", "At the start of phase E, gain 2 pilgrim steps unless you have a "
                           "purple die in your holders."),
    ("bartolomeu_dos_martires", "Use once more the immediate bonus of another of your clerics "
                                "cards."),
    ("bartolomeu_dos_martires", "Use the immediate bonus of one of your other clerics cards "
                                "again."),
    ("jeronimo_de_azambuja", "Gain 2 VP and 4 pilgrim steps."),
    ("gil_vicente", "Score 5 VP and move 1 step on the pilgrimage."),
    ("andre_de_resende", "Take 1 coin and 2 VP."),
    ("fernao_lopes", "Gain two guards and two coins."),
    ("joao_de_barros", "Score five victory points."),
    ("gomes_eanes_de_zurara", "Game end: score 5/7/10 VP for scholars track space "
                              "7-9/10-12/13-15."),
]


@pytest.mark.parametrize("target, text", PARAPHRASES)
def test_character_bonuses_in_designer_english_R_BON_I_E_G_C(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("henrique_de_coimbra", "Take 3 steps along the pilgrimage."),
    ("nicolau_coelho", "Phase E: move 1 step along the pilgrimage for each purple die in your "
                       "holders."),
    ("garcia_de_noronha", "Game end: gain 5/7/10 VP for having reached space 7-9/10-12/13-15 "
                          "on the council track."),
    ("diogo_fernandes", "Game end: 5, 7 or 10 VP if your disk is at space 7-9, 10-12 or "
                        "13-15 on the merchants track."),
    ("pedro_nunes", "Phase C: coin-cost cards cost 1 coin less for you."),
    ("duarte_barbosa", "Take a card from the discard pile by paying 3 of its cost currency."),
])
def test_pilgrimage_tier_spans_and_discounts_said_otherwise_R_BON_E_G_C(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # steps on the pilgrimage: another figure
    ("henrique_de_coimbra", "Move 4 steps on the pilgrimage."),
    ("gil_vicente", "Score 5 VP and move 2 steps on the pilgrimage."),
    ("nicolau_coelho", "Phase E: for each green die in your holders, move 1 step on the "
                       "pilgrimage."),
    # a tier reached, spans with a dash: another track, figure or span
    ("garcia_de_noronha", "At game end, score 5, 7 or 10 VP for reaching space 7-9, 10-12 "
                          "or 13-15 of the merchants track."),
    ("garcia_de_noronha", "At game end, score 5, 7 or 11 VP for reaching space 7-9, 10-12 "
                          "or 13-15 of the council track."),
    ("garcia_de_noronha", "At game end, score 5, 7 or 10 VP for reaching space 8-9, 10-12 "
                          "or 13-15 of the council track."),
    ("garcia_de_noronha", "Phase E: score 5, 7 or 10 VP for reaching space 7-9, 10-12 or "
                          "13-15 of the council track."),
    # the marker's spans with the track after them
    ("garcia_de_noronha", "Game end: 5/7/10 VP if your marker is on space 7-9/10-12/13-15 "
                          "of the clerics track."),
    ("garcia_de_noronha", "Game end: 6/7/10 VP if your marker is on space 7-9/10-12/13-15 "
                          "of the council track."),
    ("garcia_de_noronha", "Game end: 5/7/10 VP if your marker is on space 7-9/10-11/13-15 "
                          "of the council track."),
    # a discount "for you": another figure or currency
    ("jorge_da_costa", "Phase C: guard-cost cards cost 2 guards less for you."),
    ("jorge_da_costa", "Phase C: coin-cost cards cost 1 coin less for you."),
    # its cost currency: another figure
    ("duarte_barbosa", "Take any card from the discard pile, paying 4 of its cost currency."),
])
def test_changed_meaning_twins_are_errors_R_BON_E_G_C(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("diogo_fernandes", "At game end, score 5, 7 or 10 VP if your marker is at space 7-9, "
                        "10-12 or 13-15 of the merchants track, respectively."),
    ("goncalo_velho", "Gain the income your clerics track space currently shows."),
    ("aires_barbosa", "Take the income your scholars track position gives."),
    ("jorge_de_melo", "At the start of phase E, choose a track and move your marker up 1 "
                      "space on it, and gain 1 coin."),
    ("tristao_da_cunha", "Phase E: at the start, gain 1 guard, then choose a track and move "
                         "your disk up 1 space there."),
    ("garcia_de_noronha", "Game end: if your disk on the council track is on space 7-9, gain "
                          "5 VP; on 10-12, gain 7 VP; on 13-15, gain 10 VP. Below 7 you score "
                          "nothing."),
])
def test_tier_spans_income_position_and_chosen_track_said_otherwise_R_BON_I_E_G(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("diogo_fernandes", "At game end, score 5, 7 or 10 VP if your marker is at space 7-9, "
                        "10-12 or 13-15 of the council track, respectively."),
    ("diogo_fernandes", "At game end, score 5, 8 or 10 VP if your marker is at space 7-9, "
                        "10-12 or 13-15 of the merchants track, respectively."),
    ("goncalo_velho", "Gain the income your scholars track position currently gives."),
    ("jorge_de_melo", "At the start of phase E, choose a track and move your marker up 2 "
                      "spaces on it, and gain 1 coin."),
    ("jorge_de_melo", "At the start of phase E, choose a track and move your marker up 1 "
                      "space on it, and gain 1 guard."),
    ("garcia_de_noronha", "Game end: if your disk on the council track is on space 7-9, gain "
                          "5 VP; on 10-12, gain 7 VP; on 13-15, gain 10 VP. Below 6 you score "
                          "nothing."),
])
def test_changed_meaning_twins_of_spans_income_and_chosen_track_are_errors_R_BON_I_E_G(
        target, text):
    is_caught(target, text)
