"""The card-text reader (R-CARD-1): printed English read to the compiler's effect
objects; the corpus of paraphrases, texts that mean something else and unreadable texts
(tests/card_text_corpus.py); read(render(effect)) == effect for random effects; texts
as the only source of a component's bonus; rule-language lines written back."""
from __future__ import annotations

import pytest
from card_text_corpus import DIFFERS, PARAPHRASES, UNREADABLE
from dsl_helpers import compile_bonus, reads_or_says_where, write_set
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coimbra_dsl import effects as fx
from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, _one_meaning, _per, read_text
from coimbra_dsl.errors import CardTextError, RuleSetErrors
from coimbra_dsl.meaning import difference, normalise_bonuses
from coimbra_dsl.render import render_bonus
from coimbra_dsl.rule_text import bonus_line
from coimbra_dsl.vocab import Back, CardClass, Currency, DieColour, Resource, Timing

BASE = load_ruleset("base")
LEXICON = Lexicon.of(BASE)
RULE_SETS = ["base", "rulebook-colours", "rulebook-die-tokens", "two-player-gap-only",
             "cabo-verde-tracks", "examples/lisbon-harbour"]


def rule(lines: str) -> tuple[fx.Bonus, ...]:
    """Bonus lines of the rule language (one per line), compiled."""
    return tuple(compile_bonus(*line.split(": ", 1)) for line in lines.splitlines())


@pytest.mark.parametrize("name", RULE_SETS)
def test_R_CARD_1_every_printed_text_of_base_variants_and_mod_reads_to_exactly_its_effect(name):
    rules = load_ruleset(name)
    lexicon = Lexicon.of(rules)
    for comp in rules.components():
        assert read_text(comp.text, lexicon) == comp.bonuses, comp.id


def test_the_corpus_has_at_least_150_texts():
    assert len(PARAPHRASES) + len(DIFFERS) + len(UNREADABLE) >= 150


@pytest.mark.parametrize("text,lines", PARAPHRASES, ids=[t for t, _ in PARAPHRASES])
def test_paraphrase_means_the_rule(text, lines):
    got = read_text(text, LEXICON)
    assert difference(got, rule(lines)) is None
    assert normalise_bonuses(got) == normalise_bonuses(rule(lines))


@pytest.mark.parametrize("text,lines,message", DIFFERS, ids=[t for t, _, _ in DIFFERS])
def test_text_meaning_something_else_says_what_differs(text, lines, message):
    assert difference(read_text(text, LEXICON), rule(lines)) == message


@pytest.mark.parametrize("text,column,message", UNREADABLE, ids=[t for t, _, _ in UNREADABLE])
def test_unreadable_text_points_at_its_word_and_says_what_was_expected(text, column, message):
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert (exc.value.column, exc.value.message[:len(message)]) == (column, message)


def test_what_was_expected_is_said_in_words():
    with pytest.raises(CardTextError) as exc:
        read_text("Gain 5 florins.", LEXICON)
    assert exc.value.message.startswith(
        "cannot place 'florins' here; expected 'coin', 'guard', 'influence', 'pilgrim', 'step', "
        "'time', 'vp', '/', …; read so far: \"Gain 5\"")
    assert str(exc.value).startswith("column 8: ")


def test_a_misspelt_word_gets_did_you_mean():
    with pytest.raises(CardTextError) as exc:
        read_text("Gain 5 gaurds.", LEXICON)
    assert "; did you mean 'guards'?" in exc.value.message


def test_a_text_in_portuguese_is_told_the_reader_reads_english():
    """Seed 003 is Portuguese; its words are not misspellings of English ones."""
    with pytest.raises(CardTextError) as exc:
        read_text("Ganhe 2 moedas e mova seu peregrino 3 passos.", LEXICON)
    assert exc.value.language == "Portuguese"
    assert exc.value.message.startswith("the text seems to be Portuguese; the reader reads "
                                        "English card text, e.g. ")
    with pytest.raises(CardTextError, match="seems to be Portuguese"):
        read_text("Ganhe até 2 moedas e até 2 guardas.", LEXICON)    # seed 003's words


@pytest.mark.parametrize("text", ["Gain ٧ coins.", "Gain ７ coins.", "Gain ৭ coins."])
def test_only_ascii_digits_are_numbers(text):
    with pytest.raises(CardTextError, match="is not a number the reader reads"):
        read_text(text, LEXICON)


