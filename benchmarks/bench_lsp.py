"""Diagnostics after an edit, through the language server (`coimbra lsp`; target: under
300 ms warm on base).

A real client (pygls) starts `coimbra lsp` over stdio, opens a copy of base's
characters.coimbra and waits for its first diagnostics (cold: grammar, every file parsed,
every printed text read). Then it types, in turn, a typo and its fix (a syntax error the
loader stops at) and a printed text that means another rule and its fix (the whole set is
loaded and validated, one text read anew), and times each edit from the `didChange` it
sends to the `publishDiagnostics` for that file it receives. Prints the cold figure and
the median and worst warm figures of each kind.

    python benchmarks/bench_lsp.py [edits]
"""
from __future__ import annotations

import asyncio
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path

from coimbra_dsl.loader import rules_root

EDITS = {
    "syntax error": ("class council", "class councl"),
    "printed text": ('text "Gain 5 guards."', 'text "Gain 4 guards."'),
}


async def measure(edits: int) -> dict[str, list[float]]:
    work = Path(tempfile.mkdtemp(prefix="coimbra-bench-lsp-"))
    shutil.copytree(rules_root() / "base", work / "base")
    path = work / "base" / "characters.coimbra"
    uri = from_fs_path(str(path))
    text = path.read_text(encoding="utf-8")
    client = LanguageClient("bench", "1")
    arrived: asyncio.Queue = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def _published(params: types.PublishDiagnosticsParams) -> None:
        if params.uri == uri:
            arrived.put_nowait((time.perf_counter(), len(params.diagnostics)))

    await client.start_io(sys.executable, "-m", "engine.faces.cli", "lsp")
    await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))
    client.initialized(types.InitializedParams())
    figures: dict[str, list[float]] = {"cold open": []}
    start = time.perf_counter()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="coimbra", version=1, text=text)))
    at, _ = await arrived.get()
    figures["cold open"].append(at - start)
    version = 1
    for _ in range(edits):
        for kind, (good, bad) in EDITS.items():
            for new in (text.replace(good, bad, 1), text):
                version += 1
                start = time.perf_counter()
                client.text_document_did_change(types.DidChangeTextDocumentParams(
                    types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                    [types.TextDocumentContentChangeWholeDocument(text=new)]))
                at, _ = await arrived.get()
                figures.setdefault(kind, []).append(at - start)
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    shutil.rmtree(work, ignore_errors=True)
    return figures


def main() -> None:
    edits = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    figures = asyncio.run(measure(edits))
    print(f"cold open: {figures.pop('cold open')[0] * 1000:.0f} ms")
    for kind, times in figures.items():
        warm = times[2:]                      # the first edits of a kind warm its caches
        print(f"{kind}: median {statistics.median(warm) * 1000:.0f} ms, worst "
              f"{max(warm) * 1000:.0f} ms over {len(warm)} edits (typo and fix)")


if __name__ == "__main__":
    main()
