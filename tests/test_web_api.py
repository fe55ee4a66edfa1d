"""The web table's JSON API through the ASGI test client: the contract,
refusals that change nothing (403 wrong token / not your turn, 409 illegal key, 4xx for
bad requests, never a 500), what a seat may see (R-SET-8: not the stack's order), undo,
hints, the WebSocket push, and a server restarted on its games folder."""
from __future__ import annotations

import json
import os
import random
import tempfile
import warnings

import pytest

pytest.importorskip("starlette")
pytest.importorskip("jinja2")
pytest.importorskip("httpx")

warnings.filterwarnings("ignore", message=".*httpx.*")
from starlette.testclient import TestClient  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

from engine.faces.web import TableStore, create_app  # noqa: E402
from web_client import make_client  # noqa: E402
from engine.faces.web.limits import Limits  # noqa: E402
from engine.faces.web.views import api_view  # noqa: E402

VIEW_KEYS = {"seat", "to_move", "phase", "observation", "legal", "log", "terminal",
             "scores", "winner"}




@pytest.fixture
def client(tmp_path):
    with make_client(tmp_path) as c:
        yield c


def start(client, seats, seed=5, rules="base") -> dict:
    r = client.post("/api/games", json={"rules": rules, "seats": seats, "seed": seed})
    assert r.status_code == 201, r.text
    return r.json()


def view(client, game, seat=0, **params) -> dict:
    r = client.get(f"/api/games/{game['id']}", params={"token": game["tokens"][str(seat)],
                                                       **params})
    assert r.status_code == 200, r.text
    return r.json()


def moves_now(client, game) -> int:
    return len(client.app.state.store.get(game["id"]).keys)


def act(client, game, seat, key, move=None):
    """POST `key` for `seat`, answering move `move` (the game's move now by default)."""
    move = moves_now(client, game) if move is None else move
    return client.post(f"/api/games/{game['id']}/actions",
                       json={"token": game["tokens"][str(seat)], "key": key, "move": move})


def undo(client, game, seat=0, move=None):
    move = moves_now(client, game) if move is None else move
    return client.post(f"/api/games/{game['id']}/undo",
                       json={"token": game["tokens"][str(seat)], "move": move})


def snapshot(client, game) -> tuple[str, str]:
    """The game's state and its saved file: both must stay as they were on a refusal."""
    store = client.app.state.store
    table = store.get(game["id"])
    return table.state.to_json(), (store.folder / f"{game['id']}.json").read_text()


def test_create_and_view_contract(client):
    game = start(client, ["human", "greedy", "human"])
    assert set(game) == {"id", "tokens", "urls", "seeded"} and game["seeded"] is True
    assert set(game["tokens"]) == {"0", "2"} == set(game["urls"])
    assert game["urls"]["2"] == f"/games/{game['id']}?seat=2&token={game['tokens']['2']}"
    assert game["tokens"]["0"] != game["tokens"]["2"] and len(game["tokens"]["0"]) >= 20
    v = view(client, game, 0)
    assert VIEW_KEYS <= set(v)
    assert v["seat"] == 0 and v["observation"]["seat"] == 0
    assert v["to_move"] == v["observation"]["current_player"]
    mover = v["to_move"]
    assert mover in (0, 2)      # the bot of seat 1 has moved if it came first
    other = 2 if mover == 0 else 0
    legal = view(client, game, mover)["legal"]
    assert legal and all(set(o) == {"key", "text"} and o["text"] for o in legal)
    assert view(client, game, other)["legal"] == []
    after = act(client, game, mover, legal[0]["key"])
    assert after.status_code == 200
    assert VIEW_KEYS <= set(after.json()) and after.json()["seat"] == mover


def test_action_runs_the_bots_until_a_person_decides(client):
    game = start(client, ["human", "random", "random"], seed=11)
    v = view(client, game)
    while not v["terminal"]:
        assert v["to_move"] == 0 and v["legal"]
        r = act(client, game, 0, v["legal"][-1]["key"])
        assert r.status_code == 200
        v = r.json()
    table = client.app.state.store.get(game["id"])
    assert v["scores"] == table.state.scores and v["winner"] == table.state.winner
    assert v["log"][-1] == f"Winner: P{v['winner'] + 1}"
    assert any(line.startswith("P1: ") and "voyages" in line for line in v["log"])


