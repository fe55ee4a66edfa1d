"""Final scoring (R-END-1..6) and track ties (R-LIM-6), booked by source."""
import pytest

from engine.core.runtime import advance, rank_vp
from engine.core.scoring import leftover_vp, majority_vp

from engine_fixtures import at_phase_b, give, keys, run


def sandbox(players):
    st = at_phase_b(players, 0)
    for p in st.players:
        p.cards = []
        p.vp = 0
        p.coins = p.guards = 0
        p.influence = [0, 0, 0, 0]
        p.arrive = [0, 0, 0, 0]
        p.monasteries = []
        p.voyages = []
        p.disks_left = 20
        p.favors = []
        p.crown_tokens = []
    st.tiles = ["tile_a", "tile_b", "tile_c", "tile_d"]   # tile_a: small 10/4, large 12/6/3
    return st


def climb(st, ci, *seat_spaces):
    """Move seats up track `ci` in the given order (earlier arrivals stay ahead)."""
    for seat, space in seat_spaces:
        advance(st, seat, ci, space - st.players[seat].influence[ci], [])


def test_R_END_2_four_players_three_ranks_from_the_large_face():
    st = sandbox(4)
    climb(st, 0, (0, 9), (1, 4), (2, 2), (3, 1))
    assert [rank_vp(st, 0, s) for s in range(4)] == [12, 6, 3, 0]


@pytest.mark.parametrize("players", [2, 3])
def test_R_END_2_second_place_only_within_3_spaces_for_2_and_3_players(players):
    st = sandbox(players)
    climb(st, 0, (0, 9), (1, 6))
    assert [rank_vp(st, 0, s) for s in (0, 1)] == [10, 4]     # exactly 3 behind: scores
    climb(st, 0, (0, 10))
    assert [rank_vp(st, 0, s) for s in (0, 1)] == [10, 0]     # 4 behind: nothing
    if players == 3:
        climb(st, 0, (2, 1))
        assert rank_vp(st, 0, 2) == 0                          # no 3rd place with 3 players


def test_R_END_2_gap_rule_follows_the_constants():
    from engine_fixtures import make_rules
    from engine import Game
    rules = make_rules(name="gap2", second_place_gap_players=(2,))
    st = Game(rules, players=3, seed=0).new_state()
    for p in st.players:
        p.influence = [0, 0, 0, 0]
    st.tiles = ["tile_a", "tile_b", "tile_c", "tile_d"]
    climb(st, 0, (0, 12), (1, 2))
    assert rank_vp(st, 0, 1) == 4


def test_R_END_2_space_zero_never_scores():
    st = sandbox(4)
    climb(st, 1, (2, 3))
    assert [rank_vp(st, 1, s) for s in range(4)] == [0, 0, 10, 0]


def test_R_LIM_6_R_END_2_stacked_ties_first_arrival_ahead():
    st = sandbox(4)
    climb(st, 0, (2, 5), (0, 5), (3, 5), (1, 5))
    assert [rank_vp(st, 0, s) for s in (2, 0, 3, 1)] == [12, 6, 3, 0]
    climb(st, 0, (2, 6), (2, 5))                               # 2 leaves and comes back: last
    assert [rank_vp(st, 0, s) for s in (0, 3, 1, 2)] == [12, 6, 3, 0]


def test_R_LIM_6_ties_at_two_players_with_gap():
    st = sandbox(2)
    climb(st, 3, (1, 8), (0, 8))
    assert [rank_vp(st, 3, s) for s in (1, 0)] == [7, 3]


def test_R_END_5_leftovers_half_of_guards_coins_crowns():
    st = sandbox(3)
    a = st.order[2]                                           # flag 3: 2 crowns
    st.players[a].coins, st.players[a].guards = 4, 3
    assert leftover_vp(st, a) == (4 + 3 + 2) // 2


def test_R_END_1_to_5_final_scoring_books_every_source():
    st = sandbox(3)
    a, b, c = st.order
    pa = st.players[a]
    pa.vp = 11
    pa.voyages = ["goa"]
    pa.disks_left = 19
    give(st, a, "ii21")                  # game end: scholars tiers
    give(st, a, "ii1")                   # law
    give(st, a, "ii4")                   # arts
    climb(st, 3, (a, 10))
    climb(st, 0, (b, 2))
    pa.coins, pa.guards = 5, 4           # + 0 crowns (flag 1) -> 4
    st.round = 4
    run(st, ("phase", "end"))
    assert st.is_terminal
    got = st.score_breakdown[a]
    assert got == {"during play": 11, "voyages": 9, "majorities": 7, "diplomas": 2,
                   "game-end cards": 7, "leftover resources": 4}
    assert st.scores[a] == sum(got.values())
    assert st.score_breakdown[b]["majorities"] == 10         # council: tile_a small 1st
    assert majority_vp(st)[a] == 7                            # scholars: tile_d small 1st


def test_R_END_4_game_end_reuse_is_a_decision_at_final_scoring():
    st = sandbox(2)
    a = st.order[0]
    give(st, a, "ii24")                  # reuse game end
    give(st, a, "ii21")                  # tiers scholars
    give(st, a, "ii22")                  # per card influence 1, 2
    climb(st, 3, (a, 13))
    st.round = 4
    run(st, ("phase", "end"))
    assert st.phase == "end" and not st.is_terminal
    assert keys(st) == ["reuse card=ii21", "reuse card=ii22"]
    st.apply("reuse card=ii21")
    assert st.is_terminal
    assert st.score_breakdown[a]["game-end cards"] == 10 + 10 + 2


def test_R_END_6_most_vp_wins_ties_to_the_first_in_player_order():
    st = sandbox(3)
    a, b, c = st.order
    st.players[a].vp = 20
    st.players[b].vp = 30
    st.players[c].vp = 30
    st.players[b].coins = 2              # leftovers: b (2 + 1 crown) / 2 = 1, c (2 crowns) / 2 = 1
    st.round = 4
    run(st, ("phase", "end"))
    assert st.is_terminal
    final = [e for e in st.log if e["event"] == "game_end"][-1]
    assert st.players[b].vp == st.players[c].vp
    assert final["winner"] == b and st.winner == b
    assert final["ranking"][:2] == [b, c]


def test_R_END_3_diplomas_best_partition_with_wild_monasteries():
    st = sandbox(2)
    a = st.order[0]
    # law, theology+wild, arts, law+wild (cards) and a monastery worth 2 wilds
    for c in ("ii1", "ii2", "ii4", "ii5"):
        give(st, a, c)
    st.spaces["p1"] = "m15"                  # wild diplomas 2 (lasting)
    st.players[a].monasteries = ["p1"]
    st.players[a].disks_left = 19
    st.round = 4
    run(st, ("phase", "end"))
    # icons: law 2, theology 1, arts 1, wild 4 -> {5 kinds} + {law + 2 wilds} = 12 + 4
    assert st.score_breakdown[a]["diplomas"] == 16


def test_R_LIM_5_rewards_taken_in_full_without_asking():
    st = sandbox(3)
    a = st.order[0]
    give(st, a, "ii8")                       # per merchants card: 1 coin + 1 VP
    give(st, a, "ii22")                      # merchants
    give(st, a, "ii18")                      # merchants
    from engine_fixtures import bonus
    bonus(st, a, "ii8")
    assert st.decision is None and st.players[a].coins == 2 and st.players[a].vp == 2
