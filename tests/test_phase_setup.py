"""Setup (R-SET-1..12, R-COMP-1..5) on the synthetic rule set."""
from collections import Counter

import pytest

from coimbra_dsl.vocab import Back, CardClass
from engine.core.index import CLASSES

from engine_fixtures import RULES, fresh, keys, play_first_until


@pytest.mark.parametrize("players", [2, 3, 4])
def test_R_SET_1_R_COMP_3_monasteries_by_back_on_their_spaces(players):
    st = fresh(players, 3)
    ix = st.ix
    assert set(st.spaces) == set(ix.spaces)           # 14 spaces, each with a tile
    for space, mid in st.spaces.items():
        assert RULES.monasteries[mid].back == ix.space_back[space]
    backs = Counter(RULES.monasteries[m].back for m in st.spaces.values())
    assert backs == {Back.I: 8, Back.II: 4, Back.III: 2}
    assert sum(1 for c in st.box if c in RULES.monasteries) == 24 - 14   # R-COMP-3


def test_R_SET_2_one_scoring_tile_per_track_with_the_player_count_face():
    st = fresh(4, 2)
    assert len(st.tiles) == 4 and len(set(st.tiles)) == 4
    tile = RULES.scoring_tiles[st.tiles[0]]
    assert tile.face(4) == tile.large and tile.face(3) == tile.small


@pytest.mark.parametrize("players,tokens", [(4, {}), (3, {"upper": 1, "central": 1, "lower": 1}),
                                            (2, {"upper": 2, "central": 2, "lower": 1})])
def test_R_SET_3_die_tokens_per_player_count(players, tokens):
    st = fresh(players, 0)
    got = {loc: len(v) for loc, v in st.tokens.items() if v}
    assert got == tokens
    assert all(all(v) for v in st.tokens.values())      # face up


def test_R_SET_4_six_voyages_drawn_rest_leave_the_game():
    st = fresh(3, 9)
    assert len(st.voyages) == 6 and len(set(st.voyages)) == 6
    assert sum(1 for c in st.box if c in RULES.voyages) == 15 - 6


@pytest.mark.parametrize("players,dice", [(4, 13), (3, 11), (2, 7)])
def test_R_SET_5_R_COMP_1_dice_pool_per_player_count(players, dice):
    st = fresh(players, 0)
    assert len(st.pool) == dice
    colours = Counter(c for c, _ in st.pool)
    if players == 3:
        assert colours["purple"] == 2 and colours["green"] == 2 and colours["white"] == 1
    if players == 2:
        assert colours == {"gray": 2, "orange": 2, "purple": 1, "green": 1, "white": 1}


def test_R_SET_6_start_resources():
    st = fresh(3, 0)
    for p in st.players:
        assert (p.coins, p.guards, p.vp) == (7, 7, 0)
        assert p.influence == [0, 0, 0, 0]
        assert p.disks_left == 20 and p.pilgrim is None
        assert p.dice == [None, None, None]


def test_R_SET_7_random_order_and_flags():
    orders = {tuple(fresh(4, s).order) for s in range(12)}
    assert len(orders) > 3
    st = fresh(4, 5)
    assert [st.players[s].flag for s in st.order] == [1, 2, 3, 4]


def test_R_SET_8_character_stack_II_above_III():
    st = fresh(3, 0)
    top_first = list(reversed(st.stack)) + []
    drawn = [c for loc in ("upper", "central", "lower") for c in st.display[loc]]
    assert all(RULES.characters[c].back == Back.II for c in drawn)
    backs = [RULES.characters[c].back for c in top_first]
    assert backs == sorted(backs, key=lambda b: b != Back.II)
    assert st.discard == []


def test_R_SET_9_round_setup_twelve_cards_four_favors_cap_tile():
    st = fresh(3, 0)
    assert all(len(st.display[loc]) == 4 for loc in ("upper", "central", "lower"))
    assert st.favors == list(RULES.favors) and st.cap is None
    assert len(st.stack) == 48 - 12


