"""Adapters for game-AI libraries: a fixed action space, an observation tensor,
a PettingZoo AEC environment and an OpenSpiel game."""
