"""Whether a loaded rule set can be played (B7): every effect word has a runtime handler
and the validator finds no error. `index_of` is the checked, cached entry point."""
from __future__ import annotations

import os

from coimbra_dsl import effects as fx
from coimbra_dsl.errors import CoimbraError, ValidationError, located
from coimbra_dsl.loader import rules_root
from coimbra_dsl.model import RuleSet
from coimbra_dsl.validator import ERROR, validate_play

from .index import RuleIndex, rule_index
from .runtime import HANDLERS


class UninterpretableRules(CoimbraError):
    """A rule set using an effect word the engine has no handler for."""


def uninterpretable(rules: RuleSet) -> "UninterpretableRules | None":
    """Effect words of the set the runtime has no handler for, so that a new word of the
    rule language is reported at once, not in the middle of a game."""
    missing: dict[str, str] = {}
    for comp in rules.components():
        for bonus in comp.bonuses:
            for e in fx.walk(bonus.effect):
                if type(e) not in HANDLERS:
                    missing.setdefault(type(e).__name__, comp.id)
    if not missing:
        return None
    parts = ", ".join(f"{k} (first used by {v})" for k, v in sorted(missing.items()))
    return UninterpretableRules(f"rule set {rules.name!r} uses effects the engine "
                                f"cannot run: {parts}")


def unplayable(rules: RuleSet) -> "CoimbraError | None":
    """Why a loaded rule set cannot be played, or None: an effect the engine cannot run,
    else the validator's errors (not warnings; printed card text aside) as one
    `ValidationError` naming the first.
    Loading does not validate (a modder may load a set to inspect it); playing does
    (B7: no tracks, two tracks of one colour, ... would break the game in the middle)."""
    strange = uninterpretable(rules)
    if strange is not None:
        return strange
    errors = [p for p in validate_play(rules) if p.severity == ERROR]
    if not errors:
        return None
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return ValidationError(f"rule set {rules.name!r} cannot be played: "
                           f"{located(errors[0].span, errors[0].message)}{more}; "
                           f"run 'coimbra validate {_where(rules)}'")


def _where(rules: RuleSet) -> str:
    """What to pass to `coimbra validate` for this set: its own folder when its files
    lie outside the built-in rule sets, else its name."""
    root = str(rules_root())
    own = [str(path) for path in rules.sources
           if not os.path.abspath(str(path)).startswith(root + os.sep)]
    return os.path.dirname(own[-1]) if own else rules.name


_CHECKED: dict[int, tuple[RuleSet, "RuleIndex | CoimbraError"]] = {}


def index_of(rules: RuleSet) -> RuleIndex:
    """The (cached) index of a rule set that can be played. The first call checks the set
    and refuses an unplayable one (`unplayable`; the refusal is cached too: it costs
    nothing per game)."""
    hit = _CHECKED.get(id(rules))
    if hit is None or hit[0] is not rules:
        problem = unplayable(rules)
        hit = _CHECKED[id(rules)] = (rules, problem if problem else rule_index(rules))
    if isinstance(hit[1], CoimbraError):
        raise type(hit[1])(str(hit[1]))
    return hit[1]
