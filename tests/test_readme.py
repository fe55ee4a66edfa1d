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

    read = session.split('$ coimbra read "', 1)[1].split('"\n', 1)
    assert main(["read", read[0]]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == read[1].splitlines()[0]

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


def _words(text: str) -> int:
    return len(text.split())


def test_readme_is_short_and_in_the_newcomers_order():
    text = README.read_text(encoding="utf-8")
    assert _words(text) <= 1500
    long = [i + 1 for i, line in enumerate(text.splitlines()) if len(line) > 200]
    assert long == [], f"README lines over 200 characters: {long}"
    titles = re.findall(r"^## (.+)$", text, flags=re.M)
    first = ["Install", "Run the main job", "Test"]
    assert titles[:3] == first
    assert titles.index("Benchmarks") < titles.index("Provenance") == len(titles) - 1


def test_readme_benchmark_cells_are_short():
    rows = [line for line in _section("Benchmarks").splitlines() if line.startswith("| ")]
    assert len(rows) >= 8
    for row in rows:
        for cell in row.strip("|").split("|"):
            assert len(cell.strip()) <= 120, cell


def test_every_docs_page_is_linked_from_the_readme_and_says_who_it_is_for():
    text = README.read_text(encoding="utf-8")
    docs = sorted((README.parent / "docs").glob("*.md"))
    assert docs
    for page in docs:
        assert f"(docs/{page.name})" in _section("Documentation"), page.name
        lines = page.read_text(encoding="utf-8").splitlines()
        assert lines[0].startswith("# ") and lines[1] == "" and lines[2].startswith("For "), page
    assert "(benchmarks/RESULTS.md)" in text


def test_readme_python_example_runs():
    snippet = _section("Python").split("```python", 1)[1].split("```", 1)[0]
    namespace: dict = {}
    exec(compile(snippet.replace("print(", "(lambda *a: a)("), "README.md", "exec"),
         namespace)
    assert namespace["state"].is_terminal


def test_readme_game_ai_example_runs():
    import pytest
    pytest.importorskip("pettingzoo")
    pytest.importorskip("pyspiel")
    snippet = _section("Python").split("```python", 2)[2].split("```", 1)[0]
    namespace: dict = {}
    exec(compile(snippet, "README.md", "exec"), namespace)
    assert namespace["game"].num_players() == 2
