"""The web table against a hostile seat and a hostile local account: no seat can learn
the seed (so neither the character stack nor future rolls, R-SET-8, R-A-1) from what it
is served; bots and hints decide without the hidden parts; tokens are kept only as
hashes in files only the user can read; the games folder is read without stalling."""
from __future__ import annotations

import json
import os
import stat
import warnings

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

warnings.filterwarnings("ignore", message=".*httpx.*")

from engine import GameState  # noqa: E402
from engine.faces.web import TableStore  # noqa: E402
from web_client import make_client  # noqa: E402
from engine.faces.web.tables import hidden_part, token_hash  # noqa: E402




@pytest.fixture
def client(tmp_path):
    with make_client(tmp_path) as c:
        yield c


def create(client, seats=("human", "greedy"), **extra) -> dict:
    r = client.post("/api/games", json={"rules": "base", "seats": list(seats), **extra})
    assert r.status_code == 201, r.text
    return r.json()


def act(client, game, seat=0, key=None):
    table = client.app.state.store.get(game["id"])
    key = key or table.state.legal_actions()[0].key
    return client.post(f"/api/games/{game['id']}/actions",
                       json={"token": game["tokens"][str(seat)], "key": key,
                             "move": len(table.keys)})


def everything_served(client, game, seat=0) -> str:
    """Every text the server sends this seat: view, earlier views, pages, push, hint."""
    token = game["tokens"][str(seat)]
    gid = game["id"]
    texts = [client.get("/").text, client.get(f"/games/{gid}", params={"token": token}).text,
             client.get(f"/games/{gid}/board", params={"token": token}).text,
             client.get(f"/api/games/{gid}/hint", params={"token": token}).text]
    v = client.get(f"/api/games/{gid}", params={"token": token}).json()
    texts += [json.dumps(v)] + [client.get(f"/api/games/{gid}", params={"token": token,
                                                                        "at": str(n)}).text
                                for n in range(v["moves"] + 1)]
    with client.websocket_connect(f"/ws/games/{gid}?token={token}") as ws:
        texts.append(json.dumps(ws.receive_json()))
    return "\n".join(texts)


def test_R_A_1_a_game_without_a_seed_draws_one_no_seat_can_search_or_read(client):
    """256 bits from `secrets`: the whole seeding of the RNG, not a number a seat can
    try one by one; and the seed is in nothing the seat is served."""
    seeds = set()
    for _ in range(3):
        game = create(client)
        table = client.app.state.store.get(game["id"])
        assert game["seeded"] is False and table.seeded is False
        assert table.seed.bit_length() > 128
        seeds.add(table.seed)
        for _ in range(4):
            act(client, game)
        served = everything_served(client, game)
        assert str(table.seed) not in served and hex(table.seed)[2:] not in served
        assert "seeded" not in client.get(f"/games/{game['id']}/board",
                                          params={"token": game["tokens"]["0"]}).text
    assert len(seeds) == 3


def test_a_typed_seed_marks_the_game_seeded_in_the_lobby_and_the_view(client):
    assert "seeded — the creator can know the stacks" in client.get("/").text
    game = create(client, seed=12)
    assert game["seeded"] is True
    token = game["tokens"]["0"]
    v = client.get(f"/api/games/{game['id']}", params={"token": token}).json()
    assert v["seeded"] is True
    page = client.get(f"/games/{game['id']}", params={"token": token}).text
    assert 'id="seeded"' in page and "the creator can know the stacks" in page


def test_bots_and_hints_decide_on_a_copy_with_the_hidden_parts_redrawn(client, monkeypatch):
    """A bot's move (seen by every seat) or a hint must not depend on the stack order or
    the RNG: what they are given shows the same to every seat but hides other parts."""
    from engine.bots.greedy import GreedyBot
    seen = []
    real_choose = GreedyBot.choose

    def spying(self, state):
        seen.append(state)
        return real_choose(self, state)
    monkeypatch.setattr(GreedyBot, "choose", spying)
    game = create(client, seats=("human", "greedy", "greedy"), seed=21)
    table = client.app.state.store.get(game["id"])
    for _ in range(6):
        act(client, game)
    assert seen
    hint = client.get(f"/api/games/{game['id']}/hint", params={"token": game["tokens"]["0"]})
    assert hint.status_code == 200
    given = seen[-1]
    assert given.observation(0) == table.state.observation(0)
    assert hidden_part(given) != hidden_part(table.state)


