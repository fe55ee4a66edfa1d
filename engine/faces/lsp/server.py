"""`coimbra lsp`: the Language Server Protocol face of the rule language, over stdio.

A document belongs to the rule set of its folder (with that set's `extends` parents).
On every open and change the set is loaded and validated with the open buffers in place
of their files, off the protocol's thread: an edit made while a check runs is checked
right after it, never queued behind stale ones. Every handler answers (an empty answer
at worst) for any text; a problem in the server is logged, never a crash.
"""
from __future__ import annotations

import asyncio
import logging
import re
import threading
from pathlib import Path
from typing import Optional, Sequence

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError, RuleError
from coimbra_dsl.fmt import format_text
from coimbra_dsl.limits import MAX_NAME
from coimbra_dsl.loader import SUFFIX
from coimbra_dsl.printed import meanings
from coimbra_dsl.render import render_component
from coimbra_dsl.rule_text import bonus_line
from engine.faces.card_records import card_record

from . import names, words
from .rule_view import Finding, RuleView, view_of, words_of

log = logging.getLogger(__name__)
SEVERITY = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning,
            "note": types.DiagnosticSeverity.Information}
SOURCE = "coimbra"
DID_YOU_MEAN = re.compile(r"did you mean '([^']+)'")
QUOTED = re.compile(r"'([^']+)'")
COMPLETION_KIND = {"keyword": types.CompletionItemKind.Keyword, "id": types.CompletionItemKind.Reference,
                   "value": types.CompletionItemKind.EnumMember, "field": types.CompletionItemKind.Field,
                   "timing": types.CompletionItemKind.Event, "step": types.CompletionItemKind.Function}
SYMBOL_KIND = {"character": types.SymbolKind.Class, "monastery": types.SymbolKind.Class,
               "voyage": types.SymbolKind.Class, "favor": types.SymbolKind.Class,
               "replace": types.SymbolKind.Class, "change": types.SymbolKind.Property,
               "remove": types.SymbolKind.Null, "ruleset": types.SymbolKind.Module,
               "constants": types.SymbolKind.Constant, "expect": types.SymbolKind.Constant,
               "diplomas": types.SymbolKind.Enum, "track": types.SymbolKind.Enum,
               "scoring_tile": types.SymbolKind.Struct, "map": types.SymbolKind.Namespace,
               "setup": types.SymbolKind.Struct}


def _lines(text: str) -> list[str]:
    return text.split("\n")


class RuleServer(LanguageServer):
    """The server and what it knows between requests: the last view of each rule set
    and which files were given diagnostics."""

    def __init__(self) -> None:
        super().__init__("coimbra-lsp", "0.1.0")
        self.views: dict[Path, RuleView] = {}
        self.published: dict[Path, set[str]] = {}
        self.running: set[Path] = set()
        self.pending: set[Path] = set()

    # ------------------------------------------------------------ documents
    def overrides(self) -> dict[str, str]:
        out = {}
        for doc in list(self.workspace.text_documents.values()):
            if doc.path and doc.path.endswith(SUFFIX):
                out[str(Path(doc.path).resolve())] = doc.source
        return out

    def text_of(self, path: str, view: Optional[RuleView] = None) -> str:
        uri = from_fs_path(path)
        doc = self.workspace.text_documents.get(uri) if uri else None
        if doc is not None:
            return doc.source
        if view is not None and path in view.texts:
            return view.texts[path]
        try:
            return Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def view_for(self, folder: Path) -> RuleView:
        """The latest view of a folder's set, with the open buffers' texts as they are now."""
        view = self.views.get(folder)
        if view is None:
            view = view_of(folder, self.overrides())
            self.views[folder] = view
        fresh = RuleView(view.folder, view.folders, dict(view.texts), view.findings, view.rules,
                         view.rules or view.last_rules)
        for path, text in self.overrides().items():
            if Path(path).parent in fresh.folders:
                fresh.texts[path] = text
        return fresh

    # ------------------------------------------------------------ positions
    def to_client(self, lines: Sequence[str], line: int, col: int) -> types.Position:
        line = min(max(line, 0), max(len(lines) - 1, 0))
        col = min(max(col, 0), len(lines[line]) if lines else 0)
        return self.workspace.position_codec.position_to_client_units(lines, types.Position(line, col))

    def from_client(self, lines: Sequence[str], pos: types.Position) -> tuple[int, int]:
        if not lines or pos.line >= len(lines):
            return pos.line, pos.character
        p = self.workspace.position_codec.position_from_client_units(lines, pos)
        return p.line, p.character

    def word_range(self, lines: Sequence[str], line: int, col: int, length: int) -> types.Range:
        return types.Range(self.to_client(lines, line, col), self.to_client(lines, line, col + length))


