"""Voyage tasks (R-BON-V, R-END-1) on the synthetic rule set's 15 voyages."""
from engine.core.runtime import crowns_now

from engine_fixtures import at_phase_b, bonus, give


def sandbox():
    st = at_phase_b(3, 0)
    for p in st.players:
        p.cards = []
        p.vp = 0
        p.influence = [0, 0, 0, 0]
        p.monasteries = []
        p.voyages = []
        p.disks_left = 20
    a = st.order[0]
    return st, a


def score(st, seat, vid):
    p = st.players[seat]
    before = p.vp
    bonus(st, seat, vid)
    return p.vp - before


def test_R_BON_V_tanger_2_vp_per_voyage_this_included():
    st, a = sandbox()
    st.players[a].voyages = ["tanger", "goa", "diu"]
    assert score(st, a, "tanger") == 6


def test_R_BON_V_madeira_and_cabo_verde_1_vp_per_diploma():
    st, a = sandbox()
    for c in ("ii1", "ii2", "ii3"):          # law; theology + wild; none
        give(st, a, c)
    st.spaces["p1"] = "m14"                   # wild diplomas 1 (lasting)
    st.players[a].monasteries = ["p1"]
    assert score(st, a, "madeira") == 4
    assert score(st, a, "cabo_verde") == 4


def test_R_BON_V_sansibar_half_the_sum_of_two_tracks_rounded_down():
    st, a = sandbox()
    st.players[a].influence = [5, 4, 15, 15]
    assert score(st, a, "sansibar") == 4


def test_R_BON_V_ceuta_1_vp_per_monastery_without_your_disk():
    st, a = sandbox()
    st.players[a].monasteries = list(st.spaces)[:4]
    assert score(st, a, "ceuta") == len(st.spaces) - 4


def test_R_BON_V_calicut_half_of_guards_coins_crowns():
    st, a = sandbox()
    p = st.players[a]
    p.coins, p.guards = 6, 5
    p.crown_tokens = [0]
    assert crowns_now(st, a) == 2
    assert score(st, a, "calicut") == (6 + 5 + 2) // 2


def test_R_BON_V_maskat_twice_your_lowest_track():
    st, a = sandbox()
    st.players[a].influence = [7, 3, 9, 4]
    assert score(st, a, "maskat") == 6


def test_R_BON_V_barbados_and_brasil_monasteries_with_your_disk():
    st, a = sandbox()
    spaces = list(st.spaces)
    st.players[a].monasteries = spaces[:3]
    assert score(st, a, "barbados") == 3
    backs = [st.ix.mon_back[st.spaces[s]].value for s in spaces[:3]]
    assert score(st, a, "brasil") == 2 * backs.count("I")


def test_R_BON_V_acores_3_vp_per_card_beyond_the_tenth():
    st, a = sandbox()
    for i in range(1, 13):
        give(st, a, f"iii{i}")
    assert score(st, a, "acores") == 6


def test_R_BON_V_goa_9_vp():
    st, a = sandbox()
    assert score(st, a, "goa") == 9


def test_R_BON_V_macau_malaca_ceilao_diu_2_vp_per_card_of_a_class():
    st, a = sandbox()
    for c in ("ii21", "ii17", "ii22", "ii23", "ii19", "ii15"):
        give(st, a, c)                     # council 2, merchants 1, clerics 3, scholars 0
    assert [score(st, a, v) for v in ("macau", "malaca", "ceilao", "diu")] == [4, 2, 6, 0]
