"""What the card-text reader says when it cannot read a text (docs/DSL.md "Card text"):
where it stopped and what it read before, what could come next, "did you mean 'guards'?"
for a word a letter or two from one it knows, and, for a text in another language, that
it reads English (the validator adds the rule's canonical wording as the example).
"""
from __future__ import annotations

import re
from typing import Mapping, Optional

from lark import Token
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .card_lexicon import ENGLISH, FOREIGN_WORDS, Language
from .errors import CardTextError
from .suggest import Suggester

FRIENDLY = {"INT": "a number", "ORD": "an ordinal such as 10th", "MAPCOLOUR": "a map colour",
            "$END": "the end of the text"}
# Words shown first when many are expected (a sentence's usual first words).
FIRST_SHOWN = {f"'{w}'": i for i, w in enumerate(
    ["gain", "move", "pay", "trade", "each", "invest", "take", "score", "use", "place",
     "phase", "game", "at", "whenever", "for", "per"])}
# Why a word cannot stand where the reader stopped: the rule language has no such thing.
REMARKS = {
    "including": "'including this one' may follow what is counted (this component counts "
                 "too), never a trigger: taking this component does not set off its own "
                 "trigger",
    "excluding": "'not for this one' may follow a trigger (only later ones act), never "
                 "what is counted: a count always includes this component",
}
SHOWN_BEFORE = 40      # characters of what was read, quoted before the stop
EXAMPLE = "Gain 3 coins and move your pilgrim 2 steps."
_WORD = re.compile(r"[^\W_]+(?:['’]s)?|\S")
_LETTERS = re.compile(r"[^\W\d_]+")


def foreign_language(text: str, language: Language = ENGLISH) -> Optional[str]:
    """The language a text seems to be written in when it is not `language`: at least
    two of its words, and more of them than of the reader's own words, are that
    language's common words."""
    found = [w.lower() for w in _LETTERS.findall(text)]
    known = sum(1 for w in found if w in language.lemmas or w in language.numbers
                or w in _KNOWN)
    for name, common in FOREIGN_WORDS.items():
        hits = sum(1 for w in found if w in common)
        if hits >= 2 and hits > known:
            return name
    return None


def not_english(name: str, language: Language = ENGLISH) -> CardTextError:
    return CardTextError(f"the text seems to be {name}; the reader reads {language.name} "
                         f"card text, e.g. \"{EXAMPLE}\"", 1, language=name)


_KNOWN: set[str] = set()
_suggester: list[Suggester] = []


def known_words(literals: Mapping[str, str], language: Language = ENGLISH) -> None:
    """The words "did you mean" offers: the grammar's and the language's (once)."""
    if _suggester:
        return
    _KNOWN.update(w for w in literals if w.isalpha())
    pool = sorted({*_KNOWN, *language.lemmas, *language.numbers})
    _suggester.append(Suggester([w for w in pool if len(w) > 2]))


def unreadable(exc: UnexpectedInput, tokens: list[Token], text: str,
               friendly: Mapping[str, str]) -> CardTextError:
    """The first word the parser could not place, what it read before it, what it
    expected there, and the known word it may be a misspelling of."""
    expected = sorted(getattr(exc, "expected", None) or ())
    wanted = sorted({friendly.get(name, name.lower()) for name in expected},
                    key=lambda w: (FIRST_SHOWN.get(w, len(FIRST_SHOWN)), not w[1:2].isalpha(),
                                   w.startswith(("a ", "an ")), w))
    shown = ", ".join(wanted[:8]) + (", …" if len(wanted) > 8 else "")
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken)
                                          and exc.token.type == "$END"):
        return CardTextError(f"the text ends too early; expected {shown}",
                             len(text.rstrip()) + 1)
    token = exc.token if isinstance(exc, UnexpectedToken) else tokens[0]
    column: int = token.column or 1
    match = _WORD.match(text, column - 1)
    said = match.group() if match else str(token)
    message = f"cannot place '{said}' here; expected {shown}" if shown else \
        f"cannot place '{said}' here"
    if str(token) in REMARKS:
        message += f" ({REMARKS[str(token)]})"
    elif token.type == "WORD" and _suggester:
        message += _suggester[0].did_you_mean(said.lower())
    before = text[:column - 1].strip()
    if before:
        quoted = before if len(before) <= SHOWN_BEFORE else "…" + before[-SHOWN_BEFORE:]
        message += f"; read so far: \"{quoted}\""
    return CardTextError(message, column)
