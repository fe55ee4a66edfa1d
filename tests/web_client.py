"""The web table under Starlette's test client, for the web test modules (each skips
first when the web extra is absent)."""
from __future__ import annotations

from starlette.testclient import TestClient

from engine.faces.web import TableStore, create_app


def make_client(folder, limits=None) -> TestClient:
    """A table server on the games folder `folder` (the base rules), errors as responses."""
    store = TableStore(folder, {"base": "base"}, limits)
    store.open()
    return TestClient(create_app(store), raise_server_exceptions=False)
