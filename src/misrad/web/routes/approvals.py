"""Approvals: what waits for me (with why it waits and its fraud flags), approve with notes and a chosen
next approver or reject with a reason (here or on the document page), the decided ones."""

from __future__ import annotations

import re
from typing import Annotated, Any

from fastapi import Form, Request
from fastapi.responses import RedirectResponse, Response
from sqlalchemy.orm import Session

from misrad.approvals import service as approvals
from misrad.auth import service as auth
from misrad.core.errors import MisradError
from misrad.core.i18n import translate
from misrad.core.pagination import PageRequest
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.fraud import service as fraud
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
ApprovalId = Id  # bounded like every id of the API
# A decision made on a document's page returns there; anything else returns to the queue.
BACK = re.compile(r"^/documents/\d+$")


def _reason_text(reason: Any, people: dict[str, str]) -> str:
    """Why a flow waits, naming people where the reason carries their address."""
    if reason is None:
        return ""
    params = {k: people.get(v, v) if isinstance(v, str) else v for k, v in reason.params.items()}
    return translate(reason.code, **params)


def queue_rows(
    session: Session, viewer: Viewer, pending: list[Any]
) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """Each waiting flow with why it waits, its document's open fraud flags and whom I may name next;
    and the names of everyone the rows mention by address (one look-up for the page)."""
    waiting = approvals.waiting_reasons(session, pending)
    flags = fraud.open_flags(session, [a.document_id for a in pending])
    choices = {a.id: approvals.next_approver_choices(session, viewer.caller, a) for a in pending}
    mentioned = [v for r in waiting.values() for v in r.params.values() if isinstance(v, str) and "@" in v]
    mentioned += [a.submitted_by_email for a in pending] + [e for c in choices.values() for e in c]
    people = auth.names_by_email(session, mentioned)
    rows = []
    for approval in pending:
        rows.append({
            "a": approval,
            "waiting": _reason_text(waiting.get(approval.id), people),
            "flags": flags.get(approval.document_id, []),
            "choices": choices[approval.id],
            "may_decide": approvals.may_decide_now(viewer.caller, approval),
            "mine": approval.pending_approver_id == viewer.caller.id,
            "may_open": viewer.caller.is_admin or approval.pending_approver_id == viewer.caller.id
            or approval.submitted_by == viewer.caller.id,
        })
    return rows, people


def _queue_page(
    request: Request, viewer: Viewer, session: DbSession, *, status_code: int = 200,
    errors: dict[int, dict[str, str]] | None = None, done: str = "",
) -> Response:
    queue = approvals.list_pending(session, viewer.caller, PageRequest(1, 100))
    # Mine first: an admin sees every waiting flow, those assigned to them on top.
    mine = sorted(queue.items, key=lambda a: a.pending_approver_id != viewer.caller.id)
    history = approvals.decided_history(session, viewer.caller)
    rows, people = queue_rows(session, viewer, mine)
    return render(
        request, "approvals.html", viewer, status_code=status_code, rows=rows, total=queue.total,
        history=history, people=people,
        alone=approvals.self_approved(session, history), errors=errors or {}, done=done,
    )


@router.get("/approvals")
def approvals_page(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    return _queue_page(request, viewer, session, done=done if done in ("approved", "rejected") else "")


def _after(back: str, done: str) -> RedirectResponse:
    return RedirectResponse(f"{back}?decided={done}" if BACK.match(back) else f"/approvals?done={done}", 303)


@router.post("/approvals/{approval_id}/approve")
def approve(
    request: Request, approval_id: ApprovalId, viewer: PageViewer, session: DbSession,
    notes: Annotated[str, Form(max_length=2000)] = "",
    next_approver: Annotated[str, Form(max_length=254)] = "",
    level: Annotated[int | None, Form()] = None,
    back: Annotated[str, Form(max_length=40)] = "",
) -> Response:
    try:
        with session.begin_nested():
            approvals.approve(
                session, viewer.caller, approval_id, notes=notes.strip() or None,
                next_approver=next_approver.strip() or None, expected_level=level,
                open_high_alerts=fraud.open_high_severity_count,
            )
    except MisradError as error:
        return _queue_page(request, viewer, session, status_code=error.status,
                           errors={approval_id: {"approve": translate(error.error_code)}})
    return _after(back, "approved")


@router.post("/approvals/{approval_id}/reject")
def reject(
    request: Request, approval_id: ApprovalId, viewer: PageViewer, session: DbSession,
    reason: Annotated[str, Form(max_length=2000)] = "",
    level: Annotated[int | None, Form()] = None,
    back: Annotated[str, Form(max_length=40)] = "",
) -> Response:
    if not reason.strip():
        return _queue_page(request, viewer, session, status_code=400,
                           errors={approval_id: {"reason": translate("web_reason_required")}})
    try:
        with session.begin_nested():
            approvals.reject(session, viewer.caller, approval_id, reason=reason.strip(), expected_level=level)
    except MisradError as error:
        return _queue_page(request, viewer, session, status_code=error.status,
                           errors={approval_id: {"reason": translate(error.error_code)}})
    return _after(back, "rejected")
