"""The card-text reader: printed English ("Receive five guards.", "At the end of the
game, 2 victory points for each merchants card.") read into the same frozen effect
objects the compiler builds from a bonus line (docs/DSL.md "Card text", R-CARD-1).

`read_text(text, lexicon)` returns the bonuses, one per sentence with its own timing
(sentences of one timing are joined); it raises `CardTextError` at the column of the
first word it cannot place, or when two readings mean different things. Capitals and
punctuation other than the full stop do not matter. `Lexicon.of(ruleset)` carries the
words a rule set defines beyond the fixed vocabularies: track colours ("the gray track")
and map colours ("per blue monastery with your disk").
"""
from __future__ import annotations

import gc
import itertools
import re
import threading
from contextvars import ContextVar
import unicodedata
from collections import Counter, OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, is_dataclass, replace
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Iterator, Mapping, Optional

from lark import Token, Tree
from lark.exceptions import UnexpectedInput

from . import effects as fx
from . import grammar_cache
from .card_lexicon import ENGLISH, FIGURE, FILLERS, OWNERS, Exactly, Fillers, Language
from .card_messages import FRIENDLY, foreign_language, known_words, not_english, unreadable
from .lark_compat import (EarleyParser, Lexer, earley_rules, parse_tokens,
                          pruned_earley)
from .effect_compiler import PlainCounters
from .errors import CardTextError
from .meaning import _WHEN
from .limits import MAX_NUMBER, MAX_STRING
from .meaning import normalise_bonuses
from .render import effect_text, render_bonus
from .vocab import Back, CardClass, Currency, DieColour, Resource, Timing

GRAMMAR_PATH = Path(__file__).with_name("card_text.lark")
MAX_READINGS = 64     # parses combined per node before the text counts as too ambiguous
MAX_REPEATS = 6       # "pay … up to N times": N payments in a row
MAX_WORDS = 120       # a card's text is a sentence or two (base: at most 26 words)
# Pruned parsers kept, the least recently used dropped first (the base texts alone use 80
# word sets; rebuilding one costs ~20 ms). Reading pauses the garbage collector, so the
# objects they hold are not walked on every read.
PRUNED_KEPT = 256


@dataclass(frozen=True)
class Lexicon:
    """The rule set's own words: die colour -> track class, map colour -> monastery back,
    and its components' names (a caption: "Tanger: 2 VP per voyage with your disk.")."""
    track_colours: Mapping[DieColour, CardClass] = field(
        default_factory=lambda: MappingProxyType({}))
    map_colours: Mapping[str, Back] = field(default_factory=lambda: MappingProxyType({}))
    track_top: int = 15      # a track's last space (R-COMP-5): "13-15" is "13 or more"
    # each name's words without accents (and without an honorific) -> (its kind's noun, name)
    named: Mapping[tuple, tuple[str, str]] = field(
        default_factory=lambda: MappingProxyType({}))
    # a character's name -> its influence: a remark on the card's own influence is checked
    influences: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))

    @classmethod
    def of(cls, ruleset) -> "Lexicon":
        return cls(MappingProxyType({t.colour: c for c, t in ruleset.tracks.items()}),
                   MappingProxyType({k.casefold(): v
                                     for k, v in ruleset.map.space_colours.items()}),
                   max((len(t.amounts) - 1 for t in ruleset.tracks.values()), default=15),
                   _named_components(ruleset.components()),
                   influences=MappingProxyType({
                       c.name: c.influence for c in ruleset.components()
                       if c.name and isinstance(getattr(c, "influence", None), int)}))

    def key(self) -> tuple:
        """Everything a reading depends on, hashable: readings are remembered by it."""
        return (tuple(self.track_colours.items()), tuple(self.map_colours.items()),
                self.track_top, tuple(self.named.items()), tuple(self.influences.items()))


# ------------------------------------------------------------------ words

NUMBER_WORDS = ENGLISH.numbers
ORDINAL_WORDS = ENGLISH.ordinals
LEMMAS = ENGLISH.lemmas
# Card-text numbers are ASCII digits or number words: other scripts' digits are not read.
_TOKEN = re.compile(r"(?P<num>[0-9]+)(?:(?P<ord>st|nd|rd|th)|(?P<x>x))?(?![^\W\d_])|(?P<word>[^\W\d_]+)"
                    r"|(?P<poss>['’]s)(?![^\W\d_])|(?P<sym>->|=>|[→⇒+×*/÷\-–—.!?;])|(?P<paren>[()\[\]])"
                    r"|(?P<skip>\S)")
_WORD = re.compile(r"[^\W_]+(?:['’]s)?|\S")
_SYMBOLS = {"*": "×", "÷": "/", "–": "-", "—": "-", "!": ".", ";": ".",
            # a terse card's arrow, one mark: read only where the grammar places it (what is
            # paid before it, what is gained after), never dropped as a hyphen
            "->": "→", "=>": "→", "⇒": "→"}


def word_count(text: str) -> int:
    """How many words, numbers and marks the reader makes of `text` at most (what the
    work of reading it grows with)."""
    return sum(1 for m in _TOKEN.finditer(text) if not m.group("skip"))


@dataclass(frozen=True)
class PrintedWord:
    """One word of a printed text: its grammar kind, its folded form and 1-based column."""
    kind: str      # a terminal name: INT, ORD, MAPCOLOUR, a keyword's terminal, or WORD
    value: str
    column: int


def _lexed(text: str, language: Language) -> list[tuple[str, str, int]]:
    """(kind, lemma, column) per word: kind 'num', 'ord', 'word', 'sym' or 'paren'."""
    out: list[tuple[str, str, int]] = []
    for m in _TOKEN.finditer(text):
        col = m.start() + 1
        if m.group("num"):
            digits = m.group("num").lstrip("0") or "0"
            if len(digits) > len(str(MAX_NUMBER)) or int(digits) > MAX_NUMBER:
                raise CardTextError(f"number {m.group('num')[:20]} is too large "
                                    f"(at most {MAX_NUMBER})", col)
            out.append(("ord" if m.group("ord") else "num", digits, col))
            if m.group("x"):        # "2x": two times
                out.append(("sym", "×", m.start("x") + 1))
        elif m.group("word"):
            w = m.group("word").lower()
            out.append(("word", language.lemmas.get(w, w), col))
        elif m.group("poss"):
            out.append(("word", "'s", col))
        elif m.group("sym"):
            out.append(("sym", _SYMBOLS.get(m.group("sym"), m.group("sym")), col))
        elif m.group("paren"):
            out.append(("paren", "(" if m.group("paren") in "([" else ")", col))
        elif m.group("skip").isdigit():
            raise CardTextError(f"'{m.group('skip')}' is not a number the reader reads: "
                                f"write numbers with the digits 0-9 or in words", col)
    return out


def _unglossed(items: list, language: Language) -> list:
    """Brackets whose words are a gloss of the language are dropped with their words;
    other brackets go and their words stay."""
    out: list = []
    i = 0
    while i < len(items):
        if items[i][1] == "(" and items[i][0] == "paren":
            end = next((k for k in range(i + 1, len(items)) if items[k][0] == "paren"), None)
            if end is not None and items[end][1] == ")" and \
                    tuple(v for _, v, _ in items[i + 1:end]) in language.glosses:
                i = end + 1
                continue
        if items[i][0] != "paren":
            out.append(items[i])
        i += 1
    return out


_LONGEST: dict[int, tuple[Mapping, dict[str, int]]] = {}


def _longest_phrase(phrases: Mapping[tuple, Any]) -> dict[str, int]:
    """First word -> the most words of a phrase of `phrases` starting with it (kept per
    table); FIGURE stands for a phrase starting with a figure."""
    hit = _LONGEST.get(id(phrases))
    if hit is None or hit[0] is not phrases:
        found: dict[str, int] = {}
        for key in phrases:
            found[key[0]] = max(found.get(key[0], 0), len(key))
        hit = _LONGEST[id(phrases)] = (phrases, found)
    return hit[1]


def _rephrased(items: list, language: Language) -> list:
    """The language's multi-word synonyms replaced, the longest first, left to right; one
    that starts with a full stop (a sentence's start) matches at the text's start too. A
    synonym's FIGURE matches any figure, which its replacement carries through as it is."""
    longest = _longest_phrase(language.phrases)
    if items and items[0][1] != ".":     # (a phrase's full stop is kept in its synonym)
        return _rephrased([("sym", ".", items[0][2]), *items], language)[1:]
    figure = [k == "num" or v in language.numbers or v in language.figure_words
              for k, v, _ in items]
    out: list = []
    i = 0
    while i < len(items):
        most = max(longest.get(items[i][1], 0), longest.get(FIGURE, 0) if figure[i] else 0)
        for n in range(min(most, len(items) - i), 1, -1):
            key = tuple(v for _, v, _ in items[i:i + n])
            found = language.phrases.get(key)
            if found is None and any(figure[i:i + n]):
                found = language.phrases.get(tuple(FIGURE if f else v for f, (_, v, _) in
                                                   zip(figure[i:i + n], items[i:i + n])))
            if found is not None:
                col = items[i][2]
                said = iter([it for f, it in zip(figure[i:i + n], items[i:i + n]) if f])
                out.extend(next(said) if w == FIGURE else ("word", w, col) for w in found)
                i += n
                break
        else:
            out.append(items[i])
            i += 1
    return out


def words(text: str, literals: Mapping[str, str], lexicon: Lexicon,
          language: Language = ENGLISH, questions: bool = True,
          reading: Optional[str] = None) -> list[PrintedWord]:
    """The text as grammar tokens. Hyphens join words ("coin-cost" = "coin cost") and stay
    only between numbers ("7-9"); repeated, leading and trailing full stops go. A question
    mark before more words stays (a question can be a condition: "No purple die? Gain …"),
    unless `questions` is false; any other ends a sentence."""
    # a closing full stop lets a phrase see the text's end; trailing stops go below
    ended = _spoken([*_lexed(text, language), ("sym", ".", len(text) + 1)], text, language,
                    lexicon, reading)
    items = _rephrased(_owner_said(_named(_unglossed(ended, language), text, literals, lexicon,
                                          language, reading), lexicon, language, reading),
                       language)
    raw: list[PrintedWord] = []
    for kind, w, col in items:
        if kind == "num":
            raw.append(PrintedWord("INT", w, col))
        elif kind == "ord":
            raw.append(PrintedWord("ORD", w, col))
        elif kind == "sym":
            raw.append(PrintedWord(literals.get(w, "WORD"), w, col))
        elif w in language.numbers:
            raw.append(PrintedWord("INT", str(language.numbers[w]), col))
        elif w in language.ordinals and w not in literals:
            raw.append(PrintedWord("ORD", str(language.ordinals[w]), col))
        elif w in literals:
            raw.append(PrintedWord(literals[w], w, col))
        elif w in lexicon.map_colours:
            raw.append(PrintedWord("MAPCOLOUR", w, col))
        else:
            raw.append(PrintedWord("WORD", w, col))
    for i, w in enumerate(raw):
        if w.value == "?" and not (questions and i + 1 < len(raw) and raw[i + 1].value != "."):
            raw[i] = PrintedWord(literals.get(".", "WORD"), ".", w.column)
    out: list[PrintedWord] = []
    for i, w in enumerate(raw):
        if w.value == "-" and not (0 < i < len(raw) - 1 and raw[i - 1].kind == "INT"
                                   and raw[i + 1].kind == "INT"):
            continue
        if w.value == "→" and 0 < i < len(raw) - 1 and raw[i + 1].kind == "INT" and (
                raw[i - 1].kind == "INT" or raw[i - 1].value == "+" and i > 1
                and raw[i - 2].kind == "INT"):
            continue    # a tier's span to its figure ("7-9 → 5 VP", "13+ → 10"), as ':' is
        if w.value == "." and (not out or out[-1].value == "."):
            continue
        out.append(w)
    while out and out[-1].value == ".":
        out.pop()
    out = _exact_figures(out, language.exactly)
    out = _as_well_fronted(out, literals.get("also", "WORD"))
    for i in range(len(out) - 1):     # 'You also gain …' carries on as 'Also, you gain …'
        if out[i].value == "you" and out[i + 1].value in _CARRY_ON and (
                i == 0 or out[i - 1].value == "."):
            out[i], out[i + 1] = out[i + 1], out[i]
    return out


# ------------------------------------------------------------------ spoken fillers
_ENDS = frozenset(".?")


def _marked(items: list, i: int, text: str) -> bool:
    """Word `i` is followed by a colon in the text ("Q:", "Ruling:")."""
    end = items[i + 1][2] - 1 if i + 1 < len(items) else len(text)
    return ":" in text[items[i][2] - 1:end]


def _paused(items: list, i: int, text: str) -> bool:
    """Word `i` is followed by a comma, a dash or the sentence's end."""
    if i + 1 >= len(items):
        return True
    nxt = items[i + 1]
    return (nxt[0] == "sym" and nxt[1] in "-.?") or "," in text[items[i][2] - 1:nxt[2] - 1]


def _sentences(items: list) -> list[list]:
    """The items cut after each full stop or question mark (the mark kept at the end)."""
    out: list[list] = [[]]
    for it in items:
        out[-1].append(it)
        if it[0] == "sym" and it[1] in _ENDS:
            out.append([])
    return [s for s in out if s]


def _lemmas(sentence: list) -> tuple:
    return tuple(v for k, v, _ in sentence if not (k == "sym" and v in "-.?"))


def _carries(words: list, fill: Fillers, language: Language) -> bool:
    """A word that could change play: a number, an ordinal or a word of `carried`."""
    return any(k in ("num", "ord") or v in language.numbers or v in language.ordinals
               or v in fill.carried for k, v, _ in words)


def _says_play(words: list, fill: Fillers, language: Language) -> bool:
    return _carries(words, fill, language) or \
        any(k == "word" and v in language.play_words for k, v, _ in words)


def _answered(items: list, text: str, fill: Fillers, language: Language) -> list:
    """'Q: … A: …' reads as its answer when the question changes nothing the answer does
    not say: a question without a word of play; a question the answer denies ("No. You
    may …") that names no figure, class, track, timing or condition; or one the answer
    denies and narrows itself ("No, only on council cards …"). A bare "Yes."/"No." leaves
    the rule in the question: refused, as is any other question."""
    out: list = []
    i = 0
    while i < len(items):
        k, v, col = items[i]
        starts = not out or (out[-1][0] == "sym" and out[-1][1] in _ENDS)
        if not (k == "word" and v in fill.question_marks and starts and _marked(items, i, text)):
            out.append(items[i])
            i += 1
            continue
        a = next((j for j in range(i + 2, len(items)) if items[j][0] == "word"
                  and items[j][1] in fill.answer_marks and items[j - 1][0] == "sym"
                  and items[j - 1][1] in _ENDS and _marked(items, j, text)), None)
        if a is None:
            raise CardTextError("a question without its answer ('A: …'); write the rule "
                                "as a statement", col)
        end = next((j for j in range(a + 1, len(items)) if items[j][0] == "word"
                    and items[j][1] in fill.question_marks and items[j - 1][0] == "sym"
                    and items[j - 1][1] in _ENDS and _marked(items, j, text)), len(items))
        question, answer = items[i + 1:a], items[a + 1:end]
        said = None
        if answer and answer[0][0] == "word" and _paused(answer, 0, text):
            said = "yes" if answer[0][1] in fill.yes else "no" if answer[0][1] in fill.no else None
        rest = answer[1:] if said else answer
        while rest and rest[0][0] == "sym":
            rest = rest[1:]
        if not [w for w in rest if w[0] != "sym"]:
            raise CardTextError("the answer only says yes or no, and the rule is in the "
                                "question; write the rule as a statement", answer[0][2]
                                if answer else col)
        first = _sentences(rest)[0]
        if not _says_play(question, fill, language) or (
                said == "no" and (not _carries(question, fill, language)
                                  or "only" in _lemmas(first))):
            out.extend(rest)
            i = end
            continue
        raise CardTextError("a question whose answer does not say the whole rule again; "
                            "write the rule as a statement", col)
    return out


def _enumerated(sentences: list, fill: Fillers, language: Language) -> list:
    """'Two things here. (1) … (2) …', 'This monastery does two things at once. First, …
    Then …': the sentence that counts the parts goes when exactly that many follow,
    numbered "(1) … (2) …" or told "First, …" and one more sentence each; the numbers go."""
    for n, sentence in enumerate(sentences):
        words = [w for w in sentence if not (w[0] == "sym" and w[1] in "-.?")]
        count = next((i for i, w in enumerate(words) if w[0] == "num" or w[1] in language.numbers), None)
        if count is None or count + 1 >= len(words) or words[count + 1][1] not in fill.things:
            continue
        before = _lemmas(words[:count])
        after = _lemmas(words[count + 2:])
        if before not in ((), ("this", "one", "do"), ("it", "do"), ("there", "is"),
                          ("this", "card", "do"), ("this", "monastery", "do"),
                          ("this", "voyage", "do"), ("this", "tile", "do"), ("this", "one", "'s"),
                          ("this", "card", "have"), ("this", "monastery", "have"),
                          ("this", "one", "have"), ("it", "have")) or \
                after not in ((), ("here",), ("at", "once"), ("in", "one"), ("to", "it")):
            continue
        want = int(words[count][1]) if words[count][0] == "num" else language.numbers[words[count][1]]
        rest = [w for s in sentences[n + 1:] for w in s]
        marks = [i for i in range(len(rest) - 2) if rest[i] == ("paren", "(", rest[i][2])
                 and rest[i + 1][0] == "num" and rest[i + 2][1] == ")"]
        if marks and [int(rest[i + 1][1]) for i in marks] == list(range(1, want + 1)) and \
                marks[0] == 0:
            drop = {j for i in marks for j in (i, i + 1, i + 2)}
            return sentences[:n] + [[w for j, w in enumerate(rest) if j not in drop]]
        later = [s for s in sentences[n + 1:] if any(w[0] != "sym" for w in s)]
        if len(later) == want and later[0] and later[0][0][1] == "first" and \
                later[0][0][0] == "word":
            return sentences[:n] + [later[0][1:]] + later[1:]
    return sentences


def _declined(sentence: tuple, fill: Fillers) -> bool:
    """'Fine, you just skip it.' after 'Don't want to?'"""
    words = list(sentence)
    while words and words[0] in ("fine", "okay", "ok", "then", "no", "problem", "that", "'s",
                                 "is", "alright", "sure"):
        words.pop(0)
    for lead in (("you",), ("can", "may"), tuple(fill.softeners)):
        if words and words[0] in lead:
            words.pop(0)
    return tuple(words) in (("skip", "it"), ("skip",), ("skip", "this"), ("pass",),
                            ("decline",), ("skip", "the", "bonus"), ("do", "not"), ("don", "t"))


def _empty(s: list, fill: Fillers, language: Language) -> bool:
    """A sentence or clause that says nothing to play: one of `fill.sentences`, or an
    evaluative fragment ("Nice and simple, this one.") without a number or a word of play."""
    words = _lemmas(s)
    if words in fill.sentences:
        return True
    return bool(words) and all(w in fill.fragment_words for w in words) and \
        any(w in fill.evaluations for w in words) and \
        not _carries([w for w in s if w[1] != "one"], fill, language) and \
        all(j > 0 and s[j - 1][1] in ("this", "that") for j, w in enumerate(s) if w[1] == "one")


def _unopened(s: list, text: str, fill: Fillers) -> list:
    """A clause without its openers: "Okay, …", "So basically …", "And yes, …"."""
    lead = 1 if len(s) > 1 and s[0][1] in ("and", "but") else 0
    dropped = False
    for p in fill.opener_phrases:
        if len(s) > lead + len(p) and _lemmas(s[lead:lead + len(p)]) == p and \
                s[lead + len(p)][0] != "sym" and _paused(s, lead + len(p) - 1, text):
            s = s[:lead] + s[lead + len(p):]
            dropped = True
            break
    while len(s) > lead + 1 and s[lead][0] == "word" and s[lead][1] in fill.openers and \
            s[lead + 1][0] != "sym" and (_paused(s, lead, text) or (
                s[lead][1] in fill.bare_openers
                and s[lead + 1][1] not in ("long", "that", "much", "many", "far"))):
        s = s[:lead] + s[lead + 1:]
        dropped = True
    if lead and dropped and s[0][1] == "but":
        s = s[1:]
    return s


def _spoken(items: list, text: str, language: Language, lexicon: "Lexicon",
            reading: Optional[str]) -> list:
    """Spoken words around a bonus that never change play, dropped (card_lexicon.Fillers):
    openers ("Okay, …", "So basically …"), asides ("…, mind, …", "you know"), "just" before
    a verb, evaluative fragments ("Nice and simple, this one.", "Easy."), whole sentences
    that say nothing ("That's the bonus.", "Done. Next card."), a question of an answer
    that says the rule, and a count of parts before the parts. "This one" opening a
    sentence is the component. "Don't want to? Fine, you just skip it." says the bonus is
    optional. A sentence with a number or a word of play is never dropped whole."""
    fill = FILLERS.get(language.name)
    if fill is None:
        return items
    items = _answered(items, text, fill, language)
    sentences = [s[1:] if s[0][0] == "word" and s[0][1] in fill.headings and _marked(s, 0, text)
                 else s for s in _sentences(items)]
    sentences = _enumerated([s for s in sentences if s], fill, language)
    noun = next((n for n, name in lexicon.named.values() if reading is not None
                 and _unaccented(name.casefold()) == _unaccented(reading.casefold())), None)
    out: list = []
    n = 0
    while n < len(sentences):
        s = list(sentences[n])
        n += 1
        # a filler clause before a dash or colon: "That's it - take them now.", "Ooh, this
        # one's nice: three VP."
        dash = next((i for i, w in enumerate(s) if (w[0] == "sym" and w[1] == "-")
                     or (i + 1 < len(s) and _marked(s, i, text))), None)
        if dash is not None:
            cut = dash if s[dash][0] == "sym" else dash + 1
            if cut and _empty(_unopened(s[:cut], text, fill), fill, language):
                s = s[cut + 1:] if s[dash][0] == "sym" else s[cut:]
        # and one after a comma or dash at its end: "…, and that's that."
        tail = None if _empty(s, fill, language) else \
            next((k for k in range(1, len(s)) if (s[k - 1][1] == "-" or _paused(s, k - 1, text))
                  and s[k][0] != "sym" and _empty(s[k:], fill, language)), None)
        if tail is not None:
            s = s[:tail - 1] + [w for w in s[tail:] if w[0] == "sym" and w[1] in _ENDS] \
                if s[tail - 1][1] == "-" else s[:tail] + [w for w in s[tail:]
                                                          if w[0] == "sym" and w[1] in _ENDS]
        # openers, at the start or after a dash, after a carrying-on "and"/"but" ("And yes, …")
        for start in [0] + [i + 1 for i, w in enumerate(s) if w[0] == "sym" and w[1] == "-"][::-1]:
            if start == 0 or start < len(s):
                s = s[:start] + _unopened(s[start:], text, fill)
        # "First you take four guards. Then …": "first" orders the sentences, as they are
        if len(s) > 1 and s[0][1] == "first" and (_paused(s, 0, text) or s[1][1] == "you") and \
                n < len(sentences) and sentences[n] and sentences[n][0][1] in ("then", "next"):
            s = s[1:]
        # particles anywhere; asides between pauses; "just" before a verb
        kept: list = []
        i = 0
        while i < len(s):
            hit = next((len(p) for p in fill.particles if _lemmas(s[i:i + len(p)]) == p), 0) or \
                next((len(p) for p in fill.asides if _lemmas(s[i:i + len(p)]) == p and kept
                      and (_paused(kept + s[i:], len(kept) - 1, text) or kept[-1][1] == "-")
                      and _paused(s, i + len(p) - 1, text)), 0)
            if not hit and _lemmas(s[i:i + 2]) == ("for", "you") and kept and \
                    kept[-1][1] in fill.rewards and (i + 2 >= len(s) or s[i + 2][0] == "sym"
                                                     or s[i + 2][1] in fill.at_once) and \
                    not any(w[1] in fill.others for w in s):
                hit = 2
            if not hit and s[i][1] in fill.softeners and i + 1 < len(s) and \
                    s[i + 1][1] in fill.softened_verbs:
                hit = 1
            if hit:
                i += hit
                continue
            kept.append(s[i])
            i += 1
        s = kept
        words = _lemmas(s)
        if not words or _empty(s, fill, language):
            continue
        if words in fill.option_said and n < len(sentences) and any(
                _lemmas(sentences[n])[:len(o)] == o for o in fill.option_openers):
            continue
        if words in fill.declined and n < len(sentences) and \
                _declined(_lemmas(sentences[n]), fill):
            col = s[0][2]
            out.extend([("word", w, col) for w in ("you", "do", "not", "have", "to")]
                       + [("sym", ".", col)])
            n += 1
            continue
        if noun is not None and len(s) > 2 and s[0][1] == "this" and s[1][1] == "one" and \
                not any(key[:3] == ("this", "one", s[2][1]) for key in language.phrases):
            s = [s[0], ("word", noun, s[1][2]), *(
                [("word", "is", s[2][2])] + s[3:] if len(s) > 2 and s[2][1] == "'s" else s[2:])]
        out.extend(s)
    if not any(k != "sym" for k, _, _ in out) and any(k != "sym" for k, _, _ in items):
        raise CardTextError("the text has only captions and remarks, no bonus; write the "
                            "bonus, e.g. 'Gain 3 coins.'", 1)
    return out


