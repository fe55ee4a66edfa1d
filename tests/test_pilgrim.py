"""Pilgrim map (R-PIL): graph, outcome search, and a brute-force walk oracle."""
from __future__ import annotations

from types import MappingProxyType, SimpleNamespace

import pytest
from hypothesis import given, settings, strategies as st

from coimbra_dsl.errors import CoimbraError, RuleReferenceError
from coimbra_dsl.model import MapNode, PilgrimMap, Road
from coimbra_dsl.vocab import Back
from engine.solvers.pilgrim import (Outcome, PilgrimError, best_route, build_graph, distances, index_of,
                                    most_new_spaces, reachable, reachable_from,
                                    reachable_spaces, steps_to_spare, toward_nearest_new)

COLOURS = MappingProxyType({"blue": Back.I, "brown": Back.II, "ruby": Back.III})


def make_map(corners=(), stopovers=(), spaces=(), roads=()) -> PilgrimMap:
    """Build a map from short specs: spaces as (id, colour); roads as 'a -> b' / 'a -- b'."""
    nodes = {}
    for c in corners:
        nodes[c] = MapNode(c, "corner")
    for s in stopovers:
        nodes[s] = MapNode(s, "stopover")
    for sid, colour in spaces:
        nodes[sid] = MapNode(sid, "space", colour)
    parsed = []
    for text in roads:
        parts = text.split()
        for i in range(0, len(parts) - 2, 2):
            parsed.append(Road(parts[i], parts[i + 2], parts[i + 1] == "->"))
    return PilgrimMap(MappingProxyType(nodes), tuple(parsed), COLOURS)


def fixture_map() -> PilgrimMap:
    """A base-like map of 38 locations: 4 corners, 20 stopovers, 8 blue, 4 brown, 2 ruby.

    Inner ring i0 b0 i1 b1 ... i7 b7 (i0); each corner has one-way roads to two inner
    stopovers; per quadrant q a brown space k_q between o(3q) and o(3q+1), spokes to the
    inner ring, and an outer chain o2 - o5 - o8 - o11 with the two ruby spaces on it.
    """
    corners = ["c0", "c1", "c2", "c3"]
    inner = [f"i{k}" for k in range(8)]
    outer = [f"o{k}" for k in range(12)]
    blue = [(f"b{k}", "blue") for k in range(8)]
    brown = [(f"k{q}", "brown") for q in range(4)]
    ruby = [("u0", "ruby"), ("u1", "ruby")]
    roads = []
    for q, c in enumerate(corners):
        roads += [f"{c} -> i{2 * q}", f"{c} -> i{2 * q + 1}"]
    ring = []
    for k in range(8):
        ring += [f"i{k}", f"b{k}"]
    roads.append(" -- ".join(ring + ["i0"]))
    for q in range(4):
        roads.append(f"i{2 * q} -- o{3 * q} -- k{q} -- o{3 * q + 1} -- b{2 * q + 1}")
        roads.append(f"k{q} -- o{3 * q + 2}")
    roads += ["o2 -- u0 -- o5 -- o8", "o8 -- u1 -- o11 -- o2"]
    return make_map(corners, inner + outer, blue + brown + ruby, roads)


# ------------------------------------------------------------------ the oracle

def oracle_successors(pilgrim_map: PilgrimMap, node: str) -> list[str]:
    """Neighbours read straight from the roads: a corner only by its one-way roads."""
    corner = pilgrim_map.nodes[node].kind == "corner"
    out = []
    for road in pilgrim_map.roads:
        if road.a == node and (road.one_way or not corner):
            out.append(road.b)
        elif road.b == node and not road.one_way and not corner:
            out.append(road.a)
    return out


def walk_oracle(pilgrim_map: PilgrimMap, start: str, owned: frozenset, steps: int) -> dict:
    """Enumerate every walk of 0..steps steps: {(end, entered order): fewest steps}."""
    spaces = {n.id for n in pilgrim_map.nodes.values() if n.kind == "space"}
    best: dict = {}

    def walk(node, entered, used):
        key = (node, entered)
        if key not in best or used < best[key]:
            best[key] = used
        if used == steps:
            return
        for nxt in oracle_successors(pilgrim_map, node):
            new = nxt in spaces and nxt not in owned and nxt not in entered
            walk(nxt, entered + (nxt,) if new else entered, used + 1)

    walk(start, (), 0)
    return best


