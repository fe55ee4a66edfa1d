"""Immediate character bonuses (R-BON-I, R-CARD-1) and the limits they meet (R-LIM-1..5)."""
import pytest

from engine_fixtures import (IMMEDIATE, at_phase_b, bonus, card_for, give, keys, run)


def sandbox(players=3):
    st = at_phase_b(players, 0)
    for p in st.players:
        p.coins, p.guards, p.vp = 5, 5, 10
        p.influence = [0, 0, 0, 0]
        for cid in list(p.cards):
            st.box.append(cid)
        p.cards = []
    return st


def test_R_BON_I_gain_depicted_rewards_and_steps():
    st = sandbox()
    seat = st.order[0]
    st.players[seat].pilgrim = st.ix.corners[0]
    give(st, seat, card_for(IMMEDIATE[0]))
    bonus(st, seat, card_for(IMMEDIATE[0]))
    assert st.players[seat].coins == 8
    assert st.decision == "steps" and keys(st) == ["step to=s1", "step to=s2", "stop"]


def test_R_BON_I_opponents_give_guard_and_coin_or_2_vp_their_choice_in_player_order():
    st = sandbox()
    a, b, c = st.order
    cid = card_for(IMMEDIATE[1])
    give(st, b, cid)
    st.players[c].coins = 0                                  # c lacks coins: VP only
    bonus(st, b, cid)
    # a decides first (player order), c's single option is taken without asking
    assert st.current_player == a
    assert keys(st) == ["choose option=1", "choose option=2"]
    st.apply("choose option=1")
    assert (st.players[a].guards, st.players[a].coins) == (4, 4)
    assert (st.players[b].guards, st.players[b].coins) == (6, 6)
    assert st.players[c].vp == 8 and st.players[b].vp == 12
    assert any(e["event"] == "forced" and e["seat"] == c for e in st.log)


def test_R_LIM_4_forced_last_option_may_take_vp_below_zero():
    st = sandbox()
    a, b, c = st.order
    cid = card_for(IMMEDIATE[1])
    give(st, a, cid)
    for s in (b, c):
        st.players[s].coins = 0
        st.players[s].vp = 1                                 # can pay neither in full
    bonus(st, a, cid)
    assert st.players[b].vp == -1 and st.players[c].vp == -1
    assert st.players[a].vp == 10 + 4


def test_R_BON_I_5_vp_and_opponents_lose_3_vp_or_a_cleric_card_with_its_influence():
    st = sandbox()
    a, b, c = st.order
    cid = card_for(IMMEDIATE[2])
    give(st, a, cid)
    give(st, b, "ii23", influence=True)                      # clerics, influence 3
    give(st, b, "iii2", influence=True)                      # clerics, influence 1
    bonus(st, a, cid)
    assert st.players[a].vp == 15
    assert st.current_player == b
    assert keys(st) == ["choose option=1", "choose option=2 card=ii23",
                        "choose option=2 card=iii2"]
    st.apply("choose option=2 card=ii23")
    assert st.players[b].cards == ["iii2"] and st.players[b].influence[2] == 1
    assert "ii23" in st.discard
    # c has no cleric card: loses 3 VP without a decision
    assert st.players[c].vp == 7


def test_R_BON_I_take_from_discard_paying_3_of_its_currency_and_gain_it_fully():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[3])
    give(st, a, cid)
    st.discard = ["ii22", "ii23", "s3"]                      # coins card, guards card, start card
    for x in st.discard:
        for pile in (st.stack, st.box, *st.display.values()):
            if x in pile:
                pile.remove(x)
    st.players[a].guards = 2
    bonus(st, a, cid)
    assert keys(st) == ["take card=ii22", "pass"]            # no guards, no start card
    st.apply("take card=ii22")
    p = st.players[a]
    assert p.coins == 2 and "ii22" in p.cards and p.influence[1] == 4


def test_R_BON_I_R_LIM_4_giving_vp_even_below_0_may_be_chosen_with_too_few_vp():
    """Rulebook (seed 000): the opponent may cede the VP and drop below 0 even when
    holding the other resources (`give 2 vp, even below 0`)."""
    st = sandbox()
    a, b, c = st.order
    cid = card_for(IMMEDIATE[1])
    give(st, c, cid)
    st.players[a].vp = 1                                     # has guard and coin, 1 VP
    bonus(st, c, cid)
    assert st.current_player == a
    assert keys(st) == ["choose option=1", "choose option=2"]
    st.apply("choose option=2")
    assert st.players[a].vp == -1 and st.players[c].vp == 10 + 2
    assert (st.players[a].guards, st.players[a].coins) == (5, 5)


def test_R_BON_I_R_LIM_6_players_behind_on_council_give_one_of_two():
    from engine.core.runtime import advance
    st = sandbox()
    a, b, c = st.order
    cid = card_for(IMMEDIATE[4])
    give(st, b, cid)
    advance(st, a, 0, 3, [])                                 # a reaches 3 first: ahead of b
    advance(st, b, 0, 3, [])
    advance(st, c, 0, 1, [])
    bonus(st, b, cid)
    assert st.current_player == c
    st.apply("choose option=1")
    assert st.players[c].guards == 3 and st.players[b].guards == 7
    assert st.players[a].guards == 5 and st.players[a].vp == 10


def test_R_BON_I_per_council_card_this_included_guard_and_step():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[5])                              # merchants card
    give(st, a, cid)
    give(st, a, "ii21")
    give(st, a, "iii4")                                       # two council cards
    st.players[a].pilgrim = st.ix.corners[0]
    bonus(st, a, cid)
    assert st.players[a].guards == 7
    assert st.tasks[-1] == ("steps", a, 2)


