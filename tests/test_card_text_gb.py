"""Tracks, positions, moves and track scoring in printed card text (R-CARD-1; R-BON-M,
R-BON-G, R-BON-E): "raise your scholars track position by 3", "the income your clerics
track position currently gives", "move your disk up 1 space on all four tracks", "choose a
track and move your disk up 1 space on it", "score 2 VP for each space it has reached"
after the lowest track, "gain 5, 7 or 10 VP if your disk is on space 7-9, 10-12 or 13-15
of the merchants track, respectively", "below 7 you gain nothing", and the rank on one
track "for your present position there; nobody else gains anything". Each reads to its
component's rule; its twin with a changed figure, track, class or scope is an error or a
difference, never the rule."""
from __future__ import annotations

import pytest

from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.meaning import difference
from coimbra_dsl.printed import default_timing

BASE = load_ruleset("base")
LEXICON = Lexicon.of(BASE)


def differs(text: str, component: str) -> str:
    """What the text says instead of the component's rule: the difference or the error."""
    try:
        got = read_text(text, LEXICON, default_timing=default_timing(BASE.component(component)))
    except CardTextError as exc:
        return f"error: {exc.message}"
    return difference(got, BASE.component(component).bonuses) or ""


SAME = [
    # a track's position raised by a figure
    ("Raise your scholars track position by 3.", "salzedas"),
    ("Increase your scholars track marker by 3.", "salzedas"),
    ("Raise your scholars track disk by 3 spaces.", "salzedas"),
    ("Your scholars track position goes up by 3.", "salzedas"),
    ("Raise your position on the scholars track by 3.", "salzedas"),
    # the income a track position gives
    ("Take the income your clerics track position currently gives.", "goncalo_velho"),
    ("Gain the income your clerics track disk currently shows.", "goncalo_velho"),
    ("Take the income your clerics marker provides.", "goncalo_velho"),
    ("Take the income that your clerics track position currently gives.", "goncalo_velho"),
    ("Gain the income of your current clerics track position.", "goncalo_velho"),
    ("Receive the income shown at your clerics track position.", "goncalo_velho"),
    # the disk named, then up and the count, then the track(s)
    ("Move your disk up 1 space on all four tracks.", "bustelo"),
    ("Move your marker up 1 space on each of the four tracks.", "bustelo"),
    ("Move your disk forward 1 space on every track.", "bustelo"),
    ("Move your disk up 1 space along each track.", "bustelo"),
    ("Move your disk 1 space up on each track.", "bustelo"),
    ("Move each of your disks up 1 space.", "bustelo"),
    ("Move all four of your disks up 1 space.", "bustelo"),
    ("At the start of each phase E, choose an influence track and move your disk up 1 space on "
     "it; you also gain 1 coin.", "jorge_de_melo"),
    ("At the start of phase E, choose a track and move your marker up 1 space there, and gain "
     "1 coin.", "jorge_de_melo"),
    # the lowest track found, then each space it has reached
    ("At game end, find your lowest influence track and score 2 VP for each space it has reached.",
     "maskat"),
    ("Game end: find your weakest track and gain 2 VP for every space it occupies.", "maskat"),
    ("At the end of the game, check your lowest track and score 2 VP per space it is on.", "maskat"),
    ("At game end, score 2 VP for each space your lowest track has reached.", "maskat"),
    ("Game end: 2 VP per space your lowest influence track is on.", "maskat"),
    # tiers said with 'respectively' after the track
    ("At game end, gain 5, 7 or 10 VP if your disk is on space 7–9, 10–12 or 13–15 of the "
     "merchants track, respectively.", "diogo_fernandes"),
    ("Game end: score 5, 7 or 10 VP if your marker is at 7-9, 10-12 or 13-15 on the merchants "
     "track respectively.", "diogo_fernandes"),
    ("At game end, gain 5, 7 or 10 VP for being on space 7–9, 10–12 or 13–15 of the merchants "
     "track, respectively.", "diogo_fernandes"),
    ("At game end, score 5, 7 or 10 VP when your merchants disk sits on space 7–9, 10–12 or "
     "13–15 respectively.", "diogo_fernandes"),
    # the spaces before the first tier, said with 'you gain nothing'
    ("At game end, if your disk on the council track is on space 7, 8 or 9, gain 5 VP; on 10, "
     "11 or 12, gain 7 VP; on 13, 14 or 15, gain 10 VP. Below 7 you gain nothing.",
     "garcia_de_noronha"),
    ("At game end, if your disk on the council track is on space 7, 8 or 9, gain 5 VP; on 10, "
     "11 or 12, gain 7 VP; on 13, 14 or 15, gain 10 VP. You score nothing below 7.",
     "garcia_de_noronha"),
    ("At game end, if your disk on the council track is on space 7, 8 or 9, gain 5 VP; on 10, "
     "11 or 12, gain 7 VP; on 13, 14 or 15, gain 10 VP. Under space 7 there is nothing.",
     "garcia_de_noronha"),
    ("At game end, if your disk on the council track is on space 7, 8 or 9, gain 5 VP; on 10, "
     "11 or 12, gain 7 VP; on 13, 14 or 15, gain 10 VP. Below 7 nothing happens.",
     "garcia_de_noronha"),
    # the rank on one track of the player's choice
    ("Score one of your game-end bonuses now; then, on one track of your choice, gain the "
     "scoring-tile VP for your current rank (no one else scores).", "jeronimos"),
    ("Score one of your game-end bonuses now; then for any track of your choice gain the scoring "
     "tile VP for your present position.", "jeronimos"),
    ("Score one of your game-end bonuses now. On a track of your choice, score the VP of its "
     "scoring tile for your current rank.", "jeronimos"),
    ("Score one of your game-end bonuses now. Then choose a track and score the VP its scoring "
     "tile shows for your current position.", "jeronimos"),
    ("Score the game-end bonus of one of your cards now. Then choose a track and take the VP "
     "printed on its scoring tile for your present position there; nobody else gains anything.",
     "jeronimos"),
    ("Score the game-end bonus of one of your cards now. Then pick a track and gain the VP shown "
     "on its scoring tile for your current rank there. Nobody else scores.", "jeronimos"),
]


