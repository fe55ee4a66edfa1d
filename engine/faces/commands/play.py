"""Play a game in the terminal against bots.

`coimbra play [--players N] [--seat K] [--bots greedy,random,...] [--seed S] [--rules R]
[--load FILE]`. Seats are numbered 1..N (P1..PN); you play seat K (default 1), the
bots take the other seats in order (the list repeated). At each of your decisions
answer with a choice number or an action key; `help`, `show`, `save FILE`, `quit`.
Works with piped input, one answer per line; the end of input stops the game unsaved.
"""
from __future__ import annotations

import argparse
import sys

from coimbra_dsl.errors import IllegalAction, UsageError

from engine.faces.save_files import read_save_file

from .simulate import write_atomic

HELP = """Answer with the number of a choice or its action key (e.g. 'place die=orange-5 at=castle').
  show         draw the table again
  save FILE    save the game here (load it with: coimbra play --load FILE)
  quit         stop without saving
  help         this text"""


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
    parser.add_argument("--load", metavar="FILE", help="continue a saved game")


def run(args: argparse.Namespace) -> int:
    from coimbra_dsl import load_ruleset
    from engine import Game, GameState
    from engine.bots import make_bot, parse_bots
    from engine.tools.simulate import bot_seed
    from engine.faces.terminal_view import make_console
    bots = parse_bots(args.bots)
    rules = load_ruleset(args.rules)
    if args.load:
        st = GameState.from_json(read_save_file(args.load), rules)
        if args.players is not None and args.players != st.n:
            raise UsageError(f"coimbra play: --players {args.players}, but the saved game "
                             f"has {st.n} players")
        players = st.n
    else:
        players = args.players if args.players is not None else 2
        if players not in rules.setups:
            counts = ", ".join(str(k) for k in sorted(rules.setups))
            raise UsageError(f"coimbra play: --players {players}: rule set {rules.name!r} "
                             f"has setups for {counts} players")
        st = None
    if not 1 <= args.seat <= players:
        raise UsageError(f"coimbra play: --seat must be 1..{players}, not {args.seat}")
    you = args.seat - 1
    if st is None:
        st = Game(rules, players=players, seed=args.seed).new_state()
    others = [s for s in range(players) if s != you]
    seat_bot = {s: make_bot(bots[i % len(bots)], bot_seed(st.seed, s))
                for i, s in enumerate(others)}
    console = make_console()
    return Session(st, you, seat_bot, console).play()


class Session:
    """One person against bots: draw, ask, check, apply; bots move in between."""

    def __init__(self, st, you: int, bots: dict, console):
        self.st = st
        self.you = you
        self.bots = bots
        self.console = console

    def say(self, text: str) -> None:
        self.console.print(text, markup=False, highlight=False)

    def play(self) -> int:
        from engine.faces.terminal_view import event_line, state_view
        st = self.st
        names = ", ".join(f"P{s + 1} {b.name}" for s, b in sorted(self.bots.items()))
        self.say(f"You are P{self.you + 1}; bots: {names}. Type 'help' for help.")
        while not st.is_terminal:
            seat = st.current_player
            if seat != self.you:
                action = self.bots[seat].choose(st)
                events = st.apply(action)
                self._report(events, event_line)
                continue
            actions = st.legal_actions()
            self.console.print(state_view(st, self.you, actions))
            outcome = self._ask(actions)
            if outcome is not None:
                return outcome
        self._finish()
        return 0

    def _report(self, events, event_line) -> None:
        for e in events:
            line = event_line(self.st, e, self.you)
            if line:
                self.say(line)

    def _ask(self, actions):
        """Read answers until one is a legal action (applied; returns None) or the
        person quits / input ends (returns the exit code)."""
        from engine.faces.terminal_view import event_line, state_view
        st = self.st
        while True:
            self.console.file.write(f"P{self.you + 1}> ")
            self.console.file.flush()
            line = sys.stdin.readline()
            if not line:
                self.say("")
                print("coimbra play: end of input; the game was not saved", file=sys.stderr)
                return 1
            answer = line.strip()
            if not sys.stdin.isatty():      # piped answers: show them after the prompt
                self.say(answer)
            if not answer:
                continue
            word, _, rest = answer.partition(" ")
            if word == "help":
                self.say(HELP)
                continue
            if word == "show":
                self.console.print(state_view(st, self.you, actions, full=True))
                continue
            if word == "quit":
                self.say("Stopped; the game was not saved.")
                return 0
            if word == "save":
                path = rest.strip()
                if not path:
                    self.say("save needs a file name: save FILE")
                    continue
                if "\0" in path:
                    self.say(f"cannot save to {path!r}: a file name has no NUL character")
                    continue
                try:
                    write_atomic(path, st.to_json())
                except OSError as exc:
                    self.say(f"cannot save to {path}: {exc.strerror or exc}")
                    continue
                self.say(f"saved to {path}")
                continue
            if answer.isdigit():
                k = int(answer)
                if not 1 <= k <= len(actions):
                    self.say(f"no choice {k}: answer 1..{len(actions)} or an action key")
                    continue
                chosen = actions[k - 1]
            else:
                chosen = answer
            try:
                events = st.apply(chosen)
            except IllegalAction as exc:
                self.say(f"not allowed: {exc}")
                continue
            self._report(events, event_line)
            return None

    def _finish(self) -> None:
        from engine.faces.terminal_view import breakdown_table, players_table
        st = self.st
        self.console.print(players_table(st, self.you))
        self.console.print(breakdown_table(st))
        w = st.winner
        self.say(f"Winner: P{w + 1}" + (" (you)" if w == self.you else
                                        f" ({self.bots[w].name})") + f" with {st.scores[w]} VP.")
