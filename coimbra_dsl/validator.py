"""Is a loaded rule set playable? Every problem a modder can act on, at its place.

`validate(ruleset)` returns `Problem`s (errors and warnings) for: counts per kind, class
and back against `expect` (R-COMP-2/3/4); references the loader leaves (diploma kinds,
map nodes, space colours); value ranges (influence 1-4, costs, income tables R-E-1,
scoring tiles R-END-2); one bonus per card with a timing its kind may have (R-CARD-2,
R-C-4, R-BON-M, R-FAV); the pilgrim map (R-PIL-2, `map_checks`); setup feasibility
per player count (R-SET, `feasibility`); printed text against the rules by meaning
(`printed`, read by `card_text`).
`coverage(ruleset)` (from `coverage`) says which bonus kinds are used, and where.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from dataclasses import fields as dc_fields
from typing import Callable, Iterable, NamedTuple, Optional

from . import effects as fx
from . import printed
from .amount_bounds import Bounds
from .bonus_loops import bad_trades, bonus_loops
from .coverage import BONUS_KINDS, coverage  # noqa: F401  (part of this module's API)
from .errors import Span
from .feasibility import infeasible
from .interpreter import Interpreter
from .limits import MAX_DOMINANCE_FRONT, MAX_GAIN
from .map_checks import check_map
from .model import Character, FavorTile, Monastery, NodeKind, RuleSet, Voyage
from .suggest import did_you_mean
from .vocab import Back, CardClass, DieColour, Resource, Timing

ERROR = "error"
FIRST_WARNINGS = 5              # warnings of one kind shown before a count of the rest
WARNING = "warning"
WILD = "wild"


@dataclass(frozen=True)
class Problem:
    """One finding: where (None: the rule set as a whole), how bad, what, about which."""
    span: Optional[Span]
    severity: str                 # "error" or "warning"
    message: str
    component: Optional[str] = None


def validate(ruleset: RuleSet, render: Optional[Callable[[object], str]] = None,
             style: bool = False) -> list[Problem]:
    """Every problem of the rule set, errors and warnings, in check order. `render`
    turns a component into its card text (default: `render.render_component`); `style`
    adds a note for each printed text worded unlike its rendering."""
    return [*validate_play(ruleset), *summarised(check_text(ruleset, render, style))]


def validate_play(ruleset: RuleSet) -> list[Problem]:
    """The problems that bear on playing the set: every check but printed text, which
    is what a person reads, not what the engine runs (a typo on a card never stops a
    game)."""
    problems: list[Problem] = []
    for check in CHECKS:
        problems.extend(summarised(check(ruleset)))
    return problems


def summarised(found: Iterable[Problem], first: int = FIRST_WARNINGS) -> list[Problem]:
    """Every error, and the first `first` warnings of one check followed by one
    warning that counts the rest, so that output stays small."""
    out: list[Problem] = []
    shown = more = 0
    for p in found:
        if p.severity != WARNING:
            out.append(p)
        elif shown < first:
            out.append(p)
            shown += 1
        else:
            more += 1
    if more:
        out.append(Problem(None, WARNING, f"... and {more} more warning(s) like the "
                                          f"{first} above"))
    return out


# ---------------------------------------------------------------- counts (expect)

# expectation word -> the RuleSet table it counts
_KINDS = {"characters": "characters", "monasteries": "monasteries", "voyages": "voyages",
          "favors": "favors", "scoring tiles": "scoring_tiles"}


def check_counts(rules: RuleSet) -> Iterable[Problem]:
    """R-COMP-2, -3, -4: counts per kind, per class and per back, as `expect` says.
    Expectation keys read `<kind>`, `<kind> per class`, `<kind> back <B>` or
    `<kind> class <class>` (words joined by spaces or underscores); a `class <class>`
    count overrides `per class` for that class. `spaces_<colour>` keys: `check_spaces`.
    A problem points at the `expect` line that said the count."""
    texts = {key: " ".join(key.replace("_", " ").split()) for key in rules.expect}
    said = set(texts.values())
    tables = {kind: list(getattr(rules, table).values()) for kind, table in _KINDS.items()}
    for key, expected in rules.expect.items():
        if key.startswith(("spaces_", "spaces ")):
            continue
        span = rules.expect_spans.get(key)
        text = texts[key]
        kind = next((k for k in _KINDS if text == k or text.startswith(k + " ")), None)
        rest = text[len(kind):].split() if kind else None
        items = tables[kind] if kind else []
        if rest == []:
            yield from _count(len(items), expected, f"{expected} {kind}", span)
        elif rest == ["per", "class"]:
            for cls in CardClass:
                if f"{kind} class {cls}" in said:
                    continue
                yield from _count(_having(items, "cls", cls), expected,
                                  f"{expected} {kind} of class {cls}", span)
        elif rest and len(rest) == 2 and rest[0] == "back" and rest[1] in Back.words():
            yield from _count(_having(items, "back", Back(rest[1])), expected,
                              f"{expected} {kind} with back {rest[1]}", span)
        elif rest and len(rest) == 2 and rest[0] == "class" and rest[1] in CardClass.words():
            yield from _count(_having(items, "cls", CardClass(rest[1])), expected,
                              f"{expected} {kind} of class {rest[1]}", span)
        else:
            yield Problem(span, WARNING, f"unknown expectation '{key}'")


def _having(items: list, field: str, value: object) -> int:
    """How many of `items` have `field` set to `value` (an item without the field: none)."""
    return sum(1 for c in items if getattr(c, field, None) is value)


def _count(found: int, expected: int, what: str, span: Optional[Span] = None) -> Iterable[Problem]:
    if found != expected:
        yield Problem(span, ERROR, f"expected {what}, found {found}")


def check_spaces(rules: RuleSet) -> Iterable[Problem]:
    """R-SET-1, CONTENT.md "pilgrim map": the map's monastery spaces per colour equal
    the setup's (`expect { spaces blue 8 ... }`) exactly; a colour the map declares
    without an expected count is a warning once any count is expected."""
    expected = {key[len("spaces_"):]: (n, rules.expect_spans.get(key))
                for key, n in rules.expect.items() if key.startswith(("spaces_", "spaces "))}
    if not expected:
        return
    pm = rules.map
    found = {c: 0 for c in pm.space_colours}
    for node in pm.nodes.values():
        if node.kind == NodeKind.SPACE and node.colour in found:
            found[node.colour] += 1
    for colour, (n, span) in expected.items():
        if colour not in found:
            yield Problem(span, ERROR, f"expected {n} spaces of colour {colour}, the map has no "
                                       f"colour {colour}" + did_you_mean(colour, found))
        elif found[colour] != n:
            yield Problem(span, ERROR, f"expected {n} {colour} spaces on the map, found "
                                       f"{found[colour]}")
    for colour, n in found.items():
        if colour not in expected and n:
            yield Problem(pm.span, WARNING, f"the map's {colour} spaces have no expected count "
                                            f"(write `spaces {colour} {n}` in expect)")


# ---------------------------------------------------------------- tables and ranges

def check_tracks(rules: RuleSet) -> Iterable[Problem]:
    """R-COMP-5, R-E-1: one track per class, distinct non-white colours, an income for
    every space 0..cap, never decreasing and never negative."""
    spaces = rules.constants.cap_influence + 1
    seen: dict[DieColour, CardClass] = {}
    for cls in CardClass:
        if cls not in rules.tracks:
            yield Problem(None, ERROR, f"no track for class {cls}")
    for cls, track in rules.tracks.items():
        where = f"track {cls}"
        if track.colour is DieColour.WHITE:
            yield Problem(track.span, ERROR, f"{where}: white stands for any track and "
                                             f"cannot be a track's colour (R-COMP-5)")
        elif track.colour in seen:
            yield Problem(track.span, ERROR, f"{where}: colour {track.colour} is already "
                                             f"the colour of track {seen[track.colour]}")
        else:
            seen[track.colour] = cls
        if rules.constants.dice and not rules.constants.dice.get(track.colour):
            yield Problem(track.span, WARNING, f"{where}: there are no {track.colour} dice")
        amounts = track.amounts
        if len(amounts) != spaces:
            yield Problem(track.span, ERROR, f"{where} has {len(amounts)} income values, "
                                             f"needs {spaces} (spaces 0-{spaces - 1})")
        for space, value in enumerate(amounts):
            if value < 0:
                yield Problem(track.span, ERROR, f"{where}: income {value} at space "
                                                 f"{space} is negative")
        for space in range(1, len(amounts)):
            if amounts[space] < amounts[space - 1]:
                yield Problem(track.span, ERROR,
                              f"{where}: income decreases from {amounts[space - 1]} at "
                              f"space {space - 1} to {amounts[space]} at space {space}")


def check_scoring_tiles(rules: RuleSet) -> Iterable[Problem]:
    """R-SET-2, R-END-2: one tile per track; 2 values on the 2/3-player face, 3 on the
    4-player face, none negative, never increasing from 1st to last."""
    if len(rules.scoring_tiles) < len(rules.tracks):
        yield Problem(None, ERROR, f"{len(rules.tracks)} tracks need "
                                   f"{len(rules.tracks)} scoring tiles, found "
                                   f"{len(rules.scoring_tiles)}")
    for tile in rules.scoring_tiles.values():
        for face, values, size in (("small", tile.small, 2), ("large", tile.large, 3)):
            where = f"scoring tile {tile.id}: {face} face"
            if len(values) != size:
                yield Problem(tile.span, ERROR, f"{where} has {len(values)} values, "
                                                f"needs {size}")
            if any(v < 0 for v in values):
                yield Problem(tile.span, ERROR, f"{where} has a negative value")
            for i in range(1, len(values)):
                if values[i] > values[i - 1]:
                    yield Problem(tile.span, ERROR,
                                  f"{where}: place {i + 1} scores {values[i]}, more than "
                                  f"place {i} ({values[i - 1]})")


def check_constants(rules: RuleSet) -> Iterable[Problem]:
    """R-END-3: a score for a set of every size up to the number of diploma kinds."""
    kinds, scores = len(rules.diploma_kinds), len(rules.constants.diploma_sets)
    if scores < kinds:
        yield Problem(None, ERROR, f"diploma sets lists {scores} scores, the "
                                   f"{kinds} diploma kinds need {kinds}")


def check_characters(rules: RuleSet) -> Iterable[Problem]:
    """R-CARD-2: influence 1-4, a cost currency exactly on non-start cards, 0-2 diploma
    icons of known kinds."""
    known = set(rules.diploma_kinds) | {WILD}
    for c in rules.characters.values():
        if not 1 <= c.influence <= 4:
            yield Problem(c.span, ERROR, f"character {c.id}: influence {c.influence} "
                                         f"is outside 1-4", c.id)
        if c.back is Back.I and c.cost is not None:
            yield Problem(c.span, ERROR, f"character {c.id}: a start card (back I) has no "
                                         f"cost", c.id)
        if c.back is not Back.I and c.cost is None:
            yield Problem(c.span, ERROR, f"character {c.id}: a back {c.back} card needs a "
                                         f"cost (coins or guards)", c.id)
        if len(c.diplomas) > 2:
            yield Problem(c.span, ERROR, f"character {c.id}: {len(c.diplomas)} diploma "
                                         f"icons, at most 2", c.id)
        for d in c.diplomas:
            if d not in known:
                yield Problem(c.span, ERROR, f"character {c.id}: unknown diploma kind "
                                             f"'{d}'", c.id)


def check_voyages_and_favors(rules: RuleSet) -> Iterable[Problem]:
    """R-INV-1 costs and R-FAV crowns are never negative."""
    for v in rules.voyages.values():
        if v.cost < 0:
            yield Problem(v.span, ERROR, f"voyage {v.id}: cost {v.cost} is negative", v.id)
    for f in rules.favors.values():
        if f.crowns < 0:
            yield Problem(f.span, ERROR, f"favor {f.id}: crowns {f.crowns} is negative", f.id)


# ---------------------------------------------------------------- bonuses

_TIMINGS = {
    Character: (Timing.IMMEDIATE, Timing.PHASE_C, Timing.PHASE_E, Timing.GAME_END),
    Monastery: (Timing.IMMEDIATE, Timing.LASTING),
    Voyage: (Timing.GAME_END,),
    FavorTile: (Timing.IMMEDIATE, Timing.WHILE_HELD),
}

# Standing abilities act only under one timing (fx.STANDING_TIMING); their rule words:
_TRIGGER_WORDS = {fx.Trigger.ACQUIRE: "on acquire", fx.Trigger.PHASE_E_START: "at start",
                  fx.Trigger.CASTLE_DIE: "on castle die",
                  fx.Trigger.MONASTERY_DISK: "on monastery disk"}


class Place(NamedTuple):
    """Where an effect may stand in a bonus: under the one timing of a standing ability
    (`word` names it), only inside an opponents' choice (a payment), or anywhere."""
    word: str = ""
    timing: Optional[Timing] = None
    opponents_only: bool = False


