"""A component's name in its own text: the name (accents, honorific and "the" optional)
reads as "this card"/"this monastery"/"this voyage"/"this tile"; a lead-in that says
nothing playable goes; a reviewer's verbs of giving; another component's name is refused."""
import pytest

from coimbra_dsl.card_text import read_text
from coimbra_dsl.errors import CardTextError
from card_text_checks import LEXICON, RULES, is_caught, reads_as


def test_r_card_1_monastery_name_as_subject():
    reads_as("semide", "Semide gives you 2 coins and 2 guards.")
    is_caught("semide", "Semide gives you 2 coins and 3 guards.")


def test_r_card_1_name_without_accents():
    reads_as("tibaes", "Tibaes bumps you three spaces along the merchants track.")
    is_caught("tibaes", "Tibaes bumps you three spaces along the clerics track.")


def test_r_card_1_name_with_accents_and_bump():
    reads_as("tibaes", "Tibães bumps you three spaces along the merchants track.")
    is_caught("tibaes", "Tibães bumps you two spaces along the merchants track.")


def test_r_card_1_name_pays_for_each():
    reads_as("flor_da_rosa", "Flor da Rosa pays 2 VP for every merchants card in front of you.")
    is_caught("flor_da_rosa", "Flor da Rosa pays 2 VP for every clerics card in front of you.")


def test_r_card_1_name_pays_out():
    reads_as("semide", "Semide pays out 2 coins and 2 guards.")
    is_caught("semide", "Semide pays out 2 coins and 2 VP.")


def test_r_card_1_the_before_a_name():
    reads_as("semide", "The Semide gives you 2 coins and 2 guards.")
    is_caught("semide", "The Semide gives you 3 coins and 2 guards.")


def test_r_card_1_nudges_each_disk():
    reads_as("bustelo", "Bustelo nudges each of your four influence disks up one space.")
    is_caught("bustelo", "Bustelo nudges each of your four influence disks up two spaces.")


def test_r_card_1_honorific_optional():
    comp = RULES.component("jorge_da_costa")
    assert comp.name.startswith("Dom ")
    text = ("{} is a discount card: in phase C, any character card you buy with guards "
            "costs you one guard less, never below zero.")
    reads_as("jorge_da_costa", text.format("Dom Jorge da Costa"))
    reads_as("jorge_da_costa", text.format("Jorge da Costa"))
    is_caught("jorge_da_costa", text.format("Jorge da Costa").replace("one guard", "two guards"))


def test_r_card_1_lead_in_without_play_is_dropped():
    text = ("Álvaro Vaz de Almada is about as simple as it gets: when he joins you, "
            "you take five guards.")
    reads_as("alvaro_vaz_de_almada", text)
    is_caught("alvaro_vaz_de_almada", text.replace("five", "four"))


@pytest.mark.parametrize("lead_in", [
    "Semide pays off in phase E",          # a timing
    "Semide is worth 3 VP",                # a figure
    "Semide gives you two more",           # a number word
    "Semide is a crown monastery",         # a resource the bonus does not name
    "Semide is a merchants monastery",     # a class
])
def test_r_card_1_lead_in_with_play_is_not_dropped(lead_in):
    is_caught("semide", f"{lead_in}: gain 2 coins and 2 guards.")


def test_r_card_1_him_is_the_card():
    reads_as("alvaro_vaz_de_almada", "Álvaro Vaz de Almada gives you five guards when you take him.")
    is_caught("alvaro_vaz_de_almada", "Álvaro Vaz de Almada gives you five coins when you take him.")


def test_r_card_1_reviewer_verbs_of_giving():
    reads_as("semide", "Semide nets you 2 coins and 2 guards.")
    is_caught("semide", "Semide nets you 2 coins and 1 guard.")
    reads_as("semide", "Semide earns you 2 coins and 2 guards.")
    is_caught("semide", "Semide earns you 2 coins and 2 VP.")
    reads_as("semide", "Semide rewards you with 2 coins and 2 guards.")
    is_caught("semide", "Semide rewards you with 2 coins and 2 guards at game end.")
    reads_as("semide", "Semide starts you off with 2 coins and 2 guards.")
    is_caught("semide", "Semide starts you off with 2 coins and 2 crowns.")


