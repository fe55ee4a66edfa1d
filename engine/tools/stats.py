"""Statistics a balance number rests on: every estimate with its 95% interval and the
sample behind it, all computed by scipy.stats (Wilson score intervals for proportions,
Student t for means and paired differences, Fisher's exact test and Newcombe's interval
for two independent proportions, Benjamini-Hochberg for many tests at once).

Estimates are streamed (`Mean` keeps count, mean and squared deviations, Welford), so a
run of any length needs memory only for its table, never for its games.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional, Sequence

LEVEL = 0.95


def _scipy_stats():
    """scipy.stats, imported on first use (a second or so; `play` and `replay` import
    the simulate module for its seeds and never need it)."""
    from scipy import stats
    return stats


@dataclass(frozen=True)
class Estimate:
    """A statistic, its 95% interval and the number of observations it rests on."""
    value: Optional[float]
    lo: Optional[float]
    hi: Optional[float]
    n: int

    def to_json(self, digits: int = 4) -> dict:
        """`{"value", "ci95": [lo, hi], "n"}` (None where there is no data)."""
        return {"value": _round(self.value, digits),
                "ci95": [_round(self.lo, digits), _round(self.hi, digits)], "n": self.n}

    def excludes(self, x: float) -> bool:
        """True when `x` lies outside the interval (a difference beyond chance at 95%)."""
        return self.lo is not None and self.hi is not None and not self.lo <= x <= self.hi


def _round(x: Optional[float], digits: int) -> Optional[float]:
    return None if x is None or math.isnan(x) else round(float(x), digits)


@lru_cache(maxsize=1 << 16)
def proportion(k: int, n: int) -> Estimate:
    """`k` successes in `n` trials with the Wilson score interval (scipy's binomtest;
    cached, since a table asks for the same small counts again and again)."""
    sps = _scipy_stats()
    if n <= 0:
        return Estimate(None, None, None, 0)
    ci = sps.binomtest(k, n).proportion_ci(confidence_level=LEVEL, method="wilson")
    return Estimate(k / n, max(0.0, float(ci.low)), min(1.0, float(ci.high)), n)


class Mean:
    """A running mean with its variance (Welford), so a mean's interval needs no list."""
    __slots__ = ("n", "mean", "m2")

    def __init__(self) -> None:
        self.n = 0
        self.mean = 0.0
        self.m2 = 0.0

    def add(self, x: float) -> None:
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self.m2 += d * (x - self.mean)

    def estimate(self) -> Estimate:
        return mean_interval(self.n, self.mean, self.m2 / (self.n - 1) if self.n > 1 else 0.0)


def mean_interval(n: int, mean: float, variance: float) -> Estimate:
    """The Student t interval of a mean of `n` observations with sample variance
    `variance` (scipy.stats.t); a constant sample has a zero-width interval."""
    sps = _scipy_stats()
    if n <= 0:
        return Estimate(None, None, None, 0)
    if n == 1:
        return Estimate(mean, None, None, 1)
    se = math.sqrt(max(variance, 0.0) / n)
    if se == 0.0:
        return Estimate(mean, mean, mean, n)
    lo, hi = sps.t.interval(LEVEL, n - 1, loc=mean, scale=se)
    return Estimate(mean, float(lo), float(hi), n)


@dataclass(frozen=True)
class Difference:
    """B minus A for one statistic: the difference with its interval, the raw p-value of
    'no difference' and, once corrected for the number of tests, whether it is significant."""
    name: str
    a: Estimate
    b: Estimate
    diff: Estimate
    p: float
    p_adjusted: float = 1.0

    @property
    def significant(self) -> bool:
        return self.p_adjusted < 1 - LEVEL

    def to_json(self) -> dict:
        return {"a": self.a.to_json(), "b": self.b.to_json(), "difference": self.diff.to_json(),
                "p": _round(self.p, 6), "p_adjusted": _round(self.p_adjusted, 6),
                "significant": self.significant}


def paired_difference(name: str, a: Sequence[float], b: Sequence[float]) -> Difference:
    """Per-game values of one statistic on the same seeds under A and B (common random
    numbers): the mean of B - A with its t interval and the paired t-test's p-value."""
    ma, mb = _mean_of(a), _mean_of(b)
    diff, p = mean_difference([y - x for x, y in zip(a, b)])
    return Difference(name, ma, mb, diff, p)


