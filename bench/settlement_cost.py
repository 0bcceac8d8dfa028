"""What one batch of the ``/v1`` settlement writer costs the process that serves the calls: the writer
thread's CPU per batch, and how long another thread of the process (a request thread, in the server)
waits for the GIL while batches are written, in one process on a scratch database, no server.

    .venv/bin/python -m bench.settlement_cost [sqlite|postgresql] [BATCH] [BATCHES]

A probe thread sleeps 200 µs at a time and records how late it wakes, first with nothing else running,
then while batches are written back to back: its wake-ups past the sleep are what a request thread
meets when a batch holds the GIL. Run it with ``PYTHONPATH=<other tree>/src`` for
another version (the writer's module and its statements are that tree's).
"""

from __future__ import annotations

import statistics
import sys
import threading
import time
from decimal import Decimal

from bench.databases import scratch_database

PROBE_SLEEP = 0.0002


def _settlements(count: int) -> list[object]:
    """``count`` calls as the relay settles them: each with its hold (and pending usage) committed."""
    from sqlalchemy import select

    from misrad.core.db import get_database
    from misrad.providers import metering
    from misrad.providers.models import AiModel, Provider
    from misrad.providers.relay import settlement

    with get_database().unit_of_work(write=False) as session:
        provider = session.scalars(select(Provider).where(Provider.code == "openai")).one()
        model = session.scalars(select(AiModel).where(AiModel.provider_id == provider.id)).first()
        assert model is not None
        budgets = metering.budgets_for(metering.applicable_budgets(session), provider.id)
    out: list[object] = []
    for _ in range(count):
        usage = metering.Usage(input_tokens=12, output_tokens=9)
        metered = metering.Metered(
            None, provider.id, model.id, None, "chat", usage, Decimal("0.000123"), 3, True, None
        )
        with get_database().write_transaction() as connection:
            hold = metering.reserve_on(connection, budgets, Decimal("0.01"), metered)
        out.append(settlement.Settlement(metered, hold))
    return out


def _budgets() -> None:
    """An office budget and a second one on the provider: each call holds on two ledgers, as a call
    of a virtual key with a budget of its own does."""
    from misrad.core.db import get_database
    from misrad.providers.schemas import BudgetCreate
    from misrad.providers.service import create_budget

    with get_database().unit_of_work() as session:
        create_budget(session, BudgetCreate(name="office", budget_type="monthly", amount=1_000_000))  # type: ignore[arg-type]
        create_budget(session, BudgetCreate(name="daily", budget_type="daily", amount=1_000_000))  # type: ignore[arg-type]


class Probe:
    """A thread that wakes every ``PROBE_SLEEP`` and records how late (the GIL it waited for)."""

    def __init__(self) -> None:
        self.late: list[float] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self.stop.is_set():
            started = time.perf_counter()
            time.sleep(PROBE_SLEEP)
            self.late.append(time.perf_counter() - started - PROBE_SLEEP)


def _cuts(values: list[float]) -> str:
    cuts = statistics.quantiles(values, n=1000)
    return (
        f"p50 {1e6 * statistics.median(values):7.0f} p99 {1e6 * cuts[989]:7.0f} "
        f"p99.9 {1e6 * cuts[998]:7.0f} max {1e6 * max(values):7.0f} µs"
    )


def main() -> None:
    kind = sys.argv[1] if len(sys.argv) > 1 else "sqlite"
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 14
    batches = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    with scratch_database(kind, "settlement_cost"):
        from misrad.providers.relay import settlement

        _budgets()
        work = [_settlements(size) for _ in range(batches + 5)]
        for batch in work[:5]:  # warm-up: statements compiled, connections open
            settlement._write_batch(batch)  # type: ignore[arg-type]
        idle = Probe()
        idle.thread.start()
        time.sleep(1.0)
        idle.stop.set()
        idle.thread.join()
        probe = Probe()
        probe.thread.start()
        cpu, wall = [], []
        for batch in work[5:]:  # back to back: the probe's wake-ups all meet a batch
            started, started_cpu = time.perf_counter(), time.thread_time()
            settlement._write_batch(batch)  # type: ignore[arg-type]
            cpu.append(time.thread_time() - started_cpu)
            wall.append(time.perf_counter() - started)
        probe.stop.set()
        probe.thread.join()
    print(f"{kind}, {batches} batches of {size}: writer CPU per batch {_cuts(cpu)}")
    print(f"   wall per batch {_cuts(wall)}")
    print(f"   probe late, idle:          {_cuts(idle.late)} (n={len(idle.late)})")
    print(f"   probe late, while writing: {_cuts(probe.late)} (n={len(probe.late)})")


if __name__ == "__main__":
    main()
