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
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Iterator, Mapping, Optional

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from . import effects as fx
from .card_lexicon import ENGLISH, Language
from .card_messages import FRIENDLY, foreign_language, known_words, not_english, unreadable
from .lark_compat import EarleyParser, Lexer, earley_rules, parse_tokens, pruned_earley
from .effect_compiler import PlainCounters
from .errors import CardTextError
from .limits import MAX_NUMBER, MAX_STRING
from .meaning import normalise_bonuses
from .render import effect_text, render_bonus
from .vocab import Back, CardClass, Currency, DieColour, Resource, Timing

GRAMMAR_PATH = Path(__file__).with_name("card_text.lark")
MAX_READINGS = 64     # parses combined per node before the text counts as too ambiguous
MAX_REPEATS = 6       # "pay … up to N times": N payments in a row
MAX_WORDS = 120       # a card's text is a sentence or two (base: at most 26 words)


@dataclass(frozen=True)
class Lexicon:
    """The rule set's own words: die colour -> track class, map colour -> monastery back,
    and its components' names (a caption: "Tanger: 2 VP per voyage with your disk.")."""
    track_colours: Mapping[DieColour, CardClass] = field(
        default_factory=lambda: MappingProxyType({}))
    map_colours: Mapping[str, Back] = field(default_factory=lambda: MappingProxyType({}))
    track_top: int = 15      # a track's last space (R-COMP-5): "13-15" is "13 or more"
    names: frozenset = frozenset()     # each name's words, as the lexer folds them

    @classmethod
    def of(cls, ruleset) -> "Lexicon":
        return cls(MappingProxyType({t.colour: c for c, t in ruleset.tracks.items()}),
                   MappingProxyType({k.casefold(): v
                                     for k, v in ruleset.map.space_colours.items()}),
                   max((len(t.amounts) - 1 for t in ruleset.tracks.values()), default=15),
                   frozenset(filter(None, (_name_words(c.name)
                                           for c in ruleset.components() if c.name))))


# ------------------------------------------------------------------ words

NUMBER_WORDS = ENGLISH.numbers
ORDINAL_WORDS = ENGLISH.ordinals
LEMMAS = ENGLISH.lemmas
# Card-text numbers are ASCII digits or number words: other scripts' digits are not read.
_TOKEN = re.compile(r"(?P<num>[0-9]+)(?:(?P<ord>st|nd|rd|th)|(?P<x>x))?(?![^\W\d_])|(?P<word>[^\W\d_]+)"
                    r"|(?P<poss>['’]s)(?![^\W\d_])|(?P<sym>[+×*/\-–—.!?;])|(?P<paren>[()\[\]])"
                    r"|(?P<skip>\S)")
_WORD = re.compile(r"[^\W_]+(?:['’]s)?|\S")
_SYMBOLS = {"*": "×", "–": "-", "—": "-", "!": ".", "?": ".", ";": "."}


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


def _longest_phrase(language: Language) -> dict[str, int]:
    """First word -> the most words of a multi-word synonym starting with it (per language)."""
    hit = _LONGEST.get(id(language.phrases))
    if hit is None or hit[0] is not language.phrases:
        found: dict[str, int] = {}
        for key in language.phrases:
            found[key[0]] = max(found.get(key[0], 0), len(key))
        hit = _LONGEST[id(language.phrases)] = (language.phrases, found)
    return hit[1]


def _rephrased(items: list, language: Language) -> list:
    """The language's multi-word synonyms replaced, the longest first, left to right."""
    longest = _longest_phrase(language)
    out: list = []
    i = 0
    while i < len(items):
        for n in range(min(longest.get(items[i][1], 0), len(items) - i), 1, -1):
            key = tuple(v for _, v, _ in items[i:i + n])
            if key in language.phrases:
                col = items[i][2]
                out.extend(("word", w, col) for w in language.phrases[key])
                i += n
                break
        else:
            out.append(items[i])
            i += 1
    return out


