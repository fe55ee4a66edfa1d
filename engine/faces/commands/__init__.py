"""Subcommands of `coimbra`, one module each (see engine/cli.py)."""
