"""The pilgrim map as SVG (R-PIL): well-formed, every node, roads, colours, marks."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from types import MappingProxyType

import pytest

from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.model import MapNode, PilgrimMap, Road
from coimbra_dsl.vocab import Back
from engine.faces.cli import main
from engine.faces.map_drawing import (NEUTRAL, SPACE_COLOURS, PlayerMarks, draw_map,
                                node_positions, space_palette)

SVG = "{http://www.w3.org/2000/svg}"


def small_map(with_positions: bool = True) -> PilgrimMap:
    """Two corners, three stopovers, three spaces (one of a colour word nobody knows)."""
    spec = [
        ("nw", "corner", None, (0, 0)), ("se", "corner", None, (2, 2)),
        ("s1", "stopover", None, (0, -2)), ("s2", "stopover", None, (4, 2)),
        ("s3", "stopover", None, (2, 4)),
        ("m1", "space", "blue", (2, -2)), ("m2", "space", "ruby", (4, 4)),
        ("m3", "space", "mauve", (-2, 4)),
    ]
    nodes = {nid: MapNode(nid, kind, colour, pos if with_positions else None)
             for nid, kind, colour, pos in spec}
    roads = (Road("nw", "s1", True), Road("se", "s2", True), Road("se", "s3", True),
             Road("s1", "m1", False), Road("m1", "s2", False), Road("s2", "m2", False),
             Road("m2", "s3", False), Road("s3", "m3", False))
    colours = {"blue": Back.I, "ruby": Back.III, "mauve": Back.II}
    return PilgrimMap(MappingProxyType(nodes), roads, MappingProxyType(colours))


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag == f"{SVG}svg"
    return root


def node_groups(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("id")[len("node-"):]: g for g in root.iter(f"{SVG}g")
            if (g.get("id") or "").startswith("node-")}


def test_R_PIL_svg_is_well_formed_and_draws_every_node_with_its_label():
    pmap = small_map()
    root = parse(draw_map(pmap))
    groups = node_groups(root)
    assert set(groups) == set(pmap.nodes)
    for nid, g in groups.items():
        assert pmap.nodes[nid].kind in g.get("class").split()
        assert [t.text for t in g.iter(f"{SVG}text")] == [nid]


def test_R_PIL_2_one_way_roads_are_arrows_and_two_way_roads_plain_lines():
    pmap = small_map()
    root = parse(draw_map(pmap))
    lines = [ln for ln in root.iter(f"{SVG}line") if "road" in ln.get("class", "")]
    arrows = [ln for ln in lines if ln.get("marker-end") == "url(#arrow)"]
    assert len(lines) == len(pmap.roads)
    assert len(arrows) == sum(r.one_way for r in pmap.roads) == 3
    assert root.find(f".//{SVG}marker[@id='arrow']") is not None


def test_R_PIL_coimbra_is_drawn_between_the_starting_corners():
    root = parse(draw_map(small_map()))
    city = [g for g in root.iter(f"{SVG}g") if g.get("class") == "coimbra"]
    assert len(city) == 1
    circle = city[0].find(f"{SVG}circle")
    corners = [node_groups(root)[c].find(f"{SVG}rect") for c in ("nw", "se")]
    centres = [(float(r.get("x")) + float(r.get("width")) / 2,
                float(r.get("y")) + float(r.get("height")) / 2) for r in corners]
    cx, cy = float(circle.get("cx")), float(circle.get("cy"))
    assert (cx, cy) == pytest.approx(((centres[0][0] + centres[1][0]) / 2,
                                      (centres[0][1] + centres[1][1]) / 2), abs=0.2)
    assert city[0].find(f"{SVG}text").text == "Coimbra"


def test_R_PIL_monastery_spaces_are_filled_by_colour_word_unknown_words_neutral():
    root = parse(draw_map(small_map()))
    groups = node_groups(root)
    fill = {nid: groups[nid].find(f"{SVG}circle").get("style") for nid in ("m1", "m2", "m3")}
    assert fill["m1"] == f"fill:{SPACE_COLOURS['blue']}"
    assert fill["m2"] == f"fill:{SPACE_COLOURS['ruby']}"
    assert fill["m3"] == f"fill:{NEUTRAL[0]}"
    assert len(set(fill.values())) == 3


def test_space_palette_gives_distinct_neutral_colours_to_distinct_unknown_words():
    palette = space_palette(["mauve", "blue", "taupe", "mauve"])
    assert palette["blue"] == SPACE_COLOURS["blue"]
    assert palette["mauve"] == NEUTRAL[0] and palette["taupe"] == NEUTRAL[1]


def test_positions_from_the_rule_file_are_used_as_given():
    pmap = small_map()
    assert node_positions(pmap) == {nid: (float(n.pos[0]), float(n.pos[1]))
                                   for nid, n in pmap.nodes.items()}


def test_missing_positions_come_from_a_deterministic_spring_layout():
    pytest.importorskip("numpy", reason="networkx.spring_layout needs numpy")
    pmap = small_map(with_positions=False)
    first, second = node_positions(pmap), node_positions(pmap)
    assert first == second and set(first) == set(pmap.nodes)
    assert len({(round(x, 6), round(y, 6)) for x, y in first.values()}) == len(first)
    assert draw_map(pmap) == draw_map(pmap)
    parse(draw_map(pmap))


def test_partly_given_positions_stay_fixed_in_the_layout():
    pytest.importorskip("numpy", reason="networkx.spring_layout needs numpy")
    full = small_map()
    nodes = {nid: (n if nid in ("nw", "se", "m2") else MapNode(n.id, n.kind, n.colour))
             for nid, n in full.nodes.items()}
    pmap = PilgrimMap(MappingProxyType(nodes), full.roads, full.space_colours)
    pos = node_positions(pmap)
    assert pos["nw"] == (0.0, 0.0) and pos["se"] == (2.0, 2.0) and pos["m2"] == (4.0, 4.0)
    assert set(pos) == set(pmap.nodes)


def test_R_PIL_3_players_pilgrims_and_monastery_disks_in_player_colours():
    players = [PlayerMarks("Ana", "#d62728", pilgrim="m1", monasteries=("m1", "m2")),
               PlayerMarks("Rui", "#1f77b4", pilgrim="nw", monasteries=("m2",))]
    root = parse(draw_map(small_map(), players))
    disks = [c for c in root.iter(f"{SVG}circle") if c.get("class") == "disk"]
    assert sorted((d.find(f"{SVG}title").text for d in disks)) == [
        "Ana: disk on m1", "Ana: disk on m2", "Rui: disk on m2"]
    assert {d.get("style") for d in disks} == {"fill:#d62728", "fill:#1f77b4"}
    pilgrims = [g for g in root.iter(f"{SVG}g") if g.get("class") == "pilgrim"]
    assert sorted(g.find(f"{SVG}title").text for g in pilgrims) == [
        "Ana: pilgrim on m1", "Rui: pilgrim on nw"]
    legend = [t.text for t in root.iter(f"{SVG}text")]
    assert "Ana" in legend and "Rui" in legend


def test_marks_on_a_node_the_map_lacks_are_refused():
    with pytest.raises(CoimbraError, match="'nowhere'"):
        draw_map(small_map(), [PlayerMarks("Ana", "#d62728", pilgrim="nowhere")])


def test_title_and_names_are_escaped():
    svg = draw_map(small_map(), [PlayerMarks("<Ana & \"Rui\">", "#d62728", pilgrim="s1")],
                   title="a <b> & c")
    root = parse(svg)
    assert root.find(f"{SVG}title").text == "a <b> & c"


def test_map_command_without_svg_is_a_one_line_usage_error(capsys):
    assert main(["map"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--svg" in err[0]


def test_map_command_with_an_unknown_option_is_a_one_line_usage_error(capsys):
    assert main(["map", "--svg", "x.svg", "--colour", "red"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


# ------------------------------------------------------------------ the base map, saved games

@pytest.fixture(scope="module")
def base():
    from coimbra_dsl import load_ruleset
    return load_ruleset("base")


def test_R_PIL_base_map_command_draws_every_node_and_the_corner_arrows(base, tmp_path, capsys):
    out = tmp_path / "map.svg"
    assert main(["map", "--svg", str(out)]) == 0
    assert "wrote" in capsys.readouterr().out
    root = parse(out.read_text(encoding="utf-8"))
    assert set(node_groups(root)) == set(base.map.nodes)
    arrows = [ln for ln in root.iter(f"{SVG}line") if ln.get("marker-end")]
    assert len(arrows) == sum(r.one_way for r in base.map.roads) == 2 * len(base.map.corners())


def _save_with_disks(base) -> tuple[str, object]:
    """A seeded random game played until some monastery disks are on the map."""
    import random
    from engine.core.game import Game
    st = Game(base, players=3, seed=11).new_state()
    rng = random.Random(11)
    for _ in range(5000):
        if sum(len(p.monasteries) for p in st.players) >= 3 or st.is_terminal:
            break
        actions = st.legal_actions()
        st.apply(actions[rng.randrange(len(actions))])
    assert any(p.monasteries for p in st.players)
    return st.to_json(), st


def test_R_PIL_3_map_of_a_saved_game_shows_pilgrims_and_disks(base, tmp_path):
    text, st = _save_with_disks(base)
    save = tmp_path / "game.json"
    save.write_text(text, encoding="utf-8")
    out = tmp_path / "map.svg"
    assert main(["map", "--svg", str(out), "--game", str(save)]) == 0
    root = parse(out.read_text(encoding="utf-8"))
    disks = sorted(c.find(f"{SVG}title").text for c in root.iter(f"{SVG}circle")
                   if c.get("class") == "disk")
    assert disks == sorted(f"player {seat + 1}: disk on {space}"
                           for seat, p in enumerate(st.players) for space in p.monasteries)
    pilgrims = sorted(g.find(f"{SVG}title").text for g in root.iter(f"{SVG}g")
                      if g.get("class") == "pilgrim")
    assert pilgrims == sorted(f"player {seat + 1}: pilgrim on {p.pilgrim}"
                              for seat, p in enumerate(st.players) if p.pilgrim)
    assert len({c.get("style") for c in root.iter(f"{SVG}circle")
                if c.get("class") == "disk"}) == len({t.split(":")[0] for t in disks})


@pytest.mark.parametrize("content", ["{not json", '{"format": "coimbra-save"}', ""])
def test_a_bad_save_is_one_line_exit_1_and_writes_nothing(base, tmp_path, capsys, content):
    save = tmp_path / "bad.json"
    save.write_text(content, encoding="utf-8")
    out = tmp_path / "map.svg"
    assert main(["map", "--svg", str(out), "--game", str(save)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("coimbra: ")
    assert not out.exists()


def test_a_missing_save_is_one_line_exit_1(base, tmp_path, capsys):
    assert main(["map", "--svg", str(tmp_path / "m.svg"), "--game",
                 str(tmp_path / "nowhere.json")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nowhere.json" in err[0]


def test_without_numpy_a_map_lacking_positions_is_one_clear_error(monkeypatch):
    import sys
    monkeypatch.setitem(sys.modules, "numpy", None)   # as if numpy were not installed
    with pytest.raises(CoimbraError, match="at X Y"):
        node_positions(small_map(with_positions=False))
    assert node_positions(small_map())["m2"] == (4.0, 4.0)   # given positions need nothing


def test_R_PIL_3_a_games_map_names_each_monastery_and_tags_each_disk(base, tmp_path):
    """With a game, every monastery's name and reward stand under its space, and each
    disk says its seat (not by colour alone)."""
    from engine.faces.map_drawing import monastery_labels
    text, st = _save_with_disks(base)
    labels = monastery_labels(base, st.spaces)
    assert set(labels) == set(st.spaces)
    marks = [PlayerMarks(f"P{s + 1}", "#123456", p.pilgrim, tuple(p.monasteries), f"P{s + 1}")
             for s, p in enumerate(st.players)]
    root = ET.fromstring(draw_map(base.map, marks, monasteries=labels).split("?>", 1)[1])
    names = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "monastery-name"]
    assert sorted(names) == sorted(name for name, _ in labels.values())
    tags = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "disk-tag"]
    assert sorted(tags) == sorted(f"P{s + 1}" for s, p in enumerate(st.players)
                                  for _ in p.monasteries)


def test_a_long_reward_under_its_space_ends_with_an_ellipsis_and_stays_whole_in_its_tooltip(base):
    """Three lines under a space at most: a reward cut short says so ('…'), never ending
    mid-sentence as if it were whole; the space's tooltip keeps all of it."""
    long = "Score one of your game-end cards now and for one track of your choice its rank VP"
    space = next(iter(base.map.nodes))
    root = ET.fromstring(draw_map(base.map, [], monasteries={space: ("Jerónimos", long)})
                         .split("?>", 1)[1])
    lines = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "monastery-reward"]
    assert len(lines) == 3 and lines[-1].endswith("…")
    assert any(long in (t.text or "") for t in root.iter(f"{SVG}title"))


