"""API shapes of /api/ai-providers (spec + CONTRACT 5). Costs are USD unless a budget says otherwise."""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import Field, field_validator

from misrad.core.schemas import ApiModel, Cost, Day, Id, InputModel, Money, Timestamp

Category = Literal["flagship", "fast", "vision"]
BudgetType = Literal["daily", "monthly"]
Currency = Literal["USD", "ILS", "EUR"]


class ModelOut(ApiModel):
    id: int
    provider_id: int
    provider_name: str
    name: str
    display_name: str
    category: str
    input_cost_per_1k: Cost
    output_cost_per_1k: Cost
    context_window: int
    quality_rating: int
    speed_rating: int
    is_active: bool
    price_as_of: Day | None = None


class ProviderOut(ApiModel):
    id: int
    code: str
    display_name: str
    description_he: str
    brand_color: str
    is_active: bool
    base_url: str | None
    has_api_key: bool
    key_hint: str | None
    models: list[ModelOut]


class ProviderList(ApiModel):
    success: bool = True
    providers: list[ProviderOut]


class ProviderResult(ApiModel):
    success: bool = True
    provider: ProviderOut


class ModelList(ApiModel):
    success: bool = True
    models: list[ModelOut]


class ProviderUpdate(InputModel):
    """``api_key``: omitted or null keeps the stored key, "" removes it, any other value is checked
    against the provider and then stored encrypted. ``base_url``: "" returns to the default."""

    is_active: bool | None = None
    base_url: str | None = Field(default=None, max_length=500)
    api_key: str | None = Field(default=None, max_length=500)


# ------------------------------------------------------------------------------ budgets


