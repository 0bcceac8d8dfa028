"""Rules of the AI gateway's catalogue and configuration: seeding, provider settings and key checks,
budgets and their status, fallback rules, health checks. No HTTP here and no commit.

Choices where the spec and contract are silent:
- Providers other than ``local`` start inactive; an admin activates them with ``PUT /providers/{id}``.
- ``PUT /providers/{id}`` checks a new key against the provider's own API (model listing) with the base
  URL being saved; a rejected key or an unreachable provider is refused with 400, nothing is stored.
- Budget spend is counted from the rollups of the current period, so a budget created mid-month sees
  the month's spend so far. Ledgers are USD; ILS/EUR budgets convert with the configured rates
  (``usd_to_ils``, ``eur_to_ils``), and the status is reported in the budget's own currency.
- One fallback rule per primary provider (a second is 409), so a chain A -> B -> C is unambiguous.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from sqlalchemy import case, delete, func, select
from sqlalchemy.orm import Session

from misrad.core.clock import utcnow
from misrad.core.errors import Forbidden, InvalidInput
from misrad.core.i18n import translate
from misrad.core.outbound import check_base_url
from misrad.core.security import key_hint, secret_box
from misrad.core.settings import get_settings
from misrad.providers import metering
from misrad.providers.errors import (
    BudgetNotFound,
    FallbackExists,
    FallbackInvalid,
    FallbackRuleNotFound,
    InvalidApiKey,
    ProviderNotFound,
    ProviderUnreachable,
    UnknownProvider,
)
from misrad.providers.gateway.adapters import DEFAULT_BASE_URLS, KEYLESS, Connection, client_for
from misrad.providers.gateway.types import ProviderCallError, Usage
from misrad.providers.models import (
    AiModel,
    Budget,
    BudgetLedger,
    FallbackRule,
    HealthCheck,
    ModelPrice,
    Provider,
)
from misrad.providers.schemas import BudgetCreate, BudgetUpdate, FallbackCreate, FallbackUpdate
from misrad.providers.seed_data import PROVIDERS, decimal

# ------------------------------------------------------------------------------------------ seeding


def seed_catalogue(session: Session) -> None:
    """Insert the providers, models and prices of ``seed_data`` that are missing. Idempotent, and a
    no-op costing two queries once everything is there."""
    existing = {code: pid for pid, code in session.execute(select(Provider.id, Provider.code))}
    models = {(pid, name) for pid, name in session.execute(select(AiModel.provider_id, AiModel.name))}
    wanted = sum(len(p.models) for p in PROVIDERS)
    if len(existing) >= len(PROVIDERS) and len(models) >= wanted:
        return
    for seed in PROVIDERS:
        provider_id = existing.get(seed.code)
        if provider_id is None:
            provider = Provider(
                code=seed.code,
                display_name=seed.display_name,
                description_he=seed.description_he,
                brand_color=seed.brand_color,
                is_active=seed.is_active,
                sort_order=seed.sort_order,
            )
            session.add(provider)
            session.flush()
            provider_id = provider.id
        for model_seed in seed.models:
            if (provider_id, model_seed.name) in models:
                continue
            model = AiModel(
                provider_id=provider_id,
                name=model_seed.name,
                display_name=model_seed.display_name,
                category=model_seed.category,
                context_window=model_seed.context_window,
                max_output_tokens=model_seed.max_output_tokens,
                quality_rating=model_seed.quality,
                speed_rating=model_seed.speed,
            )
            session.add(model)
            session.flush()
            for price in model_seed.prices:
                session.add(
                    ModelPrice(
                        model_id=model.id,
                        valid_from=datetime.combine(price.valid_from, datetime.min.time(), tzinfo=UTC),
                        input_per_million=Decimal(price.input),
                        output_per_million=Decimal(price.output),
                        cache_read_per_million=decimal(price.cache_read),
                        source=price.source,
                        as_of=price.valid_from,
                    )
                )
    session.flush()


# ------------------------------------------------------------------------------------------ catalogue


@dataclass(frozen=True)
class ModelView:
    id: int
    provider_id: int
    provider_name: str
    name: str
    display_name: str
    category: str
    input_cost_per_1k: Decimal
    output_cost_per_1k: Decimal
    context_window: int
    quality_rating: int
    speed_rating: int
    is_active: bool
    price_as_of: object

    @property
    def avg_cost_per_1k(self) -> Decimal:
        return (self.input_cost_per_1k + self.output_cost_per_1k) / 2


def current_prices(session: Session, model_ids: Sequence[int] | None = None) -> dict[int, ModelPrice]:
    """The price row in force now for each model (one query)."""
    now = utcnow()
    newest = (
        select(ModelPrice.model_id, func.max(ModelPrice.valid_from).label("valid_from"))
        .where(ModelPrice.valid_from <= now)
        .group_by(ModelPrice.model_id)
        .subquery()
    )
    statement = select(ModelPrice).join(
        newest, (ModelPrice.model_id == newest.c.model_id) & (ModelPrice.valid_from == newest.c.valid_from)
    )
    if model_ids is not None:
        statement = statement.where(ModelPrice.model_id.in_(model_ids))
    return {row.model_id: row for row in session.scalars(statement)}


def list_models(
    session: Session, provider_id: int | None = None, category: str | None = None
) -> list[ModelView]:
    statement = (
        select(AiModel, Provider.display_name)
        .join(Provider, Provider.id == AiModel.provider_id)
        .order_by(Provider.sort_order, AiModel.id)
    )
    if provider_id is not None:
        statement = statement.where(AiModel.provider_id == provider_id)
    if category is not None:
        statement = statement.where(AiModel.category == category)
    rows = session.execute(statement).all()
    prices = current_prices(session)
    views = []
    for model, provider_name in rows:
        price = prices.get(model.id)
        views.append(
            ModelView(
                id=model.id,
                provider_id=model.provider_id,
                provider_name=provider_name,
                name=model.name,
                display_name=model.display_name,
                category=model.category,
                input_cost_per_1k=(price.input_per_million / 1000) if price else Decimal(0),
                output_cost_per_1k=(price.output_per_million / 1000) if price else Decimal(0),
                context_window=model.context_window,
                quality_rating=model.quality_rating,
                speed_rating=model.speed_rating,
                is_active=model.is_active,
                price_as_of=price.as_of if price else None,
            )
        )
    return views


@dataclass(frozen=True)
class ProviderView:
    id: int
    code: str
    display_name: str
    description_he: str
    brand_color: str
    is_active: bool
    base_url: str | None
    has_api_key: bool
    key_hint: str | None
    models: list[ModelView]


def _view(provider: Provider, models: list[ModelView]) -> ProviderView:
    return ProviderView(
        id=provider.id,
        code=provider.code,
        display_name=provider.display_name,
        description_he=provider.description_he,
        brand_color=provider.brand_color,
        is_active=provider.is_active,
        base_url=provider.base_url,
        has_api_key=provider.api_key_sealed is not None,
        key_hint=provider.key_hint,
        models=models,
    )


def list_providers(session: Session) -> list[ProviderView]:
    providers = session.scalars(select(Provider).order_by(Provider.sort_order, Provider.id)).all()
    models = list_models(session)
    return [_view(p, [m for m in models if m.provider_id == p.id]) for p in providers]


def get_provider(session: Session, provider_id: int) -> Provider:
    provider = session.get(Provider, provider_id)
    if provider is None:
        raise ProviderNotFound()
    return provider


def provider_view(session: Session, provider_id: int) -> ProviderView:
    return _view(get_provider(session, provider_id), list_models(session, provider_id))


def require_provider(session: Session, provider_id: int | None) -> Provider | None:
    """A provider named in a body or query: unknown ids are invalid input (400), not 404."""
    if provider_id is None:
        return None
    provider = session.get(Provider, provider_id)
    if provider is None:
        raise UnknownProvider(provider=provider_id)
    return provider


def provider_by_code(session: Session, code: str) -> Provider:
    provider = session.execute(select(Provider).where(Provider.code == code)).scalar_one_or_none()
    if provider is None:
        raise UnknownProvider(provider=code)
    return provider


# ------------------------------------------------------------------------------------------ keys


def connection_for(
    provider: Provider, *, api_key: str | None = None, base_url: str | None = None
) -> Connection:
    """How to reach ``provider``: the stored (decrypted) key unless one is given."""
    settings = get_settings()
    key = api_key
    if key is None and provider.api_key_sealed:
        try:
            key = secret_box().open(provider.api_key_sealed)
        except ValueError:
            key = None  # sealed under a key that is no longer configured
    return Connection(
        provider_code=provider.code,
        base_url=base_url if base_url is not None else provider.base_url,
        api_key=key,
        timeout_seconds=settings.gateway_timeout_seconds,
        connect_timeout_seconds=settings.gateway_connect_timeout_seconds,
    )


@dataclass(frozen=True)
class KeyCheck:
    is_valid: bool
    outcome: str  # valid, invalid, rate_limited, unreachable, not_needed
    detail: str
    latency_ms: int


def check_key(connection: Connection) -> KeyCheck:
    """Ask the provider's own API (a model listing; bills no tokens) whether the key works.

    200 -> valid; 401/403 (Gemini: 400 API_KEY_INVALID) -> invalid; 429 -> valid but throttled;
    timeouts, 5xx and connection failures -> unreachable (the key is not known to be good).
    """
    if connection.provider_code == "local":
        return KeyCheck(True, "not_needed", "", 0)
    if not connection.effective_base_url:
        return KeyCheck(False, "unreachable", "no base URL is configured", 0)
    started = time.perf_counter()
    try:
        client_for(connection).list_models()
    except ProviderCallError as exc:
        latency = int((time.perf_counter() - started) * 1000)
        if exc.error_type == "auth":
            return KeyCheck(False, "invalid", exc.detail, latency)
        if exc.error_type == "rate_limit":
            return KeyCheck(True, "rate_limited", exc.detail, latency)
        if exc.error_type == "bad_request" and exc.status == 404:
            return KeyCheck(False, "unreachable", "the base URL does not serve this API", latency)
        return KeyCheck(False, "unreachable", exc.error_type, latency)
    return KeyCheck(True, "valid", "", int((time.perf_counter() - started) * 1000))


def key_message(check: KeyCheck) -> str:
    return {
        "valid": translate("key_valid"),
        "invalid": translate("key_invalid"),
        "rate_limited": translate("key_rate_limited"),
        "not_needed": translate("key_not_needed"),
    }.get(check.outcome) or translate("key_unreachable", reason=check.detail or "-")


def validate_key(session: Session, provider_code: str, api_key: str) -> KeyCheck:
    """POST /validate-key: the key against the provider's configured base URL (or its default)."""
    provider = provider_by_code(session, provider_code)
    return check_key(connection_for(provider, api_key=api_key))


