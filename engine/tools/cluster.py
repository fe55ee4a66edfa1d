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
from collections import deque
from contextlib import contextmanager
from typing import Iterator, Optional, Sequence

from coimbra_dsl.errors import CoimbraError
from engine.core.errors import OptionError
from coimbra_dsl.loader import builtin_names

from .simulate import RulesRef, as_spec, batch_size, batches, load_rules, play_batch
from .variants import RulesSpec

INSTALL = "pip install 'coimbra[cluster]' (or: pip install -e '.[cluster]')"


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
        try:
            client = Client(scheduler, timeout="5s")
        except (OSError, TimeoutError) as exc:
            raise CoimbraError(f"cannot reach the Dask scheduler {scheduler}: {exc}") from None
        with client:
            yield client
        return
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=":0", silence_logs=logging.CRITICAL) as cluster, \
            Client(cluster) as client:
        yield client


def iter_games_dask(ref: RulesRef, games: int, bots: Sequence[str], seed: int = 0,
                    scheduler: Optional[str] = None, workers: int = 2,
                    client=None) -> Iterator[dict]:
    """The records of `games` seeded games played on a Dask cluster, in game order and
    identical to `simulate.iter_games`; at most a few tasks per worker thread are in
    flight, so a run of any length needs little memory on either side."""
    spec = _portable(as_spec(ref))
    load_rules(spec)            # a bad rule set fails here, in words, before any task
    if client is None:
        with dask_client(scheduler, workers) as own:
            yield from _play(own, spec, games, tuple(bots), seed)
    else:
        yield from _play(client, spec, games, tuple(bots), seed)


def _portable(spec: RulesSpec) -> RulesSpec:
    """A rule folder named by a relative path, made absolute (workers start elsewhere)."""
    if spec.ref in builtin_names() or not os.path.isdir(spec.ref):
        return spec
    return RulesSpec(os.path.abspath(spec.ref), spec.changes, spec.name)


def _play(client, spec, games: int, bots: tuple[str, ...], seed: int) -> Iterator[dict]:
    from dask.base import tokenize
    from distributed import KilledWorker
    threads = max(1, sum(client.nthreads().values()))
    run = tokenize(spec, bots, seed, games)
    pending: deque = deque()
    try:
        for n, seeds in enumerate(batches(seed, games, batch_size(games, threads))):
            pending.append(client.submit(play_batch, spec, bots, seeds, pure=False,
                                         key=f"coimbra-games-{run}-{n}"))
            if len(pending) >= 4 * threads:
                yield from _result(pending.popleft(), KilledWorker)
        while pending:
            yield from _result(pending.popleft(), KilledWorker)
    finally:
        for fut in pending:
            fut.cancel()


def _result(future, killed: type) -> list[dict]:
    try:
        return future.result()
    except killed as exc:
        raise CoimbraError(f"the cluster lost the workers of one task too often: {exc}") from None
