"""Precise, rules-lawyer wording: 'exactly' before a figure, 'if and only if', 'once each',
and remarks that restate the rules, each checked against the bonus before it and the rule
set (a card's own influence, the die colour counted, the limits, who chooses, a figure).
Every construction has changed-meaning twins that must be caught."""
from __future__ import annotations

from card_text_checks import is_caught, reads_as, rows


# ------------------------------------------------------------------ exactly
EXACTLY = [
    ('alvaro_vaz_de_almada', 'Gain exactly 5 guards.'),
    ('fernao_gomes', 'Take exactly five coins.'),
    ('goa', 'At the end of the game, score precisely 9 VP.'),
    ('rui_mendes', 'You may pay exactly 5 coins for exactly 7 VP.'),
    ('diogo_de_gouveia', 'Game end: 1 VP for each of your cards with influence exactly 1 or 2.'),
    ('martim_afonso_de_sousa', 'Game end: 5 VP for each set of cards containing exactly one council, one merchants, one clerics and one scholars card.'),
    ('maskat', 'Game end: score VP equal to exactly twice your lowest track.'),
    ('abraao_zacuto', 'Phase E: at the start, move exactly 1 space up on a track of your choice and gain 1 coin.'),
    ('grijo', 'Once your disk is on this monastery, it counts as exactly one wild diploma for you.'),
]
EXACTLY_CHANGED = [
    ('alvaro_vaz_de_almada', 'Gain exactly 4 guards.'),
    ('goa', 'At the end of the game, score precisely 8 VP.'),
    ('diogo_de_gouveia', 'Game end: 1 VP for each of your cards with influence exactly 1 or 3.'),
    ('maskat', 'Game end: score VP equal to exactly three times your lowest track.'),
    ('grijo', 'Once your disk is on this monastery, it counts as exactly 2 wild diplomas for you.'),
    ('afonso_lopes', 'Game end: 5, 7 or 10 VP for reaching exactly 7, 10 or 13 on the council track.'),
    # every step count is a maximum (R-LIM-5): no text makes all the steps compulsory
    ('henrique_de_coimbra', 'Move your pilgrim exactly 3 steps.'),
]


@rows(EXACTLY)
def test_exactly_reads(target, text):
    """'exactly'/'precisely' before the figure of an amount says the figure alone; a tier's 'reaching exactly 7' is not a lower bound and is refused."""
    reads_as(target, text)


@rows(EXACTLY_CHANGED)
def test_exactly_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ exactly as
EXACTLY_AS = [
    ('tomar', 'Score your diploma sets now, exactly as you would at game end.'),
    ('tomar', 'Score your diploma sets now, precisely as at the end of the game.'),
    ('landim', 'Gain 1 VP per crown you have now, counted exactly as in phase D.'),
    ('batalha', 'Score up to 2 voyages you own now, exactly as at game end.'),
]
EXACTLY_AS_CHANGED = [
    ('tomar', 'Score your diploma sets now, exactly as you would in phase C.'),
    ('landim', 'Gain 2 VP per crown you have now, counted exactly as in phase D.'),
    ('batalha', 'Score up to 3 voyages you own now, exactly as at game end.'),
]


@rows(EXACTLY_AS)
def test_exactly_as_reads(target, text):
    """'exactly as you would at game end', 'counted exactly as in phase D': the restatements the lexicon drops, with 'exactly'."""
    reads_as(target, text)


@rows(EXACTLY_AS_CHANGED)
def test_exactly_as_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ if and only if
IFF = [
    ('afonso_de_portugal', 'Phase E: at the start, gain 2 pilgrim steps if and only if you have no purple die.'),
    ('diogo_de_sousa', 'You may pay 5 guards. If and only if you do, move your pilgrim up to 5 steps.'),
    ('rui_mendes', 'If and only if you pay 5 coins, gain 7 VP.'),
]
IFF_CHANGED = [
    ('afonso_de_portugal', 'Phase E: at the start, gain 2 pilgrim steps if and only if you have no orange die.'),
]


@rows(IFF)
def test_iff_reads(target, text):
    """'if and only if' is 'if': a card's condition gives nothing otherwise anyway."""
    reads_as(target, text)


@rows(IFF_CHANGED)
def test_iff_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ once each
ONCE_EACH = [
    ('bustelo', 'Move your disk 1 space up on every track, once each.'),
    ('bustelo', 'Move 1 space up on each track: council, merchants, clerics and scholars.'),
    ('bustelo', 'Advance one space on all tracks, once per track.'),
]
ONCE_EACH_CHANGED = [
    ('bustelo', 'Move 1 space up on each track: council, merchants, clerics and clerics.'),
    ('bustelo', 'Move your disk 2 spaces up on every track, once each.'),
]


