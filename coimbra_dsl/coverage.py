"""Which bonus kinds of RULES.md a rule set uses, and on which components (CONTENT.md).

Each kind of R-BON-I, R-BON-E, R-BON-G, R-BON-C, R-BON-M, R-BON-V and R-FAV is
recognised from the *shape* of a compiled bonus (its effect classes, triggers and
counters), never from a component's name, so a mod's new card counts too. A bonus's
family comes from its component kind and timing: a character's immediate bonus is
R-BON-I, its phase E bonus R-BON-E, and so on.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator, Optional

from . import effects as fx
from .interpreter import Interpreter
from .model import Character, FavorTile, Monastery, RuleSet, Voyage
from .vocab import Timing


def family(component: object, timing: Timing) -> Optional[str]:
    """The R-BON family a bonus of `component` with `timing` belongs to (None: none fits)."""
    if isinstance(component, Character):
        return {Timing.IMMEDIATE: "R-BON-I", Timing.PHASE_E: "R-BON-E",
                Timing.GAME_END: "R-BON-G", Timing.PHASE_C: "R-BON-C"}.get(timing)
    if isinstance(component, Monastery):
        return "R-BON-M"
    if isinstance(component, Voyage):
        return "R-BON-V"
    if isinstance(component, FavorTile):
        return "R-FAV"
    return None


def _counter_word(counter: fx.Counter) -> str:
    """A counter as a feature word: `cards`, `cards of class`, `cards with influence`,
    `monasteries_with back`, ... (the filters that make a kind distinct)."""
    word = counter.kind.value
    if counter.kind is fx.CounterKind.CARDS:
        if counter.classes:
            return "cards of class"
        if counter.influence:
            return "cards with influence"
    if counter.kind is fx.CounterKind.MONASTERIES_WITH and counter.backs:
        return "monasteries_with back"
    return word


def _amount_features(amount: fx.Amount) -> Iterator[str]:
    if isinstance(amount, fx.Const):
        return
    if isinstance(amount, fx.Count):
        yield f"count {_counter_word(amount.counter)}"
    elif isinstance(amount, fx.Sum):
        for term in amount.terms:
            yield from _amount_features(term)
    elif isinstance(amount, fx.Times):
        yield "times"
        yield from _amount_features(amount.amount)
    elif isinstance(amount, fx.Half):
        yield "half"
        yield from _amount_features(amount.amount)
    elif isinstance(amount, fx.Tiers):
        yield "tiers"
        yield from _amount_features(amount.amount)


def features(effect: fx.Effect) -> Iterator[str]:
    """Every feature word of an effect tree: effect classes, triggers, choosers,
    counters and computed amounts (e.g. `per cards of class`, `on acquire`, `half`).
    What a `pay_for` buys is not a kind of its own; under `per`/`if` a plain gain is not."""
    yield from _node_words(effect)
    if isinstance(effect, fx.PayFor):
        return
    counted = isinstance(effect, (fx.Per, fx.If))
    for child in fx.children(effect):
        yield from (f for f in features(child) if not (counted and f == "gain"))


WORDS = Interpreter("coverage", "coimbra_dsl/coverage.py")
words_of = WORDS.rule


def _node_words(effect: fx.Effect) -> Iterator[str]:
    """The feature words of one effect node, without its children's."""
    return WORDS.of(effect)(effect)


@words_of(fx.Seq)
def _seq_words(effect: fx.Seq) -> Iterator[str]:
    return iter(())


@words_of(fx.Gain)
def _gain_words(effect: fx.Gain) -> Iterator[str]:
    if isinstance(effect.amount, fx.Const):
        yield "gain up_to" if effect.up_to else "gain"
    yield from _amount_features(effect.amount)


@words_of(fx.Advance)
def _advance_words(effect: fx.Advance) -> Iterator[str]:
    yield f"advance {effect.which.value}"


@words_of(fx.Per)
def _per_words(effect: fx.Per) -> Iterator[str]:
    yield f"per {_counter_word(effect.counter)}"


@words_of(fx.If)
def _if_words(effect: fx.If) -> Iterator[str]:
    yield f"if {_counter_word(effect.counter)}"


@words_of(fx.OpponentsChoose)
def _opponents_words(effect: fx.OpponentsChoose) -> Iterator[str]:
    yield f"opponents {effect.chooser.value}"


