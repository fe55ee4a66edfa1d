"""Hostile mods: rule sets, saves and arguments written as a hostile modder
would. Each case runs in a subprocess under CPU-time and memory limits this test sets
(`bounded_run`), so a regression fails here instead of hanging: it is refused in one
clear message, or it plays to the end and saves — never a hang, never a traceback.
"""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from bounded_run import coimbra, python

LOOP = "bonuses resolve each other without end"


def mod(folder: Path, text: str, name: str = "hostile") -> str:
    """A variant of the base game in `folder`; long text is cut into several files
    (`x000.coimbra`, ...; each under the 1 MiB a rule file may hold), in order."""
    folder.mkdir(parents=True, exist_ok=True)
    files, part, size = [], [f"ruleset {name} extends base\n\n"], 0
    for line in text.splitlines(keepends=True):
        if size > 800_000 and line[:1].isalpha():        # a new top-level statement
            files.append("".join(part))
            part, size = [], 0
        part.append(line)
        size += len(line.encode("utf-8"))
    files.append("".join(part))
    for i, body in enumerate(files):
        (folder / f"x{i:03d}.coimbra").write_text(body, encoding="utf-8")
    return str(folder)


def card(cid: str, body: str, cls: str = "council", back: str = "II",
         name: str | None = None) -> str:
    cost = "  cost coins\n" if back != "I" else ""
    return (f'character {cid} "{name or cid}" {{\n  class {cls}\n  back {back}\n{cost}'
            f'  influence 2\n  {body}\n}}\n')


def errors_of(out) -> list[str]:
    return [line for line in out.lines if ": error: " in line]


# ---------------------------------------------------------------- every effect ends

GAME_END = ("garcia_de_noronha", "diogo_fernandes", "martim_afonso_de_sousa",
            "henrique_de_meneses", "simao_alvares")

LOOPS = {
    "two game-end cards score each other": [
        (GAME_END[0], "game_end: score game_end card"),
        (GAME_END[1], "game_end: score game_end card")],
    "a reuse and a score game-end card": [
        (GAME_END[0], "game_end: reuse game_end"),
        (GAME_END[1], "game_end: score game_end card")],
    "one card scoring game-end cards meets the base game's reuse": [
        (GAME_END[0], "game_end: score game_end card")],
    "five cards in a ring": [(cid, "game_end: score game_end card") for cid in GAME_END],
    "an immediate bonus scoring a game-end card that reuses immediates": [
        ("alvaro_vaz_de_almada", "immediate: score game_end card"),
        (GAME_END[0], "game_end: reuse immediate")],
}


@pytest.mark.parametrize("case", sorted(LOOPS))
def test_bonus_loops_are_refused_with_every_position(case, tmp_path):
    text = "".join(f"change character {cid} {{ {body} }}\n" for cid, body in LOOPS[case])
    folder = mod(tmp_path / "m", text)
    out = coimbra("validate", folder)
    assert out.code == 1
    looped = [line for line in errors_of(out) if LOOP in line]
    for cid, _ in LOOPS[case]:
        assert any(line.split(": error: ")[1].startswith(f"character {cid}:")
                   and "x000.coimbra:" in line.split(": error: ")[0] for line in looped), \
            (cid, out.lines)
    if case == "two game-end cards score each other":     # play refuses it the same way
        play = coimbra("simulate", "--rules", folder, "--games", "1", "--players", "2")
        assert play.code == 1 and len(play.lines) == 1 and LOOP in play.lines[0]


def test_a_voyage_scoring_voyages_is_a_loop_of_one(tmp_path):
    folder = mod(tmp_path / "m", "change voyage tanger { game_end: score up to 1 voyages }\n")
    out = coimbra("validate", folder)
    assert out.code == 1
    assert any("voyage tanger" in line and LOOP in line for line in errors_of(out))


