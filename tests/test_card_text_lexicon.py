"""Words as data and remarks about limits: verbs and nouns people use ('jump', 'step up',
'an extra VP', 'drop 3 VP'), and remarks checked against the rules (R-LIM-1 storage 20,
R-LIM-3 track top 15, one payment made once, a card in one set, the white die)."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as, rows


# ------------------------------------------------------------------ limits (R-LIM-1, R-LIM-3)

EXCESS = [
    ("fernao_gomes", "Gain 5 coins. Anything above 20 is lost."),
    ("lorvao", "Gain 3 guards; any excess over 20 guards is wasted."),
    ("semide", "Gain 2 coins and 2 guards. Excess beyond 20 on each track is lost."),
    ("semide", "Immediate bonus: Gain 2 coins and 2 guards. Any excess beyond 20 on either "
               "track is lost."),
    ("arouca", "Move your disk 3 spaces up the council track; anything beyond 15 is lost."),
    ("salzedas", "Move 3 up the scholars track (to at most 15)."),
    ("pombeiro", "Move 3 up the clerics track, up to a maximum of 15."),
    ("pombeiro", "Immediate bonus: On the clerics influence track, move your disk 3 spaces up "
                 "(to at most 15)."),
]
EXCESS_CAUGHT = [
    ("fernao_gomes", "Gain 5 coins. Anything above 15 coins is lost."),
    ("fernao_gomes", "Gain 5 coins. Anything above 15 is lost."),
    ("salzedas", "Move 3 up the scholars track (to at most 20)."),
    ("lorvao", "Gain 3 guards; any excess over 20 coins is wasted."),
    ("celas", "Gain 3 VP. Anything above 20 is lost."),
    ("semide", "Gain 2 coins and 3 guards. Any excess beyond 20 on either track is lost."),
]


@rows(EXCESS)
def test_r_lim_1_r_lim_3_excess_lost_restated(target, text):
    reads_as(target, text)


@rows(EXCESS_CAUGHT)
def test_r_lim_1_r_lim_3_excess_wrong_figure_caught(target, text):
    is_caught(target, text)


ONCE = [
    ("rui_mendes", "You may pay 5 coins for 7 VP. You can do this only once."),
    ("rui_mendes", "You may pay 5 coins. If you do, gain 7 VP. Only once."),
    ("rui_mendes", "Immediate bonus: You may pay 5 coins. If you do, gain 7 victory points. "
                   "This exchange can be made only once."),
]
ONCE_CAUGHT = [
    ("goncalo_vaz", "Phase E: trade 2 coins for 1 VP. This can be done only once."),
    ("rui_mendes", "You may pay 4 coins for 7 VP. This can be done only once."),
    ("rui_mendes", "You may pay 5 coins for 7 VP. This trade can be made only twice."),
]


@rows(ONCE)
def test_r_lim_5_only_once_restates_one_payment(target, text):
    reads_as(target, text)


@rows(ONCE_CAUGHT)
def test_r_lim_5_only_once_caught(target, text):
    is_caught(target, text)


ONE_SET = [
    ("simao_alvares", "Game end: 5 VP per set of 4 cards of the 4 classes. Each card counts for "
                      "only one set."),
    ("refoios", "For each set of 4 character cards including one card of each class, gain 5 VP. "
                "No card can be part of more than one set."),
    ("simao_alvares", "Game end bonus: For each set of 4 character cards made of one card from "
                      "each of the 4 classes, gain 5 victory points. A card may be part of "
                      "only one set."),
]
ONE_SET_CAUGHT = [
    ("madeira", "Game end: 1 VP per diploma. A card may be part of only one set."),
    ("simao_alvares", "Game end: 4 VP per set of 4 cards of the 4 classes. A card may be part of "
                      "only one set."),
]


@rows(ONE_SET)
def test_one_card_one_set_remark(target, text):
    reads_as(target, text)


@rows(ONE_SET_CAUGHT)
def test_one_card_one_set_remark_caught(target, text):
    is_caught(target, text)


CHOICE = [
    ("favor_do_reitor", "Gain 7 guards or 7 coins. You pick one; you cannot split it."),
    ("favor_do_reitor", "Immediate bonus: Either gain 7 guards or gain 7 coins. You choose one; "
                        "you may not split it."),
]
CHOICE_CAUGHT = [
    ("favor_do_reitor", "Gain 7 guards and 7 coins. You choose one."),
    ("favor_do_reitor", "Gain 7 guards or 6 coins. You choose one; you may not split it."),
]


@rows(CHOICE)
def test_you_choose_one_restates_a_choice(target, text):
    reads_as(target, text)


@rows(CHOICE_CAUGHT)
def test_you_choose_one_caught(target, text):
    is_caught(target, text)


WHITE = [
    ("lourenco_moreno", "Phase E: gain 1 coin per orange die in your holders (white never counts)."),
    ("lourenco_moreno", "Phase E: +1 coin per orange die in your holders (white doesn't count)."),
    ("nicolau_coelho", "In each phase E, move your pilgrim 1 step per purple die in your holders. "
                       "White does not count towards it."),
    ("nicolau_coelho", "Phase E bonus: In each phase E, for each purple die you have in your die "
                       "holders, move your pilgrim 1 step. The white die does not count towards "
                       "this bonus."),
    ("garcia_de_orta", "Phase E: 1 VP per gray die in your holders. White isn't gray."),
]
WHITE_CAUGHT = [
    ("lourenco_moreno", "Phase E: gain 2 coins per orange die in your holders (white doesn't count)."),
    ("fernao_lopes", "Gain 2 coins and 2 guards. White doesn't count."),
    ("garcia_de_orta", "Phase E: 1 VP per green die in your holders. White isn't gray."),
]


@rows(WHITE)
def test_r_e_1_white_die_remark(target, text):
    reads_as(target, text)


@rows(WHITE_CAUGHT)
def test_r_e_1_white_die_remark_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ words people use

WORDS = [
    ("arouca", "Jump 3 spaces up the council track."),
    ("salzedas", "Jump 3 spaces up the scholars track."),
    ("tristao_da_cunha", "Phase E: at the start, step up 1 on a track of your choice and gain 1 "
                         "guard."),
    ("amato_lusitano", "In each phase E, gain an extra VP per green die in your holders."),
    ("garcia_de_orta", "Phase E: you get one extra VP for every gray die in your holders."),
    ("amato_lusitano", "In each phase E you get an extra VP for every green die in your holders."),
    ("madeira", "Game end: 1 VP per diploma you have, of any kind."),
    ("cabo_verde", "At game end: 1 VP per diploma, whatever the kind."),
    ("madeira", "Game end: 1 VP per diploma you have, any kind."),
    ("nuno_alvares_pereira", "Whenever you acquire a council card in phase C, gain 1 guard, 1 VP "
                             "and 1 pilgrim step on top of it."),
    ("nuno_alvares_pereira", "Every time you pick up a council card in phase C, you also get a "
                             "guard, a VP and one pilgrim step on top of it."),
    ("tomar", "Score your diploma sets right away, just like at the end of the game."),
    ("tomar", "Score your diploma sets now, just like at game end."),
    ("ganfei", "Each time you place a later monastery disk, gain 1 VP. You score nothing for this "
               "monastery itself."),
    ("jeronimos", "Score one of your game end cards now. Also choose a track and gain the "
                  "scoring-tile VP for whatever rank you hold on it. Only you; no one else scores."),
    ("jeronimos", "Score one of your game-end character cards right now. Then pick a track and "
                  "collect the scoring-tile VP for whatever place you hold on it. Just you; "
                  "nobody else scores."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent chooses: drop 3 VP or lose 1 clerics "
                              "card with its influence."),
]
WORDS_CAUGHT = [
    ("arouca", "Jump 2 spaces up the council track."),
    ("salzedas", "Jump 3 spaces up the clerics track."),
    ("tristao_da_cunha", "Phase E: at the start, step up 2 on a track of your choice and gain 1 "
                         "guard."),
    ("amato_lusitano", "In each phase E you get an extra coin for every green die in your holders."),
    ("amato_lusitano", "In each phase E you get 2 extra VP for every green die in your holders."),
    ("madeira", "Game end: 2 VP per diploma you have, any kind."),
    ("nuno_alvares_pereira", "Whenever you acquire a merchants card in phase C, gain 1 guard, 1 VP "
                             "and 1 pilgrim step on top of it."),
    ("tomar", "At game end, score your diploma sets, just like at game end."),
    ("ganfei", "Each time you place a later monastery disk, gain 2 VP. You gain nothing for this "
               "monastery itself."),
    ("jeronimos", "Choose a track and gain the scoring-tile VP for whatever place you hold on it. "
                  "Just you; nobody else scores."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent chooses: drop 2 VP or lose 1 clerics "
                              "card with its influence."),
]


@rows(WORDS)
def test_words_people_use(target, text):
    reads_as(target, text)


@rows(WORDS_CAUGHT)
def test_words_people_use_caught(target, text):
    is_caught(target, text)


MORE_WORDS = [
    ("diogo_de_sousa", "Optional: spend 5 guards, then walk your pilgrim up to 5 steps."),
    ("diogo_de_sousa", "Spend 5 guards, then walk your pilgrim up to 5 steps."),
    ("diogo_de_sousa", "Optionally pay 5 guards and then move your pilgrim up to 5 steps."),
    ("tristao_da_cunha", "Start of each phase E: step up 1 on any influence track you like, and "
                         "take a guard."),
    ("antonio_de_lisboa", "At the start of each phase E, step up 1 on an influence track you "
                          "want and gain a guard."),
    ("afonso_lopes", "Game end: score by your spot on the council track: 7-9 gives 5 VP, 10-12 "
                     "gives 7 VP, 13-15 gives 10 VP."),
    ("afonso_lopes", "Game end: score by your position on the council track: 7-9 gives 5 VP, "
                     "10-12 gives 7 VP, 13-15 gives 10 VP."),
    ("ceilao", "End of game: 2 VP a clerics card."),
    ("macau", "Game end: 2 VP a merchants character card."),
    ("flor_da_rosa", "2 VP a merchants card you have."),
    ("afonso_de_portugal", "At the start of phase E, if you have no purple die in your holders, "
                           "take 2 pilgrim steps. White isn't purple."),
]
MORE_WORDS_CAUGHT = [
    ("diogo_de_sousa", "Optional: spend 5 guards, then walk your pilgrim up to 4 steps."),
    ("diogo_de_sousa", "Optional: spend 5 coins, then walk your pilgrim up to 5 steps."),
    ("tristao_da_cunha", "Start of each phase E: step up 1 on any influence track you like, and "
                         "take a coin."),
    ("afonso_lopes", "Game end: score by your spot on the clerics track: 7-9 gives 5 VP, 10-12 "
                     "gives 7 VP, 13-15 gives 10 VP."),
    ("ceilao", "End of game: 3 VP a clerics card."),
    ("ceilao", "End of game: 2 VP a scholars card."),
    ("afonso_de_portugal", "At the start of phase E, if you have no gray die in your holders, "
                           "take 2 pilgrim steps. White isn't purple."),
]


@rows(MORE_WORDS)
def test_more_words_people_use(target, text):
    reads_as(target, text)


@rows(MORE_WORDS_CAUGHT)
def test_more_words_people_use_caught(target, text):
    is_caught(target, text)


PHRASES = [
    ("miguel_da_silva", "1 VP for each monastery your disk sits on."),
    ("miguel_da_silva", "Gain 1 VP per monastery your disk is on."),
    ("tanger", "Game end: 2 VP per voyage your disk sits on."),
    ("joao_de_castro", "Phase E: gain 1 guard per gray die in your holders, on top of its regular "
                       "income."),
    ("joao_de_castro", "Phase E bonus: In each phase E, you gain 1 guard for every gray die in "
                       "your die holders, on top of that die's regular income. The white die "
                       "does not count."),
    ("bartolomeu_marchionni", "Whenever you acquire a merchants card in phase C, carry out that "
                              "card's own bonuses as usual, then gain 1 coin and 2 VP."),
    ("landim", "Count your crowns now, as you do in phase D. Gain 1 VP for each."),
    ("landim", "Count your crowns right now, as you would in phase D. Gain 1 VP for each."),
    ("refoios", "Gain 5 VP for each 4-card set that contains one character card of each of the "
                "4 classes."),
]
PHRASES_CAUGHT = [
    ("miguel_da_silva", "2 VP for each monastery your disk sits on."),
    ("tanger", "Game end: 3 VP per voyage your disk sits on."),
    ("joao_de_castro", "Phase E: gain 2 guards per gray die in your holders, on top of its "
                       "regular income."),
    ("bartolomeu_marchionni", "Whenever you acquire a merchants card in phase C, carry out that "
                              "card's own bonuses as usual, then gain 2 coins and 2 VP."),
    ("landim", "Count your crowns now, as you do in phase D. Gain 2 VP for each."),
    ("refoios", "Gain 5 VP for each 3-card set that contains one character card of each of the "
                "4 classes."),
]


@rows(PHRASES)
def test_phrases_people_use(target, text):
    reads_as(target, text)


@rows(PHRASES_CAUGHT)
def test_phrases_people_use_caught(target, text):
    is_caught(target, text)


ORDER = [
    ("jorge_de_melo", "Phase E bonus: At the beginning of each phase E, choose one influence track "
                      "and move your disk on it 1 space up. Also gain 1 coin."),
    ("jorge_de_melo", "At the start of each phase E, choose a track and move your disk on it up "
                      "1 space, and gain 1 coin."),
    ("aires_barbosa", "Take whatever the scholars track currently pays you as income."),
    ("aires_barbosa", "Gain whatever the scholars track pays you as income."),
    ("batalha", "Immediate bonus: Choose up to 2 different voyage cards that have your disk on "
                "them and score their tasks now, the same way as at the end of the game."),
    ("batalha", "Choose up to 2 different voyages with your disk and score their tasks now, the "
                "same way as at game end."),
]
ORDER_CAUGHT = [
    ("jorge_de_melo", "At the start of each phase E, choose a track and move your disk on it 2 "
                      "spaces up. Also gain 1 coin."),
    ("aires_barbosa", "Take whatever the clerics track currently pays you as income."),
    ("batalha", "Choose up to 3 different voyages with your disk and score their tasks now, the "
                "same way as at game end."),
]


@rows(ORDER)
def test_other_word_order(target, text):
    reads_as(target, text)


@rows(ORDER_CAUGHT)
def test_other_word_order_caught(target, text):
    is_caught(target, text)


def test_every_phrase_is_written_in_the_words_it_is_matched_against():
    """Phrases match the lemmatised text: a phrase with a word the lemma table folds
    ('stays', 'carries', 'pick') could never match, and would only look like data."""
    from coimbra_dsl.card_lexicon import ENGLISH
    folded = {w for w, lemma in ENGLISH.lemmas.items() if lemma != w}
    assert [k for k in ENGLISH.phrases if folded & set(k)] == []
    assert [k for k in ENGLISH.glosses if folded & set(k)] == []


def test_a_phrase_carries_its_figures_through_and_makes_none_up():
    """A synonym's figures are its FIGURE slots, the same number on both sides: a digit
    written in the replacement would be a word, not a number, and a figure dropped would
    change the amount in silence. (A fixed amount is a number word: "a pair of = two".)"""
    from coimbra_dsl.card_lexicon import ENGLISH, FIGURE
    assert [k for k, v in ENGLISH.phrases.items() if k.count(FIGURE) != v.count(FIGURE)] == []
    assert [v for v in ENGLISH.phrases.values() if any(w.isdigit() for w in v)] == []


@rows([
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you "
                               "2 guards or 2 VP, their choice. Their VP may go below zero "
                               "as a result."),
    ("alvaro_vaz_de_almada", "Move the marker on your guard track by five spaces."),
    ("alvaro_vaz_de_almada", "Move the marker on your guard track by 5 spaces."),
])
def test_a_figure_said_inside_a_synonym_is_carried_through(target, text):
    reads_as(target, text)


def test_a_phrase_is_written_once():
    """Two lines for one phrase would be two places to change (and the later would win)."""
    from coimbra_dsl.card_lexicon import _phrases
    assert _phrases("victory point = vp\nguard token = guard")[("guard", "token")] == ("guard",)
    with pytest.raises(ValueError, match="'victory point' is written twice"):
        _phrases("victory point = vp\nvictory point = vp")
