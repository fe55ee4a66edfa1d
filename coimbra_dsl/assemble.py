"""Assembling: apply the declarations of one rule folder, in file order, on top of a
parent rule set (a variant) or on nothing (a base set), giving one frozen `RuleSet`.

Plain definitions add (the id must be new), `replace` replaces (it must exist), `remove`
removes (it must exist), `change` updates the fields it names (the target must exist);
`constants`/`expect` override field by field; tracks, scoring tiles and setup tables
replace by key; `diplomas` and `map` replace whole (docs/DSL.md).
"""
from __future__ import annotations

from dataclasses import fields as dc_fields
from dataclasses import replace as dc_replace
from types import MappingProxyType
from typing import Any, Optional

from . import effects as fx
from .declarations import (Change, Define, Diplomas, Fields, Header, MapDecl, Remove, SetupDecl,
                           TileDecl, TrackDecl)
from .errors import RuleError, RuleReferenceError, Span
from .model import Constants, PilgrimMap, RuleSet
from .suggest import Suggester
from .vocab import ComponentKind

TABLES = {ComponentKind.CHARACTER.value: "characters", ComponentKind.MONASTERY.value: "monasteries",
          ComponentKind.VOYAGE.value: "voyages", ComponentKind.FAVOR.value: "favors"}
CONSTANT_FIELDS = {f.name for f in dc_fields(Constants)}
EMPTY_MAP = PilgrimMap(MappingProxyType({}), (), MappingProxyType({}))


def _where(span: Span) -> str:
    return f"{span.path}:{span.line}:{span.col}" if span.line else span.path


