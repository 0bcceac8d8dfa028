"""Admission: how many requests run at once, so that a saturated service answers 503, never hangs.

The synchronous part of a request (dependencies, the route, the commit) runs on threads of one pool,
and one request may hop between several of them. On SQLite a writer holds the writer turn from its
first statement to its commit; if every pool thread were taken by writers waiting for that turn, the
holder would find no thread to finish on and nothing would move until the timeouts (issue 11: 42
concurrent writes gave 38 × 500 after 60 s). So requests are admitted before they touch a thread:
writes and reads each have a fixed number of places, together fewer than the pool's threads, so an
admitted request always finds a thread. A reader never waits behind writers. A request that finds no
place within ``busy_wait_seconds`` gets 503 ``service_busy`` with ``Retry-After``.
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from dataclasses import dataclass, field

import anyio.to_thread
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from misrad.core.settings import get_settings

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
RETRY_AFTER_SECONDS = 2
# The request's "give my place back" function, in its ASGI scope.
LEAVE_KEY = "misrad.admission.leave"


@dataclass(eq=False)
class _Waiter:
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[None]
    handed: bool = field(default=False)


class Turnstile:
    """A fixed number of places handed out in arrival order, to coroutines of any event loop.

    ``asyncio.Semaphore`` belongs to one loop; the test client runs each request on a loop of its own,
    and the server's loop must not be blocked, so places are handed over with ``call_soon_threadsafe``.
    """

    def __init__(self, places: int) -> None:
        self._guard = threading.Lock()
        self._free = places
        self._waiting: deque[_Waiter] = deque()

    async def enter(self, timeout: float) -> bool:
        """Take a place, waiting at most ``timeout`` seconds; False when none came free in time."""
        with self._guard:
            if self._free > 0 and not self._waiting:
                self._free -= 1
                return True
            loop = asyncio.get_running_loop()
            waiter = _Waiter(loop, loop.create_future())
            self._waiting.append(waiter)
        try:
            await asyncio.wait_for(asyncio.shield(waiter.future), timeout)
            return True
        except (TimeoutError, asyncio.CancelledError) as stopped:
            with self._guard:
                if not waiter.handed:
                    self._waiting.remove(waiter)
                    if isinstance(stopped, asyncio.CancelledError):
                        raise
                    return False
            # The place was handed over just as the wait ended: it is ours.
            if isinstance(stopped, asyncio.CancelledError):
                self.leave()
                raise
            return True

    def leave(self) -> None:
        with self._guard:
            if not self._waiting:
                self._free += 1
                return
            waiter = self._waiting.popleft()
            waiter.handed = True  # the place passes on; it is never free in between
        waiter.loop.call_soon_threadsafe(_wake, waiter.future)


def _wake(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


class AdmissionMiddleware:
    """Admits a request to one of ``writes``/``reads`` places until its response starts."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        writes: int | None = None,
        reads: int | None = None,
        wait_seconds: float | None = None,
    ) -> None:
        settings = get_settings()
        self.app = app
        self.writes = Turnstile(writes or settings.max_concurrent_writes)
        self.reads = Turnstile(reads or settings.max_concurrent_reads)
        self.wait_seconds = settings.busy_wait_seconds if wait_seconds is None else wait_seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        gate = self.reads if scope["method"] in SAFE_METHODS else self.writes
        if not await gate.enter(self.wait_seconds):
            await _busy(scope, receive, send)
            return
        admitted = [True]
        guard = threading.Lock()

        def leave() -> None:
            # Called on the event loop, and by a route that gives its place back on its own request
            # thread (``leave_early``): the place goes back exactly once.
            with guard:
                if not admitted:
                    return
                admitted.clear()
            gate.leave()

        scope[LEAVE_KEY] = leave

        async def send_and_leave(message: Message) -> None:
            # The commit is done before the response starts; a stream's later polls are short reads.
            if message["type"] == "http.response.start":
                leave()
            await send(message)

        try:
            await self.app(scope, receive, send_and_leave)
        finally:
            leave()


def leave_early(scope: Scope) -> None:
    """Give the request's place back before its response starts. For a route that holds no request
    session (its use case opens short units of work of its own, each on one thread): waiting on an LLM or
    a mail server, it must not keep other requests out."""
    leave = scope.get(LEAVE_KEY)
    if leave is not None:
        leave()


async def _busy(scope: Scope, receive: Receive, send: Send) -> None:
    from misrad.core.web import error_response

    response = error_response(503, "service_busy", retry_after=RETRY_AFTER_SECONDS)
    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    await response(scope, receive, send)


def size_thread_pool() -> None:
    """Give the running event loop's thread pool the threads admission counts on (call at start-up)."""
    anyio.to_thread.current_default_thread_limiter().total_tokens = get_settings().request_threads
