"""HTTP plumbing: the request session, language and request id, and the one error handler."""

from __future__ import annotations

import functools
import inspect
import logging
import random
import uuid
from collections.abc import AsyncIterator, Callable
from contextvars import ContextVar
from typing import Annotated, Any

import anyio
import anyio.to_thread
from fastapi import APIRouter, Depends, FastAPI, Request, params
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from sqlalchemy import exc as sa_exc
from sqlalchemy.orm import Session
from starlette.datastructures import Headers, MutableHeaders
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from misrad.core import changes
from misrad.core.admission import SAFE_METHODS
from misrad.core.db import get_database, is_busy_error
from misrad.core.errors import BodyTooLarge, MisradError, PayloadTooLarge, ServiceBusy
from misrad.core.i18n import language_from_header, set_language, translate
from misrad.core.settings import get_settings
from misrad.core.validation import describe as describe_validation

log = logging.getLogger("misrad.web")

__all__ = [
    "PENDING_KEY",
    "SAFE_METHODS",
    "DbSession",
    "OnRouteThread",
    "RefusedRequest",
    "UnitOfWorkRoute",
    "accepts_upload",
    "error_response",
    "make_router",
    "resolves_on_its_thread",
]

# Room for the multipart boundaries, part headers and small form fields beside an uploaded file.
UPLOAD_ENVELOPE_BYTES = 64 * 1024


# The request's session, seen by the route's thread (anyio copies the context into it).
_REQUEST_SESSION: ContextVar[Session | None] = ContextVar("misrad_request_session", default=None)


async def get_session(request: Request) -> AsyncIterator[Session]:
    """The request's unit of work: committed once on success, before the response goes out.

    A synchronous route commits it on its own thread the moment it returns (``UnitOfWorkRoute``). On
    SQLite the first statement takes the writer turn; committing here instead, after the hops back to the
    event loop that serialising the response and closing dependencies take, kept every other writer
    waiting through them (issue 11: a 3 ms write held the turn for 30-70 ms under load). What is still
    open when the request ends (an async route, or work after that commit) is committed here.
    """
    session = get_database().new_session(write=request.method not in SAFE_METHODS)
    _REQUEST_SESSION.set(session)
    try:
        yield session
        if session.in_transaction():
            await anyio.to_thread.run_sync(session.commit)
    except BaseException:
        with anyio.CancelScope(shield=True):  # a client that went away still gets its turn released
            await anyio.to_thread.run_sync(session.rollback)
        raise
    finally:
        _REQUEST_SESSION.set(None)
        session.close()  # no I/O: the transaction has ended either way


class OnRouteThread:
    """A dependency's value that the route's own thread works out just before its endpoint runs.

    A dependency that must do blocking work (authentication's reads) would otherwise take a request
    thread of its own before the route takes another: each hop wakes a sleeping thread, about a tenth of
    an authenticated list's CPU. A synchronous route that commits on its thread (``UnitOfWorkRoute``)
    replaces every such value among its arguments by ``resolve()``'s result there. A pending value is
    also kept in the scope (``PENDING_KEY``) until it is resolved, so that an error found before the
    route (a bad query, a bad id) is answered only after it: who may not call is told so first.
    """

    def __init__(self) -> None:
        # Fail closed: a value only another dependency asked for (a router's ``dependencies=[...]``, a
        # dependency that takes the caller and returns something else) is not among the endpoint's
        # arguments, and is resolved before the endpoint runs all the same.
        _PENDING.set(self)

    def resolve(self) -> Any:
        raise NotImplementedError


# The request's ``OnRouteThread`` value not resolved yet, in its ASGI scope.
PENDING_KEY = "misrad.on_route_thread"
_PENDING: ContextVar[OnRouteThread | None] = ContextVar("misrad_on_route_thread", default=None)


def _route_then_commit(endpoint: Callable[..., Any], args: Any, kwargs: Any) -> Any:
    for name, value in kwargs.items():
        if isinstance(value, OnRouteThread):
            kwargs[name] = value.resolve()
    pending = _PENDING.get()
    if pending is not None:
        pending.resolve()  # resolving again returns what the first resolve did
    result = endpoint(*args, **kwargs)
    session = _REQUEST_SESSION.get()
    if session is not None and session.in_transaction():
        session.commit()
    return result


