"""Opponents' gifts, the discard pile and favor tiles in printed card text (docs/DSL.md
"Card text"): designer phrasings read to their component's rule (R-BON-I opponents,
cards from the discard pile and favor tiles taken, R-LIM-4 VP below 0, R-FAV-1 and
R-FAV-2 favors), and each changed-meaning twin is an error: a difference in the game's
words, or a text the reader refuses."""
from __future__ import annotations

import pytest
from card_text_checks import is_caught, reads_as

from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.printed import default_timing

BASE = load_ruleset("base")
LEXICON = Lexicon.of(BASE)


def _read(target: str, text: str):
    return read_text(text, LEXICON, default_timing=default_timing(BASE.component(target)))


SAME = [
    # the opponents' pick, in brackets or not; VP below 0 told after it (R-BON-I, R-LIM-4)
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 '
     'guards or 2 VP (their pick), and may go below 0 VP to do so.'),
    ('duarte_pacheco_pereira', 'Every opponent who is behind you on the council track gives '
     'you 2 guards or 2 VP, at their pick, and they can drop below 0 VP doing so.'),
    ('duarte_pacheco_pereira', 'Each player behind you on the council track gives you 2 '
     'guards or 2 VP, their pick, and can fall below 0.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin or 2 VP, their choice; giving '
     'VP can take them below zero.'),
    ('tome_pires', 'Every opponent gives you one guard and one coin or two victory points '
     '(their pick). Paying the VP may bring them below 0.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin or 2 VP, their choice. Giving '
     'the VP may put them below 0 VP.'),
    # the lost card's influence on its own track; "decide whether to"
    ('afonso_de_albuquerque', 'Gain 5 VP; every opponent must lose 3 VP or give up a clerics '
     'card, losing its influence on the clerics track; each opponent decides.'),
    ('afonso_de_albuquerque', 'Score 5 VP. Each opponent loses 3 VP or one of their clerics '
     'cards along with its influence on the clerics track. They choose.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each other player must decide whether to lose 3 VP '
     'or one of their cleric cards, with its influence.'),
    ('afonso_de_albuquerque', 'You gain 5 VP, and each of your opponents must decide whether '
     'to lose 3 victory points or a clerics card together with its influence.'),
    # the discard pile: the payment before the gain, or the price in both currencies
    ('duarte_barbosa', 'Take a card of your choice from the discard pile, pay 3 of its '
     'currency, and gain it.'),
    ('duarte_barbosa', 'Buy a card from the discard pile, paying 3 of its currency, and take it.'),
    ('duarte_barbosa', 'Choose a card from the discard pile and take it by paying 3 coins or '
     '3 guards, according to its cost icon.'),
    ('duarte_barbosa', 'Pick one card from the discard pile and acquire it, paying 3 coins or '
     '3 guards depending on its cost.'),
    ('duarte_barbosa', 'Take a card from the discard pile and pay 3 coins or 3 guards, '
     'matching its cost icon.'),
    ('duarte_barbosa', 'Take a card from the discard pile by paying 3 coins or 3 guards, as '
     'its cost icon shows.'),
    ('duarte_barbosa', 'Buy a card of your choice from the discard pile for 3 coins or 3 '
     'guards, according to its cost.'),
    # favor tiles: still available, used as usual; the cap on a city die; each investment
    ('vasco_da_gama', 'Take a still-available favor tile from beside the castle and use it '
     'as usual.'),
    ('vasco_da_gama', 'Gain an available favor tile next to the castle and use it normally.'),
    ('vasco_da_gama', 'Take any favor tile that is still available beside the castle and use '
     'it as usual.'),
    ('vasco_da_gama', 'Take a favor tile still available beside the castle and use it.'),
    ('favor_da_rainha', 'Gain 4 VP; you may also put the cap on one of your city dice.'),
    ('favor_da_rainha', 'Take 4 victory points, and you may place the cap tile onto one of '
     'your city dice.'),
    ('favor_do_rei', 'While you hold it, your investments each cost 2 less. Immediately '
     'invest in a voyage.'),
    ('favor_do_rei', 'As long as you hold this favour, investments cost you 2 less. Take it '
     'to invest in a voyage right away.'),
    ('favor_do_rei', 'While you hold this tile, each investment costs you 2 less. Take this '
     'tile to invest in one voyage.'),
]


