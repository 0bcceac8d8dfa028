"""The customer list's two cut pieces, old way and new way in one process, taking turns (issue 16, perf32).

    .venv/bin/python -m bench.list_pieces [sqlite|postgresql] [--calls 2000] [--rounds 5]

On a scratch database with ``CUSTOMERS`` customers (every third owing an open invoice, every fifth an
overdue one), for a page of 20: (a) **the read**, the page's one statement through SQLAlchemy's Core
execution and rows (``connection.execute``, the old way) against ``list_pages.page_rows`` on the driver;
(b) **the answer**, the page validated into ``CustomerOut`` and dumped by ``DataEnvelope[CustomerList]``
(the old way) against ``listing.customer_list_json``; the two answers' bytes are checked equal first.
Each round times ``--calls`` calls of each way (CPU of this process, ``time.process_time``), the order
alternating by round; printed: µs a call per round and the medians. CPU time, not rates: the machine's
other work changes little of it.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from bench.bench_scaleout import CUSTOMERS
from bench.databases import scratch_database


def _records() -> None:
    from datetime import timedelta
    from decimal import Decimal

    from misrad.core.clock import business_today
    from misrad.core.db import get_database
    from misrad.records import service
    from misrad.records.schemas import CustomerCreate, InvoiceCreate

    today = business_today()
    with get_database().unit_of_work() as session:
        for n in range(CUSTOMERS):
            customer = service.create_customer(session, CustomerCreate(name=f"לקוח מדידה {n:03d}"))
            if n % 3 == 0 or n % 5 == 0:
                due = today - timedelta(days=3) if n % 5 == 0 else today + timedelta(days=30)
                body = InvoiceCreate(
                    customer_id=customer.id, number=f"B-{n}", issue_date=today - timedelta(days=40),
                    due_date=due, total_amount=Decimal("1234.50"), paid_amount=Decimal("0.25"),
                )  # fmt: skip
                service.create_invoice(session, body)


def _timed(call: Callable[[], Any], calls: int) -> float:
    before = time.process_time()
    for _ in range(calls):
        call()
    return (time.process_time() - before) / calls * 1e6


def _compare(name: str, old: Callable[[], Any], new: Callable[[], Any], calls: int, rounds: int) -> None:
    olds, news = [], []
    for round_ in range(rounds):
        if round_ % 2:
            news.append(_timed(new, calls))
            olds.append(_timed(old, calls))
        else:
            olds.append(_timed(old, calls))
            news.append(_timed(new, calls))
    line = ", ".join(f"{o:.0f}/{n:.0f}" for o, n in zip(olds, news, strict=True))
    median_old, median_new = statistics.median(olds), statistics.median(news)
    print(f"{name}: old/new µs per call by round {line}; median {median_old:.0f} -> {median_new:.0f} "
          f"({median_new / median_old:.2f})")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("database", choices=["sqlite", "postgresql"])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    with scratch_database(options.database, "list_pieces"):
        _run(options.calls, options.rounds)


def _run(calls: int, rounds: int) -> None:
    import os

    from pydantic import TypeAdapter

    from misrad.core.clock import business_today
    from misrad.core.db import get_database
    from misrad.core.pagination import PageRequest
    from misrad.core.schemas import DataEnvelope
    from misrad.records import service
    from misrad.records.listing import customer_list_json
    from misrad.records.repository.list_pages import PAGES_WITH_BALANCES, page_rows
    from misrad.records.schemas import CustomerList, CustomerOut

    _records()
    today, params = business_today(), {"limit": 20, "offset": 20, "today": business_today(), "phone": None}
    page_of = TypeAdapter(list[CustomerOut])
    envelope_of = TypeAdapter(DataEnvelope[CustomerList])
    with get_database().unit_of_work(write=False) as session:
        connection = session.connection()
        found, balances = service.customers_with_balances(session, PageRequest(2, 20))

        def pydantic_answer() -> bytes:
            fields = (
                "id",
                "name",
                "phone",
                "email",
                "tax_id",
                "address",
                "notes",
                "created_at",
                "updated_at",
            )
            rows = [
                {
                    **{f: getattr(c, f) for f in fields},
                    "balance": balances[c.id].balance,
                    "currency": balances[c.id].currency,
                    "open_invoices": balances[c.id].open_invoices,
                    "overdue_invoices": balances[c.id].overdue_invoices,
                }
                for c in found.items
            ]
            customers = page_of.validate_python(rows)
            envelope = DataEnvelope[CustomerList](data=CustomerList(customers=customers, **found.meta()))
            return envelope_of.dump_json(envelope, by_alias=True)

        assert pydantic_answer() == customer_list_json(found, balances)
        print(f"{connection.dialect.name}, {calls} calls x {rounds} rounds, "
              f"load average {os.getloadavg()[0]:.1f}")  # fmt: skip
        _compare(
            "read (SQLAlchemy -> driver)",
            lambda: connection.execute(PAGES_WITH_BALANCES[False], params).all(),
            lambda: page_rows(connection, None, 20, 20, today),
            calls,
            rounds,
        )
        _compare(
            "answer (pydantic -> listing)",
            pydantic_answer,
            lambda: customer_list_json(found, balances),
            calls,
            rounds,
        )
        print(f"load average after {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