def as_dict(outcomes: list[Outcome]) -> dict:
    result = {(o.end, o.entered): o.steps_used for o in outcomes}
    assert len(result) == len(outcomes), "outcomes must be distinct"
    return result


def check_against_oracle(pilgrim_map, start, owned, steps):
    index = index_of(pilgrim_map)
    expected = walk_oracle(pilgrim_map, start, owned, steps)
    full = reachable_from(index, start, owned, steps, dominated=True)
    assert as_dict(full) == expected
    # dominated=False: per end, exactly the maximal entered sets, fewest steps per set
    best_set: dict = {}
    for (end, entered), used in expected.items():
        key = (end, frozenset(entered))
        best_set[key] = min(used, best_set.get(key, used))
    maximal = {k for k in best_set
               if not any(o[0] == k[0] and k[1] < o[1] for o in best_set)}
    trimmed = reachable_from(index, start, owned, steps, dominated=False)
    got = {(o.end, frozenset(o.entered)): o for o in trimmed}
    assert len(got) == len(trimmed)
    assert set(got) == maximal
    for key, outcome in got.items():
        assert (outcome.end, outcome.entered) in expected      # a real order
        assert outcome.steps_used == best_set[key]


# ------------------------------------------------------------------ small maps, known answers

LINE = make_map(corners=["c"], stopovers=["a", "b"], spaces=[("m1", "blue"), ("m2", "brown")],
                roads=["c -> a", "a -- m1 -- b -- m2"])


def test_R_PIL_1_line_map_every_outcome_with_early_stops():
    got = as_dict(reachable_from(index_of(LINE), "c", frozenset(), 4, dominated=True))
    assert got == {
        ("c", ()): 0,
        ("a", ()): 1,
        ("m1", ("m1",)): 2,
        ("a", ("m1",)): 3,
        ("b", ("m1",)): 3,
        ("m2", ("m1", "m2")): 4,
    }


def test_R_PIL_2_corner_cannot_be_reentered_by_one_way_road():
    outcomes = reachable_from(index_of(LINE), "c", frozenset(), 6, dominated=True)
    assert all(o.end != "c" or o.steps_used == 0 for o in outcomes)


def test_R_PIL_2_corner_is_left_only_by_its_one_way_road():
    m = make_map(corners=["c"], stopovers=["a", "x"], roads=["c -> a", "c -- x"])
    ends = {o.end for o in reachable_from(index_of(m), "c", frozenset(), 1)}
    assert ends == {"c", "a"}
    # and the two-way road still leads into the corner from x
    assert {o.end for o in reachable_from(index_of(m), "x", frozenset(), 1)} == {"x", "c"}


def test_R_PIL_2_one_way_road_honoured_elsewhere():
    m = make_map(corners=["c"], stopovers=["a", "b"], spaces=[("m", "blue")],
                 roads=["c -> a", "a -> m", "m -- b"])
    got = as_dict(reachable_from(index_of(m), "a", frozenset(), 3, dominated=True))
    assert got == {("a", ()): 0, ("m", ("m",)): 1, ("b", ("m",)): 2}


def test_R_PIL_1_revisits_and_back_and_forth():
    """A star: a in the middle of m1, m2, m3; enter all three by going back and forth."""
    m = make_map(stopovers=["a"], spaces=[("m1", "blue"), ("m2", "blue"), ("m3", "ruby")],
                 roads=["m1 -- a -- m2", "a -- m3"])
    got = as_dict(reachable_from(index_of(m), "a", frozenset(), 5, dominated=True))
    assert got[("m3", ("m1", "m2", "m3"))] == 5
    assert got[("m1", ("m2", "m1"))] == 3
    assert ("a", ("m1", "m2", "m3")) not in got            # would need 6 steps
    assert len([k for k in got if len(k[1]) == 3]) == 6    # 3! orders, each ending inside


