"""Fraud alerts (`/api/email-scanning/fraud`).

Alerts are raised by the checks intake runs on every processed document (and again when its fields
are edited). Visibility: admins and approvers see every alert; other users see the alerts of their own
documents; anyone else's alert is 404. Admins and approvers resolve alerts; on a document they own
only as the separation-of-duties setting allows (`MISRAD_SEPARATION_OF_DUTIES`: `never` always,
`when_possible` — the default — when no other admin or approver exists, `always` never; 403 otherwise),
recorded as `self_resolved`. A member who owns the document may read its alerts but not resolve them.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Query
from pydantic.config import JsonDict

from misrad.auth.dependencies import CurrentUser
from misrad.core.i18n import translate
from misrad.core.pagination import PageParams
from misrad.core.schemas import DataEnvelope, ErrorBody, Id
from misrad.core.web import DbSession, make_router
from misrad.fraud import service
from misrad.fraud.models import ALERT_TYPES, SEVERITIES, FraudAlert
from misrad.fraud.schemas import (
    AlertList,
    AlertOut,
    MarkedRead,
    NotificationList,
    NotificationOut,
    ResolveBody,
    ResolveResult,
)


def _enum(values: tuple[str, ...]) -> JsonDict:
    """The values a filter accepts, stated in the schema (the service answers 400 for others)."""
    return {"enum": list(values)}


ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409)
}
router = make_router(prefix="/api/email-scanning/fraud", tags=["fraud"], responses=ERRORS)


def alert_out(alert: FraudAlert) -> AlertOut:
    return AlertOut(
        id=alert.id,
        document_id=alert.document_id,
        type=alert.type,
        severity=alert.severity,
        description=service.describe(alert),
        created_at=alert.created_at,
        status=alert.status,
        duplicate_document_id=alert.duplicate_document_id,
        similarity_score=float(alert.similarity_score) if alert.similarity_score is not None else None,
        amount=alert.amount,
        average_amount=alert.average_amount,
        resolution=alert.resolution,
        resolved_by=alert.resolved_by_email,
        resolved_at=alert.resolved_at,
        notes=alert.notes,
        self_resolved=alert.self_resolved,
    )


@router.get("/alerts", response_model=DataEnvelope[AlertList])
def list_alerts(
    caller: CurrentUser,
    session: DbSession,
    paging: PageParams,
    status: Annotated[
        str | None, Query(description="pending or resolved", json_schema_extra=_enum(service.STATUSES))
    ] = None,
    type: Annotated[str | None, Query(description="alert type", json_schema_extra=_enum(ALERT_TYPES))] = None,
    severity: Annotated[
        str | None, Query(description="high, medium or low", json_schema_extra=_enum(SEVERITIES))
    ] = None,
    document_id: Id | None = None,
) -> DataEnvelope[AlertList]:
    """Fraud alerts, newest first, paginated.

    The four counters (`total_alerts`, `high_severity`, `medium_severity`, `low_severity`) count every
    alert matching the filters the caller may see, across all pages. Alert `status` is `pending` or
    `resolved`; `resolution` is `false_positive`, `confirmed`, `duplicate_removed`, or `cleared` when the
    system closed it (its cause disappeared after an edit, or the document was deleted). For
    duplicates `similarity_score` is the estimated text similarity (1 for identical files); for
    suspicious amounts `average_amount` is the supplier's median amount (a robust average).
    """
    filters = service.AlertFilters(status=status, type=type, severity=severity, document_id=document_id)
    found = service.list_alerts(session, caller, filters, paging)
    page = found.page
    data = AlertList(
        alerts=[alert_out(alert) for alert in page.items],
        total_alerts=page.total,
        high_severity=found.counts.get("high", 0),
        medium_severity=found.counts.get("medium", 0),
        low_severity=found.counts.get("low", 0),
        **page.meta(),
    )
    return DataEnvelope(message=translate("fraud_alerts_listed"), data=data)


@router.get("/alerts/{alert_id}", response_model=DataEnvelope[AlertOut])
def get_alert(alert_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[AlertOut]:
    """One alert (404 when it does not exist or the caller may not see it)."""
    return DataEnvelope(message="", data=alert_out(service.get_alert(session, caller, alert_id)))


@router.post("/alerts/{alert_id}/resolve", response_model=DataEnvelope[ResolveResult])
def resolve_alert(
    alert_id: Id, body: ResolveBody, caller: CurrentUser, session: DbSession
) -> DataEnvelope[ResolveResult]:
    """Resolve a pending alert: `resolution` is `false_positive`, `confirmed` or `duplicate_removed`
    (anything else 400), `notes` optional. Who (`resolved_by`, an email address), when and the notes are
    kept. An alert already resolved is 409. A `false_positive` duplicate is remembered: the same pair of
    documents is never flagged again."""
    alert = service.resolve_alert(session, caller, alert_id, body.resolution, body.notes)
    data = ResolveResult(
        id=alert.id,
        status="resolved",
        resolution=alert.resolution or body.resolution,
        resolved_by=alert.resolved_by_email or caller.email,
        resolved_at=alert.resolved_at or alert.created_at,
        notes=alert.notes,
        self_resolved=alert.self_resolved,
    )
    return DataEnvelope(message=translate("fraud_alert_resolved"), data=data)


@router.get("/notifications", response_model=DataEnvelope[NotificationList])
def list_notifications(
    caller: CurrentUser, session: DbSession, paging: PageParams
) -> DataEnvelope[NotificationList]:
    """The caller's alert notifications, newest first. Each new alert notifies the document's owner and
    every active admin; `unread` is the dashboard's `unread_notifications`. Resolving an alert marks its
    notifications read."""
    rows, total, unread = service.list_notifications(session, caller, paging)
    per_page = paging.per_page
    data = NotificationList(
        notifications=[
            NotificationOut(
                id=notification.id,
                alert_id=alert.id,
                document_id=alert.document_id,
                type=alert.type,
                severity=alert.severity,
                description=service.describe(alert),
                created_at=notification.created_at,
                read=notification.read_at is not None,
            )
            for notification, alert in rows
        ],
        unread=unread,
        total=total,
        pages=-(-total // per_page) if total else 0,
        current_page=paging.page,
        per_page=per_page,
    )
    return DataEnvelope(message=translate("fraud_notifications_listed"), data=data)


@router.post("/notifications/read", response_model=DataEnvelope[MarkedRead])
def mark_all_read(caller: CurrentUser, session: DbSession) -> DataEnvelope[MarkedRead]:
    """Mark every notification of the caller read."""
    count = service.mark_notifications_read(session, caller)
    return DataEnvelope(message=translate("fraud_notifications_marked"), data=MarkedRead(marked_read=count))


@router.post("/notifications/{notification_id}/read", response_model=DataEnvelope[MarkedRead])
def mark_read(notification_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[MarkedRead]:
    """Mark one of the caller's notifications read (another user's is 404)."""
    count = service.mark_notifications_read(session, caller, notification_id)
    return DataEnvelope(message=translate("fraud_notifications_marked"), data=MarkedRead(marked_read=count))
