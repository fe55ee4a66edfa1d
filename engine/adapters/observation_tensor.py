"""A fixed-size observation tensor per seat, defined from `GameState.observation(seat)` only
(so it holds nothing a seat may not know: no stack order, no box, no RNG), and the same
observation as text for people. `ObservationEncoder.encode(obs)` is the definition;
`observation_tensor(state, seat)` and `ObservationEncoder.tensor` give the same floats
straight from the state's public fields (`state_tensor.py`), without the dict.

Seats are relative to the observer: row 0 of every per-player slice is the observing seat,
row 1 the next seat clockwise (seat + 1), and so on, so one policy can play any seat.
`observation_layout(rules, players)` names every slice: `(name, start, stop, shape,
meaning)`; the tensor is the concatenation of the slices, each flattened in C order.
Every value lies in [0, 1] except VP (divided by `VP_SCALE`; a negative total, R-LIM-4,
stays negative).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from coimbra_dsl.model import RuleSet
from coimbra_dsl.vocab import Back, CardClass, DieColour, Location, Phase

from .state_tensor import TensorPlan

if TYPE_CHECKING:
    from engine.core.state import GameState

VP_SCALE = 100.0
PHASES = tuple(p.value for p in Phase)
# decision kinds of docs/API.md ("Actions"), plus none (the game is over)
DECISIONS = ("start1", "start2", "place", "trigger", "activate", "invest", "steps", "choice",
             "track", "payfor", "opp", "favor", "discard", "reuse", "cap", "voyages",
             "gamecard")
CLASSES = tuple(c.value for c in CardClass)
LOCATIONS = tuple(loc.value for loc in Location)
CITIES = LOCATIONS[1:]


class Slice(NamedTuple):
    """One named part of the tensor: `tensor[start:stop]` reshaped to `shape`."""
    name: str
    start: int
    stop: int
    shape: tuple[int, ...]
    meaning: str


@dataclass
class ObservationEncoder:
    """Encodes `observation(seat)` dicts of one rule set and player count."""
    rules: RuleSet
    players: int
    layout: list[Slice] = field(init=False)
    size: int = field(init=False)
    vp_scale = VP_SCALE

    def __post_init__(self) -> None:
        r, n = self.rules, self.players
        c = r.constants
        self.colours = [d.value for d in DieColour if c.dice.get(d, 0) > 0]
        self.characters = list(r.characters)
        self.start_cards = [cid for cid, ch in r.characters.items() if ch.back == Back.I]
        self.monasteries = list(r.monasteries)
        self.voyages = list(r.voyages)
        self.favors = list(r.favors)
        self.tiles = list(r.scoring_tiles)
        self.nodes = list(r.map.nodes)
        self.spaces = [nid for nid, node in r.map.nodes.items() if node.kind == "space"]
        table = r.setups[n]
        self.tokens = max((len(v) for v in table.die_tokens.values()), default=0)
        self.row_slots = sum(c.dice.values()) + self.tokens
        self.dice_max = max(c.dice.values(), default=1) or 1
        self.rounds = table.rounds
        self.holders = c.dice_per_player
        self.die_width = 1 + len(self.colours) + 1 + len(LOCATIONS) + 1
        P = n
        spec = [
            ("round", (1,), "round / rounds of the setup table"),
            ("phase", (len(PHASES),), "one-hot: " + " ".join(PHASES)),
            ("decision", (len(DECISIONS) + 1,),
             "one-hot kind of the pending decision: " + " ".join(DECISIONS) + " none"),
            ("to_move", (P + 1,), "one-hot relative seat to decide; last: nobody"),
            ("your_turn", (1,), "1 when the observer decides"),
            ("terminal", (1,), "1 when the game is over"),
            ("order", (P, P), "[seat, position]: one-hot place in player order"),
            ("coins", (P,), f"coins / {c.cap_coins}"),
            ("guards", (P,), f"guards / {c.cap_guards}"),
            ("vp", (P,), f"VP / {VP_SCALE:g}"),
            ("influence", (P, len(CLASSES)),
             f"space on each track ({' '.join(CLASSES)}) / {c.cap_influence}"),
            ("track_rank", (P, len(CLASSES)), "rank on each track (ties R-LIM-6) / players"),
            ("disks_left", (P,), f"disks in supply / {c.disks}"),
            ("pilgrim", (P, len(self.nodes) + 1), "one-hot map node; last: not on the map"),
            ("dice", (P, self.holders, self.die_width),
             "per die holder: held, colour one-hot (" + " ".join(self.colours) +
             "), value / 6, location one-hot (" + " ".join(LOCATIONS) + "), capped"),
            ("crown_tokens", (P, len(CLASSES)), "crown tokens per class"),
            ("favors_held", (P, len(self.favors)), "favor tiles taken this round"),
            ("cards", (P, len(self.characters)), "characters held (rule-file order)"),
            ("monastery_disks", (P, len(self.spaces)), "map spaces with the seat's disk"),
            ("voyage_disks", (P, len(self.voyages)), "voyages with the seat's disk"),
            ("display", (len(self.characters), len(CITIES)),
             "card in the display row of each city (" + " ".join(CITIES) + ")"),
            ("crowns_on", (len(self.characters),), "card carries a crown token"),
            ("rows", (len(LOCATIONS), self.row_slots, P + 3),
             "per location and place in the row: relative seat one-hot, die token, "
             f"value / {c.cap_max}, capped"),
            ("die_tokens", (len(CITIES), self.tokens), "die token of the city face up"),
            ("pool", (len(self.colours), 7),
             f"dice in the pool by colour and value (0 = not rolled) / {self.dice_max}"),
            ("favors", (len(self.favors),), "favor tile beside the castle"),
            ("cap", (P + 1,), "relative seat holding the cap tile; last: nobody"),
            ("monasteries", (len(self.spaces), len(self.monasteries)),
             "monastery on each map space"),
            ("voyages", (len(self.voyages),), "voyage face up"),
            ("scoring_tiles", (len(CLASSES), len(self.tiles)), "scoring tile of each track"),
            ("start_groups", (P, len(self.start_cards)), "start cards of each untaken group"),
            ("discard", (len(self.characters),), "card in the discard pile"),
            ("stack_size", (1,), "cards left in the stack / characters"),
            ("winner", (P + 1,), "relative seat of the winner; last: none yet"),
        ]
        self.layout = []
        at = 0
        for name, shape, meaning in spec:
            size = int(np.prod(shape))
            self.layout.append(Slice(name, at, at + size, shape, meaning))
            at += size
        self.size = at
        self._at = {s.name: s.start for s in self.layout}
        self._pos = {name: {x: i for i, x in enumerate(seq)} for name, seq in (
            ("phase", PHASES), ("decision", DECISIONS), ("class", CLASSES),
            ("colour", self.colours), ("location", LOCATIONS), ("city", CITIES),
            ("character", self.characters), ("start", self.start_cards),
            ("monastery", self.monasteries), ("voyage", self.voyages),
            ("favor", self.favors), ("tile", self.tiles), ("node", self.nodes),
            ("space", self.spaces))}
        self.plan = TensorPlan(self)

    def tensor(self, state: GameState, seat: int) -> np.ndarray:
        """The tensor of `state.observation(seat)`, built from the state's public fields
        without the dict (`state_tensor.TensorPlan`); equal to `encode` of it."""
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            state.observation(seat)         # its one-line error for a bad seat
        return self.plan.tensor(state, seat)

    def tensor_list(self, state: GameState, seat: int) -> list[float]:
        """`tensor(state, seat)` as a list of floats (OpenSpiel's Python API)."""
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            state.observation(seat)
        return self.plan.tensor_list(state, seat)

    def encode(self, obs: dict) -> np.ndarray:
        """The float32 tensor of one `observation(seat)` dict."""
        n = self.players
        me = obs["seat"]
        at, pos, c = self._at, self._pos, self.rules.constants
        rel = [(s - me) % n for s in range(n)]
        ones: list[int] = []            # entries that are 1
        idx: list[int] = []             # entries of other values, with `val`
        val: list[float] = []
        on = ones.append

        def put(i: int, v: float) -> None:
            idx.append(i)
            val.append(v)

        put(at["round"], obs["round"] / self.rounds)
        on(at["phase"] + pos["phase"][obs["phase"]])
        d = pos["decision"].get(obs["decision"], len(DECISIONS))
        on(at["decision"] + d)
        cur = obs["current_player"]
        on(at["to_move"] + (rel[cur] if cur is not None else n))
        if obs["your_turn"]:
            on(at["your_turn"])
        if obs["terminal"]:
            on(at["terminal"])
        for place, s in enumerate(obs["order"]):
            on(at["order"] + rel[s] * n + place)
        ncls = len(CLASSES)
        cls_pos, loc_pos, col_pos = pos["class"], pos["location"], pos["colour"]
        nodes, chars = len(self.nodes) + 1, len(self.characters)
        for p in obs["player_state"]:
            r = rel[p["seat"]]
            put(at["coins"] + r, p["coins"] / c.cap_coins)
            put(at["guards"] + r, p["guards"] / c.cap_guards)
            put(at["vp"] + r, p["vp"] / VP_SCALE)
            for k, v in p["influence"].items():
                put(at["influence"] + r * ncls + cls_pos[k], v / c.cap_influence)
            put(at["disks_left"] + r, p["disks_left"] / c.disks)
            node = pos["node"].get(p["pilgrim"], nodes - 1)
            on(at["pilgrim"] + r * nodes + node)
            base = at["dice"] + r * self.holders * self.die_width
            for h, die in enumerate(p["dice"]):
                if die is None:
                    continue
                colour, value, placed, capped = die
                b = base + h * self.die_width
                on(b)
                on(b + 1 + col_pos[colour])
                put(b + 1 + len(self.colours), value / 6)
                if placed is not None:
                    on(b + 2 + len(self.colours) + loc_pos[placed])
                if capped:
                    on(b + self.die_width - 1)
            for k in p["crown_tokens"]:
                on(at["crown_tokens"] + r * ncls + cls_pos[k])
            for f in p["favors"]:
                on(at["favors_held"] + r * len(self.favors) + pos["favor"][f])
            for cid in p["cards"]:
                on(at["cards"] + r * chars + pos["character"][cid])
            for m in p["monasteries"]:
                on(at["monastery_disks"] + r * len(self.spaces) + pos["space"][m])
            for v in p["voyages"]:
                on(at["voyage_disks"] + r * len(self.voyages) + pos["voyage"][v])
        for k, seats in obs["track_order"].items():
            for rank, s in enumerate(seats):
                put(at["track_rank"] + rel[s] * ncls + cls_pos[k], rank / n)
        for city, cards in obs["display"].items():
            for cid in cards:
                on(at["display"] + pos["character"][cid] * len(CITIES) + pos["city"][city])
        for cid in obs["crowns_on"]:
            on(at["crowns_on"] + pos["character"][cid])
        width = n + 3
        for loc, row in obs["rows"].items():
            base = at["rows"] + loc_pos[loc] * self.row_slots * width
            for place, e in enumerate(row[:self.row_slots]):
                b = base + place * width
                if "token" in e:
                    on(b + n)
                else:
                    on(b + rel[e["seat"]])
                    if e["capped"]:
                        on(b + n + 2)
                put(b + n + 1, e["value"] / c.cap_max)
        for city, ups in obs["die_tokens"].items():
            for i, up in enumerate(ups[:self.tokens]):
                if up:
                    on(at["die_tokens"] + pos["city"][city] * self.tokens + i)
        counts: dict[str, int] = {}
        for die in obs["pool"]:
            counts[die] = counts.get(die, 0) + 1
        for die, k in counts.items():
            colour, _, value = die.partition("-")
            put(at["pool"] + col_pos[colour] * 7 + int(value), k / self.dice_max)
        for f in obs["favors"]:
            on(at["favors"] + pos["favor"][f])
        on(at["cap"] + (rel[obs["cap"]] if obs["cap"] is not None else n))
        for space, m in obs["monasteries"].items():
            on(at["monasteries"] + pos["space"][space] * len(self.monasteries)
                + pos["monastery"][m])
        for v in obs["voyages"]:
            on(at["voyages"] + pos["voyage"][v])
        for k, tile in obs["scoring_tiles"].items():
            on(at["scoring_tiles"] + cls_pos[k] * len(self.tiles) + pos["tile"][tile])
        for g, group in enumerate(obs["start_groups"]):
            for cid in group or ():
                on(at["start_groups"] + g * len(self.start_cards) + pos["start"][cid])
        for cid in obs["discard"]:
            on(at["discard"] + pos["character"][cid])
        put(at["stack_size"], obs["stack_size"] / max(1, chars))
        w = obs["winner"]
        on(at["winner"] + (rel[w] if w is not None else n))
        out = np.zeros(self.size, dtype=np.float32)
        out[ones] = 1.0
        out[idx] = val
        return out

    def unflatten(self, tensor: np.ndarray) -> dict[str, np.ndarray]:
        """The tensor as named arrays of the layout's shapes (views, no copy)."""
        return {s.name: tensor[s.start:s.stop].reshape(s.shape) for s in self.layout}


_ENCODERS: dict[tuple[int, int], tuple[RuleSet, ObservationEncoder]] = {}


def encoder_of(rules: RuleSet, players: int) -> ObservationEncoder:
    """The (cached) encoder of a rule set and player count."""
    hit = _ENCODERS.get((id(rules), players))
    if hit is None or hit[0] is not rules:
        hit = _ENCODERS[(id(rules), players)] = (rules, ObservationEncoder(rules, players))
    return hit[1]


def observation_layout(rules: RuleSet, players: int) -> list[Slice]:
    """Every slice of the tensor, in order: name, start, stop, shape, meaning."""
    return list(encoder_of(rules, players).layout)


def observation_tensor(state: GameState, seat: int) -> np.ndarray:
    """The tensor of what `seat` may see in `state`: `encode(state.observation(seat))`,
    built straight from the state's public fields."""
    return encoder_of(state.rules, state.n).tensor(state, seat)


def observation_text(obs: dict) -> str:
    """An `observation(seat)` dict as a few lines of text (seats as P1..Pn, 1-based)."""
    me = obs["seat"]
    lines = [f"round {obs['round']} · phase {obs['phase']} · "
             + (f"P{obs['current_player'] + 1} to decide ({obs['decision']})"
                if obs["current_player"] is not None else "game over")
             + f" · you are P{me + 1} · order "
             + " ".join(f"P{s + 1}" for s in obs["order"])]
    for p in obs["player_state"]:
        dice = " ".join(f"{colour}-{value}" + (f"@{at}" if at else "") + ("+cap" if capped else "")
                        for colour, value, at, capped in (d for d in p["dice"] if d is not None))
        infl = " ".join(f"{k} {v}" for k, v in p["influence"].items())
        lines.append(
            f"P{p['seat'] + 1}{' (you)' if p['seat'] == me else ''}: {p['coins']} coins, "
            f"{p['guards']} guards, {p['vp']} VP · {infl} · pilgrim {p['pilgrim'] or '-'} · "
            f"dice {dice or '-'} · cards {', '.join(p['cards']) or '-'} · monasteries "
            f"{', '.join(p['monasteries']) or '-'} · voyages {', '.join(p['voyages']) or '-'}"
            + (f" · favors {', '.join(p['favors'])}" if p["favors"] else ""))
    for city in CITIES:             # fixed order: a loaded save's dicts are sorted
        cards = obs["display"].get(city, ())
        shown = ", ".join(cid + ("*" if cid in obs["crowns_on"] else "") for cid in cards)
        lines.append(f"display {city}: {shown or '-'}")
    for loc in LOCATIONS:
        row = obs["rows"].get(loc, ())
        shown = ", ".join(f"token {e['value']}" if "token" in e
                          else f"P{e['seat'] + 1} {e['die']}={e['value']}" for e in row)
        lines.append(f"row {loc}: {shown or '-'}")
    lines.append(f"pool: {' '.join(obs['pool']) or '-'} · favors: "
                 f"{', '.join(obs['favors']) or '-'} · voyages: {', '.join(obs['voyages'])}")
    lines.append(f"stack {obs['stack_size']} cards · discard {len(obs['discard'])} cards"
                 + (f" · scores {obs['scores']} · winner P{obs['winner'] + 1}"
                    if obs["terminal"] else ""))
    if obs["legal_actions"]:
        lines.append("legal: " + " | ".join(obs["legal_actions"]))
    return "\n".join(lines)


__all__ = ["ObservationEncoder", "Slice", "observation_layout", "observation_tensor",
           "observation_text", "encoder_of", "VP_SCALE"]
