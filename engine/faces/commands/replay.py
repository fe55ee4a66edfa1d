"""Step through a saved game or a game of a `simulate --json` record.

`coimbra replay FILE [--game K] [--at N] [--step] [--brief] [--rules R]`. The game is
replayed from its seed and its action keys (R-A-1: chance comes from the seed), one
line per action and its outcome, then the final scoring. `--at N` draws the table after
action N and stops; `--step` waits for Enter after each action (q to stop).
"""
from __future__ import annotations

import argparse
import sys
from typing import Optional

from engine.core.errors import IllegalAction, OptionError, SaveError
from engine.faces.errors import UsageError
from engine.faces.save_files import read_save_file


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a saved game or a simulate --json file")
    parser.add_argument("--game", type=int, default=1, metavar="K",
                        help="which game of a simulate record, 1..N (default 1)")
    parser.add_argument("--at", type=int, default=None, metavar="N",
                        help="draw the table after action N and stop")
    parser.add_argument("--step", action="store_true",
                        help="wait for Enter after each action (q to stop)")
    parser.add_argument("--brief", action="store_true",
                        help="only the actions, not their outcomes")
    parser.add_argument("--rules", default=None, metavar="R",
                        help="rule set name or folder (default: the record's, else base)")


def load_game(path: str, game: int, rules_given: Optional[str]):
    """(the `Game`, its action keys, a label, the saved state or None) from a save or a
    simulate record."""
    from coimbra_dsl import load_ruleset
    from engine import Game
    text = read_save_file(path, "saved game or simulate record")
    from engine.core.saves import parse_json
    try:
        doc = parse_json(text, "saved game or simulate record")
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    if isinstance(doc, dict) and doc.get("format") == "coimbra-save":
        from engine import GameState
        rules = load_ruleset(rules_given or "base")
        st = GameState.from_json(text, rules)
        moves = [e["action"] for e in st.log if e.get("event") == "action"]
        return Game.of(st), moves, f"saved game {path}", st
    if isinstance(doc, dict) and isinstance(doc.get("games"), list):
        games = doc["games"]
        if not 1 <= game <= len(games):
            raise UsageError(f"coimbra replay: --game {game}: {path} has games 1..{len(games)}")
        rec = games[game - 1]
        if not isinstance(rec, dict):
            raise SaveError(f"{path}: game {game} is not a game record (an object)")
        summary = given if isinstance(given := doc.get("summary"), dict) else {}
        rules = load_ruleset(rules_given or summary.get("rules") or "base")
        try:
            seed, bots = rec["seed"], rec["bots"]
            if not (isinstance(seed, int) and isinstance(bots, list) and bots
                    and all(isinstance(b, str) for b in bots)):
                raise TypeError("seed or bots of the wrong type")
            alike = rec.get("alike_at_once", False)     # missing: an older record
            if type(alike) is not bool:
                raise TypeError("alike_at_once must be true or false")
            keys = rec.get("actions")
            if keys is None:        # a record without moves: the seeded bots play it again
                keys = _replay_bots(rules, bots, seed, rec.get("scores"), path, game, alike)
            if not (isinstance(keys, list) and all(isinstance(k, str) for k in keys)):
                raise TypeError("actions must be a list of action keys")
        except (KeyError, TypeError) as exc:
            raise SaveError(f"{path}: game {game} cannot be replayed "
                            f"({type(exc).__name__}: {exc})") from None
        label = f"game {game} of {path} (seed {seed}; " + ", ".join(
            f"P{i + 1} {b}" for i, b in enumerate(bots)) + ")"
        return Game(rules, len(bots), seed, alike), keys, label, None
    raise SaveError(f"{path}: not a saved game (no 'format': 'coimbra-save') "
                    f"nor a simulate record (no 'games' list)")


def _replay_bots(rules, bots: list, seed: int, scores, path: str, game: int,
                 alike_at_once: bool) -> list[str]:
    """The action keys of a simulate game recorded without them: the bots are seeded
    from the game seed, so with iteration budgets they make the same moves again."""
    from engine.bots import parse_bots
    from engine.tools.simulate import play_game
    try:
        parse_bots(",".join(bots))
    except OptionError as exc:
        raise SaveError(f"{path}: game {game}: {str(exc).removeprefix('coimbra: ')}") \
            from None
    rec = play_game(rules, bots, seed, alike_at_once)
    if scores is not None and rec["scores"] != scores:
        raise SaveError(f"{path}: game {game} has no actions, and its bots replayed from "
                        f"seed {seed} score {rec['scores']}, not {scores}")
    return rec["actions"]


def run(args: argparse.Namespace) -> int:
    from engine.faces.terminal_view import (breakdown_table, event_line, make_console,
                                      state_view)
    game, keys, label, saved = load_game(args.file, args.game, args.rules)
    if args.at is not None and not 0 <= args.at <= len(keys):
        raise UsageError(f"coimbra replay: --at {args.at}: the game has actions 0..{len(keys)}")
    console = make_console()

    def say(text: str) -> None:
        console.print(text, markup=False, highlight=False)

    st = game.new_state()
    say(f"Replaying {label}: {game.players} players, seed {game.seed}, "
        f"{len(keys)} decisions.")
    for e in st.log:
        line = event_line(st, e, detail=not args.brief)
        if line:
            say(line)
    for i, key in enumerate(keys, 1):
        if args.at is not None and i > args.at:
            break
        try:
            events = st.apply(key)
        except IllegalAction as exc:
            raise SaveError(f"{args.file}: action {i} {key!r} does not replay: {exc}") \
                from None
        for e in events:
            line = event_line(st, e, detail=not args.brief)
            if line:
                say(f"[{i}] {line}" if e.get("event") == "action" else line)
        if args.step and args.at is None:
            sys.stdout.write("-- Enter: next, q: stop> ")
            sys.stdout.flush()
            answer = sys.stdin.readline()
            if not answer or answer.strip().lower() in ("q", "quit"):
                say("")
                say(f"stopped after action {i} of {len(keys)}")
                return 0
    if args.at is not None:
        console.print(state_view(st, None, full=True))
        return 0
    # the state, not the log: an older engine logged fewer events for the same game
    if saved is not None and st.to_dict()["state"] != saved.to_dict()["state"]:
        say("warning: replaying the saved actions from the seed does not give the saved "
            "state (saved by another engine version?)")
    if st.is_terminal:
        console.print(breakdown_table(st))
        say(f"Winner: P{st.winner + 1} with {st.scores[st.winner]} VP.")
    else:
        say(f"The game is not over (round {st.round}, phase {st.phase}; "
            f"P{st.current_player + 1} to decide).")
    return 0
