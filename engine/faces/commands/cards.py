"""List every component of a rule set with its rendered text (text, JSON or an HTML gallery).

`coimbra cards [RULES] [--rules R] [--format text|json] [--html DIR]`. The text of a
component is always the rendering of its compiled bonuses (R-CARD-1), so a modder sees
what the engine will do, not what the printed text claims.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from engine.faces.errors import UsageError
from coimbra_dsl.model import RuleSet

from engine.faces.card_records import card_records
from engine.faces.gallery import write_gallery
from engine.faces.terminal_text import plain

DEFAULT_RULES = "base"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_rules_arguments(parser)
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help="output format on stdout (default: text)")
    parser.add_argument("--html", metavar="DIR",
                        help="write a static card gallery DIR/index.html instead")


def add_rules_arguments(parser: argparse.ArgumentParser) -> None:
    """The rule set as a positional RULES or as `--rules R` (see `chosen_rules`)."""
    parser.add_argument("rules", nargs="?", metavar="RULES",
                        help="rule set name (base, a variant) or folder (default: base)")
    add_rules_option(parser)


def add_rules_option(parser: argparse.ArgumentParser) -> None:
    """The `--rules R` option every command takes (positional RULES is a synonym here)."""
    parser.add_argument("--rules", dest="rules_option", metavar="R",
                        help="rule set name or folder (default: base)")


def chosen_rules(args: argparse.Namespace) -> str:
    """The rule set named by the positional RULES or `--rules`; both must agree."""
    positional = getattr(args, "rules", None)
    option = getattr(args, "rules_option", None)
    if positional and option and positional != option:
        raise UsageError(f"coimbra {args.command}: RULES '{positional}' and "
                         f"--rules '{option}' disagree; give one")
    return positional or option or DEFAULT_RULES


def load_rules(name_or_path: str) -> RuleSet:
    """Load a rule set by name or folder through the DSL loader."""
    from coimbra_dsl import load_ruleset  # lazy: the loader compiles the grammar
    return load_ruleset(name_or_path)


def text_block(record: dict[str, Any]) -> str:
    """A component as one header line and its rendered text indented below."""
    kind = record["kind"]
    facts: list[str] = []
    if kind == "character":
        facts += [record["class"], f"back {record['back']}",
                  f"cost {record['cost']}" if record["cost"] else "no cost",
                  f"influence {record['influence']}"]
        if record["diplomas"]:
            facts.append("diplomas " + " ".join(record["diplomas"]))
    elif kind == "monastery":
        facts.append(f"back {record['back']}")
    elif kind == "voyage":
        facts.append(f"cost {record['cost']} {record['currency']}")
    elif kind == "favor":
        facts.append(f"crowns {record['crowns']}")
    if record["changed"]:
        facts.append("changed in variant")
    head = f"{kind} {record['id']} \"{record['name']}\": " + ", ".join(facts)
    body = "\n".join("    " + line for line in record["text"].splitlines() or [""])
    return f"{head}\n{body}"


def run(args: argparse.Namespace) -> int:
    rules = load_rules(chosen_rules(args))
    records = card_records(rules)
    if args.html:
        path = write_gallery(rules, Path(args.html), records=records)
        print(f"wrote {path} ({len(records)} components)")
        return 0
    if args.format == "json":
        json.dump(records, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        for record in records:
            print(plain(text_block(record), lines=True))
        print(f"{len(records)} components")
    return 0