def test_r_card_1_lets_you():
    reads_as("tibaes", "Tibães lets you move three spaces along the merchants track.")
    is_caught("tibaes", "Tibães lets you move three spaces along the scholars track.")


def test_r_card_1_caption_still_dropped():
    reads_as("semide", "Semide: gain 2 coins and 2 guards.")
    reads_as("semide", "Semide - gain 2 coins and 2 guards.")
    is_caught("semide", "Semide: gain 2 coins and 2 guards each round.")


def test_r_card_1_another_components_name_is_refused():
    with pytest.raises(CardTextError, match="names 'Tibães'"):
        read_text("Tibães gives you 2 coins and 2 guards.", LEXICON, name="Semide")
    is_caught("semide", "Landim gives you 2 coins and 2 guards.")


def test_r_card_1_any_name_when_not_told():
    got = read_text("Landim gives you 2 coins and 2 guards.", LEXICON)
    assert got == read_text("This monastery gives you 2 coins and 2 guards.", LEXICON)


def test_r_card_1_name_gives_spaces_on_a_track():
    reads_as("salzedas", "Salzedas is worth three spaces on the scholars track.")
    is_caught("salzedas", "Salzedas is worth three spaces on the clerics track.")
    reads_as("tibaes", "Tibães gives you three spaces along the merchants track.")
    is_caught("tibaes", "Tibães gives you two spaces along the merchants track.")


def test_r_card_1_reaching_a_named_monastery():
    reads_as("lorvao", "Reaching Lorvão with your pilgrim nets you 3 guards.")
    is_caught("lorvao", "Reaching Lorvão with your pilgrim nets you 3 coins.")


def test_r_card_1_a_sentence_of_what_it_is_goes():
    text = ("Estêvão da Gama is a copier. At the end of the game, pick another of your cards "
            "with a game-end bonus and score that bonus a second time.")
    comp = RULES.component("estevao_da_gama")
    try:
        reads_as("estevao_da_gama", text.replace("Estêvão da Gama is a copier. ", ""))
    except (AssertionError, CardTextError):
        pytest.skip(f"the rest is not read yet: {comp.id}")
    reads_as("estevao_da_gama", text)
    is_caught("estevao_da_gama", text.replace("a second time", "a third time"))


@pytest.mark.parametrize("sentence", [
    "Semide is a coin monastery.",             # a resource
    "Semide is a monastery of phase E.",       # a timing
    "Semide is a monastery for two players.",  # a figure
    "Semide is a monastery that gives nothing.",
])
def test_r_card_1_a_sentence_with_play_stays(sentence):
    is_caught("semide", f"{sentence} Gain 2 coins and 2 guards.")


def test_r_card_1_the_thing_itself():
    text = ("Henceforth, each time you place a disk above another monastery, you immediately "
            "gain 1 victory point. You gain nothing for {} itself.")
    reads_as("ganfei", text.format("this monastery"))
    reads_as("ganfei", text.format("Ganfei"))
    is_caught("ganfei", text.format("Ganfei").replace("1 victory point", "2 victory points"))
    is_caught("ganfei", text.format("Ganfei").replace("another monastery", "a clerics monastery"))


def test_r_card_1_validating_refuses_another_components_name():
    from coimbra_dsl.card_text import names_only
    names_only("Semide gives you 2 coins and 2 guards.", LEXICON, "Semide")
    with pytest.raises(CardTextError, match="names 'Landim'"):
        names_only("Landim gives you 2 coins and 2 guards.", LEXICON, "Semide")


def test_r_card_1_pay_after_a_comma_is_still_paying():
    reads_as("favor_do_rei", "While you hold this tile, pay 2 less for every investment. "
             "Also invest in a voyage now.")
    is_caught("semide", "Semide, pay 2 coins and gain 2 guards.")
