"""Phase F (R-F-1, R-INV-1) and the end of a round (R-RND-1)."""
from engine_fixtures import at_phase_b, keys, play_first_until, run


def sandbox():
    st = at_phase_b(3, 0)
    st.voyages = ["tanger", "madeira", "goa", "maskat", "ceuta", "calicut"]
    for p in st.players:
        p.coins, p.guards = 7, 5
        p.favors = []
    return st


def test_R_F_1_each_player_in_order_may_invest_once():
    st = sandbox()
    run(st, *[("invest", s, "", 0) for s in st.order])
    a, b, c = st.order
    assert st.current_player == a
    # goa costs 8 coins, maskat 7 coins, tanger 6 coins, madeira 5 guards, ceuta 4 coins,
    # calicut 4 guards
    assert keys(st) == ["invest voyage=tanger", "invest voyage=madeira", "invest voyage=maskat",
                        "invest voyage=ceuta", "invest voyage=calicut", "pass"]
    st.apply("invest voyage=maskat")
    pa = st.players[a]
    assert pa.coins == 0 and pa.voyages == ["maskat"] and pa.disks_left == 19
    assert st.current_player == b
    st.apply("pass")
    assert st.current_player == c
    st.apply("invest voyage=maskat")              # any number of players per voyage
    assert st.players[c].voyages == ["maskat"]


def test_R_INV_1_one_investment_per_voyage_per_player():
    st = sandbox()
    st.players[0].voyages = ["tanger"]
    st.players[0].disks_left -= 1
    run(st, ("invest", 0, "", 0))
    assert "invest voyage=tanger" not in keys(st)
    assert "invest voyage=madeira" in keys(st)


def test_R_RND_1_four_rounds_then_final_scoring():
    st = at_phase_b(4, 3)
    rounds = []
    while not st.is_terminal:
        if not rounds or rounds[-1] != st.round:
            rounds.append(st.round)
        st.apply(keys(st)[0])
    assert rounds == [1, 2, 3, 4] and st.stack == []
    assert any(e["event"] == "final_scoring" for e in st.log)


def test_R_RND_1_game_ends_early_when_the_stack_is_empty():
    st = at_phase_b(4, 3)
    st = play_first_until(st, lambda s: s.phase == "F")
    st.discard.extend(st.stack)
    st.stack.clear()
    st = play_first_until(st, lambda s: s.phase != "F")
    assert st.phase == "end" and st.round == 1
