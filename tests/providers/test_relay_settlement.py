"""PostgreSQL: a ``/v1`` call's settlement (written behind its response) never keeps a budget's ledger
locked across a flush to disk, where the next calls' reservations would wait for it; and a ledger
settlement lost in a crash is finished by the sweeper from the mark its holds keep."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from datetime import timedelta
from decimal import Decimal

import httpx
import pytest
from sqlalchemy import Connection, Engine, event, update

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers import metering
from misrad.providers.models import BudgetHold
from misrad.providers.repository import BudgetRepository, LedgerRepository
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer
from tests.providers.relay_factories import holds, key_usage, make_key

SETTLEMENT_THREAD = "misrad-relay-settlement"


@pytest.fixture(autouse=True)
def calls_reserve_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each call reserves and settles its own hold, as near a budget's limit (``relay.blocks`` takes
    calls far from it off this path; ``test_relay_blocks`` tests those)."""
    monkeypatch.setattr(get_settings(), "gateway_block_calls", 0)


@pytest.fixture
def relay(served: str, llm: FakeLLMServer, fast_gateway: None) -> Iterator[str]:
    if get_database().is_sqlite:
        pytest.skip("SQLite settles in one transaction of its writer turn: no other writer waits on a row")
    factories.connect("openai", llm)
    yield served


def _call(relay: str, secret: str) -> None:
    body = {"model": "gpt-6-luna", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 16}
    headers = {"authorization": f"Bearer {secret}"}
    assert httpx.post(f"{relay}/v1/chat/completions", json=body, headers=headers).status_code == 200


def _settled(key_id: int) -> None:
    deadline = time.monotonic() + 10
    while not key_usage(key_id) and time.monotonic() < deadline:
        time.sleep(0.05)


def test_usage_is_written_in_one_durable_statement_without_a_ledger_lock_and_ledgers_without_a_flush(
    relay: str,
) -> None:
    key_id, secret, _ = make_key(budget_type="monthly", budget_amount="100")
    statements: list[tuple[str, bool]] = []  # (statement, run alone in autocommit: its own transaction)

    def on_statement(conn: Connection, _cursor: object, statement: str, *_: object) -> None:
        if threading.current_thread().name == SETTLEMENT_THREAD:
            statements.append((statement, bool(conn.connection.driver_connection.autocommit)))  # type: ignore[union-attr]

    event.listen(Engine, "before_cursor_execute", on_statement)
    try:
        _call(relay, secret)
        _settled(key_id)
        time.sleep(0.3)  # the ledgers' statement follows the usage rows'
    finally:
        event.remove(Engine, "before_cursor_execute", on_statement)
    usage = [found for found in statements if "INSERT INTO ai_usage_events" in found[0]]
    ledgers = [found for found in statements if "UPDATE ai_budget_ledgers" in found[0]]
    assert len(usage) == 1 and len(ledgers) == 1, statements
    [(usage_sql, usage_alone)], [(ledger_sql, ledger_alone)] = usage, ledgers
    # The usage row, its rollup and its hold's mark: one statement, its own transaction, flushed.
    assert usage_alone and "ai_usage_daily" in usage_sql and "ai_budget_holds" in usage_sql
    assert "ai_budget_ledgers" not in usage_sql and "synchronous_commit" not in usage_sql
    assert ledger_alone and "'synchronous_commit', 'off'" in ledger_sql
    assert holds() == []


def test_a_ledger_settlement_lost_is_finished_by_the_sweeper_from_the_holds_mark(
    relay: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    key_id, secret, _ = make_key(budget_type="monthly", budget_amount="100")

    def lost(*_: object) -> None:
        raise ConnectionError("the server went away after the usage rows were committed")

    monkeypatch.setattr(metering, "settle_ledgers", lost)
    _call(relay, secret)
    _settled(key_id)
    [row] = key_usage(key_id)
    [hold] = holds()
    assert hold.pending_usage == {"settled_usd": str(row.cost_usd)}
    with get_database().unit_of_work() as session:  # as if its expiry had passed
        session.execute(update(BudgetHold).values(expires_at=utcnow() - timedelta(seconds=1)))
    with get_database().unit_of_work() as session:
        metering.sweep_expired_holds(session)
    assert holds() == [] and [r.id for r in key_usage(key_id)] == [row.id]  # no second usage row
    with get_database().unit_of_work(write=False) as session:
        budget = BudgetRepository(session).of_key(key_id)
        assert budget is not None
        found = LedgerRepository(session).ledger(budget.id, "monthly", metering.period_of("monthly"))
    assert found == (Decimal(row.cost_usd), Decimal(0))  # (spent, reserved)


def test_tokens_counted_outside_the_database_are_counted_before_the_usage_shows(
    relay: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With Redis keeping the rate windows the usage statement is its own transaction: the tokens go to
    Redis first, so whoever sees a call's usage row (another process's rate check) sees its tokens too."""
    from misrad.providers.relay import limits, settlement

    order: list[str] = []
    real_settled = metering.record_settled
    monkeypatch.setattr(limits, "written_in_database", lambda counted: False)  # as with Redis configured
    monkeypatch.setattr(
        settlement.limits, "record_tokens", lambda _c, counted, _h: order.append(f"tokens {len(counted)}")
    )

    def settled(executor: object, calls: object) -> set[int]:
        order.append("usage")
        return real_settled(executor, calls)  # type: ignore[arg-type]

    monkeypatch.setattr(metering, "record_settled", settled)
    key_id, secret, _ = make_key(tokens_per_minute=1000)
    _call(relay, secret)
    _settled(key_id)
    assert order == ["tokens 1", "usage"]
