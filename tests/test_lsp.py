"""The language server (`coimbra lsp`) driven by a real client over stdio (pytest-lsp):
a copy of base is opened, a typo typed and its diagnostic seen with its did-you-mean,
then fixed and the diagnostic cleared; hover, completion, definition into the parent
rule set, references, symbols, rename, code actions and formatting."""
from __future__ import annotations

import asyncio
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
types = pytest.importorskip("lsprotocol.types")
from pygls.uris import from_fs_path  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

from coimbra_dsl.loader import rules_root  # noqa: E402

SERVER = [sys.executable, "-m", "engine.faces.cli", "lsp"]
WAIT = 60          # seconds a diagnostic may take on a loaded machine (never a timing test)
WORK = Path(tempfile.mkdtemp(prefix="coimbra-lsp-"))
BASE = WORK / "base"
MOD = WORK / "mod"


def _make_sets() -> None:
    shutil.copytree(rules_root() / "base", BASE)
    MOD.mkdir()
    (MOD / "mod.coimbra").write_text(
        'ruleset mod extends "../base"\n\n'
        "change voyage goa {\n  cost 11 coins\n  game_end: gain 11 vp\n  text \"Game end: 11 VP.\"\n}\n",
        encoding="utf-8")


def uri(path: Path) -> str:
    return from_fs_path(str(path))


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient):
    _make_sets()
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        workspace_folders=[types.WorkspaceFolder(uri=uri(WORK), name="rules")]))
    yield
    await lsp_client.shutdown_session()
    shutil.rmtree(WORK, ignore_errors=True)


def open_file(client: LanguageClient, path: Path, text: str | None = None) -> str:
    text = path.read_text(encoding="utf-8") if text is None else text
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri(path), language_id="coimbra", version=1, text=text)))
    return text


VERSIONS: dict[str, int] = {}


def change(client: LanguageClient, path: Path, text: str) -> None:
    VERSIONS[uri(path)] = VERSIONS.get(uri(path), 1) + 1
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri(path), version=VERSIONS[uri(path)]),
        [types.TextDocumentContentChangeWholeDocument(text=text)]))


async def diagnostics_until(client: LanguageClient, path: Path, wanted):
    """The diagnostics of a file once `wanted(diagnostics)` holds."""
    async def wait():
        while True:
            found = client.diagnostics.get(uri(path))
            if found is not None and wanted(found):
                return found
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return list(await asyncio.wait_for(wait(), WAIT))


def at(text: str, needle: str, offset: int = 0) -> types.Position:
    i = text.index(needle) + offset
    line = text.count("\n", 0, i)
    return types.Position(line, i - (text.rfind("\n", 0, i) + 1))


CHARS = BASE / "characters.coimbra"


@pytest.mark.asyncio(loop_scope="module")
async def test_a_typo_is_underlined_with_its_did_you_mean_and_cleared_when_fixed(client):
    """Diagnostics as `coimbra validate` words them, on the right line; cleared when fixed."""
    text = open_file(client, CHARS)
    assert await diagnostics_until(client, CHARS, lambda d: len(d) == 0) == []
    typo = text.replace("class council", "class councl", 1)
    change(client, CHARS, typo)
    (diag,) = await diagnostics_until(client, CHARS, lambda d: len(d) == 1)
    assert diag.range.start == at(typo, "councl") and diag.range.end == at(typo, "councl", 6)
    assert diag.severity == types.DiagnosticSeverity.Error
    assert "unexpected 'councl'" in diag.message and "did you mean 'council'?" in diag.message
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        types.TextDocumentIdentifier(uri(CHARS)), diag.range, types.CodeActionContext([diag])))
    fix = next(a for a in actions if a.title == "Replace 'councl' with 'council'")
    (edit,) = fix.edit.changes[uri(CHARS)]
    assert edit.new_text == "council" and edit.range == diag.range
    change(client, CHARS, text)
    assert await diagnostics_until(client, CHARS, lambda d: len(d) == 0) == []


@pytest.mark.asyncio(loop_scope="module")
async def test_a_meaning_error_lands_on_the_printed_text(client):
    text = CHARS.read_text(encoding="utf-8")
    wrong = text.replace('text "Gain 5 guards."', 'text "Gain 4 guards."', 1)
    change(client, CHARS, wrong)
    diags = await diagnostics_until(client, CHARS, lambda d: len(d) >= 1)
    (diag,) = [d for d in diags if "alvaro_vaz_de_almada" in d.message]
    assert diag.message == ("alvaro_vaz_de_almada: the printed text gives 4 guards, "
                            "the rule gives 5 guards")
    assert diag.range.start.line == at(wrong, '"Gain 4 guards."').line
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        types.TextDocumentIdentifier(uri(CHARS)), diag.range, types.CodeActionContext([diag])))
    titles = {a.title: a for a in actions}
    (put,) = titles["Put the canonical printed text"].edit.changes[uri(CHARS)]
    assert put.new_text == '"Gain 5 guards."'
    (write,) = titles["Write the bonus line the printed text means"].edit.changes[uri(CHARS)]
    assert write.new_text == "  immediate: gain 4 guards\n"
    change(client, CHARS, text)
    await diagnostics_until(client, CHARS, lambda d: len(d) == 0)


