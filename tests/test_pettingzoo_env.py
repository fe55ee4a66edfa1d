"""The PettingZoo AEC environment: PettingZoo's own api_test and seed_test on
base and a variant, win/loss rewards at the end with the VP margin in infos (R-END-6),
seeds, text and map rendering, and illegal numbers refused.
"""
from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install -e '.[rl]'")

from pettingzoo.test import api_test, seed_test

from coimbra_dsl.errors import CoimbraError
from engine import Game, IllegalAction
from engine.adapters.pettingzoo import coimbra_env

CASES = [("base", 2), ("cabo-verde-tracks", 3)]


@pytest.mark.parametrize("rules,players", CASES)
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_pettingzoo_api_test(rules, players):
    api_test(coimbra_env(rules=rules, players=players, seed=1), num_cycles=1000)


@pytest.mark.parametrize("rules,players", CASES)
def test_pettingzoo_seed_test(rules, players):
    seed_test(lambda: coimbra_env(rules=rules, players=players), num_cycles=500)


def play(env, seed=None):
    """A random game through the AEC loop: (agents in order of action, final last())."""
    env.reset(seed=seed)
    rng = np.random.default_rng(0)
    acted, final = [], {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        assert not truncated
        if terminated:
            final[agent] = (reward, info)
            env.step(None)
            continue
        acted.append(agent)
        mask = obs["action_mask"]
        assert mask.any() and obs["observation"].dtype == np.float32
        env.step(int(rng.choice(np.flatnonzero(mask))))
    return acted, final


def test_rewards_come_at_the_end_win_1_with_the_vp_margin_in_infos_R_END_6():
    env = coimbra_env(players=3, seed=5)
    acted, final = play(env)
    state = env.state
    assert state.is_terminal and env.agents == []
    winner = f"player_{state.winner}"
    assert final[winner][0] == 1.0
    assert all(r == -0.5 for a, (r, _) in final.items() if a != winner)
    assert sum(r for r, _ in final.values()) == pytest.approx(0.0)
    for agent, (_, info) in final.items():
        seat = int(agent.split("_")[1])
        others = [v for s, v in enumerate(state.scores) if s != seat]
        assert info["vp"] == state.scores[seat]
        assert info["vp_margin"] == pytest.approx(state.scores[seat] - sum(others) / 2)
    assert final[winner][1]["rank"] == 1
    assert sorted(info["rank"] for _, info in final.values()) == [1, 2, 3]


def test_the_acting_agent_is_the_seat_of_the_decision():
    env = coimbra_env(players=2, seed=8)
    env.reset()
    for _ in range(30):
        assert env.agent_selection == f"player_{env.state.current_player}"
        other = next(a for a in env.agents if a != env.agent_selection)
        assert not env.observe(other)["action_mask"].any()
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(np.flatnonzero(mask)[-1]))


def test_a_seed_gives_the_game_of_that_seed_and_seeded_runs_repeat():
    env = coimbra_env(players=2)
    env.reset(seed=42)
    assert env.state.to_json() == Game(env.rules, 2, 42).new_state().to_json()
    a = coimbra_env(players=2, seed=9)
    b = coimbra_env(players=2, seed=9)
    firsts = []
    for env in (a, b):
        env.reset()
        play(env)          # a second episode with a drawn seed
        firsts.append(env.game_seed)
    assert firsts[0] == firsts[1]
    assert a.state.to_json() == b.state.to_json()


def test_a_masked_out_number_is_refused_and_changes_nothing():
    env = coimbra_env(players=2, seed=3)
    env.reset()
    before = env.state.to_json()
    mask = env.observe(env.agent_selection)["action_mask"]
    with pytest.raises(IllegalAction):
        env.step(int(np.flatnonzero(mask == 0)[0]))
    assert env.state.to_json() == before


def test_render_gives_text_and_the_map(capsys):
    env = coimbra_env(players=2, seed=4)
    env.reset()
    text = env.render()
    assert text.startswith("round 1 · phase setup") and "P1" in text and "P2" in text
    human = coimbra_env(players=2, seed=4, render_mode="human")
    human.reset()
    assert human.render() is None and capsys.readouterr().out.strip() == text
    picture = coimbra_env(players=2, seed=4, render_mode="rgb_array")
    play(picture)
    img = picture.render()
    assert img.dtype == np.uint8 and img.ndim == 3 and img.shape[2] == 3
    assert img.shape[1] == 480 and img.shape[0] > 100
    assert len(np.unique(img.reshape(-1, 3), axis=0)) > 5   # roads, spaces, disks, pilgrims
    env.close()


def test_a_bad_render_mode_or_player_count_is_refused_in_words():
    with pytest.raises(CoimbraError, match="render_mode must be one of"):
        coimbra_env(render_mode="svg")
    with pytest.raises(CoimbraError, match="no setup for 7 players"):
        coimbra_env(players=7)