# a subprocess's start: the rule set of argv[1] loaded and taken as checked, as if the
# validator had missed its loop
BYPASSED = """
import sys
from coimbra_dsl import load_ruleset
from engine.core.errors import WorkLimitError
from engine import Game
from engine.core import playable
from engine.core.index import rule_index
from engine.core.tasks import GameEndTask
rules = load_ruleset(sys.argv[1])
playable._CHECKED[id(rules)] = (rules, rule_index(rules))
"""


def loop_mod(tmp_path):
    """A mod where two game-end cards each score the other: a loop of bonuses."""
    return mod(tmp_path / "m", "".join(
        f"change character {cid} {{ game_end: score game_end card }}\n"
        for cid in GAME_END[:2]))


def test_the_runtime_bounds_the_work_of_one_action_and_names_the_loop(tmp_path):
    """A loop the validator missed (here: the validator is bypassed) ends in a
    WorkLimitError naming the components, within the limits, not a hang."""
    folder = loop_mod(tmp_path)
    code = BYPASSED + """
st = Game(rules, players=2, seed=1).new_state()
for cid in sys.argv[2:]:
    for where in [st.stack, st.discard, *st.display.values()]:
        if cid in where:
            where.remove(cid)
    st.players[0].cards.append(cid)
st.tasks.append(GameEndTask("gamecards", 0, sys.argv[2]))
try:
    st.run([])
except WorkLimitError as exc:
    print(exc)
"""
    out = python(code, folder, *GAME_END[:2], cpu=20, memory_mb=1024)
    assert out.code == 0, out.err
    assert "more than" in out.out and GAME_END[0] in out.out and GAME_END[1] in out.out


def test_a_loop_that_overruns_leaves_the_game_as_before_the_action(tmp_path):
    """The action that sets such a loop off (here: the last one, which scores the game-end
    cards) fails with the WorkLimitError and leaves the state exactly as before it — also
    after a save and load; another action is still legal and carried out normally."""
    folder = loop_mod(tmp_path)
    code = BYPASSED + """
import random
from coimbra_dsl.vocab import Timing
from engine import GameState
st = Game(rules, players=2, seed=3).new_state()
for cid in list(st.stack) + st.discard + [c for row in st.display.values() for c in row]:
    if Timing.GAME_END in st.ix.timings[cid]:      # seat 0 holds the loop, nobody others
        for where in [st.stack, st.discard, *st.display.values()]:
            if cid in where:
                where.remove(cid)
        (st.players[0].cards if cid in sys.argv[2:] else st.box).append(cid)
st = GameState.from_json(st.to_json(), rules)
rng = random.Random(3)
failed = 0
while not st.is_terminal:
    if failed == 1:                 # once more from a save, without the origin's history
        st = GameState.from_json(st.to_json(), rules)
    before, legal = st.to_json(), [a.key for a in st.legal_actions()]
    try:
        st.apply(rng.choice(st.legal_actions()))
        continue
    except WorkLimitError as exc:
        failed += 1
        print("error:", exc)
    assert st.to_json() == before and [a.key for a in st.legal_actions()] == legal
    if failed == 2:
        break
print("failed", failed)
"""
    out = python(code, folder, *GAME_END[:2], cpu=60, memory_mb=1024)
    assert out.code == 0, out.err
    assert "failed 2" in out.out and "as it was before it" in out.out


@pytest.mark.parametrize("trade, why", [
    ("trade 0 coins for 1 vp", "costs nothing"),
    pytest.param("trade 0 guards for 0 vp", "costs nothing", marks=pytest.mark.slow),
    ("trade 1 vp for 1 vp", "at least the VP"),
    pytest.param("trade 1 vp for 3 vp", "at least the VP", marks=pytest.mark.slow),
    pytest.param("trade 2 steps for 1 vp", "only coins or guards", marks=pytest.mark.slow),
])
def test_free_or_gainful_trades_are_refused(trade, why, tmp_path):
    folder = mod(tmp_path / "m", f"change character {GAME_END[0]} {{ phase_e: {trade} }}\n")
    out = coimbra("validate", folder)
    assert out.code == 1
    assert any(GAME_END[0] in line and why in line for line in errors_of(out)), out.lines