PLACES = Interpreter("validator", "coimbra_dsl/validator.py")
ANYWHERE = Place()


def _standing(word: str) -> Callable[[fx.Effect], Place]:
    return lambda node: Place(word, fx.standing_timing(node))


def _payment(word: str) -> Callable[[fx.Effect], Place]:
    return lambda node: Place(word, opponents_only=True)


@PLACES.rule(fx.On)
def _trigger_place(node: fx.On) -> Place:
    return Place(_TRIGGER_WORDS[node.trigger], fx.standing_timing(node))


PLACES.update({
    fx.CardDiscount: _standing("card discount"), fx.Trade: _standing("trade"),
    fx.WildDiplomas: _standing("wild diplomas"), fx.InvestDiscount: _standing("invest discount"),
    fx.Give: _payment("give"), fx.Lose: _payment("lose"), fx.LoseCard: _payment("lose card"),
})
PLACES.rule(fx.Gain, fx.Advance, fx.Income, fx.Seq, fx.Per, fx.If, fx.Choice, fx.PayFor,
            fx.OpponentsChoose, fx.Invest, fx.TakeFavor, fx.TakeDiscard, fx.Reuse,
            fx.PlaceCap, fx.ScoreVoyages, fx.ScoreDiplomas, fx.ScoreGameEnd,
            fx.ScoreRank)(lambda node: ANYWHERE)