def words(text: str, literals: Mapping[str, str], lexicon: Lexicon,
          language: Language = ENGLISH) -> list[PrintedWord]:
    """The text as grammar tokens. Hyphens join words ("coin-cost" = "coin cost") and stay
    only between numbers ("7-9"); repeated, leading and trailing full stops go."""
    items = _rephrased(_unglossed(_lexed(text, language), language), language)
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
    out: list[PrintedWord] = []
    for i, w in enumerate(raw):
        if w.value == "-" and not (0 < i < len(raw) - 1 and raw[i - 1].kind == "INT"
                                   and raw[i + 1].kind == "INT"):
            continue
        if w.value == "." and (not out or out[-1].value == "."):
            continue
        out.append(w)
    while out and out[-1].value == ".":
        out.pop()
    return _unnamed(text, out, lexicon)


_CAPTION_MARKS = frozenset(":—–-")


def _name_words(name: str) -> tuple[str, ...]:
    """A component's name as the lexer folds it; none for a name no text can spell (a
    number the reader does not read): such a name is never a caption."""
    try:
        return tuple(v for _, v, _ in _lexed(name, ENGLISH))
    except CardTextError:
        return ()


def _unnamed(text: str, out: list[PrintedWord], lexicon: Lexicon) -> list[PrintedWord]:
    """A component's name before a colon or dash at the start is a caption, dropped:
    "Goa: 9 VP." reads "9 VP." A name without the mark, or made only of the reader's own
    words (a component named "Game end"), stays words to read."""
    for n in range(min(len(out) - 1, max(map(len, lexicon.names), default=0)), 0, -1):
        if tuple(w.value for w in out[:n]) in lexicon.names and \
                any(w.kind == "WORD" for w in out[:n]):
            between = text[out[n - 1].column - 1:out[n].column - 1]
            if _CAPTION_MARKS & set(between):
                return out[n:]
    return out


class _WordLexer(Lexer):
    """Lark's side of the reader's own lexer: the tokens are made before parsing."""

    def __init__(self, conf: Any):
        pass

    def lex(self, data: list[Token]) -> Iterator[Token]:  # type: ignore[override]
        yield from data


class _Parser:
    """The Earley parser, built once per process, with the keyword -> terminal table.

    Speed: Earley predicts every rule that could start at a word, and English has many.
    A rule needing a word the text lacks can never be read whole, so each text is parsed
    once, with the rules its words allow (a few dozen of some thousand) and the others
    cut short before the first symbol the text cannot give: where the parse stops, it
    expects exactly what the whole grammar would, so the error needs no second parse."""

    def __init__(self) -> None:
        self.lark = Lark(GRAMMAR_PATH.read_text(encoding="utf-8"), parser="earley",
                         lexer=_WordLexer, ambiguity="explicit", maybe_placeholders=False,
                         propagate_positions=True)
        self.literals: dict[str, str] = {}
        self.friendly: dict[str, str] = dict(FRIENDLY)
        for term in self.lark.terminals:
            if term.pattern.type == "str":
                self.literals[term.pattern.value] = term.name
                self.friendly[term.name] = f"'{term.pattern.value}'"
        rules, self._grammar = earley_rules(self.lark)
        self._pruned: dict[frozenset, EarleyParser] = {}
        self._rules = rules
        self._words = [frozenset(s.name for s in r.expansion if s.is_term) for r in rules]
        self._symbols = [tuple((s.is_term, s.name if s.is_term else s) for s in r.expansion)
                         for r in rules]
        self._needing: dict[Any, list[int]] = {}     # symbol -> the rules that need it
        for n, r in enumerate(rules):
            for sym in dict.fromkeys(s for s in r.expansion if not s.is_term):
                self._needing.setdefault(sym, []).append(n)
        self.parses = 0      # Earley runs so far: tests bound the work per text by it

    def parse(self, tokens: list[Token]) -> Tree:
        """The parse tree (with `_ambig` nodes); raises Lark's `UnexpectedInput` with what
        the whole grammar expects where the text stops (see the class docstring)."""
        parser = self._for_words(frozenset(t.type for t in tokens))
        self.parses += 1
        return parse_tokens(self.lark, parser, tokens)

    def _for_words(self, kinds: frozenset) -> EarleyParser:
        """The parser for a text made of words of `kinds` (cached per word set)."""
        if kinds in self._pruned:
            return self._pruned[kinds]
        rules = self._rules
        alive = [terms <= kinds for terms in self._words]
        makers: dict[Any, int] = {}          # symbol -> its rules still alive
        for n, r in enumerate(rules):
            if alive[n]:
                makers[r.origin] = makers.get(r.origin, 0) + 1
        dead = [sym for sym in self._needing if sym not in makers]
        while dead:      # drop rules that need a symbol no remaining rule can make
            for n in self._needing.get(dead.pop(), ()):
                if alive[n]:
                    alive[n] = False
                    origin = rules[n].origin
                    makers[origin] -= 1
                    if makers[origin] == 0:
                        dead.append(origin)
        made = {sym for sym, count in makers.items() if count}
        whole: list = []
        cut: list[tuple[Any, int]] = []
        for n, r in enumerate(rules):
            if alive[n]:
                whole.append(r)
                continue
            end = _first_dead(self._symbols[n], kinds, made)
            if end > 0:      # one dead at its first symbol is only what it expects
                cut.append((r, end))
        parser = pruned_earley(self._grammar, whole, cut, _same_kind)
        if len(self._pruned) > 512:
            self._pruned.clear()
        self._pruned[kinds] = parser
        return parser


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

