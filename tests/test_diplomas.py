"""Diploma sets (R-END-3): the constraint model against an exhaustive oracle.

The oracle below knows nothing of size profiles or feasibility: it tries every set that
can hold one icon of a fixed kind (plus any other kinds and any number of wilds) and
recurses on what is left, memoised on the sorted counts.
"""
from __future__ import annotations

import itertools
from collections import Counter
from functools import lru_cache
from types import SimpleNamespace

import constraint
import pytest
from hypothesis import given, settings, strategies as st

from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.model import Constants
from engine.solvers import diplomas
from engine.solvers.diplomas import (DiplomaError, Partition, best_partition, best_partition_for,
                             greedy_profile, is_greedy_exact)

BASE = (1, 2, 4, 8, 12)
KINDS = ("law", "medicine", "theology", "philosophy", "arts")


# ------------------------------------------------------------------ oracle

def oracle(counts: dict, wilds: int, table, n_kinds: int) -> int:
    """Best score by brute force over partitions (singletons always exist)."""
    left = tuple(sorted((c for c in counts.values() if c > 0), reverse=True))
    return _oracle_best(left, wilds, tuple(table), min(n_kinds, len(table)))


@lru_cache(maxsize=None)
def _oracle_best(left: tuple[int, ...], w: int, table: tuple[int, ...], k: int) -> int:
    if not left and w == 0:
        return 0
    result = None
    if left:
        first, rest = left[0], left[1:]
        # the set holding one icon of the first kind: any subset of the other kinds
        for picked in itertools.product((0, 1), repeat=len(rest)):
            size = 1 + sum(picked)
            if size > k:
                continue
            after = [first - 1] + [c - p for c, p in zip(rest, picked)]
            nxt = tuple(sorted((c for c in after if c > 0), reverse=True))
            for j in range(0, min(w, k - size) + 1):
                value = table[size + j - 1] + _oracle_best(nxt, w - j, table, k)
                result = value if result is None else max(result, value)
    else:
        for j in range(1, min(w, k) + 1):
            value = table[j - 1] + _oracle_best((), w - j, table, k)
            result = value if result is None else max(result, value)
    return result


def check_sets(part: Partition, counts: dict, wilds: int, universe, table) -> None:
    """Every icon in exactly one set, no kind twice in a set, score = sum of set scores."""
    k = min(len(universe), len(table))
    used = Counter()
    for s in part.sets:
        assert 1 <= len(s) <= k
        assert len(set(s)) == len(s), f"kind repeated in {s}"
        assert all(kind in universe for kind in s)
        used.update(s)
    # each regular icon is used once; the surplus per kind is exactly the wilds
    surplus = 0
    for kind in universe:
        assert used[kind] >= counts.get(kind, 0), (kind, part, counts)
        surplus += used[kind] - counts.get(kind, 0)
    assert surplus == wilds
    assert part.score == sum(table[len(s) - 1] for s in part.sets)


def count_vectors(n_kinds: int, max_total: int):
    for vector in itertools.product(range(max_total + 1), repeat=n_kinds):
        if sum(vector) <= max_total:
            yield vector


# ------------------------------------------------------------------ exhaustive

def test_R_END_3_model_matches_oracle_on_every_count_vector_up_to_12_icons():
    """Every count vector of 5 kinds with 0..12 icons and 0..3 wilds (24 752 inputs)."""
    diplomas.clear_cache()
    checked = 0
    for vector in count_vectors(5, 12):
        counts = dict(zip(KINDS, vector))
        for w in range(4):
            part = best_partition(counts, w, BASE, force_model=True)
            assert part.score == oracle(counts, w, BASE, 5), (counts, w, part)
            check_sets(part, counts, w, KINDS, BASE)
            checked += 1
    assert checked == 6188 * 4


def test_R_END_3_greedy_path_equals_oracle_for_base_table_on_every_vector():
    """The base table is convex, so the fast path is taken; it must equal the oracle."""
    assert is_greedy_exact(BASE, 5)
    diplomas.clear_cache()
    for vector in count_vectors(5, 12):
        counts = dict(zip(KINDS, vector))
        for w in range(4):
            part = best_partition(counts, w, BASE)
            assert part.score == oracle(counts, w, BASE, 5), (counts, w, part)
            check_sets(part, counts, w, KINDS, BASE)


# ------------------------------------------------------------------ known answers

