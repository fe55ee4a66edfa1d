"""Phase A (R-A-1): every pool die is rolled from the game's seeded RNG; the roll is a
logged chance event."""
from collections import Counter

from engine import GameState

from engine_fixtures import RULES, at_phase_b, keys, play_first_until


def test_R_A_1_roll_is_logged_and_uses_faces_1_to_6():
    st = at_phase_b(4, 2)
    rolls = [e for e in st.log if e["event"] == "roll"]
    assert len(rolls) == 1 and len(rolls[0]["dice"]) == 13
    assert sorted(rolls[0]["dice"]) == sorted(f"{c}-{v}" for c, v in st.pool)
    assert all(1 <= v <= 6 for _, v in st.pool)
    assert st.phase == "B"


def test_R_A_1_every_pool_die_is_rerolled_each_round():
    st = at_phase_b(3, 4)
    st = play_first_until(st, lambda s: s.round == 2 and s.phase == "B")
    rolls = [e for e in st.log if e["event"] == "roll"]
    assert [e["round"] for e in rolls] == [1, 2]
    assert Counter(d.split("-")[0] for d in rolls[1]["dice"]) == \
        Counter(d.split("-")[0] for d in rolls[0]["dice"])            # the same 11 dice


def test_R_A_1_the_roll_comes_from_the_saved_rng_state():
    st = play_first_until(at_phase_b(2, 9), lambda s: s.phase == "F")
    text = st.to_json()
    a = play_first_until(st, lambda s: s.round == 2 and s.phase == "B")
    b = play_first_until(GameState.from_json(text, RULES),
                         lambda s: s.round == 2 and s.phase == "B")
    assert a.pool == b.pool and keys(a) == keys(b)
    rolls = [e["dice"] for e in a.log if e["event"] == "roll"]
    assert rolls[0] != rolls[1]
