"""A static HTML gallery of every component of a rule set, for modders who check by eye.

One self-contained page (inline CSS and a little inline JS, nothing fetched): each
character, monastery, voyage and favor tile as a card showing its class colour, back,
cost, influence, diplomas, bonus zone and rendered text (R-CARD-2), with filters by kind,
class and back, the validator's problems on the cards they concern (a printed text that
means something else shows both meanings side by side), and a variant's changed
components marked.
"""
from __future__ import annotations

from collections import Counter
from html import escape
from pathlib import Path
from typing import Any, Iterable, Mapping, Optional, Sequence

from coimbra_dsl.card_text import Lexicon
from coimbra_dsl.errors import CoimbraError
from coimbra_dsl.model import RuleSet
from coimbra_dsl.printed import meanings
from coimbra_dsl.vocab import Back, ComponentKind

from .card_records import card_records
from .map_drawing import space_palette

# Card colours for what the rule set does not colour itself.
CURRENCY_COLOURS = {"coins": "#c9a227", "guards": "#5b6f86"}
FAVOR_COLOUR = "#b8860b"
PLAIN_COLOUR = "#777777"
TIMING_LABELS = {
    "immediate": "immediately", "phase_c": "every phase C", "phase_e": "every phase E",
    "game_end": "at game end", "lasting": "from now on", "while_held": "while held",
}


def _e(value: Any) -> str:
    return escape(str(value), quote=True)


def _problem_target(problem: Any) -> Optional[str]:
    """The component id a problem concerns, or None for a rule-set-level problem."""
    component = getattr(problem, "component", None)
    if component is None:
        return None
    return str(getattr(component, "id", component))


def _problem_item(problem: Any) -> str:
    severity = str(getattr(problem, "severity", "error"))
    span = getattr(problem, "span", None)
    where = f'<span class="where">{_e(span)}</span> ' if span and str(span) != "?" else ""
    return (f'<li class="problem {_e(severity)}"><b>{_e(severity)}</b> {where}'
            f'{_e(getattr(problem, "message", problem))}</li>')


def validator_problems(rules: RuleSet) -> tuple[list[Any], Optional[str]]:
    """The validator's problems, or ([], note) when this build has no validator."""
    try:
        from coimbra_dsl.validator import validate
    except ImportError as exc:
        if exc.name not in ("coimbra_dsl.validator",):
            raise
        return [], "the validator (coimbra_dsl.validator) is not available; no checks shown"
    return list(validate(rules)), None


def card_colours(rules: RuleSet) -> dict[str, str]:
    """CSS colour for each class (its track's die colour) and each monastery back
    (the map colour of the spaces that hold it)."""
    colours: dict[str, str] = {}
    track_words = {str(cls): str(track.colour) for cls, track in rules.tracks.items()}
    palette = space_palette(list(track_words.values()))
    for cls, word in track_words.items():
        colours[f"class:{cls}"] = palette[word]
    map_palette = space_palette(list(rules.map.space_colours))
    for word, back in rules.map.space_colours.items():
        colours.setdefault(f"back:{back}", map_palette[word])
    return colours


def _card_colour(record: Mapping[str, Any], colours: Mapping[str, str]) -> str:
    kind = record["kind"]
    if kind == ComponentKind.CHARACTER.value:
        return colours.get(f"class:{record['class']}", PLAIN_COLOUR)
    if kind == ComponentKind.MONASTERY.value:
        return colours.get(f"back:{record['back']}", PLAIN_COLOUR)
    if kind == ComponentKind.VOYAGE.value:
        return CURRENCY_COLOURS.get(record["currency"], PLAIN_COLOUR)
    return FAVOR_COLOUR


def _facts(record: Mapping[str, Any]) -> list[str]:
    kind = record["kind"]
    facts: list[str] = []
    if kind == "character":
        facts.append(f'<span class="fact class">{_e(record["class"])}</span>')
    if "back" in record:
        facts.append(f'<span class="fact back">back {_e(record["back"])}</span>')
    if kind == "character":
        cost = record["cost"]
        facts.append(f'<span class="fact cost">{"cost: " + _e(cost) if cost else "no cost"}'
                     "</span>")
        facts.append(f'<span class="fact influence">influence {_e(record["influence"])}</span>')
    if kind == "voyage":
        facts.append(f'<span class="fact cost">cost {_e(record["cost"])} '
                     f'{_e(record["currency"])}</span>')
    if kind == "favor":
        n = record["crowns"]
        facts.append(f'<span class="fact crowns">{_e(n)} crown{"" if n == 1 else "s"}</span>')
    return facts


