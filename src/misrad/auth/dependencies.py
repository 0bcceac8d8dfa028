"""Who is calling: bearer token or session cookie (with CSRF for cookie writes).

Authentication only reads, in a short read-only transaction of its own, never in the request's write
session: on SQLite that session's first statement takes the writer turn, which authentication must not
hold (issue 11). A token's last use is noted in memory and written after the response
(``auth.last_use``). ``CallerMiddleware`` authenticates before the first byte of a request's body is
read, so an unauthenticated 100 MB body is refused with 401 unread; a synchronous route's small body
(``SMALL_BODY_BYTES``) is read first and its caller looked up on the route's own thread (``PendingCaller``).
"""

from __future__ import annotations

from typing import Annotated, Any, cast

import anyio.to_thread
from fastapi import Depends, Request
from starlette.datastructures import Headers
from starlette.requests import cookie_parser
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from misrad.auth import service
from misrad.auth.last_use import LEDGER, written_at_exit
from misrad.auth.schemas import Caller
from misrad.core.admission import leave_early
from misrad.core.db import get_database
from misrad.core.errors import Forbidden, MisradError, NotAuthenticated
from misrad.core.web import (
    PENDING_KEY,
    SAFE_METHODS,
    OnRouteThread,
    RefusedRequest,
    accepts_upload,
    holds_request_session,
    resolves_on_its_thread,
)

__all__ = [
    "AdminUser",
    "CallerMiddleware",
    "CurrentUser",
    "StandaloneAdmin",
    "StandaloneUser",
    "authenticate",
    "write_noted_uses",
    "written_at_exit",
]

SESSION_COOKIE = "misrad_session"
CSRF_COOKIE = "misrad_csrf"
CSRF_HEADER = "x-csrf-token"
# Where a request's authenticated caller is kept in its ASGI scope.
CALLER_KEY = "misrad.caller"


def authenticate(method: str, headers: Headers) -> Caller:
    """The caller of a request (its method and headers), read-only; raises 401 / 403 (CSRF)."""
    authorization = headers.get("authorization", "")
    scheme, _, credentials = authorization.partition(" ")
    cookies = cookie_parser(headers.get("cookie", ""))
    if scheme.lower() == "bearer" and credentials.strip():
        return _bearer_caller(credentials.strip())
    session_token = cookies.get(SESSION_COOKIE)
    live = None
    if session_token:
        with get_database().unit_of_work(write=False) as session:
            live = service.caller_from_session(session, session_token)
    if live is None:
        raise NotAuthenticated()
    caller, csrf_digest = live
    if method not in SAFE_METHODS and not service.csrf_matches(
        csrf_digest, headers.get(CSRF_HEADER), cookies.get(CSRF_COOKIE)
    ):
        raise Forbidden("csrf_failed")
    return caller


def kept_bearer(headers: Headers) -> tuple[int, Any] | None:
    """A request's bearer token as this process keeps it (``service.kept_token``), with nothing read:
    for a read that carries the ``callers`` counter with its rows and then checks it. None when the
    request brings no bearer token or an unknown one (``authenticate`` decides those)."""
    scheme, _, credentials = headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not credentials.strip():
        return None
    return service.kept_token(credentials.strip())


def _bearer_caller(token: str) -> Caller:
    # A token this process knows costs one read of the ``callers`` counter; others a short transaction.
    caller = service.caller_from_kept_token(token)
    if caller is None:
        with get_database().unit_of_work(write=False) as session:
            caller = service.caller_from_token(session, token)
    if caller is None:
        raise NotAuthenticated()
    return caller


class PendingCaller(OnRouteThread):
    """The caller of a request whose synchronous route looks it up on its own thread (``OnRouteThread``):
    the same reads as ``authenticate``, without a request thread of their own before the route's."""

    def __init__(self, scope: Scope) -> None:
        super().__init__()
        self.scope = scope
        self.admins_only = False
        self.caller: Caller | None = None
        scope[PENDING_KEY] = self

    def for_admins(self) -> PendingCaller:
        self.admins_only = True  # the request's callers are one object: the route wants an admin
        return self

    def resolve(self) -> Caller:
        if self.caller is not None:
            return self.caller
        self.scope.pop(PENDING_KEY, None)  # tried once: an error handler does not ask again
        caller: Caller | None = self.scope.get(CALLER_KEY)
        if caller is None:
            caller = self.scope[CALLER_KEY] = authenticate(self.scope["method"], Headers(scope=self.scope))
        if self.admins_only and not caller.is_admin:
            raise Forbidden()
        if not holds_request_session(self.scope.get("route")):
            leave_early(self.scope)  # as ``current_caller`` does: slow outside work keeps no one out
        self.caller = caller
        return caller


