"""Adapter benchmark: CPU µs per decision of random games through each adapter,
as a ratio of the bare engine's (goal: an adapter costs at most 2x the engine per step).
Run: `python benchmarks/bench_adapters.py [--rules base] [--players 2] [--games 20]
[--repeats 7]` (needs the rl extra). Each figure is the median of `--repeats` runs of the
same seeded games (the loops take turns), in CPU time of this process; `+µs` is what a
loop adds to the engine's step.

Loops (the same random choices in each):
- engine: `legal_actions()`, pick one, `apply(action)`
- engine + observation: the same plus `observation(seat)` of the seat to move (the dict
  the web table and bots read)
- engine + tensor: the same plus `observation_tensor(state, seat)` (built straight from
  the state, `engine/adapters/state_tensor.py`)
- action space: `space.legal(state)` (numbers), pick one, `apply(space.action(i))`
- pettingzoo, no observation: `agent_iter`, `last(observe=False)`, the mask, `step(i)`
- pettingzoo: `agent_iter`, `last()` (observation tensor + mask), `step(i)`
- openspiel: `state.legal_actions()`, pick one, `state.apply_action(i)` (through pyspiel)
- openspiel + observation: the same plus `observation_tensor(player)` each decision
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import coimbra_dsl
from engine import Game


def engine_loop(rules, players, seeds, look=None):
    steps = 0
    for seed in seeds:
        st = Game(rules, players, seed).new_state()
        rng = random.Random(seed)
        while not st.is_terminal:
            acts = st.legal_actions()
            if look is not None:
                look(st, st.current_player)
            st.apply(acts[rng.randrange(len(acts))])
            steps += 1
    return steps


def observation_loop(rules, players, seeds):
    return engine_loop(rules, players, seeds, look=lambda st, seat: st.observation(seat))


def tensor_loop(rules, players, seeds):
    from engine.adapters.observation_tensor import observation_tensor
    return engine_loop(rules, players, seeds, look=observation_tensor)


def space_loop(rules, players, seeds):
    from engine.adapters.action_space import action_space
    space = action_space(rules)
    steps = 0
    for seed in seeds:
        st = Game(rules, players, seed).new_state()
        rng = random.Random(seed)
        while not st.is_terminal:
            legal = space.legal(st)
            st.apply(space.action(legal[rng.randrange(len(legal))]))
            steps += 1
    return steps


def pettingzoo_loop(rules, players, seeds, observe=True):
    from engine.adapters.pettingzoo import coimbra_env
    env = coimbra_env(rules=rules, players=players)
    space = env.space
    steps = 0
    for seed in seeds:
        env.reset(seed=seed)
        rng = random.Random(seed)
        for _agent in env.agent_iter():
            if observe:
                obs, _, term, trunc, _ = env.last()
                legal = obs["action_mask"].nonzero()[0] if not term else None
            else:
                _, _, term, trunc, _ = env.last(observe=False)
                legal = space.legal(env.state) if not term else None
            if term or trunc:
                env.step(None)
                continue
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
    return steps


def pettingzoo_bare_loop(rules, players, seeds):
    return pettingzoo_loop(rules, players, seeds, observe=False)


def openspiel_loop(rules, players, seeds, observe=False):
    import pyspiel

    import engine.adapters.openspiel  # noqa: F401
    game = pyspiel.load_game("python_coimbra", {"players": players, "rules": rules.name})
    steps = 0
    for seed in seeds:
        state = engine.adapters.openspiel.CoimbraState(
            game, Game(game.rules, players, seed).new_state())
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            if observe:
                state.observation_tensor(state.current_player())
            state.apply_action(legal[rng.randrange(len(legal))])
            steps += 1
    return steps


def openspiel_observe_loop(rules, players, seeds):
    return openspiel_loop(rules, players, seeds, observe=True)


LOOPS = [("engine", engine_loop), ("engine + observation", observation_loop),
         ("engine + tensor", tensor_loop), ("action space", space_loop),
         ("pettingzoo, no observation", pettingzoo_bare_loop),
         ("pettingzoo", pettingzoo_loop), ("openspiel", openspiel_loop),
         ("openspiel + observation", openspiel_observe_loop)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", default="base")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--repeats", type=int, default=7)
    args = ap.parse_args()
    rules = coimbra_dsl.load_ruleset(args.rules)
    seeds = range(args.games)
    print(f"rules {rules.name}, {args.players} players, {args.games} random games, "
          f"median of {args.repeats} runs (CPU time)")
    for _, loop in LOOPS:
        loop(rules, args.players, seeds[:1])           # warm caches and imports
    times: dict[str, list[float]] = {name: [] for name, _ in LOOPS}
    for _ in range(args.repeats):                      # round robin: noise hits all alike
        for name, loop in LOOPS:
            t0 = time.process_time()
            steps = loop(rules, args.players, seeds)
            times[name].append((time.process_time() - t0) / steps * 1e6)
    base = statistics.median(times["engine"])
    for name, _ in LOOPS:
        us = statistics.median(times[name])
        print(f"{name:28s} {us:7.1f} µs/step  {1e6 / us:8.0f} steps/s  "
              f"{us / base:5.2f}x engine  {us - base:+6.1f} µs")


if __name__ == "__main__":
    main()
