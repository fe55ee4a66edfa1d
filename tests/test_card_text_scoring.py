"""Scoring, tiers and arithmetic in printed card text (R-CARD-1; R-BON-G, R-BON-M,
R-BON-V): captions ("+2 VP / merchants card", "2 VP x your council cards"), tier tables
after a scoring phrase ("score your position on the council track (7-9: 5 VP, …)"),
sums told in words ("added together", "half your council position plus your clerics
position", "halve …", "twice as many VP as …"), full class sets and the rank on one
track. Each construction reads to its component's rule; its twin with a changed figure,
resource, class, track or scope is an error, never the rule."""
from __future__ import annotations

import pytest
from dsl_helpers import compile_bonus

from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.meaning import difference
from coimbra_dsl.printed import default_timing

BASE = load_ruleset("base")
LEXICON = Lexicon.of(BASE)


def read(text: str, component: str):
    return read_text(text, LEXICON, default_timing=default_timing(BASE.component(component)))


def differs(text: str, component: str) -> str:
    """What the text says instead of the component's rule: the difference or the error."""
    try:
        got = read(text, component)
    except CardTextError as exc:
        return f"error: {exc.message}"
    return difference(got, BASE.component(component).bonuses) or ""


SAME = [
    # a caption's slash and times: per card
    ("+2 VP / merchants card", "macau"),
    ("Game end: 2 VP/merchants card.", "macau"),
    ("Game end: +2 VP / merchant card.", "macau"),
    ("2 VP x your merchants cards", "macau"),
    ("Game end: 2 VP × merchants cards.", "macau"),
    ("2 VP times each merchants card you own.", "macau"),
    ("Game end: merchants cards x 2 VP.", "macau"),
    ("Game end: for each of your merchants, gain 2 VP.", "macau"),
    ("Score 2 VP for every merchant you have.", "macau"),
    ("2 points per merchant.", "macau"),
    ("Gain 1 coin and 1 VP / merchants card.", "fernao_de_loronha"),
    ("Phase E: 1 guard / gray die in your holders.", "joao_de_castro"),
    ("3 VP / card beyond your 10th.", "ilhas_dos_acores"),
    ("Gain 2 VP x monasteries with your disk (this one too).", "pendorada"),
    # the counted thing first, the reward after it, "each"
    ("Game end: merchants cards are worth 2 VP each.", "macau"),
    ("Game end: your merchants cards score 2 VP each.", "macau"),
    ("Game end: cards with influence 1 or 2 are worth 1 VP each.", "henrique_de_meneses"),
    ("Diplomas: 1 VP each.", "madeira"),
    # a tier table after a scoring phrase, in brackets or after a colon
    ("Game end: score the council track (7-9: 5 VP, 10-12: 7 VP, 13+: 10 VP).", "garcia_de_noronha"),
    ("Game end: score your position on the council track (7-9: 5 VP, 10-12: 7 VP, 13-15: 10 VP).",
     "garcia_de_noronha"),
    ("Game end: score your clerics position (7-9: 5 VP; 10-12: 7 VP; 13-15: 10 VP).", "joao_soares"),
    ("Game end: score your merchants track position: 5 VP at 7-9, 7 VP at 10-12, 10 VP at 13+.",
     "diogo_fernandes"),
    ("Game end: score the scholars track: 7-9 spaces 5 VP, 10-12 spaces 7 VP, 13+ spaces 10 VP.",
     "gomes_eanes_de_zurara"),
    # the timing after the table or after its first step
    ("Score the clerics track (7-9: 5 VP, 10-12: 7 VP, 13+: 10 VP) at game end.", "joao_soares"),
    ("Score the clerics track at the end of the game: 7-9: 5 VP, 10-12: 7 VP, 13+: 10 VP.",
     "joao_soares"),
    ("Halve your coins, guards and crowns and score that many VP at game end.", "calicut"),
    # the figures alone after the first tier, or after a phrase naming what they give
    ("At game end, score VP for your council track position: 7-9: 5, 10-12: 7, 13+: 10.",
     "garcia_de_noronha"),
    ("Game end: VP for your clerics track position (7-9: 5, 10-12: 7, 13+: 10).", "joao_soares"),
    ("At game end, check which space of the council track your disk is on: on 7, 8 or 9 gain "
     "5 VP; on 10, 11 or 12 gain 7; on 13, 14 or 15 gain 10.", "garcia_de_noronha"),
    ("Game end: gain VP depending on your council track position: 5 VP at 7-9, 7 at 10-12, 10 "
     "at 13 or more.", "garcia_de_noronha"),
    ("Game end: score VP according to your merchants track position: 7-9 = 5, 10-12 = 7, "
     "13-15 = 10.", "diogo_fernandes"),
    ("Game end: check which space of the council track your marker occupies. 7-9: 5 VP. "
     "10-12: 7 VP. 13-15: 10 VP.", "garcia_de_noronha"),
    # the track as the subject, the figure first, the spaces first, "reach", "being on"
    ("Game end: your council track position scores 5 VP at 7-9, 7 VP at 10-12 and 10 VP at 13-15.",
     "garcia_de_noronha"),
    ("Game end: the clerics track scores 5 VP at 7-9, 7 VP at 10-12 and 10 VP at 13+.", "joao_soares"),
    ("Game end: council track: 5 VP (7-9), 7 VP (10-12), 10 VP (13-15).", "garcia_de_noronha"),
    ("Game end: 5 VP (council 7-9), 7 VP (council 10-12), 10 VP (council 13+).", "garcia_de_noronha"),
    ("Game end: council 7-9 / 10-12 / 13+ = 5 / 7 / 10 VP.", "garcia_de_noronha"),
    ("Game end: reach 7/10/13 on the council track for 5/7/10 VP.", "garcia_de_noronha"),
    ("Game end: score 5/7/10 VP for your position on the council track (7-9/10-12/13+).",
     "garcia_de_noronha"),
    ("Game end: 5 / 7 / 10 VP for being on 7-9 / 10-12 / 13-15 of the council track.",
     "garcia_de_noronha"),
    ("Game end: gain 5, 7 or 10 VP when your council disk is on space 7-9, 10-12 or 13-15 "
     "respectively.", "garcia_de_noronha"),
    # "you get", thresholds one by one, "for a clerics position of", "for having your disk on",
    # "with your marker at", a heading ("clerics track bonus:", "score for the clerics track:")
    ("Game end: if your clerics marker sits on 7-9 you get 5 VP, on 10-12 you get 7 VP, on "
     "13-15 you get 10 VP.", "joao_soares"),
    ("Game end: 5 VP when your clerics marker reaches 7, 7 VP when it reaches 10, 10 VP when "
     "it reaches 13.", "joao_soares"),
    ("Final scoring: clerics track position 7-9 = 5 VP; 10-12 = 7 VP; 13-15 = 10 VP.", "joao_soares"),
    ("Game end: score for the clerics track: 5 VP at 7+, 7 VP at 10+, 10 VP at 13+.", "joao_soares"),
    ("Game end: depending on where your clerics disk is: 7-9 scores 5 VP, 10-12 scores 7 VP, "
     "13-15 scores 10 VP.", "joao_soares"),
    ("Game end: gain 5 VP for a clerics position of 7-9, 7 VP for 10-12 and 10 VP for 13-15.",
     "joao_soares"),
    ("Game end: clerics track bonus: 7-9 → 5 VP, 10-12 → 7 VP, 13-15 → 10 VP.", "joao_soares"),
    ("Game end: earn 5/7/10 VP with your clerics marker at 7+/10+/13+.", "joao_soares"),
    ("Game end: 5 VP for having your clerics disk on 7-9, 7 VP on 10-12, 10 VP on 13-15.",
     "joao_soares"),
    ("Game end: 5 VP at council 7-9, 7 VP at council 10-12, 10 VP at council 13-15.",
     "garcia_de_noronha"),
    ("Game end: VP by council position: 7-9 = 5, 10-12 = 7, 13-15 = 10.", "garcia_de_noronha"),
    ("Game end: 5 VP if your council track position is 7-9, 7 VP if it is 10-12, 10 VP if it is "
     "13-15.", "garcia_de_noronha"),
    ("Game end: if your council position is 7-9, score 5 VP; if 10-12, 7 VP; if 13 or more, 10 VP.",
     "garcia_de_noronha"),
    ("Game end: on the council track, from 7: 5 VP, from 10: 7 VP, from 13: 10 VP.",
     "garcia_de_noronha"),
    ("Game end: gain 5 VP (7-9), 7 VP (10-12) or 10 VP (13-15) for your council track position.",
     "garcia_de_noronha"),
    ("Game end: 7-9: 5 VP, 10-12: 7 VP, 13+: 10 VP, according to your council track position.",
     "garcia_de_noronha"),
    ("Game end: +5/+7/+10 VP for council track space 7-9/10-12/13+.", "garcia_de_noronha"),
    ("Game end: score your council track position (0-6: nothing, 7-9: 5 VP, 10-12: 7 VP, 13+: "
     "10 VP).", "garcia_de_noronha"),
    ("At game end, check which space of the council track your disk is on: on 7, 8 or 9 gain 5 "
     "VP; on 10, 11 or 12 gain 7; on 13, 14 or 15 gain 10; on 0 to 6 you gain nothing.",
     "garcia_de_noronha"),
    # the average of two values is their half sum
    ("Score the average of your council and clerics positions (rounded down).", "sansibar"),
    ("Game end: Council 7-9: 5 VP. Council 10-12: 7 VP. Council 13-15: 10 VP.", "garcia_de_noronha"),
    ("Game end: points for your council track: 5 (7-9), 7 (10-12), 10 (13+).", "garcia_de_noronha"),
    ("Game end: if your council disk has reached 7, 10 or 13, gain 5, 7 or 10 VP.",
     "garcia_de_noronha"),
    ("Game end: 5 VP if your council marker is between 7 and 9, 7 VP if between 10 and 12, 10 "
     "VP if 13 or more.", "garcia_de_noronha"),
    ("Game end: score 5, 7 or 10 VP for a council position of 7-9, 10-12 or 13-15.",
     "garcia_de_noronha"),
    ("Game end: check your council track: 7-9 is worth 5 VP, 10-12 is worth 7 VP, 13-15 is "
     "worth 10 VP.", "garcia_de_noronha"),
    ("Game end: the council track pays 5/7/10 VP at 7/10/13.", "garcia_de_noronha"),
    ("Game end: gain 5 VP for being at 7-9 on the scholars track, 7 VP at 10-12, 10 VP at 13-15.",
     "gomes_eanes_de_zurara"),
    ("Game end: scholars track: 5 VP from space 7, 7 VP from space 10, 10 VP from space 13.",
     "gomes_eanes_de_zurara"),
    # a worked amount, then what it gives, or what it gives first
    ("Score half of the sum of your council track and clerics track positions.", "sansibar"),
    ("Add your guards, coins and crowns and score half that many VP.", "calicut"),
    ("Score 1 VP per pair of guards, coins and crowns you have.", "calicut"),
    ("Score half as many VP as you have guards, coins and crowns combined.", "calicut"),
    ("VP: half your guards, coins and crowns in total (round down).", "calicut"),
    ("Score VP equal to your combined guards, coins and crowns divided by two.", "calicut"),
    ("Your council and clerics track values added up and halved (round down), in VP.", "sansibar"),
    ("Game end: half (council + clerics) VP.", "sansibar"),
    ("Game end: (guards + coins + crowns) / 2 VP.", "calicut"),
    ("Game end: 2 × lowest track VP.", "maskat"),
    # sums in words: "added together", "combined", "half … plus …", "halve …"
    ("Take your council track value and your clerics track value, add them, and score half "
     "(round down).", "sansibar"),
    ("Half of (council + clerics), rounded down, in VP.", "sansibar"),
    ("Sum your positions on the council and clerics tracks, halve it, and score that many VP.",
     "sansibar"),
    ("Count your guards, coins and crowns together; score 1 VP for every 2.", "calicut"),
    ("Halve your total of guards, coins and crowns, rounding down, and score that in VP.", "calicut"),
    ("Your lowest track: 2 VP per space.", "maskat"),
    ("Find your lowest track and score 2 VP per space on it.", "maskat"),
    ("Score double the position of your lowest influence marker.", "maskat"),
    ("Game end: score half your council position plus your clerics position.", "sansibar"),
    ("Half your council position plus your clerics position, rounded down.", "sansibar"),
    ("Score half of your council and clerics track positions combined.", "sansibar"),
    ("Score half the combined value of your council and clerics tracks.", "sansibar"),
    ("Your council and clerics positions added together, halved.", "sansibar"),
    ("Your council and clerics positions added together and halved, in VP.", "sansibar"),
    ("Add together your council and clerics positions and score half (rounded down).", "sansibar"),
    ("Add your council and clerics track positions together and halve the result (round down).",
     "sansibar"),
    ("Add your council position and your clerics position, then halve it: that many VP.", "sansibar"),
    ("Gain VP equal to your council position plus your clerics position, divided by two.", "sansibar"),
    ("Score (council position + clerics position) / 2, rounded down.", "sansibar"),
    ("1 VP per 2 spaces on your council and clerics tracks combined.", "sansibar"),
    ("Halve your coins, guards and crowns added together.", "calicut"),
    ("Halve your coins, guards and crowns (round down) and score that many VP.", "calicut"),
    ("Halve the sum of your guards, coins and crowns; score the result.", "calicut"),
    ("Score half your guards, coins and crowns combined (round down).", "calicut"),
    ("Your coins, guards and crowns added together, halved, in VP.", "calicut"),
    ("Total up your coins, guards and crowns and score half of it.", "calicut"),
    ("Add your coins, guards and crowns together and halve the total for VP.", "calicut"),
    ("Score 1 VP for every 2 guards, coins and crowns you have.", "calicut"),
    ("Score 1 VP per 2 of your guards, coins and crowns combined.", "calicut"),
    ("Score VP equal to half of all your coins, guards and crowns.", "calicut"),
    # arithmetic told as steps, the rulebook's way
    ("Look at the values your disks have reached on the council and clerics tracks, add them up "
     "and divide the sum by 2. Score the result, rounded down, as victory points.", "sansibar"),
    ("Check the council and clerics tracks, sum the two values and divide by 2, rounding down; "
     "gain that many VP.", "sansibar"),
    ("Add up your guards, coins and crowns, divide the total by 2 and gain the result (rounded "
     "down) as victory points.", "calicut"),
    ("Take the sum of your guards, coins and crowns and halve it, rounding down. Gain that many "
     "victory points.", "calicut"),
    ("Check which of your disks on the influence tracks is furthest behind, double its value and "
     "gain that many victory points.", "maskat"),
    ("Score double the value of the space your least advanced disk is on.", "maskat"),
    ("Game end bonus: look at the space your disk occupies on the council influence track. 7 to "
     "9: 5 victory points; 10 to 12: 7 victory points; 13 to 15: 10 victory points.",
     "garcia_de_noronha"),
    ("Game end bonus: depending on where your disk stands on the council track, gain 5 victory "
     "points (spaces 7-9), 7 victory points (spaces 10-12) or 10 victory points (spaces 13-15).",
     "garcia_de_noronha"),
    ("Game end bonus: if your disk on the council track is on space 7, 8 or 9 you gain 5 "
     "victory points; on 10, 11 or 12, 7 victory points; on 13, 14 or 15, 10 victory points; "
     "below 7 nothing.", "garcia_de_noronha"),
    # multiples
    ("Twice as many VP as your lowest track position.", "maskat"),
    ("Score twice as many VP as your lowest track position.", "maskat"),
    ("Twice the space number of your lowest track, in VP.", "maskat"),
    ("2 x your lowest track position in VP.", "maskat"),
    ("Score 2 VP per space your lowest track marker has advanced.", "maskat"),
    # full class sets
    ("Game end: 5 VP for every full set of 4 cards of different classes.", "martim_afonso_de_sousa"),
    ("Game end: 5 VP per complete set (one card of each class).", "martim_afonso_de_sousa"),
    ("Game end: 5 VP for every complete set of 4 different classes.", "martim_afonso_de_sousa"),
    ("Game end: score 5 VP for each set of four cards, one from each class.", "martim_afonso_de_sousa"),
    ("Game end: 5 VP per set of 4 cards, each of a different class.", "martim_afonso_de_sousa"),
    ("Game end: 5 VP for each complete set of character cards (one of each class).",
     "martim_afonso_de_sousa"),
    ("Game end: 5 VP / set of 4 different classes.", "martim_afonso_de_sousa"),
    ("Game end: 5 VP per 4-card set with all four classes.", "martim_afonso_de_sousa"),
    ("Game end: 5 VP for each set of one card of every class.", "martim_afonso_de_sousa"),
    ("5 VP for every set of cards covering all four classes.", "refoios"),
    ("Score 5 VP per set of the four different classes you own.", "refoios"),
    ("Each full set of one card per class earns you 5 VP.", "refoios"),
    ("Score 5 VP for each full set of four cards from four different classes.", "refoios"),
    ("Game end: 5 VP for each set of 4 different character classes.", "martim_afonso_de_sousa"),
    ("Game end bonus: gain 5 victory points for each complete set of 4 character cards, one of "
     "each class.", "martim_afonso_de_sousa"),
    ("For each set of four character cards containing one card of each class, gain 5 victory "
     "points.", "refoios"),
    ("Game end: 5 VP x the number of complete class sets you have.", "martim_afonso_de_sousa"),
    ("Gain 5 VP for each set of council, merchants, clerics and scholars cards you own.", "refoios"),
    # voyages and diplomas scored now, a game-end bonus once more
    ("Immediately score up to 2 voyages you have invested in.", "batalha"),
    ("Choose up to two voyages with your disk and score them right away.", "batalha"),
    ("Score 1 or 2 of your voyages immediately.", "batalha"),
    ("Score the tasks of up to 2 voyages you have invested in.", "batalha"),
    ("Score your diplomas immediately, as you would at the end of the game.", "tomar"),
    ("Final scoring: score another of your cards' end-game bonus once more.", "estevao_da_gama"),
    # the rank on one track of your choice
    ("Score one of your game-end cards now and score your rank on any one track.", "jeronimos"),
    ("Score one of your game-end cards now. Also score your current rank on one track of your "
     "choice.", "jeronimos"),
    ("Score one of your game-end cards now, then pick an influence track and gain the VP its "
     "scoring tile gives for your current rank there.", "jeronimos"),
    ("Score one of your game-end cards now. Then choose a track and score its scoring tile for "
     "your current rank.", "jeronimos"),
    ("Score one of your game-end cards now; also score one track's scoring tile for your current "
     "rank.", "jeronimos"),
    ("Score one of your game-end cards now. Also choose a track and gain the VP its scoring tile "
     "gives for your current rank there; other players score nothing.", "jeronimos"),
    ("Score a game-end card of yours now. Also, choose a track: gain the VP its scoring tile "
     "gives for your current rank.", "jeronimos"),
    ("Score one of your game-end cards right away; then score your rank on a track of your "
     "choice (others gain nothing).", "jeronimos"),
    ("If you have a character card with a game end bonus, score it now. Also choose an influence "
     "track and gain the victory points the scoring tile above it awards for your current "
     "position there.", "jeronimos"),
]