def update_provider(
    session: Session,
    provider_id: int,
    *,
    is_admin: bool,
    is_active: bool | None,
    base_url: str | None,
    api_key: str | None,
) -> Provider:
    """PUT /providers/{id} (admins only). The key is checked first, then sealed; never returned."""
    if not is_admin:
        raise Forbidden()
    provider = get_provider(session, provider_id)
    new_base = provider.base_url
    if base_url is not None:
        if provider.code == "local" and base_url.strip():
            raise InvalidInput(details="base_url: the local engine has no base URL")
        new_base = check_base_url(base_url) if base_url.strip() else None
    if api_key is not None and api_key.strip():
        key = api_key.strip()
        check = check_key(connection_for(provider, api_key=key, base_url=new_base or ""))
        if check.outcome == "invalid":
            raise InvalidApiKey()
        if check.outcome == "unreachable":
            raise ProviderUnreachable(reason=check.detail or "-")
        provider.api_key_sealed = secret_box().seal(key)
        provider.key_hint = key_hint(key) or None
    elif api_key is not None:
        provider.api_key_sealed = None
        provider.key_hint = None
    provider.base_url = new_base
    if is_active is not None:
        provider.is_active = is_active
    session.flush()
    return provider


def is_configured(provider: Provider) -> bool:
    if provider.code == "local":
        return True
    if provider.code == "openai_compatible" and not provider.base_url:
        return False
    return provider.api_key_sealed is not None or provider.code in KEYLESS