def _name_words(name: str) -> tuple[str, ...]:
    """A component's name as the lexer folds it; none for a name no text can spell (a
    number the reader does not read): such a name is never a caption."""
    try:
        return tuple(v for _, v, _ in _lexed(name, ENGLISH))
    except CardTextError:
        return ()


# the words "this …" a component's name stands for, by its kind
_KIND_NOUNS = {"character": "card", "monastery": "monastery", "voyage": "voyage",
               "favor": "tile"}


def _unaccented(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word)
                   if not unicodedata.combining(c))


def _named_components(components, language: Language = ENGLISH) -> Mapping:
    """Each component's name as the text may spell it: without accents, with or without
    an honorific ("Dom Jorge da Costa", "Jorge da Costa") -> (its kind's noun, its name)."""
    out: dict = {}
    for c in components:
        key = tuple(_unaccented(w) for w in _name_words(c.name or ""))
        noun = _KIND_NOUNS.get(str(c.kind))
        if not key or noun is None:
            continue
        out[key] = (noun, c.name)
        if len(key) > 1 and key[0] in language.honorifics:
            out.setdefault(key[1:], (noun, c.name))
    return MappingProxyType(out)


def _name_at(items: list, i: int, lexicon: Lexicon, language: Language,
             short: Mapping = MappingProxyType({})) -> tuple[int, Any]:
    """The length and entry of the longest component name (with an optional honorific)
    starting at item `i`, or (0, None); failing that, a short name of the component read
    (`short`, `_short_names`)."""
    longest = max(map(len, lexicon.named), default=0)
    start = i + 1 if i < len(items) and items[i][1] in language.honorifics else i
    for n in range(min(longest, len(items) - start), 0, -1):
        if all(k == "word" for k, _, _ in items[start:start + n]):
            hit = lexicon.named.get(tuple(_unaccented(v) for _, v, _ in items[start:start + n]))
            if hit is not None:
                return start + n - i, hit
    if start < len(items) and items[start][0] == "word":
        hit = short.get(_unaccented(items[start][1]))
        if hit is not None:
            return start + 1 - i, hit
    return 0, None


# the joining words of a name that are never a short name by themselves ("de", "da")
_NAME_JOINS = frozenset("da das de do dos e".split())


def _short_names(lexicon: Lexicon, reading: Optional[str], literals: Mapping[str, str],
                 language: Language) -> Mapping:
    """The short names of the character read, as a letter to players calls it: its given
    name ("Nuno", "Frei Henrique", "Dom Jorge") or its last name ("Camões"), one word
    that is no word of the reader's and no other component's whole name. Only the
    component whose text it is (`reading`) is called so: a short name stands for no other."""
    if reading is None:
        return MappingProxyType({})
    key = tuple(_unaccented(w) for w in _name_words(reading))
    hit = lexicon.named.get(key)
    if hit is None or hit[0] != "card" or len(key) < 2:
        return MappingProxyType({})
    if key[0] in language.honorifics:
        key = key[1:]
    out = {}
    for w in {key[0], key[-1]}:
        if w not in _NAME_JOINS and w not in literals and (w,) not in lexicon.named and \
                w not in language.numbers and w not in language.honorifics:
            out[w] = hit
    return MappingProxyType(out)


def _named(items: list, text: str, literals: Mapping[str, str], lexicon: Lexicon,
           language: Language, reading: Optional[str]) -> list:
    """A component's name in its text reads as "this card" ("this monastery", "this voyage",
    "this tile"), an optional "the" before it gone. At a sentence's start, its name and a
    lead-in up to a colon that says nothing playable ("X is a discount card: …") go; a
    lead-in with a word that matters to play stays, to be read or refused. A name made only
    of the reader's own words stays words. Told the component it reads (`reading`), a text
    that names another is refused."""
    if not lexicon.named:
        return items
    out: list = []
    i = 0
    short = _short_names(lexicon, reading, literals, language)
    while i < len(items):
        n, hit = _name_at(items, i, lexicon, language, short)
        if not hit or all(v in literals for _, v, _ in items[i:i + n]):
            out.append(items[i])
            i += 1
            continue
        noun, name = hit
        col = items[i][2]
        if reading is not None and _unaccented(name.casefold()) != \
                _unaccented(reading.casefold()):
            raise CardTextError(f"the text names {name!r}, but it is the text of "
                                f"{reading!r}", col)
        if out and out[-1][1] == "the":
            out.pop()
        starts = not out or out[-1][1] == "."
        colon = next((j for j in range(i + n, len(items))
                      if items[j][0] == "sym" or ":" in text[items[j - 1][2] - 1:items[j][2] - 1]),
                     None)
        if starts and colon is not None and items[colon][0] != "sym" and \
                not any(_plays(w, language, lexicon) for w in items[i + n:colon]):
            i = colon
            continue
        lead_end = _lead_in_colon(items, i + n, text) if starts else None
        if lead_end is not None and \
                _lead_in_agrees(items[i + n:lead_end], _sentence_at(items, lead_end),
                                language, lexicon):
            i = lead_end
            continue
        # a sentence that only says what kind of thing it is: "X is a copier."
        if starts and colon is not None and items[colon][1] == "." and \
                colon + 1 < len(items) and \
                [v for _, v, _ in items[i + n:i + n + 2]] in (["is", "a"], ["is", "an"]) and \
                not any(_plays(w, language, lexicon) for w in items[i + n:colon]):
            i = colon + 1
            continue
        if starts and i + n < len(items) and items[i + n][1] == "-":
            i += n          # a caption "Name - …"
            continue
        out.extend((("word", "this", col), ("word", noun, col)))
        i += n
        if i < len(items) and items[i][1] in language.name_verbs and \
                not text[items[i - 1][2] - 1:items[i][2] - 1].rstrip().endswith(","):
            out.append(("word", language.name_verbs[items[i][1]], items[i][2]))
            i += 1
    return out


def _owner_said(items: list, lexicon: Lexicon, language: Language,
                reading: Optional[str]) -> list:
    """The one a component belongs to, said as a person (card_lexicon.Owner), is "you":
    "This card gives its owner 4 guards" reads "This card gives you 4 guards". In a
    sentence that says so and names no other player, "they/them/their" are that player
    ("… moves 1 up a track they choose"). A character said as a man ("he", "him") is the
    card, when the text read is a character's and names no other player."""
    owner = OWNERS.get(language.name)
    if owner is None:
        return items
    noun = next((n for n, name in lexicon.named.values() if reading is not None
                 and _unaccented(name.casefold()) == _unaccented(reading.casefold())), None)
    # "he" is the card only in a text that names no other player: after "the opponent
    # picks which", "his score" is the opponent's
    if noun == "card" and not any(k == "word" and v in owner.others for k, v, _ in items):
        items = [(k, owner.persons.get(v, v), c) if k == "word" else (k, v, c)
                 for k, v, c in items]
    longest = _longest_phrase(owner.phrases)
    out: list = []
    for sentence in _sentences(items):
        if noun == "card":
            # after a caption "This card is a start card: …" too
            at = next((len(c) for c in owner.captions if _lemmas(sentence[:len(c)]) == c), 0)
            lead = next((n for n in range(2, 9) if _lemmas(sentence[at:at + n]) in owner.held), 0)
            if lead and any(v in owner.timed for _, v, _ in sentence[at + lead:]):
                sentence = sentence[:at] + sentence[at + lead:]
        said: list = []
        found = False
        i = 0
        while i < len(sentence):
            for n in range(min(longest.get(sentence[i][1], 0), len(sentence) - i), 1, -1):
                if tuple(v for _, v, _ in sentence[i:i + n]) in owner.phrases:
                    said.append(("word", "you", sentence[i][2]))
                    found = True
                    i += n
                    break
            else:
                said.append(sentence[i])
                i += 1
        if found and not any(k == "word" and v in owner.others for k, v, _ in said):
            said = [(k, owner.pronouns.get(v, v), c) if k == "word" else (k, v, c)
                    for k, v, c in said]
        out.extend(said)
    return out


def names_only(text: str, lexicon: Lexicon, name: str, language: Language = ENGLISH) -> None:
    """Raises `CardTextError` when the text of component `name` names another component
    (what `read_text(…, name=name)` refuses, without reading the text)."""
    _named(_lexed(text, language), text, _get_parser().literals, lexicon, language, name)


_LEAD_CLASSES = frozenset(c.value for c in CardClass)


def _lead_in_colon(items: list, start: int, text: str) -> Optional[int]:
    """Where the bonus after a lead-in "…: " starts, within the sentence: a hyphen joins
    words of the lead-in ("low-influence"); any other mark ends the search."""
    for j in range(start + 1, len(items)):
        if ":" in text[items[j - 1][2] - 1:items[j][2] - 1]:
            return j if items[j][0] != "sym" else None
        if items[j][0] == "sym" and items[j][1] != "-":
            return None
    return None


def _sentence_at(items: list, start: int) -> list:
    """The items from `start` up to the sentence's full stop."""
    end = next((j for j in range(start, len(items)) if items[j][1] == "."), len(items))
    return items[start:end]


def _lead_in_agrees(lead: list, bonus: list, language: Language, lexicon: Lexicon) -> bool:
    """A name's lead-in before a colon ("X scores late: at the end …") may go when each of
    its words of play agrees with the bonus after it: its timing is the bonus's, a resource,
    class or track it names is in the bonus. One that contradicts the bonus is refused; one
    that names what the bonus does not say (it may carry meaning) stays, to be read or
    refused."""
    said = {w for _, w, _ in bonus}
    ends = bool(said & language.lead_late)
    for k, (kind, w, c) in enumerate(lead):
        if not _plays(lead[k], language, lexicon) or (kind == "sym" and w == "-"):
            continue
        if k == 0 and w == "turn":
            continue        # the name's verb: "X turns spare money into points"
        if w == "one" and k and lead[k - 1][1] == "is":
            continue        # "X is one for …": a pronoun
        if w == "for" and not any(_plays(x, language, lexicon) for x in lead[k + 1:]):
            continue        # "one for set collectors": for whom, not for what
        if w in _LEAD_CLASSES and w not in said and said & _LEAD_CLASSES:
            raise CardTextError(f"the lead-in names {w!r}, but the bonus after it names "
                                f"{sorted(said & _LEAD_CLASSES)[0]!r}", c)
        if w in language.lead_late or (w == "game" and k + 1 < len(lead)
                                       and lead[k + 1][1] == "end"):
            if not ends:
                raise CardTextError(f"the lead-in says {w!r}, but the bonus after it is not "
                                    f"at game end", c)
        elif w in language.lead_early:
            if ends:
                raise CardTextError(f"the lead-in says {w!r}, but the bonus after it is at "
                                    f"game end", c)
        elif w in language.lead_kinds:
            if not said & language.lead_kinds[w]:
                return False
        elif w not in said:
            return False
    return True


def _plays(item: tuple, language: Language, lexicon: Lexicon) -> bool:
    """A word of a lead-in that matters to play: a number, or a word of play."""
    kind, w, _ = item
    return kind != "word" or w in language.numbers or w in language.ordinals or \
        w in language.play_words or w in lexicon.map_colours


def _exact_figures(out: list, exactly: Exactly) -> list:
    """'exactly' dropped where it says what the figure says (`Exactly`); before pilgrim
    steps refused (R-LIM-5)."""
    keep: list = []
    for i, w in enumerate(out):
        if w.value in exactly.words and i + 1 < len(out) and _exact_figure(out, i, exactly):
            continue
        keep.append(w)
    return keep


def _exact_figure(out: list, i: int, exactly: Exactly) -> bool:
    """Whether out[i] ('exactly') stands before the figure of an amount."""
    nxt = out[i + 1]
    if nxt.value in exactly.multiples:
        return True
    if nxt.kind != "INT" and nxt.value not in exactly.figures:
        return False
    after = [w.value for w in out[i + 2:i + 4]] or ["."]
    if exactly.steps & set(after):
        raise CardTextError(f"a player may always take fewer pilgrim steps than a bonus gives "
                            f"(R-LIM-5): write '{nxt.value} pilgrim steps' or 'up to "
                            f"{nxt.value} pilgrim steps', not '{out[i].value}'", out[i].column)
    before = {w.value for w in out[max(0, i - 4):i]}
    if (i and out[i - 1].value in exactly.verbs) or after[0] in exactly.nouns:
        return True
    if after[0] == "space":             # a move's distance: "move exactly 1 space up"
        return bool(before & exactly.moves)
    # an influence value: "whose influence value is exactly 1 or 2"
    return "influence" in before and after[0] in ("or", "and", ".", ",", ")")


_CARRY_ON = ("also", "then")
_AS_WELL = (("as", "well"), ("in", "addition"), ("too",))


def _as_well_fronted(out: list, also_kind: str) -> list:
    """'Gain 1 coin as well.' carries on as 'Also gain 1 coin.': a sentence-final 'as well',
    'in addition' or 'too' goes, and a later sentence without a carrying-on word gets 'also'. A remark
    about a thing ('This card counts too.') keeps its words."""
    done: list = []
    start = 0
    for i in range(len(out) + 1):
        if i < len(out) and out[i].value != ".":
            continue
        sentence = out[start:i]
        for tail in _AS_WELL:
            n = len(tail)
            if len(sentence) > n and tuple(w.value for w in sentence[-n:]) == tail and \
                    sentence[0].value not in ("this", "it", "that"):
                sentence = sentence[:-n]
                if done and sentence[0].value not in ("also", "then", "and", "plus"):
                    sentence = [PrintedWord(also_kind, "also", sentence[0].column), *sentence]
                break
        done.extend(sentence)
        if i < len(out):
            done.append(out[i])
        start = i + 1
    return done


class _WordLexer(Lexer):
    """Lark's side of the reader's own lexer: the tokens are made before parsing."""

    def __init__(self, conf: Any):
        pass

    def lex(self, data: list[Token]) -> Iterator[Token]:  # type: ignore[override]
        yield from data


class _Parser:
    """The Earley parser, built once per process, with the keyword -> terminal table.

    Speed: Earley predicts every rule that could start at a word, and English has many.
    A rule needing a word the text lacks can never be read whole, so a text is parsed
    with the rules its words allow (a few hundred of some 33,000), found from its words
    by an index, not by a pass over the grammar. Only a text they cannot read is parsed
    again, with the other rules cut short before the first symbol the text cannot give:
    where that parse stops, it expects exactly what the whole grammar would."""

    def __init__(self) -> None:
        self.tables = grammar_cache.build_earley(GRAMMAR_PATH.read_text(encoding="utf-8"),
                                                 _WordLexer)
        self.literals: dict[str, str] = {}
        self.friendly: dict[str, str] = dict(FRIENDLY)
        for term in self.tables.terminals:
            if term.pattern.type == "str":
                self.literals[term.pattern.value] = term.name
                self.friendly[term.name] = f"'{term.pattern.value}'"
        rules, self._grammar = earley_rules(self.tables.parser)
        self._pruned: OrderedDict[frozenset, _WordsParsers] = OrderedDict()
        self._rules = rules
        self._words = [frozenset(s.name for s in r.expansion if s.is_term) for r in rules]
        self._symbols = [tuple((s.is_term, s.name if s.is_term else s) for s in r.expansion)
                         for r in rules]
        self._needs = [frozenset(s for s in r.expansion if not s.is_term) for r in rules]
        # a text's rules are found from its own words: each rule filed under its rarest
        # word (or among the wordless), and by its first symbol
        uses = Counter(t for terms in self._words for t in terms)
        self._wordless = [n for n, terms in enumerate(self._words) if not terms]
        self._by_word: dict[str, list[int]] = {}
        self._by_first: dict[Any, list[int]] = {}
        for n, terms in enumerate(self._words):
            if terms:
                self._by_word.setdefault(min(terms, key=lambda t: (uses[t], t)), []).append(n)
            if self._symbols[n]:
                self._by_first.setdefault(self._symbols[n][0][1], []).append(n)
        self.parses = 0      # Earley runs so far: tests bound the work per text by it

    def parse(self, tokens: list[Token]) -> Tree:
        """The parse tree (with `_ambig` nodes); raises Lark's `UnexpectedInput` with what
        the whole grammar expects where the text stops (see the class docstring)."""
        words = self._for_words(frozenset(t.type for t in tokens))
        self.parses += 1
        try:
            return parse_tokens(self.tables.lexer, words.whole, tokens)
        except UnexpectedInput:
            self.parses += 1
            return parse_tokens(self.tables.lexer, words.expecting(), tokens)

    def _for_words(self, kinds: frozenset) -> "_WordsParsers":
        """The parsers for a text made of words of `kinds` (cached per word set)."""
        if kinds in self._pruned:
            self._pruned.move_to_end(kinds)
            return self._pruned[kinds]
        rules, words = self._rules, self._words
        alive = {n for w in kinds for n in self._by_word.get(w, ()) if words[n] <= kinds}
        alive.update(self._wordless)
        while True:      # drop rules that need a symbol no remaining rule can make
            made = {rules[n].origin for n in alive}
            dead = {n for n in alive if not self._needs[n] <= made}
            if not dead:
                break
            alive -= dead
        found = _WordsParsers(self, kinds, sorted(alive), made)
        if len(self._pruned) >= PRUNED_KEPT:
            self._pruned.popitem(last=False)
        self._pruned[kinds] = found
        return found

    def cut_rules(self, kinds: frozenset, alive: list[int], made: set) -> list[tuple[Any, int]]:
        """Each rule left out that starts with what the text can give, with the index of its
        first symbol that the text can never give."""
        cut: list[tuple[Any, int]] = []
        for n in sorted({n for key in (*kinds, *made) for n in self._by_first.get(key, ())}
                        - set(alive)):
            end = _first_dead(self._symbols[n], kinds, made)
            if end > 0:      # one dead at its first symbol is only what it expects
                cut.append((self._rules[n], end))
        return cut


class _WordsParsers:
    """A text's parsers: `whole`, the rules its words allow, reads it (a rule left out can
    never be read whole); only when it stops is the parser with every other rule cut short
    built (`expecting`), to say what the whole grammar expects there."""

    def __init__(self, parser: _Parser, kinds: frozenset, alive: list[int], made: set):
        self._parser, self._kinds, self._alive, self._made = parser, kinds, alive, made
        self._whole = [parser._rules[n] for n in alive]
        self.whole = pruned_earley(parser._grammar, self._whole, [], _same_kind)
        self._expecting: Optional[EarleyParser] = None

    def expecting(self) -> EarleyParser:
        """The parser with the other rules cut short (built on first use)."""
        if self._expecting is None:
            cut = self._parser.cut_rules(self._kinds, self._alive, self._made)
            self._expecting = pruned_earley(self._parser._grammar, self._whole, cut, _same_kind)
        return self._expecting


def _first_dead(symbols: tuple, kinds: frozenset, made: set) -> int:
    """The index of a rule's first symbol that a text of `kinds` can never give: a word
    not in it, or a symbol no rule left can make."""
    for i, (is_term, key) in enumerate(symbols):
        if (key not in kinds) if is_term else (key not in made):
            return i
    return len(symbols)


def _same_kind(term: Any, token: Token) -> bool:
    return term.name == token.type


_lock = threading.Lock()
_parser: Optional[_Parser] = None


def _get_parser() -> _Parser:
    """The reader's parser, built on first use. Its tables (some 50,000 objects) live as
    long as the process, so they are frozen out of the garbage collector's full passes,
    each of which would otherwise walk them (a pause of ~50 ms charged to whichever text
    was being read)."""
    global _parser
    with _lock:
        if _parser is None:
            _parser = _Parser()
            gc.freeze()
        return _parser


# ------------------------------------------------------------------ reading

# the influence of the card whose text is read: None when the reader is not told whose
# text it reads, _NO_INFLUENCE for a component without one (not a character)
_NO_INFLUENCE = -1
_OWN_INFLUENCE: ContextVar[Optional[int]] = ContextVar("_OWN_INFLUENCE", default=None)


def read_text(text: str, lexicon: Lexicon = Lexicon(), *,
              default_timing: Timing = Timing.IMMEDIATE,
              name: Optional[str] = None) -> tuple[fx.Bonus, ...]:
    """The bonuses a printed text means. Raises `CardTextError` (column inside `text`).
    `default_timing`: when a sentence without a timing word acts (a voyage's task: at
    game end, R-END-1); a standing ability still says its own. `name`: the component
    whose text it is; a text naming another component is refused."""
    if len(text) > MAX_STRING:
        raise CardTextError(f"the text is too long ({len(text)} characters, at most "
                            f"{MAX_STRING})", 1)
    parser = _get_parser()
    own = _OWN_INFLUENCE.set(lexicon.influences.get(name, _NO_INFLUENCE) if name else None)
    try:
        return _read_text(text, lexicon, parser, default_timing, name)
    finally:
        _OWN_INFLUENCE.reset(own)


def _read_text(text: str, lexicon: Lexicon, parser: Any, default_timing: Timing,
               name: Optional[str]) -> tuple[fx.Bonus, ...]:
    with _collector_paused():
        tokens = [Token(w.kind, w.value, start_pos=w.column - 1, line=1, column=w.column)
                  for w in words(text, parser.literals, lexicon, reading=name)]
        if any(t.value == "?" for t in tokens):
            # a question that parses is a condition, read (or refused) as one; any other
            # question mark ends a sentence
            try:
                tree = parser.parse(tokens)
            except UnexpectedInput:
                return read_text(text.replace("?", "."), lexicon, default_timing=default_timing,
                                 name=name)
            return _one_meaning(_readings(tree, tokens, text, lexicon, default_timing))
        if not tokens:
            raise CardTextError("the text is empty; write the bonus, e.g. 'Gain 3 coins.'", 1)
        if len(tokens) > MAX_WORDS:
            raise CardTextError(f"the text is too long ({len(tokens)} words, at most "
                                f"{MAX_WORDS}); a card's text is a sentence or two",
                                tokens[MAX_WORDS].column)
        readings = _read_tokens(parser, tokens, text, lexicon, default_timing)
    bonuses = _one_meaning(readings)
    if not bonuses:
        raise CardTextError("the text has only captions and remarks, no bonus; write the "
                            "bonus, e.g. 'Gain 3 coins.'", 1)
    return bonuses


