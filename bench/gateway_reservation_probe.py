"""How long a ``/v1`` call's reservation takes at c=1, timed inside the server, with the settlement
writer as this tree has it, as another tree has it (``BASE_SRC``), and with no settlement at all (the
reservations alone): on PostgreSQL a reservation locks the budgets' ledger rows that the settlement
writer updates, so its tail shows how long the writer keeps them.

    .venv/bin/python -m bench.gateway_reservation_probe BASE_SRC [sqlite|postgresql] [ROUNDS] [SECONDS]

Each round starts one server per variant in turn (same database, key and fake upstream) and drives it
for ``SECONDS`` with one keep-alive client; it prints the client's latency and the reservation's
(``reserving.at_once``, PostgreSQL's one-statement way) quantiles.
"""

from __future__ import annotations

import http.client
import json
import sys
import time
from contextlib import ExitStack
from pathlib import Path

from bench.bench_gateway import COUNTED_PORT, ROOT, _configure, _free_port, _harness, _start
from bench.databases import scratch_database

# The server, its reservations timed (written to argv[2] every 200), settlement off with NO_SETTLE.
SERVE = r"""
import os, sys, time, uvicorn
from misrad.app import create_app
from misrad.providers.relay import reserving, settlement
samples, reserve = [], reserving.at_once
def dump():
    s = sorted(samples)
    cut = lambda q: 1000 * s[min(len(s) - 1, int(len(s) * q / 100))]
    with open(sys.argv[2], "w") as f:
        f.write(f"p50 {cut(50):.2f} p90 {cut(90):.2f} p99 {cut(99):.2f} n={len(s)}")
def timed(*args, **kwargs):
    started = time.perf_counter()
    found = reserve(*args, **kwargs)
    samples.append(time.perf_counter() - started)
    if len(samples) % 200 == 0:
        dump()
    return found
reserving.at_once = timed
if os.environ.get("NO_SETTLE"):
    settlement.submit = lambda done: None
uvicorn.run(create_app(run_worker=False), host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
"""
BODY = {"model": "fake-model", "messages": [{"role": "user", "content": "Say hello."}], "max_tokens": 16}


def _drive(port: int, secret: str, seconds: float) -> str:
    connection = http.client.HTTPConnection("127.0.0.1", port)
    headers = {"authorization": f"Bearer {secret}", "content-type": "application/json"}
    body, latencies = json.dumps(BODY).encode(), []
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        started = time.perf_counter()
        connection.request("POST", "/v1/chat/completions", body, headers)
        response = connection.getresponse()
        response.read()
        if response.status != 200:
            raise SystemExit(f"{response.status}")
        latencies.append(time.perf_counter() - started)
    latencies.sort()

    def cut(q: int) -> float:
        return 1000 * latencies[min(len(latencies) - 1, int(len(latencies) * q / 100))]

    return f"p50 {cut(50):.2f} p90 {cut(90):.2f} p99 {cut(99):.2f} n={len(latencies)}"


def main() -> None:
    base_src = sys.argv[1]
    kind = sys.argv[2] if len(sys.argv) > 2 else "postgresql"
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 6.0
    variants = {"new": {}, "base": {"PYTHONPATH": base_src}, "no settlement": {"NO_SETTLE": "1"}}
    harness = _harness()
    with scratch_database(kind, "gateway_reservation"), ExitStack() as stack:
        counted = [sys.executable, str(ROOT / "bench/gateway_upstream.py"), str(harness), str(COUNTED_PORT)]
        _start(stack, counted, f"http://127.0.0.1:{COUNTED_PORT}/health")
        _, secret = _configure()
        for index in range(rounds):
            for name, env in variants.items():
                slug = name.replace(" ", "-")
                port, out = _free_port(), Path(f"/tmp/gateway-reservation-{index}-{slug}.txt")
                with ExitStack() as server:
                    command = [sys.executable, "-c", SERVE, str(port), str(out)]
                    _start(server, command, f"http://127.0.0.1:{port}/api/health", env)
                    _drive(port, secret, 1.5)  # warm-up
                    client = _drive(port, secret, seconds)
                reserved = out.read_text() if out.exists() else "-"
                print(f"{kind} round {index} {name:>13}: call {client} | reservation {reserved}", flush=True)


if __name__ == "__main__":
    main()
