"""The FastAPI application: one router per area, one error handler, one lifespan."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, AsyncExitStack, asynccontextmanager
from typing import TYPE_CHECKING

from fastapi import APIRouter, FastAPI
from starlette.routing import Match
from starlette.types import ASGIApp, Scope

from misrad import __version__, areas
from misrad.core import connection_balance
from misrad.core.admission import AdmissionMiddleware, size_thread_pool
from misrad.core.fast_lane import FastLanes
from misrad.core.health import router as health_router
from misrad.core.openapi import OPENAPI_URL, install_docs
from misrad.core.runtime import tune_garbage_collection
from misrad.core.web import (
    BodyLimitMiddleware,
    RequestContextMiddleware,
    UnitOfWorkRoute,
    install_error_handlers,
)

if TYPE_CHECKING:
    from misrad.assistant.mcp_endpoint import McpEndpoint

log = logging.getLogger("misrad")

API_DESCRIPTION = """
misrad — the back office of a small Israeli business.

Conventions (see also each area's notes):
- Every failure is `{"success": false, "error": <text>, "code": <machine code>}`; `error` is Hebrew unless
  `Accept-Language` prefers English. Invalid input is 400 (never 422).
- Authenticate with `POST /api/auth/login` (session cookie + `X-CSRF-Token` header on writes) or
  `Authorization: Bearer <token>` from `POST /api/auth/tokens`. On this page, "Authorize" takes the
  token; signed in by cookie instead, the page itself adds `X-CSRF-Token` (from the `misrad_csrf`
  cookie) to writes.
- Pagination: `page` >= 1, `per_page` 1..100 (default 20).
- Timestamps are ISO 8601 in the business time zone (default Asia/Jerusalem) without an offset.
- Money is stored exactly and emitted as JSON numbers rounded to 2 decimals (token costs: 6).
- Request bodies: JSON (and any body but an upload) up to 1 MB, uploads (`multipart/form-data`) up to
  10 MB. A larger body is 413 (`body_too_large`, uploads `file_too_large`), refused before it is read:
  at once when `Content-Length` says so, else as soon as the streamed bytes pass the limit. On routes
  that need a user, authentication comes first: a body without valid credentials (or, with the session
  cookie, without the CSRF header) is 401 (403) unread.
- Saturation: when every place for this kind of request (writes: POST/PUT/PATCH/DELETE; reads: the
  rest) stayed taken for the bounded wait (10 s by default), or the database had no turn or connection
  free in that time, the answer is 503 `service_busy` with `Retry-After: <seconds>`: nothing was
  changed; send the same request again after that delay. Reads never wait behind writes.
"""


# The only operations open without signing in (the docs page and its files describe the API, no data).
PUBLIC_OPERATIONS = {("POST", "/api/auth/login"), ("GET", "/api/health")}


def create_app(*, run_worker: bool | None = None) -> FastAPI:
    from misrad.core.settings import get_settings

    areas.install()
    settings = get_settings()
    if settings.argon2_profile == "test_suite":
        log.warning("MISRAD_ARGON2_PROFILE=test_suite: passwords are hashed cheaply; never for a deployment")
    embedded = settings.embedded_worker and not settings.redis_url if run_worker is None else run_worker
    from misrad.assistant.chat import start_learned_intent_model

    # The chat's learned intent model made in the background now, so the first message need not wait.
    start_learned_intent_model(settings.data_dir, enabled=settings.learned_intent_model)
    app = FastAPI(
        title="misrad",
        version=__version__,
        description=API_DESCRIPTION,
        docs_url=None,  # served by core.openapi from local files
        openapi_url=OPENAPI_URL,
        redoc_url=None,
        lifespan=_lifespan(embedded_worker=embedded),
    )
    app.router.route_class = UnitOfWorkRoute  # the app's own routes too (the docs page)
    _add_middleware(app)
    install_error_handlers(app)
    for router in _routers():
        app.include_router(router)  # no prefix added here: each router's own prefix is its routes' (below)
    _match_routers_by_prefix(app)
    install_docs(app, public_operations=PUBLIC_OPERATIONS)
    _mount_extras(app)
    from misrad.web.install import install as install_web_application

    install_web_application(app)  # pages at /, after the API so its JSON errors stay as they are
    return app


def _lifespan(*, embedded_worker: bool) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    """Start-up and shut-down: the thread pool sized, the areas' hooks entered, and (without Redis) the
    embedded job worker running beside the API, in one of the machine's API processes."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        size_thread_pool()
        async with AsyncExitStack() as stack:
            for hook in _lifespan_hooks():
                await stack.enter_async_context(hook(app))
            worker = None
            if embedded_worker:
                # One of this machine's API processes runs jobs (elected by a lock file); the others
                # only serve (``misrad serve --workers N``).
                from misrad.core.queue.worker import EmbeddedWorkerElection
                from misrad.core.settings import get_settings

                worker = EmbeddedWorkerElection(get_settings().data_dir)
                worker.start()
            tune_garbage_collection()  # last: what start-up loaded is frozen out of the collector's sight
            try:
                yield
            finally:
                if worker:
                    worker.stop()

    return lifespan


def _add_middleware(app: FastAPI) -> None:
    """Outermost first: request id and language; admission (503 when saturated); the fast lanes of the
    customer list, a customer's create and the chat (``core.fast_lane``); body limits (413);
    authentication before a body is read (401). A request's body is read only by the route, and the
    innermost wrapper of that read runs first, so authentication comes before the size check."""
    from misrad.assistant.fast import QUICK_CHAT
    from misrad.auth.dependencies import CallerMiddleware, write_noted_uses
    from misrad.core.settings import get_settings
    from misrad.providers.relay.asgi import RelayFastPath
    from misrad.records.fast import CUSTOMER_CREATE, CUSTOMER_LIST

    app.add_middleware(CallerMiddleware)
    app.add_middleware(BodyLimitMiddleware)
    if get_settings().fast_lanes:
        # Inside admission and the request context, whose work a served request keeps (core.fast_lane).
        app.add_middleware(
            FastLanes, lanes=(CUSTOMER_LIST, CUSTOMER_CREATE, QUICK_CHAT), after=write_noted_uses
        )
    app.add_middleware(AdmissionMiddleware)
    app.add_middleware(RequestContextMiddleware)
    _relay_outermost(app, RelayFastPath)


def _relay_outermost(app: FastAPI, fast_path: Callable[[ASGIApp], ASGIApp]) -> None:
    """The hot /v1 routes are served before the whole stack, Starlette's own outermost layer (its
    server-error wrapper of every ``send``) too: they do what they need of it themselves (an unexpected
    failure is their own 500, in the OpenAI shape)."""
    build = app.build_middleware_stack

    def build_with_relay_first() -> ASGIApp:
        # Outermost of all: a process holding more than its share of the port's connections closes
        # some after their response (``core.connection_balance``; only under ``--workers N``).
        return connection_balance.wrap(fast_path(build()))

    app.build_middleware_stack = build_with_relay_first  # type: ignore[method-assign]


def _routers() -> list[APIRouter]:
    """Health first, then every area's routers in the order of ``misrad.areas.AREAS``."""
    return [health_router, *areas.routers()]


def _match_routers_by_prefix(app: FastAPI) -> None:
    """Each area's router is asked about a request only when the path is under its prefix.

    FastAPI matches a request against every route of every included router in turn (and again inside the
    router that has it): ``/api/mcp-chatbot/chat`` took about 90 µs of matching, mostly in routers that
    could never match it (auth, providers, /v1). A router included without a prefix of its own, whose
    routes all start with ``router.prefix``, cannot match a path that does not: it now says so at once.
    Order and outcome are unchanged (``tests/core/test_routing.py`` reaches every route).
    """
    for included in app.router.routes:
        router = getattr(included, "original_router", None)
        added = getattr(getattr(included, "include_context", None), "prefix", None)
        if isinstance(router, APIRouter) and router.prefix and not added:
            included.matches = _only_under(router.prefix, included.matches)  # type: ignore[method-assign,assignment]


Matcher = Callable[[Scope], tuple[Match, Scope]]


def _only_under(prefix: str, matches: Matcher) -> Matcher:
    def matches_under_prefix(scope: Scope) -> tuple[Match, Scope]:
        # Behind a proxy's root path the route path is not the raw path: ask the router as before.
        if scope.get("root_path") or scope["path"].startswith(prefix):
            return matches(scope)
        return Match.NONE, {}

    return matches_under_prefix


def _lifespan_hooks() -> list[Callable[[FastAPI], AbstractAsyncContextManager[object]]]:
    """Async context managers that areas need for the app's lifetime (e.g. the MCP session manager)."""

    def mcp_sessions(app: FastAPI) -> AbstractAsyncContextManager[object]:
        # A mounted app's own lifespan never runs: the endpoint is started with the API's.
        endpoint: McpEndpoint = app.state.mcp_endpoint
        return endpoint.running()

    def last_use_stamps(app: FastAPI) -> AbstractAsyncContextManager[object]:
        from misrad.auth.dependencies import written_at_exit

        return written_at_exit()

    def relay_settlements(app: FastAPI) -> AbstractAsyncContextManager[object]:
        from misrad.providers.relay.settlement import written_at_exit

        return written_at_exit()

    return [mcp_sessions, last_use_stamps, relay_settlements]


def _mount_extras(app: FastAPI) -> None:
    """Sub-applications mounted beside the API (the MCP endpoint lives at /mcp)."""
    from starlette.routing import Route

    from misrad.assistant.mcp_endpoint import McpEndpoint

    # A plain route, not a mount: a mount at /mcp would answer /mcp itself with a redirect to /mcp/.
    app.state.mcp_endpoint = McpEndpoint("/mcp")
    app.router.routes.append(Route("/mcp", endpoint=app.state.mcp_endpoint, include_in_schema=False))
