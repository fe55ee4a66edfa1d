"""Types on the spine: mypy passes with the project's configuration (pyproject.toml
`[tool.mypy]`: strict on effects, model, action, state and describe; mypy's defaults
elsewhere), and each package ships its `py.typed` marker. Skipped when mypy is not
installed (it comes with the `test` extra)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
STRICT = {"coimbra_dsl.effects", "coimbra_dsl.model", "engine.core.action", "engine.core.state",
          "engine.core.describe"}


def _overrides() -> list[dict]:
    tomllib = pytest.importorskip("tomllib", reason="reading pyproject.toml needs Python 3.11")
    with open(REPO / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["mypy"]["overrides"]


def test_the_spine_is_checked_strictly_and_never_left_out():
    strict = [o for o in _overrides() if o.get("disallow_untyped_defs")]
    assert strict and STRICT <= set(strict[0]["module"])
    left_out = {m for o in _overrides() if o.get("ignore_errors") for m in o["module"]}
    assert not STRICT & left_out


def test_every_package_ships_py_typed():
    for package in ("coimbra", "coimbra_dsl", "engine"):
        assert (REPO / package / "py.typed").is_file(), package


def test_mypy_passes():
    pytest.importorskip("mypy", reason="mypy comes with the 'test' extra")
    run = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary"], cwd=REPO,
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
