"""complete_chat: model resolution, fallback chains, retries, budget reservation and metering.

Per provider of the chain (the chosen one, then each rule's fallback in turn):

1. Skipped (the chain moves on) when it is ``local`` (the assistant answers with its own engine; the
   chain stops there), inactive, not configured (no key / no base URL), or cooling down after
   ``gateway_failures_before_cooldown`` outages in a row.
2. The worst-case cost (an upper bound of the prompt's tokens at the input price + ``max_tokens`` at
   the output price; ``max_tokens`` defaults to ``gateway_default_max_tokens``) is reserved on every
   applicable budget in one short transaction. A refusal moves on to the fallback without a call.
3. The call is sent with no transaction open. Its outcome is written in one short transaction: the
   usage row (successful or not), the day's rollup, the budget settlement with the real cost, passive
   health.
4. On failure the provider's rule decides: if the trigger for that error type is on (rate limit ->
   ``trigger_on_rate_limit``, timeout -> ``trigger_on_timeout``, anything else -> ``trigger_on_error``)
   a transient error (rate limit, timeout, unavailable) is retried up to ``max_retries`` times with
   exponential backoff and jitter, then the chain moves on; a disabled trigger ends the chain. The
   last provider of a chain (no rule) is tried once.

``GatewayUnavailable.reasons`` lists every attempt's failure.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from sqlalchemy import event, select
from sqlalchemy.orm import Session

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers import metering
from misrad.providers.errors import BudgetExceeded, ModelNotFound, UnknownProvider
from misrad.providers.gateway.adapters import Connection, client_for
from misrad.providers.gateway.types import (
    AttemptFailure,
    ChatMessage,
    ChatReply,
    GatewayUnavailable,
    ProviderCallError,
    ToolSpec,
    Usage,
)
from misrad.providers.models import AiModel, Budget, FallbackRule, ModelPrice, Provider

TRANSIENT = frozenset({"rate_limit", "timeout", "unavailable"})
FEATURES = frozenset({"chat", "extraction", "validation", "health"})


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


def _default_model(session: Session, provider_id: int, category: str | None) -> AiModel | None:
    models = session.scalars(
        select(AiModel)
        .where(AiModel.provider_id == provider_id, AiModel.is_active.is_(True))
        .order_by(AiModel.id)
    ).all()
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
    provider = session.get(Provider, provider_id)
    if provider is None:
        raise UnknownProvider(provider=provider_id)
    if model_id is not None:
        model = session.get(AiModel, model_id)
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


def _plan(session: Session, provider_id: int, model_id: int | None) -> list[Step]:
    """The chain of providers to try, resolved in one read-only unit of work."""
    from misrad.providers.service import connection_for, is_configured

    settings = get_settings()
    rules = {r.primary_provider_id: r for r in session.scalars(select(FallbackRule))}
    budgets = metering.applicable_budgets(session)
    first = resolve_model(session, provider_id, model_id)
    steps: list[Step] = []
    seen: set[int] = set()
    current: int | None = provider_id
    cooldown_since = utcnow() - timedelta(seconds=settings.gateway_cooldown_seconds)
    while current is not None and current not in seen:
        seen.add(current)
        provider = session.get(Provider, current)
        if provider is None:
            break
        rule = rules.get(current)
        reason: str | None = None
        if provider.code == "local":
            reason = "local"
        elif not provider.is_active:
            reason = "inactive"
        elif not is_configured(provider):
            reason = "not_configured"
        elif (
            provider.consecutive_failures >= settings.gateway_failures_before_cooldown
            and provider.last_failure_at is not None
            and provider.last_failure_at > cooldown_since
        ):
            reason = "cooling_down"
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
        steps.append(
            Step(
                provider_id=provider.id,
                provider_code=provider.code,
                reason_skipped=reason,
                connection=connection_for(provider) if reason is None else None,
                model=model,
                rule=RuleView(
                    rule.max_retries,
                    rule.trigger_on_error,
                    rule.trigger_on_timeout,
                    rule.trigger_on_rate_limit,
                )
                if rule
                else None,
                budgets=metering.budgets_for(budgets, provider.id),
                failures=provider.consecutive_failures,
            )
        )
        if reason == "local":
            break
        current = rule.fallback_provider_id if rule else None
    return steps


def prompt_token_bound(messages: Sequence[ChatMessage], tools: Sequence[ToolSpec]) -> int:
    """An upper bound of the prompt's tokens: one token per character (BPE tokenizers never need more
    for ordinary text; Hebrew runs near one token per 1-3 characters), plus a per-message overhead."""
    import json

    chars = sum(
        len(m.content) + sum(len(json.dumps(c.arguments)) + len(c.name) for c in m.tool_calls)
        for m in messages
    )
    chars += sum(len(t.name) + len(t.description) + len(json.dumps(t.parameters)) for t in tools)
    return chars + 16 * (len(messages) + len(tools)) + 16


def _triggered(rule: RuleView | None, error_type: str) -> bool:
    if rule is None:
        return False
    if error_type == "rate_limit":
        return rule.trigger_on_rate_limit
    if error_type == "timeout":
        return rule.trigger_on_timeout
    return rule.trigger_on_error


def backoff_seconds(retry: int) -> float:
    """Exponential backoff with jitter: half of ``base * 2**retry`` (capped) plus up to the other half."""
    settings = get_settings()
    ceiling: float = min(settings.gateway_retry_max_seconds, settings.gateway_retry_base_seconds * (2**retry))
    return ceiling / 2 + random.uniform(0, ceiling / 2)  # noqa: S311 - jitter, not security


# ------------------------------------------------------------------------------------------ plan cache

# Plans are cached per (provider, model) for a short while, so that a call costs no catalogue reads.
# Any ORM write to the catalogue, budgets or rules in this process (``after_flush``) and any failed
# attempt drop every cached plan at once; other processes see such changes within PLAN_TTL_SECONDS.
PLAN_TTL_SECONDS = 5.0
_WATCHED = (Provider, AiModel, ModelPrice, Budget, FallbackRule)
_plans: dict[tuple[int, int | None], tuple[int, float, list[Step]]] = {}
_plans_lock = threading.Lock()
_generation = 0


def forget_plans() -> None:
    global _generation
    with _plans_lock:
        _generation += 1
        _plans.clear()


@event.listens_for(Session, "after_flush")
def _watch_catalogue(session: Session, _context: object) -> None:
    for instance in (*session.new, *session.dirty, *session.deleted):
        if isinstance(instance, _WATCHED):
            forget_plans()
            return


def _cached_plan(provider_id: int, model_id: int | None) -> list[Step]:
    key = (provider_id, model_id)
    now = time.monotonic()
    with _plans_lock:
        found = _plans.get(key)
        generation = _generation
    if found is not None and found[0] == generation and found[1] > now:
        return found[2]
    with get_database().unit_of_work(write=False) as session:
        steps = _plan(session, provider_id, model_id)
    with _plans_lock:
        if generation == _generation:
            _plans[key] = (generation, now + PLAN_TTL_SECONDS, steps)
    return steps


# ------------------------------------------------------------------------------------------ the call


def complete_chat(
    *,
    user_id: int | None,
    feature: str,
    provider_id: int,
    model_id: int | None,
    messages: Sequence[ChatMessage],
    tools: Sequence[ToolSpec] = (),
    temperature: float | None = None,
    max_tokens: int | None = None,
) -> ChatReply:
    """Send one chat completion through the gateway (see the module docstring).

    Raises ``UnknownProvider``/``ModelNotFound`` (400) for ids that do not exist and
    ``GatewayUnavailable`` when no provider of the chain answered.
    """
    database = get_database()
    settings = get_settings()
    cap = max_tokens or settings.gateway_default_max_tokens
    steps = _cached_plan(provider_id, model_id)
    bound = prompt_token_bound(messages, tools)
    failures: list[AttemptFailure] = []
    for index, step in enumerate(steps):
        if step.reason_skipped is not None or step.model is None or step.connection is None:
            failures.append(AttemptFailure(step.provider_code, step.reason_skipped or "not_configured"))
            if step.reason_skipped == "local":
                break
            continue
        model = step.model
        attempts = 1 + (step.rule.max_retries if step.rule else 0)
        fallback_from = steps[0].provider_id if index else None
        move_on = True
        for attempt in range(1, attempts + 1):
            price = model.price_at(utcnow())
            worst = metering.worst_case_cost(price, bound, cap)
            try:
                with database.write_transaction() as connection:
                    hold = metering.reserve_on(connection, step.budgets, worst)
            except BudgetExceeded as exc:
                failures.append(
                    AttemptFailure(step.provider_code, "budget_exceeded", str(exc.params.get("budget", "")))
                )
                break  # a budget refusal moves on to the fallback at once
            outcome = _Outcome(user_id, feature, step, attempt, fallback_from, hold, price)
            started = time.perf_counter()
            try:
                result = client_for(step.connection).complete(
                    model.model_name, messages, tools, temperature, cap
                )
            except ProviderCallError as exc:
                latency = int((time.perf_counter() - started) * 1000)
                _settle(outcome, None, latency, exc.error_type)
                failures.append(AttemptFailure(step.provider_code, exc.error_type, exc.detail[:200]))
                if not _triggered(step.rule, exc.error_type):
                    move_on = False
                    break
                if exc.error_type in TRANSIENT and attempt < attempts:
                    time.sleep(backoff_seconds(attempt - 1))
                    continue
                break
            except BaseException:
                _settle(outcome, None, 0, "unavailable")
                raise
            latency = int((time.perf_counter() - started) * 1000)
            cost = metering.call_cost(price, result.usage, provider_code=step.provider_code)
            _settle(outcome, result.usage, latency, None, cost)
            return ChatReply(
                text=result.text,
                tool_calls=result.tool_calls,
                provider_code=step.provider_code,
                model_name=model.model_name,
                input_tokens=result.usage.input_tokens,
                output_tokens=result.usage.output_tokens,
                cost=cost,
                latency_ms=latency,
            )
        if not move_on:
            break
    raise GatewayUnavailable(failures)


@dataclass(frozen=True)
class _Outcome:
    user_id: int | None
    feature: str
    step: Step
    attempt: int
    fallback_from: int | None
    hold: metering.Hold | None
    price: metering.PriceSnapshot


def _settle(
    outcome: _Outcome,
    usage: Usage | None,
    latency_ms: int,
    error_type: str | None,
    cost: Decimal = Decimal(0),
) -> None:
    """One short transaction: the usage row and its rollup, the budgets settled with the real cost,
    passive health (only when there is something to change)."""
    step = outcome.step
    assert step.model is not None
    with get_database().write_transaction() as connection:
        metering.settle(
            connection,
            metering.Metered(
                user_id=outcome.user_id,
                provider_id=step.provider_id,
                model_id=step.model.model_id,
                price_id=outcome.price.id,
                feature=outcome.feature if outcome.feature in FEATURES else "chat",
                usage=usage or Usage(),
                cost_usd=cost,
                latency_ms=latency_ms,
                success=error_type is None,
                error_type=error_type,
                attempt=outcome.attempt,
                fallback_from_id=outcome.fallback_from,
            ),
            outcome.hold,
        )
        if error_type is not None or step.failures:
            metering.note_passive_health(
                connection, step.provider_id, ok=error_type is None, error_type=error_type
            )
    if error_type is not None or step.failures:
        forget_plans()  # the next call plans again with the provider's new failure count