server = RuleServer()


def _folder_of(uri: str) -> Optional[Path]:
    path = to_fs_path(uri)
    if not path or not path.endswith(SUFFIX):
        return None
    return Path(path).resolve().parent


def _guard(default=None):
    """Answer `default` when a handler fails: log it, never let it reach the client
    as a crash."""
    def wrap(fn):
        def run(ls, params):
            try:
                return fn(ls, params)
            except JsonRpcInvalidParams:
                raise
            except Exception:  # noqa: BLE001 — one failed answer, the server goes on
                log.exception("coimbra lsp: %s failed", fn.__name__)
                return default
        run.__name__ = fn.__name__
        return run
    return wrap


# ------------------------------------------------------------------ diagnostics
def diagnostics_of(ls: RuleServer, view: RuleView) -> dict[str, list[types.Diagnostic]]:
    """uri -> diagnostics: every file of the set's own folder (empty lists clear), and a
    parent's file that has a finding."""
    out: dict[str, list[types.Diagnostic]] = {}
    for path, found in view.by_file().items():
        if Path(path).parent != view.folder and not found:
            continue
        uri = from_fs_path(path)
        if uri is None:
            continue
        text = view.texts.get(path, "")
        lines = _lines(text)
        toks = words_of(path, text)[0]
        out[uri] = [_diagnostic(ls, lines, toks, f) for f in found]
    return out


def _diagnostic(ls: RuleServer, lines: list[str], toks, f: Finding) -> types.Diagnostic:
    tok = names.token_at(toks, f.line, f.col)
    length = len(tok.value) if tok is not None and tok.col == f.col else 1
    return types.Diagnostic(range=ls.word_range(lines, f.line, f.col, length), message=f.message,
                            severity=SEVERITY.get(f.severity, types.DiagnosticSeverity.Error),
                            source=SOURCE, code=f.component)


def check(folder: Path, overrides: dict[str, str]) -> "asyncio.Future[RuleView]":
    """Check a folder's set in a thread of its own, so that the protocol's stays free; a
    daemon thread, so that a client that leaves is not kept waiting for it."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future = loop.create_future()

    def settle(value, failed: bool) -> None:
        if not done.cancelled():
            (done.set_exception if failed else done.set_result)(value)

    def run() -> None:
        value: RuleView | BaseException
        try:
            value, failed = view_of(folder, overrides), False
        except BaseException as exc:  # noqa: BLE001 — handed to the waiting coroutine
            value, failed = exc, True
        try:
            loop.call_soon_threadsafe(settle, value, failed)
        except RuntimeError:          # the loop is closed: the client has gone
            pass
    threading.Thread(target=run, name="coimbra-check", daemon=True).start()
    return done


def publish(ls: RuleServer, folder: Path, view: RuleView) -> None:
    found = diagnostics_of(ls, view)
    for uri in ls.published.get(folder, set()) - set(found):
        found[uri] = []
    for uri, diags in found.items():
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=diags))
    ls.published[folder] = {u for u, d in found.items() if d}


async def schedule(ls: RuleServer, folder: Path) -> None:
    """Check a folder's set; while a check runs, remember to check once more after it."""
    if folder in ls.running:
        ls.pending.add(folder)
        return
    ls.running.add(folder)
    try:
        while True:
            ls.pending.discard(folder)
            try:
                view = await check(folder, ls.overrides())
                before = ls.views.get(folder)
                view.last_rules = view.rules or (before.last_rules if before else None)
                ls.views[folder] = view
                publish(ls, folder, view)
            except Exception:  # noqa: BLE001 — the next edit checks again
                log.exception("coimbra lsp: checking %s failed", folder)
            if folder not in ls.pending:
                break
    finally:
        ls.running.discard(folder)


