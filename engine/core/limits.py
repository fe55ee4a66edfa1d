"""The game's limits and orders as pure functions of plain numbers: what a gain, a payment
or a move on a track comes to under the caps (R-LIM-1..4), a die's value with the cap
tile (R-FAV-2), a card's price (R-C-3, R-C-4) and where a die goes in its row (R-B-2/-3).

The runtime applies them to the state; bots and views ask the same functions about
states they only imagine (through `queries`), so each rule is written once.
"""
from __future__ import annotations

from typing import Iterable


def capped_gain(held: int, n: int, cap: int) -> int:
    """How much of a gain of `n` a seat holding `held` keeps under `cap` (R-LIM-1)."""
    return max(0, min(n, cap - held))


def paid(resource: str, held: int, n: int, below_zero: bool = False) -> int:
    """How much a payment of `n` takes from `held` of a resource: never beyond what is
    held (R-LIM-2), but VP may go below 0 when `below_zero` (another seat's give/lose
    bonus, R-LIM-4); what cannot be held (steps) is never paid."""
    if resource == "vp":
        return n if below_zero else max(0, min(n, held))
    if resource == "coins" or resource == "guards":
        return min(n, held)
    return 0


def track_space(space: int, n: int, top: int) -> int:
    """The space `n` spaces on from `space`, between the first space and the last, `top`
    (R-LIM-3)."""
    return max(0, min(top, space + n))


def capped_value(value: int, cap_tile: int, cap_max: int) -> int:
    """A die's value under the cap tile: raised by the tile's amount, at most `cap_max`
    (R-FAV-2)."""
    return min(value + cap_tile, cap_max)


def die_price(value: int, discount: int) -> int:
    """What a die of `value` pays for a character card: its value less the seat's
    discount in the card's currency, never below 0 (R-C-3, R-C-4)."""
    return value - discount if value > discount else 0


def row_position(values: Iterable[int], value: int, castle: bool) -> int:
    """The index a die of `value` takes in a row whose entries have `values` (first to
    last): after every entry of equal value, the castle ascending (R-B-2), the cities
    descending (R-B-3)."""
    pos = 0
    if castle:
        for x in values:
            if x <= value:
                pos += 1
    else:
        for x in values:
            if x >= value:
                pos += 1
    return pos
