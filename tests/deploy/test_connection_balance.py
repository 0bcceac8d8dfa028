"""``misrad serve --workers 2`` evens out keep-alive connections the kernel dealt to one process: a
process over its share answers ``Connection: close`` on some of them, and the clients' new connections
are dealt again (``core.connection_balance``)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from misrad.core import connection_balance
from tests.deploy.test_serve_workers import (
    _server_side_inodes,
    _serving_process,
    _start_two,
    _two_api_processes,
)

pytestmark = [
    pytest.mark.deployment,
    pytest.mark.slow,
    pytest.mark.usefixtures("database"),
    pytest.mark.own_sqlite,
]
CLIENTS = 16


async def _exchange(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
    """One health request on a keep-alive connection; whether the server closes the connection after."""
    writer.write(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
    head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").lower()
    assert head.startswith("http/1.1 200"), head
    length = int(head.split("content-length:")[1].split("\r\n")[0])
    await reader.readexactly(length)
    return "connection: close" in head


class _Clients:
    """Keep-alive connections that all went to one process (the others opened with them closed)."""

    def __init__(self, port: int, processes: set[int]) -> None:
        self.port, self.processes = port, processes
        self.open: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []

    def serving(self) -> list[int | None]:
        inodes = _server_side_inodes(self.port)
        ports = [writer.get_extra_info("sockname")[1] for _reader, writer in self.open]
        return [_serving_process(inodes[port], self.processes) if port in inodes else None for port in ports]

    async def dealt_to_one(self) -> int:
        """Opens connections until ``CLIENTS`` of them are served by one process; closes the rest."""
        chosen: int | None = None
        while len(self.open) < CLIENTS:
            batch = [await asyncio.open_connection("127.0.0.1", self.port) for _ in range(8)]
            self.open += batch
            for connection in batch:
                await _exchange(*connection)
            kept = []
            for connection, pid in zip(self.open, self.serving(), strict=True):
                chosen = chosen or pid
                if pid == chosen and len(kept) < CLIENTS:
                    kept.append(connection)
                else:
                    connection[1].close()
            self.open = kept
        assert chosen is not None
        return chosen

    async def ask(self, seconds: float) -> int:
        """Every client asks in turn for ``seconds``, opening a new connection when one is closed, then
        until the spread has settled; how many connections the server closed."""
        closed, deadline = 0, time.monotonic() + seconds
        while time.monotonic() < deadline:
            closed += await self._round()
        # The kernel deals each reopened connection at random, and the processes learn each other's counts
        # every LOOK_SECONDS: cut off mid-churn, the last round's reopened connections may all have gone
        # to the busier process ([6, 10] once). Settled is a round that closes nothing after the counts
        # were told again.
        for _ in range(10):
            await asyncio.sleep(2 * connection_balance.LOOK_SECONDS)
            now_closed = await self._round()
            closed += now_closed
            if not now_closed:
                break
        return closed

    async def _round(self) -> int:
        """One request on every connection, each the server closed replaced; how many it closed."""
        closed = 0
        for n, connection in enumerate(self.open):
            if await _exchange(*connection):
                closed += 1
                connection[1].close()
                self.open[n] = await asyncio.open_connection("127.0.0.1", self.port)
        return closed


def test_connections_all_dealt_to_one_process_end_up_spread_over_both(tmp_path: Path) -> None:
    deployment, port = _two_api_processes(tmp_path)
    try:
        _supervisor, processes = _start_two(deployment)

        async def run() -> tuple[int, int, list[int | None]]:
            clients = _Clients(port, processes)
            first = await clients.dealt_to_one()
            closed = await clients.ask(6.0)
            return first, closed, clients.serving()

        first, closed, serving = asyncio.run(run())
        assert closed > 0, "the process holding every connection closed none"
        held = [serving.count(pid) for pid in processes]
        # 16 connections, 8 each; one more than its share is left as it is.
        assert max(held) <= CLIENTS // 2 + 1, f"connections per process: {held}, all first on {first}"
    finally:
        deployment.stop_all()