def mean_difference(diffs: Sequence[float]) -> tuple[Estimate, float]:
    """The mean of paired differences with its t interval and the t-test's p-value of
    'no difference'. Differences all equal have no spread to build a t interval from:
    all zero is no difference (p = 1); all equal and not zero get no interval and the
    exact sign test's p (2 / 2^n: never 0, and 0.5 for two games)."""
    n = len(diffs)
    if n == 0:
        return Estimate(None, None, None, 0), 1.0
    if all(d == diffs[0] for d in diffs):
        d = diffs[0]
        if d == 0:
            return Estimate(0.0, 0.0 if n > 1 else None, 0.0 if n > 1 else None, n), 1.0
        return Estimate(d, None, None, n), sign_test(diffs)
    sps = _scipy_stats()
    res = sps.ttest_1samp(diffs, 0.0)
    ci = res.confidence_interval(LEVEL)
    return Estimate(_mean(diffs), float(ci.low), float(ci.high), n), float(res.pvalue)


def sign_test(diffs: Sequence[float]) -> float:
    """The exact two-sided sign test of paired differences (ties left out; for wins
    and losses it is McNemar's exact test): p of as many or fewer of the rarer sign."""
    up = sum(1 for d in diffs if d > 0)
    down = sum(1 for d in diffs if d < 0)
    if up + down == 0:
        return 1.0
    return float(_scipy_stats().binomtest(up, up + down, 0.5).pvalue)


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs)


def _mean_of(xs: Sequence[float]) -> Estimate:
    m = Mean()
    for x in xs:
        m.add(x)
    return m.estimate()


def proportion_difference(name: str, ka: int, na: int, kb: int, nb: int) -> Difference:
    """Two proportions from different samples (say the win rate of a component's takers
    under A and under B): B - A with Newcombe's hybrid score interval (built from the two
    Wilson intervals) and the p-value of Fisher's exact test."""
    sps = _scipy_stats()
    a, b = proportion(ka, na), proportion(kb, nb)
    if na == 0 or nb == 0:
        return Difference(name, a, b, Estimate(None, None, None, min(na, nb)), 1.0)
    d = b.value - a.value
    lo = d - math.sqrt((b.value - b.lo) ** 2 + (a.hi - a.value) ** 2)
    hi = d + math.sqrt((b.hi - b.value) ** 2 + (a.value - a.lo) ** 2)
    p = sps.fisher_exact([[kb, nb - kb], [ka, na - ka]]).pvalue
    return Difference(name, a, b, Estimate(d, lo, hi, na + nb), float(p))


def correct(diffs: Sequence[Difference]) -> list[Difference]:
    """The differences with p-values adjusted for their number (Benjamini-Hochberg, scipy's
    false_discovery_control): with no real change anywhere, the chance that any is called
    significant stays at the nominal 5%."""
    sps = _scipy_stats()
    if not diffs:
        return []
    adjusted = sps.false_discovery_control([d.p for d in diffs], method="bh")
    return [Difference(d.name, d.a, d.b, d.diff, d.p, float(q)) for d, q in zip(diffs, adjusted)]


def fair_flag(est: Estimate, fair: float) -> Optional[str]:
    """"above" or "below" when the fair rate lies outside the estimate's interval."""
    if not est.excludes(fair):
        return None
    return "above" if est.lo > fair else "below"


def rate_text(stat: dict) -> str:
    """A rate in its JSON form as `41.0% [35.2–47.1]` (no interval when there is none)."""
    if stat["value"] is None:
        return "–"
    lo, hi = stat["ci95"]
    if lo is None:
        return f"{stat['value']:.1%}"
    return f"{stat['value']:.1%} [{lo * 100:.1f}–{hi * 100:.1f}]"


def mean_text(stat: dict, digits: int = 1) -> str:
    """A mean in its JSON form as `125.3 ±2.1` (± half the 95% interval)."""
    if stat["value"] is None:
        return "–"
    lo, hi = stat["ci95"]
    if lo is None:
        return f"{stat['value']:.{digits}f}"
    return f"{stat['value']:.{digits}f} ±{(hi - lo) / 2:.{digits}f}"


def _signed(x: float, digits: int) -> str:
    text = f"{x:+.{digits}f}"
    return text.replace("-", "+", 1) if float(text) == 0 else text     # no "-0.0"


def interval_text(stat: dict, scale: float = 1.0, digits: int = 1) -> str:
    """A difference in its JSON form as `+4.5 [+1.0, +8.0]` (times `scale`: 100 for
    percentage points), signed so a negative bound never reads as a dash."""
    if stat["value"] is None:
        return "–"
    lo, hi = stat["ci95"]
    value = _signed(stat["value"] * scale, digits)
    if lo is None or hi is None:
        return value
    return f"{value} [{_signed(lo * scale, digits)}, {_signed(hi * scale, digits)}]"