# ---------------------------------------------------------------- near-linear checks

def near_misses(n: int, verb: str) -> str:
    made = "".join(card(f"card_{i:05d}_abcdef", "immediate: gain 1 coin") for i in range(n))
    wrong = {"remove": "remove character card_{:05d}_abcdeg\n",
             "change": "change character card_{:05d}_abcdeg {{ influence 1 }}\n"}[verb]
    return made + "".join(wrong.format(i) for i in range(n))


@pytest.mark.parametrize("verb, n", [
    ("remove", 2000), pytest.param("change", 2000, marks=pytest.mark.slow),
    pytest.param("remove", 10_000, marks=pytest.mark.slow)])
def test_many_near_miss_ids_load_in_near_linear_time(verb, n, tmp_path):
    folder = mod(tmp_path / "m", near_misses(n, verb))
    out = coimbra("validate", folder, cpu=30)
    assert out.code == 1
    first = [line for line in out.lines if "abcdeg" in line][0]
    assert "did you mean 'card_00000_abcdef'" in first


@pytest.mark.parametrize("n", [1500, pytest.param(9000, marks=pytest.mark.slow)])
def test_a_large_map_with_broken_roads_validates_in_near_linear_time(n, tmp_path):
    """Thousands of map nodes and a road to a near-miss name after each: at most 100
    errors a file, each with its "did you mean" from one index of the nodes."""
    from coimbra_dsl.loader import rules_root
    base = (rules_root() / "base" / "map.coimbra").read_text(encoding="utf-8")
    body = base[base.index("map {"):base.rindex("}")]
    nodes = "".join(f"  stopover x{i:05d}abc at {i % 100} {30 + i // 100}\n" for i in range(n))
    roads = "".join(f"  road x{i:05d}abc -- x{i + 1:05d}abd\n" for i in range(n - 1))
    out = coimbra("validate", mod(tmp_path / "m", body + nodes + roads + "}\n"))
    assert out.code == 1 and len(errors_of(out)) <= 101
    assert "unknown map node 'x00001abd'; did you mean 'x00001abc'?" in out.lines[0]


@pytest.mark.parametrize("n", [400, pytest.param(1500, marks=pytest.mark.slow),
                               pytest.param(4950, marks=pytest.mark.slow)])
def test_many_cards_of_one_class_back_and_cost_give_small_output(n, tmp_path):
    """Cards that all compare (twins, and a ladder where each beats the one below):
    one warning per dominated card at most, summarised after a few; the JSON stays
    small; play refuses the set in one line, quickly."""
    same = "".join(card(f"twin_{i:05d}", "immediate: gain 1 coin") for i in range(n))
    ladder = "".join(card(f"step_{i:05d}", f"immediate: gain {i + 1} vp", cls="clerics")
                     for i in range(n))
    folder = mod(tmp_path / "m", same + ladder)
    out = coimbra("validate", folder)
    assert len(out.lines) < 60, out.lines[:80]
    assert any("more warning(s) like the 5 above" in line for line in out.lines)
    js = coimbra("validate", folder, "--json")
    assert len(js.out) < 100_000
    play = coimbra("simulate", "--rules", folder, "--games", "1", "--players", "2")
    assert play.code == 1 and len(play.lines) == 1