def _commits_on_its_thread(endpoint: Callable[..., Any]) -> Callable[..., Any]:
    # An async wrapper: FastAPI then validates and serialises the response on the event loop, where a
    # synchronous endpoint would have cost one more hop to a thread after the route.
    @functools.wraps(endpoint)
    async def run(*args: Any, **kwargs: Any) -> Any:
        return await anyio.to_thread.run_sync(_route_then_commit, endpoint, args, kwargs)

    run.__misrad_commits__ = True  # type: ignore[attr-defined]
    return run


class UnitOfWorkRoute(APIRoute):
    """A route whose synchronous endpoint commits the request's session on the thread it ran on."""

    def __init__(self, path: str, endpoint: Callable[..., Any], **options: Any) -> None:
        sync = not inspect.iscoroutinefunction(endpoint)
        if sync and not getattr(endpoint, "__misrad_commits__", False):
            endpoint = _commits_on_its_thread(endpoint)
        super().__init__(path, endpoint, **options)
        # Its endpoint runs on a request thread of its own, where ``OnRouteThread`` values are resolved.
        self.resolves_on_its_thread = bool(getattr(endpoint, "__misrad_commits__", False))


def resolves_on_its_thread(route: object | None) -> bool:
    """Whether ``route`` (the router's match) resolves ``OnRouteThread`` values on its own thread."""
    return bool(getattr(route, "resolves_on_its_thread", False))


async def refusal_before_the_route(scope: Scope) -> MisradError | None:
    """The error of the request's pending ``OnRouteThread`` value (None when it resolves or there is
    none): an error found before the route must not answer in place of a refused caller."""
    pending = scope.get(PENDING_KEY)
    if pending is None:
        return None
    try:
        await anyio.to_thread.run_sync(pending.resolve)
    except MisradError as refused:
        return refused
    return None


def make_router(**options: Any) -> APIRouter:
    """Every router of the service: its routes are ``UnitOfWorkRoute`` (``tests/test_architecture``)."""
    return APIRouter(route_class=UnitOfWorkRoute, **options)


DbSession = Annotated[Session, Depends(get_session, scope="function")]

_HOLDS_SESSION: dict[int, tuple[object, bool]] = {}


def holds_request_session(route: object | None) -> bool:
    """Whether ``route`` takes a ``DbSession`` (anywhere in its dependencies); True when unknown."""
    dependant = getattr(route, "dependant", None)
    if dependant is None:
        return True
    known = _HOLDS_SESSION.get(id(route))
    if known is None or known[0] is not route:
        pending, found = [dependant], False
        while pending and not found:
            current = pending.pop()
            found = current.call is get_session
            pending.extend(current.dependencies)
        known = _HOLDS_SESSION[id(route)] = (route, found)
    return known[1]


def error_response(status: int, code: str, **params: Any) -> JSONResponse:
    body = {"success": False, "error": translate(code, **params), "code": code}
    return JSONResponse(body, status_code=status)


class RefusedRequest(StarletteHTTPException):
    """A ``MisradError`` raised while the request's body is being read.

    FastAPI turns any other exception raised while it reads a body into a 400; an ``HTTPException``
    passes through to the handlers, which render the error it carries.
    """

    def __init__(self, error: MisradError) -> None:
        super().__init__(status_code=error.status)
        self.error = error


def accepts_upload(route: object) -> bool:
    """Whether ``route`` takes a file (a ``File`` form, or ``multipart/form-data`` in its OpenAPI)."""
    body_field = getattr(route, "body_field", None)
    if body_field is not None and isinstance(body_field.field_info, params.Form):  # File is a Form
        return True
    extra = getattr(route, "openapi_extra", None) or {}
    return "multipart/form-data" in extra.get("requestBody", {}).get("content", {})


def body_limit(route: object | None) -> tuple[int, MisradError]:
    """The largest body ``route`` accepts, and the error for one larger: uploads ``max_upload_bytes``
    (and their multipart envelope), anything else ``max_body_bytes``."""
    settings = get_settings()
    if route is not None and accepts_upload(route):
        return settings.max_upload_bytes + UPLOAD_ENVELOPE_BYTES, PayloadTooLarge()
    limit = settings.max_body_bytes
    words = f"{limit // (1024 * 1024)} MB" if limit % (1024 * 1024) == 0 else f"{limit:,} bytes"
    return limit, BodyTooLarge(limit=words)