def _read_tokens(parser: Any, tokens: list, text: str, lexicon: Lexicon,
                 default_timing: Timing) -> list:
    """The readings of a text's tokens, at least one, or the error that says why none."""
    try:
        tree = parser.parse(tokens)
    except UnexpectedInput as exc:
        name = foreign_language(text)
        if name is not None:
            raise not_english(name) from None
        known_words(parser.literals)
        raise unreadable(exc, tokens, text, parser.friendly) from None
    return _readings(tree, tokens, text, lexicon, default_timing)


def _readings(tree: Any, tokens: list, text: str, lexicon: Lexicon,
              default_timing: Timing) -> list:
    """The readings of a parse, at least one, or the error that says why none."""
    reader = _Reader(lexicon, default_timing, _after_comma_and(text, tokens))
    reader.after_comma = _after_comma(text, tokens)
    readings = reader.readings(tree)
    if not readings:
        raise reader.failure or CardTextError("the text cannot be read", 1)
    return readings


def _after_comma(text: str, tokens: list) -> frozenset:
    """Columns of the words that follow a comma: 'A, B or C' lists its options so."""
    return frozenset(word.column for word in tokens[1:]
                     if text[:word.column - 1].rstrip().endswith(","))


class _CommaList(tuple):
    """Rewards, or an opponent's option, with a part after a comma alone ('2 coins, 2
    guards'): before 'or' each run between commas is an option, as English lists them
    ('2 coins and 1 VP, 2 guards or 3 VP' is one of three)."""
    groups: tuple = ()


def _comma_after_last_or() -> "_Problem":
    return _Problem("a comma after the last 'or' ('2 VP or 1 coin, 1 guard') reads two ways: "
                    "write '2 VP or 1 coin and 1 guard', or '2 VP, 1 coin or 1 guard'")


def _listed(options: list) -> list:
    """The options of 'A, B or C': the comma runs of every option before the last; a
    comma run in the last ('A or B, C') says neither, and is refused."""
    if len(options) < 2:
        return options
    if isinstance(options[-1], _CommaList):
        raise _comma_after_last_or()
    return [group for o in options
            for group in (o.groups if isinstance(o, _CommaList) else (o,))]


def _two_scopes(wide: fx.Effect, narrow: fx.Effect) -> None:
    """A trailing per that reads two ways that play differently: an error with both, in
    game words, never either reading in silence."""
    texts = [render_bonus(normalise_bonuses((fx.Bonus(Timing.IMMEDIATE, e),))[0])
             for e in (wide, narrow)]
    raise _Problem(f'the text is ambiguous: it can mean "{texts[0]}" or "{texts[1]}"; '
                   f'write "For each …, gain …" for the first, or name the step counted '
                   f'per … first for the second')


def _after_comma_and(text: str, tokens: list) -> frozenset:
    """Columns of the words that follow ', and' or ', plus' (a comma, then the word): where
    a clause of its own may start."""
    out = set()
    for before, word in zip(tokens, tokens[1:]):
        if str(before) in ("and", "plus") and text[:before.column - 1].rstrip().endswith(","):
            out.add(word.column)
    return frozenset(out)


_pausing = threading.Lock()
_readers = [0]        # reads under way; the collector was on when the first began
_resume = [False]


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The garbage collector off while a text is parsed and read: a parse makes tens of
    thousands of short-lived objects and frees them itself (its forest's cycles are
    broken, lark_compat.py), and the collector's passes triggered by them cost more than
    the parse (measured: 12-15% of reading the base and rulebook texts, and every text
    over 40 ms). On again when the last read under way ends, if it was on."""
    with _pausing:
        if _readers[0] == 0:
            _resume[0] = gc.isenabled()
            gc.disable()
        _readers[0] += 1
    try:
        yield
    finally:
        with _pausing:
            _readers[0] -= 1
            if _readers[0] == 0 and _resume[0]:
                gc.enable()


def _one_meaning(readings: list[tuple[fx.Bonus, ...]]) -> tuple[fx.Bonus, ...]:
    """One reading, or all readings that mean the same (the simplest kept); different
    meanings are an error, never a guess."""
    meanings: dict[tuple, tuple[fx.Bonus, ...]] = {}
    for r in readings:
        meanings.setdefault(normalise_bonuses(r), r)
    if len(meanings) > 1:
        texts = sorted({" ".join(render_bonus(b) for b in normalise_bonuses(r))
                        for r in meanings.values()})
        raise CardTextError("the text is ambiguous: it can mean " +
                            " or ".join(f'"{t}"' for t in texts[:3]), 1)
    return min(readings, key=lambda r: (len(repr(r)), repr(r)))


# ------------------------------------------------------------------ meanings of a parse

class _Problem(Exception):
    """A reading that parses but cannot be a bonus (at a token)."""

    def __init__(self, message: str, token: Optional[Token] = None):
        super().__init__(message)
        self.token = token


_NOUNS = {"coin": Resource.COINS, "guard": Resource.GUARDS, "vp": Resource.VP,
          "victory": Resource.VP, "point": Resource.VP, "pilgrim": Resource.STEPS,
          "step": Resource.STEPS}


# Counts that are quantities, not things: 'N VP per space of your lowest track' is written
# `gain N * lowest track vp` in the rule language (one meaning with `per`, meaning.py).
_QUANTITIES = (fx.CounterKind.TRACK, fx.CounterKind.LOWEST_TRACK, fx.CounterKind.COINS,
               fx.CounterKind.GUARDS)


def _per(counter: fx.Counter, effect: fx.Effect) -> fx.Effect:
    """`effect` once per unit of `counter`; one gain per unit of a quantity as an amount."""
    if counter.kind in _QUANTITIES and isinstance(effect, fx.Gain) and not effect.up_to \
            and isinstance(effect.amount, fx.Const):
        count = fx.Count(counter)
        n = effect.amount.value
        return fx.Gain(effect.resource, count if n == 1 else fx.Times(n, count))
    return fx.Per(counter, effect)


CAP_VALUE = 3      # what the cap tile adds to a die (R-FAV-2)
STORAGE_TOP = 20   # coins and guards never exceed it (R-LIM-1)
TRACK_TOP = 15     # influence never exceeds it (R-LIM-3)


class _Span(tuple):
    """A tier's spaces (lo, hi; hi None: 'or more') and the word it starts at, where an
    error about that tier points."""

    def __new__(cls, lo: int, hi: Optional[int], token: Any = None) -> "_Span":
        span = super().__new__(cls, (lo, hi))
        span.token = token
        return span


class _Spaces(list):
    """A tier's spaces listed one by one ('7, 8 or 9'), with the word it starts at."""
    token: Any = None


def _at(span: Any) -> Any:
    """The word a tier starts at, if it has one."""
    return getattr(span, "token", None)


def _times(once: fx.PayFor, n: int) -> fx.Effect:
    """A payment `n` times in a row (R-LIM-5: each optional)."""
    if not 1 <= n <= MAX_REPEATS:
        raise _Problem(f"a payment is made at most {MAX_REPEATS} times; any number of "
                       f"times is a trade in phase E")
    return fx.Seq(tuple(once for _ in range(n))) if n > 1 else once


@dataclass(frozen=True)
class _MoreThan:
    """'If you own more than 10 cards' before a reward per card beyond your 10th: what the
    count does anyway (nothing beyond the 10th when you have 10 or fewer), restated; the
    rule language has no other condition (R-BON-E)."""
    n: int

    def restated(self, effect: fx.Effect) -> fx.Effect:
        beyond = fx.Counter(fx.CounterKind.CARDS_BEYOND, n=self.n)
        scaled = isinstance(effect, fx.Per) and effect.counter == beyond or \
            isinstance(effect, fx.Gain) and beyond in _counters(effect.amount)
        if not scaled:
            raise _Problem(f"'if you have more than {self.n} cards': the rule language's one "
                           f"condition is a count of 0; it restates only a reward per card "
                           f"beyond your {_ordinal(self.n)}")
        return effect


def _counters(amount: Any) -> list:
    """The counters an amount counts."""
    if isinstance(amount, fx.Count):
        return [amount.counter]
    return [c for v in vars(amount).values() if not isinstance(v, (int, str))
            for c in _counters(v)] if hasattr(amount, "__dataclass_fields__") else []


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _bound(effect: fx.Effect, tails: list, heads: list) -> fx.Effect:
    """`effect` under its trailing then (reversed) leading `per`/`if`: the nearest first."""
    if tails or heads:      # a standing ability holds whatever you have (fx.STANDING_ABILITIES)
        standing = next((e for e in fx.walk(effect)
                         if isinstance(e, fx.STANDING_ABILITIES)), None)
        if standing is not None:
            raise _Problem(f"'{effect_text(standing)}' holds whatever you have: it is never "
                           f"counted per …, nor only if …")
    for word, counter in [*tails, *reversed(heads)]:
        if isinstance(counter, _MoreThan):
            effect = counter.restated(effect)
        elif word == "ifs":       # conditions that hold together: one inside the other
            for one in reversed(counter):
                effect = fx.If(one, 0, effect)
        else:
            effect = _per(counter, effect) if word == "per" else fx.If(counter, 0, effect)
    return effect


def _one_scope(items: list, tails: list) -> None:
    """A trailing 'per X' after rewards of one resource named twice ('Gain 5 VP and 1 VP
    per council card') reads two ways that play differently: an error with both."""
    if not any(word == "per" for word, _ in tails):
        return
    steps = [s for item in items for s in fx.steps(item)]
    plain = [s.resource for s in steps if isinstance(s, fx.Gain)]
    if len(plain) == len(set(plain)):
        return
    wide = _bound(_seq(items), tails, [])
    narrow = _seq([*steps[:-1], _bound(steps[-1], tails, [])])
    texts = [render_bonus(normalise_bonuses((fx.Bonus(Timing.IMMEDIATE, e),))[0])
             for e in (wide, narrow)]
    raise _Problem(f'the text is ambiguous: it can mean "{texts[0]}" or "{texts[1]}"; write '
                   f'"For each …, gain …" for the first, or name the reward per … first for '
                   f'the second')


def _events(post: tuple) -> list:
    """The trigger events of a ('post', …) or ('posts', (…)) value."""
    return list(post[1]) if post[0] == "posts" else [post]


@dataclass(frozen=True)
class _Plus:
    """A terse card's '+N …' after another step ('+1 on a track of your choice, +1
    guard'): a reward of its own, once."""
    effect: fx.Effect


def _plus_items(items: list, tails: list) -> list:
    """The steps of a run with each '+N …' step unwrapped. Next to a step counted 'per …'
    or only 'if …', or before a trailing 'per'/'if', a '+N …' could be counted with it or
    not: refused, never guessed. A leading 'For each X, …' counts the whole run."""
    if not any(isinstance(x, _Plus) for x in items):
        return items
    if tails or any(isinstance(e, (fx.Per, fx.If)) for x in items
                    if not isinstance(x, _Plus) for e in fx.walk(x)):
        raise _Problem("'+…' next to a step counted per … or only if …: is it counted too? "
                       "say 'and gain …' with its own verb")
    return [x.effect if isinstance(x, _Plus) else x for x in items]


def _on_events(events: list, body: fx.Effect) -> fx.Effect:
    """`body` on each event ('post', trigger, [classes]); the events on cards, of one
    trigger, are one trigger on their classes together (a card acquired acts once)."""
    out: list[tuple] = []
    for n, (word, kind, *classes) in enumerate(events):
        if word == "card" and (n == 0 or events[n - 1][1] is not fx.Trigger.ACQUIRE):
            raise _Problem("a card named after 'or' needs a card acquired before it: "
                           "'whenever you buy a council card or a merchants card'")
        same = next((k for k, e in enumerate(out) if e[0] is kind), None)
        if same is None:
            out.append((kind, *classes))
        elif kind is fx.Trigger.ACQUIRE and not set(out[same][1]) & set(classes[0]):
            out[same] = (kind, out[same][1] + tuple(classes[0]))
        else:
            raise _Problem(f"the same trigger is named twice: "
                           f"'{effect_text(fx.On(kind, body, *classes))}'")
    return _seq([fx.On(kind, body, *classes) for kind, *classes in out])


def _slash_choice(options: list) -> None:
    """A slash between rewards is a choice ('7 guards / 7 coins'), but VP before coins or
    guards reads as a rate as well ('1 VP / 2 coins': 1 VP per 2 coins): an error."""
    first = options[0] if options else ()
    if len(first) == 1 and isinstance(first[0], fx.Gain) and first[0].resource is Resource.VP \
            and any(len(o) == 1 and isinstance(o[0], fx.Gain) and o[0].resource in
                    (Resource.COINS, Resource.GUARDS) for o in options[1:]):
        raise _Problem("'VP / coins' reads as a choice or as a rate: write 'or' for a choice, "
                       "'for every 2 coins' or 'trade 2 coins for 1 VP' for a rate")


def _mapped(effect: fx.Effect, fn: Callable[[Any], Any]) -> fx.Effect:
    """`effect` with `fn` applied to every node, children first."""
    if isinstance(effect, fx.Seq):
        effect = fx.Seq(tuple(_mapped(e, fn) for e in effect.effects))
    elif isinstance(effect, (fx.Choice, fx.OpponentsChoose)):
        effect = replace(effect, options=tuple(_mapped(e, fn) for e in effect.options))
    elif isinstance(effect, (fx.Per, fx.If, fx.On)):
        effect = replace(effect, effect=_mapped(effect.effect, fn))
    elif isinstance(effect, fx.PayFor):
        effect = replace(effect, reward=_mapped(effect.reward, fn))
    return fn(effect)


def _checked(test: Callable[[Any], bool], message: str) -> Callable[[fx.Effect], fx.Effect]:
    """A note that restates what the bonus before it does: checked, nothing changed."""
    def check(effect: fx.Effect) -> fx.Effect:
        if not any(test(e) for e in fx.walk(effect)):
            raise _Problem(message)
        return effect
    return check


def _counts(node: Any, kind: Any) -> bool:
    """Whether an effect's own fields (its amount, not its children) hold a counter of `kind`."""
    if isinstance(node, fx.Counter):
        return node.kind is kind
    if isinstance(node, tuple):
        return any(_counts(x, kind) for x in node)
    if is_dataclass(node) and not isinstance(node, type):
        return any(_counts(getattr(node, f.name), kind) for f in fields(node))
    return False


def _extended(effect: fx.Effect, more: fx.Effect) -> fx.Effect:
    """A continuing sentence's steps after the bonus before it, inside its last trigger
    ('At the start of phase E, move 1 up a track. Also gain 1 guard.')."""
    steps = list(fx.steps(effect))
    if steps and isinstance(steps[-1], fx.On):
        # triggers joined in one sentence ('… or …, gain 1 VP. Also …') share its reward
        k = len(steps)
        while k > 0 and isinstance(steps[k - 1], fx.On) and (
                steps[k - 1].effect == steps[-1].effect):
            k -= 1
        steps[k:] = [replace(on, effect=_seq([*fx.steps(on.effect), *fx.steps(more)]))
                     for on in steps[k:]]
        return _seq(steps)
    return _seq([*steps, *fx.steps(more)])


# what a thing counted before may be called again ('each set', 'each card')
def _narrows(counted: fx.Counter, named: fx.Counter) -> bool:
    """Whether `named` ('every card past your tenth') is among `counted` ('your cards')."""
    if named == counted:
        return True
    return (counted.kind is fx.CounterKind.CARDS and not counted.classes
            and not counted.influence and named.kind in (fx.CounterKind.CARDS,
                                                         fx.CounterKind.CARDS_BEYOND))


_AGAIN_KINDS = {
    "set": (fx.CounterKind.CLASS_SETS,),
    "card": (fx.CounterKind.CARDS, fx.CounterKind.CARDS_BEYOND),
    "character": (fx.CounterKind.CARDS, fx.CounterKind.CARDS_BEYOND),
    "monastery": (fx.CounterKind.MONASTERIES_WITH, fx.CounterKind.MONASTERIES_WITHOUT),
    "crown": (fx.CounterKind.CROWNS,),
    "voyage": (fx.CounterKind.VOYAGES,),
    "diploma": (fx.CounterKind.DIPLOMAS,),
    "after": (fx.CounterKind.CARDS_BEYOND,),
}


def _worked_out(effect: fx.Effect, k: int, named: tuple) -> Optional[dict]:
    """What a count's bonus gives when `k` things are counted (`named`: the noun and class
    the example counts, where it says), by resource; None when the bonus is not a count it can work out."""
    out: dict = {}
    counted = False
    for step in fx.steps(effect):
        counter, inner, factor = None, step, 1
        if isinstance(step, fx.Per):
            counter, inner = step.counter, step.effect
        elif isinstance(step, fx.Gain) and isinstance(step.amount, fx.Times) and \
                isinstance(step.amount.amount, fx.Count):
            counter, factor = step.amount.amount.counter, step.amount.factor
            inner = fx.Gain(step.resource, fx.Const(1))
        elif isinstance(step, fx.Gain) and isinstance(step.amount, fx.Count):
            counter, inner = step.amount.counter, fx.Gain(step.resource, fx.Const(1))
        if counter is not None:
            noun, cls = named
            if noun is not None and counter.kind not in _AGAIN_KINDS.get(noun, (counter.kind,)):
                return None
            if cls is not None and (counter.kind is not fx.CounterKind.CARDS
                                    or cls not in counter.classes):
                return None
            units = max(0, k - counter.n) if counter.kind is fx.CounterKind.CARDS_BEYOND else k
            counted = True
        else:
            units = 1
        for gain in fx.steps(inner):
            if not isinstance(gain, fx.Gain) or not isinstance(gain.amount, fx.Const):
                return None
            out[gain.resource] = out.get(gain.resource, 0) + gain.amount.value * units * factor
    return out if counted else None


def _calculated(steps: list, track_top: int, at_game_end: bool = False) -> fx.Effect:
    """Arithmetic told as steps, folded: 'check' names what is counted, 'sum', 'divide by
    2' and 'double' change the amount, 'gain the result as VP' gains it; 'if it is on
    space 7, 8 or 9, gain 5 VP' lines are the tiers of what was checked (R-BON-V/G)."""
    refs: tuple = ()
    amount: Any = None
    gains: list = []
    tiers: list = []
    nothing = None
    said = None       # what the tiers give, named before them ('score VP for your …:')
    asked = None      # a tier asked ('Is your disk on 7-9?'), waiting for its figure
    used = False      # the amount so far was gained
    kind = None
    for step in steps:
        previous, kind = kind, step[0]
        used = used or len(gains) > 0
        if (asked is None) != (kind != "answer"):
            raise _Problem("a tier asked ('Is your disk on space 7-9?') needs its figure "
                           "right after it ('5 VP.')" if asked is not None else
                           "a figure alone needs the tier it is for before it: 'On 10-12? "
                           "7 VP.'", _at(asked[1]) if asked is not None else None)
        if kind == "ask":
            asked = step
            continue
        if kind == "answer":
            _, span, track = asked
            asked = None
            step = ("span", span, step[1], step[2], track)
            kind = "span"
        if kind == "refer":
            if tiers and refs and refs != step[1]:
                raise _Problem("the tiers name two different tracks",
                               step[2] if len(step) > 2 else None)
            if previous in ("set", "count", "add", "sum") and not used and \
                    amount not in (None, *step[1]):
                # 'the spaces on the council track and on the clerics track': not the last alone
                raise _Problem("two amounts in a row: say how they combine, e.g. 'add your "
                               "clerics track space'", step[2] if len(step) > 2 else None)
            refs = step[1]
            amount = refs[0] if len(refs) == 1 else None
            said = step[3] if len(step) > 3 else said
        elif kind == "sum":
            if isinstance(amount, fx.Sum):      # 'add them' after the things were named
                continue
            if len(refs) < 2:
                raise _Problem("'sum' needs two values checked before it")
            amount = fx.Sum(refs)
        elif kind in ("set", "count"):
            if amount is not None and not used and previous != "refer":
                raise _Problem("two amounts in a row: say how they combine, e.g. 'add your "
                               "clerics track space'")
            amount = step[1]
        elif kind == "add":
            amount = step[1] if amount is None or used else fx.Sum((amount, step[1]))
        elif kind in ("half", "double", "gain"):
            if kind == "gain" and gains and getattr(gains[-1], "amount", None) is amount:
                raise _Problem("the same amount is gained twice: say it once, e.g. 'score half "
                               "of that as VP'")
            if amount is None:
                raise _Problem("say what is counted first, e.g. 'Sum your guards, coins and "
                               "crowns.'")
            if kind == "half":
                amount = fx.Half(amount)
            elif kind == "double":
                amount = fx.Times(2, amount)
            if step[-1] is not None:
                gains.append(fx.Gain(step[-1], amount))
        elif kind == "each":
            _, effect, noun = step
            if not isinstance(amount, fx.Count):
                raise _Problem("say what is counted first, e.g. 'Count your merchants cards.'")
            if noun in _AGAIN_KINDS and amount.counter.kind not in _AGAIN_KINDS[noun]:
                if noun == "after":
                    raise _Problem("'each one after that' needs the first cards that score "
                                   "nothing before it: 'Your first 10 cards score nothing.'")
                raise _Problem(f"'each {noun}' after counting "
                               f"{amount.counter.kind.value.replace('_', ' ')}")
            gains.append(_per(amount.counter, effect))
        elif kind == "each_counted":
            _, effect, counter = step
            if not isinstance(amount, fx.Count) or not _narrows(amount.counter, counter):
                raise _Problem("'every …' after a count names some of what was counted: "
                               "'Count your character cards. Every card past your tenth is "
                               "worth 3 VP.'")
            gains.append(_per(counter, effect))
        elif kind == "holders":
            if amount is not None:
                raise _Problem("two amounts in a row: say what the dice in your holders give")
        elif kind == "each_there":
            if previous != "holders":
                raise _Problem("'the dice there' needs the holders named before it: 'Look at "
                               "your die holders.'")
            gains.append(_per(step[2], step[1]))
        elif kind == "rounded":
            if not isinstance(amount, fx.Half):
                raise _Problem("'round down' needs a half before it")
        elif kind == "lower_nothing":
            if not tiers:
                raise _Problem("'lower spaces score nothing' needs the tiers before it")
        elif kind == "gain_times":
            if amount is None:
                raise _Problem("say what is counted first, e.g. 'Count your council cards.'")
            gains.append(fx.Gain(step[2], fx.Times(step[1], amount)))
        elif kind == "gain_each":
            if amount is None:
                raise _Problem("say what is counted first, e.g. 'Count your merchants cards.'")
            gains.extend(fx.Gain(res, amount) for res in step[1])
        elif kind == "per":       # 'score 1 VP for every 2', '2 VP per space on it'
            _, n, res, pair = step
            if amount is None:
                raise _Problem("say what is counted first, e.g. 'Count your guards, coins and "
                               "crowns.'")
            if pair is not None and str(pair) != "2":
                raise _Problem(f"amounts are only halved (R-BON-V): 'for every 2', not 'for "
                               f"every {pair}'", pair)
            counted = fx.Half(amount) if pair is not None else amount
            gains.append(fx.Gain(res, counted if n == 1 else fx.Times(n, counted)))
        elif kind == "tier":
            tiers.append((step[1][0], step[1][-1], step[2], step[3], step[1], _at(step[1])))
        elif kind == "span":
            _, span, value, res, track = step
            if track is not None:
                named = fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(track,)))
                if refs and refs != (named,):
                    raise _Problem("the tiers name two different tracks", _at(span))
                refs = (named,)
            tiers.append((*span, value, res, None, _at(span)))
        else:
            nothing = step[1:]
    if asked is not None:
        raise _Problem("a tier asked ('Is your disk on space 7-9?') needs its figure right "
                       "after it ('5 VP.')", _at(asked[1]))
    if tiers:
        gains.append(_tiered(refs, _figures_named(tiers, said), nothing, track_top))
    if not gains and at_game_end and amount is not None and kind in ("set", "half", "double"):
        # an amount told without what it gives, at game end: scoring there is in VP (R-END)
        gains.append(fx.Gain(Resource.VP, amount))
    if not gains:
        raise _Problem("say what the amount gives, e.g. 'Gain the result as victory points.'")
    return _seq(gains)


