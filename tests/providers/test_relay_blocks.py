"""Blocks of reservations (``relay.blocks``): ``/v1`` calls far from their budgets' limits admitted in
memory from one reservation for many, with the ledgers' invariants kept on SQLite and PostgreSQL:
spend + reservations never past a limit (across processes), every call its usage row, no hold left
once the calls are done (a dead process's block swept), periods rolling over."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from datetime import date, timedelta
from decimal import Decimal

import httpx
import pytest
from sqlalchemy import update

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers import metering
from misrad.providers.errors import BudgetExceeded
from misrad.providers.models import BudgetHold
from misrad.providers.relay import blocks, settlement
from misrad.providers.repository import BudgetRepository, LedgerRepository
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer
from tests.providers.relay_factories import holds, holds_once_settled, key_usage, make_key, spend_before

WORST = Decimal("0.01")


@pytest.fixture(autouse=True)
def fresh_blocks(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test starts as a new process would: no block, none refused; blocks stay open for the test."""
    monkeypatch.setattr(blocks, "_open", {})
    monkeypatch.setattr(blocks, "_unreturned", {})
    monkeypatch.setattr(blocks, "_refused", {})
    monkeypatch.setattr(blocks, "_taking", {})
    monkeypatch.setattr(blocks, "OPEN_SECONDS", 30.0)
    monkeypatch.setattr(get_settings(), "gateway_block_calls", 32)
    yield


@pytest.fixture
def relay(served: str, llm: FakeLLMServer, fast_gateway: None) -> Iterator[str]:
    # A provider that keeps to the token cap sent to it (the fake's default usage is past it): a call's
    # real cost is then at most its worst case, as the reservations assume.
    llm.usage = {"prompt_tokens": 2, "completion_tokens": 8, "total_tokens": 10}
    factories.connect("openai", llm)
    yield served


def _call(relay: str, secret: str) -> int:
    body = {"model": "gpt-6-luna", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 16}
    headers = {"authorization": f"Bearer {secret}"}
    return httpx.post(f"{relay}/v1/chat/completions", json=body, headers=headers).status_code


def _budget(key_id: int) -> metering.BudgetRef:
    with get_database().unit_of_work(write=False) as session:
        row = BudgetRepository(session).of_key(key_id)
        assert row is not None
        return metering.BudgetRef(row.id, row.name, row.budget_type, Decimal(row.amount), None, key_id)


def _ledger(budget: metering.BudgetRef, today: date | None = None) -> tuple[Decimal, Decimal]:
    """(spent, reserved) of the budget's ledger of the period of ``today``."""
    with get_database().unit_of_work(write=False) as session:
        start = metering.period_of(budget.budget_type, today)
        found = LedgerRepository(session).ledger(budget.id, budget.budget_type, start)
    return found or (Decimal(0), Decimal(0))


def _take_on_database(limited: tuple[metering.BudgetRef, ...], size: Decimal) -> metering.Hold | None:
    """A block reserved as the call path's transaction reserves (``metering.reserve_on``)."""
    try:
        with get_database().write_transaction() as connection:
            return metering.reserve_on(connection, limited, size)
    except BudgetExceeded:
        return None


def _as_another_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(blocks, "_open", {})
    monkeypatch.setattr(blocks, "_unreturned", {})
    monkeypatch.setattr(blocks, "_refused", {})
    monkeypatch.setattr(blocks, "_taking", {})


def _expire_and_sweep() -> None:
    with get_database().unit_of_work() as session:  # as if their expiry had passed
        session.execute(update(BudgetHold).values(expires_at=utcnow() - timedelta(seconds=1)))
    with get_database().unit_of_work() as session:
        metering.sweep_expired_holds(session)


def test_calls_far_from_the_limit_share_one_hold_and_each_gets_its_usage_row(relay: str) -> None:
    key_id, secret, _ = make_key(budget_type="monthly", budget_amount="100")
    seen: set[int] = set()
    for _ in range(5):
        assert _call(relay, secret) == 200
        seen.update(hold.id for hold in holds())
    assert len(seen) == 1  # the block: one reservation for the five calls
    assert settlement.drain()
    assert holds_once_settled() == []
    rows = key_usage(key_id)
    assert len(rows) == 5 and all(row.success for row in rows)
    cost = sum((Decimal(row.cost_usd) for row in rows), Decimal(0))
    assert cost > 0 and _ledger(_budget(key_id)) == (cost, Decimal(0))


def test_blocks_of_two_processes_never_reserve_past_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    key_id, _, _ = make_key(budget_type="monthly", budget_amount="5")
    budget = _budget(key_id)
    admitted = Decimal(0)
    for _process in range(2):
        _as_another_process(monkeypatch)
        while (share := blocks.admit((budget,), WORST, None, _take_on_database)) is not None:
            admitted += share.amount_usd
            spent, reserved = _ledger(budget)
            assert spent + reserved <= budget.limit_usd and admitted <= reserved
    # Each process stopped taking blocks while a budget still had room for HEADROOM_BLOCKS of them.
    spent, reserved = _ledger(budget)
    size = WORST * 32
    assert budget.limit_usd - size * blocks.HEADROOM_BLOCKS < reserved <= budget.limit_usd
    assert admitted == reserved  # every block admitted exactly what it reserved


