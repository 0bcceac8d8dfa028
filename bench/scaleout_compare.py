"""One process against N of two versions of misrad on SQLite, alternating, in the same run (issue 16).

    python -m bench.scaleout_compare OLD_SRC [NEW_SRC] [--rounds 3] [--seconds 6]
        [--ops create,chat] [--concurrencies 8,32] [--database sqlite|postgresql] [--new-pgoptions OPTS]

``OLD_SRC``/``NEW_SRC`` are ``src`` folders (``git archive main src | tar -x -C /tmp/old``; NEW defaults
to this checkout's). Each version gets its own fresh database, SQLite or PostgreSQL (migrated by that
version, a member with an API token, ``BENCH_CUSTOMERS`` customers). Operations are ``bench_scaleout``'s
and ``invoice`` and ``repair`` (``record_maker``). Each round serves every version with ``misrad serve
--workers 1`` and then ``--workers N`` (``BENCH_PROCESSES``), the order of the versions swapped every
round, and runs each operation and concurrency of ``bench_scaleout`` for ``--seconds``. On a machine
shared with other work the rates move with the load from one minute to the next: the figures that
count are each version's N/1 ratio and its p99, medians over rounds, both versions measured
alternately under the same load.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import tempfile
import time
from pathlib import Path

from bench.bench_concurrency import BIN, _free_port, _member, _run
from bench.bench_scaleout import PROCESSES, _customers, _tree_cpu_seconds, record_maker
from bench.databases import empty_postgres_database
from bench.loadgen import on_fast_loop, run_load
from bench.servers import served

ROOT = Path(__file__).resolve().parent.parent
Figures = dict[tuple[str, int, str, int], list[tuple[float, float, float, float]]]


def _prepare(name: str, src: str, work: Path, url: str | None) -> tuple[dict[str, str], str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    data = work / name / "data"
    env.update(MISRAD_DATA_DIR=str(data), MISRAD_CREATE_FIRST_ADMIN="false", PYTHONPATH=src)
    env["BENCH_URL"] = url or f"sqlite:///{(data / 'misrad.db').resolve()}"
    if url:
        env["MISRAD_DATABASE_URL"] = url
    data.mkdir(parents=True)
    _run([str(BIN / "misrad"), "migrate"], env)
    _, token = _member(str(BIN / "misrad"), env, "member@example.com")
    return env, token


def _serve_and_measure(
    name: str, env: dict[str, str], token: str, processes: int, options: argparse.Namespace, figures: Figures
) -> None:
    port = _free_port()
    arguments = [str(BIN / "misrad"), "serve", "--workers", str(processes), "--port", str(port)]
    log = Path(env["MISRAD_DATA_DIR"]).parent / f"server-{processes}.log"
    with served(arguments, env, port, log) as (base, pid):
        time.sleep(3 if processes == 1 else 3 + 5 * processes)  # every API process up
        if not Path(env["MISRAD_DATA_DIR"], ".customers").exists():
            _customers(base, token)
            Path(env["MISRAD_DATA_DIR"], ".customers").touch()
        for operation in options.ops.split(","):
            for concurrency in (int(c) for c in options.concurrencies.split(",")):
                cpu_before = _tree_cpu_seconds(pid)
                maker = record_maker(operation, token, base)
                running = run_load(base, maker, concurrency=concurrency, duration=options.seconds)
                result = on_fast_loop(running)
                if result.errors:
                    raise RuntimeError(f"{name} {operation}: {result.unexpected[:1]}")
                cpu_ms = (_tree_cpu_seconds(pid) - cpu_before) / max(1, result.responses) * 1000
                figures.setdefault((name, processes, operation, concurrency), []).append(
                    (result.rate, result.p99, cpu_ms, result.p50)
                )


def _cells(figures: Figures, operation: str, concurrency: int) -> list[str]:
    cells = []
    for column, digits in ((0, 2), (1, 0), (2, 2)):  # the N/1 ratio, the p99, the server CPU per answer
        for name in ("old", "new"):
            rounds = [figures[name, n, operation, concurrency] for n in (1, PROCESSES)]
            one, many = ([f[column] for f in of] for of in rounds)
            if column == 0:  # the ratio within each round, then the median over rounds
                cells.append(f"{statistics.median(m / o for o, m in zip(one, many, strict=True)):.2f}")
            else:
                cells.append(f"{statistics.median(one):.{digits}f} / {statistics.median(many):.{digits}f}")
    return cells


def _report(figures: Figures, options: argparse.Namespace) -> list[str]:
    lines = [
        "| operation | concurrency | old N/1 | new N/1 | old p99 ms 1 / N | new p99 ms 1 / N"
        " | old CPU ms 1 / N | new CPU ms 1 / N |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for operation in options.ops.split(","):
        for concurrency in (int(c) for c in options.concurrencies.split(",")):
            cells = _cells(figures, operation, concurrency)
            lines.append(f"| {operation} | {concurrency} | " + " | ".join(cells) + " |")
    lines += ["", "| operation | concurrency | version | processes | requests/s | p50 ms | p99 ms | CPU ms |"]
    lines.append("|---|---:|---|---:|---:|---:|---:|---:|")
    for operation in options.ops.split(","):
        for concurrency in (int(c) for c in options.concurrencies.split(",")):
            for name in ("old", "new"):
                for n in (1, PROCESSES):
                    rounds = figures[name, n, operation, concurrency]
                    rate, p99, cpu, p50 = (statistics.median(f[i] for f in rounds) for i in range(4))
                    cells = f"{rate:.0f} | {p50:.1f} | {p99:.0f} | {cpu:.2f}"
                    lines.append(f"| {operation} | {concurrency} | {name} | {n} | {cells} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("old")
    parser.add_argument("new", nargs="?", default=str(ROOT / "src"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--ops", default="create,chat")
    parser.add_argument("--concurrencies", default="8,32")
    parser.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite")
    # The same code under another PostgreSQL setting: PGOPTIONS for the new version's servers only
    # ("-c commit_delay=200"; libpq sends it at connect, so each of its sessions runs under it).
    parser.add_argument("--new-pgoptions", default="")
    options = parser.parse_args()
    with contextlib.ExitStack() as stack:
        urls: dict[str, str | None] = {"old": None, "new": None}
        if options.database == "postgresql":
            for name in urls:
                urls[name] = stack.enter_context(empty_postgres_database(f"misrad_bench_scaleout_{name}"))
                if urls[name] is None:
                    raise SystemExit("PostgreSQL cannot be reached")
        _compare(options, urls)


def _compare(options: argparse.Namespace, urls: dict[str, str | None]) -> None:
    work = Path(tempfile.mkdtemp(prefix="bench_scaleout_compare_"))
    versions = {"old": str(Path(options.old).resolve()), "new": str(Path(options.new).resolve())}
    prepared = {name: _prepare(name, src, work, urls[name]) for name, src in versions.items()}
    if options.new_pgoptions:
        prepared["new"][0]["PGOPTIONS"] = options.new_pgoptions
    figures: Figures = {}
    loads = [os.getloadavg()[0]]
    for round_ in range(options.rounds):
        for name in list(prepared) if round_ % 2 == 0 else list(reversed(prepared)):
            for processes in (1, PROCESSES):
                _serve_and_measure(name, *prepared[name], processes, options, figures)
                loads.append(os.getloadavg()[0])
    print("\n".join(_report(figures, options)))
    print(
        f"\n{options.database}, {options.rounds} rounds × {options.seconds:g} s a cell,"
        f" {PROCESSES} processes against 1;"
        f" load average {min(loads):.1f}-{max(loads):.1f} (median {statistics.median(loads):.1f})"
    )


if __name__ == "__main__":
    main()
