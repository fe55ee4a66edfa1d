"""Searches as pure functions of their inputs: diploma partitions (python-constraint) and
pilgrim paths (networkx)."""
