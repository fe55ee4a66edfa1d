"""Coimbra as an OpenSpiel Python game, registered as `python_coimbra` when this module is
imported (`pip install -e '.[rl]'`).

    import pyspiel
    import engine.adapters.openspiel  # registers the game
    game = pyspiel.load_game("python_coimbra", {"players": 3, "rules": "base", "seed": 7})

Parameters: `players` (2), `rules` (a rule set name or folder; "base"), `seed` (-1: each
new game from fresh entropy; else the games of this `Game` object draw their seeds from a
generator started at `seed`) and `vp` (False: returns are win/loss, the winner of R-END-6
gets 1 and every other seat -1/(n-1); True: returns are VP margins, a seat's VP less the
mean VP of the others). Both are zero-sum and come at the end only.

Chance (the phase A roll, R-A-1, and the card stack, R-SET-8) is `SAMPLED_STOCHASTIC`:
it happens inside the state, from the RNG the state carries, so there are no chance
nodes; a `clone()` replays the same future. The game is of imperfect information because
nobody sees the stack's order or the future rolls; `resample_from_infostate` gives a
clone with both redrawn (`GameState.determinize`), which is what a fair search should be
handed (`examples/rl/openspiel_mcts.py` does). Actions are the numbers of the rule set's
fixed action space; observations are `engine.adapters.observation_tensor`'s tensor and
text. A serialized state carries the state's JSON save (OpenSpiel wraps it in its own
encoding: deserialize only strings you made).
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Optional

import numpy as np
import pyspiel

import coimbra_dsl
from coimbra_dsl.model import RuleSet
from engine import Game, GameState

from .action_space import action_space
from .observation_tensor import encoder_of, observation_text
from .rewards import final_rewards

_TERMINAL = pyspiel.PlayerId.TERMINAL
MAX_VP = 1000.0                 # bound of a VP margin, for OpenSpiel's utility range
DECISIONS_PER_PLAYER = 500      # bound of a game's length; random games take < 60

_DEFAULTS = {"players": 2, "rules": "base", "seed": -1, "vp": False}

GAME_TYPE = pyspiel.GameType(
    short_name="python_coimbra",
    long_name="Python Coimbra",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=dict(_DEFAULTS))


@lru_cache(maxsize=None)
def rules_named(name: str) -> RuleSet:
    """A rule set by name or folder, loaded once per process."""
    return coimbra_dsl.load_ruleset(name)


class CoimbraGame(pyspiel.Game):
    """`python_coimbra`: see the module docstring."""

    def __init__(self, params=None):
        params = {**_DEFAULTS, **(params or {})}
        self.rules_arg = str(params["rules"])
        self.rules = rules_named(self.rules_arg)
        self.players = int(params["players"])
        self.vp = bool(params["vp"])
        Game(self.rules, self.players, 0)       # refuses a player count or rule set now
        self.space = action_space(self.rules)
        self.encoder = encoder_of(self.rules, self.players)
        seed = int(params["seed"])
        self._seeds = random.Random(seed) if seed >= 0 else random.Random()
        bound = MAX_VP if self.vp else 1.0
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.space),
            max_chance_outcomes=0,
            num_players=self.players,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0,
            max_game_length=DECISIONS_PER_PLAYER * self.players)
        super().__init__(GAME_TYPE, info, params)

    def new_initial_state(self) -> "CoimbraState":
        seed = self._seeds.randrange(2 ** 31)
        return CoimbraState(self, Game(self.rules, self.players, seed).new_state())

    def make_py_observer(self, iig_obs_type=None, params=None) -> "CoimbraObserver":
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("python_coimbra provides observations, not information "
                             "states (perfect recall)")
        return CoimbraObserver(self, params)


class _Held:
    """The engine state inside an OpenSpiel state: copied with `GameState.clone()`, and
    written as its JSON save when OpenSpiel serializes the state. It keeps the rule set's
    action space and observation encoder at hand (shared by every copy)."""
    __slots__ = ("gs", "rules_arg", "space", "encoder")

    def __init__(self, gs: GameState, rules_arg: str):
        self.gs = gs
        self.rules_arg = rules_arg
        self.space = action_space(gs.rules)
        self.encoder = encoder_of(gs.rules, gs.n)

    def __deepcopy__(self, memo) -> "_Held":
        held = _Held.__new__(_Held)
        held.gs, held.rules_arg = self.gs.clone(), self.rules_arg
        held.space, held.encoder = self.space, self.encoder
        return held

    def __getstate__(self) -> dict:
        return {"save": self.gs.to_json(), "rules": self.rules_arg}

    def __setstate__(self, data: dict) -> None:
        self.__init__(GameState.from_json(data["save"], rules_named(data["rules"])),
                      data["rules"])


class CoimbraState(pyspiel.State):
    """One game; actions are numbers of the rule set's action space."""

    def __init__(self, game: CoimbraGame, gs: GameState):
        super().__init__(game)
        self._held = _Held(gs, game.rules_arg)
        self._vp = game.vp

    @property
    def gs(self) -> GameState:
        """The engine's `GameState` (read it; change it only through `apply_action`)."""
        return self._held.gs

    def current_player(self) -> int:
        seat = self._held.gs.current_player
        return _TERMINAL if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        held = self._held
        if player != held.gs.current_player:
            return []
        return held.space.legal(held.gs)

    def _apply_action(self, action: int) -> None:
        held = self._held
        held.gs.apply(held.space.action(action))

    def _action_to_string(self, player: int, action: int) -> str:
        return self._held.space.key(action)

    def is_terminal(self) -> bool:
        return self._held.gs.is_terminal

    def returns(self) -> list[float]:
        gs = self._held.gs
        if not gs.is_terminal:
            return [0.0] * gs.n
        win, margin = final_rewards(gs.scores, gs.winner)
        return margin if self._vp else win

    def resample_from_infostate(self, player_id: int, probability_sampler=None
                                ) -> "CoimbraState":
        """A clone with everything nobody has seen redrawn (the stack's order, future
        rolls): one possible world consistent with every seat's observation.
        `probability_sampler` (a callable giving floats in [0, 1)) seeds the draw."""
        out = self.clone()
        draw = probability_sampler() if probability_sampler is not None else random.random()
        out._held.gs.determinize(random.Random(int(draw * 2 ** 53)))
        return out

    # Called from Python, these two skip pyspiel's generic path, which builds a new
    # initial state on every call to learn the tensor's shape; C++ callers get the same
    # values through `CoimbraObserver`.
    def observation_tensor(self, player: Optional[int] = None) -> list[float]:
        held = self._held
        seat = held.gs.current_player if player is None else player
        return held.encoder.tensor_list(held.gs, seat)

    def observation_string(self, player: Optional[int] = None) -> str:
        gs = self._held.gs
        return observation_text(gs.observation(gs.current_player if player is None else player))

    def __str__(self) -> str:
        gs = self._held.gs
        seat = gs.current_player
        return observation_text(gs.observation(0 if seat is None else seat))


class CoimbraObserver:
    """Observation tensor and text of one seat (PyObserver interface)."""

    def __init__(self, game: CoimbraGame, params=None):
        if params:
            raise ValueError(f"python_coimbra observations take no parameters, got {params}")
        self.encoder = game.encoder
        self.tensor = np.zeros(self.encoder.size, np.float32)
        self.dict = self.encoder.unflatten(self.tensor)

    def set_from(self, state: CoimbraState, player: int) -> None:
        self.tensor[:] = self.encoder.tensor(state.gs, player)

    def string_from(self, state: CoimbraState, player: int) -> str:
        return observation_text(state.gs.observation(player))


pyspiel.register_game(GAME_TYPE, CoimbraGame)

__all__ = ["CoimbraGame", "CoimbraState", "CoimbraObserver", "GAME_TYPE", "rules_named"]
