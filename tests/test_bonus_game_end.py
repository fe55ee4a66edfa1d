"""Game-end character bonuses (R-BON-G, R-END-4)."""
import pytest

from engine_fixtures import GAME_END, at_phase_b, bonus, card_for, give, keys


def sandbox():
    st = at_phase_b(3, 0)
    for p in st.players:
        p.cards = []
        p.vp = 0
        p.influence = [0, 0, 0, 0]
    return st, st.order[0]


@pytest.mark.parametrize("space,vp", [(6, 0), (7, 5), (9, 5), (10, 7), (12, 7), (13, 10),
                                      (15, 10)])
def test_R_BON_G_track_position_tiers(space, vp):
    st, a = sandbox()
    cid = card_for(GAME_END[0])
    give(st, a, cid)
    st.players[a].influence[3] = space
    bonus(st, a, cid)
    assert st.players[a].vp == vp


def test_R_BON_G_per_card_of_influence_1_or_2():
    st, a = sandbox()
    cid = card_for(GAME_END[1])                  # ii22: influence 4, not counted
    for c in (cid, "ii21", "ii24", "ii23", "s1"):     # 1, 2, 3, 1
        give(st, a, c)
    bonus(st, a, cid)
    assert st.players[a].vp == 3


def test_R_BON_G_per_set_of_the_four_classes():
    st, a = sandbox()
    cid = card_for(GAME_END[2])
    for c in (cid, "ii21", "ii22", "ii24", "ii17", "ii18", "ii19"):
        give(st, a, c)
    bonus(st, a, cid)
    assert st.players[a].vp == 5                 # scholars: only one card -> 1 set...
    give(st, a, "ii20")
    bonus(st, a, cid)
    assert st.players[a].vp == 5 + 10


def test_R_BON_G_score_another_game_end_card_once_more():
    st, a = sandbox()
    cid = card_for(GAME_END[3])
    tiers = card_for(GAME_END[0])
    give(st, a, cid)
    give(st, a, tiers)
    give(st, a, card_for(GAME_END[3], back="iii"))   # another reuse card: never offered
    st.players[a].influence[3] = 10
    bonus(st, a, cid)
    assert st.players[a].vp == 7                 # one choice only: taken
    give(st, a, card_for(GAME_END[2]))
    bonus(st, a, cid)
    assert keys(st) == [f"reuse card={tiers}", f"reuse card={card_for(GAME_END[2])}"]
