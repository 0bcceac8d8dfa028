"""Hooks the web application into the FastAPI app: pages, static files, page headers, page errors."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.datastructures import MutableHeaders
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from misrad.core.errors import MisradError
from misrad.core.i18n import language_from_header, set_language, translate
from misrad.web.viewer import SignInNeeded

log = logging.getLogger("misrad.web")
STATIC = Path(__file__).resolve().parent / "static"

# No inline script, style or handler anywhere; nothing from another origin; never inside a frame.
CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
# Not pages: the JSON API, MCP, health, and the OpenAI-compatible /v1 (its clients read JSON errors).
API_PREFIXES = ("/api", "/mcp", "/health", "/v1")


def is_page(path: str) -> bool:
    return not path.startswith(API_PREFIXES)


class PageHeadersMiddleware:
    """Security headers on every page and static file (the JSON API keeps its own)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not is_page(scope["path"]):
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
                headers.setdefault("X-Frame-Options", "DENY")
                headers.setdefault("Referrer-Policy", "same-origin")
            await send(message)

        await self.app(scope, receive, send_with_headers)


def _page_error(request: Request, status: int, code: str, reference: str | None = None) -> Response:
    from misrad.web.templating import render

    set_language(_language(request))
    message = translate(code)
    return render(
        request, "error.html", None, status_code=status, message=message, reference=reference, code=code
    )


def _language(request: Request) -> Any:
    """The error page's language: the signed-in user's choice is not known here, the browser's is."""
    chosen = request.cookies.get("misrad_lang", "")
    return chosen if chosen in ("he", "en") else language_from_header(request.headers.get("accept-language"))


def install_page_errors(app: FastAPI) -> None:
    """Pages get HTML errors and sign-in redirects; the API keeps its JSON envelopes."""
    json_handlers = dict(app.exception_handlers)

    async def sign_in(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, SignInNeeded)
        if request.headers.get("hx-request"):
            return Response(status_code=204, headers={"HX-Redirect": exc.url})
        return RedirectResponse(exc.url, status_code=303)

    def wrap(kind: type[Exception] | int) -> Any:
        fallback = json_handlers[kind]

        async def handler(request: Request, exc: Exception) -> Response:
            if not is_page(request.url.path):
                return await fallback(request, exc)  # type: ignore[no-any-return]
            if isinstance(exc, MisradError):
                return _page_error(request, exc.status, exc.error_code)
            if isinstance(exc, StarletteHTTPException):
                code = "page_not_found" if exc.status_code == 404 else "internal_error"
                return _page_error(request, exc.status_code, code)
            reference = getattr(request.state, "request_id", "-")
            log.error("unhandled error request_id=%s path=%s", reference, request.url.path, exc_info=exc)
            return _page_error(request, 500, "internal_error", reference)

        return handler

    app.add_exception_handler(SignInNeeded, sign_in)
    for kind in (MisradError, StarletteHTTPException, Exception):
        app.add_exception_handler(kind, wrap(kind))


def install(app: FastAPI) -> None:
    """Page headers, page errors and static files; the pages' router is in ``misrad.areas``."""
    app.add_middleware(PageHeadersMiddleware)
    install_page_errors(app)
    app.mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static")
