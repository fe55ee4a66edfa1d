"""Phase D (R-D-1/-2): crowns decide the new player order; ties reverse."""
from engine.core.runtime import crowns_now

from engine_fixtures import at_phase_b, run
from engine.core.dice import HeldDie


def sandbox(order):
    st = at_phase_b(4, 0)
    st.order = list(order)
    for i, s in enumerate(order):
        st.players[s].flag = i + 1
    return st


def test_R_D_1_crowns_tokens_favor_tiles_and_flag():
    st = sandbox([0, 1, 2, 3])
    assert [crowns_now(st, s) for s in range(4)] == [0, 1, 2, 2]   # flags 1..4
    st.players[0].crown_tokens = [0, 3]          # 2 crowns each
    st.players[0].favors = ["favor_3", "favor_1"]
    assert crowns_now(st, 0) == 4 + 3 + 1 + 0


def test_R_D_2_most_crowns_first_ties_reverse_current_order():
    st = sandbox([0, 1, 2, 3])
    run(st, ("phase", "D"))
    # crowns 0,1,2,2: seats 2 and 3 tie and swap
    assert st.order == [3, 2, 1, 0]
    assert [st.players[s].flag for s in st.order] == [1, 2, 3, 4]


def test_R_D_2_three_way_tie_reverses_the_tied_players_only():
    st = sandbox([0, 1, 2, 3])
    st.players[0].crown_tokens = [1]             # 2 crowns: ties with seats 2 and 3
    run(st, ("phase", "D"))
    assert st.order == [3, 2, 0, 1]
    ev = [e for e in st.log if e["event"] == "order"][-1]
    assert ev["crowns"] == [2, 1, 2, 2] and ev["order"] == [3, 2, 0, 1]


def test_R_D_2_new_order_holds_for_phase_E():
    st = sandbox([2, 0, 3, 1])
    st.players[1].favors = ["favor_3"]           # 3 + flag 4's 2 = 5 crowns
    for p in st.players:
        p.dice = [HeldDie("green", 1, None, False)] * 3
    st.pool = []
    run(st, ("phase", "D"))
    assert st.order[0] == 1
    assert [e["seat"] for e in st.log if e["event"] == "activate"][:3] == [1, 1, 1]