def short_source(source: str) -> str:
    """`rules/base/cards.coimbra:13:3` shown as `base/cards.coimbra:13:3` (folder and file)."""
    path, sep, rest = source, "", ""
    head = source.rsplit(":", 2)
    if len(head) == 3 and head[1].isdigit() and head[2].isdigit():
        path, sep, rest = head[0], ":", f"{head[1]}:{head[2]}"
    short = "/".join(Path(path).parts[-2:])
    return f"{short}{sep}{rest}"


def meanings_html(found: Any) -> str:
    """A printed text that does not mean its rule: the two meanings side by side, and
    the difference in the validator's words (R-CARD-1, docs/DSL.md "Card text")."""
    if found.unreadable is not None:
        reads = '<p class="unreadable">cannot be read</p>'
        why = (f"cannot read the printed text (column {found.unreadable.column}): "
               f"{found.unreadable.message}")
    else:
        reads = f'<p>{_e(found.reads_as)}</p>'
        why = found.difference
    return ('<div class="meanings">'
            f'<div class="meaning printed-meaning"><b>printed</b><p class="said">{_e(found.printed)}'
            f'</p><b>means</b>{reads}</div>'
            f'<div class="meaning rule-meaning"><b>the rule</b><p>{_e(found.rule)}</p></div>'
            f'<p class="difference">{_e(why)}</p></div>')


def card_html(record: Mapping[str, Any], colour: str, problems: Sequence[Any],
              meanings: Any = None) -> str:
    """One component as an <article> card; data-* attributes feed the filters.
    `meanings` (`coimbra_dsl.printed.Meanings`): shown side by side when they differ."""
    kind = record["kind"]
    severities = {str(getattr(p, "severity", "error")) for p in problems}
    classes = ["card", f"kind-{kind}"]
    if problems:
        classes.append("has-problems")
        classes.append("has-error" if "error" in severities else "has-warning")
    if record.get("changed"):
        classes.append("changed")
    data = {
        "kind": kind, "class": record.get("class", ""), "back": record.get("back", ""),
        "problems": str(len(problems)), "changed": "1" if record.get("changed") else "0",
    }
    attrs = " ".join(f'data-{k}="{_e(v)}"' for k, v in data.items())
    parts = [f'<article class="{" ".join(classes)}" id="card-{_e(record["id"])}" {attrs}>',
             f'<header style="background:{_e(colour)}"><h2>{_e(record["name"])}</h2>'
             f'<span class="id">{_e(kind)} · {_e(record["id"])}</span></header>',
             '<div class="facts">' + " ".join(_facts(record)) + "</div>"]
    if record.get("diplomas"):
        parts.append('<div class="diplomas">' + " ".join(
            f'<span class="diploma">{_e(d)}</span>' for d in record["diplomas"]) + "</div>")
    zones = " ".join(f'<span class="timing">{_e(TIMING_LABELS.get(t, t))}</span>'
                     for t in record.get("bonuses", []))
    parts.append(f'<div class="zone"><div class="timings">{zones}</div>'
                 f'<p class="text">{_e(record["text"])}</p></div>')
    printed = record.get("printed")
    if meanings is not None and not meanings.agree:
        parts.append(meanings_html(meanings))
    elif printed and " ".join(printed.split()).lower() != " ".join(record["text"].split()).lower():
        parts.append(f'<p class="printed"><b>printed:</b> {_e(printed)}</p>')
    if record.get("changed"):
        parts.append('<p class="changed-note">changed in variant</p>')
    if problems:
        parts.append('<ul class="problems">' + "".join(_problem_item(p) for p in problems)
                     + "</ul>")
    if record.get("source") and record["source"] != "?":
        parts.append(f'<p class="source" title="{_e(record["source"])}">'
                     f'{_e(short_source(record["source"]))}</p>')
    parts.append("</article>")
    return "".join(parts)