def _standing_words(effect: fx.Effect) -> Iterable[Place]:
    for node in fx.walk(effect):
        place = PLACES.of(node)(node)
        if place.timing is not None:
            yield place


def _loose_payments(effect: fx.Effect, inside: bool = False) -> Iterable[str]:
    """`give`/`lose` outside an opponents' choice: nobody to give or lose."""
    place = PLACES.of(effect)(effect)
    if place.opponents_only and not inside:
        yield place.word
    for child in fx.children(effect):
        yield from _loose_payments(child, inside or isinstance(effect, fx.OpponentsChoose))


def check_bonuses(rules: RuleSet) -> Iterable[Problem]:
    """R-CARD-2: exactly one bonus per card, monastery and voyage; timings the kind may
    have; phase C only on start cards, whose bonus is immediate or phase C (R-C-4);
    standing abilities under their own timing."""
    for comp in rules.components():
        what = f"{comp.kind} {comp.id}"
        bonuses = comp.bonuses
        if not isinstance(comp, FavorTile) and len(bonuses) != 1:
            yield Problem(comp.span, ERROR, f"{what} has {len(bonuses)} bonuses, needs "
                                            f"exactly 1", comp.id)
        if isinstance(comp, FavorTile) and not bonuses:
            yield Problem(comp.span, ERROR, f"{what} has no bonus", comp.id)
        allowed = _TIMINGS[type(comp)]
        for bonus in bonuses:
            if bonus.timing not in allowed:
                yield Problem(comp.span, ERROR,
                              f"{what}: a {comp.kind} bonus is "
                              f"{' or '.join(t.value for t in allowed)}, not {bonus.timing}",
                              comp.id)
                continue
            if isinstance(comp, Character):
                if bonus.timing is Timing.PHASE_C and comp.back is not Back.I:
                    yield Problem(comp.span, ERROR,
                                  f"{what}: a phase_c bonus on a back {comp.back} card; "
                                  f"only start cards (back I) have one (R-C-4)", comp.id)
                if comp.back is Back.I and bonus.timing not in (Timing.IMMEDIATE,
                                                                 Timing.PHASE_C):
                    yield Problem(comp.span, ERROR,
                                  f"{what}: a start card's bonus is immediate or phase_c, "
                                  f"not {bonus.timing} (R-C-4)", comp.id)
            for place in _standing_words(bonus.effect):
                if place.timing is not bonus.timing:
                    yield Problem(comp.span, ERROR,
                                  f"{what}: '{place.word}' belongs to a {place.timing} "
                                  f"bonus, not {bonus.timing}", comp.id)
            for word in _loose_payments(bonus.effect):
                yield Problem(comp.span, ERROR,
                              f"{what}: '{word}' only works inside 'each opponent chooses'",
                              comp.id)


