"""Who is looking at a page: the signed-in user from the session cookie, in their language.

A page without a live session does not answer 401 as the API does: it sends the browser to sign in
(``/login?next=<the page>``), and HTMX requests get ``HX-Redirect`` so the whole page goes there.
A user who must change their password is sent to ``/password`` first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated
from urllib.parse import quote

from fastapi import Depends, Request
from starlette.concurrency import run_in_threadpool

from misrad.auth import service as auth
from misrad.auth.dependencies import CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE
from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from misrad.core.errors import Forbidden
from misrad.core.i18n import Language, language_from_header, set_language
from misrad.core.web import SAFE_METHODS

CSRF_FIELD = "csrf_token"


class SignInNeeded(Exception):
    """The page needs a signed-in user; ``target`` is where to go after signing in."""

    def __init__(self, target: str, location: str = "/login") -> None:
        super().__init__(target)
        self.target = target
        self.location = location

    @property
    def url(self) -> str:
        if self.location != "/login":
            return (
                f"{self.location}?next={quote(self.target, safe='/')}"
                if self.target != "/"
                else self.location
            )
        return f"/login?next={quote(self.target, safe='/')}" if self.target not in ("", "/") else "/login"


@dataclass(frozen=True)
class Viewer:
    caller: Caller
    language: Language
    csrf_token: str
    must_change_password: bool


def page_language(request: Request, chosen: str = "") -> Language:
    if chosen in ("he", "en"):
        return chosen  # type: ignore[return-value]
    return language_from_header(request.headers.get("accept-language"))


def safe_next(target: str | None) -> str:
    """Only a path on this site: never ``//host`` or a full URL (an open redirect)."""
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


def _here(request: Request) -> str:
    if request.method in SAFE_METHODS and not request.headers.get("hx-request"):
        return request.url.path + (f"?{request.url.query}" if request.url.query else "")
    # After a form or a partial update, come back to the page it was sent from.
    referer = request.headers.get("hx-current-url") or request.headers.get("referer") or "/"
    return safe_next("/" + referer.split("://", 1)[-1].partition("/")[2])


async def _csrf_sent(request: Request) -> str | None:
    header = request.headers.get(CSRF_HEADER)
    if header:
        return header
    content_type = request.headers.get("content-type", "")
    if content_type.startswith(("application/x-www-form-urlencoded", "multipart/form-data")):
        form = await request.form()
        value = form.get(CSRF_FIELD)
        return value if isinstance(value, str) else None
    return None


def _signed_in(token: str) -> tuple[Caller, str, str, bool] | None:
    """The caller, CSRF digest, chosen language and password flag of a live session.

    Read in a short read-only transaction of its own: the request's write transaction (and, on SQLite,
    the writer's turn) must not be held while a form or an upload streams in.
    """
    with get_database().unit_of_work(write=False) as session:
        live = auth.caller_from_session(session, token)
        if live is None:
            return None
        caller, csrf_digest = live
        user = auth.get_user(session, caller.id)
        return caller, csrf_digest, user.language, user.must_change_password


async def _viewer(request: Request, *, password_page: bool = False) -> Viewer:
    token = request.cookies.get(SESSION_COOKIE)
    live = await run_in_threadpool(_signed_in, token) if token else None
    if live is None:
        raise SignInNeeded(_here(request))
    caller, csrf_digest, chosen, must_change_password = live
    if request.method not in SAFE_METHODS and not auth.csrf_matches(
        csrf_digest, await _csrf_sent(request), request.cookies.get(CSRF_COOKIE)
    ):
        raise Forbidden("csrf_failed")
    language = page_language(request, chosen)
    set_language(language)
    if must_change_password and not password_page:
        raise SignInNeeded(_here(request), "/password")
    return Viewer(caller, language, request.cookies.get(CSRF_COOKIE, ""), must_change_password)


async def current_viewer(request: Request) -> Viewer:
    return await _viewer(request)


async def password_viewer(request: Request) -> Viewer:
    return await _viewer(request, password_page=True)


PageViewer = Annotated[Viewer, Depends(current_viewer)]
PasswordViewer = Annotated[Viewer, Depends(password_viewer)]
