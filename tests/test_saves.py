"""Broken saves: truncated, edited, wrong types, garbage, another rule set, an
unknown format version — `GameState.from_json` raises `SaveError` with a reason, or (for an
edit that leaves a consistent game) returns a state that plays on to the end with every
invariant intact. `coimbra play --load FILE` refuses a bad file in one line, exit 1.
Saves are atomic: an interrupted save leaves the previous file as it was.
"""
from __future__ import annotations

import io
import json
import os
import random
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import coimbra_dsl
from coimbra_dsl.errors import CoimbraError
from engine.core.errors import SaveError
from coimbra_dsl.loader import builtin_names
from engine import Game, GameState
from engine.faces.cli import main
from engine.faces.commands import simulate as simulate_command
from engine.tools.harness import check_invariants, random_moves

FIXED_FLOAT = 7.5


@lru_cache(maxsize=None)
def rules(name: str = "base"):
    return coimbra_dsl.load_ruleset(name)


def play(state: GameState, actions: int, seed: int) -> GameState:
    return random_moves(state, actions, random.Random(seed))


@lru_cache(maxsize=None)
def saves() -> tuple[str, ...]:
    """Saves of base games with 2, 3 and 4 players: at the start, mid-game, at the end."""
    out = []
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        state = Game(rules(), players=players, seed=seed).new_state()
        out.append(state.to_json())
        out.append(play(state, 40, seed).to_json())
        out.append(play(state, 10 ** 6, seed).to_json())
    return tuple(out)


def mid_game(players: int = 3) -> str:
    """A save in round 1-2 with cards on the stack and a decision pending."""
    text = saves()[3 * (players - 2) + 1]
    doc = json.loads(text)["state"]
    assert doc["stack"] and doc["tasks"] and doc["phase"] not in ("setup", "end")
    return text


def refused(text, ruleset=None) -> SaveError:
    with pytest.raises(SaveError) as info:
        GameState.from_json(text, ruleset or rules())
    message = str(info.value)
    assert message.strip() and "\n" not in message and "Traceback" not in message, repr(message)
    return info.value


def loads_and_plays_on(text: str, ruleset=None) -> None:
    """A save `from_json` accepts must be a game: invariants hold now and at every action
    to the end of a random continuation, and it saves back to the same text."""
    state = GameState.from_json(text, ruleset or rules())
    assert GameState.from_json(state.to_json(), ruleset or rules()).to_json() == state.to_json()
    check_invariants(state)
    rng = random.Random(0)
    for _ in range(5000):
        if state.is_terminal:
            return
        acts = state.legal_actions()
        state.apply(acts[rng.randrange(len(acts))])
        check_invariants(state)
    pytest.fail("a loaded game did not end")


def load_or_refuse(text: str) -> None:
    try:
        GameState.from_json(text, rules())
    except SaveError as exc:
        assert str(exc).strip() and "\n" not in str(exc), repr(str(exc))
        return
    loads_and_plays_on(text)


# ----------------------------------------------------------------- from_json
def test_every_good_save_loads_and_plays_on():
    for text in saves():
        loads_and_plays_on(text)


