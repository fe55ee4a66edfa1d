"""Discourse and timing: sentences that carry on one bonus ("Next, …", "… as well", a
semicolon and "also"), a label said again as a timing ("Phase E bonus: In each phase E,
…"), lasting words on abilities that act in their own phase, a favor tile held "until the
round ends", "Optional:", "At the end,", captions that say nothing playable, the bought
card said first or as the subject; each construction with changed-meaning twins, which
are errors (refused or read differently), never a silent misreading."""
from __future__ import annotations

import pytest

from coimbra_dsl.card_text import read_text
from coimbra_dsl.errors import CardTextError
from tests.card_text_checks import LEXICON, check, is_caught


def test_continuing_sentences_carry_on_one_bonus():
    """'Next, …', 'In exchange, …', a semicolon then 'also'/'then': one bonus."""
    check([
        ("Gain 2 coins; also 2 guards.", "semide"),
        ("Gain 2 VP; then up to 3 pilgrim steps.", "favor_do_bispo"),
        ("Gain 2 VP. Next, move your pilgrim up to 3 steps.", "favor_do_bispo"),
        ("Gain 2 coins. On top of that, you gain 2 guards.", "semide"),
        ("You may pay 5 coins. In exchange, gain 7 VP.", "rui_mendes"),
        ("At the start of each phase E, move 1 up a track of your choice; also 1 guard.",
         "tristao_da_cunha"),
        ("During phase C, each time you take a council card, you additionally receive one "
         "guard, one victory point and one pilgrim step.", "nuno_alvares_pereira"),
    ], [
        ("Gain 2 coins; also 2 coins.", "semide"),
        ("Gain 2 VP. Next, move your pilgrim up to 4 steps.", "favor_do_bispo"),
        ("You may pay 5 coins. In exchange, gain 6 VP.", "rui_mendes"),
        ("At the start of each phase E, move 1 up a track of your choice; also 1 coin.",
         "tristao_da_cunha"),
        ("During phase C, each time you take a merchants card, you additionally receive one "
         "guard, one victory point and one pilgrim step.", "nuno_alvares_pereira"),
    ])


def test_r_bon_e_as_well_carries_on_the_trigger():
    """A sentence ending 'as well' / 'too' carries on the bonus before it (inside its
    trigger); in the bonus's first sentence it adds nothing."""
    check([
        ("Phase C: after you acquire a merchants card, gain 1 coin and 2 VP as well.",
         "bartolomeu_marchionni"),
        ("At the beginning of phase E: go 1 up on a track of your choice; gain 1 coin as well.",
         "abraao_zacuto"),
        ("At the beginning of phase E, move 1 up a track of your choice. You gain 1 coin too.",
         "abraao_zacuto"),
    ], [
        ("At the beginning of phase E, move 1 up a track of your choice. You gain 1 guard too.",
         "abraao_zacuto"),
        ("Phase C: after you acquire a merchants card, gain 1 coin and 2 VP. Gain 1 guard "
         "as well.", "bartolomeu_marchionni"),
        ("Phase C: after you acquire a merchants card, gain 1 coin and 3 VP as well.",
         "bartolomeu_marchionni"),
    ])


def test_r_bon_e_label_said_again_as_a_timing():
    """'Phase E bonus: In each phase E, …': the label and the timing must agree."""
    check([
        ("Phase E bonus: In each phase E, gain 1 victory point for every green die in your "
         "die holders.", "amato_lusitano"),
        ("Phase E bonus: During each phase E, you may trade coins for victory points, 2 coins "
         "for each point, any number of times.", "goncalo_vaz"),
        ("Phase E bonus: At any time during each phase E, you may exchange guards for victory "
         "points at a rate of 2 to 1, as often as you like.", "nuno_da_cunha"),
        ("Game end bonus: At the end of the game, gain 9 VP.", "goa"),
    ], [
        ("Phase E bonus: At the end of the game, gain 1 VP for every green die in your "
         "holders.", "amato_lusitano"),
        ("Game end bonus: In each phase E, gain 1 VP for every green die in your holders.",
         "amato_lusitano"),
        ("Lasting bonus: In each phase E, gain 1 VP for every green die in your holders.",
         "amato_lusitano"),
        ("Phase E bonus: In each phase E, gain 1 victory point for every gray die in your "
         "die holders.", "amato_lusitano"),
    ])


