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
from typing import Union

import numpy as np

from coimbra_dsl import effects as fx
from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.model import RuleSet
from coimbra_dsl.vocab import CardClass, DieColour, Location, Timing
from engine import Action
from engine.core.playable import index_of

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

    def legal(self, state) -> list[int]:
        """Numbers of the legal actions of `state`, ascending."""
        number = self._number
        try:
            return sorted(number[a.key] for a in state.legal_actions())
        except KeyError as exc:   # the space misses a key the engine offers: a bug
            raise ActionSpaceError(f"legal action {exc.args[0]!r} is not in the action "
                                   f"space of {self.fingerprint}") from None

    def mask(self, state) -> np.ndarray:
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


def _build(rules: RuleSet, fingerprint: str) -> ActionSpace:
    A = Action.make
    colours = [c.value for c in DieColour if rules.constants.dice.get(c, 0) > 0]
    effects = [e for comp in rules.components() for bonus in comp.bonuses
               for e in fx.walk(bonus.effect)]
    kinds = {type(e) for e in effects}
    chars = rules.characters
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
    cap = []
    if fx.PlaceCap in kinds:
        cap = [A("cap", ("die", f"{c}-{v}"), ("at", loc))
               for c in colours for v in DIE_FACES for loc in CITIES]
    sections.append(("cap", cap))
    activate = []
    for c in colours:
        if c == DieColour.WHITE.value:
            activate += [A("activate", ("die", c), ("track", t)) for t in CLASSES]
        else:
            activate.append(A("activate", ("die", c)))
    sections.append(("activate", activate))
    trades: list[Action] = []
    for e in effects:
        if isinstance(e, fx.Trade):
            a = A("trade", (e.resource.value, str(e.give)), ("vp", str(e.get)))
            if a not in trades:
                trades.append(a)
    sections.append(("trade", trades))
    sections.append(("invest", [A("invest", ("voyage", v)) for v in rules.voyages]))
    targets = {r.b for r in rules.map.roads} | {r.a for r in rules.map.roads if not r.one_way}
    sections.append(("steps", [A("step", ("to", nid)) for nid in rules.map.nodes
                               if nid in targets] + [A("stop")]))
    most = max((len(e.options) for e in effects
                if isinstance(e, (fx.Choice, fx.OpponentsChoose))), default=0)
    options = [A("choose", ("option", str(i + 1))) for i in range(most)]
    for e in effects:
        if isinstance(e, fx.OpponentsChoose):
            for i, opt in enumerate(e.options):
                lose = [p for p in _parts(opt) if isinstance(p, fx.LoseCard)]
                if lose:
                    for cid, c in chars.items():
                        a = A("choose", ("option", str(i + 1)), ("card", cid))
                        if c.cls == lose[0].cls and a not in options:
                            options.append(a)
    sections.append(("option", options))
    sections.append(("track", [A("choose", ("track", t)) for t in CLASSES]))
    sections.append(("pay/pass", [A("pay"), A("pass")]))
    reusing = {cid for cid, c in chars.items()
               if any(isinstance(e, fx.Reuse) for b in c.bonuses for e in fx.walk(b.effect))}
    reuse = []
    for e in effects:
        if isinstance(e, fx.Reuse):
            for cid, c in chars.items():
                a = A("reuse", ("card", cid))
                if (cid not in reusing and a not in reuse
                        and any(b.timing == e.timing for b in c.bonuses)
                        and (not e.classes or c.cls in e.classes)):
                    reuse.append(a)
    sections.append(("reuse", reuse))
    voyages = []
    if any(isinstance(e, fx.ScoreVoyages) and e.up_to > 0 for e in effects):
        voyages = [A("choose", ("voyage", v)) for v in rules.voyages]
    sections.append(("voyages", voyages))
    game_end = []
    if fx.ScoreGameEnd in kinds:
        game_end = [A("choose", ("card", cid)) for cid, c in chars.items()
                    if any(b.timing == Timing.GAME_END for b in c.bonuses)]
    sections.append(("game-end cards", game_end))

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
