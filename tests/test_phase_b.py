"""Phase B (R-B-1..4): the draft, row order by value, die tokens in their rows."""
import pytest

from engine.tools.harness import check_invariants
from engine.core.dice import PoolDie, entry_value

from engine_fixtures import at_phase_b, edited, keys

POOL4 = [("gray", 3), ("gray", 3), ("gray", 6), ("orange", 3), ("orange", 5), ("orange", 5),
         ("purple", 2), ("purple", 4), ("purple", 6), ("green", 1), ("green", 3), ("green", 5),
         ("white", 4)]


def rigged(players=4, seed=0, pool=POOL4):
    st = at_phase_b(players, seed)
    st.pool = [PoolDie(*d) for d in pool]
    return edited(st)


def row_values(st, loc):
    return [entry_value(st, loc, e) for e in st.rows[loc]]


def test_R_B_1_draft_in_player_order_until_three_dice_each():
    st = rigged()
    turns = []
    while st.phase == "B":
        turns.append(st.current_player)
        st.apply(keys(st)[0])
    assert turns == st.order * 3
    assert all(all(d is not None for d in p.dice) for p in st.players)
    assert len(st.pool) == 1
    check_invariants(st)


def test_R_B_1_identical_dice_are_one_action():
    st = rigged()
    ks = keys(st)
    assert ks.count("place die=orange-5 at=castle") == 1
    assert ks.count("place die=gray-3 at=upper") == 1
    # 11 distinct dice x 4 locations
    assert len(ks) == 11 * 4
    assert ks[:4] == ["place die=gray-3 at=castle", "place die=gray-3 at=upper",
                      "place die=gray-3 at=central", "place die=gray-3 at=lower"]


def test_R_B_2_castle_ascends_equal_value_goes_right():
    st = rigged()
    a, b, c = st.order[:3]
    st.apply("place die=gray-3 at=castle")
    st.apply("place die=orange-3 at=castle")
    st.apply("place die=purple-2 at=castle")
    assert row_values(st, "castle") == [2, 3, 3]
    assert [s for s, _ in st.rows["castle"]] == [c, a, b]     # b right of the equal a
    st.apply("place die=orange-5 at=castle")
    assert row_values(st, "castle") == [2, 3, 3, 5]


def test_R_B_3_cities_descend_equal_value_goes_right():
    st = rigged()
    a, b, c, d = st.order
    st.apply("place die=gray-3 at=upper")
    st.apply("place die=orange-5 at=upper")
    st.apply("place die=green-3 at=upper")
    st.apply("place die=purple-6 at=upper")
    assert row_values(st, "upper") == [6, 5, 3, 3]
    assert [s for s, _ in st.rows["upper"]] == [d, b, a, c]


def test_R_B_4_several_dice_of_one_player_in_one_location():
    st = rigged()
    a = st.order[0]
    for _ in range(3):
        for _seat in st.order:
            st.apply(next(k for k in keys(st) if k.endswith("at=lower")))
    assert sum(1 for s, _ in st.rows["lower"] if s == a) == 3
    assert len(st.rows["lower"]) == 12


def test_R_B_4_R_SET_3_die_tokens_are_part_of_their_row():
    st = at_phase_b(3, 0)
    assert row_values(st, "upper") == [3] and st.rows["upper"][0][0] == -1
    st.pool = [PoolDie(*d) for d in [
        ("gray", 3), ("gray", 4), ("orange", 2), ("orange", 3), ("orange", 6), ("purple", 1),
        ("purple", 5), ("green", 2), ("green", 6), ("white", 1), ("white", 2)]][:len(st.pool)]
    edited(st)
    st.apply("place die=gray-3 at=upper")                    # equal to the token: right
    st.apply("place die=gray-4 at=upper")                    # higher: left of it
    assert row_values(st, "upper") == [4, 3, 3]
    assert st.rows["upper"][1][0] == -1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_R_B_1_every_player_places_three_dice(players):
    st = at_phase_b(players, 1)
    while st.phase == "B":
        st.apply(keys(st)[-1])
    placed = sum(1 for row in st.rows.values() for s, _ in row if s >= 0)
    # some dice may already have been triggered if phase C started; count holders instead
    assert all(all(d is not None for d in p.dice) for p in st.players)
    assert placed <= 3 * players
