"""Effect objects: the compiled, frozen form of every bonus (R-BON-*, R-FAV, R-C-4).

A bonus is a tree of these nodes. The engine interprets them; the renderer turns them
into card text. Nothing here names a card: cards are built only from these words.

Three families:
- amounts (`Amount`): numbers, possibly computed from the owner's state (counters);
- effects (`Effect`): what happens to players;
- modifiers/triggers: standing abilities of phase C, phase E, lasting and while-held
  bonuses.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Optional, Union

from .vocab import Back, CardClass, Currency, DieColour, Resource, Timing, Word


# ---------------------------------------------------------------- counters & amounts

class CounterKind(Word):
    """What a counter counts, always from the bonus owner's point of view."""
    CARDS = "cards"                  # character cards owned (optional class/influence filter)
    CLASS_SETS = "class_sets"        # sets of 4 cards of the 4 different classes
    MONASTERIES_WITH = "monasteries_with"        # monasteries with your disk (optional backs)
    MONASTERIES_WITHOUT = "monasteries_without"  # monasteries on the map without your disk
    VOYAGES = "voyages"              # voyages with your disk
    DIPLOMAS = "diplomas"            # diploma icons: cards + wild monasteries
    CROWNS = "crowns"                # crowns you have now, as in R-D-1
    DICE = "dice"                    # dice of a colour in your holders (white never counts)
    CARDS_BEYOND = "cards_beyond"    # character cards beyond the n-th
    TRACK = "track"                  # your space on a track
    LOWEST_TRACK = "lowest_track"    # your lowest space over the 4 tracks
    COINS = "coins"                  # coins you hold
    GUARDS = "guards"                # guards you hold


@dataclass(frozen=True)
class Counter:
    """A count taken from the owner's state. Fields that do not apply stay empty."""
    kind: CounterKind
    classes: tuple[CardClass, ...] = ()   # CARDS filter; TRACK: exactly one
    influence: tuple[int, ...] = ()       # CARDS filter
    backs: tuple[Back, ...] = ()          # MONASTERIES_WITH filter
    colour: Optional[DieColour] = None    # DICE
    n: int = 0                            # CARDS_BEYOND


@dataclass(frozen=True)
class Const:
    value: int


@dataclass(frozen=True)
class Count:
    counter: Counter


@dataclass(frozen=True)
class Sum:
    terms: tuple["Amount", ...]


@dataclass(frozen=True)
class Times:
    factor: int
    amount: "Amount"


@dataclass(frozen=True)
class Half:
    """Half of an amount, rounded down (R-BON-V)."""
    amount: "Amount"


@dataclass(frozen=True)
class Tiers:
    """A value by thresholds: the value of the highest threshold reached, else 0.
    E.g. track 7-9: 5, 10-12: 7, 13-15: 10 is ((7, 5), (10, 7), (13, 10))."""
    amount: "Amount"
    steps: tuple[tuple[int, int], ...]
    # `tiers(A)`: the steps are the rule set's `track tiers`, filled in when the rule set
    # is assembled. Where the steps came from, not what they do: not compared, so a
    # printed '5/7/10 VP for …' and `tiers(A; 7: 5, …)` are the same effect.
    shared: bool = field(default=False, compare=False)


Amount = Union[Const, Count, Sum, Times, Half, Tiers]


# ---------------------------------------------------------------- effects

class TrackChoice(Word):
    """Which track an influence effect moves."""
    NAMED = "named"      # the track of `cls`
    ANY = "any"          # one track of the owner's choice
    EVERY = "every"      # every track


class Chooser(Word):
    """Who is asked in an `OpponentsChoose`."""
    EACH_OPPONENT = "each_opponent"
    BEHIND_ON_TRACK = "behind_on_track"   # players strictly behind the owner on `track`


@dataclass(frozen=True)
class Gain:
    """Gain an amount of a resource; STEPS moves the pilgrim (R-PIL-1).
    `up_to`: the owner may take less (R-LIM-5) — the engine asks where it matters."""
    resource: Resource
    amount: Amount
    up_to: bool = False


