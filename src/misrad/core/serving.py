"""Several API processes on one port, each with a listening socket of its own (``misrad serve``).

uvicorn's supervisor binds one socket and every process listens on that same socket. A connection then
goes to whichever process wakes first, and a process that wakes takes every connection waiting at once:
a client that opens its keep-alive connections together (a load balancer, a reverse proxy's upstream
pool, a browser) had all of them served by one process while the other stood idle — the bench's list
and chat ran on one of two processes, at 1.0-1.4 times one process's rate. With ``SO_REUSEPORT`` each
process listens on a socket of its own on the same address, and the kernel spreads new connections
over them, at random (``core.connection_balance`` evens out what the dealing left uneven).

The supervisor's own socket keeps the port (bound, never listening, so it is handed no connection).
``SO_REUSEPORT`` would let a second ``misrad serve`` of the same user bind the port too and quietly
share its connections, so the supervisor first binds the port the ordinary way: a port in use is an
error at once, as with one process.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import os
import shutil
import socket
import sys
from typing import Any

from uvicorn import Config
from uvicorn.config import LOGGING_CONFIG
from uvicorn.supervisors import multiprocess

from misrad.core import connection_balance

# Linux and the BSDs have it; elsewhere the processes share the supervisor's socket as before.
SPREADS_CONNECTIONS = hasattr(socket, "SO_REUSEPORT")


def port_socket(host: str, port: int) -> socket.socket:
    """The supervisor's socket: bound to the address with ``SO_REUSEPORT``, not listening; OSError
    (address in use) when anything else holds the port."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind((host, port))
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    sock.set_inheritable(True)
    return sock


def own_listener(shared: socket.socket) -> socket.socket:
    """A socket of this process's own on the address of ``shared``, which the kernel balances with
    the other processes' (they all set ``SO_REUSEPORT``); ``shared`` is closed, never listened on."""
    address = shared.getsockname()
    sock = socket.socket(shared.family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind(address)
    shared.close()
    return sock


class OwnListenerProcess(multiprocess.Process):
    """uvicorn's API process, serving on a listening socket of its own (runs in the spawned process)."""

    def target(self, sockets: list[socket.socket] | None = None) -> None:  # pragma: no cover
        # Before the app is built: one of several processes on the port, counting its open connections.
        # The server is made here, on this thread, so that the counting thread never makes a second one.
        state = self.server.server_state
        connection_balance.enable(lambda: len(state.connections))
        super().target([own_listener(sock) for sock in sockets or []])


def run_processes(app: str, host: str, port: int, processes: int, options: dict[str, Any]) -> None:
    """uvicorn's supervisor (restarts, SIGHUP, SIGTERM as before) over ``processes`` API processes."""
    config = Config(app, host=host, port=port, workers=processes, **options)
    if not SPREADS_CONNECTIONS:
        multiprocess.Multiprocess(config, sockets=[config.bind_socket()]).run()
        return
    # The supervisor makes its processes in four places, all through this module name: replacing the
    # class here is what gives every process, a replacement for a dead one included, its own socket.
    multiprocess.Process = OwnListenerProcess  # type: ignore[misc]
    sock = port_socket(host, port)
    try:
        multiprocess.Multiprocess(config, sockets=[sock]).run()
    finally:
        sock.close()
        shutil.rmtree(connection_balance.board_directory(os.getpid()), ignore_errors=True)


# How long an access log line may wait to be written with the ones after it.
ACCESS_LOG_FLUSH_SECONDS = 0.1


class BatchedAccessLog(logging.StreamHandler):  # type: ignore[type-arg]
    """uvicorn's access log: the same line for every answer, on standard output, but the lines an event
    loop makes are written together at most a tenth of a second later, one write for many.

    uvicorn writes each line on the event loop's thread as the answer goes out. Unbuffered (systemd's
    journal, containers with ``PYTHONUNBUFFERED``) that is one system call an answer, and a system call
    lets the GIL go: under load the loop then waited its turn for the GIL behind every request thread
    before it could send the next answer (a fifth of the loop's samples in a served list, py-spy).
    Lines logged off an event loop are written at once, after any still waiting, so the order holds.
    What waits is written by ``flush`` (``logging.shutdown`` at exit); a process killed outright loses
    at most the last tenth of a second of lines.
    """

    def __init__(self) -> None:
        super().__init__(sys.stdout)
        self._waiting: list[str] = []
        self._flushed_by: asyncio.AbstractEventLoop | None = None  # the loop whose timer writes them

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = self.format(record) + self.terminator
        except Exception:
            self.handleError(record)
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop on this thread: the line goes out now
            self._waiting.append(line)
            self.flush()
            return
        # A loop that ended (a test client's) never runs its timer: the next loop's writes what waits.
        if not self._waiting or loop is not self._flushed_by:
            self._flushed_by = loop
            loop.call_later(ACCESS_LOG_FLUSH_SECONDS, self.flush)
        self._waiting.append(line)

    def flush(self) -> None:
        with self.lock:  # type: ignore[union-attr]
            if self._waiting:
                lines, self._waiting = self._waiting, []
                self.stream.write("".join(lines))
                self.stream.flush()


def logging_config() -> dict[str, Any]:
    """uvicorn's logging, its access lines through ``BatchedAccessLog``."""
    config = copy.deepcopy(LOGGING_CONFIG)
    config["handlers"]["access"] = {"()": BatchedAccessLog, "formatter": "access"}
    return config
