"""Scale-out benchmark (issue 16): ``misrad serve`` with one API process against N.

For SQLite and for PostgreSQL (skipped when it cannot be reached): a fresh database migrated by
``misrad migrate``, one member and their API token from the CLI, ``BENCH_CUSTOMERS`` (200) customers
made through the API; then the real service, ``misrad serve --workers P`` for P = 1 and P = N
(``BENCH_PROCESSES``, default the number of cores), and for each of

- ``list``: ``GET /api/customers?per_page=20`` (authenticated list),
- ``create``: ``POST /api/customers`` (a write),
- ``chat``: ``POST /api/mcp-chatbot/chat`` asking a customer's balance (the local engine, a write of
  the conversation),

closed-loop load from ``bench/loadgen.py`` at concurrency 8 and 32 for ``BENCH_SECONDS`` (5) after one
second of warm-up. The list and the chat run on both process counts before any create cell (``PHASES``),
so that the two counts are compared on the same data. Reported: requests/s, p50 and p99, the server's
CPU per answer (every process of the server), the load generator's own CPU (it shares the cores), the
load average, and the N/1 ratio. ``BENCH_OPERATIONS=create`` (a comma-separated subset) measures only those.
Aim: N = 2 processes at least 1.6 × one process on this 2-core machine.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bench.bench_concurrency import BIN, _free_port, _member, _run
from bench.databases import empty_postgres_database
from bench.loadgen import LoadResult, Request, RequestMaker, on_fast_loop, run_load
from bench.servers import served

SECONDS = float(os.environ.get("BENCH_SECONDS", "5"))
CUSTOMERS = int(os.environ.get("BENCH_CUSTOMERS", "200"))
PROCESSES = int(os.environ.get("BENCH_PROCESSES", str(os.cpu_count() or 2)))
CONCURRENCIES = (8, 32)
OPERATIONS = ("list", "create", "chat")
# Reads first, each process count on the same data, then the creates. A list counts every customer:
# measured after one process's create cells (some 4,000 customers more), the N-process list carried
# about 0.4 ms more of PostgreSQL's CPU an answer than the one-process list it was compared with.
PHASES = (("list", "chat"), ("create",))
# ``BENCH_OPERATIONS=create`` measures only those operations (a comma-separated subset of OPERATIONS).
ONLY = set(filter(None, os.environ.get("BENCH_OPERATIONS", "").split(","))) or set(OPERATIONS)


@dataclass
class Row:
    database: str
    processes: int
    operation: str
    concurrency: int
    result: LoadResult
    server_cpu_ms: float
    loadgen_cpu_percent: float
    load_average: float


def _own_cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of ``pid`` alone (``loadgen.process_cpu_seconds`` adds its children)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _tree_cpu_seconds(root: int) -> float:
    """CPU seconds of ``root`` and every process below it (the supervisor's API processes), each once.

    Summing ``process_cpu_seconds`` (a process and its children) over the family counted every API
    process twice, the supervisor's share and its own: two processes read twice their real CPU.
    """
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    family, grew = {root}, True
    while grew:
        below = {pid for pid, parent in parents.items() if parent in family} - family
        grew = bool(below)
        family |= below
    total = 0.0
    for pid in family:
        try:
            total += _own_cpu_seconds(pid)
        except (OSError, ValueError, IndexError):
            continue
    return total


def _maker(operation: str, token: str) -> RequestMaker:
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

    def make(n: int) -> Request:
        if operation == "list":
            return ("GET", f"/api/customers?per_page=20&page={1 + n % 5}", headers, b"")
        if operation == "create":
            # No word in common with the customers the chat asks about ("לקוח מדידה NNN"): every customer
            # a common word meets is a candidate the engine weighs, so names made by the create cells
            # made each later chat dearer (2.1 -> 2.9 ms with 10,000 of them), and the second process
            # count, measured after more creates, looked dearer than the first.
            body = json.dumps({"name": f"נוסף {time.monotonic_ns()}-{n}"}, ensure_ascii=False)
            return ("POST", "/api/customers", headers, body.encode())
        question = f"מה היתרה של לקוח מדידה {n % CUSTOMERS:03d}?"
        return ("POST", "/api/mcp-chatbot/chat", headers, json.dumps({"message": question}).encode())

    return make


def record_maker(operation: str, token: str, base: str) -> RequestMaker:
    """``_maker``, and invoices and repairs of a customer made by ``_customers`` (numbers unique across
    servers and runs sharing the database), and follow-up questions in conversations (``follow-up``)."""
    import httpx  # as _customers: loading the module for its figures needs no client

    if operation == "follow-up":
        return _follow_up_maker(token, base)
    if operation not in ("invoice", "repair"):
        return _maker(operation, token)
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    found = httpx.get(f"{base}/api/customers?per_page=1", headers=headers).json()
    customer_id = found["data"]["customers"][0]["id"]

    def make(n: int) -> Request:
        if operation == "invoice":
            body = {"customer_id": customer_id, "number": f"{time.monotonic_ns()}-{n}", "total_amount": "117"}
        else:
            body = {"customer_id": customer_id, "item": f"מזגן {n}", "estimated_cost": "350"}
        return ("POST", f"/api/{operation}s", headers, json.dumps(body, ensure_ascii=False).encode())

    return make


# Conversations a follow-up load spreads over: one client's questions never wait on another's row.
FOLLOW_UP_CONVERSATIONS = 32


def _follow_up_maker(token: str, base: str) -> RequestMaker:
    """Questions about the customer a conversation is bound to ("and her balance?"), in conversations
    each begun by naming one of ``_customers``' customers: what a clerk asks after the first question
    (the bench's chat begins a new conversation every time)."""
    import httpx

    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    began = [
        httpx.post(
            f"{base}/api/mcp-chatbot/chat",
            json={"message": f"מה הטלפון של לקוח מדידה {n % CUSTOMERS:03d}?"},
            headers=headers,
            timeout=60,
        ).json()["conversation_id"]
        for n in range(FOLLOW_UP_CONVERSATIONS)
    ]
    questions = ("ומה היתרה שלו?", "ומה הטלפון שלו?")

    def make(n: int) -> Request:
        body = {"message": questions[n % 2], "conversation_id": began[n % FOLLOW_UP_CONVERSATIONS]}
        return ("POST", "/api/mcp-chatbot/chat", headers, json.dumps(body, ensure_ascii=False).encode())

    return make


def _customers(base: str, token: str) -> None:
    import httpx

    with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        for n in range(CUSTOMERS):
            http.post("/api/customers", json={"name": f"לקוח מדידה {n:03d}"}).raise_for_status()


def _measure(database: str, url: str | None, work: Path) -> list[Row]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    work.mkdir(parents=True, exist_ok=True)
    env["MISRAD_DATA_DIR"] = str(work / "data")
    env["MISRAD_CREATE_FIRST_ADMIN"] = "false"
    if url:
        env["MISRAD_DATABASE_URL"] = url
    env["BENCH_URL"] = url or f"sqlite:///{(work / 'data' / 'misrad.db').resolve()}"
    misrad = str(BIN / "misrad")
    _run([misrad, "migrate"], env)
    _, token = _member(misrad, env, "member@example.com")
    rows: list[Row] = []
    for phase, operations in enumerate(PHASES):
        operations = tuple(o for o in operations if o in ONLY)
        if not operations:
            continue
        for processes in sorted({1, PROCESSES}):
            port = _free_port()
            arguments = [misrad, "serve", "--workers", str(processes), "--port", str(port)]
            with served(arguments, env, port, work / f"server-{phase}-{processes}.log") as (base, pid):
                time.sleep(3 if processes == 1 else 3 + 5 * processes)  # every API process up
                if not Path(work, ".customers").exists():
                    _customers(base, token)
                    Path(work, ".customers").touch()
                for operation in operations:
                    for concurrency in CONCURRENCIES:
                        rows.append(_one(database, processes, operation, concurrency, base, pid, token))
    rows.sort(key=lambda r: (r.processes, OPERATIONS.index(r.operation), r.concurrency))
    return rows


def _one(
    database: str, processes: int, operation: str, concurrency: int, base: str, pid: int, token: str
) -> Row:
    load_average = os.getloadavg()[0]
    # The warm-up runs as a load of its own, before the CPU counters are read: counted inside the
    # measured run (``warmup=``), its second of server CPU was divided among the answers after it only,
    # and every cell read ~20 % high (helper perf48, session 47).
    on_fast_loop(run_load(base, _maker(operation, token), concurrency=concurrency, duration=1.0, warmup=0.0))
    server_before, own_before, wall_before = _tree_cpu_seconds(pid), time.process_time(), time.monotonic()
    result = on_fast_loop(
        run_load(base, _maker(operation, token), concurrency=concurrency, duration=SECONDS, warmup=0.0)
    )
    wall = time.monotonic() - wall_before
    server_ms = (_tree_cpu_seconds(pid) - server_before) / max(1, result.responses) * 1000
    loadgen = (time.process_time() - own_before) / wall * 100
    return Row(database, processes, operation, concurrency, result, server_ms, loadgen, load_average)


def _report(rows: list[Row]) -> list[str]:
    lines = [
        "| database | processes | operation | concurrency | requests/s | p50 ms | p99 ms | errors"
        " | server CPU ms/answer | load generator CPU % | load avg | × one process |",
        "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    single = {(r.database, r.operation, r.concurrency): r.result.rate for r in rows if r.processes == 1}
    for r in rows:
        base = single.get((r.database, r.operation, r.concurrency)) or float("nan")
        lines.append(
            f"| {r.database} | {r.processes} | {r.operation} | {r.concurrency} | {r.result.rate:.0f}"
            f" | {r.result.p50:.0f} | {r.result.p99:.0f} | {r.result.errors} | {r.server_cpu_ms:.1f}"
            f" | {r.loadgen_cpu_percent:.0f} | {r.load_average:.1f} | {r.result.rate / base:.2f} |"
        )
    unexpected = [u for r in rows for u in r.result.unexpected]
    if unexpected:
        lines += ["", "First unexpected answers: " + "; ".join(f"`{u[:120]}`" for u in unexpected[:3])]
    return lines


def main() -> str:
    work = Path(tempfile.mkdtemp(prefix="bench_scaleout_"))
    rows = _measure("sqlite", None, work / "sqlite")
    with empty_postgres_database("misrad_bench_scaleout") as url:
        if url is not None:
            rows += _measure("postgresql", url, work / "postgresql")
    intro = (
        f"`misrad serve --workers 1` against `--workers {PROCESSES}` (uvicorn's supervisor; on SQLite one"
        f" of the processes also runs the jobs), closed-loop load from `bench/loadgen.py` on the same"
        f" machine for {SECONDS:g} s per cell after 1 s of warm-up. The load generator shares the cores:"
        " its CPU is reported (100 % = one core). The load average is the machine's, other work included."
    )
    return "\n".join(["## scaleout", "", intro, "", *_report(rows)])


if __name__ == "__main__":
    print(main())