def _options(name: str, label: str, values: Iterable[str]) -> str:
    opts = "".join(f'<option value="{_e(v)}">{_e(v)}</option>' for v in values)
    return (f'<label>{_e(label)} <select id="filter-{name}" data-filter="{name}">'
            f'<option value="">all</option>{opts}</select></label>')


STYLE = """
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.35 system-ui, sans-serif; background: #f1ece2; color: #222; }
.top { padding: 14px 20px; background: #3d3226; color: #f7efe0; }
.top h1 { margin: 0 0 4px; font-size: 22px; }
.top .summary { margin: 0; }
.filters { padding: 10px 20px; background: #e4dac8; display: flex; flex-wrap: wrap; gap: 14px;
  align-items: center; position: sticky; top: 0; z-index: 1; }
.ruleset-problems { margin: 12px 20px; padding: 8px 12px; background: #fff4f0;
  border: 2px solid #c0392b; border-radius: 6px; }
.ruleset-problems h2 { margin: 0 0 4px; font-size: 16px; }
.note { margin: 12px 20px; color: #7a5a00; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 14px; padding: 16px 20px; }
.card { background: #fffdf8; border-radius: 10px; overflow: hidden;
  box-shadow: 0 1px 4px rgba(0,0,0,.25); display: flex; flex-direction: column; }
.card[hidden] { display: none; }
.card header { color: #fff; padding: 8px 10px; text-shadow: 0 1px 2px rgba(0,0,0,.6); }
.card h2 { margin: 0; font-size: 16px; }
.card .id { font-size: 11px; opacity: .9; }
.facts, .diplomas { padding: 6px 10px 0; display: flex; flex-wrap: wrap; gap: 4px; }
.fact, .diploma, .timing { font-size: 12px; padding: 1px 6px; border-radius: 8px;
  background: #ece5d6; }
.diploma { background: #dfe9f6; }
.zone { margin: 8px 10px; padding: 6px 8px; border: 1px dashed #a08c6a; border-radius: 6px; }
.timing { background: #3d3226; color: #fff; }
.text { margin: 6px 0 0; white-space: pre-line; }
.printed { margin: 0 10px 6px; font-size: 12px; color: #8a5a00; }
.meanings { margin: 0 10px 6px; font-size: 12px; display: grid;
  grid-template-columns: 1fr 1fr; gap: 6px; }
.meaning { background: #fff4f0; padding: 4px 6px; border-radius: 4px; }
.meaning p { margin: 2px 0 4px; }
.meaning .said { font-style: italic; }
.rule-meaning { background: #eef5ee; }
.meanings .difference { grid-column: 1 / -1; margin: 0; color: #b02a1a; }
.changed { outline: 3px solid #2e86de; }
.changed-note { margin: 0 10px 6px; font-size: 12px; color: #2e86de; font-weight: bold; }
.has-error { outline: 3px solid #c0392b; }
.has-warning { outline: 3px solid #e0a100; }
.problems { margin: 0 10px 8px; padding-left: 18px; font-size: 12px; }
.problem.error { color: #b02a1a; }
.problem.warning { color: #8a6400; }
.where { font-family: monospace; color: #555; }
.source { margin: auto 10px 6px; font-size: 10px; color: #888; font-family: monospace;
  overflow-wrap: anywhere; }
"""

SCRIPT = """
(function () {
  var selects = document.querySelectorAll('[data-filter]');
  var cards = document.querySelectorAll('.card');
  var shown = document.getElementById('shown');
  function apply() {
    var want = {};
    selects.forEach(function (s) {
      want[s.dataset.filter] = s.type === 'checkbox' ? (s.checked ? s.value : '') : s.value;
    });
    var n = 0;
    cards.forEach(function (c) {
      var ok = true;
      Object.keys(want).forEach(function (k) {
        if (!want[k]) { return; }
        if (k === 'problems') { ok = ok && c.dataset.problems !== '0'; }
        else { ok = ok && c.dataset[k] === want[k]; }
      });
      c.hidden = !ok;
      if (ok) { n += 1; }
    });
    shown.textContent = n + ' of ' + cards.length + ' shown';
  }
  // filters can be preset in the address: index.html?kind=character&back=II
  var preset = new URLSearchParams(window.location.search);
  selects.forEach(function (s) {
    var v = preset.get(s.dataset.filter);
    if (v !== null) {
      if (s.type === 'checkbox') { s.checked = v !== '' && v !== '0'; } else { s.value = v; }
    }
    s.addEventListener('change', apply);
  });
  apply();
})();
"""


