"""Who is calling: bearer token or session cookie (with CSRF for cookie writes)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from misrad.auth import service
from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from misrad.core.errors import Forbidden, NotAuthenticated
from misrad.core.web import SAFE_METHODS, DbSession

SESSION_COOKIE = "misrad_session"
CSRF_COOKIE = "misrad_csrf"
CSRF_HEADER = "x-csrf-token"


def current_caller(request: Request, session: DbSession) -> Caller:
    authorization = request.headers.get("authorization", "")
    scheme, _, credentials = authorization.partition(" ")
    if scheme.lower() == "bearer" and credentials.strip():
        found = service.authenticate_token(session, credentials.strip())
        if found is None:
            raise NotAuthenticated()
        caller, token_due = found
        if token_due is not None:
            _note_token_use(request, session, token_due)
        return caller
    session_token = request.cookies.get(SESSION_COOKIE)
    live = service.caller_from_session(session, session_token) if session_token else None
    if live is None:
        raise NotAuthenticated()
    caller, csrf_digest = live
    if request.method not in SAFE_METHODS and not service.csrf_matches(
        csrf_digest, request.headers.get(CSRF_HEADER), request.cookies.get(CSRF_COOKIE)
    ):
        raise Forbidden("csrf_failed")
    return caller


def _note_token_use(request: Request, session: Session, token_id: int) -> None:
    if request.method not in SAFE_METHODS:
        service.note_token_use(session, token_id)  # in the request's own write transaction
        return
    # A read request's session must not write (SQLite cannot safely turn a read transaction into a
    # write one), so the note gets a short transaction of its own; it is due at most hourly per token.
    with get_database().unit_of_work() as own:
        service.note_token_use(own, token_id)


def admin_caller(caller: Annotated[Caller, Depends(current_caller)]) -> Caller:
    if not caller.is_admin:
        raise Forbidden()
    return caller


def caller_outside_transaction(request: Request) -> Caller:
    """The caller, looked up in a short unit of work of its own: for routes whose use case does network
    I/O and opens its own units of work around it, so no request transaction stays open meanwhile."""
    with get_database().unit_of_work(write=request.method not in SAFE_METHODS) as session:
        return current_caller(request, session)


def admin_outside_transaction(
    caller: Annotated[Caller, Depends(caller_outside_transaction)],
) -> Caller:
    return admin_caller(caller)


CurrentUser = Annotated[Caller, Depends(current_caller)]
AdminUser = Annotated[Caller, Depends(admin_caller)]
# For use cases with network I/O (see CONTRIBUTING, "the commit rule"): the route takes no DbSession.
StandaloneUser = Annotated[Caller, Depends(caller_outside_transaction)]
StandaloneAdmin = Annotated[Caller, Depends(admin_outside_transaction)]