def check_dominance(rules: RuleSet) -> Iterable[Problem]:
    """CONTENT.md balance: no card strictly better than another of its class, back and
    cost currency (coins and guards are different economies, so cards of different
    currencies never compare) — the same bonus, plain gains at least as large of every
    reward, or the same bonus shape with fixed gains and advances at least as large —
    with influence and diploma icons at least as good, and better in something.

    Near-linear: cards that can compare share a bucket (class, back, cost,
    timing and the bonus with its comparable numbers taken out); within a bucket the
    cards are taken strongest first and each is compared only with the undominated
    ones before it (a sort-filter skyline), at most `MAX_DOMINANCE_FRONT` of them.
    One warning per dominated card, naming an undominated card that beats it."""
    buckets: dict[tuple, list[tuple[tuple[int, ...], Character]]] = {}
    for card in rules.characters.values():
        key, numbers = _comparable(card)
        buckets.setdefault(key, []).append((numbers + (card.influence,), card))
    found: list[tuple[Character, Character]] = []
    for members in buckets.values():
        if len(members) < 2:
            continue
        members.sort(key=lambda m: -(sum(m[0]) + len(m[1].diplomas)))
        front: list[tuple[tuple[int, ...], Character]] = []
        for numbers, card in members:
            better = next((c for n, c in front if _dominates(n, c, numbers, card)), None)
            if better is not None:
                found.append((better, card))
            elif len(front) < MAX_DOMINANCE_FRONT:
                front.append((numbers, card))
    order = {cid: i for i, cid in enumerate(rules.characters)}
    for a, b in sorted(found, key=lambda pair: order[pair[1].id]):
        yield Problem(b.span, WARNING, f"character {b.id} is strictly dominated by "
                                       f"{a.id} (same class, back and cost; a bonus, "
                                       f"influence and diplomas at least as good)", b.id)