def rotate_keys(session: Session) -> int:
    """Re-encrypt every stored key under the newest secret key (after adding one in front)."""
    count = 0
    for provider in session.scalars(select(Provider).where(Provider.api_key_sealed.is_not(None))):
        provider.api_key_sealed = secret_box().rotate(provider.api_key_sealed or "")
        count += 1
    session.flush()
    return count


# ------------------------------------------------------------------------------------------ budgets


@dataclass(frozen=True)
class BudgetView:
    id: int
    name: str
    budget_type: str
    amount: Decimal
    alert_threshold: int
    provider_id: int | None
    provider_name: str
    currency: str


def _budget_view(session: Session, budget: Budget) -> BudgetView:
    provider = session.get(Provider, budget.provider_id) if budget.provider_id else None
    return BudgetView(
        id=budget.id,
        name=budget.name,
        budget_type=budget.budget_type,
        amount=budget.amount,
        alert_threshold=budget.alert_threshold,
        provider_id=budget.provider_id,
        provider_name=provider.display_name if provider else translate("all_providers"),
        currency=budget.currency,
    )


def list_budgets(session: Session) -> list[BudgetView]:
    return [_budget_view(session, b) for b in session.scalars(select(Budget).order_by(Budget.id))]


def _budget(session: Session, budget_id: int) -> Budget:
    budget = session.get(Budget, budget_id)
    if budget is None:
        raise BudgetNotFound()
    return budget