def test_wrong_token_is_403_and_changes_nothing(client):
    game = start(client, ["human", "greedy"])
    before = snapshot(client, game)
    key = view(client, game)["legal"][0]["key"]
    for token in ("nope", game["tokens"]["0"] + "x", "", None, 17, "\ud800", ["a"]):
        r = client.post(f"/api/games/{game['id']}/actions",
                        content=json.dumps({"token": token, "key": key}),
                        headers={"content-type": "application/json"})
        assert r.status_code == 403 and "token" in r.json()["error"]
    assert client.get(f"/api/games/{game['id']}", params={"token": "x"}).status_code == 403
    assert client.get(f"/api/games/{game['id']}").status_code == 403
    assert client.get(f"/games/{game['id']}", params={"token": "x"}).status_code == 403
    assert snapshot(client, game) == before


def test_other_seats_turn_is_403_and_changes_nothing(client):
    game = start(client, ["human", "human"])
    mover = view(client, game)["to_move"]
    waiting = 1 - mover
    before = snapshot(client, game)
    key = view(client, game, mover)["legal"][0]["key"]
    r = act(client, game, waiting, key)
    assert r.status_code == 403 and "turn" in r.json()["error"]
    assert snapshot(client, game) == before
    r = client.get(f"/api/games/{game['id']}/hint", params={"token": game["tokens"][str(waiting)]})
    assert r.status_code == 403


def test_illegal_key_is_409_with_the_reason_and_changes_nothing(client):
    game = start(client, ["human", "greedy"])
    before = snapshot(client, game)
    for key in ("place die=white-9 at=castle", "fly away", "", "x" * 5000):
        r = act(client, game, 0, key)
        assert r.status_code == 409, (key[:20], r.status_code)
        assert r.json()["error"]
    r = act(client, game, 0, "take card=nobody")
    assert "not legal now" in r.json()["error"] and "legal:" in r.json()["error"]
    assert snapshot(client, game) == before


@pytest.mark.parametrize("body, headers, status", [
    (b"{not json", {"content-type": "application/json"}, 400),
    (b"[1, 2]", {"content-type": "application/json"}, 400),
    (b'"text"', {"content-type": "application/json"}, 400),
    (b"[" * 100000 + b"]" * 100000, {"content-type": "application/json"}, 413),
    (json.dumps({"token": "t", "key": "pass", "pad": "x" * 20000}).encode(),
     {"content-type": "application/json"}, 413),
    (b'{"key": "pass"}', {"content-type": "text/plain"}, 415),
    (b'{"key": "pass"}', {"content-type": "application/json", "content-length": "abc"}, 413),
])
def test_bad_bodies_are_a_clear_4xx(client, body, headers, status):
    game = start(client, ["human", "greedy"])
    before = snapshot(client, game)
    for path in (f"/api/games/{game['id']}/actions", "/api/games",
                 f"/api/games/{game['id']}/undo"):
        r = client.post(path, content=body, headers=headers)
        assert r.status_code == status, (path, r.status_code, r.text[:200])
        assert r.json()["error"]
    assert snapshot(client, game) == before


