"""Read printed card text and print the rule-language bonus line it means.

`coimbra read TEXT... [--rules R]`. For each TEXT, one line per bonus, `timing: effect`,
as written in a component's block (docs/DSL.md "Card text"), so a designer can write a
card as text first. `--rules` reads the words of a variant (its track and map colours).
A text that cannot be read, or reads two ways, prints one line on stderr,
`coimbra read: "TEXT" column N: message`, and the command exits 1.
"""
from __future__ import annotations

import argparse
import sys

from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.rule_text import bonus_line
from engine.faces.commands.cards import DEFAULT_RULES, add_rules_option, load_rules
from engine.faces.terminal_text import plain

SHOWN = 60     # characters of an unreadable text quoted in its error line


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("texts", nargs="+", metavar="TEXT",
                        help='printed card text, quoted: "Gain 1 coin and 1 VP per merchants card."')
    add_rules_option(parser)


def run(args: argparse.Namespace) -> int:
    lexicon = Lexicon.of(load_rules(args.rules_option or DEFAULT_RULES))
    status = 0
    for text in args.texts:
        try:
            bonuses = read_text(text, lexicon)
        except CardTextError as exc:
            quoted = text if len(text) <= SHOWN else text[:SHOWN] + "…"
            print(plain(f'coimbra read: "{quoted}" column {exc.column}: {exc.message}'),
                  file=sys.stderr)
            status = 1
            continue
        for bonus in bonuses:
            print(bonus_line(bonus))
    return status
