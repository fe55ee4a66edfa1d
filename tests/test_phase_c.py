"""Phase C (R-C-1..8): evaluation order, castle favors, buying cards at the die value,
discounts and triggers of start cards, distress, die tokens and clearing rows."""
from engine.tools.harness import check_invariants

from engine_fixtures import drive, edited, give, keys, to_phase_c

QUIET = ["ii21", "ii22", "ii23", "ii24"]   # council/coins 1, merchants/coins 4,
                                            # clerics/guards 3, scholars/guards 2 (game end)


def test_R_C_1_castle_then_upper_central_lower_leftmost_first():
    st = drive(["place die=gray-3 at=central", "place die=gray-6 at=upper",
                "place die=orange-3 at=castle", "place die=purple-2 at=upper"], "lower")
    a, b, c, d = st.order
    seen = []
    while st.phase == "C":
        t = st.tasks[-1]
        seen.append((t[2], t[1]))
        st.apply("distress")
    assert seen[:4] == [("castle", c), ("upper", b), ("upper", d), ("central", a)]
    assert all(loc == "lower" for loc, _ in seen[4:]) and len(seen) == 12
    # every die is back on its owner's board (R-C-1)
    assert all(d is None or d[2] is None for p in st.players for d in p.dice)


def test_R_C_2_castle_offers_each_favor_tile_or_distress_free_of_charge():
    st = drive(["place die=gray-3 at=castle", "place die=gray-6 at=castle"], "lower")
    a, b = st.order[:2]
    assert st.current_player == a
    assert keys(st) == ["favor tile=favor_3", "favor tile=favor_2", "favor tile=favor_1",
                        "favor tile=favor_0", "distress"]
    coins, guards = st.players[a].coins, st.players[a].guards
    st.apply("favor tile=favor_0")
    st.apply("choose option=2")                                   # 7 coins
    assert st.players[a].favors == ["favor_0"]
    assert st.players[a].coins == min(20, coins + 7) and st.players[a].guards == guards
    assert st.current_player == b
    assert "favor tile=favor_0" not in keys(st)


def test_R_C_3_R_CARD_2_card_costs_the_die_value_in_its_currency_then_crown_token():
    display = {"upper": QUIET, "central": ["iii21", "iii22", "iii23", "iii24"],
               "lower": ["iii9", "iii10", "iii11", "iii12"]}
    st = drive(["place die=orange-5 at=upper"], "lower", display=display,
               crowns={"ii22": 1})
    a = st.order[0]
    p = st.players[a]
    p.coins, p.guards = 6, 2
    edited(st)
    # ii22 and ii21 cost 5 coins; ii23/ii24 cost 5 guards: unaffordable (R-C-8)
    assert keys(st) == ["take card=ii21", "take card=ii22", "distress"]
    ev = st.apply("take card=ii22")
    assert p.coins == 1 and "ii22" in p.cards
    assert p.influence[1] == 4                               # merchants +4 (R-CARD-1)
    assert p.crown_tokens == [1] and "ii22" not in st.crowns_on
    kinds = [e["event"] for e in ev]
    assert kinds.index("card") < kinds.index("crown_token")


def test_R_C_4_R_BON_C_start_cards_discount_and_acquire_triggers():
    display = {"upper": QUIET, "central": ["iii21", "iii22", "iii23", "iii24"],
               "lower": ["iii9", "iii10", "iii11", "iii12"]}
    st = drive(["place die=orange-5 at=upper", "place die=gray-6 at=upper"], "lower",
               display=display)
    a, b = st.order[:2]
    give(st, b, "s3")            # coin cards cost 1 less
    give(st, b, "s2")            # after a merchants card: 1 coin + 2 VP
    give(st, a, "s4")            # guard cards cost 1 less
    pa, pb = st.players[a], st.players[b]
    pa.coins = pa.guards = pb.coins = pb.guards = 10
    edited(st)
    assert st.current_player == b                            # 6 is left of 5
    st.apply("take card=ii22")                               # merchants, 6 coins - 1
    assert pb.coins == 10 - 5 + 1 and pb.vp == 2
    assert st.current_player == a
    st.apply("take card=ii23")                               # clerics, 5 guards - 1
    assert pa.guards == 6 and pa.coins == 10


def test_R_C_4_discount_never_below_zero():
    from engine.core.phase_c import card_cost
    st = drive([], "lower")
    seat = st.order[0]
    give(st, seat, "s3")
    assert card_cost(st, seat, 1, "ii22") == ("coins", 0)
    assert card_cost(st, seat, 1, "ii23") == ("guards", 1)


def test_R_C_5_distress_gives_two_coins_two_guards_capped():
    st = drive(["place die=gray-3 at=castle"], "lower")
    a = st.order[0]
    p = st.players[a]
    p.coins, p.guards = 19, 5
    edited(st)
    st.apply("distress")
    assert (p.coins, p.guards) == (20, 7)                    # R-LIM-1


def test_R_C_8_unaffordable_cards_are_not_offered_distress_always_is():
    from engine.core.phase_c import _trigger_legal
    display = {"upper": QUIET, "central": ["iii21", "iii22", "iii23", "iii24"],
               "lower": ["iii9", "iii10", "iii11", "iii12"]}
    st = drive(["place die=gray-6 at=upper"], "lower", display=display)
    task = st.tasks[-1]
    assert task[:3] == ("trigger", st.order[0], "upper")
    p = st.players[st.order[0]]
    p.coins = p.guards = 5
    assert [a.key for a in _trigger_legal(st, task)] == ["distress"]
    p.coins = 6
    assert [a.key for a in _trigger_legal(st, task)] == ["take card=ii21", "take card=ii22",
                                                         "distress"]


def test_R_C_6_die_token_discards_highest_influence_leftmost_of_ties_then_R_C_7():
    # 3 players: one token of value 3 in each city row
    display = {"upper": ["ii23", "ii22", "ii24", "ii18"],   # influence 3, 4, 2, 4
               "central": ["iii21", "iii22", "iii23", "iii24"],
               "lower": ["iii9", "iii10", "iii11", "iii12"]}
    pool3 = [("gray", 3), ("gray", 4), ("orange", 2), ("orange", 3), ("orange", 6),
             ("purple", 1), ("purple", 5), ("green", 2), ("green", 6), ("white", 1),
             ("white", 2)]
    st = to_phase_c(["place die=orange-2 at=upper"], players=3, pool=pool3,
                    display=display, crowns={"ii22": 1})
    while st.phase == "B":
        st.apply(next(k for k in keys(st) if k.endswith("at=castle")))
    while st.tasks[-1][2] == "castle":
        st.apply("distress")
    # the token (3) sat left of the 2 and has acted: ii22 (first 4) discarded, face down
    assert "ii22" in st.discard and "ii18" not in st.discard
    assert "ii22" not in st.crowns_on
    assert st.tokens["upper"] == [False]
    assert any(e["event"] == "token_discard" and e["card"] == "ii22" for e in st.log)
    assert st.display["upper"] == ["ii23", "ii24", "ii18"]
    st.apply("distress")                                     # the orange-2 die
    # R-C-7: the row is empty of dice: its cards are discarded, its token face up again
    assert st.display["upper"] == []
    assert {"ii23", "ii24", "ii18"} <= set(st.discard)
    assert st.tokens["upper"] == [True]
    check_invariants(st)


def test_R_C_7_rows_without_dice_are_cleared_at_their_turn():
    st = drive([], "castle")
    while st.phase == "C":
        st.apply("distress")
    assert all(st.display[loc] == [] for loc in ("upper", "central", "lower"))
    assert len(st.discard) == 12
