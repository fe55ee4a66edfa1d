"""The bots' valuation of a state, in VP equivalents, and the greedy bot's estimate of what
each option of a decision adds to it. Read through the public state API, `state.rules`
and `engine.core.queries`; no component is named here.

- `caches`: every memo by name behind one registry (`CACHES`: `clear()`, `sizes()`)
- `context`: what one valuation shares (`Context`, its `Facts`), the worth constants
- `majorities`: expected scoring-tile VP on a track (R-END-2)
- `bonuses`: what a component's bonuses are worth (`effect_value`, `bonus_value`)
- `rows`: what a die in a row is likely to take (R-C-1..8)
- `value`: a seat's value (`seat_value`), a state's (`state_value`), win values
- `gains`: each option's estimated gain (`option_gains`), for the greedy bot
"""
from __future__ import annotations

from .caches import CACHES  # noqa: F401
from .context import Context, Facts  # noqa: F401
from .gains import ESTIMATES, option_gains  # noqa: F401
from .value import (ESTIMATE_SOURCES, final_score_estimate, seat_value,  # noqa: F401
                    state_value, win_values)
