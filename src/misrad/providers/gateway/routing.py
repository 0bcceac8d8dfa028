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

With ``stream`` the answer's text is handed on as it is written (adapters that cannot stream hand it
on whole); metering is the same. An attempt that fails after writing some text calls
``stream.restarted()`` before the chain goes on, so the reader drops the broken beginning.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers import metering
from misrad.providers.errors import BudgetExceeded
from misrad.providers.gateway.adapters import client_for
from misrad.providers.gateway.plans import RuleView, Step, cached_plan, forget_plans
from misrad.providers.gateway.types import (
    AnswerStream,
    AttemptFailure,
    ChatMessage,
    ChatReply,
    CompletionResult,
    GatewayUnavailable,
    ProviderCallError,
    ToolSpec,
)

TRANSIENT = frozenset({"rate_limit", "timeout", "unavailable"})
FEATURES = frozenset({"chat", "extraction", "validation", "health"})
# What a failed attempt leads to: the same provider again, the next of the chain, or the end.
NextMove = Literal["retry", "next", "stop"]


def prompt_token_bound(messages: Sequence[ChatMessage], tools: Sequence[ToolSpec]) -> int:
    """An upper bound of the prompt's tokens: one token per character (BPE tokenizers never need more
    for ordinary text; Hebrew runs near one token per 1-3 characters), plus a per-message overhead."""
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


def after_failure(rule: RuleView | None, error_type: str) -> NextMove:
    """A disabled trigger (or no rule) ends the chain; a transient error is retried; others move on."""
    if not _triggered(rule, error_type):
        return "stop"
    return "retry" if error_type in TRANSIENT else "next"


def backoff_seconds(retry: int) -> float:
    """Exponential backoff with jitter: half of ``base * 2**retry`` (capped) plus up to the other half."""
    settings = get_settings()
    ceiling: float = min(settings.gateway_retry_max_seconds, settings.gateway_retry_base_seconds * (2**retry))
    return ceiling / 2 + random.uniform(0, ceiling / 2)  # noqa: S311 - jitter, not security


# ------------------------------------------------------------------------------------------ the call


@dataclass(frozen=True)
class _Request:
    """One caller's request, as every attempt of the chain sends it."""

    user_id: int | None
    feature: str
    messages: Sequence[ChatMessage]
    tools: Sequence[ToolSpec]
    temperature: float | None
    max_tokens: int
    prompt_bound: int
    stream: AnswerStream | None = None


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
    stream: AnswerStream | None = None,
) -> ChatReply:
    """Send one chat completion through the gateway (see the module docstring).

    Raises ``UnknownProvider``/``ModelNotFound`` (400) for ids that do not exist and
    ``GatewayUnavailable`` when no provider of the chain answered.
    """
    cap = max_tokens or get_settings().gateway_default_max_tokens
    steps = cached_plan(provider_id, model_id)
    request = _Request(
        user_id, feature, messages, tools, temperature, cap, prompt_token_bound(messages, tools), stream
    )
    failures: list[AttemptFailure] = []
    for index, step in enumerate(steps):
        if step.reason_skipped is not None or step.model is None or step.connection is None:
            failures.append(AttemptFailure(step.provider_code, step.reason_skipped or "not_configured"))
            if step.reason_skipped == "local":
                break
            continue
        found = _try_provider(request, step, steps[0].provider_id if index else None, failures)
        if isinstance(found, ChatReply):
            return found
        if found == "stop":
            break
    raise GatewayUnavailable(failures)


def _try_provider(
    request: _Request, step: Step, fallback_from: int | None, failures: list[AttemptFailure]
) -> ChatReply | NextMove:
    """One provider of the chain: once, and up to its rule's ``max_retries`` more times with backoff."""
    attempts = 1 + (step.rule.max_retries if step.rule else 0)
    for attempt in range(1, attempts + 1):
        found = _attempt(request, step, attempt, fallback_from, failures)
        if found == "retry" and attempt < attempts:
            time.sleep(backoff_seconds(attempt - 1))
            continue
        return "next" if found == "retry" else found
    return "next"


def _send(request: _Request, step: Step, written: _Written) -> CompletionResult:
    """The request to the step's model, its text streamed to the caller as it comes when asked."""
    assert step.model is not None and step.connection is not None
    return client_for(step.connection).complete(
        step.model.model_name,
        request.messages,
        request.tools,
        request.temperature,
        request.max_tokens,
        on_text=written if request.stream is not None else None,
    )


def _attempt(
    request: _Request, step: Step, attempt: int, fallback_from: int | None, failures: list[AttemptFailure]
) -> ChatReply | NextMove:
    """Reserve the worst case, send with no transaction open, settle what it really cost."""
    assert step.model is not None and step.connection is not None
    model = step.model
    price = model.price_at(utcnow())
    worst = metering.worst_case_cost(price, request.prompt_bound, request.max_tokens)
    try:
        with get_database().write_transaction() as connection:
            hold = metering.reserve_on(connection, step.budgets, worst)
    except BudgetExceeded as exc:
        failures.append(
            AttemptFailure(step.provider_code, "budget_exceeded", str(exc.params.get("budget", "")))
        )
        return "next"  # a budget refusal moves on to the fallback at once
    outcome = _Outcome(request.user_id, request.feature, step, attempt, fallback_from, hold, price)
    started = time.perf_counter()
    written = _Written(request.stream)
    try:
        result = _send(request, step, written)
    except ProviderCallError as exc:
        written.void()
        _settle(outcome, None, int((time.perf_counter() - started) * 1000), exc.error_type)
        failures.append(AttemptFailure(step.provider_code, exc.error_type, exc.detail[:200]))
        return after_failure(step.rule, exc.error_type)
    except BaseException:
        written.void()
        _settle(outcome, None, 0, "unavailable")
        raise
    latency = int((time.perf_counter() - started) * 1000)
    cost = metering.call_cost(price, result.usage, cache_write_markup=step.cache_write_markup)
    _settle(outcome, result.usage, latency, None, cost)
    return _reply(step, model.model_name, result, cost, latency)


class _Written:
    """Hands an attempt's text on to the stream, and remembers whether any was written."""

    def __init__(self, stream: AnswerStream | None) -> None:
        self.stream = stream
        self.any = False

    def __call__(self, text: str) -> None:
        if self.stream is not None:
            self.any = True
            self.stream.written(text)

    def void(self) -> None:
        """The attempt failed: what it wrote is no answer."""
        if self.stream is not None and self.any:
            self.stream.restarted()


def _reply(
    step: Step, model_name: str, result: CompletionResult, cost: Decimal, latency_ms: int
) -> ChatReply:
    return ChatReply(
        text=result.text,
        tool_calls=result.tool_calls,
        provider_code=step.provider_code,
        model_name=model_name,
        input_tokens=result.usage.input_tokens,
        output_tokens=result.usage.output_tokens,
        cost=cost,
        latency_ms=latency_ms,
    )


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
    usage: metering.Usage | None,
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
                usage=usage or metering.Usage(),
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
            forget_plans(connection)  # every process's next call plans with the new failure count
