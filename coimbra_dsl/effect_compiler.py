"""The effect half of the compiler: tokens, vocabulary words, effects, amounts and
counters (docs/DSL.md "Effects") turned into the frozen objects of `effects.py`.

`EffectCompiler` is the base of `compiler.Compiler`, the Lark transformer run during
parsing; every method is named after the grammar rule (or alias) it compiles.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from lark import Token, Transformer, v_args

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


def _word(kind: str):
    """The transformer rule of a vocabulary word: its token, typed `kind`."""
    @v_args(inline=True)
    def rule(self, word):
        return _vocab(word, kind)
    return rule


def _token_of(quantity: tuple) -> Token:
    """The number token of a compiled quantity `(resource, n, token)`."""
    _, _, tok = quantity
    return tok


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
    # A vocabulary rule keeps its word as a token of its own type (`!cls` ...).
    cls = _word("CLASS")
    colour = _word("COLOUR")
    currency = _word("CURRENCY")
    resource = _word("RESOURCE")
    coins = _word("RESOURCE")
    guards = _word("RESOURCE")
    back = _word("BACK")
    location = _word("LOCATION")
    timing = _word("TIMING")
    icon = _word("NAME")
    kind = _word("KIND")

    # ------------------------------------------------------------ effects
    @v_args(inline=True)
    def steps(self, before, step=None):
        if step is None:
            return [before]
        before.append(step)
        return before

    @v_args(inline=True)
    def effect(self, first, at_start=None):
        steps = list(first) if isinstance(first, list) else [first]
        if at_start is not None:
            steps.append(at_start)
        return self._seq(steps)

    @v_args(inline=True)
    def at_start(self, at, _start, _colon, effect):
        if any(isinstance(s, fx.On) and s.trigger is fx.Trigger.PHASE_E_START
               for s in fx.steps(effect)):
            self.ctx.error(RuleError, "`at start:` is written once; the steps after it all happen at the start",
                           at)
        return self._node(fx.On(fx.Trigger.PHASE_E_START, effect), effect)

    def gain(self, rewards):
        return self._seq(rewards)

    @v_args(inline=True)
    def reward(self, amount, resource):
        return self._node(fx.Gain(RESOURCE_WORDS[str(resource)], amount), amount)

    @v_args(inline=True)
    def reward_up_to(self, amount, resource):
        return self._node(fx.Gain(RESOURCE_WORDS[str(resource)], amount, up_to=True), amount)

    @v_args(inline=True)
    def quantity(self, n, resource):
        return (RESOURCE_WORDS[str(resource)], self._int(n), n)

    @v_args(inline=True)
    def income(self, cls):
        return self._node(fx.Income(CardClass(str(cls))))

    @v_args(inline=True)
    def advance_named(self, n, cls):
        return self._node(fx.Advance(self._int(n), fx.TrackChoice.NAMED, CardClass(str(cls))))

    @v_args(inline=True)
    def advance_any(self, n):
        return self._node(fx.Advance(self._int(n), fx.TrackChoice.ANY))

    @v_args(inline=True)
    def advance_every(self, n):
        return self._node(fx.Advance(self._int(n), fx.TrackChoice.EVERY))

    @v_args(inline=True)
    def per(self, counter, step):
        return self._node(fx.Per(counter, step), step)

    @v_args(inline=True)
    def if_no(self, counter, step):
        return self._node(fx.If(counter, 0, step), step)

    def choose(self, options):
        return self._node(fx.Choice(tuple(options)), *options)

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

    @v_args(inline=True)
    def give(self, quantity):
        return ("give", quantity)

    @v_args(inline=True)
    def give_below_zero(self, quantity, zero):
        res, n, tok = quantity
        if res is not Resource.VP or int(zero) != 0:
            self.ctx.error(RuleError, "only VP can be given below 0: write `give 2 vp, even below 0`",
                           zero if int(zero) != 0 else tok)
        return ("give_below_zero", quantity)

    @v_args(inline=True)
    def lose(self, quantity):
        return ("lose", quantity)

    @v_args(inline=True)
    def lose_card(self, cls):
        return ("lose_card", CardClass(str(cls)))

    @v_args(inline=True)
    def more(self, quantity):
        return ("more", quantity)

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
                    self.ctx.error(RuleError, "say what the opponent does: `give 1 coin` or `lose 2 vp`",
                                   _token_of(value))
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

    def opponents(self, options):
        return self._node(fx.OpponentsChoose(fx.Chooser.EACH_OPPONENT, tuple(options)), *options)

    @v_args(inline=True)
    def opponents_behind(self, cls, *options):
        return self._node(fx.OpponentsChoose(fx.Chooser.BEHIND_ON_TRACK, tuple(options), CardClass(str(cls))),
                          *options)

    def invest(self, _):
        return self._node(fx.Invest())

    @v_args(inline=True)
    def invest_in(self, currency):
        return self._node(fx.Invest(Currency(str(currency))))

    @v_args(inline=True)
    def invest_discount(self, n):
        return self._node(fx.InvestDiscount(self._int(n)))

    def take_favor(self, _):
        return self._node(fx.TakeFavor())

    @v_args(inline=True)
    def take_discard(self, n):
        return self._node(fx.TakeDiscard(self._int(n)))

    @v_args(inline=True)
    def reuse(self, timing_tok, *classes):
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

    def place_cap(self, _):
        return self._node(fx.PlaceCap())

    @v_args(inline=True)
    def score_voyages(self, n):
        return self._node(fx.ScoreVoyages(self._int(n)))

    def score_diplomas(self, _):
        return self._node(fx.ScoreDiplomas())

    def score_game_end(self, _):
        return self._node(fx.ScoreGameEnd())

    def score_rank(self, _):
        return self._node(fx.ScoreRank())

    @v_args(inline=True)
    def card_discount(self, currency, n):
        return self._node(fx.CardDiscount(Currency(str(currency)), self._int(n)))

    @v_args(inline=True)
    def on_acquire(self, *classes_and_step):
        *classes, step = classes_and_step
        return self._node(fx.On(fx.Trigger.ACQUIRE, step, self._classes(classes)), step)

    @v_args(inline=True)
    def on_castle_die(self, step):
        return self._node(fx.On(fx.Trigger.CASTLE_DIE, step), step)

    @v_args(inline=True)
    def on_monastery_disk(self, step):
        return self._node(fx.On(fx.Trigger.MONASTERY_DISK, step), step)

    @v_args(inline=True)
    def trade(self, paid, got):
        give_res, give, _ = paid
        get_res, get, tok = got
        if get_res is not fx.Resource.VP:
            self.ctx.error(RuleError, "a trade is always for vp: `trade 2 coins for 1 vp`", tok)
        return self._node(fx.Trade(give_res, give, get))

    @v_args(inline=True)
    def wild_diplomas(self, n):
        return self._node(fx.WildDiplomas(self._int(n)))

    # ------------------------------------------------------------ amounts
    @v_args(inline=True)
    def const(self, n):
        return self._node(fx.Const(self._int(n)))

    @v_args(inline=True)
    def count(self, counter):
        return self._node(fx.Count(counter))

    @v_args(inline=True)
    def times(self, factor, amount):
        return self._node(fx.Times(self._int(factor), amount), amount)

    def add(self, terms):
        return self._node(fx.Sum(tuple(terms)), *terms)

    @v_args(inline=True)
    def half(self, amount):
        return self._node(fx.Half(amount), amount)

    @v_args(inline=True)
    def tier(self, threshold, value):
        return (self._int(threshold), self._int(value), threshold)

    @v_args(inline=True)
    def tiers(self, amount, *steps):
        last = None
        for threshold, _, tok in steps:
            if last is not None and threshold <= last:
                self.ctx.error(RuleError, f"tier thresholds must increase ({threshold} after {last})", tok)
            last = threshold
        return self._node(fx.Tiers(amount, tuple((t, v) for t, v, _ in steps)), amount)

    @v_args(inline=True)
    def tiers_shared(self, amount):
        """`tiers(track council)`: the rule set's `track tiers` table, filled in when the
        rule set is assembled (`assemble.fill_track_tiers`)."""
        return self._node(fx.Tiers(amount, (), shared=True), amount)

    # ------------------------------------------------------------ counters
    def n_cards_of_class(self, classes):
        return fx.Counter(fx.CounterKind.CARDS, classes=self._classes(classes))

    def n_cards_with_influence(self, numbers):
        return fx.Counter(fx.CounterKind.CARDS, influence=self._once_each(numbers, self._int, "influence {}"))

    @v_args(inline=True)
    def n_cards_beyond(self, n):
        return fx.Counter(fx.CounterKind.CARDS_BEYOND, n=self._int(n))

    def n_class_sets(self, _):
        return fx.Counter(fx.CounterKind.CLASS_SETS)

    def n_monasteries_with(self, backs):
        return fx.Counter(fx.CounterKind.MONASTERIES_WITH,
                          backs=self._once_each(backs, lambda tok: Back(str(tok)), "back {}"))

    @v_args(inline=True)
    def n_dice(self, colour_tok):
        colour = DieColour(str(colour_tok))
        if colour is DieColour.WHITE:
            self.ctx.error(RuleError, "white dice never count (R-BON-E); use gray, orange, purple or green",
                           colour_tok)
        return fx.Counter(fx.CounterKind.DICE, colour=colour)

    @v_args(inline=True)
    def n_track(self, cls):
        return fx.Counter(fx.CounterKind.TRACK, classes=(CardClass(str(cls)),))
