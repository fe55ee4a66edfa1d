"""Printed card text against the rules (R-CARD-1): the validator's comparison by meaning,
components written with a text and no bonus line, and positions inside a text.

A printed text that reads to the rule's meaning (`meaning.difference` is None) is clean
whatever its words; one that means something else is an error in the game's words; one
the reader cannot read is an error at the word it could not place. `--style` adds a note
with the canonical wording when the words differ from it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Callable, Iterable, Optional

from .card_text import Lexicon, names_only, read_text, word_count
from .errors import CardTextError, RuleError, RuleLimitError, Span
from .limits import MAX_ERRORS, MAX_READ_WORDS
from .meaning import difference
from .model import RuleSet
from .render import normalise_text, render_bonus, render_component
from .vocab import ComponentKind, Timing

ERROR, WARNING, NOTE = "error", "warning", "note"
READINGS_KEPT = 4096     # readings remembered (an editor re-validates on every key)
_readings: dict[tuple, object] = {}


def _read(text: str, lexicon: Lexicon, timing: Timing = Timing.IMMEDIATE,
          name: Optional[str] = None):
    """`read_text`, remembered per text and rule-set words: a reading is immutable and
    the reader is the slow part of validating (an Earley parse per text)."""
    key = (text, timing, lexicon.key())
    hit = _readings.get(key)
    if hit is None:
        try:
            hit = read_text(text, lexicon, default_timing=timing)
        except CardTextError as exc:
            hit = exc
        if len(_readings) >= READINGS_KEPT:
            _readings.clear()
        _readings[key] = hit
    if isinstance(hit, CardTextError):
        raise hit.with_traceback(None)
    if name is not None:
        names_only(text, lexicon, name)     # the text of `name` names no other component
    return hit


class _Budget:
    """The words of distinct printed text one rule set is read for (MAX_READ_WORDS): a
    text printed many times counts once; past the limit no text is read, so loading or
    validating a rule set of any size costs at most that much reading."""

    def __init__(self) -> None:
        self.seen: set[tuple[str, Timing]] = set()
        self.words = 0
        self.spent = False

    def allows(self, text: str, timing: Timing) -> bool:
        if (text, timing) in self.seen:
            return True
        words = word_count(text)
        if self.spent or self.words + words > MAX_READ_WORDS:
            self.spent = True
            return False
        self.seen.add((text, timing))
        self.words += words
        return True


def _over_budget(words: str) -> str:
    return (f"the printed texts of this rule set hold more than {MAX_READ_WORDS:,} words to "
            f"read (distinct texts; the base game has about 1,200); {words}: give "
            f"components bonus lines, or split the rule set")


def text_position(component, column: int) -> Optional[Span]:
    """The file position of `column` (1-based) of a component's printed text: after the
    opening quote, counting the escapes (\\" and \\\\) written before it."""
    span = component.text_span
    if span is None:
        return component.span
    before = component.text[:max(column - 1, 0)]
    escapes = sum(1 for ch in before if ch in '"\\')
    return Span(span.path, span.line, span.col + column + escapes)


@dataclass(frozen=True)
class Meanings:
    """A printed text beside its rule: what the text reads as (canonical words, None when
    unreadable), what the rule does, and the first difference or the reading error."""
    printed: str
    reads_as: Optional[str]
    rule: str
    difference: Optional[str] = None
    unreadable: Optional[CardTextError] = None

    @property
    def agree(self) -> bool:
        return self.unreadable is None and self.difference is None


def default_timing(component) -> Timing:
    """When a printed text without a timing word acts: a voyage's task is scored at the
    end of the game (R-END-1), every other component's bonus is immediate."""
    return Timing.GAME_END if component.kind is ComponentKind.VOYAGE else Timing.IMMEDIATE


def meanings(component, lexicon: Lexicon, rendered: Optional[str] = None) -> Optional[Meanings]:
    """The printed text's meaning against the rule's (None: the component has no text).
    Every text is read, even one in the canonical words of its rendering: a word the
    renderer says but the reader does not know is an error, never taken on trust."""
    if component.text is None:
        return None
    rule = rendered if rendered is not None else render_component(component)
    try:
        printed = _read(component.text, lexicon, default_timing(component), component.name)
    except CardTextError as exc:
        return Meanings(component.text, None, rule, unreadable=exc)
    reads_as = " ".join(render_bonus(b) for b in printed)
    return Meanings(component.text, reads_as, rule, difference(printed, component.bonuses))


def check_text(rules: RuleSet, render: Optional[Callable[[object], str]] = None,
               style: bool = False) -> Iterable[tuple[Optional[Span], str, str, str]]:
    """(span, severity, message, component id) for every printed text: unreadable or
    meaning something else than the rule (errors); missing (a warning with the
    rendering); worded unlike the rendering (a note, only with `style`)."""
    render = render or render_component
    lexicon = Lexicon.of(rules)
    budget = _Budget()
    for comp in rules.components():
        if comp.text is not None and not budget.allows(comp.text, default_timing(comp)):
            yield (text_position(comp, 1), ERROR,
                   _over_budget("this text and the ones after it are not checked"), comp.id)
            return
        rendered = render(comp)
        found = meanings(comp, lexicon, rendered)
        if found is None:
            yield (comp.span, WARNING, f'{comp.kind} {comp.id} has no printed text; rendered: '
                                       f'"{rendered}"', comp.id)
        elif found.unreadable is not None and found.unreadable.language:
            yield (text_position(comp, 1), ERROR,
                   f"{comp.id}: the printed text seems to be {found.unreadable.language}; the "
                   f"reader reads English card text; the rule in English: \"{rendered}\"",
                   comp.id)
        elif found.unreadable is not None:
            exc = found.unreadable
            yield (text_position(comp, exc.column), ERROR,
                   f"{comp.id}: cannot read the printed text (column {exc.column}): "
                   f"{exc.message}", comp.id)
        elif found.difference:
            yield (text_position(comp, 1), ERROR, f"{comp.id}: {found.difference}", comp.id)
        elif style and not comp.from_text and \
                normalise_text(comp.text) != normalise_text(rendered):
            yield (text_position(comp, 1), NOTE, f'{comp.id}: the printed text means the rule; '
                                                 f'the canonical wording is "{rendered}"', comp.id)


def rules_from_text(rules: RuleSet) -> tuple[RuleSet, list[RuleError]]:
    """Components written with a printed text and no bonus line get the bonuses the text
    reads to; an unreadable or ambiguous text is an error at its word, never a guess.
    The work is bounded by the texts, not by how they fail: a text printed on many
    components is read once, after MAX_ERRORS unreadable texts the rest are not read,
    and past MAX_READ_WORDS words of distinct text none is."""
    lexicon = Lexicon.of(rules)
    errors: list[RuleError] = []
    tables = {}
    budget = _Budget()
    for name in ("characters", "monasteries", "voyages", "favors"):
        table = dict(getattr(rules, name))
        for cid, comp in table.items():
            if not comp.from_text or comp.text is None:
                continue
            if len(errors) > MAX_ERRORS or budget.spent:
                break
            timing = default_timing(comp)
            if not budget.allows(comp.text, timing):
                span = text_position(comp, 1)
                errors.append(RuleLimitError(_over_budget(f"{comp.kind} '{cid}' and the "
                                                          f"text-only ones after it are not read"),
                                             span, rules.sources.get(span.path) if span else None))
                break
            try:
                found: object = _read(comp.text, lexicon, timing, comp.name)
            except CardTextError as exc:
                found = exc
            if not isinstance(found, CardTextError):
                table[cid] = replace(comp, bonuses=found)
                continue
            span = text_position(comp, found.column)
            if len(errors) == MAX_ERRORS:
                errors.append(RuleLimitError("too many printed texts cannot be read; the rest "
                                             "are not read", span,
                                             rules.sources.get(span.path) if span else None))
                continue
            errors.append(RuleError(f"{comp.kind} '{cid}' has no bonus line and its text "
                                    f"cannot be read (column {found.column}): {found.message}",
                                    span, rules.sources.get(span.path) if span else None))
        tables[name] = table
    if not any(c.from_text for c in rules.components()):
        return rules, errors
    return replace(rules, **{k: MappingProxyType(v) for k, v in tables.items()}), errors


def from_text(rules: RuleSet) -> list[str]:
    """Ids of the components whose bonuses were read from their printed text."""
    return [c.id for c in rules.components() if c.from_text]