@rows(ONCE_EACH)
def test_once_each_reads(target, text):
    """every track named one by one, 'once each': the four tracks, each once (a track named twice is refused)."""
    reads_as(target, text)


@rows(ONCE_EACH_CHANGED)
def test_once_each_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ limits
LIMITS = [
    ('alvaro_vaz_de_almada', 'Gain 5 guards. (Guards are capped at 20; any excess is forfeited.)'),
    ('fernao_gomes', 'Gain 5 coins. Coins are limited to at most 20.'),
    ('fernao_gomes', 'Gain 5 coins (up to the limit of 20).'),
    ('fernao_gomes', 'Gain 5 coins. Coins never exceed 20.'),
    ('lorvao', 'Gain 3 guards (up to the limit of 20 guards).'),
    ('arouca', 'Move your disk 3 spaces up the council track (influence never exceeds 15; excess is lost).'),
    ('arouca', 'Advance 3 spaces on the council track. Your disk cannot go beyond 15.'),
]
LIMITS_CHANGED = [
    ('alvaro_vaz_de_almada', 'Gain 5 guards. (Guards are capped at 15.)'),
    ('fernao_gomes', 'Gain 5 coins. Guards are capped at 20.'),
    ('lorvao', 'Gain 3 guards (up to the limit of 15).'),
    ('arouca', 'Move your disk 3 spaces up the council track (influence never exceeds 20).'),
    ('fernao_gomes', 'Gain 5 coins. Influence never exceeds 15.'),
    ('henrique_de_coimbra', 'Move your pilgrim 3 steps. Any excess is lost.'),
]


@rows(LIMITS)
def test_limits_reads(target, text):
    """limits said as facts: coins and guards stop at 20 (R-LIM-1), influence at 15 (R-LIM-3); checked against what is gained or moved."""
    reads_as(target, text)


@rows(LIMITS_CHANGED)
def test_limits_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ own influence
OWN_INFLUENCE = [
    ('henrique_de_meneses', "Game end: 1 VP for each of your cards with influence 1 or 2. (This card's influence is 3, so it does not count itself.)"),
    ('henrique_de_meneses', 'Game end: 1 VP for each of your cards with influence 1 or 2. This card has influence 3 and is therefore not counted.'),
    ('henrique_de_meneses', 'Game end: 1 VP for each of your cards with influence 1 or 2. (This card does not count itself, as its influence is 3.)'),
    ('diogo_de_gouveia', "Game end: 1 VP for each of your cards with influence 1 or 2. (This card's influence is 2, so it counts itself.)"),
    ('diogo_de_gouveia', 'Game end: 1 VP for each of your cards with influence 1 or 2. This card has an influence of 2 and is included.'),
    ('diogo_de_gouveia', 'Game end: 1 VP for each of your cards with influence 1 or 2. (It counts itself too, since its influence is 2.)'),
    ('manuel_rodrigues', 'Game end: 1 VP for each of your cards with influence 1 or 2. (Cards with influence 3 or 4, this one included, do not count.)'),
    ('manuel_rodrigues', 'Game end: 1 VP for each of your cards with influence 1 or 2. Cards with an influence value of 3 or 4 do not count.'),
]
OWN_INFLUENCE_CHANGED = [
    ('henrique_de_meneses', "Game end: 1 VP for each of your cards with influence 1 or 2. (This card's influence is 2, so it does not count itself.)"),
    ('henrique_de_meneses', "Game end: 1 VP for each of your cards with influence 1 or 2. (This card's influence is 3, so it counts itself.)"),
    ('diogo_de_gouveia', "Game end: 1 VP for each of your cards with influence 1 or 2. (This card's influence is 3, so it does not count itself.)"),
    ('diogo_de_gouveia', "Game end: 1 VP for each of your cards with influence 1 or 2. (This card's influence is 2, so it does not count itself.)"),
    ('manuel_rodrigues', 'Game end: 1 VP for each of your cards with influence 1 or 2. (Cards with influence 2 or 3, this one included, do not count.)'),
    ('manuel_rodrigues', 'Game end: 1 VP for each of your cards with influence 1 or 2. (Cards with influence 4, this one included, do not count.)'),
    ('joao_de_barros', "Gain 5 VP. (This card's influence is 3, so it does not count itself.)"),
]


