"""Per-rule-set lookups kept outside the game state: component tables, numbered effect
nodes, standing abilities and the pilgrim map's adjacency. Built once per `RuleSet`."""
from __future__ import annotations

import hashlib
import os
from coimbra_dsl import effects as fx
from coimbra_dsl.model import RuleSet
from coimbra_dsl.vocab import Back, CardClass, DieColour, Location, Timing

CLASSES: tuple[CardClass, ...] = tuple(CardClass)
CLASS_INDEX = {c: i for i, c in enumerate(CLASSES)}
CLASS_BY_WORD = {c.value: i for i, c in enumerate(CLASSES)}
COLOURS: tuple[DieColour, ...] = tuple(DieColour)
COLOUR_ORDER = {c.value: i for i, c in enumerate(COLOURS)}
LOCATIONS: tuple[str, ...] = tuple(l.value for l in Location)
CITIES: tuple[str, ...] = LOCATIONS[1:]
STANDING_TIMINGS = (Timing.PHASE_C, Timing.PHASE_E, Timing.LASTING, Timing.WHILE_HELD)


class RuleIndex:
    """Lookups derived from a frozen `RuleSet`; never serialised, shared by all states."""

    def __init__(self, rules: RuleSet):
        self.rules = rules
        self.c = rules.constants
        self.n_classes = len(CLASSES)
        self.nodes: list = []            # node id -> effect object
        self.kids: list = []             # node id -> tuple of child node ids
        self.node_comp: list = []        # node id -> component id
        self.roots: dict[str, tuple[tuple[Timing, int], ...]] = {}
        self.has_reuse: dict[str, bool] = {}
        self.card_discount: dict[str, tuple[tuple[str, int], ...]] = {}
        self.invest_discount: dict[str, int] = {}
        self.wilds: dict[str, int] = {}
        self.triggers: dict[str, tuple[tuple[str, tuple[int, ...], int], ...]] = {}
        self.trades: dict[str, tuple[tuple[str, int, int], ...]] = {}
        self.timings: dict[str, frozenset] = {}
        self._timed: dict[str, tuple[tuple[Timing, tuple[int, ...]], ...]] = {}
        self.kind: dict[str, str] = {}
        self.name: dict[str, str] = {}
        for comp in rules.components():
            self._index_component(comp)
        self.card_cls = {cid: CLASS_INDEX[c.cls] for cid, c in rules.characters.items()}
        self.card_infl = {cid: c.influence for cid, c in rules.characters.items()}
        self.card_cost = {cid: (c.cost.value if c.cost else None)
                          for cid, c in rules.characters.items()}
        self.card_back = {cid: c.back for cid, c in rules.characters.items()}
        self.card_diplomas = {cid: c.diplomas for cid, c in rules.characters.items()}
        self.start_cards = [cid for cid, c in rules.characters.items() if c.back == Back.I]
        self.backs = {b: [cid for cid, c in rules.characters.items() if c.back == b]
                      for b in Back}
        self.mon_back = {mid: m.back for mid, m in rules.monasteries.items()}
        self.voy_cost = {vid: (v.currency.value, v.cost) for vid, v in rules.voyages.items()}
        self.favor_crowns = {fid: f.crowns for fid, f in rules.favors.items()}
        self.tracks = [rules.tracks[c] for c in CLASSES]
        self.track_income = [t.income.value for t in self.tracks]
        self.track_amounts = [t.amounts for t in self.tracks]
        self.colour_class = {t.colour.value: i for i, t in enumerate(self.tracks)}
        # pilgrim map: directed adjacency (one-way corner roads, R-PIL-2)
        pm = rules.map
        out: dict[str, list[str]] = {nid: [] for nid in pm.nodes}
        for r in pm.roads:
            if r.b not in out[r.a]:
                out[r.a].append(r.b)
            if not r.one_way and r.a not in out[r.b]:
                out[r.b].append(r.a)
        self.adjacent = {k: tuple(v) for k, v in out.items()}
        self.corners = tuple(pm.corners())
        self.spaces = tuple(pm.spaces())
        # the back each space holds (R-SET-1); the map's grammar gives every space a colour
        self.space_back = {nid: pm.space_colours[colour] for nid in self.spaces
                           if (colour := pm.nodes[nid].colour) is not None}
        self.fingerprint = self._fingerprint(rules)

    # ------------------------------------------------------------------ effect nodes
    def _number(self, effect, cid: str) -> int:
        nid = len(self.nodes)
        self.nodes.append(effect)
        self.kids.append(())
        self.node_comp.append(cid)
        self.kids[nid] = tuple(self._number(k, cid) for k in fx.children(effect))
        return nid

    def _walk(self, nid: int):
        yield nid
        for k in self.kids[nid]:
            yield from self._walk(k)

    def _index_component(self, comp) -> None:
        cid = comp.id
        self.kind[cid] = comp.kind.value
        self.name[cid] = comp.name
        roots = []
        discounts: dict[str, int] = {}
        inv = 0
        wild = 0
        trig = []
        trades = []
        reuse = False
        for bonus in comp.bonuses:
            root = self._number(bonus.effect, cid)
            roots.append((bonus.timing, root))
            for nid in self._walk(root):
                e = self.nodes[nid]
                if isinstance(e, fx.Reuse):
                    reuse = True
                if bonus.timing not in STANDING_TIMINGS:
                    continue
                if isinstance(e, fx.CardDiscount):
                    discounts[e.currency.value] = discounts.get(e.currency.value, 0) + e.amount
                elif isinstance(e, fx.InvestDiscount):
                    inv += e.amount
                elif isinstance(e, fx.WildDiplomas):
                    wild += e.count
                elif isinstance(e, fx.Trade):
                    trades.append((e.resource.value, e.give, e.get))
                elif isinstance(e, fx.On) and e.trigger != fx.Trigger.PHASE_E_START:
                    trig.append((e.trigger.value, tuple(CLASS_INDEX[c] for c in e.classes),
                                 self.kids[nid][0]))
        self.roots[cid] = tuple(roots)
        self._timed[cid] = tuple((t, tuple(nid for t2, nid in roots if t2 is t))
                                 for t in dict.fromkeys(t for t, _ in roots))
        self.timings[cid] = frozenset(t for t, _ in roots)
        self.has_reuse[cid] = reuse
        if discounts:
            self.card_discount[cid] = tuple(sorted(discounts.items()))
        if inv:
            self.invest_discount[cid] = inv
        if wild:
            self.wilds[cid] = wild
        if trig:
            self.triggers[cid] = tuple(trig)
        if trades:
            self.trades[cid] = tuple(trades)

    def bonus_roots(self, cid: str, timing: Timing) -> tuple[int, ...]:
        """The roots of a component's bonuses of one timing (a `Timing` or its word), in
        order; found by comparison, not by hashing an enum member (which costs more than
        this whole lookup)."""
        for t, nids in self._timed.get(cid, ()):
            if t is timing or t == timing:
                return nids
        return ()

    # ------------------------------------------------------------------ misc
    @staticmethod
    def _fingerprint(rules: RuleSet) -> str:
        h = hashlib.sha256()
        h.update(rules.name.encode())
        if rules.sources:   # by file name and content: the same files anywhere match
            files = sorted((os.path.basename(str(path)), text)
                           for path, text in rules.sources.items())
            for name, text in files:
                h.update(name.encode() + b"\0" + text.encode() + b"\0")
        else:   # a rule set built in Python: its frozen data's text
            for part in (rules.characters, rules.monasteries, rules.voyages, rules.favors,
                         rules.tracks, rules.scoring_tiles, rules.setups, rules.constants,
                         rules.map.roads):
                h.update(repr(sorted(part.items()) if hasattr(part, "items") else part)
                         .encode())
        return rules.name + ":" + h.hexdigest()[:16]


_INDEXES: dict[int, tuple[RuleSet, RuleIndex]] = {}


def rule_index(rules: RuleSet) -> RuleIndex:
    """The (cached) index of a rule set, unchecked: `playable.index_of` is the checked
    entry point that games use."""
    hit = _INDEXES.get(id(rules))
    if hit is None or hit[0] is not rules:
        hit = _INDEXES[id(rules)] = (rules, RuleIndex(rules))
    return hit[1]
