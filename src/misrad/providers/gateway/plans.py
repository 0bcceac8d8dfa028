"""The plan of a call: the chain of providers to try (the chosen one, then each fallback rule's in
turn), each with its model, price, connection, rule and budgets, read in one read-only unit of work.

Plans are cached per (provider, model) for a short while, so that a call costs no catalogue reads.
Writes that change what a plan holds (providers and their keys, models, prices, budgets, fallback
rules) call :func:`forget_plans` in their transaction (the services do; so does a call whose outcome
changes passive health): it bumps the ``ai_plans`` change counter (``core.changes``), which every
process reads before it trusts a cached plan, so the change is seen everywhere at once.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.core import changes
from misrad.core.changes import VersionedCache
from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.settings import Settings, get_settings
from misrad.providers import metering
from misrad.providers.errors import ModelNotFound, UnknownProvider
from misrad.providers.gateway.adapters import Connection, vendor_of
from misrad.providers.gateway.connections import connection_for, is_configured
from misrad.providers.models import AiModel, FallbackRule, Provider
from misrad.providers.repository import CatalogueRepository, FallbackRepository

PLAN_TTL_SECONDS = 5.0


@dataclass(frozen=True)
class ResolvedModel:
    """What a call to one provider will use: its model and the price in force now. ``schedule`` holds
    the model's prices that start later (valid_from, price), so a cached plan still charges the price in
    force at call time."""

    provider_id: int
    provider_code: str
    model_id: int
    model_name: str
    category: str
    price: metering.PriceSnapshot
    schedule: tuple[tuple[datetime, metering.PriceSnapshot], ...] = ()

    def price_at(self, moment: datetime) -> metering.PriceSnapshot:
        price = self.price
        for valid_from, later in self.schedule:
            if valid_from <= moment:
                price = later
        return price


@dataclass(frozen=True)
class RuleView:
    max_retries: int
    trigger_on_error: bool
    trigger_on_timeout: bool
    trigger_on_rate_limit: bool


@dataclass(frozen=True)
class Step:
    provider_id: int
    provider_code: str
    reason_skipped: str | None
    connection: Connection | None
    model: ResolvedModel | None
    rule: RuleView | None
    budgets: tuple[metering.BudgetRef, ...] = ()
    # Outages in a row when planned: a success then has passive health to reset.
    failures: int = 0
    # The vendor's billing rule for cache writes without a catalogue price.
    cache_write_markup: Decimal = Decimal(1)


def _default_model(session: Session, provider_id: int, category: str | None) -> AiModel | None:
    models = CatalogueRepository(session).active_models(provider_id)
    if not models:
        return None
    prices = {m.id: metering.price_in_force(session, m.id) for m in models}

    def rank(model: AiModel) -> tuple[int, Decimal, int]:
        price = prices[model.id]
        wanted = category or "fast"
        return (
            0 if model.category == wanted else 1,
            price.input_per_million + price.output_per_million,
            model.id,
        )

    return min(models, key=rank)


def resolve_model(
    session: Session, provider_id: int, model_id: int | None, *, category: str | None = None
) -> ResolvedModel:
    """The model a call to ``provider_id`` uses: ``model_id`` (which must belong to the provider), else
    the provider's cheapest active model of ``category`` (default ``fast``)."""
    catalogue = CatalogueRepository(session)
    provider = catalogue.provider(provider_id)
    if provider is None:
        raise UnknownProvider(provider=provider_id)
    if model_id is not None:
        model = catalogue.model(model_id)
        if model is None or model.provider_id != provider_id:
            raise ModelNotFound(model=model_id)
    else:
        found = _default_model(session, provider_id, category)
        if found is None:
            raise ModelNotFound(model="-")
        model = found
    now = utcnow()
    return ResolvedModel(
        provider_id=provider.id,
        provider_code=provider.code,
        model_id=model.id,
        model_name=model.name,
        category=model.category,
        price=metering.price_in_force(session, model.id, now),
        schedule=metering.prices_after(session, model.id, now),
    )


def _skip_reason(provider: Provider, settings: Settings, cooldown_since: datetime) -> str | None:
    """Why the chain passes this provider by, if it does."""
    if provider.code == "local":
        return "local"
    if not provider.is_active:
        return "inactive"
    if not is_configured(provider):
        return "not_configured"
    if (
        provider.consecutive_failures >= settings.gateway_failures_before_cooldown
        and provider.last_failure_at is not None
        and provider.last_failure_at > cooldown_since
    ):
        return "cooling_down"
    return None


