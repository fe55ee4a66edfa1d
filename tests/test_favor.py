"""Favor tiles and the cap tile (R-FAV-1..5, R-C-2)."""
from engine.core.dice import entry_value

from engine_fixtures import at_phase_b, drive, edited, keys, play_first_until, run

DISPLAY = {"upper": ["ii21", "ii22", "ii23", "ii24"],
           "central": ["iii21", "iii22", "iii23", "iii24"],
           "lower": ["iii9", "iii10", "iii11", "iii12"]}


def test_R_FAV_1_three_crowns_invest_now_with_discount_and_while_held():
    st = drive(["place die=gray-3 at=castle"], "lower", display=DISPLAY)
    a = st.order[0]
    p = st.players[a]
    p.coins, p.guards = 5, 5
    st.voyages = ["tanger", "goa", "madeira", "ceuta", "maskat", "diu"]
    edited(st)
    st.apply("favor tile=favor_3")
    # tanger 6 -> 4, goa 8 -> 6 (too dear), madeira 5 -> 3 guards, maskat 7 -> 5
    assert keys(st) == ["invest voyage=tanger", "invest voyage=madeira",
                        "invest voyage=ceuta", "invest voyage=maskat", "invest voyage=diu",
                        "pass"]
    st.apply("invest voyage=maskat")
    assert p.coins == 0 and p.voyages == ["maskat"]
    # still held in phase F of this round: the discount applies again
    p.coins = 4
    run(st, ("invest", a, "", 0))
    assert "invest voyage=tanger" in keys(st)


def test_R_FAV_2_cap_tile_moves_the_die_and_the_card_costs_value_plus_3():
    st = drive(["place die=gray-3 at=castle", "place die=orange-5 at=upper",
                "place die=purple-4 at=upper", "place die=green-3 at=lower",
                "place die=orange-3 at=upper"], "lower", display=DISPLAY)
    a, b, c, d = st.order
    assert st.current_player == a
    p = st.players[a]
    p.coins, p.guards, p.vp = 10, 10, 0
    edited(st)
    st.apply("favor tile=favor_2")
    assert p.vp == 4
    # a's dice in city rows: orange-3 at upper and the third die at lower (+ pass)
    third = next(d for d in p.dice if d[2] == "lower")
    assert keys(st) == ["cap die=orange-3 at=upper", f"cap die={third[0]}-{third[1]} at=lower",
                        "pass"]
    st.apply("cap die=orange-3 at=upper")
    upper = st.rows["upper"]
    assert [entry_value(st, "upper", e) for e in upper] == [6, 5, 4]
    assert upper[0][0] == a and st.cap == a
    assert any(e["event"] == "cap" and e["value"] == 6 for e in st.log)
    # the remaining castle dice act, then upper: a's capped die first, cost 6
    while st.tasks[-1][2] == "castle":
        st.apply("distress")
    assert st.current_player == a and st.tasks[-1][2] == "upper"
    st.apply("take card=ii22")
    assert p.coins == 4


def test_R_FAV_2_cap_value_at_most_9_and_only_one_cap_per_round():
    st = drive(["place die=gray-3 at=castle", "place die=orange-3 at=lower",
                "place die=orange-5 at=lower", "place die=purple-2 at=lower",
                "place die=gray-6 at=upper"], "lower", display=DISPLAY)
    a = st.order[0]
    st.apply("favor tile=favor_2")
    st.apply(next(k for k in keys(st) if "at=upper" in k))
    assert [e["value"] for e in st.log if e["event"] == "cap"] == [9]
    run(st, ("eff", a, st.ix.bonus_roots("favor_2", "immediate")[0], 1))
    assert st.decision is None                      # the cap tile is in use


def test_R_FAV_3_one_crown_2_vp_and_up_to_3_steps():
    st = drive(["place die=gray-3 at=castle"], "lower", display=DISPLAY)
    a = st.order[0]
    vp = st.players[a].vp
    st.apply("favor tile=favor_1")
    assert st.players[a].vp == vp + 2
    assert st.tasks[-1] == ("steps", a, 3) and "stop" in keys(st)


def test_R_FAV_4_zero_crowns_7_guards_or_7_coins():
    st = drive(["place die=gray-3 at=castle"], "lower", display=DISPLAY)
    a = st.order[0]
    g = st.players[a].guards
    st.apply("favor tile=favor_0")
    assert keys(st) == ["choose option=1", "choose option=2"]
    st.apply("choose option=1")
    assert st.players[a].guards == min(20, g + 7)


def test_R_FAV_5_tiles_held_until_the_end_of_the_round_then_all_return():
    st = drive(["place die=gray-3 at=castle", "place die=gray-6 at=castle"], "lower",
               display=DISPLAY)
    a, b = st.order[:2]
    st.apply("favor tile=favor_0")
    st.apply("choose option=1")
    st.apply("favor tile=favor_1")
    held = {s: list(p.favors) for s, p in enumerate(st.players)}
    assert held[a] == ["favor_0"] and held[b] == ["favor_1"]
    st = play_first_until(st, lambda s: s.round == 2)
    assert st.favors == ["favor_3", "favor_2", "favor_1", "favor_0"]
    assert all(p.favors == [] for p in st.players) and st.cap is None


def test_R_C_2_castle_with_no_tile_left_offers_distress_only():
    st = at_phase_b(4, 0)
    st.favors = []
    edited(st)
    from engine.core.phase_c import _trigger_legal
    from engine.core.tasks import TriggerTask
    assert [a.key for a in _trigger_legal(st, TriggerTask("trigger", 0, "castle"))] == ["distress"]
