"""Card text written as a literal translation (Portuguese, Spanish, French, German word
choices): prepositions used otherwise ("in the track", "in the start of"), articles ("the
phase E", "the cards that cost"), verbs ("receive", "win", "obtain", "walk with your
pilgrim") and word orders ("score now", "as he prefers"), all as lexicon data
(card_lexicon.py); each read to its component's rule, and each changed twin caught."""
from __future__ import annotations

from card_text_checks import is_caught, reads_as, rows


READS = [
    # "in the start of" / "in the beginning of" / "at the begin of": at the start of
    ("tristao_da_cunha", "In the start of each phase E, you advance 1 space in a track of "
                         "your choice and receive 1 guard."),
    ("abraao_zacuto", "In the start of the phase E, advance 1 in the track that you choose "
                      "and receive 1 coin."),
    ("abraao_zacuto", "In the beginning of phase E, advance 1 on a track that you prefer and "
                      "receive 1 coin."),
    ("abraao_zacuto", "At the begin of phase E, advance 1 on a track as you want and obtain "
                      "1 coin."),
    ("afonso_de_portugal", "In the start of the phase E, if there is no purple die in your "
                           "die holders, you receive 2 pilgrim steps."),
    # "every time that" / "each time that" / "every time when": every time (R-BON-L)
    ("alcobaca", "From now on, every time that you put a die in the castle, you receive 4 VP."),
    ("alcobaca", "From now on, each time that you put a die in the castle, you obtain 4 VP."),
    ("alcobaca", "From now on, every time when you put a die in the castle, you win 4 VP."),
    ("ganfei", "From now on, every time that you place a disk on a monastery after this one, "
               "you win 1 VP."),
    ("nuno_alvares_pereira", "In the phase C, every time that you acquire a council card, you "
                             "receive 1 guard, 1 victory point and 1 step with your pilgrim."),
    # the opponent's choice said "as he prefers" / "as she wants" / "at his choice"
    ("tome_pires", "Each opponent gives to you 1 guard and 1 coin, or else 2 VP, as he "
                   "prefers, even if he goes below 0."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP, at his choice. This "
                   "can take them below 0."),
    ("afonso_de_albuquerque", "You win 5 victory points. Each opponent then loses 3 VP or "
                              "loses 1 clerics card together with its influence, as he prefers."),
    ("afonso_de_albuquerque", "Gain 5 VP. Each opponent loses 3 VP or loses 1 clerics card and "
                              "its influence, as she wants."),
    # your choice of track: "a track as you prefer", "the track that you choose",
    # "one track, the one you prefer"
    ("antonio_de_lisboa", "When the phase E begins, move up 1 space in a track as you prefer "
                          "and gain 1 guard."),
    ("jorge_de_melo", "At the beginning of every phase E, advance 1 on one track, the one you "
                      "prefer, and receive 1 coin."),
    ("jorge_de_melo", "In the start of each phase E, advance 1 in the track that you want and "
                      "win 1 coin."),
    # walking with the pilgrim
    ("diogo_de_sousa", "You may pay 5 guards to walk with your pilgrim up to 5 steps."),
    ("favor_do_bispo", "Gain 2 VP and advance with your pilgrim up to 3 steps."),
    ("diogo_de_sousa", "You can pay 5 guards to move with the pilgrim up to 5 steps."),
    # "each one of": each of
    ("bustelo", "Advance 1 space in each one of the four tracks."),
    ("bustelo", "Move up 1 space on every one of the four tracks."),
    # the verb before "now": "Score now", "Receive now", "Invest now"
    ("batalha", "Score now up to 2 of your voyages."),
    ("tomar", "Score now your sets of diplomas."),
    ("favor_do_rei", "While you have this tile, all your investments cost 2 less. Invest now "
                     "in one voyage."),
    ("goncalo_velho", "Receive now the income that the clerics track gives you in this moment."),
    ("goncalo_velho", "Take now the income of your clerics track."),
    # the income a track "gives you" (R-BON-I)
    ("aires_barbosa", "You receive the income that the scholars track gives you now."),
    ("aires_barbosa", "Obtain the income that your scholars track gives you."),
    # a track's place "in" the track, a tier's spaces "in" them (R-END-T)
    ("garcia_de_noronha", "In the end of the game, if your marker in the council track is in "
                          "the space 7 to 9 you win 5 VP; in 10 to 12, 7 VP; in 13 to 15, 10 VP."),
    ("garcia_de_noronha", "At the end of the game, if your marker in the council track is in "
                          "space 7 to 9 you win 5 VP; on 10 to 12, 7 VP; on 13 to 15, 10 VP."),
    ("diogo_fernandes", "In the end of the game you score by your position in the merchants "
                        "track: 5 VP in the spaces 7-9, 7 VP in 10-12 and 10 VP in 13-15."),
    ("diogo_fernandes", "In the end of the game you score by your position in the merchants "
                        "track: 5 VP for 7-9, 7 VP for 10-12 and 10 VP for 13-15."),
    ("afonso_lopes", "In the end of the game, your position in the council track gives 5 VP in "
                     "space 7-9, 7 VP in 10-12 or 10 VP in 13-15."),
    # the article before a class of cards: "the cards that cost guards" (R-BON-D)
    ("jorge_da_costa", "In the phase C, the cards that cost guards cost 1 guard less for you."),
    ("pedro_nunes", "In the phase C, the cards that cost coins cost you 1 coin less."),
    ("pedro_nunes", "During phase C, the cards that cost coins cost you 1 coin less."),
    # "one more time" beside "again"; "stays counting as", "counts for you as", "for all
    # the game" (R-BON-W)
    ("damiao_de_gois", "Use again, one more time, the immediate bonus of another scholars "
                       "card of yours."),
    ("santo_tirso", "This monastery stays counting as 2 wild diplomas for you."),
    ("santo_tirso", "This monastery keeps counting as 2 wild diplomas for you."),
    ("grijo", "This monastery counts for you as 1 wild diploma, for all the game."),
    ("grijo", "This monastery counts as 1 wild diploma during the whole game."),
]