def read_text(text: str, lexicon: Lexicon = Lexicon(), *,
              default_timing: Timing = Timing.IMMEDIATE) -> tuple[fx.Bonus, ...]:
    """The bonuses a printed text means. Raises `CardTextError` (column inside `text`).
    `default_timing`: when a sentence without a timing word acts (a voyage's task: at
    game end, R-END-1); a standing ability still says its own."""
    if len(text) > MAX_STRING:
        raise CardTextError(f"the text is too long ({len(text)} characters, at most "
                            f"{MAX_STRING})", 1)
    parser = _get_parser()
    tokens = [Token(w.kind, w.value, start_pos=w.column - 1, line=1, column=w.column)
              for w in words(text, parser.literals, lexicon)]
    if not tokens:
        raise CardTextError("the text is empty; write the bonus, e.g. 'Gain 3 coins.'", 1)
    if len(tokens) > MAX_WORDS:
        raise CardTextError(f"the text is too long ({len(tokens)} words, at most {MAX_WORDS}); "
                            f"a card's text is a sentence or two", tokens[MAX_WORDS].column)
    with _collector_paused():
        try:
            tree = parser.parse(tokens)
        except UnexpectedInput as exc:
            name = foreign_language(text)
            if name is not None:
                raise not_english(name) from None
            known_words(parser.literals)
            raise unreadable(exc, tokens, text, parser.friendly) from None
        reader = _Reader(lexicon, default_timing, _after_comma_and(text, tokens))
        readings = reader.readings(tree)
    if not readings:
        raise reader.failure or CardTextError("the text cannot be read", 1)
    return _one_meaning(readings)


def _after_comma_and(text: str, tokens: list) -> frozenset:
    """Columns of the words that follow ', and' (a comma, then 'and'): where a clause of its
    own may start."""
    out = set()
    for before, word in zip(tokens, tokens[1:]):
        if str(before) == "and" and text[:before.column - 1].rstrip().endswith(","):
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


_TIMING_OF: dict[Any, Timing] = {
    fx.Trigger.ACQUIRE: Timing.PHASE_C, fx.CardDiscount: Timing.PHASE_C,
    fx.Trigger.PHASE_E_START: Timing.PHASE_E, fx.Trade: Timing.PHASE_E,
    fx.Trigger.CASTLE_DIE: Timing.LASTING, fx.Trigger.MONASTERY_DISK: Timing.LASTING,
    fx.WildDiplomas: Timing.LASTING, fx.InvestDiscount: Timing.WHILE_HELD,
}
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


# Standing abilities: what they give holds whatever you have (the engine reads them from
# the bonus, never counted), so a `per` or `if` over one is never what a text means.
_STANDING = (fx.CardDiscount, fx.InvestDiscount, fx.Trade, fx.WildDiplomas)


def _bound(effect: fx.Effect, tails: list, heads: list) -> fx.Effect:
    """`effect` under its trailing then (reversed) leading `per`/`if`: the nearest first."""
    if tails or heads:
        standing = next((e for e in fx.walk(effect) if isinstance(e, _STANDING)), None)
        if standing is not None:
            raise _Problem(f"'{effect_text(standing)}' holds whatever you have: it is never "
                           f"counted per …, nor only if …")
    for word, counter in [*tails, *reversed(heads)]:
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


