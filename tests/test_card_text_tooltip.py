"""Card text: a digital version's tooltips, second person and short ("You get …", "Each
time you …, you also …", "At game end you score …"): "you" before a tier or a sum told
as steps, a choice then its use after a colon ("Pick a track: you get …"), "This bonus
lasts:", the track as the payer of its income, the discard pile's "whatever currency that
card costs", the holders looked at and then "none of them", remarks on the opponents'
choice joined with "and", "your X track pays off:", and "a bonus comes with it:". Each
reads to its component's rule, and a twin with one changed meaning is caught."""
from __future__ import annotations

from card_text_checks import is_caught, reads_as, rows


# ------------------------------------------------------------------ tiers and sums, said with "you" (R-BON-G)

@rows([
    ("afonso_lopes", "At game end you score 5 VP if you're on council track space 7-9, "
                     "7 VP on 10-12, or 10 VP on 13-15."),
    ("diogo_fernandes", "At the end of the game you get 5 VP for merchants track space "
                        "7-9, 7 VP for 10-12 and 10 VP for 13-15."),
    ("joao_soares", "At game end you gain 5 VP if you are on space 7-9 of the clerics track, "
                    "7 VP on 10-12 and 10 VP on 13-15."),
    ("sansibar", "At game end you add your clerics track space and your council track space, "
                 "then score half of that, rounded down."),
])
def test_tiers_and_sums_said_with_you(target, text):
    reads_as(target, text)


@rows([
    ("afonso_lopes", "At game end you score 5 VP if you're on scholars track space 7-9, "
                     "7 VP on 10-12, or 10 VP on 13-15."),
    ("diogo_fernandes", "At the end of the game you get 5 VP for merchants track space "
                        "7-9, 7 VP for 10-12 and 9 VP for 13-15."),
    ("sansibar", "At game end you add your clerics track space and your merchants track "
                 "space, then score half of that, rounded down."),
])
def test_tiers_and_sums_said_with_you_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a choice, then its use after a colon (R-BON-G)

@rows([
    ("bartolomeu_dos_martires", "Pick another of your clerics cards: you use its immediate "
                                "bonus again."),
    ("bartolomeu_dos_martires", "Choose another of your clerics cards, then you use its "
                                "immediate bonus once more."),
    ("estevao_da_gama", "At the end of the game, choose another of your cards: you score its "
                        "game-end bonus once more."),
    ("jeronimos", "Score one of your game-end cards now. Then choose a track: you gain the "
                  "scoring-tile VP for your current rank there."),
    ("jeronimos", "You score one of your game-end cards now. Pick a track and get the VP its "
                  "scoring tile gives for the rank you currently have there."),
])
def test_chosen_then_used(target, text):
    reads_as(target, text)


@rows([
    ("bartolomeu_dos_martires", "Pick another of your scholars cards: you use its immediate "
                                "bonus again."),
    ("estevao_da_gama", "At the end of the game, choose another of your cards: you use its "
                        "immediate bonus once more."),
])
def test_chosen_then_used_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ the bonus as a lead's subject

@rows([
    ("santo_tirso", "This bonus lasts: this monastery counts as 2 wild diplomas for you."),
    ("grijo", "This ability lasts. This monastery counts as 1 wild diploma."),
    ("tristao_da_cunha", "This bonus kicks in at the start of each phase E: you move 1 up a "
                         "track of your choice and take 1 guard."),
])
def test_bonus_as_lead_subject(target, text):
    reads_as(target, text)


@rows([
    ("santo_tirso", "This bonus lasts: this monastery counts as 1 wild diploma for you."),
    ("tristao_da_cunha", "This bonus kicks in at game end: you move 1 up a track of your "
                         "choice and take 1 guard."),
])
def test_bonus_as_lead_subject_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ income, the discard pile, the holders (R-BON-E)

@rows([
    ("goncalo_velho", "You take whatever income the clerics track is giving you right now."),
    ("goncalo_velho", "You gain the income your clerics track pays you."),
    ("duarte_barbosa", "Take a card from the discard pile, paying 3 of whatever resource it "
                       "costs."),
    ("duarte_barbosa", "You take a card from the discard pile and pay 3, whatever currency "
                       "the card costs."),
    ("afonso_de_portugal", "At the start of each phase E, look at your die holders: if none "
                           "of them holds a purple die, you get 2 pilgrim steps."),
    ("afonso_de_portugal", "At the start of every phase E, check your holders. If none of "
                           "them holds a purple die, your pilgrim moves 2 steps."),
])
def test_income_discard_holders(target, text):
    reads_as(target, text)


@rows([
    ("goncalo_velho", "You take whatever income the scholars track is giving you right now."),
    ("duarte_barbosa", "Take a card from the discard pile, paying 2 of whatever resource it "
                       "costs."),
    ("duarte_barbosa", "Take a card from the discard pile and pay 3 coins, whatever currency "
                       "the card costs."),
    ("afonso_de_portugal", "At the start of each phase E, look at your die holders: if none "
                           "of them holds a green die, you get 2 pilgrim steps."),
])
def test_income_discard_holders_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ the opponents' choice, remarks joined (R-LIM-4)

@rows([
    ("tome_pires", "Every opponent gives you 1 guard and 1 coin, or 2 VP. It's their call, "
                   "and they give the VP even if that drops them below 0."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 "
                               "guards or 2 VP. They decide, and they still pay the VP even "
                               "if it takes them below 0."),
    ("tome_pires", "Every opponent gives you 1 guard and 1 coin, or 2 VP. They choose. They "
                   "must hand over the VP even if it takes them below 0."),
])
def test_opponents_remarks_joined(target, text):
    reads_as(target, text)


