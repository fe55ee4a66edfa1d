"""Card text: arithmetic told as steps or symbols, checks of a disk's space, questions as
conditions and worked examples, each read to its component's rule or caught."""
from __future__ import annotations

import pytest

from card_text_checks import LEXICON, is_caught, reads_as

from coimbra_dsl.card_text import read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.vocab import Timing


# ------------------------------------------------------------------ a caption before steps

@pytest.mark.parametrize("target, text", [
    ("sansibar", "Task: At the end of the game, add the space of your disk on the council "
                 "track to the space of your disk on the clerics track. Divide the sum by 2, "
                 "rounding down, and gain that many victory points."),
    ("calicut", "Task: At the end of the game, add up your guards, coins and crowns. Halve "
                "the total, rounding down, and gain the result as victory points."),
    ("calicut", "Voyage task: at game end, sum your coins, crowns and guards. Halve that, "
                "rounded down, and score the result as VP."),
])
def test_r_end_5_caption_then_steps(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # merchants, not clerics
    ("sansibar", "Task: At the end of the game, add the space of your disk on the council "
                 "track to the space of your disk on the merchants track. Divide the sum by "
                 "2, rounding down, and gain that many victory points."),
    # divided by 3
    ("sansibar", "Task: At the end of the game, add the space of your disk on the council "
                 "track to the space of your disk on the clerics track. Divide the sum by 3, "
                 "rounding down, and gain that many victory points."),
    # crowns left out
    ("calicut", "Task: At the end of the game, add up your guards and coins. Halve the total, "
                "rounding down, and gain the result as victory points."),
    # rounded up
    ("calicut", "Voyage task: at game end, sum your coins, crowns and guards. Halve that, "
                "rounded up, and score the result as VP."),
])
def test_r_end_5_caption_then_steps_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a bare "End:" label

@pytest.mark.parametrize("target, text", [
    ("sansibar", "End: (council space + clerics space) ÷ 2, rounded down, in VP."),
    ("sansibar", "End: (clerics space + council space) / 2, rounded down, in VP."),
    ("calicut", "End: (guards + coins + crowns) ÷ 2, rounded down, in VP."),
])
def test_end_label_then_symbols(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("sansibar", "End: (council space + scholars space) ÷ 2, rounded down, in VP."),
    ("sansibar", "End: (council space + clerics space) ÷ 2, rounded down, in coins."),
    ("calicut", "End: (guards + coins) ÷ 2, rounded down, in VP."),
    # a bonus that acts immediately is not one at the end
    ("landim", "End: 1 VP per crown."),
])
def test_end_label_then_symbols_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ doubling a referred value

@pytest.mark.parametrize("text", [
    "Game end: look at your lowest influence track. Double its space number; that's your VP.",
    "At game end, find your lowest track. Double its space. That is your VP.",
    "Game end: check your lowest track. Double the space number; that's your VP.",
])
def test_r_bon_v_double_its_space(text):
    reads_as("maskat", text)


@pytest.mark.parametrize("text", [
    # the highest track
    "Game end: look at your highest influence track. Double its space number; that's your VP.",
    # coins, not VP
    "Game end: look at your lowest influence track. Double its space number; that's your coins.",
])
def test_r_bon_v_double_its_space_changed(text):
    is_caught("maskat", text)


# ------------------------------------------------------------------ the disk's space, then tiers

@pytest.mark.parametrize("target, text", [
    ("diogo_fernandes", "Game end bonus: Check the space of your disk on the merchants "
                        "influence track. On space 7, 8 or 9 gain 5 victory points; on 10, "
                        "11 or 12 gain 7; on 13, 14 or 15 gain 10."),
    ("afonso_lopes", "At game end, look at the space of your disk on the council track. On "
                     "space 7, 8 or 9 gain 5 VP; on 10, 11 or 12 gain 7; on 13, 14 or 15 "
                     "gain 10."),
    ("joao_soares", "Game end: check the space of your marker on the clerics track. On "
                    "spaces 7 to 9 gain 5 VP; on 10 to 12 gain 7; on 13 to 15 gain 10."),
])
def test_tiers_after_the_space_of_your_disk(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # the clerics track, not merchants
    ("diogo_fernandes", "Game end bonus: Check the space of your disk on the clerics "
                        "influence track. On space 7, 8 or 9 gain 5 victory points; on 10, "
                        "11 or 12 gain 7; on 13, 14 or 15 gain 10."),
    # 8, not 7
    ("afonso_lopes", "At game end, look at the space of your disk on the council track. On "
                     "space 7, 8 or 9 gain 5 VP; on 10, 11 or 12 gain 8; on 13, 14 or 15 "
                     "gain 10."),
    # the tiers start at 8
    ("joao_soares", "Game end: check the space of your marker on the clerics track. On "
                    "spaces 8 to 9 gain 5 VP; on 10 to 12 gain 7; on 13 to 15 gain 10."),
])
def test_tiers_after_the_space_of_your_disk_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a class set sized before it

