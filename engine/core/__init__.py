"""The game itself: state, actions, setup, rounds, phases, the effect runtime, scoring,
queries, observation, saves and invariants. Imports only `coimbra_dsl` and `engine.solvers`."""
