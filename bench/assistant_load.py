"""The assistant benchmark's chat load: a database filled at scale, ``misrad serve``, chats at 1, 8 and 32.

Split from ``bench/bench_assistant.py`` (which runs it and writes the section): filling 100,000 customers
with their invoices and repairs in batches, the questions asked about them, and the table of the run.
"""

from __future__ import annotations

import json
import os
import random
import socket
import subprocess
import sys
import time
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, insert, text

from bench.loadgen import LoadResult, Request, load
from bench.servers import served

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
CUSTOMERS = int(os.environ.get("BENCH_CUSTOMERS", "100000"))
INVOICES_PER_CUSTOMER = 3
SECONDS = float(os.environ.get("BENCH_SECONDS", "5"))
WARMUP = float(os.environ.get("BENCH_WARMUP", "2"))
CONCURRENCY = (1, 8, 32)
CONVERSATIONS = 100
BATCH = 5000
P99_AIM_MS = 50.0

FIRST = [
    *("יוסי", "מיכל", "אבי", "שרה", "דוד", "רונית", "משה", "נועה", "איתי", "תמר", "עומר", "יעל"),
    *("אליהו", "הילה", "גיל", "אורית", "רועי", "ליאת", "שמעון", "מאיה", "ניר", "אסתר", "דניאל"),
    *("שירן", "חיים", "עדי", "אמיר", "סיוון", "יעקב", "רחל"),
]
LAST = [
    *("כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן", "אזולאי", "דהן", "אוחיון", "חדד"),
    *("גולן", "שגיא", "ברק", "רוזנברג", "שמעוני", "אלון", "קליין", "וולך", "סויסה", "טננבאום"),
    *("נחמיאס", "זילברמן", "קורן", "חורי", "אלמוג", "בן-דוד", "שפירא", "גבאי", "עמר"),
]
ITEMS = ("iPhone 13", "מחשב נייד Lenovo", "Galaxy S22", "מדפסת HP", "iPad Air", "שעון Apple Watch")
REPAIR_STATUSES = ("received", "diagnosing", "waiting_for_parts", "in_progress", "ready", "delivered")


# ---- 3. chat load ----------------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run(arguments: list[str], env: dict[str, str]) -> str:
    done = subprocess.run(arguments, env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
    if done.returncode:
        raise RuntimeError(f"{' '.join(arguments[:3])} failed: {done.stderr[-2000:]}")
    return done.stdout


def _fill(url: str, customers: int) -> tuple[float, list[tuple[str, str, str]]]:
    """Bulk insert; returns the seconds it took and (name, phone, invoice number) samples to ask about."""
    from misrad.records.models import Customer, CustomerSearchTerm, Invoice, Repair
    from misrad.records.service import search_index_terms

    rng = random.Random(20_000)
    started = time.perf_counter()
    engine = create_engine(url)
    today = date.today()
    samples: list[tuple[str, str, str]] = []
    rows: dict[Any, list[dict[str, object]]] = {Customer: [], CustomerSearchTerm: [], Invoice: [], Repair: []}
    with engine.begin() as connection:
        for number in range(1, customers + 1):
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            phone = rng.choice(("050", "052", "053", "054", "058")) + f"{number:07d}"
            email = f"c{number}@example.co.il" if number % 3 == 0 else None
            rows[Customer].append({"id": number, "name": name, "phone": phone, "email": email})
            rows[CustomerSearchTerm] += (
                {"customer_id": number, "term": term, "name": name}
                for term in search_index_terms(Customer(name=name, phone=phone, email=email))
            )
            for k in range(INVOICES_PER_CUSTOMER):
                issued = today - timedelta(days=rng.randrange(200))
                total = Decimal(rng.randrange(10_000, 500_000)) / 100
                paid = rng.choice((Decimal(0), total, (total / 2).quantize(Decimal("0.01"))))
                rows[Invoice].append(
                    {
                        "customer_id": number,
                        "number": f"{number}{k}",
                        "issue_date": issued,
                        "due_date": issued + timedelta(days=30),
                        "total_amount": total,
                        "paid_amount": paid,
                        "currency": "ILS",
                        "status": "paid" if paid == total else "open",
                    }
                )
            if number % 5 == 0:
                rows[Repair].append(
                    {
                        "customer_id": number,
                        "item": rng.choice(ITEMS),
                        "status": rng.choice(REPAIR_STATUSES),
                        "promised_date": today + timedelta(days=rng.randrange(-5, 15)),
                        "estimated_cost": Decimal(rng.randrange(100, 2000)),
                    }
                )
            if number % 97 == 0 and len(samples) < 500:
                samples.append((name, phone, f"{number}1"))
            if len(rows[Customer]) >= BATCH or number == customers:
                for model, batch in rows.items():
                    if batch:
                        connection.execute(insert(model), batch)
                    batch.clear()
        if engine.dialect.name == "postgresql":
            for table in ("customers", "customer_search_terms", "invoices", "repairs"):
                connection.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                        f" (SELECT max(id) FROM {table}))"
                    )
                )
        connection.execute(text("ANALYZE"))
    engine.dispose()
    return time.perf_counter() - started, samples


