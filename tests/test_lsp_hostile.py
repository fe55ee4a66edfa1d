"""The language server against hostile input, through a real client: a binary file, deep
nesting and 10,000 components are answered with diagnostics and the server keeps
answering; a client that disconnects in the middle of a request leaves a server that
exits cleanly, not one that crashes or hangs."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")
types = pytest.importorskip("lsprotocol.types")
from pygls.uris import from_fs_path  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities  # noqa: E402

SERVER = [sys.executable, "-m", "engine.faces.cli", "lsp"]
WAIT = 240         # seconds: 10,000 components take a while on a loaded machine (no timing test)
WORK = Path(tempfile.mkdtemp(prefix="coimbra-lsp-hostile-"))


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("neovim")))
    yield
    await lsp_client.shutdown_session()
    shutil.rmtree(WORK, ignore_errors=True)


def _open(client: LanguageClient, name: str, text: str) -> str:
    folder = WORK / name
    folder.mkdir(exist_ok=True)
    uri = from_fs_path(str(folder / f"{name}.coimbra"))
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="coimbra", version=1, text=text)))
    return uri


async def _diagnostics(client: LanguageClient, uri: str):
    async def wait():
        while not client.diagnostics.get(uri):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(client.diagnostics[uri])
    return await asyncio.wait_for(wait(), WAIT)


async def _still_answers(client: LanguageClient, uri: str) -> None:
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(types.TextDocumentIdentifier(uri)))
    assert symbols is not None
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(0, 1)))
    assert hover is None or hover.contents


@pytest.mark.asyncio(loop_scope="module")
async def test_a_binary_file_gets_a_diagnostic(client):
    uri = _open(client, "binary", bytes(range(256)).decode("latin-1") * 64)
    (diag,) = await _diagnostics(client, uri)
    assert diag.message.startswith("unexpected character '\\x00' (U+0000)")
    assert diag.range.start == types.Position(0, 0)
    await _still_answers(client, uri)


@pytest.mark.asyncio(loop_scope="module")
async def test_deep_nesting_gets_a_diagnostic(client):
    text = ("ruleset deep extends base\ncharacter c { class council back I influence 1 immediate: "
            + "choose { " * 2000 + "gain 1 coin" + " | gain 1 coin }" * 2000 + "\n}\n")
    uri = _open(client, "deep", text)
    diags = await _diagnostics(client, uri)
    assert any("nests effects deeper than 32 levels" in d.message for d in diags)
    assert all(d.range.start.line == 1 for d in diags)
    await _still_answers(client, uri)


@pytest.mark.slow
@pytest.mark.asyncio(loop_scope="module")
async def test_ten_thousand_components_get_a_diagnostic(client):
    text = "ruleset big extends base\n" + "".join(
        f'monastery m{i} {{\n  back I\n  immediate: gain 1 coin\n  text "Gain 1 coin."\n}}\n'
        for i in range(10_000))
    uri = _open(client, "big", text)
    diags = await _diagnostics(client, uri)
    assert any("is more than the limit 10000" in d.message for d in diags)
    await _still_answers(client, uri)


def _frame(obj) -> bytes:
    body = json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_a_client_that_disconnects_mid_request_leaves_a_server_that_exits_cleanly(tmp_path):
    path = tmp_path / "mod" / "mod.coimbra"
    path.parent.mkdir()
    text = "ruleset mod extends base\n" + "".join(
        f'monastery m{i} {{ back I immediate: gain 1 coin text "Gain 1 coin." }}\n' for i in range(20))
    proc = subprocess.Popen(SERVER, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    uri = from_fs_path(str(path))
    proc.stdin.write(_frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                             "params": {"processId": None, "rootUri": None, "capabilities": {}}})
                     + _frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
                     + _frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
                         "textDocument": {"uri": uri, "languageId": "coimbra", "version": 1, "text": text}}})
                     + _frame({"jsonrpc": "2.0", "id": 2, "method": "textDocument/formatting", "params": {
                         "textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": True}}})
                     + _frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {
                         "textDocument": {"uri": uri}, "position": {"line": 1, "character": 12}}})[:40])
    proc.stdin.close()                       # gone in the middle of a request's bytes
    try:
        proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("the server hung after its client left")
    err = proc.stderr.read()
    assert proc.returncode == 0, err.decode(errors="replace")
    assert b"Traceback" not in err
