"""Phase E bonuses (R-BON-E, R-E-2): at the start of the owner's phase E turn; trades."""
from engine_fixtures import PHASE_E, at_phase_b, card_for, give, keys, run
from engine.core.dice import HeldDie


def sandbox(dice):
    st = at_phase_b(4, 0)
    st.pool = []
    a = st.order[0]
    for _s, p in enumerate(st.players):
        p.cards = []
        p.coins, p.guards, p.vp = 5, 5, 0
        p.influence = [0, 0, 0, 0]
        p.dice = [None] * 3
    st.players[a].dice = [HeldDie(c, 1, None, False) for c in dice]
    return st, a


def test_R_BON_E_at_start_move_up_a_track_of_choice_and_gain_a_resource():
    st, a = sandbox(["green", "gray", "orange"])
    give(st, a, card_for(PHASE_E[0]))
    run(st, ("eturn", a))
    assert st.decision == "track"
    assert keys(st) == ["choose track=council", "choose track=merchants",
                        "choose track=clerics", "choose track=scholars"]
    st.apply("choose track=clerics")
    p = st.players[a]
    assert p.influence[2] == 1 and p.coins == 6
    kinds = [e["event"] for e in st.log]                  # the dice come after
    assert kinds.index("activate") > max(i for i, k in enumerate(kinds) if k == "track")


def test_R_BON_E_per_die_of_a_colour_in_your_holders():
    st, a = sandbox(["orange", "orange", "white"])
    give(st, a, card_for(PHASE_E[1]))
    run(st, ("eturn", a))
    assert st.players[a].coins == 5 + 4                   # white never counts


def test_R_BON_E_two_steps_if_no_purple_die_white_is_not_purple():
    st, a = sandbox(["white", "green", "gray"])
    st.players[a].pilgrim = st.ix.corners[0]
    give(st, a, card_for(PHASE_E[2]))
    run(st, ("eturn", a))
    assert st.tasks[-1] == ("steps", a, 2)
    st2, b = sandbox(["purple", "green", "gray"])
    st2.players[b].pilgrim = st2.ix.corners[0]
    st2.players[b].influence = [4, 0, 4, 4]               # so that the dice are asked
    give(st2, b, card_for(PHASE_E[2]))
    run(st2, ("eturn", b))
    assert st2.decision == "activate"


def test_R_BON_E_trade_2_to_1_any_number_of_times_during_the_turn():
    st, a = sandbox(["green", "gray"])
    st.players[a].influence = [4, 0, 0, 4]                # each die gives something
    give(st, a, card_for(PHASE_E[3]))
    run(st, ("eturn", a))
    assert keys(st) == ["activate die=gray", "activate die=green", "trade coins=2 vp=1"]
    st.players[a].coins = 6
    st.apply("trade coins=2 vp=1")
    st.apply("trade coins=2 vp=1")
    p = st.players[a]
    assert (p.coins, p.vp) == (2, 2)
    st.apply("trade coins=2 vp=1")                        # no trade left (R-LIM-2): the
    assert st.decision is None                            # dice's order changes nothing
    assert (p.coins, p.vp) == (0, 3 + 2)
    assert [e["die"] for e in st.log if e["event"] == "activate"][-2:] == ["gray", "green"]


def test_R_BON_E_trade_after_the_dice_then_pass():
    st, a = sandbox(["gray"])
    give(st, a, card_for(PHASE_E[3]))
    st.players[a].coins = 4
    run(st, ("eturn", a))
    st.apply("activate die=gray")
    assert keys(st) == ["trade coins=2 vp=1", "pass"]
    st.apply("pass")
    assert st.decision is None and st.players[a].coins == 4