class BudgetCreate(InputModel):
    name: str = Field(min_length=1, max_length=120)
    budget_type: BudgetType
    amount: Decimal = Field(gt=0, le=Decimal("1000000000"), decimal_places=2)
    alert_threshold: int = Field(default=80, ge=1, le=100)
    provider_id: Id | None = None
    currency: Currency = "USD"

    @field_validator("currency", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value


class BudgetUpdate(InputModel):
    name: str | None = Field(default=None, min_length=1, max_length=120)
    budget_type: BudgetType | None = None
    amount: Decimal | None = Field(default=None, gt=0, le=Decimal("1000000000"), decimal_places=2)
    alert_threshold: int | None = Field(default=None, ge=1, le=100)
    provider_id: Id | None = None
    currency: Currency | None = None

    @field_validator("currency", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.upper() if isinstance(value, str) else value


class BudgetOut(ApiModel):
    id: int
    name: str
    budget_type: str
    amount: Money
    alert_threshold: int
    provider_id: int | None
    provider_name: str
    currency: str


class BudgetList(ApiModel):
    success: bool = True
    budgets: list[BudgetOut]


class BudgetResult(ApiModel):
    success: bool = True
    budget: BudgetOut


class BudgetStatusEntry(ApiModel):
    budget: BudgetOut
    current_cost: Cost
    reserved: Cost
    percentage: float
    remaining: Cost
    is_alert: bool
    is_exceeded: bool
    period_start: Day


class BudgetStatusList(ApiModel):
    success: bool = True
    status: list[BudgetStatusEntry]
    has_alerts: bool


# ------------------------------------------------------------------------------ reports


class CostComparisonEntry(ApiModel):
    provider_id: int
    provider_name: str
    brand_color: str
    total_cost: Cost
    request_count: int
    input_tokens: int
    output_tokens: int
    cost_per_request: Cost
    percentage: float


class CostComparison(ApiModel):
    success: bool = True
    period_days: int
    total_cost: Cost
    comparison: list[CostComparisonEntry]


class ModelComparisonEntry(ApiModel):
    model_id: int
    model_name: str
    provider_name: str
    request_count: int
    input_tokens: int
    output_tokens: int
    total_cost: Cost
    avg_latency_ms: int
    error_rate: float


class ModelComparison(ApiModel):
    success: bool = True
    period_days: int
    comparison: list[ModelComparisonEntry]


class PricingEntry(ApiModel):
    model_id: int
    model_name: str
    provider_name: str
    input_cost_per_1k: Cost
    output_cost_per_1k: Cost
    avg_cost_per_1k: Cost
    context_window: int
    quality_rating: int
    speed_rating: int
    category: str
    price_as_of: Day | None


class PricingResult(ApiModel):
    success: bool = True
    pricing: list[PricingEntry]
    cheapest: PricingEntry | None
    most_expensive: PricingEntry | None


class UsageRow(ApiModel):
    id: int
    timestamp: Timestamp
    user_id: int | None
    user: str | None
    provider_id: int
    provider: str
    model_id: int | None
    model: str | None
    feature: str
    input_tokens: int
    output_tokens: int
    cost: Cost
    latency_ms: int
    success: bool
    error_type: str | None


class UsageExport(ApiModel):
    success: bool = True
    usage: list[UsageRow]
    total: int


class SummaryTotals(ApiModel):
    total_requests: int
    total_cost: Cost
    total_tokens: int


class SummaryProvider(ApiModel):
    provider_id: int
    provider_name: str
    request_count: int
    total_cost: Cost
    total_tokens: int


class SummaryDay(ApiModel):
    date: Day
    request_count: int
    total_cost: Cost
    total_tokens: int


class SummaryReport(ApiModel):
    period: str
    period_days: int
    generated_at: Timestamp
    summary: SummaryTotals
    by_provider: list[SummaryProvider]
    by_day: list[SummaryDay]


class SummaryResult(ApiModel):
    success: bool = True
    report: SummaryReport


# ------------------------------------------------------------------------------ health


class HealthRecord(InputModel):
    """With ``is_healthy`` the check is stored as given; with ``provider_id`` alone the provider is
    probed now (a model listing) and the outcome stored."""

    provider_id: Id
    is_healthy: bool | None = None
    response_time_ms: int | None = Field(default=None, ge=0, le=3_600_000)


class HealthCheckOut(ApiModel):
    id: int
    provider_id: int
    provider_name: str
    is_healthy: bool
    response_time_ms: int
    checked_at: Timestamp
    source: str
    error_type: str | None


class HealthHistory(ApiModel):
    success: bool = True
    history: list[HealthCheckOut]
    uptime_percentage: float
    period_days: int


class HealthCheckResult(ApiModel):
    success: bool = True
    check: HealthCheckOut


# ------------------------------------------------------------------------------ fallback


class FallbackCreate(InputModel):
    primary_provider_id: Id
    fallback_provider_id: Id
    trigger_on_error: bool = True
    trigger_on_timeout: bool = True
    trigger_on_rate_limit: bool = True
    max_retries: int = Field(default=0, ge=0, le=5)


class FallbackUpdate(InputModel):
    primary_provider_id: Id | None = None
    fallback_provider_id: Id | None = None
    trigger_on_error: bool | None = None
    trigger_on_timeout: bool | None = None
    trigger_on_rate_limit: bool | None = None
    max_retries: int | None = Field(default=None, ge=0, le=5)


class FallbackOut(ApiModel):
    id: int
    primary_provider_id: int
    primary_provider_name: str
    fallback_provider_id: int
    fallback_provider_name: str
    trigger_on_error: bool
    trigger_on_timeout: bool
    trigger_on_rate_limit: bool
    max_retries: int
    created_at: Timestamp


class FallbackList(ApiModel):
    success: bool = True
    rules: list[FallbackOut]


class FallbackResult(ApiModel):
    success: bool = True
    rule: FallbackOut


# ------------------------------------------------------------------------------ key validation


class ValidateKey(InputModel):
    provider_code: str = Field(min_length=1, max_length=40)
    api_key: str = Field(min_length=1, max_length=500)


class ValidateKeyResult(ApiModel):
    success: bool = True
    is_valid: bool
    message: str


# ------------------------------------------------------------------ virtual keys of /v1, model aliases


class VirtualKeyCreate(InputModel):
    """A key for ``/v1``. ``owner_user_id`` defaults to the caller; only an admin names another owner,
    a team, or a budget above the members' cap. ``allowed_models`` (names or aliases) None: all."""

    name: str = Field(min_length=1, max_length=120)
    owner_user_id: Id | None = None
    team: str | None = Field(default=None, min_length=1, max_length=80)
    allowed_models: list[str] | None = Field(default=None, max_length=200)
    budget_type: BudgetType | None = None
    budget_amount: Decimal | None = Field(default=None, gt=0, le=Decimal("1000000"), decimal_places=2)
    alert_threshold: int = Field(default=80, ge=1, le=100)
    requests_per_minute: int = Field(default=0, ge=0, le=1_000_000)
    tokens_per_minute: int = Field(default=0, ge=0, le=1_000_000_000)
    expires_at: Timestamp | None = None


class VirtualKeyOut(ApiModel):
    id: int
    name: str
    key_hint: str
    owner_user_id: int
    team: str | None
    allowed_models: list[str] | None
    budget_type: str | None
    budget_amount: Money | None
    alert_threshold: int | None
    budget_spent_usd: Cost | None
    requests_per_minute: int
    tokens_per_minute: int
    expires_at: Timestamp | None
    revoked_at: Timestamp | None
    created_at: Timestamp
    is_usable: bool


class VirtualKeyCreated(ApiModel):
    success: bool = True
    key: VirtualKeyOut
    secret: str = Field(description="The key itself: shown this once, stored only as a hash.")


class VirtualKeyResult(ApiModel):
    success: bool = True
    key: VirtualKeyOut


class VirtualKeyList(ApiModel):
    success: bool = True
    keys: list[VirtualKeyOut]


class AliasCreate(InputModel):
    alias: str = Field(min_length=1, max_length=120, pattern=r"^[A-Za-z0-9._:/@-]+$")
    model_id: Id


class AliasOut(ApiModel):
    id: int
    alias: str
    model_id: int


class AliasResult(ApiModel):
    success: bool = True
    alias: AliasOut


class AliasList(ApiModel):
    success: bool = True
    aliases: list[AliasOut]


class KeySpendOut(ApiModel):
    id: int = Field(description="The key's id, or the user's (group_by=user)")
    team: str | None
    requests: int
    tokens: int
    cost: Cost


class KeySpendList(ApiModel):
    success: bool = True
    group_by: str
    groups: list[KeySpendOut]
