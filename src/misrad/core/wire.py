"""An answer of known length goes out in one write, its head with its body (``misrad serve``'s HTTP).

uvicorn writes a response's status line and headers the moment the application starts the response,
and its body in a second write when the body comes. On loopback and behind a reverse proxy each write
is a system call that runs the receiving side's TCP and wakes its reader: the client (nginx, the bench's
load generator) woke twice an answer, the second time for the body it could not use without the head.
py-spy saw uvicorn's two writes as 12 % of a served chat's samples holding the GIL (session 39, issue
16), the head's alone 9 %. The bytes on the wire are the same; only how many writes carry them changes.

Only a head that states ``content-length`` is held: the body then follows at once, from the same
``Response``. A streamed answer (no length: chunked) has its head written at once as before, so a
client of the dashboard's event stream sees the headers before the first event.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle

# uvicorn writes header names in lower case (``RequestResponseCycle.send``).
_LENGTH_STATED = b"\r\ncontent-length:"


class HeadWithBody:
    """The transport of one request's answer: its head, when it states a length, held until the body's
    first write and sent in the same one; every other write, and everything else, straight through."""

    def __init__(self, transport: asyncio.Transport) -> None:
        self._transport = transport
        self._head: bytes | None = None
        self._head_written = False

    def write(self, data: bytes) -> None:
        if self._head is not None:
            data, self._head = self._head + data, None
        elif not self._head_written and data.startswith(b"HTTP/1.1 ") and not data.startswith(b"HTTP/1.1 1"):
            self._head_written = True  # an interim answer (100 Continue) is not the head
            if _LENGTH_STATED in data:
                self._head = data
                return
        self._transport.write(data)

    def close(self) -> None:
        # uvicorn closes after a head with no body only on an error: what was held goes out first.
        if self._head is not None:
            self._transport.write(self._head)
            self._head = None
        self._transport.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


class OneWriteProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol, each request's answer written through a ``HeadWithBody``."""

    def _start_asgi_task(self, cycle: RequestResponseCycle, app: Any) -> None:
        cycle.transport = HeadWithBody(cycle.transport)  # type: ignore[assignment]
        super()._start_asgi_task(cycle, app)