@pytest.mark.parametrize("text,component", SAME, ids=[t for t, _ in SAME])
def test_R_CARD_1_a_scoring_construction_reads_to_its_components_rule(text, component):
    assert differs(text, component) == ""


# (text, component, the start of what is said instead: a difference or "error: …")
TWINS = [
    ("+2 VP / clerics card", "macau", "the printed text scores clerics cards"),
    ("+2 coins / merchants card", "macau", "the printed text scores 2 coins"),
    ("+3 VP / merchants card", "macau", "the printed text scores 3 VP"),
    ("2 VP x your clerics cards", "macau", "the printed text scores clerics cards"),
    ("Game end: 2 VP / merchants or clerics card.", "macau", "the printed text scores merchants or clerics"),
    ("Game end: merchants cards x 3 VP.", "macau", "the printed text scores 3 VP"),
    ("Gain 7 guards / coins.", "favor_do_reitor", "error: '/ coins' after a reward can mean a choice"),
    ("Game end: 1 VP / 2 coins.", "calicut", "error: 'VP / coins' reads as a choice or as a rate"),
    ("Gain 2 VP / 1 coin.", "andre_de_resende", "error: 'VP / coins' reads as a choice or as a rate"),
    ("Game end: score your council track position (7-9: 5 VP, 10-12: 7 VP, 13-15: 11 VP).",
     "garcia_de_noronha", "the printed text scores 5/7/11 VP"),
    ("Game end: score your clerics track position (7-9: 5 VP, 10-12: 7 VP, 13-15: 10 VP).",
     "garcia_de_noronha", "the printed text scores 5/7/10 VP for clerics track"),
    ("Game end: score your council track position (6-9: 5 VP, 10-12: 7 VP, 13-15: 10 VP).",
     "garcia_de_noronha", "the printed text scores 5/7/10 VP for council track space 6-9"),
    ("Score your council track position (7-9: 5 VP, 10-12: 7 VP, 13-15: 10 VP).",
     "garcia_de_noronha", "the printed text is immediate"),
    ("At game end, score VP for your council track position: 7-9: 5, 10-12: 8, 13+: 10.",
     "garcia_de_noronha", "the printed text scores 5/8/10 VP"),
    ("Game end: score your council track position (7-9: 5, 10-12: 7, 13-15: 10 coins).",
     "garcia_de_noronha", "the printed text scores 5/7/10 coins"),
    ("Game end: reach 7/10/14 on the council track for 5/7/10 VP.", "garcia_de_noronha",
     "the printed text scores 5/7/10 VP for council track space 7-9/10-13/14-15"),
    ("Game end: council 7-9 / 10-12 / 13+ = 5 / 8 / 10 VP.", "garcia_de_noronha",
     "the printed text scores 5/8/10 VP"),
    ("Game end: the merchants track scores 5 VP at 7-9, 7 VP at 10-12 and 10 VP at 13+.",
     "garcia_de_noronha", "the printed text scores 5/7/10 VP for merchants track"),
    ("Game end: 5 / 7 / 10 VP for being on 7-9 / 10-12 / 13-15 of the scholars track.",
     "garcia_de_noronha", "the printed text scores 5/7/10 VP for scholars track"),
    ("Game end: if your clerics marker sits on 7-9 you get 5 VP, on 10-12 you get 7 VP, on "
     "13-15 you get 10 coins.", "joao_soares", "error: the tiers gain different things"),
    ("Game end: 5 VP when your clerics marker reaches 7, 7 VP when it reaches 10, 10 VP when "
     "it reaches 14.", "joao_soares",
     "the printed text scores 5/7/10 VP for clerics track space 7-9/10-13/14-15"),
    ("Game end: 5 VP when your clerics marker reaches 7, 7 VP when it reaches 10.", "joao_soares",
     "the printed text scores 5/7 VP for clerics track space 7-9/10-15"),
    ("Game end: score for the merchants track: 5 VP at 7+, 7 VP at 10+, 10 VP at 13+.",
     "joao_soares", "the printed text scores 5/7/10 VP for merchants track"),
    ("Game end: gain 5 VP for a clerics position of 7-9, 7 VP for 10-12 and 10 VP for 14-15.",
     "joao_soares", "error: the spaces leave a gap or overlap at 14"),
    ("Game end: earn 5/7/10 VP with your clerics marker at 7+/11+/13+.", "joao_soares",
     "the printed text scores 5/7/10 VP for clerics track space 7-10/11-12/13-15"),
    ("Game end: 5 VP for having your clerics disk on 7-9, 7 VP on 10-12, 10 VP on 13-14.",
     "joao_soares", "error: the last tier stops at 14"),
    ("Look at the values your disks have reached on the council and scholars tracks, add them "
     "up and divide the sum by 2. Score the result, rounded down, as victory points.", "sansibar",
     "the printed text scores VP equal to half (rounded down) of your council track space + "
     "your scholars track space"),
    ("Check the council and clerics tracks, sum the two values and divide by 3, rounding down; "
     "gain that many VP.", "sansibar", "error: amounts are only halved (R-BON-V), not divided by 3"),
    ("Take the sum of your guards and coins and halve it, rounding down. Gain that many victory "
     "points.", "calicut", "the printed text scores VP equal to half (rounded down) of your "
     "coins + your guards,"),
    ("Check which of your disks on the influence tracks is furthest behind, double its value and "
     "gain that many coins.", "maskat", "the printed text scores 2 coins"),
    ("Game end bonus: look at the space your disk occupies on the clerics influence track. 7 to "
     "9: 5 victory points; 10 to 12: 7 victory points; 13 to 15: 10 victory points.",
     "garcia_de_noronha", "the printed text scores 5/7/10 VP for clerics track"),
    ("Game end bonus: if your disk on the council track is on space 7, 8 or 9 you gain 5 "
     "victory points; on 10, 11 or 12, 7 victory points; on 13, 14 or 15, 10 victory points; "
     "below 6 nothing.", "garcia_de_noronha", "error: 'gain nothing' covers spaces 0 to 6"),
    ("For each set of four character cards containing two cards of each class, gain 5 victory "
     "points.", "refoios", "error: a class set has 4 cards, one of each class"),
    ("Score 1 or 3 of your voyages immediately.", "batalha",
     'the printed text says "score up to 3 of your voyages now"'),
    ("Score 2 or 3 of your voyages now.", "batalha",
     "error: '2 or 3 voyages': write 'up to 3 of your voyages'"),
    ("Score the average of your coins, guards and crowns.", "calicut",
     "error: amounts are only halved (R-BON-V): the average of 3 values divides by 3"),
    ("Game end: on the council track, from 7: 5 VP, from 11: 7 VP, from 13: 10 VP.",
     "garcia_de_noronha", "the printed text scores 5/7/10 VP for council track space 7-10/11-12"),
    ("Game end: gain 5 VP (7-9), 7 VP (10-12) or 10 VP (13-15) for your clerics track position.",
     "garcia_de_noronha", "the printed text scores 5/7/10 VP for clerics track"),
    ("Game end: twice as many VP as your lowest track position, up to 10 VP.", "maskat",
     "error: 'up to 10 VP' after a reward of the same kind is a cap"),
    ("Game end: half your coins, guards and crowns as VP, up to 10 VP.", "calicut",
     "error: 'up to 10 VP' after a reward of the same kind is a cap"),
    ("2 points per cleric.", "macau", "the printed text scores clerics cards"),
    ("VP: your guards, coins and crowns in total.", "calicut",
     "the printed text scores VP equal to your coins + your crowns + your guards,"),
    ("Game end: 5 VP per 3-card set with all three classes.", "martim_afonso_de_sousa",
     "error: a class set has 4 cards, one of each class"),
    ("Game end: points for your council track: 5 (7-9), 7 (10-12), 11 (13+).", "garcia_de_noronha",
     "the printed text scores 5/7/11 VP"),
    ("Game end: if your clerics disk has reached 7, 10 or 13, gain 5, 7 or 10 VP.",
     "garcia_de_noronha", "the printed text scores 5/7/10 VP for clerics track"),
    ("Game end: 5 VP if your council marker is between 7 and 9, 7 VP if between 10 and 11, 10 "
     "VP if 13 or more.", "garcia_de_noronha", "error: the spaces leave a gap or overlap at 13"),
    ("Game end: the council track pays 5/7/10 VP at 7/10/14.", "garcia_de_noronha",
     "the printed text scores 5/7/10 VP for council track space 7-9/10-13/14-15"),
    ("Score half as many VP as you have guards and crowns combined.", "calicut",
     "the printed text scores VP equal to half (rounded down) of your crowns + your guards,"),
    ("Add your guards, coins and crowns and score that many VP.", "calicut",
     "the printed text scores VP equal to your coins + your crowns + your guards,"),
    ("Add your guards, coins and crowns and score half. Gain that many VP.", "calicut",
     "error: the same amount is gained twice"),
    ("Each full set of two cards per class earns you 5 VP.", "refoios",
     "error: a class set has one card of each class, not 2"),
    ("Game end: scholars track: 5 VP from space 7, 7 VP from space 11, 10 VP from space 13.",
     "gomes_eanes_de_zurara", "the printed text scores 5/7/10 VP for scholars track space 7-10/"),
    ("Score the clerics track (7-9: 5 VP, 10-12: 7 VP, 13+: 10 VP) in phase E.", "joao_soares",
     "the printed text acts in phase E, the rule scores at game end"),
    ("Game end: merchants cards are worth 2 VP.", "macau", "error: the text ends too early"),
    ("Game end: merchants cards are worth 3 VP each.", "macau", "the printed text scores 3 VP"),
    ("Voyages: 1 VP each.", "madeira", "the printed text scores voyages with your disk"),
    ("Game end: VP by council position: 7-9 = 5, 10-12 = 7, 13-15 = 12.", "garcia_de_noronha",
     "the printed text scores 5/7/12 VP"),
    ("Game end: if your council position is 7-9, score 5 VP; if 10-12, 7 VP; if 13 or more, 10 "
     "coins.", "garcia_de_noronha", "error: the tiers gain different things"),
    ("Game end: (council + clerics) / 3 VP, rounded down.", "sansibar",
     "error: amounts are only halved (R-BON-V), not divided by 3"),
    ("Game end: 3 × lowest track VP.", "maskat", "the printed text scores 3 VP"),
    ("Game end: lowest track VP.", "maskat", "error: say what the amount gives"),
    ("Half of (council + scholars), rounded down, in VP.", "sansibar",
     "the printed text scores VP equal to half (rounded down) of your council track space + "
     "your scholars track space"),
    ("Count your guards, coins and crowns together; score 1 VP for every 3.", "calicut",
     "error: amounts are only halved (R-BON-V): 'for every 2', not 'for every 3'"),
    ("Count your guards, coins and crowns together; score 2 VP for every 2.", "calicut",
     "the printed text scores VP equal to 2 × half"),
    ("Your lowest track: 3 VP per space.", "maskat", "the printed text scores 3 VP"),
    ("Find your lowest track and score 2 coins per space on it.", "maskat",
     "the printed text scores 2 coins"),
    ("Game end: 4 VP x the number of complete class sets you have.", "martim_afonso_de_sousa",
     "the printed text scores 4 VP"),
    ("Gain 5 VP for each set of council, merchants and clerics cards you own.", "refoios",
     "error: a class set has one card of each of the 4 classes"),
    ("Score half your council position plus your scholars position.", "sansibar",
     "the printed text scores VP equal to half (rounded down) of your council track space + "
     "your scholars track space"),
    ("Score your council position plus your clerics position.", "sansibar",
     "the printed text scores VP equal to your clerics track space + your council track space"),
    ("Score half your council position plus your clerics position, rounded up.", "sansibar",
     "error: amounts are rounded down (R-BON-V)"),
    ("Score a third of your council and clerics positions added together.", "sansibar",
     "error: amounts are only halved (R-BON-V), not divided by 3"),
    ("1 VP per 3 spaces on your council and clerics tracks combined.", "sansibar",
     "error: amounts are only halved (R-BON-V): 'for every 2 …', not 'for every 3 …'"),
    ("2 VP per 2 spaces on your council and clerics tracks combined.", "sansibar",
     "the printed text scores VP equal to 2 × half"),
    ("Halve your coins and guards (round down) and score that many VP.", "calicut",
     "the printed text scores VP equal to half (rounded down) of your coins + your guards,"),
    ("Score your coins, guards and crowns combined.", "calicut",
     "the printed text scores VP equal to your coins + your crowns + your guards,"),
    ("Halve your coins, guards and crowns (round down) and gain that many coins.", "calicut",
     "the printed text scores coins equal to"),
    ("Score 1 VP for every 3 coins, guards and crowns you have.", "calicut",
     "error: amounts are only halved (R-BON-V)"),
    ("Score three times as many VP as your lowest track position.", "maskat",
     "the printed text scores 3 VP"),
    ("Score as many VP as your lowest track position.", "maskat", "the printed text scores 1 VP"),
    ("Score twice as many VP as your highest track position.", "maskat",
     "error: the rules count your lowest track (R-BON-G), not your highest"),
    ("Game end: 5 VP for every full set of 3 cards of different classes.", "martim_afonso_de_sousa",
     "error: a class set has 4 cards of the 4 classes, not 3"),
    ("Game end: 5 VP for every full set of 4 cards of the same class.", "martim_afonso_de_sousa",
     "error: cannot place 'same' here"),
    ("Game end: 5 VP per full set (two cards of each class).", "martim_afonso_de_sousa",
     "error: a class set has one card of each class, not 2"),
    ("Game end: 5 VP for each set of three cards, one from each class.", "martim_afonso_de_sousa",
     "error: a class set has 4 cards of the 4 classes, not 3"),
    ("Game end: 6 VP for every full set of 4 cards of different classes.", "martim_afonso_de_sousa",
     "the printed text scores 6 VP"),
    ("Score one of your game-end cards now and score your rank on every track.", "jeronimos",
     "error: cannot place 'every' here"),
    ("Score one of your game-end cards now and score your rank on the council track.", "jeronimos",
     "error: cannot place 'council' here"),
    ("Score one of your game-end cards now; also score every track's scoring tile for your "
     "current rank.", "jeronimos", "error: cannot place 'every' here"),
    ("Score your rank on any one track.", "jeronimos",
     'the printed text says "for one track of your choice, gain the scoring-tile VP of your '
     'current rank", the rule says "score one of your game-end cards now and'),
    ("Score one of your game-end cards now. Other players score nothing.", "jeronimos",
     "error: 'other players score nothing' needs a rank scored before it"),
]


