"""The bounds of a web table server, each a setting with a default a person playing never
meets: games held and started per client, requests per client, WebSockets per seat,
and how long a connection may take to send a request or stay idle. Past a bound the
answer is a 429 (or the connection is closed) saying which bound, never a stall."""
from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class Limits:
    """`None` switches a bound off (tests that drive thousands of requests do)."""
    games: Optional[int] = 1000             # tables one server holds
    games_per_client: Optional[int] = 30    # new tables from one address per hour
    requests_per_second: Optional[float] = 20.0     # per client address, on average
    request_burst: int = 100                # requests above the average let through at once
    sockets_per_seat: Optional[int] = 8     # open WebSockets (tabs) of one seat
    header_timeout: float = 10.0            # seconds to send a request's head
    body_timeout: float = 10.0              # seconds to send a request's body
    idle_timeout: int = 5                   # seconds a kept-alive connection may idle
    connections: Optional[int] = 500        # open connections before a 503
    file_bytes: int = 16 * 1024 * 1024      # a saved table larger than this is skipped

    @classmethod
    def off(cls) -> "Limits":
        return cls(games=None, games_per_client=None, requests_per_second=None,
                   sockets_per_seat=None, connections=None)


class Window:
    """How many things one client did in the last `seconds` (a sliding window)."""

    def __init__(self, seconds: float, clock=time.monotonic):
        self.seconds = seconds
        self.clock = clock
        self.times: dict[str, deque] = {}

    def count(self, client: str) -> int:
        times = self.times.get(client)
        if not times:
            return 0
        cut = self.clock() - self.seconds
        while times and times[0] < cut:
            times.popleft()
        return len(times)

    def add(self, client: str) -> None:
        self.times.setdefault(client, deque()).append(self.clock())


class Buckets:
    """A token bucket per client: `rate` requests a second on average, `burst` at once."""

    MAX_CLIENTS = 10_000        # buckets kept before the full ones are forgotten

    def __init__(self, rate: float, burst: int, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.level: dict[str, tuple[float, float]] = {}     # client -> (tokens, when)

    def take(self, client: str) -> float:
        """0 if the request may go on, else the seconds until it may."""
        now = self.clock()
        tokens, when = self.level.get(client, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) * self.rate)
        if tokens < 1.0:
            self.level[client] = (tokens, now)
            return (1.0 - tokens) / self.rate
        if len(self.level) >= self.MAX_CLIENTS and client not in self.level:
            full = [c for c, (t, w) in self.level.items()
                    if t + (now - w) * self.rate >= self.burst]
            for c in full:              # a full bucket is the same as no bucket
                del self.level[c]
            if len(self.level) >= self.MAX_CLIENTS:
                self.level.clear()
        self.level[client] = (tokens - 1.0, now)
        return 0.0