def _figures_named(tiers: list, said: Optional[Resource]) -> list:
    """Tiers told with a bare figure ('7-9: 5 VP, 10-12: 7, 13+: 10') give what the tier
    before them gives, or what was named before the table ('score VP for …'), or what
    the first tier after them gives."""
    out: list = []
    last = said
    for tier in tiers:
        if tier[3] is None and last is not None:
            tier = (*tier[:3], last, *tier[4:])
        last = tier[3] if tier[3] is not None else last
        out.append(tier)
    after = next((t[3] for t in out if t[3] is not None), None)
    for i, tier in enumerate(out):
        if tier[3] is None:
            if after is None:
                raise _Problem("say what the tier gives, e.g. '7-9: 5 VP'", tier[-1])
            out[i] = (*tier[:3], after, *tier[4:])
    return out


def _top_tier(amount: fx.Amount, last: tuple, track_top: int, where=None) -> None:
    """The last tier holds to the end: a track's last space, or 'N or more' of a count;
    a last tier that stops earlier ('13-14') plays differently and is refused."""
    lo, hi = last
    on_track = isinstance(amount, fx.Count) and amount.counter.kind in (
        fx.CounterKind.TRACK, fx.CounterKind.LOWEST_TRACK)
    if hi is not None and not (on_track and hi == track_top):
        top = f"{lo}-{track_top} or " if on_track else ""
        raise _Problem(f"the last tier stops at {hi}: write {top}{lo} or more, what it gains "
                       f"holds up to the end", where)


def _tiered(refs: tuple, tiers: list, nothing, track_top: int) -> fx.Gain:
    if len(refs) != 1:
        raise _Problem("say which track is checked: 'Check which space of the council track "
                       "your disk sits on.'")
    resources = [res for *_, res, _, _ in tiers]
    odd = next((t for t in tiers if t[3] is not resources[0]), None)
    if odd is not None:
        raise _Problem("the tiers gain different things", odd[-1])
    out = []
    previous: Optional[tuple] = None
    where = None
    for lo, hi, value, _, spaces, where in sorted(tiers, key=lambda t: t[0]):  # highest first too
        # a closed tier ends just before the next; an open one ("10 or more") holds up to it
        if (spaces is not None and spaces != list(range(lo, hi + 1))) or (
                previous is not None and (lo <= previous[0] or (
                    previous[1] is not None and lo != previous[1] + 1))):
            raise _Problem(f"the spaces leave a gap or overlap at {lo}: write them one after "
                           f"another, e.g. 7, 8 or 9", where)
        previous = (lo, hi)
        out.append((lo, value))
    _top_tier(refs[0], previous, track_top, where)
    if nothing is not None and (nothing[0] != 0 or nothing[1] != out[0][0] - 1):
        raise _Problem(f"'gain nothing' covers spaces 0 to {out[0][0] - 1}, not "
                       f"{nothing[0]} to {nothing[1]}", nothing[2])
    return fx.Gain(resources[0], fx.Tiers(refs[0], tuple(out)))


@dataclass(frozen=True)
class _Exchange(fx.PayFor):
    """'trade 2 coins for 1 VP' said without 'once' or a repeat: what the rule language's
    trade means in a phase E bonus (any number of times, R-BON-E), one payment anywhere
    else; settled by `_exchanges_settled` once the bonus's timing is known."""


@dataclass(frozen=True)
class _OnceARound(fx.PayFor):
    """'exchange 2 guards for 1 VP once per round': one payment each time a bonus that
    acts every round acts (phase E); on any other bonus the words say more than it does."""


def _paid_once(effect: fx.Effect) -> fx.Effect:
    """Every unsettled exchange in `effect` as one payment ('once', 'once per phase E')."""
    if any(isinstance(e, fx.Trade) for e in fx.walk(effect)):
        raise _Problem("'once' and a trade, which is made any number of times: say one")
    return _mapped(effect, lambda e: fx.PayFor(e.cost, e.reward)
                   if isinstance(e, _Exchange) else e)


def _as_trade(payment: fx.PayFor) -> fx.Trade:
    """A payment made any number of times: the rule language's trade, which pays coins or
    guards for VP (R-BON-E)."""
    reward = payment.reward
    if len(payment.cost) != 1 or payment.cost[0][0] not in (Resource.COINS, Resource.GUARDS) \
            or not isinstance(reward, fx.Gain) or reward.resource is not Resource.VP \
            or not isinstance(reward.amount, fx.Const) or reward.up_to:
        raise _Problem("a trade (any number of times, in phase E) pays coins or guards for "
                       "VP, e.g. 'trade 2 coins for 1 VP'; for one payment write 'once'")
    (resource, give), = payment.cost
    return fx.Trade(resource, give, reward.amount.value)


def _repeated(effect: fx.Effect) -> fx.Effect:
    """One payment said to be made any number of times: the trade."""
    steps = fx.steps(effect)
    if len(steps) != 1 or not isinstance(steps[0], (fx.PayFor, fx.Trade)) \
            or isinstance(steps[0], _OnceARound):
        raise _Problem("'any number of times' needs one payment before it, not one made "
                       "once per round")
    return steps[0] if isinstance(steps[0], fx.Trade) else _as_trade(steps[0])


def _exchanges_settled(effect: fx.Effect, timing: Timing, once: bool) -> fx.Effect:
    """A bonus's unsettled exchanges: in phase E (not 'once per phase E') a step of its
    own is a trade, one in a trigger is made when it acts (once), one inside another
    effect says neither, and is refused; elsewhere each is one payment."""
    if any(isinstance(e, _OnceARound) for e in fx.walk(effect)):
        if timing is not Timing.PHASE_E:
            raise _Problem("'once per round' on a bonus that does not act every round: it "
                           "acts once anyway")
        effect = _mapped(effect, lambda e: fx.PayFor(e.cost, e.reward)
                         if isinstance(e, _OnceARound) else e)
    if once:
        return _paid_once(effect)
    if not any(isinstance(e, _Exchange) for e in fx.walk(effect)):
        return effect
    if timing is not Timing.PHASE_E:
        return _paid_once(effect)
    out = []
    for step in fx.steps(effect):
        if isinstance(step, _Exchange):
            out.append(_as_trade(step))
        elif isinstance(step, fx.On) and not any(
                isinstance(e, (fx.Choice, fx.Per, fx.If)) for e in fx.walk(step.effect)):
            out.append(_paid_once(step))
        elif any(isinstance(e, _Exchange) for e in fx.walk(step)):
            raise _Problem("say how often the exchange is made: 'once' or 'any number of "
                           "times'")
        else:
            out.append(step)
    return _seq(out)


def _alternative(bonuses: list, other: fx.Effect, extended: set) -> None:
    """'Gain 7 guards. Alternatively, gain 7 coins.': the bonus of the one sentence before
    or `other`, the owner's choice. After two sentences of one timing, or a trigger, what
    the alternative replaces is unclear, and it is refused."""
    if not bonuses or len(bonuses) - 1 in extended or (
            len(bonuses) > 1 and bonuses[-2][0] is bonuses[-1][0]):
        raise _Problem("'alternatively' needs one sentence before it: say the choice in one "
                       "sentence, e.g. 'Gain 7 guards or 7 coins.'")
    before = bonuses[-1][1]
    if any(isinstance(e, fx.On) for e in fx.walk(before)):
        raise _Problem("'alternatively' after a trigger: say the choice inside it, e.g. "
                       "'…, gain 1 coin or 1 VP'")
    if any(isinstance(e, fx.STANDING_ABILITIES) for x in (before, other) for e in fx.walk(x)):
        raise _Problem("a standing ability holds whatever you choose: it is never one "
                       "option of a choice")
    options = before.options if isinstance(before, fx.Choice) else (before,)
    bonuses[-1][1] = fx.Choice((*options, other))


def _counts_dice(amount: Any) -> bool:
    """Whether an amount counts dice in your holders (there only during the round)."""
    if isinstance(amount, fx.Count):
        return amount.counter.kind is fx.CounterKind.DICE
    inner = getattr(amount, "terms", None) or (getattr(amount, "amount", None),)
    return any(_counts_dice(a) for a in inner if a is not None)


def _end_scoring(effect: Optional[fx.Effect]) -> bool:
    """A bonus only the game's end can mean when a terse 'End:' heads it: VP alone (none
    paid, no other resource, no condition, no trigger, nothing counted from the dice in
    your holders, which phase E counts), or the game-end bonus of another card once more.
    A round's end has no bonus of its own in the rules, and phase E's VP count dice."""
    if effect is None:
        return False
    for node in fx.walk(effect):
        if isinstance(node, fx.Seq):
            continue
        if isinstance(node, fx.Per):
            if node.counter.kind is fx.CounterKind.DICE:
                return False
            continue
        if isinstance(node, fx.Gain):
            if node.resource is not Resource.VP or node.up_to or _counts_dice(node.amount):
                return False
            continue
        if isinstance(node, fx.Reuse) and node.timing is Timing.GAME_END:
            continue
        return False
    return any(isinstance(n, (fx.Gain, fx.Reuse)) for n in fx.walk(effect))


def _said_at_end(item: tuple, track_top: int) -> Optional[fx.Effect]:
    """What a sentence under a bare 'End:' gives, as far as it says it alone: a bonus's
    effect, or its arithmetic's steps folded as at game end (None where they do not fold
    by themselves, e.g. a first step of several sentences)."""
    if item[0] in ("bonus", "open"):
        return item[2]
    if item[0] == "calc":
        try:
            return _calculated(list(item[2]), track_top, True)
        except (_Problem, CardTextError):
            return None
    return None


def _at_end(bonuses: list, default_timing: Timing,
            effect: Optional[fx.Effect] = None) -> Timing:
    """'At the end, …' is the end of the game only on a component scored then (a voyage),
    after a game-end bonus, or over a bonus only the game's end can mean (_end_scoring);
    else the end of what is unsaid, and it is refused."""
    if default_timing is Timing.GAME_END or any(b[0] is Timing.GAME_END for b in bonuses):
        return Timing.GAME_END
    if _end_scoring(effect):
        return Timing.GAME_END
    raise _Problem("'at the end' of what? write 'at the end of the game' or 'until the end "
                   "of the round'")


def _timing_remark(bonus: list, label: Any, default_timing: Timing) -> None:
    """'Gain 3 VP. This happens at the end of the game.': the timing of the bonus before,
    said after it. A bonus without a timing word (nor a standing ability's own) takes it;
    one with another timing is refused."""
    said = _labelled_timing(label, bonus[1], default_timing)
    if said is bonus[0]:
        return
    if bonus[2] is None and _standing_timing(bonus[1]) is None:
        bonus[0], bonus[2] = said, label
        return
    raise _Problem(f"the remark says the bonus {_WHEN[said]}, but the bonus before it "
                   f"{_WHEN[bonus[0]]}")


def _led(lead: list, timing: Any, effect: fx.Effect, default_timing: Timing) -> tuple:
    """A bonus under a timing said alone before it ('Game end. Every set … gives you 5 VP.'):
    a sentence without a timing word takes it; one with its own must agree. 'Phase E, right
    at the start.' puts the bonus on the start of phase E (R-BON-E)."""
    said, at_start = lead
    if at_start:
        if not (isinstance(effect, fx.On) and effect.trigger is fx.Trigger.PHASE_E_START):
            if any(isinstance(e, (fx.On, fx.Trade)) for e in fx.walk(effect)):
                raise _Problem("'at the start of phase E' said before a bonus that has its own "
                               "trigger or exchange: say it in one sentence")
            effect = fx.On(fx.Trigger.PHASE_E_START, effect)
    if timing is None:
        return said, effect
    mine = _labelled_timing(timing, effect, default_timing)
    before = _labelled_timing(said, effect, default_timing)
    if mine is not before:
        raise _Problem(f"the timing said first says the bonus {_WHEN[before]}, but the "
                       f"sentence after it says it {_WHEN[mine]}; say one timing")
    return timing, effect


def discourse(sentences: list, default_timing: Timing,
              track_top: int = 15) -> tuple[fx.Bonus, ...]:
    """A text's sentences as bonuses: a continuing sentence ('Also …', 'Then …') carries
    on the bonus before it, a note changes or checks it, arithmetic steps in a row are
    folded into one; then bonuses of one timing in a row are joined."""
    bonuses: list[list] = []          # [timing, effect, label] per bonus, in order
    pending: list = []                # arithmetic steps not folded yet
    pending_timing: list = [None]
    extended: set[int] = set()        # bonuses carried on by a later sentence
    opened: set[int] = set()          # 'choose one: …' bonuses still waiting for an 'or …'
    lead: list = [None, False]        # a timing said alone before the bonuses, at phase E's start
    timed = [i for i, item in enumerate(sentences) if item[0] in ("calc", "open")
             or item[0] == "bonus" and not item[3]]

    def fold() -> None:
        if pending:
            label = pending_timing[0]
            at_end = (label if isinstance(label, Timing) else default_timing) is Timing.GAME_END
            effect = _calculated(list(pending), track_top, at_end)
            bonuses.append([_labelled_timing(pending_timing[0], effect, default_timing),
                            effect, pending_timing[0]])
            pending.clear()

    for index, item in enumerate(sentences):
        if item[0] == "none":
            continue
        if len(item) > 1 and item[1] is Label.AT_END:
            item = (item[0], Timing.GAME_END if lead[0] is Timing.GAME_END
                    else _at_end(bonuses, default_timing, _said_at_end(item, track_top)),
                    *item[2:])
        if item[0] == "calc":
            if not pending:
                pending_timing[0] = item[1]
                if lead[0] is not None:
                    if lead[1]:
                        raise _Problem("'at the start of phase E' said before arithmetic: say "
                                       "it in one sentence")
                    pending_timing[0] = _led(lead, item[1], fx.Seq(()), default_timing)[0]
            pending.extend(item[2])
            continue
        fold()
        if item[0] == "alt":
            _alternative(bonuses, item[1], extended)
            opened.discard(len(bonuses) - 1)
            continue
        if item[0] == "open":
            if lead[0] is not None:
                item = ("open", *_led(lead, item[1], item[2], default_timing))
            bonuses.append([_labelled_timing(item[1], item[2], default_timing), item[2],
                            item[1]])
            opened.add(len(bonuses) - 1)
            continue
        if item[0] == "timing_note":
            at_start = len(item) > 2 and item[2]
            if not bonuses:
                # a timing said first, alone: for the sentences after it
                if lead[0] is not None and lead != [item[1], at_start]:
                    raise _Problem("two timings said before the bonus; say one")
                lead[:] = [item[1], at_start]
                continue
            if any(i > index for i in timed):
                raise _Problem("a timing said alone between two bonuses: say it in the "
                               "sentence of the bonus it times")
            if at_start:
                raise _Problem("'at the start of phase E' said after the bonus: say it in the "
                               "bonus's sentence")
            _timing_remark(bonuses[-1], item[1], default_timing)
            continue
        if item[0] == "note":
            if not bonuses:
                raise _Problem("the text starts with a remark; say the bonus first")
            bonuses[-1][1] = item[1](bonuses[-1][1])
            _retimed(bonuses[-1], default_timing)
            continue
        _, timing, effect, continuing = item
        if continuing and bonuses and timing is None and (
                isinstance(fx.steps(bonuses[-1][1])[-1], fx.On)
                or _implied_timing(effect, default_timing) is bonuses[-1][0]
                or _carries_timing(bonuses[-1], effect)):
            bonuses[-1][1] = _extended(bonuses[-1][1], effect)
            extended.add(len(bonuses) - 1)
            continue
        if lead[0] is not None:
            timing, effect = _led(lead, timing, effect, default_timing)
        bonuses.append([_labelled_timing(timing, effect, default_timing), effect, timing])
    fold()
    if opened:
        raise _Problem("'choose one:' needs its other options: '…; or gain 7 coins'")
    out: list[fx.Bonus] = []
    parts: list[tuple] = []
    for timing, effect, label in bonuses:
        effect = _exchanges_settled(effect, timing, label is Label.ONCE_PHASE_E)
        parts.extend(_own_timings(timing, effect, label is None or label is Label.STANDING))
    for timing, effect in parts:
        for node in fx.walk(effect):
            if isinstance(node, fx.On) and node.effect == fx.Seq(()):
                raise _Problem("say what the bonus gives when it acts, e.g. 'Then gain 1 "
                               "coin.'")
            if isinstance(node, fx.ScoreGameEnd) and timing is Timing.GAME_END:
                # at game end every game-end bonus scores: one more is a reuse (R-BON-G)
                raise _Problem("at game end every card's game-end bonus scores anyway: write "
                               "'score the game-end bonus of another of your cards once "
                               "more'")
        if out and out[-1].timing is timing:
            prev = out.pop()
            effect = fx.Seq((*fx.steps(prev.effect), *fx.steps(effect)))
        out.append(fx.Bonus(timing, effect))
    return tuple(out)


class Comparison(Enum):
    """How a condition compares a count ('if you have at least 2 …'), as printed."""
    EXACTLY = "exactly"
    AT_LEAST = "at least"
    AT_MOST = "at most"
    MORE_THAN = "more than"
    FEWER_THAN = "fewer than"
    SOME = "a"

    def means_none(self, n: Optional[int]) -> bool:
        """Whether 'COMPARISON n' holds of a count of 0 only: the rule language's one
        condition (R-BON-E)."""
        return (self, n) in ((Comparison.EXACTLY, 0), (Comparison.AT_MOST, 0),
                             (Comparison.FEWER_THAN, 1))


def _retimed(bonus: list, default_timing: Timing) -> None:
    """After a note made a payment a trade ('You may do this any number of times.'): a
    bonus without a timing word takes the trade's (phase E); one with another is refused."""
    timing, effect, label = bonus
    if not any(isinstance(e, fx.Trade) for e in fx.walk(effect)) or timing is Timing.PHASE_E:
        return
    if label is not None:
        raise _Problem("a payment made any number of times is a trade, which acts in "
                       "phase E (R-BON-E)")
    bonus[0] = _implied_timing(effect, default_timing)


class Label(Enum):
    """A sentence's timing word that is not a timing of its own."""
    STANDING = "ongoing"                # 'Ongoing:', 'Passive:': the ability's own timing
    ONCE_PHASE_C = "once per phase C"   # phase C, but a trigger acting once only
    ONCE_PHASE_E = "once per phase E"   # phase E, an exchange in it made once
    AT_END = "at the end"               # game end where the text or component says so


def _labelled_timing(label: Any, effect: fx.Effect, default: Timing) -> Timing:
    """The timing a sentence's timing word gives its bonus. 'Ongoing' names a standing
    ability (R-C-4, R-BON-E, R-BON-M, R-FAV-1) and takes its timing; 'once per phase C'
    is phase C, except on a trigger, which acts after every card (R-C-4): the rule
    language has no trigger that acts once only."""
    if label is None:
        return _implied_timing(effect, default)
    if label is Timing.LASTING and _acts_at_phase_e_start(effect):
        return Timing.PHASE_E
    if label is Label.STANDING:
        timing = _standing_timing(effect)
        if timing is None:
            raise _Problem("'ongoing' names a standing ability, and this bonus has none; "
                           "say when it acts, e.g. 'Lasting:' or 'Phase E:'")
        return timing
    if label is Label.ONCE_PHASE_E:
        return Timing.PHASE_E
    if label is Label.ONCE_PHASE_C:
        if any(isinstance(n, fx.On) for n in fx.walk(effect)):
            raise _Problem("'once per phase C' on a trigger: the rule language's trigger "
                           "acts after every card you acquire, not once a phase")
        return Timing.PHASE_C
    return label


def _acts_at_phase_e_start(effect: fx.Effect) -> bool:
    """'From now on, at the start of each phase E, …': the phase E bonus (R-BON-E), which
    acts at every phase E's start from now on; a lasting bonus would act once, now."""
    standing = [n for n in fx.walk(effect) if fx.standing_timing(n) is not None]
    return bool(standing) and all(
        isinstance(n, fx.On) and n.trigger is fx.Trigger.PHASE_E_START for n in standing)


def _at_once(timing: Any, effect: fx.Effect) -> Any:
    """'…, gain 4 VP immediately' after a trigger or a standing ability: no timing of its
    own (the ability's acts; R-C-4, R-BON-M)."""
    if timing is Timing.IMMEDIATE and _standing_timing(effect) is not None:
        return None
    return timing


def _carries_timing(before: list, effect: fx.Effect) -> bool:
    """'Phase E: gain 1 guard. Also gain 1 coin.': a continuing sentence without a timing
    word after a phase E or game-end bonus acts when it does; after a standing ability
    ('While held: investments cost 2 less. Also invest now.') it acts at once."""
    timing, before_effect, _ = before
    return timing in (Timing.PHASE_E, Timing.GAME_END) and _standing_timing(before_effect) is None \
        and _standing_timing(effect) is None


def _own_timings(timing: Timing, effect: fx.Effect, implied: bool = False) -> list[tuple]:
    """(timing, effect) of a bonus; a sentence without a timing word (or labelled only
    'Ongoing') whose steps are all triggers or standing abilities of different timings
    ('whenever you place a die in the castle or buy a council card') is a bonus per
    timing, each acting when it does."""
    steps = fx.steps(effect)
    timings = [_standing_timing(step) for step in steps]
    if not implied or None in timings or len(set(timings)) < 2:
        return [(timing, effect)]
    out: list[tuple] = []
    for own, step in zip(timings, steps):
        if out and out[-1][0] is own:
            out[-1] = (own, _seq([out[-1][1], step]))
        else:
            out.append((own, step))
    return out


def _implied_timing(effect: fx.Effect, default: Timing) -> Timing:
    """A sentence without a timing: a standing ability says its own (R-C-4, R-BON-E,
    R-BON-M, R-FAV-1); anything else acts at `default` (immediate; a voyage: game end)."""
    return _standing_timing(effect) or default


def _standing_timing(effect: fx.Effect) -> Optional[Timing]:
    """The timing of the first standing ability in `effect`, if it has one."""
    return next((t for t in map(fx.standing_timing, fx.walk(effect)) if t is not None), None)


def _seq(items: list) -> Any:
    """Steps in order, one flat sequence (a sequence inside a sequence plays the same)."""
    flat = [step for item in items for step in fx.steps(item)]
    return flat[0] if len(flat) == 1 else fx.Seq(tuple(flat))


def _one_voyage(n: Any) -> None:
    """'invest in 1 voyage': each investment is in one voyage."""
    if str(n) != "1":
        raise _Problem(f"an investment is in one voyage, not {n}", n)


def _ints(c: list) -> list[int]:
    return [x for x in c if isinstance(x, int) and not isinstance(x, bool)]