@rows(OWN_INFLUENCE)
def test_own_influence_reads(target, text):
    """a remark on the card's own influence, checked against the rule set's influence and the count before it."""
    reads_as(target, text)


@rows(OWN_INFLUENCE_CHANGED)
def test_own_influence_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ white dice, backs
NOT_COUNTED = [
    ('lourenco_moreno', 'Phase E: 1 coin for each orange die in your holders. (White dice are not orange.)'),
    ('afonso_de_portugal', 'Phase E: at the start, gain 2 pilgrim steps if you have no purple die. (A white die is not purple.)'),
    ('afonso_de_portugal', 'Phase E: at the start, gain 2 pilgrim steps if you have no purple die. White dice never count as purple.'),
    ('brasil', 'Game end: 2 VP for each I monastery with your disk. (II and III monasteries do not count.)'),
    ('brasil', 'Game end: 2 VP for each I monastery with your disk. II or III monasteries never count.'),
]
NOT_COUNTED_CHANGED = [
    ('lourenco_moreno', 'Phase E: 1 coin for each orange die in your holders. (White dice are not purple.)'),
    ('afonso_de_portugal', 'Phase E: at the start, gain 2 pilgrim steps if you have no purple die. (A white die is not orange.)'),
    ('brasil', 'Game end: 2 VP for each I monastery with your disk. (I and III monasteries do not count.)'),
    ('pendorada', 'Gain 2 VP per monastery with your disk. (II and III monasteries do not count.)'),
]


@rows(NOT_COUNTED)
def test_not_counted_reads(target, text):
    """what a count leaves out, checked: white dice (R-E-1) of the colour counted, monastery backs not counted."""
    reads_as(target, text)


@rows(NOT_COUNTED_CHANGED)
def test_not_counted_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ who chooses
WHO_CHOOSES = [
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0; the giver chooses.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0. The opponent, not you, makes that choice.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0. The paying player decides.'),
]
WHO_CHOOSES_CHANGED = [
    ('favor_do_reitor', 'Gain 7 guards or 7 coins; the giver chooses.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins. The opponent, not you, makes that choice.'),
]


@rows(WHO_CHOOSES)
def test_who_chooses_reads(target, text):
    """'the giver chooses', 'the opponent, not you, makes that choice': an opponents' choice before it (R-BON-I)."""
    reads_as(target, text)


@rows(WHO_CHOOSES_CHANGED)
def test_who_chooses_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ lacking a figure
LACKING_FIGURE = [
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, their choice. An opponent who cannot give 2 guards must give the 2 VP, even if that takes them below 0.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, their choice. A player who cannot pay you 2 guards must give the VP, even below 0.'),
]
LACKING_FIGURE_CHANGED = [
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, their choice. An opponent who cannot give 3 guards must give the 2 VP, even if that takes them below 0.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, their choice. An opponent who cannot give 2 coins must give the 2 VP, even if that takes them below 0.'),
]


@rows(LACKING_FIGURE)
def test_lacking_figure_reads(target, text):
    """'an opponent who cannot give 2 guards must give the 2 VP': the figure and resource of the other option, checked (R-LIM-4)."""
    reads_as(target, text)


@rows(LACKING_FIGURE_CHANGED)
def test_lacking_figure_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ payments
CANNOT_PAY = [
    ('rui_mendes', 'You may pay 5 coins to gain 7 VP. If you hold fewer than 5 coins, you cannot use it.'),
    ('rui_mendes', 'You may pay 5 coins to gain 7 VP. You cannot do this if you have less than 5 coins.'),
    ('diogo_de_sousa', 'You may pay 5 guards for up to 5 pilgrim steps. If you have fewer than 5 guards you cannot do this.'),
]
CANNOT_PAY_CHANGED = [
    ('rui_mendes', 'You may pay 5 coins to gain 7 VP. If you hold fewer than 7 coins, you cannot use it.'),
    ('diogo_de_sousa', 'You may pay 5 guards for up to 5 pilgrim steps. If you have fewer than 5 coins you cannot do this.'),
]


@rows(CANNOT_PAY)
def test_cannot_pay_reads(target, text):
    """'if you hold fewer than 5 coins you cannot use it': a payment of that figure and currency before it (R-BON-I)."""
    reads_as(target, text)