@pytest.mark.parametrize("counts, wilds, score", [
    ({}, 0, 0),
    ({"law": 1}, 0, 1),
    ({"law": 1, "arts": 1}, 0, 2),
    (dict.fromkeys(KINDS, 1), 0, 12),
    (dict.fromkeys(KINDS, 2), 0, 24),
    ({"law": 3}, 0, 3),
    ({"law": 2, "arts": 1}, 2, 9),          # law arts w w (8) + law (1)
    ({}, 5, 12),                            # five wilds: one full set
    ({}, 6, 13),                            # 12 + 1
    ({"law": 4, "medicine": 4}, 0, 8),      # four pairs
    ({"law": 4, "medicine": 4}, 3, 12 + 2 + 2 + 2),  # wilds complete one full set
])
def test_R_END_3_known_scores_base_table(counts, wilds, score):
    part = best_partition(counts, wilds, BASE, KINDS)
    assert part.score == score
    check_sets(part, counts, wilds, KINDS, BASE)


def test_R_END_3_wild_written_as_the_kind_it_stands_for():
    part = best_partition({"law": 1}, 4, BASE, KINDS)
    assert part == Partition(12, (KINDS,))


def test_R_END_3_greedy_loses_on_a_concave_table_and_the_model_wins():
    """Table 1/5/6/7/8: greedy makes one set of 4 (7 VP), two pairs make 10."""
    table = (1, 5, 6, 7, 8)
    counts = {"law": 1, "medicine": 1, "theology": 1, "philosophy": 1}
    assert not is_greedy_exact(table, 5)
    greedy = greedy_profile((1, 1, 1, 1), 0, 5)
    greedy_score = sum(n * table[s] for s, n in enumerate(greedy))
    assert greedy_score == 7
    part = best_partition(counts, 0, table, KINDS)
    assert part.score == 10 == oracle(counts, 0, table, 5)
    assert sorted(map(len, part.sets)) == [2, 2]
    check_sets(part, counts, 0, KINDS, table)


def test_R_END_3_greedy_also_loses_on_a_table_with_a_flat_step():
    """1/2/4/8/8 is not convex (a 5th kind adds nothing): greedy would waste a wild."""
    table = (1, 2, 4, 8, 8)
    assert not is_greedy_exact(table, 5)
    counts = {"law": 2, "medicine": 2, "theology": 2, "philosophy": 2, "arts": 1}
    greedy = greedy_profile((2, 2, 2, 2, 1), 1, 5)
    greedy_score = sum(n * table[s] for s, n in enumerate(greedy))
    best = oracle(counts, 1, table, 5)
    part = best_partition(counts, 1, table, KINDS)
    assert part.score == best
    assert greedy_score <= best
    check_sets(part, counts, 1, KINDS, table)


def test_R_END_3_six_kind_variant_table():
    kinds = KINDS + ("music",)
    table = (1, 2, 4, 8, 12, 18)
    counts = dict(zip(kinds, (2, 2, 2, 2, 1, 1)))
    part = best_partition(counts, 1, table, kinds)
    assert part.score == oracle(counts, 1, table, 6) == 18 + 12
    check_sets(part, counts, 1, kinds, table)


def test_R_END_3_more_kinds_than_set_sizes_caps_the_set_size():
    """Six kinds but five scores: a set holds at most five kinds."""
    kinds = KINDS + ("music",)
    counts = dict.fromkeys(kinds, 1)
    part = best_partition(counts, 0, BASE, kinds)
    assert part.score == 13 == oracle(counts, 0, BASE, 6)
    check_sets(part, counts, 0, kinds, BASE)


def test_R_END_3_kinds_default_to_those_named_in_counts():
    """Without `kinds`, wilds can only stand for kinds named in counts (zeros included)."""
    assert best_partition({"a": 1}, 2).score == 3                       # three singletons
    assert best_partition({"a": 1, "b": 0, "c": 0}, 2).score == 4       # one set of 3


def test_R_END_3_a_kind_listed_twice_is_one_kind():
    part = best_partition({"a": 1}, 1, BASE, ("a", "a"))
    assert part == Partition(1 + 1, (("a",), ("a",)))


def test_R_END_3_only_the_sorted_counts_matter():
    a = best_partition({"law": 3, "medicine": 1, "arts": 2}, 1, BASE, KINDS)
    b = best_partition({"theology": 1, "philosophy": 2, "law": 3}, 1, BASE, KINDS)
    assert a.score == b.score
    assert sorted(map(len, a.sets)) == sorted(map(len, b.sets))


def test_R_END_3_cached_answer_is_the_same_object():
    diplomas.clear_cache()
    first = best_partition({"law": 2, "arts": 1}, 1, BASE, KINDS)
    assert best_partition({"law": 2, "arts": 1}, 1, BASE, KINDS) is first


def test_R_END_3_best_partition_for_reads_the_rule_set():
    ruleset = SimpleNamespace(name="six", diploma_kinds=KINDS + ("music",),
                              constants=Constants(diploma_sets=(1, 2, 4, 8, 12, 18)))
    part = best_partition_for(ruleset, {"law": 1, "music": 1}, 4)
    assert part.score == 18
    assert part.sets == (KINDS + ("music",),)