def _dominates(na: tuple[int, ...], a: Character, nb: tuple[int, ...], b: Character) -> bool:
    """a's numbers at least b's everywhere, a's diplomas cover b's, better in something."""
    if any(x < y for x, y in zip(na, nb)) or not _covers(a.diplomas, b.diplomas):
        return False
    return na != nb or len(a.diplomas) > len(b.diplomas)


# Effects whose parts are compared one by one; any other effect must be equal.
_SHAPES = (fx.Seq, fx.Per, fx.If, fx.Choice, fx.PayFor, fx.On)
_RESOURCES = tuple(Resource)


def _comparable(card: Character) -> tuple[tuple, tuple[int, ...]]:
    """(bucket key, numbers): two cards compare only inside one bucket, and there by
    their numbers (larger is better). Plain gains: the amount of every resource; other
    single bonuses: the fixed gains and advances in tree order, the rest in the key;
    several bonuses: only equal ones compare."""
    head = (card.cls, card.back, card.cost)
    if len(card.bonuses) != 1:
        return (*head, "exact", card.bonuses), ()
    effect = card.bonus.effect
    plain = _plain_gains(effect)
    if plain is not None:
        return (*head, card.timing, "plain"), tuple(plain.get(r, 0) for r in _RESOURCES)
    numbers: list[int] = []
    return (*head, card.timing, _shape(effect, numbers)), tuple(numbers)


