"""Nouns, places, quantifiers, captions, descriptive sentences and copy bonuses in printed
card text (R-CARD-1): each construction reads a designer's paraphrase to the component's
own rule, and its changed-meaning twin (another figure, class, track, resource, counter
or timing) is an error, never a silent misreading."""
from __future__ import annotations

from types import MappingProxyType

import pytest
from card_text_checks import LEXICON, is_caught, reads_as

from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.vocab import Timing


@pytest.mark.parametrize("target, text", [
    ("flor_da_rosa", "2 VP per merchants card in your collection."),
    ("flor_da_rosa", "Gain 2 VP for each merchants card in front of you."),
    ("flor_da_rosa", "Gain 2 VP for each merchants character card in your area, including "
                     "this one."),
    ("flor_da_rosa", "Gain 2 VP for each merchants card you have in front of you."),
    ("leca_do_balio", "Gain 2 VP for each council card you've acquired."),
    ("leca_do_balio", "Gain 2 VP for each card you've got of the council class."),
    ("landim", "1 VP for every crown in your collection."),
    ("madeira", "Game end: 1 VP per diploma in your collection."),
    ("ilhas_dos_acores", "Game end: 3 VP for each card in your collection beyond your 10th."),
    ("ilhas_dos_acores", "Game end: 3 VP for every card over ten that you own."),
    ("landim", "Gain 1 VP per crown token you have."),
    ("pendorada", "Score 2 VP for each monastery hosting your disk."),
    ("madeira", "Game end: 1 VP per diploma icon shown on your cards."),
])
def test_cards_in_your_collection_in_front_of_you_or_your_area_are_yours_R_CARD_1(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("joao_de_castro", "Phase E: gain 1 guard for every grey die placed in your holders."),
    ("joao_de_castro", "In phase E, gain 1 guard for each gray die in your die holders on "
                       "your player board."),
    ("joao_de_castro", "In phase E, your gray dice each give you 1 guard."),
    ("barbados", "1 VP for each monastery you have visited."),
    ("barbados", "1 VP per monastery your pilgrim has visited."),
    ("barbados", "1 VP for each monastery tile with your disk."),
    ("pendorada", "2 VP for each monastery you have a disk at, including this one."),
    ("tanger", "2 VP for each voyage card with your disk on it (including this one)."),
    ("madeira", "1 VP for each diploma of any kind."),
    ("landim", "Gain 1 VP for each of your crowns (as in phase D)."),
    ("madeira", "1 VP for every diploma symbol on your cards."),
    ("ceuta", "1 VP for every monastery you did not visit."),
    ("ceuta", "1 VP for each monastery you haven't visited."),
    ("ceuta", "1 VP per monastery your pilgrim has not visited."),
    ("brasil", "2 VP for each monastery with back I you visited."),
    ("brasil", "Task: 2 VP per monastery with a I on its back that has your disk."),
    ("pendorada", "2 VP for each monastery where your disk is, this one included."),
    ("barbados", "Game end: 1 VP for each monastery on the map with your disk."),
    ("landim", "Gain 1 VP for each crown you hold at this moment."),
    ("joao_de_castro", "During phase E, receive 1 guard for every gray die sitting in your "
                       "holders."),
    ("martim_afonso_de_sousa", "Game end: 5 VP for every complete set of one card of each "
                               "class."),
    ("tristao_da_cunha", "At the start of each phase E, advance one track of your choice by "
                         "1 space and take 1 guard."),
])
def test_dice_monasteries_voyages_and_diplomas_by_where_they_are_R_BON_E(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("joao_de_castro", "Phase E: gain 1 guard for every orange die placed in your holders."),
    ("joao_de_castro", "Phase E: gain 1 guard for each gray die in your opponents' holders."),
    ("ceuta", "Game end: 1 VP for each monastery you have visited."),
    ("barbados", "1 VP per monastery your pilgrim has not visited."),
    ("barbados", "1 VP for every monastery you did not visit."),
    ("ceuta", "1 VP for each monastery you visited."),
    ("ceuta", "Game end: 1 VP for each monastery on the map with your disk."),
    ("brasil", "Task: 2 VP per monastery with a II on its back that has your disk."),
    ("tristao_da_cunha", "At the start of each phase E, advance every track by 1 space and "
                         "take 1 guard."),
    ("brasil", "2 VP for each monastery with back II you visited."),
])
def test_dice_and_places_twins_are_errors_R_BON_E(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("leca_do_balio", "Gain 2 VP for each council member you have."),
    ("leca_do_balio", "Gain 2 VP for each of your council characters."),
    ("leca_do_balio", "Gain 2 VP for every council character in your collection."),
    ("leca_do_balio", "Gain 2 VP for every council-class card."),
    ("flor_da_rosa", "Gain 2 VP for each merchant you have."),
    ("flor_da_rosa", "2 VP per merchant in front of you."),
    ("flor_da_rosa", "2 VP for each of your merchants."),
    ("flor_da_rosa", "2 VP for each merchants member you have."),
    ("macau", "Game end: 2 VP per merchant in your collection."),
    ("refoios", "Gain 5 VP for each set of four characters, one from each class."),
    ("refoios", "Gain 5 VP for each set of 4 cards, one in each class."),
    ("ilhas_dos_acores", "Game end: 3 VP for every character you have beyond the 10th."),
    ("ilhas_dos_acores", "Game end: 3 VP per card after your tenth character."),
    ("martim_afonso_de_sousa", "Game end: 5 VP for each group of four characters from "
                               "different classes."),
    ("refoios", "Gain 5 VP per set of 4 cards of the 4 classes in front of you."),
    ("refoios", "Gain 5 VP for each set of four cards, one of each class, in your collection."),
    ("refoios", "Gain 5 VP for every complete class set you have."),
    ("nuno_alvares_pereira", "Phase C: after recruiting a council character, gain 1 guard, "
                             "1 VP and 1 pilgrim step."),
    ("bartolomeu_marchionni", "Phase C: each time you take a merchants character, gain 1 "
                              "coin and 2 VP."),
    ("duarte_barbosa", "Take a character from the discard pile, paying 3 of its currency."),
])
def test_characters_and_class_members_are_cards_of_their_class_R_COMP_2(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("henrique_de_meneses", "At the end of the game, gain 1 VP for each of your characters "
                            "with an influence value of 1 or 2."),
    ("henrique_de_meneses", "At game end, 1 VP for each character card in your collection "
                            "with an influence of 1 or 2."),
    ("tarouca", "Gain 2 VP for each character you have with an influence of 3 or 4."),
    ("tarouca", "Gain 2 VP for every character in front of you whose influence is 3 or 4."),
    ("tarouca", "2 VP for each character with an influence of 3 or 4 in your collection."),
    ("tarouca", "You earn 2 VP for each of your character cards showing an influence of 3 or "
                "4."),
    ("leca_do_balio", "2 VP for each card in your collection that belongs to the council "
                      "class."),
    ("leca_do_balio", "2 VP for each of your cards belonging to the council class."),
    ("refoios", "You gain 5 VP for each complete set of four different classes you own."),
])
def test_counts_qualified_by_influence_read_whatever_the_noun_R_BON_G(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("fernao_de_loronha", "Collect 1 coin and 1 VP for every merchants card you own "
                          "(this card counts)."),
    ("fernao_de_loronha", "Gain 1 coin and 1 VP for every merchants card you own (this one "
                          "is counted too)."),
    ("fernao_de_loronha", "Gain 1 coin and 1 VP for each of your merchants cards, counting "
                          "this one."),
    ("pendorada", "2 VP per monastery with your disk (this monastery counts)."),
    ("tanger", "Task: 2 VP per voyage you have invested in (this one counts)."),
    # "counts as" keeps its own meaning
    ("grijo", "Lasting: this card counts as 1 wild diploma."),
])
def test_this_card_counts_is_a_count_including_this_component_R_BON_M(target, text):
    reads_as(target, text)