def create_budget(session: Session, data: BudgetCreate) -> BudgetView:
    require_provider(session, data.provider_id)
    budget = Budget(
        name=data.name,
        budget_type=data.budget_type,
        amount=data.amount,
        alert_threshold=data.alert_threshold,
        provider_id=data.provider_id,
        currency=data.currency,
    )
    session.add(budget)
    session.flush()
    return _budget_view(session, budget)


def update_budget(session: Session, budget_id: int, data: BudgetUpdate) -> BudgetView:
    budget = _budget(session, budget_id)
    fields = data.model_dump(exclude_unset=True)
    if "provider_id" in fields:
        require_provider(session, fields["provider_id"])
    for name, value in fields.items():
        if value is None and name != "provider_id":
            continue
        setattr(budget, name, value)
    if "provider_id" in fields:
        # Spend so far belongs to the old scope: start the period's ledger again from the rollups.
        session.execute(delete(BudgetLedger).where(BudgetLedger.budget_id == budget.id))
    session.flush()
    return _budget_view(session, budget)


def delete_budget(session: Session, budget_id: int) -> None:
    session.delete(_budget(session, budget_id))
    session.flush()


@dataclass(frozen=True)
class BudgetStatus:
    budget: BudgetView
    current_cost: Decimal
    reserved: Decimal
    percentage: float
    remaining: Decimal
    is_alert: bool
    is_exceeded: bool
    period_start: object


