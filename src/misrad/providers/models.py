"""Tables of the AI gateway: catalogue, effective-dated prices, budgets and their ledgers, usage
(raw events and per-day rollups), health checks and fallback rules.

Token prices are USD per 1M tokens (what vendors publish); costs are USD with 6 decimals. A price
change inserts a new ``model_prices`` row with its own ``valid_from``; usage rows keep the price id
they were charged at, so history never changes.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, BigInteger, Date, ForeignKey, Index, Numeric, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from misrad.core.clock import utcnow
from misrad.core.db import Base, PreciseDecimal

PricePerMillion = Numeric(14, 6)


class Provider(Base):
    __tablename__ = "ai_providers"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(40), unique=True)
    display_name: Mapped[str] = mapped_column(String(100))
    description_he: Mapped[str] = mapped_column(String(500), default="")
    brand_color: Mapped[str] = mapped_column(String(7), default="#666666")
    is_active: Mapped[bool] = mapped_column(default=False)
    base_url: Mapped[str | None] = mapped_column(String(500), default=None)
    api_key_sealed: Mapped[str | None] = mapped_column(Text, default=None)
    key_hint: Mapped[str | None] = mapped_column(String(8), default=None)
    # Passive health from real calls.
    consecutive_failures: Mapped[int] = mapped_column(default=0)
    last_success_at: Mapped[datetime | None] = mapped_column(default=None)
    last_failure_at: Mapped[datetime | None] = mapped_column(default=None)
    sort_order: Mapped[int] = mapped_column(default=0)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class AiModel(Base):
    __tablename__ = "ai_models"
    __table_args__ = (UniqueConstraint("provider_id", "name", name="uq_ai_models_provider_name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    provider_id: Mapped[int] = mapped_column(ForeignKey("ai_providers.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(120))
    display_name: Mapped[str] = mapped_column(String(120))
    category: Mapped[str] = mapped_column(String(16))
    context_window: Mapped[int] = mapped_column(default=0)
    max_output_tokens: Mapped[int] = mapped_column(default=0)
    quality_rating: Mapped[int] = mapped_column(default=3)
    speed_rating: Mapped[int] = mapped_column(default=3)
    supports_vision: Mapped[bool] = mapped_column(default=True)
    is_active: Mapped[bool] = mapped_column(default=True)


class ModelPrice(Base):
    """A price in force from ``valid_from`` until the next row of the same model."""

    __tablename__ = "ai_model_prices"
    __table_args__ = (Index("ix_ai_model_prices_model_from", "model_id", "valid_from"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    model_id: Mapped[int] = mapped_column(ForeignKey("ai_models.id", ondelete="CASCADE"))
    valid_from: Mapped[datetime]
    input_per_million: Mapped[Decimal] = mapped_column(PricePerMillion)
    output_per_million: Mapped[Decimal] = mapped_column(PricePerMillion)
    cache_read_per_million: Mapped[Decimal | None] = mapped_column(PricePerMillion, default=None)
    cache_write_per_million: Mapped[Decimal | None] = mapped_column(PricePerMillion, default=None)
    source: Mapped[str] = mapped_column(String(200), default="")
    as_of: Mapped[date] = mapped_column(Date)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Budget(Base):
    __tablename__ = "ai_budgets"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    budget_type: Mapped[str] = mapped_column(String(8))
    amount: Mapped[Decimal]
    currency: Mapped[str] = mapped_column(String(3), default="USD")
    alert_threshold: Mapped[int] = mapped_column(default=80)
    provider_id: Mapped[int | None] = mapped_column(
        ForeignKey("ai_providers.id", ondelete="CASCADE"), default=None, index=True
    )
    # A virtual key's own budget: it applies to that key's calls only and is listed with the key, not
    # among the office's budgets.
    virtual_key_id: Mapped[int | None] = mapped_column(
        ForeignKey("ai_virtual_keys.id", ondelete="CASCADE"), default=None, index=True
    )
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class VirtualKey(Base):
    """A key for the OpenAI-compatible endpoint (``/v1``), given to a person, a team or an application.

    Only the SHA-256 of the key is stored (the key is 256 random bits, so a plain hash suffices); the
    key itself is shown once. ``allowed_models`` is a list of model names and aliases (None: every
    model). Limits of 0 mean none.
    """

    __tablename__ = "ai_virtual_keys"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    key_hint: Mapped[str] = mapped_column(String(16))
    owner_user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    team: Mapped[str | None] = mapped_column(String(80), default=None)
    allowed_models: Mapped[list[str] | None] = mapped_column(JSON, default=None)
    requests_per_minute: Mapped[int] = mapped_column(default=0)
    tokens_per_minute: Mapped[int] = mapped_column(default=0)
    expires_at: Mapped[datetime | None] = mapped_column(default=None)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class KeyRateWindow(Base):
    """Requests and tokens of one virtual key in one minute (``minute``: minutes since the epoch),
    shared by every process when Redis is not configured (``relay.limits``). Rows older than the
    previous minute are deleted by the settlement writer."""

    __tablename__ = "ai_key_rate_windows"

    virtual_key_id: Mapped[int] = mapped_column(
        ForeignKey("ai_virtual_keys.id", ondelete="CASCADE"), primary_key=True
    )
    minute: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    requests: Mapped[int] = mapped_column(default=0)
    tokens: Mapped[int] = mapped_column(BigInteger, default=0)


class ModelAlias(Base):
    """A name an admin gives a catalogue model for ``/v1`` clients (``gpt-4o`` -> a model of any
    provider)."""

    __tablename__ = "ai_model_aliases"

    id: Mapped[int] = mapped_column(primary_key=True)
    alias: Mapped[str] = mapped_column(String(120), unique=True)
    model_id: Mapped[int] = mapped_column(ForeignKey("ai_models.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class BudgetLedger(Base):
    """Spend and in-flight reservations of one budget in one period, in USD.

    Admission is one conditional UPDATE (``spent + reserved + cost <= limit``), so concurrent callers
    can never jointly pass the limit.
    """

    __tablename__ = "ai_budget_ledgers"
    __table_args__ = (
        UniqueConstraint("budget_id", "period_type", "period_start", name="uq_ai_budget_ledgers_period"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    budget_id: Mapped[int] = mapped_column(ForeignKey("ai_budgets.id", ondelete="CASCADE"))
    period_type: Mapped[str] = mapped_column(String(8))
    period_start: Mapped[date] = mapped_column(Date)
    spent_usd: Mapped[Decimal] = mapped_column(PreciseDecimal, default=Decimal(0))
    reserved_usd: Mapped[Decimal] = mapped_column(PreciseDecimal, default=Decimal(0))


class BudgetHold(Base):
    """One call's reservation, so that a crashed caller's hold is released by the sweeper."""

    __tablename__ = "ai_budget_holds"

    id: Mapped[int] = mapped_column(primary_key=True)
    ledger_ids: Mapped[list[Any]] = mapped_column()
    amount_usd: Mapped[Decimal] = mapped_column(PreciseDecimal)
    expires_at: Mapped[datetime] = mapped_column(index=True)
    # A ``/v1`` call's usage row as it would be at its worst case, written durably before the call is
    # sent: if the process dies before settling, the sweeper writes this row (marked ``unsettled``) and
    # charges the reservation, so no call that went out is missing from usage.
    pending_usage: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)


class UsageEvent(Base):
    """One call to a provider (or one probe), successful or not. Append-only."""

    __tablename__ = "ai_usage_events"
    __table_args__ = (
        Index("ix_ai_usage_events_provider_at", "provider_id", "created_at"),
        Index("ix_ai_usage_events_user_at", "user_id", "created_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)
    user_id: Mapped[int | None] = mapped_column(default=None)
    provider_id: Mapped[int] = mapped_column(ForeignKey("ai_providers.id", ondelete="CASCADE"))
    model_id: Mapped[int | None] = mapped_column(
        ForeignKey("ai_models.id", ondelete="SET NULL"), default=None
    )
    price_id: Mapped[int | None] = mapped_column(
        ForeignKey("ai_model_prices.id", ondelete="SET NULL"), default=None
    )
    feature: Mapped[str] = mapped_column(String(20))
    input_tokens: Mapped[int] = mapped_column(default=0)
    output_tokens: Mapped[int] = mapped_column(default=0)
    cached_input_tokens: Mapped[int] = mapped_column(default=0)
    reasoning_tokens: Mapped[int] = mapped_column(default=0)
    cost_usd: Mapped[Decimal] = mapped_column(PreciseDecimal, default=Decimal(0))
    latency_ms: Mapped[int] = mapped_column(default=0)
    success: Mapped[bool] = mapped_column(default=True)
    error_type: Mapped[str | None] = mapped_column(String(20), default=None)
    attempt: Mapped[int] = mapped_column(default=1)
    fallback_from_id: Mapped[int | None] = mapped_column(default=None)
    # Calls through ``/v1``: the virtual key and its team (the key's owner is ``user_id``).
    virtual_key_id: Mapped[int | None] = mapped_column(default=None, index=True)
    team: Mapped[str | None] = mapped_column(String(80), default=None)


class UsageDaily(Base):
    """Per business day, provider, model and feature: the sums reports and budgets read."""

    __tablename__ = "ai_usage_daily"
    __table_args__ = (
        UniqueConstraint("day", "provider_id", "model_id", "feature", name="uq_ai_usage_daily_key"),
        Index("ix_ai_usage_daily_provider_day", "provider_id", "day"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    day: Mapped[date] = mapped_column(Date, index=True)
    provider_id: Mapped[int] = mapped_column()
    # 0 when the call had no model (a health probe, a key check).
    model_id: Mapped[int] = mapped_column(default=0)
    feature: Mapped[str] = mapped_column(String(20))
    request_count: Mapped[int] = mapped_column(default=0)
    error_count: Mapped[int] = mapped_column(default=0)
    input_tokens: Mapped[int] = mapped_column(default=0)
    output_tokens: Mapped[int] = mapped_column(default=0)
    cost_usd: Mapped[Decimal] = mapped_column(PreciseDecimal, default=Decimal(0))
    latency_ms_total: Mapped[int] = mapped_column(default=0)


class HealthCheck(Base):
    __tablename__ = "ai_health_checks"
    __table_args__ = (Index("ix_ai_health_checks_provider_at", "provider_id", "checked_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    provider_id: Mapped[int] = mapped_column(ForeignKey("ai_providers.id", ondelete="CASCADE"))
    is_healthy: Mapped[bool]
    response_time_ms: Mapped[int] = mapped_column(default=0)
    # probe (scheduled or on demand), manual (recorded by a user), passive (real traffic changed state)
    source: Mapped[str] = mapped_column(String(10), default="probe")
    error_type: Mapped[str | None] = mapped_column(String(20), default=None)
    checked_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)


class FallbackRule(Base):
    """When ``primary`` fails (per the triggers), retry it ``max_retries`` times, then use ``fallback``.
    One rule per primary, so a chain A -> B -> C is unambiguous."""

    __tablename__ = "ai_fallback_rules"

    id: Mapped[int] = mapped_column(primary_key=True)
    primary_provider_id: Mapped[int] = mapped_column(
        ForeignKey("ai_providers.id", ondelete="CASCADE"), unique=True
    )
    fallback_provider_id: Mapped[int] = mapped_column(ForeignKey("ai_providers.id", ondelete="CASCADE"))
    trigger_on_error: Mapped[bool] = mapped_column(default=True)
    trigger_on_timeout: Mapped[bool] = mapped_column(default=True)
    trigger_on_rate_limit: Mapped[bool] = mapped_column(default=True)
    max_retries: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
