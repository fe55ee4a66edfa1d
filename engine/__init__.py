"""The Coimbra engine: game state, phases A-F, legal actions, effects, scoring."""
