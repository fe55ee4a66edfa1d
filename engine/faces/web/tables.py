"""Games at the web table: who sits where (people with secret tokens, or bots), the state
and the keys played, saved atomically after every change so that a server restarted on
the same folder continues every game where it was.

A seat is refused (`Refused`, an HTTP status with a reason) and nothing changes when its
token is wrong, when it is not its turn, or when its key is not legal (R-LIM-5: the
engine checks every key against the legal actions before touching the state).
"""
from __future__ import annotations

import json
import os
import re
import secrets
import threading
from collections.abc import Callable
from pathlib import Path

from coimbra_dsl.errors import CoimbraError
from engine.core.errors import IllegalAction, SaveError
from coimbra_dsl.model import RuleSet
from engine import Game, GameState

SEAT_KINDS = ("human", "random", "greedy", "mcts")
SAVE_FORMAT = "coimbra-web-table"
SAVE_VERSION = 1
GAME_ID = re.compile(r"^[0-9a-f]{16}$")
MAX_SEED = 2**63


class Refused(CoimbraError):
    """A request the table refuses; `status` is the HTTP status that says why."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at `seat` (the same formula as `coimbra simulate`)."""
    from engine.tools.simulate import bot_seed as seed_of
    return seed_of(seed, seat)


def _make_bot(kind: str, seed: int, seat: int):
    from engine.bots import make_bot
    return make_bot(kind, bot_seed(seed, seat))


