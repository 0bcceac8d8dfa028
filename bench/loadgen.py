"""A small closed-loop HTTP/1.1 load generator (asyncio, keep-alive connections, no dependencies).

``concurrency`` connections each send one request, wait for the whole response, and send the next,
for ``warmup + duration`` seconds; only requests started after the warm-up and finished before the end
are counted. It speaks just enough HTTP for uvicorn (Content-Length or chunked bodies), which keeps
the client far cheaper per request than httpx, so that the client is not what is being measured.

Run it as ``python -m bench.loadgen URL -c 8 -d 5`` for a quick look at one endpoint.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import statistics
import time
from collections import Counter
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast
from urllib.parse import urlsplit

# One request: (method, path with query, extra headers, body).
Request = tuple[str, str, dict[str, str], bytes]
RequestMaker = Callable[[int], Request]


@dataclass
class LoadResult:
    concurrency: int
    seconds: float
    latencies: list[float] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    unexpected: list[str] = field(default_factory=list)
    # Every response, warm-up included, and the server's CPU seconds over the same time (when known):
    # CPU per request does not depend on how much of the machine others leave to the server.
    responses: int = 0
    server_cpu_seconds: float | None = None

    @property
    def cpu_ms_per_request(self) -> float:
        if self.server_cpu_seconds is None or not self.responses:
            return float("nan")
        return self.server_cpu_seconds / self.responses * 1000

    @property
    def requests(self) -> int:
        return len(self.latencies)

    @property
    def errors(self) -> int:
        return sum(n for status, n in self.statuses.items() if status >= 400)

    @property
    def rate(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def percentile(self, fraction: float) -> float:
        """Latency in milliseconds at ``fraction`` (nearest rank)."""
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        index = min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))
        return ordered[index] * 1000

    @property
    def p50(self) -> float:
        return self.percentile(0.50)

    @property
    def p99(self) -> float:
        return self.percentile(0.99)

    @property
    def mean_ms(self) -> float:
        return statistics.fmean(self.latencies) * 1000 if self.latencies else float("nan")


def _encode(host: str, request: Request) -> bytes:
    method, path, headers, body = request
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", "Accept: application/json"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    if body or method in ("POST", "PUT", "PATCH"):
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


# A response: status, body, and whether the server will close the connection.
Response = tuple[int, bytes, bool]


def _head(head: bytes) -> tuple[int, dict[str, str]]:
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if colon:
            headers[name.strip().lower()] = value.strip()
    return int(lines[0].split(" ", 2)[1]), headers


def _whole_response(buffer: bytearray) -> Response | None:
    """The first response in ``buffer`` once all of it has arrived (taken out of the buffer), else None:
    a Content-Length body or a chunked one (read to its last chunk), as uvicorn sends them."""
    end = buffer.find(b"\r\n\r\n")
    if end < 0:
        return None
    status, headers = _head(bytes(buffer[:end]))
    position = end + 4
    if headers.get("transfer-encoding", "").lower() == "chunked":
        chunks = []
        while True:
            line_end = buffer.find(b"\r\n", position)
            if line_end < 0:
                return None
            size = int(bytes(buffer[position:line_end]).split(b";")[0], 16)
            position = line_end + 2 + size + 2  # the chunk and its CRLF (the last one's: its empty trailer)
            if len(buffer) < position:
                return None
            if size == 0:
                break
            chunks.append(bytes(buffer[line_end + 2 : position - 2]))
        body = b"".join(chunks)
    else:
        length = int(headers.get("content-length", "0"))
        if len(buffer) < position + length:
            return None
        body, position = bytes(buffer[position : position + length]), position + length
    del buffer[:position]
    return status, body, headers.get("connection", "").lower() == "close"


class _Exchanges(asyncio.Protocol):
    """One keep-alive connection: a request goes out whole and its response is handed back once all of
    it is in. A ``StreamReader`` cost an await (a future and a wake-up) for the head and another for
    the body, and a copy of both: 0.118 ms of CPU a response on uvloop against 0.103 now (a misrad list
    and create at c=32, medians of 6 alternating cells; issue 16: it shares the cores with the server).
    The response is still read to its last byte and parsed."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.waiting: asyncio.Future[Response] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if self.waiting is not None and not self.waiting.done():
            response = _whole_response(self.buffer)
            if response is not None:
                self.waiting.set_result(response)

    def connection_lost(self, error: Exception | None) -> None:
        if self.waiting is not None and not self.waiting.done():
            self.waiting.set_exception(error or ConnectionResetError("the server closed the connection"))

    async def exchange(self, request: bytes) -> Response:
        assert self.transport is not None
        self.waiting = asyncio.get_running_loop().create_future()
        self.transport.write(request)
        return await self.waiting

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


