"""The ``/v1`` wire's reading of a provider's answer with http.client's own response (its headers
parsed by the ``email`` package) against ``relay.upstream._Response`` (a plain parse of the same
block), A/B in one process (issue 17, the cut ``gwlat`` left untried).

    .venv/bin/python -m bench.upstream_headers_ab [BLOCKS] [CALLS_PER_BLOCK]

The peer harness's fake OpenAI upstream (its answers carry four header fields; OpenAI's own carry
fifteen or more, so the cut grows there) in a process of its own; one kept-alive connection per way,
blocks of ``CALLS_PER_BLOCK`` completions each, alternating which way goes first. Reported: the
calling thread's CPU time per call (``time.thread_time``), median and quartiles over blocks.
"""

from __future__ import annotations

import http.client
import json
import statistics
import sys
import time
from contextlib import ExitStack

from bench.bench_gateway import _free_port, _harness, _start
from misrad.providers.relay import upstream

BODY = json.dumps(
    {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Say hello."}], "max_tokens": 16}
).encode()
HEADERS = {"content-type": "application/json", "authorization": "Bearer sk-fake"}


def _call(wire: http.client.HTTPConnection) -> None:
    wire.request("POST", "/v1/chat/completions", BODY, HEADERS)
    response = wire.getresponse()
    json.loads(response.read())
    assert response.status == 200 and not response.will_close


def main() -> None:
    blocks = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    calls = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    with ExitStack() as stack:
        port = _free_port()
        served = [sys.executable, str(_harness() / "fake_openai.py"), "--port", str(port)]
        _start(stack, served, f"http://127.0.0.1:{port}/health")
        ways: dict[str, http.client.HTTPConnection] = {}
        for name, kind in (("email parser", http.client.HTTPResponse), ("plain parse", upstream._Response)):
            wire = ways[name] = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            wire.response_class = kind
            for _ in range(50):
                _call(wire)
        cpu: dict[str, list[float]] = {name: [] for name in ways}
        for block in range(blocks):
            for name in list(ways) if block % 2 == 0 else list(reversed(ways)):
                started = time.thread_time()
                for _ in range(calls):
                    _call(ways[name])
                cpu[name].append((time.thread_time() - started) / calls * 1e6)
        for name, found in cpu.items():
            low, _, high = statistics.quantiles(found)
            median = statistics.median(found)
            print(f"{name:>12}: CPU µs/call median {median:.0f} (quartiles {low:.0f}-{high:.0f})")
        print(f"{blocks} blocks × {calls} calls a way")


if __name__ == "__main__":
    main()