def test_R_PIL_3_reentering_gives_nothing():
    m = make_map(stopovers=["a"], spaces=[("m", "blue")], roads=["a -- m"])
    got = as_dict(reachable_from(index_of(m), "a", frozenset(), 4, dominated=True))
    assert got == {("a", ()): 0, ("m", ("m",)): 1, ("a", ("m",)): 2}


def test_R_PIL_3_spaces_with_own_disk_give_nothing():
    got = as_dict(reachable_from(index_of(LINE), "c", frozenset({"m1"}), 4, dominated=True))
    assert got[("m2", ("m2",))] == 4
    assert all("m1" not in entered for _, entered in got)


def test_R_PIL_3_order_of_entering_is_distinct():
    """A triangle a-m1-m2: m1 then m2 and m2 then m1 both end on a, as two outcomes."""
    m = make_map(stopovers=["a"], spaces=[("m1", "blue"), ("m2", "blue")],
                 roads=["a -- m1 -- m2 -- a"])
    got = as_dict(reachable_from(index_of(m), "a", frozenset(), 3, dominated=True))
    assert got[("a", ("m1", "m2"))] == 3
    assert got[("a", ("m2", "m1"))] == 3
    trimmed = reachable_from(index_of(m), "a", frozenset(), 3, dominated=False)
    at_a = [o for o in trimmed if o.end == "a"]
    assert len(at_a) == 1 and set(at_a[0].entered) == {"m1", "m2"}


def test_R_PIL_1_dominated_false_drops_subsets_at_same_end():
    got = reachable_from(index_of(LINE), "c", frozenset(), 4, dominated=False)
    pairs = {(o.end, o.entered) for o in got}
    assert pairs == {("c", ()), ("a", ("m1",)), ("m1", ("m1",)), ("b", ("m1",)),
                     ("m2", ("m1", "m2"))}


def test_R_PIL_1_zero_steps_stays():
    stay = reachable_from(index_of(LINE), "c", frozenset(), 0)
    assert stay == [Outcome("c", (), 0)]
    assert {stay[0]} == {Outcome("c", (), 0)}          # same hash as a normal Outcome
    with pytest.raises(AttributeError):
        stay[0].end = "a"                              # still frozen


def test_R_PIL_2_pilgrim_off_map_or_bad_input_is_an_error():
    index = index_of(LINE)
    with pytest.raises(PilgrimError, match="not on the map"):
        reachable_from(index, None, frozenset(), 3)
    with pytest.raises(PilgrimError, match="'nowhere'"):
        reachable_from(index, "nowhere", frozenset(), 3)
    with pytest.raises(PilgrimError, match="-1 steps"):
        reachable_from(index, "c", frozenset(), -1)


def test_R_PIL_build_graph_arcs_and_attributes():
    g = build_graph(LINE)
    assert set(g.edges) == {("c", "a"), ("a", "m1"), ("m1", "a"), ("m1", "b"), ("b", "m1"),
                            ("b", "m2"), ("m2", "b")}
    assert g.edges["c", "a"]["one_way"] and not g.edges["a", "m1"]["one_way"]
    assert g.nodes["m2"]["kind"] == "space" and g.nodes["m2"]["colour"] == "brown"
    assert g.nodes["c"]["kind"] == "corner"


@pytest.mark.parametrize("which", ["line", "fixture", "base"])
def test_R_PIL_2_search_index_has_the_graphs_arcs_without_networkx(which):
    """The search's adjacency is `build_graph`'s out-arcs in the same order, a corner
    left only by its one-way roads; building it does not need networkx."""
    import coimbra_dsl
    m = {"line": LINE, "fixture": fixture_map()}.get(which) or \
        coimbra_dsl.load_ruleset("base").map
    from engine.solvers.pilgrim import _make_index
    index = _make_index(m)
    g = build_graph(m)
    for nid in g.nodes:
        arcs = [b for _, b, one_way in g.out_edges(nid, data="one_way")
                if one_way or g.nodes[nid]["kind"] != "corner"]
        assert [index.ids[v] for v in index.adjacency[index.number[nid]]] == arcs


