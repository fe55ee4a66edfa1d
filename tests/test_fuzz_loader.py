"""Hostile rule files: whatever the text, `load_ruleset` returns a `RuleSet` or
raises a `CoimbraError` whose every error names a position (`path:line:col`) — never
another exception, never a hang. Also: `extends` stays inside the rule roots.

The mutations start from the shipped rule files (rules/base, rules/variants) so most of
them get past the lexer and reach the parser, the compiler and the assembler.
"""
from __future__ import annotations

import os
import re
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

import bounded_run
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coimbra_dsl import load_ruleset
from coimbra_dsl.errors import CoimbraError, RuleError, RuleLimitError, RuleSetErrors
from coimbra_dsl.limits import MAX_FILE_BYTES, MAX_FILES
from coimbra_dsl.loader import rules_root
from coimbra_dsl.model import RuleSet

ROOT = rules_root()
BASE = ROOT / "base"
VARIANTS = sorted(p for p in (ROOT / "variants").iterdir() if p.is_dir())
BASE_FILES = sorted(BASE.glob("*.coimbra"))
VARIANT_FILES = sorted(f for v in VARIANTS for f in v.glob("*.coimbra"))
WORDS = sorted({w for f in BASE_FILES for w in f.read_text(encoding="utf-8").split()})

TIME_LIMIT = 20     # seconds per load: far above the ~0.1 s a real rule set takes
POSITION = re.compile(r"^[^\n]+?:\d+:\d+: \S")
# A message that only repeats a Python exception is an internal error passed through.
LEAKED = re.compile(r"\b(Traceback|\w+Error: |\w+Exception: |object has no attribute|"
                    r"unhashable type|NoneType|not subscriptable|index out of range)")

ODD_TEXT = ["\u202e", "\u202d", "\u0301\u0301\u0301", "\x00", "\ufeff", "\u200b", "\U0001F600",
            "\u01c5", "\r", "\r\n", "\t", "\x0b", "\x0c", "\x1b[31m", "\U0001D7D9", "\u0663",
            "\u0130", "\u00df", "\u2028", "\u2029", "\ud800", "\udfff", "\x85", "\uffff",
            "\\", "\"", "#", "{", "}", "|", ":", ",", "(", ")", "+", "*", "-", ";", "=", "->"]
ODD_TOKENS = ["99999999999999999999999999999999999999", str(10 ** 6), str(10 ** 6 + 1), "-1",
              "-99999999999999999999", "0", "1e9", "0x10", "1_000", "٣", "extends", "extends \"..\"",
              "extends \"/\"", "choose {", "choose { gain 1 coin |", "half(", "tiers(", "each opponent",
              "x" * 70, "a" * 5000, "\"" + "s" * 3000 + "\"", "replace", "remove character",
              "character", "ruleset", "constants {", "map {", "}", "{", "|", ":"]


def time_bound(seconds: int = TIME_LIMIT):
    return bounded_run.time_bound(seconds, "load_ruleset")


def assert_positioned(exc: CoimbraError) -> None:
    """Every error names the file, and for file content the line and column too."""
    errors = exc.errors if isinstance(exc, RuleSetErrors) else [exc]
    assert errors, f"an error without errors: {exc!r}"
    for err in errors:
        assert isinstance(err, RuleError), f"not a RuleError: {err!r}"
        assert err.span is not None and err.span.path, f"error without a position: {err}"
        if err.span.path.endswith(".coimbra") and Path(err.span.path).is_file():
            assert err.span.line >= 1 and err.span.col >= 1, f"no line:col: {err.headline}"
            assert POSITION.match(err.headline), err.headline
        assert not LEAKED.search(err.message), f"internal error passed through: {err.headline}"


def load_or_error(path) -> object:
    """`load_ruleset` under the time bound: a RuleSet, or the positioned CoimbraError."""
    with time_bound():
        try:
            result = load_ruleset(path)
        except CoimbraError as exc:
            assert_positioned(exc)
            return exc
    assert isinstance(result, RuleSet)
    return result