@pytest.mark.parametrize("payload, word", [
    ({"rules": "nonesuch", "seats": ["human", "greedy"]}, "rule set"),
    ({"rules": "/etc", "seats": ["human", "greedy"]}, "rule set"),
    ({"rules": "base", "seats": ["human"]}, "players"),
    ({"rules": "base", "seats": ["human"] * 7}, "players"),
    ({"rules": "base", "seats": ["greedy", "random"]}, "human"),
    ({"rules": "base", "seats": ["human", "genius"]}, "seat kind"),
    ({"rules": "base", "seats": "human,greedy"}, "seats"),
    ({"rules": "base", "seats": [1, 2]}, "seats"),
    ({"rules": "base", "seats": ["human", "greedy"], "seed": -1}, "seed"),
    ({"rules": "base", "seats": ["human", "greedy"], "seed": "5"}, "seed"),
    ({"rules": "base", "seats": ["human", "greedy"], "seed": 1.5}, "seed"),
    ({"rules": "base", "seats": ["human", "greedy"], "seed": True}, "seed"),
    ({"rules": "base", "seats": ["human", "greedy"], "seed": 10**30}, "seed"),
    ({"rules": ["base"], "seats": ["human", "greedy"]}, "rule set"),
    ({"rules": {"a": 1}, "seats": ["human", "greedy"]}, "rule set"),
])
def test_bad_new_games_are_refused(client, payload, word):
    r = client.post("/api/games", json=payload)
    assert r.status_code == 422 and word in r.json()["error"]
    assert client.app.state.store.tables == {}


def test_unknown_games_and_paths_are_404_never_500(client):
    game = start(client, ["human", "greedy"])
    token = game["tokens"]["0"]
    for path in ("/api/games/0123456789abcdef", "/api/games/..%2f..%2fetc",
                 "/games/nope", "/games/nope/board", "/api/nothing", "/static/nope.js"):
        r = client.get(path, params={"token": token})
        assert r.status_code == 404, path
    r = client.post("/api/games/0123456789abcdef/actions", json={"token": token, "key": "x"})
    assert r.status_code == 404 and r.json()["error"]
    assert client.get(f"/api/games/{game['id']}", params={"token": token,
                                                          "at": "x"}).status_code == 400
    assert client.get(f"/api/games/{game['id']}", params={"token": token,
                                                          "at": "99999"}).status_code == 404
    r = client.post(f"/api/games/{game['id']}/actions", json={"token": token, "move": 1})
    assert r.status_code == 400 and "key" in r.json()["error"]
    r = client.post(f"/api/games/{game['id']}/actions",
                    json={"token": token, "key": ["a"], "move": 1})
    assert r.status_code == 400


def test_a_seat_never_sees_the_stack_order_or_other_tokens(client):
    """R-SET-8: the stack's order is hidden; a view is the same for every order."""
    game = start(client, ["human", "human", "greedy"], seed=3)
    table = client.app.state.store.get(game["id"])
    stack = list(table.state.stack)
    assert len(stack) > 10
    for seat in (0, 1):
        text = json.dumps(view(client, game, seat))
        page = client.get(game["urls"][str(seat)]).text
        assert not [cid for cid in stack if cid in text or cid in page]
        other = game["tokens"][str(1 - seat)]
        assert other not in text and other not in page
    shuffled = table.state.clone()
    shuffled.determinize(random.Random(1))
    assert shuffled.stack != table.state.stack
    for seat in (0, 1):
        assert api_view(table, seat, shuffled, len(table.keys)) == api_view(table, seat)


def test_texts_are_escaped_on_the_page(client):
    game = start(client, ["human", "greedy"])
    page = client.get(game["urls"]["0"])
    assert page.status_code == 200
    assert "<script>alert" not in page.text
    r = act(client, game, 0, "<script>alert(1)</script>")
    assert r.status_code == 409
    page = client.get(game["urls"]["0"]).text
    assert "<script>alert" not in page
    assert page.count("<script") == 3      # targets, meta (JSON data) and table.js


def test_earlier_moves_can_be_viewed_one_by_one(client):
    game = start(client, ["human", "random"], seed=8)
    for _ in range(6):
        act(client, game, 0, view(client, game)["legal"][0]["key"])
    v = view(client, game)
    table = client.app.state.store.get(game["id"])
    for n in range(v["moves"] + 1):
        past = view(client, game, at=str(n))
        assert past["moves"] == n and past["legal"] == [] or n == v["moves"]
        from engine import Game
        st = Game(table.rules, 2, 8).replay(table.keys[:n])
        assert past["observation"] == st.observation(0)
    r = client.get(f"/games/{game['id']}/board", params={"token": game["tokens"]["0"],
                                                         "at": "1"})
    assert r.status_code == 200 and "showing move 1" in r.text


