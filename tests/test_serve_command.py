"""`coimbra serve`: the rule sets it offers, bad arguments in one line, and a
real server that binds 127.0.0.1 by default, prints its address, and continues the games
of its folder after a restart."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from coimbra_dsl.errors import RuleSetErrors
from engine.faces.cli import main
from engine.faces.commands.serve import offered_rule_sets
from engine.faces.web import user_games_dir

ROOT = Path(__file__).resolve().parents[1]


def test_offers_base_and_every_builtin_variant():
    offered, default = offered_rule_sets(None)
    assert default == "base" and "base" in offered
    assert set((ROOT / "rules" / "variants").iterdir()) and all(
        p.name in offered for p in (ROOT / "rules" / "variants").iterdir() if p.is_dir()
        and not p.name.startswith(("_", ".")))
    offered, default = offered_rule_sets("rulebook-colours")
    assert default == "rulebook-colours"


def test_a_rule_folder_is_offered_first_by_its_path(tmp_path):
    folder = ROOT / "rules" / "variants" / "two-player-gap-only"
    offered, default = offered_rule_sets(str(folder) + "/")
    assert default == str(folder.resolve()) and next(iter(offered)) == default
    with pytest.raises(RuleSetErrors):
        offered_rule_sets(str(tmp_path / "missing"))
    with pytest.raises(RuleSetErrors):
        offered_rule_sets("no-such-variant")


def test_games_dir_defaults_to_the_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    if os.name != "nt" and os.uname().sysname != "Darwin":
        assert user_games_dir() == tmp_path / "coimbra" / "games"


@pytest.mark.parametrize("argv, code, words", [
    (["serve", "--port", "0"], 2, "--port"),
    (["serve", "--port", "70000"], 2, "--port"),
    (["serve", "--port", "x"], 2, "invalid int"),
    (["serve", "--rules", "no-such-variant"], 1, "no-such-variant"),
    (["serve", "--max-games", "-1"], 2, "--max-games"),
    (["serve", "--header-timeout", "0"], 2, "--header-timeout"),
    (["serve", "--sockets-per-seat", "x"], 2, "invalid int"),
])
def test_bad_arguments_are_one_line(argv, code, words, capsys, tmp_path):
    assert main([*argv, "--games-dir", str(tmp_path)]) == code
    err = capsys.readouterr().err.strip()
    assert words in err and len(err.splitlines()) == 1


def test_a_port_in_use_is_one_line(capsys, tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port), "--games-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("coimbra: cannot listen on 127.0.0.1:") and "\n" not in err


def _serve(folder, port):
    """`coimbra serve` in a child process; returns it and the first line it printed."""
    proc = subprocess.Popen([sys.executable, "-m", "engine", "serve", "--port", str(port),
                             "--games-dir", str(folder)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    return proc, proc.stdout.readline()


def _request(url, payload=None):
    data = json.dumps(payload).encode() if payload is not None else None
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    for _ in range(600):        # the server prints its address just before it listens
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return r.status, r.read().decode()
        except urllib.error.URLError as exc:
            if not isinstance(exc.reason, ConnectionRefusedError):
                raise
        time.sleep(0.1)
    raise AssertionError(f"no answer from {url}")


def test_serve_prints_its_address_and_continues_after_a_restart(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    proc, line = _serve(tmp_path, port)
    try:
        assert f"http://127.0.0.1:{port}/" in line and "0 saved game(s)" in line
        status, page = _request(f"http://127.0.0.1:{port}/")
        assert status == 200 and "Start the game" in page
        status, body = _request(f"http://127.0.0.1:{port}/api/games",
                                {"rules": "base", "seats": ["human", "random"], "seed": 3})
        game = json.loads(body)
        assert status == 201
        token = game["tokens"]["0"]
        _, body = _request(f"http://127.0.0.1:{port}/api/games/{game['id']}?token={token}")
        seen = json.loads(body)
        key = seen["legal"][0]["key"]
        _, body = _request(f"http://127.0.0.1:{port}/api/games/{game['id']}/actions",
                           {"token": token, "key": key, "move": seen["moves"]})
        before = json.loads(body)
    finally:
        proc.terminate()
        proc.communicate(timeout=30)
    proc, line = _serve(tmp_path, port)
    try:
        assert "1 saved game(s)" in line
        _, body = _request(f"http://127.0.0.1:{port}/api/games/{game['id']}?token={token}")
        assert json.loads(body) == before
    finally:
        proc.terminate()
        proc.communicate(timeout=30)
