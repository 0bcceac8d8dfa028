"""CPU of one ``/v1`` call's reservation on SQLite, in process (issue 17): the Core statements
(``metering.reserve_on`` after the counters' read, as ``relay.calls`` did) against the driver's cursor
(``metering.reserve_in_turn``), each in a write transaction of its own, with two budgets (an office's
month and a day's), alternating in rounds.

    .venv/bin/python -m bench.reservation_cost [--calls 2000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from decimal import Decimal

from bench.databases import scratch_database

COST = Decimal("0.000123")


def _setup() -> Callable[[str], None]:
    """Two budgets and their ledgers; a function that makes one reservation the way it is named."""
    from misrad.core.db import get_database
    from misrad.providers import metering
    from misrad.providers.metering import ledgers
    from misrad.providers.repository.keys import call_generations
    from misrad.providers.schemas import BudgetCreate
    from misrad.providers.service import create_budget

    database = get_database()
    with database.unit_of_work() as session:
        for name, kind in (("office", "monthly"), ("today", "daily")):
            create_budget(session, BudgetCreate(name=name, budget_type=kind, amount=1_000_000))  # type: ignore[arg-type]
    with database.unit_of_work(write=False) as session:
        budgets = ledgers.budgets_for(ledgers.applicable_budgets(session), 1)
    with database.write_transaction() as connection:
        counters = call_generations(connection)
        metering.reserve_on(connection, budgets, COST)  # opens the periods' ledgers

    def reserve(way: str) -> None:
        with database.write_transaction() as connection:
            if way == "core":
                if call_generations(connection) == counters:
                    metering.reserve_on(connection, budgets, COST)
            else:
                metering.reserve_in_turn(connection, budgets, COST, None, counters)

    return reserve


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    with scratch_database("sqlite", "reservation_cost"):
        reserve = _setup()
        found: dict[str, list[float]] = {"core": [], "cursor": []}
        for round_ in range(options.rounds):
            for way in ("core", "cursor") if round_ % 2 == 0 else ("cursor", "core"):
                started = time.process_time()
                for _ in range(options.calls):
                    reserve(way)
                found[way].append((time.process_time() - started) / options.calls * 1000)
        for way, values in found.items():
            print(f"{way}: {min(values):.3f} ms CPU a reservation (best of {options.rounds} rounds)")


if __name__ == "__main__":
    main()