def test_r_card_1_lasting_words_on_a_phase_c_ability():
    """'From now on, whenever you acquire a council card, …' acts in phase C, where cards
    are bought (R-CARD-1, R-C-3); a lasting immediate reward or a trade stays lasting."""
    check([
        ("From now on, whenever you acquire a council card, gain 1 guard, 1 VP and 1 "
         "pilgrim step.", "nuno_alvares_pereira"),
        ("From now on, whenever you acquire a merchants card in phase C, gain 1 coin and 2 VP.",
         "bartolomeu_marchionni"),
        ("From now on, coin-cost cards cost you 1 coin less.", "pedro_nunes"),
        ("From now on, guard-cost cards cost you 1 guard less.", "jorge_da_costa"),
    ], [
        ("From now on, gain 1 guard, 1 VP and 1 pilgrim step.", "nuno_alvares_pereira"),
        ("From now on, you may trade 2 guards for 1 VP any number of times.", "nuno_da_cunha"),
        ("From now on, whenever you acquire a clerics card, gain 1 guard, 1 VP and 1 "
         "pilgrim step.", "nuno_alvares_pereira"),
        ("From now on, coin-cost cards cost you 2 coins less.", "pedro_nunes"),
    ])


def test_r_bon_e_lasting_words_on_a_phase_e_start():
    """'From now on, at the start of each phase E, …' acts at phase E's start (R-BON-E)."""
    check([
        ("From now on, at the start of each phase E, move 1 up a track of your choice and "
         "gain 1 guard.", "tristao_da_cunha"),
        ("Phase E bonus: When each phase E begins, move 1 up a track of your choice. Also "
         "gain 1 coin.", "abraao_zacuto"),
    ], [
        ("From now on, at the start of each phase E, move 1 up a track of your choice and "
         "gain 1 coin.", "tristao_da_cunha"),
        ("Phase E bonus: When each phase E begins, move 1 up a track of your choice. Also "
         "gain 1 guard.", "abraao_zacuto"),
    ])


def test_r_bon_m_lasting_words_said_otherwise():
    """'From here on', 'from now onwards': a lasting ability (R-BON-M)."""
    check([
        ("From here on, whenever you place a die in the castle, gain 4 VP.", "alcobaca"),
        ("From here on, gain 4 VP each time you place a die in the castle.", "alcobaca"),
        ("Other bonus: From now on, each time you place a die in the castle during phase B, "
         "you immediately gain 4 victory points.", "alcobaca"),
        ("From now onwards, this monastery counts as 2 wild diplomas.", "santo_tirso"),
    ], [
        ("From here on, whenever you place a die in the castle, gain 3 VP.", "alcobaca"),
        ("From here on, gain 4 VP.", "alcobaca"),
        ("From now onwards, this monastery counts as 1 wild diploma.", "santo_tirso"),
        ("From here on, gain 4 VP each time you place a die in the castle. Gain 1 coin too.",
         "alcobaca"),
    ])


def test_r_fav_5_held_until_the_round_ends():
    """A favor tile's ability lasts while it is held, until the round ends (R-FAV-5)."""
    check([
        ("Until the round ends, every investment costs 2 less. Invest in a voyage now.",
         "favor_do_rei"),
        ("Invest in a voyage. Every investment costs 2 less until the round ends.",
         "favor_do_rei"),
        ("Invest in a voyage. While this tile is yours, every investment costs 2 less.",
         "favor_do_rei"),
        ("Invest in a voyage. As long as this tile is yours, each investment costs 2 less.",
         "favor_do_rei"),
        ("Invest in a voyage. For as long as you keep it, every investment costs 2 less.",
         "favor_do_rei"),
        ("Immediately invest in a voyage. As long as you have it, every investment costs 2 "
         "less.", "favor_do_rei"),
        ("While this tile lies in front of you, every investment costs 2 less. Invest in a "
         "voyage now.", "favor_do_rei"),
        ("While this tile lies in front of you, every voyage investment costs you two fewer "
         "guards or coins. When you take it, also perform the action \"Invest in one "
         "voyage\" once.", "favor_do_rei"),
    ], [
        ("Invest in a voyage. From now on, every investment costs 2 less.", "favor_do_rei"),
        ("Invest in a voyage. Every investment costs 3 less until the round ends.",
         "favor_do_rei"),
        ("Until the round ends, every investment costs 2 less.", "favor_do_rei"),
        ("Invest in a voyage. While you have it, every investment costs 1 less.",
         "favor_do_rei"),
    ])


