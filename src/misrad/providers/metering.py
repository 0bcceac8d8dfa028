"""Prices in force, budget reservation and settlement, usage rows and per-day rollups (all the SQL of
the call path). Each public function here runs inside a short unit of work that its caller owns.

Budgets: every applicable budget (the provider's and the all-providers ones) has one ledger row per
period (calendar day or month in the business time zone; a new period is simply a new row, no reset
job). A call is admitted by one conditional UPDATE per ledger,
``reserved = reserved + :cost WHERE spent + reserved + :cost <= :limit``, in budget-id order inside one
transaction; if any ledger refuses, the transaction rolls back and the call is never sent. Concurrent
callers are serialised by the row lock (PostgreSQL re-checks the WHERE on the locked row) or by SQLite's
single writer, so spend + reservations can never pass the limit. Settlement moves the reservation to
``spent`` with the real cost in the same transaction that writes the usage row and its rollup.
Ledgers are kept in USD; a budget's amount in ILS or EUR is converted with the configured rates.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, cast

from sqlalchemy import Connection, CursorResult, Table, bindparam, delete, func, insert, select, text, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from misrad.core import money
from misrad.core.clock import business_month_start, business_today, business_zone, utcnow
from misrad.core.db import PreciseDecimal
from misrad.core.settings import get_settings
from misrad.providers.errors import BudgetExceeded
from misrad.providers.gateway.types import Usage
from misrad.providers.models import (
    Budget,
    BudgetHold,
    BudgetLedger,
    HealthCheck,
    ModelPrice,
    Provider,
    UsageDaily,
    UsageEvent,
)

MILLION = Decimal(1_000_000)
SIX = Decimal("0.000001")
CURRENCIES = ("USD", "ILS", "EUR")


@dataclass(frozen=True)
class PriceSnapshot:
    id: int | None
    input_per_million: Decimal
    output_per_million: Decimal
    cache_read_per_million: Decimal | None
    cache_write_per_million: Decimal | None


FREE = PriceSnapshot(None, Decimal(0), Decimal(0), None, None)


def price_in_force(session: Session, model_id: int, at: datetime | None = None) -> PriceSnapshot:
    """The model's price valid at ``at`` (now by default): the newest row that started by then."""
    row = session.execute(
        select(ModelPrice)
        .where(ModelPrice.model_id == model_id, ModelPrice.valid_from <= (at or utcnow()))
        .order_by(ModelPrice.valid_from.desc(), ModelPrice.id.desc())
        .limit(1)
    ).scalar_one_or_none()
    if row is None:
        return FREE
    return PriceSnapshot(
        row.id,
        row.input_per_million,
        row.output_per_million,
        row.cache_read_per_million,
        row.cache_write_per_million,
    )


def prices_after(
    session: Session, model_id: int, moment: datetime
) -> tuple[tuple[datetime, PriceSnapshot], ...]:
    """Prices of the model announced to start after ``moment``, oldest first."""
    rows = session.scalars(
        select(ModelPrice)
        .where(ModelPrice.model_id == model_id, ModelPrice.valid_from > moment)
        .order_by(ModelPrice.valid_from, ModelPrice.id)
    ).all()
    return tuple(
        (
            row.valid_from,
            PriceSnapshot(
                row.id,
                row.input_per_million,
                row.output_per_million,
                row.cache_read_per_million,
                row.cache_write_per_million,
            ),
        )
        for row in rows
    )


def call_cost(price: PriceSnapshot, usage: Usage, *, provider_code: str = "") -> Decimal:
    """USD cost of one call. Cache reads are charged at the cache price (the input price when the
    catalogue has none); Anthropic cache writes at their price or 1.25x input, as Anthropic bills."""
    cache_read = (
        price.cache_read_per_million if price.cache_read_per_million is not None else price.input_per_million
    )
    cache_write = price.cache_write_per_million
    if cache_write is None:
        cache_write = (
            price.input_per_million * Decimal("1.25")
            if provider_code == "anthropic"
            else price.input_per_million
        )
    total = (
        Decimal(usage.uncached_input_tokens) * price.input_per_million
        + Decimal(usage.cached_input_tokens) * cache_read
        + Decimal(usage.cache_write_tokens) * cache_write
        + Decimal(usage.output_tokens) * price.output_per_million
    ) / MILLION
    return total.quantize(SIX, rounding=ROUND_HALF_UP)


