"""Document endpoints that span areas (`/api/email-scanning`): upload, reading, one document's detail,
hand corrections, delete, the live dashboard with its stream, creating an export (filtered by approval
status and fraud state), the pending approvals with their documents' fraud flags, and the approval of a
level (the final one is refused while the document has an open high-severity fraud alert).

Each of them uses documents together with fraud, approvals or the job queue, so they live with intake,
the one package that composes those areas; ``documents/routes.py`` keeps what is documents' alone
(lists, files, categories, statistics, exports). Same prefixes and tags: the API is one surface.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import Query, Request, status
from fastapi.responses import Response, StreamingResponse
from starlette.concurrency import run_in_threadpool

from misrad.approvals.schemas import ApprovalDetail, ApproveBody, DecisionResult, PendingList
from misrad.auth.dependencies import AdminUser, CurrentUser
from misrad.auth.schemas import Caller
from misrad.core.errors import InvalidInput
from misrad.core.i18n import current_language, set_language, translate
from misrad.core.pagination import PageParams
from misrad.core.schemas import MAX_ID, DataEnvelope, ErrorBody, Id, MessageEnvelope
from misrad.core.settings import get_settings
from misrad.core.validation import field_problem
from misrad.core.web import DbSession, make_router
from misrad.documents.schemas import (
    DocumentDetail,
    DocumentUpdate,
    DocumentUpdated,
    ExportBody,
    ExportResult,
    Realtime,
    UploadResult,
)
from misrad.documents.upload import read_upload
from misrad.intake import ai_choice
from misrad.intake import service as intake
from misrad.intake.ai_choice import AiReadingBody, AiReadingOut

ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409, 413)
}
router = make_router(prefix="/api/email-scanning", tags=["documents"], responses=ERRORS)
# The final approval checks fraud alerts: approvals' endpoint, composed here.
approvals_router = make_router(
    prefix="/api/email-scanning/approvals",
    tags=["approvals"],
    responses={code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409)},
)

UPLOAD_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {
                        "file": {
                            "type": "string",
                            "format": "binary",
                            "description": "PDF, JPG or PNG, 10 MB at most",
                        },
                        "category_id": {"type": "integer", "minimum": 1, "maximum": MAX_ID},
                        "auto_process": {"type": "boolean", "default": True},
                    },
                }
            }
        },
    }
}


def _bool_field(value: str | None, default: bool) -> bool:
    if value is None or value == "":
        return default
    lowered = value.strip().lower()
    if lowered in ("true", "1", "yes", "on"):
        return True
    if lowered in ("false", "0", "no", "off"):
        return False
    raise InvalidInput("invalid_upload", details=field_problem("auto_process", "field_not_boolean"))


def _int_field(value: str | None) -> int | None:
    if value is None or value.strip() == "":
        return None
    if not value.strip().isdigit() or not 1 <= int(value) <= MAX_ID:
        raise InvalidInput(
            "invalid_upload", details=field_problem("category_id", "field_id_range", max=MAX_ID)
        )
    return int(value)


@router.post(
    "/documents/upload",
    response_model=DataEnvelope[UploadResult],
    status_code=status.HTTP_201_CREATED,
    openapi_extra=UPLOAD_BODY,
)
async def upload_document(
    request: Request, caller: CurrentUser, session: DbSession
) -> DataEnvelope[UploadResult]:
    """Upload a supplier document (multipart: ``file``, optional ``category_id``, ``auto_process``).

    The type is read from the bytes (PDF, PNG, JPEG; else 400 ``unsupported_file_type``), the 10 MB
    limit holds while the body streams in (413 ``file_too_large``), the name is cleaned of folders and
    control characters. With ``auto_process`` (default true) the document is ``processing`` and its
    ``ocr_job_id`` is set; with false it stays ``uploaded`` until ``POST /documents/{id}/process``.
    The document and its job are committed before the 201 is sent.
    """
    form = await read_upload(request)
    auto_process = _bool_field(form.fields.get("auto_process"), True)
    category_id = _int_field(form.fields.get("category_id"))
    language = current_language()

    def accept() -> intake.AcceptedDocument:
        set_language(language)
        return intake.accept_file(
            session,
            owner_id=caller.id,
            filename=form.filename,
            data=form.data,
            category_id=category_id,
            auto_process=auto_process,
        )

    accepted = await run_in_threadpool(accept)
    return DataEnvelope(
        message=translate("document_uploaded"),
        data=UploadResult(
            id=accepted.id, filename=accepted.filename, status=accepted.status, ocr_job_id=accepted.ocr_job_id
        ),
    )


@router.get("/documents/{document_id}", response_model=DataEnvelope[DocumentDetail])
def get_document(document_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[DocumentDetail]:
    """One document with everything read from it, its approval status and fraud alert count."""
    data = intake.document_detail(session, caller, document_id)
    return DataEnvelope(message=translate("document_found"), data=DocumentDetail.model_validate(data))


@router.get("/documents/{document_id}/file", response_class=Response)
def document_file(document_id: Id, caller: CurrentUser, session: DbSession) -> Response:
    """The original file, byte for byte (owner, admin, or its current or past approvers; others 404)."""
    data, document = intake.document_file(session, caller, document_id)
    disposition = f'attachment; filename="{document.filename.encode("ascii", "replace").decode()}"; '
    disposition += f"filename*=UTF-8''{quote(document.original_filename)}"
    return Response(
        content=data,
        media_type=document.mime_type,
        headers={"Content-Disposition": disposition, "Cache-Control": "private, no-store"},
    )


def _update(
    document_id: Id, body: DocumentUpdate, caller: Caller, session: DbSession
) -> DataEnvelope[DocumentUpdated]:
    document = intake.update_document(session, caller, document_id, body)
    return DataEnvelope(
        message=translate("document_updated"),
        data=DocumentUpdated(id=document.id, updated_at=document.updated_at),
    )


@router.put("/documents/{document_id}", response_model=DataEnvelope[DocumentUpdated])
def update_document(
    document_id: Id, body: DocumentUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[DocumentUpdated]:
    """Correct fields by hand (only the fields sent change); the fraud check runs again."""
    return _update(document_id, body, caller, session)


@router.patch("/documents/{document_id}", response_model=DataEnvelope[DocumentUpdated])
def patch_document(
    document_id: Id, body: DocumentUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[DocumentUpdated]:
    """Same as PUT."""
    return _update(document_id, body, caller, session)


@router.delete("/documents/{document_id}", response_model=MessageEnvelope)
def delete_document(document_id: Id, caller: CurrentUser, session: DbSession) -> MessageEnvelope:
    """Soft delete: the document leaves every list and count; its row and file stay stored. It stops
    being a duplicate source for the fraud checks, and its open fraud alerts are closed."""
    intake.delete_document(session, caller, document_id)
    return MessageEnvelope(message=translate("document_deleted"))


@router.post("/documents/{document_id}/process", response_model=DataEnvelope[UploadResult])
def process_document(document_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[UploadResult]:
    """Read the document (again): for an ``uploaded``, ``failed`` or already ``processed`` document.
    409 ``document_busy`` while it is being read."""
    accepted = intake.request_processing(session, caller, document_id)
    return DataEnvelope(
        message=translate("document_queued"),
        data=UploadResult(
            id=accepted.id, filename=accepted.filename, status=accepted.status, ocr_job_id=accepted.ocr_job_id
        ),
    )


# ---------------------------------------------------------------- reading with AI


@router.get("/ai-reading", response_model=DataEnvelope[AiReadingOut])
def get_ai_reading(caller: CurrentUser, session: DbSession) -> DataEnvelope[AiReadingOut]:
    """The LLM chosen to read invoices whose own reading did not settle (off until an admin turns it
    on). Such a document's text goes to it through the AI gateway, metered and under the budgets; only
    values printed in the text that pass the invoice's checks are taken (see ``ai_reading`` and
    ``ai_fields`` of a document)."""
    return DataEnvelope(message=translate("ai_reading_found"), data=ai_choice.ai_reading(session))


@router.put("/ai-reading", response_model=DataEnvelope[AiReadingOut])
def put_ai_reading(body: AiReadingBody, caller: AdminUser, session: DbSession) -> DataEnvelope[AiReadingOut]:
    """Admins only. ``enabled`` needs a ``provider_id`` other than the built-in engine; ``model_id``
    (optional: else the provider's cheapest fast model) must be that provider's."""
    data = ai_choice.save_ai_reading(session, caller, body)
    return DataEnvelope(message=translate("ai_reading_saved"), data=data)


# ---------------------------------------------------------------- dashboard


@router.get("/dashboard/realtime", response_model=DataEnvelope[Realtime], response_model_exclude={"message"})
def realtime(caller: CurrentUser, session: DbSession) -> dict[str, Any]:
    """Live figures: ``processing_queue`` (documents waiting for a reader), ``active_ocr_jobs`` (being
    read now), the caller's ``pending_approvals`` and ``unread_notifications``, ``system_health``."""
    data = Realtime.model_validate(intake.realtime(session, caller))
    return {"success": True, "data": data}


@router.get("/dashboard/stream", response_class=StreamingResponse)
async def realtime_stream(
    request: Request,
    caller: CurrentUser,
    max_events: Annotated[int | None, Query(ge=1, le=10_000)] = None,
) -> StreamingResponse:
    """Server-Sent Events: an ``event: dashboard`` with the real-time object at once and again whenever
    a figure changes (checked every 2 s); a comment line every 15 s keeps proxies from closing it.
    After it, an ``event: document`` for each of the caller's documents in processing whenever its
    stage changes: ``{id, filename, status, stage, processing_error, reason}``, the stage one of
    ``queued``, ``reading``, ``extracting``, ``checks``, then ``processed`` or ``failed`` (with the
    ``processing_error`` code and the ``reason`` in words). ``max_events`` ends the stream after that
    many events of either kind (for simple clients and tests)."""
    language = current_language()

    def snapshot() -> dict[str, Any]:
        return Realtime.model_validate(intake.realtime_now(caller)).model_dump(mode="json")

    def stages(followed: list[int]) -> list[dict[str, Any]]:
        set_language(language)
        return intake.stages_now(caller, followed)

    return StreamingResponse(
        _dashboard_events(request, (snapshot, stages), get_settings().dashboard_stream_seconds, max_events),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


@router.post("/export", response_model=DataEnvelope[ExportResult])
def export_documents(body: ExportBody, caller: CurrentUser, session: DbSession) -> DataEnvelope[ExportResult]:
    """Export the caller's documents (with ``filters``) to ``excel`` (right-to-left sheet for Hebrew,
    number and date cells) or ``csv`` (UTF-8 with BOM) with the chosen ``fields``. The file is private:
    only its creator or an admin may download it from ``download_url``. Filters ``date_from``/
    ``date_to`` are upload dates; ``search`` is the list's search; ``approval_status`` (a list of
    ``pending``, ``approved``, ``rejected``, ``none`` = no approval flow) keeps documents whose latest
    approval flow has one of them, so a rejected duplicate stays out of an export of approved invoices;
    ``fraud_state`` is ``flagged`` (an open fraud alert) or ``clear``. Fields ``approval_status``,
    ``fraud_state`` and ``fraud_alert_count`` (open alerts) may be chosen like any other."""
    result = intake.export_documents(session, caller, body, current_language())
    return DataEnvelope(message=translate("export_ready"), data=ExportResult.model_validate(result))


Snapshots = tuple[Callable[[], dict[str, Any]], Callable[[list[int]], list[dict[str, Any]]]]


async def _dashboard_events(
    request: Request, snapshots: Snapshots, interval: float, max_events: int | None
) -> AsyncIterator[str]:
    snapshot, stages = snapshots
    last: dict[str, Any] | None = None
    followed: dict[int, str] = {}  # document id -> the stage last sent
    sent = 0
    quiet = 0.0
    while not await request.is_disconnected():
        data = await run_in_threadpool(snapshot)
        figures = {k: v for k, v in data.items() if k != "last_update"}
        events = [] if figures == last else [("dashboard", data)]
        last = figures
        events += _stage_changes(followed, await run_in_threadpool(stages, list(followed)))
        for kind, payload in events:
            sent += 1
            quiet = 0.0
            yield f"event: {kind}\ndata: {json.dumps(payload, ensure_ascii=False)}\n\n"
            if max_events is not None and sent >= max_events:
                return
        if not events and quiet >= 15:
            quiet = 0.0
            yield ": keep-alive\n\n"
        await asyncio.sleep(interval)
        quiet += interval


def _stage_changes(followed: dict[int, str], items: list[dict[str, Any]]) -> list[tuple[str, Any]]:
    """``document`` events for the stages that changed; a document that ended (or left) is let go."""
    changes: list[tuple[str, Any]] = [("document", i) for i in items if followed.get(i["id"]) != i["stage"]]
    followed.clear()
    followed.update({i["id"]: i["stage"] for i in items if i["status"] == "processing"})
    return changes


# ---------------------------------------------------------------- approvals


@approvals_router.post("/{approval_id}/approve", response_model=DataEnvelope[DecisionResult])
def approve(
    approval_id: Id, body: ApproveBody, caller: CurrentUser, session: DbSession
) -> DataEnvelope[DecisionResult]:
    """Approve the current level. `status` stays `pending` until the last level, then `approved`.
    `next_approver` (an email) picks the next level's approver: an active approver of that level or
    higher, or an admin, never the submitter or an earlier approver of this flow (400 otherwise; also 400
    on the last level). `approval_level` (optional) is the level the client saw: 409 if it moved on."""
    decision = intake.approve(
        session,
        caller,
        approval_id,
        notes=body.notes,
        next_approver=body.next_approver,
        expected_level=body.approval_level,
    )
    return DataEnvelope(message=translate("approval_approved"), data=decision)


@approvals_router.get("/pending", response_model=DataEnvelope[PendingList])
def list_pending(caller: CurrentUser, session: DbSession, paging: PageParams) -> DataEnvelope[PendingList]:
    """What waits for the caller, oldest first: every pending flow for an admin, the flows assigned to
    an approver, nothing for a member. Each row says why it waits and for whom (`waiting_reason`) and
    shows its document's open fraud alerts (`fraud_alert_count`, `fraud_alerts`)."""
    page, rows = intake.pending_approvals(session, caller, paging)
    data = PendingList(pending_approvals=rows, **page.meta())
    return DataEnvelope(message=translate("approvals_listed"), data=data)


@approvals_router.get("/{approval_id}", response_model=DataEnvelope[ApprovalDetail])
def get_approval(approval_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[ApprovalDetail]:
    """One flow with its audit trail (submitted, approved and rejected steps: who, when, notes), why it
    waits and for whom, and its document's open fraud alerts."""
    return DataEnvelope(message="", data=intake.approval_detail(session, caller, approval_id))
