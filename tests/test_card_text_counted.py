"""Counted amounts, arithmetic and tracks said otherwise: investments "each of your" /
"all your" (R-FAV-1), "half (rounded down) of the sum of" two track spaces (R-BON-V), a
count as a step of its own with "that many" gained once per reward or multiplied
(R-BON-I, R-BON-M); each with changed-meaning twins, which are errors."""
from __future__ import annotations

import pytest

from tests.card_text_checks import is_caught, reads_as

INVESTMENTS = [
    ("While you hold this tile, each of your investments costs 2 less. Invest in a voyage.", "favor_do_rei"),
    ("While you hold this tile, all your investments cost 2 less. Invest in a voyage.", "favor_do_rei"),
    ("While held: all of your investments cost 2 less. Invest in a voyage.", "favor_do_rei"),
]
INVESTMENT_TWINS = [
    ("While you hold this tile, each of your investments costs 3 less. Invest in a voyage.", "favor_do_rei"),
    ("While you hold this tile, all your investments cost 2 less.", "favor_do_rei"),
    ("Lasting: all your investments cost 2 less. Invest in a voyage.", "favor_do_rei"),
]

SUMS = [
    ("At game end, score VP equal to half (rounded down) of the sum of your council track space and your clerics track space.", "sansibar"),
    ("Game end: VP equal to half, rounded down, of the total of your council track space and your clerics track space.", "sansibar"),
]
SUM_TWINS = [
    ("At game end, score VP equal to half (rounded down) of the sum of your council track space and your merchants track space.", "sansibar"),
    ("At game end, score VP equal to half (rounded up) of the sum of your council track space and your clerics track space.", "sansibar"),
    ("At game end, score coins equal to half (rounded down) of the sum of your council track space and your clerics track space.", "sansibar"),
]

THAT_MANY = [
    ("Count your merchants cards. Gain that many coins and that many VP.", "fernao_de_loronha"),
    ("Count up your merchants cards, then gain that many coins and that many victory points.", "fernao_de_loronha"),
    ("Count your council cards and gain twice that many VP.", "leca_do_balio"),
    ("Count the monasteries with your disk. Gain that many VP.", "miguel_da_silva"),
    ("Count your crowns. Gain that many VP.", "landim"),
]
THAT_MANY_TWINS = [
    ("Count your merchants cards. Gain that many coins and that many guards.", "fernao_de_loronha"),
    ("Count your clerics cards. Gain that many coins and that many VP.", "fernao_de_loronha"),
    ("Count your merchants cards. Gain that many coins.", "fernao_de_loronha"),
    ("Count your merchants cards. Gain that many coins and that many coins.", "fernao_de_loronha"),
    ("Count your council cards and gain 3 times that many VP.", "leca_do_balio"),
    ("Count your council cards and gain that many VP.", "leca_do_balio"),
    ("Count your council cards. Gain twice that many coins.", "leca_do_balio"),
    ("Count the monasteries without your disk. Gain that many VP.", "miguel_da_silva"),
    ("Count your crowns. Gain that many VP and that many coins.", "landim"),
]


@pytest.mark.parametrize(("text", "target"), INVESTMENTS)
def test_r_fav_1_every_investment_said_otherwise_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), INVESTMENT_TWINS)
def test_r_fav_1_investment_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), SUMS)
def test_r_bon_v_half_of_the_sum_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), SUM_TWINS)
def test_r_bon_v_half_of_the_sum_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), THAT_MANY)
def test_r_bon_m_count_then_that_many_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), THAT_MANY_TWINS)
def test_r_bon_m_count_then_that_many_twin_is_caught(text, target):
    is_caught(target, text)


# ---------------------------------------------------------------- class sets told
CLASS_SETS = [
    ("Game end bonus: For each set of 4 character cards made up of one card of each of the 4 classes, gain 5 victory points.", "martim_afonso_de_sousa"),
    ("At the end of the game, gain 5 VP for every complete set of four character cards that contains one council, one merchants, one clerics and one scholars card.", "simao_alvares"),
    ("Game end: gain 5 VP for each set of 4 cards that includes one card of each of the 4 classes.", "francisco_de_holanda"),
    ("Immediately: 5 VP per set of four cards covering all 4 classes.", "refoios"),
    ("Gain 5 VP for each set of cards spanning all four classes.", "refoios"),
    ("Game end: form sets of 4 character cards, each with one card of every class. Each complete set is worth 5 VP.", "pedro_de_meneses"),
    ("Game end: count your sets of one council, one merchants, one clerics and one scholars card; each set is worth 5 VP.", "francisco_de_holanda"),
]
CLASS_SET_TWINS = [
    ("Immediately: 5 VP per set of three cards covering all 4 classes.", "refoios"),
    ("Immediately: 5 VP per set of four cards covering all 3 classes.", "refoios"),
    ("Immediately: 4 VP per set of four cards covering all 4 classes.", "refoios"),
    ("For each set of 4 character cards that includes two cards of each of the 4 classes, gain 5 VP.", "refoios"),
    ("At the end of the game, gain 5 VP for every set of four cards that contains one council, one merchants, one clerics and one council card.", "simao_alvares"),
    ("Game end: form sets of 4 character cards, each with one card of every class. Each complete set is worth 4 VP.", "pedro_de_meneses"),
    ("Game end: count your merchants cards. Each complete set is worth 5 VP.", "pedro_de_meneses"),
    ("Form sets of 4 character cards, each with one card of every class. Each complete set is worth 5 VP.", "pedro_de_meneses"),
]

