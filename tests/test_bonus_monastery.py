"""The pilgrim (R-PIL-1..4) and monastery bonuses (R-BON-M), immediate and lasting."""
import pytest

from engine.core.runtime import diploma_icons

from engine_fixtures import MONASTERY_BONUSES, at_phase_b, give, keys, monastery_for, run
from engine.core.dice import HeldDie

MB = [e for _, e in MONASTERY_BONUSES]


def sandbox(players=3):
    st = at_phase_b(players, 0)
    for p in st.players:
        p.cards = []
        p.vp = 0
        p.coins = p.guards = 5
        p.influence = [0, 0, 0, 0]
        p.monasteries = []
        p.voyages = []
        p.disks_left = 20
        p.pilgrim = None
    return st, st.order[0]


def walk(st, seat, start, *path, steps=None):
    st.players[seat].pilgrim = start
    run(st, ("steps", seat, steps or len(path)))
    for node in path:
        st.apply(f"step to={node}")


def test_R_PIL_2_first_step_leaves_the_corner_along_its_one_way_road():
    st, a = sandbox()
    walk(st, a, "c1", steps=3)
    assert keys(st) == ["step to=s1", "step to=s2", "stop"]
    st.apply("step to=s1")
    assert "step to=c1" not in keys(st)


def test_R_PIL_1_R_LIM_5_up_to_n_steps_back_and_forth_and_stop_early():
    st, a = sandbox()
    st.spaces = {}                                # no monasteries in the way
    walk(st, a, "s1", "p1", "s1", "p1", steps=4)
    assert st.players[a].pilgrim == "p1"
    assert st.tasks[-1] == ("steps", a, 1)
    st.apply("stop")
    assert st.decision is None and st.players[a].pilgrim == "p1"


def test_R_PIL_3_entering_a_monastery_places_a_disk_and_resolves_it_steps_carry_on():
    st, a = sandbox()
    st.spaces = {"p1": monastery_for(MB[0])}      # gain 3 coins
    walk(st, a, "s1", "p1", steps=3)
    p = st.players[a]
    assert p.monasteries == ["p1"] and p.disks_left == 19 and p.coins == 8
    assert st.tasks[-1] == ("steps", a, 2)
    st.apply("step to=s1")
    st.apply("step to=p1")                        # own disk: nothing again
    assert p.coins == 8 and p.monasteries == ["p1"]


def test_R_PIL_4_pilgrims_never_block_and_others_disks_do_not_stop_you():
    st, a = sandbox()
    b = st.order[1]
    st.spaces = {"p1": monastery_for(MB[0])}
    st.players[b].pilgrim = "p1"
    st.players[b].monasteries = ["p1"]
    st.players[b].disks_left = 19
    walk(st, a, "s1", "p1")
    assert st.players[a].pilgrim == "p1" and st.players[a].monasteries == ["p1"]


def test_R_PIL_3_no_disk_left_no_bonus():
    st, a = sandbox()
    st.spaces = {"p1": monastery_for(MB[0])}
    p = st.players[a]
    p.voyages = list(st.voyages[:1])
    p.disks_left = 0
    walk(st, a, "s1", "p1")
    assert p.monasteries == [] and p.coins == 5


def enter(st, seat, mid, space="p1"):
    st.spaces[space] = mid
    walk(st, seat, "s1", space)


def test_R_BON_M_per_card_of_a_class_2_vp():
    st, a = sandbox()
    give(st, a, "ii23")
    give(st, a, "iii2")
    enter(st, a, monastery_for(MB[1]))
    assert st.players[a].vp == 4


def test_R_BON_M_per_card_of_influence_3_or_4_2_vp():
    st, a = sandbox()
    for c in ("ii22", "ii23", "ii24", "ii21"):    # influence 4, 3, 2, 1
        give(st, a, c)
    enter(st, a, monastery_for(MB[2]))
    assert st.players[a].vp == 4


def test_R_BON_M_per_class_set_5_vp():
    st, a = sandbox()
    for c in ("ii21", "ii22", "ii23", "ii24"):
        give(st, a, c)
    enter(st, a, monastery_for(MB[3]))
    assert st.players[a].vp == 5