async def _connect(host: str, port: int) -> _Exchanges:
    _, exchanges = await asyncio.get_running_loop().create_connection(_Exchanges, host, port)
    return exchanges


async def _connection(
    host: str,
    port: int,
    make: RequestMaker,
    numbers: itertools.count[int],
    start: float,
    end: float,
    expected: frozenset[int],
    result: LoadResult,
) -> None:
    exchanges = await _connect(host, port)
    try:
        while True:
            sent = time.perf_counter()
            if sent >= end:
                return
            status, body, closing = await exchanges.exchange(_encode(f"{host}:{port}", make(next(numbers))))
            done = time.perf_counter()
            result.responses += 1
            if sent >= start and done <= end:
                result.latencies.append(done - sent)
                result.statuses[status] += 1
                if status not in expected and len(result.unexpected) < 3:
                    result.unexpected.append(f"{status} {body[:300].decode('utf-8', 'replace')}")
            if closing:
                exchanges.close()
                exchanges = await _connect(host, port)
    finally:
        exchanges.close()


async def run_load(
    url: str,
    make: RequestMaker,
    *,
    concurrency: int,
    duration: float,
    warmup: float = 1.0,
    expected: frozenset[int] = frozenset({200, 201}),
) -> LoadResult:
    """Drive ``url`` (its host and port; paths come from ``make``) for ``warmup + duration`` seconds."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    result = LoadResult(concurrency=concurrency, seconds=duration)
    numbers = itertools.count()
    start = time.perf_counter() + warmup
    end = start + duration
    await asyncio.gather(
        *(_connection(host, port, make, numbers, start, end, expected, result) for _ in range(concurrency))
    )
    return result


def process_cpu_seconds(pid: int) -> float:
    """User plus system CPU time so far of process ``pid`` and its live children (Linux): ``misrad
    serve --workers N`` serves from child processes of a supervisor."""
    total = 0.0
    for process in [pid, *_children(pid)]:
        try:
            fields = Path(f"/proc/{process}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return [*found, *(grandchild for child in found for grandchild in _children(child))]


def on_fast_loop(running: Coroutine[Any, Any, LoadResult]) -> LoadResult:
    """``running`` on a fresh event loop: uvloop when installed (as the server uses), whose sockets and
    callbacks cost the load generator less CPU per request on the cores it shares with the server."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(running)
    return uvloop.run(running)


def load(
    url: str,
    make: RequestMaker,
    *,
    concurrency: int,
    duration: float,
    warmup: float = 1.0,
    server_pid: int | None = None,
) -> LoadResult:
    """``run_load`` on a fresh event loop (``on_fast_loop``)."""
    running = run_load(url, make, concurrency=concurrency, duration=duration, warmup=warmup)
    before = process_cpu_seconds(server_pid) if server_pid else 0.0
    result = on_fast_loop(running)
    if server_pid:
        result.server_cpu_seconds = process_cpu_seconds(server_pid) - before
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("url")
    parser.add_argument("-c", "--concurrency", type=int, default=8)
    parser.add_argument("-d", "--duration", type=float, default=5.0)
    parser.add_argument("-H", "--header", action="append", default=[], help="'Name: value'")
    arguments = parser.parse_args()
    parts = urlsplit(arguments.url)
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    headers = dict(h.split(":", 1) for h in arguments.header)
    headers = {k.strip(): v.strip() for k, v in headers.items()}
    result = load(
        arguments.url,
        lambda _: ("GET", path or "/", headers, b""),
        concurrency=arguments.concurrency,
        duration=arguments.duration,
    )
    print(
        json.dumps(
            {
                "requests": result.requests,
                "rate": round(result.rate, 1),
                "p50_ms": round(result.p50, 2),
                "p99_ms": round(result.p99, 2),
                "statuses": dict(result.statuses),
                "unexpected": result.unexpected,
            },
            ensure_ascii=False,
        )
    )


if __name__ == "__main__":
    main()