class Table:
    """One game: its rule set, seats, tokens, the keys played and the state now.
    `keys[i]` was chosen by seat `movers[i]` and `said[i]` is how `state.describe` put
    it then (for the log); replaying `keys[:n]` gives move `n`."""

    def __init__(self, game_id: str, rules_name: str, rules: RuleSet, seats: list[str],
                 tokens: dict[int, str], seed: int, keys: list[str], movers: list[int],
                 said: list[str], state: GameState):
        self.id = game_id
        self.rules_name = rules_name
        self.rules = rules
        self.seats = seats
        self.tokens = tokens
        self.seed = seed
        self.keys = keys
        self.movers = movers
        self.said = said
        self.state = state
        self.lock = threading.Lock()
        self.bots = {s: _make_bot(k, seed, s) for s, k in enumerate(seats) if k != "human"}
        self._frame: tuple[int, GameState] | None = None
        self.words: dict[int, list] = {}    # seat -> [events, log lines] (views.log_lines)

    # ------------------------------------------------------------------ who is asking
    def seat_of(self, token: str | None) -> int:
        """The seat a token belongs to; 403 for any other token."""
        if isinstance(token, str):
            for seat, known in self.tokens.items():
                if secrets.compare_digest(token.encode("utf-8", "surrogatepass"),
                                          known.encode()):
                    return seat
        raise Refused(403, "wrong or missing token for this game")

    @property
    def humans(self) -> list[int]:
        return [s for s, k in enumerate(self.seats) if k == "human"]

    def can_undo(self, seat: int) -> bool:
        """Undo is offered when every other seat is a bot and `seat` has decided."""
        return self.humans == [seat] and seat in self.movers

    # ------------------------------------------------------------------ changes
    def play(self, seat: int, key, save: Callable[[Table], None]) -> None:
        """Apply `seat`'s key, then every bot move that follows; saved, or unchanged."""
        st = self.state
        if st.is_terminal:
            raise Refused(409, "the game is over; no action is legal")
        if st.current_player != seat:
            raise Refused(403, f"it is not seat {seat}'s turn (seat {st.current_player} "
                               "decides now)")
        if not isinstance(key, str):
            raise Refused(400, "'key' must be an action key (text)")
        new = st.clone()
        try:
            new.apply(key)
        except IllegalAction as exc:
            raise Refused(409, str(exc)) from None
        self._commit(new, self.keys + [key], self.movers + [seat],
                     self.said + [st.describe(key)], save)

    def run_bots(self, save: Callable[[Table], None]) -> None:
        """Let the bots move until a person decides or the game ends; then save."""
        self._commit(self.state.clone(), list(self.keys), list(self.movers), list(self.said),
                     save)

    def undo(self, seat: int, save: Callable[[Table], None]) -> None:
        """Take back `seat`'s last decision and the bot moves after it."""
        if not self.can_undo(seat):
            why = ("only a game against bots alone can be undone"
                   if self.humans != [seat] else "you have made no decision yet")
            raise Refused(409, f"cannot undo: {why}")
        last = max(i for i, s in enumerate(self.movers) if s == seat)
        keys = self.keys[:last]
        state = Game(self.rules, len(self.seats), self.seed).replay(keys)
        self._swap(state, keys, self.movers[:last], self.said[:last], save)

    def _commit(self, new: GameState, keys: list[str], movers: list[int], said: list[str],
                save: Callable[[Table], None]) -> None:
        while not new.is_terminal and new.current_player in self.bots:
            bot_seat = new.current_player
            action = self.bots[bot_seat].choose(new)
            said.append(new.describe(action))
            new.apply(action)
            keys.append(str(action))
            movers.append(bot_seat)
        self._swap(new, keys, movers, said, save)

    def _swap(self, new: GameState, keys: list[str], movers: list[int], said: list[str],
              save: Callable[[Table], None]) -> None:
        old = (self.state, self.keys, self.movers, self.said)
        if len(keys) < len(self.keys):     # an undo: what was cached is no longer a prefix
            self.words, self._frame = {}, None
        self.state, self.keys, self.movers, self.said = new, keys, movers, said
        try:
            save(self)
        except OSError as exc:
            self.state, self.keys, self.movers, self.said = old
            raise Refused(503, f"the game could not be saved ({exc.strerror or exc}); "
                               "nothing was changed") from None

    # ------------------------------------------------------------------ earlier moves
    def state_at(self, moves: int) -> GameState:
        """The state after the first `moves` keys (for showing moves one by one)."""
        if not 0 <= moves <= len(self.keys):
            raise Refused(404, f"no move {moves} in this game (0..{len(self.keys)})")
        if moves == len(self.keys):
            return self.state
        frame = self._frame
        if frame is None or frame[0] > moves:
            frame = (0, Game(self.rules, len(self.seats), self.seed).new_state())
        n, st = frame[0], frame[1].clone()
        for key in self.keys[n:moves]:
            st.apply(key)
        self._frame = (moves, st)
        return st.clone()

    # ------------------------------------------------------------------ saving
    def to_json(self) -> str:
        return json.dumps({
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "id": self.id,
            "rules": self.rules_name, "seats": self.seats,
            "tokens": {str(s): t for s, t in self.tokens.items()}, "seed": self.seed,
            "keys": self.keys, "movers": self.movers, "said": self.said,
            "save": self.state.to_json(),
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, load_rules: Callable[[str], RuleSet]) -> Table:
        """A table saved by `to_json`; `SaveError` saying what is wrong otherwise."""
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError):
            raise SaveError("not a saved table (bad JSON)") from None
        if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
            raise SaveError(f"not a saved table (missing 'format': '{SAVE_FORMAT}')")
        if doc.get("version") != SAVE_VERSION:
            raise SaveError(f"unsupported table version {doc.get('version')!r}")
        game_id, seats, tokens = doc.get("id"), doc.get("seats"), doc.get("tokens")
        keys, movers, seed = doc.get("keys"), doc.get("movers"), doc.get("seed")
        said = doc.get("said")
        if not isinstance(game_id, str) or not GAME_ID.match(game_id):
            raise SaveError("damaged table: id")
        if (not isinstance(seats, list) or not seats
                or any(k not in SEAT_KINDS for k in seats)):
            raise SaveError("damaged table: seats")
        if (not isinstance(tokens, dict) or any(not isinstance(t, str) or len(t) < 16
                                                for t in tokens.values())
                or sorted(tokens) != sorted(str(s) for s, k in enumerate(seats)
                                            if k == "human")):
            raise SaveError("damaged table: tokens")
        if (not isinstance(keys, list) or not all(isinstance(k, str) for k in keys)
                or not isinstance(movers, list) or len(movers) != len(keys)
                or not all(type(m) is int and 0 <= m < len(seats) for m in movers)
                or not isinstance(said, list) or len(said) != len(keys)
                or not all(isinstance(t, str) for t in said)):
            raise SaveError("damaged table: keys")
        if type(seed) is not int:
            raise SaveError("damaged table: seed")
        rules_name = doc.get("rules")
        if not isinstance(rules_name, str):
            raise SaveError("damaged table: rules")
        rules = load_rules(rules_name)
        state = GameState.from_json(doc.get("save"), rules)
        if state.n != len(seats) or state.seed != seed:
            raise SaveError("damaged table: the saved state does not match its seats")
        return cls(game_id, rules_name, rules, seats, {int(s): t for s, t in tokens.items()},
                   seed, keys, movers, said, state)


