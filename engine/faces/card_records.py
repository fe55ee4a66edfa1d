"""Components as plain records (id, kind, name, rendered text, figures, printed text,
source): the one shape that `coimbra cards`, its JSON and the card gallery all read."""
from __future__ import annotations

from typing import Any, Optional

from coimbra_dsl.model import Character, FavorTile, Monastery, RuleSet, Voyage
from coimbra_dsl.render import render_component


def rendered_text(component: Any) -> str:
    """The card text rendered from the component's compiled bonuses."""
    return render_component(component)


def _word(value: Any) -> Optional[str]:
    return None if value is None else str(value)


def card_record(component: Any, changed: frozenset[str] = frozenset()) -> dict[str, Any]:
    """One component as a plain JSON-able dict (the fields of `cards --format json`)."""
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