def test_R_SET_10_crown_tokens_by_column_then_row_and_missing_class():
    st = fresh(3, 0)
    cls = st.ix.card_cls
    # rebuild the display so that scholars are absent and column 4 holds two council
    st.display = {"upper": ["ii2", "ii6", "ii10", "ii1"],      # merchants..., council
                  "central": ["ii14", "ii18", "ii22", "ii5"],  # merchants..., council
                  "lower": ["ii3", "ii7", "ii11", "ii15"]}     # clerics x4
    assert {cls[c] for row in st.display.values() for c in row} == {0, 1, 2}
    from engine.core.setup import round_setup
    st.stack.extend(reversed([c for row in st.display.values() for c in row]))
    for row in st.display.values():
        row.clear()
    st.round = 0
    round_setup(st, [])
    assert st.display["upper"] == ["ii2", "ii6", "ii10", "ii1"]
    # column 4 top->bottom: ii1 (council), ii5 (council, class already placed), ii15 (clerics)
    # then column 3: ii10 (merchants)
    assert st.crowns_on == {"ii1": 0, "ii15": 2, "ii10": 1}
    assert 3 not in st.crowns_on.values()                      # scholars unused this round


def test_R_SET_11_start_groups_of_two():
    st = fresh(3, 0)
    groups = [g for g in st.groups]
    assert len(groups) == 3 and all(len(g) == 2 for g in groups)
    cards = [c for g in groups for c in g]
    assert all(RULES.characters[c].back == Back.I for c in cards)
    assert sum(1 for c in st.box if c in RULES.characters) == 8 - 6


def test_R_SET_12_start_conditions_in_reverse_then_player_order():
    st = fresh(3, 4)
    order = st.order
    seen = []
    while st.decision in ("start1", "start2"):
        seen.append((st.decision, st.current_player))
        st.apply(keys(st)[-1] if st.decision == "start1" else keys(st)[0])
    # the last player's second action has one choice left: taken without asking
    assert seen == ([("start1", s) for s in reversed(order)]
                    + [("start2", s) for s in order[:-1]])
    taken = [e["seat"] for e in st.log if e["event"] in ("start_group", "start_corner")]
    assert taken == list(reversed(order)) + list(order)
    assert any(e["event"] == "forced" and e["seat"] == order[-1] for e in st.log)
    for p in st.players:
        assert p.pilgrim in st.ix.corners and len(p.cards) == 2
    assert len({p.pilgrim for p in st.players}) == 3            # free corners only


def test_R_SET_12_second_action_is_the_other_one():
    st = fresh(3, 1)
    o = st.order
    st.apply("start group=1")                                   # o[2]
    st.apply(f"start corner={st.ix.corners[0]}")                # o[1]
    st.apply("start group=2")                                   # o[0]
    assert st.current_player == o[0] and st.decision == "start2"
    assert all(k.startswith("start corner=") for k in keys(st))
    assert f"start corner={st.ix.corners[0]}" not in keys(st)   # not a free corner
    st.apply(keys(st)[0])
    # o[1] must now take the one group left (forced), then o[2] picks a corner
    assert st.players[o[1]].cards == st.players[o[1]].cards[:2] and len(st.players[o[1]].cards) == 2
    assert st.current_player == o[2]
    assert all(k.startswith("start corner=") for k in keys(st))


def test_R_SET_12_R_CARD_1_start_cards_give_influence_and_immediate_bonuses():
    st = fresh(4, 0)
    # give seat order[0] the start cards s5 (2 coins) and s7 (2 steps) by rigging the groups
    st.groups = [["s5", "s7"], ["s1", "s2"], ["s3", "s4"], ["s6", "s8"]]
    first = st.order[-1]
    st.apply("start group=1")
    play_first_until(st, lambda s: s.decision == "place")
    p = st.players[first]
    assert p.cards == ["s5", "s7"]
    assert p.influence[0] == RULES.characters["s5"].influence
    assert p.influence[2] == RULES.characters["s7"].influence
    assert p.coins >= 9
    # the 2 steps of s7 are a pilgrim decision or were taken
    assert any(e["event"] == "gain" and e["seat"] == first and e["what"] == "coins"
               for e in st.log)


