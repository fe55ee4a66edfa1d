"""Draw the pilgrim map as SVG, optionally with the pilgrims and disks of a saved game.

`coimbra map --svg FILE [--rules R] [--game SAVE]` (R-PIL). The save is read by the
engine's own loader, so a save the engine would refuse is refused here too.
"""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from coimbra_dsl.errors import CoimbraError
from engine.core.errors import SaveError
from engine.faces.errors import UsageError
from coimbra_dsl.model import RuleSet
from .cards import add_rules_option, chosen_rules, load_rules
from engine.faces.map_drawing import PlayerMarks, draw_map, monastery_labels, player_colour
from engine.faces.save_files import read_save_file
from engine.faces.terminal_text import plain

if TYPE_CHECKING:
    from engine.core.state import GameState


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--svg", metavar="FILE", required=True,
                        help="write the map to FILE as SVG")
    add_rules_option(parser)
    parser.add_argument("--game", metavar="SAVE",
                        help="a saved game: draw each player's pilgrim and monastery disks")


def players_of_save(path: Path, rules: RuleSet) -> list[PlayerMarks]:
    """The map marks of every player in a saved game (read via GameState.from_json)."""
    return _marks_of(_state_of_save(path, rules))


def _state_of_save(path: Path, rules: RuleSet) -> GameState:
    text = read_save_file(str(path))
    from engine.core.state import GameState  # lazy: only --game needs the engine
    try:
        state = GameState.from_json(text, rules)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise SaveError(f"{path}: not a saved game of rule set '{rules.name}' ({exc})") from exc
    return state


def _marks_of(state: GameState) -> list[PlayerMarks]:
    marks = []
    for seat, player in enumerate(state.players):
        name = getattr(player, "name", None) or f"player {seat + 1}"
        marks.append(PlayerMarks(
            name=str(name),
            colour=player_colour(seat, getattr(player, "colour", None)),
            pilgrim=player.pilgrim,
            monasteries=tuple(player.monasteries), tag=f"P{seat + 1}",
        ))
    return marks


def run(args: argparse.Namespace) -> int:
    if not args.svg:
        raise UsageError("coimbra map: --svg FILE must not be empty")
    rules = load_rules(chosen_rules(args))
    players, labels = [], None
    if args.game:
        state = _state_of_save(Path(args.game), rules)
        players, labels = _marks_of(state), monastery_labels(rules, state.spaces)
    svg = draw_map(rules.map, players, title=f"{rules.name}: pilgrim map",
                   monasteries=labels)
    out = Path(args.svg)
    try:
        out.write_text(svg, encoding="utf-8")
    except OSError as exc:
        raise CoimbraError(f"cannot write {out}: {exc}") from exc
    print(f"wrote {plain(out)} ({len(rules.map.nodes)} nodes, {len(rules.map.roads)} roads"
          + (f", {len(players)} players" if players else "") + ")")
    return 0
