"""Approvals: what waits for me, approve with notes (and a chosen next approver) or reject with a reason."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Path, Request
from fastapi.responses import RedirectResponse, Response

from misrad.approvals import service as approvals
from misrad.core.errors import MisradError
from misrad.core.i18n import translate
from misrad.core.pagination import PageRequest
from misrad.core.web import DbSession
from misrad.fraud.service import open_high_severity_count
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = APIRouter()
ApprovalId = Annotated[int, Path(ge=1, le=2**31 - 1)]


def _queue_page(
    request: Request,
    viewer: Viewer,
    session: DbSession,
    *,
    status_code: int = 200,
    errors: dict[int, dict[str, str]] | None = None,
    done: str = "",
) -> Response:
    queue = approvals.list_pending(session, viewer.caller, PageRequest(1, 100))
    return render(
        request,
        "approvals.html",
        viewer,
        status_code=status_code,
        queue=queue.items,
        total=queue.total,
        errors=errors or {},
        done=done,
    )


@router.get("/approvals")
def approvals_page(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    return _queue_page(request, viewer, session, done=done if done in ("approved", "rejected") else "")


@router.post("/approvals/{approval_id}/approve")
def approve(
    request: Request,
    approval_id: ApprovalId,
    viewer: PageViewer,
    session: DbSession,
    notes: Annotated[str, Form(max_length=2000)] = "",
    next_approver: Annotated[str, Form(max_length=254)] = "",
    level: Annotated[int | None, Form()] = None,
) -> Response:
    try:
        with session.begin_nested():
            approvals.approve(
                session,
                viewer.caller,
                approval_id,
                notes=notes.strip() or None,
                next_approver=next_approver.strip() or None,
                expected_level=level,
                open_high_alerts=open_high_severity_count,
            )
    except MisradError as error:
        return _queue_page(
            request,
            viewer,
            session,
            status_code=error.status,
            errors={approval_id: {"approve": translate(error.error_code)}},
        )
    return RedirectResponse("/approvals?done=approved", 303)


@router.post("/approvals/{approval_id}/reject")
def reject(
    request: Request,
    approval_id: ApprovalId,
    viewer: PageViewer,
    session: DbSession,
    reason: Annotated[str, Form(max_length=2000)] = "",
    level: Annotated[int | None, Form()] = None,
) -> Response:
    if not reason.strip():
        return _queue_page(
            request,
            viewer,
            session,
            status_code=400,
            errors={approval_id: {"reason": translate("web_reason_required")}},
        )
    try:
        with session.begin_nested():
            approvals.reject(session, viewer.caller, approval_id, reason=reason.strip(), expected_level=level)
    except MisradError as error:
        return _queue_page(
            request,
            viewer,
            session,
            status_code=error.status,
            errors={approval_id: {"reason": translate(error.error_code)}},
        )
    return RedirectResponse("/approvals?done=rejected", 303)
