"""Round trips to PostgreSQL per request of two versions of misrad, counted from outside (issue 16).

    python -m bench.round_trips OLD_SRC [NEW_SRC] [--requests 50]
        [--ops create,list,chat,invoice,repair,follow-up]

One fresh PostgreSQL database migrated by the newer version, a member with an API token and the
``bench_scaleout`` customers; one ``misrad serve --workers 1`` per version. Each operation is sent
``--requests`` times, one at a time, after a warm-up, while ``strace`` follows the server: a round trip
is one ``sendto`` to PostgreSQL's port that ends with a Sync message or is a simple Query (BEGIN, COMMIT,
the change counters' read): after each the client waits for the answer. A pipelined ``executemany``
sends its Parse and Binds in several calls and waits once, after its Sync. Counted from the bytes the
kernel saw, not by the code under test, so a statement sent past SQLAlchemy counts as well as a BEGIN
psycopg sends on its own.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import tempfile
from pathlib import Path

import httpx

from bench.bench_concurrency import BIN, _member, _run
from bench.bench_scaleout import _customers, record_maker
from bench.cpu_compare import ROOT, _environment, _servers
from bench.databases import PG_URL, empty_postgres_database

_TO_POSTGRES = re.compile(r'^(?:\d+ +)?sendto\(\d+<TCP(?:v6)?:\[[^\]]*->[^\]]*:(\d+)\]>, "(.*)", \d+')
_STRACE = ["strace", "-f", "-qq", "-yy", "-s", "1000000", "-e", "trace=sendto"]
_SYNC = "S\\0\\0\\0\\4"  # the Sync message as strace escapes it


def _count(base: str, pid: int, operation: str, token: str, requests: int, port: int) -> float:
    make = record_maker(operation, token, base)
    with httpx.Client(base_url=base, timeout=60) as http:
        for n in range(10):  # the caller kept, the pool's connections open, the caches filled
            method, path, headers, body = make(n)
            http.request(method, path, headers=headers, content=body).raise_for_status()
        log = Path(tempfile.mkstemp(prefix="bench_strace_")[1])  # a file: a full pipe would stop the server
        trace = subprocess.Popen([*_STRACE, "-o", str(log), "-p", str(pid)])
        try:
            http.get("/api/health")  # strace attached before the first counted request
            for n in range(requests):
                method, path, headers, body = make(10 + n)
                http.request(method, path, headers=headers, content=body).raise_for_status()
        finally:
            trace.terminate()
            trace.wait(timeout=30)
    lines = log.read_text(errors="replace").splitlines()
    log.unlink()
    sent = [m.group(2) for line in lines if (m := _TO_POSTGRES.match(line)) and int(m.group(1)) == port]
    return sum(1 for data in sent if data.startswith("Q") or data.endswith(_SYNC)) / requests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("old")
    parser.add_argument("new", nargs="?", default=str(ROOT / "src"))
    parser.add_argument("--requests", type=int, default=50)
    parser.add_argument("--ops", default="create,list,chat")
    options = parser.parse_args()
    versions = {"old": str(Path(options.old).resolve()), "new": str(Path(options.new).resolve())}
    from sqlalchemy.engine import make_url

    port = make_url(PG_URL).port or 5432
    print("| operation | old round trips / request | new |\n|---|---:|---:|")
    with empty_postgres_database("misrad_bench_round_trips") as url:
        if url is None:
            raise SystemExit("PostgreSQL is not reachable")
        work = Path(tempfile.mkdtemp(prefix="bench_round_trips_"))
        env = _environment(work, url)
        _run([str(BIN / "misrad"), "migrate"], dict(env, PYTHONPATH=versions["new"]))
        _, token = _member(str(BIN / "misrad"), env, "member@example.com")
        with _servers(versions, env, work) as running:
            _customers(running["new"][0], token)
            for operation in options.ops.split(","):
                found = {n: _count(*running[n], operation, token, options.requests, port) for n in versions}
                print(f"| {operation} | {found['old']:.2f} | {found['new']:.2f} |")


if __name__ == "__main__":
    main()