async def _changed(ls: RuleServer, uri: str) -> None:
    folder = _folder_of(uri)
    if folder is None:
        return
    folders = {folder} | {f for f, v in ls.views.items() if folder in v.folders}
    try:
        await asyncio.gather(*(schedule(ls, f) for f in folders))
    except asyncio.CancelledError:      # the client left while a check ran: nothing to tell
        return


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
async def did_open(ls: RuleServer, params: types.DidOpenTextDocumentParams) -> None:
    await _changed(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
async def did_change(ls: RuleServer, params: types.DidChangeTextDocumentParams) -> None:
    await _changed(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
async def did_save(ls: RuleServer, params: types.DidSaveTextDocumentParams) -> None:
    await _changed(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
async def did_close(ls: RuleServer, params: types.DidCloseTextDocumentParams) -> None:
    await _changed(ls, params.text_document.uri)


# ------------------------------------------------------------------ the word under the cursor
def _at(ls: RuleServer, uri: str, pos: types.Position):
    """(view, path, lines, tokens, occurrences, line, col) of a request's position."""
    folder = _folder_of(uri)
    if folder is None:
        return None
    view = ls.view_for(folder)
    fs_path = to_fs_path(uri)
    assert fs_path is not None              # `_folder_of` found the file's folder
    path = str(Path(fs_path).resolve())
    text = ls.text_of(path, view)
    view.texts[path] = text
    lines = _lines(text)
    line, col = ls.from_client(lines, pos)
    toks, occs = words_of(path, text)
    return view, path, lines, toks, occs, line, col


def _location(ls: RuleServer, view: RuleView, path: str, occ: names.Occurrence) -> types.Location:
    lines = _lines(view.texts.get(path, ""))
    return types.Location(uri=from_fs_path(path), range=ls.word_range(lines, occ.line, occ.col, len(occ.name)))


@server.feature(types.TEXT_DOCUMENT_HOVER)
@_guard()
def hover(ls: RuleServer, params: types.HoverParams) -> Optional[types.Hover]:
    found = _at(ls, params.text_document.uri, params.position)
    if found is None:
        return None
    view, path, lines, toks, occs, line, col = found
    occ = names.occurrence_at(occs, line, col)
    if occ is not None and occ.category == names.Category.COMPONENT and view.last_rules is not None:
        try:
            comp = view.last_rules.component(occ.name)
        except KeyError:
            comp = None
        if comp is not None:
            return types.Hover(types.MarkupContent(types.MarkupKind.Markdown, card_markdown(view, comp)),
                               ls.word_range(lines, occ.line, occ.col, len(occ.name)))
    if occ is not None:
        where = view.definition(occ.name, occ.category)
        said = f"{occ.category.value} `{occ.name}`"
        if where is not None:
            said += f", defined in {Path(where[0]).name}:{where[1].line + 1}"
        return types.Hover(types.MarkupContent(types.MarkupKind.Markdown, said),
                           ls.word_range(lines, occ.line, occ.col, len(occ.name)))
    tok = names.token_at(toks, line, col)
    if tok is not None and tok.kind in ("word", "back"):
        doc = words.keyword_doc(tok.value)
        if doc:
            return types.Hover(types.MarkupContent(types.MarkupKind.Markdown, doc),
                               ls.word_range(lines, tok.line, tok.col, len(tok.value)))
    return None


def card_markdown(view: RuleView, comp) -> str:
    """A component's card as the gallery shows it: name, kind and figures, the bonus in
    words, and what its printed text reads as."""
    rules = view.last_rules
    record = card_record(comp, rules.changed if rules else frozenset())
    if record.get("currency"):                        # a voyage: `cost 9 coins`
        record = {**record, "cost": f"{record['cost']} {record.pop('currency')}"}
    figures = [f"{k} {record[k]}" for k in ("class", "back", "cost", "influence", "crowns")
               if record.get(k) not in (None, "")]
    if record.get("diplomas"):
        figures.append("diplomas " + " ".join(record["diplomas"]))
    out = [f"**{record['name']}** — {record['kind']} `{record['id']}`"]
    if figures:
        out.append(" · ".join(figures))
    out.append(f"Bonus: {record['text']}")
    if rules is not None:
        read = meanings(comp, Lexicon.of(rules))
        if read is None:
            out.append("Printed: none")
        elif read.unreadable is not None:
            out.append(f"Printed: \"{comp.text}\" — cannot be read: {read.unreadable.message}")
        else:
            verdict = "means the rule" if read.agree else f"differs: {read.difference}"
            out.append(f"Printed: \"{comp.text}\" — reads as: {read.reads_as} ({verdict})")
    out.append(f"Defined at {Path(comp.span.path).name}:{comp.span.line}")
    return "\n\n".join(out)


# ------------------------------------------------------------------ completion
@server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" ", ":"]))
@_guard()
def completion(ls: RuleServer, params: types.CompletionParams) -> Optional[types.CompletionList]:
    found = _at(ls, params.text_document.uri, params.position)
    if found is None:
        return None
    view, path, lines, toks, occs, line, col = found
    before = [t for t in toks if (t.line, t.col + len(t.value)) <= (line, col)]
    typing = before[-1] if before and before[-1].line == line and before[-1].col + len(before[-1].value) == col \
        and before[-1].kind in ("word", "name", "back") else None
    if typing is not None:
        before = before[:-1]
    line_start = not before or before[-1].line != line
    items = words.completions(before, line_start, view.ids)
    return types.CompletionList(is_incomplete=False, items=[
        types.CompletionItem(label=i.label, kind=COMPLETION_KIND.get(i.kind), detail=i.detail or None)
        for i in items])


