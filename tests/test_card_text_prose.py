"""Card text: a blogger's flowing prose with the component as the subject of an everyday
verb ("Leça do Balio scores you 2 VP", "Arouca pushes you 3 spaces up the council track",
"… drops 4 coins in your lap and then lets you invest"), a voyage restriction said as a
proviso ("as long as it's one that costs guards", R-BON-I) and the component counted in
its own count ("itself included"), each read to its component's rule or caught."""
from __future__ import annotations

import pytest

from card_text_checks import is_caught, reads_as


# ------------------------------------------------------------------ the component gives you

@pytest.mark.parametrize("target, text", [
    ("leca_do_balio", "Leça do Balio scores you 2 VP for each council card you own."),
    ("leca_do_balio", "It scores you 2 VP for each council card you own."),
    ("amato_lusitano", "Amato Lusitano scores you 1 VP during phase E for each green die "
                       "you have in your holders."),
    ("sao_vicente_de_fora", "This monastery earns you 2 VP for every clerics card you hold."),
    ("goa", "Goa pays out 9 VP when the game ends."),
    ("landim", "Landim pays out 1 VP for every crown you have."),
    ("fernao_gomes", "Fernão Gomes drops five coins into your lap."),
    ("fernao_gomes", "Fernão Gomes tosses you five coins."),
    ("alvaro_vaz_de_almada", "Álvaro Vaz de Almada throws you five guards."),
])
def test_component_gives_you(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("leca_do_balio", "Leça do Balio scores you 2 VP for each merchants card you own."),
    ("leca_do_balio", "Leça do Balio scores you 3 VP for each council card you own."),
    ("goa", "Goa pays out 8 VP when the game ends."),
    ("fernao_gomes", "Fernão Gomes drops four coins into your lap."),
    ("fernao_gomes", "Fernão Gomes tosses you five guards."),
])
def test_component_gives_you_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ the component moves you

@pytest.mark.parametrize("target, text", [
    ("arouca", "Arouca pushes you 3 spaces up the council track."),
    ("arouca", "Arouca moves you 3 spaces up the council track."),
    ("arouca", "It moves you 3 spaces up the council track."),
    ("arouca", "Arouca lifts you three spaces up the council track."),
    ("pombeiro", "Pombeiro moves you 3 up the clerics track."),
    ("pombeiro", "Pombeiro carries you 3 spaces along the clerics track."),
    ("tibaes", "Tibães sends you three spaces up the merchants track."),
])
def test_component_moves_you(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("pombeiro", "Pombeiro moves you 3 up the council track."),
    ("pombeiro", "Pombeiro moves you 2 up the clerics track."),
    ("arouca", "Arouca pushes you 3 spaces down the council track."),
    ("tibaes", "Tibães sends you four spaces up the merchants track."),
])
def test_component_moves_you_changed(target, text):
    is_caught(target, text)


# ---------------------------------------------- "and then lets you invest", a proviso (R-BON-I)

@pytest.mark.parametrize("target, text", [
    ("lopo_soares_de_albergaria", "Lopo Soares de Albergaria hands you 4 guards and then lets "
                                  "you invest in a voyage, as long as it's one whose cost is "
                                  "paid in guards."),
    ("cristovao_de_haro", "Cristóvão de Haro drops 4 coins in your lap and then lets you invest "
                          "in a voyage, provided it's one that costs coins."),
    ("cristovao_de_haro", "Cristóvão de Haro gives you 4 coins and lets you invest in a voyage "
                          "that costs coins."),
    ("cristovao_de_haro", "Cristóvão de Haro gives you 4 coins, then lets you invest in a "
                          "voyage so long as it costs coins."),
    ("cristovao_de_haro", "Take 4 coins. Then invest in a voyage, providing that it's a voyage "
                          "with a coin cost."),
    ("lopo_soares_de_albergaria", "Gain 4 guards and invest in a voyage, provided it costs "
                                  "guards."),
])
def test_lets_you_and_proviso(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("cristovao_de_haro", "Cristóvão de Haro gives you 4 coins and then lets you invest in a "
                          "voyage that costs guards."),
    ("lopo_soares_de_albergaria", "Lopo Soares de Albergaria hands you 5 guards and then lets "
                                  "you invest in a voyage that costs guards."),
    ("lopo_soares_de_albergaria", "Gain 4 guards and invest in a voyage, provided it costs "
                                  "coins."),
    ("cristovao_de_haro", "Gain 4 coins and invest in a voyage, as long as it's one whose cost "
                          "is paid in guards."),
])
def test_lets_you_and_proviso_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------ counted in its own count, a bonus reused

@pytest.mark.parametrize("target, text", [
    ("tanger", "Tanger pays 2 VP at game end for each voyage carrying your disk, itself "
               "included."),
    ("tanger", "At game end, score 2 VP for each voyage with your disk, including itself."),
    ("tanger", "At game end, score 2 VP for each voyage with your disk, itself too."),
    ("pendorada", "Pendorada gives you 2 VP for each monastery with your disk, and the disk "
                  "you just placed here counts too."),
    ("pendorada", "Gain 2 VP per monastery with your disk, itself included."),
    ("bartolomeu_dos_martires", "Frei Bartolomeu dos Mártires lets you fire off the immediate "
                                "bonus of one of your other clerics cards a second time."),
    ("bartolomeu_dos_martires", "Fire off the immediate bonus of another of your clerics cards "
                                "once more."),
])
def test_itself_included_and_fire_off(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("tanger", "Tanger pays 3 VP at game end for each voyage carrying your disk, itself "
               "included."),
    ("pendorada", "Pendorada gives you 1 VP for each monastery with your disk, and the disk "
                  "you just placed here counts too."),
    ("bartolomeu_dos_martires", "Fire off the immediate bonus of another of your council cards "
                                "once more."),
])
def test_itself_included_and_fire_off_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------ looking over your cards, paying out each

@pytest.mark.parametrize("target, text", [
    ("fernao_de_loronha", "Fernão de Loronha looks over your merchants cards, himself included, "
                          "and gives you a coin and a victory point for each one."),
    ("fernao_de_loronha", "Fernão de Loronha goes through your merchants cards, himself "
                          "included, and gives you a coin and a VP for each one."),
    ("francisco_de_almeida", "Francisco de Almeida counts your council cards, this one "
                             "included, and pays out one guard plus one pilgrim step for each "
                             "of them."),
    ("francisco_de_almeida", "Francisco de Almeida looks through your council cards, this one "
                             "included, and pays out one guard and one pilgrim step for each."),
])
def test_looks_over_and_pays_out(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("fernao_de_loronha", "Fernão de Loronha looks over your council cards, himself included, "
                          "and gives you a coin and a victory point for each one."),
    ("francisco_de_almeida", "Francisco de Almeida looks over your council cards, this one "
                             "included, and pays out one guard plus two pilgrim steps for each "
                             "of them."),
    # "pays out" after "and" is the card paying you, never you paying
    ("francisco_de_almeida", "Count your council cards, this one included, and pay one guard "
                             "plus one pilgrim step for each of them."),
])
def test_looks_over_and_pays_out_changed(target, text):
    is_caught(target, text)