async def current_caller(request: Request) -> Caller:
    caller: Caller | None = request.scope.get(CALLER_KEY)
    route = request.scope.get("route")
    if caller is None:  # no body was read before (or the route reads none): authenticate now
        if resolves_on_its_thread(route):
            # The route's thread replaces it before the endpoint runs (``core.web._route_then_commit``).
            return cast(Caller, PendingCaller(request.scope))
        caller = await anyio.to_thread.run_sync(authenticate, request.method, request.headers)
        request.scope[CALLER_KEY] = caller
    if not holds_request_session(route):
        leave_early(request.scope)  # its own short units of work: slow outside work keeps no one out
    return caller


async def admin_caller(caller: Annotated[Caller, Depends(current_caller)]) -> Caller:  # no thread needed
    if isinstance(caller, PendingCaller):
        return cast(Caller, caller.for_admins())
    if not caller.is_admin:
        raise Forbidden()
    return caller


CurrentUser = Annotated[Caller, Depends(current_caller)]
AdminUser = Annotated[Caller, Depends(admin_caller)]
# Authentication never uses the request's session, so a route whose use case does network I/O and
# opens its own units of work (CONTRIBUTING, "the commit rule") takes the same callers.
StandaloneUser = CurrentUser
StandaloneAdmin = AdminUser


_NEEDS_CALLER: dict[int, tuple[object, bool]] = {}


def _needs_caller(route: object | None) -> bool:
    """Whether ``route`` (the router's match) takes a ``CurrentUser`` or ``AdminUser`` anywhere."""
    if route is None or getattr(route, "dependant", None) is None:
        return False
    known = _NEEDS_CALLER.get(id(route))
    if known is None or known[0] is not route:
        pending: list[Any] = [route.dependant]  # type: ignore[attr-defined]
        found = False
        while pending and not found:
            dependant = pending.pop()
            found = dependant.call is current_caller
            pending.extend(dependant.dependencies)
        known = _NEEDS_CALLER[id(route)] = (route, found)
    return known[1]


# A body no larger than this is in the server's hands before the route runs whatever the route does:
# uvicorn reads up to 64 KiB of it off the socket (its flow control's high-water mark) before it pauses.
SMALL_BODY_BYTES = 65_536


def _authenticates_before_body(scope: Scope) -> bool:
    """Whether the request's caller is looked up before its body is read: always for a route that needs
    one, except a small body of a route that looks its caller up on its own thread (``PendingCaller``),
    where reading first keeps nothing more in memory and spares a request thread. Uploads never."""
    route = scope.get("route")
    if not _needs_caller(route):
        return False
    if not resolves_on_its_thread(route) or accepts_upload(route):
        return True
    declared = Headers(scope=scope).get("content-length", "")
    return not (declared.isdigit() and int(declared) <= SMALL_BODY_BYTES)


class CallerMiddleware:
    """Authenticates a request that needs a caller before its body is read, and writes the noted
    last-use stamps once the response has gone out."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def receive_once_authenticated() -> Message:
            if CALLER_KEY not in scope and _authenticates_before_body(scope):
                try:
                    scope[CALLER_KEY] = await anyio.to_thread.run_sync(
                        authenticate, scope["method"], Headers(scope=scope)
                    )
                except MisradError as refused:
                    raise RefusedRequest(refused) from None
            return await receive()

        await self.app(scope, receive_once_authenticated, send)
        await write_noted_uses()


async def write_noted_uses() -> None:
    """The token uses noted on the request path, written once a response has gone out (also after a
    fast lane's answer, ``core.fast_lane``); after a failed request the next one writes them."""
    if LEDGER.pending():
        await anyio.to_thread.run_sync(LEDGER.write)