def _worst_case(relay: str) -> Decimal:
    """One call's worst case, from the block a call of a key far from its limit takes."""
    _, secret, _ = make_key(budget_type="monthly", budget_amount="100")
    assert _call(relay, secret) == 200
    [block] = holds()
    assert settlement.drain() and holds_once_settled() == []
    return Decimal(block.amount_usd) / 32


def test_near_the_limit_calls_reserve_one_by_one_and_stop_at_it(relay: str) -> None:
    worst = _worst_case(relay)
    key_id, secret, owner = make_key(budget_type="monthly", budget_amount="1")
    spend_before(key_id, owner, Decimal(1) - worst * 5)  # room for five calls at worst, not a block
    budget = _budget(key_id)
    statuses = [_call(relay, secret) for _ in range(60)]
    assert settlement.drain()
    assert 402 in statuses and statuses[0] == 200  # some calls fit, then the key's budget refused
    assert holds_once_settled() == []
    rows = key_usage(key_id)
    assert len([row for row in rows if row.model_id is not None]) == statuses.count(200)
    cost = sum((Decimal(row.cost_usd) for row in rows), Decimal(0))
    assert _ledger(budget) == (cost, Decimal(0)) and cost <= budget.limit_usd


def test_a_refused_block_is_not_tried_again_before_each_call(monkeypatch: pytest.MonkeyPatch) -> None:
    key_id, _, _ = make_key(budget_type="monthly", budget_amount="100")
    taken: list[Decimal] = []

    def refuse(limited: tuple[metering.BudgetRef, ...], size: Decimal) -> metering.Hold | None:
        taken.append(size)
        return None

    budget = _budget(key_id)
    assert blocks.admit((budget,), WORST, None, refuse) is None
    assert blocks.admit((budget,), WORST, None, refuse) is None
    assert taken == [WORST * 32]


def test_callers_that_find_the_block_full_wait_for_one_new_block(monkeypatch: pytest.MonkeyPatch) -> None:
    """A key's callers arriving while its next block is being taken share it once it comes, rather than
    each taking a block of its own in a writer turn (at concurrency 32 three takes in four came within
    5 ms of another, each waiting behind the settlement batch's turn)."""
    key_id, _, _ = make_key(budget_type="monthly", budget_amount="100")
    budget = _budget(key_id)
    taken: list[Decimal] = []
    release = threading.Event()

    def slow_take(limited: tuple[metering.BudgetRef, ...], size: Decimal) -> metering.Hold | None:
        taken.append(size)
        release.wait(5)  # the writer turn, behind a settlement batch
        return metering.Hold(len(taken), (1,), size)

    shares: list[metering.Hold | None] = []
    callers = [
        threading.Thread(target=lambda: shares.append(blocks.admit((budget,), WORST, None, slow_take)))
    ]
    callers[0].start()
    while not taken:
        time.sleep(0.001)
    callers += [
        threading.Thread(target=lambda: shares.append(blocks.admit((budget,), WORST, None, slow_take)))
        for _ in range(7)
    ]
    for caller in callers[1:]:
        caller.start()
    time.sleep(0.05)  # the seven arrive while the first one's block is being taken
    release.set()
    for caller in callers:
        caller.join(5)
    assert taken == [WORST * 32]
    assert len(shares) == 8 and {share.id for share in shares if share is not None} == {1}
    assert all(share is not None for share in shares)


def test_a_dead_process_block_is_swept_and_charged_what_it_still_held(relay: str) -> None:
    key_id, secret, _ = make_key(budget_type="monthly", budget_amount="100")
    for _ in range(3):
        assert _call(relay, secret) == 200
    with blocks._lock:  # settled calls written, then the process dies: its block is never given back
        blocks._unreturned.clear()
        blocks._open.clear()
    assert settlement.drain()
    [hold] = holds()
    left = Decimal(hold.amount_usd)
    _expire_and_sweep()
    assert holds() == []
    rows = key_usage(key_id)
    assert len(rows) == 4 and [row.error_type for row in rows][-1] == "unsettled"
    assert Decimal(rows[-1].cost_usd) == left  # the calls it admitted may have been sent: charged
    cost = sum((Decimal(row.cost_usd) for row in rows), Decimal(0))
    assert _ledger(_budget(key_id)) == (cost, Decimal(0))


def test_a_new_period_takes_a_block_of_its_own_ledger(relay: str, monkeypatch: pytest.MonkeyPatch) -> None:
    key_id, secret, _ = make_key(budget_type="daily", budget_amount="100")
    budget = _budget(key_id)
    today = metering.period_of("daily")
    assert _call(relay, secret) == 200
    tomorrow = today + timedelta(days=1)
    monkeypatch.setattr(blocks, "business_today", lambda: tomorrow)
    monkeypatch.setattr(metering.ledgers, "business_today", lambda: tomorrow)
    assert _call(relay, secret) == 200
    assert len(holds()) == 2 and len(blocks._unreturned) == 2  # yesterday's block (closed), today's
    assert settlement.drain()
    assert holds_once_settled() == []
    first, second = (Decimal(row.cost_usd) for row in key_usage(key_id))
    assert _ledger(budget, today) == (first, Decimal(0))
    assert _ledger(budget, tomorrow) == (second, Decimal(0))
