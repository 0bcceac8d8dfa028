"""The hot ``/v1`` routes (``POST`` chat completions, messages, embeddings) served as plain ASGI, ahead
of the application's middleware stack and FastAPI's routing and dependency machinery.

Measured with py-spy (``bench/gateway_profile.py``), a call through FastAPI spent more CPU in the
stack (four middlewares, routing over every route of the app, dependency solving, a thread hop for the
key and another for the route) than in the call itself. Here a request is: its headers read, its body
read (at most ``max_body_bytes``, refused with 400 past it), then one hop to a request thread that
authenticates the key, validates the body with the same models as the OpenAPI document's routes
(``relay.routes``, which still describe these paths and serve them if this is not installed), routes,
counts the rate, reserves and forwards. Whole answers go back as the provider's bytes; streams are
passed on as their events arrive and settled whatever happens (``SettledStream``). The request thread
takes a stream's first events itself, and all of it when the provider had sent it all by then (a short
answer often comes in one piece): the call is then settled there and answered in one piece, with none
of the further hops to a thread that a stream costs per part.

What the rest of the API does for every request and these routes do for themselves: the caller's
language for messages, ``X-Request-ID`` and ``nosniff`` on the response, the body limit. Admission
(``core.admission``) is not needed: its place was given back as soon as the key was known, and the
request threads (the same limiter) still bound how many calls run at once.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import anyio
import anyio.to_thread
from pydantic import BaseModel, ValidationError
from sqlalchemy.exc import OperationalError
from starlette.responses import StreamingResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from misrad.core.errors import MisradError
from misrad.core.i18n import language_from_header, set_language
from misrad.core.settings import get_settings
from misrad.core.validation import describe as describe_validation
from misrad.providers.relay import access, limits
from misrad.providers.relay.calls import (
    Answer,
    CountersCheck,
    RelayRequest,
    StreamAnswer,
    cap_tokens,
    relay,
)
from misrad.providers.relay.errors import UnknownKey, openai_error_body, status_of
from misrad.providers.relay.protocol import ChatCompletionRequest, EmbeddingRequest, MessagesRequest
from misrad.providers.relay.tokens import prompt_tokens_bound
from misrad.providers.relay.upstream import Protocol

log = logging.getLogger("misrad.relay")
BUSY_RETRY_SECONDS = 1


@dataclass(frozen=True)
class Endpoint:
    protocol: Protocol
    kind: str
    model: type[BaseModel]


ENDPOINTS = {
    "/v1/chat/completions": Endpoint("openai", "chat", ChatCompletionRequest),
    "/v1/messages": Endpoint("anthropic", "chat", MessagesRequest),
    "/v1/embeddings": Endpoint("openai", "embeddings", EmbeddingRequest),
}


class SettledStream(StreamingResponse):
    """A streamed answer that is settled whatever happens: the end, a provider failure, or a client
    that hangs up halfway (then the provider's stream is closed and what came is charged). ``first``
    is what the request thread already took; each further part is one hop to a thread."""

    def __init__(self, answer: StreamAnswer, first: bytes) -> None:
        super().__init__(
            self._parts(answer, first), media_type="text/event-stream", headers={"cache-control": "no-cache"}
        )
        self.answer = answer

    @staticmethod
    async def _parts(answer: StreamAnswer, first: bytes) -> AsyncIterator[bytes]:
        if first:
            yield first
        while not answer.ended:
            part = await anyio.to_thread.run_sync(answer.take)
            if part:
                yield part

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            if not self.answer.finished:
                with anyio.CancelScope(shield=True):
                    await anyio.to_thread.run_sync(self.answer.finish)


@dataclass(frozen=True)
class OpenedStream:
    """A stream as the request thread left it: its first bytes taken (all of it, and the call settled,
    when the provider had sent the whole stream by then: a short answer often comes in one piece)."""

    answer: StreamAnswer
    first: bytes


@dataclass(frozen=True)
class Refusal:
    status: int
    code: str
    params: dict[str, Any]


def start_call(
    grant: access.KeyGrant,
    generations: access.Generations | None,
    endpoint: Endpoint,
    body: dict[str, Any],
    max_tokens: int | None,
    *,
    check: CountersCheck | None = None,
    counted: set[int] | None = None,
) -> Answer | StreamAnswer:
    """A validated request of ``grant``'s: its route, its rate, then the call (``calls.relay``).
    ``counted``: the keys whose request an earlier attempt of the same request counted already."""
    route = access.route_for(grant, str(body["model"]), generations.plans if generations else None)
    if counted is None or grant.id not in counted:
        limits.admit_request(grant)
        if counted is not None:
            counted.add(grant.id)
    stream = bool(body.get("stream"))
    request = RelayRequest(
        grant=grant,
        route=route,
        protocol=endpoint.protocol,
        kind="embeddings" if endpoint.kind == "embeddings" else "chat",
        body=body,
        stream=stream,
        max_tokens=cap_tokens(max_tokens),
        prompt_bound=prompt_tokens_bound(body),
        include_usage=bool((body.get("stream_options") or {}).get("include_usage")),
        plans_generation=generations.plans if generations else None,
        check=check,
    )
    return relay(request)


def _requested_tokens(data: BaseModel) -> int | None:
    value = getattr(data, "max_completion_tokens", None) or getattr(data, "max_tokens", None)
    return int(value) if value is not None else None


# A call starts from the counters this process last saw; when they moved it starts again from those its
# reservation found, and a third time (counters moving all along) without checking them again.
CHECKED_ATTEMPTS = 2


def handle(endpoint: Endpoint, secret: str, raw: bytes) -> Answer | OpenedStream | Refusal:
    """On a request thread: the key, the body, the call, from the change counters this process last saw
    (``access``), checked by the call's reservation; on PostgreSQL a call that finds them unchanged
    makes that one round trip to the database before it goes out. A refusal is decided only on
    counters read or checked now, and a request counted against its key's rate once."""
    try:
        generations = access.known_generations()
        read_now = False
        counted: set[int] = set()  # keys whose request the rate limit counted in an earlier attempt
        for attempt in range(CHECKED_ATTEMPTS + 1):
            if generations is None:
                generations, read_now = access.generations(), True
            check = CountersCheck(generations) if attempt < CHECKED_ATTEMPTS else None
            try:
                grant = access.authenticate_key(secret, generations.keys)
                outcome = _call(endpoint, grant, generations, raw, check, counted)
                if read_now or not isinstance(outcome, Refusal):
                    return outcome
                generations = None  # an invalid body, but is the key still good? Ask with current counters
            except access.StaleGenerations as stale:
                generations, read_now = stale.found, True
            except MisradError:
                if read_now or (check is not None and check.confirmed):
                    raise
                generations = None  # decided on counters not checked: read them and decide again
        raise AssertionError("unreachable: the last attempt checks nothing")
    except MisradError as exc:
        return Refusal(status_of(exc), exc.error_code, dict(exc.params))
    except OperationalError:  # the database out of connections or unreachable: come back shortly
        log.warning("a /v1 call found no database connection", exc_info=True)
        return Refusal(503, "service_busy", {"retry_after": BUSY_RETRY_SECONDS})


def _call(
    endpoint: Endpoint,
    grant: access.KeyGrant,
    generations: access.Generations,
    raw: bytes,
    check: CountersCheck | None,
    counted: set[int],
) -> Answer | OpenedStream | Refusal:
    try:
        body = json.loads(raw)
        data = endpoint.model.model_validate(body)
    except ValueError as exc:  # malformed JSON, or a body the protocol's model refuses
        details = describe_validation(exc.errors())[1] if isinstance(exc, ValidationError) else ""
        return Refusal(400, "relay_invalid_request", {"details": details})
    # The client's own body goes on (its model name replaced in ``calls``): not re-encoded from the
    # validated model, which only checked it.
    tokens = _requested_tokens(data)
    answer = start_call(grant, generations, endpoint, body, tokens, check=check, counted=counted)
    if isinstance(answer, Answer):
        answer.settle()  # queued for the settlement writer: the response does not wait for it
        return answer
    return OpenedStream(answer, _first_part(answer))


def _first_part(answer: StreamAnswer) -> bytes:
    try:
        return answer.take()
    except BaseException:
        answer.finish()
        raise


def _header(scope: Scope, name: bytes) -> str:
    for key, value in scope["headers"]:
        if key == name:
            return str(value.decode("latin-1"))
    return ""


def _secret(scope: Scope) -> str:
    scheme, _, credentials = _header(scope, b"authorization").partition(" ")
    secret = credentials if scheme.lower() == "bearer" else _header(scope, b"x-api-key")
    return secret.strip()


async def _read_body(scope: Scope, receive: Receive, limit: int) -> bytes | None:
    """The whole body, or None as soon as it is past ``limit`` (before reading when it says so)."""
    declared = _header(scope, b"content-length")
    if declared.isdigit() and int(declared) > limit:
        return None
    parts: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return b""
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        parts.append(chunk)
        if not message.get("more_body", False):
            return b"".join(parts)


def _start(
    status: int, content_type: bytes, length: int | None, request_id: str, *, stream: bool = False
) -> Message:
    headers = [
        (b"content-type", content_type),
        (b"x-request-id", request_id.encode()),
        (b"x-content-type-options", b"nosniff"),
    ]
    if stream:
        headers.append((b"cache-control", b"no-cache"))
    if length is not None:
        headers.append((b"content-length", str(length).encode()))
    return {"type": "http.response.start", "status": status, "headers": headers}


async def _send_whole(
    send: Send, status: int, content_type: bytes, body: bytes, request_id: str, *, stream: bool = False
) -> None:
    await send(_start(status, content_type, len(body), request_id, stream=stream))
    await send({"type": "http.response.body", "body": body})


async def _refuse(send: Send, refusal: Refusal, request_id: str) -> None:
    body = openai_error_body(refusal.status, refusal.code, **refusal.params)
    start = _start(refusal.status, b"application/json", len(body), request_id)
    if refusal.status in (429, 503):
        start["headers"].append((b"retry-after", str(refusal.params.get("retry_after", 60)).encode()))
    await send(start)
    await send({"type": "http.response.body", "body": body})


async def serve(endpoint: Endpoint, scope: Scope, receive: Receive, send: Send) -> None:
    request_id = _header(scope, b"x-request-id")[:64] or uuid.uuid4().hex
    set_language(language_from_header(_header(scope, b"accept-language") or None))
    secret = _secret(scope)
    if not secret:  # refused before its body is read, as the rest of the API does
        await _refuse(send, Refusal(401, UnknownKey.code, {}), request_id)
        return
    limit = get_settings().max_body_bytes
    raw = await _read_body(scope, receive, limit)
    if raw is None:  # over the limit: an invalid request here, not a 413
        await _refuse(
            send, Refusal(400, "relay_body_too_large", {"limit": f"{limit // (1024 * 1024)} MB"}), request_id
        )
        return
    try:
        outcome = await anyio.to_thread.run_sync(handle, endpoint, secret, raw)
    except Exception:  # served ahead of the application's error handling: answer in the client's shape
        log.exception("a /v1 call failed")
        outcome = Refusal(500, "internal_error", {})
    if isinstance(outcome, Refusal):
        await _refuse(send, outcome, request_id)
    elif isinstance(outcome, OpenedStream) and outcome.answer.ended:  # all of it came, and is settled
        await _send_whole(send, 200, b"text/event-stream", outcome.first, request_id, stream=True)
    elif isinstance(outcome, OpenedStream):
        response = SettledStream(outcome.answer, outcome.first)
        response.headers["x-request-id"] = request_id
        response.headers["x-content-type-options"] = "nosniff"
        await response(scope, receive, send)
    elif isinstance(outcome.content, list):  # a translated answer replayed as the client's stream
        await _send_whole(send, 200, b"text/event-stream", b"".join(outcome.content), request_id, stream=True)
    else:
        await _send_whole(send, 200, b"application/json", outcome.content, request_id)


class RelayFastPath:
    """ASGI middleware, outermost: the hot ``/v1`` routes here, everything else to the application."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "POST":
            endpoint = ENDPOINTS.get(scope["path"])
            if endpoint is not None:
                await serve(endpoint, scope, receive, send)
                return
        await self.app(scope, receive, send)
