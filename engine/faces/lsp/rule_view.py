"""One rule set as an editor sees it: the folder of a file and its `extends` parents,
read with the unsaved buffers in place of the files; every problem `coimbra validate`
reports, placed on a line of a file; the ids each file defines and refers to.

Nothing here knows the protocol; the server turns it into diagnostics, locations, edits.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping, NamedTuple, Optional

from coimbra_dsl.errors import CoimbraError, RuleSetErrors, Span
from coimbra_dsl.limits import MAX_FILE_BYTES, MAX_FILES
from coimbra_dsl.loader import SUFFIX, load_ruleset, rule_folders
from coimbra_dsl.model import RuleSet
from coimbra_dsl.validator import validate

from . import names

_WORDS: dict[tuple[str, str], tuple[list[names.Token], list[names.Occurrence]]] = {}
_WORDS_KEPT = 256


class Finding(NamedTuple):
    """A problem at a place: 0-based line and column of a file, as validate words it."""
    path: str
    line: int
    col: int
    severity: str
    message: str
    component: Optional[str] = None


@dataclass
class RuleView:
    folder: Path
    folders: tuple[Path, ...]
    texts: dict[str, str]
    findings: list[Finding] = field(default_factory=list)
    rules: Optional[RuleSet] = None
    last_rules: Optional[RuleSet] = None     # the last set that loaded (while a file is broken)

    def words(self, path: str) -> tuple[list[names.Token], list[names.Occurrence]]:
        """The tokens and ids of one file (remembered per exact text)."""
        return words_of(path, self.texts.get(path, ""))

    def by_file(self) -> dict[str, list[Finding]]:
        out: dict[str, list[Finding]] = {p: [] for p in self.texts}
        for f in self.findings:
            out.setdefault(f.path, []).append(f)
        return out

    def occurrences(self, name: str, category: names.Category) -> list[tuple[str, names.Occurrence]]:
        """Every place of one id in the set's files, its own folder's first."""
        found = []
        for path in self.texts:
            for occ in self.words(path)[1]:
                if occ.name == name and occ.category == category:
                    found.append((path, occ))
        return found

    def definition(self, name: str, category: names.Category) -> Optional[tuple[str, names.Occurrence]]:
        """Where an id is defined: in this set, else in the nearest parent that does."""
        for path, occ in self.occurrences(name, category):
            if occ.defines:
                return path, occ
        return None

    def ids(self, category: names.Category, kind: Optional[str] = None) -> list[str]:
        seen = {occ.name: None for path in self.texts for occ in self.words(path)[1]
                if occ.category == category and occ.defines and (kind is None or occ.kind == kind)}
        return list(seen)


def words_of(path: str, text: str) -> tuple[list[names.Token], list[names.Occurrence]]:
    key = (path, text)
    hit = _WORDS.get(key)
    if hit is None:
        toks = names.tokens(text)
        hit = (toks, names.occurrences(toks))
        if len(_WORDS) >= _WORDS_KEPT:
            _WORDS.clear()
        _WORDS[key] = hit
    return hit


def _texts(folders: Iterable[Path], overrides: Mapping[str, str]) -> dict[str, str]:
    texts: dict[str, str] = {}
    for folder in folders:
        try:
            files = sorted(p for p in folder.iterdir() if p.name.endswith(SUFFIX) and p.is_file())
        except OSError:
            files = []
        extra = sorted(Path(p) for p in overrides if Path(p).parent == folder)
        for file in sorted({*files[:MAX_FILES], *extra}):
            path = str(file)
            if path in overrides:
                texts[path] = overrides[path]
                continue
            try:
                with open(file, "rb") as fh:
                    texts[path] = fh.read(MAX_FILE_BYTES).decode("utf-8", "replace")
            except OSError:
                texts[path] = ""
    return texts


def _header_file(view: RuleView) -> str:
    """The file a problem of the whole set is shown in: the one with the `ruleset` line."""
    own = [p for p in view.texts if Path(p).parent == view.folder]
    for path in own:
        if any(t.kind == "word" and t.value == "ruleset" for t in view.words(path)[0][:50]):
            return path
    return own[0] if own else str(view.folder)


def _place(view: RuleView, span: Optional[Span], severity: str, message: str,
           component: Optional[str]) -> Finding:
    if span is not None and span.line and span.path in view.texts:
        return Finding(span.path, span.line - 1, max(span.col - 1, 0), severity, message, component)
    if component and view.rules is not None:
        try:
            at = view.rules.component(component).span
            if at.path in view.texts and at.line:
                return Finding(at.path, at.line - 1, max(at.col - 1, 0), severity, message, component)
        except KeyError:
            pass
    header = _header_file(view)
    line = 0
    for t in view.words(header)[0]:
        if t.value == "ruleset":
            line = t.line
            break
    return Finding(header, line, 0, severity, message, component)


def view_of(folder: Path, overrides: Mapping[str, str]) -> RuleView:
    """Load and check the rule set of a folder, as `coimbra validate` would, with the
    unsaved buffers read instead of their files. Never raises for any content."""
    folder = folder.resolve()
    folders = rule_folders(folder, overrides) or (folder,)
    view = RuleView(folder, folders, _texts(folders, overrides))
    try:
        view.rules = load_ruleset(folder, overrides)
        problems = [(p.span, p.severity, p.message, p.component) for p in validate(view.rules)]
    except RuleSetErrors as exc:
        problems = [(e.span, e.severity, e.message, None) for e in exc.errors]
    except (CoimbraError, RecursionError, MemoryError) as exc:
        problems = [(None, "error", f"cannot check this rule set: {exc}".splitlines()[0], None)]
    view.findings = [_place(view, *p) for p in problems]
    return view