def _extended(effect: fx.Effect, more: fx.Effect) -> fx.Effect:
    """A continuing sentence's steps after the bonus before it, inside its last trigger
    ('At the start of phase E, move 1 up a track. Also gain 1 guard.')."""
    steps = list(fx.steps(effect))
    if steps and isinstance(steps[-1], fx.On):
        last = steps[-1]
        steps[-1] = replace(last, effect=_seq([*fx.steps(last.effect), *fx.steps(more)]))
        return _seq(steps)
    return _seq([*steps, *fx.steps(more)])


def _calculated(steps: list, track_top: int) -> fx.Effect:
    """Arithmetic told as steps, folded: 'check' names what is counted, 'sum', 'divide by
    2' and 'double' change the amount, 'gain the result as VP' gains it; 'if it is on
    space 7, 8 or 9, gain 5 VP' lines are the tiers of what was checked (R-BON-V/G)."""
    refs: tuple = ()
    amount: Any = None
    gains: list = []
    tiers: list = []
    nothing = None
    for step in steps:
        kind = step[0]
        if kind == "refer":
            if tiers and refs and refs != step[1]:
                raise _Problem("the tiers name two different tracks")
            refs = step[1]
            amount = refs[0] if len(refs) == 1 else None
        elif kind == "sum":
            if len(refs) < 2:
                raise _Problem("'sum' needs two values checked before it")
            amount = fx.Sum(refs)
        elif kind == "set":
            amount = step[1]
        elif kind in ("half", "double", "gain"):
            if amount is None:
                raise _Problem("say what is counted first, e.g. 'Sum your guards, coins and "
                               "crowns.'")
            if kind == "half":
                amount = fx.Half(amount)
            elif kind == "double":
                amount = fx.Times(2, amount)
            if step[-1] is not None:
                gains.append(fx.Gain(step[-1], amount))
        elif kind == "tier":
            tiers.append((step[1][0], step[1][-1], step[2], step[3], step[1]))
        elif kind == "span":
            _, lo, hi, value, res, track = step
            if track is not None:
                named = fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(track,)))
                if refs and refs != (named,):
                    raise _Problem("the tiers name two different tracks")
                refs = (named,)
            tiers.append((lo, hi, value, res, None))
        else:
            nothing = step[1:]
    if tiers:
        gains.append(_tiered(refs, tiers, nothing, track_top))
    if not gains:
        raise _Problem("say what the amount gives, e.g. 'Gain the result as victory points.'")
    return _seq(gains)


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
    resources = {res for *_, res, _ in tiers}
    if len(resources) > 1:
        raise _Problem("the tiers gain different things")
    out = []
    previous: Optional[tuple] = None
    for lo, hi, value, _, spaces in sorted(tiers, key=lambda t: t[0]):    # highest first too
        # a closed tier ends just before the next; an open one ("10 or more") holds up to it
        if (spaces is not None and spaces != list(range(lo, hi + 1))) or (
                previous is not None and (lo <= previous[0] or (
                    previous[1] is not None and lo != previous[1] + 1))):
            raise _Problem(f"the spaces leave a gap or overlap at {lo}: write them one after "
                           f"another, e.g. 7, 8 or 9")
        previous = (lo, hi)
        out.append((lo, value))
    _top_tier(refs[0], previous, track_top)
    if nothing is not None and (nothing[0] != 0 or nothing[1] != out[0][0] - 1):
        raise _Problem(f"'gain nothing' covers spaces 0 to {out[0][0] - 1}, not "
                       f"{nothing[0]} to {nothing[1]}")
    return fx.Gain(resources.pop(), fx.Tiers(refs[0], tuple(out)))


