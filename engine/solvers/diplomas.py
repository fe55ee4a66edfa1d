"""Optimal diploma sets (R-END-3): the best partition of a player's diploma icons.

A player's diploma icons (cards + wild monasteries) are split into sets of pairwise
different kinds, a wild standing for any kind; a set of k kinds scores `set_scores[k-1]`
(1/2/4/8/12 in the base game). The score is the maximum over all partitions.

How the answer is found:

* Only the *size profile* of a partition matters for its score, and only the sorted
  multiset of counts matters for which profiles are possible. A profile (how many sets
  of each size) is feasible iff the icons can be dealt into sets of those sizes with no
  kind twice in a set; by max-flow/min-cut (Gale–Ryser with upper capacities) that holds
  iff, for every r, the r largest counts together fit into `sum_j min(size_j, r)` places,
  and the sizes add up to all icons (wilds fill whatever places are left).
* The constraint model (python-constraint) has one variable per set size — how many sets
  of that size — with those sums as its constraints; it is the source of the answer.
  Every feasible profile is enumerated and the best is taken, so any score table works,
  increasing or not.
* A faster path (`greedy_profile`) is used only for *convex* tables (marginal gains
  f(k)-f(k-1) non-decreasing, f(0)=0, as in the base game 1,1,2,4,4) when every kind can
  be in one set. There `sum f(size)` is Schur-convex, so the profile that majorises all
  feasible ones wins; its conjugate is the counts with the wilds poured onto the rarest
  kinds, i.e. "one of each kind you have, rarest kinds topped up with wilds". For other
  tables greedy can lose (see tests) and the model decides.
* The sets themselves are dealt from the profile: kinds in decreasing count, each into
  the sets with most room left (the Gale–Ryser construction, which never gets stuck on a
  feasible profile), then wilds fill every set with kinds it lacks.

Results are cached by (sorted counts, wilds, table, number of kinds) for the profile and
by the exact arguments for the sets.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping, Optional, Sequence

import constraint

from coimbra_dsl.errors import CoimbraError


class DiplomaError(CoimbraError, ValueError):
    """Diploma counts or a score table that cannot be scored (negative counts, no kinds)."""


@dataclass(frozen=True)
class Partition:
    """The best partition (R-END-3): its score and its sets, largest set first.

    Each set is a tuple of kind names in the order of the kind list; a wild appears as
    the kind it stands for.
    """
    score: int
    sets: tuple[tuple[str, ...], ...]


# ------------------------------------------------------------------ feasibility model

def _prefix_sums(sorted_counts: tuple[int, ...], k: int) -> tuple[int, ...]:
    """P_r = the r largest counts together, for r = 1..k (counts sorted decreasing)."""
    sums, total = [], 0
    for r in range(k):
        total += sorted_counts[r] if r < len(sorted_counts) else 0
        sums.append(total)
    return tuple(sums)


def _profile_score(profile: tuple[int, ...], table: tuple[int, ...]) -> int:
    return sum(n * table[size - 1] for size, n in enumerate(profile, start=1))


def _model_profiles(signature: tuple[int, ...], wilds: int, k: int) -> list[tuple[int, ...]]:
    """Every feasible size profile (n_1..n_k), enumerated by python-constraint.

    Variables: n_s = number of sets of size s. Constraints: sum s*n_s = icons (wilds are
    implicit: they fill the places left) and, for r = 1..k-1, sum min(s, r)*n_s >= P_r.
    A fresh Problem per query; python-constraint2 2.9 raises ValueError when
    preprocessing empties a domain, which means no solution.
    """
    total = sum(signature) + wilds
    names = [f"n{s}" for s in range(1, k + 1)]
    problem = constraint.Problem()
    for s, name in enumerate(names, start=1):
        problem.addVariable(name, range(total // s + 1))
    problem.addConstraint(constraint.ExactSumConstraint(total, list(range(1, k + 1))), names)
    prefix = _prefix_sums(signature, k)
    for r in range(1, k):
        if prefix[r - 1] > 0:
            problem.addConstraint(
                constraint.MinSumConstraint(prefix[r - 1], [min(s, r) for s in range(1, k + 1)]),
                names)
    try:
        solutions = problem.getSolutions()
    except ValueError:
        return []
    return [tuple(sol[name] for name in names) for sol in solutions]


def is_greedy_exact(set_scores: Sequence[int], kinds: int) -> bool:
    """True where `greedy_profile` is proven optimal: every kind fits in one set and the
    table is convex from f(0)=0 (marginal gains non-decreasing)."""
    if kinds > len(set_scores):
        return False
    marginals = [b - a for a, b in zip((0, *set_scores[:kinds]), set_scores[:kinds])]
    return all(x <= y for x, y in zip(marginals, marginals[1:]))


def greedy_profile(signature: Sequence[int], wilds: int, kinds: int) -> tuple[int, ...]:
    """The greedy size profile (n_1..n_kinds): wilds poured onto the rarest of `kinds`
    kinds, then sets of "one of each kind still left" (the conjugate of the counts).

    Optimal only where `is_greedy_exact` holds; exposed so tests can show where it fails.
    """
    if kinds <= 0:
        raise DiplomaError("no diploma kinds to build sets from")
    levels = sorted(list(signature) + [0] * (kinds - len(signature)))
    if len(levels) > kinds:
        raise DiplomaError(f"{len(levels)} kinds of icons but sets of at most {kinds} kinds")
    for _ in range(wilds):                     # top up the rarest kind, one wild at a time
        levels[0] += 1
        levels.sort()
    profile = [0] * kinds
    for layer in range(1, (levels[-1] if levels else 0) + 1):
        size = sum(1 for x in levels if x >= layer)
        profile[size - 1] += 1
    return tuple(profile)


@lru_cache(maxsize=8192)
def _best_profile(signature: tuple[int, ...], wilds: int, table: tuple[int, ...],
                  kinds: int, force_model: bool) -> Optional[tuple[int, ...]]:
    """The best size profile for a sorted count signature, or None if there is none."""
    k = min(kinds, len(table))
    if sum(signature) + wilds == 0:
        return (0,) * k
    if k > 0 and not force_model and is_greedy_exact(table, kinds):
        return greedy_profile(signature, wilds, kinds)
    if k == 0:
        return None
    profiles = _model_profiles(signature, wilds, k)
    if not profiles:
        return None
    # Best score; among equals the profile with the most large sets, for determinism.
    return max(profiles, key=lambda p: (_profile_score(p, table), p[::-1]))


# ------------------------------------------------------------------ dealing the sets

def _deal(counts: Sequence[tuple[str, int]], universe: Sequence[str],
          profile: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    """Deal icons into sets of the profile's sizes; no kind twice in a set (R-END-3).

    Kinds in decreasing count go into the sets with the most room left (Gale–Ryser
    construction: it succeeds whenever the profile is feasible); wilds then fill each set
    with kinds it lacks, in kind-list order.
    """
    sizes = [size for size in range(len(profile), 0, -1) for _ in range(profile[size - 1])]
    room = list(sizes)
    members: list[set[str]] = [set() for _ in sizes]
    order = sorted((c for c in counts if c[1] > 0), key=lambda kc: -kc[1])
    for kind, count in order:
        targets = sorted((j for j in range(len(sizes)) if room[j] > 0),
                         key=lambda j: (-room[j], j))[:count]
        if len(targets) < count:
            raise AssertionError(f"diploma profile {profile} is not feasible for {counts}")
        for j in targets:
            members[j].add(kind)
            room[j] -= 1
    rank = {kind: i for i, kind in enumerate(universe)}
    sets = []
    for j, _size in enumerate(sizes):
        free = (kind for kind in universe if kind not in members[j])
        for _ in range(room[j]):
            members[j].add(next(free))
        sets.append(tuple(sorted(members[j], key=rank.__getitem__)))
    return tuple(sets)


@lru_cache(maxsize=8192)
def _partition(items: tuple[tuple[str, int], ...], wilds: int, table: tuple[int, ...],
               kinds: tuple[str, ...], force_model: bool) -> Partition:
    if wilds < 0 or any(c < 0 for _, c in items):
        raise DiplomaError(f"diploma counts must not be negative: {dict(items)}, wilds {wilds}")
    universe: list[str] = []
    for kind in (*kinds, *(kind for kind, _ in items)):
        if kind not in universe:
            universe.append(kind)
    signature = tuple(sorted((c for _, c in items if c > 0), reverse=True))
    k = min(len(universe), len(table))
    profile = _best_profile(signature, wilds, table, len(universe), force_model)
    if profile is None:
        raise DiplomaError(
            f"no partition of {sum(signature) + wilds} diploma icons into sets of at most "
            f"{k} kinds (kinds {universe or 'none'}, {len(table)} set scores)")
    return Partition(_profile_score(profile, table), _deal(items, universe, profile))


def best_partition(counts: Mapping[str, int], wilds: int = 0,
                   set_scores: Sequence[int] = (1, 2, 4, 8, 12),
                   kinds: Sequence[str] | None = None, *,
                   force_model: bool = False) -> Partition:
    """The highest-scoring partition of diploma icons into sets of different kinds (R-END-3).

    `counts`: icons per kind (any names); `wilds`: wild icons. The kinds are `kinds` (in
    that order) plus any further kinds named in `counts`; a set holds at most
    min(number of kinds, len(set_scores)) kinds. `force_model` skips the greedy fast path
    (benchmarks and tests).
    """
    table = tuple(set_scores)
    return _partition(tuple(counts.items()), int(wilds), table,
                      tuple(kinds) if kinds is not None else (), bool(force_model))


def best_partition_for(ruleset, counts: Mapping[str, int], wilds: int = 0) -> Partition:
    """`best_partition` with the rule set's set scores and diploma kinds (R-END-3)."""
    known = set(ruleset.diploma_kinds)
    unknown = [kind for kind in counts if kind not in known]
    if unknown:
        raise DiplomaError(
            f"unknown diploma kind(s) {', '.join(map(str, unknown))}; the rule set "
            f"{ruleset.name!r} has {', '.join(ruleset.diploma_kinds)} (pass wilds separately)")
    return best_partition(counts, wilds, ruleset.constants.diploma_sets,
                          ruleset.diploma_kinds)


def clear_cache() -> None:
    """Forget every cached answer (benchmarks measure cold calls with this)."""
    _partition.cache_clear()
    _best_profile.cache_clear()
