"""Where a ``/v1`` call's tail goes, timed inside the server per call, with what PostgreSQL's sessions
wait on meanwhile: one server per variant (this tree, and ``BASE_SRC`` when given) on one scratch
database, key and fake upstream, driven in turn at concurrency ``C`` by keep-alive ``http.client``
threads.

    .venv/bin/python -m bench.gateway_stages [BASE_SRC|-] [postgresql|sqlite] [plain|stream] C N [ROUNDS]

Per variant: the client's latency; inside the server the stages of each call (``wait``: from the
request's arrival to its request thread; ``reserve``: the reservation, on either database; ``commit``:
its SQLite commit; ``upstream``: the provider's answer; ``thread``: the whole request thread) and of the
settlement writer's batches; the stages of the calls slower than the server's p99, on average; the
commits over 1 ms (on SQLite, a WAL checkpoint in the commit) of the writer and of the calls, and the
cyclic collector's runs; what share of the calls (all, and those past the p99) were served while a
batch, a commit over 1 ms or a collection ran; and how often (of samples taken every few milliseconds)
PostgreSQL's sessions were waiting on each wait event, and on a lock not granted. The server writes
its records when asked (SIGUSR1), between rounds, so that writing them never lands on a timed call.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import statistics
import sys
import threading
import time
from collections import Counter
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from bench.bench_gateway import COUNTED_PORT, ROOT, _configure, _free_port, _harness, _start
from bench.databases import scratch_database
from bench.gateway_compare import _calls

# The server, its stages timed per call (dumped to argv[2] as JSON every second).
SERVE = r"""
import gc, json, os, signal, sys, threading, time, uvicorn
from misrad.app import create_app
from misrad.providers.relay import asgi, calls, settlement, upstream
local, records, batches, collections = threading.local(), [], [], []
def timed(module, name, stage):
    inner = getattr(module, name)
    def wrapper(*args, **kwargs):
        started = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            spent = getattr(local, "spent", None)
            if spent is not None:
                spent[stage] = spent.get(stage, 0.0) + time.perf_counter() - started
    setattr(module, name, wrapper)
timed(calls, "_reserve", "reserve")
from misrad.providers.relay import reserving
timed(reserving, "at_once", "take")  # a block taken (or a call reserving alone) in a writer turn
timed(upstream, "post", "upstream")
timed(upstream, "open_stream", "upstream")
from misrad.providers.relay import access, limits
timed(access, "authenticate_key", "key")
timed(limits, "admit_request", "rate")
timed(calls, "settle", "settle")
timed(calls, "cached_plan", "plan")
import contextvars
current = contextvars.ContextVar("current")
handle = asgi.handle
def timed_handle(*args):
    local.spent = current.get()
    local.spent["picked"] = time.perf_counter()
    started = time.perf_counter()
    try:
        return handle(*args)
    finally:
        local.spent["thread"] = time.perf_counter() - started
        local.spent = None
asgi.handle = timed_handle
serve = asgi.serve
async def timed_serve(endpoint, scope, receive, send):
    arrived = time.perf_counter()
    holder = {}
    current.set(holder)
    await serve(endpoint, scope, receive, send)
    if "picked" in holder:
        holder["wait"] = holder.pop("picked") - arrived
        holder["total"] = time.perf_counter() - arrived
        holder["at"] = arrived
        records.append(holder)
write_batch = settlement._write_batch
def timed_batch(batch):
    started = time.perf_counter()
    try:
        return write_batch(batch)
    finally:
        batches.append((len(batch), time.perf_counter() - started, started))
settlement._write_batch = timed_batch
from misrad.core import sqlite_writers
commits = []
commit = sqlite_writers.WriterTurns.commit
def timed_commit(self, connection):  # SQLite's commits, where a WAL checkpoint runs when it is due
    started = time.perf_counter()
    try:
        return commit(self, connection)
    finally:
        took = time.perf_counter() - started
        commits.append((threading.current_thread().name, took, started))
        spent = getattr(local, "spent", None)
        if spent is not None:
            spent["commit"] = spent.get("commit", 0.0) + took
sqlite_writers.WriterTurns.commit = timed_commit
collecting = {}
def on_collection(phase, info):  # the cyclic collector's runs: (generation, seconds, started)
    if phase == "start":
        collecting["at"] = time.perf_counter()
    elif "at" in collecting:
        at = collecting.pop("at")
        collections.append((info["generation"], time.perf_counter() - at, at))
gc.callbacks.append(on_collection)
from misrad.core import checkpoints, pool
trims, copies = [], []  # the pool trimmer's and the WAL checkpointer's runs: (seconds, started)
trim_all = pool._Trimmer.trim_all
def timed_trim(self):
    started = time.perf_counter()
    try:
        return trim_all(self)
    finally:
        trims.append((time.perf_counter() - started, started))