@pytest.mark.parametrize("n", [200, pytest.param(2400, marks=pytest.mark.slow)])
def test_thousands_of_valid_cards_validate_play_and_save(n, tmp_path):
    """4 x n more cards (9,656 characters in the slow run), counted right in `expect`:
    the set validates, `Game()` accepts it and games play to the end and save."""
    classes = ("council", "merchants", "clerics", "scholars")
    text = "".join(card(f"c{k}_{i:05d}", f"immediate: gain {i % 7} vp and {i % 5} coins",
                        cls=cls, back="II" if i % 2 else "III")
                   for k, cls in enumerate(classes) for i in range(n))
    text += (f"expect {{\n  characters {4 * n + 56}\n  characters per class {n + 14}\n"
             f"  characters back I 8  back II {24 + 2 * n}  back III {24 + 2 * n}\n}}\n")
    folder = mod(tmp_path / "m", text)
    out = coimbra("validate", folder, cpu=60)
    assert out.code == 0 and len(out.lines) < 40, out.lines[-5:]
    code = """
import sys
from coimbra_dsl import load_ruleset
from engine import GameState
from engine.core.invariants import check_invariants
from engine.tools.harness import play_random_game
rules = load_ruleset(sys.argv[1])
for seed in range(3):
    st = play_random_game(rules, 2 + seed, seed, check=check_invariants)
    assert GameState.from_json(st.to_json(), rules).to_json() == st.to_json()
print("played")
"""
    played = python(code, folder, cpu=60)
    assert played.out.strip() == "played", played.err


@pytest.mark.parametrize("line", [
    "constants { die tokens 1000000 }",
    "constants { dice gray 1000000 }",
    "constants { disks 1000000 }",
    "constants { row cards 1000000 }",
    "change setup 4 players { rounds 1000000 }",
])
def test_huge_counts_are_refused_as_rule_limits(line, tmp_path):
    out = coimbra("validate", mod(tmp_path / "m", line + "\n"), cpu=20)
    assert out.code == 1
    assert any("is more than the limit" in x for x in out.lines), out.lines


def test_no_row_cards_with_many_rounds_validates_quickly(tmp_path):
    folder = mod(tmp_path / "m", "constants { row cards 0 }\nchange setup 4 players { rounds 100 }\n")
    out = coimbra("validate", folder, cpu=20)
    assert "Traceback" not in out.err


# ---------------------------------------------------------------- what validates, plays

def test_start_coins_above_the_cap_are_refused(tmp_path):
    out = coimbra("validate", mod(tmp_path / "m", "constants { limit coins 5 }\n"))
    assert out.code == 1
    assert any("start coins 7 is above limit coins 5" in x for x in errors_of(out))


def test_start_guards_above_the_cap_are_refused(tmp_path):
    out = coimbra("validate", mod(tmp_path / "m", "constants { limit guards 6 }\n"))
    assert any("start guards 7 is above limit guards 6" in x for x in errors_of(out))


def test_a_voyage_above_every_cap_is_a_warning(tmp_path):
    folder = mod(tmp_path / "m", "change voyage tanger { cost 30 coins }\n")
    out = coimbra("validate", folder)
    assert any("voyage tanger: cost 30 coins is above limit coins 20" in x and "warning" in x
               for x in out.lines), out.lines


def test_a_payment_above_its_cap_is_a_warning(tmp_path):
    folder = mod(tmp_path / "m", f"change character {GAME_END[0]} "
                                 f"{{ immediate: pay 25 guards for 3 vp }}\n")
    out = coimbra("validate", folder)
    assert any(f"character {GAME_END[0]}: 'pay 25 guards' is above limit guards 20" in x
               and "warning" in x for x in out.lines), out.lines


def test_a_bonus_gaining_more_than_the_limit_at_once_is_refused(tmp_path):
    """56 cards x 56 cards x 1,000,000 VP could be gained at once: over 10**9."""
    folder = mod(tmp_path / "m", f"change character {GAME_END[0]} "
                                 f"{{ game_end: per card: per card: gain 1000000 vp }}\n")
    out = coimbra("validate", folder)
    assert any(f"character {GAME_END[0]}: its bonus can gain or multiply up to "
               f"{56 * 56 * 10 ** 6}" in x for x in errors_of(out)), out.lines


