"""What PostgreSQL's backends wait on while misrad serves a load (issue 16).

    python -m bench.pg_waits [SRC] [--processes 2] [--concurrency 32] [--op chat] [--seconds 8]
        [--async-commit]

A fresh PostgreSQL database (``BENCH_DATABASE_SUFFIX``), migrated, a member and ``BENCH_CUSTOMERS``
customers; ``misrad serve --workers P`` of ``SRC`` (default this checkout's ``src``); three seconds of
warm-up, then closed-loop load of ``bench_scaleout``'s ``--op`` while ``pg_stat_activity`` of that
database is sampled every 10 ms. Reported: the rate and p50/p99, each API process's CPU share and threads,
and the mean number of client backends per (state, wait event type, wait event) over the samples: a
``Lock`` is a row contended, ``LWLock WALWrite`` / ``IO WALSync`` commits queueing for the WAL flush,
``ClientRead`` idle connections of the pools. ``--async-commit`` serves with ``synchronous_commit=off``
(an upper bound of what an asynchronous commit would change; not what misrad does).
"""

from __future__ import annotations

import argparse
import collections
import os
import tempfile
import threading
import time
from pathlib import Path

from bench.bench_concurrency import BIN, _free_port
from bench.bench_scaleout import _customers, _own_cpu_seconds, record_maker
from bench.databases import empty_postgres_database
from bench.loadgen import on_fast_loop, run_load
from bench.scaleout_compare import _prepare
from bench.servers import served

ROOT = Path(__file__).resolve().parent.parent
_ACTIVITY = (
    "SELECT state, coalesce(wait_event_type, '-'), coalesce(wait_event, '-') FROM pg_stat_activity"
    " WHERE datname = %s AND pid <> pg_backend_pid() AND backend_type = 'client backend'"
)


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (OSError, ValueError, IndexError):
                continue
    return found


def _sample(url: str, stop: threading.Event, counts: collections.Counter[tuple[str, ...]]) -> int:
    import psycopg

    database = url.rsplit("/", 1)[1]
    samples = 0
    with psycopg.connect(url.replace("+psycopg", ""), autocommit=True) as connection:
        while not stop.is_set():
            for row in connection.execute(_ACTIVITY, (database,)):
                counts[tuple(str(v) for v in row)] += 1
            samples += 1
            time.sleep(0.01)
    return samples


def _measure(url: str, options: argparse.Namespace) -> list[str]:
    work = Path(tempfile.mkdtemp(prefix="bench_pg_waits_"))
    env, token = _prepare("served", options.src, work, url)
    if options.async_commit:
        env["MISRAD_DATABASE_URL"] = url + "?options=-csynchronous_commit%3Doff"
    port = _free_port()
    arguments = [str(BIN / "misrad"), "serve", "--workers", str(options.processes), "--port", str(port)]
    with served(arguments, env, port, work / "server.log") as (base, pid):
        time.sleep(3 if options.processes == 1 else 3 + 5 * options.processes)  # every API process up
        _customers(base, token)
        maker = record_maker(options.op, token, base)
        on_fast_loop(run_load(base, maker, concurrency=options.concurrency, duration=3))  # warm-up
        processes = [p for p in _children(pid) if len(os.listdir(f"/proc/{p}/task")) > 1] or [pid]
        cpu_before = {p: _own_cpu_seconds(p) for p in processes}
        counts: collections.Counter[tuple[str, ...]] = collections.Counter()
        stop, samples = threading.Event(), [0]
        sampler = threading.Thread(target=lambda: samples.__setitem__(0, _sample(url, stop, counts)))
        sampler.start()
        load_before = os.getloadavg()[0]
        result = on_fast_loop(
            run_load(base, maker, concurrency=options.concurrency, duration=options.seconds)
        )
        threads = {p: len(os.listdir(f"/proc/{p}/task")) for p in processes}
        stop.set()
        sampler.join()
        cpu = {p: _own_cpu_seconds(p) - cpu_before[p] for p in processes}
    lines = [
        f"{options.op}, {options.processes} processes, c={options.concurrency}: {result.rate:.0f}/s,"
        f" p50 {result.p50:.0f} ms, p99 {result.p99:.0f} ms, errors {result.errors};"
        f" load {load_before:.1f} -> {os.getloadavg()[0]:.1f}"
    ]
    lines += [
        f"  API process: {cpu[p] / options.seconds:.0%} of a core, {threads[p]} threads" for p in processes
    ]
    lines.append(f"  client backends per sample ({samples[0]} samples):")
    lines += [f"    {n / max(1, samples[0]):6.2f}  {' / '.join(key)}" for key, n in counts.most_common(10)]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("src", nargs="?", default=str(ROOT / "src"))
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--op", default="chat")
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--async-commit", action="store_true")
    options = parser.parse_args()
    options.src = str(Path(options.src).resolve())
    with empty_postgres_database("misrad_bench_pg_waits") as url:
        if url is None:
            raise SystemExit("PostgreSQL cannot be reached")
        print("\n".join(_measure(url, options)))


if __name__ == "__main__":
    main()