def _rule_view(rule: FallbackRule | None) -> RuleView | None:
    if rule is None:
        return None
    return RuleView(
        rule.max_retries, rule.trigger_on_error, rule.trigger_on_timeout, rule.trigger_on_rate_limit
    )


def _step(
    provider: Provider,
    reason: str | None,
    model: ResolvedModel | None,
    rule: FallbackRule | None,
    budgets: dict[int | None, tuple[metering.BudgetRef, ...]],
) -> Step:
    return Step(
        provider_id=provider.id,
        provider_code=provider.code,
        reason_skipped=reason,
        connection=connection_for(provider) if reason is None else None,
        model=model,
        rule=_rule_view(rule),
        budgets=metering.budgets_for(budgets, provider.id),
        failures=provider.consecutive_failures,
        cache_write_markup=vendor_of(provider.code).cache_write_markup,
    )


def plan(session: Session, provider_id: int, model_id: int | None) -> list[Step]:
    """The chain of providers to try, resolved in one read-only unit of work."""
    settings = get_settings()
    catalogue = CatalogueRepository(session)
    rules = {r.primary_provider_id: r for r in FallbackRepository(session).all()}
    budgets = metering.applicable_budgets(session)
    first = resolve_model(session, provider_id, model_id)
    cooldown_since = utcnow() - timedelta(seconds=settings.gateway_cooldown_seconds)
    steps: list[Step] = []
    seen: set[int] = set()
    current: int | None = provider_id
    while current is not None and current not in seen:
        seen.add(current)
        provider = catalogue.provider(current)
        if provider is None:
            break
        reason = _skip_reason(provider, settings, cooldown_since)
        model: ResolvedModel | None = None
        if reason is None:
            try:
                model = (
                    first
                    if current == provider_id
                    else resolve_model(session, current, None, category=first.category)
                )
            except ModelNotFound:
                reason = "no_model"
        rule = rules.get(current)
        steps.append(_step(provider, reason, model, rule, budgets))
        if reason == "local":
            break
        current = rule.fallback_provider_id if rule else None
    return steps


# ------------------------------------------------------------------------------------------ the cache

# Plans are dropped in every process when the ``ai_plans`` change counter moves (a write through a
# providers service, or a call that changed passive health). The timer stays because a plan also holds
# what time alone changes: a cool-down that ends, a price whose date comes.
_plans: VersionedCache[list[Step]] = VersionedCache(PLAN_TTL_SECONDS)


def forget_plans(executor: changes.Executor) -> None:
    """Mark every plan stale in every process, in the transaction of the write that makes them stale;
    this process drops its own at once (the write may be its next call's)."""
    changes.bump(executor, changes.AI_PLANS)
    _plans.clear()


# Plans being reloaded after their timer ran out, by (provider, model): one thread reloads, the others
# go on with the plan it replaces. Every thread reloading at once, every ``PLAN_TTL_SECONDS`` (a dozen
# reads each), was the slowest 1% of ``/v1`` calls at c=32 (200 ms of them; ``bench.gateway_stages``).
# What the timer is for (a cool-down that ends, a price whose date comes) is then seen one reload later;
# what a write changes still moves the counter, which no stale plan outlives.
_reloading: set[tuple[int, int | None]] = set()
_reloading_lock = threading.Lock()


def cached_plan(provider_id: int, model_id: int | None, version: int | None = None) -> list[Step]:
    """The plan, from this process's cache while the ``ai_plans`` counter stays at ``version`` (read
    here when not given: a caller that already read it, ``/v1``, spares the read)."""
    if version is not None:
        key = (provider_id, model_id)

        def load() -> list[Step]:
            # Read after the counter: the plan is at least as new as the version it is kept under.
            with get_database().unit_of_work(write=False) as session:
                return plan(session, provider_id, model_id)

        found = _plans.kept(key, version)
        if found is not None:
            return found
        stale = _plans.stale(key, version)
        with _reloading_lock:
            if stale is not None and key in _reloading:
                return stale
            _reloading.add(key)
        try:
            return _plans.get(key, version, load)
        finally:
            with _reloading_lock:
                _reloading.discard(key)
    with get_database().unit_of_work(write=False) as session:
        version = changes.current(session, changes.AI_PLANS)
        return _plans.get((provider_id, model_id), version, lambda: plan(session, provider_id, model_id))