@pytest.mark.parametrize("text,component,said", TWINS, ids=[t for t, _, _ in TWINS])
def test_R_CARD_1_a_changed_scoring_text_is_never_read_as_the_rule(text, component, said):
    assert differs(text, component).startswith(said)


@pytest.mark.parametrize("text,line", [
    ("Gain twice as many VP as you have coins.", "immediate: gain 2 * coins vp"),
    ("Gain 3 times as many coins as you have council cards.",
     "immediate: per card of class council: gain 3 coins"),
    ("Game end: 2 VP x the number of your clerics cards.", "game_end: per card of class clerics: gain 2 vp"),
    ("Game end: your coins and guards added together, halved.", "game_end: gain half(coins + guards) vp"),
])
def test_R_CARD_1_multiples_and_sums_read_to_the_rule_line_they_say(text, line):
    assert difference(read_text(text, LEXICON), (compile_bonus(*line.split(": ", 1)),)) is None


@pytest.mark.parametrize("text", [
    "Half your coins.",
    "Halve your coins and guards.",
])
def test_R_END_an_amount_without_what_it_gives_is_vp_only_at_game_end(text):
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert exc.value.message.startswith("say what the amount gives")
    (bonus,) = read_text(f"Game end: {text}", LEXICON)
    assert bonus.effect.resource.value == "vp"


