"""Load benchmark of the records API: authenticated customer list (with and without search) and create.

What runs, for SQLite and for PostgreSQL (skipped when it cannot be reached):

1. A fresh database migrated by ``misrad migrate``, filled with ``BENCH_CUSTOMERS`` (100,000) customers,
   their search words, and an invoice for every other customer, by batched SQLAlchemy core inserts.
2. A member user and an API token made by ``misrad users create`` and ``misrad tokens create``.
3. The real service, ``misrad serve`` (one uvicorn process, embedded worker, access log on, as in
   production), and beside it a bare FastAPI app with one trivial ``async`` route served the same way
   (``bench/bare_app.py``): the framework's ceiling.
4. ``bench/loadgen.py`` (asyncio, keep-alive HTTP/1.1, in this process) drives each at concurrency
   1, 8 and 32; at each concurrency the bare endpoint is measured right before the misrad scenarios,
   so that the ratio compares figures taken under the same load from whatever else runs on the machine.

Requests are authenticated with ``Authorization: Bearer``. Searches cycle through a Hebrew last name
(~1% of customers), a full name, a phone prefix and an email prefix.
"""

from __future__ import annotations

import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from urllib.parse import quote

from sqlalchemy import create_engine, insert, text

from bench.databases import PG_URL, empty_postgres_database
from bench.loadgen import LoadResult, Request, RequestMaker, load
from bench.servers import served

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
CUSTOMERS = int(os.environ.get("BENCH_CUSTOMERS", "100000"))
SECONDS = float(os.environ.get("BENCH_SECONDS", "4"))
WARMUP = float(os.environ.get("BENCH_WARMUP", "1"))
CONCURRENCY = (1, 8, 32)
BATCH = 5000

FIRST = [
    "יוסי",
    "מיכל",
    "אבי",
    "שרה",
    "דוד",
    "רונית",
    "משה",
    "נועה",
    "איתי",
    "תמר",
    "עומר",
    "יעל",
    "אליהו",
    "הילה",
    "גיל",
    "אורית",
    "רועי",
    "ליאת",
    "שמעון",
    "מאיה",
    "ניר",
    "אסתר",
    "דניאל",
    "שירן",
    "חיים",
    "עדי",
    "אמיר",
    "סיוון",
    "יהודה",
    "ענבל",
    "מוחמד",
    "קרן",
    "בועז",
    "רחל",
    "טל",
    "אלון",
    "ויקטוריה",
    "אריאל",
    "נתן",
    "לאה",
    "יצחק",
    "רבקה",
    "עידו",
    "שני",
    "אורי",
    "דנה",
    "גלעד",
    "מירב",
    "ערן",
    "ליה",
    "אהרון",
    "חנה",
    "בנימין",
    "אפרת",
]
LAST = [
    "כהן",
    "לוי",
    "מזרחי",
    "פרץ",
    "ביטון",
    "אברהם",
    "פרידמן",
    "שפירא",
    "גולן",
    "אוחיון",
    "דהן",
    "רוזנברג",
    "אזולאי",
    "חדד",
    "אלון",
    "סויסה",
    "קליין",
    "עמר",
    "ששון",
    "וקנין",
    "מלכה",
    "אשכנזי",
    "בוזגלו",
    "גבאי",
    "טל",
    "חורי",
    "ברק",
    "רבינוביץ",
    "נחום",
    "עבאס",
    "אילוז",
    "שטרן",
    "יוסף",
    "ברגר",
    "סבג",
    "פוקס",
    "אדלר",
    "אלמוג",
    "בירנבאום",
    "גרינברג",
    "דיין",
    "הורוביץ",
    "וייס",
    "זילברמן",
    "חזן",
    "טייב",
    "ינאי",
    "כץ",
    "לנדאו",
    "מור",
    "נגר",
    "סלע",
    "עזרא",
    "פלד",
    "צור",
    "קורן",
    "רז",
    "שלום",
    "תורג'מן",
    "אקרמן",
    "בן-חיים",
    "גבריאלי",
    "דרעי",
    "הלפרין",
    "ויסמן",
    "זכאי",
    "חביב",
    "טננבאום",
    "יונס",
    "כרמי",
    "ליבוביץ",
    "מרקוביץ",
    "נוי",
    "סיני",
    "עטיה",
    "פינטו",
    "צדוק",
    "קדוש",
    "רייכמן",
    "שושן",
    "תמיר",
    "אורן",
    "בר",
    "גל",
    "דגן",
    "הדר",
]
LATIN = [
    "yossi",
    "michal",
    "avi",
    "sara",
    "david",
    "ronit",
    "moshe",
    "noa",
    "itay",
    "tamar",
    "omer",
    "yael",
    "eli",
    "hila",
    "gil",
    "orit",
    "roy",
    "liat",
]
DOMAINS = ("gmail.com", "walla.co.il", "yahoo.com", "bezeqint.net", "hotmail.com")
MOBILE = ("050", "052", "053", "054", "055", "058")


