"""The web table's bounds and refusals: every bad request a 4xx (never a 500), Host
checked for every loopback name, and each bound of `Limits` (games per server and per
client, request rate, WebSockets per seat, a late request head) a clear 429 or a
closed connection, never a stall."""
from __future__ import annotations

import socket
import threading
import time
import warnings

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

warnings.filterwarnings("ignore", message=".*httpx.*")
from starlette.testclient import TestClient  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

from engine.faces.web import TableStore, create_app  # noqa: E402
from engine.faces.web.app import host_name, is_loopback  # noqa: E402
from engine.faces.web.limits import Buckets, Limits, Window  # noqa: E402

SEATS = ["human", "random"]


def client_with(tmp_path, **bounds) -> TestClient:
    limits = Limits(**{**Limits.off().__dict__, **bounds})
    store = TableStore(tmp_path, {"base": "base"}, limits)
    store.open()
    return TestClient(create_app(store), raise_server_exceptions=False)


def create(c, **extra):
    return c.post("/api/games", json={"rules": "base", "seats": SEATS, **extra})


@pytest.mark.parametrize("at", ["²", "٧", "１", "-1", "1.0", " 1", "x", "9" * 12])
def test_at_takes_ascii_digits_only(tmp_path, at):
    with client_with(tmp_path) as c:
        game = create(c).json()
        token = game["tokens"]["0"]
        for path in (f"/api/games/{game['id']}", f"/games/{game['id']}/board"):
            r = c.get(path, params={"token": token, "at": at})
            assert r.status_code == 400 and "digits" in r.json()["error"], (path, at)


@pytest.mark.parametrize("body", [{"rules": ["base"], "seats": SEATS},
                                  {"rules": None, "seats": SEATS},
                                  {"rules": 3, "seats": SEATS},
                                  {"rules": "base", "seats": {"0": "human"}},
                                  {"rules": "base", "seats": [["human"]]}])
def test_a_mistyped_new_game_is_422(tmp_path, body):
    with client_with(tmp_path) as c:
        r = c.post("/api/games", json=body)
        assert r.status_code == 422 and r.json()["error"]


def test_games_per_server_and_per_client_are_429(tmp_path):
    with client_with(tmp_path, games_per_client=2) as c:
        assert [create(c).status_code for _ in range(3)] == [201, 201, 429]
        assert "last hour" in create(c).json()["error"]
        assert len(c.app.state.store.tables) == 2
    with client_with(tmp_path / "b", games=1) as c:
        assert [create(c).status_code for _ in range(2)] == [201, 429]
        assert "limit of 1 games" in create(c).json()["error"]


def test_request_rate_is_429_with_retry_after(tmp_path):
    with client_with(tmp_path, requests_per_second=0.01, request_burst=3) as c:
        answers = [c.get("/") for _ in range(5)]
        assert [r.status_code for r in answers] == [200, 200, 200, 429, 429]
        assert int(answers[3].headers["retry-after"]) >= 1 and answers[3].json()["error"]


def test_the_rate_bucket_refills_and_forgets_idle_clients():
    now = [0.0]
    b = Buckets(rate=2.0, burst=2, clock=lambda: now[0])
    assert [b.take("a") for _ in range(3)][:2] == [0.0, 0.0] and b.take("a") > 0
    now[0] += 1.0
    assert b.take("a") == 0.0
    b.MAX_CLIENTS = 3
    for name in "bcdefg":
        b.take(name)
    assert len(b.level) <= 3
    w = Window(10.0, clock=lambda: now[0])
    w.add("a")
    assert w.count("a") == 1
    now[0] += 11
    assert w.count("a") == 0


def test_websockets_per_seat_are_bounded(tmp_path):
    with client_with(tmp_path, sockets_per_seat=2) as c:
        game = create(c).json()
        url = f"/ws/games/{game['id']}?token={game['tokens']['0']}"
        with c.websocket_connect(url) as a, c.websocket_connect(url) as b:
            a.receive_json()
            b.receive_json()
            with pytest.raises(WebSocketDisconnect) as refused, c.websocket_connect(url) as x:
                x.receive_json()
            assert refused.value.code == 1013
        with c.websocket_connect(url) as again:      # closed pages free their place
            assert again.receive_json()["seat"] == 0
        assert c.app.state.hub.open == {}


@pytest.mark.parametrize("header, ok", [("127.0.0.1:8000", True), ("localhost", True),
                                        ("[::1]:8000", True), ("[::1]", True),
                                        ("::1", True), ("evil.example", False),
                                        ("127.0.0.1.evil.example", False),
                                        ("[::1].evil:80", False), ("", False)])
def test_host_checks_every_loopback_name(tmp_path, header, ok):
    from engine.faces.commands.serve import local_names
    store = TableStore(tmp_path, {"base": "base"}, Limits.off())
    store.open()
    for host in ("127.0.0.1", "::1", "localhost"):
        app = create_app(store, allowed_hosts=local_names(host))
        with TestClient(app, base_url="http://127.0.0.1:8000") as c:
            r = c.get("/", headers={"host": header})
            assert (r.status_code == 200) is ok, (host, header, r.status_code)
    assert local_names("0.0.0.0") is None and local_names("::") is None


def test_host_names_are_read_with_their_brackets_and_ports():
    assert host_name("[::1]:8000") == "::1" and host_name("LocalHost:1") == "localhost"
    assert host_name("127.0.0.1") == "127.0.0.1" and host_name("::1") == "::1"
    assert is_loopback("127.0.0.2") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("10.0.0.1")


def test_a_slow_body_is_408():
    """A body that does not come within `body_timeout` is refused, not waited for."""
    import asyncio

    from starlette.requests import Request

    from engine.faces.web.app import read_json
    from engine.faces.web.tables import Refused

    async def never():
        await asyncio.sleep(60)
    request = Request({"type": "http", "method": "POST",
                       "headers": [(b"content-type", b"application/json")]}, never)
    with pytest.raises(Refused) as refused:
        asyncio.run(read_json(request, 0.05))
    assert refused.value.status == 408 and "did not arrive" in refused.value.message


def test_a_silent_or_slow_connection_is_closed_by_the_server(tmp_path):
    """`serve`'s protocol closes a connection whose request head does not come: one
    that says nothing and one that sends half a head (uvicorn alone keeps both)."""
    import asyncio

    import uvicorn

    from engine.faces.web.protocol import timed_protocol
    store = TableStore(tmp_path, {"base": "base"}, Limits.off())
    store.open()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(create_app(store), host="127.0.0.1", port=port,
                            log_level="critical", http=timed_protocol(0.3), lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=lambda: asyncio.run(server.serve()), daemon=True)
    thread.start()
    try:
        for _ in range(200):
            if server.started:
                break
            time.sleep(0.05)
        for start in (b"", b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"):
            with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
                s.sendall(start)
                assert s.recv(100) == b""           # closed by the server, not by us
        with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
            s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert s.recv(20).startswith(b"HTTP/1.1 200")
    finally:
        server.should_exit = True
        thread.join(timeout=30)