# ------------------------------------------------------------------ definitions and references
@server.feature(types.TEXT_DOCUMENT_DEFINITION)
@_guard()
def definition(ls: RuleServer, params: types.DefinitionParams) -> Optional[types.Location]:
    found = _at(ls, params.text_document.uri, params.position)
    if found is None:
        return None
    view, path, lines, toks, occs, line, col = found
    occ = names.occurrence_at(occs, line, col)
    if occ is None:
        return None
    where = view.definition(occ.name, occ.category)
    return _location(ls, view, *where) if where else None


@server.feature(types.TEXT_DOCUMENT_REFERENCES)
@_guard([])
def references(ls: RuleServer, params: types.ReferenceParams) -> list[types.Location]:
    found = _at(ls, params.text_document.uri, params.position)
    if found is None:
        return []
    view, path, lines, toks, occs, line, col = found
    occ = names.occurrence_at(occs, line, col)
    if occ is None:
        return []
    return [_location(ls, view, p, o) for p, o in view.occurrences(occ.name, occ.category)
            if params.context.include_declaration or not o.defines]


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
@_guard([])
def document_symbols(ls: RuleServer, params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
    path = to_fs_path(params.text_document.uri)
    if not path:
        return []
    text = ls.text_of(str(Path(path).resolve()))
    lines = _lines(text)
    toks = words_of(str(Path(path).resolve()), text)[0]
    out = []
    for d in names.outline(toks):
        whole = types.Range(ls.to_client(lines, d.line, d.col), ls.to_client(lines, d.end_line, d.end_col))
        head_end = d.col + len(d.head) if len(d.head) < 200 else d.col + len(d.keyword)
        out.append(types.DocumentSymbol(
            name=d.head, kind=SYMBOL_KIND.get(d.keyword, types.SymbolKind.Object), range=whole,
            selection_range=types.Range(ls.to_client(lines, d.line, d.col),
                                        ls.to_client(lines, d.line, head_end))))
    return out


# ------------------------------------------------------------------ rename
@server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
@_guard()
def prepare_rename(ls: RuleServer, params: types.PrepareRenameParams) -> Optional[types.Range]:
    target = _renamable(ls, params)
    if target is None:
        return None
    found, occ = target
    return ls.word_range(found[2], occ.line, occ.col, len(occ.name))


def _renamable(ls: RuleServer, params) -> Optional[tuple]:
    """What is under the cursor (`_at`'s tuple) and the id occurrence there, if an id that
    can be renamed stands there (a rule set's own name cannot)."""
    found = _at(ls, params.text_document.uri, params.position)
    if found is None:
        return None
    occ = names.occurrence_at(found[4], found[5], found[6])
    if occ is None or occ.category == names.Category.RULESET:
        return None
    return found, occ


@server.feature(types.TEXT_DOCUMENT_RENAME)
@_guard()
def rename(ls: RuleServer, params: types.RenameParams) -> Optional[types.WorkspaceEdit]:
    target = _renamable(ls, params)
    if target is None:
        return None
    found, occ = target
    view = found[0]
    new = params.new_name
    if not names.NAME.fullmatch(new) or len(new) > MAX_NAME or new in names.keywords():
        raise JsonRpcInvalidParams(f"'{new}' cannot be an id: ids are lower-case letters, digits "
                                   f"and _, start with a letter, and are not a keyword")
    changes: dict[str, list[types.TextEdit]] = {}
    for p, o in view.occurrences(occ.name, occ.category):
        flines = _lines(view.texts.get(p, ""))
        changes.setdefault(from_fs_path(p), []).append(
            types.TextEdit(ls.word_range(flines, o.line, o.col, len(o.name)), new))
    return types.WorkspaceEdit(changes=changes)


# ------------------------------------------------------------------ formatting
@server.feature(types.TEXT_DOCUMENT_FORMATTING)
@_guard()
def formatting(ls: RuleServer, params: types.DocumentFormattingParams) -> Optional[list[types.TextEdit]]:
    path = to_fs_path(params.text_document.uri)
    if not path:
        return None
    text = ls.text_of(str(Path(path).resolve()))
    try:
        new = format_text(text, path)
    except RuleError as exc:
        ls.window_show_message(types.ShowMessageParams(types.MessageType.Warning,
                                                       f"coimbra fmt: {exc.headline}"))
        return None
    if new == text:
        return []
    lines = _lines(text)
    return [types.TextEdit(types.Range(types.Position(0, 0), ls.to_client(lines, len(lines) - 1,
                                                                           len(lines[-1]))), new)]


# ------------------------------------------------------------------ code actions
@server.feature(types.TEXT_DOCUMENT_CODE_ACTION,
                types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix,
                                                           types.CodeActionKind.RefactorRewrite]))