def worst_case_cost(price: PriceSnapshot, input_tokens_bound: int, max_tokens: int) -> Decimal:
    usage = Usage(input_tokens=input_tokens_bound, output_tokens=max_tokens)
    return call_cost(price, usage)


# ------------------------------------------------------------------------------------------ money


def to_usd(amount: Decimal, currency: str) -> Decimal:
    return money.convert(amount, currency, "USD")


def from_usd(amount: Decimal, currency: str) -> Decimal:
    return money.convert(amount, "USD", currency)


# ------------------------------------------------------------------------------------------ periods


def period_of(budget_type: str, today: date | None = None) -> date:
    today = today or business_today()
    return business_month_start(today) if budget_type == "monthly" else today


def rollup_spend_usd(session: Session, provider_id: int | None, since: date) -> Decimal:
    """USD spent from ``since`` (a business day) on, from the rollups."""
    statement = select(func.coalesce(func.sum(UsageDaily.cost_usd), 0)).where(UsageDaily.day >= since)
    if provider_id is not None:
        statement = statement.where(UsageDaily.provider_id == provider_id)
    return Decimal(session.execute(statement).scalar_one())


def ledger_for(session: Session, budget: Budget) -> BudgetLedger | None:
    return session.execute(
        select(BudgetLedger).where(
            BudgetLedger.budget_id == budget.id,
            BudgetLedger.period_type == budget.budget_type,
            BudgetLedger.period_start == period_of(budget.budget_type),
        )
    ).scalar_one_or_none()


# The hot path (one reservation and one settlement per call) runs statements built once here, with bound
# parameters, on a plain Connection or a Session: no ORM unit of work, and SQLAlchemy's compiled-statement
# cache always hits. ``Executor`` is either.
Executor = Session | Connection
_LEDGERS = cast(Table, BudgetLedger.__table__)
_HOLDS = cast(Table, BudgetHold.__table__)
_EVENTS = cast(Table, UsageEvent.__table__)
_DAILY = cast(Table, UsageDaily.__table__)
_PROVIDERS = cast(Table, Provider.__table__)

_ADMIT = (
    update(_LEDGERS)
    .where(
        _LEDGERS.c.budget_id == bindparam("l_budget"),
        _LEDGERS.c.period_type == bindparam("l_type"),
        _LEDGERS.c.period_start == bindparam("l_start"),
        _LEDGERS.c.spent_usd + _LEDGERS.c.reserved_usd + bindparam("l_cost", type_=PreciseDecimal)
        <= bindparam("l_limit", type_=PreciseDecimal),
    )
    .values(reserved_usd=_LEDGERS.c.reserved_usd + bindparam("l_cost", type_=PreciseDecimal))
    .returning(_LEDGERS.c.id)
)
_LEDGER_ID = select(_LEDGERS.c.id).where(
    _LEDGERS.c.budget_id == bindparam("l_budget"),
    _LEDGERS.c.period_type == bindparam("l_type"),
    _LEDGERS.c.period_start == bindparam("l_start"),
)
_NEW_HOLD = (
    insert(_HOLDS)
    .values(
        ledger_ids=bindparam("h_ledgers", type_=_HOLDS.c.ledger_ids.type),
        amount_usd=bindparam("h_amount", type_=PreciseDecimal),
        expires_at=bindparam("h_expires", type_=_HOLDS.c.expires_at.type),
    )
    .returning(_HOLDS.c.id)
)
_PG_NEW_HOLD = text(
    "INSERT INTO ai_budget_holds (ledger_ids, amount_usd, expires_at) "
    "SELECT CAST(:h_ledgers AS JSON), :h_amount, :h_expires "
    "FROM (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush RETURNING id"
)
_DROP_HOLD = delete(_HOLDS).where(_HOLDS.c.id == bindparam("h_id"))
# One ledger at a time, in the order they were reserved (budget id order): every transaction that
# touches ledgers takes their row locks in that one order, so none can deadlock another.
_SETTLE = (
    update(_LEDGERS)
    .where(_LEDGERS.c.id == bindparam("s_ledger"))
    .values(
        reserved_usd=_LEDGERS.c.reserved_usd - bindparam("s_held", type_=PreciseDecimal),
        spent_usd=_LEDGERS.c.spent_usd + bindparam("s_spent", type_=PreciseDecimal),
    )
)
_EVENT_COLUMNS = (
    "created_at",
    "user_id",
    "provider_id",
    "model_id",
    "price_id",
    "feature",
    "input_tokens",
    "output_tokens",
    "cached_input_tokens",
    "reasoning_tokens",
    "cost_usd",
    "latency_ms",
    "success",
    "error_type",
    "attempt",
    "fallback_from_id",
)
_NEW_EVENT = insert(_EVENTS).values(
    {name: bindparam(f"e_{name}", type_=_EVENTS.c[name].type) for name in _EVENT_COLUMNS}
)
_ROLLUP_SUMS = (
    "request_count",
    "error_count",
    "input_tokens",
    "output_tokens",
    "cost_usd",
    "latency_ms_total",
)
_rollups: dict[str, Any] = {}


