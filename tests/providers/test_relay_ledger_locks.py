"""PostgreSQL: how long and in what order a ``/v1`` call's reservation and settlement hold the budgets'
ledger rows, which every call of a key locks. Concurrent calls of one process reserve together, a few in
one statement, rather than queue on those rows' locks in the server; the settlement writer settles a
batch's ledgers in one statement of its own (never across a round trip), locking them in budget-id
order as reservations do, whatever order their ledgers were opened in."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from decimal import Decimal

import httpx
import pytest
from sqlalchemy import Engine, event, text

from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers import metering
from misrad.providers.relay import autocommit, together
from misrad.providers.repository import BudgetRepository, LedgerRepository
from misrad.providers.schemas import BudgetCreate
from misrad.providers.service import create_budget
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer
from tests.providers.relay_factories import holds, key_usage, make_key

SETTLEMENT_THREAD = "misrad-relay-settlement"
LUNA = "gpt-6-luna"


@pytest.fixture(autouse=True)
def calls_reserve_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each call reserves and settles its own hold, as near a budget's limit (``relay.blocks`` takes
    calls far from it off this path; ``test_relay_blocks`` tests those)."""
    monkeypatch.setattr(get_settings(), "gateway_block_calls", 0)


@pytest.fixture
def postgres() -> None:
    if get_database().is_sqlite:
        pytest.skip("SQLite's writers take turns in the process: no row lock is waited for in the server")


@pytest.fixture
def relay(postgres: None, served: str, llm: FakeLLMServer, fast_gateway: None) -> Iterator[str]:
    factories.connect("openai", llm)
    llm.delay = 0.0
    yield served


@pytest.fixture
def statements() -> Iterator[list[tuple[str, str, bool]]]:
    """(thread name, statement, sent on the call path's autocommit engine) of every statement."""
    found: list[tuple[str, str, bool]] = []

    def on_statement(conn: object, _cursor: object, statement: str, *_: object) -> None:
        on_autocommit = getattr(conn, "engine", None) is autocommit.engine()
        found.append((threading.current_thread().name, statement, on_autocommit))

    event.listen(Engine, "before_cursor_execute", on_statement)
    yield found
    event.remove(Engine, "before_cursor_execute", on_statement)


def _office_and_key_budgets() -> tuple[int, str]:
    """An office budget and a key with its own: every call reserves on two ledgers. (key id, secret)"""
    with get_database().unit_of_work() as session:
        create_budget(session, BudgetCreate(name="office", budget_type="monthly", amount=1000))  # type: ignore[arg-type]
    key_id, secret, _ = make_key(budget_type="monthly", budget_amount="100")
    return key_id, secret


def _call(relay: str, secret: str) -> int:
    body = {"model": LUNA, "messages": [{"role": "user", "content": "hi"}], "max_tokens": 16}
    headers = {"authorization": f"Bearer {secret}"}
    return httpx.post(f"{relay}/v1/chat/completions", json=body, headers=headers, timeout=30).status_code


def _until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def _ledgers() -> list[tuple[Decimal, Decimal]]:
    """(spent, reserved) of every ledger."""
    with get_database().write_engine.connect() as connection:
        rows = connection.execute(text("SELECT spent_usd, reserved_usd FROM ai_budget_ledgers ORDER BY id"))
        return [(Decimal(spent), Decimal(reserved)) for spent, reserved in rows]


def _waiting_on_a_lock() -> int:
    with get_database().write_engine.connect() as connection:
        query = (
            "SELECT count(*) FROM pg_stat_activity "
            "WHERE wait_event_type = 'Lock' AND datname = current_database()"
        )
        return int(connection.execute(text(query)).scalar_one())


def test_the_settlement_settles_ledgers_in_one_autocommit_statement_after_the_usage(
    relay: str, statements: list[tuple[str, str, bool]]
) -> None:
    key_id, secret = _office_and_key_budgets()
    assert _call(relay, secret) == 200
    _until(lambda: bool(key_usage(key_id)) and not holds())
    written = [(s, on_autocommit) for thread, s, on_autocommit in statements if thread == SETTLEMENT_THREAD]
    ledgers = [(s, on_autocommit) for s, on_autocommit in written if "ai_budget_ledgers" in s]
    usage = next(index for index, (s, _) in enumerate(written) if "INSERT INTO ai_usage_events" in s)
    assert len(ledgers) == 1, written  # the two ledgers and the hold in one statement
    statement, on_autocommit = ledgers[0]
    assert on_autocommit and "synchronous_commit" in statement and "DELETE FROM ai_budget_holds" in statement
    assert written.index(ledgers[0]) > usage
    [row] = key_usage(key_id)
    assert _ledgers() == [(Decimal(row.cost_usd), Decimal(0))] * 2


