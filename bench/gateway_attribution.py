"""Where the slowest 1% of misrad's calls at concurrency 1 spend their extra time, call by call: each
call as the client timed it, matched to the server's own record of it (``bench.gateway_stages``'s
timed server; both processes read the machine's one monotonic clock), split into the stages the
server timed and what lies outside them, and what ran in the server (a settlement batch, a pool trim,
a WAL checkpoint, a cyclic collection) or in the client (its own collections) meanwhile.

Used by ``bench.gateway_c1 --timed``. The "extra" of a stage is the call's time in it less the median
call's, so the columns of a row add up to the call's latency less the median latency.
"""

from __future__ import annotations

import bisect
import gc
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

OWN_STAGES = ("key", "reserve", "upstream", "settle")  # timed on their own in the request thread
COLUMNS = ("outside", "wait", "key", "reserve", "upstream", "settle", "thread rest", "after thread")


@dataclass
class ClientCollections:
    """The client process's own cyclic collections: (generation, seconds, started)."""

    runs: list[tuple[int, float, float]] = field(default_factory=list)
    _at: float = 0.0

    def record(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._at = time.perf_counter()
        else:
            self.runs.append((info["generation"], time.perf_counter() - self._at, self._at))


def _client_collections() -> ClientCollections:
    recorder = ClientCollections()
    gc.callbacks.append(recorder.record)
    return recorder


def _parts(latency: float, record: dict[str, float]) -> dict[str, float]:
    thread = record.get("thread", 0.0)
    return {
        "outside": latency - record["total"],  # client, sockets, uvicorn before the app and after it
        "wait": record["wait"],  # from the app's first look at the request to its request thread
        "reserve": record.get("reserve", 0.0),
        "upstream": record.get("upstream", 0.0),
        "key": record.get("key", 0.0),
        "settle": record.get("settle", 0.0),
        # the request thread's own work around them: the rate, the plan, parsing, the answer's bytes
        "thread rest": thread - sum(record.get(stage, 0.0) for stage in OWN_STAGES),
        "after thread": record["total"] - record["wait"] - thread,  # back on the loop: the answer sent
    }


def _matched(
    client: list[tuple[float, str, float]], server: list[dict[str, float]]
) -> list[tuple[float, str, float, dict[str, float]]]:
    """Each client call with the server record that arrived within it (at concurrency 1, one)."""
    ordered = sorted(server, key=lambda record: record["at"])
    arrivals = [record["at"] for record in ordered]
    found = []
    for latency, previous, started in client:
        index = bisect.bisect_left(arrivals, started)
        if index < len(ordered) and arrivals[index] <= started + latency:
            found.append((latency, previous, started, ordered[index]))
    return found


def _during(start: float, end: float, spans: list[tuple[float, float]]) -> bool:
    return any(at < end and at + took > start for at, took in spans)


Spans = dict[str, list[tuple[float, float]]]


def _spans(stats: dict[str, Any], client_gc: list[tuple[int, float, float]]) -> Spans:
    """What ran meanwhile, as (started, seconds)."""
    return {
        "batch": [(at, took) for _, took, at in stats["batches"]],
        "server gc": [(at, took) for _, took, at in stats.get("collections", [])],
        "trim": [(at, took) for took, at in stats.get("trims", [])],
        "checkpoint": [(at, took) for took, at in stats.get("checkpoints", [])],
        "commit>1ms": [(at, took) for _, took, at in stats.get("commits", []) if took > 0.001],
        "client gc": [(at, took) for _, took, at in client_gc],
    }


Matched = list[tuple[float, str, float, dict[str, float]]]


def print_attribution(
    name: str,
    client: list[tuple[float, str, float]],
    server: list[dict[str, float]],
    stats: dict[str, Any],
    client_gc: list[tuple[int, float, float]],
) -> None:
    calls = _matched(client, server)
    if len(calls) < 100:
        print(f"  {name}: only {len(calls)} calls matched to the server's records")
        return
    cut = statistics.quantiles([latency for latency, *_ in calls], n=100)[98]
    print(f"  {name}: the calls past the client's p99 ({1000 * cut:.2f} ms), extra ms over the median call")
    spans = _spans(stats, client_gc)
    _print_slow_calls(calls, cut, spans)
    slow = [call for call in calls if call[0] >= cut]
    for previous in sorted({previous for _, previous, _, _ in calls}):
        share = sum(1 for call in calls if call[1] == previous) / len(calls)
        after = sum(1 for call in slow if call[1] == previous)
        print(f"    after {previous or '-'}: {100 * share:.0f}% of all calls, {after} of {len(slow)} slow")
    for what, found in spans.items():
        took = sorted(t for _, t in found)
        if took:
            middle, most = 1000 * took[len(took) // 2], 1000 * took[-1]
            print(f"    {what}: {len(took)} runs, median {middle:.2f} ms, max {most:.2f}")
        every = sum(_during(s, s + latency, found) for latency, _, s, _ in calls) / len(calls)
        hits = sum(_during(s, s + latency, found) for latency, _, s, _ in slow)
        print(f"    during {what}: {100 * every:.1f}% of all calls, {hits} of the {len(slow)} slow ones")


def _print_slow_calls(calls: Matched, cut: float, spans: Spans) -> None:
    """One row per call past the p99: each stage's time less the median call's, what ran meanwhile."""
    parts = [_parts(latency, record) for latency, _, _, record in calls]
    median = {column: statistics.median(p[column] for p in parts) for column in COLUMNS}
    typical = statistics.median(latency for latency, *_ in calls)
    print(f"    {'latency':>8} {'extra':>6} " + " ".join(f"{c:>9}" for c in COLUMNS) + "  during / after")
    totals = dict.fromkeys(COLUMNS, 0.0)
    for (latency, previous, started, _), part in zip(calls, parts, strict=True):
        if latency < cut:
            continue
        extra = {column: part[column] - median[column] for column in COLUMNS}
        for column in COLUMNS:
            totals[column] += extra[column]
        during = ",".join(what for what, found in spans.items() if _during(started, started + latency, found))
        cells = " ".join(f"{1000 * extra[c]:9.2f}" for c in COLUMNS)
        over = 1000 * (latency - typical)
        print(f"    {1000 * latency:8.2f} {over:6.2f} {cells}  {during or '-'} / {previous}")
    whole = sum(totals.values()) or 1.0
    shares = ", ".join(f"{c} {100 * totals[c] / whole:.0f}%" for c in COLUMNS)
    print(f"    share of the slow calls' extra time: {shares}")
