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

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, cast

from sqlalchemy import CursorResult, delete, func, insert, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from misrad.core.clock import business_month_start, business_today, business_zone, utcnow
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
    settings = get_settings()
    if currency == "USD":
        return amount
    if currency == "ILS":
        return amount / settings.usd_to_ils
    if currency == "EUR":
        return amount * settings.eur_to_ils / settings.usd_to_ils
    raise ValueError(f"unsupported currency {currency}")


def from_usd(amount: Decimal, currency: str) -> Decimal:
    settings = get_settings()
    if currency == "USD":
        return amount
    if currency == "ILS":
        return amount * settings.usd_to_ils
    if currency == "EUR":
        return amount * settings.usd_to_ils / settings.eur_to_ils
    raise ValueError(f"unsupported currency {currency}")


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


def _insert_ignore(session: Session, table: Any, values: dict[str, Any], keys: list[str]) -> None:
    if session.get_bind().dialect.name == "postgresql":
        session.execute(postgresql.insert(table).values(**values).on_conflict_do_nothing(index_elements=keys))
    else:
        session.execute(sqlite.insert(table).values(**values).on_conflict_do_nothing(index_elements=keys))


def _rowcount(result: Any) -> int:
    return cast(CursorResult[Any], result).rowcount


@dataclass(frozen=True)
class Hold:
    id: int
    ledger_ids: tuple[int, ...]
    amount_usd: Decimal


def reserve(session: Session, provider_id: int, cost_usd: Decimal) -> Hold | None:
    """Reserve ``cost_usd`` on every budget that applies to ``provider_id``; None when none applies.

    Raises BudgetExceeded (the caller's unit of work rolls back every reservation made here).
    """
    budgets = session.execute(
        select(Budget.id, Budget.name, Budget.budget_type, Budget.amount, Budget.currency, Budget.provider_id)
        .where((Budget.provider_id == provider_id) | (Budget.provider_id.is_(None)))
        .order_by(Budget.id)
    ).all()
    if not budgets:
        return None
    ledger_ids: list[int] = []
    for budget_id, name, budget_type, amount, currency, budget_provider in budgets:
        start = period_of(budget_type)
        key = (
            BudgetLedger.budget_id == budget_id,
            BudgetLedger.period_type == budget_type,
            BudgetLedger.period_start == start,
        )
        ledger_id = session.execute(select(BudgetLedger.id).where(*key)).scalar_one_or_none()
        if ledger_id is None:
            # The first call of a period starts the ledger from what the rollups already hold.
            _insert_ignore(
                session,
                BudgetLedger,
                {
                    "budget_id": budget_id,
                    "period_type": budget_type,
                    "period_start": start,
                    "spent_usd": rollup_spend_usd(session, budget_provider, start),
                    "reserved_usd": Decimal(0),
                },
                ["budget_id", "period_type", "period_start"],
            )
            ledger_id = session.execute(select(BudgetLedger.id).where(*key)).scalar_one()
        limit = to_usd(Decimal(amount), currency).quantize(SIX, rounding=ROUND_HALF_UP)
        admitted = _rowcount(
            session.execute(
                update(BudgetLedger)
                .where(
                    BudgetLedger.id == ledger_id,
                    BudgetLedger.spent_usd + BudgetLedger.reserved_usd + cost_usd <= limit,
                )
                .values(reserved_usd=BudgetLedger.reserved_usd + cost_usd)
            )
        )
        if not admitted:
            raise BudgetExceeded(budget=name)
        ledger_ids.append(ledger_id)
    expires = utcnow() + timedelta(seconds=get_settings().gateway_hold_seconds)
    hold_id = session.execute(
        insert(BudgetHold)
        .values(ledger_ids=ledger_ids, amount_usd=cost_usd, expires_at=expires)
        .returning(BudgetHold.id)
    ).scalar_one()
    return Hold(hold_id, tuple(ledger_ids), cost_usd)