class Assembly:
    """A rule set under construction: the parent's content, then this folder's files."""

    def __init__(self, name: str, parent: Optional[RuleSet], sources: dict[str, str]):
        self.name = name
        self.parent = parent
        self.sources = dict(parent.sources) if parent else {}
        self.sources.update(sources)
        self.errors: list[RuleError] = []
        self.tables: dict[str, dict[str, Any]] = {
            t: dict(getattr(parent, t)) if parent else {} for t in TABLES.values()}
        self.tables["scoring_tiles"] = dict(parent.scoring_tiles) if parent else {}
        self.tracks = dict(parent.tracks) if parent else {}
        self.setups = dict(parent.setups) if parent else {}
        self.diploma_kinds = parent.diploma_kinds if parent else ()
        self.map = parent.map if parent else EMPTY_MAP
        self.constants: dict[str, Any] = (
            {f: getattr(parent.constants, f) for f in CONSTANT_FIELDS} if parent else {})
        self.expect: dict[str, int] = dict(parent.expect) if parent else {}
        self.expect_spans: dict[str, Span] = dict(parent.expect_spans) if parent else {}
        self.changed: set[str] = set(parent.changed) if parent else set()
        self.local: dict[tuple[str, str], Span] = {}     # (what, key) defined in this folder
        self.refs: dict[str, tuple] = {}
        # errors still waiting for their "did you mean": (index, word, table name)
        self.hints: list[tuple[int, str, str]] = []

    def error(self, cls: type, message: str, span: Span) -> None:
        self.errors.append(cls(message, span, self.sources.get(span.path)))

    def missing(self, cls: type, message: str, span: Span, word: str, table: str) -> None:
        """An error about a name `table` lacks; its "did you mean" is found at the end
        against the finished table, one index per table, so that thousands of near-miss
        names stay near-linear."""
        self.hints.append((len(self.errors), word, table))
        self.error(cls, message, span)

    def _resolve_hints(self) -> None:
        suggesters: dict[str, Suggester] = {}
        for i, word, table in self.hints:
            if table not in suggesters:
                suggesters[table] = Suggester(str(k) for k in self._table(table))
            hint = suggesters[table].did_you_mean(word)
            if hint:
                old = self.errors[i]
                self.errors[i] = type(old)(old.message + hint, old.span, old.text)
        self.hints.clear()

    def _table(self, name: str) -> dict:
        return self.tracks if name == "tracks" else self.tables[name]

    def _once(self, what: str, key: str, span: Span, label: str) -> bool:
        first = self.local.get((what, key))
        if first is not None:
            self.error(RuleError, f"{label} is defined twice in this rule set (first at {_where(first)})", span)
            return False
        self.local[(what, key)] = span
        return True

    def _table_of(self, cid: str) -> Optional[str]:
        for kind, table in TABLES.items():
            if cid in self.tables[table]:
                return kind
        return None

    def apply(self, decl: Any) -> None:
        if isinstance(decl, Header):
            return
        if isinstance(decl, Fields):
            self._fields(decl)
        elif isinstance(decl, Diplomas):
            if self._once("block", "diplomas", decl.span, "'diplomas'"):
                self.diploma_kinds = decl.kinds
        elif isinstance(decl, Define):
            self._define(decl)
        elif isinstance(decl, Remove):
            self._remove(decl)
        elif isinstance(decl, Change):
            self._change(decl)
        elif isinstance(decl, TrackDecl):
            t = decl.track
            if self._once("track", t.cls.value, t.span, f"track {t.cls}"):
                self.tracks[t.cls] = t
        elif isinstance(decl, TileDecl):
            t = decl.tile
            if self._once("tile", t.id, t.span, f"scoring tile '{t.id}'"):
                self.tables["scoring_tiles"][t.id] = t
                self.changed.add(t.id) if self.parent else None
        elif isinstance(decl, MapDecl):
            if self._once("block", "map", decl.map.span, "'map'"):
                self.map = decl.map
        elif isinstance(decl, SetupDecl):
            s = decl.setup
            if self._once("setup", str(s.players), s.span, f"setup for {s.players} players"):
                self.setups[s.players] = s

    def _fields(self, decl: Fields) -> None:
        if not self._once("block", decl.block, decl.span, f"'{decl.block}'"):
            return
        target = self.constants if decl.block == "constants" else self.expect
        for key, (value, span) in decl.values.items():
            target[key] = value
            if decl.block == "expect":
                self.expect_spans[key] = span

    def _define(self, decl: Define) -> None:
        comp = decl.component
        table = self.tables[TABLES[comp.kind.value]]
        span = decl.id_span
        if decl.replace:
            if comp.id not in table:
                other = self._table_of(comp.id)
                message = f"cannot replace {comp.kind} '{comp.id}': there is none"
                if other:
                    self.error(RuleReferenceError, f"{message}; '{comp.id}' is a {other}", span)
                else:
                    self.missing(RuleReferenceError, message, span, comp.id, TABLES[comp.kind.value])
                return
            if not self._once("component", comp.id, span, f"{comp.kind} '{comp.id}'"):
                return
            table[comp.id] = comp
            self.changed.add(comp.id)
            self.refs[comp.id] = decl.refs
            return
        first = self.local.get(("component", comp.id))
        if first is not None:
            self.error(RuleError, f"duplicate id '{comp.id}' (first defined at {_where(first)})", span)
            return
        other = self._table_of(comp.id)
        if other is not None:
            if other == comp.kind.value:
                self.error(RuleError, f"{comp.kind} '{comp.id}' already exists in '{self.parent.name}'; "
                           f"write `replace {comp.kind} {comp.id}` to change it", span)
            else:
                self.error(RuleError, f"id '{comp.id}' is already used by a {other}", span)
            return
        self.local[("component", comp.id)] = span
        table[comp.id] = comp
        self.refs[comp.id] = decl.refs
        if self.parent is not None:
            self.changed.add(comp.id)

    def _remove(self, decl: Remove) -> None:
        table_name = TABLES.get(decl.kind, "scoring_tiles")
        table = self.tables[table_name]
        if decl.id not in table:
            label = "scoring tile" if decl.kind == "scoring_tile" else decl.kind
            self.missing(RuleReferenceError, f"cannot remove {label} '{decl.id}': there is none",
                         decl.span, decl.id, table_name)
            return
        if self.local.get(("component", decl.id)) or self.local.get(("tile", decl.id)):
            self.error(RuleError, f"'{decl.id}' is removed in the same rule set that defines or changes it", decl.span)
            return
        del table[decl.id]
        self.changed.discard(decl.id)
        self.local[("removed", decl.id)] = decl.span

    def _target(self, decl: Change) -> tuple[dict, tuple[str, str], str]:
        """The table a `change` applies to, its key in `local`, and its name in messages."""
        if decl.target == "track":
            return self.tracks, ("track", decl.key.value), f"track {decl.key}"
        if decl.target == "setup":
            return self.setups, ("setup", str(decl.key)), f"setup for {decl.key} players"
        if decl.target == "scoring_tile":
            return self.tables["scoring_tiles"], ("tile", decl.key), f"scoring tile '{decl.key}'"
        return self.tables[TABLES[decl.target]], ("component", decl.key), f"{decl.target} '{decl.key}'"

    def _change(self, decl: Change) -> None:
        """Update the named fields of a component, track, scoring tile or setup table the
        rule set has so far; it must exist, and not be defined or changed in this folder
        already (say it all in one place)."""
        table, local, label = self._target(decl)
        if decl.key not in table:
            if decl.target == "setup":
                hint = f" (there are tables for {', '.join(str(p) for p in sorted(table)) or 'no'} players)"
            elif decl.target in TABLES and self._table_of(decl.key):
                hint = f"; '{decl.key}' is a {self._table_of(decl.key)}"
            else:
                name = {"track": "tracks", "scoring_tile": "scoring_tiles"}.get(
                    decl.target) or TABLES[decl.target]
                self.missing(RuleReferenceError, f"cannot change {label}: there is none",
                             decl.span, str(decl.key), name)
                return
            self.error(RuleReferenceError, f"cannot change {label}: there is none{hint}", decl.span)
            return
        first = self.local.get(local)
        if first is not None:
            self.error(RuleError, f"{label} is already defined or changed in this rule set "
                       f"(at {_where(first)}); say it all there", decl.span)
            return
        self.local[local] = decl.span
        table[decl.key] = dc_replace(table[decl.key], **decl.values, span=decl.span)
        if decl.target not in ("track", "setup"):
            self.changed.add(decl.key)
        if decl.refs:
            self.refs[decl.key] = decl.refs

    def _check_diplomas(self) -> None:
        """R-CARD-2: each diploma icon names a declared kind or `wild`."""
        known = set(self.diploma_kinds) | {"wild"}
        suggest: Optional[Suggester] = None       # built once, at the first unknown kind
        for cid, ch in self.tables["characters"].items():
            refs = self.refs.get(cid) or tuple((d, ch.span) for d in ch.diplomas)
            for kind, span in refs:
                if kind not in known:
                    suggest = suggest or Suggester(sorted(known))
                    self.error(RuleReferenceError, f"unknown diploma kind '{kind}'"
                               + suggest.did_you_mean(kind), span)

    def finish(self, parents: tuple[str, ...]) -> RuleSet:
        self._check_diplomas()
        self._resolve_hints()
        constants = Constants(**{k: (MappingProxyType(dict(v)) if k == "dice" else v)
                                 for k, v in self.constants.items()})
        tables = {kind: {cid: fill_track_tiers(comp, constants.track_tiers)
                         for cid, comp in self.tables[kind].items()}
                  for kind in ("characters", "monasteries", "voyages", "favors")}
        return RuleSet(
            name=self.name,
            characters=MappingProxyType(tables["characters"]),
            monasteries=MappingProxyType(tables["monasteries"]),
            voyages=MappingProxyType(tables["voyages"]),
            favors=MappingProxyType(tables["favors"]),
            tracks=MappingProxyType(self.tracks),
            scoring_tiles=MappingProxyType(self.tables["scoring_tiles"]),
            diploma_kinds=tuple(self.diploma_kinds),
            map=self.map,
            setups=MappingProxyType(dict(sorted(self.setups.items()))),
            constants=constants,
            expect=MappingProxyType(self.expect),
            expect_spans=MappingProxyType(self.expect_spans),
            parents=parents,
            changed=frozenset(self.changed),
            sources=MappingProxyType(self.sources),
        )


def fill_track_tiers(component: Any, table: tuple[tuple[int, int], ...]) -> Any:
    """The component with every `tiers(A)` (shared) holding the rule set's `track tiers`
    steps; a variant that changes the table refills its parent's components too."""
    def fill(obj: Any) -> Any:
        if isinstance(obj, tuple):
            new = tuple(fill(x) for x in obj)
            return obj if all(a is b for a, b in zip(new, obj)) else new
        if not hasattr(obj, "__dataclass_fields__") or isinstance(obj, type):
            return obj
        changes = {}
        for f in dc_fields(obj):
            value = getattr(obj, f.name)
            new = fill(value)
            if new is not value:
                changes[f.name] = new
        if isinstance(obj, fx.Tiers) and obj.shared and obj.steps != table:
            changes["steps"] = table
        return dc_replace(obj, **changes) if changes else obj
    return fill(component)
