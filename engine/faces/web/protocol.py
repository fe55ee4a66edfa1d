"""Uvicorn's HTTP/1.1 protocol with a deadline for each request's head: a connection
that opens and says nothing, or sends its headers a byte at a time, is closed after
`header_timeout` seconds instead of holding a file descriptor for ever (uvicorn only
times out a connection kept alive after a response)."""
from __future__ import annotations

import asyncio
from typing import Optional

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol


def timed_protocol(header_timeout: float) -> type:
    """An `H11Protocol` class closing connections whose request head is late."""

    class TimedH11Protocol(H11Protocol):
        def connection_made(self, transport) -> None:     # type: ignore[override]
            super().connection_made(transport)
            self._head_timer: Optional[asyncio.TimerHandle] = None
            self._wait_for_head()

        def _wait_for_head(self) -> None:
            self._stop_head_timer()
            self._head_timer = self.loop.call_later(header_timeout, self._head_late)

        def _stop_head_timer(self) -> None:
            timer = getattr(self, "_head_timer", None)
            if timer is not None:
                timer.cancel()
                self._head_timer = None

        def _head_late(self) -> None:
            self._head_timer = None
            if (self.conn.their_state is h11.IDLE and not self.transport.is_closing()
                    and self.transport.get_protocol() is self):
                self.transport.close()

        def handle_events(self) -> None:
            super().handle_events()
            if self.conn.their_state is not h11.IDLE:     # a whole head has arrived
                self._stop_head_timer()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._wait_for_head()

        def connection_lost(self, exc) -> None:
            self._stop_head_timer()
            super().connection_lost(exc)

    return TimedH11Protocol
