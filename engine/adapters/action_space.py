"""A fixed, numbered action space per rule set: every action key the rule set can ever
offer, built from the rule set alone, so that learning libraries (PettingZoo, OpenSpiel)
see a constant `Discrete(n)` space and a mask of the legal actions at each decision.

The keys come in sections, in this order (each section in rule-file order); a section is
empty when the rule set has nothing that could offer it:

| section | keys | rule |
|---|---|---|
| start | `start group=1..P` (P = largest setup table), `start corner=<corner>` | R-SET-12 |
| place | `place die=<colour>-<1..6> at=<location>` for each die colour of the set | R-B-1 |
| favor | `favor tile=<id>` | R-C-2, R-BON-I |
| take | `take card=<id>` for each character with a cost (display and discard pile) | R-C-3 |
| distress | `distress` | R-C-5, R-C-8 |
| cap | `cap die=<colour>-<1..6> at=<city>` (only if a component places the cap tile) | R-FAV-2 |
| activate | `activate die=<colour>`; white: `activate die=white track=<class>` | R-E-1 |
| trade | `trade <resource>=<give> vp=<get>` for each trade of a component | R-BON-E |
| invest | `invest voyage=<id>` | R-F-1, R-INV-1 |
| steps | `step to=<node>` for each node a road leads to; `stop` | R-PIL-1..3 |
| option | `choose option=1..K` (K = most options of a choice); an opponent's option that loses a card: `choose option=N card=<id>` | R-BON-I |
| track | `choose track=<class>` | R-BON-E, R-BON-M |
| pay/pass | `pay`, `pass` | R-BON-I |
| reuse | `reuse card=<id>` for each card a reuse bonus could name | R-BON-I, R-BON-G |
| voyages | `choose voyage=<id>` (only if a component scores chosen voyages) | R-BON-M |
| game-end cards | `choose card=<id>` (only if a component scores a game-end card) | R-BON-M |

The numbering depends only on the rule set's contents, so it is stable for a rule set
fingerprint (`ActionSpace.fingerprint`); a trained policy can check it before it plays.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterator, Union

import numpy as np

from coimbra_dsl import effects as fx
from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.interpreter import Interpreter
from coimbra_dsl.model import RuleSet
from coimbra_dsl.vocab import CardClass, DieColour, Location, Timing
from engine import Action
from engine.core.playable import index_of

if TYPE_CHECKING:
    from engine.core.state import GameState

DIE_FACES = tuple(range(1, 7))          # R-A-1: six-sided dice
CLASSES = tuple(c.value for c in CardClass)
LOCATIONS = tuple(loc.value for loc in Location)
CITIES = LOCATIONS[1:]


class ActionSpaceError(CoimbraError):
    """A key outside a rule set's action space, or a number outside its range."""


@dataclass(frozen=True)
class ActionSpace:
    """The numbered keys of one rule set. `keys[i]` is the key of action `i`; `sections`
    names each contiguous block `(name, start, stop)`."""
    fingerprint: str
    keys: tuple[str, ...]
    sections: tuple[tuple[str, int, int], ...]
    actions: tuple[Action, ...] = field(repr=False, compare=False)
    _number: dict = field(repr=False, compare=False, hash=False, default_factory=dict)

    def __len__(self) -> int:
        return len(self.keys)

    def key(self, index: int) -> str:
        """The action key numbered `index`."""
        if isinstance(index, bool) or not isinstance(index, (int, np.integer)) \
                or not 0 <= index < len(self.keys):
            raise ActionSpaceError(f"no action numbered {index!r} "
                                   f"(the space has 0..{len(self.keys) - 1})")
        return self.keys[index]

    def action(self, index: int) -> Action:
        """The `Action` numbered `index` (what `GameState.apply` takes without parsing)."""
        self.key(index)
        return self.actions[index]

    def index(self, key: Union[str, Action]) -> int:
        """The number of an action key (or `Action`)."""
        text = key.key if isinstance(key, Action) else key
        i = self._number.get(text)
        if i is None:
            raise ActionSpaceError(f"{text!r} is not in the action space of "
                                   f"{self.fingerprint}")
        return i

    def legal(self, state: GameState) -> list[int]:
        """Numbers of the legal actions of `state`, ascending."""
        number = self._number
        try:
            return sorted(number[a.key] for a in state.legal_actions())
        except KeyError as exc:   # the space misses a key the engine offers: a bug
            raise ActionSpaceError(f"legal action {exc.args[0]!r} is not in the action "
                                   f"space of {self.fingerprint}") from None

    def mask(self, state: GameState) -> np.ndarray:
        """1 for each legal action of `state`, else 0 (`int8`, one entry per key)."""
        number = self._number
        out = bytearray(len(self.keys))
        try:
            for a in state.legal_actions():
                out[number[a.key]] = 1
        except KeyError as exc:   # the space misses a key the engine offers: a bug
            raise ActionSpaceError(f"legal action {exc.args[0]!r} is not in the action "
                                   f"space of {self.fingerprint}") from None
        return np.frombuffer(out, dtype=np.int8)

    def section_of(self, index: int) -> str:
        for name, start, stop in self.sections:
            if start <= index < stop:
                return name
        raise ActionSpaceError(f"no action numbered {index!r}")

    def table(self) -> str:
        """One line per section: its range of numbers, its size and first key."""
        lines = [f"action space of {self.fingerprint}: {len(self.keys)} actions"]
        for name, start, stop in self.sections:
            if stop > start:
                lines.append(f"{start:5d}..{stop - 1:<5d} {name:15s} {stop - start:4d}  "
                             f"e.g. {self.keys[start]}")
        return "\n".join(lines)