@words_of(fx.Invest)
def _invest_words(effect: fx.Invest) -> Iterator[str]:
    yield "invest in currency" if effect.currency else "invest"


@words_of(fx.Reuse)
def _reuse_words(effect: fx.Reuse) -> Iterator[str]:
    yield f"reuse {effect.timing.value}"


@words_of(fx.On)
def _on_words(effect: fx.On) -> Iterator[str]:
    yield f"on {effect.trigger.value}"


@words_of(fx.WildDiplomas)
def _wild_words(effect: fx.WildDiplomas) -> Iterator[str]:
    yield f"wild_diplomas {effect.count}"


def _word(word: str) -> Callable[[fx.Effect], Iterator[str]]:
    return lambda effect: iter((word,))


for _cls, _w in {
    fx.Income: "income", fx.Choice: "choice", fx.PayFor: "pay_for", fx.Give: "give",
    fx.Lose: "lose", fx.LoseCard: "lose_card",
    fx.TakeFavor: "take_favor", fx.TakeDiscard: "take_discard", fx.PlaceCap: "place_cap",
    fx.ScoreVoyages: "score_voyages", fx.ScoreDiplomas: "score_diplomas",
    fx.ScoreGameEnd: "score_game_end", fx.ScoreRank: "score_rank",
    fx.CardDiscount: "card_discount", fx.InvestDiscount: "invest_discount",
    fx.Trade: "trade",
}.items():
    WORDS[_cls] = _word(_w)


@dataclass(frozen=True)
class BonusKind:
    """One bonus kind of RULES.md: its family and the feature words that identify it
    (all of `needs` present in one bonus of that family)."""
    key: str
    family: str
    needs: frozenset[str]
    rule: str                     # the kind in RULES.md's words


def _kind(family_: str, name: str, needs: str, rule: str) -> BonusKind:
    return BonusKind(f"{family_} {name}", family_, frozenset(needs.split("|")), rule)


