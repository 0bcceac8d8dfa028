"""Where a ``/v1`` call's CPU goes: one misrad server (scratch database, a virtual key with a budget, an
office budget, the counting fake upstream as OpenAI) driven at concurrency ``C`` by plain keep-alive
clients (``http.client`` threads, so the client costs little), with py-spy sampling the server.

    .venv/bin/python bench/gateway_profile.py [sqlite|postgresql] [stream|plain] SECONDS CONC [OUT]

Prints the server's CPU per request, the requests per second, and the functions with the most samples
(self and inclusive) from py-spy's raw output; ``OUT`` keeps the collapsed stacks (flame-graph input).
Needs the peer harness (``MISRAD_BENCH_LITELLM_HARNESS`` or ``shared/peers/litellm-bench``).
"""

from __future__ import annotations

import http.client
import json
import subprocess
import sys
import threading
import time
from collections import Counter
from contextlib import ExitStack
from pathlib import Path

from bench.bench_gateway import COUNTED_PORT, ROOT, SERVE, _configure, _free_port, _harness, _start
from bench.databases import scratch_database

BODY = {"model": "fake-model", "messages": [{"role": "user", "content": "Say hello."}], "max_tokens": 16}


def _cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as handle:
        rest = handle.read().rsplit(")", 1)[1].split()
    return (int(rest[11]) + int(rest[12])) / 100


def _drive(port: int, secret: str, stream: bool, stop: threading.Event, counts: list[int]) -> None:
    body = json.dumps({**BODY, "stream": stream}).encode()
    headers = {"authorization": f"Bearer {secret}", "content-type": "application/json"}
    connection = http.client.HTTPConnection("127.0.0.1", port)
    while not stop.is_set():
        connection.request("POST", "/v1/chat/completions", body, headers)
        response = connection.getresponse()
        data = response.read()
        if response.status != 200:
            raise SystemExit(f"{response.status}: {data[:300]!r}")
        counts.append(1)


def _report(raw: str, total: int) -> None:
    own: Counter[str] = Counter()
    inclusive: Counter[str] = Counter()
    for line in raw.splitlines():
        stack, _, count = line.rpartition(" ")
        frames = stack.split(";")
        samples = int(count)
        own[frames[-1]] += samples
        for frame in set(frames):
            inclusive[frame] += samples
    for title, counter in (("self", own), ("inclusive", inclusive)):
        print(f"--- top {title} ({total} samples)")
        for frame, samples in counter.most_common(45):
            print(f"{100 * samples / total:5.1f}%  {frame[:150]}")


def main() -> None:
    kind, mode, seconds, conc = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
    out = Path(sys.argv[5]) if len(sys.argv) > 5 else Path("/tmp/gateway-profile.txt")
    harness = _harness()
    with scratch_database(kind, "gateway_profile"), ExitStack() as stack:
        counted = [sys.executable, str(ROOT / "bench/gateway_upstream.py"), str(harness), str(COUNTED_PORT)]
        _start(stack, counted, f"http://127.0.0.1:{COUNTED_PORT}/health")
        _, secret = _configure()
        port = _free_port()
        pid = _start(stack, [sys.executable, "-c", SERVE, str(port)], f"http://127.0.0.1:{port}/api/health")
        stop, counts = threading.Event(), [0]
        warm = threading.Event()
        _drive_for(port, secret, mode == "stream", warm, 2.0)
        threads = [
            threading.Thread(target=_drive, args=(port, secret, mode == "stream", stop, counts), daemon=True)
            for _ in range(conc)
        ]
        for thread in threads:
            thread.start()
        time.sleep(1)
        before, done_before, started = _cpu(pid), len(counts), time.perf_counter()
        spy = subprocess.run(
            [
                "py-spy",
                "record",
                "-p",
                str(pid),
                "-d",
                str(int(seconds)),
                "-r",
                "200",
                "-f",
                "raw",
                "-o",
                str(out),
                "--nonblocking",
                "--gil",
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        elapsed, done = time.perf_counter() - started, len(counts) - done_before
        used = _cpu(pid) - before
        stop.set()
        print(spy.stderr[-500:])
        print(
            f"{kind} {mode} c={conc}: {done / elapsed:.0f} rps, "
            f"server CPU {1000 * used / max(done, 1):.2f} ms/req"
        )
        raw = out.read_text()
        _report(raw, sum(int(line.rpartition(" ")[2]) for line in raw.splitlines() if line))


def _drive_for(port: int, secret: str, stream: bool, stop: threading.Event, seconds: float) -> None:
    timer = threading.Timer(seconds, stop.set)
    timer.start()
    _drive(port, secret, stream, stop, [])


if __name__ == "__main__":
    main()