@pytest.mark.asyncio(loop_scope="module")
async def test_hover_shows_the_card_and_the_keyword_docs(client):
    text = CHARS.read_text(encoding="utf-8")
    card = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri(CHARS)), at(text, "alvaro_vaz_de_almada", 3)))
    shown = card.contents.value
    assert "**Álvaro Vaz de Almada** — character `alvaro_vaz_de_almada`" in shown
    assert "class council · back I · influence 2" in shown and "Bonus: Gain 5 guards." in shown
    assert 'reads as: Gain 5 guards. (means the rule)' in shown
    keyword = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri(CHARS)), at(text, "per card of class", 1)))
    assert keyword.contents.value.startswith("`per COUNTER: EFFECT-STEP` — multiply the gains")


@pytest.mark.asyncio(loop_scope="module")
async def test_completion_offers_what_fits_the_cursor(client):
    mod = MOD / "mod.coimbra"
    text = open_file(client, mod)

    async def labels(new_text: str, needle: str) -> set[str]:
        change(client, mod, new_text)
        found = await client.text_document_completion_async(types.CompletionParams(
            types.TextDocumentIdentifier(uri(mod)), at(new_text, needle, len(needle))))
        return {i.label for i in found.items}

    after_change = await labels(text + "\nchange character \n", "change character ")
    assert {"nuno_alvares_pereira", "alvaro_vaz_de_almada"} <= after_change
    assert "goa" not in after_change                       # a voyage, not a character
    assert {"goa", "sansibar"} <= await labels(text + "\nremove voyage sa\n", "remove voyage sa")
    assert await labels(text.replace("cost 11 coins", "cost 11 coins\n  class "), "class ") == {
        "council", "merchants", "clerics", "scholars"}
    in_bonus = await labels(text.replace("gain 11 vp", "gain 11 vp, "), "gain 11 vp, ")
    assert {"gain", "advance", "per", "choose {", "invest"} <= in_bonus
    assert {"coins", "guards", "vp", "steps"} == await labels(
        text.replace("gain 11 vp", "gain 11 "), "gain 11 ")
    fields = await labels(text.replace("  cost 11 coins\n", "  cost 11 coins\n  \n"), "coins\n  ")
    assert {"cost", "text", "game_end:"} <= fields and "class" not in fields
    change(client, mod, text)


@pytest.mark.asyncio(loop_scope="module")
async def test_definition_and_references_reach_into_the_parent_set(client):
    mod = MOD / "mod.coimbra"
    text = mod.read_text(encoding="utf-8")
    change(client, mod, text)
    where = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri(mod)), at(text, "goa", 1)))
    voyages = (BASE / "voyages.coimbra").read_text(encoding="utf-8")
    assert where.uri == uri(BASE / "voyages.coimbra")
    assert where.range.start == at(voyages, "voyage goa ", len("voyage "))
    refs = await client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri(mod)), position=at(text, "goa", 1),
        context=types.ReferenceContext(include_declaration=True)))
    assert {r.uri for r in refs} == {uri(mod), uri(BASE / "voyages.coimbra")}


@pytest.mark.asyncio(loop_scope="module")
async def test_document_symbols_outline_the_components(client):
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        types.TextDocumentIdentifier(uri(BASE / "voyages.coimbra"))))
    names = [s.name for s in symbols]
    assert names[0].startswith("voyage ") and 'voyage goa "Goa"' in names
    assert len([n for n in names if n.startswith("voyage ")]) == 15


@pytest.mark.asyncio(loop_scope="module")
async def test_rename_changes_every_place_of_an_id_and_refuses_a_keyword(client):
    mod = MOD / "mod.coimbra"
    text = mod.read_text(encoding="utf-8")
    edit = await client.text_document_rename_async(types.RenameParams(
        types.TextDocumentIdentifier(uri(mod)), at(text, "goa", 1), "goa_velha"))
    assert set(edit.changes) == {uri(mod), uri(BASE / "voyages.coimbra")}
    assert all(e.new_text == "goa_velha" for es in edit.changes.values() for e in es)
    with pytest.raises(Exception, match="cannot be an id"):
        await client.text_document_rename_async(types.RenameParams(
            types.TextDocumentIdentifier(uri(mod)), at(text, "goa", 1), "council"))


@pytest.mark.asyncio(loop_scope="module")
async def test_formatting_puts_the_canonical_layout(client):
    mod = MOD / "mod.coimbra"
    text = mod.read_text(encoding="utf-8")
    messy = text.replace("  cost 11 coins\n", "cost   11 coins ").replace("change voyage goa {", "change voyage goa{")
    change(client, mod, messy)
    (edit,) = await client.text_document_formatting_async(types.DocumentFormattingParams(
        types.TextDocumentIdentifier(uri(mod)), types.FormattingOptions(2, True)))
    assert edit.new_text == text
    change(client, mod, text)
