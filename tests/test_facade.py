"""`import coimbra`: the facade names the objects of coimbra_dsl and engine,
and the package metadata installs without setuptools warnings."""
import sys
from pathlib import Path

import coimbra
import coimbra_dsl
import engine

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = None

ROOT = Path(__file__).resolve().parents[1]


def test_facade_names_are_the_engine_and_dsl_objects():
    assert coimbra.load_ruleset is coimbra_dsl.load_ruleset
    assert coimbra.Game is engine.Game
    assert coimbra.GameState is engine.GameState
    assert coimbra.IllegalAction is engine.IllegalAction
    assert set(coimbra.__all__) <= set(dir(coimbra))


def test_facade_plays_a_game_to_the_end():
    rules = coimbra.load_ruleset("base")
    state = coimbra.Game(rules, players=2, seed=3).new_state()
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    assert len(state.scores) == 2
    assert coimbra.validate(rules) == []


def test_version_is_the_installed_distribution_version():
    from importlib.metadata import version
    assert coimbra.__version__ == version("coimbra")


def test_pyproject_license_is_an_spdx_string_and_every_data_folder_is_a_package():
    if tomllib is None:
        return
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert isinstance(project["project"]["license"], str)
    tool = project["tool"]["setuptools"]
    packages = set(tool["packages"])
    # `coimbra_rules` is a link to rules/ so that the layout stays flat (one package dir
    # "."), which keeps `pip install -e .` free of setuptools' warnings.
    assert tool["package-dir"] == {"": "."}
    assert (ROOT / "coimbra_rules").resolve() == (ROOT / "rules").resolve()
    # setuptools warns for every importable-named folder holding package data that is not
    # listed; folders whose names are not identifiers (variant names) are plain data.
    for top in ("coimbra_rules", "engine", "coimbra_dsl"):
        root = ROOT / top
        for folder in [root, *[p for p in root.resolve().rglob("*") if p.is_dir()]]:
            parts = folder.resolve().relative_to(root.resolve()).parts
            if "__pycache__" in parts or not all(part.isidentifier() for part in parts):
                continue
            if any(f.is_file() and f.suffix != ".pyc" for f in folder.iterdir()):
                assert ".".join((top, *parts)) in packages, folder
    assert "coimbra" in packages
