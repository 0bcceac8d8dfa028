"""The wire to a provider alone: CPU per call of misrad's ``http.client`` pool
(``misrad.providers.relay.upstream``) against the same wire over urllib3 (``bench/gateway_wire_urllib3.py``),
both calling the peer harness's fake OpenAI upstream (a process of its own) from this process, plain and
streamed, one thread and eight, in alternating rounds. Only this process's CPU is counted.

    .venv/bin/python -m bench.gateway_wire [ROUNDS] [CALLS]
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from types import ModuleType

from bench import gateway_wire_urllib3
from bench.bench_gateway import _harness
from misrad.providers.gateway.adapters import Connection
from misrad.providers.relay import upstream

PORT = 18077
BODY = {"model": "fake-model", "messages": [{"role": "user", "content": "Say hello."}], "max_tokens": 16}
WIRES: dict[str, ModuleType] = {"http.client": upstream, "urllib3": gateway_wire_urllib3}


def _plain(wire: ModuleType, connection: Connection, calls: int) -> None:
    body = json.dumps(BODY).encode()
    for _ in range(calls):
        wire.post(connection, "openai", "/chat/completions", body)


def _streamed(wire: ModuleType, connection: Connection, calls: int) -> None:
    body = json.dumps({**BODY, "stream": True, "stream_options": {"include_usage": True}}).encode()
    for _ in range(calls):
        stream = wire.open_stream(connection, "openai", "/chat/completions", body)
        while stream.read():
            pass
        stream.close()


Drive = Callable[[ModuleType, Connection, int], None]


def _microseconds_per_call(
    drive: Drive, wire: ModuleType, connection: Connection, calls: int, threads: int
) -> float:
    workers = [
        threading.Thread(target=drive, args=(wire, connection, calls // threads)) for _ in range(threads)
    ]
    started = time.process_time()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return (time.process_time() - started) / calls * 1e6


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    calls = int(sys.argv[2]) if len(sys.argv) > 2 else 800
    fake = subprocess.Popen(
        [sys.executable, str(_harness() / "fake_openai.py"), "--port", str(PORT)], stdout=subprocess.DEVNULL
    )
    try:
        time.sleep(1.5)
        connection = Connection("openai", f"http://127.0.0.1:{PORT}/v1", "sk-fake", 30.0)
        drives: dict[str, Drive] = {"plain": _plain, "stream": _streamed}
        for wire in WIRES.values():  # warm-up
            _plain(wire, connection, 50)
            _streamed(wire, connection, 50)
        found: dict[tuple[str, str, int], list[float]] = {}
        for index in range(rounds):
            for name in list(WIRES) if index % 2 == 0 else list(reversed(WIRES)):
                for kind, drive in drives.items():
                    for threads in (1, 8):
                        cost = _microseconds_per_call(drive, WIRES[name], connection, calls, threads)
                        found.setdefault((kind, threads, name), []).append(cost)
        for (kind, threads, name), costs in sorted(found.items()):
            print(f"{kind} {threads} thread(s) {name:>11}: median {statistics.median(costs):.0f} µs/call")
    finally:
        fake.terminate()
        fake.wait()


if __name__ == "__main__":
    main()
