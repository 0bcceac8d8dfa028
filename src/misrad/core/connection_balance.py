"""Keep-alive connections spread evenly over the API processes of one port (``misrad serve --workers N``).

Each process listens on a socket of its own (``SO_REUSEPORT``, ``core.serving``) and the kernel hands a
new connection to one of them by a hash of its addresses: random, not even. A client that keeps its
connections (a reverse proxy's upstream pool, the bench's load generator) keeps the split it was dealt
for as long as the connections live: 32 connections came out 11 / 21, 13 / 19 and 14 / 18 in three tries,
and the process with 21 answered each of its requests about twice as late as the other (chat p99 at
c=32 with two processes 133-150 ms, p50 51-53 ms: the slow half is the tail).

So a process that holds more of the port's connections than its share closes a few of them: it answers
``Connection: close`` on their next response (HTTP/1.1; the client opens a new connection, which the
kernel deals again). Only a connection whose request has just been answered is closed, so nothing in
flight is lost. The processes tell each other their counts through one small file each in a directory
of the supervisor's (under the data directory), written and read by a thread of each process
every ``LOOK_SECONDS``: a process that gets no request still tells its count (none). The kernel knows
the counts too, but asking it walks every TCP socket of the machine (``/proc/net/tcp`` or a sock_diag
dump: 6-14 ms with the 2,500 sockets of a busy test machine), where the files cost microseconds.
Only the processes of ``misrad serve --workers N`` (N > 1) balance: ``core.serving`` calls ``enable`` in
each before its app is built. One process and the tests' clients close nothing.
"""

from __future__ import annotations

import atexit
import contextlib
import math
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from misrad.core.settings import get_settings

LOOK_SECONDS = 0.5
# A process's count older than this is of a process that is gone (killed, or replaced).
STALE_SECONDS = 3.0
# A process may hold this many connections more than its share before it closes any: a split of 17 / 15
# costs little, and closing for one connection would keep connections moving for nothing.
SLACK = 1


@dataclass(frozen=True)
class Split:
    """This process's open connections and those of every process of the port (its own included)."""

    own: int
    counts: tuple[int, ...]

    def excess(self) -> int:
        """How many of its connections this process should close to come within ``SLACK`` of its share.

        A closed connection comes back to a process dealt again at random, so closing the whole excess
        moves about half of it: the next look closes again what is still over, and the split settles
        without overshooting."""
        if len(self.counts) < 2:
            return 0
        share = math.ceil(sum(self.counts) / len(self.counts))
        over = self.own - share
        return over if over > SLACK else 0


class Noticeboard:
    """One file per process in a directory shared by the processes of one supervisor: its count."""

    def __init__(self, directory: Path, pid: int) -> None:
        self.directory = directory
        self.own_file = directory / str(pid)
        directory.mkdir(mode=0o700, parents=True, exist_ok=True)

    def post(self, count: int) -> None:
        self.own_file.write_text(str(count))  # a few bytes, twice a second

    def read(self, now: float) -> list[int]:
        """Every fresh count on the board, this process's included."""
        counts = []
        for entry in os.scandir(self.directory):
            with contextlib.suppress(OSError, ValueError):
                if now - entry.stat().st_mtime <= STALE_SECONDS:
                    counts.append(int(Path(entry.path).read_text() or 0))
        return counts

    def remove(self) -> None:
        self.own_file.unlink(missing_ok=True)


def board_directory(supervisor_pid: int) -> Path:
    """The supervisor's board, in the data directory (misrad's own: no other user can put files there)."""
    return get_settings().data_dir / "serving" / str(supervisor_pid)


class Balancer:
    """How many connections this process is to close, as last seen; a thread keeps it up to date."""

    def __init__(self, board: Noticeboard, own_connections: Callable[[], int]) -> None:
        self.board = board
        self.own_connections = own_connections
        self.to_close = 0

    def look(self) -> None:
        own = self.own_connections()
        self.board.post(own)
        self.to_close = Split(own, tuple(self.board.read(time.time()))).excess()

    def keep_looking(self) -> None:  # pragma: no cover (the thread of a served process)
        while True:
            with contextlib.suppress(OSError):
                self.look()
            time.sleep(LOOK_SECONDS)

    def closes_one(self) -> bool:
        """Whether the connection of the response going out now is closed after it."""
        if self.to_close <= 0:
            return False
        self.to_close -= 1  # the event loop's thread alone takes from it; the looking thread resets it
        return True


_balancer: Balancer | None = None


def enable(own_connections: Callable[[], int]) -> None:
    """Balance this process (one of several on its port; ``own_connections`` counts its open ones)."""
    global _balancer
    board = Noticeboard(board_directory(os.getppid()), os.getpid())
    _balancer = Balancer(board, own_connections)
    atexit.register(board.remove)  # a process killed outright leaves a count that goes stale
    threading.Thread(target=_balancer.keep_looking, name="connection-balance", daemon=True).start()


def wrap(app: ASGIApp) -> ASGIApp:
    """``app`` behind ``ConnectionBalance`` in a process that is one of several on its port, else ``app``."""
    return ConnectionBalance(app, _balancer) if _balancer is not None else app


class ConnectionBalance:
    """ASGI middleware: closes connections of this process while it holds more than its share."""

    def __init__(self, app: ASGIApp, balancer: Balancer) -> None:
        self.app = app
        self.balancer = balancer

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self.balancer.closes_one():
            await self.app(scope, receive, send)
            return

        async def closing(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [*message.get("headers", ()), (b"connection", b"close")]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, closing)