def user_games_dir() -> Path:
    """The default folder for saved tables, in the user's data directory."""
    if os.name == "nt":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif os.uname().sysname == "Darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "coimbra" / "games"


class TableStore:
    """Every table of a server, kept in memory and in `folder` (one JSON file each)."""

    def __init__(self, folder: Path, rule_sets: dict[str, str]):
        """`rule_sets`: the rule sets offered, label -> name or folder to load."""
        self.folder = Path(folder)
        self.rule_sets = rule_sets
        self._rules: dict[str, RuleSet] = {}
        self.tables: dict[str, Table] = {}
        self.skipped: list[str] = []
        self.lock = threading.Lock()

    def rules(self, label: str) -> RuleSet:
        """The rule set offered under `label`, loaded once."""
        if label not in self._rules:
            from coimbra_dsl import load_ruleset
            self._rules[label] = load_ruleset(self.rule_sets.get(label, label))
        return self._rules[label]

    def open(self) -> None:
        """Create the folder and load every saved table in it; a file that cannot be
        read is skipped and named in `skipped` (it is never overwritten)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CoimbraError(f"cannot use games folder {self.folder}: "
                               f"{exc.strerror or exc}") from None
        if not os.access(self.folder, os.W_OK | os.X_OK):
            raise CoimbraError(f"cannot save games in {self.folder}: not writable")
        for path in sorted(self.folder.glob("*.json")):
            try:
                table = Table.from_json(path.read_text(encoding="utf-8"), self.rules)
                if path.stem != table.id:
                    raise SaveError(f"the file holds game {table.id}")
            except (OSError, UnicodeDecodeError, CoimbraError) as exc:
                self.skipped.append(f"{path.name}: {str(exc).splitlines()[0]}")
                continue
            self.tables[table.id] = table

    def get(self, game_id: str) -> Table:
        table = self.tables.get(game_id) if isinstance(game_id, str) else None
        if table is None:
            raise Refused(404, "no game with this id")
        return table

    def save(self, table: Table) -> None:
        from engine.faces.commands.simulate import write_atomic
        write_atomic(str(self.folder / f"{table.id}.json"), table.to_json())

    def create(self, rules_label, seats, seed) -> Table:
        """A new table; bots move at once until the first person decides."""
        if rules_label not in self.rule_sets:
            raise Refused(422, f"unknown rule set {str(rules_label)[:40]!r} "
                               f"(offered: {', '.join(self.rule_sets)})")
        if not isinstance(seats, list) or any(not isinstance(k, str) for k in seats):
            raise Refused(422, "'seats' must be a list like [\"human\", \"greedy\"]")
        bad = [k for k in seats if k not in SEAT_KINDS]
        if bad:
            raise Refused(422, f"unknown seat kind {bad[0][:20]!r} "
                               f"(kinds: {', '.join(SEAT_KINDS)})")
        if "human" not in seats:
            raise Refused(422, "at least one seat must be 'human'")
        rules = self.rules(rules_label)
        if len(seats) not in rules.setups:
            counts = ", ".join(str(k) for k in sorted(rules.setups))
            raise Refused(422, f"rule set {rules_label!r} is for {counts} players, "
                               f"not {len(seats)}")
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        if type(seed) is not int or not 0 <= seed < MAX_SEED:
            raise Refused(422, "'seed' must be a whole number 0 or more")
        state = Game(rules, players=len(seats), seed=seed).new_state()
        tokens = {s: secrets.token_urlsafe(18) for s, k in enumerate(seats) if k == "human"}
        with self.lock:
            game_id = secrets.token_hex(8)
            while game_id in self.tables:
                game_id = secrets.token_hex(8)
            table = Table(game_id, rules_label, rules, list(seats), tokens, seed, [], [], [],
                          state)
            table.run_bots(self.save)
            self.tables[game_id] = table
        return table