def test_R_BON_I_take_favor_tile_still_beside_the_castle():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[6])
    give(st, a, cid)
    st.favors = ["favor_2", "favor_0"]
    bonus(st, a, cid)
    assert keys(st) == ["favor tile=favor_2", "favor tile=favor_0"]
    st.apply("favor tile=favor_0")
    st.apply("choose option=1")
    assert st.players[a].guards == 12 and st.players[a].favors == ["favor_0"]
    st.favors = []
    bonus(st, a, cid)                                         # none left: nothing happens
    assert st.decision is None


def test_R_BON_I_per_merchant_card_coin_and_vp():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[7])
    give(st, a, cid)
    give(st, a, "ii22")
    give(st, a, "ii18")
    bonus(st, a, cid)
    assert st.players[a].coins == 7 and st.players[a].vp == 12


@pytest.mark.parametrize("i,currency", [(8, "coins"), (9, "guards")])
def test_R_BON_I_resources_then_invest_in_a_voyage_of_that_currency(i, currency):
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[i])
    give(st, a, cid)
    st.voyages = ["tanger", "madeira", "goa", "maskat", "ceuta", "calicut"]
    bonus(st, a, cid)
    offered = [k.split("=")[1] for k in keys(st) if k != "pass"]
    assert offered and all(st.ix.voy_cost[v][0] == currency for v in offered)
    assert keys(st)[-1] == "pass"
    st.apply(keys(st)[0])
    assert len(st.players[a].voyages) == 1


def test_R_BON_I_per_monastery_with_your_disk_1_vp():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[10])
    give(st, a, cid)
    st.players[a].monasteries = list(st.spaces)[:3]
    st.players[a].disks_left -= 3
    bonus(st, a, cid)
    assert st.players[a].vp == 13


def test_R_BON_I_reuse_the_immediate_bonus_of_one_of_your_cards_of_a_class():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[11])                             # reuse immediate of clerics
    give(st, a, cid)
    give(st, a, "ii23")                                       # clerics, game end: not offered
    give(st, a, "iii6")                                       # clerics: per monastery 1 VP
    give(st, a, "ii8")                                        # scholars immediate: wrong class
    st.players[a].monasteries = list(st.spaces)[:2]
    st.players[a].disks_left -= 2
    bonus(st, a, cid)
    assert keys(st) == ["reuse card=iii6", "pass"]
    st.apply("reuse card=iii6")
    assert st.players[a].vp == 12


def test_R_BON_I_income_of_a_depicted_track():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[12])                             # income of clerics: steps
    give(st, a, cid)
    st.players[a].influence[2] = 9                            # 3 steps
    st.players[a].pilgrim = st.ix.corners[1]
    bonus(st, a, cid)
    assert st.tasks[-1] == ("steps", a, 3)


def test_R_BON_I_pay_5_guards_for_up_to_5_steps_and_R_LIM_2():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[13])
    give(st, a, cid)
    st.players[a].pilgrim = st.ix.corners[0]
    bonus(st, a, cid)
    assert keys(st) == ["pay", "pass"]
    st.apply("pay")
    assert st.players[a].guards == 0 and st.tasks[-1] == ("steps", a, 5)
    st.apply("stop")                                          # R-LIM-5: fewer steps allowed
    assert st.decision is None
    bonus(st, a, cid)                                         # R-LIM-2: cannot pay: not offered
    assert st.decision is None and st.players[a].guards == 0


def test_R_BON_I_pay_5_coins_for_7_vp_is_optional():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[14])
    give(st, a, cid)
    bonus(st, a, cid)
    st.apply("pass")
    assert st.players[a].coins == 5 and st.players[a].vp == 10
    bonus(st, a, cid)
    st.apply("pay")
    assert st.players[a].coins == 0 and st.players[a].vp == 17


def test_R_BON_I_choice_and_R_LIM_3_influence_capped_at_15():
    st = sandbox()
    a = st.order[0]
    cid = card_for(IMMEDIATE[15])
    give(st, a, cid)
    st.players[a].influence = [15, 14, 15, 15]
    bonus(st, a, cid)
    st.apply("choose option=2")
    assert st.decision is None                                # only merchants can move: taken
    assert st.players[a].influence == [15, 15, 15, 15]


def test_R_LIM_1_coins_and_guards_capped_at_20():
    st = sandbox()
    a = st.order[0]
    st.players[a].coins = 18
    cid = card_for(IMMEDIATE[8])                              # 4 coins, invest
    give(st, a, cid)
    st.voyages = []
    bonus(st, a, cid)
    assert st.players[a].coins == 20


def test_R_CARD_1_gaining_a_card_moves_its_track_by_its_influence():
    from engine.core.runtime import gain_card
    st = sandbox()
    a = st.order[0]
    from engine_fixtures import detach
    detach(st, "ii22")
    ev = []
    run(st)
    gain_card(st, a, "ii22", ev)
    assert st.players[a].influence[1] == 4 and st.players[a].cards == ["ii22"]


def test_R_LIM_6_a_player_on_your_space_who_arrived_later_is_behind_you():
    from engine.core.runtime import advance
    st = sandbox()
    a, b, c = st.order
    cid = card_for(IMMEDIATE[4])
    give(st, a, cid)
    advance(st, a, 0, 4, [])
    advance(st, b, 0, 4, [])                                 # same space, later: behind
    advance(st, c, 0, 6, [])                                 # ahead
    bonus(st, a, cid)
    assert st.current_player == b
    st.apply("choose option=1")
    assert st.players[b].guards == 3 and st.players[a].guards == 7
    assert st.decision is None