# ---------------------------------------------------------------- what was counted, each
EACH_COUNTED = [
    ("Count your merchants cards, this one included. For each of them, gain 1 coin and 1 victory point.", "fernao_de_loronha"),
    ("Count your merchants cards. For each one, gain 1 coin and 1 VP.", "fernao_de_loronha"),
    ("Count your crowns. Each one is worth 1 VP.", "landim"),
    ("For each crown that you have right now, counted as in phase D, gain 1 victory point.", "landim"),
    ("At game end, your first 10 character cards score nothing; each one after that scores 3 VP.", "ilhas_dos_acores"),
    ("Game end: your first ten cards give nothing. Every further card after that is worth 3 VP.", "ilhas_dos_acores"),
    ("At game end, each of your disks on a I-monastery scores 2 VP.", "brasil"),
    ("At game end, each of your disks on a voyage scores 2 VP.", "tanger"),
]
EACH_COUNTED_TWINS = [
    ("Count your merchants cards. For each of them, gain 1 coin and 1 guard.", "fernao_de_loronha"),
    ("Count your council cards. For each of them, gain 1 coin and 1 VP.", "fernao_de_loronha"),
    ("Count your merchants cards. For each monastery, gain 1 coin and 1 VP.", "fernao_de_loronha"),
    ("Gain 1 VP. For each of them, gain 1 VP.", "landim"),
    ("Count your crowns. Each one is worth 2 VP.", "landim"),
    ("At game end, your first 9 character cards score nothing; each one after that scores 3 VP.", "ilhas_dos_acores"),
    ("At game end, your first 10 character cards score nothing; each one after that scores 2 VP.", "ilhas_dos_acores"),
    ("At game end, count your merchants cards. Each one after that scores 3 VP.", "ilhas_dos_acores"),
    ("At game end, each one after that scores 3 VP.", "ilhas_dos_acores"),
    ("At game end, each of your disks on a II-monastery scores 2 VP.", "brasil"),
    ("At game end, each of your disks on a monastery scores 2 VP.", "brasil"),
    ("At game end, each of your disks on a voyage scores 2 coins.", "tanger"),
]

# ---------------------------------------------------------------- tiers of a track
TIERS = [
    ("Game end: look at your disk on the council influence track. Spaces 7 to 9 give 5 victory points, 10 to 12 give 7, and 13 to 15 give 10. Below space 7 you gain nothing.", "garcia_de_noronha"),
    ("Game end: check the space your disk occupies on the merchants track. Spaces 7-9 give 5 VP, spaces 10-12 give 7, and spaces 13-15 give 10.", "diogo_fernandes"),
    ("Game end: note where your disk stands on the council track: 5 VP for space 7, 8 or 9, 7 VP for 10 to 12, and 10 VP for 13 to 15.", "afonso_lopes"),
    ("Game end: is your disk on council track space 7-9? 5 VP. On 10-12? 7 VP. On 13-15? 10 VP.", "garcia_de_noronha"),
    ("Game end: is your clerics disk on space 7-9? 5 VP. On 10-12? 7 VP. On 13-15? 10 VP.", "joao_soares"),
    ("At game end: if your council track disk is on 7-9, +5 VP; on 10-12, +7 VP; on 13-15, +10 VP.", "garcia_de_noronha"),
]
TIER_TWINS = [
    ("Game end: look at your disk on the council track. Spaces 7 to 9 give 5 VP, 10 to 12 give 6, and 13 to 15 give 10.", "garcia_de_noronha"),
    ("Game end: look at your disk on the clerics track. Spaces 7 to 9 give 5 VP, 10 to 12 give 7, and 13 to 15 give 10.", "garcia_de_noronha"),
    ("Game end: look at your disk on the council track. Spaces 7 to 9 give 5 VP, 10 to 12 give 7, and 13 to 15 give 10. Below space 6 you gain nothing.", "garcia_de_noronha"),
    ("Game end: note where your disk stands on the council track: 5 VP for space 7, 8 or 9, 7 VP for 10 to 12, and 10 VP for 13 to 14.", "afonso_lopes"),
    ("Game end: is your disk on council track space 7-9? 5 VP. On 10-12? 7 VP. On 13-15? 9 VP.", "garcia_de_noronha"),
    ("Game end: is your disk on council track space 7-9? 5 VP. On 10-12? On 13-15? 10 VP.", "garcia_de_noronha"),
    ("Game end: is your council disk on space 7-9? 5 VP. On 10-12? 7 coins. On 13-15? 10 VP.", "garcia_de_noronha"),
    ("Game end: is your disk on clerics track space 7-9? 5 VP. On 10-12? 7 VP. On 13-15? 10 VP.", "garcia_de_noronha"),
    ("Game end: is your disk on council track space 7-9? 5 VP. On 10-12? 7 VP. On 13-15?", "garcia_de_noronha"),
    ("At game end: if your council track disk is on 7-9, +5 VP; on 10-12, +7 VP; on 13-15, +12 VP.", "garcia_de_noronha"),
    ("At game end: if your clerics track disk is on 7-9, +5 VP; on 10-12, +7 VP; on 13-15, +10 VP.", "garcia_de_noronha"),
]

# ---------------------------------------------------------------- arithmetic as steps
STEPS = [
    ("Game end: add the space number of your disk on the council track to the space number of your disk on the clerics track. Divide that sum by 2 and gain the result, rounded down, as victory points.", "sansibar"),
    ("At game end, take your council track space plus your clerics track space, halve it and round down: that is how many VP you score.", "sansibar"),
    ("At the end of the game, add together your guards, your coins and your crowns; you score half of that total in VP, rounding any fraction down.", "calicut"),
    ("Game end: find the influence track on which your disk has advanced the least. Double the value of the space that disk is on and gain the result as victory points.", "maskat"),
    ("At game end, find your lowest influence track; you score 2 VP for each space your disk has reached there.", "maskat"),
]
STEP_TWINS = [
    ("Game end: add the space number of your disk on the council track to the space number of your disk on the merchants track. Divide that sum by 2 and gain the result, rounded down, as VP.", "sansibar"),
    ("Game end: add the space number of your disk on the council track to the space number of your disk on the council track. Divide that sum by 2 and gain the result as VP.", "sansibar"),
    ("At game end, take your council track space plus your clerics track space and round down: that is how many VP you score.", "sansibar"),
    ("At game end, take your council track space plus your clerics track space, halve it and round down: that is how many coins you score.", "sansibar"),
    ("At the end of the game, add together your guards, your coins and your crowns; you score half of that total in VP, rounding any fraction up.", "calicut"),
    ("At the end of the game, add together your guards and your coins; you score half of that total in VP, rounding any fraction down.", "calicut"),
    ("Game end: find the influence track on which your disk has advanced the least. Gain the value of the space that disk is on as victory points.", "maskat"),
    ("At game end, find your lowest influence track; you score 3 VP for each space your disk has reached there.", "maskat"),
]

