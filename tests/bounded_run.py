"""Run a command in a subprocess under time and memory limits the test itself enforces
(`resource` limits on CPU seconds and address space, and a wall-clock timeout), so a
regression that hangs or eats memory fails its test instead of stalling CI."""
from __future__ import annotations

import os
import resource
import signal
from contextlib import contextmanager
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CPU_SECONDS = 30
MEMORY_MB = 1536
CLI = "import sys; from engine.faces.cli import main; sys.exit(main(sys.argv[1:]))"


@dataclass
class Outcome:
    code: int
    out: str
    err: str

    @property
    def lines(self) -> list[str]:
        return [line for line in (self.out + self.err).splitlines() if line.strip()]


def _limits(cpu: int, memory_mb: int):
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        size = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size, size))
    return apply


def bounded(argv: list[str], *, cpu: int = CPU_SECONDS, memory_mb: int = MEMORY_MB,
            stdin: str = "", cwd: Path | None = None) -> Outcome:
    """Run `argv`; fail the calling test when it runs out of CPU time, memory or wall
    time (twice the CPU limit), or dies of a signal. A Python traceback fails it too."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "120", "NO_COLOR": "1"}
    try:
        done = subprocess.run(argv, input=stdin, capture_output=True, text=True,
                              timeout=2 * cpu + 10, preexec_fn=_limits(cpu, memory_mb),
                              env=env, cwd=cwd or ROOT, errors="replace")
    except subprocess.TimeoutExpired:
        raise AssertionError(f"no end within {2 * cpu + 10} s: {argv[:6]}") from None
    if done.returncode < 0:
        name = signal.Signals(-done.returncode).name
        raise AssertionError(f"killed by {name} (CPU limit {cpu} s, memory {memory_mb} MB): "
                             f"{argv[:6]}\n{done.stderr[-2000:]}")
    if "Traceback" in done.stderr or "MemoryError" in done.stderr:
        raise AssertionError(f"a traceback: {argv[:6]}\n{done.stderr[-3000:]}")
    return Outcome(done.returncode, done.stdout, done.stderr)


def coimbra(*args: str, **limits) -> Outcome:
    """`coimbra ARGS` under limits."""
    return bounded([sys.executable, "-c", CLI, *args], **limits)


def python(code: str, *args: str, **limits) -> Outcome:
    """A Python snippet under limits (argv after the code: `sys.argv[1:]`)."""
    return bounded([sys.executable, "-c", code, *args], **limits)


class Hang(BaseException):
    """Work that did not finish in time (BaseException: no `except Exception` eats it)."""


@contextmanager
def time_bound(seconds: int, what: str = "the work"):
    """Raise `Hang` in this process when the block runs longer than `seconds` (SIGALRM)."""
    def ring(signum, frame):
        raise Hang(f"{what} took more than {seconds} s")
    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