def test_truncated_saves_are_refused():
    for text in saves()[:4]:
        for cut in sorted({0, 1, 2, 10, len(text) // 3, len(text) // 2, len(text) - 2, len(text) - 1}):
            error = refused(text[:cut])
            assert "JSON" in str(error) or "not a saved game" in str(error)


@pytest.mark.parametrize("text", ["", " ", "null", "0", "[]", "\"coimbra-save\"", "{}", "{\"format\": 1}",
                                  "\x00\x01\x02", "\ufeff{}", "NaN", "[" * 100_000, "{\"a\":" * 100_000,
                                  "{\"format\":\"coimbra-save\"}"],
                         ids=["empty", "space", "null", "zero", "list", "string", "empty-object",
                              "format-number", "binary", "bom", "nan", "deep-list", "deep-object",
                              "format-only"])
def test_garbage_is_refused(text):
    error = refused(text)
    assert "save" in str(error)


def test_a_non_text_save_is_refused():
    for thing in (None, 5, b"{}", ["x"], {"format": "coimbra-save"}):
        refused(thing)


@pytest.mark.parametrize("version", [0, 2, 999, -1, "1", None, [1], "latest"])
def test_unknown_or_future_save_version_is_refused(version):
    doc = json.loads(mid_game(2))
    doc["version"] = version
    error = refused(json.dumps(doc))
    assert "version" in str(error)


def test_a_missing_version_is_refused():
    doc = json.loads(mid_game(2))
    del doc["version"]
    assert "version" in str(refused(json.dumps(doc)))


@pytest.mark.parametrize("variant", [n for n in builtin_names() if n != "base"])
def test_a_save_from_another_rule_set_is_refused(variant):
    """A save of a variant game is not a base game, and the other way round."""
    other = rules(variant)
    state = play(Game(other, players=3, seed=4).new_state(), 40, 4)
    error = refused(state.to_json(), rules("base"))
    assert "rule set" in str(error)
    refused(mid_game(2), other)


@pytest.mark.parametrize("section", ["state", "log", "rules", "format"])
def test_a_missing_top_level_field_is_refused(section):
    doc = json.loads(mid_game(2))
    del doc[section]
    if section == "log":
        load_or_refuse(json.dumps(doc))
    else:
        refused(json.dumps(doc))


def test_every_missing_state_field_is_refused():
    for text in (mid_game(2), mid_game(4)):
        doc = json.loads(text)
        for field in list(doc["state"]):
            if field == "alike_at_once":    # an older save (tests/test_older_saves.py)
                continue
            edited = json.loads(text)
            del edited["state"][field]
            error = refused(json.dumps(edited))
            assert field in str(error) or "damaged" in str(error)
        for field in list(doc["state"]["players"][0]):
            edited = json.loads(text)
            del edited["state"]["players"][0][field]
            refused(json.dumps(edited))


WRONG = [None, True, -1, 10 ** 30, FIXED_FLOAT, "x", "", [], [None], {}, {"a": 1}, [[[]]]]


def test_every_state_field_with_a_wrong_type_is_refused_or_still_a_game():
    """Each state and player field replaced by values of other types: SaveError, or a
    game that plays on with its invariants (never a crash, now or later)."""
    text = mid_game(3)
    doc = json.loads(text)
    for field, value in doc["state"].items():
        for wrong in WRONG:
            if type(wrong) is type(value) and wrong == value:
                continue
            edited = json.loads(text)
            edited["state"][field] = wrong
            load_or_refuse(json.dumps(edited))
    for field in doc["state"]["players"][0]:
        for wrong in WRONG:
            edited = json.loads(text)
            edited["state"]["players"][1][field] = wrong
            load_or_refuse(json.dumps(edited))


def _edited(text: str, edit) -> str:
    doc = json.loads(text)
    edit(doc["state"])
    return json.dumps(doc)


INCONSISTENT = {
    "R-LIM-1 coins above the cap": lambda s: s["players"][0].__setitem__("coins", 21),
    "R-LIM-2 negative guards": lambda s: s["players"][0].__setitem__("guards", -1),
    "R-LIM-3 influence above 15": lambda s: s["players"][1]["influence"].__setitem__(0, 16),
    "R-COMP-2 a card twice": lambda s: s["players"][0]["cards"].append(s["stack"][0]),
    "R-COMP-2 a card lost": lambda s: s["stack"].pop(),
    "R-COMP-2 an unknown card": lambda s: s["stack"].append("no_such_card"),
    "R-PIL-3 two disks on one monastery": lambda s: s["players"][0]["monasteries"].extend(
        [next(iter(s["spaces"].values()))] * 2),
    "R-SET-6 disks from nowhere": lambda s: s["players"][0].__setitem__("disks_left", 99),
    "R-PIL-1 pilgrim off the map": lambda s: s["players"][0].__setitem__("pilgrim", "atlantis"),
    "R-SET-7 order not a permutation": lambda s: s.__setitem__("order", [0] * len(s["order"])),
    "R-SET-6 a fifth seat": lambda s: s["players"].append(dict(s["players"][0])),
    "player count changed": lambda s: s.__setitem__("n", 7),
    "R-B-1 four die holders": lambda s: s["players"][0]["dice"].append(None),
    "R-COMP-1 a die from nowhere": lambda s: s["pool"].append(["gray", 6]),
    "unknown task": lambda s: s["tasks"].append(["teleport", 0]),
    "empty task": lambda s: s["tasks"].append([]),
    "task for a seat that is not there": lambda s: s["tasks"][-1].__setitem__(1, 9),
    "R-A-1 random state damaged": lambda s: s.__setitem__("rng", [3, [1, 2, 3], None]),
    "R-A-1 random state not a list": lambda s: s.__setitem__("rng", "seed"),
    "unknown phase": lambda s: s.__setitem__("phase", "Z"),
    "round out of range": lambda s: s.__setitem__("round", -3),
}


@pytest.mark.parametrize("name", sorted(INCONSISTENT))
def test_an_edited_inconsistent_save_is_refused(name):
    error = refused(_edited(mid_game(2), INCONSISTENT[name]))
    assert "damaged" in str(error) or "save" in str(error)


# ----------------------------------------------------------------- random edits
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.integers() | st.sampled_from([FIXED_FLOAT])
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=6)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


EXAMPLES = int(os.environ.get("COIMBRA_FUZZ_EXAMPLES", "150"))   # raise it for a long fuzz run


@settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 150, report_multiple_bugs=False,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_randomly_edited_saves_are_refused_or_still_a_game(data):
    """One random edit anywhere in a save (a value changed, nudged, removed, or a list
    item added): `SaveError`, or a state that plays to the end with its invariants."""
    text = data.draw(st.sampled_from(saves()), label="save")
    doc = json.loads(text)
    paths = [p for p in _paths(doc["state"]) if p]
    path = data.draw(st.sampled_from(paths), label="path")
    parent = doc["state"]
    for step in path[:-1]:
        parent = parent[step]
    last, old = path[-1], parent[path[-1]]
    kind = data.draw(st.sampled_from(["set", "nudge", "delete", "append"]), label="edit")
    if kind == "nudge" and isinstance(old, int) and not isinstance(old, bool):
        parent[last] = old + data.draw(st.sampled_from([-1, 1, -100, 100]))
    elif kind == "delete":
        del parent[last]
    elif kind == "append" and isinstance(old, list):
        old.append(data.draw(JSON_VALUES) if not old or data.draw(st.booleans()) else old[0])
    else:
        parent[last] = data.draw(JSON_VALUES, label="value")
    load_or_refuse(json.dumps(doc))


# ----------------------------------------------------------------- coimbra play --load
def _play_cli(monkeypatch, capsys, args, stdin="quit\n"):
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["play", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def _bad_files(tmp_path) -> dict:
    good = mid_game(2)
    doc = json.loads(good)
    files = {
        "truncated": good[: len(good) // 2],
        "garbage": "this is not a save\n",
        "empty": "",
        "future-version": json.dumps({**doc, "version": 99}),
        "edited-coins": _edited(good, INCONSISTENT["R-LIM-1 coins above the cap"]),
        "card-lost": _edited(good, INCONSISTENT["R-COMP-2 a card lost"]),
        "field-removed": _edited(good, lambda s: s.pop("players")),
        "wrong-type": _edited(good, lambda s: s.__setitem__("players", "four")),
        "variant": play(Game(rules("rulebook-colours"), players=3, seed=4).new_state(), 30, 4).to_json(),
    }
    paths = {}
    for name, text in files.items():
        path = tmp_path / f"{name}.json"
        path.write_text(text, encoding="utf-8")
        paths[name] = path
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage\x80")
    paths["binary"] = binary
    paths["missing"] = tmp_path / "no-such-file.json"
    paths["directory"] = tmp_path
    return paths


def test_play_load_refuses_each_bad_file_in_one_line(tmp_path, monkeypatch, capsys):
    for name, path in _bad_files(tmp_path).items():
        code, out, err = _play_cli(monkeypatch, capsys, ["--load", str(path)])
        assert code == 1, (name, code, err)
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("coimbra"), (name, err)
        assert "Traceback" not in err and "Traceback" not in out, name


def test_replay_refuses_each_bad_file_in_one_line(tmp_path, monkeypatch, capsys):
    """`coimbra replay FILE` reads the same files: one line, exit 1, no traceback."""
    files = _bad_files(tmp_path)
    records = {"bad-key": {"games": [{"seed": 1, "bots": ["random", "random"], "scores": [0, 0],
                                      "actions": ["fly to=moon"]}]},
               "no-games": {"games": "none"}, "null-game": {"games": [None]}}
    for name, doc in records.items():
        files[name] = tmp_path / f"{name}.json"
        files[name].write_text(json.dumps(doc), encoding="utf-8")
    for name, path in files.items():
        monkeypatch.setattr("sys.stdin", io.StringIO(""))
        code = main(["replay", str(path)])
        out = capsys.readouterr()
        assert code == 1, (name, code, out.err)
        lines = out.err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("coimbra"), (name, out.err)
        assert "Traceback" not in out.err + out.out, name


def test_play_saves_and_loads_back_through_the_command(tmp_path, monkeypatch, capsys):
    """`save FILE` in a game, then `coimbra play --load FILE`: the same game goes on."""
    target = tmp_path / "game.json"
    code, out, err = _play_cli(monkeypatch, capsys, ["--players", "2", "--bots", "random", "--seed", "5"],
                               stdin=f"1\nsave {target}\nquit\n")
    assert code == 0, err
    saved = target.read_text(encoding="utf-8")
    state = GameState.from_json(saved, rules())
    assert state.seed == 5 and state.n == 2
    code, out, err = _play_cli(monkeypatch, capsys, ["--load", str(target), "--bots", "random"])
    assert code == 0, err


# ----------------------------------------------------------------- atomic saves
class _FailingFile(io.TextIOWrapper):
    pass


def _interrupt_writes(monkeypatch, exc: BaseException, after: int = 100):
    """Make every file opened through `os.fdopen` write `after` characters, then fail."""
    real_fdopen = os.fdopen

    def fdopen(fd, *args, **kwargs):
        f = real_fdopen(fd, *args, **kwargs)
        real_write = f.write

        def write(text):
            real_write(text[:after])
            f.flush()
            raise exc
        f.write = write
        return f
    monkeypatch.setattr(os, "fdopen", fdopen)


@pytest.mark.parametrize("exc", [OSError(28, "No space left on device"), KeyboardInterrupt()],
                         ids=["disk-full", "interrupt"])
def test_an_interrupted_save_keeps_the_previous_file(tmp_path, monkeypatch, exc):
    """`write_atomic` (used by `play`'s save and `simulate --json`) fails midway: the old
    save is byte-for-byte intact, it still loads, and no temporary file is left behind."""
    target = tmp_path / "game.json"
    old = mid_game(2)
    target.write_text(old + "\n", encoding="utf-8")
    _interrupt_writes(monkeypatch, exc)
    with pytest.raises(type(exc)):
        simulate_command.write_atomic(str(target), saves()[8])
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == old + "\n"
    GameState.from_json(target.read_text(encoding="utf-8"), rules())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_an_interrupted_rename_keeps_the_previous_file(tmp_path, monkeypatch):
    target = tmp_path / "game.json"
    target.write_text(mid_game(2), encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        simulate_command.write_atomic(str(target), saves()[8])
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == mid_game(2)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_failed_save_in_play_keeps_the_previous_file_and_the_game(tmp_path, monkeypatch, capsys):
    """In `coimbra play`, `save FILE` hitting a full disk says so; the old file stays and
    the game goes on (a second save to another file then works)."""
    target = tmp_path / "game.json"
    target.write_text(mid_game(2), encoding="utf-8")
    _interrupt_writes(monkeypatch, OSError(28, "No space left on device"))
    code, out, err = _play_cli(monkeypatch, capsys, ["--players", "2", "--bots", "random"],
                               stdin=f"save {target}\nquit\n")
    monkeypatch.undo()
    assert code == 0, err
    assert "cannot save" in out
    assert target.read_text(encoding="utf-8") == mid_game(2)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_save_errors_are_coimbra_errors():
    assert issubclass(SaveError, CoimbraError)


def _copy_of_base(folder):
    import shutil
    from coimbra_dsl.loader import rules_root
    shutil.copytree(rules_root() / "base", folder)
    return folder


def test_a_save_loads_with_the_same_rules_installed_elsewhere(tmp_path):
    """A save names its rule set by content: the same files in another folder (another
    install, a checkout, a moved virtualenv) load it."""
    copy = coimbra_dsl.load_ruleset(_copy_of_base(tmp_path / "base"))
    state = GameState.from_json(mid_game(3), copy)
    assert state.to_json() == mid_game(3)


def test_a_save_is_refused_by_rules_whose_content_changed(tmp_path):
    """Same folder name, one figure changed: not the rules the game was played with."""
    folder = _copy_of_base(tmp_path / "base")
    path = folder / "ruleset.coimbra"
    path.write_text(path.read_text(encoding="utf-8").replace("start coins 7", "start coins 6"), encoding="utf-8")
    error = refused(mid_game(3), coimbra_dsl.load_ruleset(folder))
    assert "rule set" in str(error)
