"""The OpenSpiel game `python_coimbra`: OpenSpiel's own random_sim_test on base
and a variant, win/loss and VP-margin returns (R-END-6), clone, serialization, resampling
what nobody has seen (R-SET-8, R-A-1), and OpenSpiel's MCTSBot playing a whole game
against coimbra's greedy bot.
"""
from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pyspiel", reason="the rl extra is not installed: pip install -e '.[rl]'")
pytest.importorskip("open_spiel", reason="the rl extra is not installed: pip install -e '.[rl]'")

import pyspiel  # noqa: E402
from open_spiel.python.algorithms import mcts  # noqa: E402

import engine.adapters.openspiel  # noqa: F401  (registers python_coimbra)
from coimbra_dsl.errors import CoimbraError
from engine import SetupError
from engine.adapters.observation_tensor import observation_text
from engine.bots import GreedyBot


def load(**params):
    return pyspiel.load_game("python_coimbra", params)


def random_state(game, moves: int, seed: int = 0):
    state = game.new_initial_state()
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_the_game_is_registered_with_its_type():
    assert "python_coimbra" in pyspiel.registered_names()
    game = load(players=3, seed=1)
    t = game.get_type()
    assert t.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game.num_players() == 3 and game.num_distinct_actions() == len(game.space)
    assert str(game) == "python_coimbra(players=3,rules=base,seed=1,vp=False)"


@pytest.mark.parametrize("params,sims", [
    ({"players": 2, "seed": 1}, 2),
    ({"players": 4, "seed": 2, "vp": True}, 1),
    ({"players": 3, "seed": 3, "rules": "cabo-verde-tracks"}, 1),
])
def test_random_sim_test(params, sims):
    """OpenSpiel's checks (clone, legal actions, observations, returns in range and
    zero-sum). Its serialize=True path needs Game.GetRNGState, which a Python game of
    SAMPLED_STOCHASTIC chance cannot provide; state serialization is tested below."""
    pyspiel.random_sim_test(load(**params), num_sims=sims, serialize=False, verbose=False)


def test_a_seed_makes_the_games_of_a_game_object_repeat():
    first = [load(seed=5).new_initial_state().gs.to_json() for _ in range(2)]
    assert first[0] == first[1]
    game = load(seed=5)
    assert game.new_initial_state().gs != game.new_initial_state().gs   # each game its own
    assert load().new_initial_state().gs != load().new_initial_state().gs  # seed -1


def test_returns_are_win_loss_or_the_vp_margin_R_END_6():
    for vp in (False, True):
        state = random_state(load(players=3, seed=4, vp=vp), 10 ** 4)
        gs = state.gs
        assert state.is_terminal() and state.current_player() == pyspiel.PlayerId.TERMINAL
        r = state.returns()
        assert sum(r) == pytest.approx(0.0)
        if vp:
            assert r == pytest.approx([v - (sum(gs.scores) - v) / 2 for v in gs.scores])
        else:
            assert r[gs.winner] == 1.0 and sorted(r) == [-0.5, -0.5, 1.0]
    assert random_state(load(seed=4), 5).returns() == [0.0, 0.0]


def test_serialization_round_trip_at_any_decision():
    game = load(players=2, seed=5)
    for moves in (0, 1, 17, 60, 10 ** 4):
        state = random_state(game, moves, seed=moves)
        again = game.deserialize_state(state.serialize())
        assert again.gs == state.gs and str(again) == str(state)
        assert again.history() == state.history()
        if not state.is_terminal():
            a = state.legal_actions()[0]
            state.apply_action(a)
            again.apply_action(a)
            assert again.gs == state.gs


def test_clone_is_exact_and_independent():
    state = random_state(load(players=2, seed=6), 25)
    copy = state.clone()
    assert copy.gs == state.gs and copy.gs is not state.gs
    copy.apply_action(copy.legal_actions()[0])
    assert copy.gs != state.gs and len(copy.history()) == len(state.history()) + 1


def test_resampling_redraws_only_what_nobody_has_seen_R_SET_8():
    state = random_state(load(players=2, seed=7), 12)
    worlds = [state.resample_from_infostate(0, random.Random(k).random) for k in range(4)]
    for w in worlds:
        for seat in range(2):
            assert w.observation_tensor(seat) == state.observation_tensor(seat)
        assert w.legal_actions() == state.legal_actions()
    assert len({tuple(w.gs.stack) for w in worlds}) > 1


def test_observation_tensor_and_string():
    game = load(players=2, seed=8)
    state = random_state(game, 30)
    for seat in range(2):
        tensor = np.asarray(state.observation_tensor(seat), dtype=np.float32)
        assert tensor.shape == (game.observation_tensor_size(),)
        assert np.array_equal(tensor, game.encoder.encode(state.gs.observation(seat)))
        assert state.observation_string(seat) == observation_text(state.gs.observation(seat))


def test_bad_parameters_are_refused():
    with pytest.raises(SetupError, match="no setup for 9 players"):
        load(players=9)
    with pytest.raises(CoimbraError, match="no-such-rules"):
        load(rules="no-such-rules")


def test_openspiel_mcts_bot_plays_a_whole_game_against_the_greedy_bot():
    game = load(players=2, seed=9)
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=6,
                       evaluator=mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    greedy = GreedyBot(seed=0)
    state = game.new_initial_state()
    sampler = random.Random(0).random
    mcts_moves = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state.resample_from_infostate(0, sampler))
            mcts_moves += 1
        else:
            action = game.space.index(greedy.choose(state.gs))
        assert action in state.legal_actions()
        state.apply_action(action)
    assert mcts_moves > 10 and sorted(state.returns()) == [-1.0, 1.0]


def test_a_mod_folder_is_a_rule_set_too():
    folder = str(Path(__file__).resolve().parent.parent / "examples" / "lisbon-harbour")
    game = load(rules=folder, seed=2)
    again = pyspiel.load_game(str(game))             # the game string names the folder
    assert str(again) == str(game) and again.rules.name == "lisbon_harbour"
    assert "take card=mestre_de_naus" in again.space.keys
    pyspiel.random_sim_test(again, num_sims=1, serialize=False, verbose=False)


def test_openspiel_rl_environment_plays_a_game_with_random_agents():
    from open_spiel.python import rl_environment
    from open_spiel.python.algorithms import random_agent
    env = rl_environment.Environment("python_coimbra", players=2, seed=3)
    actions = env.action_spec()["num_actions"]
    assert env.observation_spec()["info_state"] == (env.game.observation_tensor_size(),)
    agents = [random_agent.RandomAgent(player_id=p, num_actions=actions) for p in range(2)]
    step = env.reset()
    while not step.last():
        step = env.step([agents[step.observations["current_player"]].step(step).action])
    assert sorted(step.rewards) == [-1.0, 1.0]