# ---------------------------------------------------------------- a track's income, its rank
INCOME_RANK = [
    ("Gain the income reward currently shown for your space on the clerics track, exactly as you would in phase E.", "goncalo_velho"),
    ("Immediately gain the income that your current space on the clerics track pays, just as a purple die would in phase E.", "goncalo_velho"),
    ("You get the current income of your space on the scholars track.", "aires_barbosa"),
    ("Gain the income of where you stand on the clerics track.", "goncalo_velho"),
    ("Gain whatever income your current space on the clerics track gives.", "goncalo_velho"),
    ("Gain the income shown where your disk sits on the scholars track.", "aires_barbosa"),
    ("Score one of your game-end cards now. Then choose a track and gain the VP its scoring tile awards to your current rank.", "jeronimos"),
]
INCOME_RANK_TWINS = [
    ("Immediately gain the income that your current space on the clerics track pays, just as a green die would in phase E.", "goncalo_velho"),
    ("Gain the income shown where your disk sits on the clerics track.", "aires_barbosa"),
    ("Gain whatever income your current space on the council track gives.", "goncalo_velho"),
    ("Phase E: gain the income of where you stand on the clerics track.", "goncalo_velho"),
    ("Choose a track and gain the VP its scoring tile awards to your current rank.", "jeronimos"),
]

# ---------------------------------------------------------------- track moves
MOVES = [
    ("At the start of every phase E, move your disk one space up an influence track of your choice and gain 1 coin.", "jorge_de_melo"),
    ("At the start of each phase E: choose any influence track, move your disk 1 space up on it, and gain 1 guard.", "antonio_de_lisboa"),
    ("At the start of each phase E: move up 1 space on any one influence track you choose, and gain 1 guard.", "tristao_da_cunha"),
    ("Start of every phase E: choose a track, move 1 up it, and take 1 coin.", "jorge_de_melo"),
    ("Move your scholars track disk 3 spaces up.", "salzedas"),
]
MOVE_TWINS = [
    ("Move your clerics track disk 3 spaces up.", "salzedas"),
    ("Move your scholars track disk 2 spaces up.", "salzedas"),
    ("Start of every phase E: choose a track, move 2 up it, and take 1 coin.", "jorge_de_melo"),
    ("At the start of each phase E: choose any influence track, move your disk 1 space up on it, and gain 1 coin.", "antonio_de_lisboa"),
    ("At the start of each phase E: move up 1 space on every influence track, and gain 1 guard.", "tristao_da_cunha"),
    ("At the start of every phase E, move your disk one space up the council track and gain 1 coin.", "jorge_de_melo"),
]

# ---------------------------------------------------------------- rates
RATES = [
    ("Phase E: any number of times, for every 2 guards you pay, gain 1 VP.", "nuno_da_cunha"),
    ("Phase E: as often as you like, trade guards for VP at a rate of 2 to 1.", "nuno_da_cunha"),
]
RATE_TWINS = [
    ("Phase E: any number of times, for every 2 coins you pay, gain 1 VP.", "nuno_da_cunha"),
    ("Phase E: any number of times, for every 3 guards you pay, gain 1 VP.", "nuno_da_cunha"),
    ("Phase E: any number of times, for every 2 guards you pay, gain 2 VP.", "nuno_da_cunha"),
]


@pytest.mark.parametrize(("text", "target"), CLASS_SETS)
def test_r_bon_g_class_set_told_by_what_it_holds_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), CLASS_SET_TWINS)
def test_r_bon_g_class_set_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), EACH_COUNTED)
def test_r_bon_v_each_of_what_was_counted_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), EACH_COUNTED_TWINS)
def test_r_bon_v_each_of_what_was_counted_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), TIERS)
def test_r_bon_g_track_tiers_said_otherwise_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), TIER_TWINS)
def test_r_bon_g_track_tier_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), STEPS)
def test_r_bon_v_arithmetic_told_as_steps_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), STEP_TWINS)
def test_r_bon_v_arithmetic_step_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), INCOME_RANK)
def test_r_bon_i_income_and_rank_said_otherwise_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), INCOME_RANK_TWINS)
def test_r_bon_i_income_and_rank_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), MOVES)
def test_r_bon_e_track_moves_said_otherwise_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), MOVE_TWINS)
def test_r_bon_e_track_move_twin_is_caught(text, target):
    is_caught(target, text)


@pytest.mark.parametrize(("text", "target"), RATES)
def test_r_bon_e_rates_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), RATE_TWINS)
def test_r_bon_e_rate_twin_is_caught(text, target):
    is_caught(target, text)


# ---------------------------------------------------------------- worked examples, investments
EXAMPLES = [
    ("Game end: for each of your character cards beyond your tenth, gain 3 VP. So with 11 cards you gain 3, with 12 cards 6, and so on.", "ilhas_dos_acores"),
    ("Gain 2 VP per council card. For example, with 3 council cards you gain 6 VP.", "leca_do_balio"),
    ("Gain 1 VP per crown you have. With 3 crowns you gain 3 VP.", "landim"),
    ("As long as you hold this favor tile, each time you invest in a voyage you pay 2 less. Immediate bonus: invest in one voyage now.", "favor_do_rei"),
]
EXAMPLE_TWINS = [
    ("Game end: for each of your character cards beyond your tenth, gain 3 VP. So with 11 cards you gain 3, with 12 cards 9, and so on.", "ilhas_dos_acores"),
    ("Game end: for each of your character cards beyond your tenth, gain 3 VP. So with 10 cards you gain 3.", "ilhas_dos_acores"),
    ("Gain 2 VP per council card. For example, with 3 crowns you gain 6 VP.", "leca_do_balio"),
    ("Gain 2 VP per council card. For example, with 3 clerics cards you gain 6 VP.", "leca_do_balio"),
    ("Gain 1 VP per crown you have. With 3 crowns you gain 3 coins.", "landim"),
    ("Game end: 9 VP. So with 3 cards you gain 9.", "goa"),
    ("As long as you hold this favor tile, each time you invest in a voyage you pay 1 less. Immediate bonus: invest in one voyage now.", "favor_do_rei"),
]


