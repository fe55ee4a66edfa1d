"""Track positions said otherwise (R-BON-G, R-BON-M, R-COMP-5): a track named by its colour
and its class together, the income a track "pays", the scoring-tile VP "for the rank you
hold on it now", and tiers the player "is on"; each reads to its component's own rule, and
each changed-meaning twin (colour, track, figure, span) is an error."""
from __future__ import annotations

import pytest

from card_text_checks import is_caught, reads_as

PARAPHRASES = [
    ("Advance 3 spaces on the green scholars track.", "salzedas"),
    ("Move three spaces up the green scholars influence track.", "salzedas"),
    ("On the green scholars track, advance 3 spaces.", "salzedas"),
    ("Take the income your scholars track currently pays.", "aires_barbosa"),
    ("Gain the income your green scholars track pays.", "aires_barbosa"),
    ("Gain the income of the green scholars track.", "aires_barbosa"),
    ("Immediately score one of your game-end cards. Also pick a track and take the "
     "scoring-tile VP for the rank you hold on it now.", "jeronimos"),
    ("Score one of your game-end cards now; then choose a track and gain the scoring-tile "
     "VP for your present position there.", "jeronimos"),
    ("Score one of your game-end cards now. Then choose a track and gain the VP of the "
     "scoring tile above it for your present position there.", "jeronimos"),
    ("Score one of your game-end cards. Pick a track and gain the scoring-tile VP for the "
     "position you occupy there.", "jeronimos"),
    ("At game end, score 5, 7 or 10 VP if you are on clerics track space 7-9, 10-12 or "
     "13-15 respectively.", "joao_soares"),
    ("Game end: gain 5/7/10 VP if you are on clerics track space 7-9/10-12/13-15.",
     "joao_soares"),
    ("At game end, gain 5, 7 or 10 VP when you are at space 7-9, 10-12 or 13-15 of the "
     "clerics track.", "joao_soares"),
]

TWINS = [
    ("Advance 3 spaces on the grey scholars track.", "salzedas"),
    ("Advance 3 spaces on the green clerics track.", "salzedas"),
    ("Advance 2 spaces on the green scholars track.", "salzedas"),
    ("Take the income your clerics track currently pays.", "aires_barbosa"),
    ("Gain the income your orange scholars track pays.", "aires_barbosa"),
    ("Pick a track and take the scoring-tile VP for the rank you hold on it now.",
     "jeronimos"),
    ("Score one of your game-end cards now. Then gain the VP of the scoring tile above "
     "the clerics track for your present position there.", "jeronimos"),
    ("Immediately score one of your game-end cards. Also take the scoring-tile VP of "
     "every track for the rank you hold on it now.", "jeronimos"),
    ("At game end, score 5, 7 or 11 VP if you are on clerics track space 7-9, 10-12 or "
     "13-15 respectively.", "joao_soares"),
    ("At game end, score 5, 7 or 10 VP if you are on council track space 7-9, 10-12 or "
     "13-15 respectively.", "joao_soares"),
    ("At game end, score 5, 7 or 10 VP if you are on clerics track space 6-9, 10-12 or "
     "13-15 respectively.", "joao_soares"),
    ("Score 5, 7 or 10 VP if you are on clerics track space 7-9, 10-12 or 13-15.",
     "joao_soares"),
]


@pytest.mark.parametrize(("text", "target"), PARAPHRASES)
def test_track_position_paraphrase_reads_R_BON_G(text, target):
    reads_as(target, text)


@pytest.mark.parametrize(("text", "target"), TWINS)
def test_track_position_twin_is_caught_R_BON_G(text, target):
    is_caught(target, text)