@pytest.mark.parametrize("steps", [2000, 50_000])
def test_large_step_gains_play_and_save_mid_move(steps, tmp_path):
    """An effect of thousands of steps plays; a save made mid-move loads again."""
    folder = mod(tmp_path / "m", f"change character alvaro_vaz_de_almada "
                                 f"{{ immediate: gain {steps} steps }}\n")
    code = """
import random, sys
from coimbra_dsl import load_ruleset
from engine import Game, GameState
from engine.core.invariants import check_invariants
rules = load_ruleset(sys.argv[1])
moves = saved = 0
for seed in range(6):
    st = Game(rules, players=2, seed=seed).new_state()
    rng = random.Random(seed)
    while not st.is_terminal:
        acts = st.legal_actions()
        if st.decision == "steps":
            back = GameState.from_json(st.to_json(), rules)
            assert back.to_json() == st.to_json()
            saved += 1
            moves += 1
            st.apply(acts[0] if moves % 20 and acts[0].verb == "step" else acts[-1])
        else:
            st.apply(acts[rng.randrange(len(acts))])
    check_invariants(st)
print(saved)
"""
    out = python(code, folder, cpu=60)
    assert out.code == 0, out.err
    assert int(out.out) > 0


@pytest.mark.parametrize("steps", [300, 1_000_000])
def test_bots_stay_fast_with_large_step_gains(steps, tmp_path):
    """A start card gaining hundreds or a million pilgrim steps: greedy (2 and 4 players)
    and MCTS games play to the end within the limits, the big move really played (a
    one-step look-ahead must neither search every outcome nor walk back and forth)."""
    folder = mod(tmp_path / "m", f"change character alvaro_vaz_de_almada "
                                 f"{{ immediate: gain {steps} steps }}\n")
    code = """
import sys
from coimbra_dsl import load_ruleset
from engine import Game
from engine.bots import make_bot
rules = load_ruleset(sys.argv[1])
for spec, players, seed in [("greedy", 2, 0), ("greedy", 4, 1), ("mcts:10", 2, 2)]:
    st = Game(rules, players=players, seed=seed).new_state()
    bots = [make_bot(spec, seed=seed * 10 + k) for k in range(players)]
    most = 0
    while not st.is_terminal:
        if st.decision == "steps":
            most = max(most, st.tasks[-1][2])
        st.apply(bots[st.current_player].choose(st))
    print(spec, players, most)
"""
    out = python(code, folder, cpu=20)
    assert out.code == 0, out.err
    assert out.out.split() == ["greedy", "2", str(steps), "greedy", "4", str(steps),
                               "mcts:10", "2", str(steps)]


# ---------------------------------------------------------------- saves and arguments

def saved_game(tmp_path: Path) -> tuple[Path, dict]:
    out = python("""
import random, sys
from engine import Game
from engine.tools.harness import random_moves
from coimbra_dsl import load_ruleset
st = random_moves(Game(load_ruleset("base"), players=2, seed=3).new_state(), 40,
                  random.Random(3))
open(sys.argv[1], "w").write(st.to_json())
""", str(tmp_path / "save.json"))
    assert out.code == 0, out.err
    path = tmp_path / "save.json"
    return path, json.loads(path.read_text())


def edited(tmp_path: Path, change) -> Path:
    path, doc = saved_game(tmp_path)
    change(doc)
    path.write_text(json.dumps(doc))
    return path


