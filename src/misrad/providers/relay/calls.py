"""The ``/v1`` call path: the gateway's plan, fallback rules, reservation and metering, for a client's
own request in its own protocol.

Per provider of the chain (``gateway.plans``; the same rules as ``complete_chat``):

1. The worst case (prompt bound at the input price + the token cap at the output price) is reserved on
   the office's budgets that apply and on the key's own budget, in one short transaction that also
   writes the hold with the call's usage row as it would be at that worst case (``pending_usage``),
   and that checks the change counters the call's caches were trusted by (``CountersCheck``).
   The key's budget refusing ends the call (402); an office budget refusing moves on to the fallback.
   The cap is the client's ``max_tokens`` else ``gateway_default_max_tokens``, and it is sent to the
   provider, so the reservation really bounds the call.
2. The request goes out with no transaction open: as sent (model name replaced) to a provider of the
   client's protocol, translated (``translate``) to one of the other protocol. A failure is metered and
   the provider's rule decides: retry, next provider, or stop.
3. The answer goes back at once; its settlement (usage row with key, owner and team, rollup, budgets
   with the real cost, passive health) is queued for the settlement writer (``relay.settlement``),
   which writes what waits in one transaction. A crash before that leaves the hold, which the sweeper
   turns into the call's usage row at its worst case (``metering.sweep_expired_holds``): no call goes
   unmetered.

A stream is passed on event by event as the provider sends it; the provider is asked for usage
(``stream_options.include_usage``) and the client sees that chunk only if it asked too. When the
stream ends, or the client leaves halfway (``StreamAnswer.finish``, called by the response in every
case), the call is settled with what was streamed: the provider's usage if it came, else the streamed
text counted. A call translated across protocols is sent unstreamed and replayed as the client's stream.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Literal

from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.settings import get_settings
from misrad.providers import metering
from misrad.providers.errors import BudgetExceeded
from misrad.providers.gateway.adapters import vendor_of
from misrad.providers.gateway.adapters.anthropic_api import AnthropicAdapter, normalise_anthropic_usage
from misrad.providers.gateway.adapters.openai_api import OpenAIAdapter, normalise_openai_usage
from misrad.providers.gateway.plans import Step, cached_plan, forget_plans
from misrad.providers.gateway.routing import after_failure, backoff_seconds
from misrad.providers.gateway.types import ProviderCallError
from misrad.providers.relay import blocks, limits, reserving, settlement, tokens, translate, upstream
from misrad.providers.relay.access import (
    Generations,
    KeyGrant,
    ModelRoute,
)
from misrad.providers.relay.errors import ProvidersFailed
from misrad.providers.relay.upstream import Protocol

Kind = Literal["chat", "embeddings"]
PATHS = {
    ("openai", "chat"): "/chat/completions",
    ("anthropic", "chat"): "/messages",
    ("openai", "embeddings"): "/embeddings",
}


@dataclass
class CountersCheck:
    """The change counters a call's caches were trusted by (``expected``), which its first reservation
    must find unchanged, in the same statement (PostgreSQL) or transaction: then ``confirmed``. Later
    reservations of the call (a retry, a fallback) check nothing: the call's own failure moves the plans'
    counter."""

    expected: Generations
    confirmed: bool = False

    def counters(self) -> tuple[int, int] | None:
        return None if self.confirmed else (self.expected.keys, self.expected.plans)


@dataclass(frozen=True)
class RelayRequest:
    grant: KeyGrant
    route: ModelRoute
    protocol: Protocol  # the client's
    kind: Kind
    body: dict[str, Any]
    stream: bool
    max_tokens: int
    prompt_bound: int
    include_usage: bool = False
    plans_generation: int | None = None  # the ``ai_plans`` counter as the call read it
    check: CountersCheck | None = None


def provider_protocol(provider_code: str) -> Protocol | None:
    adapter = vendor_of(provider_code).adapter
    if adapter is OpenAIAdapter:
        return "openai"
    if adapter is AnthropicAdapter:
        return "anthropic"
    return None  # Gemini: not relayed (see docs/api)


@dataclass
class _Reserved:
    """One attempt with its reservation, until it is settled (once)."""

    request: RelayRequest
    step: Step
    hold: metering.Hold | None
    price: metering.PriceSnapshot
    attempt: int
    fallback_from: int | None
    started: float = field(default_factory=time.perf_counter)
    settled: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)


def _metered(
    reserved: _Reserved, usage: metering.Usage, cost: Decimal, error_type: str | None
) -> metering.Metered:
    step, grant = reserved.step, reserved.request.grant
    assert step.model is not None
    return metering.Metered(
        user_id=grant.owner_user_id,
        provider_id=step.provider_id,
        model_id=step.model.model_id,
        price_id=reserved.price.id,
        feature="chat",
        usage=usage,
        cost_usd=cost,
        latency_ms=int((time.perf_counter() - reserved.started) * 1000),
        success=error_type is None,
        error_type=error_type,
        attempt=reserved.attempt,
        fallback_from_id=reserved.fallback_from,
        virtual_key_id=grant.id,
        team=grant.team,
    )


def _reserve(request: RelayRequest, step: Step, attempt: int, fallback_from: int | None) -> _Reserved:
    """Reserve the worst case with the call's pending usage row; raises BudgetExceeded."""
    assert step.model is not None
    price = step.model.price_at(utcnow())
    output = request.max_tokens if request.kind == "chat" else 0
    worst = metering.worst_case_cost(price, request.prompt_bound, output)
    budgets = step.budgets
    if request.grant.budget is not None:
        budgets = tuple(sorted((*budgets, request.grant.budget), key=lambda b: b.id))
    reserved = _Reserved(request, step, None, price, attempt, fallback_from)
    worst_usage = metering.Usage(input_tokens=request.prompt_bound, output_tokens=output)
    pending = _metered(reserved, worst_usage, worst, None)
    check = request.check
    counters = check.counters() if check is not None else None
    reserved.hold = reserving.from_block(budgets, worst, pending, counters)
    if reserved.hold is None:
        reserved.hold = reserving.at_once(budgets, worst, pending, counters)
    if reserved.hold is None:
        reserved.hold = reserving.in_transaction(budgets, worst, pending, counters)
    if check is not None:
        check.confirmed = True
    reserved.started = time.perf_counter()
    return reserved


