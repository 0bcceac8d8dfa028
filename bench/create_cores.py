"""Where the cores go while ``misrad serve`` answers one operation, with one and with N processes (issue 16).

    python -m bench.create_cores [--ops create] [--concurrency 8] [--seconds 5]
        [--databases sqlite,postgresql]

For each database, a fresh one with ``bench_scaleout``'s member and customers; per process count and
operation, closed-loop load from ``bench/loadgen.py``, and from /proc the CPU of: the server (every API
process), the PostgreSQL backends serving this database (told apart by the database's name in their
title), PostgreSQL's other processes (WAL writer, checkpointer...: shared with whatever else uses the
server), the load generator (this process), and the whole machine's busy and idle time. Each as
milliseconds per answer and as cores; what the machine spent beyond these is other work, whose largest
processes are named (by their command, as cores: on a shared host, other people's tests and benches, which
say whether a cell's rate is a figure at all). The N/1 ratio of
a GIL-bound server is about (cores left to its processes with N) / (one core), so what runs beside it
(backends, load generator) sets the ceiling as much as the server's own CPU does.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from bench.bench_concurrency import BIN, _free_port, _member, _run
from bench.bench_scaleout import PROCESSES, _customers, _own_cpu_seconds, _tree_cpu_seconds, record_maker
from bench.databases import empty_postgres_database
from bench.loadgen import on_fast_loop, run_load
from bench.servers import served


def _machine_jiffies() -> tuple[int, int]:
    """(busy, idle) jiffies of every core since boot (idle includes iowait)."""
    fields = [int(f) for f in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]
    return sum(fields[:8]) - idle, idle


def _postgres_cpu(database: str | None) -> tuple[float, float]:
    """CPU seconds of PostgreSQL's backends serving ``database``, and of its other processes."""
    ours = others = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            title = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            if not title.startswith("postgres"):
                continue
            seconds = _own_cpu_seconds(int(entry.name))
        except (OSError, ValueError, IndexError):
            continue
        if database and f" {database} " in title:
            ours += seconds
        elif "postgres: " in title and " postgres " not in title.split(":", 1)[1][:40]:
            others += seconds  # background processes (a backend's title names its user, postgres)
    return ours, others


