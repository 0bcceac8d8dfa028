"""Server CPU per request of two versions of misrad, side by side in the same run (issue 16).

    python -m bench.cpu_compare OLD_SRC [NEW_SRC] [--rounds 3] [--seconds 3]
        [--ops list,chat,create,invoice,repair,follow-up] [--concurrency 8] [--databases sqlite,postgresql]

``OLD_SRC``/``NEW_SRC`` are ``src`` folders (e.g. ``git archive main src | tar -x -C /tmp/old``; NEW
defaults to this checkout's). For SQLite and PostgreSQL (when reachable): one fresh database migrated
by the newer version, a member with an API token and ``BENCH_CUSTOMERS`` customers; then one ``misrad
serve --workers 1`` of each version at once (no embedded worker: its timers are not requests), and
rounds of closed-loop load at concurrency 8 (``--concurrency``) from ``bench/loadgen.py``, alternating
which version goes first. Reported per operation: the median over rounds of the server's CPU time (user
+ system, from /proc) per answer, and of requests/s and p99; on PostgreSQL also the CPU per answer of
the database backends each version's connections are served by (told apart by ``application_name``),
which share the cores with the server. CPU per answer is far steadier than rates
on a machine shared with other work, and the alternation spreads what the load does over both
versions alike.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import tempfile
from collections.abc import Iterator
from pathlib import Path

from sqlalchemy.engine import make_url

from bench.bench_concurrency import BIN, _free_port, _member, _run
from bench.bench_scaleout import CUSTOMERS, _customers, _own_cpu_seconds, record_maker
from bench.databases import empty_postgres_database
from bench.loadgen import LoadResult, load
from bench.servers import served

ROOT = Path(__file__).resolve().parent.parent


def _environment(work: Path, url: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    env.update(
        MISRAD_DATA_DIR=str(work / "data"),
        MISRAD_CREATE_FIRST_ADMIN="false",
        MISRAD_EMBEDDED_WORKER="false",
        MISRAD_SECRET_KEY="cpu-compare-secret-key-0123456789abcdef",
    )
    if url:
        env["MISRAD_DATABASE_URL"] = url
    env["BENCH_URL"] = url or f"sqlite:///{(work / 'data' / 'misrad.db').resolve()}"
    return env


@contextlib.contextmanager
def _servers(
    versions: dict[str, str], env: dict[str, str], work: Path
) -> Iterator[dict[str, tuple[str, int]]]:
    with contextlib.ExitStack() as stack:
        running = {}
        for name, src in versions.items():
            port = _free_port()
            arguments = [str(BIN / "misrad"), "serve", "--workers", "1", "--port", str(port)]
            log = work / f"server-{name}.log"
            served_env = dict(env, PYTHONPATH=src)
            if "MISRAD_DATABASE_URL" in env:  # its PostgreSQL backends told apart by their name
                url = make_url(env["MISRAD_DATABASE_URL"]).update_query_dict(
                    {"application_name": f"bench-{name}"}
                )
                served_env["MISRAD_DATABASE_URL"] = url.render_as_string(hide_password=False)
            running[name] = stack.enter_context(served(arguments, served_env, port, log))
        yield running


def _compare(
    database: str, url: str | None, versions: dict[str, str], options: argparse.Namespace
) -> list[str]:
    work = Path(tempfile.mkdtemp(prefix=f"bench_cpu_{database}_"))
    env = _environment(work, url)
    _run([str(BIN / "misrad"), "migrate"], dict(env, PYTHONPATH=versions["new"]))
    _, token = _member(str(BIN / "misrad"), env, "member@example.com")
    figures: dict[tuple[str, str], list[LoadResult]] = {}
    backend_ms: dict[tuple[str, str], list[float]] = {}
    with _servers(versions, env, work) as running:
        _customers(running["new"][0], token)
        for round_ in range(options.rounds):
            for operation in options.ops.split(","):
                names = list(running) if round_ % 2 == 0 else list(reversed(running))
                for name in names:
                    base, pid = running[name]
                    backends_before = backends_cpu_seconds(url, f"bench-{name}")
                    result = load(
                        base,
                        record_maker(operation, token, base),
                        concurrency=options.concurrency,
                        duration=options.seconds,
                        server_pid=pid,
                    )
                    if result.errors:
                        raise RuntimeError(f"{name} {operation}: {result.unexpected[:1]}")
                    backends = backends_cpu_seconds(url, f"bench-{name}") - backends_before
                    figures.setdefault((operation, name), []).append(result)
                    backend_ms.setdefault((operation, name), []).append(
                        1000 * backends / max(1, result.responses)
                    )
    lines = []
    for operation in options.ops.split(","):
        old, new = (_medians(figures[(operation, n)]) for n in ("old", "new"))
        on_server = " / ".join(
            f"{statistics.median(backend_ms[(operation, n)]):.2f}" if url else "-" for n in ("old", "new")
        )
        lines.append(
            f"| {database} | {operation} | {old[0]:.2f} | {new[0]:.2f} | {new[0] / old[0]:.2f}"
            f" | {old[1]:.0f} / {new[1]:.0f} | {old[2]:.0f} / {new[2]:.0f} | {on_server} |"
        )
    return lines


def backends_cpu_seconds(url: str | None, application: str) -> float:
    """User plus system CPU seconds so far of the PostgreSQL backends serving ``application`` (a server
    on this machine: its processes' /proc entries); 0 without a database server. A backend closed during
    a round takes its seconds with it: the pool keeps its connections open under load."""
    if url is None:
        return 0.0
    import psycopg

    with psycopg.connect(url.replace("+psycopg", ""), autocommit=True) as connection:
        found = "SELECT pid FROM pg_stat_activity WHERE application_name = %s"
        pids = [row[0] for row in connection.execute(found, (application,))]
    return sum(_own_cpu_seconds(pid) for pid in pids if Path(f"/proc/{pid}").exists())


def _medians(results: list[LoadResult]) -> tuple[float, float, float]:
    """Median over rounds of CPU ms per answer, requests/s and p99 ms."""
    return (
        statistics.median(r.cpu_ms_per_request for r in results),
        statistics.median(r.rate for r in results),
        statistics.median(r.p99 for r in results),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("old")
    parser.add_argument("new", nargs="?", default=str(ROOT / "src"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--ops", default="list,chat")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--databases", default="sqlite,postgresql")
    options = parser.parse_args()
    versions = {"old": str(Path(options.old).resolve()), "new": str(Path(options.new).resolve())}
    load_before = os.getloadavg()[0]
    lines = [
        "| database | operation | old ms/answer | new ms/answer | new / old | requests/s old / new"
        " | p99 ms old / new | PostgreSQL backends ms/answer old / new |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    databases = options.databases.split(",")
    if "sqlite" in databases:
        lines += _compare("sqlite", None, versions, options)
    with empty_postgres_database("misrad_bench_cpu_compare") as url:
        if url is not None and "postgresql" in databases:
            lines += _compare("postgresql", url, versions, options)
    print("\n".join(lines))
    print(
        f"\n{CUSTOMERS} customers, concurrency {options.concurrency},"
        f" {options.rounds} rounds × {options.seconds:g} s a version and operation,"
        f" load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after"
    )


if __name__ == "__main__":
    main()
