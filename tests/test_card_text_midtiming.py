"""A timing said between the reward and what it counts ("gives 2 VP at the end for each
merchants card", R-END-4, R-BON-E): the per counts the reward, the timing is the bonus's;
each twin with a changed timing or figure is caught, never read in silence."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as


@pytest.mark.parametrize("target, text", [
    ("macau", "Macau gives 2 VP at the end for each merchants card you've collected."),
    ("macau", "Gain 2 VP at the end of the game for each merchants card you have."),
    ("barbados", "Barbados is worth a point at the end for every monastery carrying your disk."),
    ("barbados", "This voyage scores 1 VP at game end per monastery with your disk."),
    ("refoios", "Refóios gives 5 VP right away for each set of four cards that covers all four classes."),
    ("refoios", "Gain 5 VP immediately for every set of 4 cards of the 4 classes."),
    ("garcia_de_orta", "Garcia de Orta earns you a victory point in each phase E for every gray die in your holders."),
    ("nicolau_coelho", "Frei Nicolau Coelho gives you one extra pilgrim step in phase E for every purple die in your holders."),
    ("nicolau_coelho", "You gain 1 pilgrim step during phase E per purple die in your holders."),
])
def test_r_end_4_timing_between_reward_and_count_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("macau", "Macau gives 2 VP in phase E for each merchants card you've collected."),
    ("macau", "Macau gives 3 VP at the end for each merchants card you've collected."),
    ("macau", "Macau gives 2 VP at the end for each clerics card you've collected."),
    ("macau", "Macau gives 2 VP right away for each merchants card you've collected."),
    ("barbados", "Barbados is worth a point right away for every monastery carrying your disk."),
    ("refoios", "Refóios gives 5 VP at the end for each set of four cards that covers all four classes."),
    ("refoios", "Refóios gives 5 coins right away for each set of four cards that covers all four classes."),
    ("garcia_de_orta", "Garcia de Orta earns you a victory point at game end for every gray die in your holders."),
    ("garcia_de_orta", "Garcia de Orta earns you a victory point in each phase E for every orange die in your holders."),
    ("nicolau_coelho", "Frei Nicolau Coelho gives you two extra pilgrim steps in phase E for every purple die in your holders."),
])
def test_r_end_4_timing_between_reward_and_count_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("miguel_da_silva", "Dom Miguel da Silva counts the monasteries that already carry your disk and gives you 1 VP for each of them."),
    ("paco_de_sousa", "Paço de Sousa counts your scholars cards and gives you two points apiece."),
    ("paco_de_sousa", "Count your scholars cards and gain 2 VP for each."),
    ("landim", "Landim counts the crowns you have and gives you 1 VP for each one."),
    ("miguel_da_silva", "Gain 1 VP for each monastery that already carries your disk."),
])
def test_r_bon_counted_as_a_verb_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("miguel_da_silva", "Dom Miguel da Silva counts the monasteries that already carry your disk and gives you 2 VP for each of them."),
    ("miguel_da_silva", "Dom Miguel da Silva counts the monasteries that already carry your disk and gives you 1 coin for each of them."),
    ("paco_de_sousa", "Paço de Sousa counts your clerics cards and gives you two points apiece."),
    ("paco_de_sousa", "Paço de Sousa counts your scholars cards and gives you three points apiece."),
    ("paco_de_sousa", "Paço de Sousa counts your scholars cards and gives you two points."),
    ("landim", "Landim counts the coins you have and gives you 1 VP for each one."),
])
def test_r_bon_counted_as_a_verb_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("gil_vicente", "Gil Vicente starts you off with 5 VP and a single step for your pilgrim."),
    ("gil_vicente", "Gain 5 VP and a single pilgrim step."),
    ("gil_vicente", "Gain 5 VP and a step for your pilgrim."),
    ("fernao_lopes", "Fernão Lopes gives a tidy 2 coins and 2 guards when you take him."),
])
def test_r_bon_small_words_read(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("gil_vicente", "Gil Vicente starts you off with 5 VP and two steps for your pilgrim."),
    ("gil_vicente", "Gil Vicente starts you off with 5 VP and a single guard."),
    ("gil_vicente", "Gain 5 VP and a single pilgrim step at game end."),
    ("fernao_lopes", "Fernão Lopes gives a tidy 3 coins and 2 guards when you take him."),
    ("fernao_lopes", "Fernão Lopes gives a tidy 2 VP and 2 guards when you take him."),
])
def test_r_bon_small_words_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("tristao_da_cunha", "At the beginning of every phase E, Tristão da Cunha lets you push your disk one space up any influence track you like, and hands you a guard as well."),
    ("tristao_da_cunha", "In phase E, at the start, move 1 up a track of your choice and hand you 1 guard."),
    ("calicut", "At game end, total your guards, coins and crowns and gain half of that, rounded down, as VP."),
])
def test_r_bon_e_subject_carried_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("tristao_da_cunha", "At the beginning of every phase E, Tristão da Cunha lets you push your disk one space up any influence track you like, and hands you a coin as well."),
    ("tristao_da_cunha", "At the beginning of every phase E, Tristão da Cunha lets you push your disk one space up any influence track you like, and hands you 2 guards as well."),
    ("tristao_da_cunha", "At game end, Tristão da Cunha lets you push your disk one space up any influence track you like, and hands you a guard as well."),
    ("calicut", "At game end, total your guards and coins and gain half of that, rounded down, as VP."),
])
def test_r_bon_e_subject_carried_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("landim", "Landim gives 1 VP for each crown you currently have, counted the same way as in phase D."),
    ("landim", "Gain 1 VP per crown you have, counted as in phase D."),
])
def test_r_d_1_crowns_counted_as_in_phase_d_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("landim", "Landim gives 2 VP for each crown you currently have, counted the same way as in phase D."),
    ("landim", "Landim gives 1 VP for each coin you currently have, counted the same way as in phase D."),
    ("landim", "Gain 1 VP per crown you have at game end, counted as in phase D."),
])
def test_r_d_1_crowns_counted_as_in_phase_d_changed_is_caught(target, text):
    is_caught(target, text)
