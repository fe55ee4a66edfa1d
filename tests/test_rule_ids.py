"""Traceability: every rule id of RULES.md is cited by the name of at least one test."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
RULES_MD = TESTS.parent / "docs" / "RULES.md"          # shipped with the project
SPEC = TESTS.parents[1] / "shared" / "spec" / "RULES.md"  # the spec, when it is beside it


def _test_names() -> set[str]:
    names = set()
    for path in TESTS.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_"):
                names.add(node.name)
    return names


@pytest.mark.skipif(not SPEC.exists(), reason=f"the spec is not beside the project ({SPEC})")
def test_the_shipped_rule_text_is_the_spec():
    shipped = RULES_MD.read_text(encoding="utf-8")
    spec = SPEC.read_text(encoding="utf-8")
    assert shipped.splitlines()[0] == spec.splitlines()[0]
    assert shipped.split("\n\n", 2)[2] == spec.split("\n", 2)[2].lstrip("\n")


def test_every_rule_id_cited_in_the_code_resolves_to_the_rule_text():
    ids = set(re.findall(r"\bR-[A-Z]+-\d+\b", RULES_MD.read_text(encoding="utf-8")))
    root = TESTS.parent
    cited = set()
    for folder in ("coimbra", "coimbra_dsl", "engine", "tests", "rules", "docs"):
        for path in (root / folder).rglob("*"):
            if path.suffix in {".py", ".coimbra", ".md", ".lark"} and path.is_file():
                cited |= set(re.findall(r"\bR-[A-Z]+-\d+\b", path.read_text(encoding="utf-8")))
    assert sorted(cited - ids) == []


def test_every_rule_id_is_cited_by_a_test_name():
    ids = sorted(set(re.findall(r"\bR-[A-Z]+-\d+\b", RULES_MD.read_text(encoding="utf-8"))))
    assert len(ids) >= 50
    names = _test_names()
    uncited = [rid for rid in ids
               if not any(re.search(rf"{rid.replace('-', '_')}(?!\d)", n) for n in names)]
    assert uncited == []
