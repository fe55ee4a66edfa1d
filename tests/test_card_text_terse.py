"""Card text: a print-and-play designer's terse, symbol-like wording — a bare "End:"
heading, "+N" rewards after a step, an arrow from what is paid to what is gained, slashed
tiers with the space unsaid, "1" for "a", bracketed "(your choice)" — each read to its
component's rule or caught; where a short form could change a figure, a timing or a
scope ("End:" over a bonus phase E could mean, "+1 …" next to a "per"), it is refused."""
from __future__ import annotations

import pytest

from card_text_checks import RULES, LEXICON, is_caught, reads_as, rows
from coimbra_dsl.card_text import read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.printed import default_timing


def refused(target: str, text: str) -> None:
    comp = RULES.component(target)
    with pytest.raises(CardTextError):
        read_text(text, LEXICON, default_timing=default_timing(comp), name=comp.name)


# ------------------------------------------------------------------ a bare "End:" (R-END)

@rows([
    ("diogo_de_gouveia", "End: 1 VP / card with influence 1 or 2."),
    ("diogo_de_gouveia", "End: +1 VP per card of influence 1 or 2."),
    ("malaca", "End: 2 VP / council card."),
    ("joao_soares", "End: clerics track 7-9 = 5 VP, 10-12 = 7 VP, 13-15 = 10 VP."),
    ("estevao_da_gama", "End: choose another of your cards. Score its game-end bonus once more."),
])
def test_r_end_bare_end_heading_over_a_game_end_scoring(target, text):
    """'End:' over VP alone (nothing paid, no dice counted) or a game-end reuse: only the
    game's end can mean it (a round's end has no bonus; phase E's VP count dice)."""
    reads_as(target, text)


@rows([
    ("diogo_de_gouveia", "End: 1 VP / card with influence 2 or 3."),
    ("malaca", "End: 2 VP / clerics card."),
    ("joao_soares", "End: clerics track 7-9 = 5 VP, 10-12 = 8 VP, 13-15 = 10 VP."),
])
def test_r_end_bare_end_heading_changed(target, text):
    is_caught(target, text)


@rows([
    ("amato_lusitano", "End: 1 VP / green die in your holders."),   # phase E counts dice
    ("goncalo_vaz", "End: 2 coins -> 1 VP, repeatable."),           # a payment
    ("lorvao", "End: 3 guards."),                                    # not VP
    ("favor_do_rei", "End: investing costs 2 less."),               # until the round's end?
    ("afonso_de_portugal", "End: 2 VP if you have no purple die."),  # a condition
])
def test_r_end_bare_end_heading_refused_where_it_could_be_the_round(target, text):
    refused(target, text)


# ------------------------------------------------------------------ "+N" after a step

@rows([
    ("antonio_de_lisboa", "Phase E, at the start: +1 on any track, +1 guard."),
    ("antonio_de_lisboa", "Phase E, at the start: 1 step up any track, +1 guard."),
    ("abraao_zacuto", "Phase E: at the start, +1 on one track (your choice) and +1 coin."),
    ("semide", "Gain 2 coins, +2 guards."),
    ("nuno_alvares_pereira", "Phase C: after acquiring a council card, gain 1 guard, +1 VP, "
                             "+1 pilgrim step."),
    ("francisco_de_almeida", "Per council card: 1 guard, +1 pilgrim step."),
])
def test_r_bon_e_plus_reward_after_a_step(target, text):
    reads_as(target, text)


@rows([
    ("antonio_de_lisboa", "Phase E, at the start: 2 steps up any track, +1 guard."),
    ("antonio_de_lisboa", "Phase E, at the start: +1 on any track, +1 coin."),
    ("abraao_zacuto", "Phase E: at the start, +1 on the council track and +1 coin."),
    ("semide", "Gain 2 coins, +3 guards."),
])
def test_r_bon_e_plus_reward_after_a_step_changed(target, text):
    is_caught(target, text)


@rows([
    ("francisco_de_almeida", "1 guard per council card, +1 pilgrim step."),
    ("francisco_de_almeida", "Gain 1 guard, +1 pilgrim step per council card."),
    ("francisco_de_almeida", "Gain 1 guard per council card and +1 pilgrim step."),
])
def test_plus_reward_next_to_a_per_is_refused(target, text):
    """Counted with the 'per' or once? Either could be meant: refused."""
    refused(target, text)


