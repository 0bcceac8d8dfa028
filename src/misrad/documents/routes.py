"""Document scanning endpoints (`/api/email-scanning`): documents, categories, statistics, dashboard, export.

Choices where the spec and CONTRACT are silent:
- Visibility: a document is private to its owner (the uploader, or the owner of the mailbox it came
  from); admins see every document. Another user's document answers 404.
- Categories are shared by the business; anyone signed in may create one, its creator or an admin
  may change or delete it (403 otherwise). Deleting a category leaves its documents uncategorised.
- ``search`` matches whole words (Hebrew words also without their one-letter prefixes ו ה ב ל מ ש כ)
  in the file name, supplier, invoice number and extracted text; all words must match.
- Extra list filters beside the spec's: ``date_from``/``date_to`` (upload date, business time zone),
  ``supplier`` (part of the name) and ``source`` (``upload``/``email``). All filters combine.
- Updating an extracted field by hand marks it as corrected: re-processing keeps the correction.
"""

from __future__ import annotations

import asyncio
import json
from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, status
from fastapi.responses import FileResponse, Response, StreamingResponse
from starlette.concurrency import run_in_threadpool

from misrad.auth.dependencies import CurrentUser
from misrad.core.db import get_database
from misrad.core.i18n import current_language, translate
from misrad.core.pagination import PageParams
from misrad.core.schemas import DataEnvelope, ErrorBody, MessageEnvelope
from misrad.core.web import DbSession
from misrad.documents import service
from misrad.documents.schemas import (
    CategoryBody,
    CategoryCreated,
    CategoryList,
    CategoryOut,
    CategoryUpdate,
    DocumentDetail,
    DocumentListItem,
    DocumentPage,
    DocumentStatus,
    DocumentUpdate,
    DocumentUpdated,
    ExportBody,
    ExportResult,
    Realtime,
    Statistics,
    UploadResult,
)
from misrad.documents.upload import read_upload
from misrad.intake import service as intake

ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409, 413)
}
router = APIRouter(prefix="/api/email-scanning", tags=["documents"], responses=ERRORS)

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
                        "category_id": {"type": "integer"},
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
    from misrad.core.errors import InvalidInput

    raise InvalidInput("invalid_upload", details="auto_process must be true or false")


def _int_field(value: str | None) -> int | None:
    if value is None or value.strip() == "":
        return None
    if not value.strip().isdigit():
        from misrad.core.errors import InvalidInput

        raise InvalidInput("invalid_upload", details="category_id must be an integer")
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
        from misrad.core.i18n import set_language

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


@router.get("/documents", response_model=DataEnvelope[DocumentPage])
def list_documents(
    caller: CurrentUser,
    session: DbSession,
    page: PageParams,
    category_id: int | None = None,
    search: Annotated[str | None, Query(max_length=200)] = None,
    status: DocumentStatus | None = None,
    date_from: date | None = None,
    date_to: date | None = None,
    supplier: Annotated[str | None, Query(max_length=200)] = None,
    source: Annotated[str | None, Query(pattern="^(upload|email)$")] = None,
) -> DataEnvelope[DocumentPage]:
    """The caller's documents (all documents for an admin), newest first; every filter combines."""
    filters = service.ListFilters(
        category_id=category_id,
        status=status,
        search=search,
        date_from=date_from,
        date_to=date_to,
        supplier=supplier,
        source=source,
    )
    found = service.list_documents(session, caller, filters, page)
    names = service.category_names(session, found.items)
    items = [DocumentListItem.model_validate(service.list_item(d, names)) for d in found.items]
    return DataEnvelope(
        message=translate("documents_listed"), data=DocumentPage(documents=items, **found.meta())
    )


@router.get("/documents/{document_id}", response_model=DataEnvelope[DocumentDetail])
def get_document(document_id: int, caller: CurrentUser, session: DbSession) -> DataEnvelope[DocumentDetail]:
    """One document with everything read from it, its approval status and fraud alert count."""
    data = intake.document_detail(session, caller, document_id)
    return DataEnvelope(message=translate("document_found"), data=DocumentDetail.model_validate(data))


