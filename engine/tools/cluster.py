"""Games as tasks on a Dask distributed cluster (`--backend dask`), the 'cluster' extra.

A task is a few consecutive games named by their seeds; it depends on nothing else, so
its records are those of `--jobs 1`, and when a worker is lost the scheduler runs its
tasks again elsewhere from the same seeds: no game is lost or changed. Without a
scheduler address a `LocalCluster` of one single-threaded worker process per job is
started, so the same command works on a laptop and on a cluster. Workers rebuild the
rule set from its `RulesSpec` (a built-in name, or a folder that must exist at the same
path on every worker) and keep it, with its index, for all their tasks.
"""
from __future__ import annotations

import logging
import os
import re
import threading
from collections import deque
from contextlib import contextmanager
from typing import Iterator, Optional, Sequence

from coimbra_dsl.errors import CoimbraError
from engine.core.errors import OptionError
from coimbra_dsl.loader import builtin_names

from .simulate import RulesRef, as_spec, batch_size, batches, load_rules, play_batch
from .variants import RulesSpec

INSTALL = "pip install 'coimbra[cluster]' (or: pip install -e '.[cluster]')"
CONNECT_TIMEOUT = 10.0      # seconds for the whole connection: reach, handshake, identify
ADDRESS = re.compile(r"(?:(?P<scheme>[a-z][a-z0-9+.-]*)://)?(?P<host>\[[0-9a-fA-F:.]+\]|"
                     r"[A-Za-z0-9_.-]+):(?P<port>[0-9]{1,5})")
SCHEMES = ("tcp", "tls", "ws", "wss")


def check_available() -> None:
    """A usage error naming the extra when Dask distributed is not installed."""
    try:
        import distributed  # noqa: F401
    except ImportError:
        raise OptionError(f"coimbra: --backend dask needs Dask distributed: {INSTALL}") from None


@contextmanager
def dask_client(scheduler: Optional[str] = None, workers: int = 2):
    """A client of the cluster at `scheduler`, or of a new `LocalCluster` of `workers`
    single-threaded processes (closed again on exit)."""
    check_available()
    from distributed import Client, LocalCluster
    if scheduler:
        client = connect(scheduler)
        with client:
            yield client
        return
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=":0", silence_logs=logging.CRITICAL) as cluster, \
            Client(cluster) as client:
        yield client


def check_address(scheduler: str) -> None:
    """A scheduler address Dask can dial, `[scheme://]host:port`, else one line."""
    scheme = scheduler.partition("://")[0] if "://" in scheduler else "tcp"
    if scheme not in SCHEMES:
        raise CoimbraError(f"bad Dask scheduler address {scheduler[:80]!r}: "
                           f"{ascii(scheme[:20])[1:-1]}:// cannot reach another process "
                           f"(use {', '.join(SCHEMES)})")
    m = ADDRESS.fullmatch(scheduler.strip())
    if m is None:
        raise CoimbraError(f"bad Dask scheduler address {scheduler[:80]!r}: give "
                           "tcp://HOST:PORT (or HOST:PORT)")
    if not 1 <= int(m.group("port")) <= 65535:
        raise CoimbraError(f"bad Dask scheduler address {scheduler[:80]!r}: port must "
                           "be 1..65535")


def connect(scheduler: str, timeout: float = CONNECT_TIMEOUT):
    """A client of the scheduler at `scheduler`, connected within `timeout` seconds in
    all (an address that accepts and then says nothing included), else one line."""
    from distributed import Client
    check_address(scheduler)
    made: dict = {}

    def dial() -> None:
        try:
            made["client"] = Client(scheduler, timeout=f"{timeout}s")
        except BaseException as exc:   # noqa: BLE001 - reported below in one line
            made["error"] = exc
    thread = threading.Thread(target=dial, name="coimbra-dask-connect", daemon=True)
    thread.start()
    thread.join(timeout + 1.0)
    if thread.is_alive():
        raise CoimbraError(f"cannot reach the Dask scheduler {scheduler}: no answer "
                           f"within {timeout:g} s")
    exc = made.get("error")
    if exc is not None:
        why = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        if "ssl_context" in why or "TLS" in why:
            why = "tls:// needs Dask's TLS settings (distributed.comm.tls in its config)"
        raise CoimbraError(f"cannot reach the Dask scheduler {scheduler}: {why[:200]}")
    return made["client"]


def iter_games_dask(ref: RulesRef, games: int, bots: Sequence[str], seed: int = 0,
                    scheduler: Optional[str] = None, workers: int = 2,
                    client=None) -> Iterator[dict]:
    """The records of `games` seeded games played on a Dask cluster, in game order and
    identical to `simulate.iter_games`; at most a few tasks per worker thread are in
    flight, so a run of any length needs little memory on either side."""
    if scheduler and client is None:
        check_address(scheduler)    # a bad address fails at once, before any loading
    spec = portable(as_spec(ref))
    load_rules(spec)            # a bad rule set fails here, in words, before any task
    if client is None:
        with dask_client(scheduler, workers) as own:
            yield from _play(own, spec, games, tuple(bots), seed)
    else:
        yield from _play(client, spec, games, tuple(bots), seed)


def portable(spec: RulesSpec) -> RulesSpec:
    """A rule folder named by a relative path, made absolute (workers start elsewhere)."""
    if spec.ref in builtin_names() or not os.path.isdir(spec.ref):
        return spec
    return RulesSpec(os.path.abspath(spec.ref), spec.changes, spec.name)


def _play(client, spec, games: int, bots: tuple[str, ...], seed: int) -> Iterator[dict]:
    from dask.base import tokenize
    threads = max(1, sum(client.nthreads().values()))
    run = tokenize(spec, bots, seed, games)
    jobs = ((spec, bots, seeds) for seeds in batches(seed, games, batch_size(games, threads)))
    yield from in_order(client, play_batch, jobs, f"coimbra-games-{run}", threads)


def in_order(client, fn, jobs, key: str, threads: int) -> Iterator[dict]:
    """The records of `fn(*job)` for each job, in job order, with at most four tasks per
    worker thread in flight (memory stays flat however many games); a task whose workers
    die too often is one line. Pending tasks are cancelled when the caller stops."""
    from distributed import KilledWorker
    pending: deque = deque()
    try:
        for n, job in enumerate(jobs):
            pending.append(client.submit(fn, *job, pure=False, key=f"{key}-{n}"))
            if len(pending) >= 4 * threads:
                yield from _result(pending.popleft(), KilledWorker)
        while pending:
            yield from _result(pending.popleft(), KilledWorker)
    finally:
        for fut in pending:
            fut.cancel()


def _result(future, killed: type[BaseException]) -> list[dict]:
    try:
        return future.result()
    except killed as exc:
        raise CoimbraError(f"the cluster lost the workers of one task too often: {exc}") from None