def test_two_readings_that_mean_different_things_are_an_error_never_a_guess():
    one = (fx.Bonus(Timing.IMMEDIATE, fx.Gain(Resource.VP, fx.Const(2))),)
    other = (fx.Bonus(Timing.IMMEDIATE, fx.Gain(Resource.COINS, fx.Const(2))),)
    with pytest.raises(CardTextError, match='ambiguous: it can mean "Gain 2 VP." or '
                                            '"Gain 2 coins."'):
        _one_meaning([one, other])
    same = (fx.Bonus(Timing.IMMEDIATE, fx.Seq((fx.Gain(Resource.VP, fx.Const(2)),))),)
    assert _one_meaning([one, same]) == one


def test_a_variant_word_is_read_the_rule_sets_way():
    """rulebook-colours makes clerics green: 'the green track' is clerics there."""
    colours = Lexicon.of(load_ruleset("rulebook-colours"))
    (bonus,) = read_text("Move 2 up the green track.", colours)
    assert bonus.effect == fx.Advance(2, fx.TrackChoice.NAMED, colours.track_colours[DieColour.GREEN])
    assert colours.track_colours[DieColour.GREEN] is CardClass.CLERICS
    with pytest.raises(CardTextError, match="no track has the colour white"):
        read_text("Move 2 up the white track.", colours)


# ---------------------------------------------------------------- read(render(effect))

CLASSES = st.sampled_from(list(CardClass))
SMALL = st.integers(1, 12)
RESOURCES = st.sampled_from(list(Resource))


def gains(n_max: int = 3):
    return st.lists(st.tuples(RESOURCES, SMALL), min_size=1, max_size=n_max,
                    unique_by=lambda t: t[0]).map(
        lambda items: _seq([fx.Gain(r, fx.Const(n)) for r, n in items]))


def _seq(items):
    """Steps in order as the compiler builds them: one flat sequence."""
    flat = [step for item in items for step in fx.steps(item)]
    return flat[0] if len(flat) == 1 else fx.Seq(tuple(flat))


COUNTERS = st.one_of(
    st.just(fx.Counter(fx.CounterKind.CARDS)),
    st.lists(CLASSES, min_size=1, max_size=2, unique=True).map(
        lambda cs: fx.Counter(fx.CounterKind.CARDS, classes=tuple(cs))),
    st.lists(st.integers(1, 4), min_size=1, max_size=2, unique=True).map(
        lambda i: fx.Counter(fx.CounterKind.CARDS, influence=tuple(i))),
    st.just(fx.Counter(fx.CounterKind.CLASS_SETS)),
    st.lists(st.sampled_from(list(Back)), max_size=1).map(
        lambda b: fx.Counter(fx.CounterKind.MONASTERIES_WITH, backs=tuple(b))),
    st.just(fx.Counter(fx.CounterKind.MONASTERIES_WITHOUT)),
    st.just(fx.Counter(fx.CounterKind.VOYAGES)),
    st.just(fx.Counter(fx.CounterKind.DIPLOMAS)),
    st.just(fx.Counter(fx.CounterKind.CROWNS)),
    st.sampled_from([DieColour.GRAY, DieColour.ORANGE, DieColour.PURPLE, DieColour.GREEN]).map(
        lambda c: fx.Counter(fx.CounterKind.DICE, colour=c)),
    st.integers(2, 12).map(lambda n: fx.Counter(fx.CounterKind.CARDS_BEYOND, n=n)),
    CLASSES.map(lambda c: fx.Counter(fx.CounterKind.TRACK, classes=(c,))),
    st.just(fx.Counter(fx.CounterKind.LOWEST_TRACK)),
    st.just(fx.Counter(fx.CounterKind.COINS)),
    st.just(fx.Counter(fx.CounterKind.GUARDS)),
)
QUANTITY = st.tuples(st.sampled_from([Resource.COINS, Resource.GUARDS, Resource.VP]), SMALL)


def options(verbs):
    part = st.one_of(
        *[QUANTITY.map(lambda q, v=v: v(*q)) for v in verbs],
        *([CLASSES.map(fx.LoseCard)] if fx.Lose in verbs else []),
        *([SMALL.map(lambda n: fx.Give(Resource.VP, n, below_zero=True))]
          if fx.Give in verbs else []))
    return st.lists(part, min_size=1, max_size=2).map(_seq)


