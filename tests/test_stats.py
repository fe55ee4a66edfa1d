"""The statistics behind every balance number: known textbook cases (Newcombe 1998) and
scipy's own results for the same data; streamed means equal the list formulas."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats as sps

from engine.tools.stats import (Difference, Estimate, Mean, correct, fair_flag,
                                mean_interval, paired_difference, proportion,
                                proportion_difference)

# Newcombe, "Two-sided confidence intervals for the single proportion", Stat Med 1998,
# Table I, method 3 (Wilson score, no continuity correction).
WILSON = [((81, 263), (0.2553, 0.3662)), ((15, 148), (0.0624, 0.1605)),
          ((0, 20), (0.0, 0.1611)), ((1, 29), (0.0061, 0.1718)), ((29, 29), (0.8830, 1.0))]


@pytest.mark.parametrize("counts,expected", WILSON)
def test_wilson_interval_matches_newcombe_table(counts, expected):
    est = proportion(*counts)
    assert est.n == counts[1] and est.value == pytest.approx(counts[0] / counts[1])
    assert (est.lo, est.hi) == pytest.approx(expected, abs=1e-4)


def test_wilson_interval_is_scipys():
    for k, n in [(3, 7), (50, 100), (1, 1000), (999, 1000)]:
        ci = sps.binomtest(k, n).proportion_ci(0.95, method="wilson")
        est = proportion(k, n)
        assert (est.lo, est.hi) == pytest.approx((ci.low, ci.high))


def test_no_data_is_no_estimate():
    assert proportion(0, 0) == Estimate(None, None, None, 0)
    assert proportion(0, 0).to_json() == {"value": None, "ci95": [None, None], "n": 0}
    assert Mean().estimate().n == 0


def test_newcombe_difference_of_two_proportions():
    """Newcombe, "Interval estimation for the difference between independent proportions",
    Stat Med 1998, example (a): 56/70 - 48/80, method 10: 0.0524 to 0.3339."""
    d = proportion_difference("x", 48, 80, 56, 70)
    assert d.diff.value == pytest.approx(0.2)
    assert (d.diff.lo, d.diff.hi) == pytest.approx((0.0524, 0.3339), abs=1e-4)
    assert d.p == pytest.approx(sps.fisher_exact([[56, 14], [48, 32]]).pvalue)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-50, 200), min_size=2, max_size=60))
def test_streamed_mean_interval_is_scipys_t_interval(xs):
    m = Mean()
    for x in xs:
        m.add(x)
    est = m.estimate()
    assert est.n == len(xs) and est.value == pytest.approx(sum(xs) / len(xs))
    if len(set(xs)) == 1:
        assert est.lo == est.hi == est.value
        return
    ci = sps.ttest_1samp(xs, 0).confidence_interval(0.95)
    assert (est.lo, est.hi) == pytest.approx((ci.low, ci.high), rel=1e-9, abs=1e-9)


def test_mean_interval_by_hand_case():
    # n=10, mean 5, variance 4: 5 ± t(0.975, 9) * 2 / sqrt(10) = 5 ± 1.4307
    est = mean_interval(10, 5.0, 4.0)
    assert (est.lo, est.hi) == pytest.approx((3.5693, 6.4307), abs=1e-4)


def test_paired_difference_is_scipys_paired_t_test():
    rng = random.Random(3)
    a = [rng.random() for _ in range(40)]
    b = [x + 0.1 + rng.gauss(0, 0.2) for x in a]
    d = paired_difference("x", a, b)
    res = sps.ttest_rel(b, a)
    ci = res.confidence_interval(0.95)
    assert d.p == pytest.approx(res.pvalue)
    assert (d.diff.lo, d.diff.hi) == pytest.approx((ci.low, ci.high))
    assert d.diff.value == pytest.approx(sum(b) / 40 - sum(a) / 40)
    assert d.a.n == d.b.n == d.diff.n == 40


def test_identical_samples_differ_by_exactly_nothing():
    d = paired_difference("x", [1, 0, 1, 1], [1, 0, 1, 1])
    assert (d.diff.value, d.diff.lo, d.diff.hi, d.p) == (0, 0, 0, 1.0)
    assert not correct([d])[0].significant


def test_correction_is_benjamini_hochberg():
    ps = [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216]
    diffs = [Difference(str(i), Estimate(0, 0, 0, 1), Estimate(0, 0, 0, 1),
                        Estimate(0, 0, 0, 1), p) for i, p in enumerate(ps)]
    out = correct(diffs)
    assert [d.p_adjusted for d in out] == pytest.approx(list(sps.false_discovery_control(ps)))
    assert [d.significant for d in out] == [True, True] + [False] * 8
    assert [d.name for d in out] == [d.name for d in diffs]


def test_fair_flag_only_outside_the_interval():
    assert fair_flag(proportion(25, 100), 0.25) is None
    assert fair_flag(proportion(45, 100), 0.25) == "above"
    assert fair_flag(proportion(5, 100), 0.25) == "below"
    assert fair_flag(proportion(0, 0), 0.25) is None


def test_equal_paired_differences_give_no_interval_and_a_sign_test_p():
    """Two games whose differences are both 1: p is the sign test's 0.5, never 0, and
    there is no zero-width interval."""
    d = paired_difference("x", [0, 0], [1, 1])
    assert d.p == 0.5 and d.diff.value == 1 and d.diff.lo is None and d.diff.hi is None
    many = paired_difference("x", [0] * 12, [2] * 12)
    assert 0 < many.p < 0.001
    same = paired_difference("x", [3, 4], [3, 4])
    assert same.p == 1.0 and same.diff.value == 0


def test_interval_text_signs_both_bounds():
    from engine.tools.stats import interval_text
    assert interval_text({"value": -0.02, "ci95": [-0.04, -0.0001], "n": 9}, 100.0) == \
        "-2.0 [-4.0, +0.0]"
    assert interval_text({"value": 1.5, "ci95": [None, None], "n": 2}) == "+1.5"
    assert interval_text({"value": None, "ci95": [None, None], "n": 0}) == "–"
