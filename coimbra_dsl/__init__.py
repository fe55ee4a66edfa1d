"""The Coimbra rule language: grammar, compiler, renderer, loader and validator.

`load_ruleset(name_or_path)` turns a folder of `.coimbra` files into a frozen `RuleSet`.
"""
from .errors import CoimbraError, RuleError, RuleSetErrors  # noqa: F401
from .loader import load_ruleset  # noqa: F401