def discourse(sentences: list, default_timing: Timing,
              track_top: int = 15) -> tuple[fx.Bonus, ...]:
    """A text's sentences as bonuses: a continuing sentence ('Also …', 'Then …') carries
    on the bonus before it, a note changes or checks it, arithmetic steps in a row are
    folded into one; then bonuses of one timing in a row are joined."""
    bonuses: list[list] = []          # [timing, effect] per bonus, in order
    pending: list = []                # arithmetic steps not folded yet
    pending_timing: list = [None]

    def fold() -> None:
        if pending:
            effect = _calculated(list(pending), track_top)
            bonuses.append([_labelled_timing(pending_timing[0], effect, default_timing),
                            effect])
            pending.clear()

    for item in sentences:
        if item[0] == "calc":
            if not pending:
                pending_timing[0] = item[1]
            pending.extend(item[2])
            continue
        fold()
        if item[0] == "note":
            if not bonuses:
                raise _Problem("the text starts with a remark; say the bonus first")
            bonuses[-1][1] = item[1](bonuses[-1][1])
            continue
        _, timing, effect, continuing = item
        if continuing and bonuses and timing is None and (
                isinstance(fx.steps(bonuses[-1][1])[-1], fx.On)
                or _implied_timing(effect, default_timing) is bonuses[-1][0]):
            bonuses[-1][1] = _extended(bonuses[-1][1], effect)
            continue
        bonuses.append([_labelled_timing(timing, effect, default_timing), effect])
    fold()
    out: list[fx.Bonus] = []
    for timing, effect in bonuses:
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


class Label(Enum):
    """A sentence's timing word that is not a timing of its own."""
    STANDING = "ongoing"                # 'Ongoing:', 'Passive:': the ability's own timing
    ONCE_PHASE_C = "once per phase C"   # phase C, but a trigger acting once only


def _labelled_timing(label: Any, effect: fx.Effect, default: Timing) -> Timing:
    """The timing a sentence's timing word gives its bonus. 'Ongoing' names a standing
    ability (R-C-4, R-BON-E, R-BON-M, R-FAV-1) and takes its timing; 'once per phase C'
    is phase C, except on a trigger, which acts after every card (R-C-4): the rule
    language has no trigger that acts once only."""
    if label is None:
        return _implied_timing(effect, default)
    if label is Label.STANDING:
        timing = _standing_timing(effect)
        if timing is None:
            raise _Problem("'ongoing' names a standing ability, and this bonus has none; "
                           "say when it acts, e.g. 'Lasting:' or 'Phase E:'")
        return timing
    if label is Label.ONCE_PHASE_C:
        if any(isinstance(n, fx.On) for n in fx.walk(effect)):
            raise _Problem("'once per phase C' on a trigger: the rule language's trigger "
                           "acts after every card you acquire, not once a phase")
        return Timing.PHASE_C
    return label


def _implied_timing(effect: fx.Effect, default: Timing) -> Timing:
    """A sentence without a timing: a standing ability says its own (R-C-4, R-BON-E,
    R-BON-M, R-FAV-1); anything else acts at `default` (immediate; a voyage: game end)."""
    return _standing_timing(effect) or default


def _standing_timing(effect: fx.Effect) -> Optional[Timing]:
    """The timing of the first standing ability in `effect`, if it has one."""
    for node in fx.walk(effect):
        key = node.trigger if isinstance(node, fx.On) else type(node)
        if key in _TIMING_OF:
            return _TIMING_OF[key]
    return None


