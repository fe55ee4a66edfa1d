"""Coimbra as a PettingZoo AEC environment (`pip install -e '.[rl]'`).

    from engine.adapters.pettingzoo import coimbra_env
    env = coimbra_env(rules="base", players=2, seed=7)
    env.reset()
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated else env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

Agents are `player_0` .. `player_{n-1}` (seat numbers). The acting agent is the seat of the
pending decision, so one agent often acts several times in a row and an opponent may
answer in the middle of a turn (R-BON-I). Actions are numbers of the rule set's fixed
action space (`engine.adapters.action_space`); observations are dicts of the seat's
`observation` tensor (`engine.adapters.observation_tensor`) and its `action_mask` (all
zero when it is not that agent's decision). Rewards come at the end only: the winner
(R-END-6) gets 1, every other seat -1/(n-1); `infos[agent]` then holds `vp`,
`vp_margin` (VP less the mean VP of the others) and `rank`. There is no truncation.
"""
from __future__ import annotations

import random
from typing import Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import coimbra_dsl
from coimbra_dsl.errors import CoimbraError
from engine import Game
from engine.faces.terminal_text import plain

from .action_space import action_space
from .map_image import map_image
from .observation_tensor import VP_SCALE, encoder_of, observation_text
from .rewards import final_rewards

OBS_LOW, OBS_HIGH = -5.0, 5.0       # VP / 100 may leave [0, 1]; clipped to 500 VP
VP_CLIP = OBS_HIGH * VP_SCALE       # the only values that may leave [-5, 5] are VP


class CoimbraEnv(AECEnv):
    """One Coimbra game per episode; see the module docstring."""
    metadata = {"render_modes": ["human", "ansi", "rgb_array"], "name": "coimbra_v0",
                "is_parallelizable": False, "render_fps": 1}

    def __init__(self, rules="base", players: int = 2, seed: Optional[int] = None,
                 render_mode: Optional[str] = None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise CoimbraError(f"render_mode must be one of "
                               f"{', '.join(self.metadata['render_modes'])} or None, "
                               f"not {render_mode!r}")
        self.rules = coimbra_dsl.load_ruleset(rules) if isinstance(rules, str) else rules
        Game(self.rules, players, 0)         # refuses a player count or rule set now
        self.players = players
        self.render_mode = render_mode
        self.space = action_space(self.rules)
        self.encoder = encoder_of(self.rules, players)
        self.possible_agents = [f"player_{s}" for s in range(players)]
        self.agents = self.possible_agents[:]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        n_actions = len(self.space)
        self._action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self._observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(OBS_LOW, OBS_HIGH, (self.encoder.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n_actions,), np.int8),
        }) for a in self.possible_agents}
        self._seed = seed
        self._seeds: Optional[random.Random] = None
        self.state = None

    # ------------------------------------------------------------------ spaces
    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    # ------------------------------------------------------------------ episode
    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """A new game. Its seed is `seed` if given; else the constructor's seed for the
        first game; later games draw their seeds from a generator started at the last
        seed given, so a seeded run of episodes repeats exactly."""
        if seed is not None:
            self._seeds = random.Random(seed)
            game_seed = seed
        elif self._seeds is None and self._seed is not None:
            self._seeds = random.Random(self._seed)
            game_seed = self._seed
        else:
            if self._seeds is None:
                self._seeds = random.Random()
            game_seed = self._seeds.randrange(2 ** 31)
        self.game_seed = game_seed
        self.state = Game(self.rules, self.players, game_seed).new_state()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.state.current_player]

    def observe(self, agent: str) -> dict:
        seat = self._seat[agent]
        obs = self.encoder.tensor(self.state, seat)
        for p in self.state.players:        # only VP may leave [-5, 5]: clip when it does
            if not -VP_CLIP <= p.vp <= VP_CLIP:
                np.clip(obs, OBS_LOW, OBS_HIGH, out=obs)
                break
        if self.state.current_player == seat:
            mask = self.space.mask(self.state)
        else:
            mask = np.zeros(len(self.space), dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.state.apply(self.space.action(action))   # masked out: IllegalAction, no change
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        st = self.state
        if st.is_terminal:
            win, margin = final_rewards(st.scores, st.winner)
            ranking = next(e["ranking"] for e in reversed(st.log) if e["event"] == "game_end")
            for a in self.agents:
                s = self._seat[a]
                self.rewards[a] = win[s]
                self.terminations[a] = True
                self.infos[a] = {"vp": st.scores[s], "vp_margin": margin[s],
                                 "rank": 1 + ranking.index(s)}
        else:
            self.agent_selection = self.possible_agents[st.current_player]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    # ------------------------------------------------------------------ pictures
    def render(self):
        """Text of the public state (printed for `human`, returned for `ansi` and None);
        the pilgrim map as an RGB array for `rgb_array`."""
        if self.state is None:
            raise CoimbraError("call reset() before render()")
        if self.render_mode == "rgb_array":
            return map_image(self.state)
        seat = self.state.current_player
        text = observation_text(self.state.observation(0 if seat is None else seat))
        if self.render_mode == "human":
            print(plain(text, lines=True))     # ids come from rule files: no control chars
            return None
        return text

    def close(self) -> None:
        self.state = None


def coimbra_env(rules="base", players: int = 2, seed: Optional[int] = None,
                render_mode: Optional[str] = None) -> CoimbraEnv:
    """A Coimbra AEC environment for a rule set (name, folder or `RuleSet`)."""
    return CoimbraEnv(rules=rules, players=players, seed=seed, render_mode=render_mode)


__all__ = ["CoimbraEnv", "coimbra_env"]