@pytest.mark.parametrize(("text", "target"), EXAMPLES)
def test_r_bon_v_worked_example_of_a_count_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), EXAMPLE_TWINS)
def test_r_bon_v_worked_example_twin_is_caught(text, target):
    is_caught(target, text)


# ---------------------------------------------------------------- designer English, all families of counts
DESIGNER = [
    ('Gain 1 guard and move your pilgrim 1 step for every council card you own, this one included.', 'francisco_de_almeida'),
    ('Count your council cards (including this one). For each, take 1 guard and 1 pilgrim step.', 'francisco_de_almeida'),
    ('Gain as many coins and as many VP as you have merchants cards.', 'fernao_de_loronha'),
    ('Gain 1 coin and 1 VP for each merchants card in front of you, including this one.', 'fernao_de_loronha'),
    ('Gain 1 VP for each monastery where you have placed a disk.', 'miguel_da_silva'),
    ('Score 1 VP for every monastery that carries one of your disks.', 'miguel_da_silva'),
    ('Gain 2 VP for every monastery with your disk, this one included.', 'pendorada'),
    ('Count the monasteries bearing your disk, including this one, and gain twice that many VP.', 'pendorada'),
    ('Gain 1 VP per crown you currently have.', 'landim'),
    ('Gain VP equal to the number of crowns you have.', 'landim'),
    ('Gain 2 VP for each council card you have.', 'leca_do_balio'),
    ('Each of your council cards is worth 2 VP.', 'leca_do_balio'),
    ('Gain 2 VP for every card you own with an influence value of 3 or 4.', 'tarouca'),
    ('Gain 2 VP for each of your cards that has an influence of 3 or 4.', 'tarouca'),
    ('Gain 5 VP for each complete set of one card from each of the four classes.', 'refoios'),
    ('Game end: each of your cards with influence 1 or 2 is worth 1 VP.', 'henrique_de_meneses'),
    ('At game end, count your cards whose influence is 1 or 2. Gain that many VP.', 'henrique_de_meneses'),
    ('At game end, 5 VP for every group of four cards, one from each class.', 'martim_afonso_de_sousa'),
    ('Game end: gain 2 VP for each voyage you have invested in, including this one.', 'tanger'),
    ('Game end: 2 VP for every voyage card bearing your disk.', 'tanger'),
    ('At game end, gain 1 VP for each diploma you have.', 'madeira'),
    ('Game end: count your diplomas. Score 1 VP for each.', 'madeira'),
    ('At game end, gain 1 VP for each monastery on the map that does not have your disk.', 'ceuta'),
    ('Game end: 1 VP for every monastery you have not visited.', 'ceuta'),
    ('At game end, each monastery with your disk gives you 1 VP.', 'barbados'),
    ('Game end: gain 2 VP for every monastery with a I on its back that has your disk.', 'brasil'),
    ('At game end, score 2 VP per disk you have on a I monastery.', 'brasil'),
    ('Game end: 3 VP for every character card you have beyond your tenth.', 'ilhas_dos_acores'),
    ('At game end, each character card after your 10th scores 3 VP.', 'ilhas_dos_acores'),
    ('Game end: gain 3 VP for each card you own over 10.', 'ilhas_dos_acores'),
    ('Game end: gain VP equal to twice your lowest track space.', 'maskat'),
    ('At game end, double the space of your lowest track and score that many VP.', 'maskat'),
    ('At game end, score 2 VP for each space of your lowest influence track.', 'maskat'),
    ('At game end, add your council and clerics track spaces, halve the total (round down), and score that many VP.', 'sansibar'),
    ('Game end: score half the sum of your council and clerics track positions, rounded down.', 'sansibar'),
    ('At game end, score 1 VP for every 2 guards, coins and crowns you have combined.', 'calicut'),
    ('Game end: add up your guards, coins and crowns, then score half of that (rounded down) as VP.', 'calicut'),
    ('At game end, sum your guards, coins and crowns, divide by 2 and round down. Score that many VP.', 'calicut'),
    ('Game end: 5 VP if your council disk is on space 7-9, 7 VP on 10-12, 10 VP on 13-15.', 'garcia_de_noronha'),
    ('At game end, score by your council track position: 7-9 gives 5 VP, 10-12 gives 7 VP, 13-15 gives 10 VP.', 'garcia_de_noronha'),
    ('At the end of the game, if your clerics disk has reached space 7, 10 or 13, score 5, 7 or 10 VP respectively.', 'joao_soares'),
    ('Game end: score 5 VP for merchants track space 7 to 9, 7 VP for 10 to 12 and 10 VP for 13 to 15.', 'diogo_fernandes'),
    ('At game end: your scholars track position of 7-9 gives 5 VP, 10-12 gives 7 VP, and 13-15 gives 10 VP.', 'gomes_eanes_de_zurara'),
    ('Gain the income your clerics disk currently gives.', 'goncalo_velho'),
    ('Take the income of your current space on the clerics track.', 'goncalo_velho'),
    ('Receive the income of the space your disk occupies on the scholars track.', 'aires_barbosa'),
    ('Advance 3 spaces on the council track.', 'arouca'),
    ('Your council track disk moves up 3 spaces.', 'arouca'),
    ('Move your disk on each of the four tracks up by 1.', 'bustelo'),
    ('Advance one space on every influence track.', 'bustelo'),
    ('Move 3 spaces up the merchants track.', 'tibaes'),
    ('Phase E: as often as you want, pay 2 guards to gain 1 VP.', 'nuno_da_cunha'),
    ('Phase E: trade coins for VP at 2 coins per VP, as often as you like.', 'goncalo_vaz'),
    ('In phase E, you may trade 2 coins for 1 VP any number of times.', 'goncalo_vaz'),
    ('Score one of your game-end cards now. Also pick a track and score the VP its scoring tile gives for your current rank on it.', 'jeronimos'),
    ('Score one of your game-end cards now, then gain the scoring tile VP of your current rank on any one track.', 'jeronimos'),
    ('While you hold this tile, investments cost you 2 less. Also invest in a voyage right now.', 'favor_do_rei'),
    ('This round, every voyage you invest in costs 2 less. Invest in a voyage now.', 'favor_do_rei'),
]
DESIGNER_TWINS = [
    ('Count your council cards (including this one). For each, take 1 guard and 2 pilgrim steps.', 'francisco_de_almeida'),
    ('Count your clerics cards. For each, take 1 guard and 1 pilgrim step.', 'francisco_de_almeida'),
    ('Gain as many coins and as many guards as you have merchants cards.', 'fernao_de_loronha'),
    ('Gain as many coins and as many VP as you have clerics cards.', 'fernao_de_loronha'),
    ('Gain as many coins and as many coins as you have merchants cards.', 'fernao_de_loronha'),
    ('Game end: count your diplomas. Score 2 VP for each.', 'madeira'),
    ('Game end: count your crowns. Score 1 VP for each.', 'madeira'),
    ('Game end: score 1 VP for each.', 'madeira'),
    ('At game end, score 2 VP per disk you have on a II monastery.', 'brasil'),
    ('At game end, score by your clerics track position: 7-9 gives 5 VP, 10-12 gives 7 VP, 13-15 gives 10 VP.', 'garcia_de_noronha'),
    ('At game end, score by your council track position: 7-9 gives 5 VP, 10-12 gives 7 VP, 13-15 gives 9 VP.', 'garcia_de_noronha'),
    ('At the end of the game, if your clerics disk has reached space 7, 10 or 13, score 5, 7 or 9 VP respectively.', 'joao_soares'),
    ('At the end of the game, if your council disk has reached space 7, 10 or 13, score 5, 7 or 10 VP respectively.', 'joao_soares'),
    ('At game end: your scholars track position of 7-9 gives 5 VP, 10-12 gives 7 VP, and 13-15 gives 11 VP.', 'gomes_eanes_de_zurara'),
    ('At game end: your scholars track position of 7-9 gives 5 VP, 10-12 gives 7 VP.', 'gomes_eanes_de_zurara'),
    ('Receive the income of the space your disk occupies on the clerics track.', 'aires_barbosa'),
    ('Score one of your game-end cards now, then gain the scoring tile VP of your current rank on every track.', 'jeronimos'),
    ('Gain the scoring tile VP of your current rank on any one track.', 'jeronimos'),
]