@_guard([])
def code_actions(ls: RuleServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    uri = params.text_document.uri
    found = _at(ls, uri, params.range.start)
    if found is None:
        return []
    view, path, lines, toks, occs, line, col = found
    actions = [a for d in params.context.diagnostics if (a := _did_you_mean(ls, uri, lines, d))]
    decl = next((d for d in names.outline(toks) if d.line <= line <= d.end_line), None)
    comp = _component(view, toks, decl)
    if comp is not None:
        actions.extend(_text_actions(ls, uri, lines, toks, decl, comp, view))
    return actions


def _did_you_mean(ls: RuleServer, uri: str, lines: list[str], d: types.Diagnostic) -> Optional[types.CodeAction]:
    if d.source != SOURCE:
        return None
    better = DID_YOU_MEAN.findall(d.message)
    quoted = QUOTED.findall(d.message)
    if not better or not quoted or quoted[0] == better[-1]:
        return None
    wrong, right = quoted[0], better[-1]
    line, start = ls.from_client(lines, d.range.start)
    if line >= len(lines):
        return None
    m = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(wrong)}(?![A-Za-z0-9_])").search(lines[line], start)
    if m is None:
        return None
    edit = types.TextEdit(ls.word_range(lines, line, m.start(), len(wrong)), right)
    return types.CodeAction(title=f"Replace '{wrong}' with '{right}'", kind=types.CodeActionKind.QuickFix,
                            diagnostics=[d], is_preferred=True,
                            edit=types.WorkspaceEdit(changes={uri: [edit]}))