def settle(
    reserved: _Reserved, usage: metering.Usage | None, error_type: str | None, *, now: bool = False
) -> None:
    """The attempt's outcome (once): usage row with key and team, rollup, budgets, passive health. A
    success is queued for the settlement writer (``relay.settlement``); a failure is written ``now``,
    since the next attempt's plan reads the provider's health."""
    with reserved.lock:
        if reserved.settled:
            return
        reserved.settled = True
    step = reserved.step
    used = usage or metering.Usage()
    cost = metering.call_cost(reserved.price, used, cache_write_markup=step.cache_write_markup)
    metered = _metered(reserved, used, cost, error_type)
    blocks.done(reserved.hold, cost)
    health = error_type is not None or bool(step.failures)
    grant = reserved.request.grant
    tokens = limits.tokens_counted(grant, used.input_tokens + used.output_tokens)
    done = settlement.Settlement(metered, reserved.hold, tokens, grant.key_hash)
    if not (now or health):
        settlement.submit(done)
        return
    try:
        with get_database().write_transaction() as connection:
            settlement.write(connection, [done])
            metering.note_passive_health(
                connection, step.provider_id, ok=error_type is None, error_type=error_type
            )
            forget_plans(connection)  # every process's next call plans with the new failure count
    except Exception:
        blocks.written([reserved.hold], ok=False)
        raise
    blocks.written([reserved.hold])


# ------------------------------------------------------------------------------------------ bodies