def test_r_lim_5_optional_label():
    """'Optional:' / 'Optionally, you can …': the payment or cap is the owner's choice."""
    check([
        ("Gain 4 VP. Optional: put the cap tile on one of your dice in a city row.",
         "favor_da_rainha"),
        ("Gain 4 VP. Optionally, you can put the cap tile on one of your dice in a city row.",
         "favor_da_rainha"),
        ("Optional: pay 5 coins to gain 7 VP.", "rui_mendes"),
        ("Optional: pay 5 guards for up to 5 pilgrim steps.", "diogo_de_sousa"),
    ], [
        ("Gain 3 VP. Optional: put the cap tile on one of your dice in a city row.",
         "favor_da_rainha"),
        ("Optional: pay 5 guards to gain 7 VP.", "rui_mendes"),
        ("Optional: pay 5 coins for up to 5 pilgrim steps.", "diogo_de_sousa"),
    ])


def test_question_then_reward():
    """A question, then its answer: 'Want to pay 5 coins? Then you score 7 VP.' (the
    payment and what it buys), 'No purple die in your holders at the start of phase E?
    Then …' (the condition of a phase E start, R-BON-E)."""
    check([("Want to pay 5 coins? Then you score 7 VP.", "rui_mendes"),
            ("Do you want to pay 5 guards? If so, move your pilgrim up to 5 steps.",
             "diogo_de_sousa"),
            ("No purple die in your holders at the start of phase E? Then you take 2 pilgrim "
             "steps.", "afonso_de_portugal")],
           [("Want to pay 5 coins? Then you score 6 VP.", "rui_mendes"),
            ("Want to pay 5 guards? Then you score 7 VP.", "rui_mendes"),
            ("No green die in your holders at the start of phase E? Then you take 2 pilgrim "
             "steps.", "afonso_de_portugal"),
            ("No purple die in your holders at the start? Then you take 2 pilgrim steps.",
             "afonso_de_portugal")])


def test_r_end_1_at_the_end_said_bare():
    """'At the end, …' is game end on a voyage (scored at game end, R-END-1) or after a
    game-end bonus; elsewhere it is refused, never guessed."""
    check([
        ("At the end, gain 9 VP.", "goa"),
        ("Voyage task. At the end, gain 2 VP per merchants card.", "macau"),
    ], [
        ("At the end, gain 8 VP.", "goa"),
        ("At the end, gain 3 VP.", "celas"),
        ("At the end, gain 5 coins.", "fernao_gomes"),
    ])


def test_r_card_1_immediate_labels_said_otherwise():
    """'Once, when you take it:', 'When you place your disk here:': immediate."""
    check([
        ("Once, when you take it: gain five coins.", "fernao_gomes"),
        ("When you place your disk here: gain three guards.", "lorvao"),
        ("Now: gain 3 VP.", "celas"),
    ], [
        ("Once, when you take it: gain four coins.", "fernao_gomes"),
        ("When you place your disk here: gain three coins.", "lorvao"),
        ("Phase E: gain 3 VP.", "celas"),
    ])


def test_r_set_12_captions_that_say_nothing_playable():
    """'This is a start card.', 'Start card:', 'Designer's note:', 'Other bonus:' go."""
    check([
        ("This is a start card. Gain 5 coins.", "fernao_gomes"),
        ("Gain 5 coins. This is a start card.", "fernao_gomes"),
        ("This is a start card. From now on, guard-cost cards cost you 1 guard less.",
         "jorge_da_costa"),
        ("Start card: gain 3 pilgrim steps.", "henrique_de_coimbra"),
        ("Designer's note: at game end, score the game-end bonus of another of your cards "
         "once more.", "luis_de_camoes"),
    ], [
        ("This is a start card. Gain 5 guards.", "fernao_gomes"),
        ("Start card: gain 5 coins. Phase E: gain 1 coin.", "fernao_gomes"),
        ("This is a start card. From now on, coin-cost cards cost you 1 coin less.",
         "jorge_da_costa"),
        ("Designer's note: score the game-end bonus of another of your cards once more.",
         "luis_de_camoes"),
    ])