@rows([
    # the VP option that may go below 0 is left out: not the rule (R-LIM-4)
    ("tome_pires", "Every opponent gives you 1 guard and 1 coin, or 2 VP. It's their call."),
    # you choose, not they
    ("tome_pires", "Every opponent gives you 1 guard and 1 coin, or 2 VP. You choose, and "
                   "they give the VP even if that drops them below 0."),
    ("tome_pires", "Every opponent gives you 1 guard and 1 coin, or 2 VP. They decide, and "
                   "they give the VP even if that drops them below 1."),
    # no opponents' choice before the remarks
    ("lopo_soares_de_albergaria", "You get 4 guards and invest in a guard-cost voyage. It's "
                                  "their call, and they give the VP even if that drops them "
                                  "below 0."),
])
def test_opponents_remarks_joined_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a track that pays off, a bonus that comes with it

@rows([
    ("diogo_fernandes", "At game end your merchants track pays out: 5 VP on spaces 7-9, "
                        "7 VP on 10-12, 10 VP on 13-15."),
    ("afonso_lopes", "At the end of the game your council track pays off: 5 VP for spaces "
                     "7-9, 7 VP for 10-12 and 10 VP for 13-15."),
    ("bartolomeu_marchionni", "Each time you buy a merchants card in phase C, an extra reward "
                              "comes with it: you get 1 coin and 2 VP."),
    ("nuno_alvares_pereira", "Whenever you acquire a council card in phase C, a bonus comes "
                             "with it: you take 1 guard, 1 VP and 1 pilgrim step."),
])
def test_pays_off_and_comes_with_it(target, text):
    reads_as(target, text)


@rows([
    ("diogo_fernandes", "At game end your council track pays out: 5 VP on spaces 7-9, "
                        "7 VP on 10-12, 10 VP on 13-15."),
    ("bartolomeu_marchionni", "Each time you buy a merchants card in phase C, an extra reward "
                              "comes with it: you get 2 coins and 2 VP."),
    ("nuno_alvares_pereira", "Whenever you acquire a council card in phase C, a bonus comes "
                             "with it: you take 1 guard and 1 VP."),
])
def test_pays_off_and_comes_with_it_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ statements: the track scores you, the disk stands, joined rewards

@rows([
    ("afonso_lopes", "At game end the council track scores you 5 VP on spaces 7-9, 7 VP on "
                     "10-12 and 10 VP on 13-15."),
    ("joao_soares", "Game end: your marker on the clerics track earns 5 VP on spaces 7 to 9, "
                    "7 VP on spaces 10 to 12 and 10 VP on spaces 13 to 15."),
    ("gomes_eanes_de_zurara", "At the end of the game, score 5 VP if your disk stands on space "
                              "7-9 of the scholars track, 7 VP if it is on 10-12, or 10 VP if "
                              "it is on 13-15."),
    ("semide", "You take 2 guards and, in addition, 2 coins."),
    ("santo_tirso", "A lasting effect: this monastery counts as two wild diplomas."),
    ("maskat", "At game end you score 2 VP for each space of whichever track of yours is the "
               "lowest."),
    ("tristao_da_cunha", "As each phase E begins, you move 1 up a track of your choice and get "
                         "1 guard."),
    ("duarte_pacheco_pereira", "Each opponent who stands behind you on the council track gives "
                               "you 2 guards or 2 VP. It's their decision, and they pay the VP "
                               "even if that takes them below 0."),
])
def test_statement_shapes(target, text):
    reads_as(target, text)


@rows([
    ("afonso_lopes", "At game end the merchants track scores you 5 VP on spaces 7-9, 7 VP on "
                     "10-12 and 10 VP on 13-15."),
    ("gomes_eanes_de_zurara", "At the end of the game, score 5 VP if your disk stands on space "
                              "7-9 of the scholars track, 8 VP if it is on 10-12, or 10 VP if "
                              "it is on 13-15."),
    ("semide", "You take 2 guards and, in addition, 3 coins."),
    ("maskat", "At game end you score 2 VP for each space of whichever track of yours is the "
               "highest."),
    ("tristao_da_cunha", "As each phase C begins, you move 1 up a track of your choice and get "
                         "1 guard."),
    ("duarte_pacheco_pereira", "Each opponent who stands behind you on the clerics track gives "
                               "you 2 guards or 2 VP. It's their decision, and they pay the VP "
                               "even if that takes them below 0."),
])
def test_statement_shapes_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a tier's track first, a cost's relative, a gerund that gives the VP

@rows([
    ("joao_soares", "At game end you score 5, 7 or 10 VP for reaching clerics track space 7-9, "
                    "10-12 or 13-15 respectively."),
    ("pedro_nunes", "In phase C, each card whose cost is paid in coins costs you 1 coin less."),
    ("jorge_da_costa", "Phase C: every card whose cost is in guards costs you 1 guard less."),
    ("duarte_pacheco_pereira", "Every opponent behind you on the council track gives you 2 "
                               "guards or 2 VP, their choice, even if handing over the VP "
                               "takes them below 0."),
])
def test_track_first_cost_relative_gerund(target, text):
    reads_as(target, text)


@rows([
    ("joao_soares", "At game end you score 5, 7 or 10 VP for reaching scholars track space "
                    "7-9, 10-12 or 13-15 respectively."),
    ("pedro_nunes", "In phase C, each card whose cost is paid in guards costs you 1 guard less."),
    ("jorge_da_costa", "Phase C: every card whose cost is in coins costs you 1 guard less."),
])
def test_track_first_cost_relative_gerund_changed(target, text):
    is_caught(target, text)