@pytest.mark.parametrize(("text", "target"), DESIGNER)
def test_r_bon_counts_tracks_and_tiers_in_designer_english_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), DESIGNER_TWINS)
def test_r_bon_counts_tracks_and_tiers_twin_is_caught(text, target):
    is_caught(target, text)


# ---------------------------------------------------------------- amounts combined step by step
COMBINED = [
    ("At game end: take the space your disk occupies on the council track, add the space your disk occupies on the clerics track, halve the result rounding down, and score that many VP.", "sansibar"),
    ("At game end, take your council track space, add your clerics track space, halve the result and score that many VP.", "sansibar"),
    ("Game end: 1 VP per monastery still free of your disks.", "ceuta"),
    ("Game end: 5 VP for reaching space 7 on the merchants track, 7 VP for space 10, 10 VP for space 13.", "diogo_fernandes"),
    ("Every one of your track disks moves up 1 space.", "bustelo"),
    ("Score one of your game-end cards right now. In addition, choose one track and take the VP from its scoring tile for your current rank.", "jeronimos"),
]
COMBINED_TWINS = [
    ("At game end, take your council track space. Take your clerics track space. Halve the result and score that many VP.", "sansibar"),
    ("At game end, take your council track space, add your merchants track space, halve the result and score that many VP.", "sansibar"),
    ("At game end, take your council track space, add your clerics track space and score that many VP.", "sansibar"),
    ("At game end, take your coins.", "goa"),
    ("Game end: 1 VP per monastery still holding your disk.", "ceuta"),
    ("Game end: 5 VP for reaching space 7 on the merchants track, 7 VP for space 10, 10 VP for space 14.", "diogo_fernandes"),
    ("Game end: 5 VP for reaching space 7 on the clerics track, 7 VP for space 10, 10 VP for space 13.", "diogo_fernandes"),
    ("Every one of your track disks moves up 2 spaces.", "bustelo"),
    ("Score one of your game-end cards right now. In addition, choose one track and take the VP from its scoring tile for the rank above yours.", "jeronimos"),
]


@pytest.mark.parametrize(("text", "target"), COMBINED)
def test_r_bon_v_amounts_combined_step_by_step_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), COMBINED_TWINS)
def test_r_bon_v_amounts_combined_twin_is_caught(text, target):
    is_caught(target, text)