def test_r_c_3_the_bought_card_first_or_as_subject():
    """The bought card resolves before the trigger's reward (R-C-3): said, it changes
    nothing; as the subject of a discount it is the card whose cost is reduced."""
    check([
        ("Whenever you acquire a council card in phase C, first carry out that card's "
         "bonuses as usual. Then also gain 1 guard, 1 VP and 1 step with your pilgrim.",
         "nuno_alvares_pereira"),
        ("Each time you acquire a merchants card in phase C, resolve that card as usual, "
         "then gain 1 coin and 2 victory points as well.", "bartolomeu_marchionni"),
        ("The card you buy costs you 1 coin less if it has a coin cost.", "pedro_nunes"),
        ("If the card you buy costs guards, it costs you 1 guard less.", "jorge_da_costa"),
    ], [
        ("Whenever you acquire a merchants card in phase C, first carry out that card's "
         "bonuses as usual. Then also gain 1 guard, 1 VP and 1 step with your pilgrim.",
         "nuno_alvares_pereira"),
        ("Whenever you acquire a council card in phase C, first carry out that card's "
         "bonuses as usual.", "nuno_alvares_pereira"),
        ("The card you buy costs you 1 coin less if it has a guard cost.", "pedro_nunes"),
        ("The card you buy costs you 1 guard less if it has a guard cost.", "pedro_nunes"),
        ("If the card you buy costs guards, it costs you 2 guards less.", "jorge_da_costa"),
    ])


def test_r_bon_i_voyage_cost_restricted_in_a_sentence_of_its_own():
    """'The voyage must have a coin cost.', 'However, only a voyage with …' (R-BON-I)."""
    check([
        ("Gain 4 coins and invest in a voyage. The voyage must have a coin cost.",
         "cristovao_de_haro"),
        ("Gain 4 coins and invest in a voyage. However, only a voyage with a coin cost.",
         "cristovao_de_haro"),
        ("Gain 4 guards. Then invest in a voyage; it must cost guards.",
         "lopo_soares_de_albergaria"),
        ("Gain 4 guards and invest in a voyage. Only a guard-cost voyage qualifies.",
         "lopo_soares_de_albergaria"),
        ("Gain 4 guards and invest in a voyage. Only voyages with a guard cost are allowed.",
         "lopo_soares_de_albergaria"),
    ], [
        ("Gain 4 guards and invest in a voyage. Only voyages with a coin cost are allowed.",
         "lopo_soares_de_albergaria"),
        ("Gain 4 coins and invest in a voyage. The voyage must have a guard cost.",
         "cristovao_de_haro"),
        ("Gain 4 coins. The voyage must have a coin cost.", "cristovao_de_haro"),
        ("Gain 4 guards. Then invest in a voyage; it must cost coins.",
         "lopo_soares_de_albergaria"),
    ])


def test_r_bon_m_held_while_the_disk_is_on_this_monastery():
    """'Once / while your disk is on this monastery, …': lasting (R-BON-M); 'When your
    pilgrim reaches this monastery, …': immediate (R-PIL-3)."""
    check([
        ("Lasting bonus: Once your disk is on this monastery, it counts as 1 wild diploma.",
         "grijo"),
        ("While your disk is on this monastery, it counts as 2 wild diplomas.", "santo_tirso"),
        ("From now on, each time you put your disk on another monastery, you gain 1 VP.",
         "ganfei"),
        ("When your pilgrim reaches this monastery, gain 3 VP.", "celas"),
    ], [
        ("Lasting bonus: Once your disk is on this monastery, it counts as 2 wild diplomas.",
         "grijo"),
        ("While your disk is on this monastery, gain 3 VP.", "celas"),
        ("From now on, each time you put your disk on another monastery, you gain 2 VP.",
         "ganfei"),
        ("When your pilgrim reaches this monastery, gain 3 coins.", "celas"),
    ])


def test_r_bon_i_payment_then_reward_in_two_sentences():
    """'Pay 5 coins. Then gain 7 VP.': the payment and what it buys (R-BON-I)."""
    check([("Pay 5 coins. Then gain 7 VP.", "rui_mendes"),
            ("You may pay 5 guards. Then move your pilgrim up to 5 steps.", "diogo_de_sousa")],
           [("Pay 5 coins. Then gain 6 VP.", "rui_mendes"),
            ("Pay 5 guards. Then gain 7 VP.", "rui_mendes"),
            ("You may pay 4 guards. Then move your pilgrim up to 5 steps.", "diogo_de_sousa")])


def test_r_card_1_one_timing_said_before_and_after():
    """'When you take this card, score 5 VP immediately.': one timing; two that disagree
    are refused."""
    check([("When you take this card, score 5 VP immediately.", "joao_de_barros"),
            ("As soon as you take this card, you gain 5 VP.", "joao_de_barros")],
           [("When you take this card, score 5 VP at the end of the game.", "joao_de_barros"),
            ("At the end of the game, score 5 VP immediately.", "joao_de_barros"),
            ("As soon as you take this card, you gain 4 VP.", "joao_de_barros")])