def _seq(items: list) -> Any:
    """Steps in order, one flat sequence (a sequence inside a sequence plays the same)."""
    flat = [step for item in items for step in fx.steps(item)]
    return flat[0] if len(flat) == 1 else fx.Seq(tuple(flat))


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
        return discourse(c, self.default_timing, self.lexicon.track_top)

    def sentence(self, c):
        if isinstance(c[0], tuple) and c[0][0] == "note":
            return c[0]
        if len(c) == 3:     # a labelled timing: "Lasting effect:" labels a standing ability
            return ("bonus", Label.STANDING if c[0] is Timing.LASTING else c[0], c[-1], False)
        return ("bonus", c[0] if len(c) == 2 else None, c[-1], False)

    def label_word(self, c):
        return "label"

    def sentence_timing_after(self, c):
        """'Gain 3 VP at the end of the game.'"""
        return ("bonus", c[1], c[0], False)

    def continued(self, c):
        """'Also gain 1 guard.': carries on the bonus before it."""
        return ("bonus", c[0] if len(c) == 2 else None, c[-1], True)

    def continued_timing_after(self, c):
        return ("bonus", c[1], c[0], True)

    def sentence_calc(self, c):
        return ("calc", c[0] if len(c) == 2 else None, c[-1])

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

    def t_standing(self, c):
        return Label.STANDING

    def t_phase_c_once(self, c):
        return Label.ONCE_PHASE_C

    def body_wide(self, c):
        """[per X] [if no X] steps [per X] [if no X] [trigger]: heads and tails count
        every step of the run, the nearest binding first."""
        heads = list(itertools.takewhile(lambda x: isinstance(x, tuple), c))
        rest = c[len(heads):]
        items = list(itertools.takewhile(lambda x: not isinstance(x, tuple), rest))
        rest = rest[len(items):]
        tails = list(itertools.takewhile(lambda x: isinstance(x, tuple), rest))
        trigger = rest[len(tails):]
        if tails and tails[-1][0] == "post":
            *tails, (_, kind, *classes) = tails
            return fx.On(kind, _bound(_seq(items), tails, heads), *classes)
        _one_scope(items, tails)
        self._comma_scope(heads, items, tails)
        effect = _bound(_seq(items), tails, heads)
        return _seq([*fx.steps(effect), *trigger]) if trigger else effect

    def _comma_scope(self, heads: list, items: list, tails: list) -> None:
        """'Gain 1 guard, and gain 1 pilgrim step per council card': a trailing per after
        ', and' and a verb of its own reads two ways that play differently: an error with
        both, never the wide reading in silence."""
        if heads or not any(word == "per" for word, _ in tails) or len(items) < 2:
            return
        children = [ch for ch in self._node.children if isinstance(ch, Tree)] \
            if self._node is not None else []
        starts = [getattr(ch.meta, "column", None) if not ch.meta.empty else None
                  for ch in children[:len(items)]]
        split = next((k for k in range(len(items) - 1, 0, -1)
                      if starts[k:k + 1] and starts[k] in self._comma_and), None)
        if split is None:
            return
        wide = _bound(_seq(items), tails, [])
        narrow = _seq([*items[:split], _bound(_seq(items[split:]), tails, [])])
        texts = [render_bonus(normalise_bonuses((fx.Bonus(Timing.IMMEDIATE, e),))[0])
                 for e in (wide, narrow)]
        raise _Problem(f'the text is ambiguous: it can mean "{texts[0]}" or "{texts[1]}"; '
                       f'write "For each …, gain …" for the first, or name the step counted '
                       f'per … first for the second')

    body = body_wide
    body_triggered = body_wide
    headed = body_wide

    def body_then_headed(self, c):
        """[per X] steps, and for each Y steps: the first head counts the first run only."""
        return _seq([*fx.steps(self.body_wide(c[:-1])), *fx.steps(c[-1])])

    def clause(self, c):
        """acts [per X] [if you have no X]."""
        at = next(i for i, x in enumerate(c) if not isinstance(x, tuple))
        return _bound(c[at], c[at + 1:], c[:at])

    def bare(self, c):
        options = [x for x in c if isinstance(x, tuple) and x and isinstance(x[0], fx.Gain)]
        tails = [x for x in c if not (isinstance(x, tuple) and x and isinstance(x[0], fx.Gain))]
        return self.clause([self.gain(options), *tails])

    def each_give(self, c):
        """'each merchants card is worth 2 VP': the rewards once per counted thing."""
        return _per(c[0], _seq(list(c[1])))

    def between(self, c):
        """'choose between 7 guards and 7 coins': one of the two."""
        return fx.Choice((c[0], c[1]))

    def acts(self, c):
        return c[0] if len(c) == 1 else fx.Choice(tuple(c))

    # ------------------------------------------------------------ gains
    def gain(self, c):
        if len(c) == 1:
            return _seq(list(c[0]))
        return fx.Choice(tuple(_seq(list(r)) for r in c))

    def rewards(self, c):
        return tuple(c)

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

    def reward_equal(self, c):
        return fx.Gain(c[0], c[1])

    def reward_equal_times(self, c):
        """'VP equal to two times your lowest track'."""
        return fx.Gain(c[0], fx.Times(c[1], c[2]))

    def reward_amount_as(self, c):
        return fx.Gain(c[1], c[0])

    def reward_tiers(self, c):
        values = [int(x) for x in c if isinstance(x, Token) or
                  (isinstance(x, int) and not isinstance(x, bool))]
        resource = _first(c, Resource)
        amount, ranges, where = c[-1]
        if len(values) != len(ranges):
            raise _Problem(f"{len(values)} values for {len(ranges)} ranges: give one value "
                           f"per range", where)
        pairs = sorted(zip(ranges, values), key=lambda p: p[0][0])     # highest first too
        ranges, values = [r for r, _ in pairs], [v for _, v in pairs]
        # "7+/10+/13+": an open tier before another holds up to it
        for (lo, hi), (nxt, _) in zip(ranges, ranges[1:]):
            if nxt <= lo or (hi is not None and nxt != hi + 1):
                raise _Problem(f"the ranges leave a gap or overlap after {lo}: write them "
                               f"one after another, e.g. 7-9/10-12/13+", where)
        _top_tier(amount, ranges[-1], self.lexicon.track_top, where)
        return fx.Gain(resource, fx.Tiers(amount, tuple((lo, v) for (lo, _), v
                                                        in zip(ranges, values))))

    def reward_per_pair(self, c):
        """'1 VP for every 2 coins (you have)': half the count, rounded down (R-BON-V)."""
        n, resource, pair, counter = c
        if str(pair) != "2":
            raise _Problem(f"amounts are only halved (R-BON-V): 'for every 2 …', not "
                           f"'for every {pair} …'", pair)
        half = fx.Half(fx.Count(counter))
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

    def if_tail(self, c):
        return ("if", c[0])

    if_head = if_tail

    def if_count(self, c):
        """'if you have 0 …', 'if you have fewer than 1 …': the rule language's condition,
        a count of 0 (R-BON-E); any other count cannot be written in it."""
        (test, n), counter = c
        if (test, n) in (("exactly", 0), ("at most", 0), ("fewer than", 1)):
            return counter
        said = test if n is None else f"{test} {n}"
        raise _Problem(f"'if you have {said} …': the rule language's one condition is a "
                       f"count of 0, 'if you have no …'")

    def cmp_equal(self, c):
        return ("exactly", int(c[0]))

    def cmp_at_least(self, c):
        return ("at least", int(c[0]))

    def cmp_at_most(self, c):
        return ("at most", int(c[0]))

    def cmp_more(self, c):
        return ("more than", int(c[0]))

    def cmp_less(self, c):
        return ("fewer than", int(c[0]))

    def cmp_some(self, c):
        return ("a", None)

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
        return (lo, hi)

    def open_range(self, c):
        return (int(c[0]), None)

    def single_range(self, c):
        return (int(c[0]), int(c[0]))

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
        cls = self.lexicon.track_colours.get(colour)
        if cls is None:
            raise _Problem(f"no track has the colour {colour}", tok)
        return cls

    def income(self, c):
        return fx.Income(c[0])

    # ------------------------------------------------------------ opponents
    def opponents(self, c):
        """Each opponent's options; a verb carries on to the next parts and options
        ("gives you 1 guard and 1 coin, or 2 VP, even below 0")."""
        behinds = {x for x in c if isinstance(x, CardClass)}
        if len(behinds) > 1:
            raise _Problem("the opponents are behind you on two different tracks")
        behind = next(iter(behinds), None)
        verb: Optional[str] = "give" if "give" in c else None
        options = []
        for parts in (x for x in c if isinstance(x, list)):
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

    def behind_named(self, c):
        return c[0]

    def give_instead(self, c):
        """'… or you receive 2 VP (from them) instead': the opponent gives it."""
        return ("give", *self._part(c))

    def option(self, parts):
        return list(parts)

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
        if any(n != 1 for n in _ints(c)):
            raise _Problem("an opponent loses one card at a time")
        return _first(c, CardClass)

    def quantity(self, c):
        return (c[1], c[0])

    # ------------------------------------------------------------ other bonuses
    def invest(self, c):
        return fx.Invest()

    def invest_in(self, c):
        return fx.Invest(c[0])

    def currency(self, c):
        return Currency.COINS if str(c[0]) == "coin" else Currency.GUARDS

    def take_favor(self, c):
        return fx.TakeFavor()

    def take_discard(self, c):
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
        """'pay 2 coins for 1 VP up to 3 times': that many payments, one after another,
        each optional (R-LIM-5); a payment without a limit is a trade (R-BON-E)."""
        *rest, n = c
        if not 1 <= n <= MAX_REPEATS:
            raise _Problem(f"a payment is made at most {MAX_REPEATS} times; any number of "
                           f"times is a trade in phase E")
        once = self.pay_for(rest)
        return fx.Seq(tuple(once for _ in range(n))) if n > 1 else once

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

    def others_nothing(self, c):
        """'Other players score nothing.': the rank scoring before it is yours alone
        (R-BON-M), so only checked."""
        return ("note", _checked(lambda e: isinstance(e, fx.ScoreRank),
                                 "'other players score nothing' needs a track's rank scored "
                                 "before it"))

    def they_choose(self, c):
        """'They choose.': the opponents' choice before it, restated."""
        return ("note", _checked(lambda e: isinstance(e, fx.OpponentsChoose),
                                 "'they choose' needs an opponents' choice before it"))

    def forced_vp(self, c):
        """'If a player does not have the resources, he must give you the VP': what an
        opponents' choice does anyway (R-LIM-4), so only checked."""
        return ("note", _checked(lambda e: isinstance(e, fx.Give) and e.resource is Resource.VP,
                                 "'must give you the VP' needs an opponent's VP option before it"))

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
        return ("set", fx.Sum(c[0]))

    def value_list(self, c):
        return tuple(fx.Count(x) for x in c)

    def c_divide(self, c):
        if str(c[0]) != "2":
            raise _Problem(f"amounts are only halved (R-BON-V), not divided by {c[0]}", c[0])
        return ("half", c[1] if len(c) > 1 else None)

    def c_double_ref(self, c):
        return ("double", None)

    def c_double(self, c):
        return ("set", fx.Times(2, c[0]))

    def c_gain(self, c):
        return ("gain", c[-1])

    def c_tier(self, c):
        return ("tier", c[0], c[1], c[2])

    def c_tier_at(self, c):
        """'if your disk is on space 7 to 9 of the merchants track, gain 5 VP'."""
        (lo, hi), rest = c[0], c[1:]
        track = _first(rest, CardClass)
        value, res = [x for x in rest if not isinstance(x, CardClass)]
        return ("span", lo, hi, value, res, track)

    def c_tier_at_after(self, c):
        """'7 VP at 10 or more (on the clerics track)'."""
        return self.c_tier_at([c[2], *c[3:], c[0], c[1]])

    def thresholds(self, c):
        """'7/10/13 or more': each a lower bound, each tier up to the next."""
        bounds = [int(x) for x in c]
        if bounds != sorted(set(bounds)):
            raise _Problem("write the thresholds from the lowest up, e.g. 7/10/13 or more",
                           c[0])
        return [(lo, nxt - 1) for lo, nxt in zip(bounds, bounds[1:])] + [(bounds[-1], None)]

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
        return ("nothing", 0, below - 1)

    def c_refer_named(self, c):
        """'On the council track, …': the track the tiers after it count."""
        return ("refer", (fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(c[0],))),))

    def span_list(self, c):
        """'7, 8 or 9': spaces one after another, one closed tier."""
        spaces = [int(x) for x in c]
        if spaces != list(range(spaces[0], spaces[0] + len(spaces))):
            raise _Problem(f"the spaces leave a gap at {spaces[0]}: write them one after "
                           f"another, e.g. 7, 8 or 9", c[0])
        return (spaces[0], spaces[-1])

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

    def c_nothing(self, c):
        return ("nothing", int(c[0]), int(c[1]))

    def space_list(self, c):
        return [int(x) for x in c]

    def advance_chosen(self, c):
        return fx.Advance(_first(c, int), fx.TrackChoice.ANY)

    def track_coloured(self, c):
        (colour, tok), cls = c
        if self.lexicon.track_colours.get(colour) is not cls:
            raise _Problem(f"the {cls} track is not {colour}", tok)
        return (fx.TrackChoice.NAMED, cls)

    def trade_rate(self, c):
        currencies = [x for x in c if isinstance(x, Currency)]
        if len(set(currencies)) > 1:
            raise _Problem(f"the rate names {currencies[0]} and {currencies[1]}")
        currency, (give, get) = currencies[0], [x for x in c if isinstance(x, Token)]
        resource = Resource.COINS if currency is Currency.COINS else Resource.GUARDS
        return fx.Trade(resource, int(give), int(get))

    def on_start(self, c):
        return fx.On(fx.Trigger.PHASE_E_START, c[-1])

    def on_castle_die(self, c):
        return fx.On(fx.Trigger.CASTLE_DIE, c[-1])

    def on_monastery_disk(self, c):
        return fx.On(fx.Trigger.MONASTERY_DISK, c[-1])
