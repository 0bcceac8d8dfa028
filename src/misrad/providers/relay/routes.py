"""``/v1`` as the OpenAPI document shows it: the OpenAI API (chat completions, models, embeddings) and
Anthropic's Messages API, for any client of those SDKs given misrad's address and a virtual key
(``Authorization: Bearer`` or ``x-api-key``). Errors in the OpenAI shape (``relay.errors`` lists the
statuses).

The three ``POST`` routes are served ahead of the application by ``relay.asgi`` (the same models and
the same call, without FastAPI's per-request machinery); these routes describe them and serve them
where that path is not installed. ``GET /v1/models`` is served here.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

import anyio.to_thread
from fastapi import APIRouter, Depends, Request, Response
from fastapi.exceptions import RequestValidationError

from misrad.core.admission import leave_early
from misrad.core.errors import MisradError
from misrad.core.i18n import language_from_header, set_language
from misrad.core.settings import get_settings
from misrad.core.validation import describe as describe_validation
from misrad.core.web import RefusedRequest, UnitOfWorkRoute
from misrad.providers.relay import access
from misrad.providers.relay.access import KeyGrant
from misrad.providers.relay.asgi import ENDPOINTS, Endpoint, SettledStream, start_call
from misrad.providers.relay.calls import Answer, StreamAnswer
from misrad.providers.relay.errors import openai_error_body, status_of
from misrad.providers.relay.protocol import ChatCompletionRequest, EmbeddingRequest, MessagesRequest


def openai_error(status: int, code: str, **params: object) -> Response:
    response = Response(openai_error_body(status, code, **params), status, media_type="application/json")
    if status == 429:
        response.headers["Retry-After"] = str(params.get("retry_after", 60))
    return response


def _refusal(request: Request, exc: Exception) -> Response:
    set_language(language_from_header(request.headers.get("accept-language")))
    if isinstance(exc, RequestValidationError):
        _, details = describe_validation(exc.errors())
        return openai_error(400, "relay_invalid_request", details=details)
    if isinstance(exc, RefusedRequest):  # over the body limit: an invalid request here, not a 413
        limit = get_settings().max_body_bytes // (1024 * 1024)
        return openai_error(400, "relay_body_too_large", limit=f"{limit} MB")
    assert isinstance(exc, MisradError)
    return openai_error(status_of(exc), exc.error_code, **exc.params)


class OpenAIErrorRoute(UnitOfWorkRoute):
    """Renders every refusal of a ``/v1`` route (its key, its body, its call) in the OpenAI shape."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def guarded(request: Request) -> Response:
            try:
                return await handler(request)
            except (RequestValidationError, RefusedRequest, MisradError) as exc:
                return _refusal(request, exc)

        return guarded


# OpenAIErrorRoute is a UnitOfWorkRoute: its sync routes commit on their own thread too.
router = APIRouter(prefix="/v1", tags=["OpenAI-compatible API"], route_class=OpenAIErrorRoute)


async def key_grant(request: Request) -> KeyGrant:
    authorization = request.headers.get("authorization", "")
    scheme, _, credentials = authorization.partition(" ")
    secret = credentials.strip() if scheme.lower() == "bearer" else request.headers.get("x-api-key", "")
    grant = await anyio.to_thread.run_sync(access.authenticate_key, secret.strip())
    leave_early(request.scope)  # waiting on a provider keeps no one out
    return grant


def _respond(answer: Answer | StreamAnswer) -> Response:
    if isinstance(answer, StreamAnswer):
        return SettledStream(answer, b"")
    answer.settle()  # queued for the settlement writer: the response does not wait for it
    if isinstance(answer.content, list):
        return Response(b"".join(answer.content), media_type="text/event-stream")
    return Response(answer.content, media_type="application/json")


def _call(grant: KeyGrant, endpoint: Endpoint, body: dict[str, Any], max_tokens: int | None) -> Response:
    return _respond(start_call(grant, None, endpoint, body, max_tokens))


@router.post("/chat/completions", summary="Create a chat completion (OpenAI protocol; stream: true for SSE)")
def chat_completions(data: ChatCompletionRequest, grant: KeyGrant = Depends(key_grant)) -> Response:
    body = data.model_dump(exclude_unset=True)
    endpoint = ENDPOINTS["/v1/chat/completions"]
    return _call(grant, endpoint, body, data.max_completion_tokens or data.max_tokens)


@router.post("/embeddings", summary="Create embeddings (OpenAI protocol)")
def embeddings(data: EmbeddingRequest, grant: KeyGrant = Depends(key_grant)) -> Response:
    return _call(grant, ENDPOINTS["/v1/embeddings"], data.model_dump(exclude_unset=True), None)


@router.post("/messages", summary="Create a message (Anthropic protocol; stream: true for SSE)")
def messages(data: MessagesRequest, grant: KeyGrant = Depends(key_grant)) -> Response:
    return _call(grant, ENDPOINTS["/v1/messages"], data.model_dump(exclude_unset=True), data.max_tokens)


@router.get("/models", summary="The models this key may use")
def models(grant: KeyGrant = Depends(key_grant)) -> dict[str, Any]:
    data = [
        {"id": route.name, "object": "model", "created": 0, "owned_by": route.provider_code}
        for route in access.usable_models(grant)
    ]
    return {"object": "list", "data": data}
