"""The formatter (`coimbra fmt`, coimbra_dsl/fmt.py): one canonical layout, idempotent,
comments kept, and never a change of meaning — the formatted rule sets load to the same
rules as the originals (base, every variant, the example mod, generated files)."""
from __future__ import annotations

import dataclasses
import enum
import re
import shutil
from collections.abc import Mapping
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coimbra_dsl.errors import RuleSyntaxError, Span
from coimbra_dsl.fmt import format_text
from coimbra_dsl.loader import builtin_names, load_ruleset, resolve
from coimbra_dsl.parser import parse_text
from engine.faces.cli import main
from test_dsl_properties import EFFECT

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "lisbon-harbour"
SETS = [*(resolve(n)[0] for n in builtin_names()), EXAMPLE]


def meaning(value):
    """A value with every position and source text left out: what the rules say."""
    if isinstance(value, Span):
        return None
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,
                tuple((f.name, meaning(getattr(value, f.name))) for f in dataclasses.fields(value)
                      if f.name not in ("sources", "expect_spans", "span", "text_span", "id_span")))
    if isinstance(value, Mapping):
        return {meaning(k): meaning(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return tuple(meaning(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(meaning(v) for v in value)
    if isinstance(value, enum.Enum):
        return value
    return value


def comments(text: str) -> list[str]:
    """Every comment of a rule file, in order (a `#` inside a string is no comment)."""
    out = []
    for line in text.split("\n"):
        code = re.sub(r'"(\\.|[^"\\])*"', lambda m: "_" * len(m.group(0)), line)
        if "#" in code:
            out.append(line[code.index("#"):].strip())
    return out


def formatted_copy(folder: Path, tmp: Path) -> Path:
    dest = tmp / folder.name
    shutil.copytree(folder, dest)
    for f in dest.glob("*.coimbra"):
        f.write_text(format_text(f.read_text(encoding="utf-8"), str(f)), encoding="utf-8")
    return dest


@pytest.mark.parametrize("folder", SETS, ids=lambda p: p.name)
def test_formatted_rule_set_loads_to_the_same_rules(folder, tmp_path):
    """Formatting base, each variant and the example mod changes no rule (R-COMP-2)."""
    copy = formatted_copy(folder, tmp_path)
    if folder.parent.name == "variants" or folder == EXAMPLE:
        text = "\n".join(f.read_text() for f in copy.glob("*.coimbra"))
        assert "extends base" in text        # its parent is the built-in base, unformatted
    assert meaning(load_ruleset(copy)) == meaning(load_ruleset(folder))


@pytest.mark.parametrize("path", [p for s in SETS for p in sorted(s.glob("*.coimbra"))],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_rule_file_formats_idempotently_keeping_its_comments(path):
    text = path.read_text(encoding="utf-8")
    once = format_text(text, str(path))
    assert format_text(once, str(path)) == once
    assert comments(once) == comments(text)
    assert meaning(parse_text(once, "f")[0]) == meaning(parse_text(text, "f")[0])


def test_canonical_layout():
    """Fields in the order of docs/DSL.md, one per line; a comment stays above the
    field it stood above; one blank line between declarations; one space between words."""
    messy = ('ruleset m extends base # the mod\n\n\n'
             'character c "C" { text "Gain 1 coin." immediate: gain 1 coin\n'
             '  # the class\n  influence 1 class council back I }\n'
             'change track clerics {colour green}\n'
             'map { corner a at 2 -1 # west\n road a -> b -- c }\n')
    assert format_text(messy) == (
        'ruleset m extends base  # the mod\n'
        '\n'
        'character c "C" {\n'
        '  class council\n'
        '  back I\n'
        '  # the class\n'
        '  influence 1\n'
        '  immediate: gain 1 coin\n'
        '  text "Gain 1 coin."\n'
        '}\n'
        '\n'
        'change track clerics { colour green }\n'
        '\n'
        'map {\n'
        '  corner a at 2 -1  # west\n'
        '  road a -> b -- c\n'
        '}\n')


def test_amounts_are_spaced_one_way():
    out = format_text("voyage v { cost 8 coins game_end: gain half( coins+ guards ) vp,"
                      "gain tiers(track council; 7: 5, 10: 7) vp }\n")
    assert "  game_end: gain half(coins + guards) vp, gain tiers(track council; 7: 5, 10: 7) vp\n" in out


def test_trailing_comments_of_a_paragraph_align():
    out = format_text("constants {\n start coins 7 # a\n disks 20 # b\n}\n")
    assert out == "constants {\n  start coins 7  # a\n  disks 20       # b\n}\n"


def test_the_back_counts_of_an_expect_line_stand_two_spaces_apart():
    out = format_text("expect { characters back I 8 back II 24   back III 24 monasteries 3 }\n")
    assert out == "expect {\n  characters back I 8  back II 24  back III 24\n  monasteries 3\n}\n"


def test_income_rows_stand_under_their_spaces():
    out = format_text("track council colour gray income guards { space 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n"
                      "guards 1 1 1 1 2 2 2 2 3 3 3 3 4 4 4 5 }\n")
    assert out.split("\n")[1:3] == ["  space    0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15",
                                    "  guards   1  1  1  1  2  2  2  2  3  3  3  3  4  4  4  5"]


def test_a_file_that_does_not_parse_is_refused_with_its_error():
    with pytest.raises(RuleSyntaxError) as err:
        format_text("character c { clas council }\n", "bad.coimbra")
    assert err.value.span.line == 1 and "did you mean 'class'" in err.value.message


def test_fmt_check_lists_files_that_would_change_and_fmt_writes_them(tmp_path, capsys):
    good = tmp_path / "good.coimbra"
    messy = tmp_path / "messy.coimbra"
    good.write_text("ruleset m extends base\n")
    messy.write_text("ruleset   m extends base\n")
    assert main(["fmt", "--check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"would change: {messy}" in out and "good" not in out
    assert messy.read_text() == "ruleset   m extends base\n"
    assert main(["fmt", str(tmp_path)]) == 0
    assert messy.read_text() == "ruleset m extends base\n"
    assert main(["fmt", "--check", str(tmp_path)]) == 0


def test_fmt_reports_a_broken_file_in_one_line_and_leaves_it(tmp_path, capsys):
    bad = tmp_path / "bad.coimbra"
    bad.write_bytes(b"character c { class council \xff }\n")
    assert main(["fmt", str(bad)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{bad}:1:") and "UTF-8" in err and "\n" not in err
    assert bad.read_bytes() == b"character c { class council \xff }\n"
    assert main(["fmt", str(tmp_path / "missing")]) == 2


FIELDS = ["class council", "back II", "cost coins", "influence 2", "diplomas law"]
SPACE = st.sampled_from([" ", "  ", "\n", "\n\n", " \n  ", "\t"])
COMMENT = st.sampled_from(["", "", " # note", "\n# own line", "  # x: y, z"])


@st.composite
def character_file(draw):
    """A character with its fields in any order, any spacing, comments anywhere."""
    order = draw(st.permutations([*FIELDS, "B", 'text "Some text."']))
    effect = draw(EFFECT)
    parts = []
    for f in order:
        line = f"game_end: {effect}" if f == "B" else f
        parts.append(line.replace(" ", draw(st.sampled_from([" ", "  "]))) + draw(COMMENT))
    body = "".join(draw(SPACE) + p + "\n" for p in parts)
    return f"# head\nruleset m extends base\n{draw(SPACE)}character made \"Made\" {{{body}}}{draw(COMMENT)}\n"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(character_file())
def test_generated_files_format_to_the_same_meaning_idempotently(text):
    decls, errors = parse_text(text, "g.coimbra")
    assert not errors, errors
    once = format_text(text, "g.coimbra")
    assert format_text(once, "g.coimbra") == once
    assert meaning(parse_text(once, "g.coimbra")[0]) == meaning(decls)
    assert sorted(comments(once)) == sorted(comments(text))   # fields move with their comments
