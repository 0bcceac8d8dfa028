"""Concurrency 1 as the LiteLLM harness drives it, with each call's latency kept: versions of misrad
(``NAME=SRC`` each, a ``src`` tree; ``NAME=-`` is this tree) beside the fake upstream alone
(``direct``) and, with ``--litellm VENV``, LiteLLM 1.106.2's metered proxy, called one after another
in the harness's ABBA order (``bench.py``'s ``seq_phase``) by one ``httpx`` client (or the ``openai``
SDK with ``--sdk``), all on one scratch database and key.

    .venv/bin/python -m bench.gateway_c1 [sqlite|postgresql] N NAME=SRC... [--litellm VENV] [--sdk] [--timed]

A version whose NAME starts with ``own`` runs in a session, so a scheduler autogroup, of its own.

``--timed``: the servers time their calls as ``bench.gateway_stages`` does, and say which of them (all,
and those past the server's p99) were served during a settlement batch, a commit over 1 ms, a GC run,
a pool trim, a WAL checkpoint; and, call by call, where the calls past the client's p99 spent their
extra time (``bench.gateway_attribution``: client and server records matched on the shared clock).

Prints per target p50, p90, p99 and the largest call, and for misrad's versions the p99 of the calls
that came right after a LiteLLM call against the others (LiteLLM's work after its response lands on
the next call), then the usage rows against the calls forwarded.
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import time
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx

from bench.bench_gateway import (
    COUNTED_PORT,
    DIRECT_PORT,
    LITELLM_ENV,
    LITELLM_PORT,
    ROOT,
    SERVE,
    _configure,
    _free_port,
    _harness,
    _start,
    _usage_rows,
)
from bench.databases import scratch_database
from bench.gateway_attribution import _client_collections, print_attribution
from bench.gateway_stages import SERVE as TIMED_SERVE
from bench.gateway_stages import _dumped, _report_overlaps

MESSAGES = [{"role": "user", "content": "Say hello."}]
WARMUP = 50


def _caller(url: str, key: str, sdk: bool, stack: ExitStack) -> Callable[[], None]:
    if sdk:
        from openai import OpenAI

        client = OpenAI(base_url=url, api_key=key, max_retries=0, timeout=30)
        stack.callback(client.close)

        def call_sdk() -> None:
            reply = client.chat.completions.create(model="fake-model", messages=MESSAGES, max_tokens=16)  # type: ignore[arg-type]
            assert reply.usage and reply.usage.total_tokens > 0

        return call_sdk
    session = stack.enter_context(httpx.Client(timeout=30, headers={"Authorization": f"Bearer {key}"}))
    body = {"model": "fake-model", "messages": MESSAGES, "max_tokens": 16}

    def call() -> None:
        response = session.post(url + "/chat/completions", json=body)
        response.raise_for_status()
        assert response.json()["usage"]["total_tokens"] > 0

    return call


def _cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of ``pid`` (every thread), from ``/proc``."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _cuts(values: list[float]) -> str:
    cuts = statistics.quantiles(values, n=100)
    return (
        f"p50 {1000 * statistics.median(values):6.2f} p90 {1000 * cuts[89]:6.2f} "
        f"p99 {1000 * cuts[98]:6.2f} max {1000 * max(values):6.1f} (n={len(values)})"
    )


def _litellm(stack: ExitStack, venv: str, folder: Path) -> None:
    harness = _harness()
    fake = harness / "fake_openai.py"
    _start(
        stack, ["python3", str(fake), "--port", str(DIRECT_PORT)], f"http://127.0.0.1:{DIRECT_PORT}/health"
    )
    config = folder / "config_metered.yaml"
    text = (harness / "config_metered.yaml").read_text()
    config.write_text(text.replace("127.0.0.1:18000", f"127.0.0.1:{DIRECT_PORT}"))
    args = [f"{venv}/bin/litellm", "--config", str(config), "--host", "127.0.0.1"]
    args += ["--port", str(LITELLM_PORT), "--num_workers", "1"]
    _start(stack, args, f"http://127.0.0.1:{LITELLM_PORT}/health/liveliness", LITELLM_ENV)


Found = dict[str, list[tuple[float, str, float]]]


def _drive(calls: dict[str, Callable[[], None]], n: int) -> Found:
    """``n`` calls per target in ABBA order: (latency, the target called just before, its start on the
    monotonic clock every process of the machine shares: ``time.perf_counter``). misrad's
    versions swap places every other round, so that each follows LiteLLM as often as the others."""
    for call in calls.values():
        for _ in range(WARMUP):
            call()
    found: Found = {name: [] for name in calls}
    fixed = [name for name in calls if name in ("direct", "litellm")]
    versions, previous = [name for name in calls if name not in fixed], ""
    for index in range(n):
        names = fixed + (versions if (index // 4) % 2 == 0 else list(reversed(versions)))
        for name in names if index % 4 in (0, 3) else list(reversed(names)):
            started = time.perf_counter()
            calls[name]()
            found[name].append((time.perf_counter() - started, previous, started))
            previous = name
    return found


def main() -> None:
    options = sys.argv[1:]
    venv = ""
    if "--litellm" in options:
        at = options.index("--litellm")
        venv = options.pop(at + 1)
    sdk = "--sdk" in options
    timed = "--timed" in options
    args = [a for a in options if not a.startswith("--")]
    kind, n = args[0], int(args[1])
    variants = dict(a.split("=", 1) for a in args[2:])
    harness = _harness()
    load = os.getloadavg()
    with scratch_database(kind, "gateway_c1"), ExitStack() as stack:
        counted = [sys.executable, str(ROOT / "bench/gateway_upstream.py"), str(harness), str(COUNTED_PORT)]
        _start(stack, counted, f"http://127.0.0.1:{COUNTED_PORT}/health")
        key_id, secret = _configure()
        calls: dict[str, Callable[[], None]] = {
            "direct": _caller(f"http://127.0.0.1:{COUNTED_PORT}/v1", "sk-fake", sdk, stack)
        }
        if venv:
            _litellm(stack, venv, Path(stack.enter_context(_tempdir())))
            calls["litellm"] = _caller(f"http://127.0.0.1:{LITELLM_PORT}/v1", "sk-master-1234", sdk, stack)
        servers: dict[str, tuple[int, Path]] = {}
        for name, source in variants.items():
            port = _free_port()
            env = {} if source == "-" else {"PYTHONPATH": source}
            # A server in its own session or in the bench's (``bench_gateway._start``): the A/B of gw16.
            env["MISRAD_BENCH_OWN_SESSION"] = "1" if name.startswith("own") else "0"
            out = Path(f"/tmp/gateway-c1-{os.getpid()}-{name}.json")
            command = [sys.executable, "-c", TIMED_SERVE if timed else SERVE, str(port), str(out)]
            pid = _start(stack, command, f"http://127.0.0.1:{port}/api/health", env)
            servers[name] = (pid, out)
            calls[name] = _caller(f"http://127.0.0.1:{port}/v1", secret, sdk, stack)
        served_before = int(httpx.get(f"http://127.0.0.1:{COUNTED_PORT}/count").text)
        client_gc = _client_collections()
        cpu_before = {name: _cpu_seconds(pid) for name, (pid, _) in servers.items()}
        found = _drive(calls, n)
        cpu_after = {name: _cpu_seconds(pid) for name, (pid, _) in servers.items()}
        gc.callbacks.remove(client_gc.record)
        _print(kind, found, load, sdk)
        for name in servers:
            print(f"    {name}: server CPU {1000 * (cpu_after[name] - cpu_before[name]) / n:.2f} ms/call")
        for name, (pid, out) in servers.items() if timed else ():
            stats = _dumped(pid, out)
            _print_inside(name, stats, n)
            print_attribution(name, found[name], stats["calls"][-n:], stats, client_gc.runs)
        time.sleep(2)
        forwarded = int(httpx.get(f"http://127.0.0.1:{COUNTED_PORT}/count").text) - served_before
        forwarded -= WARMUP + n  # direct's own
        rows, holds = _usage_rows(key_id)
        print(f"usage rows {rows} for {forwarded} calls misrad forwarded upstream, holds left {holds}")


def _print(kind: str, found: Found, load: tuple[float, ...], sdk: bool) -> None:
    end = os.getloadavg()
    client = "openai SDK" if sdk else "httpx"
    print(f"{kind} c=1 ({client}), load {load[0]:.1f} at the start, {end[0]:.1f} at the end")
    for name, calls in found.items():
        print(f"  {name:>8}: {_cuts([latency for latency, *_ in calls])}")
        after: dict[str, list[float]] = {}
        for latency, previous, _ in calls:
            after.setdefault(previous, []).append(latency)
        if name not in ("direct", "litellm") and len(after) > 1:
            parts: list[Any] = [
                f"after {p or '-'} p99 {1000 * _p99(v):.2f} (n={len(v)})" for p, v in after.items()
            ]
            print(f"            {'; '.join(parts)}")


def _print_inside(name: str, stats: dict[str, Any], n: int) -> None:
    records = stats["calls"][-n:]  # after the warm-up's
    cut = statistics.quantiles([c["total"] for c in records], n=100)[98]
    print(f"  {name}, inside the server (calls past its p99 of {1000 * cut:.2f} ms):")
    _report_overlaps(records, [c for c in records if c["total"] >= cut], stats)


def _p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100)[98] if len(values) > 1 else values[0]


def _tempdir() -> Any:
    import tempfile

    return tempfile.TemporaryDirectory(prefix="gateway-c1-")


if __name__ == "__main__":
    main()