def _first(c: list, kind: type) -> Any:
    return next((x for x in c if isinstance(x, kind)), None)


class _Reader(PlainCounters):
    """Every meaning of an (explicitly ambiguous) parse tree. Each method is named after
    the grammar rule or alias it reads and gets its children's values."""

    def __init__(self, lexicon: Lexicon, default_timing: Timing = Timing.IMMEDIATE,
                 comma_and: frozenset = frozenset()):
        self.lexicon = lexicon
        self.default_timing = default_timing
        self.failure: Optional[CardTextError] = None
        self._memo: dict[int, list] = {}
        self._comma_and = comma_and      # columns of the words after ", and"
        self.after_comma: frozenset = frozenset()    # columns of the words after ","
        self._node: Optional[Tree] = None

    def readings(self, tree: Tree) -> list:
        return self._values(tree)

    def _values(self, node: Any) -> list:
        if isinstance(node, Token):
            return [node]
        key = id(node)
        if key in self._memo:
            return self._memo[key]
        if node.data == "_ambig":
            out: list = []
            for child in node.children:
                for v in self._values(child):
                    if v not in out:
                        out.append(v)
            self._memo[key] = out
            return out
        method: Callable[[list], Any] = getattr(self, str(node.data))
        choices = [self._values(child) for child in node.children]
        out = []
        for combo in itertools.islice(itertools.product(*choices), MAX_READINGS):
            try:
                self._node = node
                value = method(list(combo))
            except _Problem as problem:
                if self.failure is None:
                    where = problem.token if problem.token is not None else node.meta
                    col = getattr(where, "column", None) or 1
                    self.failure = CardTextError(str(problem), col)
                continue
            if value not in out:
                out.append(value)
        self._memo[key] = out
        return out

    # ------------------------------------------------------------ sentences
    def start(self, c):
        """The sentences as one discourse (see `discourse`)."""
        items = [one for item in c for one in (item[1] if item[0] == "pair" else (item,))]
        return discourse(items, self.default_timing, self.lexicon.track_top)

    def sentence_pair(self, c):
        """'…now, and while you hold this tile …': two bonuses, each with its timing."""
        first, second = c[:-2], c[-2:]
        return ("pair", (self._bonus(first[0] if len(first) == 2 else None, first[-1], False),
                         self._bonus(second[0], second[1], False)))

    def sentence(self, c):
        if isinstance(c[0], tuple) and c[0][0] == "note":
            return c[0]
        if len(c) == 3:     # a labelled timing: "Lasting effect:" labels a standing ability
            return self._bonus(Label.STANDING if c[0] is Timing.LASTING else c[0], c[-1], False)
        return self._bonus(c[0] if len(c) == 2 else None, c[-1], False)

    def label_word(self, c):
        return "label"

    def sentence_relabelled(self, c):
        """'Phase E bonus: In each phase E, …': a label and a timing that say one timing."""
        label, timing = c[0], c[-2]
        if label is not timing and label is not Label.STANDING:
            raise _Problem(f"two timings for one sentence: {getattr(label, 'value', label)} "
                           f"and {getattr(timing, 'value', timing)}; say one")
        return self._bonus(timing, c[-1], False)

    def sentence_timing_twice(self, c):
        """'When you take this card, score 5 VP immediately.': one timing said twice."""
        after = _at_once(c[2], c[1])
        if after is None:       # a trigger's reward 'gained immediately' when it acts
            return self._bonus(c[0], c[1], False)
        return self.sentence_relabelled([c[0], after, c[1]])

    def timing_note(self, c):
        """'This applies for the rest of the game.': the timing of the bonus before."""
        return ("timing_note", c[-1])

    def timing_lead(self, c):
        """'Game end.', 'This one kicks in every phase E, right at the start.': a timing said
        alone, for the sentences after it (`discourse`)."""
        return c[-1]

    def lead_timing(self, c):
        return c[0]

    def sentence_led(self, c):
        """'This one stays with you — from now on it counts as …': the timing clause, then
        the bonus it times."""
        return ("pair", (c[0], self._bonus(c[1] if len(c) == 3 else None, c[-1], False)))

    def lead_said(self, c):
        return ("timing_note", next(x for x in c if isinstance(x, (Timing, Label))), False)

    def lead_at_start(self, c):
        """'… every phase E, right at the start.': the start of phase E, a trigger (R-BON-E)."""
        timing = next((x for x in c if isinstance(x, (Timing, Label))), Timing.PHASE_E)
        if timing not in (Timing.PHASE_E, Label.ONCE_PHASE_E):
            raise _Problem("'at the start' of what? write 'at the start of phase E'")
        return ("timing_note", Timing.PHASE_E, True)

    def lead_game_end(self, c):
        return ("timing_note", Timing.GAME_END, False)

    def lead_lasting(self, c):
        return ("timing_note", Timing.LASTING, False)

    def no_play(self, c):
        """'This is a start card.': says nothing that changes play."""
        return ("none",)

    def sentence_timing_after(self, c):
        """'Gain 3 VP at the end of the game.'; a trigger's reward 'gained immediately'
        comes at once when it acts: the trigger's own timing."""
        return self._bonus(_at_once(c[1], c[0]), c[0], False)

    def sentence_timing_mid(self, c):
        """'Gain 2 VP at the end for each merchants card.': the timing said between the
        reward and its count is the bonus's; the count is the reward's."""
        at = next(i for i, x in enumerate(c) if isinstance(x, (Timing, Label)))
        return self._bonus(c[at], self.body_wide(c[:at] + c[at + 1:]), False)

    def carried(self, c):
        """'… and gives you 1 VP': a gain whose subject, the card, was said before."""
        return self.clause([self.gain(c)])

    def body_counted(self, c):
        """'Count your scholars cards and gain 2 VP apiece': the reward per what is counted."""
        return self.body_wide(c[1:] + [("per", c[0])])

    def choice_open(self, c):
        """'Choose one: gain 7 guards.': a choice whose other options follow ('Or …')."""
        return ("open", c[0] if len(c) == 2 else None, c[-1])

    def alternative(self, c):
        """'Alternatively, gain 7 coins.': the other option of the sentence before."""
        return ("alt", c[-1])

    def sentence_timing_repeat(self, c):
        """'Trade 2 coins for 1 VP during phase E, as often as you like.'"""
        if c[1] not in (Timing.PHASE_E, Label.ONCE_PHASE_E):
            raise _Problem("a payment made any number of times is a trade, which acts in "
                           "phase E (R-BON-E)")
        return ("bonus", c[1], _repeated(c[0]), False)

    def continued(self, c):
        """'Also gain 1 guard.': carries on the bonus before it."""
        return self._bonus(c[0] if len(c) == 2 else None, c[-1], True)

    def continued_timing_after(self, c):
        return self._bonus(_at_once(c[1], c[0]), c[0], True)

    def _bonus(self, timing: Any, effect: fx.Effect, continuing: bool) -> tuple:
        """A sentence's bonus; 'at the start' (of what?) is phase E's start only in a
        sentence that says 'Phase E' (R-BON-E)."""
        bare = next((t for t in self._node.iter_subtrees() if t.data == "bare_start"), None) \
            if timing is not Timing.PHASE_E and self._node is not None else None
        if bare is not None:
            raise _Problem("'at the start' of what? write 'at the start of phase E', or "
                           "'Phase E: at the start, …'", bare.meta)
        return ("bonus", timing, effect, continuing)

    def bare_start(self, c):
        return "at the start"

    def sentence_calc(self, c):
        return ("calc", c[0] if len(c) == 2 else None, c[-1])

    def sentence_calc_after(self, c):
        """'Halve your coins … and score that many VP at game end.'"""
        return ("calc", c[1], c[0])

    def sentence_calc_mid(self, c):
        """'Score the clerics track at the end of the game: 7-9: 5 VP, …'."""
        first, timing, *rest = c
        return ("calc", timing, [first, *rest])

    def note(self, c):
        return c[0]

    def calc(self, c):
        return list(c)

    def t_phase_c(self, c):
        return Timing.PHASE_C

    def t_phase_e(self, c):
        return Timing.PHASE_E

    def t_game_end(self, c):
        return Timing.GAME_END

    def t_lasting(self, c):
        return Timing.LASTING

    def t_while_held(self, c):
        return Timing.WHILE_HELD

    def t_immediate(self, c):
        return Timing.IMMEDIATE

    def t_end_bare(self, c):
        return Label.AT_END

    def t_standing(self, c):
        return Label.STANDING

    def t_phase_c_once(self, c):
        return Label.ONCE_PHASE_C

    def t_phase_e_once(self, c):
        """'Once per phase E,', 'Once per round, in phase E,': an exchange is made once."""
        return Label.ONCE_PHASE_E

    def bare_plus(self, c):
        """'+1 guard' after a step, a reward of its own (checked in body_wide)."""
        return _Plus(self.bare(c))

    def body_wide(self, c):
        """[per X] [if no X] steps [per X] [if no X] [trigger]: heads and tails count
        every step of the run, the nearest binding first."""
        heads = list(itertools.takewhile(lambda x: isinstance(x, tuple), c))
        rest = c[len(heads):]
        items = list(itertools.takewhile(lambda x: not isinstance(x, tuple), rest))
        rest = rest[len(items):]
        tails = list(itertools.takewhile(lambda x: isinstance(x, tuple), rest))
        trigger = rest[len(tails):]
        items = _plus_items(items, tails)
        posts = [t for t in tails if t[0] in ("post", "posts")]
        if posts:       # the trigger after the reward: what it acts on, inside it
            tails = [t for t in tails if t is not posts[0]]
            return _on_events(_events(posts[0]), _bound(_seq(items), tails, heads))
        _one_scope(items, tails)
        self._comma_scope(heads, items, tails)
        items = self._comma_choice(items)
        effect = _bound(_seq(items), tails, heads)
        return _seq([*fx.steps(effect), *trigger]) if trigger else effect

    def body_on_income(self, c):
        """'For each purple die …, gain 1 step on top of its income': only a die has an
        income of its own (R-BON-E), which it still gives."""
        counters = [x[1] for x in c if isinstance(x, tuple) and x[0] == "per"]
        if not all(isinstance(n, fx.Counter) and n.kind is fx.CounterKind.DICE for n in counters):
            raise _Problem("only a die in your holders has an income of its own (R-BON-E)")
        return self.body_wide(c)

    def _comma_choice(self, items: list) -> list:
        """'Gain 2 coins, invest in a voyage or move 1 up a track': steps listed with
        commas alone before a choice are its options, as English lists them; a choice so
        listed that is not the last step says neither, and is refused."""
        children = [ch for ch in self._node.children if isinstance(ch, Tree)] \
            if self._node is not None else []
        after = [not ch.meta.empty and ch.meta.column in self.after_comma
                 for ch in children[:len(items)]]
        listed = [k for k, item in enumerate(items)
                  if k and isinstance(item, fx.Choice) and k < len(after) and after[k]]
        if not listed:
            return items
        if listed != [len(items) - 1] or not all(after[1:]):
            raise _Problem("a choice listed after a comma reads two ways: write '…, and "
                           "gain 2 guards or 2 VP' for a step and a choice, or 'gain 2 coins, "
                           "2 guards or 2 VP' for one of all")
        return [fx.Choice((*items[:-1], *items[-1].options))]

    def _comma_scope(self, heads: list, items: list, tails: list) -> None:
        """'Gain 1 guard, and gain 1 pilgrim step per council card', 'Gain 1 guard, plus 1
        pilgrim step per council card': a trailing per after a step or a reward set apart by
        a comma reads two ways that play differently: an error with both, never either
        reading in silence."""
        if heads or not any(word == "per" for word, _ in tails) or not items:
            return
        children = [ch for ch in self._node.children if isinstance(ch, Tree)] \
            if self._node is not None else []
        starts = [getattr(ch.meta, "column", None) if not ch.meta.empty else None
                  for ch in children[:len(items)]]
        split = next((k for k in range(len(items) - 1, 0, -1)
                      if starts[k:k + 1] and starts[k] in self._comma_and), None)
        if split is not None:
            _two_scopes(_bound(_seq(items), tails, []),
                        _seq([*items[:split], _bound(_seq(items[split:]), tails, [])]))
        if self._last_reward_set_apart(children[len(items) - 1:len(items)]):
            steps = fx.steps(_seq(items))
            _two_scopes(_bound(_seq(items), tails, []),
                        _seq([*steps[:-1], _bound(steps[-1], tails, [])]))

    def _last_reward_set_apart(self, last: list) -> bool:
        """'Gain 1 guard, plus 1 pilgrim step per council card': the last reward of the
        last act set apart by a comma (', plus', ', and', ',') from the one before; a list
        'A, B and C' or 'A, B, and C' is not set apart."""
        node = last[0] if last else None
        while node is not None and node.data in ("clause", "acts"):
            kids = [ch for ch in node.children if isinstance(ch, Tree)]
            node = kids[0] if len(kids) == 1 else None      # one act, without tails
        if node is None or node.data not in ("gain", "bare"):
            return False
        rewards = [ch for ch in node.children if isinstance(ch, Tree) and ch.data == "rewards"]
        if len(rewards) != 1:
            return False
        parts = [ch for ch in rewards[0].children if isinstance(ch, Tree)]
        if len(parts) < 2 or any(p.meta.empty for p in parts):
            return False
        columns = [p.meta.column for p in parts]
        apart = self.after_comma | self._comma_and
        if columns[-1] not in apart:
            return False
        return len(parts) == 2 or not all(c in self.after_comma for c in columns[1:-1])

    body = body_wide
    body_triggered = body_wide
    headed = body_wide

    def body_triggers(self, c):
        """'Whenever …, gain 1 VP, and whenever …, gain 2 VP.': each trigger its own."""
        return _seq(list(c))

    def body_then_headed(self, c):
        """[per X] steps, and for each Y steps: the first head counts the first run only."""
        return _seq([*fx.steps(self.body_wide(c[:-1])), *fx.steps(c[-1])])

    def clause(self, c):
        """acts [per X] [if you have no X]."""
        at = next(i for i, x in enumerate(c) if not isinstance(x, tuple))
        return _bound(c[at], c[at + 1:], c[:at])

    def clause_once(self, c):
        """'Once, trade 3 coins for 2 VP.': one payment, never a trade."""
        return _paid_once(self.clause(c))

    def bare(self, c):
        tails = [x for x in c if isinstance(x, tuple) and x and isinstance(x[0], str)]
        options = [x for x in c if x not in tails]
        return self.clause([self.gain(options), *tails])

    def bare_slash(self, c):
        """'7 guards / 7 coins': a choice (`_slash_choice`)."""
        _slash_choice([x for x in c if isinstance(x, tuple) and x and not isinstance(x[0], str)])
        return self.bare(c)

    def gain_slash(self, c):
        _slash_choice(c)
        return self.gain(c)

    def bare_listed(self, c):
        """'Choose one: 7 guards, 7 coins.': the options listed with commas alone."""
        (listed,) = c
        if not isinstance(listed, _CommaList):
            raise _Problem("a choice word needs its options said with 'or': 'choose one: "
                           "7 guards or 7 coins'")
        return fx.Choice(tuple(_seq(list(group)) for group in listed.groups))

    def bare_chosen(self, c):
        """'7 coins or 7 guards (your choice)': a choice word needs options said with 'or'."""
        return self.gain_chosen([self.bare(c)])

    def gain_chosen(self, c):
        """'gain 7 guards or 7 coins (your choice)'; 'gain 7 guards and 7 coins (your
        choice)' says both and a choice, and is refused, as is a choice of one."""
        if not isinstance(c[0], fx.Choice):
            raise _Problem("a choice word needs its options said with 'or': 'gain 7 guards "
                           "or 7 coins (your choice)'")
        return c[0]

    def each_give(self, c):
        """'each merchants card is worth 2 VP': the rewards once per counted thing."""
        return _per(c[0], _seq(list(c[1])))

    def between(self, c):
        """'choose between 7 guards and 7 coins': one of the two."""
        return fx.Choice((c[0], c[1]))

    def acts(self, c):
        """One act, or the options of 'A or B'; rewards listed with commas alone before
        the last 'or' are options too ('gain 2 coins, 2 guards or invest in a voyage')."""
        if len(c) == 1:
            return c[0]
        children = [ch for ch in self._node.children if isinstance(ch, Tree)] \
            if self._node is not None else []
        if len(children) != len(c):
            return fx.Choice(tuple(c))
        options: list = []
        for value, child in zip(c, children):
            steps = fx.steps(value)
            cuts = self._reward_cuts(child, len(steps))
            if cuts and child is children[-1]:
                raise _comma_after_last_or()
            options.extend(_seq(list(steps[a:b])) for a, b in
                           zip([0, *cuts], [*cuts, len(steps)]))
        return fx.Choice(tuple(options))

    def _reward_cuts(self, act: Tree, n_steps: int) -> list:
        """Where a gain's rewards are cut by commas alone (indices of its steps)."""
        rewards = [ch for ch in act.children if isinstance(ch, Tree) and ch.data == "rewards"]
        if act.data != "gain" or len(rewards) != 1:
            return []
        parts = [ch for ch in rewards[0].children if isinstance(ch, Tree)]
        cuts = [k for k, ch in enumerate(parts) if k and not ch.meta.empty
                and ch.meta.column in self.after_comma]
        if cuts and len(parts) != n_steps:
            raise _Problem("rewards listed with commas before 'or' read two ways: write 'A "
                           "and B, or C' for two options, or 'A, B or C' for three")
        return cuts

    # ------------------------------------------------------------ gains
    def gain(self, c):
        if len(c) == 1:
            return _seq(list(c[0]))
        return fx.Choice(tuple(_seq(list(r)) for r in _listed(list(c))))

    def rewards(self, c):
        """Rewards in a row; 'up to N' after a worked amount of the same resource ('twice
        your lowest track in VP, up to 10 VP') is a cap, which the rule language has not."""
        for i, r in enumerate(c):
            if isinstance(r, fx.Gain) and r.up_to and any(
                    isinstance(e, fx.Gain) and e.resource is r.resource
                    and not isinstance(e.amount, fx.Const) for e in c[:i]):
                said = effect_text(r).removeprefix("gain ")
                raise _Problem(f"'{said}' after a reward of the same kind is a cap, which a "
                               f"bonus cannot say; write the reward without it")
        return self._comma_runs(c, tuple)

    def _comma_runs(self, c: list, kind: type) -> Any:
        """`c` as `kind`, or as a `_CommaList` of its runs when a part after the first
        follows a comma alone (the node being read's children)."""
        parts = [ch for ch in self._node.children if isinstance(ch, Tree)] \
            if self._node is not None else []
        cuts = [k for k, ch in enumerate(parts) if k and k < len(c) and not ch.meta.empty
                and ch.meta.column in self.after_comma]
        if not cuts:
            return kind(c)
        out = _CommaList(c)
        out.groups = tuple(kind(c[a:b]) for a, b in zip([0, *cuts], [*cuts, len(c)]))
        return out

    def num(self, c):
        return int(c[0]) if c else 1

    def noun(self, c):
        return _NOUNS[str(c[0])]

    def reward(self, c):
        return fx.Gain(c[1], fx.Const(c[0]))

    def reward_up_to(self, c):
        return fx.Gain(c[1], fx.Const(c[0]), up_to=True)

    def score_amount(self, c):
        """'score half of your guards plus coins plus crowns': scoring is in VP."""
        return fx.Gain(Resource.VP, c[0])

    def reward_times(self, c):
        """'2 VP × the number of clerics cards you own', '2 VP times the spaces of …'."""
        return fx.Gain(c[1], fx.Times(c[0], c[2]))

    def reward_times_per(self, c):
        """'2 VP x your merchants cards': the reward once per counted thing."""
        return _per(c[2], fx.Gain(c[1], fx.Const(c[0])))

    def reward_equal(self, c):
        return fx.Gain(c[0], c[1])

    def reward_equal_times(self, c):
        """'VP equal to two times your lowest track'."""
        return fx.Gain(c[0], fx.Times(c[1], c[2]))

    def reward_amount_as(self, c):
        return fx.Gain(c[1], c[0])

    def reward_noun_amount(self, c):
        """'VP: half your guards, coins and crowns': what it gives, then a worked amount."""
        return self.reward_amount_noun([c[1], c[0]])

    def reward_amount_noun(self, c):
        """'half (council + clerics) VP', '2 × lowest track VP': a worked amount, then what
        it gives; a plain count before a noun ('coins VP') is no amount."""
        if not isinstance(c[0], (fx.Half, fx.Times, fx.Sum)):
            raise _Problem("say what the amount gives: 'VP equal to …' or '… as VP'")
        return fx.Gain(c[1], c[0])

    def reward_tiers(self, c):
        values = [int(x) for x in c if isinstance(x, Token) or
                  (isinstance(x, int) and not isinstance(x, bool))]
        resource = _first(c, Resource)
        amount, ranges, where = c[-1]
        if len(values) != len(ranges):
            # at the first range without a value; too many values: at the values
            odd = _at(ranges[len(values)]) if len(values) < len(ranges) else None
            raise _Problem(f"{len(values)} values for {len(ranges)} ranges: give one value "
                           f"per range", where or odd)
        pairs = sorted(zip(ranges, values), key=lambda p: p[0][0])     # highest first too
        ranges, values = [r for r, _ in pairs], [v for _, v in pairs]
        # "7+/10+/13+": an open tier before another holds up to it
        for (lo, hi), span in zip(ranges, ranges[1:]):
            if span[0] <= lo or (hi is not None and span[0] != hi + 1):
                raise _Problem(f"the ranges leave a gap or overlap after {lo}: write them "
                               f"one after another, e.g. 7-9/10-12/13+", where or _at(span))
        _top_tier(amount, ranges[-1], self.lexicon.track_top, where or _at(ranges[-1]))
        return fx.Gain(resource, fx.Tiers(amount, tuple((lo, v) for (lo, _), v
                                                        in zip(ranges, values))))

    def reward_tiers_first(self, c):
        """'council 7-9/10-12/13+ = 5/7/10 VP': the spaces first, then the figures."""
        track, ranges, *rest = c
        amount = fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(track,)))
        return self.reward_tiers([*rest, (amount, ranges, None)])

    def reward_reach_first(self, c):
        """'reach 7/10/13 on the council track for 5/7/10 VP'."""
        bounds, track, *rest = c
        return self.reward_tiers_first([track, bounds, *rest])

    def reward_reach_if(self, c):
        """'if your council disk has reached 7, 10 or 13, gain 5, 7 or 10 VP'."""
        track, bounds, *rest = c
        return self.reward_tiers_first([track, bounds, *rest])

    def reward_track_pays(self, c):
        """'the council track pays 5/7/10 VP at 7/10/13'."""
        track, *rest, bounds = c
        return self.reward_tiers_first([track, bounds, *rest])

    def reward_per_two_sum(self, c):
        """'1 VP per pair of guards, coins and crowns': half their sum (R-BON-V)."""
        n, resource, amount = c[:3]
        half = fx.Half(amount)
        return fx.Gain(resource, half if n == 1 else fx.Times(n, half))

    def reward_half_as_sum(self, c):
        """'half as many VP as you have guards, coins and crowns combined'."""
        return fx.Gain(c[0], fx.Half(c[1]))

    def reward_per_pair(self, c):
        """'1 VP for every 2 coins (you have)': half the count, rounded down (R-BON-V)."""
        n, resource, pair, counter = c
        if str(pair) != "2":
            raise _Problem(f"amounts are only halved (R-BON-V): 'for every 2 …', not "
                           f"'for every {pair} …'", pair)
        half = fx.Half(fx.Count(counter))
        return fx.Gain(resource, half if n == 1 else fx.Times(n, half))

    def twice_factor(self, c):
        return 2

    def times_factor(self, c):
        return int(c[0])

    def reward_multiple_held(self, c):
        """'twice as many VP as you have coins': the count, multiplied."""
        return self.reward_multiple([c[0], c[1], fx.Count(c[2])])

    def reward_multiple(self, c):
        """'twice as many VP as your lowest track position'."""
        factor, resource, amount = c
        if factor < 2:
            raise _Problem(f"'{factor} times as many': write 'as many … as' for the amount "
                           f"itself")
        return fx.Gain(resource, fx.Times(factor, amount))

    def reward_per_pair_sum(self, c):
        """'1 VP for every 2 guards, coins and crowns you have': half their sum (R-BON-V)."""
        n, resource, pair, amount = c[:4]
        if not isinstance(amount, fx.Sum):      # one thing counted: `reward_per_pair`
            raise _Problem("'for every 2 …' counts what follows it", pair)
        if str(pair) != "2":
            raise _Problem(f"amounts are only halved (R-BON-V): 'for every 2 …', not "
                           f"'for every {pair} …'", pair)
        half = fx.Half(amount)
        return fx.Gain(resource, half if n == 1 else fx.Times(n, half))

    def reward_as_held(self, c):
        """'as many VP as you have coins'."""
        return fx.Gain(c[0], fx.Count(c[1]))

    def reward_half_as_held(self, c):
        """'half as many VP as you have coins (rounded down)' (R-BON-V)."""
        return fx.Gain(c[0], fx.Half(fx.Count(c[1])))

    def reward_per_two(self, c):
        """'1 VP for each pair of coins': half the count, rounded down (R-BON-V)."""
        n, resource, counter = c
        half = fx.Half(fx.Count(counter))
        return fx.Gain(resource, half if n == 1 else fx.Times(n, half))

    def pilgrim(self, c):
        return fx.Gain(Resource.STEPS, fx.Const(c[0]))

    def pilgrim_up_to(self, c):
        return fx.Gain(Resource.STEPS, fx.Const(c[0]), up_to=True)

    def per_tail(self, c):
        return ("per", c[0])

    per_head = per_tail

    def per_slash(self, c):
        """'+2 VP / merchants card': a caption's slash counts what follows it. After a
        reward, '/ coins' or '/ guards' is a choice or a rate as often as a count, so
        it is refused."""
        if c[0].kind in (fx.CounterKind.COINS, fx.CounterKind.GUARDS):
            said = "coins" if c[0].kind is fx.CounterKind.COINS else "guards"
            raise _Problem(f"'/ {said}' after a reward can mean a choice or a count: write "
                           f"'or N {said}' or 'per {said[:-1]} you have'")
        return ("per", c[0])

    def if_tail(self, c):
        return ("if", c[0])

    if_head = if_tail

    def if_both(self, c):
        """'if you have no coins and no guards': each a count of 0, both to hold."""
        if len(set(c)) < len(c):
            raise _Problem("one condition is named twice")
        return ("ifs", tuple(c))

    def if_count(self, c):
        """'if you have 0 …', 'if you have fewer than 1 …': the rule language's condition,
        a count of 0 (R-BON-E); any other count cannot be written in it."""
        (test, n), counter = c
        if test.means_none(n):
            return counter
        if counter == fx.Counter(fx.CounterKind.CARDS) and n and (
                test is Comparison.MORE_THAN or test is Comparison.AT_LEAST):
            return _MoreThan(n if test is Comparison.MORE_THAN else n - 1)
        said = test.value if n is None else f"{test.value} {n}"
        raise _Problem(f"'if you have {said} …': the rule language's one condition is a "
                       f"count of 0, 'if you have no …'")

    def cmp_equal(self, c):
        return (Comparison.EXACTLY, int(c[0]))

    def cmp_at_least(self, c):
        return (Comparison.AT_LEAST, int(c[0]))

    def cmp_at_most(self, c):
        return (Comparison.AT_MOST, int(c[0]))

    def cmp_more(self, c):
        return (Comparison.MORE_THAN, int(c[0]))

    def cmp_less(self, c):
        return (Comparison.FEWER_THAN, int(c[0]))

    def cmp_some(self, c):
        return (Comparison.SOME, None)

    def if_no_colour(self, c):
        """'if none of your dice are purple': no die of that colour in your holders."""
        return ("if", self.n_dice(c))

    def counter(self, c):
        return c[0]

    counted = counter

    # ------------------------------------------------------------ amounts
    def half(self, c):
        return fx.Half(c[0])

    def rounded_up(self, c):
        raise _Problem("amounts are rounded down (R-BON-V): 'rounded up' plays differently",
                       c[0])

    def fraction(self, c):
        part = _first(c, Token)
        raise _Problem(f"amounts are only halved (R-BON-V), not divided by {part}", part)

    def n_highest_track(self, c):
        raise _Problem("the rules count your lowest track (R-BON-G), not your highest")

    def divided(self, c):
        """'your coins plus guards, divided by 2 and rounded down': a half (R-BON-V)."""
        amount, by = c[0], _first(c[1:], Token)
        if str(by) != "2":
            raise _Problem(f"amounts are only halved (R-BON-V), not divided by {by}", by)
        return fx.Half(amount)

    def times_after(self, c):
        """'your lowest track times 2', '… x 2'."""
        return fx.Times(int(c[1]), c[0])

    def add(self, c):
        return fx.Sum(tuple(c))

    def average(self, c):
        """'the average of your council and clerics positions': of two values, half their
        sum (R-BON-V); of more, a division the rules do not make."""
        if not isinstance(c[0], fx.Sum) or len(c[0].terms) != 2:
            n = len(c[0].terms) if isinstance(c[0], fx.Sum) else 1
            raise _Problem(f"amounts are only halved (R-BON-V): the average of {n} values "
                           f"divides by {n}")
        return fx.Half(c[0])

    def together(self, c):
        """'your council and clerics positions added together': a sum said to be one."""
        if not isinstance(c[0], fx.Sum):
            raise _Problem("'added together' needs two or more things to add")
        return c[0]

    def count(self, c):
        return fx.Count(c[0])

    def times(self, c):
        return fx.Times(c[0], c[1])

    def track_spaces(self, c):
        """'your council and clerics track spaces': the sum of the two."""
        return fx.Sum(tuple(fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(cls,)))
                            for cls in self._once([(x, None) for x in c], "track")))

    def twice(self, c):
        return fx.Times(2, c[0])

    def tier_track(self, c):
        return (fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(c[0],))), c[1], None)

    def tier_track_after(self, c):
        return self.tier_track([c[1], c[0]])

    def tier_lowest(self, c):
        return (fx.Count(fx.Counter(fx.CounterKind.LOWEST_TRACK)), c[0], None)

    tier_lowest_after = tier_lowest

    def tier_counter(self, c):
        return (fx.Count(c[1]), c[0], None)

    def ranges(self, c):
        return list(c)

    def closed_range(self, c):
        lo, hi = int(c[0]), int(c[1])
        if hi < lo:
            raise _Problem(f"the range {lo}-{hi} runs backwards", c[0])
        return _Span(lo, hi, c[0])

    def open_range(self, c):
        return _Span(int(c[0]), None, c[0])

    def single_range(self, c):
        return _Span(int(c[0]), int(c[0]), c[0])

    # ------------------------------------------------------------ counters
    def n_cards_of_class(self, c):
        return fx.Counter(fx.CounterKind.CARDS, classes=c[0])

    def n_cards_with_influence(self, c):
        return fx.Counter(fx.CounterKind.CARDS, influence=c[0])

    def n_cards_beyond(self, c):
        return fx.Counter(fx.CounterKind.CARDS_BEYOND, n=int(c[0]))

    def n_cards_from(self, c):
        """'from the 11th on' counts the 11th: every card beyond the 10th."""
        return fx.Counter(fx.CounterKind.CARDS_BEYOND, n=int(c[0]) - 1)

    def n_class_sets(self, c):
        if any(isinstance(x, Token) for x in c):     # "4-card set … one card of each of the 4"
            fours = [int(x) for x in c if isinstance(x, Token)]
            if _ints(c) != [1] or any(n != len(CardClass) for n in fours):
                raise _Problem(f"a class set has one card of each of the {len(CardClass)} "
                               f"classes")
            return fx.Counter(fx.CounterKind.CLASS_SETS)
        numbers = _ints(c)
        if numbers == [1]:      # "a set of one card of each class"
            return fx.Counter(fx.CounterKind.CLASS_SETS)
        for n in numbers:
            if n != len(CardClass):
                raise _Problem(f"a class set has {len(CardClass)} cards of the "
                               f"{len(CardClass)} classes, not {n}")
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def set_size(self, c):
        return ("size", c[0])

    def set_makeup(self, c):
        """What a class set holds: one card of each (of the 4) class(es), all 4 classes, or
        the classes listed one each."""
        words = [str(x) for x in c if isinstance(x, Token)]
        ints = [x for x in c if isinstance(x, int) and not isinstance(x, bool)]
        classes = [x for x in c if isinstance(x, CardClass)]
        if classes:
            ok = sorted(classes) == sorted(CardClass) and set(ints) == {1}
        elif words and words[0] == "all":
            ok = all(int(w) == len(CardClass) for w in words if w.isdigit())
        else:
            ok = ints[:1] == [1] and all(int(w) == len(CardClass) for w in words if w.isdigit())
        if not ok:
            raise _Problem(f"a class set has one card of each of the {len(CardClass)} classes")
        return ("makeup",)

    def n_class_set_told(self, c):
        """'a set of 4 cards that includes one card of each of the 4 classes'."""
        size = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "size"), None)
        if size is not None and size != len(CardClass):
            raise _Problem(f"a class set has {len(CardClass)} cards, one of each class, "
                           f"not {size}")
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_class_set_listed_told(self, c):
        """'each set of four cards: council, merchants, clerics, scholars, one of each'."""
        size = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "size"), None)
        if size != len(CardClass):
            raise _Problem(f"a class set has {len(CardClass)} cards, one of each class, "
                           f"not {size}")
        return self.n_class_set_listed([x for x in c if isinstance(x, CardClass)])

    def n_class_set_each(self, c):
        """'a set (with) one card of each class'."""
        if c[0] != 1:
            raise _Problem(f"a class set has one card of each class, not {c[0]}")
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_class_set_all(self, c):
        """'a 4-card set with all four classes'."""
        if any(int(n) != len(CardClass) for n in c):
            raise _Problem(f"a class set has {len(CardClass)} cards, one of each class")
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_class_set_sized(self, c):
        """'a set of 4 cards containing one card of each class'."""
        size, each = c
        if (size, each) != (len(CardClass), 1):
            raise _Problem(f"a class set has {len(CardClass)} cards, one of each class")
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_class_set_sized_of(self, c):
        """'a set of 4 cards made up of one card of each of the 4 classes'."""
        size, each, classes = c
        if (size, each, int(classes)) != (len(CardClass), 1, len(CardClass)):
            raise _Problem(f"a class set has {len(CardClass)} cards, one of each of the "
                           f"{len(CardClass)} classes")
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_class_set_listed_sized(self, c):
        """'a set of 4 cards that contains one council, one merchants, … card'."""
        if c[0] != len(CardClass):
            raise _Problem(f"a class set has {len(CardClass)} cards, not {c[0]}")
        return self.n_class_set_listed(c[1:])

    def n_class_sets_of(self, c):
        """'a complete set of the 4 classes'."""
        if int(c[0]) != len(CardClass):
            raise _Problem(f"a class set has one card of each of the {len(CardClass)} "
                           f"classes, not {c[0]}", c[0])
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_class_set_listed(self, c):
        """'a set of one council, one merchants, one clerics and one scholars card'."""
        classes = [x for x in c if isinstance(x, CardClass)]
        if set(_ints(c)) - {1} or sorted(classes) != sorted(CardClass):
            raise _Problem(f"a class set has one card of each of the {len(CardClass)} classes")
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_monasteries_with(self, c):
        return fx.Counter(fx.CounterKind.MONASTERIES_WITH, backs=c[0] if c else ())

    def n_dice(self, c):
        colour, tok = c[0]
        if colour is DieColour.WHITE:
            raise _Problem("white dice never count (R-BON-E); use gray, orange, purple or "
                           "green", tok)
        return fx.Counter(fx.CounterKind.DICE, colour=colour)

    def value_of(self, c):
        """'the value of the space your lowest disk is on': what that space counts."""
        return c[0]

    def n_track(self, c):
        return fx.Counter(fx.CounterKind.TRACK, classes=(c[0],))

    def _once(self, items: list, what: str) -> tuple:
        out: list = []
        for value, tok in items:
            if value in out:
                raise _Problem(f"{what} {value} is named twice", tok)
            out.append(value)
        return tuple(out)

    def classes(self, c):
        return self._once([(x, None) for x in c], "class")

    def nums(self, c):
        return self._once([(x, None) for x in c], "influence")

    def backs(self, c):
        return self._once(c, "back")

    def back(self, c):
        tok = c[0]
        if tok.type == "MAPCOLOUR":
            return (self.lexicon.map_colours[str(tok)], tok)
        return (Back(str(tok).upper()), tok)

    def cls(self, c):
        return CardClass(str(c[0]))

    def colour(self, c):
        return (DieColour(str(c[0])), c[0])

    def cls_coloured(self, c):
        """'a gray card': the class whose track has that colour (R-COMP-5)."""
        return self.track_name(c)

    def cls_named_coloured(self, c):
        """'a council (gray) card': the class, checked against its track's colour."""
        cls = _first(c, CardClass)
        colour, tok = _first(c, tuple)
        if self.lexicon.track_colours.get(colour) is not cls:
            raise _Problem(f"{cls} cards are not {colour}", tok)
        return self.classes([cls])

    # ------------------------------------------------------------ tracks
    def advance(self, c):
        which, cls = _first(c, tuple)
        return fx.Advance(_first(c, int), which, cls)

    def advance_class(self, c):
        """'raise your clerics influence by 3'."""
        return fx.Advance(_first(c, int), fx.TrackChoice.NAMED, _first(c, CardClass))

    def track_named(self, c):
        return (fx.TrackChoice.NAMED, c[0])

    def track_any(self, c):
        return (fx.TrackChoice.ANY, None)

    def track_every(self, c):
        return (fx.TrackChoice.EVERY, None)

    def track_every_named(self, c):
        """'every track: council, merchants, clerics and scholars': the four, each once."""
        named = [x for x in c if isinstance(x, CardClass)]
        if set(named) != set(CardClass) or len(named) != len(CardClass):
            raise _Problem("'every track' names each of the four tracks once")
        return self.track_every(c)

    def track_all_n(self, c):
        if c[0] != len(CardClass):
            raise _Problem(f"there are {len(CardClass)} tracks, not {c[0]}")
        return (fx.TrackChoice.EVERY, None)

    def marker(self, c):
        return c[0]

    def track_name(self, c):
        if isinstance(c[0], CardClass):
            return c[0]
        colour, tok = c[0]
        if len(c) == 2:
            cls = self.lexicon.track_colours.get(colour)
            if cls is not c[1]:
                raise _Problem(f"the {c[1].value} track is not {colour}", tok)
            return cls
        cls = self.lexicon.track_colours.get(colour)
        if cls is None:
            raise _Problem(f"no track has the colour {colour}", tok)
        return cls

    def income(self, c):
        return fx.Income(_first(c, CardClass))

    def income_as_e(self, c):
        """'…, just as a purple die would in phase E': the colour of the track's die."""
        cls = _first(c, CardClass)
        for x in c:
            if isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], DieColour):
                if self.lexicon.track_colours.get(x[0]) is not cls:
                    raise _Problem(f"a {x[0].value} die does not pay the {cls.value} "
                                   f"track's income", x[1])
        return fx.Income(cls)

    # ------------------------------------------------------------ opponents
    def opponents(self, c):
        """Each opponent's options; a verb carries on to the next parts and options
        ("gives you 1 guard and 1 coin, or 2 VP, even below 0")."""
        behinds = {x for x in c if isinstance(x, CardClass)}
        if len(behinds) > 1:
            raise _Problem("the opponents are behind you on two different tracks")
        behind = next(iter(behinds), None)
        verb: Optional[str] = "give" if "give" in c else "lose" if "lose" in c else None
        options = []
        for parts in _listed([x for x in c if isinstance(x, (list, _CommaList))]):
            out: list = []
            for word, value, below in parts:
                if word == "more":
                    if verb is None:
                        raise _Problem("say what the opponent does: 'gives you 1 coin' or "
                                       "'loses 2 VP'")
                    word = verb
                elif word == "more_card":
                    if verb == "give":
                        raise _Problem("an opponent loses a card, never gives one")
                    word = "lose_card"
                if word == "lose_card":
                    out.append(fx.LoseCard(value))
                    verb = "lose"
                    continue
                verb = word
                res, n = value
                if below is not None and res is not Resource.VP:
                    raise _Problem(f"only VP can go below 0 (R-LIM-4), not {res.value}",
                                   below if isinstance(below, Token) else None)
                out.append(fx.Give(res, n, below_zero=below is not None) if word == "give"
                           else fx.Lose(res, n))
            options.append(_seq(out))
        if behind is None:
            return fx.OpponentsChoose(fx.Chooser.EACH_OPPONENT, tuple(options))
        return fx.OpponentsChoose(fx.Chooser.BEHIND_ON_TRACK, tuple(options), behind)

    def opponents_below_after(self, c):
        """'… or 2 VP, their choice, even below 0': the last option's last part."""
        *rest, below = c
        last = max(i for i, x in enumerate(rest) if isinstance(x, (list, _CommaList)))
        if isinstance(rest[last], _CommaList):
            raise _comma_after_last_or()
        word, value, before = rest[last][-1]
        if before is not None:
            raise _Problem("'even below 0' is said twice")
        rest[last] = [*rest[last][:-1], (word, value, below)]
        return self.opponents(rest)

    def opponents_their_pick(self, c):
        """'each opponent gives you their choice of 1 guard and 1 coin or 2 VP'."""
        if isinstance(c[-1], (Token, bool)):        # 'even below 0' after the options
            return self.opponents_below_after(["give", *c])
        return self.opponents(["give", *c])

    def opponents_give(self, c):
        """'Every opponent pays you. They decide how: …': the options are what they give."""
        return self.opponents_below_after(["give", *c]) if isinstance(c[-1], (Token, bool)) \
            else self.opponents(["give", *c])

    def opponents_lose(self, c):
        """'Each other player loses, at their choice, either 3 VP or …': what they lose."""
        return self.opponents_below_after(["lose", *c]) if isinstance(c[-1], (Token, bool)) \
            else self.opponents(["lose", *c])

    def opponents_yours(self, c):
        """'each opponent gives you … or … (your choice)': who chooses is unclear."""
        raise _Problem("each opponent chooses what to give or lose (R-BON-I): write "
                       "'(their choice)', not '(your choice)'")

    def opponents_cede(self, c):
        return self.opponents(["give", *c])

    def hint_give(self, c):
        return "give"

    def hint_none(self, c):
        return "none"

    def whose_behind(self, c):
        return self.behind(c)

    def behind(self, c):
        which, cls = c[0]
        if which is not fx.TrackChoice.NAMED:
            raise _Problem("say which track the opponents are behind you on")
        return cls

    def behind_lower(self, c):
        """'each player who has less influence than you on the council track': refused."""
        raise _Problem("fewer spaces than yours is not behind you: a player tied with you "
                       "whose disk came later is behind you too (R-LIM-6); write 'behind "
                       "you on the … track'")

    def behind_named(self, c):
        return c[0]

    def give_instead(self, c):
        """'… or you receive 2 VP (from them) instead': the opponent gives it."""
        return ("give", *self._part(c))

    def option(self, parts):
        return self._comma_runs(parts, list)

    def give(self, c):
        return ("give", *self._part(c))

    def lose(self, c):
        """'loses 2 VP (even below 0)': lost VP may always go below 0 (R-LIM-4)."""
        return ("lose", *self._part(c))

    def more(self, c):
        return ("more", *self._part(c))

    @staticmethod
    def _part(c) -> tuple:
        """(quantity, None or what 'even below 0' left: its 0 token, or True)."""
        return (c[0], c[1] if len(c) > 1 else None)

    def below_zero(self, c):
        """'even below 0' (or 'even into the negative'): the token to point at."""
        if c and str(c[0]) != "0":
            raise _Problem("VP may go below 0 (R-LIM-4), so the words are 'even below 0'", c[0])
        return c[0] if c else True

    def lose_card(self, c):
        return ("lose_card", c[0], None)

    def more_card(self, c):
        return ("more_card", c[0], None)

    def card_loss(self, c):
        if any(n != 1 for n in _ints(c)) or \
                any(str(x) != "1" for x in c if isinstance(x, Token) and x.type == "INT"):
            raise _Problem("an opponent loses one card at a time")
        return _first(c, CardClass)

    def card_loss_track(self, c):
        """'a clerics card, losing its influence on the clerics track': one class twice."""
        classes = [x for x in c if isinstance(x, CardClass)]
        if classes[0] is not classes[-1]:
            raise _Problem(f"a {classes[0].value} card's influence is on the "
                           f"{classes[0].value} track, not the {classes[-1].value} track")
        return self.card_loss([x for x in c if not isinstance(x, CardClass)] + classes[:1])

    def quantity(self, c):
        return (c[1], c[0])

    # ------------------------------------------------------------ other bonuses
    def invest(self, c):
        return fx.Invest()

    def invest_in(self, c):
        return fx.Invest(c[0])

    def invest_n(self, c):
        """'invest in 1 voyage': an investment is in one voyage (R-BON-I)."""
        _one_voyage(c[0])
        return fx.Invest()

    def invest_in_n(self, c):
        _one_voyage(c[0])
        return fx.Invest(c[1])

    def currency(self, c):
        return Currency.COINS if str(c[0]) == "coin" else Currency.GUARDS

    def take_favor(self, c):
        return fx.TakeFavor()

    def take_discard(self, c):
        return fx.TakeDiscard(c[0])

    def take_discard_either(self, c):
        """'paying 3 coins or 3 guards (according to its cost icon)': one price, the card's
        currency (R-BON-I)."""
        coins, guards = _ints(c)[:2]
        if coins != guards:
            raise _Problem(f"a card from the discard pile costs one price in its currency, "
                           f"not {coins} coins or {guards} guards")
        return fx.TakeDiscard(c[0])

    def reuse(self, c):
        timing = _first(c, Timing)
        return fx.Reuse(timing, _first(c, tuple) or ())

    def reuse_timing(self, c):
        return Timing.GAME_END if str(c[0]) in ("game", "end") else Timing.IMMEDIATE

    reuse_now = reuse_timing
    reuse_end = reuse_timing

    def place_cap(self, c):
        return fx.PlaceCap()

    def score_voyages(self, c):
        return fx.ScoreVoyages(c[0])

    def score_voyages_range(self, c):
        """'score 1 or 2 of your voyages now': up to 2."""
        low, high = int(c[0]), c[1]
        if low != 1 or high < 2:
            raise _Problem(f"'{low} or {high} voyages': write 'up to {high} of your voyages'",
                           c[0])
        return fx.ScoreVoyages(high)

    def score_diplomas(self, c):
        return fx.ScoreDiplomas()

    def score_game_end(self, c):
        return fx.ScoreGameEnd()

    def score_rank(self, c):
        return fx.ScoreRank()

    def card_discount(self, c):
        currencies = [x for x in c if isinstance(x, Currency)]
        if len(set(currencies)) > 1:
            raise _Problem(f"a discount on {currencies[0]}-cost cards is paid in "
                           f"{currencies[0]}, not {currencies[1]}")
        return fx.CardDiscount(currencies[0], _first(c, int))

    def invest_discount(self, c):
        return fx.InvestDiscount(_first(c, int))

    def pay_for(self, c):
        cost, rewards = c[0], c[1] if isinstance(c[1], tuple) else (c[1],)
        if len({res for res, _ in cost}) < len(cost):
            raise _Problem("a resource is paid twice")
        return fx.PayFor(cost, _seq(list(rewards)))

    def pay_for_times(self, c):
        """'pay 2 coins for 1 VP up to 3 times', '… twice': that many payments, one after
        another, each optional (R-LIM-5); a payment without a limit is a trade (R-BON-E)."""
        *rest, n = c
        return _times(self.pay_for(rest), n)

    def pay_for_times_front(self, c):
        """'Twice, you may pay 2 coins for 1 VP.'"""
        return self.pay_for_times([*c[1:], c[0]])

    def pay_for_after(self, c):
        """'gain 7 VP by paying 5 coins', '… in exchange for 5 coins'."""
        return self.pay_for([c[1], c[0]])

    def pay_once_a_round(self, c):
        """'… once per round': one payment, checked against the bonus's timing."""
        once = self.pay_for(c)
        return _OnceARound(once.cost, once.reward)

    def exchange_after(self, c):
        """'buy 7 VP for 5 coins': an exchange told from what it gains."""
        return self.exchange([c[1], c[0]])

    def gain_shared(self, c):
        """'gain 7 guards or coins': one figure for every option."""
        n, *resources = c
        if len(set(resources)) < len(resources):
            raise _Problem("an option is named twice")
        return fx.Choice(tuple(fx.Gain(r, fx.Const(n)) for r in resources))

    def gain_as_many_each(self, c):
        """'gain as many coins and as many VP as you have merchants cards'."""
        nouns = self._once([(r, None) for r in c[:-1]], "reward")
        return _seq([fx.Gain(r, fx.Count(c[-1])) for r in nouns])

    def exchange(self, c):
        """'trade 3 coins for 2 VP': settled by the bonus's timing (`_Exchange`)."""
        once = self.pay_for(c)
        return _Exchange(once.cost, once.reward)

    def times_count(self, c):
        """'3 times', 'twice'."""
        return c[0] if c else 2

    def repeat_note(self, c):
        """'You may do this any number of times.': the payment before it is a trade."""
        return ("note", _repeated)

    def repeat_unsaid(self, c):
        """'You may repeat this.': once more, or any number of times? Refused."""
        raise _Problem("say how often: 'any number of times' (a trade, in phase E) or "
                       "'twice'")

    def times_note(self, c):
        """'You may do this twice.': the payment before it, that many times in a row."""
        n = c[-1]

        def repeated(effect):
            steps = fx.steps(effect)
            if len(steps) != 1 or not isinstance(steps[0], fx.PayFor) \
                    or isinstance(steps[0], _OnceARound):
                raise _Problem(f"'do this {n} times' needs one payment before it, not one "
                               f"made once per round")
            return _times(fx.PayFor(steps[0].cost, steps[0].reward), n)
        return ("note", repeated)

    def costs(self, c):
        return tuple(c)

    def trade(self, c):
        (give_res, give), (get_res, get) = c
        if get_res is not Resource.VP:
            raise _Problem("a trade is always for VP: 'trade 2 coins for 1 VP'")
        return fx.Trade(give_res, give, get)

    def trade_per(self, c):
        """'gain 1 VP for every 2 guards you pay': the trade told from its gain."""
        return self.trade([c[1], c[0]])

    def rate_n(self, c):
        return int(c[0]) if c else 1

    def rate_again(self, c):
        """'(2 guards for 1 VP)' after a rate: (give, currency, get), checked against it."""
        return (c[0], c[1], c[2])

    def trade_pairs(self, c):
        """'exchange any number of pairs of coins for 1 VP each'."""
        resource = Resource.COINS if c[0] is Currency.COINS else Resource.GUARDS
        return fx.Trade(resource, 2, c[1])

    def trade_per_front(self, c):
        """'for every 2 coins you pay, gain 1 VP'."""
        return self.trade(c)

    trade_every = trade_per_front

    def reward_tiers_reach(self, c):
        """'score 5/7/10 VP if you reach space 7/10/13 on the council track'."""
        *figures, resource, bounds, track = c
        amount = fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(track,)))
        return self.reward_tiers([*figures, resource, (amount, bounds, None)])

    def wild_diplomas(self, c):
        return fx.WildDiplomas(c[0])

    # ------------------------------------------------------------ triggers
    def on_acquire(self, c):
        classes = c[0]
        body = c[1] if len(c) > 1 else fx.Seq(())
        return fx.On(fx.Trigger.ACQUIRE, body, classes)

    def on_acquire_any(self, c):
        """'Whenever you acquire a card, …': a card of every class (R-C-4)."""
        return self.on_acquire([tuple(CardClass), *c])

    def post_trigger(self, c):
        return c[0]

    per_event = post_trigger

    def post_acquire_any(self, c):
        return ("post", fx.Trigger.ACQUIRE, tuple(CardClass))

    def post_castle_die(self, c):
        return ("post", fx.Trigger.CASTLE_DIE)

    def post_acquire(self, c):
        return ("post", fx.Trigger.ACQUIRE, c[0])

    def post_monastery_disk(self, c):
        return ("post", fx.Trigger.MONASTERY_DISK)

    def post_phase_e_start(self, c):
        return ("post", fx.Trigger.PHASE_E_START)

    def on_each_event(self, c):
        """'Each die you place in the castle gives you 4 VP.': the rewards on the event."""
        return _on_events([c[0]], _seq(list(c[1])))

    def or_card(self, c):
        """'… buy a council card or a merchants card': a card named without its verb."""
        return ("card", fx.Trigger.ACQUIRE, c[0])

    def post_events(self, c):
        """Triggers joined by 'or' / 'and whenever': one reward on each."""
        return ("posts", tuple(c))

    def on_events(self, c):
        """'Each time you place a die in the castle or buy a council card, gain 1 VP.'"""
        return _on_events(list(c[:-1]), c[-1])

    # ------------------------------------------------------------ notes
    def only_currency(self, c):
        """'However, you can only invest in a voyage that has a coin cost.'"""
        currency = c[0]

        def restrict(effect):
            found = [e for e in fx.walk(effect) if isinstance(e, fx.Invest) and e.currency is None]
            if len(found) != 1:
                raise _Problem("'however, you can only invest …' needs one investment before it")
            return _mapped(effect, lambda e: fx.Invest(currency)
                           if isinstance(e, fx.Invest) and e.currency is None else e)
        return ("note", restrict)

    def optional_note(self, c):
        """'This is optional.': every reward may be forfeited (R-LIM-5); what an opponent
        must give or lose is not theirs to forfeit, and the remark is refused there."""
        def optional(effect):
            if any(isinstance(e, (fx.Give, fx.Lose, fx.LoseCard, fx.OpponentsChoose))
                   for e in fx.walk(effect)):
                raise _Problem("'optional' after what an opponent gives or loses: say who "
                               "may choose, e.g. 'each opponent chooses …'")
            return effect
        return ("note", optional)

    def may_drop_below(self, c):
        """'It is possible to drop below 0 VP.': the VP an opponent gives may go below 0."""
        if str(c[0]) != "0":
            raise _Problem("VP may go below 0 (R-LIM-4), not below " + str(c[0]), c[0])

        def below(effect):
            if not any(isinstance(e, fx.Give) and e.resource is Resource.VP
                       for e in fx.walk(effect)):
                raise _Problem("'drop below 0 VP' needs an opponent who gives you VP before it")
            return _mapped(effect, lambda e: replace(e, below_zero=True)
                           if isinstance(e, fx.Give) and e.resource is Resource.VP else e)
        return ("note", below)

    def example_case(self, c):
        """'with 12 cards (you gain) 6 (VP)': the count, what it gives, the things named."""
        ints = [int(x) for x in c if isinstance(x, Token) and str(x).isdigit()]
        named = next((str(x) for x in c if isinstance(x, Token) and str(x) in _AGAIN_KINDS),
                     None)
        cls = _first(c, CardClass)
        return (ints[0], ints[1], _first(c, Resource), (named, cls), c[0])

    def example_none(self, c):
        """'10 or fewer: nothing': each count from 0 to 10 gives nothing."""
        k = next(int(x) for x in c if isinstance(x, Token) and str(x).isdigit())
        named = next((str(x) for x in c if isinstance(x, Token) and str(x) in _AGAIN_KINDS),
                     None)
        upto = any(isinstance(x, Token) and str(x) in ("less", "under") for x in c)
        return _Cases((n, 0, None, (named, _first(c, CardClass)), c[0])
                      for n in (range(k + 1) if upto else (k,)))

    def worked_example(self, c):
        """'So with 11 cards you gain 3, with 12 cards 6.': each case worked out with the
        bonus before it; a case it does not give is an error."""
        cases = [x for x in c if isinstance(x, tuple) and not isinstance(x, _Cases)] + [
            x for group in c if isinstance(group, _Cases) for x in group]

        def check(effect):
            for k, figure, resource, named, tok in cases:
                got = _worked_out(effect, k, named)
                if got is None:
                    raise _Problem("a worked example needs a count before it, e.g. 'gain 3 "
                                   "VP per card beyond your 10th'", tok)
                if resource is None and len(got) == 1:
                    resource = next(iter(got))
                resource = resource or Resource.VP
                if got.get(resource, 0) != figure:
                    raise _Problem(f"the example gives {figure} {resource.value} for {k}; the "
                                   f"bonus gives {got.get(resource, 0)} {resource.value}", tok)
            return effect
        return ("note", check)

    def may_go_negative(self, c):
        """'VP can go negative.': below 0, as 'it is possible to drop below 0 VP'."""
        return self.may_drop_below(["0"])

    def only_behind(self, c):
        """'Only opponents behind you on the council track are affected.': the opponents'
        choice before it asks only those (R-BON-I)."""
        track = c[0]

        def restrict(effect):
            found = [e for e in fx.walk(effect) if isinstance(e, fx.OpponentsChoose)]
            if len(found) != 1 or found[0].chooser is not fx.Chooser.EACH_OPPONENT:
                raise _Problem("'only opponents behind you …' needs one choice of every "
                               "opponent before it")
            return _mapped(effect, lambda e: replace(e, chooser=fx.Chooser.BEHIND_ON_TRACK,
                                                     track=track)
                           if isinstance(e, fx.OpponentsChoose) else e)
        return ("note", restrict)

    def otherwise_nothing(self, c):
        """'Otherwise, nothing happens.': what a condition before it does anyway."""
        return ("note", _checked(lambda e: isinstance(e, fx.If),
                                 "'otherwise, nothing' needs a condition before it "
                                 "('… if you have no purple die')"))

    def count_note(self, c):
        """'Count every council card you hold, including this one.': what a 'for each'
        before it counts, restated."""
        counter = c[0]
        return ("note", _checked(lambda e: any(isinstance(n, fx.Per) and n.counter == counter
                                               for n in fx.walk(e)),
                                 "'count …' after a bonus restates what its 'for each' counts; "
                                 "here it names something else"))

    def they_choose(self, c):
        """'They choose.': the opponents' choice before it, restated."""
        return ("note", _checked(lambda e: isinstance(e, fx.OpponentsChoose),
                                 "'they choose' needs an opponents' choice before it"))

    def notes_joined(self, c):
        """'They choose, and they pay the VP even if …': remarks joined, each checked in turn."""
        if not all(isinstance(n, tuple) and n[0] == "note" and callable(n[1]) for n in c):
            raise _Problem("only remarks on the bonus before may be joined with 'and' here")
        checks = [n[1] for n in c]

        def each(effect):
            for check in checks:
                effect = check(effect)
            return effect
        return ("note", each)

    def below_remark(self, c):
        """'This can take them below 0 VP.', 'A player can go into negative VP this way.':
        the VP an opponent gives may go below 0, as 'It is possible to drop below 0 VP.'"""
        return self.may_drop_below([c[0] if c else "0"])

    def sentence_remarked(self, c):
        """'…, never below 0': a sentence whose tail is a remark on its own bonus."""
        return ("pair", (self.sentence(c[:-1]), c[-1]))

    def no_split(self, c):
        """'You cannot split it.': a choice is one option whole, as the rules say (R-BON)."""
        return ("note", _checked(lambda e: isinstance(e, (fx.Choice, fx.OpponentsChoose)),
                                 "'you cannot split it' needs a choice before it ('gain 7 "
                                 "guards or 7 coins')"))

    def stop_early(self, c):
        """'You may stop early.': a trade made any number of times, or pilgrim steps, each a
        most (R-LIM-5), restated."""
        return ("note", _checked(
            lambda e: isinstance(e, fx.Trade) or (isinstance(e, fx.Gain)
                                                  and e.resource is Resource.STEPS),
            "'you may stop early' needs a trade made any number of times or pilgrim steps "
            "before it"))

    def both_parts(self, c):
        """'You get both parts.': every reward of the bonus before it, none a choice."""
        def check(effect):
            nodes = list(fx.walk(effect))
            if any(isinstance(e, (fx.Choice, fx.OpponentsChoose)) for e in nodes) or \
                    not any(isinstance(e, fx.Seq) and len(e.effects) > 1 for e in nodes):
                raise _Problem("'you get both' needs two rewards before it, neither a choice")
            return effect
        return ("note", check)

    def floor_note(self, c):
        """'never below 0': what a payment, a loss or a cost does anyway (R-LIM-2, R-LIM-4);
        refused after VP an opponent gives even below 0."""
        if c and str(c[0]) != "0":
            raise _Problem("'never below' is said of 0", c[0])

        def check(effect):
            if any(isinstance(e, fx.Give) and e.below_zero for e in fx.walk(effect)):
                raise _Problem("'never below 0' after VP given even below 0")
            return effect
        return ("note", check)

    def cap_note(self, c):
        """'(Remember that you can never hold more than 20 guards.)': R-LIM-1, restated."""
        if str(c[0]) != "20":
            raise _Problem("coins and guards never exceed 20 (R-LIM-1)", c[0])
        return ("note", lambda effect: effect)

    def excess_lost(self, c):
        """'anything above 20 is lost', '(to at most 15)': what the limits do anyway, checked:
        20 after coins or guards gained (R-LIM-1), 15 after a move up a track (R-LIM-3)."""
        figure = next(x for x in c if isinstance(x, Token) and str(x).isdigit())
        named = _first(c, Currency)
        if named is not None:
            wanted = {Currency.COINS: Resource.COINS, Currency.GUARDS: Resource.GUARDS}[named]
            test = lambda e: isinstance(e, fx.Gain) and e.resource is wanted  # noqa: E731
        elif str(figure) == str(STORAGE_TOP):
            test = lambda e: isinstance(e, fx.Gain) and e.resource in (  # noqa: E731
                Resource.COINS, Resource.GUARDS)
        else:
            test = lambda e: isinstance(e, fx.Advance)  # noqa: E731
        top = STORAGE_TOP if named is not None or str(figure) == str(STORAGE_TOP) else TRACK_TOP
        if str(figure) != str(top):
            raise _Problem(f"coins and guards stop at {STORAGE_TOP} (R-LIM-1), influence at "
                           f"{TRACK_TOP} (R-LIM-3)", figure)
        return ("note", _checked(test, f"'… above {top} is lost' needs "
                                 + ("coins or guards gained" if top == STORAGE_TOP
                                    else "a move up a track") + " before it"))

    def one_set_note(self, c):
        """'A card may be part of only one set.': how sets of the 4 classes are counted
        anyway (R-END), checked after such a count."""
        return ("note", _checked(lambda e: _counts(e, fx.CounterKind.CLASS_SETS),
                                 "'a card may be part of only one set' needs sets of the 4 "
                                 "classes counted before it"))

    def once_note(self, c):
        """'This exchange can be made only once.': the one payment before it, made once
        whatever its timing (a trade in phase E is otherwise made any number of times)."""
        def check(effect):
            steps = fx.steps(effect)
            if len(steps) != 1 or not isinstance(steps[0], fx.PayFor) \
                    or isinstance(steps[0], _OnceARound):
                raise _Problem("'only once' needs one payment before it ('you may pay 5 coins "
                               "for 7 VP')")
            return fx.PayFor(steps[0].cost, steps[0].reward)
        return ("note", check)

    def once_said(self, c):
        """'Once.': the bonus before it, restated as made one time; after a payment or an
        exchange it is refused (how often a payment is made is said by 'only once')."""
        return ("note", _checked(lambda e: not any(isinstance(n, (fx.Trade, fx.PayFor))
                                                   for n in fx.walk(e)),
                                 "'once' after a payment or an exchange: say 'This can be "
                                 "done only once.'"))

    def your_choice_note(self, c):
        """'You choose which.', 'Your choice.': the choice before it is yours, restated."""
        return ("note", _checked(lambda e: isinstance(e, fx.Choice),
                                 "'you choose which' needs a choice before it ('gain 7 "
                                 "guards or 7 coins')"))

    def forced_vp_remark(self, c):
        """'A player without the guards must give the VP(, even below 0).': the forced VP
        (R-LIM-4), restated; with 'even below 0' they may also go below 0."""
        forced = self.forced_vp([x for x in c if isinstance(x, frozenset)])[1]
        if not any(isinstance(x, (Token, bool)) or x is True for x in c):
            return ("note", forced)
        below = self.may_drop_below(["0"])[1]
        return ("note", lambda effect: forced(below(effect)))

    def card_loss_note(self, c):
        """'A discarded card also takes its influence off that player's clerics track.': an
        opponents' choice with a card of that track's class to lose before it, restated."""
        classes = [x for x in c if isinstance(x, CardClass)]
        if classes[0] is not classes[-1]:
            raise _Problem(f"a {classes[0].value} card's influence is on the "
                           f"{classes[0].value} track, not the {classes[-1].value} track")
        return ("note", _checked(lambda e: isinstance(e, fx.OpponentsChoose) and any(
            isinstance(x, fx.LoseCard) and x.cls is classes[-1] for x in fx.walk(e)),
            f"'a discarded card also takes its influence off the {classes[-1].value} track' "
            f"needs an opponents' choice before it with a {classes[-1].value} card to lose"))

    def not_this_note(self, c):
        """'You gain nothing for this one.': a trigger on later monastery disks (R-BON-M)
        does not act on the disk that took this monastery, restated."""
        return ("note", _checked(lambda e: isinstance(e, fx.On)
                                 and e.trigger is fx.Trigger.MONASTERY_DISK,
                                 "'nothing for this one' needs a bonus on later monastery "
                                 "disks before it"))

    def none_nothing(self, c):
        """'If you have none, this card gives you nothing.': a bonus that uses another of
        your cards' bonus gives nothing without one, restated."""
        return ("note", _checked(lambda e: isinstance(e, (fx.Reuse, fx.ScoreGameEnd)),
                                 "'if you have none, nothing' needs a bonus of another of "
                                 "your cards before it"))

    def white_die_note(self, c):
        """'(The white die is not purple.)', '(the white die never counts)': the rule that
        the white die has no track colour (R-E-1), restated after a die of a colour; a
        colour named is the one the bonus names."""
        named = [x[0] for x in c if isinstance(x, tuple) and x and isinstance(x[0], DieColour)]
        check = _checked(_names_die_colour, "'the white die …' needs a die of a colour before it")
        if not named or named[0] is DieColour.WHITE:
            return ("note", check)

        def coloured(effect):
            effect = check(effect)
            if not _names_colour(effect, named[0]):
                raise _Problem(f"the remark speaks of {named[0].value} dice; the bonus before "
                               f"it names no {named[0].value} die")
            return effect
        return ("note", coloured)

    def this_included(self, c):
        return True

    def infl_claim(self, c):
        return tuple(int(x) for x in c if isinstance(x, Token))

    def self_counted(self, c):
        """'(This card's influence is 2, so it counts itself.)'."""
        return self._self_count(c, True)

    def self_not_counted(self, c):
        """'(This card's influence is 3, so it does not count itself.)', '(This card has
        influence 3 and is therefore not among them.)'."""
        return self._self_count(c, False)

    def _self_count(self, c, counted: bool):
        """The card's own influence, said, is its influence in the rule set, and the count
        of cards by influence before it takes it in (or leaves it out) as said."""
        said = next(int(x) for x in c if isinstance(x, Token) and str(x).isdigit())
        own = _OWN_INFLUENCE.get()
        if own == _NO_INFLUENCE:
            raise _Problem("this component has no influence", c[0])
        if own is not None and said != own:
            raise _Problem(f"this card's influence is {own}, not {said}", c[0])

        def check(effect):
            sets = _influence_filters(effect)
            if len(sets) != 1:
                raise _Problem("a remark on this card's own influence needs one count of "
                               "cards by influence before it")
            if (said in sets[0]) is not counted:
                raise _Problem(f"cards with influence {said} are "
                               + ("" if said in sets[0] else "not ")
                               + "counted by the bonus before it, so this card "
                               + ("counts itself" if said in sets[0] else "does not count"))
            return effect
        return ("note", check)

    def others_not_counted(self, c):
        """'(Cards with influence 3 or 4, this one included, do not count.)': influences the
        count before it leaves out; 'this one included' is checked against this card's."""
        named = next(x for x in c if isinstance(x, tuple))
        this = any(x is True for x in c)
        own = _OWN_INFLUENCE.get()
        if this and own in (None, _NO_INFLUENCE):
            raise _Problem("'this one included' needs a character card with an influence")
        if this and own not in named:
            raise _Problem(f"this card's influence is {own}, not "
                           f"{' or '.join(map(str, named))}")

        def check(effect):
            sets = _influence_filters(effect)
            if len(sets) != 1:
                raise _Problem("'cards with influence … do not count' needs one count of "
                               "cards by influence before it")
            if set(named) & set(sets[0]):
                raise _Problem(f"the bonus before it counts cards with influence "
                               f"{' or '.join(map(str, sorted(set(named) & set(sets[0]))))}")
            return effect
        return ("note", check)

    def backs_not_counted(self, c):
        """'(II and III monasteries do not count.)': backs the count of monasteries with
        your disk before it leaves out."""
        named = {b[0] if isinstance(b, tuple) else b for b in _flat(c) if isinstance(
            b[0] if isinstance(b, tuple) else b, Back)}

        def check(effect):
            found = [x for x in _counters_in(effect)
                     if x.kind is fx.CounterKind.MONASTERIES_WITH and x.backs]
            if len(found) != 1:
                raise _Problem("'… monasteries do not count' needs one count of monasteries "
                               "of a back before it")
            if named & set(found[0].backs) or not named:
                raise _Problem("the bonus before it counts those monasteries")
            return effect
        return ("note", check)

    def excess_unsaid(self, c):
        """'Any excess is lost.': what the limits do anyway (R-LIM-1, R-LIM-3), after coins
        or guards gained or a move up a track."""
        return ("note", _checked(lambda e: isinstance(e, fx.Advance) or (
            isinstance(e, fx.Gain) and e.resource in (Resource.COINS, Resource.GUARDS)),
            "'any excess is lost' needs coins or guards gained, or a move up a track, "
            "before it"))

    def cannot_pay_note(self, c):
        """'If you hold fewer than 5 coins you cannot use it.': a payment is made in full or
        not at all (R-BON-I), restated after a payment of that figure and currency."""
        figure = int(next(x for x in c if isinstance(x, Token) and str(x).isdigit()))
        paid = {Currency.COINS: Resource.COINS, Currency.GUARDS: Resource.GUARDS}[
            _first(c, Currency)]
        return ("note", _checked(lambda e: isinstance(e, fx.PayFor) and (paid, figure) in e.cost,
                                 f"'if you hold fewer than {figure} {paid.value} you cannot use "
                                 f"it' needs a payment of {figure} {paid.value} before it"))

    def trigger_once_note(self, c):
        """'It triggers once for each merchants card acquired this way.': the trigger before
        it, on cards of that class, restated."""
        cls = _first(c, CardClass)
        return ("note", _checked(lambda e: isinstance(e, fx.On) and e.trigger is fx.Trigger.ACQUIRE
                                 and cls in e.classes,
                                 f"'it triggers once for each {cls.value} card acquired' needs a "
                                 f"bonus on acquiring a {cls.value} card before it"))

    def lowest_tie_note(self, c):
        """'If several tracks tie for lowest, it still counts only once.': the lowest track is
        one space, restated after a count of it."""
        return ("note", _checked(lambda e: _counts(e, fx.CounterKind.LOWEST_TRACK),
                                 "'if several tracks tie for lowest …' needs your lowest track "
                                 "counted before it"))

    def lacked_amount(self, c):
        """'who cannot give 2 guards': what is lacked, with the figure of the option."""
        return _LackedAmount(c[-1], int(c[0]))

    def all_tracks_note(self, c):
        """'All four of them.': every track, said again by its number, after a move up every
        track."""
        if int(c[0]) != len(CardClass):
            raise _Problem(f"there are {len(CardClass)} influence tracks, not {c[0]}", c[0])
        return ("note", _checked(lambda e: any(isinstance(x, fx.Advance) and x.which is
                                               fx.TrackChoice.EVERY for x in fx.walk(e)),
                                 "'all four of them' needs a move up every track before it"))

    def others_nothing(self, c):
        """'Other players score nothing.': the rank scored now is yours alone, as the rule
        says (R-BON-M), so only checked."""
        return ("note", _checked(lambda e: isinstance(fx.steps(e)[-1], fx.ScoreRank),
                                 "'other players score nothing' needs a rank scored before it"))

    def excluding_this_note(self, c):
        """'That's not counting this one.': a card acquired or a disk placed later sets
        the trigger before it off, never this component's own (R-C-4, R-BON-M)."""
        return ("note", _checked(lambda e: isinstance(e, fx.On) and e.trigger in (
            fx.Trigger.ACQUIRE, fx.Trigger.MONASTERY_DISK),
            "'not counting this one' needs a trigger before it: 'whenever you acquire …', "
            "'each time you place a disk on another monastery'"))

    def _forced_vp(self, c):
        """'If a player does not have the resources, he must give you the VP': what an
        opponents' choice does anyway (R-LIM-4), so only checked: the VP are its last
        option (the one forced), or one that can always be given."""
        def vp(option) -> bool:
            return any(isinstance(g, fx.Give) and g.resource is Resource.VP
                       for g in fx.steps(option))

        return ("note", _checked(lambda e: isinstance(e, fx.OpponentsChoose) and (
            vp(e.options[-1]) or any(fx.payable_whatever_held(o) and vp(o) for o in e.options)),
            "'must give you the VP' needs an opponents' choice before it whose VP option "
            "is the one forced: its last, or one given even below 0"))

    def forced_vp_below(self, c):
        """'A player without the guards must give the VP, even below 0': the forced VP
        checked, and the VP given may go below 0 (R-LIM-4)."""
        check = self.forced_vp(c)[1]
        below = self.may_drop_below([c[-1] if isinstance(c[-1], Token) else "0"])[1]
        return ("note", lambda effect: below(check(effect)))

    def lacked(self, c):
        """What a player lacks, named: its resources (none: 'the resources')."""
        return frozenset(Resource.GUARDS if str(w) == "guard" else Resource.COINS
                         for w in c if str(w) in ("guard", "coin"))

    def forced_vp(self, c):
        """The forced VP note; the resource a player lacks, when named, is one the other
        option asks for."""
        named = next((x for x in c if isinstance(x, frozenset)), frozenset())
        check = _Reader._forced_vp(self, c)[1]

        def note(effect):
            effect = check(effect)
            asked = {e.resource for e in fx.walk(effect) if isinstance(e, fx.Give)
                     and e.resource is not Resource.VP}
            if not named <= asked:
                raise _Problem(f"the other option asks for no "
                               f"{' or '.join(sorted(r.value for r in named - asked))}")
            amount = getattr(named, "amount", 0)
            if amount and not any(isinstance(e, fx.Give) and e.resource in named
                                  and e.amount == amount for e in fx.walk(effect)):
                raise _Problem(f"the other option does not ask for {amount} "
                               f"{' or '.join(sorted(r.value for r in named))}")
            return effect
        return ("note", note)

    def forced_vp_said(self, c):
        """'If a player does not have the guards, he must give you the 2 VP (even below
        0)': the forced VP checked, their figure against the VP option's, and below 0
        applied when said."""
        said = _ints(c)
        check = self.forced_vp(c)[1]
        below = self.may_drop_below(["0"])[1] \
            if c and (c[-1] is True or isinstance(c[-1], Token)) else None

        def note(effect):
            effect = check(effect)
            if said and not any(isinstance(e, fx.Give) and e.resource is Resource.VP
                                and e.amount == said[0] for e in fx.walk(effect)):
                raise _Problem(f"'the {said[0]} VP' is not what the opponents' choice "
                               f"before it gives")
            return below(effect) if below is not None else effect
        return ("note", note)

    def ahead_nothing(self, c):
        """'Players ahead of you give you nothing.': only those behind you are asked."""
        return ("note", _checked(lambda e: isinstance(e, fx.OpponentsChoose)
                                 and e.chooser is fx.Chooser.BEHIND_ON_TRACK,
                                 "'players ahead of you give you nothing' needs a choice of "
                                 "the opponents behind you before it"))

    def discount_applies(self, c):
        """'The reduction already applies.': the investment taken with the tile costs less
        too, as it does while the tile is held (R-FAV-1), so only checked."""
        return ("note", _checked(lambda e: isinstance(e, fx.Invest),
                                 "'the reduction already applies' needs an investment "
                                 "before it"))

    def reuse_none(self, c):
        """'If you have none, this card gives you nothing.': another card's bonus used
        again does nothing without one (R-BON-G), so only checked."""
        return ("note", _checked(lambda e: isinstance(e, fx.Reuse),
                                 "'if you have none, …' needs another card's bonus used "
                                 "again before it"))

    def forced_lose_vp(self, c):
        cls = c[0]
        return ("note", _checked(lambda e: isinstance(e, fx.LoseCard) and e.cls is cls,
                                 f"'if he has no {cls} …' needs a lost {cls} card before it"))

    def lost_card_track(self, c):
        cls = c[0]
        return ("note", _checked(lambda e: isinstance(e, fx.LoseCard) and e.cls is cls,
                                 f"the lost card's influence is on the {cls} track: the card "
                                 f"lost before it is not a {cls} card"))

    def cap_plus(self, c):
        if str(c[-1]) != str(CAP_VALUE):
            raise _Problem(f"the cap tile adds {CAP_VALUE} to a die's value (R-FAV-2), "
                           f"not {c[-1]}", c[-1])
        return ("note", _checked(lambda e: isinstance(e, fx.PlaceCap),
                                 "'the value of that die is increased' needs the cap tile "
                                 "before it"))

    # ------------------------------------------------------------ arithmetic as steps
    def c_refer_track(self, c):
        return ("refer", (fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(c[0],))),))

    def c_refer_tracks(self, c):
        if c[0] is c[1]:
            raise _Problem(f"the {c[0]} track is named twice")
        return ("refer", tuple(fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(x,)))
                               for x in c))

    def c_refer_lowest(self, c):
        return ("refer", (fx.Count(fx.Counter(fx.CounterKind.LOWEST_TRACK)),))

    def c_sum_refs(self, c):
        return ("sum",)

    def c_sum_terms(self, c):
        """'Sum your guards, coins and crowns.': the amount the steps after it change."""
        return ("set", c[0])

    def c_told(self, c):
        """'Game end: half your council position plus your clerics position.': an amount
        alone, scored as VP at game end only (`_calculated`)."""
        return [("set", c[0])]

    def c_halve_of(self, c):
        """'Halve your coins, guards and crowns (rounded down)': half of what is named."""
        return ("set", fx.Half(c[0]))

    def c_divide(self, c):
        if str(c[0]) != "2":
            raise _Problem(f"amounts are only halved (R-BON-V), not divided by {c[0]}", c[0])
        return ("half", c[1] if len(c) > 1 else None)

    def c_count(self, c):
        """'Count your merchants cards.': what the steps after it gain."""
        return ("count", fx.Count(c[0]))

    def counted_again(self, c):
        return str(c[-1])

    def c_each_worth(self, c):
        """'Each (complete) set is worth 5 VP.': the rewards once per thing counted before."""
        return ("each", _seq(list(c[1])), c[0])

    def c_per_them(self, c):
        """'For each (of them), gain 1 coin and 1 VP.': the steps once per thing counted before."""
        noun = c[0] if isinstance(c[0], str) else None
        return ("each", _seq(list(c[1:] if noun is not None else c)), noun)

    def c_each_counted(self, c):
        """'Every card past your tenth is worth 3 VP.' after a count: the rewards per the
        things named, which must be among those counted (`_calculated`)."""
        return ("each_counted", _seq(list(c[1])), c[0])

    def c_each_die_there(self, c):
        """'Every gray die sitting there gives you a guard.' after the holders were named."""
        return ("each_there", _seq(list(c[1])), self.n_dice([c[0]]))

    def c_count_sets(self, c):
        """'You look for full sets: one council, one merchants, … card.': class sets counted."""
        size = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "size"), None)
        if size is not None and size != len(CardClass):
            raise _Problem(f"a class set has {len(CardClass)} cards, one of each class, "
                           f"not {size}")
        return ("count", fx.Count(fx.Counter(fx.CounterKind.CLASS_SETS)))

    def c_each_set(self, c):
        """'Every complete set of four is worth 5 VP.' after class sets were counted."""
        size = c[0][1]
        if size != len(CardClass):
            raise _Problem(f"a class set has {len(CardClass)} cards, one of each class, "
                           f"not {size}")
        return ("each", _seq(list(c[-1])), "set")

    def c_refer_holders(self, c):
        """'Look at your die holders.': where the dice counted after it lie."""
        return ("holders",)

    def c_rewards_each(self, c):
        """'Score 1 VP for each.' after a count: the rewards once per thing counted."""
        noun = c[-1] if isinstance(c[-1], str) else None
        return ("each", _seq(list(c[0])), noun)

    def c_tier_ask(self, c):
        """'Is your disk on council track space 7-9?', 'On 10-12?': a tier, its figure in
        the sentence after it (`c_tier_answer`)."""
        track = _first(c, CardClass)
        return ("ask", c[-1], track)

    def c_tier_answer(self, c):
        """'5 VP.' right after a tier asked."""
        return ("answer", c[0], c[1])

    def c_add_to(self, c):
        """'Add your council space to your clerics space.': the two values, summed."""
        if c[0] == c[1]:
            raise _Problem("the same value is added to itself")
        return ("set", fx.Sum((c[0], c[1])))

    def c_take(self, c):
        """'Take your council track space, …': the amount the steps after it change (never
        scored alone, as a told amount is at game end)."""
        return ("count", c[0])

    def c_refer_scored_after(self, c):
        """'your council track position earns you VP: …': the track, what its tiers give."""
        return (*self.c_refer_named([_first(c, CardClass)]), _first(c, Resource))

    def c_lower_nothing(self, c):
        """'Lower spaces score nothing.' after the tiers: what tiers say anyway."""
        return ("lower_nothing",)

    def c_add(self, c):
        """'…, add your clerics track space': added to the amount so far."""
        return ("add", c[0])

    def c_round_down(self, c):
        """'(and) round down' after a half: what every half is (R-BON-V)."""
        return ("rounded",)

    def c_first_none(self, c):
        """'Your first 10 cards score nothing': the cards beyond the 10th are counted."""
        return ("count", fx.Count(fx.Counter(fx.CounterKind.CARDS_BEYOND, n=c[0])))

    def c_each_after(self, c):
        """'each one after that scores 3 VP': once per card beyond the first ones."""
        return ("each", _seq(list(c[0])), "after")

    def c_gain_times(self, c):
        """'gain twice that many VP': the amount, multiplied."""
        if c[0] < 2:
            raise _Problem(f"'{c[0]} times that many': write 'that many' for the amount itself")
        return ("gain_times", c[0], c[1])

    def c_gain_each(self, c):
        """'gain that many coins and that many VP': the one amount, once in each reward."""
        named = self._once([(r, None) for r in c], "reward")
        return ("gain_each", tuple(named))

    def c_double_ref(self, c):
        return ("double", None)

    def c_double(self, c):
        return ("set", fx.Times(2, c[0]))

    def c_gain(self, c):
        return ("gain", c[-1])

    def c_score_result(self, c):
        """'score the result': scoring is in VP."""
        return ("gain", Resource.VP)

    def c_tier(self, c):
        return ("tier", c[0], c[1], c[2])

    def c_tier_at(self, c):
        """'if your disk is on space 7 to 9 of the merchants track, gain 5 VP'."""
        span, rest = c[0], c[1:]
        track = _first(rest, CardClass)
        value, res = [x for x in rest if not isinstance(x, CardClass)]
        return ("span", span, value, res, track)

    def c_tier_at_after(self, c):
        """'7 VP at 10 or more (on the clerics track)'."""
        return self.c_tier_at([c[2], *c[3:], c[0], c[1]])

    def thresholds(self, c):
        """'7/10/13 or more': each a lower bound, each tier up to the next."""
        bounds = [int(x) for x in c]
        if bounds != sorted(set(bounds)):
            raise _Problem("write the thresholds from the lowest up, e.g. 7/10/13 or more",
                           c[0])
        return [_Span(lo, nxt - 1, tok) for lo, nxt, tok in zip(bounds, bounds[1:], c)] + \
            [_Span(bounds[-1], None, c[-1])]

    def c_tier_bare(self, c):
        """'7-9: 5', 'on 10, 11 or 12 gain 7': a tier with its figure only (`_figures_named`)."""
        span, rest = c[0], c[1:]
        track = _first(rest, CardClass)
        (value,) = [x for x in rest if not isinstance(x, CardClass)]
        return ("span", span, value, None, track)

    def c_tier_bare_after(self, c):
        """'7 at 10-12'."""
        return self.c_tier_bare([c[1], c[0], *c[2:]])

    def c_refer_scored(self, c):
        """'score VP for your council track position:': the track, and what its tiers give."""
        return (*self.c_refer_named([_first(c, CardClass)]), c[0])

    def c_tier_from(self, c):
        """'from 7: 5 VP': a lower bound, each tier up to the next (`_tiered`)."""
        bound, rest = c[0], c[1:]
        track = _first(rest, CardClass)
        value, res = [x for x in rest if not isinstance(x, CardClass)]
        return ("span", _Span(int(bound), None, bound), value, res, track)

    def c_tier_from_after(self, c):
        """'5 VP from space 7'."""
        value, res, bound, *rest = c
        return self.c_tier_from([bound, *rest, value, res])

    def c_per_two(self, c):
        """'score 1 VP for every 2' (of what was counted): half of it (R-BON-V)."""
        return ("per", c[0], c[1], c[2])

    def c_per_unit(self, c):
        """'2 VP per space (on it)': the amount checked, so many times."""
        return ("per", c[0], c[1], None)

    def c_tier_reach(self, c):
        """'5 VP when your clerics marker reaches 7': a lower bound, each tier up to the
        next (`_tiered`)."""
        value, res, *rest = c
        track = _first(rest, CardClass)
        bound = _first(rest, Token)
        return ("span", _Span(int(bound), None, bound), value, res, track)

    def reward_tiers_with(self, c):
        """'5/7/10 VP with your clerics marker at 7+/10+/13+'."""
        *rest, track, ranges = c
        return self.reward_tiers_first([track, ranges, *rest])

    def c_tier_track_after(self, c):
        """'5 VP (council 7-9)': the figure, then the track and its spaces."""
        value, res, track, span = c
        return self.c_tier_at([span, value, res, track])

    def c_tier_named(self, c):
        """'if your clerics marker is on space 7-9, gain 5 VP', 'council track space 7-9 = 5 VP'."""
        return self.c_tier_at([c[1], c[0], *c[2:]])

    def c_tier_named_after(self, c):
        """'5 VP at merchants space 7-9': the figure first, then the track and its spaces."""
        return self.c_tier_at([c[3], c[2], c[0], c[1]])

    def c_step(self, c):
        """A tier step of the table rules (`tier_step`)."""
        return c[0]

    def c_tier_named_after_marker(self, c):
        """'gain 5 VP if your clerics marker is on space 7-9'."""
        value, res, track, span = c
        return self.c_tier_at([span, value, res, track])

    def c_tier_at_after_if(self, c):
        """'7 VP if on 10-12 (of the clerics track)'."""
        return self.c_tier_at([c[2], c[0], c[1], *c[3:]])

    def c_refer_depending(self, c):
        """'Depending on your position on the clerics track, …', 'Clerics track: …'."""
        return self.c_refer_named([_first(c, CardClass)])

    def c_nothing_below(self, c):
        """'(nothing below 7)': the spaces before the first tier gain nothing; checked
        against the first tier, as 'gain nothing' is."""
        below = int(c[0])
        if below < 1:
            raise _Problem(f"nothing below {below} says nothing: the track starts at 0", c[0])
        return ("nothing", 0, below - 1, c[0])

    def c_refer_named(self, c):
        """'On the council track, …': the track the tiers after it count (and where it is
        named, for an error)."""
        where = self._node.meta if self._node is not None and not self._node.meta.empty else None
        return ("refer", (fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(c[0],))),), where)

    def span_list(self, c):
        """'7, 8 or 9': spaces one after another, one closed tier."""
        spaces = [int(x) for x in c]
        if spaces != list(range(spaces[0], spaces[0] + len(spaces))):
            raise _Problem(f"the spaces leave a gap at {spaces[0]}: write them one after "
                           f"another, e.g. 7, 8 or 9", c[0])
        return _Span(spaces[0], spaces[-1], c[0])

    def c_sum_tracks(self, c):
        if c[0] is c[1]:
            raise _Problem(f"the {c[0]} track is named twice")
        return ("set", fx.Sum(tuple(fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(x,)))
                                    for x in c[:2])))

    def c_halve(self, c):
        return ("half", None)

    def c_half_gain(self, c):
        """'score half of that (rounded down)': scoring is in VP unless a noun says."""
        return ("half", _first(c, Resource) or Resource.VP)

    def c_nothing_span(self, c):
        """'0-6: nothing', 'on 0 to 6 you gain nothing': checked against the first tier."""
        span = c[0]
        if span[1] is None:
            raise _Problem("a tier that gains nothing ends before the first that gains",
                           _at(span))
        return ("nothing", span[0], span[1], _at(span))

    def c_nothing(self, c):
        return ("nothing", int(c[0]), int(c[1]), c[0])

    def space_list(self, c):
        """'7, 8 or 9': the spaces of one tier, and the word it starts at."""
        spaces = _Spaces(int(x) for x in c)
        spaces.token = c[0]
        return spaces

    def advance_chosen(self, c):
        return fx.Advance(_first(c, int), fx.TrackChoice.ANY)

    def advance_chosen_of_n(self, c):
        """'choose one of the four tracks and move 1 up on it': there are as many tracks
        as classes."""
        n = _first(c, Token)
        if int(n) != len(CardClass):
            raise _Problem(f"there are {len(CardClass)} tracks, not {n}", n)
        return self.advance_chosen([x for x in c if x is not n])

    def track_coloured(self, c):
        (colour, tok), cls = c
        if self.lexicon.track_colours.get(colour) is not cls:
            raise _Problem(f"the {cls} track is not {colour}", tok)
        return (fx.TrackChoice.NAMED, cls)

    def trade_rate(self, c):
        """'trade coins for VP at a rate of 2 to 1', '… at 2 coins per VP' (1 VP)."""
        currencies = [x for x in c if isinstance(x, Currency)]
        if len(set(currencies)) > 1:
            raise _Problem(f"the rate names {currencies[0]} and {currencies[1]}")
        figures = [x for x in c if isinstance(x, int) and not isinstance(x, bool)]
        give, get = figures if len(figures) == 2 else (figures[0], 1)
        again = _first(c, tuple)
        if again is not None and again != (give, currencies[0], get):
            raise _Problem(f"the rate is said twice, {give} {currencies[0]} to {get} VP and "
                           f"{again[0]} {again[1]} to {again[2]} VP")
        resource = Resource.COINS if currencies[0] is Currency.COINS else Resource.GUARDS
        return fx.Trade(resource, give, get)

    def on_start(self, c):
        return fx.On(fx.Trigger.PHASE_E_START, c[-1])

    def on_start_if(self, c):
        """'If at the start of phase E you have no purple die, gain 2 steps.'"""
        counter, body = c[-2], c[-1]
        return fx.On(fx.Trigger.PHASE_E_START, _bound(body, [("if", counter)], []))

    def on_start_asked(self, c):
        """'No purple die in your holders at the start of phase E? Then gain 2 steps.'"""
        return fx.On(fx.Trigger.PHASE_E_START, _bound(c[-1], [c[0]], []))

    def on_castle_die(self, c):
        return fx.On(fx.Trigger.CASTLE_DIE, c[-1])

    def on_monastery_disk(self, c):
        return fx.On(fx.Trigger.MONASTERY_DISK, c[-1])


