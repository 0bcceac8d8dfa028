"""The settlement writer's batch (``relay.settlement``) runs in the process that serves the calls and
shares its GIL: its Python work is what a call arriving meanwhile waits for. So a batch builds no SQL
(every statement is one prepared once, or one SQLAlchemy's cache already holds), and what it writes is
exactly what settling the same calls one by one writes: usage rows, rollups, ledgers, no hold left."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import Engine, event, select, text
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine.interfaces import CacheStats

from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.models import BudgetLedger, UsageDaily, UsageEvent
from misrad.providers.relay import settlement
from tests.providers import factories
from tests.providers.relay_factories import holds

KEPT = ("user_id", "provider_id", "model_id", "price_id", "feature", "input_tokens", "output_tokens")
KEPT_TOO = ("cached_input_tokens", "reasoning_tokens", "cost_usd", "latency_ms", "success", "error_type")
ROW_FIELDS = (*KEPT, *KEPT_TOO, "attempt", "fallback_from_id", "virtual_key_id", "team")


def _metered(n: int, provider: int, model: int | None) -> metering.Metered:
    usage = metering.Usage(input_tokens=10 + n, output_tokens=3 * n, cached_input_tokens=n % 2)
    return metering.Metered(
        user_id=100 + n,
        provider_id=provider,
        model_id=model if n % 3 else None,  # two rollup groups
        price_id=None,
        feature="chat",
        usage=usage,
        cost_usd=Decimal("0.000123") * (n + 1),
        latency_ms=n,
        success=n % 4 != 3,
        error_type=None if n % 4 != 3 else "http_500",
        attempt=1 + n % 2,
        fallback_from_id=200 + n if n % 2 else None,
        virtual_key_id=7,
        team="אנליזה" if n % 2 else None,
    )


def _held(count: int, first: int = 0) -> list[settlement.Settlement]:
    """``count`` calls, each with its hold committed on every budget (as a ``/v1`` call reserves)."""
    provider = factories.provider_id("openai")
    model = factories.model("openai").id
    with get_database().unit_of_work(write=False) as session:
        budgets = metering.budgets_for(metering.applicable_budgets(session), provider)
    out = []
    for n in range(first, first + count):
        metered = _metered(n, provider, model)
        with get_database().write_transaction() as connection:
            hold = metering.reserve_on(connection, budgets, Decimal("0.05"), metered)
        out.append(settlement.Settlement(metered, hold))
    return out


@pytest.fixture
def budgets() -> Iterator[None]:
    factories.budget("1000", kind="monthly")
    factories.budget("500", provider=factories.provider_id("openai"))
    yield


@pytest.fixture
def uncached() -> Iterator[list[str]]:
    """Statements the settlement writer's code built while the listener was on (not raw SQL, not a hit
    of SQLAlchemy's compiled cache)."""
    built: list[str] = []

    def on_execute(_c: object, _cursor: object, statement: str, _p: object, context: Any, _m: bool) -> None:
        if context is not None and context.compiled is not None and context.cache_hit != CacheStats.CACHE_HIT:
            built.append(statement)

    event.listen(Engine, "before_cursor_execute", on_execute)
    try:
        yield built
    finally:
        event.remove(Engine, "before_cursor_execute", on_execute)


def _state() -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """(usage rows, rollups, ledgers) as the database holds them, ids and times left out."""
    with get_database().unit_of_work(write=False) as session:
        rows = session.scalars(select(UsageEvent).order_by(UsageEvent.latency_ms, UsageEvent.id))
        usage = [tuple(getattr(row, name) for name in ROW_FIELDS) for row in rows]
        daily = session.execute(
            select(
                UsageDaily.day,
                UsageDaily.provider_id,
                UsageDaily.model_id,
                UsageDaily.feature,
                UsageDaily.request_count,
                UsageDaily.error_count,
                UsageDaily.input_tokens,
                UsageDaily.output_tokens,
                UsageDaily.cost_usd,
                UsageDaily.latency_ms_total,
            ).order_by(UsageDaily.model_id)
        )
        ledgers = session.execute(
            select(BudgetLedger.budget_id, BudgetLedger.spent_usd, BudgetLedger.reserved_usd).order_by(
                BudgetLedger.budget_id
            )
        )
        return usage, [tuple(r) for r in daily], [tuple(r) for r in ledgers]


def _clear() -> None:
    with get_database().write_transaction() as connection:
        for table in ("ai_usage_events", "ai_usage_daily", "ai_budget_ledgers", "ai_budget_holds"):
            connection.execute(text(f"DELETE FROM {table}"))


def _stored_times() -> list[str]:
    """How the database stores ``created_at`` (SQLite: text, compared as text by period queries)."""
    with get_database().write_transaction() as connection:
        found = connection.exec_driver_sql("SELECT created_at FROM ai_usage_events").scalars()
        return sorted({f"{type(value).__name__}:{len(str(value))}" for value in found})


def test_a_warm_batch_builds_no_sql(budgets: None, uncached: list[str]) -> None:
    settlement._write_batch(_held(3))  # the first batch may prepare what it needs
    uncached.clear()
    settlement._write_batch(_held(7, first=3))
    settlement._write_batch(_held(1, first=10))
    assert uncached == []
    assert holds() == []


def test_a_batch_writes_what_settling_one_by_one_writes(budgets: None) -> None:
    calls = _held(9)
    with get_database().write_transaction() as connection:
        for done in calls:
            metering.settle(connection, done.metered, done.hold)
    one_by_one, one_by_one_times = _state(), _stored_times()
    assert holds() == []
    _clear()
    settlement._write_batch(_held(4))
    settlement._write_batch(_held(5, first=4))
    assert holds() == []
    assert _state() == one_by_one
    assert _stored_times() == one_by_one_times
    assert len(one_by_one[0]) == 9 and len(one_by_one[1]) == 2  # two rollups: with a model, without


def test_a_batch_the_database_is_too_busy_for_is_written_once_it_is_free(
    budgets: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Server full, no connection within the wait: a moment later there is one. Left to the sweeper,
    the calls would be charged their reserved worst case, minutes later."""
    batch = _held(3)
    real_write = settlement._write_batch
    refused: list[int] = []

    def busy_twice(calls: list[settlement.Settlement]) -> None:
        if len(refused) < 2:
            refused.append(len(calls))
            raise sa_exc.TimeoutError("QueuePool limit reached, connection timed out")
        real_write(calls)

    monkeypatch.setattr(settlement, "_write_batch", busy_twice)
    monkeypatch.setattr(settlement, "BUSY_PAUSE_SECONDS", 0.01)
    settlement._write(batch)
    assert refused == [3, 3]  # the whole batch again, not one by one
    usage, _, _ = _state()
    cost = ROW_FIELDS.index("cost_usd")
    assert [row[cost] for row in usage] == [call.metered.cost_usd for call in batch]  # real, not reserved
    assert holds() == []