# ---------------------------------------------------------------- more designer English
DESIGNER_MORE = [
    ('Gain 2 VP for each monastery that has one of your disks, counting this one.', 'pendorada'),
    ('For every monastery bearing your disk (this one too), score 2 VP.', 'pendorada'),
    ('End of game: for each monastery you occupy, gain 1 VP.', 'barbados'),
    ('Game end: 1 VP per monastery still free of your disks.', 'ceuta'),
    ('At game end, count the monasteries without one of your disks and score 1 VP for each.', 'ceuta'),
    ('Gain 2 VP for each influence-3 and influence-4 card you have.', 'tarouca'),
    ('At game end, score 1 VP for every card you own showing an influence value of 1 or 2.', 'henrique_de_meneses'),
    ('Game end: gain 1 VP per card with an influence of either 1 or 2.', 'manuel_rodrigues'),
    ('At game end: take the space your disk occupies on the council track, add the space your disk occupies on the clerics track, halve the result rounding down, and score that many VP.', 'sansibar'),
    ('At game end, score half (rounded down) of your council track space plus your clerics track space.', 'sansibar'),
    ('Game end: (council track space + clerics track space) / 2, rounded down, in VP.', 'sansibar'),
    ('Game end: score VP equal to half of your guards plus coins plus crowns, rounded down.', 'calicut'),
    ('At game end, count your guards, coins and crowns together, halve that number (round down) and gain that many VP.', 'calicut'),
    ('At game end, check which of your disks on the tracks is furthest behind and score 2 VP per space it has reached.', 'maskat'),
    ('Game end: score twice the value of your lowest track.', 'maskat'),
    ('Game end: your lowest track position, doubled, in VP.', 'maskat'),
    ('Game end: Council track 7-9: 5 VP. 10-12: 7 VP. 13-15: 10 VP.', 'garcia_de_noronha'),
    ('Game end: 5, 7 or 10 VP if your council disk sits on space 7-9, 10-12 or 13-15.', 'garcia_de_noronha'),
    ('At game end, gain VP depending on your council track space: 5 VP for 7-9, 7 VP for 10-12, 10 VP for 13-15.', 'afonso_lopes'),
    ('At game end, if your clerics marker is on space 7 to 9, gain 5 VP; on 10 to 12, 7 VP; on 13 to 15, 10 VP.', 'joao_soares'),
    ('Game end: on the scholars track, spaces 7-9 score 5 VP, spaces 10-12 score 7 VP and spaces 13-15 score 10 VP.', 'gomes_eanes_de_zurara'),
    ('Game end: 5 VP for reaching space 7 on the merchants track, 7 VP for space 10, 10 VP for space 13.', 'diogo_fernandes'),
    ('Game end: every character card you have past your tenth scores 3 VP.', 'ilhas_dos_acores'),
    ('At game end, gain 3 VP per card in excess of 10.', 'ilhas_dos_acores'),
    ('Game end: score 3 VP for each card from your 11th on.', 'ilhas_dos_acores'),
    ('Immediately take the income for your position on the clerics track.', 'goncalo_velho'),
    ("Gain the scholars track's current income.", 'aires_barbosa'),
    ('Move your disk up 3 spaces on the clerics track.', 'pombeiro'),
    ('Raise your clerics influence by 3.', 'pombeiro'),
    ('Move each of your four disks up one space.', 'bustelo'),
    ('Every one of your track disks moves up 1 space.', 'bustelo'),
    ('At the start of phase E, raise one track of your choice by 1 and gain 1 coin.', 'abraao_zacuto'),
    ('Phase E: gain 1 guard for each gray die you have in your holders.', 'joao_de_castro'),
    ('Phase E: take 1 coin per orange die in your die holders.', 'lourenco_moreno'),
    ('Phase E: you may buy VP for 2 guards each, as many times as you like.', 'nuno_da_cunha'),
    ('Phase E: any number of times, pay 2 guards and gain 1 VP.', 'nuno_da_cunha'),
    ('Phase E: convert coins into VP at 2:1, as often as you like.', 'goncalo_vaz'),
    ('You may pay 5 coins. If you do, gain 7 VP.', 'rui_mendes'),
    ('You may spend 5 guards to move your pilgrim up to 5 steps.', 'diogo_de_sousa'),
    ('Until the end of the round, your investments cost 2 less. Immediately invest in a voyage.', 'favor_do_rei'),
    ('Score one of your game-end cards right now. In addition, choose one track and take the VP from its scoring tile for your current rank.', 'jeronimos'),
    ('At game end, take your council track space, add your clerics track space, halve the result and score that many VP.', 'sansibar'),
    ('Score 2 victory points for every character card of the council class you own.', 'leca_do_balio'),
    ('You receive 2 VP for each of your merchants cards.', 'flor_da_rosa'),
    ('2 VP for each clerics card in your collection.', 'sao_vicente_de_fora'),
    ('Count your scholars cards and gain 2 VP for each of them.', 'paco_de_sousa'),
    ('Game end: for each merchants card you own, gain 2 VP.', 'macau'),
    ('At game end, gain 2 VP per character card of the council class.', 'malaca'),
    ('Game end: count your clerics cards and score twice that many VP.', 'ceilao'),
    ('At game end, your scholars cards score 2 VP each.', 'diu'),
    ('Game end: each voyage with your disk on it, this one included, is worth 2 VP.', 'tanger'),
    ('At game end, gain 1 VP for each diploma icon on your cards and monasteries.', 'madeira'),
    ('Game end: 1 VP for every diploma you have, whatever its kind.', 'cabo_verde'),
    ('At game end, score 1 VP per monastery you have placed a disk on.', 'barbados'),
    ('Gain 2 VP for each card you have whose influence is 3 or 4.', 'tarouca'),
    ('At game end, gain 1 VP for each card with an influence value of 1 or 2.', 'estevao_de_aguiar'),
    ('Game end: every card of influence 1 or 2 you own is worth 1 VP.', 'diogo_de_gouveia'),
    ('At game end, score 5 VP for each full set of council, merchants, clerics and scholars cards.', 'francisco_de_holanda'),
    ('Game end: 5 VP for each set of four different classes.', 'simao_alvares'),
    ('Gain 5 VP for every set of 4 cards, one of each class.', 'refoios'),
    ('At game end, score VP equal to half the total of your guards, coins and crowns (rounded down).', 'calicut'),
    ('Game end: gain 1 VP for every 2 of your guards, coins and crowns combined.', 'calicut'),
    ('At game end, add your council track space to your clerics track space, halve the sum rounding down and gain that many VP.', 'sansibar'),
    ('At game end, gain VP equal to the average of your council and clerics track spaces, rounded down.', 'sansibar'),
    ('At game end, gain VP equal to double your lowest track position.', 'maskat'),
    ('Game end: look at your lowest track and score 2 VP for every space on it.', 'maskat'),
    ('Game end: score 5/7/10 VP if your clerics disk is on space 7-9/10-12/13-15.', 'joao_soares'),
    ('At game end, you score 5 VP if your council disk is on 7-9, 7 VP if it is on 10-12, and 10 VP if it is on 13-15.', 'garcia_de_noronha'),
    ('Game end: council track 7+: 5 VP, 10+: 7 VP, 13+: 10 VP.', 'afonso_lopes'),
    ('At game end, if your merchants disk is at 13 or more, gain 10 VP; at 10 or more, 7 VP; at 7 or more, 5 VP.', 'diogo_fernandes'),
    ('Gain the income of your clerics track space.', 'goncalo_velho'),
    ('Each of your four track disks moves 1 space up.', 'bustelo'),
    ('Your disk on the council track moves up three spaces.', 'arouca'),
    ('Move up 3 on the merchants track.', 'tibaes'),
    ('Scholars track: +3.', 'salzedas'),
    ('Phase E: you may trade guards for VP, 2 guards per VP, as often as you like.', 'nuno_da_cunha'),
    ('Phase E: you may exchange 2 coins for 1 VP as many times as you like.', 'goncalo_vaz'),
]
DESIGNER_MORE_TWINS = [
    ('At game end, gain 2 VP for each diploma icon on your cards and monasteries.', 'madeira'),
    ('Game end: every card of influence 3 or 4 you own is worth 1 VP.', 'diogo_de_gouveia'),
    ('Game end: every card of influence 1 or 2 you own is worth 2 VP.', 'diogo_de_gouveia'),
    ('At game end, you score 5 VP if your council disk is on 7-9, 7 VP if it is on 10-12, and 9 VP if it is on 13-15.', 'garcia_de_noronha'),
    ('At game end, you score 5 VP if your scholars disk is on 7-9, 7 VP if it is on 10-12, and 10 VP if it is on 13-15.', 'garcia_de_noronha'),
    ('At game end, you score 5 VP if your council disk is on 7-9, 7 VP if it is on 10-13, and 10 VP if it is on 13-15.', 'garcia_de_noronha'),
    ('Each of your three track disks moves 1 space up.', 'bustelo'),
    ('Each of your four track disks moves 2 spaces up.', 'bustelo'),
]


