"""The layout is the architecture (docs/ARCHITECTURE.md): import-linter's contracts in
pyproject.toml hold, `ruff check` is clean, and no module imports itself round a cycle."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

from engine.faces.terminal_text import markup_safe, plain

grimp = pytest.importorskip("grimp", reason="the test extra is not installed: pip install -e '.[test]'")

REPO = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def _run(argv: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(argv, cwd=REPO, capture_output=True, text=True, timeout=300)


def test_import_linter_contracts_are_kept():
    tool = BIN / "lint-imports"
    assert tool.exists(), "lint-imports is missing: pip install -e '.[test]'"
    done = _run([str(tool)])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "broken" in done.stdout and " 0 broken" in done.stdout


def test_ruff_check_is_clean():
    done = _run([sys.executable, "-m", "ruff", "check", "."])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]


def test_no_import_cycles_among_modules_even_inside_functions():
    graph = grimp.build_graph("engine", "coimbra_dsl", exclude_type_checking_imports=True)
    g = nx.DiGraph()
    for module in graph.modules:
        for target in graph.find_modules_directly_imported_by(module):
            g.add_edge(module, target)
    cycles = list(nx.simple_cycles(g))
    assert cycles == [], f"import cycles: {cycles[:5]}"


def test_the_layers_contract_names_every_engine_folder():
    """A new folder under engine/ must be placed in a layer, not left outside the check."""
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    folders = {p.name for p in (REPO / "engine").iterdir()
               if p.is_dir() and (p / "__init__.py").exists()}
    for name in folders:
        assert f'"{name}"' in text or f'"({name})"' in text, f"engine/{name} is in no layer"


@pytest.mark.parametrize("raw, shown", [
    ("Frei [/x] Luís", "Frei \\[/x] Luís"),
    ("[link=https://x]click[/link]", "\\[link=https://x]click\\[/link]"),
    ("red\x1b[31m alert\x07", "red[31m alert"),
    ("ab\u202ecd\u200b", "abcd"),
    ("two\nlines\u2028", "two lines "),
])
def test_rule_text_reaches_the_terminal_as_data(raw, shown):
    assert markup_safe(raw) == shown
    assert "\x1b" not in plain(raw) and "\u202e" not in plain(raw)


def test_plain_keeps_card_text_lines_when_asked():
    assert plain("Gain 1 coin.\nGain 1 VP.\x1b", lines=True) == "Gain 1 coin.\nGain 1 VP."