ACTS = st.one_of(
    gains(),
    st.tuples(RESOURCES, SMALL).map(lambda t: fx.Gain(t[0], fx.Const(t[1]), up_to=True)),
    st.tuples(SMALL, CLASSES).map(lambda t: fx.Advance(t[0], fx.TrackChoice.NAMED, t[1])),
    SMALL.map(lambda n: fx.Advance(n, fx.TrackChoice.ANY)),
    SMALL.map(lambda n: fx.Advance(n, fx.TrackChoice.EVERY)),
    CLASSES.map(fx.Income),
    st.tuples(COUNTERS, gains(2)).map(lambda t: _per(*t)),
    st.tuples(COUNTERS.filter(lambda c: c.kind is fx.CounterKind.DICE), gains(1)).map(
        lambda t: fx.If(t[0], 0, t[1])),
    st.lists(gains(2), min_size=2, max_size=2, unique=True).map(lambda o: fx.Choice(tuple(o))),
    st.tuples(st.lists(QUANTITY, min_size=1, max_size=2, unique_by=lambda q: q[0]), gains(2)).map(
        lambda t: fx.PayFor(tuple(t[0]), t[1])),
    st.lists(options([fx.Give]), min_size=2, max_size=2).map(
        lambda o: fx.OpponentsChoose(fx.Chooser.EACH_OPPONENT, tuple(o))),
    st.tuples(st.lists(options([fx.Lose]), min_size=2, max_size=2), CLASSES).map(
        lambda t: fx.OpponentsChoose(fx.Chooser.BEHIND_ON_TRACK, tuple(t[0]), t[1])),
    st.sampled_from([fx.Invest(), fx.Invest(Currency.COINS), fx.Invest(Currency.GUARDS),
                     fx.TakeFavor(), fx.PlaceCap(), fx.ScoreDiplomas(), fx.ScoreGameEnd(),
                     fx.ScoreRank()]),
    SMALL.map(fx.TakeDiscard),
    SMALL.map(fx.ScoreVoyages),
    st.lists(CLASSES, max_size=2, unique=True).map(
        lambda cs: fx.Reuse(Timing.IMMEDIATE, tuple(cs))),
)


def _tiers(t) -> fx.Bonus:
    track = fx.Count(fx.Counter(fx.CounterKind.TRACK, classes=(t[0],)))
    steps = ((7, t[1][0]), (10, t[1][1]), (13, t[1][2]))
    return fx.Bonus(Timing.GAME_END, fx.Gain(Resource.VP, fx.Tiers(track, steps)))


def _half(kinds) -> fx.Bonus:
    total = fx.Sum(tuple(fx.Count(fx.Counter(k)) for k in kinds))
    return fx.Bonus(Timing.GAME_END, fx.Gain(Resource.VP, fx.Half(total)))