# The catalogue: every kind listed in R-BON-I, -E, -G, -C, -M, -V and R-FAV, in order.
BONUS_KINDS: tuple[BonusKind, ...] = (
    _kind("R-BON-I", "gain", "gain", "gain depicted rewards"),
    _kind("R-BON-I", "opponents-give", "opponents each_opponent|give",
          "each opponent gives you 1 guard + 1 coin or 2 VP"),
    _kind("R-BON-I", "opponents-lose", "opponents each_opponent|lose|lose_card",
          "5 VP and each opponent loses 3 VP or a cleric card"),
    _kind("R-BON-I", "take-discard", "take_discard", "take a card from the discard pile"),
    _kind("R-BON-I", "behind-on-track", "opponents behind_on_track",
          "each player behind you on a track gives you one of two things"),
    _kind("R-BON-I", "per-class-card", "per cards of class",
          "per card of a class (council: guard + step; merchants: coin + VP)"),
    _kind("R-BON-I", "take-favor", "take_favor", "take a favor tile and use it"),
    _kind("R-BON-I", "invest-in-currency", "invest in currency",
          "4 coins/guards and invest in a voyage of that currency"),
    _kind("R-BON-I", "per-monastery", "per monasteries_with", "per monastery with your disk"),
    _kind("R-BON-I", "reuse-immediate", "reuse immediate",
          "reuse the immediate bonus of a card of a depicted class"),
    _kind("R-BON-I", "income", "income", "gain the current income of a depicted track"),
    _kind("R-BON-I", "pay-for", "pay_for", "pay 5 guards for 5 steps / 5 coins for 7 VP"),
    _kind("R-BON-E", "start-advance", "on phase_e_start|advance any",
          "at its start move 1 up any track and gain a resource"),
    _kind("R-BON-E", "per-die", "per dice", "per die of a depicted colour"),
    _kind("R-BON-E", "if-no-die", "if dice", "2 steps if you have no purple die"),
    _kind("R-BON-E", "trade", "trade", "trade a resource for VP at 2:1"),
    _kind("R-BON-G", "track-tiers", "tiers|count track", "track position 7-9/10-12/13-15"),
    _kind("R-BON-G", "per-influence", "per cards with influence", "per card of influence 1 or 2"),
    _kind("R-BON-G", "class-set", "per class_sets", "per set of 4 classes"),
    _kind("R-BON-G", "reuse-game-end", "reuse game_end", "score another game-end bonus again"),
    _kind("R-BON-C", "card-discount", "card_discount", "a card of a currency costs 1 less"),
    _kind("R-BON-C", "on-acquire", "on acquire", "after acquiring a card of a class, gain"),
    _kind("R-BON-M", "gain", "gain", "gain depicted rewards"),
    _kind("R-BON-M", "per-class-card", "per cards of class", "per card of a depicted class"),
    _kind("R-BON-M", "per-influence", "per cards with influence", "per card of influence 3 or 4"),
    _kind("R-BON-M", "class-set", "per class_sets", "per 4-class set"),
    _kind("R-BON-M", "advance-track", "advance named", "a depicted track +3"),
    _kind("R-BON-M", "advance-every", "advance every", "every track +1"),
    _kind("R-BON-M", "per-monastery", "per monasteries_with", "per monastery with your disk"),
    _kind("R-BON-M", "per-crown", "per crowns", "per crown you have now"),
    _kind("R-BON-M", "score-voyages", "score_voyages", "score up to 2 voyages now"),
    _kind("R-BON-M", "score-game-end-and-rank", "score_game_end|score_rank",
          "score a game-end card and a track rank now"),
    _kind("R-BON-M", "score-diplomas", "score_diplomas", "score your diploma sets now"),
    _kind("R-BON-M", "castle-die", "on castle_die", "each die placed in the castle"),
    _kind("R-BON-M", "monastery-disk", "on monastery_disk", "each later monastery disk"),
    _kind("R-BON-M", "wild-diploma", "wild_diplomas 1", "counts as 1 wild diploma"),
    _kind("R-BON-M", "wild-diplomas-2", "wild_diplomas 2", "counts as 2 wild diplomas"),
    _kind("R-BON-V", "per-voyage", "per voyages", "per voyage with your disk"),
    _kind("R-BON-V", "per-diploma", "per diplomas", "per diploma"),
    _kind("R-BON-V", "half-tracks", "half|count track", "half the sum of two depicted tracks"),
    _kind("R-BON-V", "monastery-without", "per monasteries_without",
          "per monastery without your disk"),
    _kind("R-BON-V", "half-resources", "half|count coins|count guards|count crowns",
          "half of guards + coins + crowns"),
    _kind("R-BON-V", "lowest-track", "times|count lowest_track", "twice your lowest track space"),
    _kind("R-BON-V", "per-monastery", "per monasteries_with", "per monastery with your disk"),
    _kind("R-BON-V", "per-monastery-back", "per monasteries_with back",
          "per I-monastery with your disk"),
    _kind("R-BON-V", "cards-beyond", "per cards_beyond", "per character card beyond your tenth"),
    _kind("R-BON-V", "fixed", "gain", "a fixed number of VP"),
    _kind("R-BON-V", "per-class-card", "per cards of class",
          "per card of a depicted class"),
    _kind("R-FAV", "invest-discount", "invest_discount", "3 crowns: investments cost 2 less"),
    _kind("R-FAV", "invest", "invest", "3 crowns: invest now"),
    _kind("R-FAV", "place-cap", "place_cap", "2 crowns: the cap tile"),
    _kind("R-FAV", "gain", "gain", "gain VP"),
    _kind("R-FAV", "up-to-steps", "gain up_to", "1 crown: up to 3 steps"),
    _kind("R-FAV", "choice", "choice", "0 crowns: 7 guards or 7 coins"),
)


def bonus_features(component: object) -> list[tuple[str, frozenset[str]]]:
    """(family, feature words) for each bonus of a component."""
    out = []
    for bonus in getattr(component, "bonuses", ()):
        fam = family(component, bonus.timing)
        if fam is not None:
            out.append((fam, frozenset(features(bonus.effect))))
    return out


def coverage(ruleset: RuleSet) -> dict[str, list[str]]:
    """Bonus kind key -> ids of the components using it, for every kind of the
    catalogue (an empty list: the kind is unused). Keys in `BONUS_KINDS` order."""
    result: dict[str, list[str]] = {k.key: [] for k in BONUS_KINDS}
    for component in ruleset.components():
        for fam, words in bonus_features(component):
            for kind in BONUS_KINDS:
                if kind.family == fam and kind.needs <= words \
                        and component.id not in result[kind.key]:
                    result[kind.key].append(component.id)
    return result
