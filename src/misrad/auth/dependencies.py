"""Who is calling: bearer token or session cookie (with CSRF for cookie writes)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from misrad.auth import service
from misrad.auth.schemas import Caller
from misrad.core.errors import Forbidden, NotAuthenticated
from misrad.core.web import SAFE_METHODS, DbSession

SESSION_COOKIE = "misrad_session"
CSRF_COOKIE = "misrad_csrf"
CSRF_HEADER = "x-csrf-token"


def current_caller(request: Request, session: DbSession) -> Caller:
    authorization = request.headers.get("authorization", "")
    scheme, _, credentials = authorization.partition(" ")
    if scheme.lower() == "bearer" and credentials.strip():
        caller = service.caller_from_token(session, credentials.strip())
        if caller is None:
            raise NotAuthenticated()
        return caller
    session_token = request.cookies.get(SESSION_COOKIE)
    found = service.caller_from_session(session, session_token) if session_token else None
    if found is None:
        raise NotAuthenticated()
    caller, csrf_digest = found
    if request.method not in SAFE_METHODS and not service.csrf_matches(
        csrf_digest, request.headers.get(CSRF_HEADER), request.cookies.get(CSRF_COOKIE)
    ):
        raise Forbidden("csrf_failed")
    return caller


def admin_caller(caller: Annotated[Caller, Depends(current_caller)]) -> Caller:
    if not caller.is_admin:
        raise Forbidden()
    return caller


CurrentUser = Annotated[Caller, Depends(current_caller)]
AdminUser = Annotated[Caller, Depends(admin_caller)]