@pytest.mark.parametrize("target,text", SAME)
def test_r_bon_i_r_fav_gifts_discard_and_favors_read_to_the_rule(target, text):
    reads_as(target, text)


TWINS = [
    # figure, resource, track, whose choice, below what
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 3 '
     'guards or 2 VP (their pick), and may go below 0 VP to do so.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 '
     'coins or 2 VP (their pick), and may go below 0 VP to do so.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the merchants track gives you 2 '
     'guards or 2 VP (their pick), and may go below 0 VP to do so.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 '
     'guards or 2 VP (your pick), and may go below 0 VP to do so.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 '
     'guards or 2 VP (their pick), and may go below 1 VP to do so.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin or 3 VP, their choice; giving '
     'VP can take them below zero.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin or 2 VP, their choice; giving '
     'VP can take them below one.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 2 coins or 2 VP, their choice; giving '
     'VP can take them below zero.'),
    # the lost card: its class, its track, the VP, lost or given
    ('afonso_de_albuquerque', 'Gain 5 VP; every opponent must lose 3 VP or give up a clerics '
     'card, losing its influence on the council track; each opponent decides.'),
    ('afonso_de_albuquerque', 'Gain 5 VP; every opponent must lose 3 VP or give up a council '
     'card, losing its influence on the council track; each opponent decides.'),
    ('afonso_de_albuquerque', 'Gain 3 VP; every opponent must lose 3 VP or give up a clerics '
     'card, losing its influence on the clerics track; each opponent decides.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each other player must decide whether to lose 2 VP '
     'or one of their cleric cards, with its influence.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each other player must decide whether to give you '
     '3 VP or one of their cleric cards, with its influence.'),
    # the discard pile's price: its figure, and one price in both currencies
    ('duarte_barbosa', 'Take a card of your choice from the discard pile, pay 1 of its '
     'currency, and gain it.'),
    ('duarte_barbosa', 'Choose a card from the discard pile and take it by paying 3 coins or '
     '2 guards, according to its cost icon.'),
    ('duarte_barbosa', 'Choose a card from the discard pile and take it by paying 4 coins or '
     '4 guards, according to its cost icon.'),
    ('duarte_barbosa', 'Buy a card of your choice from the discard pile for 2 coins or 3 '
     'guards, according to its cost.'),
    # favors: the discount, the VP, the immediate investment's currency or reward
    ('favor_do_rei', 'While you hold it, your investments each cost 3 less. Immediately '
     'invest in a voyage.'),
    ('favor_do_rei', 'As long as you hold this favour, investments cost you 2 less. Take it '
     'to invest in a coin-cost voyage right away.'),
    ('favor_do_rei', 'As long as you hold this favour, investments cost you 2 less. Take it '
     'to gain 2 coins.'),
    ('favor_da_rainha', 'Gain 3 VP; you may also put the cap on one of your city dice.'),
    ('vasco_da_gama', 'Take a still-available monastery tile from beside the castle and use '
     'it as usual.'),
]


@pytest.mark.parametrize("target,text", TWINS)
def test_r_bon_i_r_fav_changed_meaning_twins_are_errors(target, text):
    is_caught(target, text)


def test_r_bon_i_discard_price_in_two_currencies_says_why():
    with pytest.raises(CardTextError, match="one price in its currency"):
        _read('duarte_barbosa', 'Choose a card from the discard pile and take it by paying '
              '3 coins or 2 guards, according to its cost icon.')


def test_r_bon_i_lost_card_track_must_be_its_class():
    with pytest.raises(CardTextError, match="clerics track, not the council track"):
        _read('afonso_de_albuquerque', 'Gain 5 VP; every opponent must lose 3 VP or give up a '
              'clerics card, losing its influence on the council track.')