@pytest.mark.parametrize(("text", "target"), DESIGNER_MORE)
def test_r_bon_more_counts_tracks_and_tiers_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), DESIGNER_MORE_TWINS)
def test_r_bon_more_counts_tracks_and_tiers_twin_is_caught(text, target):
    is_caught(target, text)


# ---------------------------------------------------------------- what a track position earns, told first
EARNS = [
    ('At the end of the game, your council track position earns you VP: 5 for spaces 7-9, 7 for spaces 10-12 and 10 for spaces 13-15.', 'garcia_de_noronha'),
    ('Game end: score 5 VP with your council disk on 7-9, 7 VP on 10-12 or 10 VP on 13-15. Lower spaces score nothing.', 'garcia_de_noronha'),
    ('Game end: depending on where your clerics disk is, score 5 VP (spaces 7-9), 7 VP (10-12) or 10 VP (13-15).', 'joao_soares'),
    ('At game end, check your merchants track: space 7-9 earns 5 VP, 10-12 earns 7 VP, 13-15 earns 10 VP. Below 7 earns nothing.', 'diogo_fernandes'),
    ('At game end, gain VP equal to your council track space plus your clerics track space, divided by 2 and rounded down.', 'sansibar'),
    ('At the end of the game, count your guards, coins and crowns. Score half that many victory points, rounded down.', 'calicut'),
    ('At game end, identify your lowest track and score 2 VP for each space your disk has advanced on it.', 'maskat'),
    ('Gain 1 VP for each monastery where one of your disks lies.', 'miguel_da_silva'),
    ('Count your cards with an influence value of 3 or 4. Gain 2 VP for each of them.', 'tarouca'),
    ("Receive the scholars track income for your disk's current position.", 'aires_barbosa'),
    ("Collect the income that your scholars disk's current space shows.", 'aires_barbosa'),
]
EARNS_TWINS = [
    ('At the end of the game, your council track position earns you VP: 5 for spaces 7-9, 7 for spaces 10-12 and 11 for spaces 13-15.', 'garcia_de_noronha'),
    ('At the end of the game, your clerics track position earns you VP: 5 for spaces 7-9, 7 for spaces 10-12 and 10 for spaces 13-15.', 'garcia_de_noronha'),
    ('At the end of the game, your council track position earns you coins: 5 for spaces 7-9, 7 for spaces 10-12 and 10 for spaces 13-15.', 'garcia_de_noronha'),
    ('Game end: score 5 VP with your council disk on 7-9, 7 VP on 10-12 or 10 VP on 13-14. Lower spaces score nothing.', 'garcia_de_noronha'),
    ('Game end: score 5 VP with your merchants disk on 7-9, 7 VP on 10-12 or 10 VP on 13-15. Lower spaces score nothing.', 'garcia_de_noronha'),
    ('Game end: lower spaces score nothing.', 'garcia_de_noronha'),
    ('At game end, identify your lowest track and score 3 VP for each space your disk has advanced on it.', 'maskat'),
    ('Gain 2 VP for each monastery where one of your disks lies.', 'miguel_da_silva'),
    ("Receive the clerics track income for your disk's current position.", 'aires_barbosa'),
    ("Collect the income that your clerics disk's current space shows.", 'aires_barbosa'),
]


@pytest.mark.parametrize(("text", "target"), EARNS)
def test_r_bon_g_what_a_track_position_earns_reads(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), EARNS_TWINS)
def test_r_bon_g_what_a_track_position_earns_twin_is_caught(text, target):
    is_caught(target, text)