def _text_box(t: ET.Element, per_char: float) -> tuple[float, float, float, float]:
    x, y, n = float(t.get("x")), float(t.get("y")), len(t.text or "")
    if t.get("text-anchor") == "middle":
        return (x - per_char * n / 2, y - 9, x + per_char * n / 2, y + 2)
    return (x, y - 9, x + per_char * n, y + 2)


def test_R_PIL_3_pawns_cover_no_monastery_name_reward_label_or_other_pawn(base):
    """Four pilgrims on any one node of the base map: each pawn stands clear of every
    monastery's name and reward, every node's id and the other pawns."""
    from engine.faces.map_drawing import CHAR, monastery_labels
    st = fresh_base_state(base)
    labels = monastery_labels(base, st.spaces)
    for node in base.map.nodes:
        marks = [PlayerMarks(f"P{s + 1}", "#123456", node, (), f"P{s + 1}") for s in range(4)]
        root = ET.fromstring(draw_map(base.map, marks, monasteries=labels).split("?>", 1)[1])
        words = [_text_box(t, CHAR["name" if t.get("class") == "monastery-name" else
                                   "reward" if t.get("class") == "monastery-reward" else "label"])
                 for t in root.iter(f"{SVG}text")
                 if t.get("class") in ("monastery-name", "monastery-reward")
                 or (t.text or "") in base.map.nodes]
        pawns = []
        for g in root.iter(f"{SVG}g"):
            if g.get("class") == "pilgrim":
                head = g.find(f"{SVG}circle")
                x, y = float(head.get("cx")), float(head.get("cy")) + 11
                pawns.append((x - 6, y - 15, x + 6, y + 21))
        assert len(pawns) == 4
        for i, p in enumerate(pawns):
            for b in words + pawns[:i]:
                assert not (p[0] < b[2] and b[0] < p[2] and p[1] < b[3] and b[1] < p[3]), \
                    f"a pawn on {node} covers something at {b}"


def fresh_base_state(base):
    from engine import Game
    return Game(base, players=4, seed=1).new_state()


def test_the_legend_wraps_within_the_map(base):
    marks = [PlayerMarks(f"a long player name {s + 1}", "#123456") for s in range(4)]
    root = ET.fromstring(draw_map(base.map, marks).split("?>", 1)[1])
    width = float(root.get("width"))
    for g in root.iter(f"{SVG}g"):
        if g.get("class") == "legend":
            t = g.find(f"{SVG}text")
            assert float(t.get("x")) + 6.8 * len(t.text) <= width
