"""`--backend dask`: games as tasks on a Dask distributed LocalCluster give exactly the
records of `--jobs 1` (R-A-1), and a worker killed mid-run loses no game (its tasks are
run again from their seeds)."""
from __future__ import annotations

import json
import os
import signal

import pytest

pytest.importorskip("distributed")

from engine.faces.cli import main                             # noqa: E402
from engine.tools.simulate import run_games                   # noqa: E402
from engine.tools.cluster import connect, dask_client, iter_games_dask  # noqa: E402

BOTS = ["greedy", "random"]


@pytest.fixture(scope="module")
def client():
    with dask_client(workers=2) as c:
        yield c


def test_R_A_1_dask_gives_the_serial_records(client):
    serial = run_games("base", 6, ["random", "random"], seed=4, jobs=1)
    assert list(iter_games_dask("base", 6, ["random", "random"], seed=4, client=client)) == serial


def test_a_killed_worker_loses_no_game(client):
    serial = run_games("base", 16, BOTS, seed=8, jobs=1)
    pids = client.run(os.getpid)            # worker address -> its process id
    victim = sorted(pids)[0]
    records = []
    for rec in iter_games_dask("base", 16, BOTS, seed=8, client=client):
        if not records:             # the first game is in: kill a worker mid-run
            os.kill(pids[victim], signal.SIGKILL)
        records.append(rec)
    assert records == serial
    client.wait_for_workers(2, timeout=60)
    assert pids[victim] not in client.run(os.getpid).values()     # it really died


def test_simulate_command_with_dask_writes_what_jobs_1_writes(tmp_path, capsys):
    docs = []
    for extra in (["--jobs", "1"], ["--backend", "dask", "--jobs", "2"]):
        out = tmp_path / f"{extra[1]}.json"
        assert main(["simulate", "--games", "3", "--players", "2", "--bots", "random",
                     "--seed", "2", "--quiet", "--json", str(out), *extra]) == 0
        docs.append(json.loads(out.read_text())["games"])
    assert docs[0] == docs[1]


def test_an_unreachable_scheduler_is_one_line(capsys):
    code = main(["simulate", "--games", "1", "--players", "2", "--bots", "random", "--quiet",
                 "--backend", "dask", "--scheduler", "tcp://127.0.0.1:9"])
    assert code == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Dask scheduler" in err


@pytest.mark.parametrize("address, words", [
    ("bogus", "bad Dask scheduler address"), ("inproc://x", "cannot reach another process"),
    ("tcp://127.0.0.1:99999", "port"), ("tcp://a b:1", "bad Dask"),
    ("tls://127.0.0.1:9", "TLS settings"), ("\x1b[2J:1", "bad Dask")])
def test_every_bad_scheduler_address_is_one_line(address, words, capsys):
    code = main(["simulate", "--games", "1", "--players", "2", "--bots", "random", "--quiet",
                 "--backend", "dask", "--scheduler", address])
    err = capsys.readouterr().err
    assert code == 1 and len(err.strip().splitlines()) == 1 and words in err, err
    assert "Traceback" not in err and "\x1b" not in err


def test_a_scheduler_that_accepts_and_stays_silent_is_given_up_on():
    """The whole connection is bounded: a listener that accepts and never answers."""
    import socket
    import threading
    from coimbra_dsl.errors import CoimbraError
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    held, stop = [], threading.Event()

    def hold():
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(server.accept()[0])
            except OSError:
                pass
    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    try:
        port = server.getsockname()[1]
        with pytest.raises(CoimbraError) as refused:
            connect(f"tcp://127.0.0.1:{port}", timeout=1.0)
        assert "Dask scheduler" in str(refused.value) and held
    finally:
        stop.set()
        thread.join()
        for s in held:
            s.close()
        server.close()
