"""Positions you can write down: the whole game at one decision as readable lines of
`key: value` (docs/API.md "Positions"), in the spirit of chess FEN/EPD.

`write_position(state)` (`state.position()`) names the round, phase, player order, the dice in the castle,
the city rows and the pool, the display rows, each player's holdings, tracks, cards,
monasteries, voyages and pilgrim, the hidden piles (stack, box) and the pending tasks.
`parse_position(rules, text)` (`GameState.from_position`) reads it back and refuses an impossible position
with the same checks as a save (`saves.check_save`, `saves.check_loaded`), naming the
line. A position may stop at a decision with one or no legal action: reading it resolves
that as the rules say (R-LIM-5), as after any action.
"""
from __future__ import annotations

import base64
import random
import re
import shlex
import struct
from typing import TYPE_CHECKING, Any, Optional

from engine.core.errors import SaveError
from coimbra_dsl.model import RuleSet

from .index import CITIES, CLASSES, LOCATIONS
from .playable import index_of
from .saves import check_save
from .tasks import RECORDS

if TYPE_CHECKING:
    from .state import GameState

CLASS_WORDS = tuple(c.value for c in CLASSES)
# whether decisions whose choices come to the same are taken at once (GameState.run)
AT_ONCE, ASKED = "taken at once", "asked"
HEADER = "# Coimbra position (docs/API.md \"Positions\"); P1, P2, ... are the seats"


class PositionError(SaveError):
    """A position that cannot be read or cannot happen in a game."""


# ---------------------------------------------------------------- writing

def seat_name(seat: int) -> str:
    """P1 for seat 0: the name a player reads."""
    return f"P{seat + 1}"


def _node_name(ix, nid: int) -> str:
    """`vasco_da_gama.2`: an effect node as its component and its place in it."""
    cid = ix.node_comp[nid]
    return f"{cid}.{nid - ix.node_comp.index(cid)}"


# How a task field is written in a position, by the field's name in its record
# (`tasks.RECORDS`); any other field is a word (or a number, or '' as `any`).
SEAT_FIELDS = frozenset({"seat", "owner"})
NUMBER_FIELDS = frozenset({"mult", "by_bonus", "steps", "cost", "picks"})


def _task_words(ix, task: tuple) -> list[str]:
    words = [task.kind]
    for field, value in zip(task._fields[1:], task[1:]):
        if field in SEAT_FIELDS:
            words.append(seat_name(value))
        elif field == "node":
            words.append(_node_name(ix, value))
        elif field == "mult":
            words.append(f"x{value}")
        elif value is None:
            words.append("-")
        elif value == "":
            words.append("any")
        elif isinstance(value, list | tuple):
            words.append(",".join(value))
        else:
            words.append(shlex.quote(str(value)))
    return words


def _die(die) -> str:
    if die is None:
        return "empty"
    colour, value, loc, capped = die
    return " ".join([colour, str(value)] + ([f"in {loc}"] if loc else [])
                    + (["capped"] if capped else []))


def _rng_text(rng) -> str:
    version, internal, gauss = rng
    packed = struct.pack(f"<{len(internal)}I", *internal)
    text = f"mt{version}:" + base64.b64encode(packed).decode("ascii")
    return text if gauss is None else f"{text}:{gauss!r}"