@dataclass(frozen=True)
class Advance:
    """Move up influence (R-CARD-1 cap R-LIM-3)."""
    amount: int
    which: TrackChoice
    cls: Optional[CardClass] = None


@dataclass(frozen=True)
class Income:
    """Gain the current income of a track (as a die of its colour would in R-E-1)."""
    cls: CardClass


@dataclass(frozen=True)
class Seq:
    """Effects resolved in order."""
    effects: tuple["Effect", ...]


@dataclass(frozen=True)
class Per:
    """Resolve `effect` once per unit of `counter` (amounts multiplied, not repeated
    decisions: 'per council card 1 guard + 1 step' gives N guards and N steps)."""
    counter: Counter
    effect: "Effect"


@dataclass(frozen=True)
class If:
    """Resolve `effect` when `counter` equals `equals` (e.g. no purple die: 0)."""
    counter: Counter
    equals: int
    effect: "Effect"


@dataclass(frozen=True)
class Choice:
    """The owner picks exactly one option that they can carry out."""
    options: tuple["Effect", ...]


@dataclass(frozen=True)
class PayFor:
    """Optional exchange: pay `cost` (all of it) to resolve `reward` (R-BON-I)."""
    cost: tuple[tuple[Resource, int], ...]
    reward: "Effect"


@dataclass(frozen=True)
class Give:
    """Inside `OpponentsChoose`: the opponent pays, the bonus owner gains. `below_zero`
    (`give 2 vp, even below 0`, VP only): the option may be chosen with fewer VP than
    asked, and the opponent's VP go below 0 (R-LIM-4, the rulebook's give-VP cards)."""
    resource: Resource
    amount: int
    below_zero: bool = False


@dataclass(frozen=True)
class Lose:
    """Inside `OpponentsChoose`: the opponent loses (VP may go below 0, R-LIM-4)."""
    resource: Resource
    amount: int


@dataclass(frozen=True)
class LoseCard:
    """Inside `OpponentsChoose`: the opponent discards one card of a class and loses
    its influence on that class's track."""
    cls: CardClass


def payable_whatever_held(option: "Effect") -> bool:
    """An opponent's option that can be carried out in full whatever the opponent holds:
    every step gives VP even below 0 (R-LIM-4). With one such option, the last option is
    never forced, so the options' order does not change play."""
    steps = option.effects if isinstance(option, Seq) else (option,)
    return all(isinstance(s, Give) and s.below_zero for s in steps)


@dataclass(frozen=True)
class OpponentsChoose:
    """Each affected opponent, in player order, picks one option they can carry out
    in full; if none, the last option is forced (paid as far as possible; VP may go
    negative). Options are `Give`, `Lose`, `LoseCard` or a `Seq` of them."""
    chooser: Chooser
    options: tuple["Effect", ...]
    track: Optional[CardClass] = None      # BEHIND_ON_TRACK


@dataclass(frozen=True)
class Invest:
    """Invest in one face-up voyage now (R-INV-1), optionally only of one currency."""
    currency: Optional[Currency] = None


@dataclass(frozen=True)
class TakeFavor:
    """Take a favor tile still beside the castle and resolve it (R-C-2)."""


@dataclass(frozen=True)
class TakeDiscard:
    """Take a card from the discard pile, pay `cost` of its currency, gain it fully."""
    cost: int


@dataclass(frozen=True)
class Reuse:
    """Resolve once more the bonus of another of your cards with `timing`
    (immediate or game_end), optionally only of the given classes."""
    timing: Timing
    classes: tuple[CardClass, ...] = ()


@dataclass(frozen=True)
class PlaceCap:
    """Optionally put the cap tile on one of your dice in a city row (R-FAV-2)."""


@dataclass(frozen=True)
class ScoreVoyages:
    """Score up to `up_to` of your voyages' tasks now."""
    up_to: int


@dataclass(frozen=True)
class ScoreDiplomas:
    """Score your diploma sets now (R-END-3)."""


@dataclass(frozen=True)
class ScoreGameEnd:
    """Score one of your game-end cards now."""


