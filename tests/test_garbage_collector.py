"""What the garbage collector's full passes walk in a long balance run: the
bots' shared caches hold plain values in tuples (no frozensets, no dicts inside
tuples, no cycles), which CPython stops tracking, and `simulate` freezes what lives as
long as the process, after loading the rules and again after the first game, so that
a full collection does not walk hundreds of thousands of objects again and again."""
from __future__ import annotations

import gc
import subprocess
import sys
import textwrap

import pytest

import coimbra_dsl
from engine.bots.valuation import CACHES
from engine.core import phase_b
from engine.tools.simulate import game_seed, play_game

CHECKED = ("shared", "row prospects", "prospect rows", "rank VP", "pilgrim")


@pytest.fixture(scope="module")
def rules():
    return coimbra_dsl.load_ruleset("base")


def test_greedy_games_leave_nothing_tracked_in_the_shared_caches(rules):
    CACHES.clear()      # what greedy games put there, whatever ran before
    for i in range(4):
        play_game(rules, ("greedy",) * 4, game_seed(3, i))
    gc.collect()
    gc.collect()        # a tuple is untracked once what it holds is; a second pass sees it
    for name in CHECKED:
        cache = CACHES[name]
        assert len(cache) > 100, name
        tracked = sum(gc.is_tracked(k) for k in cache) + sum(
            gc.is_tracked(v) for v in cache.values())
        assert tracked <= len(cache) // 100, (name, tracked, len(cache))


def test_R_B_1_the_place_actions_of_few_pools_are_kept(rules, monkeypatch):
    """Pools seldom recur from game to game: the cache of their place actions starts
    over when it holds `POOLS_KEPT` pools, and the actions are the same either way."""
    monkeypatch.setattr(phase_b, "POOLS_KEPT", 20)
    phase_b._POOLS.clear()
    kept = []
    for i in range(3):
        record = play_game(rules, ("random",) * 4, game_seed(5, i))
        kept.append(len(phase_b._POOLS))
        assert record["actions"] == play_game(rules, ("random",) * 4, game_seed(5, i))["actions"]
    assert 0 < max(kept) <= 20


def test_simulate_freezes_again_after_the_first_game():
    """What the first game left that lasts is frozen too (in a process of its own:
    freezing is once per process and stage)."""
    script = textwrap.dedent("""
        import gc
        from engine.tools.simulate import as_spec, load_rules, run_games
        load_rules(as_spec("base"))
        loaded = gc.get_freeze_count()
        run_games("base", 1, ["greedy"] * 4, seed=1)
        played = gc.get_freeze_count()
        run_games("base", 1, ["greedy"] * 4, seed=2)
        print(loaded > 0, played > loaded, gc.get_freeze_count() == played)
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["True", "True", "True"]