@pytest.mark.parametrize("target, text", [
    ("francisco_de_holanda", "Game end bonus: Gain 5 victory points for each 4-card set that "
                             "contains one character card of each of the 4 classes."),
    ("pedro_de_meneses", "At game end, score 5 VP per 4-card set which includes one card of "
                         "each class."),
    ("simao_alvares", "Game end: 5 VP for every 4 card set that has one character card from "
                      "each of the 4 classes."),
])
def test_r_end_4_class_set_sized_before(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # a 3-card set
    ("francisco_de_holanda", "Game end bonus: Gain 5 victory points for each 3-card set that "
                             "contains one character card of each of the 4 classes."),
    # two of each class
    ("pedro_de_meneses", "At game end, score 5 VP per 4-card set which includes two cards of "
                         "each class."),
    # 4 VP
    ("simao_alvares", "Game end: 4 VP for every 4 card set that has one character card from "
                      "each of the 4 classes."),
])
def test_r_end_4_class_set_sized_before_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ crowns counted as in phase D

@pytest.mark.parametrize("text", [
    "Count your crowns right now, as you would in phase D. Gain 1 VP for each.",
    "Count your crowns as you would in phase D. Gain 1 VP for each.",
    "Immediately count your crowns, as in phase D, and gain 1 VP for each.",
])
def test_r_d_1_crowns_counted_as_in_phase_d(text):
    reads_as("landim", text)


@pytest.mark.parametrize("text", [
    "Count your crowns right now, as you would in phase D. Gain 2 VP for each.",
    # phase D counts crowns, not guards
    "Count your guards right now, as you would in phase D. Gain 1 VP for each.",
    "Count your crowns right now, as you would in phase D. Gain 1 coin for each.",
])
def test_r_d_1_crowns_counted_as_in_phase_d_changed(text):
    is_caught("landim", text)


# ------------------------------------------------------------------ a worked example, "for example"

@pytest.mark.parametrize("target, text", [
    ("ilhas_dos_acores", "Task: At the end of the game, gain 3 victory points for each of your "
                         "character cards beyond your tenth. With 12 cards, for example, you "
                         "gain 6 victory points."),
    ("ilhas_dos_acores", "At game end, 3 VP for each character card beyond your 10th. With 13 "
                         "cards, for instance, you score 9 VP."),
    ("madeira", "Game end: 1 VP per diploma. If you have 4 diplomas, for example, you gain 4 VP."),
])
def test_worked_example_for_example(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("ilhas_dos_acores", "Task: At the end of the game, gain 3 victory points for each of your "
                         "character cards beyond your tenth. With 12 cards, for example, you "
                         "gain 4 victory points."),
    ("ilhas_dos_acores", "At game end, 3 VP for each character card beyond your 10th. With 13 "
                         "cards, for instance, you score 6 VP."),
    ("madeira", "Game end: 1 VP per diploma. If you have 4 diplomas, for example, you gain 8 VP."),
])
def test_worked_example_for_example_wrong_figure(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ questions as counts

@pytest.mark.parametrize("target, text", [
    ("manuel_rodrigues", "Game end: how many of your cards have influence 1 or 2? Score 1 VP "
                         "for each."),
    ("manuel_rodrigues", "At game end: how many of your character cards show an influence "
                         "value of 1 or 2? Gain 1 VP for each of them."),
    ("sao_vicente_de_fora", "Got clerics cards? Each one is worth 2 VP now."),
    ("sao_vicente_de_fora", "Do you have any clerics cards? Each one is worth 2 VP now."),
    ("sao_vicente_de_fora", "How many clerics cards do you have? Gain 2 VP for each."),
    ("landim", "How many crowns do you have? Gain 1 VP for each."),
])
def test_question_as_count(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("manuel_rodrigues", "Game end: how many of your cards have influence 1 or 3? Score 1 VP "
                         "for each."),
    ("manuel_rodrigues", "Game end: how many of your cards have influence 1 or 2? Score 2 VP "
                         "for each."),
    ("sao_vicente_de_fora", "Got merchants cards? Each one is worth 2 VP now."),
    ("sao_vicente_de_fora", "Got clerics cards? Each one is worth 2 VP at game end."),
    ("landim", "How many crowns do you have? Gain 1 coin for each."),
])
def test_question_as_count_changed(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("text", [
    "Is a favor tile still lying beside the castle? Take one of those and use it right away.",
    "Is there a favor tile still beside the castle? If so, take it and use it.",
    "Are there any favor tiles still lying next to the castle? Take one and use it now.",
])
def test_question_then_take_favor(text):
    reads_as("vasco_da_gama", text)


@pytest.mark.parametrize("text", [
    "Is a favor tile still lying beside the castle? Take one of those and use it at game end.",
    "Is a favor tile still lying beside the castle? Take two of those and use them right away.",
])
def test_question_then_take_favor_changed(text):
    is_caught("vasco_da_gama", text)


# ------------------------------------------------------------------ the classes before the set

@pytest.mark.parametrize("target, text", [
    ("pedro_de_meneses", "Game end: 5 VP for each council, merchants, clerics and scholars "
                         "foursome among your cards."),
    ("simao_alvares", "At the end of the game, gain 5 VP per clerics, scholars, council and "
                      "merchants set in your cards."),
    ("francisco_de_holanda", "Game end: score 5 VP for every council, merchants, clerics and "
                             "scholars quartet you have."),
])
def test_r_end_4_classes_before_the_set(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("pedro_de_meneses", "Game end: 5 VP for each council, merchants and clerics foursome "
                         "among your cards."),
    ("pedro_de_meneses", "Game end: 5 VP for each council, merchants, clerics and council "
                         "foursome among your cards."),
    ("simao_alvares", "At the end of the game, gain 4 VP per clerics, scholars, council and "
                      "merchants set in your cards."),
])
def test_r_end_4_classes_before_the_set_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a rate with the article