def test_the_settlement_locks_ledgers_in_budget_order_not_ledger_order(postgres: None) -> None:
    """A daily budget's ledger opens every day, after a monthly one's of a later budget: settling by
    ledger id would lock them in the opposite order to a reservation and could deadlock with one."""
    key_id, _ = _office_and_key_budgets()
    provider = factories.provider_id("openai")
    with get_database().unit_of_work() as session:
        key_budget = BudgetRepository(session).of_key(key_id)
        assert key_budget is not None
        office = metering.budgets_for(metering.applicable_budgets(session), provider)
        budgets = tuple(
            sorted(
                (*office, metering.BudgetRef(key_budget.id, "key", "monthly", Decimal(100), None)),
                key=lambda b: b.id,
            )
        )
        ledgers = LedgerRepository(session)
        for budget in reversed(budgets):  # the later budget's ledger opened first
            ledgers.open(budget.id, budget.budget_type, metering.period_of(budget.budget_type), Decimal(0))
        hold = metering.reserve_on(session, budgets, Decimal("0.5"))
    assert hold is not None and hold.ledger_ids[0] > hold.ledger_ids[1]
    metered = metering.Metered(
        user_id=None, provider_id=provider, model_id=None, price_id=None, feature="chat",
        usage=metering.Usage(), cost_usd=Decimal("0.2"), latency_ms=1, success=True, error_type=None,
    )  # fmt: skip
    first, second = hold.ledger_ids  # the first budget's ledger, the second's

    def settle() -> None:
        with get_database().write_transaction() as connection:
            metering.settle_ledgers(connection, [(metered, hold)], marked=set())

    with get_database().write_engine.connect() as blocker:
        blocker.execute(text("SELECT id FROM ai_budget_ledgers WHERE id = :id FOR UPDATE"), {"id": first})
        settling = threading.Thread(target=settle)
        settling.start()
        _until(lambda: _waiting_on_a_lock() > 0)
        with get_database().write_engine.connect() as probe:  # the second budget's ledger not taken yet
            found = probe.execute(
                text("SELECT id FROM ai_budget_ledgers WHERE id = :id FOR UPDATE NOWAIT"), {"id": second}
            ).scalar_one()
            probe.rollback()
        assert found == second
        blocker.rollback()
    settling.join(10)
    assert not settling.is_alive()
    assert _ledgers() == [(Decimal("0.2"), Decimal(0))] * 2 and holds() == []


def test_calls_that_arrive_while_a_reservation_waits_reserve_together_in_one_statement(
    relay: str, statements: list[tuple[str, str, bool]]
) -> None:
    key_id, secret = _office_and_key_budgets()
    for _ in range(2):  # ledgers opened, caches and counters warm
        assert _call(relay, secret) == 200
    _until(lambda: len(key_usage(key_id)) == 2 and not holds())
    statements.clear()
    with get_database().write_engine.connect() as blocker, ThreadPoolExecutor(6) as pool:
        blocker.execute(text("SELECT id FROM ai_budget_ledgers FOR UPDATE"))
        calls = [pool.submit(_call, relay, secret)]
        _until(lambda: _waiting_on_a_lock() > 0)  # the first call's reservation waits on the rows
        calls += [pool.submit(_call, relay, secret) for _ in range(5)]
        _until(lambda: len(together._queued) == 5)  # the others wait for it in the process
        blocker.rollback()
        assert [call.result() for call in calls] == [200] * 6
    reservations = [
        s for thread, s, _ in statements if thread != SETTLEMENT_THREAD and "ai_budget_holds" in s
    ]
    assert len(reservations) == 2, reservations  # the first alone, then the five together
    _until(lambda: len(key_usage(key_id)) == 8 and not holds())
    spent = sum((Decimal(row.cost_usd) for row in key_usage(key_id)), Decimal(0))
    assert _ledgers() == [(spent, Decimal(0))] * 2