BONUSES = st.one_of(
    st.tuples(st.sampled_from([Timing.IMMEDIATE, Timing.PHASE_E]),
              st.lists(ACTS, min_size=1, max_size=2)).map(
        lambda t: fx.Bonus(t[0], _seq(t[1]))),
    st.tuples(COUNTERS, SMALL).map(lambda t: fx.Bonus(
        Timing.GAME_END, _per(t[0], fx.Gain(Resource.VP, fx.Const(t[1]))))),
    SMALL.map(lambda n: fx.Bonus(Timing.GAME_END, fx.Gain(Resource.VP, fx.Const(n)))),
    st.lists(st.one_of(SMALL.map(lambda n: fx.Gain(Resource.VP, fx.Const(n))),
                       st.tuples(COUNTERS, SMALL).map(
                           lambda t: _per(t[0], fx.Gain(Resource.VP, fx.Const(t[1]))))),
             min_size=2, max_size=2).map(lambda s: fx.Bonus(Timing.GAME_END, fx.Seq(tuple(s)))),
    st.tuples(CLASSES, st.lists(SMALL, min_size=3, max_size=3, unique=True)).map(_tiers),
    st.lists(st.sampled_from([fx.CounterKind.COINS, fx.CounterKind.GUARDS, fx.CounterKind.CROWNS,
                              fx.CounterKind.LOWEST_TRACK]), min_size=2, max_size=3,
             unique=True).map(_half),
    st.just(fx.Bonus(Timing.GAME_END, fx.Reuse(Timing.GAME_END))),
    st.tuples(CLASSES, gains(3)).map(lambda t: fx.Bonus(
        Timing.PHASE_C, fx.On(fx.Trigger.ACQUIRE, t[1], (t[0],)))),
    st.tuples(st.sampled_from(list(Currency)), SMALL).map(
        lambda t: fx.Bonus(Timing.PHASE_C, fx.CardDiscount(*t))),
    st.tuples(st.sampled_from([Resource.COINS, Resource.GUARDS]), SMALL, SMALL).map(
        lambda t: fx.Bonus(Timing.PHASE_E, fx.Trade(*t))),
    st.lists(ACTS, min_size=1, max_size=2).map(lambda a: fx.Bonus(
        Timing.PHASE_E, fx.On(fx.Trigger.PHASE_E_START, _seq(a)))),
    st.tuples(st.sampled_from([fx.Trigger.CASTLE_DIE, fx.Trigger.MONASTERY_DISK]), gains(2)).map(
        lambda t: fx.Bonus(Timing.LASTING, fx.On(t[0], t[1]))),
    SMALL.map(lambda n: fx.Bonus(Timing.LASTING, fx.WildDiplomas(n))),
    SMALL.map(lambda n: fx.Bonus(Timing.WHILE_HELD, fx.InvestDiscount(n))),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(BONUSES)
def test_read_of_render_is_the_effect(bonus):
    assert read_text(render_bonus(bonus), LEXICON) == (bonus,)


# ---------------------------------------------------------------- rule lines and text-only

def test_rule_lines_compile_back_to_every_base_bonus():
    for comp in BASE.components():
        for b in comp.bonuses:
            assert compile_bonus(*bonus_line(b).split(": ", 1)) == b, comp.id


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(BONUSES)
def test_the_rule_line_of_any_bonus_compiles_back_to_it(bonus):
    """rule_text writes the readable forms (`gray die`, `crowns`, `give 2 vp, even below
    0`, a verb carried on) and each compiles to the same bonus."""
    assert compile_bonus(*bonus_line(bonus).split(": ", 1)) == bonus


def test_the_line_coimbra_read_prints_for_a_paraphrase_compiles_to_the_reading():
    for text, _ in PARAPHRASES:
        for b in read_text(text, LEXICON):
            assert compile_bonus(*bonus_line(b).split(": ", 1)) == b, text


TEXT_ONLY = """ruleset mod extends base
character mestre_de_naus "Mestre de Naus" {
  class merchants
  back II
  cost coins
  influence 2
  text "Receive two coins and invest in a coin-cost voyage."
}
expect { characters 57 characters class merchants 15 characters back II 25 }
"""


def test_a_component_written_with_text_only_has_the_bonus_its_text_reads_to(tmp_path):
    rules = load_ruleset(str(write_set(tmp_path / "mod", {"mod.coimbra": TEXT_ONLY})))
    card = rules.characters["mestre_de_naus"]
    assert card.from_text
    assert card.bonuses == rule("immediate: gain 2 coins, invest in coins voyage")


def test_a_text_only_component_whose_text_cannot_be_read_is_an_error_at_the_word(tmp_path):
    broken = TEXT_ONLY.replace("two coins", "two ducats")
    folder = write_set(tmp_path / "mod", {"mod.coimbra": broken})
    with pytest.raises(RuleSetErrors) as exc:
        load_ruleset(str(folder))
    (error,) = exc.value.errors
    line = broken.splitlines().index('  text "Receive two ducats and invest in a coin-cost voyage."')
    assert (error.span.line, error.span.col) == (line + 1, 8 + len("Receive two ") + 1)
    assert error.message.startswith(
        "character 'mestre_de_naus' has no bonus line and its text cannot be read "
        "(column 13): cannot place 'ducats' here; expected ")


def test_every_worked_example_of_the_language_reference_reads_back():
    """docs/DSL.md: each worked example's rendered sentence reads to its compiled bonus."""
    from test_dsl_docs import EXAMPLES
    for timing, effect, text in EXAMPLES:
        compiled = compile_bonus(timing, effect)
        assert difference(read_text(text, LEXICON), (compiled,)) is None, text


WORDS = st.sampled_from("gain 3 five coins VP per council card and or , . each opponent gives you "
                        "move up the track game end phase C : if no purple die half of your "
                        "( ) + / - 7-9 10th for every set".split())


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.text(max_size=80), st.lists(WORDS, max_size=18).map(" ".join)))
def test_any_text_reads_or_says_where_it_could_not(text):
    """Bad input gets one clear message, never another exception (brief: bad input)."""
    reads_or_says_where(text, LEXICON)


