"""Phase E (R-E-1/-2, R-COMP-5): every die once, income by track space, white chooses."""
from engine.tools.harness import check_invariants

from engine_fixtures import at_phase_b, keys, run
from engine.core.dice import HeldDie


def sandbox(dice_by_seat, influence=None):
    st = at_phase_b(4, 0)
    st.pool = []
    for s, p in enumerate(st.players):
        p.dice = [HeldDie(c, v, None, False) for c, v in dice_by_seat.get(s, [])] + \
                 [None] * (3 - len(dice_by_seat.get(s, [])))
        p.cards = [c for c in p.cards if st.ix.timings[c] != {"phase_e"}]
        if influence:
            p.influence = list(influence)
        p.coins = p.guards = 5
        p.vp = 0
    return st


def test_R_E_1_each_die_gives_its_track_income_values_ignored():
    st = sandbox({0: [("gray", 1), ("orange", 6), ("green", 2)]}, influence=[4, 9, 0, 13])
    st.order = [0, 1, 2, 3]
    run(st, ("eturn", 0))                          # the order changes nothing: not asked
    p = st.players[0]
    assert p.vp == 7                               # scholars space 13 -> 7 VP
    assert p.coins == 5 + 3                        # merchants space 9 -> 3 coins
    assert p.guards == 5 + 2                       # council space 4 -> 2 guards
    assert st.pool and len(st.pool) == 3           # R-E-2: back to the pool
    assert p.dice == [None, None, None]


def test_R_LIM_5_an_order_of_dice_that_changes_nothing_is_not_asked():
    st = sandbox({0: [("gray", 1), ("orange", 6), ("green", 2)]}, influence=[4, 9, 0, 13])
    events = run(st, ("eturn", 0))
    assert [e["die"] for e in events if e["event"] == "activate"] == ["gray", "orange", "green"]
    assert [e.get("alike") for e in events if e["event"] == "forced"] == [3, 2, None]
    assert events[0]["text"] == "Activate the gray die on the council track."


def test_R_LIM_5_a_die_that_gives_nothing_is_activated_at_once():
    st = sandbox({0: [("gray", 1), ("purple", 6), ("green", 2)]}, influence=[4, 9, 0, 13])
    st.players[0].pilgrim = st.ix.corners[0]
    events = run(st, ("eturn", 0))                 # clerics space 0: no step
    forced = [e for e in events if e["event"] == "forced"]
    assert forced[0]["action"] == "activate die=purple" and forced[0]["idle"] == 3
    assert st.players[0].vp == 7 and st.players[0].guards == 7


def test_R_LIM_5_an_order_that_can_matter_is_asked():
    st = sandbox({0: [("gray", 1), ("purple", 6)]}, influence=[4, 9, 5, 13])
    st.players[0].pilgrim = st.ix.corners[0]
    run(st, ("eturn", 0))                          # the steps may lead where guards pay
    assert keys(st) == ["activate die=gray", "activate die=purple"]


def test_R_E_1_white_die_takes_a_track_of_the_owners_choice():
    st = sandbox({0: [("white", 5), ("purple", 2)]}, influence=[0, 0, 5, 7])
    run(st, ("eturn", 0))
    assert keys(st) == ["activate die=purple", "activate die=white track=council",
                        "activate die=white track=merchants", "activate die=white track=clerics",
                        "activate die=white track=scholars"]
    st.apply("activate die=white track=scholars")
    assert st.players[0].vp == 4


def test_R_E_1_identical_dice_once_purple_gives_pilgrim_steps():
    st = sandbox({1: [("purple", 2), ("purple", 5), ("green", 1)]}, influence=[0, 0, 5, 0])
    st.players[1].pilgrim = st.ix.corners[0]
    run(st, ("eturn", 1))
    assert keys(st) == ["activate die=purple", "activate die=green"]
    st.apply("activate die=purple")                # clerics 5 -> 2 steps
    assert st.decision == "steps" and st.tasks[-1] == ("steps", 1, 2)


def test_R_E_1_players_act_in_the_new_order_then_phase_F():
    st = sandbox({s: [("purple", 1), ("green", 2), ("gray", 3)] for s in range(4)},
                 influence=[0, 0, 5, 0])          # 2 steps: the order of the dice is asked
    for p in st.players:
        p.pilgrim = st.ix.corners[0]
    st.order = [2, 3, 0, 1]
    run(st, ("phase", "E"))
    turns = []
    while st.phase == "E":
        turns.append(st.current_player)
        st.apply(keys(st)[0])
    assert [t for i, t in enumerate(turns) if i == 0 or turns[i - 1] != t] == [2, 3, 0, 1]
    assert all(d is None for p in st.players for d in p.dice)


def test_R_E_2_all_dice_back_in_the_pool_after_phase_E():
    st = at_phase_b(3, 5)
    while st.phase != "F" and not st.is_terminal:
        st.apply(keys(st)[0])
    assert len(st.pool) == 11
    check_invariants(st)