def test_a_pilgrim_search_does_not_import_networkx():
    import subprocess
    import sys
    code = ("import sys, coimbra_dsl\n"
            "from engine.solvers.pilgrim import index_of, reachable_from\n"
            "m = coimbra_dsl.load_ruleset('base').map\n"
            "assert reachable_from(index_of(m), m.corners()[0], frozenset(), 6)\n"
            "print('networkx' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_R_PIL_build_graph_unknown_location_is_a_rule_error():
    bad = make_map(stopovers=["a"], roads=["a -- ghost"])
    with pytest.raises(RuleReferenceError, match="ghost"):
        build_graph(bad)


def test_R_PIL_index_is_built_once_per_map_object():
    m = fixture_map()
    assert index_of(m) is index_of(m)
    assert index_of(fixture_map()) is not index_of(m)


# ------------------------------------------------------------------ validator helpers

def test_R_PIL_2_distances_honour_one_way_roads():
    d = distances(LINE, "c")
    assert d == {"c": 0, "a": 1, "m1": 2, "b": 3, "m2": 4}
    assert "c" not in distances(LINE, "m2")


def test_R_PIL_every_space_reachable_from_every_corner_of_fixture():
    m = fixture_map()
    for corner in m.corners():
        assert reachable_spaces(m, corner) == frozenset(m.spaces())


def test_R_PIL_reachable_spaces_misses_a_cut_off_space():
    m = make_map(corners=["c"], stopovers=["a", "z"], spaces=[("m", "blue"), ("lost", "ruby")],
                 roads=["c -> a", "a -- m", "z -- lost"])
    assert reachable_spaces(m, "c") == frozenset({"m"})


# ------------------------------------------------------------------ state wrappers

def stand_in_state(pilgrim_map, pilgrim, monasteries=()):
    player = SimpleNamespace(pilgrim=pilgrim, monasteries=list(monasteries))
    return SimpleNamespace(rules=SimpleNamespace(map=pilgrim_map), players=[player, player])


def test_R_PIL_reachable_reads_the_state():
    state = stand_in_state(LINE, "a", ["m1"])
    assert as_dict(reachable(state, 1, 3, dominated=True)) == as_dict(
        reachable_from(index_of(LINE), "a", frozenset({"m1"}), 3, dominated=True))


def test_R_PIL_best_route_maximises_value_then_fewest_steps():
    m = fixture_map()
    vp = {"blue": 1, "brown": 3, "ruby": 5}

    def value(o: Outcome) -> float:
        return sum(vp[m.nodes[s].colour] for s in o.entered)

    state = stand_in_state(m, "c0")
    route = best_route(state, 0, 6, value)
    outcomes = reachable(state, 0, 6, dominated=True)
    top = max(map(value, outcomes))
    assert value(route) == top
    assert route.steps_used == min(o.steps_used for o in outcomes if value(o) == top)
    assert best_route(state, 0, 0, value) == Outcome("c0", (), 0)
    # the value is monotone in the entered set, so the trimmed search finds the same top
    for steps in (3, 6, 9):
        assert value(best_route(state, 0, steps, value, dominated=False)) == \
            value(best_route(state, 0, steps, value, dominated=True))


# ------------------------------------------------------------------ oracle tests

@pytest.mark.parametrize("steps", range(7))
def test_R_PIL_1_walk_oracle_on_fixture_from_every_corner(steps):
    m = fixture_map()
    for corner in m.corners():
        check_against_oracle(m, corner, frozenset(), steps)


def test_R_PIL_3_walk_oracle_on_fixture_with_owned_spaces_and_inner_starts():
    m = fixture_map()
    for start, owned in (("b1", {"b1", "b2", "k0"}), ("i3", {"b3"}), ("u0", {"u0", "u1"}),
                         ("o5", set()), ("k2", {"k2", "b4", "b5"})):
        check_against_oracle(m, start, frozenset(owned), 6)


@pytest.fixture(scope="module")
def base_map() -> PilgrimMap:
    from coimbra_dsl import load_ruleset
    return load_ruleset("base").map


@pytest.mark.parametrize("steps", range(7))
def test_R_PIL_1_walk_oracle_on_base_map(base_map, steps):
    m = base_map
    for corner in m.corners():
        check_against_oracle(m, corner, frozenset(), steps)
    spaces = sorted(m.spaces())
    check_against_oracle(m, spaces[0], frozenset(spaces[::3]), steps)


def test_R_PIL_every_space_reachable_from_every_corner_of_base_map(base_map):
    for corner in base_map.corners():
        assert reachable_spaces(base_map, corner) == frozenset(base_map.spaces())
        assert len(distances(base_map, corner)) == len(base_map.nodes) - 3   # other corners


@st.composite
def random_maps(draw):
    n_space = draw(st.integers(1, 4))
    n_stop = draw(st.integers(1, 4))
    stops = [f"s{i}" for i in range(n_stop)]
    spaces = [(f"m{i}", "blue") for i in range(n_space)]
    names = stops + [s for s, _ in spaces]
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=len(pairs)))
    roads = [f"{a} {'->' if draw(st.booleans()) else '--'} {b}" for a, b in chosen]
    roads.append(f"c -> {draw(st.sampled_from(names))}")
    owned = draw(st.sets(st.sampled_from([s for s, _ in spaces])))
    start = draw(st.sampled_from(["c"] + names))
    return make_map(["c"], stops, spaces, roads), start, frozenset(owned)