@pytest.mark.parametrize("text,component", SAME, ids=[t for t, _ in SAME])
def test_R_CARD_1_a_track_construction_reads_to_its_components_rule(text, component):
    assert differs(text, component) == ""


# (text, component, the start of what is said instead: a difference or "error: …")
TWINS = [
    ("Raise your scholars track position by 4.", "salzedas", "the printed text"),
    ("Raise your clerics track position by 3.", "salzedas", "the printed text"),
    ("Take the income your merchants track position currently gives.", "goncalo_velho",
     "the printed text"),
    ("Move your disk up 2 spaces on all four tracks.", "bustelo", "the printed text"),
    ("Move your disk up 1 space on all three tracks.", "bustelo",
     "error: there are 4 tracks, not 3"),
    ("Move your disk up 1 space on the council track.", "bustelo", "the printed text"),
    ("Move your disk up 1 space on a track of your choice.", "bustelo", "the printed text"),
    ("Move all three of your disks up 1 space.", "bustelo", "error: there are 4 tracks, not 3"),
    ("Move your disk 1 space up on each track, twice.", "bustelo", "error:"),
    ("Your clerics track position goes up by 3.", "salzedas", "the printed text"),
    ("Your scholars track position goes up by 2.", "salzedas", "the printed text"),
    ("Raise your position on the clerics track by 3.", "salzedas", "the printed text"),
    ("At game end, score 5, 7 or 10 VP when your clerics disk sits on space 7–9, 10–12 or "
     "13–15 respectively.", "diogo_fernandes", "the printed text"),
    ("At game end, score 5, 8 or 10 VP when your merchants disk sits on space 7–9, 10–12 or "
     "13–15 respectively.", "diogo_fernandes", "the printed text"),
    ("Take the income that your council track position currently gives.", "goncalo_velho",
     "the printed text"),
    ("At the start of phase E, choose a track and move your disk up 2 spaces on it and gain 1 coin.",
     "jorge_de_melo", "the printed text"),
    ("At the start of phase E, choose a track and move your disk up 1 space on it and gain 1 guard.",
     "jorge_de_melo", "the printed text"),
    ("At game end, find your lowest influence track and score 3 VP for each space it has reached.",
     "maskat", "the printed text"),
    ("At game end, find your highest influence track and score 2 VP for each space it has reached.",
     "maskat", "error:"),
    ("At game end, score 2 VP for each space it has reached.", "maskat", "error:"),
    ("At game end, score 2 VP for each space your highest track has reached.", "maskat", "error:"),
    ("At game end, score 3 VP for each space your lowest track has reached.", "maskat",
     "the printed text"),
    ("At game end, gain 5, 7 or 11 VP if your disk is on space 7–9, 10–12 or 13–15 of the "
     "merchants track, respectively.", "diogo_fernandes", "the printed text"),
    ("At game end, gain 5, 7 or 10 VP if your disk is on space 7–9, 10–12 or 13–15 of the "
     "clerics track, respectively.", "diogo_fernandes", "the printed text"),
    ("At game end, gain 5, 7 or 10 VP if your disk is on space 6–9, 10–12 or 13–15 of the "
     "merchants track, respectively.", "diogo_fernandes", "the printed text"),
    ("At game end, if your disk on the council track is on space 7, 8 or 9, gain 5 VP; on 10, "
     "11 or 12, gain 7 VP; on 13, 14 or 15, gain 10 VP. Below 8 you gain nothing.",
     "garcia_de_noronha", "error: 'gain nothing' covers spaces 0 to 6, not 0 to 7"),
    ("At game end, if your disk on the council track is on space 7, 8 or 9, gain 5 VP; on 10, "
     "11 or 12, gain 7 VP; on 13, 14 or 15, gain 10 VP. Below 6 nothing happens.",
     "garcia_de_noronha", "error: 'gain nothing' covers spaces 0 to 6, not 0 to 5"),
    ("Receive the income shown at your council track position.", "goncalo_velho",
     "the printed text"),
    ("Score one of your game-end bonuses now; then, on every track, gain the scoring-tile VP "
     "for your current rank.", "jeronimos", "error:"),
    ("Score one of your game-end bonuses now; then, on the council track, gain the scoring-tile "
     "VP for your current rank.", "jeronimos", "error:"),
    ("Score one of your game-end bonuses now; then, on one track of your choice, gain the "
     "scoring-tile VP for your current rank (everyone else scores too).", "jeronimos", "error:"),
    ("Score the game-end bonus of one of your cards now. Then choose two tracks and take the VP "
     "printed on their scoring tiles for your present position there.", "jeronimos", "error:"),
    ("Score one of your game-end bonuses now. On every track, score the VP of its scoring tile "
     "for your current rank.", "jeronimos", "error:"),
    ("Score the game-end bonus of one of your cards now. Then choose a track and take the VP "
     "printed on its scoring tile for your present position there; the other players gain "
     "anything.", "jeronimos", "error:"),
    ("Gain 3 VP. Nobody else scores.", "jeronimos",
     "error: 'other players score nothing' needs a rank scored before it"),
]


@pytest.mark.parametrize("text,component,said", TWINS, ids=[t for t, _, _ in TWINS])
def test_R_CARD_1_a_changed_track_text_is_never_read_as_the_rule(text, component, said):
    assert differs(text, component).startswith(said)