@dataclass(frozen=True)
class Backend:
    name: str
    database_url: str | None  # None: SQLite in the data dir, as ``misrad serve`` defaults to


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run(arguments: list[str], env: dict[str, str]) -> str:
    done = subprocess.run(arguments, env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
    if done.returncode:
        raise RuntimeError(f"{' '.join(arguments[:3])} failed: {done.stderr[-2000:]}")
    return done.stdout


# ---- data ----------------------------------------------------------------------------------------------


def _fill(url: str, customers: int) -> float:
    """Bulk-insert the customers, their search words and invoices; returns the seconds it took."""
    from misrad.records.models import Customer, CustomerSearchTerm, Invoice
    from misrad.records.service import search_index_terms

    rng = random.Random(20_000)
    started = time.perf_counter()
    engine = create_engine(url)
    today = date.today()
    customer_rows: list[dict[str, object]] = []
    term_rows: list[dict[str, object]] = []
    invoice_rows: list[dict[str, object]] = []
    with engine.begin() as connection:
        for number in range(1, customers + 1):
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            phone = rng.choice(MOBILE) + f"{rng.randrange(10**7):07d}"
            email = f"{rng.choice(LATIN)}.{number}@{rng.choice(DOMAINS)}" if rng.random() < 0.5 else None
            customer_rows.append({"id": number, "name": name, "phone": phone, "email": email})
            term_rows += (
                {"customer_id": number, "term": term, "name": name}
                for term in search_index_terms(Customer(name=name, phone=phone, email=email))
            )
            if number % 2 == 0:
                issued = today - timedelta(days=rng.randrange(120))
                total = Decimal(rng.randrange(10_000, 500_000)) / 100
                paid = rng.choice((Decimal(0), total, (total / 2).quantize(Decimal("0.01"))))
                invoice_rows.append(
                    {
                        "customer_id": number,
                        "number": f"B-{number}",
                        "issue_date": issued,
                        "due_date": issued + timedelta(days=30),
                        "total_amount": total,
                        "paid_amount": paid,
                        "currency": "ILS",
                        "status": "paid" if paid == total else "open",
                    }
                )
            if len(customer_rows) >= BATCH or number == customers:
                connection.execute(insert(Customer), customer_rows)
                connection.execute(insert(CustomerSearchTerm), term_rows)
                if invoice_rows:
                    connection.execute(insert(Invoice), invoice_rows)
                customer_rows, term_rows, invoice_rows = [], [], []
        if engine.dialect.name == "postgresql":
            # Explicit ids leave the sequences behind; the service's own inserts must not collide.
            for table in ("customers", "customer_search_terms", "invoices"):
                connection.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                        f"(SELECT max(id) FROM {table}))"
                    )
                )
        else:
            connection.execute(text("ANALYZE"))
    if engine.dialect.name == "postgresql":
        # As autovacuum would leave a settled database: statistics, and the visibility map that lets
        # a search read the term index alone (index-only scans) instead of visiting each heap row.
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
            connection.execute(text("VACUUM ANALYZE"))
    engine.dispose()
    return time.perf_counter() - started


# ---- scenarios -----------------------------------------------------------------------------------------

SEARCHES = (
    "כהן",
    "לוי",
    "מיכל פרץ",
    "יוסי אברהם",
    "052-31",
    "0544",
    "sara.1",
    "david",
)


def _bare(_: int) -> Request:
    return ("GET", "/ping", {}, b"")


