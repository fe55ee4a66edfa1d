"""Opponents, voyages and card actions said otherwise in printed card text (docs/DSL.md
"Card text"): the opponents' choice with its notes (R-BON-I, R-LIM-4), an investment in
"1 voyage" or in one "whose cost is paid in guards" (R-INV-1, R-FAV-1), a card from the
discard pile paid in its own currency, another card's bonus copied (R-BON-G), a favor
tile taken and used, the cap tile (R-FAV-2) and a monastery's arrival opener (R-PIL-3).
Each phrasing reads to its component's rule; each twin with one thing changed is caught."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as


# ------------------------------------------------------------------ opponents (R-BON-I)
@pytest.mark.parametrize("target, text", [
    ("duarte_pacheco_pereira", "For every opponent there is behind you on the council track, "
     "that opponent gives you 2 guards or 2 VP, even below 0 (their choice)."),
    ("duarte_pacheco_pereira", "For each other player behind you on the council track, they "
     "give you 2 guards or 2 VP, even below 0 (their choice)."),
    ("duarte_pacheco_pereira", "Every player whose disk sits behind yours on the council track "
     "must give you 2 guards or 2 victory points; they pick. This can drop them below 0 VP."),
    ("duarte_pacheco_pereira", "Every other player whose disk is behind yours on the council "
     "influence track must give you either 2 guards or 2 victory points. Each of them chooses "
     "which. This may take them below 0 victory points."),
    ("duarte_pacheco_pereira", "Each opponent who trails you on the gray council track "
     "chooses: hand you two guards, or hand you two VP. A player without the guards must give "
     "the VP, even if that drops them below zero."),
])
def test_r_bon_i_opponents_behind_you_said_otherwise(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # another track
    ("duarte_pacheco_pereira", "For every opponent there is behind you on the clerics track, "
     "that opponent gives you 2 guards or 2 VP, even below 0 (their choice)."),
    # another figure
    ("duarte_pacheco_pereira", "Every player whose disk sits behind yours on the council track "
     "must give you 3 guards or 2 victory points; they pick. This can drop them below 0 VP."),
    # the VP may not go below 0: the note that says so is gone
    ("duarte_pacheco_pereira", "Every other player whose disk is behind yours on the council "
     "influence track must give you either 2 guards or 2 victory points. Each of them chooses "
     "which."),
    # the forced VP without "even below 0"
    ("duarte_pacheco_pereira", "Each opponent who trails you on the gray council track "
     "chooses: hand you two guards, or hand you two VP. A player without the guards must give "
     "the VP."),
    # every opponent, not those behind
    ("duarte_pacheco_pereira", "For every opponent, that opponent gives you 2 guards or 2 VP, "
     "even below 0 (their choice)."),
])
def test_r_bon_i_opponents_behind_you_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("tome_pires", "Immediate bonus: Each of the other players must give you either 1 guard "
     "and 1 coin, or 2 victory points. The giving player chooses. A player who lacks the "
     "resources must give the victory points, even below 0."),
    ("tome_pires", "Every opponent, in player order, decides whether to pass you one guard "
     "plus one coin or two VP instead. Their score may drop below zero."),
    ("tome_pires", "Each opponent chooses whether to give you 1 guard and 1 coin or to give you "
     "2 VP. The VP can take them below 0."),
])
def test_r_lim_4_opponents_give_vp_below_zero_in_a_note(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("tome_pires", "Each opponent chooses whether to give you 1 guard and 1 coin or to give you "
     "2 VP."),
    ("tome_pires", "Each of the other players must give you either 1 guard and 1 coin, or 2 "
     "victory points. The giving player chooses. A player who lacks the resources must give "
     "the victory points."),
    ("tome_pires", "Every opponent, in player order, decides whether to pass you one guard "
     "plus one coin or three VP instead. Their score may drop below zero."),
    ("tome_pires", "Each opponent chooses whether to give you 1 guard and 1 coin or to give you "
     "2 VP. The VP can take them below 2."),
])
def test_r_lim_4_opponents_give_vp_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("text", [
    "Gain 5 VP. Each opponent must lose 3 VP or lose 1 of their clerics cards together with "
    "its influence (their choice).",
    "Gain 5 VP. Each opponent loses 3 VP or 1 of their clerics cards together with its "
    "influence (their choice).",
    "Immediate bonus: You gain 5 victory points. Then each other player must either lose 3 "
    "victory points or discard one of their clerics cards, also losing its influence on the "
    "clerics track. Each opponent decides for themselves.",
    "Gain five VP. In player order, every opponent chooses to lose three VP or to give up one "
    "clerics character card together with its influence value. An opponent with no clerics "
    "card must lose the VP.",
    "You gain 5 VP. Each opponent loses 3 VP, or, if they prefer, discards one of their "
    "clerics cards instead and loses its influence on the clerics track.",
    "You get 5 VP. Then each opponent picks: they lose 3 VP, or they give up one clerics card "
    "along with its influence.",
])
def test_r_bon_i_opponents_lose_a_clerics_card(text):
    reads_as("afonso_de_albuquerque", text)


@pytest.mark.parametrize("text", [
    # two cards
    "Gain 5 VP. Each opponent must lose 3 VP or lose 2 of their clerics cards together with "
    "its influence (their choice).",
    # another class
    "Gain 5 VP. Each opponent loses 3 VP or 1 of their scholars cards together with its "
    "influence (their choice).",
    # the card's influence on another track
    "Immediate bonus: You gain 5 victory points. Then each other player must either lose 3 "
    "victory points or discard one of their clerics cards, also losing its influence on the "
    "council track. Each opponent decides for themselves.",
    # the note names another class
    "Gain five VP. In player order, every opponent chooses to lose three VP or to give up one "
    "clerics character card together with its influence value. An opponent with no scholars "
    "card must lose the VP.",
    # another figure
    "You get 5 VP. Then each opponent picks: they lose 2 VP, or they give up one clerics card "
    "along with its influence.",
])
def test_r_bon_i_opponents_lose_a_card_changed_is_caught(text):
    is_caught("afonso_de_albuquerque", text)


# ------------------------------------------------------------------ voyages (R-INV-1, R-FAV-1)
@pytest.mark.parametrize("target, text", [
    ("favor_do_rei", "While you hold this tile, every investment costs 2 less. Invest in 1 "
     "voyage."),
    ("lopo_soares_de_albergaria", "Gain 4 guards, then invest in 1 voyage that costs guards."),
    ("cristovao_de_haro", "Gain 4 coins and invest in 1 voyage that costs coins."),
    ("cristovao_de_haro", "Gain 4 coins and invest in 1 coin-cost voyage."),
    ("lopo_soares_de_albergaria", "Immediately: Gain 4 guards. Then perform the action "
     "\"Invest in one voyage\", but you may only choose a voyage whose cost is paid in guards."),
    ("favor_do_rei", "As long as you hold this favor tile, each time you invest in a voyage you "
     "pay 2 less. Immediate bonus: Invest in one voyage now; the reduction already applies."),
])
def test_r_inv_1_an_investment_in_one_voyage(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("favor_do_rei", "While you hold this tile, every investment costs 2 less. Invest in 2 "
     "voyages."),
    ("lopo_soares_de_albergaria", "Gain 4 guards, then invest in 1 voyage that costs coins."),
    ("cristovao_de_haro", "Gain 4 coins and invest in 1 guard-cost voyage."),
    ("lopo_soares_de_albergaria", "Immediately: Gain 4 guards. Then perform the action "
     "\"Invest in one voyage\", but you may only choose a voyage whose cost is paid in coins."),
    ("favor_do_rei", "As long as you hold this favor tile, each time you invest in a voyage you "
     "pay 3 less. Immediate bonus: Invest in one voyage now; the reduction already applies."),
    # the note without an investment before it
    ("favor_do_rei", "As long as you hold this favor tile, each time you invest in a voyage you "
     "pay 2 less. Immediate bonus: gain 2 VP; the reduction already applies."),
])
def test_r_inv_1_investment_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ the discard pile
@pytest.mark.parametrize("text", [
    "Take a card from the discard pile, paying 3 of the resource it costs.",
    "Take a card from the discard pile paying 3 in whichever currency its cost is in.",
    "Take a card from the discard pile, paying 3 of the card's own currency.",
    "Take any card from the discard pile by paying 3 coins or 3 guards, whichever its cost is "
    "in.",
    "Immediate bonus: Look through the discard pile and take one card from it. Pay 3 of the "
    "resource shown by its cost icon, then gain its influence and bonus as if you had acquired "
    "it the usual way.",
    "Take one card of your choice from the discard pile; pay 3 of the currency it costs and "
    "gain it fully.",
])
def test_r_bon_i_card_from_the_discard_pile_in_its_currency(text):
    reads_as("duarte_barbosa", text)


@pytest.mark.parametrize("text", [
    "Take a card from the discard pile, paying 2 of the resource it costs.",
    "Take any card from the discard pile by paying 3 coins or 4 guards, whichever its cost is "
    "in.",
    "Take one card of your choice from the discard pile; pay 4 of the currency it costs and "
    "gain it fully.",
    "Take a card from the discard pile paying 3 in whichever currency its cost is in. Game end: "
    "gain 1 VP.",
])
def test_r_bon_i_card_from_the_discard_pile_changed_is_caught(text):
    is_caught("duarte_barbosa", text)


# ------------------------------------------------------------------ another card's bonus (R-BON-G)
@pytest.mark.parametrize("target, text", [
    ("estevao_da_gama", "At game end, copy the game-end bonus of another of your cards and "
     "score it a second time."),
    ("estevao_da_gama", "Game end bonus: Choose one of your other character cards with a game "
     "end bonus and score that bonus a second time. If you have none, this card gives you "
     "nothing."),
    ("luis_de_camoes", "Game end bonus: Gain the game end bonus of one of your other character "
     "cards a second time, if you have any."),
    ("damiao_de_gois", "Copy the immediate bonus of another scholars card you own and use it "
     "again."),
])
def test_r_bon_g_another_cards_bonus_copied(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # an immediate bonus, not the game-end one
    ("estevao_da_gama", "At game end, copy the immediate bonus of another of your cards and "
     "score it a second time."),
    # immediate, not at game end
    ("luis_de_camoes", "Immediately gain the game end bonus of one of your other character "
     "cards a second time, if you have any."),
    # another class
    ("damiao_de_gois", "Copy the immediate bonus of another clerics card you own and use it "
     "again."),
    # the note without another card's bonus before it
    ("estevao_da_gama", "Game end bonus: gain 2 VP. If you have none, this card gives you "
     "nothing."),
])
def test_r_bon_g_another_cards_bonus_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ favor tiles (R-FAV-2)
@pytest.mark.parametrize("target, text", [
    ("vasco_da_gama", "Take any favor tile still lying beside the castle and use its bonus."),
    ("vasco_da_gama", "Immediate bonus: Take one of the favor tiles that is still lying beside "
     "the castle, if any, and carry out its bonus just as if you had taken it in the castle."),
    ("vasco_da_gama", "Whoever takes this card also takes one favor tile that's still beside "
     "the castle and uses it."),
    ("favor_da_rainha", "Gain 4 VP. You may put the cap tile on one of your dice in a city row "
     "(upper, central or lower)."),
    ("favor_da_rainha", "Gain 4 VP. You may also place the cap tile on one of your dice in any "
     "city row."),
    ("favor_da_rainha", "Gain 4 VP; you may put the cap tile on a die of yours in the upper, "
     "central or lower city row."),
    ("favor_da_rainha", "Immediate bonus: Gain 4 victory points. You may also put the cap tile "
     "over one of your dice in the upper, central or lower city. Its value rises by 3 and it "
     "moves up its row accordingly."),
    ("favor_da_rainha", "Take 4 VP. Then, if you like, cap one of your dice sitting in a city "
     "row: it counts 3 higher, and the card you buy with it costs the combined value."),
])
def test_r_fav_2_favor_tiles_and_the_cap_tile(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("vasco_da_gama", "Take any favor tile still lying beside the castle and use its bonus. "
     "Gain 1 VP."),
    ("favor_da_rainha", "Gain 3 VP. You may put the cap tile on one of your dice in a city row "
     "(upper, central or lower)."),
    ("favor_da_rainha", "Immediate bonus: Gain 4 victory points. You may also put the cap tile "
     "over one of your dice in the upper, central or lower city. Its value rises by 2 and it "
     "moves up its row accordingly."),
    ("favor_da_rainha", "Take 4 VP. Then, if you like, cap one of your dice sitting in a city "
     "row: it counts 4 higher, and the card you buy with it costs the combined value."),
    # the note without the cap tile before it
    ("favor_da_rainha", "Gain 4 VP. Its value rises by 3."),
])
def test_r_fav_2_favor_tiles_and_the_cap_tile_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a monastery's arrival (R-PIL-3)
@pytest.mark.parametrize("target, text", [
    ("santa_cruz", "When your pilgrim arrives at this monastery, gain 3 coins."),
    ("santa_cruz", "When your pilgrim reaches this monastery: gain 3 coins."),
    ("arouca", "When your pilgrim arrives here, move 3 spaces up the council track."),
    ("pendorada", "When your pilgrim reaches this monastery, gain 2 VP for each monastery with "
     "your disk."),
    ("lorvao", "Upon reaching this monastery with your pilgrim, gain 3 guards."),
    ("lorvao", "When you place your disk here: gain three guards."),
    ("celas", "When you place a disk on this monastery, gain 3 VP."),
    ("grijo", "Lasting bonus: Once your disk is on this monastery, it counts as 1 wild diploma "
     "for you."),
    ("grijo", "Lasting: this monastery counts as one wild diploma for you."),
    ("ganfei", "From now on, each time you put your disk on another monastery, you gain 1 VP."),
])
def test_r_pil_3_a_monasterys_arrival_opener(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("santa_cruz", "When your pilgrim arrives at this monastery, gain 3 guards."),
    # at game end, not on arrival
    ("celas", "At the end of the game, when your pilgrim reaches this monastery, gain 3 VP."),
    ("arouca", "When your pilgrim arrives here, move 3 spaces up the clerics track."),
    ("grijo", "Lasting bonus: Once your disk is on this monastery, it counts as 2 wild diplomas "
     "for you."),
    ("ganfei", "From now on, each time you put your disk on another monastery, you gain 2 VP."),
])
def test_r_pil_3_a_monasterys_arrival_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ class sets, voyages scored, a rank
@pytest.mark.parametrize("target, text", [
    ("martim_afonso_de_sousa", "Game end bonus: For each set of 4 character cards made up of "
     "one card of each of the 4 classes, gain 5 victory points."),
    ("francisco_de_holanda", "Game end bonus: Gain 5 victory points for each set of 4 "
     "character cards that includes one card of each of the 4 classes."),
    ("simao_alvares", "At the end of the game, gain 5 VP for every complete set of four "
     "character cards that contains one council, one merchants, one clerics and one scholars "
     "card."),
    ("refoios", "Immediately: 5 VP per set of four cards covering all 4 classes."),
    ("refoios", "Gain 5 VP for each set of 4 cards made up of one card of each class."),
])
def test_r_bon_g_class_sets_of_one_card_of_each_class(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("martim_afonso_de_sousa", "Game end bonus: For each set of 4 character cards made up of "
     "one card of each of the 3 classes, gain 5 victory points."),
    ("francisco_de_holanda", "Game end bonus: Gain 5 victory points for each set of 3 "
     "character cards that includes one card of each of the 4 classes."),
    ("simao_alvares", "At the end of the game, gain 5 VP for every complete set of four "
     "character cards that contains one council, one merchants, one clerics and one council "
     "card."),
    ("simao_alvares", "At the end of the game, gain 5 VP for every complete set of three "
     "character cards that contains one council, one merchants, one clerics and one scholars "
     "card."),
    ("refoios", "Immediately: 5 VP per set of four cards covering all 3 classes."),
    ("refoios", "Gain 5 VP for each set of 4 cards made up of two cards of each class."),
])
def test_r_bon_g_class_sets_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    ("batalha", "Immediate bonus: Choose up to 2 different voyage cards that have your disk on "
     "them and score their tasks now, the same way as at the end of the game."),
    ("batalha", "Pick up to 2 voyages that carry your disk and score them now."),
    ("jeronimos", "Score one game-end card of yours right away. Then pick a track: take the "
     "scoring-tile VP for the place you hold on it now (top value if first, middle if second, "
     "and so on). The other players gain nothing."),
    ("favor_do_rei", "While this tile lies in front of you, every voyage investment costs you "
     "two fewer guards or coins. When you take it, also perform the action \"Invest in one "
     "voyage\" once."),
])
def test_r_bon_m_voyages_scored_a_rank_and_the_kings_favor(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("batalha", "Immediate bonus: Choose up to 3 different voyage cards that have your disk on "
     "them and score their tasks now, the same way as at the end of the game."),
    ("jeronimos", "Score one game-end card of yours right away. Then pick a track: take the "
     "scoring-tile VP for the place you hold on it now (top value if first, middle if second, "
     "and so on). The other players gain 2 VP."),
    ("favor_do_rei", "While this tile lies in front of you, every voyage investment costs you "
     "three fewer guards or coins. When you take it, also perform the action \"Invest in one "
     "voyage\" once."),
    ("favor_do_rei", "While this tile lies in front of you, every voyage investment costs you "
     "two fewer guards or coins. At game end, also perform the action \"Invest in one "
     "voyage\" once."),
])
def test_r_bon_m_voyages_scored_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ more said otherwise
@pytest.mark.parametrize("target, text", [
    ("duarte_pacheco_pereira", "Immediate: every opponent whose council marker is behind "
     "yours gives you 2 guards or 2 VP (they choose; VP can go negative)."),
    ("duarte_pacheco_pereira", "Each player trailing you on the council track gives you either "
     "two guards or two victory points, as they prefer. They may go below 0 VP to do so."),
    ("duarte_pacheco_pereira", "All opponents who are behind you on the council track must "
     "give you 2 guards or 2 VP. Each decides which. VP may drop below 0."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 "
     "guards or 2 VP of their choosing; a player may go below 0 VP this way."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin or 2 VP; each opponent chooses, "
     "and may drop below 0 VP."),
    ("tome_pires", "All your opponents give you either a guard and a coin or 2 VP, whichever "
     "they prefer. VP can go below zero."),
    ("lopo_soares_de_albergaria", "Gain 4 guards. Then invest in a voyage, which must be one "
     "paid for with guards."),
    ("lopo_soares_de_albergaria", "Gain 4 guards, then invest in a voyage of your choice that "
     "costs guards."),
    ("vasco_da_gama", "Take one of the remaining favor tiles beside the castle and use it."),
    ("francisco_de_holanda", "Game end: each set of cards with one of each class is worth 5 "
     "VP."),
    ("favor_da_rainha", "Gain 4 VP. You may place the cap tile on one of your dice in a city "
     "location."),
    ("batalha", "Score the tasks of up to 2 voyages where you have a disk."),
    ("santa_cruz", "Upon arrival of your pilgrim at this monastery, gain 3 coins."),
])
def test_r_bon_i_more_said_otherwise(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # the VP below 0 said of what the opponents lose, not give: nothing to apply it to
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track loses 2 VP. VP "
     "can go negative."),
    ("duarte_pacheco_pereira", "Each player trailing you on the council track gives you either "
     "two guards or two victory points, as they prefer. They may go below 1 VP to do so."),
    ("duarte_pacheco_pereira", "All opponents who are behind you on the council track must "
     "give you 2 guards or 2 VP. Each decides which."),
    ("tome_pires", "All your opponents give you either a guard and a coin or 3 VP, whichever "
     "they prefer. VP can go below zero."),
    ("lopo_soares_de_albergaria", "Gain 4 guards. Then invest in a voyage, which must be one "
     "paid for with coins."),
    ("lopo_soares_de_albergaria", "Gain 4 guards, then invest in a voyage of your choice that "
     "costs coins."),
    ("francisco_de_holanda", "Game end: each set of cards with two of each class is worth 5 "
     "VP."),
    ("batalha", "Score the tasks of up to 3 voyages where you have a disk."),
    ("santa_cruz", "Upon arrival of your pilgrim at this monastery, gain 3 VP."),
])
def test_r_bon_i_more_said_otherwise_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ notes, payments and tails
@pytest.mark.parametrize("target, text", [
    ("duarte_pacheco_pereira", "Immediate bonus: Each player whose disk on the council track is "
     "behind yours must give you 2 guards or 2 victory points. Each of them decides which. If a "
     "player does not have the guards, he must give you the victory points, even if this takes "
     "him below 0."),
    ("duarte_pacheco_pereira", "Each opponent who is behind you on the council track must give "
     "you 2 guards or 2 VP, even below 0. Players who are ahead of you give you nothing."),
    ("tome_pires", "Immediate bonus: Each opponent must give you either 1 guard and 1 coin or 2 "
     "victory points; they choose which. A player who cannot pay the guard and coin must give "
     "you the 2 victory points, even going below 0."),
    ("tome_pires", "Each opponent decides: give you 1 guard and 1 coin, or give you 2 VP. "
     "Giving the VP may take them below 0 VP."),
    ("tome_pires", "Each opponent either gives you 1 guard and 1 coin, or gives you 2 VP (even "
     "below 0). The choice is theirs."),
    ("afonso_de_albuquerque", "Immediate bonus: Gain 5 victory points. Each opponent must then "
     "lose either 3 victory points or one of their clerics cards (together with its influence "
     "on the clerics track). Each opponent chooses."),
    ("afonso_de_albuquerque", "Gain 5 VP. Every opponent loses 3 VP or discards one clerics "
     "card, moving back on the clerics track by its influence value. They choose."),
    ("afonso_de_albuquerque", "You gain 5 VP, and each opponent loses 3 VP or one clerics card "
     "and its influence, at their choice. An opponent without clerics cards loses the VP."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses 3 VP or a clerics card (and that "
     "card's influence). Their choice."),
    ("lopo_soares_de_albergaria", "Gain 4 guards. Also invest in a voyage, but only in one "
     "that costs guards."),
    ("cristovao_de_haro", "Gain 4 coins, and invest in a voyage – it has to be one with a coin "
     "cost."),
    ("favor_do_rei", "While you hold this tile, your voyage investments cost 2 coins or guards "
     "less. Also invest in one voyage when you take it."),
    ("duarte_barbosa", "Immediate bonus: Take a character card of your choice from the discard "
     "pile. You must pay 3 coins or 3 guards for it, depending on the card's cost icon."),
    ("duarte_barbosa", "Take a card from the discard pile and pay 3 for it in the currency "
     "shown on the card."),
    ("duarte_barbosa", "Pick any card in the discard pile and acquire it by paying 3 of its "
     "currency."),
    ("vasco_da_gama", "Immediate bonus: Take one favor tile that is still beside the castle and "
     "use it immediately."),
    ("luis_de_camoes", "Game end: the game-end bonus of another card of yours is scored once "
     "more."),
    ("pedro_de_meneses", "Game end bonus: For each set of 4 different classes (council, "
     "merchants, clerics, scholars) among your character cards, gain 5 VP."),
    ("simao_alvares", "Game end bonus: Gain 5 VP for each complete set of the 4 classes among "
     "your cards."),
    ("favor_da_rainha", "Gain 4 VP. You may put the cap tile on one of your dice in a city row; "
     "that die counts 3 higher."),
    ("favor_da_rainha", "Gain 4 VP and you may place the cap tile on one of your dice in the "
     "upper, central or lower city (it adds 3 to the die's value)."),
    ("batalha", "Immediate bonus: Choose up to 2 of your voyages (where you have a disk) and "
     "score them now as if it were the end of the game."),
    ("batalha", "Score the task of up to two voyages you invested in, right now."),
])
def test_r_bon_i_notes_payments_and_tails(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    # the forced VP's figure is not the option's
    ("tome_pires", "Immediate bonus: Each opponent must give you either 1 guard and 1 coin or 2 "
     "victory points; they choose which. A player who cannot pay the guard and coin must give "
     "you the 3 victory points, even going below 0."),
    # without "even …": the VP stop at 0
    ("duarte_pacheco_pereira", "Immediate bonus: Each player whose disk on the council track is "
     "behind yours must give you 2 guards or 2 victory points. Each of them decides which. If a "
     "player does not have the guards, he must give you the victory points."),
    # every opponent, so the note has nothing to restate
    ("duarte_pacheco_pereira", "Each opponent must give you 2 guards or 2 VP, even below 0. "
     "Players who are ahead of you give you nothing."),
    ("afonso_de_albuquerque", "Gain 5 VP. Every opponent loses 3 VP or discards one clerics "
     "card, moving back on the council track by its influence value. They choose."),
    ("afonso_de_albuquerque", "You gain 5 VP, and each opponent loses 3 VP or one clerics card "
     "and its influence, at their choice. An opponent without scholars cards loses the VP."),
    ("lopo_soares_de_albergaria", "Gain 4 guards. Also invest in a voyage, but only in one "
     "that costs coins."),
    ("cristovao_de_haro", "Gain 4 coins, and invest in a voyage – it has to be one with a guard "
     "cost."),
    ("favor_do_rei", "While you hold this tile, your voyage investments cost 1 coin or guard "
     "less. Also invest in one voyage when you take it."),
    ("duarte_barbosa", "Immediate bonus: Take a character card of your choice from the discard "
     "pile. You must pay 3 coins or 2 guards for it, depending on the card's cost icon."),
    ("duarte_barbosa", "Take a card from the discard pile and pay 2 for it in the currency "
     "shown on the card."),
    ("luis_de_camoes", "Game end: the immediate bonus of another card of yours is scored once "
     "more."),
    ("simao_alvares", "Game end bonus: Gain 5 VP for each complete set of the 3 classes among "
     "your cards."),
    ("favor_da_rainha", "Gain 4 VP and you may place the cap tile on one of your dice in the "
     "upper, central or lower city (it adds 2 to the die's value)."),
    ("batalha", "Score the task of up to three voyages you invested in, right now."),
])
def test_r_bon_i_notes_payments_and_tails_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a later monastery disk (R-BON-M)
@pytest.mark.parametrize("target, text", [
    ("ganfei", "Other bonus: Henceforth, each time you place a disk above another monastery, "
     "you immediately gain 1 victory point. You gain nothing for this one."),
    ("ganfei", "From now on, each time you put your disk on another monastery, you gain 1 VP. "
     "That's not counting this one."),
    ("alcobaca", "Other bonus: From now on, each time you place a die in the castle during "
     "phase B, you immediately gain 4 victory points."),
])
def test_r_bon_m_later_disks_and_the_castle(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("ganfei", "Other bonus: Henceforth, each time you place a disk above another monastery, "
     "you immediately gain 2 victory points. You gain nothing for this one."),
    # the note after a bonus that has no later disk's trigger
    ("ganfei", "Gain 1 VP. You gain nothing for this one."),
    ("alcobaca", "Other bonus: From now on, each time you place a die in the castle during "
     "phase B, you immediately gain 4 coins."),
])
def test_r_bon_m_later_disks_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ shorter designer phrasings
@pytest.mark.parametrize("target, text", [
    ("duarte_pacheco_pereira", "Anyone behind you on the council track owes you 2 guards or 2 "
     "VP, their pick, even if that sends them below zero."),
    ("favor_do_rei", "Invest in a voyage immediately. This round, each of your investments "
     "costs 2 less."),
    ("favor_do_rei", "Invest in a voyage. Until the end of the round, all your investments "
     "cost 2 less."),
    ("duarte_barbosa", "Take a card from the discard pile; it costs you 3 of its currency."),
    ("favor_da_rainha", "Gain 4 VP. You may put the cap tile on one of your dice in a city row, "
     "increasing its value by 3."),
    ("vasco_da_gama", "Take and use a favor tile still beside the castle."),
    ("batalha", "Score up to 2 voyages in which you have invested, now."),
    ("ganfei", "Whenever you place a disk on a later monastery, gain 1 VP."),
])
def test_r_bon_i_shorter_designer_phrasings(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("duarte_pacheco_pereira", "Anyone behind you on the merchants track owes you 2 guards or "
     "2 VP, their pick, even if that sends them below zero."),
    ("duarte_pacheco_pereira", "Anyone behind you on the council track owes you 2 guards or 2 "
     "VP, their pick, even if that sends them below 1."),
    ("favor_do_rei", "Invest in a voyage. Until the end of the round, all your investments "
     "cost 3 less."),
    ("duarte_barbosa", "Take a card from the discard pile; it costs you 4 of its currency."),
    ("favor_da_rainha", "Gain 4 VP. You may put the cap tile on one of your dice in a city row, "
     "increasing its value by 4."),
    ("batalha", "Score up to 3 voyages in which you have invested, now."),
    ("ganfei", "Whenever you place a disk on a later monastery, gain 1 coin."),
])
def test_r_bon_i_shorter_designer_phrasings_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("target, text", [
    # the resource lacked is not the one the other option asks for
    ("duarte_pacheco_pereira", "Immediate bonus: Each player whose disk on the council track is "
     "behind yours must give you 2 guards or 2 victory points. Each of them decides which. If a "
     "player does not have the coins, he must give you the victory points, even if this takes "
     "him below 0."),
    ("duarte_pacheco_pereira", "Each opponent who trails you on the gray council track "
     "chooses: hand you two guards, or hand you two VP. A player without the coins must give "
     "the VP, even if that drops them below zero."),
])
def test_r_lim_4_forced_vp_for_a_resource_not_asked_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ dice, the castle and the cap tile
@pytest.mark.parametrize("target, text", [
    ("alcobaca", "Whenever you place one of your dice on the castle, you score 4 VP."),
    ("alcobaca", "From now on, whenever you send a die to the castle, gain 4 VP."),
    ("favor_da_rainha", "Gain 4 VP. Then you may place the cap tile on one of your dice "
     "outside the castle."),
    ("favor_da_rainha", "Gain 4 VP. Optionally, place the cap tile on top of one of your dice "
     "in a city row to raise its value by 3."),
])
def test_r_fav_2_dice_the_castle_and_the_cap_tile(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("alcobaca", "Whenever you place one of your dice on the castle, you score 3 VP."),
    ("alcobaca", "Whenever you place one of your dice on the lower city, you score 4 VP."),
    ("favor_da_rainha", "Gain 4 VP. Then you may place the cap tile on one of your dice in the "
     "castle."),
    ("favor_da_rainha", "Gain 4 VP. Optionally, place the cap tile on top of one of your dice "
     "in a city row to raise its value by 2."),
])
def test_r_fav_2_dice_the_castle_and_the_cap_tile_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ card actions told otherwise
@pytest.mark.parametrize("target, text", [
    ("jeronimos", "Score one of your end-game cards right now. Also, pick any track and score "
     "its scoring tile for your current position there."),
    ("vasco_da_gama", "Pick a favor tile that is still beside the castle and use it."),
    ("vasco_da_gama", "Choose one favor tile still beside the castle; take it and use it."),
    ("duarte_barbosa", "From the discard pile, take one card and pay 3 of its currency for it."),
    ("cristovao_de_haro", "Gain 4 coins and invest in a voyage (it must cost coins)."),
    ("damiao_de_gois", "Pick another scholars card you have and repeat its immediate bonus."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses either 3 VP or one clerics card "
     "(with the influence it gave). They choose."),
    ("tome_pires", "Every opponent must give you 1 guard and 1 coin, or else 2 VP (which can "
     "take them below 0); they choose."),
])
def test_r_bon_i_card_actions_told_otherwise(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("jeronimos", "Score two of your end-game cards right now. Also, pick any track and score "
     "its scoring tile for your current position there."),
    ("vasco_da_gama", "Pick two favor tiles that are still beside the castle and use them."),
    ("duarte_barbosa", "From the discard pile, take one card and pay 4 of its currency for it."),
    ("cristovao_de_haro", "Gain 4 coins and invest in a voyage (it must cost guards)."),
    ("damiao_de_gois", "Pick another clerics card you have and repeat its immediate bonus."),
    ("damiao_de_gois", "Pick another scholars card you have and repeat its game-end bonus."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses either 3 VP or one scholars card "
     "(with the influence it gave). They choose."),
    ("tome_pires", "Every opponent must give you 1 guard and 1 coin (which can take them below "
     "0), or else 2 VP; they choose."),
])
def test_r_bon_i_card_actions_told_otherwise_changed_is_caught(target, text):
    is_caught(target, text)


@pytest.mark.parametrize("text", [
    "All your opponents give you either a guard and a coin or 2 VP, whichever they prefer. VP "
    "can go below zero.",
    "Each of your opponents gives you 1 guard plus 1 coin, or 2 VP, even below 0 (their "
    "choice).",
])
def test_r_bon_i_all_your_opponents(text):
    reads_as("tome_pires", text)


def test_r_bon_i_your_opponent_is_one_player_never_every_opponent():
    is_caught("tome_pires", "Your opponent gives you either a guard and a coin or 2 VP, "
              "whichever they prefer. VP can go below zero.")


@pytest.mark.parametrize("target, text", [
    ("tome_pires", "Each opponent gives you a guard and a coin, or two VP if they prefer (even "
     "below 0)."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 "
     "guards, or 2 VP if they prefer (even below 0)."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses 3 VP, or a clerics card and its "
     "influence if they prefer."),
])
def test_r_bon_i_the_last_option_if_they_prefer(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target, text", [
    ("tome_pires", "Each opponent gives you a guard and a coin, or two VP if you prefer (even "
     "below 0)."),
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 "
     "guards, or 3 VP if they prefer (even below 0)."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses 3 VP, or a merchants card and "
     "its influence if they prefer."),
])
def test_r_bon_i_the_last_option_if_they_prefer_changed_is_caught(target, text):
    is_caught(target, text)
