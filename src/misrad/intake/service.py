"""Entry points of the intake pipeline: accept a file, process a document, composed views.

Intake is the one place that uses documents, fraud and approvals together; each is called through
its own ``service`` module, in plain sight.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Literal

from sqlalchemy.orm import Session

from misrad.approvals import service as approvals
from misrad.approvals.schemas import (
    ApprovalDetail,
    ApprovalEventOut,
    DecisionResult,
    PendingApprovalOut,
    decision_out,
    pending_out,
)
from misrad.auth.schemas import Caller
from misrad.core.clock import utcnow
from misrad.core.db import get_database
from misrad.core.i18n import translate
from misrad.core.pagination import Page, PageRequest
from misrad.core.queue import enqueue, job_counts
from misrad.documents import service as documents
from misrad.documents.errors import DocumentNotFound, FileTooLarge, UnsupportedFileType
from misrad.fraud import service as fraud
from misrad.intake.pipeline import recheck_fraud

__all__ = ["AcceptedDocument", "FileTooLarge", "UnsupportedFileType", "accept_file"]

PROCESS_JOB = "intake.process_document"


@dataclass(frozen=True)
class AcceptedDocument:
    id: int
    filename: str
    status: str
    ocr_job_id: int | None


def accept_file(
    session: Session,
    *,
    owner_id: int,
    filename: str,
    data: bytes,
    source: Literal["upload", "email"] = "upload",
    email_message_id: int | None = None,
    category_id: int | None = None,
    auto_process: bool = True,
) -> AcceptedDocument:
    """Take in one file: check its bytes, store it once, create the document and queue its reading.

    Raises ``UnsupportedFileType`` (400, also for an empty file) or ``FileTooLarge`` (413). The job is
    written in the caller's transaction and reaches a worker only after the caller commits.
    """
    document = documents.create_document(
        session,
        owner_id=owner_id,
        filename=filename,
        data=data,
        source=source,
        email_message_id=email_message_id,
        category_id=category_id,
    )
    job_id: int | None = None
    if auto_process:
        job_id = enqueue(session, PROCESS_JOB, document_id=document.id)
        documents.queue_processing(session, document, job_id)
    session.flush()
    return AcceptedDocument(document.id, document.filename, document.status, job_id)


def request_processing(session: Session, caller: Caller, document_id: int) -> AcceptedDocument:
    """Queue (again) the reading of an uploaded, failed or processed document the caller sees."""
    document = documents.get_document(session, caller, document_id)
    documents.ensure_can_reprocess(document)
    job_id = enqueue(session, PROCESS_JOB, document_id=document.id)
    documents.queue_processing(session, document, job_id)
    session.flush()
    return AcceptedDocument(document.id, document.filename, document.status, job_id)


def viewable_document(session: Session, caller: Caller, document_id: int) -> Any:
    """A document the caller may read: their own (or any, for an admin), or one they are asked to
    approve now or approved (or rejected) before, read-only. Anyone else gets 404, as before."""
    try:
        return documents.get_document(session, caller, document_id)
    except DocumentNotFound:
        document = documents.get_live_document(session, document_id)
        if document is None or not approvals.is_approver_of(session, caller, document_id):
            raise
        return document


def document_file(session: Session, caller: Caller, document_id: int) -> tuple[bytes, Any]:
    """The original of a document the caller may read (see ``viewable_document``)."""
    document = viewable_document(session, caller, document_id)
    return documents.file_of(document), document


def document_detail(session: Session, caller: Caller, document_id: int) -> dict[str, Any]:
    document = viewable_document(session, caller, document_id)
    data = documents.detail(session, document)
    data["approval_status"] = _approval_status(session, document.id)
    data["fraud_alert_count"] = _fraud_alert_count(session, document.id)
    return data


def _approval_status(session: Session, document_id: int) -> str | None:
    return approvals.status_of(session, document_id)


def _fraud_alert_count(session: Session, document_id: int) -> int:
    return fraud.alert_count(session, document_id)


def export_documents(session: Session, caller: Caller, body: Any, language: str) -> dict[str, Any]:
    """An export (``ExportBody``) of the caller's documents, with the approval and fraud columns."""
    filters = documents.ListFilters(
        category_id=body.filters.category_id,
        status=body.filters.status,
        search=body.filters.search,
        date_from=body.filters.date_from,
        date_to=body.filters.date_to,
    )
    annotate = export_annotator(body.filters.approval_status, body.filters.fraud_state)
    return documents.create_export(session, caller, body.format, body.fields, filters, language, annotate)


def pending_approvals(
    session: Session, caller: Caller, paging: PageRequest
) -> tuple[Page, list[PendingApprovalOut]]:
    """What waits for the caller, each row with why it waits and its document's open fraud flags, so
    the approver sees them before deciding."""
    page = approvals.list_pending(session, caller, paging)
    waiting = approvals.waiting_reasons(session, page.items)
    flags = fraud.open_flags(session, [a.document_id for a in page.items])
    rows = [pending_out(a, waiting.get(a.id), flags.get(a.document_id, [])) for a in page.items]
    return page, rows