def _scenarios(token: str) -> list[tuple[str, RequestMaker]]:
    auth = {"Authorization": f"Bearer {token}"}
    posting = {**auth, "Content-Type": "application/json"}
    searches = [f"/api/customers?search={quote(s)}" for s in SEARCHES]

    def search(n: int) -> Request:
        return ("GET", searches[n % len(searches)], auth, b"")

    def first_page(_: int) -> Request:
        return ("GET", "/api/customers", auth, b"")

    def create(n: int) -> Request:
        body = f'{{"name": "לקוח עומס {n}", "phone": "054-{n % 10**7:07d}", "email": "load{n}@example.com"}}'
        return ("POST", "/api/customers", posting, body.encode())

    return [
        ("list with search", search),
        ("list, first page", first_page),
        ("create", create),
    ]


def _measure(
    backend: Backend, work: Path, bare: tuple[str, int]
) -> tuple[dict[tuple[str, int], LoadResult], float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    work.mkdir(parents=True, exist_ok=True)
    env["MISRAD_DATA_DIR"] = str(work / "data")
    if backend.database_url:
        env["MISRAD_DATABASE_URL"] = backend.database_url
    misrad = str(BIN / "misrad")
    _run([misrad, "migrate"], env)
    url = backend.database_url or f"sqlite:///{(work / 'data' / 'misrad.db').resolve()}"
    fill_seconds = _fill(url, CUSTOMERS)
    _run([misrad, "users", "create", "bench@example.com", "--password", "bench-password-1"], env)
    token = _run([misrad, "tokens", "create", "bench@example.com", "--name", "bench"], env).strip()
    token = token.splitlines()[-1]
    results: dict[tuple[str, int], LoadResult] = {}
    port = _free_port()
    with served([misrad, "serve", "--port", str(port)], env, port, work / "server.log") as (base, pid):
        for concurrency in CONCURRENCY:
            results["bare", concurrency] = load(
                bare[0], _bare, concurrency=concurrency, duration=SECONDS, warmup=WARMUP, server_pid=bare[1]
            )
            for name, make in _scenarios(token):
                results[name, concurrency] = load(
                    base, make, concurrency=concurrency, duration=SECONDS, warmup=WARMUP, server_pid=pid
                )
    return results, fill_seconds


# ---- report --------------------------------------------------------------------------------------------


def _table(results: dict[tuple[str, int], LoadResult]) -> list[str]:
    lines = [
        "| scenario | concurrency | requests/s | p50 ms | p99 ms | server CPU ms/request | errors |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    names = ["bare"] + [name for name, _ in _scenarios("x")]
    for name in names:
        for concurrency in CONCURRENCY:
            result = results[name, concurrency]
            label = "bare FastAPI `GET /ping`" if name == "bare" else name
            errors = str(result.errors) + (f" ({result.unexpected[0][:80]})" if result.unexpected else "")
            figures = (
                f"{result.rate:.0f} | {result.p50:.1f} | {result.p99:.1f} | {result.cpu_ms_per_request:.2f}"
            )
            lines.append(f"| {label} | {concurrency} | {figures} | {errors} |")
    return lines


def _aims(results: dict[tuple[str, int], LoadResult]) -> list[str]:
    ratios = {c: results["list with search", c].rate / (results["bare", c].rate or 1) for c in CONCURRENCY}
    best_search = max(results["list with search", c].rate for c in CONCURRENCY)
    best_bare = max(results["bare", c].rate for c in CONCURRENCY)
    p99 = results["list with search", 32].p99
    share = best_search / best_bare if best_bare else 0.0
    cpu = results["list with search", 8].cpu_ms_per_request / results["bare", 8].cpu_ms_per_request
    return [
        f"- server CPU per request at c=8, list with search / bare: {cpu:.0f}×"
        " (the rate a dedicated core would give is roughly 1000 / CPU ms per request)",
        "- list with search / bare, same concurrency: "
        + ", ".join(f"c={c}: {ratios[c]:.2f}" for c in CONCURRENCY),
        f"- aim: best list-with-search rate ≥ 1/3 of the best bare rate: {best_search:.0f} / {best_bare:.0f}"
        f" = {share:.2f} — **{'met' if share >= 1 / 3 else 'not met'}**",
        f"- aim: list-with-search p99 < 50 ms at c=32: {p99:.1f} ms — **{'met' if p99 < 50 else 'not met'}**",
    ]


def main() -> str:
    work = Path(tempfile.mkdtemp(prefix="bench_records_"))
    sections = [
        "## records",
        "",
        f"Authenticated (bearer token) customer list and create against `misrad serve` (one uvicorn process)"
        f" with {CUSTOMERS:,} customers ({CUSTOMERS // 2:,} invoices), and a bare FastAPI app with one"
        f" trivial route served the same way, in the same run. Closed-loop load from `bench/loadgen.py` in a"
        f" separate process: {SECONDS:g} s per cell after {WARMUP:g} s warm-up. Searches cycle through a last"
        " name (~1% of customers), full names, phone prefixes and email prefixes. Every list page carries"
        " each customer's balance. The load generator, the server and the database share the machine's"
        " cores with whatever else runs on it; compare the ratios rather than the absolute figures."
        " *Server CPU ms/request* is the server process's CPU time per response, which does not depend"
        " on how much of the machine others leave it (on PostgreSQL the database's own CPU is not in it).",
    ]
    try:
        bare_port = _free_port()
        with (
            served(
                [sys.executable, "-m", "bench.bare_app", str(bare_port)],
                dict(os.environ),
                bare_port,
                work / "bare.log",
            ) as bare,
            empty_postgres_database("bench_records") as pg_url,
        ):
            backends = [Backend("SQLite", None)]
            if pg_url:
                backends.append(Backend("PostgreSQL", pg_url))
            else:
                sections += ["", f"PostgreSQL at {PG_URL} could not be reached: not measured."]
            for backend in backends:
                print(f"-- {backend.name}: filling and measuring", flush=True)
                load_before = os.getloadavg()[0]
                results, fill_seconds = _measure(backend, work / backend.name.lower(), bare)
                sections += [
                    "",
                    f"### {backend.name}",
                    "",
                    f"Bulk insert of {CUSTOMERS:,} customers with search words and invoices:"
                    f" {fill_seconds:.1f} s. Machine load average (1 min) before and after:"
                    f" {load_before:.1f} / {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores.",
                    "",
                    *_table(results),
                    "",
                    *_aims(results),
                ]
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return "\n".join([*sections, "", ANALYSIS])


ANALYSIS = """### Where the time goes, and why the aims are not met

Measured with py-spy on the server and by timing each step in process (SQLite, 100,000 customers).
A list-with-search request costs about 4.5-5 ms of server CPU, against 0.13-0.15 ms for the bare
route. About half is misrad's own work: the token look-up (one indexed query, ~0.25 ms), the search
(count and page in one statement over the term index: well under 1 ms for a rare word, ~1.5 ms for a last name
that ~1,200 customers share, ~3 ms for a prefix that 2,800 emails share), the balances of the page's
customers (one grouped query, ~0.3 ms), and building and serialising 20 customers (~0.3 ms). The other
half is the request path of a sync FastAPI route with sync dependencies: five thread-pool hand-offs
(session open and close, caller, pagination, route), `BaseHTTPMiddleware`, response-model validation,
and the access log.

Before this benchmark's fixes the same requests cost 9.7 ms (search) and 4.6 ms (first page) of server
CPU: a search read every match's customer row to count and sort it (the term index now holds the name
the list is ordered by, so a search is counted, sorted and paged from the index, with index-only scans
on PostgreSQL), `count(id)` missed SQLite's `count(*)` fast path (3 ms over 100,000 rows), and the
token, session and balance statements were rebuilt on every request.

At ~4.5 ms of CPU per request one core serves at most ~220 requests/s, so at concurrency 32 a closed
loop waits at least 32 / 220 ≈ 145 ms per request even on an idle dedicated core. p99 under 50 ms at
c=32 needs at most ~1.5 ms of CPU per request, and 1/3 of the bare rate at most ~0.4 ms: neither is in
reach of an ORM request with four queries in one Python process (`misrad serve` runs one, as
specified); several worker processes would scale the rate with the cores. Done since the first
runs, in core: a plain ASGI request-context middleware instead of `BaseHTTPMiddleware`, an `async`
pagination dependency (one thread hand-off less), and SQLite writers of one process taking turns in
arrival order instead of sleeping in SQLite's busy handler (create p99 at c=32 on SQLite went from
1.8 s to about 0.15 s). Still open: several server processes, and fewer statements per request."""


if __name__ == "__main__":
    print(main())
