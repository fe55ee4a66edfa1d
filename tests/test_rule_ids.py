"""Traceability: every rule id of RULES.md is cited by the name of at least one test."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
RULES_MD = TESTS.parents[1] / "shared" / "spec" / "RULES.md"


def _test_names() -> set[str]:
    names = set()
    for path in TESTS.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_"):
                names.add(node.name)
    return names


@pytest.mark.skipif(not RULES_MD.exists(), reason=f"the rule text is not beside the project ({RULES_MD})")
def test_every_rule_id_is_cited_by_a_test_name():
    ids = sorted(set(re.findall(r"\bR-[A-Z]+-\d+\b", RULES_MD.read_text(encoding="utf-8"))))
    assert len(ids) >= 50
    names = _test_names()
    uncited = [rid for rid in ids
               if not any(re.search(rf"{rid.replace('-', '_')}(?!\d)", n) for n in names)]
    assert uncited == []
