"""The compiler: a Lark transformer, run *during* LALR parsing, that turns each rule
file into declarations (`declarations.py`) holding frozen game data and effect objects.

It never evaluates anything: words map to enums (`vocab.py`), numbers are checked against
`limits.py`, and every problem is recorded as a positioned `RuleError` so that one file
reports all its semantic errors, not only the first.
"""
from __future__ import annotations

from dataclasses import replace as dc_replace
from types import MappingProxyType
from typing import Any, NamedTuple, Optional

from lark import Token

from . import effects as fx
from .declarations import (Change, Define, Diplomas, Fields, Header, MapDecl, Remove, SetupDecl,
                           TileDecl, TrackDecl)
from .effect_compiler import RESOURCE_WORDS, EffectCompiler, FileContext  # noqa: F401 (FileContext: API)
from .errors import RuleError, RuleLimitError, RuleReferenceError, Span
from .limits import MAX_DEPTH
from .model import (Character, FavorTile, MapNode, Monastery, NodeKind, PilgrimMap, Road,
                    ScoringTile, SetupTable, Track, Voyage)
from .suggest import Suggester, did_you_mean
from .vocab import Back, CardClass, ComponentKind, Currency, DieColour, Location, Timing

class SpaceRow(NamedTuple):
    """`space 0 1 ... 15` and `guards 1 1 ... 5` of a track, as written (tokens)."""
    spaces: tuple
    word: Token
    amounts: tuple


# Which fields and timings each component kind may have (R-CARD-2, R-BON-M, R-BON-V, R-FAV).
FIELDS = {
    ComponentKind.CHARACTER: ("class", "back", "cost", "influence", "diplomas", "text"),
    ComponentKind.MONASTERY: ("back", "text"),
    ComponentKind.VOYAGE: ("cost", "text"),
    ComponentKind.FAVOR: ("crowns", "text"),
}
TIMINGS = {
    ComponentKind.CHARACTER: (Timing.IMMEDIATE, Timing.PHASE_C, Timing.PHASE_E, Timing.GAME_END),
    ComponentKind.MONASTERY: (Timing.IMMEDIATE, Timing.LASTING),
    ComponentKind.VOYAGE: (Timing.GAME_END,),
    ComponentKind.FAVOR: (Timing.IMMEDIATE, Timing.WHILE_HELD),
}
ARTICLE = {ComponentKind.CHARACTER: "a character", ComponentKind.MONASTERY: "a monastery",
           ComponentKind.VOYAGE: "a voyage", ComponentKind.FAVOR: "a favor tile"}