@contextmanager
def copy_of(folder: Path):
    with tempfile.TemporaryDirectory(prefix="coimbra-fuzz-") as tmp:
        dest = Path(tmp) / folder.name
        shutil.copytree(folder, dest)
        yield dest


def write(path: Path, text_or_bytes) -> None:
    data = text_or_bytes if isinstance(text_or_bytes, bytes) else \
        text_or_bytes.encode("utf-8", "surrogatepass")
    path.write_bytes(data)


# ----------------------------------------------------------------- mutation strategy
_ix = st.integers(min_value=0, max_value=10 ** 6)
MUTATION = st.one_of(
    st.tuples(st.just("delete"), _ix),
    st.tuples(st.just("duplicate"), _ix),
    st.tuples(st.just("swap"), _ix, _ix),
    st.tuples(st.just("flip"), _ix, _ix, st.sampled_from(ODD_TEXT) | st.characters()),
    st.tuples(st.just("insert"), _ix, _ix, st.sampled_from(ODD_TOKENS) | st.sampled_from(WORDS)),
    st.tuples(st.just("number"), _ix, st.sampled_from(ODD_TOKENS[:8])),
    st.tuples(st.just("truncate"), _ix),
    st.tuples(st.just("word"), _ix, _ix, st.sampled_from(WORDS)),
)


def mutate(text: str, ops) -> str:
    lines = text.split("\n")
    for op in ops:
        kind, n = op[0], len(lines)
        if kind == "delete" and n:
            del lines[op[1] % n]
        elif kind == "duplicate" and n:
            i = op[1] % n
            lines.insert(i, lines[i])
        elif kind == "swap" and n:
            i, j = op[1] % n, op[2] % n
            lines[i], lines[j] = lines[j], lines[i]
        elif kind in ("flip", "insert") and n:
            i = op[1] % n
            line = lines[i]
            c = op[2] % (len(line) + 1)
            if kind == "flip":
                lines[i] = line[:c] + op[3] + line[c + 1:]
            else:
                lines[i] = line[:c] + " " + op[3] + " " + line[c:]
        elif kind == "number" and n:
            i = op[1] % n
            lines[i] = re.sub(r"\d+", op[2], lines[i], count=1)
        elif kind == "truncate":
            joined = "\n".join(lines)
            lines = joined[:op[1] % (len(joined) + 1)].split("\n")
        elif kind == "word" and n:
            i = op[1] % n
            words = lines[i].split(" ")
            words[op[2] % len(words)] = op[3]
            lines[i] = " ".join(words)
    return "\n".join(lines)


EXAMPLES = int(os.environ.get("COIMBRA_FUZZ_EXAMPLES", "150"))   # raise it for a long fuzz run
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 150,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(which=st.sampled_from(BASE_FILES), ops=st.lists(MUTATION, min_size=1, max_size=6))
def test_mutated_base_file_loads_or_fails_with_position(which, ops):
    """Any mutation of one base rule file: a RuleSet or positioned errors."""
    with copy_of(BASE) as folder:
        write(folder / which.name, mutate(which.read_text(encoding="utf-8"), ops))
        load_or_error(folder)


