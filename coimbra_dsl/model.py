"""The loaded rule set: frozen game data that the engine runs (CONTENT.md).

Every figure of the game lives in a rule file and arrives here; the engine reads only
this. Components keep the `Span` of their definition so that the validator and the
engine can point back into the rule files.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping, Optional, Union

from .effects import Bonus
from .errors import Span
from .vocab import Back, CardClass, ComponentKind, Currency, DieColour, Location, Resource, Timing


@dataclass(frozen=True)
class Character:
    """A character card (R-CARD-2). Start cards (back I) have no cost."""
    id: str
    name: str
    cls: CardClass
    back: Back
    cost: Optional[Currency]
    influence: int
    diplomas: tuple[str, ...]          # diploma kind names; "wild" for a wild icon
    bonuses: tuple[Bonus, ...]         # exactly one in a valid set
    text: Optional[str] = None         # printed text, compared with the rules by meaning
    span: Span = Span("?")
    kind: ComponentKind = ComponentKind.CHARACTER
    text_span: Optional[Span] = None   # the text's opening quote
    from_text: bool = False            # the bonuses were read from `text` (no bonus line)

    @property
    def bonus(self) -> Bonus:
        return self.bonuses[0]

    @property
    def timing(self) -> Timing:
        return self.bonuses[0].timing


@dataclass(frozen=True)
class Monastery:
    """A monastery tile (R-BON-M): an immediate or a lasting bonus."""
    id: str
    name: str
    back: Back
    bonuses: tuple[Bonus, ...]
    text: Optional[str] = None
    span: Span = Span("?")
    kind: ComponentKind = ComponentKind.MONASTERY
    text_span: Optional[Span] = None   # the text's opening quote
    from_text: bool = False            # the bonuses were read from `text` (no bonus line)

    @property
    def bonus(self) -> Bonus:
        return self.bonuses[0]


@dataclass(frozen=True)
class Voyage:
    """A voyage card (R-BON-V, R-INV-1): its task is a game-end bonus."""
    id: str
    name: str
    currency: Currency
    cost: int
    bonuses: tuple[Bonus, ...]
    text: Optional[str] = None
    span: Span = Span("?")
    kind: ComponentKind = ComponentKind.VOYAGE
    text_span: Optional[Span] = None   # the text's opening quote
    from_text: bool = False            # the bonuses were read from `text` (no bonus line)

    @property
    def bonus(self) -> Bonus:
        return self.bonuses[0]


@dataclass(frozen=True)
class FavorTile:
    """A favor tile beside the castle (R-FAV): crowns, immediate and while-held bonuses."""
    id: str
    name: str
    crowns: int
    bonuses: tuple[Bonus, ...]
    text: Optional[str] = None
    span: Span = Span("?")
    kind: ComponentKind = ComponentKind.FAVOR
    text_span: Optional[Span] = None   # the text's opening quote
    from_text: bool = False            # the bonuses were read from `text` (no bonus line)


# a component with bonuses (R-COMP): what `RuleSet.component` gives
Component = Union[Character, Monastery, Voyage, FavorTile]


@dataclass(frozen=True)
class Track:
    """An influence track (R-COMP-5): class, die colour, income kind, income per space."""
    cls: CardClass
    colour: DieColour
    income: Resource
    amounts: tuple[int, ...]           # one per space 0..cap_influence
    span: Span = Span("?")


@dataclass(frozen=True)
class ScoringTile:
    """An influence scoring tile (R-END-2): a 2/3-player face and a 4-player face."""
    id: str
    small: tuple[int, ...]             # 2/3 players: 1st, 2nd
    large: tuple[int, ...]             # 4 players: 1st, 2nd, 3rd
    span: Span = Span("?")

    def face(self, players: int) -> tuple[int, ...]:
        return self.large if players >= 4 else self.small


class NodeKind(str):
    CORNER = "corner"
    STOPOVER = "stopover"
    SPACE = "space"


@dataclass(frozen=True)
class MapNode:
    """A location of the pilgrim map. Spaces carry a colour that holds a monastery back."""
    id: str
    kind: str                          # "corner", "stopover" or "space"
    colour: Optional[str] = None       # spaces only: e.g. "blue"
    pos: Optional[tuple[float, float]] = None
    span: Span = Span("?")


@dataclass(frozen=True)
class Road:
    a: str
    b: str
    one_way: bool                      # True: only a -> b (corner roads, R-PIL-2)
    span: Span = Span("?")


@dataclass(frozen=True)
class PilgrimMap:
    nodes: Mapping[str, MapNode]
    roads: tuple[Road, ...]
    space_colours: Mapping[str, Back]  # colour -> monastery back it holds
    span: Span = Span("?")

    def corners(self) -> list[str]:
        return [n.id for n in self.nodes.values() if n.kind == NodeKind.CORNER]

    def spaces(self) -> list[str]:
        return [n.id for n in self.nodes.values() if n.kind == NodeKind.SPACE]


@dataclass(frozen=True)
class SetupTable:
    """Per player count (R-SET-3, -4, -5, -11, R-RND-1)."""
    players: int
    remove_dice: Mapping[DieColour, int]
    die_tokens: Mapping[Location, tuple[int, ...]]   # fixed values of the tokens per city
    voyages: int = 6
    rounds: int = 4
    span: Span = Span("?")


@dataclass(frozen=True)
class Constants:
    """Numbers of the rules that are content (CONTENT.md 'constants')."""
    start_coins: int = 7
    start_guards: int = 7
    cap_coins: int = 20
    cap_guards: int = 20
    cap_influence: int = 15
    flag_crowns: tuple[int, ...] = (0, 1, 2, 2)
    crown_token: int = 2
    diploma_sets: tuple[int, ...] = (1, 2, 4, 8, 12)   # score of a set of 1..n kinds
    distress_coins: int = 2
    distress_guards: int = 2
    cap_tile: int = 3
    cap_max: int = 9
    disks: int = 20
    start_group_size: int = 2
    dice_per_player: int = 3
    row_cards: int = 4
    second_place_gap: int = 3          # R-END-2: 2nd scores only within this many spaces
    second_place_gap_players: tuple[int, ...] = (2, 3)
    track_tiers: tuple[tuple[int, int], ...] = ((7, 5), (10, 7), (13, 10))   # R-BON-G
    dice: Mapping[DieColour, int] = field(default_factory=lambda: MappingProxyType({}))
    die_tokens: int = 5                # die tokens in the box (R-COMP-4, R-SET-3)


@dataclass(frozen=True)
class RuleSet:
    """Everything the engine needs, frozen. Components are keyed by id, in file order."""
    name: str
    characters: Mapping[str, Character]
    monasteries: Mapping[str, Monastery]
    voyages: Mapping[str, Voyage]
    favors: Mapping[str, FavorTile]
    tracks: Mapping[CardClass, Track]
    scoring_tiles: Mapping[str, ScoringTile]
    diploma_kinds: tuple[str, ...]
    map: PilgrimMap
    setups: Mapping[int, SetupTable]
    constants: Constants
    expect: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    expect_spans: Mapping[str, Span] = field(default_factory=lambda: MappingProxyType({}))   # where each was said
    parents: tuple[str, ...] = ()                 # names/paths of the sets it extends
    changed: frozenset[str] = frozenset()         # component ids a variant added/replaced
    sources: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def component(self, cid: str) -> Character | Monastery | Voyage | FavorTile:
        for table in (self.characters, self.monasteries, self.voyages, self.favors):
            if cid in table:
                return table[cid]
        raise KeyError(cid)

    def components(self) -> list[Character | Monastery | Voyage | FavorTile]:
        return [*self.characters.values(), *self.monasteries.values(),
                *self.voyages.values(), *self.favors.values()]

    def track_of_colour(self, colour: DieColour) -> Optional[Track]:
        for t in self.tracks.values():
            if t.colour == colour:
                return t
        return None