def test_this_card_does_not_count_is_refused_after_a_count_R_BON_M():
    with pytest.raises(CardTextError) as exc:
        read_text("Gain 1 coin and 1 VP for every merchants card you own (this card does "
                  "not count).", LEXICON)
    assert "a count always includes this component" in exc.value.message


@pytest.mark.parametrize("target, text", [
    ("ceuta", "Gain 1 victory point for each monastery which does not have your disk "
              "above it."),
    ("ceuta", "Game end: 1 VP for every monastery which lacks your disk."),
    ("ceuta", "Game end: 1 VP for each monastery which has none of your disks."),
    ("barbados", "1 VP for each monastery which has your disk."),
    ("pendorada", "Gain 2 VP for each monastery which has one of your disks, this one "
                  "included."),
    ("tanger", "2 VP for each voyage which has your disk."),
    ("tanger", "2 VP for each voyage your disk is on."),
    ("tanger", "2 VP for each voyage in which you have a disk."),
    ("tanger", "2 VP per voyage which has one of your disks."),
    ("brasil", "Game end: 2 VP for each monastery of back I which has your disk."),
])
def test_relative_clauses_with_which_restrict_what_is_counted_R_BON_V(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("santa_cruz", "Monastery bonus — 3 coins."),
    ("santa_cruz", "Monastery bonus: 3 coins."),
    ("santa_cruz", "Bonus: you receive 3 coins."),
    ("santa_cruz", "Reward: gain 3 coins."),
    ("tanger", "Task: 2 VP per voyage with your disk."),
    ("tanger", "Voyage task: 2 VP for each voyage you have a disk on, including this one."),
    ("goa", "Voyage bonus: 9 VP at the end of the game."),
    ("santa_cruz", "Bonus (immediate): 3 coins."),
    ("santa_cruz", "Your reward: 3 coins."),
    ("santa_cruz", "Immediate reward: 3 coins."),
    ("amato_lusitano", "Phase E bonus: 1 VP per green die in your holders."),
    ("grijo", "Lasting effect: counts as 1 wild diploma."),
    ("nuno_alvares_pereira", "Phase C ability: after acquiring a council card, gain 1 guard, "
                             "1 VP and 1 pilgrim step."),
    # a lasting ability labelled is a standing one: its own timing
    ("nuno_alvares_pereira", "Permanent ability: after acquiring a council card, gain 1 "
                             "guard, 1 VP and 1 pilgrim step."),
    ("alcobaca", "Lasting effect: whenever you place a die in the castle, gain 4 VP."),
])
def test_a_caption_names_the_bonus_without_changing_it_R_CARD_1(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("tanger", "Tanger: Gain 2 VP for each voyage card that has your disk on it (including "
               "this one)."),
    ("goa", "Goa: Gain 9 victory points directly."),
    ("ilhas_dos_acores", "Ilhas dos Açores: Gain 3 VP for each character card beyond your "
                         "tenth."),
    ("santa_cruz", "Santa Cruz — 3 coins."),
    ("brasil", 'Brasil: For each monastery with a "I" that has your disk above it, gain 2 '
               'victory points.'),
    ("madeira", "Madeira: For each diploma that you have (irrespective of its kind), gain 1 "
                "victory point."),
    ("favor_do_bispo", "Favor do Bispo: Immediate bonus — Gain 2 victory points and up to 3 "
                       "steps with your pilgrim."),
    ("nuno_alvares_pereira", "Nuno Álvares Pereira: Phase C: after acquiring a council card, "
                             "gain 1 guard, 1 VP and 1 pilgrim step."),
])
def test_a_components_name_as_a_caption_is_dropped_R_CARD_1(target, text):
    reads_as(target, text)


