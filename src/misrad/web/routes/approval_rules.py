"""Approval rules (admins): amount ranges → number of levels, and who approves at each level.

Both are written through their services: the rules through ``approvals.replace_rules`` (which checks
that ranges do not overlap), a person's level through ``auth.update_user`` (which moves waiting flows
to whoever may decide them now)."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Annotated, Any

from fastapi import Form, Request
from fastapi.responses import RedirectResponse, Response
from sqlalchemy.orm import Session

from misrad.approvals import service as approvals
from misrad.auth import service as auth_service
from misrad.auth.schemas import UserUpdate
from misrad.core.errors import MisradError, NotFound
from misrad.core.i18n import translate
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
UserId = Id  # bounded like every id of the API
ROWS = 6  # rule rows offered on the form (existing ones first, the rest blank)
LEVELS = range(1, approvals.MAX_LEVELS + 1)


def _admin(viewer: Viewer) -> None:
    if not viewer.caller.is_admin:
        raise NotFound()


def _amount(text: str) -> Decimal | None:
    cleaned = text.replace(",", "").replace("₪", "").strip()
    if not cleaned:
        return None
    value = Decimal(cleaned)
    if not value.is_finite() or value < 0 or value > Decimal("999999999999.99"):
        raise InvalidOperation
    return value


def _rules_page(
    request: Request, viewer: Viewer, session: Session, *, typed: list[dict[str, str]] | None = None,
    error: str = "", status_code: int = 200, done: bool = False,
) -> Response:
    rules = [
        {"min": f"{r.min_amount:.2f}", "max": f"{r.max_amount:.2f}" if r.max_amount is not None else "",
         "levels": str(r.required_levels)}
        for r in approvals.list_rules(session)
    ]
    rows = typed or rules
    rows = rows + [{"min": "", "max": "", "levels": ""}] * max(0, ROWS - len(rows))
    people = [u for u in auth_service.list_users(session) if u.is_active and u.role == "approver"]
    return render(
        request, "approval_rules.html", viewer, status_code=status_code, rows=rows, error=error,
        people=sorted(people, key=lambda u: (u.approval_level or 0, u.id)), levels=LEVELS, done=done,
    )


@router.get("/approvals/rules")
def rules_page(request: Request, viewer: PageViewer, session: DbSession, done: bool = False) -> Response:
    _admin(viewer)
    return _rules_page(request, viewer, session, done=done)


def _typed(form: Any) -> list[dict[str, str]]:
    return [{k: str(form.get(f"{k}-{i}", ""))[:20] for k in ("min", "max", "levels")} for i in range(ROWS)]


def _read_rules(form: Any) -> tuple[list[dict[str, str]], list[tuple[Decimal, Decimal | None, int]]]:
    typed, rules = _typed(form), []
    for row in typed:
        if not any(row.values()):
            continue
        low, high = _amount(row["min"]), _amount(row["max"])
        if low is None or not row["levels"].isdigit():
            raise InvalidOperation
        rules.append((low, high, int(row["levels"])))
    return typed, rules


@router.post("/approvals/rules")
async def save_rules(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    _admin(viewer)
    form = await request.form()
    try:
        typed, rules = _read_rules(form)
    except (InvalidOperation, ValueError):
        return _rules_page(request, viewer, session, typed=_typed(form), status_code=400,
                           error=translate("approval_invalid_rules"))
    try:
        with session.begin_nested():
            approvals.replace_rules(session, rules)
    except MisradError as error:
        return _rules_page(request, viewer, session, typed=typed, status_code=error.status,
                           error=translate(error.error_code))
    return RedirectResponse("/approvals/rules?done=1", 303)


@router.post("/approvals/rules/approvers/{user_id}")
def set_level(
    user_id: UserId, viewer: PageViewer, session: DbSession,
    level: Annotated[int, Form(ge=1, le=approvals.MAX_LEVELS)],
) -> Response:
    _admin(viewer)
    auth_service.update_user(session, user_id, UserUpdate(approval_level=level))
    return RedirectResponse("/approvals/rules?done=1", 303)