@pytest.mark.parametrize("text,word,message", [
    ("Game end: score your position on the council track (7-9: 5 VP, 10-11: 7 VP, 13+: 10 VP).",
     "13+", "the spaces leave a gap or overlap at 13"),
    ("Game end: score your position on the council track (7-9: 5 VP, 10-12: 7 VP, 13-14: 10 VP).",
     "13-14", "the last tier stops at 14"),
    ("Game end: score your position on the council track (7-9: 5 VP, 10-12: 7 VP, 13-15: 10 coins).",
     "13-15", "the tiers gain different things"),
    ("Game end: score the council track (7-9: 5 VP, 10-12: 7 VP, 13+: 10 VP, nothing below 6).",
     "6)", "'gain nothing' covers spaces 0 to 6, not 0 to 5"),
    ("Game end: 5/7/10 VP for council track space 7-9/10-11/13-15.", "13-15",
     "the ranges leave a gap or overlap after 10"),
    ("Game end: 5/7 VP for council track space 7-9/10-12/13-15.", "13-15",
     "2 values for 3 ranges"),
    ("Game end: 5 VP (council 7-9), 7 VP (council 10-12), 10 VP (clerics 13+).", "13+",
     "the tiers name two different tracks"),
    ("Game end: 5 VP if your clerics marker is on 7-9, 7 VP if on 10-12, 10 VP if on 13+ on "
     "the council track.", "on the council", "the tiers name two different tracks"),
    ("Game end: council track: 5 VP (7-9), 7 VP (10-11), 10 VP (13-15).", "13-15",
     "the spaces leave a gap or overlap at 13"),
    ("Game end: score your council track position (0-5: nothing, 7-9: 5 VP, 10-12: 7 VP, 13+: "
     "10 VP).", "0-5", "'gain nothing' covers spaces 0 to 6, not 0 to 5"),
    ("Game end: 5 VP (council 7-9), 7 VP (council 10-12), 10 VP (council 13+), 5 VP (council "
     "7-9).", "7-9)", "the spaces leave a gap or overlap at 7"),
])
def test_R_BON_G_a_tier_that_does_not_fit_is_pointed_at(text, word, message):
    """The error's column is the wrong tier's, not the text's start."""
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert exc.value.message.startswith(message)
    assert exc.value.column == text.rindex(word) + 1