def test_undo_against_bots_restores_the_decision(client):
    game = start(client, ["human", "greedy"], seed=4)
    v = view(client, game)
    assert v["can_undo"] is False
    r = undo(client, game)
    assert r.status_code == 409 and "no decision" in r.json()["error"]
    before = snapshot(client, game)[0]
    act(client, game, 0, v["legal"][0]["key"])          # setup: nothing hidden is shown
    before2 = snapshot(client, game)[0]
    act(client, game, 0, view(client, game)["legal"][0]["key"])
    assert view(client, game)["can_undo"] is True
    r = undo(client, game)
    assert r.status_code == 200 and r.json()["to_move"] == 0
    assert snapshot(client, game)[0] == before2
    assert undo(client, game).status_code == 200
    state, saved = snapshot(client, game)
    assert state == before
    assert json.loads(saved)["save"] == state
    assert undo(client, game).status_code == 409


def test_undo_is_refused_once_chance_has_shown_something(client):
    """An undo must not let a seat decide again knowing what its decision revealed (a
    roll, a card dealt): after a reveal the decision stands (409) and nothing changes;
    an undo allowed restores a state whose hidden parts are those of now (R-A-1)."""
    from engine.faces.web.tables import hidden_part
    game = start(client, ["human", "greedy"], seed=4)
    table = client.app.state.store.get(game["id"])
    for _ in range(3):          # start group, start corner, then the step that rolls
        act(client, game, 0, view(client, game)["legal"][0]["key"])
    assert table.state.phase == "B"
    assert view(client, game)["can_undo"] is False
    before = snapshot(client, game)
    r = undo(client, game)
    assert r.status_code == 409 and "revealed" in r.json()["error"]
    assert snapshot(client, game) == before
    hidden = hidden_part(table.state)
    act(client, game, 0, view(client, game)["legal"][0]["key"])     # a placement
    assert view(client, game)["can_undo"] is True
    assert undo(client, game).status_code == 200
    assert snapshot(client, game) == before and hidden_part(table.state) == hidden


