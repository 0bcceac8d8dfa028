"""Fast lanes that decline: a few hot routes answered as plain ASGI, the plain common case only.

A served list or local chat spent most of its CPU in the framework around the route, spread thin over
routing, FastAPI's dependency solving and response handling, and the middleware layers (py-spy,
``docs/benchmarks.md``, section *scaleout*). A ``Lane`` does the route's work without them: on one
request thread it checks what it is sure of (the caller, the query or the body, with the same functions
and models as the route), calls the route's own endpoint function and serialises its answer with the
route's response model. Whatever it is not sure of it **declines**: no or invalid credentials, an
unknown or invalid parameter, a body that is not small JSON, and any error or exception of the service.
A declined request goes on to the rest of the application unchanged (the body bytes already read are
handed on as they came), so every error answer still comes from one place, the application's handlers.
A lane's work before it declines is reads only, or a write that did not happen: see each lane.

``FastLanes`` sits inside ``RequestContextMiddleware`` and ``AdmissionMiddleware`` (``misrad.app``):
the request id, the language, the change counters, ``nosniff`` and admission are theirs for a served
request as for any other, and an exception that escapes is answered by Starlette's outermost layer with
the application's 500 handler. It stands before the body limit and authentication's middleware, whose
work a lane does itself: it reads a body only when ``Content-Length`` declares one no larger than
``SMALL_BODY_BYTES`` and the body limit, and after an answer it runs ``after`` (authentication's noted
token uses, written after the response as ``CallerMiddleware`` does). uvicorn writes the access line of
every answer whoever made it. ``Settings.fast_lanes`` = False leaves the middleware out.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import anyio.to_thread
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from misrad.core.settings import get_settings

log = logging.getLogger("misrad.web")

# The largest body a lane reads: uvicorn takes that much off the socket whatever the route does (its flow
# control's high-water mark), so reading it before authentication keeps nothing more in memory.
SMALL_BODY_BYTES = 65_536
_ASCII_NUMBER = re.compile(r"[1-9][0-9]{0,8}", re.ASCII)


@dataclass(frozen=True)
class Answer:
    """A lane's whole answer: JSON bytes as the route's response model writes them."""

    body: bytes
    status: int = 200


class Final(Exception):
    """Raised by a lane's work once it has had an effect (a write): the lane must not decline, since the
    application would do it again. The error it was raised from is the request's answer (Starlette's
    outermost layer answers it with the application's 500 handler)."""


# On a request thread: the request's scope and body (b"" for a lane that reads none) -> the answer, or
# None to decline. An exception declines too.
Serve = Callable[[Scope, bytes], Answer | None]


@dataclass(frozen=True)
class Lane:
    method: str
    path: str
    serve: Serve
    reads_body: bool = False
    # Work on the CPU alone (and the database's short round trips), never a wait on another system: served
    # on the lanes' own threads in arrival order when ``Settings.fast_lane_threads`` is set.
    queued: bool = False


def header(scope: Scope, name: bytes) -> str | None:
    """The first value of a request header (``name`` in lower case), None when absent."""
    for key, value in scope["headers"]:
        if key == name:
            return str(value.decode("latin-1"))
    return None


def is_json(scope: Scope) -> bool:
    """Whether the request's body is declared JSON (``Content-Type: application/json``)."""
    content_type = header(scope, b"content-type") or ""
    return content_type.partition(";")[0].strip().lower() == "application/json"


def whole_number(value: str | None, low: int, high: int) -> int | None:
    """A query's ASCII whole number in ``low..high``; None for anything else (signs, spaces, zeros in
    front, other digits): such a value goes to the route, whose validation answers or accepts it."""
    if value is None or not _ASCII_NUMBER.fullmatch(value):
        return None
    number = int(value)
    return number if low <= number <= high else None


def _declared_small(scope: Scope) -> bool:
    declared = header(scope, b"content-length") or ""
    limit = min(SMALL_BODY_BYTES, get_settings().max_body_bytes)
    return declared.isdigit() and int(declared) <= limit


async def _read_small_body(scope: Scope, receive: Receive) -> tuple[list[Message], bytes | None]:
    """The messages received, and the body they make (None: more than declared, or a disconnect)."""
    declared = int(header(scope, b"content-length") or "0")
    received: list[Message] = []
    size = 0
    while True:
        message = await receive()
        received.append(message)
        if message["type"] != "http.request":
            return received, None
        size += len(message.get("body", b""))
        if size > declared:
            return received, None
        if not message.get("more_body", False):
            return received, b"".join(m.get("body", b"") for m in received)


def _replaying(received: list[Message], receive: Receive) -> Receive:
    """``receive`` as the application sees it after a lane declined: what the lane took, then the rest."""
    waiting = list(received)

    async def replay() -> Message:
        return waiting.pop(0) if waiting else await receive()

    return replay


class FastLanes:
    """ASGI middleware: the lanes' routes answered here when a lane is sure of them, else passed on."""

    def __init__(
        self, app: ASGIApp, lanes: Sequence[Lane], after: Callable[[], Awaitable[None]] | None = None
    ) -> None:
        self.app = app
        self.lanes = {(lane.method, lane.path): lane for lane in lanes}
        self.after = after
        self.served = 0  # answers given here: the tests' proof that a lane served (no header tells)
        threads = get_settings().fast_lane_threads
        # A queued lane's requests wait here in arrival order for one of ``threads``, instead of each
        # taking a thread of the default pool and sharing the GIL with every other. The queue is bounded
        # by admission: a chat waiting here still holds its place (it gives it back on its thread).
        self.pool = ThreadPoolExecutor(threads, "fast-lane") if threads > 0 else None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        lane = self.lanes.get((scope["method"], scope["path"])) if scope["type"] == "http" else None
        # Behind a proxy's root path the route's path is not the raw path: the router decides.
        if lane is None or scope.get("root_path") or (lane.reads_body and not _declared_small(scope)):
            await self.app(scope, receive, send)
            return
        received: list[Message] = []
        body: bytes | None = b""
        if lane.reads_body:
            received, body = await _read_small_body(scope, receive)
        answer = await self._answer(lane, scope, body) if body is not None else None
        if answer is None:
            await self.app(scope, _replaying(received, receive), send)
            return
        self.served += 1
        headers = [
            (b"content-length", str(len(answer.body)).encode()),
            (b"content-type", b"application/json"),
        ]
        await send({"type": "http.response.start", "status": answer.status, "headers": headers})
        await send({"type": "http.response.body", "body": answer.body})
        if self.after is not None:
            await self.after()

    async def _answer(self, lane: Lane, scope: Scope, body: bytes) -> Answer | None:
        try:
            if lane.queued and self.pool is not None:
                context = contextvars.copy_context()  # as anyio's threads run: the request's context
                return await asyncio.wrap_future(self.pool.submit(context.run, lane.serve, scope, body))
            return await anyio.to_thread.run_sync(lane.serve, scope, body)
        except Final as final:
            raise (final.__cause__ or final) from None
        except Exception:  # the application answers it: a refusal, a bad request, or its own 500 / 503
            log.debug("fast lane declined %s %s", scope["method"], scope["path"], exc_info=True)
            return None
