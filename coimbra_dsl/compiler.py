"""The compiler: a Lark transformer, run *during* LALR parsing, that turns each rule
file into declarations (`declarations.py`) holding frozen game data and effect objects.

It never evaluates anything: words map to enums (`vocab.py`), numbers are checked against
`limits.py`, and every problem is recorded as a positioned `RuleError` so that one file
reports all its semantic errors, not only the first.
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Any, Optional

from lark import Token, Transformer

from . import effects as fx
from .declarations import (Define, Diplomas, Fields, Header, MapDecl, Remove, SetupDecl,
                           TileDecl, TrackDecl)
from .errors import RuleError, RuleLimitError, RuleReferenceError, Span
from .limits import MAX_DEPTH, MAX_ERRORS, MAX_NAME, MAX_NUMBER, MAX_STRING
from .model import (Character, FavorTile, MapNode, Monastery, NodeKind, PilgrimMap, Road,
                    ScoringTile, SetupTable, Track, Voyage)
from .suggest import did_you_mean
from .vocab import Back, CardClass, ComponentKind, Currency, DieColour, Location, Resource, Timing

RESOURCE_WORDS = {"coin": Resource.COINS, "coins": Resource.COINS, "guard": Resource.GUARDS,
                  "guards": Resource.GUARDS, "vp": Resource.VP, "step": Resource.STEPS,
                  "steps": Resource.STEPS}

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


class FileContext:
    """The file being compiled: its path, text, errors found so far, nesting depths."""

    def __init__(self, path: str, text: str):
        self.path = path
        self.text = text
        self.errors: list[RuleError] = []
        self.depth: dict[int, int] = {}

    def span(self, tok: Optional[Token]) -> Span:
        if tok is None or getattr(tok, "line", None) is None:
            return Span(self.path, 1, 1)
        return Span(self.path, tok.line, tok.column)

    def error(self, cls: type, message: str, where: Any) -> None:
        if len(self.errors) > MAX_ERRORS:
            return
        span = where if isinstance(where, Span) else self.span(where)
        if len(self.errors) == MAX_ERRORS:
            cls, message = RuleLimitError, f"too many errors in this file; the rest are not shown"
        self.errors.append(cls(message, span, self.text))


def _vocab(tok: Token, kind: str) -> Token:
    return Token.new_borrow_pos(kind, str(tok), tok)


class Compiler(Transformer):
    """One instance serves every parse; `ctx` is set per file by `parser.parse_text`."""

    ctx: FileContext

    # ------------------------------------------------------------ tokens
    def _int(self, tok: Token) -> int:
        value = int(tok)
        if value > MAX_NUMBER:
            self.ctx.error(RuleLimitError, f"number {tok if len(tok) <= 20 else str(tok)[:20] + '…'} "
                           f"is too large (at most {MAX_NUMBER})", tok)
            return MAX_NUMBER
        return value

    def _name(self, tok: Token) -> str:
        if len(tok) > MAX_NAME:
            self.ctx.error(RuleLimitError, f"name is too long ({len(tok)} characters, at most {MAX_NAME})", tok)
        return str(tok)

    def _string(self, tok: Token) -> str:
        raw = str(tok)[1:-1]
        if len(raw) > MAX_STRING:
            self.ctx.error(RuleLimitError, f"string is too long ({len(raw)} characters, at most {MAX_STRING})", tok)
        out, i = [], 0
        while i < len(raw):
            ch = raw[i]
            if ch == "\\":
                nxt = raw[i + 1]
                if nxt not in '"\\':
                    bad = Span(self.ctx.path, tok.line, tok.column + 1 + i)
                    self.ctx.error(RuleError, f"unknown escape '\\{nxt}' in string (only \\\" and \\\\)", bad)
                out.append(nxt)
                i += 2
            else:
                out.append(ch)
                i += 1
        return "".join(out)

    def _node(self, obj: Any, *kids: Any) -> Any:
        """Record the nesting depth of an effect/amount node (checked per bonus)."""
        depth = self.ctx.depth
        depth[id(obj)] = 1 + max((depth.get(id(k), 1) for k in kids), default=0)
        return obj

    def _seq(self, steps: list) -> Any:
        if len(steps) == 1:
            return steps[0]
        return self._node(fx.Seq(tuple(steps)), *steps)

    # ------------------------------------------------------------ vocabularies
    def cls(self, c):
        return _vocab(c[0], "CLASS")

    def colour(self, c):
        return _vocab(c[0], "COLOUR")

    def currency(self, c):
        return _vocab(c[0], "CURRENCY")

    def resource(self, c):
        return _vocab(c[0], "RESOURCE")

    def coins(self, c):
        return _vocab(c[0], "RESOURCE")

    def guards(self, c):
        return _vocab(c[0], "RESOURCE")

    def back(self, c):
        return _vocab(c[0], "BACK")

    def location(self, c):
        return _vocab(c[0], "LOCATION")

    def timing(self, c):
        return _vocab(c[0], "TIMING")

    def icon(self, c):
        return _vocab(c[0], "NAME")

    def kind(self, c):
        return _vocab(c[0], "KIND")

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
        return TrackDecl(Track(CardClass(str(cls)), DieColour(str(colour)), RESOURCE_WORDS[str(income)],
                               tuple(self._int(a) for a in amounts), self.ctx.span(cls)))

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

    def s_voyages(self, c):
        return ("voyages", self._int(c[0]), c[0])

    def s_rounds(self, c):
        return ("rounds", self._int(c[0]), c[0])

    def setup(self, c):
        players_tok, *entries = c
        seen: dict[str, Any] = {}
        for key, value, tok in entries:
            if key in seen:
                self.ctx.error(RuleError, f"'{key.replace('_', ' ')}' is set twice in setup", tok)
            seen[key] = value
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
            if colour is not None and str(colour) not in colours:
                self.ctx.error(RuleReferenceError, f"unknown space colour '{colour}'"
                               + did_you_mean(str(colour), colours), colour)
            nodes[name] = MapNode(name, kind, str(colour) if colour is not None else None, pos,
                                  self.ctx.span(tok))
        for entry in entries:
            if entry[0] != "road":
                continue
            toks = entry[1]
            ends = toks[::2]
            for end in ends:
                if str(end) not in nodes:
                    self.ctx.error(RuleReferenceError, f"unknown map node '{end}'" + did_you_mean(str(end), nodes), end)
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
        return ("text", self._string(c[1]), c[0])

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

    def _component(self, c, replace: bool) -> Define:
        kind_tok, id_tok, *rest = c
        kind = ComponentKind(str(kind_tok))
        cid = self._name(id_tok)
        id_span = self.ctx.span(id_tok)
        name = cid
        if rest and isinstance(rest[0], Token) and rest[0].type == "STRING":
            name = self._string(rest.pop(0))
        fields: dict[str, tuple[Any, Any]] = {}
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
        if not bonuses:
            self.ctx.error(RuleError, f"{kind} '{cid}' has no bonus (a line like `immediate: gain 2 vp`)", id_tok)

        def need(key: str, default: Any) -> Any:
            if key not in fields:
                self.ctx.error(RuleError, f"{kind} '{cid}' has no '{key}'", id_tok)
                return default
            return fields[key][0]

        text = fields["text"][0] if "text" in fields else None
        refs: tuple = ()
        if kind is ComponentKind.CHARACTER:
            cls = need("class", CardClass.COUNCIL)
            back = need("back", Back.I)
            influence = need("influence", 0)
            cost = None
            if "cost" in fields:
                (amount, cost), cspan = fields["cost"]
                if amount is not None:
                    self.ctx.error(RuleError, "a character costs the value of the die: write `cost coins` "
                                   "or `cost guards` without a number", cspan)
            elif back is not Back.I:
                self.ctx.error(RuleError, f"character '{cid}' (back {back}) has no 'cost'", id_tok)
            refs = fields["diplomas"][0] if "diplomas" in fields else ()
            comp = Character(cid, name, cls, back, cost, influence, tuple(r[0] for r in refs),
                             tuple(bonuses), text, id_span)
        elif kind is ComponentKind.MONASTERY:
            comp = Monastery(cid, name, need("back", Back.I), tuple(bonuses), text, id_span)
        elif kind is ComponentKind.VOYAGE:
            amount, currency = need("cost", (0, Currency.COINS))
            if amount is None:
                self.ctx.error(RuleError, "a voyage's cost needs an amount, e.g. `cost 6 coins`", fields["cost"][1])
                amount = 0
            comp = Voyage(cid, name, currency, amount, tuple(bonuses), text, id_span)
        else:
            comp = FavorTile(cid, name, need("crowns", 0), tuple(bonuses), text, id_span)
        return Define(comp, replace, id_span, refs)

    # ------------------------------------------------------------ effects
    def steps(self, c):
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def effect(self, c):
        steps = list(c[0]) if isinstance(c[0], list) else [c[0]]
        if len(c) == 2:
            steps.append(c[1])
        return self._seq(steps)

    def at_start(self, c):
        at, effect = c[0], c[-1]
        steps = effect.effects if isinstance(effect, fx.Seq) else (effect,)
        if any(isinstance(s, fx.On) and s.trigger is fx.Trigger.PHASE_E_START for s in steps):
            self.ctx.error(RuleError, "`at start:` is written once; the steps after it all happen at the start",
                           at)
        return self._node(fx.On(fx.Trigger.PHASE_E_START, effect), effect)

    def gain(self, c):
        return self._seq(c)

    def reward(self, c):
        return self._node(fx.Gain(RESOURCE_WORDS[str(c[1])], c[0]), c[0])

    def reward_up_to(self, c):
        return self._node(fx.Gain(RESOURCE_WORDS[str(c[1])], c[0], up_to=True), c[0])

    def quantity(self, c):
        return (RESOURCE_WORDS[str(c[1])], self._int(c[0]), c[0])

    def income(self, c):
        return self._node(fx.Income(CardClass(str(c[0]))))

    def advance_named(self, c):
        return self._node(fx.Advance(self._int(c[0]), fx.TrackChoice.NAMED, CardClass(str(c[1]))))

    def advance_any(self, c):
        return self._node(fx.Advance(self._int(c[0]), fx.TrackChoice.ANY))

    def advance_every(self, c):
        return self._node(fx.Advance(self._int(c[0]), fx.TrackChoice.EVERY))

    def per(self, c):
        return self._node(fx.Per(c[0], c[1]), c[1])

    def if_no(self, c):
        return self._node(fx.If(c[0], 0, c[1]), c[1])

    def choose(self, c):
        return self._node(fx.Choice(tuple(c)), *c)

    def pay_for(self, c):
        cost = tuple((res, n) for res, n, _ in (q for q in c if isinstance(q, tuple)))
        rewards = [r for r in c if not isinstance(r, tuple)]
        seen = set()
        for res, _, tok in (q for q in c if isinstance(q, tuple)):
            if res in seen:
                self.ctx.error(RuleError, f"'{res}' is paid twice", tok)
            seen.add(res)
        reward = self._seq(rewards)
        return self._node(fx.PayFor(cost, reward), reward)

    def give(self, c):
        return ("give", c[0])

    def lose(self, c):
        return ("lose", c[0])

    def lose_card(self, c):
        return ("lose_card", CardClass(str(c[0])))

    def more(self, c):
        return ("more", c[0])

    def option(self, parts):
        out = []
        verb = None
        for word, value in parts:
            if word == "lose_card":
                out.append(self._node(fx.LoseCard(value)))
                verb = None
                continue
            if word == "more":
                if verb is None:
                    self.ctx.error(RuleError, "say what the opponent does: `give 1 coin` or `lose 2 vp`", value[2])
                    verb = "give"
                word = verb
            verb = word
            res, n, _ = value
            out.append(self._node((fx.Give if word == "give" else fx.Lose)(res, n)))
        return self._seq(out)

    def opponents(self, c):
        return self._node(fx.OpponentsChoose(fx.Chooser.EACH_OPPONENT, tuple(c)), *c)

    def opponents_behind(self, c):
        cls, *options = c
        return self._node(fx.OpponentsChoose(fx.Chooser.BEHIND_ON_TRACK, tuple(options), CardClass(str(cls))),
                          *options)

    def invest(self, c):
        return self._node(fx.Invest())

    def invest_in(self, c):
        return self._node(fx.Invest(Currency(str(c[0]))))

    def invest_discount(self, c):
        return self._node(fx.InvestDiscount(self._int(c[0])))

    def take_favor(self, c):
        return self._node(fx.TakeFavor())

    def take_discard(self, c):
        return self._node(fx.TakeDiscard(self._int(c[0])))

    def reuse(self, c):
        timing_tok, *classes = c
        timing = Timing(str(timing_tok))
        if timing not in (Timing.IMMEDIATE, Timing.GAME_END):
            self.ctx.error(RuleError, f"only an immediate or a game_end bonus can be reused, not {timing}",
                           timing_tok)
        return self._node(fx.Reuse(timing, self._classes(classes)))

    def _classes(self, toks) -> tuple[CardClass, ...]:
        out: list[CardClass] = []
        for tok in toks:
            cls = CardClass(str(tok))
            if cls in out:
                self.ctx.error(RuleError, f"class '{cls}' is listed twice", tok)
                continue
            out.append(cls)
        return tuple(out)

    def place_cap(self, c):
        return self._node(fx.PlaceCap())

    def score_voyages(self, c):
        return self._node(fx.ScoreVoyages(self._int(c[0])))

    def score_diplomas(self, c):
        return self._node(fx.ScoreDiplomas())

    def score_game_end(self, c):
        return self._node(fx.ScoreGameEnd())

    def score_rank(self, c):
        return self._node(fx.ScoreRank())

    def card_discount(self, c):
        return self._node(fx.CardDiscount(Currency(str(c[0])), self._int(c[1])))

    def on_acquire(self, c):
        *classes, step = c
        return self._node(fx.On(fx.Trigger.ACQUIRE, step, self._classes(classes)), step)

    def on_castle_die(self, c):
        return self._node(fx.On(fx.Trigger.CASTLE_DIE, c[0]), c[0])

    def on_monastery_disk(self, c):
        return self._node(fx.On(fx.Trigger.MONASTERY_DISK, c[0]), c[0])

    def trade(self, c):
        (give_res, give, _), (get_res, get, tok) = c
        if get_res is not fx.Resource.VP:
            self.ctx.error(RuleError, "a trade is always for vp: `trade 2 coins for 1 vp`", tok)
        return self._node(fx.Trade(give_res, give, get))

    def wild_diplomas(self, c):
        return self._node(fx.WildDiplomas(self._int(c[0])))

    # ------------------------------------------------------------ amounts
    def const(self, c):
        return self._node(fx.Const(self._int(c[0])))

    def count(self, c):
        return self._node(fx.Count(c[0]))

    def times(self, c):
        return self._node(fx.Times(self._int(c[0]), c[1]), c[1])

    def add(self, c):
        terms = tuple(c)
        return self._node(fx.Sum(terms), *terms)

    def half(self, c):
        return self._node(fx.Half(c[0]), c[0])

    def tier(self, c):
        return (self._int(c[0]), self._int(c[1]), c[0])

    def tiers(self, c):
        amount, *steps = c
        last = None
        for threshold, _, tok in steps:
            if last is not None and threshold <= last:
                self.ctx.error(RuleError, f"tier thresholds must increase ({threshold} after {last})", tok)
            last = threshold
        return self._node(fx.Tiers(amount, tuple((t, v) for t, v, _ in steps)), amount)

    # ------------------------------------------------------------ counters
    def n_cards(self, c):
        return fx.Counter(fx.CounterKind.CARDS)

    def n_cards_of_class(self, c):
        return fx.Counter(fx.CounterKind.CARDS, classes=self._classes(c))

    def n_cards_with_influence(self, c):
        values = tuple(self._int(t) for t in c)
        for i, tok in enumerate(c):
            if values[i] in values[:i]:
                self.ctx.error(RuleError, f"influence {values[i]} is listed twice", tok)
        return fx.Counter(fx.CounterKind.CARDS, influence=values)

    def n_cards_beyond(self, c):
        return fx.Counter(fx.CounterKind.CARDS_BEYOND, n=self._int(c[0]))

    def n_class_sets(self, c):
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_monasteries_with(self, c):
        backs: list[Back] = []
        for tok in c:
            if Back(str(tok)) in backs:
                self.ctx.error(RuleError, f"back {tok} is listed twice", tok)
                continue
            backs.append(Back(str(tok)))
        return fx.Counter(fx.CounterKind.MONASTERIES_WITH, backs=tuple(backs))

    def n_monasteries_without(self, c):
        return fx.Counter(fx.CounterKind.MONASTERIES_WITHOUT)

    def n_voyages(self, c):
        return fx.Counter(fx.CounterKind.VOYAGES)

    def n_diplomas(self, c):
        return fx.Counter(fx.CounterKind.DIPLOMAS)

    def n_crowns(self, c):
        return fx.Counter(fx.CounterKind.CROWNS)

    def n_dice(self, c):
        colour = DieColour(str(c[0]))
        if colour is DieColour.WHITE:
            self.ctx.error(RuleError, "white dice never count (R-BON-E); use gray, orange, purple or green", c[0])
        return fx.Counter(fx.CounterKind.DICE, colour=colour)

    def n_track(self, c):
        return fx.Counter(fx.CounterKind.TRACK, classes=(CardClass(str(c[0])),))

    def n_lowest_track(self, c):
        return fx.Counter(fx.CounterKind.LOWEST_TRACK)

    def n_coins(self, c):
        return fx.Counter(fx.CounterKind.COINS)

    def n_guards(self, c):
        return fx.Counter(fx.CounterKind.GUARDS)
