"""Variants built in memory: a rule set plus `change` lines in the rule language itself
(docs/DSL.md "Changing part of something"), assembled exactly as a variant folder's file
would be, with no file written. A `RulesSpec` names one (a rule set and its changes), so
worker processes and cluster workers can rebuild it themselves from a few words.
"""
from __future__ import annotations

from dataclasses import dataclass

from coimbra_dsl import load_ruleset
from coimbra_dsl.assemble import Assembly
from coimbra_dsl.errors import RuleSetErrors
from coimbra_dsl.model import RuleSet
from coimbra_dsl.parser import parse_text

CHANGES_PATH = "<changes>"


def with_changes(parent: RuleSet, text: str, name: str = "") -> RuleSet:
    """`parent` with the declarations of `text` applied on top (as if `text` were a
    variant's one file extending `parent`); `RuleSetErrors` at `<changes>:line:col`."""
    decls, errors = parse_text(text, CHANGES_PATH)
    if errors:
        raise RuleSetErrors(errors)
    assembly = Assembly(name or parent.name, parent, {CHANGES_PATH: text})
    for decl in decls:
        assembly.apply(decl)
    ruleset = assembly.finish((parent.name, *parent.parents))
    if assembly.errors:
        raise RuleSetErrors(assembly.errors)
    return ruleset


@dataclass(frozen=True)
class RulesSpec:
    """A rule set by name or folder, with `change` text applied on top in memory; what a
    worker needs to build the rules itself (a rule set object does not travel well)."""
    ref: str
    changes: str = ""
    label: str = ""

    @property
    def name(self) -> str:
        return self.label or self.ref

    def load(self) -> RuleSet:
        rules = load_ruleset(self.ref)
        return with_changes(rules, self.changes, self.name) if self.changes else rules