@settings(FUZZ, max_examples=max(EXAMPLES * 2 // 5, 1))
@given(which=st.sampled_from(VARIANT_FILES), ops=st.lists(MUTATION, min_size=1, max_size=6))
def test_mutated_variant_file_loads_or_fails_with_position(which, ops):
    """A mutated variant (which `extends base`): a RuleSet or positioned errors."""
    with copy_of(which.parent) as folder:
        write(folder / which.name, mutate(which.read_text(encoding="utf-8"), ops))
        load_or_error(folder)


@settings(FUZZ, max_examples=max(EXAMPLES * 2 // 3, 1))
@given(words=st.lists(st.sampled_from(WORDS + ODD_TOKENS + ODD_TEXT), max_size=80))
def test_shuffled_rule_words_load_or_fail_with_position(words):
    """Rule-language words in random order (plausible tokens, nonsense structure)."""
    with tempfile.TemporaryDirectory() as tmp:
        write(Path(tmp) / "a.coimbra", " ".join(words))
        load_or_error(tmp)


@settings(FUZZ, max_examples=max(EXAMPLES // 2, 1))
@given(text=st.text(max_size=400))
def test_random_text_loads_or_fails_with_position(text):
    with tempfile.TemporaryDirectory() as tmp:
        write(Path(tmp) / "a.coimbra", text)
        load_or_error(tmp)


@settings(FUZZ, max_examples=max(EXAMPLES // 2, 1))
@given(data=st.binary(max_size=400))
def test_random_bytes_load_or_fail_with_position(data):
    """Binary data, including invalid UTF-8 and encoded surrogates."""
    with tempfile.TemporaryDirectory() as tmp:
        write(Path(tmp) / "a.coimbra", data)
        load_or_error(tmp)


# ----------------------------------------------------------------- crafted hostile files
def _one_character(effect: str, name: str = "x", title: str = "X") -> str:
    return (f"ruleset t\n\ncharacter {name} \"{title}\" {{\n  class council\n  back I\n"
            f"  influence 1\n  immediate: {effect}\n  text \"x\"\n}}\n")


def _only_errors(folder) -> list[RuleError]:
    result = load_or_error(folder)
    assert isinstance(result, CoimbraError), "expected the rule set to be refused"
    return result.errors if isinstance(result, RuleSetErrors) else [result]


@pytest.mark.parametrize("depth", [33, 1000, 10_000])
def test_deep_choose_nesting_is_refused_with_a_limit_error(tmp_path, depth):
    """`choose { gain 1 coin | choose { ... } }` nested thousands deep: a clear limit."""
    effect = "choose { gain 1 coin | " * depth + "gain 1 guard" + " }" * depth
    write(tmp_path / "a.coimbra", _one_character(effect))
    errors = _only_errors(tmp_path)
    assert any(isinstance(e, RuleLimitError) and re.search(r"nest|deep", e.message) for e in errors), \
        [e.headline for e in errors]


@pytest.mark.parametrize("depth", [40, 10_000])
def test_deep_parentheses_in_amounts_are_refused(tmp_path, depth):
    effect = "gain " + "half(" * depth + "coins" + ")" * depth + " vp"
    write(tmp_path / "a.coimbra", _one_character(effect))
    errors = _only_errors(tmp_path)
    assert any(isinstance(e, RuleLimitError) for e in errors), [e.headline for e in errors]


@pytest.mark.parametrize("number", ["1000001", "9" * 40, "9" * 5000],
    ids=["limit+1", "40-digits", "5000-digits"])
def test_huge_numbers_are_refused_with_a_limit_error(tmp_path, number):
    with copy_of(BASE) as folder:
        ruleset = folder / "ruleset.coimbra"
        write(ruleset, ruleset.read_text(encoding="utf-8").replace("start coins 7", f"start coins {number}"))
        errors = _only_errors(folder)
    limits = [e for e in errors if isinstance(e, RuleLimitError)]
    assert limits and limits[0].span.path.endswith("ruleset.coimbra"), [e.headline for e in errors]
    assert "too large" in limits[0].message and len(limits[0].headline) < 300


@pytest.mark.parametrize("length", [65, 10_000, 200_000])
def test_very_long_names_are_refused(tmp_path, length):
    write(tmp_path / "a.coimbra", _one_character("gain 1 coin", name="n" * length))
    errors = _only_errors(tmp_path)
    assert any(isinstance(e, RuleLimitError) and "too long" in e.message for e in errors)
    assert all(len(e.headline) < 500 for e in errors), "a message repeats the whole name"


@pytest.mark.parametrize("odd", ["\u202e", "e\u0301", "\x00", "\ufeff\ufeff", "\u200b", "\U0001F600",
                                 "\u2028", "\x1b[2J"],
                         ids=["rtl", "combining", "nul", "bom", "zwsp", "emoji", "line-sep", "escape"])
def test_odd_unicode_in_names_and_titles(tmp_path, odd):
    """RTL overrides, combining marks, NUL, BOM, zero-width space, emoji, line separator,
    terminal escapes: in a name they are refused with a position; in a title allowed or refused."""
    write(tmp_path / "a.coimbra", _one_character("gain 1 coin", name="x" + odd + "y"))
    errors = _only_errors(tmp_path)
    assert any(e.span.line == 3 for e in errors), [e.headline for e in errors]
    with copy_of(BASE) as folder:
        chars = folder / "characters.coimbra"
        write(chars, chars.read_text(encoding="utf-8").replace('"Nuno Álvares Pereira"', f'"Nuno{odd}"'))
        load_or_error(folder)


@pytest.mark.parametrize("data", [b"\xed\xa0\x80", b"\xff\xfe", b"ruleset t\n\xc3(", b"\x80" * 10])
def test_invalid_utf8_is_refused_at_its_byte(tmp_path, data):
    """Surrogates encoded as bytes and other invalid UTF-8: refused, naming line and column."""
    write(tmp_path / "a.coimbra", data)
    errors = _only_errors(tmp_path)
    assert "UTF-8" in errors[0].message and errors[0].span.line >= 1


def test_empty_file_and_empty_folder(tmp_path):
    write(tmp_path / "a.coimbra", "")
    load_or_error(tmp_path)
    empty = tmp_path / "empty"
    empty.mkdir()
    errors = _only_errors(empty)
    assert str(empty) in errors[0].headline


def test_ten_megabyte_file_is_refused_quickly(tmp_path):
    write(tmp_path / "a.coimbra", b"ruleset t\n" + b"# padding " * (1 << 20))
    errors = _only_errors(tmp_path)
    assert isinstance(errors[0], RuleLimitError) and "too large" in errors[0].message
    assert str(MAX_FILE_BYTES) in errors[0].message


def test_many_files_in_a_folder(tmp_path):
    for i in range(MAX_FILES + 1):
        write(tmp_path / f"f{i:04}.coimbra", "")
    errors = _only_errors(tmp_path)
    assert isinstance(errors[0], RuleLimitError) and "too many" in errors[0].message


def test_hundreds_of_small_files_load_or_fail_with_position(tmp_path):
    """A base set split one declaration block per file still loads (files are merged)."""
    text = "\n".join(f.read_text(encoding="utf-8") for f in BASE_FILES)
    blocks = re.split(r"\n(?=[a-z])", text)
    assert len(blocks) > 100
    for i, block in enumerate(blocks):
        write(tmp_path / f"b{i:04}.coimbra", block + "\n")
    result = load_or_error(tmp_path)
    assert isinstance(result, RuleSet), result


def test_special_files_named_like_rule_files_are_not_read(tmp_path):
    """A FIFO, a directory or a symlink to a device named `*.coimbra` never blocks the load."""
    for f in BASE_FILES:
        shutil.copy(f, tmp_path / f.name)
    os.mkfifo(tmp_path / "zz_fifo.coimbra")
    (tmp_path / "zz_dir.coimbra").mkdir()
    if Path("/dev/zero").exists():
        os.symlink("/dev/zero", tmp_path / "zz_zero.coimbra")
    assert isinstance(load_or_error(tmp_path), RuleSet)


def test_unreadable_file_is_an_error_naming_the_file(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root reads every file")
    write(tmp_path / "a.coimbra", "ruleset t\n")
    (tmp_path / "a.coimbra").chmod(0)
    errors = _only_errors(tmp_path)
    assert errors[0].span.path.endswith("a.coimbra")


# ----------------------------------------------------------------- extends stays inside the roots
def _variant(folder: Path, parent: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    write(folder / "constants.coimbra", f"ruleset v extends {parent}\n")
    return folder


def test_extends_cannot_leave_the_folder_the_user_named(tmp_path, monkeypatch):
    """A user folder `mods/v` may extend `../base2` (inside `mods`) but not `../../x`."""
    monkeypatch.chdir(tmp_path)
    shutil.copytree(BASE, tmp_path / "mods" / "base2")
    shutil.copytree(BASE, tmp_path / "outside")
    _variant(tmp_path / "mods" / "ok", '"../base2"')
    assert isinstance(load_or_error("mods/ok"), RuleSet)
    _variant(tmp_path / "mods" / "escape", '"../../outside"')
    errors = _only_errors("mods/escape")
    assert "leaves the rule folders" in errors[0].message and errors[0].span.line == 1
    _variant(tmp_path / "mods" / "absolute", f'"{tmp_path / "outside"}"')
    assert "leaves the rule folders" in _only_errors("mods/absolute")[0].message


def test_extends_cannot_escape_through_a_symlink(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    shutil.copytree(BASE, tmp_path / "outside")
    (tmp_path / "mods").mkdir()
    os.symlink(tmp_path / "outside", tmp_path / "mods" / "link")
    _variant(tmp_path / "mods" / "v", '"../link"')
    assert "leaves the rule folders" in _only_errors("mods/v")[0].message


def test_extends_by_name_only_reaches_built_in_sets(tmp_path):
    """A bare parent name is a built-in set, never a folder elsewhere (`extends etc`)."""
    _variant(tmp_path / "v", "etc")
    errors = _only_errors(tmp_path / "v")
    assert "unknown parent rule set" in errors[0].message


def test_an_unknown_rule_set_name_is_refused_in_words(tmp_path, monkeypatch):
    """A name that is not built in (and no folder of that name) is refused in one line
    listing the built-in sets; a NUL in a name is an error, not a crash."""
    monkeypatch.chdir(tmp_path)
    for name in ("nonesuch", "base\x00", "variants", ""):
        with time_bound():
            with pytest.raises(RuleSetErrors) as info:
                load_ruleset(name)
        message = info.value.errors[0].message
        assert "unknown rule set" in message and "base" in message and "\n" not in message
        assert not LEAKED.search(message), message
    with time_bound(), pytest.raises(RuleSetErrors) as info:
        load_ruleset("b" * 5000)            # longer than the OS allows a file name
    assert "\n" not in info.value.errors[0].message


def test_circular_and_long_extends_chains(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _variant(tmp_path / "m" / "a", '"../b"')
    _variant(tmp_path / "m" / "b", '"../a"')
    assert "circular" in _only_errors("m/a")[0].message
    shutil.copytree(BASE, tmp_path / "m" / "c0")
    for i in range(1, 40):
        _variant(tmp_path / "m" / f"c{i}", f'"../c{i - 1}"')
    errors = _only_errors("m/c39")
    assert any(isinstance(e, RuleLimitError) and "chain" in e.message for e in errors)


HOSTILE = {
    "binary": b"\x00\xff\xfe" * 100,
    "deep": _one_character("choose { gain 1 coin | " * 5000 + "gain 1 guard" + " }" * 5000).encode(),
    "huge-number": b"ruleset t\nconstants {\n  start coins 99999999999999999999\n}\n",
    "garbage": "ruleset t\n\u202e}}}{{{ character \x00 \"".encode(),
}


@pytest.mark.parametrize("command", [["validate"], ["simulate", "--games", "1", "--quiet", "--rules"],
                                     ["play", "--rules"]], ids=lambda c: c[0])
def test_the_command_line_reports_hostile_rule_folders_in_positioned_lines(tmp_path, capsys, command):
    """`coimbra validate|simulate|play` on a hostile folder: exit 1, one positioned line per
    error (no traceback, no source dump)."""
    from engine.faces.cli import main
    for name, data in HOSTILE.items():
        folder = tmp_path / name
        folder.mkdir()
        write(folder / "a.coimbra", data)
        with time_bound():
            code = main([*command, str(folder)])
        out = capsys.readouterr()
        text = out.out + out.err           # validate reports on stdout, the others on stderr
        assert code == 1, (name, code, text)
        assert "Traceback" not in text, (name, text)
        positioned = [line for line in text.splitlines() if ".coimbra:" in line]
        assert positioned and all(re.search(r"\S+\.coimbra:\d+:\d+: ", line) for line in positioned), \
            (name, text)


def test_a_folder_of_many_large_files_is_refused_quickly(tmp_path):
    """Every file under the per-file limit, but together far more than any rule set needs:
    refused with a limit error in seconds, not parsed for minutes."""
    body = "ruleset t\ncharacter x \"X\" {\n class council back I influence 1\n immediate: gain "
    tail = "coins vp\n text \"x\"\n}\n"
    terms = (MAX_FILE_BYTES - len(body) - len(tail) - 16) // len("coins + ")
    text = body + "coins + " * terms + tail
    for i in range(16):
        write(tmp_path / f"f{i:02}.coimbra", text if i == 0 else text.replace("ruleset t\n", "").replace(
            "character x", f"character x{i}"))
    with time_bound(15):
        errors = _only_errors(tmp_path)
    assert any(isinstance(e, RuleLimitError) for e in errors), [e.headline for e in errors]


# ----------------------------------------------------------------- loaded, then played
def play_or_refuse(ruleset) -> None:
    """A rule set that loads is played (2-4 players, random moves): it refuses with a
    `CoimbraError` (e.g. SetupError) or every game ends — never another exception."""
    import random
    from engine import Game
    for players in sorted(ruleset.setups):
        if not 2 <= players <= 4:
            continue
        with time_bound():
            try:
                state = Game(ruleset, players=players, seed=players).new_state()
                rng = random.Random(players)
                for _ in range(20000):
                    if state.is_terminal:
                        break
                    acts = state.legal_actions()
                    state.apply(acts[rng.randrange(len(acts))])
                assert state.is_terminal, "no end after 20000 actions"
            except CoimbraError as exc:
                assert str(exc).strip() and not LEAKED.search(str(exc)), str(exc)


UNPLAYABLE = {
    "no-tracks": ("tracks.coimbra", lambda text: "# no tracks\n"),
    "two-tracks-one-colour": ("tracks.coimbra", lambda text: text.replace("colour green", "colour purple", 1)),
}


@pytest.mark.parametrize("case", sorted(UNPLAYABLE))
def test_a_rule_set_that_loads_but_cannot_be_played_is_refused_in_words(tmp_path, case):
    """Loads (validation is separate) but cannot be played: `Game` refuses it in words."""
    from engine import Game
    with copy_of(BASE) as folder:
        name, edit = UNPLAYABLE[case]
        write(folder / name, edit((folder / name).read_text(encoding="utf-8")))
        result = load_or_error(folder)
    if isinstance(result, RuleSet):
        with pytest.raises(CoimbraError) as info:
            Game(result, players=3, seed=1).new_state()
        assert str(info.value).strip() and not LEAKED.search(str(info.value))


@pytest.mark.parametrize("case", sorted(UNPLAYABLE))
def test_simulate_on_an_unplayable_rule_set_prints_one_line(tmp_path, capsys, case):
    from engine.faces.cli import main
    with copy_of(BASE) as folder:
        name, edit = UNPLAYABLE[case]
        write(folder / name, edit((folder / name).read_text(encoding="utf-8")))
        code = main(["simulate", "--rules", str(folder), "--games", "1", "--quiet"])
    err = capsys.readouterr().err
    assert code == 1 and "Traceback" not in err and len(err.strip().splitlines()) >= 1, err


@settings(FUZZ, max_examples=max(EXAMPLES * 2 // 5, 1))
@given(which=st.sampled_from(BASE_FILES), ops=st.lists(MUTATION, min_size=1, max_size=3))
def test_mutated_rule_sets_that_load_play_or_refuse(which, ops):
    """Mutated base files that still load: every game ends or the engine refuses in words."""
    with copy_of(BASE) as folder:
        write(folder / which.name, mutate(which.read_text(encoding="utf-8"), ops))
        result = load_or_error(folder)
    if isinstance(result, RuleSet):
        play_or_refuse(result)