def _rollup_statement(dialect: str) -> Any:
    """The day's rollup upsert (INSERT ... ON CONFLICT DO UPDATE adding the sums), built once per dialect."""
    statement = _rollups.get(dialect)
    if statement is None:
        module: Any = postgresql if dialect == "postgresql" else sqlite
        values = {
            name: bindparam(f"d_{name}", type_=_DAILY.c[name].type)
            for name in ("day", "provider_id", "model_id", "feature", *_ROLLUP_SUMS)
        }
        insert_statement = module.insert(_DAILY).values(values)
        excluded = insert_statement.excluded
        statement = insert_statement.on_conflict_do_update(
            index_elements=["day", "provider_id", "model_id", "feature"],
            set_={name: _DAILY.c[name] + excluded[name] for name in _ROLLUP_SUMS},
        )
        _rollups[dialect] = statement
    return statement


def _dialect(executor: Executor) -> str:
    bind = executor.get_bind() if isinstance(executor, Session) else executor
    return bind.dialect.name


def _rowcount(result: Any) -> int:
    return cast(CursorResult[Any], result).rowcount


@dataclass(frozen=True)
class BudgetRef:
    """What admission needs of one budget: its limit in USD and how its period is keyed."""

    id: int
    name: str
    budget_type: str
    limit_usd: Decimal
    provider_id: int | None


def applicable_budgets(session: Session) -> dict[int | None, tuple[BudgetRef, ...]]:
    """Every budget by its provider (None: all providers), in id order (the order ledgers are locked in)."""
    out: dict[int | None, list[BudgetRef]] = {}
    for budget_id, name, budget_type, amount, currency, provider_id in session.execute(
        select(
            Budget.id, Budget.name, Budget.budget_type, Budget.amount, Budget.currency, Budget.provider_id
        ).order_by(Budget.id)
    ):
        limit = to_usd(Decimal(amount), currency).quantize(SIX, rounding=ROUND_HALF_UP)
        out.setdefault(provider_id, []).append(BudgetRef(budget_id, name, budget_type, limit, provider_id))
    return {key: tuple(value) for key, value in out.items()}


def budgets_for(budgets: dict[int | None, tuple[BudgetRef, ...]], provider_id: int) -> tuple[BudgetRef, ...]:
    return tuple(sorted((*budgets.get(provider_id, ()), *budgets.get(None, ())), key=lambda b: b.id))


@dataclass(frozen=True)
class Hold:
    id: int
    ledger_ids: tuple[int, ...]
    amount_usd: Decimal