class _Cases(tuple):
    """The cases of a worked example said at once ('10 or fewer: nothing')."""


class _LackedAmount(frozenset):
    """Resources a player lacks, with the figure named ('cannot give 2 guards')."""
    amount: int = 0

    def __new__(cls, resources, amount: int):
        made = super().__new__(cls, resources)
        made.amount = amount
        return made


def _flat(c) -> list:
    """Values of a rule's children, nested lists and tuples of tuples opened."""
    out: list = []
    for x in c:
        if isinstance(x, list) or (isinstance(x, tuple) and x and isinstance(x[0], tuple)):
            out.extend(_flat(x))
        else:
            out.append(x)
    return out


def _counters_in(node: Any) -> list:
    """Every counter an effect holds, its children's too."""
    if isinstance(node, fx.Counter):
        return [node]
    if isinstance(node, (tuple, list)):
        return [x for n in node for x in _counters_in(n)]
    if is_dataclass(node) and not isinstance(node, type):
        return [x for f in fields(node) for x in _counters_in(getattr(node, f.name))]
    return []


def _influence_filters(effect) -> list:
    """The influence filters of the cards an effect counts (one per counter with one)."""
    return [tuple(x.influence) for x in _counters_in(effect)
            if x.kind is fx.CounterKind.CARDS and x.influence]


def _names_colour(effect, colour) -> bool:
    """Whether an effect, its counters or its conditions name a die of `colour`."""
    if isinstance(effect, DieColour):
        return effect is colour
    if isinstance(effect, (tuple, list)):
        return any(_names_colour(e, colour) for e in effect)
    if is_dataclass(effect) and not isinstance(effect, type):
        return any(_names_colour(getattr(effect, f.name), colour) for f in fields(effect))
    return False


def _names_die_colour(effect) -> bool:
    """Whether an effect, its counters or its conditions name a die of a track colour."""
    if isinstance(effect, DieColour):
        return effect is not DieColour.WHITE
    if isinstance(effect, (tuple, list)):
        return any(_names_die_colour(e) for e in effect)
    if is_dataclass(effect):
        return any(_names_die_colour(getattr(effect, f.name)) for f in fields(effect))
    return False