@settings(max_examples=150, deadline=None)
@given(random_maps(), st.integers(0, 5))
def test_R_PIL_property_random_maps_match_walk_oracle(case, steps):
    pilgrim_map, start, owned = case
    check_against_oracle(pilgrim_map, start, owned, steps)


def most_entered(pilgrim_map, start, owned, steps) -> int:
    return max(len(o.entered) for o in reachable_from(index_of(pilgrim_map), start, owned, steps))


@settings(max_examples=150, deadline=None)
@given(random_maps(), st.integers(0, 12))
def test_R_PIL_most_new_spaces_is_the_most_any_outcome_enters(case, steps):
    """Random maps (one-way roads anywhere, spaces owned, starts on spaces): the count
    without the outcome list, with its shortcuts (early stop, nearest-first walk)."""
    pilgrim_map, start, owned = case
    assert most_new_spaces(index_of(pilgrim_map), start, owned, steps) == \
        most_entered(pilgrim_map, start, owned, steps)


@pytest.mark.parametrize("steps", [0, 1, 3, 6, 9, 40, 10 ** 6])
def test_R_PIL_most_new_spaces_on_the_base_map(base_map, steps):
    """From every corner and a space with half the spaces owned; a million steps
    answer at once (the nearest-first walk over every space fits)."""
    spaces = sorted(base_map.spaces())
    for start, owned in [(c, frozenset()) for c in base_map.corners()] + \
            [(spaces[0], frozenset(spaces[::2]))]:
        got = most_new_spaces(index_of(base_map), start, owned, steps)
        if steps <= 9:
            assert got == most_entered(base_map, start, owned, steps)
        else:
            assert got == len(reachable_spaces(base_map, start) - owned)


def test_R_PIL_1_steps_to_spare_and_the_nearest_new_space():
    """LINE: c -> a -- m1 -- b -- m2 (5 locations). Entering m1 and m2 from c takes 4
    steps, so more than 4 + 5 steps are to spare; with both owned, more than 5."""
    index = index_of(LINE)
    assert not steps_to_spare(index, "c", frozenset(), 9)
    assert steps_to_spare(index, "c", frozenset(), 10)
    assert steps_to_spare(index, "b", frozenset({"m1", "m2"}), 6)
    assert not steps_to_spare(index, "b", frozenset({"m1", "m2"}), 5)
    assert toward_nearest_new(index, "c", frozenset()) == "a"
    assert toward_nearest_new(index, "m1", frozenset({"m1"})) == "b"
    assert toward_nearest_new(index, "b", frozenset({"m1", "m2"})) is None


def test_R_PIL_errors_are_coimbra_errors():
    assert issubclass(PilgrimError, CoimbraError)