def test_tokens_are_kept_only_as_hashes_and_links_work_after_a_restart(tmp_path):
    with make_client(tmp_path) as c:
        game = create(c, seats=("human", "human"))
    saved = (tmp_path / f"{game['id']}.json").read_text()
    for token in game["tokens"].values():
        assert token not in saved and token_hash(token) in saved
    with make_client(tmp_path) as c:
        for seat, url in game["urls"].items():
            assert c.get(url).status_code == 200
            r = c.get(f"/api/games/{game['id']}", params={"token": game["tokens"][seat]})
            assert r.status_code == 200 and r.json()["seat"] == int(seat)
        store = c.app.state.store
        assert not hasattr(store.get(game["id"]), "tokens")
        bad = token_hash(game["tokens"]["0"])         # the hash itself is no token
        assert c.get(f"/api/games/{game['id']}", params={"token": bad}).status_code == 403


def test_an_older_save_with_tokens_in_the_clear_is_rewritten_with_hashes(tmp_path):
    with make_client(tmp_path) as c:
        game = create(c)
    path = tmp_path / f"{game['id']}.json"
    doc = json.loads(path.read_text())
    doc["version"] = 1
    doc["tokens"] = {"0": game["tokens"]["0"]}
    del doc["token_hashes"], doc["seeded"]
    path.write_text(json.dumps(doc))
    os.chmod(path, 0o644)
    with make_client(tmp_path) as c:
        assert c.get(game["urls"]["0"]).status_code == 200
        assert c.app.state.store.get(game["id"]).seeded is True
    text = path.read_text()
    assert game["tokens"]["0"] not in text and '"version":3' in text
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_game_files_and_folder_are_private_whatever_the_umask(tmp_path, monkeypatch):
    """0600 files in a 0700 folder even under umask 000, and saving never calls
    `os.umask` (it is process-wide: another thread's files would get its mask)."""
    folder = tmp_path / "games"
    old = os.umask(0)
    try:
        def no_umask(mask):
            raise AssertionError("the process umask was touched")
        monkeypatch.setattr(os, "umask", no_umask)
        with make_client(folder) as c:
            game = create(c)
            act(c, game)
        monkeypatch.undo()
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    files = list(folder.iterdir())
    assert [p.name for p in files] == [f"{game['id']}.json"]
    assert stat.S_IMODE(os.stat(files[0]).st_mode) == 0o600
    os.chmod(folder, 0o755)             # an older server's folder is made private again
    with make_client(folder):
        pass
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_the_games_folder_reads_only_regular_files_under_the_cap(tmp_path):
    """A FIFO, a link, a folder, a sparse file of 1.5 GB and a name with a terminal
    escape in it: each is skipped with one printable line, none is read or waited on."""
    with make_client(tmp_path) as c:
        game = create(c)
    os.mkfifo(tmp_path / "fifo.json")
    with open(tmp_path / "huge.json", "wb") as f:
        f.truncate(1536 * 1024 * 1024)
    os.symlink(tmp_path / f"{game['id']}.json", tmp_path / "link.json")
    (tmp_path / "dir.json").mkdir()
    (tmp_path / "\x1b[2Jbad\n.json").write_text("{")
    store = TableStore(tmp_path, {"base": "base"})
    store.open()
    assert list(store.tables) == [game["id"]]
    lines = {line.split(":")[0]: line for line in store.skipped}
    assert "not a regular file" in lines["fifo.json"]
    assert "not a regular file" in lines["link.json"] and "dir.json" in lines
    assert "larger than" in lines["huge.json"]
    assert all(line.isprintable() for line in store.skipped), store.skipped
    assert any("\\x1b[2Jbad\\n.json" in line for line in store.skipped)


def test_a_save_read_back_is_the_game(tmp_path):
    with make_client(tmp_path) as c:
        game = create(c)
        act(c, game)
        state = c.app.state.store.get(game["id"]).state.to_json()
    store = TableStore(tmp_path, {"base": "base"})
    store.open()
    assert store.get(game["id"]).state.to_json() == state
    GameState.from_json(state, store.rules("base"))
