"""The service calls behind the slowest web pages, timed in process on a database filled once.

    python -m bench.page_queries fill /tmp/pages      # once: bench_web's fill (100,000 documents and
                                                      # customers, 1,000,000 AI usage rows), SQLite
    python -m bench.page_queries time /tmp/pages [ROUNDS] [NAME ...]

Much faster than ``bench_web`` (no server, no HTTP, no page rendering): for finding which query is slow
and checking a fix (``EXPLAIN QUERY PLAN`` the statements it runs). Times are milliseconds per call,
after two warm-up calls; the load average is printed with them (the machine is shared).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

CAP = 10_000  # the web pages' count cap (web.routes.documents / spending_reports COUNT_UP_TO)


def _cases(member_id: int) -> dict[str, Callable[[Session], Any]]:
    from misrad.auth.schemas import Caller
    from misrad.core.pagination import PageRequest
    from misrad.documents import service as documents
    from misrad.providers.service import reports
    from misrad.records import service as records

    member = Caller(id=member_id, email="", display_name="", role="member")
    search = documents.ListFilters(search="חשבונית")
    status = documents.ListFilters(status="processed", oldest_first=True)
    first, deep, usage_cap = PageRequest(1, 20), PageRequest(200, 20), PageRequest(40, 50).count_limit(CAP)
    return {
        "/documents?q=חשבונית": lambda s: documents.list_documents(s, member, search, first, CAP),
        "/documents?status=processed&sort=oldest&page=200": lambda s: documents.list_documents(
            s, member, status, deep, CAP
        ),
        "/invoices?status=overdue": lambda s: records.list_invoices(s, PageRequest(1, 25), status="overdue"),
        "/spending/usage (member)": lambda s: reports.export_usage(
            s, days=30, provider_id=None, user_id=member_id, limit=50, offset=0, count_up_to=CAP + 1
        ),
        "/spending/usage?days=90&page=40 (member)": lambda s: reports.export_usage(
            s, days=90, provider_id=None, user_id=member_id, limit=50, offset=1950, count_up_to=usage_cap
        ),
        "/spending/usage?days=90&page=400 (admin)": lambda s: reports.export_usage(
            s, days=90, provider_id=None, user_id=None, limit=50, offset=19950
        ),
        "/spending/reports?days=365": lambda s: (
            reports.compare_costs(s, 365),
            reports.compare_models(s, 365),
            reports.summary(s, 365),
        ),
    }


def time_pages(rounds: int, only: list[str]) -> None:
    from sqlalchemy import select

    from misrad import areas
    from misrad.auth.models import User
    from misrad.core.db import get_database

    areas.install()
    database = get_database()
    with database.unit_of_work(write=False) as session:
        member_id = session.scalars(select(User.id).where(User.email == "bench@example.co.il")).one()
    print(f"load average {os.getloadavg()[0]:.1f}")
    for name, call in _cases(member_id).items():
        if only and not any(word in name for word in only):
            continue
        times = []
        for _ in range(rounds + 2):
            with database.unit_of_work(write=False) as session:
                started = time.perf_counter()
                call(session)
                times.append((time.perf_counter() - started) * 1000)
        ordered = sorted(times[2:])
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        print(f"{name:48s} p50 {ordered[len(ordered) // 2]:7.1f} ms  p95 {p95:7.1f} ms")
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    command, folder = sys.argv[1], Path(sys.argv[2])
    os.environ.update({"MISRAD_DATA_DIR": str(folder), "MISRAD_CREATE_FIRST_ADMIN": "false"})
    os.environ.pop("MISRAD_DATABASE_URL", None)
    if command == "fill":
        from bench.bench_web import _prepare

        folder.mkdir(parents=True, exist_ok=True)
        _prepare(folder)
    else:
        time_pages(int(sys.argv[3]) if len(sys.argv) > 3 else 15, sys.argv[4:])
