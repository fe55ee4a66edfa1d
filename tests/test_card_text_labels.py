"""When the bonus acts, said by a label or a leading clause (R-BON-E, R-BON-M, R-BON-G,
R-C-4, R-END-1): a timing said as a sentence of its own ("Game end.", "This one kicks in
every phase E, right at the start.", "Start card, works in phase C.") times the sentences
after it, which must agree with it; a label naming the component's own trigger ("When
claimed:", "On placing your disk:") is the immediate bonus; a label may carry a remark
("Phase C (start card):"). Every twin with a changed timing or figure is caught."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as


# a timing said alone, then the bonus (R-BON-E, R-BON-G, R-BON-M)
@pytest.mark.parametrize("target, text", [
    ("lourenco_moreno", "Phase E. Gain 1 coin for each orange die in your holders."),
    ("lourenco_moreno", "This one's phase E. You get a coin for every orange die you've got in your holders."),
    ("lourenco_moreno", "It works in phase E. You gain a coin for every orange die in your holders."),
    ("lourenco_moreno", "This card is a phase E card. 1 coin per orange die in your holders."),
    ("simao_alvares", "End of the game. Gain 5 VP for each set of four cards of the four classes."),
    ("simao_alvares", "This one waits until the end of the game. 5 VP per set of 4 cards of the 4 classes."),
    ("simao_alvares", "This card scores at game end: 5 VP per set of 4 cards of the 4 classes."),
    ("pedro_de_meneses", "Game end. At the end, five points for each set of four cards that covers all four classes."),
    ("alcobaca", "Lasting effect. From now on, whenever you put a die in the castle, you get four victory points."),
    ("alcobaca", "Lasting. Whenever you place a die in the castle, gain 4 VP."),
    ("ganfei", "This one lasts. From now on, every time you put a disk on another monastery after this one, you get one victory point."),
    ("grijo", "This one stays with you — basically, from now on it counts as one wild diploma."),
    ("grijo", "It stays in play: it counts as 1 wild diploma."),
    ("goncalo_vaz", "Phase E. Any number of times, trade 2 coins for 1 VP."),
    ("alvaro_vaz_de_almada", "This one happens right away. You get five guards."),
    ("jorge_da_costa", "It applies in phase C: guard-cost cards cost you 1 guard less."),
    ("simao_alvares", "Takes effect at the end of the game. 5 VP per set of 4 cards of the 4 classes."),
    ("alcobaca", "This monastery's ability lasts. Whenever you place a die in the castle, gain 4 VP."),
    ("garcia_de_noronha", "Its bonus waits until the end of the game. Council track seven to nine: five VP; ten to twelve: seven VP; thirteen to fifteen: ten VP."),
    ("alvaro_vaz_de_almada", "Immediately. Gain 5 guards."),
    ("macau", "This voyage scores at the end of the game. 2 VP per merchants card."),
    ("nuno_alvares_pereira", "It pays off in phase C. Whenever you acquire a council card, gain 1 guard, 1 VP and 1 pilgrim step."),
    ("nuno_alvares_pereira", "Ongoing. Whenever you acquire a council card, gain 1 guard, 1 VP and 1 pilgrim step."),
    ("simao_alvares", "This one's a game-end card. 5 VP per set of 4 cards of the 4 classes."),
    ("garcia_de_noronha", "This one waits until the end of the game. Council track seven to nine: five VP; ten to twelve: seven VP; thirteen to fifteen: ten VP."),
])
def test_r_bon_e_timing_said_alone_times_what_follows(target, text):
    reads_as(target, text)


# the start of phase E said in the lead: the bonus acts at that start (R-BON-E)
@pytest.mark.parametrize("target, text", [
    ("tristao_da_cunha", "This one kicks in every phase E, right at the start. You move up one space on whichever track you like, and you take one guard."),
    ("tristao_da_cunha", "It happens at the start of each phase E. Move 1 up a track of your choice and gain 1 guard."),
    ("tristao_da_cunha", "Phase E, at the very start. Gain 1 guard and move 1 up a track of your choice."),
    ("afonso_de_portugal", "This one's checked at the start of phase E. If there's no purple die in your holders, you get two pilgrim steps."),
    ("afonso_de_portugal", "This card acts right at the start of phase E: if you have no purple die in your holders, gain 2 pilgrim steps."),
    ("tristao_da_cunha", "Start of phase E. Move 1 up a track of your choice and gain 1 guard."),
    ("tristao_da_cunha", "At the start of each phase E. Move 1 up a track of your choice and gain 1 guard."),
    ("tristao_da_cunha", "At the very start of each phase E, move 1 up a track of your choice and gain 1 guard."),
    ("tristao_da_cunha", "At the start of phase E — every phase E — you move up one on a track of your choice and you take a guard."),
    ("abraao_zacuto", "Every phase E, right at the start, move 1 up a track of your choice and gain 1 coin."),
    ("jorge_de_melo", "Once, at the start of every phase E, gain 1 coin and move 1 up a track of your choice."),
    ("tristao_da_cunha", "Phase E: once, at the start of each phase E, move your disk 1 space up one influence track of your choice and gain 1 guard."),
])
def test_r_bon_e_start_of_phase_e_in_the_lead_reads(target, text):
    reads_as(target, text)


# a start card's label and remark (R-C-4)
@pytest.mark.parametrize("target, text", [
    ("jorge_da_costa", "Phase C (start card): guard-cost cards cost you 1 guard less."),
    ("jorge_da_costa", "Phase C (start card): each guard-cost card you acquire in phase C costs you 1 guard less."),
    ("jorge_da_costa", "Start card — works in phase C. So any card that costs guards costs you one guard less."),
    ("jorge_da_costa", "Phase C (start card). Each guard-cost card you acquire in phase C costs you 1 guard less."),
    ("pedro_nunes", "Start card, works in phase C. Basically, cards that cost coins are one coin cheaper for you."),
    ("pedro_nunes", "Start card. Phase C. Coin-cost cards cost you 1 coin less."),
    ("bartolomeu_marchionni", "Phase C, a start card: whenever you acquire a merchants card, gain 1 coin and 2 VP."),
    ("nuno_alvares_pereira", "This is a start card, so it does its thing in phase C. Basically, every time you buy a council card, you also get one guard, one victory point and one pilgrim step."),
    ("nuno_alvares_pereira", "Start card, so this is a phase C thing. Whenever you buy a council card, you get a guard, a victory point and a pilgrim step."),
    ("santo_tirso", "Lasting, so this monastery counts as 2 wild diplomas."),
    ("santo_tirso", "Lasting, so it counts as two wild diplomas."),
    ("santo_tirso", "Lasting — so it just sits there and counts as two wild diplomas."),
])
def test_r_c_4_start_card_label_with_remark_reads(target, text):
    reads_as(target, text)


# the monastery's own trigger as a label: its immediate bonus (R-BON-M)
@pytest.mark.parametrize("target, text", [
    ("salzedas", "When claimed: advance three spaces on the scholars track."),
    ("celas", "When your pilgrim claims this monastery: 3 VP."),
    ("celas", "When you claim this monastery, gain 3 VP."),
    ("celas", "Once your pilgrim claims this monastery, gain 3 VP."),
    ("lorvao", "On placing your disk: three guards."),
    ("lorvao", "Upon claiming this monastery: 3 guards."),
    ("lorvao", "After claiming this monastery, gain 3 guards."),
    ("semide", "On arrival: 2 coins and 2 guards."),
    ("semide", "On placing your disk: 2 coins and 2 guards."),
    ("landim", "When claimed: 1 VP per crown you have."),
    ("rui_mendes", "Immediate, optional: you may pay 5 coins to gain 7 VP."),
])
def test_r_bon_m_own_trigger_label_is_immediate(target, text):
    reads_as(target, text)


# timings said for the whole game's phase, and scored at game end (R-BON-E, R-BON-G)
@pytest.mark.parametrize("target, text", [
    ("goncalo_vaz", "Phase E: any number of times during each phase E, you may exchange 2 coins for 1 VP."),
    ("goncalo_vaz", "Any number of times in each phase E, trade 2 coins for 1 VP."),
    ("diogo_fernandes", "Scores at game end: 5 VP for spaces 7-9 of the merchants track, 7 VP for 10-12, 10 VP for 13-15."),
    ("simao_alvares", "Scores at the end of the game: 5 VP per set of 4 cards of the 4 classes."),
])
def test_r_bon_g_phase_and_game_end_labels_read(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # a changed timing in the lead
    ("tristao_da_cunha", "This one kicks in at game end. You move up one space on any track you like, and you take one guard."),
    ("lourenco_moreno", "Game end. Gain 1 coin for each orange die in your holders."),
    ("lourenco_moreno", "This one's phase C. You get a coin for every orange die in your holders."),
    ("afonso_de_portugal", "This one's checked at game end. If there's no purple die in your holders, you get two pilgrim steps."),
    ("simao_alvares", "This one lasts. 5 VP per set of 4 cards of the 4 classes."),
    ("jorge_da_costa", "Start card — works in phase E. So any card that costs guards costs you one guard less."),
    ("alcobaca", "Game end. Whenever you place a die in the castle, gain 4 VP."),
    # a lead that disagrees with the sentence's own timing: refused, not guessed
    ("simao_alvares", "Phase E. At the end of the game, gain 5 VP per set of 4 cards of the 4 classes."),
    ("alcobaca", "This one lasts. At game end, gain 4 VP whenever you place a die in the castle."),
    ("goa", "Game end. Gain 9 VP now."),
    ("lourenco_moreno", "Start of phase E. Gain 2 coins for each orange die in your holders."),
    ("alcobaca", "This monastery's ability kicks in at game end. Whenever you place a die in the castle, gain 4 VP."),
    ("macau", "Phase E. 2 VP per merchants card."),
    ("simao_alvares", "This one's a phase E card. 5 VP per set of 4 cards of the 4 classes."),
    ("nuno_alvares_pereira", "Game end. Whenever you acquire a council card, gain 1 guard, 1 VP and 1 pilgrim step."),
    ("alvaro_vaz_de_almada", "Gain 5 guards. This one happens at game end."),
    # a timing alone between two bonuses: which one it times is unclear
    ("lorvao", "Gain 3 guards. Game end. Gain 2 VP."),
    ("lorvao", "Game end. Gain 3 guards. Now. Gain 1 VP."),
    ("semide", "On arrival: 2 coins and 3 guards."),
    # a changed figure after a lead or an own-trigger label
    ("simao_alvares", "End of the game. Gain 4 VP for each set of four cards of the four classes."),
    ("celas", "When claimed: 4 VP."),
    ("salzedas", "When claimed: advance three spaces on the clerics track."),
    ("lorvao", "On placing your disk: three coins."),
    ("jorge_da_costa", "Phase C (start card): coin-cost cards cost you 1 coin less."),
    ("tristao_da_cunha", "At the very start of each phase E, move 1 up a track of your choice and gain 2 guards."),
    # an own-trigger label on a lasting bonus: the lasting ability is not immediate
    ("alcobaca", "On placing your disk: gain 4 VP."),
    ("goncalo_vaz", "Phase E: any number of times during each phase E, you may exchange 2 coins for 2 VP."),
])
def test_changed_timing_or_figure_is_caught(target, text):
    is_caught(target, text)