def _shape(e: object, numbers: list[int]) -> object:
    """`e` with its comparable numbers (fixed gains, advances) moved to `numbers`."""
    if isinstance(e, fx.Gain) and isinstance(e.amount, fx.Const):
        numbers.append(e.amount.value)
        return ("gain", e.resource, e.up_to)
    if isinstance(e, fx.Advance):
        numbers.append(e.amount)
        return ("advance", e.which, e.cls)
    if isinstance(e, tuple):
        return tuple(_shape(x, numbers) for x in e)
    if isinstance(e, _SHAPES):
        return (type(e), *(_shape(getattr(e, f.name), numbers) for f in dc_fields(e)))
    return e


def _plain_gains(effect: fx.Effect) -> Optional[dict[Resource, int]]:
    """Resource -> amount of an effect that only gains fixed amounts (else None)."""
    out: dict[Resource, int] = {}
    for step in fx.steps(effect):
        if not (isinstance(step, fx.Gain) and isinstance(step.amount, fx.Const)
                and not step.up_to):
            return None
        out[step.resource] = out.get(step.resource, 0) + step.amount.value
    return out


def _covers(big: tuple[str, ...], small: tuple[str, ...]) -> bool:
    rest = list(big)
    for d in small:
        if d not in rest:
            return False
        rest.remove(d)
    return True


def check_loops(rules: RuleSet) -> Iterable[Problem]:
    """Every effect terminates: bonuses that resolve each other in a loop
    (`reuse`, `score game_end card`, `score up to N voyages`) are refused, one error at
    each component of the loop; see `bonus_loops`."""
    for loop in bonus_loops(rules):
        shown = " -> ".join(loop.cycle)
        words = ", ".join(sorted(set(loop.words)))
        size = len(loop.members)
        where = ", ".join(f"{m.id} at {m.span}" for m in loop.members[:LOOP_NAMES])
        rest = f" and {size - LOOP_NAMES} more" if size > LOOP_NAMES else ""
        for m in loop.members:
            yield Problem(m.span, ERROR,
                          f"{m.kind} {m.id}: bonuses resolve each other without end "
                          f"({shown}, by {words}); the loop holds {size} component(s): "
                          f"{where}{rest}", m.id)


def check_trades(rules: RuleSet) -> Iterable[Problem]:
    """R-BON-E: a trade made any number of times must cost something and gain less VP
    than it takes when paid in VP; see `bonus_loops.bad_trades`."""
    for comp, trade, why in bad_trades(rules):
        yield Problem(comp.span, ERROR, f"{comp.kind} {comp.id}: 'trade {trade.give} "
                                        f"{trade.resource} for {trade.get} vp': {why}",
                      comp.id)


def check_gains(rules: RuleSet) -> Iterable[Problem]:
    """What validates, plays and saves: no bonus gains or multiplies more than
    `MAX_GAIN` at once, by the bounds of `amount_bounds` (counters never count beyond
    what the rule set holds)."""
    bounds = Bounds(rules)
    for comp in rules.components():
        b = bounds.component(comp)
        worst = max((b.mult, *b.gain.values()))
        if worst > MAX_GAIN:
            yield Problem(comp.span, ERROR, f"{comp.kind} {comp.id}: its bonus can gain or "
                                            f"multiply up to {worst} at once, more than "
                                            f"the limit {MAX_GAIN}", comp.id)