def approval_detail(session: Session, caller: Caller, approval_id: int) -> ApprovalDetail:
    """One flow with its audit trail, why it waits and its document's open fraud flags."""
    approval = approvals.get_approval(session, caller, approval_id)
    history = [
        ApprovalEventOut.model_validate(e.as_dict()) for e in approvals.approval_history(session, approval)
    ]
    waiting = approvals.waiting_reasons(session, [approval]).get(approval.id)
    flags = fraud.open_flags(session, [approval.document_id]).get(approval.document_id, [])
    # The row's own attributes, not model_dump(): that would serialise the times to business-zone
    # text, and serialising again would shift them a second time.
    return ApprovalDetail(
        **dict(pending_out(approval, waiting, flags)),
        status=approval.status,
        reject_reason=approval.reject_reason,
        decided_at=approval.decided_at,
        history=history,
    )


def export_annotator(
    approval_status: Sequence[str] | None = None, fraud_state: str | None = None
) -> Callable[[Session, list[dict[str, Any]]], list[dict[str, Any]]]:
    """Adds the approval and fraud columns to export rows and keeps only the rows the two filters
    allow (``approval_status`` ``none``: no flow; ``fraud_state`` ``flagged``: an open alert)."""

    def annotate(session: Session, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        ids = [row["id"] for row in rows]
        statuses = approvals.statuses_of(session, ids)
        flags = fraud.open_flags(session, ids)
        kept = []
        for row in rows:
            status, count = statuses.get(row["id"]), len(flags.get(row["id"], []))
            state = "flagged" if count else "clear"
            if approval_status and (status or "none") not in approval_status:
                continue
            if fraud_state and state != fraud_state:
                continue
            kept.append({**row, "approval_status": status, "fraud_state": state, "fraud_alert_count": count})
        return kept

    return annotate


def update_document(session: Session, caller: Caller, document_id: int, body: Any) -> Any:
    """Hand corrections; the fraud check runs again on the corrected facts."""
    document = documents.update_document(session, caller, document_id, body)
    if document.status == "processed":
        recheck_fraud(session, documents.facts(document))
    return document


def approve(
    session: Session,
    caller: Caller,
    approval_id: int,
    *,
    notes: str | None,
    next_approver: str | None,
    expected_level: int | None,
) -> DecisionResult:
    """Approve a level; the final approval is refused while the document has an open high-severity
    fraud alert (approvals takes that check as a port, wired to fraud here)."""
    approval = approvals.approve(
        session,
        caller,
        approval_id,
        notes=notes,
        next_approver=next_approver,
        expected_level=expected_level,
        open_high_alerts=fraud.open_high_severity_count,
    )
    return decision_out(approval)


def delete_document(session: Session, caller: Caller, document_id: int) -> None:
    """Soft delete; a deleted invoice stops being a duplicate source and its open alerts are closed."""
    documents.delete_document(session, caller, document_id)
    fraud.forget_document(session, document_id)


def realtime(session: Session, caller: Caller) -> dict[str, Any]:
    """The dashboard's live figures, from documents, approvals and fraud."""
    waiting, running = documents.queue_figures(session)
    return {
        "processing_queue": waiting,
        "active_ocr_jobs": running,
        "pending_approvals": _pending_approvals(session, caller),
        "unread_notifications": _unread_notifications(session, caller),
        "system_health": _health(session),
        "last_update": utcnow(),
    }


def realtime_now(caller: Caller) -> dict[str, Any]:
    """``realtime`` in a read-only unit of work of its own (the dashboard stream asks every few seconds
    for as long as it is open, so it holds no request session)."""
    with get_database().unit_of_work(write=False) as session:
        return realtime(session, caller)


def stages_now(caller: Caller, followed: Sequence[int] = ()) -> list[dict[str, Any]]:
    """The stage of each of the caller's documents in processing (and of those in ``followed``, to see
    them end), each with the reason of a failure in the caller's words: for the live streams."""
    with get_database().unit_of_work(write=False) as session:
        items = documents.stages_followed(session, caller.id, followed)
    for item in items:
        item["reason"] = translate(item["processing_error"]) if item["processing_error"] else None
    return items


def _pending_approvals(session: Session, caller: Caller) -> int:
    return approvals.pending_count(session, caller)


def _unread_notifications(session: Session, caller: Caller) -> int:
    return fraud.unread_notifications(session, caller.id)


def _health(session: Session) -> str:
    """``healthy``; ``degraded`` when the OCR engine is missing or jobs died in the last hour."""
    if shutil.which("tesseract") is None:
        return "degraded"
    jobs = job_counts(session, dead_since=utcnow() - timedelta(hours=1))
    return "degraded" if jobs.dead else "healthy"