def test_R_COMP_5_track_colours_and_income_kinds():
    ix = fresh(4, 0).ix
    assert [t.colour.value for t in ix.tracks] == ["gray", "orange", "purple", "green"]
    assert ix.track_income == ["guards", "coins", "steps", "vp"]
    assert [c for c in CLASSES] == list(CardClass)


def test_R_COMP_2_R_COMP_4_component_counts_of_the_fixture():
    assert len(RULES.characters) == 56
    assert Counter(c.back for c in RULES.characters.values()) == {Back.I: 8, Back.II: 24,
                                                                Back.III: 24}
    assert len(RULES.voyages) == 15 and len(RULES.favors) == 4


def _without_one_track():
    """The synthetic set with the council track removed: it loads, but cannot be played."""
    import dataclasses
    from types import MappingProxyType
    tracks = {c: t for c, t in RULES.tracks.items() if c is not CardClass.COUNCIL}
    return dataclasses.replace(RULES, name="no-council-track",
                               tracks=MappingProxyType(tracks))


def test_R_SET_an_unplayable_rule_set_is_refused_by_game_in_one_line(monkeypatch):
    """B7: the validator's errors refuse the set before any game state is built; the
    check runs once per rule set (cached with its index), not once per game."""
    from coimbra_dsl.errors import ValidationError
    from engine import Game
    from engine.core import playable
    calls = []
    real = playable.validate_play
    monkeypatch.setattr(playable, "validate_play", lambda r: calls.append(r) or real(r))
    rules = _without_one_track()
    for _ in range(3):
        with pytest.raises(ValidationError) as err:
            Game(rules, 3, 1)
        text = str(err.value)
        assert "\n" not in text
        assert text.startswith("rule set 'no-council-track' cannot be played: ")
        assert "council" in text and "coimbra validate" in text
    assert len(calls) == 1


def test_R_SET_a_playable_rule_set_is_validated_once_for_many_games(monkeypatch):
    import dataclasses
    from engine import Game
    from engine.core import playable
    calls = []
    real = playable.validate_play
    monkeypatch.setattr(playable, "validate_play", lambda r: calls.append(r) or real(r))
    rules = dataclasses.replace(RULES, name="fresh-copy")
    for seed in range(3):
        Game(rules, 3, seed).new_state()
    assert len(calls) == 1


def test_R_SET_validator_warnings_do_not_refuse_a_rule_set():
    """Only errors make a set unplayable: a card without printed text is a warning."""
    import dataclasses
    from types import MappingProxyType
    from coimbra_dsl.validator import validate
    from engine import Game
    cid = next(iter(RULES.characters))
    chars = dict(RULES.characters)
    chars[cid] = dataclasses.replace(chars[cid], text=None)
    rules = dataclasses.replace(RULES, name="no-text", characters=MappingProxyType(chars))
    problems = validate(rules)
    assert problems and {p.severity for p in problems} == {"warning"}
    assert Game(rules, 3, 2).new_state().current_player is not None


def test_R_SET_a_card_whose_printed_text_differs_is_still_playable():
    """Printed text is for people: `coimbra validate` reports a mismatch as an error,
    but the engine runs the compiled bonus and plays the set."""
    import dataclasses
    from types import MappingProxyType
    from coimbra_dsl.validator import validate
    from engine import Game
    cid = next(iter(RULES.characters))
    chars = dict(RULES.characters)
    chars[cid] = dataclasses.replace(chars[cid], text="Something else entirely.")
    rules = dataclasses.replace(RULES, name="typo", characters=MappingProxyType(chars))
    errors = [p for p in validate(rules) if p.severity == "error"]
    assert [p.component for p in errors] == [cid]
    assert "cannot read the printed text" in errors[0].message
    assert Game(rules, 3, 2).new_state().current_player is not None
