"""What one rule file says, before it is merged into a rule set (by `assemble.py`).

The compiler turns each top-level form into one of these; assembling applies them in
file order on top of the parent rule set (variants) or an empty one.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Union

from .errors import Span
from .model import Character, FavorTile, Monastery, PilgrimMap, ScoringTile, SetupTable, Track, Voyage

Component = Union[Character, Monastery, Voyage, FavorTile]


@dataclass(frozen=True)
class Header:
    """`ruleset NAME [extends PARENT]`; `parent_is_path` when the parent was quoted."""
    name: str
    span: Span
    parent: Optional[str] = None
    parent_is_path: bool = False
    parent_span: Optional[Span] = None


@dataclass(frozen=True)
class Fields:
    """A `constants { }` or `expect { }` block: field -> (value, span), in file order."""
    block: str                                  # "constants" or "expect"
    values: dict[str, tuple[Any, Span]]
    span: Span


@dataclass(frozen=True)
class Diplomas:
    kinds: tuple[str, ...]
    spans: tuple[Span, ...]
    span: Span


@dataclass(frozen=True)
class Define:
    """A component definition; `replace` when written `replace KIND ID …`.
    `refs` are the diploma-kind names it uses with their positions (checked later)."""
    component: Component
    replace: bool
    id_span: Span
    refs: tuple[tuple[str, Span], ...] = ()


@dataclass(frozen=True)
class Remove:
    kind: str                                   # a ComponentKind value or "scoring_tile"
    id: str
    span: Span


@dataclass(frozen=True)
class TrackDecl:
    track: Track


@dataclass(frozen=True)
class TileDecl:
    tile: ScoringTile


@dataclass(frozen=True)
class MapDecl:
    map: PilgrimMap


@dataclass(frozen=True)
class SetupDecl:
    setup: SetupTable


@dataclass(frozen=True)
class Change:
    """`change TARGET { ... }`: update only the named fields of something that exists.
    `target` is a component kind value, "track", "scoring_tile" or "setup"; `key` the
    id, the class (tracks) or the player count (setup); `values` maps the attributes of
    the model object (`Character.cls`, `SetupTable.die_tokens`, ...) to their new values;
    `refs` the diploma-kind names it uses, with positions (checked after assembly)."""
    target: str
    key: Any
    values: dict[str, Any]
    span: Span
    refs: tuple[tuple[str, Span], ...] = ()


Declaration = Union[Header, Fields, Diplomas, Define, Remove, TrackDecl, TileDecl, MapDecl, SetupDecl,
                    Change]
