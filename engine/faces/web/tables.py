"""Games at the web table: who sits where (people with secret tokens, or bots), the state
and the keys played, saved atomically after every change so that a server restarted on
the same folder continues every game where it was.

A seat is refused (`Refused`, an HTTP status with a reason) and nothing changes when its
token is wrong, when it is not its turn, when its key is not legal (R-LIM-5: the
engine checks every key against the legal actions before touching the state) or when
the decision it answers is not the one pending (a retried request gets the answer of
the first, and plays nothing twice).

What no seat can know stays unknown: a game's seed is drawn from `secrets` at 256 bits
(a typed seed marks the game `seeded`: its creator can know the stacks), bots and hints
decide on a copy whose hidden parts are redrawn, and an undo is refused once chance
has shown something new. Tokens are kept only as SHA-256 hashes, in files only the user
can read (0600 in a 0700 folder).
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import re
import secrets
import stat
import threading
from collections.abc import Callable
from pathlib import Path

from coimbra_dsl.errors import CoimbraError
from engine.core.errors import IllegalAction, SaveError
from coimbra_dsl.model import RuleSet
from engine import Game, GameState
from engine.core.describe import done_words

SEAT_KINDS = ("human", "random", "greedy", "mcts")
SAVE_FORMAT = "coimbra-web-table"
SAVE_VERSION = 3            # 3: `said` in `done_words` (older: the chooser's offer)
GAME_ID = re.compile(r"^[0-9a-f]{16}\Z")
TOKEN_HASH = re.compile(r"^[0-9a-f]{64}\Z")
MAX_SEED = 2**63            # a typed seed
SEED_BITS = 256             # a drawn seed: the RNG's whole seeding, not a searchable number


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


def token_hash(token: str) -> str:
    """What the table keeps of a token: its SHA-256 (a token has 144 random bits, so a
    plain hash cannot be searched back)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def hidden_part(st: GameState) -> tuple:
    """Everything of `st` no seat has seen: the stack, the box and the chance RNG."""
    st.reveal()
    return tuple(st.stack), tuple(st.box), st.rng


def public_copy(st: GameState, seed: int, moves: int) -> GameState:
    """A copy of `st` with its hidden parts redrawn (from the secret seed and the move
    number, so a seeded game replays the same): a bot or hint deciding on it can reveal
    nothing a seat does not see (R-SET-8, R-A-1)."""
    seen = st.clone()
    seen.determinize(random.Random(f"coimbra-bots:{seed}:{moves}"))
    return seen


def _make_bot(kind: str, seed: int, seat: int):
    from engine.bots import make_bot
    return make_bot(kind, bot_seed(seed, seat))