# Where the figures come from; README.md "Provenance" says the
# same (tests/test_readme.py).
PROVENANCE = (
    "From the rulebook: the rules, the component counts, the bonus kinds and every figure "
    "the rule documents print (start coins and guards, storage limits, crowns, diploma set "
    "scores, distress, the cap tile, the 5/7/10 VP track tiers, the four favor tiles). "
    "Authored for this project, not copied from the printed components: the card figures "
    "(cost currency, influence, diploma icons, depicted rewards, classes and tracks), the "
    "monastery and voyage rewards and costs, the income rows, the scoring-tile values, the "
    "die-token values and the map's spaces and roads.")


def render_gallery(rules: RuleSet, records: Sequence[Mapping[str, Any]],
                   problems: Sequence[Any] = (), note: Optional[str] = None) -> str:
    """The gallery page for a rule set's component records (see `card_records`)."""
    ids = {r["id"] for r in records}
    by_card: dict[str, list[Any]] = {}
    general: list[Any] = []
    for problem in problems:
        target = _problem_target(problem)
        (by_card.setdefault(target, []) if target is not None and target in ids
         else general).append(problem)
    colours = card_colours(rules)
    kinds = Counter(r["kind"] for r in records)
    severities = Counter(str(getattr(p, "severity", "error")) for p in problems)
    summary = ", ".join(f"{n} {k}" for k, n in kinds.items()) or "no components"
    if problems:
        summary += "; " + ", ".join(f"{n} {s}(s)" for s, n in sorted(severities.items()))
    else:
        summary += "; no problems" if note is None else ""
    title = f"Coimbra rule set '{rules.name}'"
    parents = f" (extends {', '.join(rules.parents)})" if rules.parents else ""
    classes = sorted({r["class"] for r in records if "class" in r})
    backs = [b.value for b in Back if any(r.get("back") == b.value for r in records)]
    filters = [
        _options("kind", "kind", [k.value for k in ComponentKind if kinds.get(k.value)]),
        _options("class", "class", classes),
        _options("back", "back", backs),
        '<label><input type="checkbox" data-filter="problems" value="1"> with problems'
        "</label>",
    ]
    if rules.changed:
        filters.append('<label><input type="checkbox" data-filter="changed" value="1"> '
                       "changed in variant</label>")
    filters.append('<span id="shown"></span>')
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{STYLE}</style></head><body>",
        f'<div class="top"><h1>{_e(title)}{_e(parents)}</h1>'
        f'<p class="summary">{_e(summary)}</p>'
        f'<p class="provenance">{_e(PROVENANCE)}</p></div>',
        '<nav class="filters">' + "".join(filters) + "</nav>",
    ]
    if note:
        parts.append(f'<p class="note">{_e(note)}</p>')
    if general:
        parts.append('<section class="ruleset-problems"><h2>Rule set problems</h2><ul>'
                     + "".join(_problem_item(p) for p in general) + "</ul></section>")
    parts.append('<main class="cards">')
    lexicon = Lexicon.of(rules)
    parts += [card_html(r, _card_colour(r, colours), by_card.get(r["id"], []),
                        _meanings(rules, r, lexicon))
              for r in records]
    parts.append("</main>")
    parts.append(f"<script>{SCRIPT}</script></body></html>")
    return "\n".join(parts) + "\n"


def _meanings(rules: RuleSet, record: Mapping[str, Any], lexicon: Lexicon) -> Any:
    """The printed text's meaning beside the rule's, for a component of `rules`."""
    try:
        component = rules.component(record["id"])
    except KeyError:
        return None
    return meanings(component, lexicon, record.get("text"))


def write_gallery(rules: RuleSet, out_dir: Path,
                  records: Optional[Sequence[Mapping[str, Any]]] = None,
                  problems: Optional[Sequence[Any]] = None) -> Path:
    """Write out_dir/index.html (creating the folder); problems default to the validator's."""
    if records is None:
        records = card_records(rules)
    note = None
    if problems is None:
        problems, note = validator_problems(rules)
    page = render_gallery(rules, records, problems, note)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / "index.html"
        path.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise CoimbraError(f"cannot write the gallery to {out_dir}: {exc}") from exc
    return path