@rows(CANNOT_PAY_CHANGED)
def test_cannot_pay_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ triggers
TRIGGER_ONCE = [
    ('bartolomeu_marchionni', "Whenever you acquire a merchants card, gain 1 coin and 2 VP after resolving that card's own bonus. It triggers once for each merchants card acquired this way."),
    ('nuno_alvares_pereira', 'Whenever you acquire a council card, gain 1 guard, 1 VP and 1 pilgrim step, after its bonus has been resolved.'),
    ('nuno_alvares_pereira', 'Whenever you acquire a council card, gain 1 guard, 1 VP and 1 pilgrim step. This triggers once per council card you acquire.'),
]
TRIGGER_ONCE_CHANGED = [
    ('nuno_alvares_pereira', 'Whenever you acquire a council card, gain 1 guard, 1 VP and 1 pilgrim step. This triggers once per clerics card you acquire.'),
    ('bartolomeu_marchionni', 'Gain 1 coin and 2 VP. It triggers once for each merchants card acquired this way.'),
]


@rows(TRIGGER_ONCE)
def test_trigger_once_reads(target, text):
    """a trigger on acquired cards restated: 'it triggers once for each merchants card acquired this way', 'after resolving that card's own bonus' (R-C-4)."""
    reads_as(target, text)


@rows(TRIGGER_ONCE_CHANGED)
def test_trigger_once_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ others
OTHERS = [
    ('jeronimos', 'Score one of your game-end cards now. Also choose a track and gain the scoring-tile VP for your current rank there. No other player scores anything from this.'),
    ('jeronimos', 'Score one of your game-end cards now. Also choose a track and gain the scoring-tile VP for your current rank there. No other player gains anything.'),
    ('maskat', 'Game end: score VP equal to twice your lowest track. (If several tracks tie for lowest, it still counts only once.)'),
    ('maskat', 'Game end: 2 VP per space of your lowest track. If two tracks are tied for the lowest, that space still counts once.'),
    ('ganfei', 'From now on, whenever you place a later monastery disk, gain 1 VP. (Placing the disk on this monastery itself gives nothing.)'),
    ('jorge_da_costa', 'Phase C (start card): guard-cost cards cost you 1 guard less.'),
    ('estevao_da_gama', 'Game end: choose one other card of yours with a game-end bonus and score that bonus again.'),
    ('luis_de_camoes', 'Game end: score the game-end bonus of one other card of yours once more (if you have any).'),
]
OTHERS_CHANGED = [
    ('joao_de_barros', 'Gain 5 VP. No other player scores anything from this.'),
    ('joao_de_barros', 'Gain 5 VP. (If several tracks tie for lowest, it still counts only once.)'),
    ('pendorada', 'Gain 2 VP per monastery with your disk. (Placing the disk on this monastery itself gives nothing.)'),
]


@rows(OTHERS)
def test_others_reads(target, text):
    """other restatements: nobody else scores the rank, a tie for the lowest track, nothing for this monastery's own disk, '(start card)', 'one other card of yours'."""
    reads_as(target, text)


@rows(OTHERS_CHANGED)
def test_others_changed_is_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ worked examples
WORKED_EXAMPLE = [
    ('ilhas_dos_acores', 'Game end: gain 3 VP for each character card you have beyond your tenth. 11 cards: 3 VP; 12 cards: 6 VP; 10 or fewer: nothing.'),
    ('ilhas_dos_acores', 'Game end: 3 VP for every card beyond your 10th. 11 cards: 3 VP. 12 cards: 6 VP.'),
    ('ilhas_dos_acores', 'Game end: 3 VP for every card beyond your 10th. 10 cards or less: nothing.'),
]
WORKED_EXAMPLE_CHANGED = [
    ('ilhas_dos_acores', 'Game end: gain 3 VP for each character card you have beyond your tenth. 11 cards: 3 VP; 12 cards: 5 VP; 10 or fewer: nothing.'),
    ('ilhas_dos_acores', 'Game end: gain 3 VP for each character card you have beyond your tenth. 11 cards: 3 VP; 12 cards: 6 VP; 11 or fewer: nothing.'),
    ('ilhas_dos_acores', 'Game end: gain 3 VP for each character card you have beyond your tenth. 11 cards: 4 VP; 12 cards: 6 VP.'),
]


@rows(WORKED_EXAMPLE)
def test_worked_example_reads(target, text):
    """a bracketed worked example '(11 cards: 3 VP; 12 cards: 6 VP; 10 or fewer: nothing)', each case checked."""
    reads_as(target, text)


@rows(WORKED_EXAMPLE_CHANGED)
def test_worked_example_changed_is_caught(target, text):
    is_caught(target, text)