def test_a_retried_or_doubled_post_plays_once(client):
    """A POST names the move it answers: sent twice (a retry, a double click, two at
    once) it is played once and both get the answer of the first; a stale or future
    move is refused; a POST without a move is 400."""
    import threading
    game = start(client, ["human", "random"], seed=3)
    table = client.app.state.store.get(game["id"])
    m = len(table.keys)
    key = view(client, game)["legal"][0]["key"]
    assert client.post(f"/api/games/{game['id']}/actions",
                       json={"token": game["tokens"]["0"], "key": key}).status_code == 400
    for bad in ("1", 1.0, True, None, [m]):
        r = client.post(f"/api/games/{game['id']}/actions",
                        json={"token": game["tokens"]["0"], "key": key, "move": bad})
        assert r.status_code == 400 and "move" in r.json()["error"]
    first = act(client, game, 0, key, move=m)
    assert first.status_code == 200
    after = list(table.keys)
    again = act(client, game, 0, key, move=m)
    assert again.status_code == 200 and again.json() == first.json()
    assert table.keys == after
    other = view(client, game)["legal"][-1]["key"]
    if other != key:
        assert act(client, game, 0, other, move=m).status_code == 409
    assert act(client, game, 0, other, move=len(table.keys) + 5).status_code == 409
    assert table.keys == after
    n = len(table.keys)         # two at once: one plays, both are answered alike
    key = view(client, game)["legal"][0]["key"]
    answers = []
    threads = [threading.Thread(target=lambda: answers.append(act(client, game, 0, key, n)))
               for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [a.status_code for a in answers] == [200, 200]
    assert table.keys[n] == key and table.movers[n + 1:] == [1] * (len(table.keys) - n - 1)
    assert answers[0].json() == answers[1].json()
    u = len(table.keys)         # an undo sent twice takes back one decision
    first = undo(client, game, move=u)
    assert first.status_code == 200
    left = len(table.keys)
    second = undo(client, game, move=u)
    assert second.status_code == 200 and second.json() == first.json()
    assert len(table.keys) == left == n
    assert undo(client, game, move=u + 1).status_code == 409


def test_undo_is_refused_when_another_person_plays(client):
    game = start(client, ["human", "human"])
    mover = view(client, game)["to_move"]
    act(client, game, mover, view(client, game, mover)["legal"][0]["key"])
    r = undo(client, game, mover)
    assert r.status_code == 409 and "bots" in r.json()["error"]


def test_hint_is_the_greedy_bots_choice(client):
    from engine.bots import make_bot
    game = start(client, ["human", "random"], seed=2)
    table = client.app.state.store.get(game["id"])
    r = client.get(f"/api/games/{game['id']}/hint", params={"token": game["tokens"]["0"]})
    assert r.status_code == 200
    hint = r.json()
    keys = [o["key"] for o in view(client, game)["legal"]]
    assert hint["key"] in keys and hint["text"]
    assert hint["key"] == make_bot("greedy", len(table.keys)).choose(table.state.clone()).key


def test_websocket_pushes_the_other_seats_move(client):
    game = start(client, ["human", "human"], seed=9)
    mover = view(client, game)["to_move"]
    watcher = 1 - mover
    with client.websocket_connect(f"/ws/games/{game['id']}?token="
                                  f"{game['tokens'][str(watcher)]}") as ws:
        first = ws.receive_json()
        assert first["seat"] == watcher and first["legal"] == []
        ws.send_bytes(b"\x00\xff")           # what a page sends is ignored
        ws.send_text("hello")
        key = view(client, game, mover)["legal"][0]["key"]
        assert act(client, game, mover, key).status_code == 200
        pushed = ws.receive_json()
        assert pushed["moves"] == first["moves"] + 1
        assert pushed["seat"] == watcher
        said = view(client, game, mover)["log"][len(first["log"])]
        assert pushed["log"][len(first["log"])] == said.replace(f"P{mover + 1} (you)",
                                                                f"P{mover + 1}")
    with pytest.raises(WebSocketDisconnect), \
            client.websocket_connect(f"/ws/games/{game['id']}?token=wrong") as ws:
        ws.receive_json()


def test_a_restarted_server_serves_every_game_where_it_was(tmp_path):
    games = []
    with make_client(tmp_path) as c:
        for seed, seats in ((1, ["human", "greedy"]), (2, ["human", "human", "random"])):
            game = start(c, seats, seed=seed)
            for _ in range(5):
                v = view(c, game, 0)
                if v["to_move"] == 0:
                    act(c, game, 0, v["legal"][0]["key"])
            games.append((game, view(c, game, 0)))
    (tmp_path / "ffffffffffffffff.json").write_text("{damaged")
    (tmp_path / "notes.txt").write_text("not a game")
    store = TableStore(tmp_path, {"base": "base"})
    store.open()
    assert store.skipped and "ffffffffffffffff.json" in store.skipped[0]
    assert (tmp_path / "ffffffffffffffff.json").read_text() == "{damaged"
    with TestClient(create_app(store), raise_server_exceptions=False) as c:
        for game, old in games:
            new = view(c, game, 0)
            assert new == old
            page = c.get(game["urls"]["0"])
            assert page.status_code == 200
            if new["to_move"] == 0:
                assert act(c, game, 0, new["legal"][0]["key"]).status_code == 200


def test_a_failed_save_changes_nothing(client, monkeypatch):
    game = start(client, ["human", "greedy"])
    store = client.app.state.store
    before = snapshot(client, game)

    def full_disk(table):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(store, "save", full_disk)
    r = act(client, game, 0, view(client, game)["legal"][0]["key"])
    assert r.status_code == 503 and "nothing was changed" in r.json()["error"]
    monkeypatch.undo()
    assert snapshot(client, game) == before


def test_a_local_server_answers_only_to_local_names(tmp_path):
    store = TableStore(tmp_path, {"base": "base"})
    app = create_app(store, allowed_hosts=["127.0.0.1", "localhost"])
    with TestClient(app, base_url="http://127.0.0.1:8000") as c:
        assert c.get("/").status_code == 200
        assert c.get("/", headers={"host": "evil.example:8000"}).status_code == 400
        r = c.post("/api/games", json={"seats": ["human", "random"]},
                   headers={"host": "evil.example"})
        assert r.status_code == 400 and store.tables == {}


def test_lobby_offers_the_rule_sets(client):
    page = client.get("/")
    assert page.status_code == 200
    assert 'value="base"' in page.text and "Start the game" in page.text
    assert client.get("/static/table.js").status_code == 200
    assert client.get("/gallery.css").status_code == 200


def test_100_seeded_games_against_bots_all_finish():
    """100 seeded games through the API, 2-4 players, one person (playing
    seeded random choices) against random bots: no error, every game finished. The
    games folder is in memory when the system has one (saving is fsynced); requests go
    through httpx's ASGI transport (the test client's threads cost more than the game)."""
    import asyncio

    import httpx
    shm = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None

    async def play_all(store) -> None:
        transport = httpx.ASGITransport(app=create_app(store, limits=Limits.off()))
        async with httpx.AsyncClient(transport=transport, base_url="http://table") as c:
            for seed in range(100):
                seats = ["human"] + ["random"] * (1 + seed % 3)
                r = await c.post("/api/games", json={"rules": "base", "seats": seats,
                                                     "seed": seed})
                assert r.status_code == 201, r.text
                game = r.json()
                token, url = game["tokens"]["0"], f"/api/games/{game['id']}"
                v = (await c.get(url, params={"token": token})).json()
                rng = random.Random(seed)
                while not v["terminal"]:
                    r = await c.post(url + "/actions",
                                     json={"token": token, "key": rng.choice(v["legal"])["key"],
                                           "move": v["moves"]})
                    assert r.status_code == 200, (seed, r.text)
                    v = r.json()
                table = store.get(game["id"])
                assert v["scores"] == table.state.scores and v["winner"] == table.state.winner
                saved = json.loads((store.folder / f"{game['id']}.json").read_text())
                assert saved["keys"] == table.keys

    with tempfile.TemporaryDirectory(dir=shm) as folder:
        store = TableStore(folder, {"base": "base"}, Limits.off())
        store.open()
        asyncio.run(play_all(store))
        assert len(store.tables) == 100
        assert all(t.state.is_terminal for t in store.tables.values())


def test_any_request_body_is_answered_without_a_500_and_refusals_change_nothing(tmp_path):
    """Property: whatever JSON a client posts to an action, the answer is 200 (a legal
    key of the seat to move) or a 4xx, and after a 4xx the game is as it was."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as hs

    with make_client(tmp_path) as c:
        game = start(c, ["human", "human"], seed=6)
        tokens = list(game["tokens"].values())
        texts = hs.text(hs.characters(codec=None), max_size=30)    # lone surrogates too
        values = hs.recursive(hs.none() | hs.booleans() | hs.integers() | texts,
                              lambda inner: hs.lists(inner, max_size=3)
                              | hs.dictionaries(hs.text(max_size=5), inner, max_size=3),
                              max_leaves=8)
        keys = hs.sampled_from(["pass", "stop", "start group=1", "start corner=nw",
                                "place die=gray-3 at=castle"]) | hs.text(max_size=40) | values
        moves = hs.integers(0, 3) | values
        bodies = hs.fixed_dictionaries({"token": hs.sampled_from(tokens) | values,
                                        "key": keys, "move": moves}) | values

        @settings(max_examples=60, deadline=None,
                  suppress_health_check=[HealthCheck.function_scoped_fixture])
        @given(bodies)
        def check(body):
            before = snapshot(c, game)
            r = c.post(f"/api/games/{game['id']}/actions", content=json.dumps(body),
                       headers={"content-type": "application/json"})
            assert r.status_code in (200, 400, 403, 409), (body, r.status_code)
            if r.status_code != 200:
                assert r.json()["error"] and snapshot(c, game) == before

        check()


def test_every_clickable_option_points_at_a_thing_on_the_table(tmp_path):
    """Each option that a click on the table can choose (a die, card, tile, voyage,
    track, location or map space) names something the page draws, so the click works."""
    from engine.faces.web.app import _board_context, templates

    store = TableStore(tmp_path, {"base": "base"})
    store.open()
    kinds = set()
    for seed in (1, 2):
        table = store.create("base", ["human", "random", "random"], seed)
        rng = random.Random(seed)
        while not table.state.is_terminal:
            context = _board_context(table, 0, None)
            html = templates.get_template("board.html").render(b=context, game=table)
            for name in context["targets"]:
                assert f'data-target="{name}"' in html or f'id="{name}"' in html, name
                kinds.add(name.split("-")[0])
            table.play(0, rng.choice(table.state.legal_actions()).key, store.save)
    assert {"pool", "loc", "card", "favor", "voyage", "node", "die", "track"} <= kinds


def test_earlier_moves_after_an_undo_are_those_of_the_new_line(client):
    from engine import Game

    game = start(client, ["human", "random"], seed=13)
    table = client.app.state.store.get(game["id"])
    for _ in range(4):
        act(client, game, 0, view(client, game)["legal"][0]["key"])
    cached = len(table.keys) - 1
    view(client, game, at=str(cached))       # a frame cached late in the line
    for _ in range(3):
        undo(client, game)
    while len(table.keys) <= cached + 1:
        act(client, game, 0, view(client, game)["legal"][-1]["key"])
    for n in (cached, *range(len(table.keys) + 1)):
        st = Game(table.rules, 2, 13).replay(table.keys[:n])
        assert view(client, game, at=str(n))["observation"] == st.observation(0), n


def test_the_view_says_who_is_winning_as_an_estimate(client):
    """Every seat's VP so far and an estimated final VP by source; the estimate reads no
    hidden information (the same after the stack and the chance state are redrawn)."""
    import random

    from engine.bots.valuation import final_score_estimate
    from engine.faces.standings import standings
    r = client.post("/api/games", json={"rules": "base", "seats": ["human", "greedy"],
                                        "seed": 4})
    doc = r.json()
    view = client.get(f"/api/games/{doc['id']}?token={doc['tokens']['0']}").json()
    assert "estimate" in view["estimate_label"]
    assert [s["seat"] for s in view["standings"]] == [0, 1]
    table = client.app.state.store.get(doc["id"])
    for row in view["standings"]:
        parts = final_score_estimate(table.state, row["seat"])
        assert row["estimate"] == round(sum(parts.values()))
        assert row["vp"] == table.state.players[row["seat"]].vp
    other = table.state.clone()
    other.determinize(random.Random(99))
    assert standings(other) == view["standings"]


def test_whose_die_and_whose_track_disk_is_written_not_only_coloured(tmp_path):
    """Each die in a row says its seat (P2) and each track disk its seat number, besides
    their colours (R-B-1, R-LIM-6)."""
    import re

    from engine.faces.web.app import _board_context, templates

    store = TableStore(tmp_path, {"base": "base"})
    store.open()
    table = store.create("base", ["human", "random", "random"], 3)
    rng = random.Random(3)
    while not any(seat >= 0 for row in table.state.rows.values() for seat, _ in row):
        table.play(table.state.current_player, rng.choice(table.state.legal_actions()).key,
                   store.save)
    html = templates.get_template("board.html").render(b=_board_context(table, 0, None),
                                                       game=table)
    dice = [f"P{seat + 1}" for row in table.state.rows.values() for seat, _ in row if seat >= 0]
    assert sorted(re.findall(r'class="owner-tag">(P\d)<', html)) == sorted(dice)
    marks = re.findall(r'class="marker seat-mark"[^>]*>(\d)<', html)
    assert sorted(marks) == sorted(str(s + 1) for s in range(3) for _ in range(4))