def check_caps(rules: RuleSet) -> Iterable[Problem]:
    """Constants against each other (R-LIM-1, R-INV-1): starting coins and
    guards within their caps (else no state of the game is within the rules); a voyage
    or an optional payment costing more than its currency's cap can never be paid (a
    warning)."""
    c = rules.constants
    for what, start, cap in (("coins", c.start_coins, c.cap_coins),
                             ("guards", c.start_guards, c.cap_guards)):
        if start > cap:
            yield Problem(None, ERROR, f"constants: start {what} {start} is above "
                                       f"limit {what} {cap}")
    caps = {"coins": c.cap_coins, "guards": c.cap_guards}
    for v in rules.voyages.values():
        cap = caps.get(v.currency.value)
        if cap is not None and v.cost > cap:
            yield Problem(v.span, WARNING, f"voyage {v.id}: cost {v.cost} {v.currency} is "
                                           f"above limit {v.currency} {cap}; nobody can pay "
                                           f"it without a discount", v.id)
    for comp in rules.components():
        for bonus in comp.bonuses:
            for node in fx.walk(bonus.effect):
                costs = node.cost if isinstance(node, fx.PayFor) else ()
                for res, n in costs:
                    cap = caps.get(res.value)
                    if cap is not None and n > cap:
                        yield Problem(comp.span, WARNING,
                                      f"{comp.kind} {comp.id}: 'pay {n} {res}' is above "
                                      f"limit {res} {cap}; nobody can ever pay it", comp.id)


def check_names(rules: RuleSet) -> Iterable[Problem]:
    """Text from rule files is data: a name or printed text holding control
    or bidirectional-override characters is a warning (faces show it stripped)."""
    for comp in rules.components():
        for what, text in (("name", comp.name), ("text", comp.text)):
            if text and hidden_characters(text):
                yield Problem(comp.span, WARNING,
                              f"{comp.kind} {comp.id}: its {what} holds control or "
                              f"bidi characters ({', '.join(hidden_characters(text))}); "
                              f"they are not shown", comp.id)


def hidden_characters(text: str) -> list[str]:
    """The control and bidirectional-formatting characters of `text`, as U+XXXX."""
    out = []
    for ch in text:
        if (unicodedata.category(ch) == "Cc" or ch in BIDI) and ch != "\n":
            code = f"U+{ord(ch):04X}"
            if code not in out:
                out.append(code)
    return out


BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                 "\u2066\u2067\u2068\u2069")
LOOP_NAMES = 8              # components named in a loop's message


# ---------------------------------------------------------------- map, setup, text

def check_pilgrim_map(rules: RuleSet) -> Iterable[Problem]:
    """R-PIL-2, R-SET-1: see `map_checks.check_map`."""
    for span, severity, message in check_map(rules.map):
        yield Problem(span, severity, message)


def check_setup(rules: RuleSet) -> Iterable[Problem]:
    """R-SET, R-RND-1: see `feasibility.infeasible`."""
    if not rules.setups:
        yield Problem(None, ERROR, "no setup table: the rule set supports no player count")
    for failure in infeasible(rules):
        yield Problem(failure.span, ERROR, failure.message)


def check_text(rules: RuleSet, render: Optional[Callable[[object], str]] = None,
               style: bool = False) -> Iterable[Problem]:
    """Printed `text` against the rules by meaning (`printed.check_text`): an unreadable
    text or one that means something else is an error; `style` adds canonical wordings."""
    for span, severity, message, cid in printed.check_text(rules, render, style):
        yield Problem(span, severity, message, cid)


def check_unused(rules: RuleSet) -> Iterable[Problem]:
    """Warnings for declared things nothing uses: diploma kinds on no card."""
    icons = {d for c in rules.characters.values() for d in c.diplomas}
    for kind in rules.diploma_kinds:
        if kind not in icons:
            yield Problem(None, WARNING, f"diploma kind {kind} is on no card")


CHECKS: tuple[Callable[[RuleSet], Iterable[Problem]], ...] = (
    check_counts, check_spaces, check_tracks, check_scoring_tiles, check_constants, check_characters,
    check_voyages_and_favors, check_caps, check_gains, check_bonuses, check_loops, check_trades,
    check_dominance, check_pilgrim_map, check_setup, check_unused, check_names,
)
