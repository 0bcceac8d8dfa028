"""Where an authenticated request's server CPU goes, in process (issue 16): the application called as
ASGI (no socket, no HTTP client: what is measured is the server's own work), on a scratch database with
a member, their API token and ``CUSTOMERS`` customers, ``--conc`` requests at a time.

    .venv/bin/python -m bench.request_profile [sqlite|postgresql] [list|chat|create] [--seconds 10]
        [--conc 8] [--spy OUT] [--pauses]

Prints the process's CPU (user + system, every thread: the request threads, the event loop) per
request; with ``--spy``, py-spy samples this process meanwhile and the functions with the most samples
(self and inclusive) are printed, the collapsed stacks kept in OUT. With ``--pauses``, each request's
time in the process (p50 / p99 / max) and the garbage collector's runs meanwhile, by generation, with
their total and longest pause: whether a tail is the collector's (issue 16, perf28: a chat at c=32 on
PostgreSQL saw no collection at all in 10 s; its p99 was twice its p50 all the same).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench.bench_scaleout import CUSTOMERS, _maker
from bench.databases import scratch_database
from bench.gateway_profile import _report


def _member_token() -> str:
    from misrad.auth.schemas import UserCreate
    from misrad.auth.service import create_token, create_user
    from misrad.core.db import get_database

    with get_database().unit_of_work() as session:
        data = UserCreate(email="member@example.com", display_name="bench", password="bench-password-1")
        user = create_user(session, data)
        _, plain = create_token(session, user.id, "bench")
    return plain


async def _call(app: Any, method: str, path: str, headers: dict[str, str], body: bytes) -> int:
    """One request through the ASGI application; its status."""
    target, _, query = path.partition("?")
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method,
        "scheme": "http", "path": target, "raw_path": target.encode(), "query_string": query.encode(),
        "root_path": "", "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 8000),
        "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()]
        + [(b"host", b"127.0.0.1"), (b"content-length", str(len(body)).encode())],
    }  # fmt: skip
    sent = False
    status = [0]

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:
            await asyncio.sleep(3600)
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            status[0] = message["status"]

    await app(scope, receive, send)
    return status[0]


async def _lifespan(app: Any) -> asyncio.Queue[dict[str, Any]]:
    """The application's startup run; put ``lifespan.shutdown`` in the queue to stop it."""
    inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    started = asyncio.Event()

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "lifespan.startup.complete":
            started.set()

    await inbox.put({"type": "lifespan.startup"})
    scope = {"type": "lifespan", "asgi": {"version": "3.0"}}
    asyncio.get_running_loop().create_task(app(scope, inbox.get, send))
    await started.wait()
    return inbox


class _Pauses:
    """Each request's time, and the collector's pauses by generation, while ``watching``."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.collections: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self.watching = False
        self._began = 0.0

    def collector(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        elif self.watching:
            self.collections[info["generation"]].append(time.perf_counter() - self._began)

    def report(self) -> None:
        times = sorted(self.times)
        n = len(times)
        print(f"in process: p50 {1000 * times[n // 2]:.1f} ms, p99 {1000 * times[int(n * 0.99)]:.1f} ms, "
              f"max {1000 * times[-1]:.1f} ms; collector threshold {gc.get_threshold()}")  # fmt: skip
        for generation, pauses in self.collections.items():
            total, longest = 1000 * sum(pauses), 1000 * max(pauses, default=0.0)
            print(f"  generation {generation}: {len(pauses)} collections, {total:.1f} ms in all, "
                  f"longest {longest:.1f} ms")  # fmt: skip


PAUSES = _Pauses()


async def _drive(app: Any, operation: str, token: str, seconds: float, conc: int) -> int:
    make, done, stop = _maker(operation, token), [0], time.monotonic() + seconds

    async def client(offset: int) -> None:
        n = offset
        while time.monotonic() < stop:
            method, path, headers, body = make(n)
            began = time.perf_counter()
            status = await _call(app, method, path, headers, body)
            if PAUSES.watching:
                PAUSES.times.append(time.perf_counter() - began)
            if status not in (200, 201):
                raise SystemExit(f"{operation}: {status}")
            n += conc
            done[0] += 1

    await asyncio.gather(*(client(i) for i in range(conc)))
    return done[0]


async def _run(options: argparse.Namespace) -> None:
    from misrad.app import create_app

    token = _member_token()
    app = create_app(run_worker=False)
    lifespan = await _lifespan(app)
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    for n in range(CUSTOMERS):
        body = f'{{"name": "לקוח מדידה {n:03d}"}}'.encode()
        status = await _call(app, "POST", "/api/customers", headers, body)
        assert status in (200, 201), status
    await _drive(app, options.operation, token, 2.0, options.conc)  # warm: caches, pools, statements
    spy = None
    if options.spy:
        spy_bin = str(Path(sys.executable).parent / "py-spy")  # beside this Python: the venv's
        args = [spy_bin, "record", "-p", str(os.getpid()), "-d", str(int(options.seconds)), "-r", "100"]
        spy = subprocess.Popen([*args, "--gil", "-f", "raw", "-o", options.spy, "--nonblocking"])
    if options.pauses:
        gc.callbacks.append(PAUSES.collector)
        PAUSES.watching = True
    before = time.process_time()
    done = await _drive(app, options.operation, token, options.seconds, options.conc)
    used = time.process_time() - before
    PAUSES.watching = False
    print(f"{options.database} {options.operation} c={options.conc}: {done} requests, "
          f"CPU {1000 * used / done:.3f} ms/request, load average {os.getloadavg()[0]:.1f}")  # fmt: skip
    if options.pauses:
        PAUSES.report()
    if spy is not None:
        spy.wait()
        raw = Path(options.spy).read_text()
        _report(raw, sum(int(line.rpartition(" ")[2]) for line in raw.splitlines() if line))
    await lifespan.put({"type": "lifespan.shutdown"})


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("database", choices=["sqlite", "postgresql"])
    parser.add_argument("operation", choices=["list", "chat", "create"])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--conc", type=int, default=8)
    parser.add_argument("--spy", default="")
    parser.add_argument("--pauses", action="store_true")
    options = parser.parse_args()
    with scratch_database(options.database, "request_profile"):
        asyncio.run(_run(options))


if __name__ == "__main__":
    main()