def _open_ledger(executor: Executor, budget: BudgetRef, start: date) -> None:
    """The first call of a period starts the budget's ledger from what the rollups already hold."""
    spent = _rollup_spend(executor, budget.provider_id, start)
    module: Any = postgresql if _dialect(executor) == "postgresql" else sqlite
    executor.execute(
        module.insert(_LEDGERS)
        .values(
            budget_id=budget.id,
            period_type=budget.budget_type,
            period_start=start,
            spent_usd=spent,
            reserved_usd=Decimal(0),
        )
        .on_conflict_do_nothing(index_elements=["budget_id", "period_type", "period_start"])
    )


def _rollup_spend(executor: Executor, provider_id: int | None, since: date) -> Decimal:
    statement = select(func.coalesce(func.sum(_DAILY.c.cost_usd), 0)).where(_DAILY.c.day >= since)
    if provider_id is not None:
        statement = statement.where(_DAILY.c.provider_id == provider_id)
    return Decimal(executor.execute(statement).scalar_one())


def reserve_on(executor: Executor, budgets: Sequence[BudgetRef], cost_usd: Decimal) -> Hold | None:
    """Reserve ``cost_usd`` on each of ``budgets`` (id order) in the caller's transaction; None when there
    are none. One conditional UPDATE per budget: ``spent + reserved + cost <= limit``.

    Raises BudgetExceeded; the caller's transaction must then roll back every reservation made here.
    """
    if not budgets:
        return None
    postgres = _dialect(executor) == "postgresql"
    today = business_today()
    ledger_ids: list[int] = []
    for budget in budgets:
        start = period_of(budget.budget_type, today)
        key = {"l_budget": budget.id, "l_type": budget.budget_type, "l_start": start}
        params = {**key, "l_cost": cost_usd, "l_limit": budget.limit_usd}
        ledger_id = executor.execute(_ADMIT, params).scalar_one_or_none()
        if ledger_id is None and executor.execute(_LEDGER_ID, key).scalar_one_or_none() is None:
            _open_ledger(executor, budget, start)
            ledger_id = executor.execute(_ADMIT, params).scalar_one_or_none()
        if ledger_id is None:
            raise BudgetExceeded(budget=budget.name)
        ledger_ids.append(int(ledger_id))
    expires = utcnow() + timedelta(seconds=get_settings().gateway_hold_seconds)
    hold_params = {"h_ledgers": ledger_ids, "h_amount": cost_usd, "h_expires": expires}
    if postgres:
        # The admission decision needs row locks, not durability: a reservation lost in a server crash
        # only frees headroom, and the settlement (a durable commit) still counts the real cost. This
        # spares the call a WAL flush; it is set with the hold's insert, sparing a round trip too.
        hold_params["h_ledgers"] = json.dumps(ledger_ids)
        hold_params["h_expires"] = expires.astimezone(UTC).replace(tzinfo=None)
        hold_id = executor.execute(_PG_NEW_HOLD, hold_params).scalar_one()
    else:
        hold_id = executor.execute(_NEW_HOLD, hold_params).scalar_one()
    return Hold(int(hold_id), tuple(ledger_ids), cost_usd)


def reserve(session: Session, provider_id: int, cost_usd: Decimal) -> Hold | None:
    """Reserve on every budget that applies to ``provider_id`` (read now from the database)."""
    return reserve_on(session, budgets_for(applicable_budgets(session), provider_id), cost_usd)


def release(executor: Executor, hold: Hold, spent_usd: Decimal = Decimal(0)) -> None:
    """Turn a reservation into real spend (or nothing). Runs once: the hold row is the receipt."""
    held = hold.amount_usd
    if not _rowcount(executor.execute(_DROP_HOLD, {"h_id": hold.id})):
        # The sweeper (or a database crash) already gave the reservation back: the real cost still counts.
        if not spent_usd:
            return
        held = Decimal(0)
    for ledger_id in hold.ledger_ids:
        executor.execute(_SETTLE, {"s_ledger": ledger_id, "s_held": held, "s_spent": spent_usd})