_SPACES: dict[str, ActionSpace] = {}


def action_space(rules: RuleSet) -> ActionSpace:
    """The action space of a (playable) rule set, built once per fingerprint."""
    fingerprint = index_of(rules).fingerprint
    space = _SPACES.get(fingerprint)
    if space is None:
        space = _SPACES[fingerprint] = _build(rules, fingerprint)
    return space


def _parts(effect) -> list:
    """An option's steps with nested sequences flattened (as an opponent pays them)."""
    if isinstance(effect, fx.Seq):
        return [p for k in effect.effects for p in _parts(k)]
    return [effect]


def _colours(rules: RuleSet) -> list[str]:
    return [c.value for c in DieColour if rules.constants.dice.get(c, 0) > 0]


# The keys an effect of the rule set opens, as (section, action): effect-driven sections
# hold exactly what some effect opens, each key once, in rule-file order.
OFFERS = Interpreter("action space", "engine/adapters/action_space.py")
Offers = Iterator[tuple[str, Action]]


@OFFERS.rule(fx.PlaceCap)
def _cap_keys(e: fx.PlaceCap, rules: RuleSet) -> Offers:
    for c in _colours(rules):
        for v in DIE_FACES:
            for loc in CITIES:
                yield "cap", Action.make("cap", ("die", f"{c}-{v}"), ("at", loc))


@OFFERS.rule(fx.Trade)
def _trade_keys(e: fx.Trade, rules: RuleSet) -> Offers:
    yield "trade", Action.make("trade", (e.resource.value, str(e.give)), ("vp", str(e.get)))


@OFFERS.rule(fx.Choice)
def _choice_keys(e: fx.Choice, rules: RuleSet) -> Offers:
    for i in range(len(e.options)):
        yield "option", Action.make("choose", ("option", str(i + 1)))


@OFFERS.rule(fx.OpponentsChoose)
def _opponents_keys(e: fx.OpponentsChoose, rules: RuleSet) -> Offers:
    """Every option by number; one that loses a card, with each card it could name."""
    for i in range(len(e.options)):
        yield "option", Action.make("choose", ("option", str(i + 1)))
    for i, opt in enumerate(e.options):
        lose = [p for p in _parts(opt) if isinstance(p, fx.LoseCard)]
        if lose:
            for cid, c in rules.characters.items():
                if c.cls == lose[0].cls:
                    yield "option card", Action.make("choose", ("option", str(i + 1)),
                                                     ("card", cid))


@OFFERS.rule(fx.Reuse)
def _reuse_keys(e: fx.Reuse, rules: RuleSet) -> Offers:
    """The cards it could name: a bonus of its timing, of its classes, not a reuse card."""
    for cid, c in rules.characters.items():
        if (not _reuses(c) and any(b.timing == e.timing for b in c.bonuses)
                and (not e.classes or c.cls in e.classes)):
            yield "reuse", Action.make("reuse", ("card", cid))


def _reuses(card) -> bool:
    return any(isinstance(e, fx.Reuse) for b in card.bonuses for e in fx.walk(b.effect))


