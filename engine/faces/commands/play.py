"""Play a game in the terminal against bots.

`coimbra play [--players N] [--seat K] [--bots greedy,random,...] [--seed S] [--rules R]
[--load FILE | --position FILE]`. Seats are numbered 1..N (P1..PN); you play seat K
(default 1), the bots take the other seats in order. Each of your decisions is one
screen (80 x 40): the bots' moves since your last turn, what you hold, what the decision
needs and the numbered choices. Answer with a number or an action key; `help`, `show`,
`map`, `save FILE`, `quit`. Works with piped input, one answer per line.
"""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any, Optional, Sequence

from engine.core.describe import done_words
from engine.core.errors import IllegalAction
from engine.faces.errors import UsageError

from engine.faces.save_files import read_save_file

from .simulate import write_atomic

if TYPE_CHECKING:
    from rich.console import Console

    from engine.bots import Bot
    from engine.core.action import Action
    from engine.core.state import GameState

HELP = """Answer with the number of a choice, or its action key (e.g. 'place die=orange-5 at=castle').
  what N       what choice N gives, in full (where a die would stand, what it buys)
  ahead        who is winning: VP so far and the estimated final VP by source
  show         the whole table: dice rows, cards, favors, voyages, every player
  map          the pilgrim map: places, monasteries, roads, pilgrims and disks
  save FILE    save the game (continue later with: coimbra play --load FILE)
  quit         stop (asks first if the game is not saved)
  help         this text
How a round goes: A roll the dice; B take dice in turn and place each in the castle or beside a city's card row (castle dice take favor tiles, city dice buy a card for the die's value in the card's currency); C the dice act row by row, leftmost first; D most crowns play first; E each die pays the income of its colour's track; F invest.
The distress action: when your die acts in phase C you may, instead of a favor tile or a card, gain up to {coins} coins and {guards} guards (R-C-5).
Die tokens (fewer than 4 players) are neutral dice with a fixed value in a city row: when one acts it discards the card with the highest influence in its row (R-C-6).
{legend}"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=None, metavar="N",
                        help="players, you included (default 2, or the loaded game's)")
    parser.add_argument("--seat", type=int, default=1, metavar="K",
                        help="your seat, 1..N (default 1)")
    parser.add_argument("--bots", default="greedy", metavar="B1,B2,...",
                        help="bots for the other seats: random, greedy, mcts (default greedy)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="game seed")
    parser.add_argument("--rules", default="base", metavar="R",
                        help="rule set name or folder (default: base)")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--load", metavar="FILE", help="continue a saved game")
    start.add_argument("--position", metavar="FILE",
                       help="play from a written position (docs/API.md 'Positions')")


def run(args: argparse.Namespace) -> int:
    from coimbra_dsl import load_ruleset
    from engine import Game, GameState
    from engine.bots import make_bot, parse_bots
    from engine.tools.simulate import bot_seed
    from engine.faces.terminal_view import make_console
    bots = parse_bots(args.bots)
    rules = load_ruleset(args.rules)
    st = None
    if args.load:
        st = GameState.from_json(read_save_file(args.load), rules)
    elif args.position:
        st = GameState.from_position(rules, read_save_file(args.position, "position"))
    if st is not None:
        if args.players is not None and args.players != st.n:
            raise UsageError(f"coimbra play: --players {args.players}, but the game has "
                             f"{st.n} players")
        players = st.n
    else:
        players = args.players if args.players is not None else 2
        if players not in rules.setups:
            counts = ", ".join(str(k) for k in sorted(rules.setups))
            raise UsageError(f"coimbra play: --players {players}: rule set {rules.name!r} "
                             f"has setups for {counts} players")
    if not 1 <= args.seat <= players:
        raise UsageError(f"coimbra play: --seat must be 1..{players}, not {args.seat}")
    you = args.seat - 1
    if st is None:
        st = Game(rules, players=players, seed=args.seed).new_state()
    others = [s for s in range(players) if s != you]
    seat_bot = {s: make_bot(bots[i % len(bots)], bot_seed(st.seed, s))
                for i, s in enumerate(others)}
    unused = bots[len(others):]
    console = make_console()
    session = Session(st, you, seat_bot, console)
    if unused:
        session.say(f"Note: {players} players leave {len(others)} bot seat"
                    f"{'s' if len(others) != 1 else ''}; bot{'s' if len(unused) != 1 else ''} "
                    f"{', '.join(unused)} unused.")
    return session.play()


class Session:
    """One person against bots: draw, ask, check, apply; bots move in between."""

    def __init__(self, st: GameState, you: int, bots: dict[int, Bot], console: Console):
        self.st = st
        self.you = you
        self.bots = bots
        self.console = console
        self.since: list[str] = []           # what happened since the person's last turn
        self.saved: tuple[str, int] | None = None     # (file, log length) of the last save

    def say(self, text: str) -> None:
        """Print as data (rule text and names never act as markup or control codes), a
        longer line broken between words at 80 columns."""
        from engine.faces.terminal_text import plain
        from engine.faces.terminal_view import WIDTH, wrap
        lines = []
        for line in plain(text, lines=True).split("\n"):
            if len(line) <= WIDTH:
                lines.append(line)
                continue
            lead = line[:len(line) - len(line.lstrip())]
            lines += wrap(line.strip(), lead + "  ", lead)
        self.console.print("\n".join(lines), markup=False, highlight=False, soft_wrap=True)

    def play(self) -> int:
        from engine.faces.terminal_view import decision_screen
        st = self.st
        names = ", ".join(f"P{s + 1} {b.name}" for s, b in sorted(self.bots.items()))
        self.say(f"You are P{self.you + 1}; bots: {names}. Type 'help' for help.")
        while not st.is_terminal:
            seat = st.current_player
            assert seat is not None             # a game not over has a decision pending
            if seat != self.you:
                action = self.bots[seat].choose(st)
                text = done_words(st, action)
                self._record(st.apply(action), f"P{seat + 1}: {text}")
                continue
            actions = st.legal_actions()
            self.say(decision_screen(st, self.you, actions, self.since))
            self.since = []
            outcome = self._ask(actions)
            if outcome is not None:
                return outcome
        self._finish()
        return 0

    def _record(self, events: list[dict[str, Any]], said: str) -> None:
        """Keep a short line per move and per round/phase event for the next screen."""
        from engine.faces.terminal_view import detail_words, event_line
        self.since.append(said)
        # a move taken at once: its line's index, its line, its seat and what it gave
        forced: tuple[int, str, Optional[int], list[str]] | None = None
        for e in events[1:]:
            kind = e.get("event")
            if kind in ("round", "roll", "order", "forced", "skipped", "unplaced",
                        "final_scoring", "action"):
                forced = None
                line = "" if kind == "action" else event_line(self.st, e, self.you,
                                                              detail=False)
                if line:
                    self.since.append(line)
                    if kind == "forced":
                        forced = (len(self.since) - 1, line.rstrip("."), e.get("seat"), [])
            elif forced is not None and e.get("seat") == forced[2] and (
                    words := detail_words(self.st, e)):
                at, line, _, gave = forced
                gave.append(words)
                self.since[at] = f"{line}: {', '.join(gave)}."

    def _unsaved(self) -> bool:
        return self.saved is None or self.saved[1] != len(self.st.log)

    def _read(self) -> str | None:
        self.console.file.write(f"P{self.you + 1}> ")
        self.console.file.flush()
        line = sys.stdin.readline()
        if not line:
            return None
        answer = line.strip()
        if not sys.stdin.isatty():      # piped answers: show them after the prompt
            self.say(answer)
        return answer

    def _ask(self, actions: Sequence[Action]) -> Optional[int]:
        """Read answers until one is a legal action (applied; returns None) or the
        person quits / input ends (returns the exit code)."""
        from engine import Action
        from engine.faces.terminal_view import colour_legend, map_text, table_text
        st = self.st
        while True:
            answer = self._read()
            if answer is None:
                self.say("")
                if self.saved is not None and not self._unsaved():
                    self.say(f"End of input; the game is saved in {self.saved[0]}.")
                    return 0
                print("coimbra play: end of input; the game was not saved", file=sys.stderr)
                return 1
            if not answer:
                continue
            word, _, rest = answer.partition(" ")
            if word == "help":
                c = st.rules.constants
                self.say(HELP.format(coins=c.distress_coins, guards=c.distress_guards,
                                     legend=colour_legend(st)))
                continue
            if word == "what":
                n = rest.strip()
                if not n.isdigit() or not 1 <= int(n) <= len(actions):
                    self.say(f"what needs a choice number: what 1..{len(actions)}")
                else:
                    self.say(f"{n}: {st.describe(actions[int(n) - 1])}")
                continue
            if word == "ahead":
                from engine.faces.standings import standings_text
                self.say(standings_text(st))
                continue
            if word == "show":
                self.say(table_text(st, self.you))
                continue
            if word == "map":
                self.say(map_text(st))
                continue
            if word == "quit":
                if self.saved is not None and not self._unsaved():
                    self.say(f"Stopped; the game is saved in {self.saved[0]}.")
                    return 0
                self.say("The game is not saved. Quit anyway? (y/n)")
                confirm = self._read()
                if confirm is None or confirm.lower() in ("y", "yes"):
                    self.say("Stopped; the game was not saved.")
                    return 0
                continue
            if word == "save":
                self._save(rest.strip())
                continue
            if answer.isdigit():
                k = int(answer)
                if not 1 <= k <= len(actions):
                    self.say(f"no choice {k}: answer 1..{len(actions)} or an action key")
                    continue
                chosen: Action | str = actions[k - 1]
            else:
                chosen = answer
            try:
                key = chosen.key if isinstance(chosen, Action) else Action.parse(chosen).key
                legal = next((a for a in actions if a.key == key), None)
                if legal is None:
                    st.apply(key)               # not legal: raises IllegalAction saying why
                assert legal is not None
                text = st.describe(legal)
                events = st.apply(legal)
            except IllegalAction as exc:
                reason = str(exc).split(" (seat ")[0]
                self.say(f"not allowed: {reason}; answer 1..{len(actions)} or an action key")
                continue
            self.say(f"You: {text}")
            self._record(events, f"You: {text}")
            self.since = self.since[1:]          # your own move is on the screen already
            return None

    def _save(self, path: str) -> None:
        if not path:
            self.say("save needs a file name: save FILE")
            return
        if "\0" in path:
            self.say(f"cannot save to {path!r}: a file name has no NUL character")
            return
        try:
            write_atomic(path, self.st.to_json())
        except OSError as exc:
            self.say(f"cannot save to {path}: {exc.strerror or exc}")
            return
        self.saved = (path, len(self.st.log))
        self.say(f"saved to {path}")

    def _finish(self) -> None:
        from engine.faces.terminal_view import scoring_lines
        st = self.st
        for line in self.since:
            self.say(line)
        self.say("Final scoring:")
        for line in scoring_lines(st):
            self.say(line)
        w = st.winner
        assert w is not None                    # the game is over: it has a winner
        self.say(f"Winner: P{w + 1}" + (" (you)" if w == self.you else
                                        f" ({self.bots[w].name})") + f" with {st.scores[w]} VP.")