def test_R_END_3_base_rule_set_table_takes_the_proven_fast_path():
    """The base rule set's table is convex, so its greedy path is exact (see the
    exhaustive test); scores come from the rule file."""
    from coimbra_dsl import load_ruleset
    base = load_ruleset("base")
    kinds = base.diploma_kinds
    assert is_greedy_exact(base.constants.diploma_sets, len(kinds))
    counts = {kinds[0]: 3, kinds[1]: 2, kinds[2]: 2, kinds[3]: 1}
    part = best_partition_for(base, counts, 1)
    assert part.score == oracle(counts, 1, base.constants.diploma_sets, len(kinds))
    check_sets(part, counts, 1, kinds, base.constants.diploma_sets)


def test_R_END_3_best_partition_for_rejects_unknown_kind():
    ruleset = SimpleNamespace(name="base", diploma_kinds=KINDS, constants=Constants())
    with pytest.raises(DiplomaError, match="unknown diploma kind.*wild"):
        best_partition_for(ruleset, {"law": 1, "wild": 1})


def test_R_END_3_bad_input_is_a_coimbra_error():
    with pytest.raises(CoimbraError, match="negative"):
        best_partition({"law": -1})
    with pytest.raises(CoimbraError, match="negative"):
        best_partition({"law": 1}, -1)
    with pytest.raises(DiplomaError, match="no partition"):
        best_partition({}, 2)                   # wilds but no kind to write them as


def test_R_END_3_library_quirk_empty_domain_raises_value_error():
    """python-constraint2 2.9 raises instead of returning no solution."""
    problem = constraint.Problem()
    problem.addVariable("a", [1])
    problem.addConstraint(constraint.ExactSumConstraint(3, [1]), ["a"])
    try:
        solutions = problem.getSolutions()
    except ValueError:
        solutions = None
    assert not solutions


def test_R_END_3_model_treats_value_error_as_no_solution(monkeypatch):
    def boom(self):
        raise ValueError("min() arg is an empty sequence")
    monkeypatch.setattr(constraint.Problem, "getSolutions", boom)
    diplomas.clear_cache()
    assert diplomas._model_profiles((2, 1), 0, 5) == []
    with pytest.raises(DiplomaError, match="no partition"):
        best_partition({"law": 2, "arts": 1}, 0, (1, 5, 6, 7, 8), force_model=True)
    diplomas.clear_cache()


# ------------------------------------------------------------------ properties

kind_names = st.text(min_size=1, max_size=6)
small_counts = st.integers(min_value=0, max_value=3)


@st.composite
def diploma_inputs(draw, table_strategy):
    kinds = draw(st.lists(kind_names, min_size=1, max_size=6, unique=True))
    table = draw(table_strategy)
    counts = {k: draw(small_counts) for k in kinds}
    while sum(counts.values()) > 9:
        counts[kinds[0]] = max(0, counts[kinds[0]] - 1)
        kinds = kinds[1:] + kinds[:1]
    wilds = draw(st.integers(min_value=0, max_value=3))
    return kinds, table, counts, wilds


nondecreasing = st.lists(st.integers(0, 6), min_size=1, max_size=6).map(
    lambda steps: tuple(itertools.accumulate(steps)))
arbitrary = st.lists(st.integers(-5, 20), min_size=1, max_size=6).map(tuple)


@settings(max_examples=150, deadline=None)
@given(diploma_inputs(nondecreasing))
def test_R_END_3_property_nondecreasing_tables_match_oracle(data):
    kinds, table, counts, wilds = data
    part = best_partition(counts, wilds, table, kinds)
    assert part.score == oracle(counts, wilds, table, len(kinds))
    check_sets(part, counts, wilds, kinds, table)


@settings(max_examples=150, deadline=None)
@given(diploma_inputs(arbitrary))
def test_R_END_3_property_arbitrary_tables_match_oracle(data):
    kinds, table, counts, wilds = data
    part = best_partition(counts, wilds, table, kinds)
    assert part.score == oracle(counts, wilds, table, len(kinds))
    check_sets(part, counts, wilds, kinds, table)


@settings(max_examples=100, deadline=None)
@given(diploma_inputs(st.lists(st.integers(0, 5), min_size=1, max_size=6).map(
    lambda gains: tuple(itertools.accumulate(sorted(gains))))))
def test_R_END_3_property_greedy_exact_on_convex_tables(data):
    """Convex tables (non-decreasing marginal gains from 0): fast path = model = oracle."""
    kinds, table, counts, wilds = data
    fast = best_partition(counts, wilds, table, kinds)
    model = best_partition(counts, wilds, table, kinds, force_model=True)
    assert fast.score == model.score == oracle(counts, wilds, table, len(kinds))
    check_sets(fast, counts, wilds, kinds, table)