def _processes() -> dict[int, tuple[str, float]]:
    """Every process's command and CPU seconds. The command is its folder (whose checkout) and its first
    words, paths shortened to their last part: a spawned worker's own words ("python -c from
    multiprocessing.spawn ...") say nothing of whose server it is."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            words = (entry / "cmdline").read_bytes().split(b"\0")
            seconds = _own_cpu_seconds(int(entry.name))
            name = (entry / "stat").read_text().split("(", 1)[-1].split(")", 1)[0]
        except (OSError, ValueError, IndexError):
            continue
        try:
            folder = (os.readlink(entry / "cwd").rsplit("/", 1)[-1] or "/") + ": "
        except OSError:  # another user's process, or one just gone
            folder = ""
        shown = " ".join(w.decode(errors="replace").rsplit("/", 1)[-1] for w in words[:3] if w)[:32]
        if words[0].startswith(b"postgres"):  # its own column's (``_postgres_cpu``)
            found[int(entry.name)] = ("postgres", seconds)
            continue
        if not shown:  # a kernel thread: its name
            shown = name
        found[int(entry.name)] = (folder + shown, seconds)
    return found


def _largest_others(
    before: dict[int, tuple[str, float]], after: dict[int, tuple[str, float]], wall: float, ours: set[int]
) -> str:
    """The three commands beside the bench that took the most CPU between two ``_processes``, as cores.
    PostgreSQL's processes are left out (counted above); so are the server's and this one (``ours``)."""
    spent: dict[str, float] = {}
    for pid, (command, seconds) in after.items():
        if pid in ours or command == "postgres":
            continue
        spent[command] = spent.get(command, 0.0) + seconds - before.get(pid, (command, 0.0))[1]
    largest = sorted(spent.items(), key=lambda item: -item[1])[:3]
    return ", ".join(f"{command} {seconds / wall:.2f}" for command, seconds in largest if seconds > 0)


def _family(root: int) -> set[int]:
    """``root`` and its children (the supervisor and its API processes)."""
    children = Path(f"/proc/{root}/task/{root}/children").read_text().split()
    return {root, *(int(child) for child in children)}


def _snapshot(pid: int, database: str | None) -> tuple[float, ...]:
    busy, idle = _machine_jiffies()
    tick = os.sysconf("SC_CLK_TCK")
    return (_tree_cpu_seconds(pid), *_postgres_cpu(database), time.process_time(), busy / tick, idle / tick)


def _cell(
    base: str, pid: int, database: str | None, operation: str, token: str, args: argparse.Namespace
) -> str:
    maker = record_maker(operation, token, base)
    on_fast_loop(run_load(base, maker, concurrency=args.concurrency, duration=1.0, warmup=0.5))
    processes, before, wall = _processes(), _snapshot(pid, database), time.monotonic()
    result = on_fast_loop(
        run_load(base, maker, concurrency=args.concurrency, duration=args.seconds, warmup=0)
    )
    after, wall = _snapshot(pid, database), time.monotonic() - wall
    others = _largest_others(processes, _processes(), wall, _family(pid) | {os.getpid()})
    spent = [b - a for a, b in zip(before, after, strict=True)]
    answers = max(1, result.responses)
    server, backends, postgres, loadgen, busy, idle = spent
    other = busy - server - backends - postgres - loadgen
    per = [f"{s / answers * 1000:.2f}" for s in (server, backends, postgres, loadgen, other)]
    cores = [f"{s / wall:.2f}" for s in (server, backends, postgres, loadgen, other, idle)]
    load = os.getloadavg()[0]
    shown = f"{result.rate:.0f} | {result.p99:.0f} | {' / '.join(per)} | {' / '.join(cores)} | {load:.1f}"
    return f"{shown} | {others} |"


def _measure(name: str, url: str | None, work: Path, args: argparse.Namespace) -> list[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    env.update(MISRAD_DATA_DIR=str(work / "data"), MISRAD_CREATE_FIRST_ADMIN="false")
    env["BENCH_URL"] = url or f"sqlite:///{(work / 'data' / 'misrad.db').resolve()}"
    if url:
        env["MISRAD_DATABASE_URL"] = url
    (work / "data").mkdir(parents=True)
    misrad = str(BIN / "misrad")
    _run([misrad, "migrate"], env)
    _, token = _member(misrad, env, "member@example.com")
    database = url.rsplit("/", 1)[1] if url else None
    lines = []
    for processes in (1, PROCESSES):
        port = _free_port()
        arguments = [misrad, "serve", "--workers", str(processes), "--port", str(port)]
        with served(arguments, env, port, work / f"server-{processes}.log") as (base, pid):
            time.sleep(3 if processes == 1 else 3 + 5 * processes)
            if processes == 1:
                _customers(base, token)
            for operation in args.ops.split(","):
                cell = _cell(base, pid, database, operation, token, args)
                lines.append(f"| {name} | {processes} | {operation} | {args.concurrency} | {cell}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--ops", default="create")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--databases", default="sqlite,postgresql")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench_cores_"))
    print(
        "| database | processes | operation | concurrency | requests/s | p99 ms"
        " | ms an answer: server / our backends / PostgreSQL's others / load generator / other work"
        " | cores: the same / idle | load avg | other work's largest, cores |"
    )
    print("|---|---:|---|---:|---:|---:|---|---|---:|---|")
    for name in args.databases.split(","):
        if name == "sqlite":
            rows = _measure("sqlite", None, work / "sqlite", args)
        else:
            with empty_postgres_database("misrad_bench_cores") as url:
                rows = _measure("postgresql", url, work / "postgresql", args) if url else []
        print("\n".join(rows), flush=True)


if __name__ == "__main__":
    main()
