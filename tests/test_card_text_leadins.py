"""A component's name with a lead-in before a colon ("X scores late: at the end …"): the
lead-in goes when its words of play agree with the bonus after it, and is refused (or kept,
to be read) when it contradicts or adds to the bonus."""
import pytest

from coimbra_dsl.card_text import read_text
from coimbra_dsl.errors import CardTextError
from card_text_checks import LEXICON, is_caught, reads_as

_MANUEL = ("each of your character cards showing an influence of 1 or 2 earns you a point.")
_VAZ = "during each phase E you can swap 2 coins for 1 VP as many times as you want."


def test_r_card_1_lead_in_timing_agrees():
    reads_as("manuel_rodrigues", "Manuel Rodrigues scores late: at the end of the game, "
             + _MANUEL)
    reads_as("manuel_rodrigues", "Manuel Rodrigues is a final scorer: at game end, " + _MANUEL)
    is_caught("manuel_rodrigues", "Manuel Rodrigues scores late: at the end of the game, "
              + _MANUEL.replace("1 or 2", "1 or 3"))


def test_r_card_1_lead_in_timing_disagrees_refused():
    with pytest.raises(CardTextError, match="lead-in says 'early'"):
        read_text("Manuel Rodrigues scores early: at the end of the game, " + _MANUEL,
                  LEXICON)
    with pytest.raises(CardTextError, match="lead-in says 'late'"):
        read_text("Gonçalo Vaz scores late: " + _VAZ, LEXICON)
    is_caught("manuel_rodrigues", "Manuel Rodrigues scores early: at the end of the game, "
              + _MANUEL)


def test_r_card_1_lead_in_class_disagrees_refused():
    with pytest.raises(CardTextError, match="lead-in names 'merchants'"):
        read_text("Manuel Rodrigues rewards merchants cards: at the end of the game, each of "
                  "your council cards showing an influence of 1 or 2 earns you a point.",
                  LEXICON)


def test_r_card_1_lead_in_verb_and_resource_agree():
    reads_as("goncalo_vaz", "Gonçalo Vaz turns spare money into points: " + _VAZ)
    reads_as("goncalo_vaz", "Gonçalo Vaz turns coins into VP: " + _VAZ)
    is_caught("goncalo_vaz", "Gonçalo Vaz turns spare money into points: "
              + _VAZ.replace("2 coins", "3 coins"))
    # a resource the bonus does not name is not dropped: it stays and is refused
    is_caught("goncalo_vaz", "Gonçalo Vaz turns guards into points: " + _VAZ)


def test_r_card_1_lead_in_hyphen_and_kind():
    reads_as("santo_tirso", "Santo Tirso is a diploma monastery: it counts as two wild "
             "diplomas.")
    reads_as("santo_tirso", "Santo Tirso is a diploma-rich monastery: it counts as two wild "
             "diplomas.")
    is_caught("santo_tirso", "Santo Tirso is a diploma monastery: it counts as one wild "
              "diploma.")


def test_r_card_1_wild_diploma_said_again():
    reads_as("grijo", "Diploma monastery: Counts as 1 wild diploma, which you may treat as a "
             "diploma of any kind.")
    reads_as("grijo", "Counts as 1 wild diploma that you can use as a diploma of any type.")
    reads_as("grijo", "It counts as 1 wild diploma, usable as a diploma of any kind.")
    reads_as("santo_tirso", "Counts as two wild diplomas, each of which you can use as a "
             "diploma of any kind.")
    is_caught("grijo", "Counts as 2 wild diplomas, each of which you may treat as a diploma "
              "of any kind.")
    is_caught("grijo", "Counts as 1 wild diploma, which you may treat as a law diploma.")
    is_caught("grijo", "Counts as 1 wild diploma, which you may treat as a diploma of law.")