@dataclass(frozen=True)
class ScoreRank:
    """For one track of your choice, gain the scoring-tile VP of your current rank."""


# ---------------------------------------------------------------- standing abilities

@dataclass(frozen=True)
class CardDiscount:
    """Phase C: a card of this currency costs `amount` less (min 0) (R-C-4)."""
    currency: Currency
    amount: int


@dataclass(frozen=True)
class InvestDiscount:
    """While held: every investment costs `amount` less (min 0) (R-FAV-1)."""
    amount: int


class Trigger(Word):
    ACQUIRE = "acquire"              # phase C: after acquiring a card of `classes`
    PHASE_E_START = "phase_e_start"  # start of your phase E turn
    CASTLE_DIE = "castle_die"        # you place a die in the castle (phase B)
    MONASTERY_DISK = "monastery_disk"  # you place a later monastery disk


@dataclass(frozen=True)
class On:
    """When `trigger` happens to the owner, resolve `effect`."""
    trigger: Trigger
    effect: "Effect"
    classes: tuple[CardClass, ...] = ()


@dataclass(frozen=True)
class Trade:
    """Phase E: any number of times, pay `give` of `resource` for `get` VP (R-BON-E)."""
    resource: Resource
    give: int
    get: int


@dataclass(frozen=True)
class WildDiplomas:
    """Counts as `count` wild diploma icons (R-BON-M)."""
    count: int


# The one timing each standing ability and trigger acts under (R-C-4, R-BON-E, R-BON-M,
# R-FAV-1): the reader gives a sentence without a timing word this timing, the validator
# refuses the ability under any other.
STANDING_TIMING: dict[Union[type, Trigger], Timing] = {
    CardDiscount: Timing.PHASE_C, Trigger.ACQUIRE: Timing.PHASE_C,
    Trigger.PHASE_E_START: Timing.PHASE_E, Trade: Timing.PHASE_E,
    Trigger.CASTLE_DIE: Timing.LASTING, Trigger.MONASTERY_DISK: Timing.LASTING,
    WildDiplomas: Timing.LASTING, InvestDiscount: Timing.WHILE_HELD,
}
# The standing abilities themselves (the triggers' bodies are ordinary effects): what they
# give holds whatever the owner has, so nothing counts or conditions them.
STANDING_ABILITIES: tuple[type, ...] = tuple(k for k in STANDING_TIMING if isinstance(k, type))


def standing_timing(node: "Effect") -> Optional[Timing]:
    """The timing `node` must act under if it is a standing ability or a trigger, else None."""
    return STANDING_TIMING.get(node.trigger if isinstance(node, On) else type(node))


Effect = Union[
    Gain, Advance, Income, Seq, Per, If, Choice, PayFor, Give, Lose, LoseCard,
    OpponentsChoose, Invest, TakeFavor, TakeDiscard, Reuse, PlaceCap, ScoreVoyages,
    ScoreDiplomas, ScoreGameEnd, ScoreRank, CardDiscount, InvestDiscount, On, Trade,
    WildDiplomas,
]


def children(effect: Effect) -> tuple[Effect, ...]:
    """The effects nested directly in `effect`, in field order (amounts and counters are
    not effects): one definition of the tree's shape for every walk over it."""
    if isinstance(effect, Seq):
        return effect.effects
    if isinstance(effect, (Choice, OpponentsChoose)):
        return effect.options
    if isinstance(effect, (Per, If, On)):
        return (effect.effect,)
    if isinstance(effect, PayFor):
        return (effect.reward,)
    return ()


def walk(effect: Effect) -> Iterator[Effect]:
    """Every effect of the tree rooted at `effect`, parents before children."""
    yield effect
    for child in children(effect):
        yield from walk(child)


def steps(effect: Effect) -> tuple[Effect, ...]:
    """The steps of an effect resolved in order: a `Seq`'s effects, else the effect alone."""
    return effect.effects if isinstance(effect, Seq) else (effect,)


@dataclass(frozen=True)
class Bonus:
    """A component's bonus: when it acts and what it does."""
    timing: Timing
    effect: Effect