def budget_status(session: Session) -> list[BudgetStatus]:
    """CONTRACT 5: ``is_alert`` = percentage >= alert_threshold; ``is_exceeded`` = cost >= amount.
    Amounts are in the budget's currency; ``reserved`` is the worst case of calls in flight."""
    out = []
    for budget in session.scalars(select(Budget).order_by(Budget.id)):
        ledger = metering.ledger_for(session, budget)
        start = metering.period_of(budget.budget_type)
        if ledger is not None:
            spent_usd, reserved_usd = ledger.spent_usd, ledger.reserved_usd
        else:
            spent_usd, reserved_usd = (
                metering.rollup_spend_usd(session, budget.provider_id, start),
                Decimal(0),
            )
        current = metering.from_usd(Decimal(spent_usd), budget.currency)
        reserved = metering.from_usd(Decimal(reserved_usd), budget.currency)
        amount = Decimal(budget.amount)
        percentage = float(current / amount * 100) if amount else 0.0
        out.append(
            BudgetStatus(
                budget=_budget_view(session, budget),
                current_cost=current,
                reserved=reserved,
                percentage=round(percentage, 2),
                remaining=amount - current,
                is_alert=percentage >= budget.alert_threshold,
                is_exceeded=current >= amount,
                period_start=start,
            )
        )
    return out


# ------------------------------------------------------------------------------------------ fallback


@dataclass(frozen=True)
class RuleView:
    id: int
    primary_provider_id: int
    primary_provider_name: str
    fallback_provider_id: int
    fallback_provider_name: str
    trigger_on_error: bool
    trigger_on_timeout: bool
    trigger_on_rate_limit: bool
    max_retries: int
    created_at: datetime


def _rule_view(session: Session, rule: FallbackRule) -> RuleView:
    names = dict(session.execute(select(Provider.id, Provider.display_name)).tuples().all())
    return RuleView(
        id=rule.id,
        primary_provider_id=rule.primary_provider_id,
        primary_provider_name=names.get(rule.primary_provider_id, ""),
        fallback_provider_id=rule.fallback_provider_id,
        fallback_provider_name=names.get(rule.fallback_provider_id, ""),
        trigger_on_error=rule.trigger_on_error,
        trigger_on_timeout=rule.trigger_on_timeout,
        trigger_on_rate_limit=rule.trigger_on_rate_limit,
        max_retries=rule.max_retries,
        created_at=rule.created_at,
    )


def list_rules(session: Session) -> list[RuleView]:
    return [_rule_view(session, r) for r in session.scalars(select(FallbackRule).order_by(FallbackRule.id))]


def _check_chain(session: Session, primary: int, fallback: int, *, rule_id: int | None) -> None:
    if primary == fallback:
        raise FallbackInvalid(reason="primary and fallback must differ")
    require_provider(session, primary)
    require_provider(session, fallback)
    edges = {
        r.primary_provider_id: r.fallback_provider_id
        for r in session.scalars(select(FallbackRule))
        if r.id != rule_id
    }
    if primary in edges:
        raise FallbackExists()
    seen = {primary}
    current: int | None = fallback
    while current is not None:
        if current in seen:
            raise FallbackInvalid(reason="the rules would form a cycle")
        seen.add(current)
        current = edges.get(current)


def create_rule(session: Session, data: FallbackCreate) -> RuleView:
    _check_chain(session, data.primary_provider_id, data.fallback_provider_id, rule_id=None)
    rule = FallbackRule(**data.model_dump())
    session.add(rule)
    session.flush()
    return _rule_view(session, rule)


def update_rule(session: Session, rule_id: int, data: FallbackUpdate) -> RuleView:
    rule = session.get(FallbackRule, rule_id)
    if rule is None:
        raise FallbackRuleNotFound()
    fields = {k: v for k, v in data.model_dump(exclude_unset=True).items() if v is not None}
    primary = fields.get("primary_provider_id", rule.primary_provider_id)
    fallback = fields.get("fallback_provider_id", rule.fallback_provider_id)
    _check_chain(session, primary, fallback, rule_id=rule.id)
    for name, value in fields.items():
        setattr(rule, name, value)
    session.flush()
    return _rule_view(session, rule)


def delete_rule(session: Session, rule_id: int) -> None:
    rule = session.get(FallbackRule, rule_id)
    if rule is None:
        raise FallbackRuleNotFound()
    session.delete(rule)
    session.flush()


# ------------------------------------------------------------------------------------------ health


@dataclass(frozen=True)
class HealthView:
    id: int
    provider_id: int
    provider_name: str
    is_healthy: bool
    response_time_ms: int
    checked_at: datetime
    source: str
    error_type: str | None