def write_position(st: GameState) -> str:
    """The position of `st` as text (see the module docstring and docs/API.md)."""
    ix = st.ix
    lines = [HEADER,
             f"players: {st.n}",
             f"seed: {st.seed}",
             f"round: {st.round}",
             f"phase: {st.phase}",
             "order: " + " ".join(seat_name(s) for s in st.order),
             f"tick: {st.tick}"]
    for loc in LOCATIONS:
        entries = [f"{seat_name(s)} die {h + 1}" if s >= 0 else f"token {h + 1}"
                   for s, h in st.rows[loc]]
        lines.append(f"row {loc}: " + ", ".join(entries))
    lines.append("pool: " + ", ".join(f"{c} {v}" for c, v in st.pool))
    lines.append("die tokens: " + ", ".join(
        f"{loc} " + " ".join("up" if up else "down" for up in st.tokens[loc])
        for loc in CITIES if st.tokens[loc]))
    lines.append(f"cap: {seat_name(st.cap) if st.cap is not None else '-'}")
    for loc in CITIES:
        lines.append(f"display {loc}: " + " ".join(st.display[loc]))
    lines.append("crown tokens on cards: " + ", ".join(
        f"{cid} {CLASS_WORDS[ci]}" for cid, ci in st.crowns_on.items()))
    lines.append("start groups: " + " | ".join(
        " ".join(g) if g is not None else "taken" for g in st.groups))
    lines.append("voyages: " + " ".join(st.voyages))
    lines.append("favors: " + " ".join(st.favors))
    lines.append("scoring tiles: " + ", ".join(
        f"{CLASS_WORDS[i]} {t}" for i, t in enumerate(st.tiles)))
    lines.append("monastery spaces: " + ", ".join(f"{s} {m}" for s, m in st.spaces.items()))
    lines.append("discard: " + " ".join(st.discard))
    lines.append("stack (hidden, bottom to top): " + " ".join(st.stack))
    lines.append("box (hidden): " + " ".join(st.box))
    for s, p in enumerate(st.players):
        name = seat_name(s)
        lines.append(f"{name} holdings: coins {p.coins}, guards {p.guards}, vp {p.vp}, "
                     f"disks {p.disks_left}, flag {p.flag}")
        lines.append(f"{name} tracks: " + ", ".join(
            f"{CLASS_WORDS[i]} {p.influence[i]} arrived {p.arrive[i]}" for i in range(len(CLASSES))))
        lines.append(f"{name} cards: " + " ".join(p.cards))
        lines.append(f"{name} monasteries: " + " ".join(p.monasteries))
        lines.append(f"{name} voyages: " + " ".join(p.voyages))
        lines.append(f"{name} pilgrim: {p.pilgrim or '-'}")
        lines.append(f"{name} dice: " + ", ".join(_die(d) for d in p.dice))
        lines.append(f"{name} crown tokens: " + " ".join(CLASS_WORDS[c] for c in p.crown_tokens))
        lines.append(f"{name} favors: " + " ".join(p.favors))
        if st.breakdown:
            lines.append(f"{name} final scoring: " + ", ".join(
                f"{k} {v}" for k, v in st.breakdown[s].items()))
    if any(st.mark):
        lines.append("final scoring marks: " + " ".join(str(m) for m in st.mark))
    if not st.alike_at_once:        # a game saved before such decisions were taken
        lines.append(f"alike decisions: {ASKED}")
    lines.append("# pending tasks, bottom to top; the top one is the decision")
    lines.extend("pending: " + " ".join(_task_words(ix, t)) for t in st.tasks)
    lines.append("# the generator of the dice still to roll (hidden); write `chance: 7` "
                 "to seed it")
    lines.append(f"chance: {_rng_text(st.rng)}")
    return "\n".join(line.rstrip() for line in lines) + "\n"


# ---------------------------------------------------------------- reading