@OFFERS.rule(fx.ScoreVoyages)
def _voyage_keys(e: fx.ScoreVoyages, rules: RuleSet) -> Offers:
    if e.up_to > 0:
        for v in rules.voyages:
            yield "voyages", Action.make("choose", ("voyage", v))


@OFFERS.rule(fx.ScoreGameEnd)
def _game_end_keys(e: fx.ScoreGameEnd, rules: RuleSet) -> Offers:
    for cid, c in rules.characters.items():
        if any(b.timing == Timing.GAME_END for b in c.bonuses):
            yield "game-end cards", Action.make("choose", ("card", cid))


@OFFERS.rule(fx.Gain, fx.Advance, fx.Income, fx.Seq, fx.Per, fx.If, fx.PayFor, fx.Give,
             fx.Lose, fx.LoseCard, fx.Invest, fx.TakeFavor, fx.TakeDiscard, fx.ScoreDiplomas,
             fx.ScoreRank, fx.CardDiscount, fx.InvestDiscount, fx.On, fx.WildDiplomas)
def _no_keys_of_its_own(e: fx.Effect, rules: RuleSet) -> Offers:
    """Nothing beyond the sections every rule set has (invest, favor, track, pay/pass,
    take) or what the effects nested in it open."""
    return iter(())


def _build(rules: RuleSet, fingerprint: str) -> ActionSpace:
    A = Action.make
    colours = _colours(rules)
    chars = rules.characters
    opened: dict[str, dict[str, Action]] = {}
    for comp in rules.components():
        for bonus in comp.bonuses:
            for e in fx.walk(bonus.effect):
                for section, a in OFFERS.of(e)(e, rules):
                    opened.setdefault(section, {}).setdefault(a.key, a)

    def offered(section: str) -> list[Action]:
        return list(opened.get(section, {}).values())

    sections: list[tuple[str, list[Action]]] = []
    start = [A("start", ("group", str(g + 1))) for g in range(max(rules.setups, default=0))]
    start += [A("start", ("corner", c)) for c in rules.map.corners()]
    sections.append(("start", start))
    sections.append(("place", [A("place", ("die", f"{c}-{v}"), ("at", loc))
                               for c in colours for v in DIE_FACES for loc in LOCATIONS]))
    sections.append(("favor", [A("favor", ("tile", f)) for f in rules.favors]))
    sections.append(("take", [A("take", ("card", cid)) for cid, c in chars.items()
                              if c.cost is not None]))
    sections.append(("distress", [A("distress")]))
    sections.append(("cap", offered("cap")))
    activate = []
    for c in colours:
        if c == DieColour.WHITE.value:
            activate += [A("activate", ("die", c), ("track", t)) for t in CLASSES]
        else:
            activate.append(A("activate", ("die", c)))
    sections.append(("activate", activate))
    sections.append(("trade", offered("trade")))
    sections.append(("invest", [A("invest", ("voyage", v)) for v in rules.voyages]))
    targets = {r.b for r in rules.map.roads} | {r.a for r in rules.map.roads if not r.one_way}
    sections.append(("steps", [A("step", ("to", nid)) for nid in rules.map.nodes
                               if nid in targets] + [A("stop")]))
    # options by number first (1..K, K the most options of a choice), then with a card
    options = sorted(offered("option"), key=lambda a: int(a.args[0][1]))
    sections.append(("option", options + offered("option card")))
    sections.append(("track", [A("choose", ("track", t)) for t in CLASSES]))
    sections.append(("pay/pass", [A("pay"), A("pass")]))
    sections.append(("reuse", offered("reuse")))
    sections.append(("voyages", offered("voyages")))
    sections.append(("game-end cards", offered("game-end cards")))

    every: list[Action] = []
    bounds = []
    for name, actions in sections:
        begin = len(every)
        every.extend(actions)
        bounds.append((name, begin, len(every)))
    keys = tuple(a.key for a in every)
    if len(set(keys)) != len(keys):     # two sections offering one key: a bug here
        raise ActionSpaceError(f"the action space of {fingerprint} repeats a key")
    return ActionSpace(fingerprint, keys, tuple(bounds), tuple(every),
                       {k: i for i, k in enumerate(keys)})


__all__ = ["ActionSpace", "ActionSpaceError", "action_space"]
