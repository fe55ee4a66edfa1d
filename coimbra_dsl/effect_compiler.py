"""The effect half of the compiler: tokens, vocabulary words, effects, amounts and
counters (docs/DSL.md "Effects") turned into the frozen objects of `effects.py`.

`EffectCompiler` is the base of `compiler.Compiler`, the Lark transformer run during
parsing; every method is named after the grammar rule (or alias) it compiles.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from lark import Token, Transformer

from . import effects as fx
from .errors import RuleError, RuleLimitError, Span
from .limits import MAX_ERRORS, MAX_NAME, MAX_NUMBER, MAX_STRING
from .vocab import Back, CardClass, Currency, DieColour, Resource, Timing

RESOURCE_WORDS = {"coin": Resource.COINS, "coins": Resource.COINS, "guard": Resource.GUARDS,
                  "guards": Resource.GUARDS, "vp": Resource.VP, "step": Resource.STEPS,
                  "steps": Resource.STEPS}


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

    def full(self) -> bool:
        """True once this file has all the errors it reports (the rest are dropped, so
        a caller may skip composing them)."""
        return len(self.errors) > MAX_ERRORS

    def error(self, cls: type, message: str, where: Any) -> None:
        if self.full():
            return
        span = where if isinstance(where, Span) else self.span(where)
        if len(self.errors) == MAX_ERRORS:
            cls, message = RuleLimitError, "too many errors in this file; the rest are not shown"
        self.errors.append(cls(message, span, self.text))


def _vocab(tok: Token, kind: str) -> Token:
    return Token.new_borrow_pos(kind, str(tok), tok)


def _plain(kind: fx.CounterKind):
    """The transformer rule of a counter word that takes nothing."""
    def rule(self, c):
        return fx.Counter(kind)
    return rule


class PlainCounters:
    """The counter words that take nothing: one definition for the rule-language compiler
    and the card-text reader, which build the same `fx.Counter` for them."""

    n_cards = _plain(fx.CounterKind.CARDS)
    n_monasteries_without = _plain(fx.CounterKind.MONASTERIES_WITHOUT)
    n_voyages = _plain(fx.CounterKind.VOYAGES)
    n_diplomas = _plain(fx.CounterKind.DIPLOMAS)
    n_crowns = _plain(fx.CounterKind.CROWNS)
    n_lowest_track = _plain(fx.CounterKind.LOWEST_TRACK)
    n_coins = _plain(fx.CounterKind.COINS)
    n_guards = _plain(fx.CounterKind.GUARDS)


class EffectCompiler(PlainCounters, Transformer):
    """Token helpers, vocabulary words and every effect, amount and counter rule."""

    ctx: FileContext

    # ------------------------------------------------------------ tokens
    def _int(self, tok: Token) -> int:
        digits = str(tok).lstrip("0") or "0"
        value = int(digits) if len(digits) <= len(str(MAX_NUMBER)) else MAX_NUMBER + 1
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
        if any(isinstance(s, fx.On) and s.trigger is fx.Trigger.PHASE_E_START
               for s in fx.steps(effect)):
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
        quantities = [q for q in c if isinstance(q, tuple)]
        rewards = [r for r in c if not isinstance(r, tuple)]
        cost = tuple((res, n) for res, n, _ in quantities)
        seen = set()
        for res, _, tok in quantities:
            if res in seen:
                self.ctx.error(RuleError, f"'{res}' is paid twice", tok)
            seen.add(res)
        reward = self._seq(rewards)
        return self._node(fx.PayFor(cost, reward), reward)

    def give(self, c):
        return ("give", c[0])

    def give_below_zero(self, c):
        (res, n, tok), zero = c
        if res is not Resource.VP or int(zero) != 0:
            self.ctx.error(RuleError, "only VP can be given below 0: write `give 2 vp, even below 0`",
                           zero if int(zero) != 0 else tok)
        return ("give_below_zero", c[0])

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
            res, n, _ = value
            if word == "give_below_zero":
                out.append(self._node(fx.Give(res, n, below_zero=True)))
                verb = "give"
                continue
            verb = word
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

    def _once_each(self, toks, word: Callable[[Token], Any], what: str) -> tuple:
        """The words of `toks` in order, each once; a repeat is an error at its token
        (`what` names it: "class '{}'" -> "class 'council' is listed twice")."""
        out: list = []
        for tok in toks:
            value = word(tok)
            if value in out:
                self.ctx.error(RuleError, f"{what.format(value)} is listed twice", tok)
                continue
            out.append(value)
        return tuple(out)

    def _classes(self, toks) -> tuple[CardClass, ...]:
        return self._once_each(toks, lambda tok: CardClass(str(tok)), "class '{}'")

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

    def tiers_shared(self, c):
        """`tiers(track council)`: the rule set's `track tiers` table, filled in when the
        rule set is assembled (`assemble.fill_track_tiers`)."""
        (amount,) = c
        return self._node(fx.Tiers(amount, (), shared=True), amount)

    # ------------------------------------------------------------ counters
    def n_cards_of_class(self, c):
        return fx.Counter(fx.CounterKind.CARDS, classes=self._classes(c))

    def n_cards_with_influence(self, c):
        return fx.Counter(fx.CounterKind.CARDS, influence=self._once_each(c, self._int, "influence {}"))

    def n_cards_beyond(self, c):
        return fx.Counter(fx.CounterKind.CARDS_BEYOND, n=self._int(c[0]))

    def n_class_sets(self, c):
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_monasteries_with(self, c):
        backs = self._once_each(c, lambda tok: Back(str(tok)), "back {}")
        return fx.Counter(fx.CounterKind.MONASTERIES_WITH, backs=backs)

    def n_dice(self, c):
        colour = DieColour(str(c[0]))
        if colour is DieColour.WHITE:
            self.ctx.error(RuleError, "white dice never count (R-BON-E); use gray, orange, purple or green", c[0])
        return fx.Counter(fx.CounterKind.DICE, colour=colour)

    def n_track(self, c):
        return fx.Counter(fx.CounterKind.TRACK, classes=(CardClass(str(c[0])),))