pool._Trimmer.trim_all = timed_trim
checkpoint = checkpoints.Checkpointer.checkpoint
def timed_checkpoint(connection):
    started = time.perf_counter()
    try:
        return checkpoint(connection)
    finally:
        copies.append((time.perf_counter() - started, started))
checkpoints.Checkpointer.checkpoint = staticmethod(timed_checkpoint)
from sqlalchemy import event
from sqlalchemy.pool import Pool
opened = []  # every new database connection, of any pool: (seconds, started)
def on_connect(*_):
    opened.append((0.0, time.perf_counter()))
event.listen(Pool, "connect", on_connect)
def dump(*_):  # on SIGUSR1, between the bench's rounds: not while calls are timed
    with open(sys.argv[2] + ".tmp", "w") as f:
        json.dump({"calls": records, "batches": batches, "collections": collections, "commits": commits,
                   "trims": trims, "checkpoints": copies,
                   "connects": opened}, f)
    os.replace(sys.argv[2] + ".tmp", sys.argv[2])  # never read half written
signal.signal(signal.SIGUSR1, dump)
asgi.serve = timed_serve
uvicorn.run(create_app(run_worker=False), host="127.0.0.1", port=int(sys.argv[1]), log_level="warning",
            access_log=False)
"""
SAMPLE = (
    "SELECT coalesce(wait_event_type || ':' || wait_event, 'cpu'), left(query, 30) FROM pg_stat_activity "
    "WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'"
)
LOCKS = (
    "SELECT locktype, mode FROM pg_locks l JOIN pg_database d ON d.oid = l.database "
    "WHERE d.datname = current_database() AND NOT granted"
)


def _drive(port: int, secret: str, stream: bool, conc: int, n: int) -> list[float]:
    latencies: list[float] = []
    threads = [
        threading.Thread(target=_calls, args=(port, secret, stream, n // conc, latencies))
        for _ in range(conc)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return latencies


class Sampler:
    """pg_stat_activity and pg_locks every ``PERIOD`` seconds while the load runs (PostgreSQL)."""

    PERIOD = 0.003

    def __init__(self, url: str) -> None:
        import psycopg

        self.connection = psycopg.connect(url.replace("+psycopg", ""), autocommit=True)
        self.waits: Counter[str] = Counter()
        self.locks: Counter[str] = Counter()
        self.samples = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run)

    def _run(self) -> None:
        while not self.stop.is_set():
            self.samples += 1
            for wait, query in self.connection.execute(SAMPLE).fetchall():
                self.waits[f"{wait} | {query.split()[0] if query else '-'}"] += 1
            for locktype, mode in self.connection.execute(LOCKS).fetchall():
                self.locks[f"{locktype} {mode}"] += 1
            time.sleep(self.PERIOD)

    def __enter__(self) -> Sampler:
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop.set()
        self.thread.join()
        self.connection.close()


def _dumped(pid: int, out: Path) -> dict[str, list[Any]]:
    """What the server recorded so far (it writes it on SIGUSR1, between rounds)."""
    out.unlink(missing_ok=True)
    os.kill(pid, signal.SIGUSR1)
    for _ in range(500):
        if out.exists():
            return dict(json.loads(out.read_text()))
        time.sleep(0.01)
    raise SystemExit("the server did not write its records")


def _cuts(values: list[float]) -> str:
    if len(values) < 2:
        return "-"
    cuts = statistics.quantiles(values, n=100)
    return (
        f"p50 {1000 * statistics.median(values):6.2f} p90 {1000 * cuts[89]:6.2f} p99 {1000 * cuts[98]:6.2f}"
    )


def _report(name: str, latencies: list[float], stats: dict[str, list[Any]], sampler: Sampler | None) -> None:
    print(f"== {name}: client {_cuts(latencies)} max {1000 * max(latencies):.1f} (n={len(latencies)})")
    calls = stats["calls"]
    stages = (
        "wait",
        "key",
        "rate",
        "plan",
        "reserve",
        "take",
        "commit",
        "upstream",
        "settle",
        "thread",
        "total",
    )
    for stage in stages:
        print(f"   {stage:>9}: {_cuts([c.get(stage, 0.0) for c in calls])}")
    taking = sorted(c["at"] for c in calls if c.get("take", 0.0) > 0)
    herd = sum(1 for a, b in itertools.pairwise(taking) if b - a < 0.005)
    print(f"   calls that reserved in a writer turn: {len(taking)}, within 5 ms of the previous: {herd}")
    sizes = [size for size, *_ in stats["batches"]]
    print(
        f"   batches: {len(sizes)}, mean size {statistics.mean(sizes or [0]):.1f}, "
        f"write {_cuts([took for _, took, _ in stats['batches']])}"
    )
    cut = statistics.quantiles([c["total"] for c in calls], n=100)[98]
    slow = [c for c in calls if c["total"] >= cut]
    means = ", ".join(f"{s} {1000 * statistics.mean(c.get(s, 0.0) for c in slow):.1f}" for s in stages)
    print(f"   the {len(slow)} calls past the server's p99, on average (ms): {means}")
    _report_overlaps(calls, slow, stats)
    if sampler is not None:
        top = ", ".join(f"{k} {v / sampler.samples:.2f}" for k, v in sampler.waits.most_common(8))
        print(f"   sessions active per sample ({sampler.samples} samples): {top}")
        locks = ", ".join(f"{k} {v / sampler.samples:.3f}" for k, v in sampler.locks.most_common(4))
        print(f"   locks waited for per sample: {locks or 'none'}")


def _overlapping(call: dict[str, float], spans: list[tuple[float, float]]) -> bool:
    start, end = call["at"], call["at"] + call["total"]
    return any(at < end and at + took > start for at, took in spans)


def _report_overlaps(
    calls: list[dict[str, float]], slow: list[dict[str, float]], stats: dict[str, Any]
) -> None:
    """The cyclic collector's runs, and how many calls (all of them, and those past the p99) were
    served while one ran or while the settlement writer wrote a batch."""
    runs = stats.get("collections", [])
    for generation in (0, 1, 2):
        took = [t for g, t, _ in runs if g == generation]
        if took:
            print(f"   gc gen{generation}: {len(took)} runs, {_cuts(took)} max {1000 * max(took):.2f}")
    commits = stats.get("commits", [])
    writer = [t for name, t, _ in commits if name == "misrad-relay-settlement"]
    others = [t for name, t, _ in commits if name != "misrad-relay-settlement"]
    if commits:
        print(f"   commits of the writer: {_cuts(writer)}, over 1 ms {sum(t > 0.001 for t in writer)}")
        print(f"   commits of the calls:  {_cuts(others)}, over 1 ms {sum(t > 0.001 for t in others)}")
    spans = {
        "a gc run": [(at, t) for _, t, at in runs],
        "a commit over 1 ms": [(at, t) for _, t, at in commits if t > 0.001],
        "a batch": [(at, t) for _, t, at in stats["batches"]],
        "a pool trim": [(at, t) for t, at in stats.get("trims", [])],
        "a WAL checkpoint": [(at, t) for t, at in stats.get("checkpoints", [])],
        "a new database connection": [(at, 0.0) for _, at in stats.get("connects", [])],
    }
    print(f"   new database connections: {len(stats.get('connects', []))}")
    for what, found in spans.items():
        every = sum(_overlapping(c, found) for c in calls) / len(calls)
        past = sum(_overlapping(c, found) for c in slow) / len(slow)
        print(
            f"   served during {what}: {100 * every:.1f}% of calls, {100 * past:.0f}% of those past the p99"
        )


def main() -> None:
    base_src = sys.argv[1]
    kind = sys.argv[2]
    stream = sys.argv[3] == "stream"
    conc, n = int(sys.argv[4]), int(sys.argv[5])
    rounds = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    variants: dict[str, dict[str, str]] = {"new": {}}
    if base_src != "-":
        variants["base"] = {"PYTHONPATH": base_src}
    harness = _harness()
    with scratch_database(kind, "gateway_stages"), ExitStack() as stack:
        counted = [sys.executable, str(ROOT / "bench/gateway_upstream.py"), str(harness), str(COUNTED_PORT)]
        _start(stack, counted, f"http://127.0.0.1:{COUNTED_PORT}/health")
        _, secret = _configure()
        from misrad.core.db import get_database

        url = get_database().url
        for index in range(rounds):
            order = list(variants) if index % 2 == 0 else list(reversed(variants))
            for name in order:
                out = Path(f"/tmp/gateway-stages-{os.getpid()}-{name}.json")
                out.unlink(missing_ok=True)
                port = _free_port()
                with ExitStack() as server:
                    command = [sys.executable, "-c", SERVE, str(port), str(out)]
                    pid = _start(server, command, f"http://127.0.0.1:{port}/api/health", variants[name])
                    _drive(port, secret, stream, conc, 4 * conc * 10)  # warm-up
                    time.sleep(0.3)
                    before = _dumped(pid, out)
                    with ExitStack() as sampling:
                        sampler = sampling.enter_context(Sampler(url)) if kind == "postgresql" else None
                        latencies = _drive(port, secret, stream, conc, n)
                    time.sleep(0.3)
                    stats = _dumped(pid, out)
                stats = {key: stats[key][len(before[key]) :] for key in stats}
                _report(f"{kind} {sys.argv[3]} c={conc} round {index} {name}", latencies, stats, sampler)


if __name__ == "__main__":
    main()
