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
from typing import Any, Optional

from coimbra_dsl.errors import UsageError
from coimbra_dsl.model import Character, FavorTile, Monastery, RuleSet, Voyage

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


def rendered_text(component: Any) -> str:
    """The card text rendered from the component's compiled bonuses."""
    from coimbra_dsl.render import render_component
    return render_component(component)


def _word(value: Any) -> Optional[str]:
    return None if value is None else str(value)


def card_record(component: Any, changed: frozenset[str] = frozenset()) -> dict[str, Any]:
    """One component as a plain JSON-able dict (the fields of issue 3's `cards --format json`)."""
    record: dict[str, Any] = {
        "id": component.id,
        "kind": str(component.kind),
        "name": component.name,
        "text": rendered_text(component),
    }
    if isinstance(component, Character):
        record.update({
            "class": str(component.cls),
            "back": str(component.back),
            "cost": _word(component.cost),
            "influence": component.influence,
            "bonus": str(component.timing),
            "diplomas": list(component.diplomas),
        })
    elif isinstance(component, Monastery):
        record.update({"back": str(component.back), "bonus": str(component.bonus.timing)})
    elif isinstance(component, Voyage):
        record.update({"currency": str(component.currency), "cost": component.cost,
                       "bonus": str(component.bonus.timing)})
    elif isinstance(component, FavorTile):
        record.update({"crowns": component.crowns})
    record["bonuses"] = [str(b.timing) for b in component.bonuses]
    record["printed"] = component.text
    record["changed"] = component.id in changed
    record["source"] = str(component.span)
    return record


def card_records(rules: RuleSet) -> list[dict[str, Any]]:
    """Every component of the rule set, characters, monasteries, voyages, favors, in file order."""
    return [card_record(c, rules.changed) for c in rules.components()]


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
        from engine.gallery import write_gallery
        path = write_gallery(rules, Path(args.html), records=records)
        print(f"wrote {path} ({len(records)} components)")
        return 0
    if args.format == "json":
        json.dump(records, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        for record in records:
            print(text_block(record))
        print(f"{len(records)} components")
    return 0