def sweep_expired_holds(session: Session) -> int:
    """Release reservations of callers that never settled (crashed between call and settlement)."""
    expired = (
        session.execute(select(BudgetHold).where(BudgetHold.expires_at < utcnow()).limit(500)).scalars().all()
    )
    for hold in expired:
        release(session, Hold(hold.id, tuple(int(i) for i in hold.ledger_ids), hold.amount_usd))
    return len(expired)


# ------------------------------------------------------------------------------------------ usage


@dataclass(frozen=True)
class Metered:
    user_id: int | None
    provider_id: int
    model_id: int | None
    price_id: int | None
    feature: str
    usage: Usage
    cost_usd: Decimal
    latency_ms: int
    success: bool
    error_type: str | None
    attempt: int = 1
    fallback_from_id: int | None = None


def record_usage(executor: Executor, metered: Metered, *, at: datetime | None = None) -> None:
    """One usage row and its per-day rollup, in the caller's (short) transaction."""
    moment = at or utcnow()
    usage = metered.usage
    executor.execute(
        _NEW_EVENT,
        {
            "e_created_at": moment,
            "e_user_id": metered.user_id,
            "e_provider_id": metered.provider_id,
            "e_model_id": metered.model_id,
            "e_price_id": metered.price_id,
            "e_feature": metered.feature,
            "e_input_tokens": usage.input_tokens,
            "e_output_tokens": usage.output_tokens,
            "e_cached_input_tokens": usage.cached_input_tokens,
            "e_reasoning_tokens": usage.reasoning_tokens,
            "e_cost_usd": metered.cost_usd,
            "e_latency_ms": metered.latency_ms,
            "e_success": metered.success,
            "e_error_type": metered.error_type,
            "e_attempt": metered.attempt,
            "e_fallback_from_id": metered.fallback_from_id,
        },
    )
    executor.execute(
        _rollup_statement(_dialect(executor)),
        {
            "d_day": moment.astimezone(business_zone()).date(),
            "d_provider_id": metered.provider_id,
            "d_model_id": metered.model_id or 0,
            "d_feature": metered.feature,
            "d_request_count": 1,
            "d_error_count": 0 if metered.success else 1,
            "d_input_tokens": usage.input_tokens,
            "d_output_tokens": usage.output_tokens,
            "d_cost_usd": metered.cost_usd,
            "d_latency_ms_total": metered.latency_ms,
        },
    )


_PG_EVENT = """INSERT INTO ai_usage_events (created_at, user_id, provider_id, model_id, price_id, feature,
    input_tokens, output_tokens, cached_input_tokens, reasoning_tokens, cost_usd, latency_ms, success,
    error_type, attempt, fallback_from_id)
  VALUES (:created_at, :user_id, :provider_id, :model_id, :price_id, :feature, :input_tokens,
    :output_tokens, :cached_input_tokens, :reasoning_tokens, :cost_usd, :latency_ms, :success,
    :error_type, :attempt, :fallback_from_id)"""
_PG_DAILY = """INSERT INTO ai_usage_daily AS d (day, provider_id, model_id, feature, request_count,
    error_count, input_tokens, output_tokens, cost_usd, latency_ms_total)
  VALUES (:day, :provider_id, :rollup_model_id, :feature, 1, :errors, :input_tokens, :output_tokens,
    :cost_usd, :latency_ms)
  ON CONFLICT (day, provider_id, model_id, feature) DO UPDATE SET
    request_count = d.request_count + 1, error_count = d.error_count + excluded.error_count,
    input_tokens = d.input_tokens + excluded.input_tokens,
    output_tokens = d.output_tokens + excluded.output_tokens,
    cost_usd = d.cost_usd + excluded.cost_usd,
    latency_ms_total = d.latency_ms_total + excluded.latency_ms_total"""