def _outgoing(request: RelayRequest, model: str, protocol: Protocol) -> dict[str, Any]:
    """The body sent to a provider of ``protocol``: the client's own (model replaced, the token cap
    made explicit) or its translation."""
    body = request.body
    if request.kind == "embeddings":
        return {**body, "model": model}
    if protocol == request.protocol:
        out = {**body, "model": model}
        if protocol == "openai":
            if out.get("max_tokens") is None and out.get("max_completion_tokens") is None:
                out["max_tokens"] = request.max_tokens
            if request.stream:
                out["stream_options"] = {**(out.get("stream_options") or {}), "include_usage": True}
        return out
    if protocol == "anthropic":
        return translate.openai_to_anthropic(body, model, request.max_tokens)
    return translate.anthropic_to_openai(body, model, request.max_tokens)


def _usage_of(protocol: Protocol, reply: dict[str, Any]) -> metering.Usage:
    usage = reply.get("usage") or {}
    return normalise_anthropic_usage(usage) if protocol == "anthropic" else normalise_openai_usage(usage)


def _client_reply(request: RelayRequest, protocol: Protocol, reply: upstream.Reply) -> bytes | list[bytes]:
    """What the client gets: the provider's bytes as they came, or the translation (as stream events
    when the client asked for a stream)."""
    if protocol == request.protocol and not request.stream:
        return reply.raw
    name = request.route.name
    if request.protocol == "openai":
        translated = translate.anthropic_reply_to_openai(reply.body, name)
        if request.stream:
            return translate.openai_events(translated, request.include_usage)
    else:
        translated = translate.openai_reply_to_anthropic(reply.body, name)
        if request.stream:
            return translate.anthropic_events(translated)
    return json.dumps(translated, ensure_ascii=False).encode()


# ------------------------------------------------------------------------------------------ answers


@dataclass
class Answer:
    """A whole answer (or a translated one replayed as stream events); ``settle`` runs after it is sent."""

    content: bytes | list[bytes]
    reserved: _Reserved
    usage: metering.Usage

    def settle(self) -> None:
        settle(self.reserved, self.usage, None)


class StreamAnswer:
    """A provider's stream passed on as it comes: ``take()``, on a request thread, returns the next
    bytes for the client (waiting for the provider's next ones, then taking whatever else already
    arrived), and settles the call as soon as the provider's stream ended; ``finish`` settles with what
    was streamed in every other case (a failure, a client that left halfway)."""

    def __init__(self, reserved: _Reserved, stream: upstream.Stream, protocol: Protocol) -> None:
        self.reserved = reserved
        self._stream = stream
        self._protocol = protocol
        self._received: list[bytes] = []
        self._pending = b""
        self._failed: str | None = None
        self._hide_usage = protocol == "openai" and not reserved.request.include_usage
        self._finished = False
        self._finish_lock = threading.Lock()
        self.ended = False

    def take(self) -> bytes:
        """The next whole events for the client (b"" when none is complete yet); at the end of the
        provider's stream (or its failure) the rest, and the call settled (``finish``)."""
        out: list[bytes] = []
        try:
            while not self.ended:
                chunk = self._stream.read()
                if not chunk:
                    self.ended = True
                    break
                out.append(self._events(chunk))
                if self._stream.ended:
                    self.ended = True
                elif not self._stream.ready():
                    break
        except ProviderCallError as exc:
            self._failed = exc.error_type
            self.ended = True
        if self.ended:
            out.append(self._pending)
            self._pending = b""
            self.finish()
        return b"".join(out)

    def _events(self, chunk: bytes) -> bytes:
        """What of ``chunk`` completes events (the rest waits for the next chunk), the usage event left
        out unless the client asked for it."""
        self._received.append(chunk)
        pending = self._pending + chunk
        cut = pending.rfind(b"\n\n")
        if cut < 0:
            self._pending = pending
            return b""
        ready, self._pending = pending[: cut + 2], pending[cut + 2 :]
        if self._hide_usage and b'"usage"' in ready:
            ready = b"".join(e + b"\n\n" for e in ready.split(b"\n\n") if e and not _usage_only(e))
        return ready

    def finish(self) -> None:
        """Settle (once) with what came: the provider's usage, else the streamed text counted."""
        with self._finish_lock:
            if self._finished:
                return
            self._finished = True
        self._stream.close()
        raw = b"".join(self._received)
        bound = self.reserved.request.prompt_bound
        if self._protocol == "anthropic":
            used = tokens.anthropic_stream_usage(raw, bound)
        else:
            used = tokens.openai_stream_usage(raw, bound)
        settle(self.reserved, used, self._failed)

    @property
    def finished(self) -> bool:
        return self._finished


