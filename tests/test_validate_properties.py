"""Properties of the validator: it never raises on a broken rule set, and its setup and
map findings agree with plain arithmetic / graph oracles."""
from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType as Frozen

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from coimbra_dsl.model import NodeKind
from coimbra_dsl.validator import Problem, validate
from coimbra_dsl.vocab import Back, CardClass, DieColour, Location
from validate_fixtures import node, printed, road, tiny_rules

SETTINGS = settings(max_examples=60, deadline=None)
small = st.integers(min_value=-2, max_value=9)


@SETTINGS
@given(influence=small, income=st.lists(small, max_size=20),
       tile=st.lists(small, max_size=4), rounds=st.integers(0, 6), voyages=st.integers(0, 5),
       removed=st.integers(0, 4), tokens=st.lists(st.integers(1, 6), max_size=7),
       row_cards=st.integers(0, 4), group=st.integers(0, 3), per_player=st.integers(0, 5))
def test_validate_never_raises_and_only_reports(influence, income, tile, rounds, voyages,
                                                removed, tokens, row_cards, group,
                                                per_player):
    rules = tiny_rules()
    celso = replace(rules.characters["celso"], influence=influence)
    track = replace(rules.tracks[CardClass.COUNCIL], amounts=tuple(income))
    tiles = {**rules.scoring_tiles,
             "a": replace(rules.scoring_tiles["a"], small=tuple(tile), large=tuple(tile))}
    table = replace(rules.setups[2], rounds=rounds, voyages=voyages,
                    remove_dice=Frozen({DieColour.PURPLE: removed}),
                    die_tokens=Frozen({Location.UPPER: tuple(tokens)}))
    rules = replace(rules, characters=Frozen({**rules.characters, "celso": celso}),
                    tracks=Frozen({**rules.tracks, CardClass.COUNCIL: track}),
                    scoring_tiles=Frozen(tiles), setups=Frozen({2: table}),
                    constants=replace(rules.constants, row_cards=row_cards,
                                      start_group_size=group, dice_per_player=per_player))
    problems = validate(rules, printed)
    assert all(isinstance(p, Problem) and p.severity in ("error", "warning")
               for p in problems)


@SETTINGS
@given(stack=st.integers(0, 12), rounds=st.integers(1, 6), row_cards=st.integers(1, 3))
def test_R_RND_1_round_shortage_matches_arithmetic(stack, rounds, row_cards):
    rules = tiny_rules()
    chars = [c for c in rules.characters.values() if c.back is Back.I]
    extra = [replace(rules.characters["ema"], id=f"x{i}") for i in range(stack)]
    rules = replace(rules, expect=Frozen({}),
                    characters=Frozen({c.id: c for c in chars + extra}),
                    setups=Frozen({2: replace(rules.setups[2], rounds=rounds)}),
                    constants=replace(rules.constants, row_cards=row_cards))
    per_round = 3 * row_cards
    short = [p.message for p in validate(rules, printed) if "character cards" in p.message]
    if stack >= per_round * rounds:
        assert short == []
    else:
        r = stack // per_round + 1
        assert short == [f"2 players: round {r} needs {per_round} character cards, "
                         f"the stack has {stack - per_round * (r - 1)}"]


@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(["s1", "s2", "s3", "m1", "m2"]),
                          st.sampled_from(["s1", "s2", "s3", "m1", "m2"])), max_size=8))
def test_R_PIL_reachability_findings_match_a_graph_oracle(pairs):
    rules = tiny_rules()
    pm = rules.map
    corner_roads = tuple(r for r in pm.roads if pm.nodes[r.a].kind == NodeKind.CORNER)
    roads = corner_roads + tuple(road(a, b) for a, b in pairs if a != b)
    nodes = {**pm.nodes, "m2": node("m2", "space", "blue")}
    pm = replace(pm, nodes=Frozen(nodes), roads=roads)
    monasteries = {**rules.monasteries, "m_two": replace(rules.monasteries["santa"], id="m_two")}
    rules = replace(rules, map=pm, monasteries=Frozen(monasteries), expect=Frozen({}))
    graph = nx.DiGraph()
    graph.add_nodes_from(nodes)
    for r in roads:
        graph.add_edge(r.a, r.b)
        if not r.one_way:
            graph.add_edge(r.b, r.a)
    expected = set()
    for space in ("m1", "m2"):
        for corner in ("c1", "c2"):
            if space not in nx.descendants(graph, corner):
                expected.add(space)
    found = {p.message.split()[1] for p in validate(rules, printed)
             if "cannot be reached from corner" in p.message}
    assert found == expected
