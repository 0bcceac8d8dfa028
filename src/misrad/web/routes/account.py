"""Signing in and out, the first password change, and the language switch."""

from __future__ import annotations

from typing import Annotated

from fastapi import Form, Request
from fastapi.responses import RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from misrad.auth import service as auth
from misrad.auth.dependencies import CSRF_COOKIE, SESSION_COOKIE
from misrad.auth.errors import TooManyLoginAttempts, WrongCredentials
from misrad.auth.schemas import PasswordChange
from misrad.core.errors import MisradError
from misrad.core.i18n import set_language, translate
from misrad.core.settings import get_settings
from misrad.core.web import DbSession, make_router
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, PasswordViewer, page_language, safe_next

router = make_router()
LANGUAGE_COOKIE = "misrad_lang"  # the sign-in page's language before anyone is signed in


def _set_session_cookies(request: Request, response: Response, outcome: auth.LoginOutcome) -> None:
    secure = get_settings().cookie_secure or request.url.scheme == "https"
    max_age = get_settings().session_ttl_hours * 3600
    response.set_cookie(
        SESSION_COOKIE, outcome.session_token, httponly=True, samesite="lax", secure=secure, max_age=max_age
    )
    response.set_cookie(
        CSRF_COOKIE, outcome.csrf_token, httponly=False, samesite="lax", secure=secure, max_age=max_age
    )


def _login_language(request: Request) -> None:
    set_language(page_language(request, request.cookies.get(LANGUAGE_COOKIE, "")))


@router.get("/login")
def login_page(request: Request, next: str = "/") -> Response:
    _login_language(request)
    return render(request, "login.html", next=safe_next(next), email="", error=None)


@router.post("/login")
def login(
    request: Request,
    email: Annotated[str, Form(max_length=254)] = "",
    password: Annotated[str, Form(max_length=1024)] = "",
    next: Annotated[str, Form()] = "/",
) -> Response:
    _login_language(request)
    ip = request.client.host if request.client else "-"
    try:
        # Its own units of work (no request session): a refused attempt stays recorded, as on the API.
        outcome = auth.sign_in(email, password, ip)
    except (WrongCredentials, TooManyLoginAttempts) as error:
        return render(
            request,
            "login.html",
            status_code=error.status,
            next=safe_next(next),
            email=email,
            error=translate(error.error_code),
        )
    target = "/password" if outcome.user.must_change_password else safe_next(next)
    if outcome.user.language in ("he", "en"):
        set_language(outcome.user.language)  # type: ignore[arg-type]
    response = RedirectResponse(target if target != "/password" else f"/password?next={safe_next(next)}", 303)
    _set_session_cookies(request, response, outcome)
    return response


@router.post("/logout")
def logout(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    auth.logout(session, request.cookies.get(SESSION_COOKIE))
    response = RedirectResponse("/login", 303)
    response.delete_cookie(SESSION_COOKIE)
    response.delete_cookie(CSRF_COOKIE)
    return response


@router.get("/password")
def password_page(request: Request, viewer: PasswordViewer, next: str = "/") -> Response:
    return render(request, "password.html", viewer, next=safe_next(next), errors={})


@router.post("/password")
async def change_password(
    request: Request,
    viewer: PasswordViewer,
    current: Annotated[str, Form(max_length=1024)] = "",
    new: Annotated[str, Form(max_length=1024)] = "",
    confirm: Annotated[str, Form(max_length=1024)] = "",
    next: Annotated[str, Form()] = "/",
) -> Response:
    """The user's own new password (checked and throttled like a sign-in); this session stays."""
    errors: dict[str, str] = {}
    if new != confirm:
        errors["confirm"] = translate("web_passwords_differ")
    elif len(new) < 8:
        errors["new"] = translate("weak_password")
    else:
        change = PasswordChange(current_password=current or "-", new_password=new)
        ip = request.client.host if request.client else "-"
        try:
            await run_in_threadpool(
                auth.change_password, viewer.caller.id, change, ip, request.cookies.get(SESSION_COOKIE)
            )
        except MisradError as error:
            field = "current" if error.error_code == "wrong_current_password" else "new"
            errors[field] = translate(error.error_code)
    if errors:
        return render(request, "password.html", viewer, status_code=400, next=safe_next(next), errors=errors)
    return RedirectResponse(safe_next(next), 303)


@router.post("/language")
def choose_language(
    request: Request,
    viewer: PageViewer,
    session: DbSession,
    language: Annotated[str, Form(pattern="^(he|en)$")],
    next: Annotated[str, Form()] = "/",
) -> Response:
    auth.set_language(session, viewer.caller.id, language)
    response = RedirectResponse(safe_next(next), 303)
    response.set_cookie(LANGUAGE_COOKIE, language, samesite="lax", max_age=365 * 24 * 3600)
    return response
