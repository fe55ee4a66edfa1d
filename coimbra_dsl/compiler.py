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

from lark import Token, v_args

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


def _first(c: list) -> Token:
    """The first token of an entry of words: where a repeated entry is reported."""
    first, *_ = c
    return first


def _pairs(c: list):
    """`(colour INT)+`, `(NAME INT)+`: the children two by two."""
    it = iter(c)
    return zip(it, it)


def _number(key: str, worded: bool = False):
    """The transformer rule of a table entry that sets `key` to its one number, after
    a resource word when `worded` (`start coins 3`)."""
    if worded:
        @v_args(inline=True)
        def after_word(self, _word, n):
            return self._one(key, n)
        return after_word

    @v_args(inline=True)
    def alone(self, n):
        return self._one(key, n)
    return alone


class Compiler(EffectCompiler):
    """The whole compiler: top-level forms, tables, the map and components here, effects in
    `EffectCompiler`. One instance serves every parse; `ctx` is set per file by
    `parser.parse_text`."""

    # ------------------------------------------------------------ header
    def start(self, items):
        return [i for i in items if i is not None]

    @v_args(inline=True)
    def ruleset_decl(self, name, parent=None):
        if parent is None:
            return Header(self._name(name), self.ctx.span(name))
        is_path = parent.type == "STRING"
        value = self._string(parent) if is_path else self._name(parent)
        return Header(self._name(name), self.ctx.span(name), value, is_path, self.ctx.span(parent))

    def _fields(self, block: str, keyword: Token, rest: tuple) -> Fields:
        """`!constants`/`!expect` keep their tokens: the keyword positions the block."""
        entries = [e for e in rest if not isinstance(e, Token)]
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

    @v_args(inline=True)
    def constants(self, keyword, *rest):
        return self._fields("constants", keyword, rest)

    @v_args(inline=True)
    def expect(self, keyword, *rest):
        return self._fields("expect", keyword, rest)

    def _one(self, key: str, n: Token) -> list:
        return [(key, self._int(n), self.ctx.span(n))]

    c_start_coins = _number("start_coins", worded=True)
    c_start_guards = _number("start_guards", worded=True)
    c_start_group = _number("start_group_size")
    c_cap_coins = _number("cap_coins", worded=True)
    c_cap_guards = _number("cap_guards", worded=True)
    c_cap_influence = _number("cap_influence")

    @v_args(inline=True)
    def c_cap_tile(self, adds, most):
        return [("cap_tile", self._int(adds), self.ctx.span(adds)),
                ("cap_max", self._int(most), self.ctx.span(most))]

    @v_args(inline=True)
    def c_flag_crowns(self, first, *more):
        return [("flag_crowns", tuple(self._int(t) for t in (first, *more)), self.ctx.span(first))]

    c_crown_token = _number("crown_token")

    @v_args(inline=True)
    def c_diploma_sets(self, first, *more):
        return [("diploma_sets", tuple(self._int(t) for t in (first, *more)), self.ctx.span(first))]

    @v_args(inline=True)
    def c_distress(self, coins, _coins_word, guards, _guards_word):
        return [("distress_coins", self._int(coins), self.ctx.span(coins)),
                ("distress_guards", self._int(guards), self.ctx.span(guards))]

    c_disks = _number("disks")
    c_dice_per_player = _number("dice_per_player")
    c_die_tokens = _number("die_tokens")
    c_row_cards = _number("row_cards")

    @v_args(inline=True)
    def c_track_tiers(self, first, *more):
        """`track tiers 7: 5, 10: 7, 13: 10`: the one table of `tiers(track X)` (R-BON-G)."""
        tiers = (first, *more)
        last = None
        for threshold, _, tok in tiers:
            if last is not None and threshold <= last:
                self.ctx.error(RuleError, f"tier thresholds must increase ({threshold} after {last})", tok)
            last = threshold
        _, _, first_tok = first
        return [("track_tiers", tuple((t, v) for t, v, _ in tiers), self.ctx.span(first_tok))]

    @v_args(inline=True)
    def c_second_gap(self, gap, first_players, *more_players):
        players = (first_players, *more_players)
        return [("second_place_gap", self._int(gap), self.ctx.span(gap)),
                ("second_place_gap_players", tuple(self._int(t) for t in players),
                 self.ctx.span(first_players))]

    def _colour_counts(self, c, what: str) -> dict:
        counts: dict[DieColour, int] = {}
        for col, num in _pairs(c):
            colour = DieColour(str(col))
            if colour in counts:
                self.ctx.error(RuleError, f"colour '{colour}' appears twice in {what}", col)
            counts[colour] = self._int(num)
        return counts

    def c_dice(self, c):
        return [("dice", MappingProxyType(self._colour_counts(c, "dice")), self.ctx.span(_first(c)))]

    e_characters = _number("characters")
    e_characters_per_class = _number("characters_per_class")

    @v_args(inline=True)
    def e_characters_class(self, cls, n):
        """`characters class merchants 15`: one class's count (R-COMP-2), so a mod can
        add a card to one class; it overrides `characters per class` for that class."""
        return [(f"characters_class_{cls}", self._int(n), self.ctx.span(cls))]

    def e_spaces(self, c):
        """`spaces blue 8 brown 4 ruby 2`: monastery spaces per colour on the map
        (R-SET-1); the validator checks the map has exactly these."""
        return [(f"spaces_{self._name(name)}", self._int(num), self.ctx.span(name))
                for name, num in _pairs(c)]

    e_monasteries = _number("monasteries")
    e_voyages = _number("voyages")
    e_favors = _number("favors")
    e_scoring_tiles = _number("scoring_tiles")

    @v_args(inline=True)
    def back_count(self, back, n):
        return (back, self._int(n))

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
        return Diplomas(tuple(kinds), tuple(spans), self.ctx.span(_first(c)))

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
        return ("remove_dice", MappingProxyType(self._colour_counts(c, "remove dice")), _first(c))

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
        return ("die_tokens", MappingProxyType(tokens), _first(c))

    def city_tokens(self, c):
        return c

    def s_die_tokens_named(self, c):
        """`die tokens upper city 4 and 3, lower city 4`: the same as `upper 4 3 lower 4`."""
        return self.s_die_tokens([tok for city in c for tok in city])

    @v_args(inline=True)
    def s_remove_no_dice(self, _remove, _dice, none):
        """`remove dice none`: every die stays (the default; for `change setup`)."""
        return ("remove_dice", MappingProxyType({}), none)

    @v_args(inline=True)
    def s_no_die_tokens(self, _die, _tokens, none):
        """`die tokens none`: no die token on any city (the default; for `change setup`)."""
        return ("die_tokens", MappingProxyType({}), none)

    @v_args(inline=True)
    def s_voyages(self, n):
        return ("voyages", self._int(n), n)

    @v_args(inline=True)
    def s_rounds(self, n):
        return ("rounds", self._int(n), n)

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
    @v_args(inline=True)
    def at(self, x, y):
        return (x, y)

    @v_args(inline=True)
    def coord(self, sign_or_n, n=None):
        """`!coord: "-"? INT`: a minus sign, then the number, or the number alone."""
        if n is None:
            return float(self._int(sign_or_n))
        return -float(self._int(n))

    @v_args(inline=True)
    def road_op(self, op):
        return op

    @v_args(inline=True)
    def m_colour(self, name, back):
        return ("colour", name, Back(str(back)))

    @v_args(inline=True)
    def m_corner(self, name, at=None):
        return ("node", name, NodeKind.CORNER, None, at)

    @v_args(inline=True)
    def m_stopover(self, name, at=None):
        return ("node", name, NodeKind.STOPOVER, None, at)

    @v_args(inline=True)
    def m_space(self, name, colour, at=None):
        return ("node", name, NodeKind.SPACE, colour, at)

    def m_road(self, c):
        return ("road", c)

    @v_args(inline=True)
    def map(self, keyword, *rest):
        entries = [e for e in rest if not isinstance(e, Token)]
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
    @v_args(inline=True)
    def f_class(self, word, cls):
        return ("class", CardClass(str(cls)), word)

    @v_args(inline=True)
    def f_back(self, word, back):
        return ("back", Back(str(back)), word)

    @v_args(inline=True)
    def f_cost_currency(self, word, currency):
        return ("cost", (None, Currency(str(currency))), word)

    @v_args(inline=True)
    def f_cost_amount(self, word, n, currency):
        return ("cost", (self._int(n), Currency(str(currency))), word)

    @v_args(inline=True)
    def f_influence(self, word, n):
        return ("influence", self._int(n), word)

    @v_args(inline=True)
    def f_diplomas(self, word, *icons):
        return ("diplomas", tuple((self._name(t), self.ctx.span(t)) for t in icons), word)

    @v_args(inline=True)
    def f_crowns(self, word, n):
        return ("crowns", self._int(n), word)

    @v_args(inline=True)
    def f_text(self, word, text):
        return ("text", (self._string(text), self.ctx.span(text)), word)

    @v_args(inline=True)
    def f_bonus(self, timing_tok, _colon, effect):
        if self.ctx.depth.get(id(effect), 1) > MAX_DEPTH:
            self.ctx.error(RuleLimitError, f"this bonus nests effects deeper than {MAX_DEPTH} levels", timing_tok)
            effect = fx.Seq(())
        self.ctx.depth.clear()
        return ("bonus", fx.Bonus(Timing(str(timing_tok)), effect), timing_tok)

    def component(self, c):
        return self._component(c, replace=False)

    def replace(self, c):
        return self._component(c, replace=True)

    @v_args(inline=True)
    def remove(self, kind, name):
        return Remove(str(kind), self._name(name), self.ctx.span(name))

    @v_args(inline=True)
    def remove_tile(self, name):
        return Remove("scoring_tile", self._name(name), self.ctx.span(name))

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

    @v_args(inline=True)
    def t_colour(self, colour):
        return ("colour", DieColour(str(colour)), colour)

    @v_args(inline=True)
    def t_income(self, resource):
        return ("income", RESOURCE_WORDS[str(resource)], resource)

    def t_amounts(self, c):
        return ("amounts", tuple(self._int(t) for t in c), _first(c))

    def t_rows(self, c):
        (row,) = c
        return ("amounts", tuple(self._int(t) for t in self._space_row(row, None)), row.word)

    def t_small(self, c):
        return ("small", tuple(self._int(t) for t in c), _first(c))

    def t_large(self, c):
        return ("large", tuple(self._int(t) for t in c), _first(c))

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