def release(session: Session, hold: Hold, spent_usd: Decimal = Decimal(0)) -> None:
    """Turn a reservation into real spend (or nothing). Runs once: the hold row is the receipt."""
    if not _rowcount(session.execute(delete(BudgetHold).where(BudgetHold.id == hold.id))):
        return  # already released by the sweeper
    for ledger_id in sorted(hold.ledger_ids):
        session.execute(
            update(BudgetLedger)
            .where(BudgetLedger.id == ledger_id)
            .values(
                reserved_usd=BudgetLedger.reserved_usd - hold.amount_usd,
                spent_usd=BudgetLedger.spent_usd + spent_usd,
            )
        )


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


def record_usage(session: Session, metered: Metered, *, at: datetime | None = None) -> None:
    """One usage row and its per-day rollup, in the caller's (short) transaction."""
    moment = at or utcnow()
    usage = metered.usage
    session.execute(
        insert(UsageEvent).values(
            created_at=moment,
            user_id=metered.user_id,
            provider_id=metered.provider_id,
            model_id=metered.model_id,
            price_id=metered.price_id,
            feature=metered.feature,
            input_tokens=usage.input_tokens,
            output_tokens=usage.output_tokens,
            cached_input_tokens=usage.cached_input_tokens,
            reasoning_tokens=usage.reasoning_tokens,
            cost_usd=metered.cost_usd,
            latency_ms=metered.latency_ms,
            success=metered.success,
            error_type=metered.error_type,
            attempt=metered.attempt,
            fallback_from_id=metered.fallback_from_id,
        )
    )
    day = moment.astimezone(business_zone()).date()
    values = {
        "day": day,
        "provider_id": metered.provider_id,
        "model_id": metered.model_id or 0,
        "feature": metered.feature,
        "request_count": 1,
        "error_count": 0 if metered.success else 1,
        "input_tokens": usage.input_tokens,
        "output_tokens": usage.output_tokens,
        "cost_usd": metered.cost_usd,
        "latency_ms_total": metered.latency_ms,
    }
    dialect = postgresql if session.get_bind().dialect.name == "postgresql" else sqlite
    statement = dialect.insert(UsageDaily).values(**values)
    excluded = statement.excluded
    table = UsageDaily.__table__.c
    session.execute(
        statement.on_conflict_do_update(
            index_elements=["day", "provider_id", "model_id", "feature"],
            set_={
                "request_count": table.request_count + excluded.request_count,
                "error_count": table.error_count + excluded.error_count,
                "input_tokens": table.input_tokens + excluded.input_tokens,
                "output_tokens": table.output_tokens + excluded.output_tokens,
                "cost_usd": table.cost_usd + excluded.cost_usd,
                "latency_ms_total": table.latency_ms_total + excluded.latency_ms_total,
            },
        )
    )


def note_passive_health(session: Session, provider_id: int, *, ok: bool, error_type: str | None) -> None:
    """Passive health from real calls: a run of outages marks the provider unhealthy (one health row
    when the state flips), the next success marks it healthy again. Rate limits and bad requests say
    nothing about whether the provider is up."""
    threshold = get_settings().gateway_failures_before_cooldown
    now = utcnow()
    if ok:
        recovered = _rowcount(
            session.execute(
                update(Provider)
                .where(Provider.id == provider_id, Provider.consecutive_failures >= threshold)
                .values(consecutive_failures=0, last_success_at=now)
            )
        )
        if recovered:
            session.add(
                HealthCheck(provider_id=provider_id, is_healthy=True, source="passive", checked_at=now)
            )
        else:
            session.execute(
                update(Provider)
                .where(Provider.id == provider_id, Provider.consecutive_failures > 0)
                .values(consecutive_failures=0, last_success_at=now)
            )
        return
    if error_type not in ("unavailable", "timeout"):
        return
    failures = session.execute(
        update(Provider)
        .where(Provider.id == provider_id)
        .values(consecutive_failures=Provider.consecutive_failures + 1, last_failure_at=now)
        .returning(Provider.consecutive_failures)
    ).scalar_one()
    if failures == threshold:
        session.add(
            HealthCheck(
                provider_id=provider_id,
                is_healthy=False,
                source="passive",
                error_type=error_type,
                checked_at=now,
            )
        )