FIELDS = [
    ("vp", lambda d: d["state"]["players"][0].__setitem__("vp", 10 ** 400)),
    ("vp", lambda d: d["state"]["players"][0].__setitem__("vp", -(10 ** 19))),
    ("coins", lambda d: d["state"]["players"][1].__setitem__("coins", 21)),
    ("guards", lambda d: d["state"]["players"][1].__setitem__("guards", -1)),
    ("influence", lambda d: d["state"]["players"][0]["influence"].__setitem__(0, 16)),
    ("arrive", lambda d: d["state"]["players"][0]["arrive"].__setitem__(0, 10 ** 30)),
    ("disks_left", lambda d: d["state"]["players"][0].__setitem__("disks_left", 10 ** 9)),
    ("flag", lambda d: d["state"]["players"][0].__setitem__("flag", 99)),
    ("tick", lambda d: d["state"].__setitem__("tick", 10 ** 30)),
    ("seed", lambda d: d["state"].__setitem__("seed", 10 ** 30)),
    ("mark", lambda d: d["state"]["mark"].__setitem__(0, 10 ** 30)),
    ("log", lambda d: d["log"].append({"event": "action", "seat": 0})),
    ("log", lambda d: d["log"].append(["not", "an", "event"])),
]


def test_every_field_of_a_save_is_range_checked(tmp_path):
    from coimbra_dsl import load_ruleset
    from engine.core.errors import SaveError
    from engine import GameState
    rules = load_ruleset("base")
    _, doc = saved_game(tmp_path)
    for what, change in FIELDS:
        broken = json.loads(json.dumps(doc))
        change(broken)
        with pytest.raises(SaveError, match=what):
            GameState.from_json(json.dumps(broken), rules)


def test_a_save_out_of_range_is_one_line_in_play_and_replay(tmp_path):
    path = edited(tmp_path, FIELDS[0][1])
    for argv in (("play", "--load", str(path)), ("replay", str(path))):
        out = coimbra(*argv, stdin="quit\n")
        assert out.code == 1 and len(out.lines) == 1, out.lines
        assert "save" in out.lines[0] and "vp" in out.lines[0], out.lines


@pytest.mark.parametrize("depth", [pytest.param(20, marks=pytest.mark.slow), 5000,
                                   pytest.param(200_000, marks=pytest.mark.slow)])
def test_deeply_nested_json_is_one_line(depth, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * depth + "]" * depth)
    for argv in (("replay", str(path)), ("play", "--load", str(path)),
                 ("map", "--svg", str(tmp_path / "m.svg"), "--game", str(path))):
        out = coimbra(*argv, stdin="quit\n")
        assert out.code == 1 and len(out.lines) == 1, (argv, out.lines)


@pytest.mark.parametrize("record", [
    {"games": [{"seed": 1, "bots": ["random", "random"], "actions": ["nonsense"]}]},
    {"games": [["not", "an", "object"]]},
    pytest.param({"games": [{"seed": 1}]}, marks=pytest.mark.slow),
    pytest.param({"games": [{"seed": 1, "bots": ["random"] * 9, "actions": []}]},
                 marks=pytest.mark.slow),
    pytest.param({"games": [{"seed": "x", "bots": ["random", "random"], "actions": []}]},
                 marks=pytest.mark.slow),
])
def test_malformed_records_are_one_line(record, tmp_path):
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(record))
    out = coimbra("replay", str(path))
    assert out.code == 1 and len(out.err.splitlines()) == 1, out.lines


BAD_BOTS = ["mcts:infs", "mcts:nans", "mcts:1e400s", "mcts:0", "mcts:99999999999",
            "mcts:-1s", "greedy:3", "nobody", "mcts:1" + "0" * 5000, "mcts:1.5"]


def test_bot_specs_are_validated():
    from engine.core.errors import OptionError
    from engine.bots import parse_bots
    for spec in BAD_BOTS:
        with pytest.raises(OptionError, match="bot|budget"):
            parse_bots(f"random,{spec}")


def test_a_bad_bot_spec_is_one_line_on_the_command_line():
    out = coimbra("play", "--bots", "mcts:infs", stdin="quit\n")
    assert out.code == 2 and len(out.lines) == 1, out.lines
    assert "mcts:infs" in out.lines[0], out.lines