def _usage_only(event: bytes) -> bool:
    return event.startswith(b"data:") and b'"choices":[]' in event.replace(b" ", b"") and b'"usage"' in event


# ------------------------------------------------------------------------------------------ the chain


def _attempt(reserved: _Reserved, protocol: Protocol) -> Answer | StreamAnswer:
    request, step = reserved.request, reserved.step
    assert step.model is not None and step.connection is not None
    body = json.dumps(_outgoing(request, step.model.model_name, protocol), ensure_ascii=False).encode()
    path = PATHS[(protocol, request.kind)]
    if request.stream and protocol == request.protocol:
        return StreamAnswer(reserved, upstream.open_stream(step.connection, protocol, path, body), protocol)
    reply = upstream.post(step.connection, protocol, path, body)
    return Answer(_client_reply(request, protocol, reply), reserved, _usage_of(protocol, reply.body))


def _skip_reason(request: RelayRequest, step: Step) -> str | None:
    if step.reason_skipped is not None or step.model is None or step.connection is None:
        return step.reason_skipped or "not_configured"
    protocol = provider_protocol(step.provider_code)
    if protocol is None or (request.kind == "embeddings" and protocol != "openai"):
        return "protocol_not_relayed"
    return None


def relay(request: RelayRequest) -> Answer | StreamAnswer:
    """Answer ``request`` through the first provider of its chain that can (see the module docstring).
    Raises BudgetExceeded (402), ProvidersFailed (502)."""
    steps = cached_plan(request.route.provider_id, request.route.model_id, request.plans_generation)
    failures: list[str] = []
    refused: BudgetExceeded | None = None
    for index, step in enumerate(steps):
        reason = _skip_reason(request, step)
        if reason is not None:
            failures.append(f"{step.provider_code}: {reason}")
            continue
        fallback_from = steps[0].provider_id if index else None
        found = _try_provider(request, step, fallback_from, failures)
        if isinstance(found, Answer | StreamAnswer):
            return found
        if isinstance(found, BudgetExceeded):
            refused = found
            continue
        if found == "stop":
            break
    if refused is not None:
        raise refused  # a budget refused where the chain could have answered: 402, not 502
    raise ProvidersFailed(reasons="; ".join(failures) or "-")


def _try_provider(
    request: RelayRequest, step: Step, fallback_from: int | None, failures: list[str]
) -> Answer | StreamAnswer | BudgetExceeded | str:
    protocol = provider_protocol(step.provider_code)
    assert protocol is not None
    attempts = 1 + (step.rule.max_retries if step.rule else 0)
    for attempt in range(1, attempts + 1):
        try:
            reserved = _reserve(request, step, attempt, fallback_from)
        except BudgetExceeded as exc:
            budget = request.grant.budget
            if budget is not None and exc.params.get("budget") == budget.name:
                raise  # the key's own budget: no provider can take the call
            return exc
        try:
            return _attempt(reserved, protocol)
        except ProviderCallError as exc:
            settle(reserved, None, exc.error_type, now=True)
            failures.append(f"{step.provider_code}: {exc.error_type}")
            move = after_failure(step.rule, exc.error_type)
        except BaseException:
            settle(reserved, None, "unavailable", now=True)
            raise
        if move == "retry" and attempt < attempts:
            time.sleep(backoff_seconds(attempt - 1))
            continue
        return "next" if move == "retry" else move
    return "next"


def cap_tokens(requested: int | None) -> int:
    return requested or get_settings().gateway_default_max_tokens