class _Reader:
    """Turns the lines of a position into the dict of a save's "state"."""

    def __init__(self, rules: RuleSet, text: str):
        self.rules = rules
        self.ix = index_of(rules)
        self.values: dict[str, tuple[int, str]] = {}
        for no, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise PositionError(f"position line {no}: expected 'key: value', found {line[:60]!r}")
            key = _bare_key(key)
            if key in self.values:
                raise PositionError(f"position line {no}: {key!r} is given twice "
                                    f"(first on line {self.values[key][0]})")
            if key == "pending":
                key = f"pending {no:08d}"
            self.values[key] = (no, value.strip())
        self.n = self.int_("players")

    # -- helpers
    def fail(self, key: str, what: str):
        no = self.values.get(key, (0, ""))[0]
        where = f"position line {no} ({key})" if no else f"position: {key}"
        raise PositionError(f"{where}: {what}")

    def get(self, key: str, default: Optional[str] = None) -> str:
        if key not in self.values:
            if default is None:
                raise PositionError(f"position: missing line '{key}: ...'")
            return default
        return self.values[key][1]

    def int_(self, key: str, default: Optional[str] = None, digits: int = 9) -> int:
        return self.number(key, self.get(key, default), digits)

    def number(self, key: str, word: str, digits: int = 9) -> int:
        """A whole number in ASCII digits (`\\d` and `int` take any script's digits)."""
        if not re.fullmatch(rf"-?[0-9]{{1,{digits}}}", word):
            self.fail(key, f"expected a whole number, found {word[:30]!r}")
        return int(word)

    def words(self, key: str, default: Optional[str] = None) -> list[str]:
        return self.get(key, default).split()

    def items(self, key: str, default: Optional[str] = None) -> list[list[str]]:
        text = self.get(key, default)
        if not text.strip():
            return []
        parts = [part.split() for part in text.split(",")]
        if any(not part for part in parts):
            self.fail(key, "an empty entry between commas (a comma too many?)")
        return parts

    def seat(self, key: str, word: str) -> int:
        m = re.fullmatch(r"P([0-9]{1,3})", word)
        if not m or not 1 <= int(m.group(1)) <= self.n:
            self.fail(key, f"expected a seat P1..P{self.n}, found {word[:20]!r}")
        return int(m.group(1)) - 1

    def class_index(self, key: str, word: str) -> int:
        if word not in CLASS_WORDS:
            self.fail(key, f"unknown class {word[:20]!r} (one of {', '.join(CLASS_WORDS)})")
        return CLASS_WORDS.index(word)

    # -- fields
    def state(self) -> dict[str, Any]:
        n = self.n
        d: dict[str, Any] = {
            "n": n, "seed": self.int_("seed", "0", digits=78), "round": self.int_("round"),
            "phase": self.get("phase"), "tick": self.int_("tick", "0"),
            "order": [self.seat("order", w) for w in self.words("order")],
            "rng": self.rng(), "stack": self.words("stack", ""), "box": self.words("box", ""),
            "discard": self.words("discard", ""), "voyages": self.words("voyages", ""),
            "favors": self.words("favors", ""),
        }
        d["rows"] = {loc: self.row(loc) for loc in LOCATIONS}
        d["pool"] = [[c, self.number("pool", v)] for c, v in
                     (self.pair("pool", e) for e in self.items("pool", ""))]
        d["tokens"] = self.tokens()
        cap = self.get("cap", "-")
        d["cap"] = None if cap == "-" else self.seat("cap", cap)
        d["display"] = {loc: self.words(f"display {loc}", "") for loc in CITIES}
        d["crowns_on"] = {cid: self.class_index("crown tokens on cards", cls) for cid, cls in
                          (self.pair("crown tokens on cards", e)
                           for e in self.items("crown tokens on cards", ""))}
        groups = self.get("start groups", "")
        d["groups"] = [None if g.strip() == "taken" else g.split()
                       for g in groups.split("|")] if groups.strip() else []
        tiles = dict((self.class_index("scoring tiles", c), t) for c, t in
                     (self.pair("scoring tiles", e) for e in self.items("scoring tiles")))
        if sorted(tiles) != list(range(len(CLASSES))):
            self.fail("scoring tiles", "name one tile for each track")
        d["tiles"] = [tiles[i] for i in range(len(CLASSES))]
        d["spaces"] = dict(self.pair("monastery spaces", e)
                           for e in self.items("monastery spaces", ""))
        d["players"] = [self.player(s) for s in range(n)]
        d["breakdown"] = ([self.breakdown(s) for s in range(n)]
                          if f"{seat_name(0)} final scoring" in self.values else [])
        d["mark"] = ([self.number("final scoring marks", w) for w in self.words("final scoring marks")]
                     if "final scoring marks" in self.values else [0] * n)
        alike = self.get("alike decisions", AT_ONCE)
        if alike not in (AT_ONCE, ASKED):
            self.fail("alike decisions", f"expected {AT_ONCE!r} or {ASKED!r}, "
                                         f"found {alike[:30]!r}")
        d["alike_at_once"] = alike == AT_ONCE
        d["tasks"] = [self.task(k) for k in sorted(k for k in self.values if k.startswith("pending "))]
        return d

    def pair(self, key: str, entry: list[str]) -> tuple[str, str]:
        if len(entry) != 2:
            self.fail(key, f"expected two words per entry, found {' '.join(entry)[:40]!r}")
        return entry[0], entry[1]

    def row(self, loc: str) -> list:
        key = f"row {loc}"
        out = []
        for entry in self.items(key, ""):
            if len(entry) == 2 and entry[0] == "token":
                out.append([-1, self.number(key, entry[1]) - 1])
            elif len(entry) == 3 and entry[1] == "die":
                out.append([self.seat(key, entry[0]), self.number(key, entry[2]) - 1])
            else:
                self.fail(key, f"expected 'P1 die 2' or 'token 1', found {' '.join(entry)[:40]!r}")
        return out

    def tokens(self) -> dict[str, list[bool]]:
        out: dict[str, list[bool]] = {loc: [] for loc in CITIES}
        for entry in self.items("die tokens", ""):
            loc, *faces = entry
            if loc not in CITIES or any(f not in ("up", "down") for f in faces):
                self.fail("die tokens", f"expected a city and up/down per token, "
                                        f"found {' '.join(entry)[:40]!r}")
            out[loc] = [f == "up" for f in faces]
        return out

    def rng(self):
        text = self.get("chance", "0")
        if re.fullmatch(r"[0-9]{1,19}", text):
            return _json_rng(random.Random(int(text)).getstate())
        m = re.fullmatch(r"mt([0-9]{1,10}):([A-Za-z0-9+/=]+)(?::([^:]+))?", text)
        if not m:
            self.fail("chance", "expected a number or a generator state written by position()")
        try:
            raw = base64.b64decode(m.group(2), validate=True)
            internal = list(struct.unpack(f"<{len(raw) // 4}I", raw))
            gauss = float(m.group(3)) if m.group(3) else None
        except (ValueError, struct.error):
            self.fail("chance", "a damaged generator state")
        return [int(m.group(1)), internal, gauss]

    def player(self, s: int) -> dict[str, Any]:
        name = seat_name(s)
        key = f"{name} holdings"
        hold = dict(self.pair(key, e) for e in self.items(key))
        want = ("coins", "guards", "vp", "disks", "flag")
        if set(hold) != set(want):
            self.fail(key, f"expected {', '.join(want)}")
        p = {"coins": self.number(key, hold["coins"]), "guards": self.number(key, hold["guards"]),
             "vp": self.number(key, hold["vp"]), "disks_left": self.number(key, hold["disks"]),
             "flag": self.number(key, hold["flag"])}
        key = f"{name} tracks"
        influence, arrive = [0] * len(CLASSES), [0] * len(CLASSES)
        seen = set()
        for entry in self.items(key):
            if len(entry) != 4 or entry[2] != "arrived":
                self.fail(key, f"expected 'council 3 arrived 12', found {' '.join(entry)[:40]!r}")
            ci = self.class_index(key, entry[0])
            seen.add(ci)
            influence[ci] = self.number(key, entry[1])
            arrive[ci] = self.number(key, entry[3])
        if len(seen) != len(CLASSES):
            self.fail(key, "name every track once")
        p["influence"], p["arrive"] = influence, arrive
        p["cards"] = self.words(f"{name} cards", "")
        p["monasteries"] = self.words(f"{name} monasteries", "")
        p["voyages"] = self.words(f"{name} voyages", "")
        pilgrim = self.get(f"{name} pilgrim", "-")
        p["pilgrim"] = None if pilgrim == "-" else pilgrim
        p["dice"] = [self.die(f"{name} dice", e) for e in self.items(f"{name} dice")]
        p["crown_tokens"] = [self.class_index(f"{name} crown tokens", w)
                             for w in self.words(f"{name} crown tokens", "")]
        p["favors"] = self.words(f"{name} favors", "")
        return p

    def die(self, key: str, entry: list[str]):
        if entry == ["empty"]:
            return None
        capped = entry[-1:] == ["capped"]
        body = entry[:-1] if capped else entry
        if len(body) == 2:
            return [body[0], self.number(key, body[1]), None, capped]
        if len(body) == 4 and body[2] == "in":
            return [body[0], self.number(key, body[1]), body[3], capped]
        self.fail(key, f"expected 'gray 5 in upper [capped]' or 'empty', found {' '.join(entry)[:40]!r}")

    def breakdown(self, s: int) -> dict[str, int]:
        key = f"{seat_name(s)} final scoring"
        out = {}
        for entry in self.items(key):
            if len(entry) < 2:
                self.fail(key, "expected 'source N' entries")
            out[" ".join(entry[:-1])] = self.number(key, entry[-1])
        return out

    def task(self, key: str) -> list:
        try:
            words = shlex.split(self.values[key][1])
        except ValueError as exc:
            self.fail(key, str(exc))
        if not words or words[0] not in RECORDS:
            self.fail(key, f"unknown task {' '.join(words)[:40]!r}")
        fields = RECORDS[words[0]]._fields[1:]
        if len(words) != len(fields) + 1:
            self.fail(key, f"a {words[0]} task has {len(fields)} fields, found {len(words) - 1}")
        out: list = [words[0]]
        for field, word in zip(fields, words[1:]):
            out.append(self.task_value(key, field, word))
        return out

    def task_value(self, key: str, field: str, word: str):
        if field in SEAT_FIELDS:
            return self.seat(key, word)
        if field == "node":
            cid, _, k = word.rpartition(".")
            if cid not in self.ix.node_comp or not (k.isascii() and k.isdigit()):
                self.fail(key, f"expected an effect as 'component.N', found {word[:40]!r}")
            nid = self.ix.node_comp.index(cid) + int(k)
            if nid >= len(self.ix.node_comp) or self.ix.node_comp[nid] != cid:
                self.fail(key, f"{cid} has no effect {k}")
            return nid
        if field == "mult":
            return self.number(key, word.removeprefix("x"))
        if field in NUMBER_FIELDS:
            return self.number(key, word)
        if field == "everyone":
            return None if word == "-" else word
        if field == "done":
            return word.split(",")
        return "" if word == "any" else word