def _component(view: RuleView, toks, decl):
    if decl is None or view.rules is None:
        return None
    body = [t for t in toks if (decl.line, decl.col) <= (t.line, t.col) <= (decl.end_line, decl.end_col)]
    head = body[:3]
    if not any(t.value in names.KINDS for t in head):
        return None
    cid = next((t.value for t in head if t.kind == "name"), None)
    try:
        return view.rules.component(cid) if cid else None
    except KeyError:
        return None


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _text_actions(ls: RuleServer, uri: str, lines: list[str], toks, decl, comp, view: RuleView):
    """Put the canonical printed text; write the bonus lines the printed text means."""
    body = [t for t in toks if (decl.line, decl.col) <= (t.line, t.col) <= (decl.end_line, decl.end_col)]
    out = []
    rendered = render_component(comp)
    text_tok = next((b for a, b in zip(body, body[1:]) if a.value == "text" and b.kind == "string"), None)
    close_line = decl.end_line
    if comp.text != rendered:
        if text_tok is not None:
            edit = types.TextEdit(ls.word_range(lines, text_tok.line, text_tok.col, len(text_tok.value)),
                                  _quoted(rendered))
        else:
            pos = ls.to_client(lines, close_line, 0)
            edit = types.TextEdit(types.Range(pos, pos), f"  text {_quoted(rendered)}\n")
        out.append(types.CodeAction(title="Put the canonical printed text",
                                    kind=types.CodeActionKind.QuickFix,
                                    edit=types.WorkspaceEdit(changes={uri: [edit]})))
    if comp.text is not None:
        try:
            bonuses = read_text(comp.text, Lexicon.of(view.rules))
        except CardTextError:
            return out
        written = [bonus_line(b) for b in bonuses]
        bonus_lines = _bonus_lines(body, decl)
        current = [" ".join(lines[i].split()) for i in bonus_lines]
        if current != written:
            indent = "  "
            new = "".join(f"{indent}{w}\n" for w in written)
            if bonus_lines and bonus_lines == list(range(bonus_lines[0], bonus_lines[-1] + 1)):
                rng = types.Range(ls.to_client(lines, bonus_lines[0], 0),
                                  ls.to_client(lines, bonus_lines[-1] + 1, 0))
            elif not bonus_lines:
                at = text_tok.line if text_tok is not None and text_tok.line > decl.line else close_line
                rng = types.Range(ls.to_client(lines, at, 0), ls.to_client(lines, at, 0))
            else:
                return out
            out.append(types.CodeAction(title="Write the bonus line the printed text means",
                                        kind=types.CodeActionKind.RefactorRewrite,
                                        edit=types.WorkspaceEdit(changes={uri: [types.TextEdit(rng, new)]})))
    return out


def _bonus_lines(body, decl) -> list[int]:
    """The lines of a component's bonus lines (`TIMING: ...`), each its own line."""
    found = []
    for a, b in zip(body, body[1:]):
        if a.value in words.TIMINGS and b.value == ":" and a.line > decl.line and a.line < decl.end_line:
            if a.col == min(t.col for t in body if t.line == a.line):
                found.append(a.line)
    return found


class OneLine(logging.Formatter):
    """Log records as one line each on stderr (the editor's output pane): what failed and
    the exception's words, never a traceback."""

    def format(self, record: logging.LogRecord) -> str:
        line = f"coimbra lsp: {record.getMessage()}"
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            line += f": {type(exc).__name__}: {exc}".splitlines()[0]
        return line


def main() -> int:
    """Serve over stdio until the client leaves."""
    handler = logging.StreamHandler()
    handler.setFormatter(OneLine())
    logging.basicConfig(level=logging.WARNING, handlers=[handler])
    server.start_io()
    return 0
