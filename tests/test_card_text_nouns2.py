"""The rulebook's nouns in printed card text, round two: a card "of the council class" in
a trigger, "count your X" with what follows it, track moves said otherwise, the income of
the space your disk is on, a disk placed "here" on a monastery, and the track on which
your disk has advanced the least. Each construction reads a paraphrase to the component's
own rule, and its twin with one thing changed is an error, never a silent misreading."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as


@pytest.mark.parametrize("target, text", [
    ("nuno_alvares_pereira", "Phase C bonus: Whenever you acquire a character card of the "
                             "council class in phase C, first carry out that card's bonuses "
                             "as usual. Then also gain 1 guard, 1 victory point and 1 step "
                             "with your pilgrim."),
    ("nuno_alvares_pereira", "In phase C, each time you acquire a character card of the "
                             "council class, you gain 1 guard, 1 victory point and 1 pilgrim "
                             "step as well."),
    ("nuno_alvares_pereira", "During phase C, each time you take a council card, you "
                             "additionally receive one guard, one victory point and one "
                             "pilgrim step."),
    ("nuno_alvares_pereira", "Phase C: gain 1 guard, 1 VP and 1 pilgrim step whenever you "
                             "acquire a card of the council class."),
    ("bartolomeu_marchionni", "Phase C bonus: Each time you acquire a character card of the "
                              "merchants class in phase C, resolve that card as usual, then "
                              "gain 1 coin and 2 victory points as well."),
    ("bartolomeu_marchionni", "Phase C: after you acquire a merchants card, gain 1 coin and "
                              "2 VP as well."),
    ("bartolomeu_marchionni", "Phase C: whenever you buy a merchants card, first use that "
                              "card as usual, then gain 1 coin and 2 VP."),
    ("nuno_alvares_pereira", "Phase C: whenever you acquire a council card, carry out its "
                             "bonuses as usual and then also gain 1 guard, 1 VP and 1 pilgrim "
                             "step."),
    ("bartolomeu_marchionni", "Whenever you acquire a merchants character card in phase C, "
                              "gain 1 coin and 2 victory points on top."),
    ("nuno_alvares_pereira", "Phase C: whenever you acquire a council class card, gain 1 "
                             "guard, 1 VP and 1 pilgrim step."),
    ("nuno_alvares_pereira", "Phase C: whenever you acquire a character belonging to the "
                             "council class, gain 1 guard, 1 VP and 1 pilgrim step."),
])
def test_r_c_4_a_card_of_a_class_acquired_in_phase_c(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("nuno_alvares_pereira", "Phase C bonus: Whenever you acquire a character card of the "
                             "clerics class in phase C, first carry out that card's bonuses "
                             "as usual. Then also gain 1 guard, 1 victory point and 1 step "
                             "with your pilgrim."),
    ("nuno_alvares_pereira", "In phase C, each time you acquire a character card of the "
                             "council class, you gain 1 coin, 1 victory point and 1 pilgrim "
                             "step as well."),
    ("nuno_alvares_pereira", "During phase C, each time you take a council card, you "
                             "additionally receive two guards, one victory point and one "
                             "pilgrim step."),
    ("nuno_alvares_pereira", "Phase C: gain 1 guard, 1 VP and 1 pilgrim step whenever you "
                             "acquire a card of the merchants class."),
    ("bartolomeu_marchionni", "Phase C bonus: Each time you acquire a character card of the "
                              "merchants class in phase C, resolve that card as usual, then "
                              "gain 2 coins and 2 victory points as well."),
    ("bartolomeu_marchionni", "Phase C: after you acquire a scholars card, gain 1 coin and "
                              "2 VP as well."),
    ("nuno_alvares_pereira", "Phase C: whenever you acquire a character belonging to the "
                             "merchants class, gain 1 guard, 1 VP and 1 pilgrim step."),
])
def test_r_c_4_twins_are_errors(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("fernao_de_loronha", "Immediate bonus: Count your merchants cards, this one included. "
                          "For each of them, gain 1 coin and 1 victory point."),
    ("fernao_de_loronha", "Count your merchants cards (including this one); for each of "
                          "them, take 1 coin and 1 VP."),
    ("diogo_de_gouveia", "Game end bonus: Count your character cards with an influence value "
                         "of 1 or 2 and gain that many victory points."),
    ("diogo_de_gouveia", "At the end of the game, count your cards with influence 1 or 2. "
                         "Score that many VP."),
    ("fernao_de_loronha", "Count how many merchants cards you have, including this one. "
                          "Gain 1 coin and 1 VP for each of them."),
])
def test_r_bon_i_g_count_then_that_many_or_for_each_of_them(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("fernao_de_loronha", "Immediate bonus: Count your clerics cards, this one included. "
                          "For each of them, gain 1 coin and 1 victory point."),
    ("fernao_de_loronha", "Immediate bonus: Count your merchants cards. For each of them, "
                          "gain 1 coin and 2 victory points."),
    ("fernao_de_loronha", "Immediate bonus: Count your coins. For each of them, gain 1 coin "
                          "and 1 victory point."),
    ("fernao_de_loronha", "For each of them, gain 1 coin and 1 victory point."),
    ("fernao_de_loronha", "Count how many merchants cards you have, including this one. "
                          "Gain 1 coin and 2 VP for each of them."),
    ("diogo_de_gouveia", "Game end bonus: Count your character cards with an influence value "
                         "of 1 or 3 and gain that many victory points."),
    ("diogo_de_gouveia", "Game end bonus: Count your character cards with an influence value "
                         "of 1 or 2 and gain that many coins."),
    ("diogo_de_gouveia", "Count your character cards with an influence value of 1 or 2 and "
                         "gain that many victory points."),
])
def test_r_bon_i_g_count_twins_are_errors(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("jorge_de_melo", "Phase E bonus: At the start of every phase E, move your disk one space "
                      "up an influence track of your choice and gain 1 coin."),
    ("jorge_de_melo", "Start of every phase E: choose a track, move 1 up it, and take 1 "
                      "coin."),
    ("tristao_da_cunha", "At the start of each phase E: move up 1 space on any one influence "
                         "track you choose, and gain 1 guard."),
    ("antonio_de_lisboa", "At the start of each phase E: choose any influence track, move "
                          "your disk 1 space up on it, and gain 1 guard."),
    ("abraao_zacuto", "At the start of each phase E, choose a track and move your marker up "
                      "by 1 space there. Also gain 1 coin."),
    ("salzedas", "Move your scholars track disk 3 spaces up."),
    ("salzedas", "Move your green scholars track marker up by 3 spaces."),
    ("tristao_da_cunha", "At the start of each phase E, choose one of the four influence "
                         "tracks and move your disk on it 1 space up; also gain 1 guard."),
    ("tristao_da_cunha", "At the start of each phase E, you may move 1 space up on an "
                         "influence track of your choosing and you gain 1 guard."),
    ("tristao_da_cunha", "At the start of each phase E, pick an influence track and advance "
                         "your disk there by one space, then gain 1 guard."),
    ("jorge_de_melo", "At the start of each phase E, move one of your disks 1 space up its "
                      "track and gain 1 coin."),
    ("jorge_de_melo", "At the start of each phase E, move any one of your influence disks up "
                      "1 space and gain 1 coin."),
])
def test_r_bon_e_m_track_moves_said_otherwise(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("jorge_de_melo", "Phase E bonus: At the start of every phase E, move your disk two "
                      "spaces up an influence track of your choice and gain 1 coin."),
    ("jorge_de_melo", "Start of every phase E: choose a track, move 2 up it, and take 1 "
                      "coin."),
    ("tristao_da_cunha", "At the start of each phase E: move up 1 space on every influence "
                         "track, and gain 1 guard."),
    ("tristao_da_cunha", "At the start of each phase E: move up 1 space on any one influence "
                         "track you choose, and gain 1 coin."),
    ("antonio_de_lisboa", "At the start of each phase E: choose any influence track, move "
                          "your disk 2 spaces up on it, and gain 1 guard."),
    ("salzedas", "Move your clerics track disk 3 spaces up."),
    ("salzedas", "Move your orange scholars track marker up by 3 spaces."),
    ("tristao_da_cunha", "At the start of each phase E, choose one of the three influence "
                         "tracks and move your disk on it 1 space up; also gain 1 guard."),
    ("tristao_da_cunha", "At the start of each phase E, choose one of the four influence "
                         "tracks and move your disk on it 2 spaces up; also gain 1 guard."),
    ("jorge_de_melo", "At the start of each phase E, move your merchants disk 1 space up its "
                      "track and gain 1 coin."),
])
def test_r_bon_e_m_track_move_twins_are_errors(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("goncalo_velho", "Immediate bonus: Gain the income reward currently shown for your "
                      "space on the clerics track, exactly as you would in phase E."),
    ("goncalo_velho", "Immediately gain the income that your current space on the clerics "
                      "track pays, just as a purple die would in phase E."),
    ("aires_barbosa", "You get the current income of your space on the scholars track."),
    ("aires_barbosa", "Immediate bonus: Gain the current income reward of the scholars "
                      "track, as you would with a die of that track's colour in phase E."),
    ("aires_barbosa", "Gain the income of your space on the scholars track, as you would "
                      "with a green die in phase E."),
    ("goncalo_velho", "Gain the income of the space your disk occupies on the clerics "
                      "track, as if you had activated a purple die in phase E."),
    ("goncalo_velho", "Gain the income of the space your disk occupies on the clerics "
                      "track, like a die of the matching colour would in phase E."),
    ("goncalo_velho", "Receive the income shown at your disk's space on the clerics track."),
    ("goncalo_velho", "Immediately receive the clerics track income for the space your disk "
                      "is on."),
    ("goncalo_velho", "Gain the income your disk currently earns on the clerics track."),
])
def test_r_e_1_the_income_of_your_space_on_a_track(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("goncalo_velho", "Immediate bonus: Gain the income reward currently shown for your "
                      "space on the scholars track, exactly as you would in phase E."),
    ("goncalo_velho", "Immediately gain the income that your current space on the clerics "
                      "track pays, just as a green die would in phase E."),
    ("goncalo_velho", "Phase E: gain the income that your current space on the clerics "
                      "track pays."),
    ("aires_barbosa", "You get the current income of your space on the clerics track."),
    ("aires_barbosa", "Immediate bonus: Gain the current income reward of the scholars "
                      "track, as you would with a purple die in phase E."),
    ("goncalo_velho", "Gain the income of the space your disk occupies on the clerics "
                      "track, as if you had activated an orange die in phase E."),
    ("goncalo_velho", "Gain the income of the space your disk occupies on the clerics "
                      "track, as if you had activated a white die in phase E."),
    ("goncalo_velho", "Immediately receive the scholars track income for your current "
                      "space."),
    ("goncalo_velho", "Gain the income your disk currently earns on the council track."),
])
def test_r_e_1_income_twins_are_errors(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("lorvao", "When you place your disk here: gain three guards."),
    ("lorvao", "Upon placing your disk on this monastery, take 3 guards."),
    ("ganfei", "From now on, each time you put your disk on another monastery, you gain 1 "
               "VP. That's not counting this one."),
    ("ganfei", "Lasting: whenever you place your disk on another monastery, gain 1 VP."),
    ("grijo", "Lasting bonus: Once your disk is on this monastery, it counts as 1 wild "
              "diploma for you."),
    ("grijo", "Lasting: this monastery counts as one wild diploma for you."),
    ("grijo", "While your disk is on this monastery, it counts as a wild diploma."),
    ("grijo", "Lasting: counts as 1 wild diploma for you while your disk is here."),
    ("ganfei", "Lasting: 1 VP for each further monastery you put your disk on."),
    ("ganfei", "Lasting: 1 VP for every later monastery where you place a disk."),
    ("celas", "When you put your disk on this monastery, gain 3 VP."),
    ("santa_cruz", "When your disk is placed on this monastery, take 3 coins."),
])
def test_r_bon_m_your_disk_on_a_monastery(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("lorvao", "When you place your disk here: gain three coins."),
    ("lorvao", "When you place your disk here: gain three guards. From now on, gain 1 VP."),
    ("ganfei", "From now on, each time you put your disk on another monastery, you gain 2 "
               "VP. That's not counting this one."),
    ("ganfei", "Gain 1 VP. That's not counting this one."),
    ("grijo", "Lasting bonus: Once your disk is on this monastery, it counts as 2 wild "
              "diplomas for you."),
    ("grijo", "Lasting: this monastery counts as one diploma for you."),
    ("grijo", "Counts as 2 wild diplomas for you while your disk is here."),
    ("ganfei", "Lasting: 2 VP for each further monastery you put your disk on."),
    ("pendorada", "2 VP for each further monastery you put your disk on."),
    ("celas", "When you put your disk on this monastery, gain 3 coins."),
    ("grijo", "When you place your disk here: this monastery counts as one wild diploma for "
              "you."),
])
def test_r_bon_m_disk_twins_are_errors(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("maskat", "Game end: Find the influence track on which your disk has advanced the "
               "least. Double the value of the space that disk is on and gain the result as "
               "victory points."),
    ("maskat", "At game end, find your lowest influence track; you score 2 VP for each "
               "space your disk has reached there."),
    ("maskat", "Game end: 2 VP per space of the track where your disk is lowest."),
    ("maskat", "At game end, take the track on which you have advanced the least and "
               "score 2 VP for each space your disk has reached on it."),
    ("maskat", "Game end: gain VP equal to twice the number of the space your disk "
               "occupies on your lowest influence track."),
    ("maskat", "Game end: 2 VP for each space your disk has advanced on the track where it "
               "is lowest."),
    ("maskat", "Game end: Find the track with your lowest marker. Double the value of the "
               "space that disk is on and gain the result as VP."),
])
def test_r_bon_v_the_track_your_disk_has_advanced_the_least(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("maskat", "Game end: Find the influence track on which your disk has advanced the "
               "most. Double the value of the space that disk is on and gain the result as "
               "victory points."),
    ("maskat", "At game end, find your lowest influence track; you score 3 VP for each "
               "space your disk has reached there."),
    ("maskat", "At game end, you score 2 VP for each space your disk has reached there."),
    ("maskat", "Game end: 2 VP per space of the track where your disk is furthest ahead."),
    ("maskat", "Game end: 2 VP for each space your disk has advanced on the track where it "
               "is highest."),
    ("maskat", "Game end: gain VP equal to three times the number of the space your disk "
               "occupies on your lowest influence track."),
])
def test_r_bon_v_least_track_twins_are_errors(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("pendorada", "2 VP per monastery your disk is on, this one included."),
    ("barbados", "Game end: Count the monasteries your disk is on and gain that many VP."),
    ("barbados", "Game end: 1 VP for each monastery one of your disks sits on."),
    ("leca_do_balio", "Count your council cards and score 2 VP for each of them."),
    ("ceuta", "Game end: Count the monasteries where you have no disk. Gain 1 VP for each of "
              "them."),
])
def test_r_bon_m_v_monasteries_your_disk_is_on_counted(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("ceuta", "Game end: 1 VP for each monastery your disk is on."),
    ("barbados", "Game end: Count the monasteries your disk is on and gain that many coins."),
    ("leca_do_balio", "Count your clerics cards and score 2 VP for each of them."),
    ("ceuta", "Game end: Count the monasteries where you have a disk. Gain 1 VP for each of "
              "them."),
])
def test_r_bon_m_v_monastery_count_twins_are_errors(target, text):
    is_caught(target, text)
