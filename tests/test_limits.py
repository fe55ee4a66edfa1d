"""The game's limits as pure functions (engine/core/limits.py), which the runtime and the
bots both call: caps on gains (R-LIM-1), payments (R-LIM-2, R-LIM-4), track ends
(R-LIM-3), the cap tile (R-FAV-2), card prices (R-C-3, R-C-4), row order (R-B-2/-3)."""
from __future__ import annotations

from hypothesis import given, strategies as hs

from engine.core import queries as q
from engine.core.limits import (capped_gain, capped_value, die_price, paid, row_position,
                                track_space)


def test_gains_are_capped_R_LIM_1():
    assert capped_gain(3, 4, 10) == 4
    assert capped_gain(8, 4, 10) == 2
    assert capped_gain(10, 4, 10) == 0
    assert capped_gain(2, 0, 10) == 0


def test_payments_never_beyond_holdings_R_LIM_2_but_vp_below_zero_R_LIM_4():
    assert paid("coins", 2, 5) == 2
    assert paid("guards", 7, 5) == 5
    assert paid("vp", 1, 3) == 1
    assert paid("vp", 0, 3) == 0
    assert paid("vp", 1, 3, below_zero=True) == 3
    assert paid("coins", 1, 3, below_zero=True) == 1      # only VP go below 0
    assert paid("steps", 4, 2) == 0                       # steps are never held


def test_track_ends_R_LIM_3():
    assert track_space(5, 3, 7) == 7
    assert track_space(1, -3, 7) == 0
    assert track_space(2, 3, 7) == 5


def test_cap_tile_R_FAV_2():
    assert capped_value(3, 2, 6) == 5
    assert capped_value(5, 2, 6) == 6


def test_card_price_R_C_3_R_C_4():
    assert die_price(5, 2) == 3
    assert die_price(2, 5) == 0


@given(hs.lists(hs.integers(1, 6), max_size=8), hs.integers(1, 6), hs.booleans())
def test_a_die_goes_after_equals_in_row_order_R_B_2_R_B_3(values, value, castle):
    row = sorted(values, reverse=not castle)
    pos = row_position(row, value, castle)
    placed = row[:pos] + [value] + row[pos:]
    assert placed == sorted(placed, reverse=not castle)
    assert value not in row[pos:]         # after every entry of equal value


def test_the_bots_ask_the_same_functions():
    """queries hands the bots the core's own functions, not copies."""
    import engine.core.runtime as runtime
    for f in (capped_gain, capped_value, die_price, paid, row_position, track_space):
        assert getattr(q, f.__name__) is f
    assert runtime.capped_gain is capped_gain and runtime.paid is paid