def test_R_BON_M_depicted_track_plus_3_and_every_track_plus_1():
    st, a = sandbox()
    enter(st, a, monastery_for(MB[4]))
    assert st.players[a].influence == [3, 0, 0, 0]
    st.players[a].influence = [15, 2, 0, 0]
    st.spaces["p2"] = monastery_for(MB[5])
    walk(st, a, "p1", "p2")
    assert st.players[a].influence == [15, 3, 1, 1]


def test_R_BON_M_per_monastery_with_your_disk_this_included_2_vp():
    st, a = sandbox()
    st.players[a].monasteries = ["p5", "p6"]
    st.players[a].disks_left = 18
    enter(st, a, monastery_for(MB[6]))
    assert st.players[a].vp == 6


def test_R_BON_M_per_crown_you_have_now_1_vp():
    st, a = sandbox()
    st.players[a].crown_tokens = [0]
    st.players[a].favors = ["favor_1"]
    enter(st, a, monastery_for(MB[7]))
    assert st.players[a].vp == 2 + 1 + 0          # flag 1 has no crowns


def test_R_BON_M_score_up_to_two_voyages_now():
    st, a = sandbox()
    p = st.players[a]
    p.voyages = ["goa", "tanger", "ceuta"]
    p.disks_left = 17
    st.voyages = ["goa", "tanger", "ceuta", "madeira", "maskat", "diu"]
    enter(st, a, monastery_for(MB[8]))
    assert keys(st) == ["choose voyage=goa", "choose voyage=tanger", "choose voyage=ceuta"]
    st.apply("choose voyage=goa")
    assert p.vp == 9
    st.apply("choose voyage=tanger")
    assert p.vp == 9 + 6 and st.decision is None


def test_R_BON_M_score_a_game_end_card_and_your_rank_on_a_chosen_track():
    st, a = sandbox()
    b = st.order[1]
    give(st, a, "ii21")                           # tiers on scholars
    st.players[a].influence = [2, 0, 0, 10]
    st.players[b].influence = [5, 0, 0, 0]
    enter(st, a, monastery_for(MB[9]))
    assert st.players[a].vp == 7                  # the only game-end card: no question
    assert st.decision == "track"
    st.apply("choose track=council")              # 2nd, 3 behind 1st: small face 2nd
    tile = st.rules.scoring_tiles[st.tiles[0]]
    assert st.players[a].vp == 7 + tile.small[1]
    assert st.players[b].vp == 0                  # others gain nothing


def test_R_BON_M_score_your_diploma_sets_now():
    st, a = sandbox()
    for c in ("ii1", "ii4", "ii16"):              # law, arts, law
        give(st, a, c)
    enter(st, a, monastery_for(MB[10]))
    assert st.players[a].vp == 2 + 1              # {law, arts} + {law}


def test_R_BON_M_lasting_castle_die_gives_4_vp():
    st = at_phase_b(3, 0)
    a = st.order[0]
    mid = monastery_for(MB[11])
    st.spaces["p1"] = mid
    st.players[a].monasteries = ["p1"]
    st.players[a].disks_left -= 1
    vp = st.players[a].vp
    st._legal = None
    st.apply(next(k for k in keys(st) if k.endswith("at=upper")))
    assert st.players[a].vp == vp
    while st.current_player != a:
        st.apply(keys(st)[0])
    st.apply(next(k for k in keys(st) if k.endswith("at=castle")))
    assert st.players[a].vp == vp + 4


def test_R_BON_M_lasting_each_later_monastery_disk_1_vp():
    st, a = sandbox()
    enter(st, a, monastery_for(MB[12]), "p1")     # itself: no VP
    assert st.players[a].vp == 0
    st.spaces["p2"] = monastery_for(MB[0])
    walk(st, a, "p1", "p2")
    assert st.players[a].vp == 1 and st.players[a].coins == 8


@pytest.mark.parametrize("i,wild", [(13, 1), (14, 2)])
def test_R_BON_M_lasting_wild_diplomas(i, wild):
    st, a = sandbox()
    enter(st, a, monastery_for(MB[i]))
    assert diploma_icons(st, a) == ({}, wild)


def test_R_BON_M_immediate_bonus_now_or_never():
    st, a = sandbox()
    mid = monastery_for(MB[0])
    enter(st, a, mid)
    assert st.players[a].coins == 8
    # nothing of it acts again later: a phase E turn or final scoring do not repeat it
    st.players[a].dice = [HeldDie("gray", 1, None, False), None, None]
    run(st, ("eturn", a))
    assert st.players[a].coins == 8
