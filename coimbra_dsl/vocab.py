"""Fixed vocabularies of the game (R-COMP): classes, colours, currencies, phases, timings.

Each enum's value is the word used for it in rule files and action keys.
"""
from __future__ import annotations

from enum import Enum


class Word(str, Enum):
    """An enum whose value is its rule-file word; str() gives that word."""

    def __str__(self) -> str:
        return self.value

    @classmethod
    def words(cls) -> list[str]:
        return [m.value for m in cls]


class CardClass(Word):
    """The four character classes, one influence track each (R-COMP-5)."""
    COUNCIL = "council"
    MERCHANTS = "merchants"
    CLERICS = "clerics"
    SCHOLARS = "scholars"


class DieColour(Word):
    """Die colours (R-COMP-1); white stands for any track (R-E-1)."""
    GRAY = "gray"
    ORANGE = "orange"
    PURPLE = "purple"
    GREEN = "green"
    WHITE = "white"


class Resource(Word):
    """What a player can gain, pay or give. STEPS are pilgrim steps (R-PIL-1)."""
    COINS = "coins"
    GUARDS = "guards"
    VP = "vp"
    STEPS = "steps"


class Currency(Word):
    """What a card or voyage costs (R-CARD-2, R-INV-1)."""
    COINS = "coins"
    GUARDS = "guards"


class Back(Word):
    """Card and monastery backs (R-COMP-2, R-COMP-3)."""
    I = "I"
    II = "II"
    III = "III"


class Location(Word):
    """Die locations of phase B/C, in evaluation order (R-C-1)."""
    CASTLE = "castle"
    UPPER = "upper"
    CENTRAL = "central"
    LOWER = "lower"


class Phase(Word):
    SETUP = "setup"
    A = "A"
    B = "B"
    C = "C"
    D = "D"
    E = "E"
    F = "F"
    END = "end"


class Timing(Word):
    """When a component's bonus acts (R-CARD-1, R-BON-M, R-FAV)."""
    IMMEDIATE = "immediate"   # once, when gained
    PHASE_C = "phase_c"       # start cards: every phase C (R-C-4)
    PHASE_E = "phase_e"       # every phase E (R-BON-E)
    GAME_END = "game_end"     # at final scoring (R-END-4)
    LASTING = "lasting"       # monastery: from now on (R-BON-M)
    WHILE_HELD = "while_held"  # favor tile: until end of round (R-FAV-1)


class ComponentKind(Word):
    CHARACTER = "character"
    MONASTERY = "monastery"
    VOYAGE = "voyage"
    FAVOR = "favor"