def test_a_name_is_a_caption_only_before_a_colon_and_never_made_of_the_readers_words():
    with pytest.raises(CardTextError):
        read_text("Goa 9 VP.", LEXICON)
    named = Lexicon(named=MappingProxyType({("game", "end"): ("card", "Game end")}))
    (bonus,) = read_text("Game end: 9 VP.", named)
    assert bonus.timing is Timing.GAME_END


@pytest.mark.parametrize("target, text", [
    ("salzedas", "Scholars track: move up 3 spaces."),
    ("salzedas", "Scholars track: +3."),
    ("salzedas", "Scholars track: 3 spaces up."),
    ("tibaes", "Merchants track: move your disk up 3 spaces."),
    ("tibaes", "The merchants track: advance 3 spaces."),
    ("bustelo", "Every track: +1."),
    ("bustelo", "All tracks: move up 1 space."),
    ("bustelo", "Every influence track: 1 space up."),
    ("bustelo", "All four tracks: +1 each."),
    ("arouca", "Council: +3."),
    ("arouca", "Council track — 3 steps forward."),
])
def test_a_track_named_as_a_caption_is_the_track_moved_on_R_BON_M(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("henrique_de_coimbra", "Pilgrim: 3 steps."),
    ("henrique_de_coimbra", "Pilgrim: move 3 steps."),
    ("henrique_de_coimbra", "Pilgrim: +3 steps."),
    ("henrique_de_coimbra", "Pilgrim: up to 3 steps."),
    ("henrique_de_coimbra", "Move 3 pilgrim steps."),
    ("henrique_de_coimbra", "Move 3 steps with your pilgrim."),
    ("jeronimo_de_azambuja", "Pilgrim: 4 steps. Also gain 2 VP."),
    ("henrique_de_coimbra", "Pilgrim: +3."),
    ("henrique_de_coimbra", "3 steps for the pilgrim."),
    ("henrique_de_coimbra", "Pilgrim steps: 3."),
    ("henrique_de_coimbra", "Your pilgrim gets 3 steps."),
])
def test_the_pilgrim_named_as_a_caption_takes_the_steps_R_PIL_1(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("henrique_de_coimbra", "Your pilgrim moves three steps."),
    ("henrique_de_coimbra", "This card gives 3 pilgrim steps."),
    ("henrique_de_coimbra", "You get to move your pilgrim 3 steps."),
    ("jeronimo_de_azambuja", "You receive 2 VP and your pilgrim moves 4 steps."),
    ("santa_cruz", "This monastery gives 3 coins."),
    ("lorvao", "You get 3 guards."),
    ("lorvao", "Take 3 guard tokens."),
    ("leca_do_balio", "This monastery gives 2 VP per council card."),
    ("leca_do_balio", "This monastery is worth 2 VP per council card."),
    ("leca_do_balio", "Your council cards each give you 2 VP."),
    ("leca_do_balio", "Each of your council cards gives you 2 VP."),
    ("macau", "Game end: your merchants cards each give you 2 VP."),
    ("macau", "At the end of the game, this voyage gives 2 VP for each merchants card you "
              "have."),
    ("alvaro_vaz_de_almada", "This card provides 5 guards."),
    ("goa", "This voyage scores 9 VP at game end."),
    ("tanger", "Task: this voyage gives 2 VP per voyage you invested in."),
    ("pendorada", "Every monastery with your disk, this one included, gives you 2 VP."),
    ("alvaro_vaz_de_almada", "It gives you 5 guards."),
    ("santa_cruz", "Gain 3 coins (money)."),
    ("flor_da_rosa", "Each one of your merchants cards gives you 2 VP."),
    ("flor_da_rosa", "Gain 2 VP for each one of your merchants cards."),
    ("alvaro_vaz_de_almada", "Whoever takes this card gains 5 guards."),
    ("batalha", "Score up to 2 voyages you have invested in now."),
    ("celas", "Gain 3 victory points (VP)."),
    ("salzedas", "The scholars track advances by 3 spaces."),
    ("salzedas", "Your scholars track goes up by 3."),
    ("leca_do_balio", "Your council cards are worth 2 VP each."),
    ("leca_do_balio", "Your council cards are worth 2 VP apiece."),
    ("leca_do_balio", "Each council card: 2 VP."),
    ("leca_do_balio", "Gain 2 VP for every card you have in the council class."),
    ("leca_do_balio", "Gain 2 VP for each card from the council class."),
])
def test_descriptive_sentences_say_what_the_card_gives_R_CARD_1(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("maskat", "Score twice the space number of your lowest influence track."),
    ("maskat", "Game end: VP equal to twice the space number of your lowest track."),
    ("maskat", "Game end: 2 VP per space your disk has reached on your lowest track."),
    ("maskat", "Game end: 2 VP for each space of your disk on your lowest track."),
    ("sansibar", "Game end: VP equal to half (rounded down) of your disk's space on the "
                 "council track plus your disk's space on the clerics track."),
])
def test_a_tracks_space_named_by_its_number_or_its_disk_R_BON_V(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("lopo_soares_de_albergaria", "Gain 4 guards and invest in one of the voyages that cost "
                                  "guards."),
    ("lopo_soares_de_albergaria", "Gain 4 guards and invest in a voyage, but only one that "
                                  "costs guards."),
    ("lopo_soares_de_albergaria", 'Gain 4 guards and carry out the action "Invest in one '
                                  'voyage", but only in a voyage that has a guard cost.'),
    ("lopo_soares_de_albergaria", "Gain 4 guards. Then invest in one voyage which has a "
                                  "guard cost."),
    ("duarte_barbosa", "Pick a card from the discard pile and gain it, paying 3 of the "
                       "currency it costs."),
    ("duarte_barbosa", "Take any card from the discard pile by paying 3 of its currency."),
    ("jeronimos", "Score one of your game-end cards immediately. Also pick an influence "
                  "track and gain the VP its scoring tile gives for your current rank there; "
                  "other players score nothing."),
    ("jeronimos", "Score a game-end card of yours now, and for a track of your choice gain "
                  "the scoring-tile VP of your current rank."),
    ("favor_do_rei", "While held: every investment costs 2 less. Invest in any one voyage."),
    ("batalha", "Score any two of your voyages now."),
    ("batalha", "Score up to two voyages of your choice now."),
    ("favor_da_rainha", "Gain 4 VP and you may put the cap tile on any one of your dice in a "
                        "city row."),
])
def test_quantifiers_one_of_the_any_an_and_only_one_that_R_BON_I(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("estevao_da_gama", "At game end, choose another of your cards with a game-end bonus and "
                        "score that bonus again."),
    ("estevao_da_gama", "Game end: score another card's game-end bonus once more."),
    ("estevao_da_gama", "Game end: choose another one of your characters with a game-end "
                        "bonus and score it again."),
    ("estevao_da_gama", "Game end: score once more the game-end effect of another of your "
                        "characters."),
    ("bartolomeu_dos_martires", "Repeat the immediate effect of another one of your clerics "
                                "characters."),
    ("bartolomeu_dos_martires", "Pick another card of yours of the clerics class with an "
                                "immediate bonus and use it again."),
    ("bartolomeu_dos_martires", "Copy the immediate bonus of another of your clerics cards."),
    ("jeronimos", "Immediately score one of your cards' game-end bonuses. Then choose a track "
                  "and gain the VP its scoring tile gives you for your current rank there."),
    ("bartolomeu_dos_martires", "Use the immediate bonus of a different clerics card of yours "
                                "again."),
    ("estevao_da_gama", "Game end: the game-end bonus of another one of your cards scores "
                        "again."),
    ("estevao_da_gama", "Game end: this card copies the game-end bonus of another of your "
                        "cards."),
    ("estevao_da_gama", "Game end: repeat another of your game-end bonuses."),
    ("estevao_da_gama", "Game end: score one of your other game-end bonuses again."),
    ("estevao_da_gama", "Game end: score another game-end bonus of yours once more."),
    ("estevao_da_gama", "Game end: score the end-game bonus of another of your cards once "
                        "more."),
    ("bartolomeu_dos_martires", "Use another of your clerics cards' immediate bonuses again."),
    ("jeronimos", "Score any game-end card of yours now, and for a track of your choice gain "
                  "the scoring-tile VP of your current rank."),
])
def test_copy_and_reuse_bonuses_name_another_of_your_cards_R_BON_G(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # figure, class, counter and who-counts twins of the readings above
    ("flor_da_rosa", "Gain 3 VP for each merchant you have."),
    ("flor_da_rosa", "Gain 2 VP for each of your clerics."),
    ("flor_da_rosa", "Gain 2 VP for each council member you have."),
    ("flor_da_rosa", "2 VP per council card in your collection."),
    ("leca_do_balio", "Your clerics cards each give you 2 VP."),
    ("refoios", "Gain 5 VP for each set of 3 cards, one from each class."),
    ("tarouca", "Gain 2 VP for each character you have with an influence of 2 or 3."),
    ("tarouca", "Gain 2 VP for each character you have with an influence of 3 or 4, not "
                "counting this one."),
    ("ilhas_dos_acores", "Game end: 3 VP for every character you have beyond the 9th."),
    ("ceuta", "Game end: 1 VP for every monastery which has your disk."),
    ("barbados", "1 VP for each monastery which does not have your disk."),
    ("tanger", "Task: 2 VP per monastery with your disk."),
    # captions: resource, timing, track, figure, any-vs-every
    ("santa_cruz", "Monastery bonus: 3 guards."),
    ("santa_cruz", "Bonus: at game end, 3 coins."),
    ("arouca", "Council track: move up 2 spaces."),
    ("arouca", "Clerics track: +3."),
    ("arouca", "A track of your choice: move up 3 spaces."),
    ("bustelo", "Every track: +2."),
    ("bustelo", "A track of your choice: +1."),
    ("henrique_de_coimbra", "Pilgrim: 4 steps."),
    ("henrique_de_coimbra", "Pilgrim: 3 steps per council card."),
    # descriptive sentences and spaces
    ("henrique_de_coimbra", "This card gives 3 coins."),
    ("maskat", "Game end: VP equal to twice the space number of your highest track."),
    ("maskat", "Game end: VP equal to three times the space number of your lowest track."),
    ("sansibar", "Game end: VP equal to half (rounded down) of your disk's space on the "
                 "council track plus your disk's space on the scholars track."),
    # quantifiers and notes
    ("lopo_soares_de_albergaria", "Gain 4 guards and invest in a voyage, but only one that "
                                  "costs coins."),
    ("jeronimos", "Score one of your game-end cards now. Other players score nothing."),
    # copy and reuse: timing, class, another-vs-any
    ("estevao_da_gama", "Game end: score the game-end bonus of one of your cards."),
    ("estevao_da_gama", "Game end: use the immediate bonus of another of your cards again."),
    ("bartolomeu_dos_martires", "Use the immediate bonus of another one of your scholars "
                                "characters again."),
    ("bartolomeu_dos_martires", "Use the immediate effect of another one of your characters "
                                "again."),
    ("bartolomeu_dos_martires", "Use the immediate bonus of a different council card of yours "
                                "again."),
    ("ilhas_dos_acores", "Game end: 3 VP for every card over nine that you own."),
    ("arouca", "Council: +2."),
    ("bustelo", "All four tracks: +2 each."),
    ("henrique_de_coimbra", "Pilgrim: +4."),
    ("alvaro_vaz_de_almada", "This card provides 5 coins."),
    ("pendorada", "Score 2 VP for each voyage hosting your disk."),
    ("martim_afonso_de_sousa", "Game end: 5 VP for each group of three characters from "
                               "different classes."),
    # whose cards, whose disk, which direction: never read as yours or as up
    ("flor_da_rosa", "Gain 2 VP for each merchant your opponents have."),
    ("flor_da_rosa", "Gain 2 VP for each merchants card in the discard pile."),
    ("leca_do_balio", "Your opponents' council cards each give you 2 VP."),
    ("leca_do_balio", "Each of your council cards gives each opponent 2 VP."),
    ("tanger", "2 VP for each voyage your opponent's disk is on."),
    ("salzedas", "Scholars track: move down 3 spaces."),
    ("salzedas", "Scholars track: 3."),
    ("salzedas", "Council track: move up 3 spaces on the scholars track."),
    ("bustelo", "Every other track: +1."),
    ("henrique_de_coimbra", "Pilgrim: 3 steps back."),
    ("santa_cruz", "This card gives each opponent 3 coins."),
    ("fernao_de_loronha", "Gain 1 coin and 1 VP for each merchants card in your collection "
                          "(this card counts twice)."),
    ("bartolomeu_dos_martires", "Use the immediate bonus of this card again."),
    ("bartolomeu_dos_martires", "Use another of your immediate bonuses again."),
    ("estevao_da_gama", "Game end: repeat one of your game-end bonuses."),
    ("leca_do_balio", "Gain 2 VP for all of your council cards."),
    ("leca_do_balio", "Your clerics cards are worth 2 VP each."),
    ("santa_cruz", "Gain 3 coins (VP)."),
    ("refoios", "Gain 5 VP for every complete class set your opponents have."),
    ("henrique_de_coimbra", "Pilgrim steps: 2."),
    ("goa", "Goa: 8 VP."),
    ("santa_cruz", "Game end reward: 3 coins."),
    ("celas", "Lasting effect: gain 3 VP."),
    ("leca_do_balio", "2 VP for each of your cards belonging to the clerics class."),
    ("tarouca", "2 VP for each of your character cards showing an influence of 2 or 3."),
    # quantifiers: how many, which one, whose
    ("duarte_barbosa", "Take the top card from the discard pile, paying 3 of its currency."),
    ("favor_do_rei", "While held: every investment costs 2 less. Invest in two voyages."),
    ("batalha", "Score all of your voyages now."),
    ("vasco_da_gama", "Take two favor tiles beside the castle and use them."),
    ("jeronimos", "Score one of your game-end cards now, and for every track gain the "
                  "scoring-tile VP of your current rank."),
    ("estevao_da_gama", "Game end: score the game-end bonuses of all your other cards "
                        "again."),
    ("favor_da_rainha", "Gain 4 VP and you may put the cap tile on one of your opponent's "
                        "dice in a city row."),
    ("lopo_soares_de_albergaria", "Gain 4 guards and invest in one of the voyages that cost "
                                  "coins."),
    ("amato_lusitano", "Phase C bonus: 1 VP per green die in your holders."),
    ("bartolomeu_marchionni", "Phase C: each time you take a council character, gain 1 coin "
                              "and 2 VP."),
    ("flor_da_rosa", "Each one of your clerics cards gives you 2 VP."),
    ("batalha", "Score up to 3 voyages you have invested in now."),
    ("tanger", "Tanger: 2 VP per monastery with your disk."),
    ("jeronimos", "Score one of your game-end cards now. Also pick an influence track and "
                  "gain the VP its scoring tile gives for your current rank there; other "
                  "players score 2 VP."),
])
def test_changed_meaning_twins_are_errors_never_silent_R_CARD_1(target, text):
    is_caught(target, text)