def _health_view(session: Session, check: HealthCheck) -> HealthView:
    provider = session.get(Provider, check.provider_id)
    return HealthView(
        id=check.id,
        provider_id=check.provider_id,
        provider_name=provider.display_name if provider else "",
        is_healthy=check.is_healthy,
        response_time_ms=check.response_time_ms,
        checked_at=check.checked_at,
        source=check.source,
        error_type=check.error_type,
    )


def record_health(session: Session, provider_id: int, is_healthy: bool, response_time_ms: int) -> HealthView:
    require_provider(session, provider_id)
    check = HealthCheck(
        provider_id=provider_id, is_healthy=is_healthy, response_time_ms=response_time_ms, source="manual"
    )
    session.add(check)
    session.flush()
    return _health_view(session, check)


@dataclass(frozen=True)
class ProbeOutcome:
    provider_id: int
    is_healthy: bool
    response_time_ms: int
    error_type: str | None


def probe(connection: Connection, provider_id: int) -> ProbeOutcome:
    """A free probe (model listing); runs outside any transaction."""
    started = time.perf_counter()
    try:
        client_for(connection).list_models()
    except ProviderCallError as exc:
        # A throttled provider is up.
        healthy = exc.error_type == "rate_limit"
        return ProbeOutcome(
            provider_id,
            healthy,
            int((time.perf_counter() - started) * 1000),
            None if healthy else exc.error_type,
        )
    return ProbeOutcome(provider_id, True, int((time.perf_counter() - started) * 1000), None)


def store_probe(session: Session, outcome: ProbeOutcome) -> HealthView:
    """Write a probe's outcome and its usage row (feature ``health``, no tokens, no cost)."""
    check = HealthCheck(
        provider_id=outcome.provider_id,
        is_healthy=outcome.is_healthy,
        response_time_ms=outcome.response_time_ms,
        source="probe",
        error_type=outcome.error_type,
    )
    session.add(check)
    metering.record_usage(
        session,
        metering.Metered(
            user_id=None,
            provider_id=outcome.provider_id,
            model_id=None,
            price_id=None,
            feature="health",
            usage=Usage(),
            cost_usd=Decimal(0),
            latency_ms=outcome.response_time_ms,
            success=outcome.is_healthy,
            error_type=outcome.error_type,
        ),
    )
    session.flush()
    return _health_view(session, check)


def probe_targets(session: Session) -> list[tuple[int, Connection]]:
    """Active, configured providers to probe (never ``local``, which is always there)."""
    targets = []
    for provider in session.scalars(
        select(Provider).where(Provider.is_active.is_(True)).order_by(Provider.id)
    ):
        if provider.code != "local" and is_configured(provider):
            targets.append((provider.id, connection_for(provider)))
    return targets


def health_history(
    session: Session, *, days: int, provider_id: int | None, limit: int
) -> tuple[list[HealthView], float]:
    """Newest checks first; uptime = healthy checks / all checks of the last ``days`` days (100 with no
    checks at all: nothing says the provider was down)."""
    since = utcnow() - timedelta(days=days)
    condition = [HealthCheck.checked_at >= since]
    if provider_id is not None:
        require_provider(session, provider_id)
        condition.append(HealthCheck.provider_id == provider_id)
    total, healthy = session.execute(
        select(
            func.count(), func.coalesce(func.sum(case((HealthCheck.is_healthy.is_(True), 1), else_=0)), 0)
        ).where(*condition)
    ).one()
    checks = session.scalars(
        select(HealthCheck)
        .where(*condition)
        .order_by(HealthCheck.checked_at.desc(), HealthCheck.id.desc())
        .limit(limit)
    ).all()
    uptime = round(float(healthy) * 100 / total, 2) if total else 100.0
    return [_health_view(session, c) for c in checks], uptime


def default_base_url(code: str) -> str | None:
    return DEFAULT_BASE_URLS.get(code)