def test_the_validate_messages_dsl_md_quotes_for_card_text_are_the_validators(tmp_path):
    """docs/DSL.md "Card text": each quoted message is what `validate` says. A positioned
    one is checked on a copy of base with Álvaro Vaz de Almada's text changed to the
    corpus text giving that message; the others are messages of the corpus."""
    import re
    import shutil
    from pathlib import Path

    from test_dsl_docs import section

    from coimbra_dsl.validator import validate
    quoted = re.findall(r"^- `(.+)`$", section("Card text"), re.M)
    assert len(quoted) >= 6
    differs = {m: t for t, _, m in DIFFERS}
    unreadable = {m: t for t, _, m in UNREADABLE}
    base = Path(__file__).parents[1] / "rules" / "base"
    for line in quoted:
        said = line.split(": ", 3)[-1] if line.startswith("characters.coimbra:") else \
            line.removeprefix("…: ")
        text = differs.get(said) or next(
            (t for m, t in unreadable.items() if said.split("): ", 1)[-1].startswith(m)), None)
        assert text is not None, f"DSL.md quotes a message no corpus text gives: {line}"
        if not line.startswith("characters.coimbra:"):
            continue
        folder = tmp_path / f"copy{len(list(tmp_path.iterdir()))}"
        shutil.copytree(base, folder)
        path = folder / "characters.coimbra"
        path.write_text(path.read_text(encoding="utf-8").replace(
            'text "Gain 5 guards."', f'text "{text}"', 1), encoding="utf-8")
        (problem,) = [p for p in validate(load_ruleset(str(folder)))
                      if p.component == "alvaro_vaz_de_almada"]
        assert (f"characters.coimbra:{problem.span.line}:{problem.span.col}: "
                f"{problem.severity}: {problem.message}") == line


def test_every_designer_english_sentence_dsl_md_quotes_reads_to_one_meaning():
    """docs/DSL.md "Card text", "Designer English": each quoted full sentence reads, to one
    meaning, and most to the rule of a base component (R-CARD-1)."""
    import re

    from test_dsl_docs import DOC
    block = DOC.split("**Designer English.**", 1)[1].split("**Scope.**", 1)[0]
    sentences = [s for s in re.findall(r"`([^`]+)`", block.replace("\n  ", " "))
                 if s.endswith(".") and "…" not in s]
    assert len(sentences) >= 15
    rules = {normalise_bonuses(c.bonuses) for c in BASE.components()}
    base_like = [normalise_bonuses(read_text(text, LEXICON)) in rules for text in sentences]
    assert sum(base_like) >= len(sentences) - 2



@pytest.mark.parametrize("a,b,same", [
    # one option can always be given (VP even below 0): the last is never forced
    ("immediate: each opponent chooses { give 1 guard and 1 coin | give 2 vp, even below 0 }",
     "immediate: each opponent chooses { give 2 vp, even below 0 | give 1 guard and 1 coin }",
     True),
    # neither can always be given: the last option is the forced one, so order matters
    ("immediate: each opponent chooses { give 1 guard | give 2 coins }",
     "immediate: each opponent chooses { give 2 coins | give 1 guard }", False),
])
def test_R_LIM_4_an_opponents_choice_is_ordered_only_where_its_last_option_can_be_forced(
        a, b, same):
    def meaning(line):
        timing, _, effect = line.partition(": ")
        return normalise_bonuses((compile_bonus(timing, effect),))
    assert (meaning(a) == meaning(b)) is same


def test_R_CARD_1_a_remembered_reading_is_kept_per_rule_set_words():
    """Validating two rule sets in one process: a text read against one set's words is
    not reused for another whose tracks end elsewhere (R-COMP-5)."""
    from coimbra_dsl.printed import _read
    text = "Game end: 5/7/10 VP for council track space 7-9/10-12/13-15."
    assert _read(text, Lexicon(track_top=15), Timing.GAME_END)
    with pytest.raises(CardTextError, match="stops at 15"):
        _read(text, Lexicon(track_top=20), Timing.GAME_END)
