"""SQLite: the usual reservation of a ``/v1`` call made on the driver's cursor (``reserve_on_cursor``)
stores exactly what the Core statements store, and anything unusual (a refusal, a period's first call,
moved counters) raises ``NotAtOnce`` with nothing kept once the transaction rolls back."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import Connection, select

from misrad.core import changes
from misrad.core.clock import business_today, utcnow
from misrad.core.db import get_database
from misrad.providers.metering import ledgers
from misrad.providers.models import BudgetHold, BudgetLedger
from misrad.providers.repository import LedgerRepository
from misrad.providers.repository.keys import call_generations
from misrad.providers.repository.sqlite_reserve import NotAtOnce, reserve_on_cursor
from misrad.providers.schemas import BudgetCreate
from misrad.providers.service import create_budget

PENDING = {"model": "gpt-6-luna", "input_tokens": 12, "cost_usd": "0.000321", "note": "שלום"}
COST = Decimal("0.000123")


@pytest.fixture(autouse=True)
def sqlite() -> None:
    if not get_database().is_sqlite:
        pytest.skip("PostgreSQL reserves in one statement of its own (reserve_in_one_statement)")


def _keys(limits: tuple[str, str] = ("1000", "100")) -> list[tuple[int, str, Any, Decimal]]:
    """Two budgets (a month's and a day's) with their ledgers of this period opened."""
    with get_database().unit_of_work() as session:
        for (name, kind), amount in zip((("office", "monthly"), ("today", "daily")), limits, strict=True):
            create_budget(session, BudgetCreate(name=name, budget_type=kind, amount=amount))  # type: ignore[arg-type]
    with get_database().unit_of_work() as session:
        refs = ledgers.budgets_for(ledgers.applicable_budgets(session), provider_id=1)
        keys = [(b.id, b.budget_type, ledgers.period_of(b.budget_type), b.limit_usd) for b in refs]
        repository = LedgerRepository(session)
        for budget_id, kind, start, _ in keys:
            repository.open(budget_id, kind, start, Decimal(0))
    return keys


def _state() -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    with get_database().unit_of_work(write=False) as session:
        found = session.execute(select(BudgetLedger.id, BudgetLedger.reserved_usd).order_by(BudgetLedger.id))
        holds = session.scalars(select(BudgetHold).order_by(BudgetHold.id)).all()
        return [tuple(row) for row in found], [
            (h.ledger_ids, h.amount_usd, h.expires_at, h.pending_usage) for h in holds
        ]


def _counters(connection: Connection) -> tuple[int, int]:
    return call_generations(connection)


def test_the_cursor_stores_what_the_core_statements_store() -> None:
    keys = _keys()
    expires = utcnow() + timedelta(seconds=90)
    with get_database().write_transaction() as connection:
        hold_id, ledger_ids = reserve_on_cursor(
            connection, keys, COST, expires, PENDING, _counters(connection)
        )
    with get_database().write_transaction() as connection:  # the same through SQLAlchemy's Core
        repository = LedgerRepository(connection)
        core_ids = [repository.admit(b, kind, start, COST, limit) for b, kind, start, limit in keys]
        core_hold = repository.add_hold([i for i in core_ids if i is not None], COST, expires, PENDING)
    assert tuple(core_ids) == ledger_ids and core_hold == hold_id + 1
    found, holds = _state()
    assert [reserved for _, reserved in found] == [2 * COST, 2 * COST]
    assert holds[0] == holds[1]
    assert holds[0] == (list(ledger_ids), COST, holds[0][2], PENDING)
    assert abs(holds[0][2] - expires) < timedelta(microseconds=1) and holds[0][2].tzinfo is not None


def test_a_refusal_raises_and_the_rollback_keeps_nothing() -> None:
    keys = _keys(limits=("1000", "100"))
    before = _state()
    with pytest.raises(NotAtOnce), get_database().write_transaction() as connection:
        # The month's budget admits 150 (and its ledger is changed); the day's refuses it.
        reserve_on_cursor(connection, keys, Decimal("150"), utcnow(), None, None)
    assert _state() == before


def test_a_periods_first_call_and_moved_counters_are_left_to_the_ordinary_way() -> None:
    keys = _keys()
    new_day = (keys[1][0], "daily", business_today() + timedelta(days=1), keys[1][3])  # no ledger yet
    before = _state()
    with pytest.raises(NotAtOnce), get_database().write_transaction() as connection:
        reserve_on_cursor(connection, [keys[0], new_day], COST, utcnow(), None, None)
    with get_database().write_transaction() as connection:
        counters = _counters(connection)
    with get_database().unit_of_work() as session:
        changes.bump(session, changes.AI_KEYS)
    with pytest.raises(NotAtOnce), get_database().write_transaction() as connection:
        reserve_on_cursor(connection, keys, COST, utcnow(), None, counters)
    assert _state() == before
