"""Two versions of the ``/v1`` call path side by side in one run: misrad as this tree has it and misrad
from another source tree (``BASE_SRC``, e.g. ``git archive <commit> src | tar -x -C /tmp/base``), both
on one scratch database with one virtual key, both forwarding to the counting fake upstream, driven in
alternating rounds (ABBA) by plain keep-alive ``http.client`` threads. On a shared, loaded machine only
such same-run figures say whether a change cut CPU per call.

    .venv/bin/python -m bench.gateway_compare BASE_SRC [sqlite|postgresql] [ROUNDS] [N] [CONCURRENCIES]

Prints, per phase (plain and streamed, at each of ``CONCURRENCIES``, default ``1,8``): the server's CPU
per call, calls per second and the latency (p50, p90, p99) of each version; then the usage rows against
the calls forwarded upstream.
"""

from __future__ import annotations

import http.client
import json
import statistics
import sys
import threading
import time
from contextlib import ExitStack

import httpx

from bench.bench_gateway import (
    COUNTED_PORT,
    ROOT,
    SERVE,
    _configure,
    _free_port,
    _harness,
    _start,
    _usage_rows,
)
from bench.databases import scratch_database

BODY = {"model": "fake-model", "messages": [{"role": "user", "content": "Say hello."}], "max_tokens": 16}


def _cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as handle:
        rest = handle.read().rsplit(")", 1)[1].split()
    return (int(rest[11]) + int(rest[12])) / 100


def _calls(port: int, secret: str, stream: bool, count: int, latencies: list[float]) -> None:
    body = json.dumps({**BODY, "stream": stream}).encode()
    headers = {"authorization": f"Bearer {secret}", "content-type": "application/json"}
    connection = http.client.HTTPConnection("127.0.0.1", port)
    for _ in range(count):
        started = time.perf_counter()
        connection.request("POST", "/v1/chat/completions", body, headers)
        response = connection.getresponse()
        data = response.read()
        if response.status != 200 or (stream and not data.rstrip().endswith(b"[DONE]")):
            raise SystemExit(f"{response.status}: {data[:300]!r}")
        latencies.append(time.perf_counter() - started)
    connection.close()


def _round(
    port: int, pid: int, secret: str, mode: str, conc: int, n: int
) -> tuple[float, float, list[float]]:
    """(CPU seconds, wall seconds, latencies) of ``n`` calls at concurrency ``conc``."""
    latencies: list[float] = []
    threads = [
        threading.Thread(target=_calls, args=(port, secret, mode == "stream", n // conc, latencies))
        for _ in range(conc)
    ]
    cpu, started = _cpu(pid), time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    time.sleep(0.1)  # the settlement writer's work belongs to these calls
    return _cpu(pid) - cpu, wall, latencies


def main() -> None:
    base_src = sys.argv[1]
    kind = sys.argv[2] if len(sys.argv) > 2 else "sqlite"
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    n = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    concurrencies = [int(c) for c in (sys.argv[5] if len(sys.argv) > 5 else "1,8").split(",")]
    phases = [(mode, conc) for mode in ("plain", "stream") for conc in concurrencies]
    harness = _harness()
    with scratch_database(kind, "gateway_compare"), ExitStack() as stack:
        counted = [sys.executable, str(ROOT / "bench/gateway_upstream.py"), str(harness), str(COUNTED_PORT)]
        _start(stack, counted, f"http://127.0.0.1:{COUNTED_PORT}/health")
        key_id, secret = _configure()
        servers = {}
        for name, env in (("new", {}), ("base", {"PYTHONPATH": base_src})):
            port = _free_port()
            health = f"http://127.0.0.1:{port}/api/health"
            servers[name] = (port, _start(stack, [sys.executable, "-c", SERVE, str(port)], health, env))
        served_before = int(httpx.get(f"http://127.0.0.1:{COUNTED_PORT}/count").text)
        for port, pid in servers.values():  # warm-up: connections, caches
            for mode in ("plain", "stream"):
                _round(port, pid, secret, mode, 4, 80)
        for mode, conc in phases:
            cpu, wall = dict.fromkeys(servers, 0.0), dict.fromkeys(servers, 0.0)
            latencies: dict[str, list[float]] = {name: [] for name in servers}
            for index in range(rounds):
                for name in list(servers) if index % 2 == 0 else list(reversed(servers)):
                    used, took, lat = _round(*servers[name], secret, mode, conc, n)
                    cpu[name] += used
                    wall[name] += took
                    latencies[name].extend(lat)
            for name, lat in latencies.items():
                cuts = statistics.quantiles(lat, n=100)
                print(
                    f"{kind} {mode} c={conc} {name:>4}: CPU {1000 * cpu[name] / len(lat):.2f} ms/call, "
                    f"{len(lat) / wall[name]:.0f} calls/s, p50 {statistics.median(lat) * 1000:.2f} ms, "
                    f"p90 {cuts[89] * 1000:.2f}, p99 {cuts[98] * 1000:.2f}",
                    flush=True,
                )
        time.sleep(2)
        forwarded = int(httpx.get(f"http://127.0.0.1:{COUNTED_PORT}/count").text) - served_before
        rows, holds = _usage_rows(key_id)
        print(f"usage rows {rows} for {forwarded} calls forwarded upstream, holds left {holds}")


if __name__ == "__main__":
    main()
