"""The bots' shared caches stay out of the garbage collector's full passes (issue 15):
their keys and values are plain values in tuples (no frozensets, no dicts inside
tuples, no cycles), which CPython stops tracking, so a long balance run does not walk
hundreds of thousands of cached entries at every full collection."""
from __future__ import annotations

import gc

import pytest

import coimbra_dsl
from engine.bots import heuristic
from engine.core import phase_b
from engine.tools.simulate import game_seed, play_game

CACHES = {"shared": heuristic._SHARED, "row prospects": heuristic._SHARED_PROSPECTS,
          "prospect rows": heuristic._PROSPECT_ROWS, "rank VP": heuristic._RANK_VP,
          "pilgrim": heuristic._PILGRIM_CACHE}


@pytest.fixture(scope="module")
def rules():
    return coimbra_dsl.load_ruleset("base")


def test_greedy_games_leave_nothing_tracked_in_the_shared_caches(rules):
    for i in range(4):
        play_game(rules, ("greedy",) * 4, game_seed(3, i))
    gc.collect()
    gc.collect()        # a tuple is untracked once what it holds is; a second pass sees it
    for name, cache in CACHES.items():
        assert len(cache) > 100, name
        tracked = sum(gc.is_tracked(k) for k in cache) + sum(
            gc.is_tracked(v) for v in cache.values())
        assert tracked <= len(cache) // 100, (name, tracked, len(cache))


def test_the_place_actions_of_few_pools_are_kept(rules):
    """Pools seldom recur from game to game: the cache of their place actions is small
    and starts over when full (R-B-1 actions are the same either way)."""
    for i in range(30):
        play_game(rules, ("random",) * 4, game_seed(5, i))
    assert 0 < len(phase_b._POOLS) <= phase_b.POOLS_KEPT