def _update(
    document_id: int, body: DocumentUpdate, caller: Any, session: Any
) -> DataEnvelope[DocumentUpdated]:
    document = intake.update_document(session, caller, document_id, body)
    return DataEnvelope(
        message=translate("document_updated"),
        data=DocumentUpdated(id=document.id, updated_at=document.updated_at),
    )


@router.put("/documents/{document_id}", response_model=DataEnvelope[DocumentUpdated])
def update_document(
    document_id: int, body: DocumentUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[DocumentUpdated]:
    """Correct fields by hand (only the fields sent change); the fraud check runs again."""
    return _update(document_id, body, caller, session)


@router.patch("/documents/{document_id}", response_model=DataEnvelope[DocumentUpdated])
def patch_document(
    document_id: int, body: DocumentUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[DocumentUpdated]:
    """Same as PUT."""
    return _update(document_id, body, caller, session)


@router.delete("/documents/{document_id}", response_model=MessageEnvelope)
def delete_document(document_id: int, caller: CurrentUser, session: DbSession) -> MessageEnvelope:
    """Soft delete: the document leaves every list and count; its row and file stay stored. It stops
    being a duplicate source for the fraud checks, and its open fraud alerts are closed."""
    intake.delete_document(session, caller, document_id)
    return MessageEnvelope(message=translate("document_deleted"))


@router.post("/documents/{document_id}/process", response_model=DataEnvelope[UploadResult])
def process_document(document_id: int, caller: CurrentUser, session: DbSession) -> DataEnvelope[UploadResult]:
    """Read the document (again): for an ``uploaded``, ``failed`` or already ``processed`` document.
    409 ``document_busy`` while it is being read."""
    accepted = intake.request_processing(session, caller, document_id)
    return DataEnvelope(
        message=translate("document_queued"),
        data=UploadResult(
            id=accepted.id, filename=accepted.filename, status=accepted.status, ocr_job_id=accepted.ocr_job_id
        ),
    )


@router.get("/documents/{document_id}/file", response_class=Response)
def document_file(document_id: int, caller: CurrentUser, session: DbSession) -> Response:
    """The original file, byte for byte (owner or admin; others 404)."""
    from urllib.parse import quote

    data, document = service.file_for(session, caller, document_id)
    disposition = f'attachment; filename="{document.filename.encode("ascii", "replace").decode()}"; '
    disposition += f"filename*=UTF-8''{quote(document.original_filename)}"
    return Response(
        content=data,
        media_type=document.mime_type,
        headers={"Content-Disposition": disposition, "Cache-Control": "private, no-store"},
    )


# ---------------------------------------------------------------- categories


@router.get("/categories", response_model=DataEnvelope[CategoryList])
def list_categories(caller: CurrentUser, session: DbSession) -> DataEnvelope[CategoryList]:
    """Every category with the number of the caller's documents in it."""
    items = [CategoryOut.model_validate(c) for c in service.list_categories(session, caller)]
    return DataEnvelope(
        message=translate("categories_listed"), data=CategoryList(categories=items, total=len(items))
    )


@router.post("/categories", response_model=DataEnvelope[CategoryCreated], status_code=status.HTTP_201_CREATED)
def create_category(
    body: CategoryBody, caller: CurrentUser, session: DbSession
) -> DataEnvelope[CategoryCreated]:
    """Create a category (name unique, 409 otherwise). ``keywords`` drive auto-categorisation."""
    category = service.create_category(session, caller, body)
    return DataEnvelope(
        message=translate("category_created"),
        data=CategoryCreated(id=category.id, name=category.name, created_at=category.created_at),
    )


@router.get("/categories/{category_id}", response_model=DataEnvelope[CategoryOut])
def get_category(category_id: int, caller: CurrentUser, session: DbSession) -> DataEnvelope[CategoryOut]:
    return DataEnvelope(
        message=translate("categories_listed"),
        data=CategoryOut.model_validate(service.get_category(session, caller, category_id)),
    )


@router.put("/categories/{category_id}", response_model=DataEnvelope[CategoryOut])
def update_category(
    category_id: int, body: CategoryUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[CategoryOut]:
    """Change a category (its creator or an admin)."""
    data = service.update_category(session, caller, category_id, body)
    return DataEnvelope(message=translate("category_updated"), data=CategoryOut.model_validate(data))


@router.patch("/categories/{category_id}", response_model=DataEnvelope[CategoryOut])
def patch_category(
    category_id: int, body: CategoryUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[CategoryOut]:
    """Same as PUT."""
    data = service.update_category(session, caller, category_id, body)
    return DataEnvelope(message=translate("category_updated"), data=CategoryOut.model_validate(data))


@router.delete("/categories/{category_id}", response_model=MessageEnvelope)
def delete_category(category_id: int, caller: CurrentUser, session: DbSession) -> MessageEnvelope:
    """Delete a category (its creator or an admin); its documents become uncategorised."""
    service.delete_category(session, caller, category_id)
    return MessageEnvelope(message=translate("category_deleted"))


# ---------------------------------------------------------------- statistics and dashboard


@router.get("/statistics", response_model=DataEnvelope[Statistics])
def statistics(caller: CurrentUser, session: DbSession) -> DataEnvelope[Statistics]:
    """Figures over the documents the caller sees. ``avg_processing_time`` is in seconds;
    ``ocr_accuracy`` is the mean OCR confidence of processed documents (1.0 for text PDFs);
    today/week/month follow the business calendar (weeks start on Sunday)."""
    return DataEnvelope(
        message=translate("statistics_ready"),
        data=Statistics.model_validate(service.statistics(session, caller)),
    )


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
    ``max_events`` ends the stream after that many events (for simple clients and tests)."""
    from misrad.core.settings import get_settings

    interval = get_settings().dashboard_stream_seconds

    def snapshot() -> dict[str, Any]:
        with get_database().unit_of_work(write=False) as session:
            return Realtime.model_validate(intake.realtime(session, caller)).model_dump(mode="json")

    async def events() -> Any:
        last: dict[str, Any] | None = None
        sent = 0
        quiet = 0.0
        while True:
            if await request.is_disconnected():
                return
            data = await run_in_threadpool(snapshot)
            figures = {k: v for k, v in data.items() if k != "last_update"}
            if figures != last:
                last = figures
                sent += 1
                quiet = 0.0
                yield f"event: dashboard\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"
                if max_events is not None and sent >= max_events:
                    return
            elif quiet >= 15:
                quiet = 0.0
                yield ": keep-alive\n\n"
            await asyncio.sleep(interval)
            quiet += interval

    return StreamingResponse(
        events(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


# ---------------------------------------------------------------- export


@router.post("/export", response_model=DataEnvelope[ExportResult])
def export_documents(body: ExportBody, caller: CurrentUser, session: DbSession) -> DataEnvelope[ExportResult]:
    """Export the caller's documents (with ``filters``) to ``excel`` (right-to-left sheet for Hebrew,
    number and date cells) or ``csv`` (UTF-8 with BOM) with the chosen ``fields``. The file is private:
    only its creator or an admin may download it from ``download_url``. Filters ``date_from``/
    ``date_to`` are upload dates; ``search`` is the list's search."""
    filters = service.ListFilters(
        category_id=body.filters.category_id,
        status=body.filters.status,
        search=body.filters.search,
        date_from=body.filters.date_from,
        date_to=body.filters.date_to,
    )
    result = service.create_export(session, caller, body.format, body.fields, filters, current_language())
    return DataEnvelope(message=translate("export_ready"), data=ExportResult.model_validate(result))


@router.get("/export/files/{filename}", response_class=FileResponse)
def export_file(filename: str, caller: CurrentUser, session: DbSession) -> FileResponse:
    """Download an export file (its creator or an admin; anyone else gets 404)."""
    path, kind = service.export_path(session, caller, filename)
    media = (
        "text/csv; charset=utf-8"
        if kind == "csv"
        else "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    return FileResponse(
        path, media_type=media, filename=filename, headers={"Cache-Control": "private, no-store"}
    )
