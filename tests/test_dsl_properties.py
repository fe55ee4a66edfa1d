"""Properties over generated effects: whatever the grammar accepts compiles, renders to
one sentence without error, and renders the same way every time."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from coimbra_dsl.render import render_bonus
from dsl_helpers import compile_bonus

N = st.integers(1, 9).map(str)
CLS = st.sampled_from(["council", "merchants", "clerics", "scholars"])
COLOUR = st.sampled_from(["gray", "orange", "purple", "green"])
RES = st.sampled_from(["coins", "coin", "guards", "vp", "steps", "step"])
COUNTER = st.one_of(
    st.just("card"), CLS.map(lambda c: f"card of class {c}"),
    st.lists(st.sampled_from("1234"), min_size=1, max_size=2, unique=True).map(
        lambda v: "card with influence " + ", ".join(v)),
    N.map(lambda n: f"card beyond {n}"), st.just("class set"), st.just("monastery with disk"),
    st.sampled_from(["I", "II", "III"]).map(lambda b: f"monastery {b} with disk"),
    st.just("monastery without disk"), st.just("voyage"), st.just("diploma"), st.just("crown"),
    COLOUR.map(lambda c: f"die {c}"), CLS.map(lambda c: f"track {c}"), st.just("lowest track"),
    st.just("coins"), st.just("guards"))
AMOUNT = st.recursive(
    st.one_of(N, COUNTER),
    lambda inner: st.one_of(
        st.tuples(inner, inner).map(lambda t: f"{t[0]} + {t[1]}"),
        st.tuples(N, inner).map(lambda t: f"{t[0]} * ({t[1]})"),
        inner.map(lambda a: f"half({a})"),
        inner.map(lambda a: f"tiers({a}; 2: 1, 5: 3)")),
    max_leaves=4)
REWARD = st.tuples(st.booleans(), AMOUNT, RES).map(lambda t: ("up to " if t[0] else "") + f"{t[1]} {t[2]}")
QTY = st.tuples(N, RES).map(" ".join)
OPTION = st.lists(st.one_of(QTY.map(lambda q: f"give {q}"), QTY.map(lambda q: f"lose {q}"),
                            CLS.map(lambda c: f"lose card of class {c}")), min_size=1, max_size=2).map(" and ".join)
SIMPLE = st.one_of(
    st.lists(REWARD, min_size=1, max_size=3).map(lambda r: "gain " + " and ".join(r)),
    CLS.map(lambda c: f"gain income of {c}"),
    st.tuples(N, st.one_of(CLS, st.just("any track"), st.just("every track"))).map(lambda t: f"advance {t[0]} on {t[1]}"),
    st.lists(OPTION, min_size=2, max_size=3).map(lambda o: "each opponent chooses { " + " | ".join(o) + " }"),
    st.tuples(CLS, st.lists(OPTION, min_size=2, max_size=2)).map(
        lambda t: f"each opponent behind on {t[0]} chooses {{ " + " | ".join(t[1]) + " }"),
    st.tuples(QTY, REWARD).map(lambda t: f"pay {t[0]} for {t[1]}"),
    st.sampled_from(["invest", "invest in coins voyage", "invest discount 2", "take favor",
                     "take from discard paying 3", "reuse immediate", "reuse game_end of class clerics",
                     "place cap", "score up to 2 voyages", "score diplomas", "score game_end card",
                     "score rank on any track", "card discount coins 1", "wild diplomas 2",
                     "trade 2 guards for 1 vp"]))
STEP = st.recursive(
    SIMPLE,
    lambda inner: st.one_of(
        st.tuples(COUNTER, inner).map(lambda t: f"per {t[0]}: {t[1]}"),
        st.tuples(COUNTER, inner).map(lambda t: f"if no {t[0]}: {t[1]}"),
        st.lists(inner, min_size=2, max_size=3).map(lambda o: "choose { " + " | ".join(o) + " }"),
        st.tuples(st.lists(CLS, min_size=1, max_size=2, unique=True), inner).map(
            lambda t: f"on acquire {', '.join(t[0])}: {t[1]}"),
        inner.map(lambda s: f"on castle die: {s}"), inner.map(lambda s: f"on monastery disk: {s}")),
    max_leaves=4)
EFFECT = st.tuples(st.lists(STEP, min_size=1, max_size=3), st.booleans()).map(
    lambda t: ", ".join(t[0]) + (", at start: gain 1 coin" if t[1] else ""))
TIMING = st.sampled_from(["immediate", "phase_c", "phase_e", "game_end", "lasting", "while_held"])


@settings(max_examples=300, deadline=None)
@given(timing=TIMING, effect=EFFECT)
def test_every_generated_effect_compiles_and_renders_one_sentence(timing, effect):
    bonus = compile_bonus(timing, effect)
    text = render_bonus(bonus)
    assert text.endswith(".") and "\n" not in text and "  " not in text
    assert text[0].isupper()
    assert render_bonus(compile_bonus(timing, effect)) == text