class Compiler(EffectCompiler):
    """The whole compiler: top-level forms, tables, the map and components here, effects in
    `EffectCompiler`. One instance serves every parse; `ctx` is set per file by
    `parser.parse_text`."""

    # ------------------------------------------------------------ header
    def start(self, items):
        return [i for i in items if i is not None]

    def ruleset_decl(self, c):
        name = c[0]
        if len(c) == 1:
            return Header(self._name(name), self.ctx.span(name))
        parent = c[1]
        is_path = parent.type == "STRING"
        value = self._string(parent) if is_path else self._name(parent)
        return Header(self._name(name), self.ctx.span(name), value, is_path, self.ctx.span(parent))

    def _fields(self, block: str, c: list) -> Fields:
        """`!constants`/`!expect` keep their tokens: the keyword positions the block."""
        keyword, entries = c[0], [e for e in c[1:] if not isinstance(e, Token)]
        values: dict[str, tuple[Any, Span]] = {}
        for entry in entries:
            for key, value, span in entry:
                if key in values:
                    first = values[key][1]
                    self.ctx.error(RuleError, f"'{key.replace('_', ' ')}' is set twice in {block} "
                                   f"(first at line {first.line})", span)
                    continue
                values[key] = (value, span)
        return Fields(block, values, self.ctx.span(keyword))

    def constants(self, c):
        return self._fields("constants", c)

    def expect(self, c):
        return self._fields("expect", c)

    def _one(self, key, c):
        return [(key, self._int(c[-1]), self.ctx.span(c[-1]))]

    def c_start_coins(self, c):
        return self._one("start_coins", c)

    def c_start_guards(self, c):
        return self._one("start_guards", c)

    def c_start_group(self, c):
        return self._one("start_group_size", c)

    def c_cap_coins(self, c):
        return self._one("cap_coins", c)

    def c_cap_guards(self, c):
        return self._one("cap_guards", c)

    def c_cap_influence(self, c):
        return self._one("cap_influence", c)

    def c_cap_tile(self, c):
        return [("cap_tile", self._int(c[0]), self.ctx.span(c[0])),
                ("cap_max", self._int(c[1]), self.ctx.span(c[1]))]

    def c_flag_crowns(self, c):
        return [("flag_crowns", tuple(self._int(t) for t in c), self.ctx.span(c[0]))]

    def c_crown_token(self, c):
        return self._one("crown_token", c)

    def c_diploma_sets(self, c):
        return [("diploma_sets", tuple(self._int(t) for t in c), self.ctx.span(c[0]))]

    def c_distress(self, c):
        return [("distress_coins", self._int(c[0]), self.ctx.span(c[0])),
                ("distress_guards", self._int(c[2]), self.ctx.span(c[2]))]

    def c_disks(self, c):
        return self._one("disks", c)

    def c_dice_per_player(self, c):
        return self._one("dice_per_player", c)

    def c_die_tokens(self, c):
        return self._one("die_tokens", c)

    def c_row_cards(self, c):
        return self._one("row_cards", c)

    def c_track_tiers(self, c):
        """`track tiers 7: 5, 10: 7, 13: 10`: the one table of `tiers(track X)` (R-BON-G)."""
        last = None
        for threshold, _, tok in c:
            if last is not None and threshold <= last:
                self.ctx.error(RuleError, f"tier thresholds must increase ({threshold} after {last})", tok)
            last = threshold
        return [("track_tiers", tuple((t, v) for t, v, _ in c), self.ctx.span(c[0][2]))]

    def c_second_gap(self, c):
        return [("second_place_gap", self._int(c[0]), self.ctx.span(c[0])),
                ("second_place_gap_players", tuple(self._int(t) for t in c[1:]), self.ctx.span(c[1]))]

    def _colour_counts(self, c, what: str) -> dict:
        counts: dict[DieColour, int] = {}
        for col, num in zip(c[::2], c[1::2]):
            colour = DieColour(str(col))
            if colour in counts:
                self.ctx.error(RuleError, f"colour '{colour}' appears twice in {what}", col)
            counts[colour] = self._int(num)
        return counts

    def c_dice(self, c):
        return [("dice", MappingProxyType(self._colour_counts(c, "dice")), self.ctx.span(c[0]))]

    def e_characters(self, c):
        return self._one("characters", c)

    def e_characters_per_class(self, c):
        return self._one("characters_per_class", c)

    def e_characters_class(self, c):
        """`characters class merchants 15`: one class's count (R-COMP-2), so a mod can
        add a card to one class; it overrides `characters per class` for that class."""
        return [(f"characters_class_{c[0]}", self._int(c[1]), self.ctx.span(c[0]))]

    def e_spaces(self, c):
        """`spaces blue 8 brown 4 ruby 2`: monastery spaces per colour on the map
        (R-SET-1); the validator checks the map has exactly these."""
        return [(f"spaces_{self._name(name)}", self._int(num), self.ctx.span(name))
                for name, num in zip(c[::2], c[1::2])]

    def e_monasteries(self, c):
        return self._one("monasteries", c)

    def e_voyages(self, c):
        return self._one("voyages", c)

    def e_favors(self, c):
        return self._one("favors", c)

    def e_scoring_tiles(self, c):
        return self._one("scoring_tiles", c)

    def back_count(self, c):
        return (c[0], self._int(c[1]))

    def _backs(self, prefix, c):
        return [(f"{prefix}_back_{b}", n, self.ctx.span(b)) for b, n in c]

    def e_characters_backs(self, c):
        return self._backs("characters", c)

    def e_monasteries_backs(self, c):
        return self._backs("monasteries", c)

    def diplomas_decl(self, c):
        kinds, spans = [], []
        for tok in c:
            name = self._name(tok)
            if name == "wild":
                self.ctx.error(RuleError, "'wild' is built in; do not declare it", tok)
                continue
            if name in kinds:
                self.ctx.error(RuleError, f"diploma kind '{name}' is declared twice", tok)
                continue
            kinds.append(name)
            spans.append(self.ctx.span(tok))
        return Diplomas(tuple(kinds), tuple(spans), self.ctx.span(c[0]))

    # ------------------------------------------------------------ tables
    def track(self, c):
        cls, colour, income, *amounts = c
        if amounts and isinstance(amounts[0], SpaceRow):
            amounts = self._space_row(amounts[0], income)
        return TrackDecl(Track(CardClass(str(cls)), DieColour(str(colour)), RESOURCE_WORDS[str(income)],
                               tuple(self._int(a) for a in amounts), self.ctx.span(cls)))

    def space_row(self, c):
        word = next(t for t in c if t.type == "RESOURCE")
        split = c.index(word)
        return SpaceRow(tuple(c[:split]), word, tuple(c[split + 1:]))

    def _space_row(self, row: "SpaceRow", income: Optional[Token]) -> tuple:
        """The income row under `space 0 1 2 ...`: spaces numbered from 0 in order, one
        income per space, and the row named by the track's income word."""
        for i, tok in enumerate(row.spaces):
            if self._int(tok) != i:
                self.ctx.error(RuleError, f"space numbers count 0, 1, 2, ...: expected {i}, found {tok}", tok)
                break
        if len(row.amounts) != len(row.spaces):
            at = row.amounts[-1] if row.amounts else row.word
            self.ctx.error(RuleError, f"{len(row.spaces)} spaces but {len(row.amounts)} income values", at)
        if income is not None and RESOURCE_WORDS[str(row.word)] is not RESOURCE_WORDS[str(income)]:
            self.ctx.error(RuleError, f"this track's income is {RESOURCE_WORDS[str(income)].value}, "
                           f"not {str(row.word)}", row.word)
        return row.amounts

    def small(self, c):
        return tuple(self._int(t) for t in c)

    large = small

    def scoring_tile(self, c):
        name, small, large = c
        return TileDecl(ScoringTile(self._name(name), small, large, self.ctx.span(name)))

    def s_remove_dice(self, c):
        return ("remove_dice", MappingProxyType(self._colour_counts(c, "remove dice")), c[0])

    def s_die_tokens(self, c):
        tokens: dict[Location, tuple[int, ...]] = {}
        current: Optional[Location] = None
        values: list[int] = []
        for tok in c:
            if tok.type == "LOCATION":
                if current is not None:
                    tokens[current] = tuple(values)
                current, values = Location(str(tok)), []
                if current in tokens:
                    self.ctx.error(RuleError, f"location '{current}' appears twice in die tokens", tok)
            else:
                values.append(self._int(tok))
        if current is not None:
            tokens[current] = tuple(values)
        return ("die_tokens", MappingProxyType(tokens), c[0])

    def city_tokens(self, c):
        return c

    def s_die_tokens_named(self, c):
        """`die tokens upper city 4 and 3, lower city 4`: the same as `upper 4 3 lower 4`."""
        return self.s_die_tokens([tok for city in c for tok in city])

    def s_remove_no_dice(self, c):
        """`remove dice none`: every die stays (the default; for `change setup`)."""
        return ("remove_dice", MappingProxyType({}), c[-1])

    def s_no_die_tokens(self, c):
        """`die tokens none`: no die token on any city (the default; for `change setup`)."""
        return ("die_tokens", MappingProxyType({}), c[-1])

    def s_voyages(self, c):
        return ("voyages", self._int(c[0]), c[0])

    def s_rounds(self, c):
        return ("rounds", self._int(c[0]), c[0])

    def _entries(self, entries: list, where: str, words: Optional[dict[str, str]] = None) -> dict[str, Any]:
        """(key, value, token) entries of a block as key -> value; a key twice is an error
        (named by `words[key]`, else the key with spaces)."""
        seen: dict[str, Any] = {}
        for key, value, tok in entries:
            if key in seen:
                word = (words or {}).get(key, key.replace('_', ' '))
                self.ctx.error(RuleError, f"'{word}' is set twice in {where}", tok)
            seen[key] = value
        return seen

    def setup(self, c):
        players_tok, *entries = c
        seen = self._entries(entries, "setup")
        table = SetupTable(self._int(players_tok), seen.get("remove_dice", MappingProxyType({})),
                           seen.get("die_tokens", MappingProxyType({})), seen.get("voyages", 6),
                           seen.get("rounds", 4), self.ctx.span(players_tok))
        return SetupDecl(table)

    # ------------------------------------------------------------ map
    def at(self, c):
        return (c[0], c[1])

    def coord(self, c):
        return -float(self._int(c[1])) if len(c) == 2 else float(self._int(c[0]))

    def road_op(self, c):
        return c[0]

    def m_colour(self, c):
        return ("colour", c[0], Back(str(c[1])))

    def m_corner(self, c):
        return ("node", c[0], NodeKind.CORNER, None, c[1] if len(c) > 1 else None)

    def m_stopover(self, c):
        return ("node", c[0], NodeKind.STOPOVER, None, c[1] if len(c) > 1 else None)

    def m_space(self, c):
        return ("node", c[0], NodeKind.SPACE, c[1], c[2] if len(c) > 2 else None)

    def m_road(self, c):
        return ("road", c)

    def map(self, c):
        keyword, entries = c[0], [e for e in c[1:] if not isinstance(e, Token)]
        colours: dict[str, Back] = {}
        nodes: dict[str, MapNode] = {}
        roads: list[Road] = []
        for entry in entries:
            if entry[0] == "colour":
                _, tok, back = entry
                if str(tok) in colours:
                    self.ctx.error(RuleError, f"space colour '{tok}' is declared twice", tok)
                colours[self._name(tok)] = back
        for entry in entries:
            if entry[0] != "node":
                continue
            _, tok, kind, colour, pos = entry
            name = self._name(tok)
            if name in nodes:
                first = nodes[name].span
                self.ctx.error(RuleError, f"map node '{name}' is defined twice (first at line {first.line})", tok)
                continue
            if colour is not None and str(colour) not in colours and not self.ctx.full():
                self.ctx.error(RuleReferenceError, f"unknown space colour '{colour}'"
                               + did_you_mean(str(colour), colours), colour)
            nodes[name] = MapNode(name, kind, str(colour) if colour is not None else None, pos,
                                  self.ctx.span(tok))
        suggest: Optional[Suggester] = None      # built once, at the first unknown node
        for entry in entries:
            if entry[0] != "road":
                continue
            toks = entry[1]
            ends = toks[::2]
            for end in ends:
                if str(end) not in nodes:
                    if self.ctx.full():
                        continue
                    suggest = suggest or Suggester(nodes)
                    self.ctx.error(RuleReferenceError, f"unknown map node '{end}'"
                                   + suggest.did_you_mean(str(end)), end)
            for a, op, b in zip(toks[0::2], toks[1::2], toks[2::2]):
                if str(a) == str(b):
                    self.ctx.error(RuleError, f"road from '{a}' to itself", b)
                roads.append(Road(str(a), str(b), str(op) == "->", self.ctx.span(a)))
        return MapDecl(PilgrimMap(MappingProxyType(nodes), tuple(roads), MappingProxyType(colours),
                                  self.ctx.span(keyword)))

    # ------------------------------------------------------------ components
    # Field rules keep their keyword (`!?field`), so each field is positioned at its word.
    def f_class(self, c):
        return ("class", CardClass(str(c[1])), c[0])

    def f_back(self, c):
        return ("back", Back(str(c[1])), c[0])

    def f_cost_currency(self, c):
        return ("cost", (None, Currency(str(c[1]))), c[0])

    def f_cost_amount(self, c):
        return ("cost", (self._int(c[1]), Currency(str(c[2]))), c[0])

    def f_influence(self, c):
        return ("influence", self._int(c[1]), c[0])

    def f_diplomas(self, c):
        return ("diplomas", tuple((self._name(t), self.ctx.span(t)) for t in c[1:]), c[0])

    def f_crowns(self, c):
        return ("crowns", self._int(c[1]), c[0])

    def f_text(self, c):
        return ("text", (self._string(c[1]), self.ctx.span(c[1])), c[0])

    def f_bonus(self, c):
        timing_tok, effect = c[0], c[-1]
        if self.ctx.depth.get(id(effect), 1) > MAX_DEPTH:
            self.ctx.error(RuleLimitError, f"this bonus nests effects deeper than {MAX_DEPTH} levels", timing_tok)
            effect = fx.Seq(())
        self.ctx.depth.clear()
        return ("bonus", fx.Bonus(Timing(str(timing_tok)), effect), timing_tok)

    def component(self, c):
        return self._component(c, replace=False)

    def replace(self, c):
        return self._component(c, replace=True)

    def remove(self, c):
        return Remove(str(c[0]), self._name(c[1]), self.ctx.span(c[1]))

    def remove_tile(self, c):
        return Remove("scoring_tile", self._name(c[0]), self.ctx.span(c[0]))

    def _body(self, kind: ComponentKind, rest: list, id_tok: Token
              ) -> tuple[Optional[str], dict[str, tuple[Any, Span]], list[fx.Bonus]]:
        """A component's optional display name, its fields (key -> (value, span)) and its
        bonuses, each field and timing checked against what its kind may have."""
        name = None
        if rest and isinstance(rest[0], Token) and rest[0].type == "STRING":
            name = self._string(rest[0])
            rest = rest[1:]
        fields: dict[str, tuple[Any, Span]] = {}
        bonuses: list[fx.Bonus] = []
        for key, value, tok in rest:
            where = tok if tok is not None else id_tok
            if key == "bonus":
                if value.timing not in TIMINGS[kind]:
                    allowed = ", ".join(t.value for t in TIMINGS[kind])
                    self.ctx.error(RuleError, f"{ARTICLE[kind]} cannot have a {value.timing} bonus "
                                   f"(allowed: {allowed})", where)
                bonuses.append(value)
                continue
            if key not in FIELDS[kind]:
                allowed = ", ".join(FIELDS[kind])
                self.ctx.error(RuleError, f"'{key}' is not a field of {ARTICLE[kind]} (allowed: {allowed})", where)
                continue
            if key in fields:
                self.ctx.error(RuleError, f"field '{key}' is set twice (first at line {fields[key][1].line})",
                               where)
                continue
            fields[key] = (value, self.ctx.span(where))
        return name, fields, bonuses

    def _cost(self, kind: ComponentKind, value: tuple, span: Span) -> dict[str, Any]:
        """A `cost` field as model attributes: a character's currency only (R-CARD-2: it
        costs the die's value), a voyage's amount and currency (R-INV-1)."""
        amount, currency = value
        if kind is ComponentKind.CHARACTER:
            if amount is not None:
                self.ctx.error(RuleError, "a character costs the value of the die: write `cost coins` "
                               "or `cost guards` without a number", span)
            return {"cost": currency}
        if amount is None:
            self.ctx.error(RuleError, "a voyage's cost needs an amount, e.g. `cost 6 coins`", span)
            amount = 0
        return {"currency": currency, "cost": amount}

    def _component(self, c, replace: bool) -> Define:
        kind_tok, id_tok, *rest = c
        kind = ComponentKind(str(kind_tok))
        cid = self._name(id_tok)
        id_span = self.ctx.span(id_tok)
        name, fields, bonuses = self._body(kind, rest, id_tok)
        name = cid if name is None else name
        if not bonuses and "text" not in fields:
            self.ctx.error(RuleError, f"{kind} '{cid}' has no bonus (a line like `immediate: gain 2 vp`, "
                           f"or a printed `text` to read it from)", id_tok)

        def need(key: str, default: Any) -> Any:
            if key not in fields:
                self.ctx.error(RuleError, f"{kind} '{cid}' has no '{key}'", id_tok)
                return default
            return fields[key][0]

        text, text_span = fields["text"][0] if "text" in fields else (None, None)
        from_text = not bonuses     # read from `text` once the rule set's words are known
        refs: tuple = ()
        if kind is ComponentKind.CHARACTER:
            cls = need("class", CardClass.COUNCIL)
            back = need("back", Back.I)
            influence = need("influence", 0)
            cost = None
            if "cost" in fields:
                cost = self._cost(kind, *fields["cost"])["cost"]
            elif back is not Back.I:
                self.ctx.error(RuleError, f"character '{cid}' (back {back}) has no 'cost'", id_tok)
            refs = fields["diplomas"][0] if "diplomas" in fields else ()
            comp = Character(cid, name, cls, back, cost, influence, tuple(r[0] for r in refs),
                             tuple(bonuses), text, id_span)
        elif kind is ComponentKind.MONASTERY:
            comp = Monastery(cid, name, need("back", Back.I), tuple(bonuses), text, id_span)
        elif kind is ComponentKind.VOYAGE:
            cost = self._cost(kind, *fields["cost"]) if "cost" in fields \
                else {"currency": need("cost", Currency.COINS), "cost": 0}
            comp = Voyage(cid, name, cost["currency"], cost["cost"], tuple(bonuses), text, id_span)
        else:
            comp = FavorTile(cid, name, need("crowns", 0), tuple(bonuses), text, id_span)
        comp = dc_replace(comp, text_span=text_span, from_text=from_text)
        return Define(comp, replace, id_span, refs)

    # ------------------------------------------------------------ change
    # `change TARGET { ... }` names only what differs; assembling checks the target exists.
    _ATTRIBUTE = {"class": "cls"}

    def _said(self, what: str, entries: list, where: Token) -> None:
        """A `change` block must write something (an unknown field is already an error)."""
        if not entries:
            self.ctx.error(RuleError, f"change {what} changes nothing: name the fields that differ", where)

    def change_component(self, c):
        kind_tok, id_tok, *rest = c
        kind = ComponentKind(str(kind_tok))
        cid = self._name(id_tok)
        name, fields, bonuses = self._body(kind, rest, id_tok)
        values: dict[str, Any] = {} if name is None else {"name": name}
        for key, (value, span) in fields.items():
            if key == "cost":
                values.update(self._cost(kind, value, span))
            elif key == "diplomas":
                values["diplomas"] = tuple(r[0] for r in value)
            elif key == "text":
                values["text"], values["text_span"] = value
            else:
                values[self._ATTRIBUTE.get(key, key)] = value
        if bonuses:
            values["bonuses"] = tuple(bonuses)
            values["from_text"] = False
        refs = fields["diplomas"][0] if "diplomas" in fields else ()
        self._said(f"{kind} '{cid}'", rest, id_tok)
        return Change(kind.value, cid, values, self.ctx.span(id_tok), refs)

    def t_colour(self, c):
        return ("colour", DieColour(str(c[0])), c[0])

    def t_income(self, c):
        return ("income", RESOURCE_WORDS[str(c[0])], c[0])

    def t_amounts(self, c):
        return ("amounts", tuple(self._int(t) for t in c), c[0])

    def t_rows(self, c):
        (row,) = c
        return ("amounts", tuple(self._int(t) for t in self._space_row(row, None)), row.word)

    def t_small(self, c):
        return ("small", tuple(self._int(t) for t in c), c[0])

    def t_large(self, c):
        return ("large", tuple(self._int(t) for t in c), c[0])

    def change_track(self, c):
        cls_tok, *entries = c
        what = f"track {cls_tok}"
        values = self._entries(entries, f"change {what}", {"amounts": "income values", "income": "income kind"})
        self._said(what, entries, cls_tok)
        return Change("track", CardClass(str(cls_tok)), values, self.ctx.span(cls_tok))

    def change_tile(self, c):
        id_tok, *entries = c
        what = f"scoring_tile '{id_tok}'"
        values = self._entries(entries, f"change {what}")
        self._said(what, entries, id_tok)
        return Change("scoring_tile", self._name(id_tok), values, self.ctx.span(id_tok))

    def change_setup(self, c):
        players_tok, *entries = c
        what = f"setup {players_tok} players"
        values = self._entries(entries, f"change {what}")
        self._said(what, entries, players_tok)
        return Change("setup", self._int(players_tok), values, self.ctx.span(players_tok))