# ------------------------------------------------------------------ arrows (R-BON-E, R-BON-I)

@rows([
    ("goncalo_vaz", "Phase E: 2 coins -> 1 VP, any number of times."),
    ("goncalo_vaz", "Phase E: 2 coins → 1 VP, repeatable."),
    ("rui_mendes", "You may pay 5 coins -> 7 VP."),
    ("joao_soares", "Game end: clerics track 7-9 / 10-12 / 13-15 -> 5 / 7 / 10 VP."),
    ("garcia_de_noronha", "End: council track 7-9 -> 5 VP, 10-12 -> 7 VP, 13-15 -> 10 VP."),
])
def test_r_bon_e_arrow_from_what_is_paid(target, text):
    reads_as(target, text)


@rows([
    ("goncalo_vaz", "Phase E: 3 coins → 1 VP, repeatable."),
    ("goncalo_vaz", "Phase E: 1 VP → 2 coins, repeatable."),     # the arrow's direction
    ("goncalo_vaz", "Phase E: 2 coins -> 1 VP."),                 # how often?
    ("rui_mendes", "You may pay 7 VP -> 5 coins."),
    ("joao_soares", "Game end: council track 7-9 / 10-12 / 13-15 -> 5 / 7 / 10 VP."),
    ("joao_soares", "Game end: clerics track 7-9 / 10-12 / 13-15 -> 5 / 8 / 10 VP."),
    ("fernao_gomes", "Gain 5 -> coins."),
    ("garcia_de_noronha", "End: council track 7-9 -> 5 VP, 10-12 -> 7 VP, 13-15 -> 11 VP."),
    ("goncalo_vaz", "Phase E: 2 -> 1 VP, repeatable."),
])
def test_r_bon_e_arrow_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ tiers, the space unsaid

@rows([
    ("joao_soares", "Game end: 5/7/10 VP for clerics track 7-9/10-12/13-15."),
    ("garcia_de_noronha", "Game end: 5/7/10 VP if your council track space is 7-9/10-12/13-15."),
])
def test_r_bon_g_tiers_terse(target, text):
    reads_as(target, text)


@rows([
    ("joao_soares", "Game end: 5/7/10 VP for merchants track 7-9/10-12/13-15."),
    ("joao_soares", "Game end: 5/7/10 VP for clerics track 7-9/10-12/13-14."),
    ("garcia_de_noronha", "Game end: 5/7/10 VP if your council track space is 6-9/10-12/13-15."),
])
def test_r_bon_g_tiers_terse_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ short forms as words

@rows([
    ("vasco_da_gama", "Take one favor tile still beside the castle. Use it."),
    ("duarte_barbosa", "Take 1 card from the discard pile; pay 3 of that card's currency."),
    ("martim_afonso_de_sousa", "Game end: 5 VP / set of 4 cards in the 4 classes."),
    ("goncalo_velho", "Gain the clerics track income you have right now."),
    ("bartolomeu_dos_martires", "Pick another of your clerics cards. Use its immediate bonus "
                                "once more."),
    ("santo_tirso", "Lasting: 2 wild diplomas."),
    ("santo_tirso", "Lasting: +2 wild diplomas."),
    ("tome_pires", "Each opponent gives you 1 guard + 1 coin, or 2 VP, even below 0 "
                   "(their choice)."),
])
def test_r_bon_terse_short_forms(target, text):
    reads_as(target, text)


@rows([
    ("vasco_da_gama", "Take 2 favor tiles still beside the castle. Use them."),
    ("duarte_barbosa", "Take 1 card from the discard pile. Pay 4 in that card's currency."),
    ("martim_afonso_de_sousa", "Game end: 6 VP / set of 4 cards in the 4 classes."),
    ("goncalo_velho", "Gain the scholars track income you have now."),
    ("bartolomeu_dos_martires", "Pick another of your scholars cards. Use its immediate "
                                "bonus once more."),
    ("santo_tirso", "Lasting: 1 wild diploma."),
    ("tome_pires", "Each opponent gives you 1 guard + 2 coins, or 2 VP, even below 0 "
                   "(their choice)."),
])
def test_r_bon_terse_short_forms_changed(target, text):
    is_caught(target, text)