# PostgreSQL settles a call in one statement (one round trip before the commit): data-modifying CTEs
# all run. A hold the sweeper already released is not subtracted again; the real cost always counts.
_PG_SETTLE_WITH_HOLD = text(
    f"WITH event AS ({_PG_EVENT}), daily AS ({_PG_DAILY}), "  # noqa: S608 - constant SQL, values bound
    "hold AS (DELETE FROM ai_budget_holds WHERE id = :hold_id RETURNING id) "
    "UPDATE ai_budget_ledgers SET "
    "reserved_usd = reserved_usd - CASE WHEN EXISTS (SELECT 1 FROM hold) THEN :held ELSE 0 END, "
    "spent_usd = spent_usd + :cost_usd WHERE id = :first_ledger "
    "RETURNING EXISTS (SELECT 1 FROM hold)"
)
_PG_SETTLE = text(f"WITH event AS ({_PG_EVENT}) {_PG_DAILY}")


def settle(executor: Executor, metered: Metered, hold: Hold | None, *, at: datetime | None = None) -> None:
    """The outcome of one call: its usage row and rollup, and its budgets settled with the real cost."""
    if _dialect(executor) != "postgresql":
        record_usage(executor, metered, at=at)
        if hold is not None:
            release(executor, hold, metered.cost_usd)
        return
    moment = at or utcnow()
    usage = metered.usage
    params: dict[str, Any] = {
        "created_at": moment.astimezone(UTC).replace(tzinfo=None),
        "user_id": metered.user_id,
        "provider_id": metered.provider_id,
        "model_id": metered.model_id,
        "rollup_model_id": metered.model_id or 0,
        "price_id": metered.price_id,
        "feature": metered.feature,
        "input_tokens": usage.input_tokens,
        "output_tokens": usage.output_tokens,
        "cached_input_tokens": usage.cached_input_tokens,
        "reasoning_tokens": usage.reasoning_tokens,
        "cost_usd": metered.cost_usd,
        "latency_ms": metered.latency_ms,
        "success": metered.success,
        "errors": 0 if metered.success else 1,
        "error_type": metered.error_type,
        "attempt": metered.attempt,
        "fallback_from_id": metered.fallback_from_id,
        "day": moment.astimezone(business_zone()).date(),
    }
    if hold is None:
        executor.execute(_PG_SETTLE, params)
        return
    first, *others = hold.ledger_ids
    params.update(hold_id=hold.id, held=hold.amount_usd, first_ledger=first)
    held_found = executor.execute(_PG_SETTLE_WITH_HOLD, params).scalar_one()
    held = hold.amount_usd if held_found else Decimal(0)
    for ledger_id in others:  # in reservation order (see _SETTLE)
        executor.execute(_SETTLE, {"s_ledger": ledger_id, "s_held": held, "s_spent": metered.cost_usd})


def note_passive_health(executor: Executor, provider_id: int, *, ok: bool, error_type: str | None) -> None:
    """Passive health from real calls: a run of outages marks the provider unhealthy (one health row
    when the state flips), the next success marks it healthy again. Rate limits and bad requests say
    nothing about whether the provider is up."""
    threshold = get_settings().gateway_failures_before_cooldown
    now = utcnow()
    if ok:
        before = executor.execute(
            select(_PROVIDERS.c.consecutive_failures).where(_PROVIDERS.c.id == provider_id)
        ).scalar_one_or_none()
        if not before:
            return
        executor.execute(
            update(_PROVIDERS)
            .where(_PROVIDERS.c.id == provider_id)
            .values(consecutive_failures=0, last_success_at=now)
        )
        if before >= threshold:
            executor.execute(
                insert(cast(Table, HealthCheck.__table__)).values(
                    provider_id=provider_id,
                    is_healthy=True,
                    source="passive",
                    checked_at=now,
                    response_time_ms=0,
                )
            )
        return
    if error_type not in ("unavailable", "timeout"):
        return
    failures = executor.execute(
        update(_PROVIDERS)
        .where(_PROVIDERS.c.id == provider_id)
        .values(consecutive_failures=_PROVIDERS.c.consecutive_failures + 1, last_failure_at=now)
        .returning(_PROVIDERS.c.consecutive_failures)
    ).scalar_one()
    if failures == threshold:
        executor.execute(
            insert(cast(Table, HealthCheck.__table__)).values(
                provider_id=provider_id,
                is_healthy=False,
                source="passive",
                error_type=error_type,
                checked_at=now,
                response_time_ms=0,
            )
        )