class Table:
    """One game: its rule set, seats, tokens, the keys played and the state now.
    `keys[i]` was chosen by seat `movers[i]` and `said[i]` is how `done_words` put it
    then (for the log); replaying `keys[:n]` gives move `n`."""

    def __init__(self, game_id: str, rules_name: str, rules: RuleSet, seats: list[str],
                 token_hashes: dict[int, str], seed: int, keys: list[str], movers: list[int],
                 said: list[str], state: GameState, seeded: bool = False):
        self.id = game_id
        self.rules_name = rules_name
        self.rules = rules
        self.seats = seats
        self.token_hashes = token_hashes
        self.issued: dict[int, str] = {}    # the tokens of a new table, handed out once
        self.seed = seed
        self.seeded = seeded                # the seed was typed: its creator can know it
        self.keys = keys
        self.movers = movers
        self.said = said
        self.state = state
        self.lock = threading.Lock()
        self.bots = {s: _make_bot(k, seed, s) for s, k in enumerate(seats) if k != "human"}
        self._frame: tuple[int, GameState] | None = None
        self.words: dict[int, list] = {}    # seat -> [events, log lines] (views.log_lines)
        self._hidden_at: dict[int, tuple] = {}  # move -> hidden_part before it
        self._last_undo: tuple[int, int] | None = None   # (moves before, moves after)
        self.migrated = False               # read from an older save format

    # ------------------------------------------------------------------ who is asking
    def seat_of(self, token: str | None) -> int:
        """The seat a token belongs to; 403 for any other token."""
        if isinstance(token, str) and len(token) <= 200:
            asked = token_hash(token)
            for seat, known in self.token_hashes.items():
                if secrets.compare_digest(asked, known):
                    return seat
        raise Refused(403, "wrong or missing token for this game")

    @property
    def humans(self) -> list[int]:
        return [s for s, k in enumerate(self.seats) if k == "human"]

    def can_undo(self, seat: int) -> bool:
        """Undo is offered when every other seat is a bot, `seat` has decided, and
        nothing hidden has been shown since (no card drawn, no die rolled): taking
        back a move must not let a seat choose again knowing what came next."""
        return self._undo_refusal(seat) is None

    def _undo_refusal(self, seat: int) -> str | None:
        if self.humans != [seat]:
            return "only a game against bots alone can be undone"
        if seat not in self.movers:
            return "you have made no decision yet"
        last = max(i for i, s in enumerate(self.movers) if s == seat)
        if self._hidden_before(last) != hidden_part(self.state):
            return ("cards or dice were revealed since your last decision; "
                    "it stands")
        return None

    def _hidden_before(self, moves: int) -> tuple:
        """`hidden_part` of the state after the first `moves` keys (kept once known)."""
        known = self._hidden_at.get(moves)
        if known is None:
            known = hidden_part(Game.of(self.state).replay(self.keys[:moves]))
            self._hidden_at[moves] = known
        return known

    # ------------------------------------------------------------------ changes
    def play(self, seat: int, key, save: Callable[[Table], None],
             move: int | None = None) -> bool:
        """Apply `seat`'s key, then every bot move that follows; saved, or unchanged.
        `move` is the move number the key answers (the view's `moves`): the same key for
        a move already played by `seat` is a retry, answered without playing again
        (False is returned); any other past or future move is refused."""
        st = self.state
        if move is not None and move != len(self.keys):
            if (0 <= move < len(self.keys) and self.keys[move] == key
                    and self.movers[move] == seat):
                return False
            raise Refused(409, f"move {move} is not the decision pending (the game is at "
                               f"move {len(self.keys)}); reload to see it")
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
        at, hidden = len(self.keys), hidden_part(st)
        self._commit(new, self.keys + [key], self.movers + [seat],
                     self.said + [done_words(st, key)], save)
        self._hidden_at[at] = hidden
        return True

    def run_bots(self, save: Callable[[Table], None]) -> None:
        """Let the bots move until a person decides or the game ends; then save."""
        self._commit(self.state.clone(), list(self.keys), list(self.movers), list(self.said),
                     save)

    def undo(self, seat: int, save: Callable[[Table], None],
             move: int | None = None) -> bool:
        """Take back `seat`'s last decision and the bot moves after it. `move` is the
        move number the seat saw: a retry of the undo just made is answered without
        undoing again (False), any other stale number is refused."""
        if move is not None and move != len(self.keys):
            if self._last_undo == (move, len(self.keys)):
                return False
            raise Refused(409, f"move {move} is not the game now (move {len(self.keys)}); "
                               "reload to see it")
        why = self._undo_refusal(seat)
        if why is not None:
            raise Refused(409, f"cannot undo: {why}")
        before = len(self.keys)
        last = max(i for i, s in enumerate(self.movers) if s == seat)
        keys = self.keys[:last]
        state = Game.of(self.state).replay(keys)
        self._swap(state, keys, self.movers[:last], self.said[:last], save)
        self._last_undo = (before, last)
        return True

    def _commit(self, new: GameState, keys: list[str], movers: list[int], said: list[str],
                save: Callable[[Table], None]) -> None:
        while not new.is_terminal and new.current_player in self.bots:
            bot_seat = new.current_player
            action = self.bots[bot_seat].choose(public_copy(new, self.seed, len(keys)))
            said.append(done_words(new, action))
            new.apply(action)
            keys.append(str(action))
            movers.append(bot_seat)
        self._swap(new, keys, movers, said, save)

    def _swap(self, new: GameState, keys: list[str], movers: list[int], said: list[str],
              save: Callable[[Table], None]) -> None:
        old = (self.state, self.keys, self.movers, self.said)
        if len(keys) < len(self.keys):     # an undo: what was cached is no longer a prefix
            self.words, self._frame = {}, None
            self._hidden_at = {m: h for m, h in self._hidden_at.items() if m <= len(keys)}
        self._last_undo = None
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
            frame = (0, Game.of(self.state).new_state())
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
            "token_hashes": {str(s): t for s, t in self.token_hashes.items()},
            "seed": self.seed, "seeded": self.seeded,
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
        version = doc.get("version")
        if version not in (1, 2, SAVE_VERSION) or type(version) is not int:
            raise SaveError(f"unsupported table version {str(version)[:20]!r}")
        game_id, seats = doc.get("id"), doc.get("seats")
        if version == 1:        # tokens in the clear, seeds searchable: kept as seeded
            tokens = doc.get("tokens")
            if isinstance(tokens, dict) and all(isinstance(t, str) and len(t) >= 16
                                                for t in tokens.values()):
                tokens = {s: token_hash(t) for s, t in tokens.items()}
            seeded = True
        else:
            tokens, seeded = doc.get("token_hashes"), doc.get("seeded")
        keys, movers, seed = doc.get("keys"), doc.get("movers"), doc.get("seed")
        said = doc.get("said")
        if not isinstance(game_id, str) or not GAME_ID.match(game_id):
            raise SaveError("damaged table: id")
        if (not isinstance(seats, list) or not seats
                or any(k not in SEAT_KINDS for k in seats)):
            raise SaveError("damaged table: seats")
        if (not isinstance(tokens, dict) or any(not isinstance(t, str) or not TOKEN_HASH.match(t)
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
        if type(seed) is not int or not 0 <= seed < 2**SEED_BITS or type(seeded) is not bool:
            raise SaveError("damaged table: seed")
        rules_name = doc.get("rules")
        if not isinstance(rules_name, str):
            raise SaveError("damaged table: rules")
        rules = load_rules(rules_name)
        state = GameState.from_json(doc.get("save"), rules)
        if state.n != len(seats) or state.seed != seed:
            raise SaveError("damaged table: the saved state does not match its seats")
        table = cls(game_id, rules_name, rules, seats,
                    {int(s): t for s, t in tokens.items()}, seed, keys, movers, said, state,
                    seeded)
        if version < SAVE_VERSION:
            table.said = said_again(table)
        table.migrated = version != SAVE_VERSION
        return table


def said_again(table: Table) -> list[str]:
    """The table's moves in `done_words`, found by replaying them: an older table kept
    the chooser's whole sentence (a placement's offer, what it could not pay for), which
    every seat's log then showed. Where a move does not replay, the words kept stay."""
    said = list(table.said)
    st = Game.of(table.state).new_state()
    for i, key in enumerate(table.keys):
        try:
            said[i] = done_words(st, key)
            st.apply(key)
        except CoimbraError:
            break
    return said


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
    """Every table of a server, kept in memory and in `folder` (one JSON file each, 0600,
    in a folder made 0700: tokens and seeds are for the user's account alone)."""

    def __init__(self, folder: Path, rule_sets: dict[str, str], limits=None):
        """`rule_sets`: the rule sets offered, label -> name or folder to load;
        `limits`: the server's `Limits` (the defaults when None)."""
        from .limits import Limits, Window
        self.folder = Path(folder)
        self.rule_sets = rule_sets
        self.limits = Limits() if limits is None else limits
        self._rules: dict[str, RuleSet] = {}
        self.tables: dict[str, Table] = {}
        self.skipped: list[str] = []
        self.notes: list[str] = []
        self.lock = threading.Lock()
        self.created = Window(3600.0)

    def rules(self, label: str) -> RuleSet:
        """The rule set offered under `label`, loaded once."""
        if label not in self._rules:
            from coimbra_dsl import load_ruleset
            self._rules[label] = load_ruleset(self.rule_sets.get(label, label))
        return self._rules[label]

    def open(self) -> None:
        """Create the folder and load every saved table in it; a file that cannot be
        read (not a regular file, too large, damaged) is skipped and named in `skipped`,
        one line each, and never overwritten or waited on."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError as exc:
            raise CoimbraError(f"cannot use games folder {shown(self.folder)}: "
                               f"{exc.strerror or exc}") from None
        if not self.folder.is_dir():
            raise CoimbraError(f"cannot use games folder {shown(self.folder)}: "
                               "not a folder")
        if not os.access(self.folder, os.W_OK | os.X_OK):
            raise CoimbraError(f"cannot save games in {shown(self.folder)}: not writable")
        self._make_private()
        try:
            names = sorted(e.name for e in os.scandir(self.folder) if e.name.endswith(".json"))
        except OSError as exc:
            raise CoimbraError(f"cannot read games folder {shown(self.folder)}: "
                               f"{exc.strerror or exc}") from None
        for name in names:
            path = self.folder / name
            try:
                table = Table.from_json(self._read(path), self.rules)
                if path.stem != table.id:
                    raise SaveError(f"the file holds game {table.id}")
            except (OSError, UnicodeDecodeError, CoimbraError) as exc:
                why = getattr(exc, "strerror", None) or str(exc).splitlines()[0]
                self.skipped.append(f"{shown(name)}: {shown(why)}")
                continue
            self.tables[table.id] = table
            if table.migrated:      # an older file: rewritten with hashed tokens, 0600
                try:
                    self.save(table)
                except OSError as exc:
                    self.notes.append(f"{shown(name)}: could not be rewritten "
                                      f"({exc.strerror or exc})")

    def _make_private(self) -> None:
        """The games folder readable by the user alone (0700), or a note saying not."""
        if os.name != "posix":
            return
        info = os.stat(self.folder)
        if stat.S_IMODE(info.st_mode) & 0o077:
            if info.st_uid == os.getuid():
                os.chmod(self.folder, 0o700)
            else:
                self.notes.append(f"games folder {shown(self.folder)} belongs to another "
                                  "account and others can read it")

    def _read(self, path: Path) -> str:
        """A saved table's text: a regular file under the size bound, read without
        following a link or waiting on a pipe; made 0600 if it was not."""
        cap = self.limits.file_bytes
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError("not a regular file")
        if info.st_size > cap:
            raise SaveError(f"larger than {cap} bytes")
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(path, flags)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise SaveError("not a regular file")
            if os.name == "posix" and stat.S_IMODE(info.st_mode) & 0o077:
                os.fchmod(fd, 0o600)
            chunks, size = [], 0
            while size <= cap:
                chunk = os.read(fd, min(1 << 20, cap + 1 - size))
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
        finally:
            os.close(fd)
        if size > cap:
            raise SaveError(f"larger than {cap} bytes")
        return b"".join(chunks).decode("utf-8")

    def get(self, game_id: str) -> Table:
        table = self.tables.get(game_id) if isinstance(game_id, str) else None
        if table is None:
            raise Refused(404, "no game with this id")
        return table

    def save(self, table: Table) -> None:
        from engine.faces.commands.simulate import write_atomic
        write_atomic(str(self.folder / f"{table.id}.json"), table.to_json(), mode=0o600)

    def create(self, rules_label, seats, seed, client: str | None = None) -> Table:
        """A new table; bots move at once until the first person decides. Its tokens
        are in `table.issued` (the table keeps only their hashes)."""
        if not isinstance(rules_label, str) or rules_label not in self.rule_sets:
            raise Refused(422, f"unknown rule set {shown(str(rules_label)[:40])!r} "
                               f"(offered: {', '.join(self.rule_sets)})")
        if not isinstance(seats, list) or any(not isinstance(k, str) for k in seats):
            raise Refused(422, "'seats' must be a list like [\"human\", \"greedy\"]")
        bad = [k for k in seats if k not in SEAT_KINDS]
        if bad:
            raise Refused(422, f"unknown seat kind {bad[0][:20]!r} "
                               f"(kinds: {', '.join(SEAT_KINDS)})")
        if "human" not in seats:
            raise Refused(422, "at least one seat must be 'human'")
        if seed is not None and (type(seed) is not int or not 0 <= seed < MAX_SEED):
            raise Refused(422, "'seed' must be a whole number from 0 to 2**63 - 1")
        self._check_room(client)
        rules = self.rules(rules_label)
        if len(seats) not in rules.setups:
            counts = ", ".join(str(k) for k in sorted(rules.setups))
            raise Refused(422, f"rule set {shown(rules_label)!r} is for {counts} players, "
                               f"not {len(seats)}")
        seeded = seed is not None
        if seed is None:
            seed = secrets.randbits(SEED_BITS)
        state = Game(rules, players=len(seats), seed=seed).new_state()
        tokens = {s: secrets.token_urlsafe(18) for s, k in enumerate(seats) if k == "human"}
        with self.lock:
            self._check_room(client)
            game_id = secrets.token_hex(8)
            while game_id in self.tables:
                game_id = secrets.token_hex(8)
            table = Table(game_id, rules_label, rules, list(seats),
                          {s: token_hash(t) for s, t in tokens.items()}, seed, [], [], [],
                          state, seeded)
            table.run_bots(self.save)
            table.issued = tokens
            self.tables[game_id] = table
            if client is not None:
                self.created.add(client)
        return table

    def _check_room(self, client: str | None) -> None:
        """429 past the games a server holds or a client may start in an hour."""
        most, per_client = self.limits.games, self.limits.games_per_client
        if most is not None and len(self.tables) >= most:
            raise Refused(429, f"this server holds its limit of {most} games")
        if (per_client is not None and client is not None
                and self.created.count(client) >= per_client):
            raise Refused(429, f"you have started {per_client} games in the last hour; "
                               "wait before starting another")


def shown(text) -> str:
    """`text` as one printable line: control characters (a terminal's escapes, line
    breaks) written as Python escapes, never sent raw to a terminal or log."""
    text = str(text)
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)