def _questions(samples: list[tuple[str, str, str]]) -> list[str]:
    questions = []
    for name, phone, invoice in samples:
        questions += [
            f"מה היתרה של {phone[:3]}-{phone[3:]}?",
            f"כמה חייב {name}",
            f"חשבונית {invoice} שולמה?",
            f"מה עם התיקון של {phone}",
            f"פרטים של {name}",
        ]
    questions += ["מה שעות הפתיחה?", "שלום", "what is the balance of " + samples[0][1], "ומה עם התיקון שלו?"]
    random.Random(3).shuffle(questions)
    return questions


def _post(client: Any, path: str, token: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(path, json=body, headers={"Authorization": f"Bearer {token}"})
    if response.status_code >= 300:
        raise RuntimeError(f"{path}: {response.status_code} {response.text[:300]}")
    result: dict[str, Any] = response.json()
    return result


def measure(url_or_none: str | None, work: Path) -> tuple[dict[int, LoadResult], float]:
    import httpx

    env = {k: v for k, v in os.environ.items() if not k.startswith("MISRAD_")}
    work.mkdir(parents=True, exist_ok=True)
    env["MISRAD_DATA_DIR"] = str(work / "data")
    if url_or_none:
        env["MISRAD_DATABASE_URL"] = url_or_none
    misrad = str(BIN / "misrad")
    _run([misrad, "migrate"], env)
    url = url_or_none or f"sqlite:///{(work / 'data' / 'misrad.db').resolve()}"
    fill_seconds, samples = _fill(url, CUSTOMERS)
    _run([misrad, "users", "create", "bench@example.com", "--password", "bench-password-1"], env)
    token = _run([misrad, "tokens", "create", "bench@example.com", "--name", "bench"], env).strip()
    token = token.splitlines()[-1]
    questions = [q.encode() for q in _questions(samples)]
    results: dict[int, LoadResult] = {}
    port = _free_port()
    with (
        served([misrad, "serve", "--port", str(port)], env, port, work / "server.log") as (base, pid),
        httpx.Client(base_url=base, timeout=60) as client,
    ):
        conversations = [
            _post(client, "/api/mcp-chatbot/conversations", token, {})["conversation"]["id"]
            for _ in range(CONVERSATIONS)
        ]
        # The first chat builds the in-memory name index of every customer; it is not what is measured.
        _post(client, "/api/mcp-chatbot/chat", token, {"message": "כמה חייב יוסי כהן"})
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

        def chat(n: int) -> Request:
            message = questions[n % len(questions)].decode()
            body = {"message": message, "conversation_id": conversations[n % CONVERSATIONS]}
            return ("POST", "/api/mcp-chatbot/chat", headers, json.dumps(body, ensure_ascii=False).encode())

        for concurrency in CONCURRENCY:
            results[concurrency] = load(
                base, chat, concurrency=concurrency, duration=SECONDS, warmup=WARMUP, server_pid=pid
            )
    return results, fill_seconds


def load_table(results: dict[int, LoadResult]) -> list[str]:
    lines = [
        "| concurrency | chat requests/s | p50 ms | p99 ms | server CPU ms/request | errors |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for concurrency in CONCURRENCY:
        r = results[concurrency]
        errors = str(r.errors) + (f" ({r.unexpected[0][:80]})" if r.unexpected else "")
        lines.append(
            f"| {concurrency} | {r.rate:.0f} | {r.p50:.1f} | {r.p99:.1f}"
            f" | {r.cpu_ms_per_request:.2f} | {errors} |"
        )
    p99 = results[32].p99
    lines += [
        "",
        f"- aim: local-engine p99 < 50 ms at c=32: {p99:.1f} ms"
        f" — **{'met' if p99 < P99_AIM_MS else 'not met'}**",
    ]
    return lines