@pytest.mark.parametrize("target, text", [
    ("ceilao", "End of game: 2 VP a clerics card."),
    ("ceilao", "At game end, score 2 victory points a clerics card."),
    ("sao_vicente_de_fora", "Gain 2 VP a clerics character card."),
])
def test_rate_with_the_article(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("ceilao", "End of game: 2 VP a council card."),
    ("ceilao", "End of game: 3 VP a clerics card."),
    ("sao_vicente_de_fora", "Gain 2 VP a clerics card at game end."),
])
def test_rate_with_the_article_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a favor tile's bonus carried out

@pytest.mark.parametrize("text", [
    "Immediate bonus: Take one of the favor tiles that is still lying beside the castle, if "
    "any, and carry out its bonus just as if you had taken it in the castle.",
    "Take a favor tile still next to the castle and resolve its effect as if you had gained "
    "it at the castle.",
])
def test_take_favor_and_carry_out_its_bonus(text):
    reads_as("vasco_da_gama", text)


@pytest.mark.parametrize("text", [
    "Take a favor tile still next to the castle and carry out its bonus at game end.",
    "Take two favor tiles still next to the castle and carry out their bonuses.",
])
def test_take_favor_and_carry_out_its_bonus_changed(text):
    is_caught("vasco_da_gama", text)


# ------------------------------------------------------------------ a class set's cards not shared

@pytest.mark.parametrize("target, text", [
    ("simao_alvares", "Game end bonus: For each set of 4 character cards made of one card from "
                      "each of the 4 classes, gain 5 victory points. A card may be part of only "
                      "one set."),
    ("pedro_de_meneses", "Game end: 5 VP per set of 4 cards of the 4 classes. Each card can "
                         "only count for one set."),
    ("francisco_de_holanda", "Game end: 5 VP for each complete class set. A card can belong to "
                             "only a single set."),
])
def test_r_end_4_one_set_per_card(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # no class set counted before the remark
    ("ceilao", "Game end: 2 VP per clerics card. A card may be part of only one set."),
    ("simao_alvares", "Game end bonus: For each set of 4 character cards made of one card from "
                      "each of the 4 classes, gain 4 victory points. A card may be part of only "
                      "one set."),
])
def test_r_end_4_one_set_per_card_changed(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ the position named before its track

@pytest.mark.parametrize("target, text", [
    ("afonso_lopes", "Game end: score by your spot on the council track: 7-9 gives 5 VP, "
                     "10-12 gives 7 VP, 13-15 gives 10 VP."),
    ("joao_soares", "At game end, score according to your position on the clerics track: 7-9 "
                    "gives 5 VP, 10-12 gives 7 VP, 13-15 gives 10 VP."),
    ("gomes_eanes_de_zurara", "Game end: score for your spot on the scholars track: 7-9 gives 5 "
                              "VP, 10-12 gives 7 VP, 13-15 gives 10 VP."),
])
def test_score_by_position_on_track(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("afonso_lopes", "Game end: score by your spot on the merchants track: 7-9 gives 5 VP, "
                     "10-12 gives 7 VP, 13-15 gives 10 VP."),
    ("joao_soares", "At game end, score according to your position on the clerics track: 7-9 "
                    "gives 5 VP, 10-12 gives 6 VP, 13-15 gives 10 VP."),
    ("gomes_eanes_de_zurara", "Game end: score for your spot on the scholars track: 6-9 gives 5 "
                              "VP, 10-12 gives 7 VP, 13-15 gives 10 VP."),
])
def test_score_by_position_on_track_changed(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("text", [
    "Add the values of the spaces your disks occupy on the council track and on the clerics "
    "track. Halve the total, rounding down, and score that many VP.",
    "Add up the spaces of your disks on the merchants track and on the scholars track. Halve "
    "it, rounded down, and score that many VP.",
])
def test_r_end_1_a_second_track_after_a_count_is_never_read_alone(text):
    """'the spaces on the council track and on the clerics track' is not the clerics space
    alone: a value named after an amount not yet used, with nothing saying how they combine,
    is refused (never the narrower reading in silence)."""
    with pytest.raises(CardTextError, match="two amounts in a row"):
        read_text(text, LEXICON, default_timing=Timing.GAME_END)