class BodyLimitMiddleware:
    """Refuses a body over its route's limit with 413: at once when ``Content-Length`` says so (before a
    byte is read), else as soon as the bytes streamed in pass the limit.

    The route is known only once the router has run, so the limit is looked up at the first read.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit: tuple[int, MisradError] | None = None
        received = 0

        async def limited_receive() -> Message:
            nonlocal limit, received
            if limit is None:
                limit = body_limit(scope.get("route"))
                declared = Headers(scope=scope).get("content-length", "")
                if declared.isdigit() and int(declared) > limit[0]:
                    raise RefusedRequest(limit[1])
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit[0]:
                    raise RefusedRequest(limit[1])
            return message

        await self.app(scope, limited_receive, send)


def new_request_id() -> str:
    """A request's id when the client sent none: a version-4 UUID's hex, as ``uuid.uuid4().hex`` gave.

    ``uuid4`` reads the kernel's random source (``os.urandom``), a system call that lets the GIL go on
    the event loop's thread, once a request; under load the loop then waited its turn for the GIL behind
    every request thread (a tenth of the loop's samples in a served list, py-spy). The id only ties log
    lines to an answer (a client may send its own), so it needs to be unique, not unguessable:
    ``random``'s generator, seeded from the kernel at start, makes it without a system call.
    """
    return uuid.UUID(int=random.getrandbits(128), version=4).hex


class RequestContextMiddleware:
    """Sets the request id and the caller's language for everything the request runs.

    A plain ASGI middleware rather than ``BaseHTTPMiddleware``: that one runs every request through an
    extra task and memory stream, which cost about a tenth of a small request's time.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        request_id = headers.get("x-request-id", "")[:64] or new_request_id()
        scope.setdefault("state", {})["request_id"] = request_id
        set_language(language_from_header(headers.get("accept-language")))
        # The change counters this request checks its caches against, read once (``core.changes``).
        counters = changes.RequestCounters()
        kept = changes.REQUEST_COUNTERS.set(counters)

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                counters.close()
                response_headers = MutableHeaders(scope=message)
                response_headers["X-Request-ID"] = request_id
                response_headers.setdefault("X-Content-Type-Options", "nosniff")
            await send(message)

        try:
            await self.app(scope, receive, send_with_headers)
        finally:
            counters.close()
            changes.REQUEST_COUNTERS.reset(kept)


def _render(request: Request, exc: MisradError) -> JSONResponse:
    set_language(language_from_header(request.headers.get("accept-language")))
    response = error_response(exc.status, exc.error_code, **exc.params)
    if exc.status == 429 or "retry_after" in exc.params:
        response.headers["Retry-After"] = str(exc.params.get("retry_after", 60))
    return response


async def _misrad_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, MisradError)
    return _render(request, await refusal_before_the_route(request.scope) or exc)


async def _invalid_request(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    refused = await refusal_before_the_route(request.scope)
    if refused is not None:
        return _render(request, refused)
    set_language(language_from_header(request.headers.get("accept-language")))
    code, details = describe_validation(exc.errors())
    return error_response(400, code, details=details)


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    refused = await refusal_before_the_route(request.scope)
    if refused is not None:
        return _render(request, refused)
    if isinstance(exc, RefusedRequest):
        return _render(request, exc.error)
    set_language(language_from_header(request.headers.get("accept-language")))
    code = {404: "route_not_found", 405: "method_not_allowed", 413: "file_too_large"}.get(
        exc.status_code, "validation_error" if exc.status_code == 400 else "internal_error"
    )
    # The framework's detail is English: the caller reads the catalogue's words instead.
    return error_response(exc.status_code, code, details=translate("request_unreadable"))


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    request_id = getattr(request.state, "request_id", "-")
    log.error("unhandled error request_id=%s path=%s", request_id, request.url.path, exc_info=exc)
    set_language(language_from_header(request.headers.get("accept-language")))
    response = error_response(500, "internal_error")
    response.headers["X-Request-ID"] = request_id
    return response


async def _database_error(request: Request, exc: Exception) -> JSONResponse:
    if is_busy_error(exc):  # too many at once is not a fault of the service: come back shortly
        log.warning("busy: %s path=%s", type(exc).__name__, request.url.path)
        return _render(request, ServiceBusy())
    return await _unexpected(request, exc)


def install_error_handlers(app: FastAPI) -> None:
    """One error tree, one shape: every failure leaves as ``{code, message, details}``."""
    app.add_exception_handler(MisradError, _misrad_error)
    app.add_exception_handler(RequestValidationError, _invalid_request)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected)
    app.add_exception_handler(sa_exc.TimeoutError, _database_error)
    app.add_exception_handler(sa_exc.OperationalError, _database_error)