# ---------------------------------------------------------------- rates, discounts, moves said otherwise
RATES_MOVES = [
    ('Phase E: as many times as you wish, give up 2 guards to score 1 VP.', 'nuno_da_cunha'),
    ('Phase E: exchange guards for VP at a 2:1 ratio, any number of times.', 'nuno_da_cunha'),
    ('In phase E you may turn every 2 guards into 1 VP, as often as you like.', 'nuno_da_cunha'),
    ('Phase E: as often as you like, you may pay 2 coins to receive 1 VP.', 'goncalo_vaz'),
    ('Phase E: every 2 coins you hand in give you 1 VP, any number of times.', 'goncalo_vaz'),
    ('While you hold this tile, pay 2 less for every investment. Also invest in a voyage now.', 'favor_do_rei'),
    ('As long as this tile is in front of you, investing in a voyage costs you 2 less. Immediately invest in a voyage.', 'favor_do_rei'),
    ('Invest in a voyage now; while you hold this tile, each of your investments is 2 cheaper.', 'favor_do_rei'),
    ('At game end, 1 VP for each of your cards that has an influence of 1 or 2.', 'henrique_de_meneses'),
    ('Game end: gain 1 VP for every card you hold whose influence value is 1 or 2.', 'estevao_de_aguiar'),
    ('Gain 2 VP for each card in front of you showing influence 3 or 4.', 'tarouca'),
    ('Game end: gain 1 VP for every monastery on the map that you have not placed a disk on.', 'ceuta'),
    ('At the end of the game, score 1 VP for each monastery where you have no disk.', 'ceuta'),
    ('Game end: 1 VP for each monastery that holds one of your disks.', 'barbados'),
    ('At game end, score 2 VP for every monastery of back I that has your disk on it.', 'brasil'),
    ('At game end, gain 2 VP for each voyage that you have invested in (this one counts).', 'tanger'),
    ('Game end: score 1 VP per diploma you own.', 'madeira'),
    ('At the start of phase E, advance 1 space on a track of your choice and gain 1 coin.', 'jorge_de_melo'),
    ('At the start of each phase E, move one space up on any track and take a guard.', 'tristao_da_cunha'),
    ('At the beginning of phase E, increase one track of your choice by 1 and gain 1 guard.', 'antonio_de_lisboa'),
    ('Advance each of your disks one space on its track.', 'bustelo'),
    ('Move 3 spaces forward on the clerics track.', 'pombeiro'),
]
RATES_MOVES_TWINS = [
    ('In phase E you may turn every 2 guards into 2 VP, as often as you like.', 'nuno_da_cunha'),
    ('In phase E you may turn every 2 coins into 1 VP, as often as you like.', 'nuno_da_cunha'),
    ('Phase E: every 3 coins you hand in give you 1 VP, any number of times.', 'goncalo_vaz'),
    ('Phase E: every 2 guards you hand in give you 1 VP, any number of times.', 'goncalo_vaz'),
    ('Advance each of your disks two spaces on its track.', 'bustelo'),
    ('Gain 3 steps.', 'arouca'),
]


@pytest.mark.parametrize(("text", "target"), RATES_MOVES)
def test_r_bon_e_rates_discounts_and_moves_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), RATES_MOVES_TWINS)
def test_r_bon_e_rates_discounts_and_moves_twin_is_caught(text, target):
    is_caught(target, text)


# ---------------------------------------------------------------- relative clauses on what is counted
RELATIVE = [
    ('Game end: score 1 VP for each monastery that does not have one of your disks on it.', 'ceuta'),
    ('At game end, every monastery lacking your disk is worth 1 VP to you.', 'ceuta'),
    ('At game end, score 1 VP for each monastery that you have a disk on.', 'barbados'),
    ('Gain 2 VP for each monastery that has your disk, this one included.', 'pendorada'),
    ('Game end: gain 1 VP for each of your cards that shows an influence value of 1 or 2.', 'henrique_de_meneses'),
    ('Gain 2 VP for each card you own that has an influence value of 3 or 4.', 'tarouca'),
    ('Gain 2 VP for each card you own that belongs to the council class.', 'leca_do_balio'),
    ('Gain 1 VP for each crown that you currently have.', 'landim'),
    ('Game end: score 2 VP for each voyage that has your disk on it, including this one.', 'tanger'),
    ('Game end: 2 VP for each monastery with back I that you have placed a disk on.', 'brasil'),
    ('Game end: take the total of your guards, coins and crowns, halve it (rounding down) and score that many VP.', 'calicut'),
    ('At game end, score VP equal to half the combined value of your council and clerics tracks, rounded down.', 'sansibar'),
    ('At game end, score VP equal to twice the space of your lowest track.', 'maskat'),
    ('Game end: if your council disk is on space 7-9 you gain 5 VP, on 10-12 you gain 7 VP and on 13-15 you gain 10 VP.', 'garcia_de_noronha'),
    ('Game end: for every character card you own beyond the tenth, score 3 VP.', 'ilhas_dos_acores'),
]
RELATIVE_TWINS = [
    ('At game end, every monastery lacking your disk is worth 2 VP to you.', 'ceuta'),
    ('At game end, every monastery with your disk is worth 1 VP to you.', 'ceuta'),
    ('At game end, score 1 VP for each monastery that you do not have a disk on.', 'barbados'),
    ('Game end: gain 1 VP for each of your cards that shows an influence value of 1 or 3.', 'henrique_de_meneses'),
    ('Gain 2 VP for each card you own that has an influence value of 2 or 4.', 'tarouca'),
    ('Gain 2 VP for each card you own that belongs to the clerics class.', 'leca_do_balio'),
    ('Game end: score 2 VP for each voyage that has your disk on it, including this one, and 1 VP.', 'tanger'),
    ('Game end: take the total of your guards, coins and crowns, double it and score that many VP.', 'calicut'),
    ('At game end, score VP equal to three times the space of your lowest track.', 'maskat'),
    ('Game end: for every character card you own beyond the ninth, score 3 VP.', 'ilhas_dos_acores'),
]


@pytest.mark.parametrize(("text", "target"), RELATIVE)
def test_r_bon_v_relative_clauses_on_what_is_counted_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), RELATIVE_TWINS)
def test_r_bon_v_relative_clause_twin_is_caught(text, target):
    is_caught(target, text)


MIXED_AFTER_COUNT = [
    ("Count your merchants cards. For each of them, gain 1 coin. Gain that many VP.", "fernao_de_loronha"),
    ("Count your merchants cards. Gain that many coins. For each of them, gain 1 VP.", "fernao_de_loronha"),
]
MIXED_AFTER_COUNT_TWINS = [
    ("Count your crowns. Each one is worth 1 VP. Gain that many VP.", "landim"),
    ("Count your merchants cards. For each of them, gain 1 coin. Gain that many coins.", "fernao_de_loronha"),
]


@pytest.mark.parametrize(("text", "target"), MIXED_AFTER_COUNT)
def test_r_bon_i_each_and_that_many_after_one_count_read(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), MIXED_AFTER_COUNT_TWINS)
def test_r_bon_i_each_and_that_many_after_one_count_twin_is_caught(text, target):
    is_caught(target, text)