def test_saving_over_a_file_keeps_its_mode(tmp_path):
    path = tmp_path / "kept.json"
    path.write_text("old")
    os.chmod(path, 0o600)
    out = coimbra("play", "--players", "2", "--bots", "random", stdin=f"save {path}\nquit\n")
    assert out.code == 0, out.lines
    assert json.loads(path.read_text())["format"] == "coimbra-save"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_nul_in_a_save_path_is_one_message(tmp_path):
    out = coimbra("play", "--players", "2", "--bots", "random",
                  stdin=f"save {tmp_path}/a\x00b.json\nquit\n")
    assert out.code == 0
    assert any("cannot save" in line for line in out.lines), out.lines


def test_map_names_the_missing_module_to_install():
    out = python("""
import builtins, sys
real = builtins.__import__
def no_scipy(name, *a, **k):
    if name.split(".")[0] in ("scipy", "numpy"):
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    return real(name, *a, **k)
builtins.__import__ = no_scipy
from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.model import MapNode, PilgrimMap
from engine.faces.map_drawing import draw_map
nodes = {f"n{i}": MapNode(f"n{i}", "stopover") for i in range(3)}
try:
    draw_map(PilgrimMap(nodes, (), {}), [])
except CoimbraError as exc:
    print(exc)
""")
    assert "pip install numpy" in out.out or "pip install scipy" in out.out, out
    name = out.out.split("needs ")[1].split(" ")[0]
    assert f"(pip install {name})" in out.out


# ---------------------------------------------------------------- text is data

EVIL = "[/x][link=http://evil.example]x[/link]\x1b[2J\x1b]8;;http://evil\x07\u202e"


def evil_names(folder: Path) -> str:
    """The base game with markup, escape sequences and a bidi override in every name."""
    import re
    import shutil
    from coimbra_dsl.loader import rules_root
    shutil.copytree(rules_root() / "base", folder)
    path = folder / "characters.coimbra"
    text = re.sub(r'^(character \w+ "[^"]*)"', lambda m: m.group(1) + EVIL + '"',
                  path.read_text(encoding="utf-8"), flags=re.M)
    path.write_text(text, encoding="utf-8")
    return str(folder)


def shown_raw(out) -> bool:
    return any(ch in out.out + out.err for ch in "\x1b\x07\u202e")


def test_names_with_markup_and_escapes_are_data_on_every_face(tmp_path):
    folder = evil_names(tmp_path / "evil")
    val = coimbra("validate", folder)
    assert val.code == 0 and not shown_raw(val)
    assert any("its name holds control or bidi characters (U+001B, U+0007, U+202E)" in x
               for x in val.lines), val.lines
    assert any("more warning(s) like the 5 above" in x for x in val.lines)
    cards = coimbra("cards", folder)
    assert cards.code == 0 and not shown_raw(cards)
    assert "[/x][link=http://evil.example]x[/link]" in cards.out
    play = coimbra("play", "--rules", folder, "--players", "2", "--bots", "random",
                   stdin="show\n1\nshow\nquit\n")
    assert play.code == 0 and not shown_raw(play), play.err
    assert "[/x][link=http://evil" in play.out
    assert json.loads(coimbra("validate", folder, "--json").out)


def test_a_save_file_too_large_or_not_text_is_refused_unread(tmp_path, monkeypatch):
    from engine.core.errors import SaveError
    from engine.faces import save_files
    big = tmp_path / "big.json"
    big.write_bytes(b"[" * 5000)
    monkeypatch.setattr(save_files, "MAX_SAVE_BYTES", 4096)
    with pytest.raises(SaveError, match="larger than"):
        save_files.read_save_file(str(big))
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe{}")
    with pytest.raises(SaveError, match="not UTF-8"):
        save_files.read_save_file(str(binary))
    with pytest.raises(SaveError, match="cannot read"):
        save_files.read_save_file(str(tmp_path / "a\x00b"))