def _bare_key(key: str) -> str:
    """A line's key without its trailing remark: `stack (hidden, bottom to top)` ->
    `stack`. Found by position, not by a regex (one that backtracks is quadratic in a
    long line)."""
    key = key.strip()
    if key.endswith(")") and "(" in key[:-1]:
        key = key[:key.index("(")].rstrip()
    return key


def _json_rng(state: tuple[Any, ...]) -> list[Any]:
    return [state[0], list(state[1]), state[2]]


def parse_position(rules: RuleSet, text: str) -> dict[str, Any]:
    """The state fields of a position, checked as a save's are (`saves.check_save`);
    `PositionError` (a `SaveError`) names the line or what is impossible.
    `GameState.from_position` builds the state from them."""
    if not isinstance(text, str):
        raise PositionError(f"a position must be text, not {type(text).__name__}")
    reader = _Reader(rules, text)
    d = reader.state()
    try:
        check_save(d, rules, reader.ix)
    except SaveError as exc:
        raise impossible(exc) from None
    return d


def impossible(exc: SaveError) -> PositionError:
    """A save check's refusal, worded for a position: seats as P1, P2, ..."""
    text = str(exc).replace("damaged save: ", "impossible position: ", 1)
    text = re.sub(r"\bplayers\[(\d+)\]\.(\w+)(\[\d+\])*",
                  lambda m: f"P{int(m.group(1)) + 1} {m.group(2)}", text)
    text = re.sub(r"\bseat (\d+)", lambda m: f"P{int(m.group(1)) + 1}", text)
    return PositionError(text)
