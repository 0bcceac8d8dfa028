"""Fraud alerts: the list by status and severity, a duplicate beside its original, resolve with notes."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Form, Request
from fastapi.responses import RedirectResponse, Response
from sqlalchemy.orm import Session

from misrad.core.errors import MisradError, NotFound
from misrad.core.i18n import translate
from misrad.core.pagination import PageRequest
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.fraud import service as fraud
from misrad.intake import service as intake
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
AlertId = Id  # bounded like every id of the API
# The values the fraud API documents (its models keep them; the service checks what is sent).
SEVERITIES = ("high", "medium", "low")
RESOLUTIONS = ("false_positive", "confirmed", "duplicate_removed")


def _facts(session: Session, viewer: Viewer, document_id: int | None) -> dict[str, Any] | None:
    """What the reader found in a document, or None when the viewer may not see it (or it is gone)."""
    if document_id is None:
        return None
    try:
        return intake.document_detail(session, viewer.caller, document_id)
    except NotFound:
        return None


COMPARED = ("supplier_name", "supplier_tax_id", "invoice_number", "total_amount", "invoice_date")


def _matched(pair: tuple[dict[str, Any] | None, dict[str, Any] | None]) -> set[str]:
    """What the two documents of a duplicate alert have in common (filled and equal), to mark it."""
    this, earlier = pair
    if this is None or earlier is None:
        return set()
    return {name for name in COMPARED if this.get(name) is not None and this.get(name) == earlier.get(name)}


def _row(session: Session, viewer: Viewer, alert: fraud.Alert) -> dict[str, Any]:
    """One alert as the list shows it: a duplicate beside its original, what the two have in common."""
    pair = None
    if alert.duplicate_document_id is not None:
        earlier = _facts(session, viewer, alert.duplicate_document_id)
        pair = (_facts(session, viewer, alert.document_id), earlier)
    return {
        "alert": alert,
        "text": fraud.describe(alert),
        "pair": pair,
        "matched": _matched(pair) if pair else set(),
        "may_resolve": fraud.may_resolve(session, viewer.caller, alert),
    }


def _alerts_page(
    request: Request,
    viewer: Viewer,
    session: Session,
    status: str,
    severity: str,
    *,
    errors: dict[int, str] | None = None,
    status_code: int = 200,
    done: bool = False,
) -> Response:
    filters = fraud.AlertFilters(
        status=status if status in fraud.STATUSES else None,
        severity=severity if severity in SEVERITIES else None,
    )
    found = fraud.list_alerts(session, viewer.caller, filters, PageRequest(1, 50))
    rows = [_row(session, viewer, alert) for alert in found.page.items]
    return render(
        request,
        "alerts.html",
        viewer,
        status_code=status_code,
        rows=rows,
        total=found.page.total,
        params={"status": status, "severity": severity},
        severities=SEVERITIES,
        statuses=fraud.STATUSES,
        resolutions=RESOLUTIONS,
        errors=errors or {},
        done=done,
    )


@router.get("/alerts")
def alerts_page(
    request: Request,
    viewer: PageViewer,
    session: DbSession,
    status: str = "pending",
    severity: str = "",
    done: bool = False,
) -> Response:
    return _alerts_page(request, viewer, session, status, severity, done=done)


@router.post("/alerts/{alert_id}/resolve")
def resolve(
    request: Request,
    alert_id: AlertId,
    viewer: PageViewer,
    session: DbSession,
    resolution: Annotated[str, Form(max_length=32)] = "",
    notes: Annotated[str, Form(max_length=2000)] = "",
) -> Response:
    try:
        with session.begin_nested():
            fraud.resolve_alert(session, viewer.caller, alert_id, resolution, notes.strip() or None)
    except MisradError as error:
        return _alerts_page(
            request,
            viewer,
            session,
            "pending",
            "",
            status_code=error.status,
            errors={alert_id: translate(error.error_code)},
        )
    return RedirectResponse("/alerts?done=1", 303)
