"""Rule files and saves are data, never code: no eval/exec/pickle/marshal/
yaml.load/__import__ in the project's source (an `ast` scan), and none called at run time
while loading every shipped rule set, playing, saving and loading a game.
"""
from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SOURCES = sorted(p for d in ("coimbra_dsl", "engine", "rules") for p in (REPO / d).rglob("*.py"))

FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__", "execfile", "input"}
FORBIDDEN_MODULES = {"pickle", "cPickle", "_pickle", "marshal", "shelve", "dill", "cloudpickle",
                     "joblib", "yaml", "jsonpickle", "code", "codeop", "runpy"}
FORBIDDEN_ATTRS = {("yaml", "load"), ("yaml", "unsafe_load"), ("yaml", "full_load"),
                   ("pickle", "load"), ("pickle", "loads"), ("marshal", "loads"),
                   ("os", "system"), ("os", "popen"), ("builtins", "eval"), ("builtins", "exec")}
# import_module with a computed name: only the CLI's fixed tuple of subcommand modules.
IMPORT_MODULE_ALLOWED = {"engine/faces/cli.py"}


def _problems(path: Path) -> list[str]:
    rel = path.relative_to(REPO).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
    found = []
    for node in ast.walk(tree):
        where = f"{rel}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Call):
            fn = node.func
            if isinstance(fn, ast.Name) and fn.id in FORBIDDEN_CALLS:
                found.append(f"{where}: calls {fn.id}()")
            if isinstance(fn, ast.Attribute) and isinstance(fn.value, ast.Name) \
                    and (fn.value.id, fn.attr) in FORBIDDEN_ATTRS:
                found.append(f"{where}: calls {fn.value.id}.{fn.attr}()")
            if isinstance(fn, ast.Attribute) and fn.attr == "import_module" \
                    and rel not in IMPORT_MODULE_ALLOWED:
                found.append(f"{where}: import_module with a computed name")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in FORBIDDEN_MODULES:
                    found.append(f"{where}: imports {alias.name}")
        elif isinstance(node, ast.ImportFrom):
            if (node.module or "").split(".")[0] in FORBIDDEN_MODULES:
                found.append(f"{where}: imports from {node.module}")
            for alias in node.names:
                if alias.name in FORBIDDEN_CALLS:
                    found.append(f"{where}: imports {alias.name}")
        elif isinstance(node, ast.Name) and node.id in ("eval", "exec", "__import__") \
                and isinstance(node.ctx, ast.Load):
            found.append(f"{where}: refers to {node.id}")
    return found


def test_the_scan_sees_the_project_sources():
    names = {p.relative_to(REPO).as_posix() for p in SOURCES}
    assert {"coimbra_dsl/loader.py", "coimbra_dsl/parser.py", "engine/core/state.py", "engine/faces/cli.py"} <= names


def test_the_scan_finds_what_it_looks_for(tmp_path):
    """The checker itself can fail: each forbidden form in a sample is reported."""
    sample = tmp_path / "coimbra_dsl" / "bad.py"
    sample.parent.mkdir()
    sample.write_text(textwrap.dedent("""
        import pickle, yaml
        from marshal import loads
        x = eval("1")
        exec("y = 2")
        yaml.load(open("f"))
        f = __import__
        importlib.import_module(name)
    """))
    global REPO
    saved, REPO = REPO, tmp_path
    try:
        found = _problems(sample)
    finally:
        REPO = saved
    text = "\n".join(found)
    for word in ("imports pickle", "imports yaml", "from marshal", "eval()", "exec()",
                 "yaml.load()", "refers to __import__", "import_module"):
        assert word in text, text


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.relative_to(REPO).as_posix())
def test_no_code_execution_on_data_in_source(path):
    """No eval/exec/compile/__import__, pickle, marshal, shelve or yaml in coimbra_dsl/,
    engine/ or the rule package (R-files are data; saves are JSON)."""
    assert _problems(path) == []


RUNTIME_CHECK = r"""
import builtins, marshal, pickle, sys

calls = []
OURS = ("coimbra_dsl", "engine", "coimbra_rules", "rules", "lark")

def guard(name, real):
    def wrapper(*args, **kwargs):
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if caller.split(".")[0] in OURS:
            calls.append(f"{name} called from {caller}")
        return real(*args, **kwargs)
    return wrapper

for mod, names in ((builtins, ("eval", "exec", "compile")),
                   (pickle, ("load", "loads", "Unpickler")), (marshal, ("load", "loads"))):
    for n in names:
        setattr(mod, n, guard(f"{mod.__name__}.{n}", getattr(mod, n)))

import coimbra_dsl
from coimbra_dsl.loader import builtin_names
from engine import GameState
from engine.tools.harness import play_random_game
for name in builtin_names():
    rules = coimbra_dsl.load_ruleset(name)
    st = play_random_game(rules, 3, 1)
    assert GameState.from_json(st.to_json(), rules).to_json() == st.to_json()
print("\n".join(dict.fromkeys(calls)))
"""


def test_loading_playing_and_saving_never_run_eval_exec_or_unpickle(tmp_path):
    """At run time (a fresh interpreter, so the parser is built or read from a cache):
    no eval/exec/compile/pickle/marshal is called from our code or the parser
    library while loading every shipped rule set and playing, saving, loading a game.
    (A pickled parser cache in a shared temp folder is code another local user can plant.)"""
    for _ in range(2):   # the second run reads whatever cache the first one wrote
        out = subprocess.run([sys.executable, "-c", RUNTIME_CHECK], cwd=tmp_path, capture_output=True,
                             text=True, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
        assert out.stdout.strip() == "", out.stdout
