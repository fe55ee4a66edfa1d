"""The VS Code TextMate grammar (editors/vscode/syntaxes/coimbra.tmLanguage.json) on
every rule file: every token has a scope of its own and none is an error scope; every
keyword of the rule language is scoped as a word of the language, never as a name.

The grammar is applied the TextMate way (at each position the pattern matching earliest
wins, ties to the first listed), in Python: it uses only single-line `match` rules whose
regular expressions mean the same in Oniguruma and in `re`."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from coimbra_dsl.loader import rules_root
from coimbra_dsl.parser import GRAMMAR_PATH

ROOT = Path(__file__).resolve().parent.parent
GRAMMAR = json.loads((ROOT / "editors/vscode/syntaxes/coimbra.tmLanguage.json").read_text())
FILES = sorted([*rules_root().rglob("*.coimbra"), *(ROOT / "examples").rglob("*.coimbra")])


def _rules(patterns) -> list[dict]:
    out = []
    for p in patterns:
        if "include" in p:
            out.extend(_rules([GRAMMAR["repository"][p["include"][1:]]]))
        elif "patterns" in p:
            out.extend(_rules(p["patterns"]))
        else:
            out.append({**p, "regex": re.compile(p["match"])})
    return out


RULES = _rules(GRAMMAR["patterns"])


def scopes(line: str) -> list[tuple[str, str]]:
    """(text, scope) of each piece of a line; '' is the scope of unmatched text."""
    out: list[tuple[str, str]] = []
    pos = 0
    while pos < len(line):
        found = [(m.start(), i, m) for i, r in enumerate(RULES) if (m := r["regex"].search(line, pos))]
        found = [f for f in found if f[2].end() > f[2].start()]
        if not found:
            out.append((line[pos:], ""))
            break
        start, i, m = min(found, key=lambda f: (f[0], f[1]))
        if start > pos:
            out.append((line[pos:start], ""))
        rule = RULES[i]
        if "captures" in rule:
            at = m.start()
            for group in sorted(rule["captures"], key=int):
                g = int(group)
                if m.start(g) > at:
                    out.append((line[at:m.start(g)], ""))
                out.append((m.group(g), rule["captures"][group]["name"]))
                at = m.end(g)
        else:
            out.append((m.group(), rule["name"]))
        pos = m.end()
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_token_of_every_rule_file_is_scoped_and_none_is_an_error(path):
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        for text, scope in scopes(line):
            assert scope or not text.strip(), f"{path.name}:{n}: {text!r} has no scope"
            assert "invalid" not in scope, f"{path.name}:{n}: {text!r} is scoped {scope}"


def test_every_keyword_is_scoped_as_a_word_of_the_language():
    words = set(re.findall(r'"([a-z_][a-z0-9_]*)"', GRAMMAR_PATH.read_text(encoding="utf-8")))
    for word in sorted(words):
        ((text, scope),) = scopes(word)
        assert text == word and scope and not scope.startswith(("variable.other.name", "invalid")), \
            (word, scope)


def test_a_component_line_is_scoped_piece_by_piece():
    assert scopes('change voyage goa { cost 11 coins }  # dearer') == [
        ("change", "storage.type.declaration.coimbra"), (" ", ""),
        ("voyage", "storage.type.component.coimbra"), (" ", ""),
        ("goa", "entity.name.type.component.coimbra"), (" ", ""),
        ("{", "punctuation.section.block.coimbra"), (" ", ""),
        ("cost", "variable.language.field.coimbra"), (" ", ""),
        ("11", "constant.numeric.integer.coimbra"), (" ", ""),
        ("coins", "support.constant.resource.coimbra"), (" ", ""),
        ("}", "punctuation.section.block.coimbra"), ("  ", ""),
        ("# dearer", "comment.line.number-sign.coimbra")]
    pieces = dict(scopes('  phase_e: per monastery with disk: gain 1 vp'))
    assert pieces["phase_e"] == "keyword.control.timing.coimbra"
    assert pieces["monastery"] == "storage.type.declaration.coimbra"   # a counter, not a definition
    assert ("@", "invalid.illegal.coimbra") in scopes("gain 1 coin @")   # a stray character shows


VSCODE = ROOT / "editors" / "vscode"


def _node_with_textmate() -> str | None:
    node = shutil.which("node")
    if node is None:
        return None
    probe = subprocess.run([node, "-e", "require.resolve('vscode-textmate'); require.resolve('vscode-oniguruma')"],
                           cwd=VSCODE, capture_output=True)
    return node if probe.returncode == 0 else None


def test_vscode_textmate_scopes_every_token_of_every_rule_file():
    """The same check with VS Code's own engine (vscode-textmate on Oniguruma), when node
    and the extension's dev dependencies (`npm install` in editors/vscode) are there."""
    node = _node_with_textmate()
    if node is None:
        pytest.skip("needs node and `npm install` in editors/vscode (vscode-textmate, vscode-oniguruma)")
    out = subprocess.run([node, "test/grammar.js", *map(str, FILES)], cwd=VSCODE, check=True,
                         capture_output=True, text=True, timeout=120).stdout
    found = json.loads(out)
    assert found["tokens"] > 5000 and found["problems"] == []
