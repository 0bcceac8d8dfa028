"""Streamed calls against OpenAI-compatible targets, interleaved, sampling each server's CPU: the part
the peer harness (``bench.py``) does not drive. Run with the harness's Python (httpx, aiohttp):

    python bench/gateway_stream_load.py OUT.json N1 NCONC CONC NAME,URL,KEY,MODEL,PID+PID ...

c=1: ``N1`` sequential streamed calls per target (ABBA), whole stream read; c=``CONC``: ``NCONC`` per
target with aiohttp, two rounds in alternating order. Each call must end with ``data: [DONE]``.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from typing import Any

import aiohttp
import httpx

BODY = {"messages": [{"role": "user", "content": "Say hello."}], "max_tokens": 16, "stream": True}


def cpu_seconds(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as handle:
                rest = handle.read().rsplit(")", 1)[1].split()
            total += int(rest[11]) + int(rest[12])
        except (OSError, ValueError, IndexError):
            pass
    return total / os.sysconf("SC_CLK_TCK")


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))] if ordered else 0.0


def summary(lat: list[float], errors: int, wall: float, cpu: float) -> dict[str, Any]:
    n = len(lat)
    return {
        "n": n,
        "errors": errors,
        "p50_ms": pct(lat, 50) * 1000,
        "p99_ms": pct(lat, 99) * 1000,
        "rps": n / wall if wall else 0.0,
        "server_cpu_ms_per_req": cpu * 1000 / max(1, n + errors),
    }


def sequential(targets: list[dict[str, Any]], n: int) -> dict[str, Any]:
    clients = {t["name"]: httpx.Client(timeout=30, headers=t["headers"]) for t in targets}
    lat: dict[str, list[float]] = {t["name"]: [] for t in targets}
    errors = dict.fromkeys(lat, 0)
    cpu = dict.fromkeys(lat, 0.0)
    wall = dict.fromkeys(lat, 0.0)

    def call(t: dict[str, Any]) -> None:
        with clients[t["name"]].stream("POST", t["url"] + "/chat/completions", json=t["body"]) as r:
            text = b"".join(r.iter_bytes())
            if r.status_code != 200 or not text.rstrip().endswith(b"[DONE]"):
                raise RuntimeError(f"{r.status_code} {text[:200]!r}")

    for t in targets:
        for _ in range(20):
            call(t)
    for i in range(n):
        for t in targets if i % 4 in (0, 3) else list(reversed(targets)):
            c0, t0 = cpu_seconds(t["pids"]), time.perf_counter()
            try:
                call(t)
                lat[t["name"]].append(time.perf_counter() - t0)
            except Exception:
                errors[t["name"]] += 1
            wall[t["name"]] += time.perf_counter() - t0
            cpu[t["name"]] += cpu_seconds(t["pids"]) - c0
    return {name: summary(lat[name], errors[name], wall[name], cpu[name]) for name in lat}


async def concurrent(targets: list[dict[str, Any]], n: int, conc: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    acc = {t["name"]: [[], 0, 0.0, 0.0] for t in targets}
    connector = aiohttp.TCPConnector(limit=conc, limit_per_host=conc)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=60)) as session:

        async def block(t: dict[str, Any], count: int) -> None:
            numbers = iter(range(count))
            a = acc[t["name"]]

            async def worker() -> None:
                for _ in numbers:
                    t0 = time.perf_counter()
                    try:
                        async with session.post(
                            t["url"] + "/chat/completions", json=t["body"], headers=t["headers"]
                        ) as r:
                            text = await r.read()
                            if r.status != 200 or not text.rstrip().endswith(b"[DONE]"):
                                raise RuntimeError(str(r.status))
                        a[0].append(time.perf_counter() - t0)
                    except Exception:
                        a[1] += 1

            c0, w0 = cpu_seconds(t["pids"]), time.perf_counter()
            await asyncio.gather(*(worker() for _ in range(conc)))
            a[2] += time.perf_counter() - w0
            a[3] += cpu_seconds(t["pids"]) - c0

        for t in targets:  # warm-up, not counted
            await block(t, conc * 2)
            acc[t["name"]] = [[], 0, 0.0, 0.0]
        for round_number in range(2):
            for t in targets if round_number % 2 == 0 else list(reversed(targets)):
                await block(t, n // 2)
    for name, (lat, errors, wall, cpu) in acc.items():
        out[name] = summary(lat, errors, wall, cpu)
    return out


def main() -> None:
    out, n1, nconc, conc = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    targets = []
    for spec in sys.argv[5:]:
        name, url, key, model, pids = spec.split(",")
        targets.append(
            {
                "name": name,
                "url": url,
                "headers": {"authorization": f"Bearer {key}"},
                "body": {**BODY, "model": model},
                "pids": [int(p) for p in pids.split("+") if p],
            }
        )
    results = {
        "c=1 stream": sequential(targets, n1),
        f"c={conc} stream": asyncio.run(concurrent(targets, nconc, conc)),
    }
    with open(out, "w") as handle:
        json.dump(results, handle, indent=1)


if __name__ == "__main__":
    main()
