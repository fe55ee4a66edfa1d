"""What is counted, its qualifiers, and another card's bonus used once more, in printed
card text (R-CARD-1): each construction reads a designer's paraphrase to the component's
own rule, and its changed-meaning twin (another figure, resource, class, counter, timing
or number of times) is an error, never a silent misreading."""
from __future__ import annotations

import pytest
from card_text_checks import LEXICON, is_caught, reads_as

from coimbra_dsl.card_text import read_text
from coimbra_dsl.errors import CardTextError


def refused(text: str) -> str:
    """The reader's message for a text it must not read."""
    with pytest.raises(CardTextError) as err:
        read_text(text, LEXICON)
    return str(err.value)


@pytest.mark.parametrize("text", [
    "Game end: repeat the game-end bonus of another of your cards once.",
    "At game end, repeat another of your cards' game-end bonus once.",
    "At the end of the game, repeat the end-game effect of another one of your cards once.",
    "Game end: copy the game-end ability of a different card of yours once.",
])
def test_another_cards_game_end_bonus_repeated_once_R_BON_G(text):
    reads_as("luis_de_camoes", text)


@pytest.mark.parametrize("text", [
    "Game end: repeat the game-end bonus of another of your cards twice.",
    "Game end: repeat the immediate bonus of another of your cards once.",
    "Immediately repeat the game-end bonus of another of your cards once.",
    # "once" with no "another" could be the card's own bonus scored now: never reuse
    "Game end: repeat the game-end bonus of one of your cards once.",
])
def test_repeated_once_twins_are_caught_R_BON_G(text):
    is_caught("luis_de_camoes", text)


@pytest.mark.parametrize("text", [
    "At the end of the game, 5 VP for each set of cards made up of one card of each of "
    "the four classes.",
    "Game end: 5 VP per set of cards consisting of one card from each class.",
    "Game end: gain 5 VP for every set of cards containing one card of each of the 4 "
    "classes.",
    "Game end: score 5 VP for each set of cards composed of one character from each class.",
    "Game end: 5 VP for each set of cards made of one card of each class.",
])
def test_a_set_of_cards_made_up_of_one_card_of_each_class_R_BON_G(text):
    reads_as("martim_afonso_de_sousa", text)


@pytest.mark.parametrize("text", [
    "At the end of the game, 5 VP for each set of cards made up of two cards of each of "
    "the four classes.",
    "At the end of the game, 5 VP for each set of cards made up of one card of each of "
    "the three classes.",
    "At the end of the game, 4 VP for each set of cards made up of one card of each of "
    "the four classes.",
    "At the end of the game, 5 coins for each set of cards made up of one card of each of "
    "the four classes.",
    "Immediately, 5 VP for each set of cards made up of one card of each class.",
    "Game end: 5 VP for each set of cards made of two cards of each class.",
])
def test_class_set_made_up_twins_are_caught_R_BON_G(text):
    is_caught("martim_afonso_de_sousa", text)


def test_a_set_made_up_of_three_classes_says_what_a_set_is_R_BON_G():
    assert "one card of each of the 4 classes" in refused(
        "Game end: 5 VP for each set of cards made up of one card of each of the three "
        "classes.")


@pytest.mark.parametrize("text", [
    "1 VP for each diploma you have, whatever its kind.",
    "Game end: 1 VP per diploma you own, regardless of its kind.",
    "Score 1 VP for every diploma you have, no matter the type.",
    "1 VP for each diploma you hold, irrespective of their kind.",
    "1 VP for each diploma of whatever type you have.",
])
def test_every_diploma_whatever_its_kind_R_BON_G(text):
    reads_as("madeira", text)


@pytest.mark.parametrize("text", [
    "2 VP for each diploma you have, whatever its kind.",
    "1 coin for each diploma you have, whatever its kind.",
    "Immediately, 1 VP for each diploma you have, whatever its kind.",
    "1 VP for each card you have, whatever its kind.",
    "1 VP for each diploma of whatever type you have, immediately.",
])
def test_diploma_whatever_its_kind_twins_are_caught_R_BON_G(text):
    is_caught("madeira", text)


@pytest.mark.parametrize("text", [
    "End of game: 1 VP for every monastery you have not placed a disk on.",
    "Game end: 1 VP for each monastery that you have never put a disk on.",
    "At game end, score 1 VP per monastery on which you have not placed a disk.",
    "At game end, score 1 VP for each monastery you did not place a disk on.",
    "Game end: 1 VP for every monastery where you have not placed a disk.",
])
def test_monasteries_you_have_not_placed_a_disk_on_R_BON_G(text):
    reads_as("ceuta", text)


@pytest.mark.parametrize("text", [
    "End of game: 1 VP for every monastery you have placed a disk on.",
    "End of game: 2 VP for every monastery you have not placed a disk on.",
    "End of game: 1 VP for every voyage you have not placed a disk on.",
    "At game end, score 1 coin per monastery on which you have not placed a disk.",
    "Game end: 1 VP for every monastery where you have placed a disk.",
    "Game end: 1 VP for every voyage where you have not placed a disk.",
])
def test_not_placed_a_disk_on_twins_are_caught_R_BON_G(text):
    is_caught("ceuta", text)


@pytest.mark.parametrize("text", [
    "At game end, for each of your character cards with an influence value of either 1 "
    "or 2, gain 1 victory point.",
    "Game end: gain 1 VP for each of your cards with an influence of either 1 or 2.",
    "At game end, 1 VP per character card with either influence 1 or 2.",
])
def test_cards_with_an_influence_of_either_1_or_2_R_BON_G(text):
    reads_as("henrique_de_meneses", text)


@pytest.mark.parametrize("text", [
    "At game end, for each of your character cards with an influence value of either 1 "
    "or 3, gain 1 victory point.",
    "At game end, for each of your character cards with an influence value of either 1 "
    "or 2, gain 2 victory points.",
    "In phase E, for each of your character cards with an influence value of either 1 "
    "or 2, gain 1 victory point.",
    "At game end, 1 VP per character card with either influence 2 or 3.",
])
def test_either_influence_twins_are_caught_R_BON_G(text):
    is_caught("henrique_de_meneses", text)


@pytest.mark.parametrize("text", [
    "In phase E, for each purple die in your die holders, gain one pilgrim step on top of "
    "its income.",
    "Phase E: for every purple die in your holders, take 1 pilgrim step in addition to its "
    "usual income.",
    "Phase E: gain 1 pilgrim step per purple die in your holders, on top of its income.",
    "During phase E, for each purple die in your holders gain 1 step as well as its normal "
    "income.",
])
def test_a_step_per_purple_die_on_top_of_its_own_income_R_BON_E(text):
    reads_as("nicolau_coelho", text)


@pytest.mark.parametrize("text", [
    "In phase E, for each purple die in your die holders, gain one pilgrim step instead "
    "of its income.",
    "In phase E, for each green die in your die holders, gain one pilgrim step on top of "
    "its income.",
    "In phase E, for each purple die in your die holders, gain two pilgrim steps on top "
    "of its income.",
    "In phase E, for each purple die in your die holders, gain one coin on top of its "
    "income.",
])
def test_on_top_of_its_income_twins_are_caught_R_BON_E(text):
    is_caught("nicolau_coelho", text)


def test_only_a_die_has_an_income_of_its_own_R_BON_E():
    assert "only a die" in refused(
        "In phase E, for each council card, gain one pilgrim step on top of its income.")
