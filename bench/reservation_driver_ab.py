"""The ``/v1`` reservation statement through SQLAlchemy's execution and result layers against the same
statement on psycopg's own cursor, A/B in one process (issue 17, the cut ``gwlat`` left untried).

    .venv/bin/python -m bench.reservation_driver_ab [BLOCKS] [CALLS_PER_BLOCK]

A scratch PostgreSQL database, two budgets (the office's and a key's, as a key's call has), their
ledgers opened by one reservation in a transaction; then blocks of ``CALLS_PER_BLOCK`` reservations
(the statement of ``reserve_in_one_statement``, change counters checked), alternating which way goes first.
Each call takes its connection from the call path's autocommit engine, as ``relay.together`` does.
Reported: the thread's CPU time per call (``time.thread_time``), median over blocks, and wall time.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from typing import Any

from bench.databases import scratch_database

Reserve = Callable[[Any, list[tuple[int, str, Any, Decimal]], tuple[int, int]], Any]


def _setup() -> tuple[list[tuple[int, str, Any, Decimal]], tuple[int, int]]:
    from misrad.core import changes
    from misrad.core.db import get_database
    from misrad.providers import metering
    from misrad.providers.schemas import BudgetCreate
    from misrad.providers.service import create_budget

    with get_database().unit_of_work() as session:
        for name in ("office", "key"):
            create_budget(session, BudgetCreate(name=name, budget_type="monthly", amount=10_000_000))  # type: ignore[arg-type]
    with get_database().unit_of_work() as session:
        refs = [b for found in metering.applicable_budgets(session).values() for b in found]
        metering.reserve_on(session, refs, Decimal("0.001"))  # opens the period's ledgers
        counters = (changes.current(session, changes.AI_KEYS), changes.current(session, changes.AI_PLANS))
    today = metering.period_of("monthly")
    return [(b.id, b.budget_type, today, b.limit_usd) for b in refs], counters


def _ways() -> dict[str, Reserve]:
    from misrad.core.clock import utcnow
    from misrad.providers.repository import ledgers

    pending = {"provider_id": None, "input_tokens": 12, "output_tokens": 16, "cost_usd": "0.0001"}

    def params(keys: list[Any], counters: tuple[int, int]) -> dict[str, Any]:
        found = ledgers._reserve_params(keys, Decimal("0.0001"), utcnow() + timedelta(seconds=300), counters)
        return dict(found, pending=json.dumps(pending))

    def through_sqlalchemy(connection: Any, keys: list[Any], counters: tuple[int, int]) -> Any:
        statement = ledgers._pg_reserve_statement(len(keys), True)
        return connection.execute(statement, params(keys, counters)).one()  # the way before session 12

    def on_driver(connection: Any, keys: list[Any], counters: tuple[int, int]) -> Any:
        statement = ledgers._pg_reserve_statement(len(keys), True)
        return ledgers._one_row_on_driver(connection, statement, params(keys, counters))

    return {"sqlalchemy": through_sqlalchemy, "driver": on_driver}


def main() -> None:
    blocks = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    calls = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    with scratch_database("postgresql", "reservation_ab"):
        from misrad.providers.relay import autocommit

        keys, counters = _setup()
        ways = _ways()
        cpu: dict[str, list[float]] = {name: [] for name in ways}
        wall: dict[str, list[float]] = {name: [] for name in ways}
        for block in range(blocks):
            order = list(ways) if block % 2 == 0 else list(reversed(ways))
            for name in order:
                reserve = ways[name]
                started, started_wall = time.thread_time(), time.perf_counter()
                for _ in range(calls):
                    with autocommit.engine().connect() as connection:
                        reserve(connection, keys, counters)
                cpu[name].append((time.thread_time() - started) / calls * 1e6)
                wall[name].append((time.perf_counter() - started_wall) / calls * 1e6)
        for name in ways:
            c, w = cpu[name], wall[name]
            print(
                f"{name:>10}: CPU µs/call median {statistics.median(c):.0f} (quartiles"
                f" {statistics.quantiles(c)[0]:.0f}-{statistics.quantiles(c)[2]:.0f}),"
                f" wall median {statistics.median(w):.0f}, {blocks} blocks × {calls}"
            )


if __name__ == "__main__":
    main()
