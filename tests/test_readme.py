"""The README stays true: its variant example validates clean and its commands exist."""
from __future__ import annotations

import html
import re
from pathlib import Path

from coimbra_dsl import load_ruleset
from coimbra_dsl.validator import validate
from engine.faces.cli import build_parser

README = Path(__file__).resolve().parents[1] / "README.md"


def _section(title: str) -> str:
    text = README.read_text(encoding="utf-8")
    return text.split(f"## {title}", 1)[1].split("\n## ", 1)[0]


def test_readme_variant_example_loads_and_validates_clean(tmp_path):
    example = _section("Writing a variant").split("```", 2)[1]
    (tmp_path / "my_variant.coimbra").write_text(example, encoding="utf-8")
    rules = load_ruleset(str(tmp_path))
    errors = [p for p in validate(rules) if p.severity == "error"]
    assert errors == []
    assert "mestre_de_naus" in rules.changed
    assert "lourenco_moreno" not in rules.characters


def test_readme_commands_are_commands_of_the_cli():
    named = set(re.findall(r"`coimbra (\w+)", README.read_text(encoding="utf-8")))
    parser = build_parser()
    subcommands = set(parser._subparsers._group_actions[0].choices)  # argparse's registry
    assert named and named <= subcommands


def test_readme_session_shows_what_the_commands_print(capsys):
    from engine.faces.cli import main

    session = _section("A short session").split("```", 2)[1]
    shown = session.split("$ coimbra cards | head -4\n", 1)[1].split("$ ", 1)[0]
    assert main(["cards"]) == 0
    printed = capsys.readouterr().out.splitlines()[:4]
    assert shown.splitlines() == printed

    validate_line = session.split("$ coimbra validate\n", 1)[1].splitlines()[0]
    assert main(["validate"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == validate_line


def test_readme_and_gallery_say_which_figures_come_from_the_rulebook():
    from engine.faces.gallery import PROVENANCE, render_gallery
    from engine.faces.card_records import card_records
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    assert PROVENANCE in readme.replace("\n", " ")
    rules = load_ruleset("base")
    assert html.escape(PROVENANCE) in render_gallery(rules, card_records(rules))