def test_r_card_1_timing_said_again_after_the_bonus():
    """'This applies for the rest of the game.': the bonus before acts then; a bonus with
    no timing word takes it, one with another timing is refused."""
    check([
        ("Lasting: Each time you place a die in the castle, you gain 4 VP. This applies for "
         "the rest of the game.", "alcobaca"),
        ("Whenever you acquire a merchants card, you gain 1 coin and 2 VP. This happens in "
         "phase C.", "bartolomeu_marchionni"),
        ("Invest in a voyage. Every investment costs 2 less. This lasts until the end of the "
         "round.", "favor_do_rei"),
        ("Gain 9 VP. This happens at the end of the game.", "goa"),
        ("Gain 3 VP. This happens immediately.", "celas"),
    ], [
        ("Each time you place a die in the castle, you gain 4 VP. This lasts until the end "
         "of the round.", "alcobaca"),
        ("Whenever you acquire a merchants card, you gain 1 coin and 2 VP. This happens in "
         "phase E.", "bartolomeu_marchionni"),
        ("Gain 3 VP. This happens at the end of the game.", "celas"),
        ("Invest in a voyage. This lasts until the end of the round.", "favor_do_rei"),
    ])


def test_r_bon_e_phase_e_start_said_otherwise():
    """'Every round, at the start of phase E', 'at the very start' (R-BON-E)."""
    check([
        ("Each phase E, at the very start, move 1 up a track of your choice and gain 1 guard.",
         "tristao_da_cunha"),
        ("At the start of phase E each round: move 1 up a track of your choice and gain 1 "
         "guard.", "tristao_da_cunha"),
        ("Every round, at the start of phase E, move 1 up a track of your choice and gain 1 "
         "guard.", "tristao_da_cunha"),
        ("Favor tile: While you hold it, every investment costs 2 less. Immediate bonus: "
         "Invest in a voyage.", "favor_do_rei"),
        ("Phase C bonus: Whenever you acquire a merchants card in phase C, first resolve its "
         "bonuses. Then gain 1 coin and 2 VP.", "bartolomeu_marchionni"),
    ], [
        ("Each phase E, at the very start, move 1 up a track of your choice and gain 1 coin.",
         "tristao_da_cunha"),
        ("At the very start, move 1 up a track of your choice and gain 1 guard.",
         "tristao_da_cunha"),
        ("Every round, at the start of phase E, move 2 up a track of your choice and gain 1 "
         "guard.", "tristao_da_cunha"),
        ("Favor tile: While you hold it, every investment costs 2 less.", "favor_do_rei"),
        ("Phase C bonus: Whenever you acquire a council card in phase C, first resolve its "
         "bonuses. Then gain 1 coin and 2 VP.", "bartolomeu_marchionni"),
    ])


def test_r_lim_5_optional_said_after_the_bonus():
    """'This is optional.', 'You don't have to.': every reward may be forfeited (R-LIM-5);
    said of what opponents give, refused. 'That's it.' says nothing playable."""
    check([
        ("Pay 5 coins to gain 7 VP. This is optional.", "rui_mendes"),
        ("Pay 5 coins and gain 7 VP. You don't have to.", "rui_mendes"),
        ("Gain 4 VP. Then you may place the cap tile on one of your dice in a city row. This "
         "is optional.", "favor_da_rainha"),
        ("Gain 5 guards. That's it.", "alvaro_vaz_de_almada"),
        ("Immediate: gain 5 guards. No other effect.", "alvaro_vaz_de_almada"),
    ], [
        ("Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0 (their choice). "
         "This is optional.", "tome_pires"),
        ("Pay 5 coins to gain 6 VP. This is optional.", "rui_mendes"),
        ("This is optional.", "rui_mendes"),
        ("Gain 5 coins. That's it.", "alvaro_vaz_de_almada"),
    ])


@pytest.mark.parametrize("text", [
    "Gain 5 coins. At the end, gain 1 coin.",
    "Phase E bonus: Game end: gain 5 coins.",
])
def test_timings_that_cannot_be_told_are_refused(text):
    """'At the end' of what, and two disagreeing timings: refused, not guessed."""
    is_caught("fernao_gomes", text)


@pytest.mark.parametrize("text", ["Voyage:", "This is a start card.", "Other bonus:", "That's it."])
def test_r_card_1_a_text_of_captions_and_remarks_only_is_refused(text):
    """A caption or remark says nothing playable: alone, the text has no bonus to compare."""
    with pytest.raises(CardTextError, match="no bonus"):
        read_text(text, LEXICON)
