"""The upserts of ``/v1`` and the gateway's metering (a key's rate minute, its tokens, a period's ledger
opened, a call's rollup on SQLite): what each one counts, and that each is compiled once per dialect and
then taken from SQLAlchemy's statement cache. SQLAlchemy caches no dialect's ``INSERT ... ON
CONFLICT``, so such a statement built at every call was compiled at every call (issue 17)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import Engine, event, select
from sqlalchemy.engine.interfaces import CacheStats

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.providers import metering
from misrad.providers.metering.usage import usage_row
from misrad.providers.models import BudgetLedger, UsageDaily
from misrad.providers.relay import limits, settlement
from misrad.providers.repository import LedgerRepository, UsageRepository
from misrad.providers.repository.keys import add_tokens, rate_window, take_request
from misrad.providers.schemas import BudgetCreate
from misrad.providers.service import create_budget
from tests.providers import factories
from tests.providers.fake_servers import FakeLLMServer
from tests.providers.relay_factories import make_key

pytestmark = pytest.mark.usefixtures("database")  # it reaches the database beyond its fixtures

LUNA = "gpt-6-luna"


@pytest.fixture
def compiled() -> Iterator[list[str]]:
    """Statements SQLAlchemy compiled anew (a cache miss, or no cache key at all), on any thread."""
    found: list[str] = []

    def on_execute(_c: object, _cursor: object, statement: str, _p: object, context: Any, _m: bool) -> None:
        if context is not None and context.compiled is not None and context.cache_hit != CacheStats.CACHE_HIT:
            found.append(f"{context.cache_hit.name}: {' '.join(statement.split())[:120]}")

    event.listen(Engine, "before_cursor_execute", on_execute)
    try:
        yield found
    finally:
        event.remove(Engine, "before_cursor_execute", on_execute)


def _take(key_id: int, minute: int, earlier: tuple[float, float], limits: tuple[int, int]) -> bool:
    with get_database().write_transaction() as connection:
        return take_request(connection, key_id, minute, earlier, limits)


def _window(key_id: int, minute: int) -> tuple[int, int]:
    with get_database().write_transaction() as connection:
        return rate_window(connection, key_id, minute)


def _add_tokens(counts: dict[tuple[int, int], int]) -> None:
    with get_database().write_transaction() as connection:
        add_tokens(connection, counts)


def test_a_minute_counts_requests_up_to_its_limit_with_the_previous_minute_s_share() -> None:
    key_id, _, _ = make_key()
    minute = 29_000_000
    assert [_take(key_id, minute, (0.0, 0.0), (3, 0)) for _ in range(4)] == [True, True, True, False]
    assert _window(key_id, minute) == (3, 0)
    # 1 + 1 + 0.5 <= 3 passes; 2 + 1 + 0.5 does not: the previous minute's share counts, fractions too.
    assert [_take(key_id, minute + 1, (0.5, 0.0), (3, 0)) for _ in range(3)] == [True, True, False]
    assert _window(key_id, minute + 1) == (2, 0)
    # A minute's first request makes its row whatever the share (the caller checked it before).
    assert _take(key_id, minute + 2, (9.0, 0.0), (3, 0)) is True
    # No limit (0) is no limit: far past any real count.
    assert all(_take(key_id, minute + 3, (1e6, 1e6), (0, 0)) for _ in range(5))
    assert _window(key_id, minute + 3) == (5, 0)


def test_tokens_add_to_their_minutes_and_stop_the_next_request_at_the_limit() -> None:
    key_id, _, _ = make_key()
    other_id, _, _ = make_key(name="other")
    minute = 29_000_100
    assert _take(key_id, minute, (0.0, 0.0), (0, 100))
    _add_tokens({(key_id, minute): 60, (other_id, minute): 7})
    _add_tokens({(key_id, minute): 39, (key_id, minute + 1): 5})
    assert (_window(key_id, minute), _window(other_id, minute)) == ((1, 99), (0, 7))
    assert _window(key_id, minute + 1) == (0, 5)
    assert _take(key_id, minute, (0.0, 0.0), (0, 100))  # 99 < 100
    assert not _take(key_id, minute, (0.0, 1.0), (0, 100))  # 99 + 1 of the previous minute: not < 100
    assert _take(key_id, minute, (0.0, 0.0), (0, 100))
    _add_tokens({(key_id, minute): 1})
    assert not _take(key_id, minute, (0.0, 0.0), (0, 100))  # 100 tokens: the limit reached
    assert _window(key_id, minute) == (3, 100)
    _add_tokens({})
    assert _window(key_id, minute) == (3, 100)


def test_a_new_minute_s_first_request_is_refused_while_the_previous_minute_s_tokens_fill_the_limit() -> None:
    """Found by CI (session 56): the second of two calls through two processes came just after the minute
    turned, and the new minute's row was made though the previous minute's tokens filled the limit."""
    key_id, _, _ = make_key()
    minute = 29_000_200
    _add_tokens({(key_id, minute): 150})
    assert not limits._admit_in_database(key_id, minute + 1, 0.99, (0, 1))  # 148.5 of 1: refused
    assert not limits._admit_in_database(key_id, minute + 1, 0.5, (0, 75))  # 75 of 75: the limit reached
    assert _window(key_id, minute + 1) == (0, 0)  # refused before anything was counted
    assert limits._admit_in_database(key_id, minute + 1, 0.5, (0, 100))  # 75 of 100: admitted
    assert _window(key_id, minute + 1) == (1, 0)


def _budget_id(name: str) -> int:
    with get_database().unit_of_work() as session:
        return create_budget(session, BudgetCreate(name=name, budget_type="monthly", amount=1000)).id  # type: ignore[arg-type]


def _ledgers() -> list[tuple[int, str, date, Decimal, Decimal]]:
    with get_database().unit_of_work(write=False) as session:
        rows = session.scalars(select(BudgetLedger).order_by(BudgetLedger.id))
        return [(r.budget_id, r.period_type, r.period_start, r.spent_usd, r.reserved_usd) for r in rows]


def test_a_period_s_ledger_opens_once_and_a_second_opener_changes_nothing() -> None:
    office, team = _budget_id("office"), _budget_id("team")
    start = date(2026, 3, 1)
    with get_database().write_transaction() as connection:
        ledgers = LedgerRepository(connection)
        ledgers.open(office, "monthly", start, Decimal("12.345678"))
        ledgers.open(office, "monthly", start, Decimal("99"))  # lost the race: nothing happens
        ledgers.open(office, "daily", start, Decimal("1.5"))
        ledgers.open(team, "monthly", start, Decimal(0))
    assert _ledgers() == [
        (office, "monthly", start, Decimal("12.345678"), Decimal(0)),
        (office, "daily", start, Decimal("1.5"), Decimal(0)),
        (team, "monthly", start, Decimal(0), Decimal(0)),
    ]


def _metered(
    provider: int, cost: str, *, success: bool = True, model_id: int | None = None
) -> metering.Metered:
    return metering.Metered(
        user_id=None, provider_id=provider, model_id=model_id, price_id=None, feature="chat",
        usage=metering.Usage(input_tokens=10, output_tokens=4), cost_usd=Decimal(cost), latency_ms=7,
        success=success, error_type=None if success else "unavailable",
    )  # fmt: skip


def _rollups() -> list[tuple[Any, ...]]:
    with get_database().unit_of_work(write=False) as session:
        rows = session.scalars(select(UsageDaily).order_by(UsageDaily.id))
        return [
            (r.provider_id, r.model_id, r.feature, r.request_count, r.error_count, r.input_tokens,
             r.output_tokens, r.cost_usd, r.latency_ms_total)
            for r in rows
        ]  # fmt: skip


def test_a_call_s_usage_adds_to_its_day_s_rollup() -> None:
    provider = factories.provider_id("openai")
    model_id = factories.model("openai").id
    at = utcnow()
    with get_database().write_transaction() as connection:
        usage = UsageRepository(connection)
        usage.add(usage_row(_metered(provider, "0.000123"), at))
        usage.add(usage_row(_metered(provider, "0.5", success=False), at))
        usage.add(usage_row(_metered(provider, "1", model_id=model_id), at))
    assert _rollups() == [
        (provider, 0, "chat", 2, 1, 20, 8, Decimal("0.500123"), 14),
        (provider, model_id, "chat", 1, 0, 10, 4, Decimal(1), 7),
    ]


def test_each_upsert_is_compiled_once_then_taken_from_the_cache(compiled: list[str]) -> None:
    key_id, _, _ = make_key()
    office, team = _budget_id("office"), _budget_id("team")
    provider = factories.provider_id("openai")
    minute = 29_000_200

    def each_once(n: int) -> None:
        _take(key_id, minute, (0.0, 0.0), (100, 1000))
        _add_tokens({(key_id, minute): n})
        with get_database().write_transaction() as connection:
            LedgerRepository(connection).open((office, team)[n - 1], "monthly", date(2026, 3, 1), Decimal(n))
            UsageRepository(connection).add(usage_row(_metered(provider, "0.1")))

    each_once(1)
    compiled.clear()
    each_once(2)
    assert not compiled, compiled
    assert _window(key_id, minute) == (2, 3)


def test_a_limited_key_s_call_and_its_settlement_compile_nothing_again(
    served: str, llm: FakeLLMServer, fast_gateway: None, compiled: list[str]
) -> None:
    """A key with a rate in the database and a budget of its own, beside the office's: once its first
    calls were served and settled, nothing of a call or of its settlement is compiled again."""
    factories.connect("openai", llm)
    _budget_id("office")
    _, secret, _ = make_key(
        requests_per_minute=1000, tokens_per_minute=1_000_000, budget_type="monthly", budget_amount="100"
    )
    body = {"model": LUNA, "messages": [{"role": "user", "content": "hi"}], "max_tokens": 16}
    headers = {"authorization": f"Bearer {secret}"}

    def call() -> None:
        answer = httpx.post(f"{served}/v1/chat/completions", json=body, headers=headers, timeout=20)
        assert answer.status_code == 200, answer.text
        assert settlement.drain()

    for _ in range(3):
        call()
    compiled.clear()
    for _ in range(2):
        call()
    assert not compiled, compiled