TWINS = [
    ("tristao_da_cunha", "In the start of each phase E, you advance 2 spaces in a track of "
                         "your choice and receive 1 guard."),
    ("abraao_zacuto", "In the start of the phase E, advance 1 in the track that you choose "
                      "and receive 1 guard."),
    ("alcobaca", "From now on, every time that you put a die in the castle, you receive 3 VP."),
    ("ganfei", "From now on, each time that you place a disk on a monastery after this one, "
               "you win 2 VP."),
    ("tome_pires", "Each opponent gives to you 1 guard and 1 coin, or else 3 VP, as he "
                   "prefers, even if he goes below 0."),
    ("afonso_de_albuquerque", "You win 5 victory points. Each opponent then loses 3 VP or "
                              "loses 1 council card together with its influence, as he prefers."),
    ("antonio_de_lisboa", "When the phase E begins, move up 1 space in a track as you prefer "
                          "and gain 1 coin."),
    ("diogo_de_sousa", "You may pay 5 guards to walk with your pilgrim up to 4 steps."),
    ("bustelo", "Advance 1 space in each one of the three tracks."),
    ("batalha", "Score now up to 3 of your voyages."),
    ("goncalo_velho", "Receive now the income that the council track gives you in this moment."),
    ("aires_barbosa", "You receive the income that the clerics track gives you now."),
    ("garcia_de_noronha", "In the end of the game, if your marker in the council track is in "
                          "the space 7 to 9 you win 5 VP; in 10 to 12, 8 VP; in 13 to 15, 10 VP."),
    ("garcia_de_noronha", "In the end of the game, if your marker in the merchants track is in "
                          "the space 7 to 9 you win 5 VP; in 10 to 12, 7 VP; in 13 to 15, 10 VP."),
    ("diogo_fernandes", "In the end of the game you score by your position in the merchants "
                        "track: 5 VP in the spaces 7-9, 7 VP in 10-12 and 10 VP in 14-15."),
    ("jorge_da_costa", "In the phase C, the cards that cost guards cost 2 guards less for you."),
    ("pedro_nunes", "In the phase C, the cards that cost guards cost you 1 coin less."),
    ("santo_tirso", "This monastery stays counting as 1 wild diploma for you."),
    ("grijo", "This monastery counts for you as 2 wild diplomas, for all the game."),
]


@rows(READS)
def test_reads(target, text):
    reads_as(target, text)


@rows(TWINS)
def test_twin_caught(target, text):
    is_caught(target, text)
