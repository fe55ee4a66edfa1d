"""The loader reads unsaved texts in place of files (an editor's buffers), and names the
folders a set reads even while one of its files is broken."""
from __future__ import annotations

import shutil

import pytest

from coimbra_dsl.errors import RuleSetErrors
from coimbra_dsl.loader import load_ruleset, rule_folders, rules_root


@pytest.fixture()
def mod(tmp_path):
    shutil.copytree(rules_root() / "base", tmp_path / "base")
    (tmp_path / "mod").mkdir()
    (tmp_path / "mod" / "mod.coimbra").write_text(
        'ruleset mod extends "../base"\nchange voyage goa { cost 11 coins }\n', encoding="utf-8")
    return tmp_path


def test_an_override_is_read_instead_of_its_file(mod):
    path = str((mod / "mod" / "mod.coimbra").resolve())
    rules = load_ruleset(mod / "mod", {path: 'ruleset mod extends "../base"\nchange voyage goa { cost 12 coins }\n'})
    assert rules.voyages["goa"].cost == 12
    assert load_ruleset(mod / "mod").voyages["goa"].cost == 11      # the file itself is unchanged


def test_an_override_of_a_parent_file_and_a_file_not_yet_saved(mod):
    chars = (mod / "base" / "characters.coimbra").resolve()
    broken = chars.read_text(encoding="utf-8").replace("class council", "class councl", 1)
    with pytest.raises(RuleSetErrors) as err:
        load_ruleset(mod / "mod", {str(chars): broken})
    (e,) = err.value.errors
    assert e.span.path == str(chars) and "did you mean 'council'" in e.message
    new = str((mod / "mod" / "more.coimbra").resolve())
    with pytest.raises(RuleSetErrors, match="cannot change voyage 'gao'"):
        load_ruleset(mod / "mod", {new: "change voyage gao { cost 3 coins }\n"})


def test_rule_folders_follow_extends_even_through_a_broken_file(mod):
    path = str((mod / "mod" / "mod.coimbra").resolve())
    assert rule_folders(mod / "mod") == ((mod / "mod").resolve(), (mod / "base").resolve())
    half_typed = 'ruleset mod extends "../base"\nchange character \n'
    assert rule_folders(mod / "mod", {path: half_typed}) == rule_folders(mod / "mod")
    assert rule_folders(mod / "base") == ((mod / "base").resolve(),)
