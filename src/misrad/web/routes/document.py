"""One document: the original beside its fields (editable), alerts, approval timeline, actions."""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import Path, Query, Request
from fastapi.responses import RedirectResponse, Response
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.approvals import service as approvals
from misrad.auth import service as auth
from misrad.core.pagination import PageRequest
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.documents import service as documents
from misrad.documents.schemas import DocumentUpdate
from misrad.fraud import service as fraud
from misrad.intake import service as intake
from misrad.web.forms import (
    CURRENCIES,
    ITEM_PARTS,
    read_document_form,
    read_line_items,
    same_items,
    typed_items,
)
from misrad.web.previews import ZOOMS, cached_page_png
from misrad.web.templating import render
from misrad.web.viewer import CSRF_FIELD, PageViewer, Viewer

router = make_router()
DocumentId = Id  # bounded like every id of the API


def _document_context(session: Session, viewer: Viewer, document_id: int) -> dict[str, Any]:
    data = intake.document_detail(session, viewer.caller, document_id)
    alerts = fraud.list_alerts(
        session, viewer.caller, fraud.AlertFilters(document_id=document_id), PageRequest(1, 50)
    ).page.items
    waiting = approvals.pending_of_document(session, document_id)
    may_decide = waiting is not None and approvals.may_decide_now(viewer.caller, waiting)
    choices = (
        approvals.next_approver_choices(session, viewer.caller, waiting) if may_decide and waiting else []
    )
    timeline = [e.as_dict() for e in approvals.history_of(session, document_id)]
    return {
        "d": data,
        # The decision on this page, for whom the flow waits (the service checks every rule again).
        "waiting": waiting if may_decide else None,
        "choices": choices,
        "people": auth.names_by_email(session, [e["actor"] for e in timeline] + choices),
        "alerts": [{"alert": a, "text": fraud.describe(a)} for a in alerts],
        "timeline": timeline,
        "categories": documents.category_choices(session),
        "currencies": CURRENCIES,
        "low": fraud.needs_a_look(data["field_confidence"] or {}, data),
        "by_ai": set(data["ai_fields"]),  # read by the office's LLM: checked, yet worth a look
        # Its approvers read it (preview, fields, alerts, timeline); only its owner or an admin changes it.
        "read_only": not (viewer.caller.is_admin or data["owner_id"] == viewer.caller.id),
    }


def _typed_from(data: dict[str, Any]) -> dict[str, str]:
    """The form's starting text: what was read, as the inputs expect it (ISO dates, plain amounts)."""
    typed = {}
    for name in (
        "supplier_name",
        "supplier_tax_id",
        "invoice_number",
        "allocation_number",
        "notes",
        "currency",
    ):
        typed[name] = data.get(name) or ""
    for name in ("total_amount", "subtotal_amount", "vat_amount"):
        typed[name] = f"{data[name]:.2f}" if data.get(name) is not None else ""
    for name in ("invoice_date", "due_date"):
        typed[name] = data[name].isoformat() if data.get(name) else ""
    typed["category_id"] = str(data.get("category_id") or "")
    typed["tags"] = ", ".join(data.get("tags") or [])
    return typed


@router.get("/documents/{document_id}")
def document_page(
    request: Request,
    document_id: DocumentId,
    viewer: PageViewer,
    session: DbSession,
    page: Annotated[int, Query(ge=1, le=10_000)] = 1,
    zoom: Annotated[float, Query(ge=1, le=2)] = 1.0,
    saved: bool = False,
    decided: str = "",
) -> Response:
    context = _document_context(session, viewer, document_id)
    return render(
        request,
        "document.html",
        viewer,
        **context,
        typed=_typed_from(context["d"]),
        items=typed_items(context["d"]["line_items"]),
        errors={},
        page=page,
        zoom=zoom,
        zooms=ZOOMS,
        saved=saved,
        decided=decided if decided in ("approved", "rejected") else "",
    )


def _save(session: Session, viewer: Viewer, document_id: int, values: dict[str, Any]) -> None:
    """Through the service the API's update uses; untouched lines are not sent (they would count as
    corrected by hand and be kept over a later re-reading)."""
    stored = documents.get_document(session, viewer.caller, document_id).line_items or []
    if "line_items" in values and same_items(stored, values["line_items"]):
        values = {k: v for k, v in values.items() if k != "line_items"}
    intake.update_document(session, viewer.caller, document_id, DocumentUpdate.model_validate(values))


@router.post("/documents/{document_id}")
async def save_document(
    request: Request, document_id: DocumentId, viewer: PageViewer, session: DbSession
) -> Response:
    """Save corrected fields; on an error the page comes back with every typed value and the error
    beside its field, and nothing is saved."""
    raw = await request.form()
    form = read_document_form({k: v for k, v in raw.items() if isinstance(v, str) and k != CSRF_FIELD})
    if raw.get("line_items_shown"):
        columns = {p: [v for v in raw.getlist(f"item_{p}") if isinstance(v, str)] for p in ITEM_PARTS}
        read_line_items(form, columns)
    if not form.errors:
        await run_in_threadpool(_save, session, viewer, document_id, form.values)
        return RedirectResponse(f"/documents/{document_id}?saved=1", 303)
    context = await run_in_threadpool(_document_context, session, viewer, document_id)
    return render(
        request,
        "document.html",
        viewer,
        status_code=400,
        **context,
        typed=form.typed,
        items=form.items,
        errors=form.errors,
        page=1,
        zoom=1.0,
        zooms=ZOOMS,
        saved=False,
        decided="",
    )


@router.post("/documents/{document_id}/reprocess")
def reprocess(document_id: DocumentId, viewer: PageViewer, session: DbSession) -> Response:
    intake.request_processing(session, viewer.caller, document_id)
    return RedirectResponse(f"/documents/{document_id}", 303)


@router.post("/documents/{document_id}/delete")
def delete(document_id: DocumentId, viewer: PageViewer, session: DbSession) -> Response:
    intake.delete_document(session, viewer.caller, document_id)
    return RedirectResponse("/documents", 303)


@router.get("/documents/{document_id}/file")
def download(
    document_id: DocumentId, viewer: PageViewer, session: DbSession, inline: bool = False
) -> Response:
    """The original, to its owner, an admin or its approvers (as the API); ``inline`` shows an image."""
    data, document = intake.document_file(session, viewer.caller, document_id)
    kind = "inline" if inline and document.mime_type.startswith("image/") else "attachment"
    ascii_name = document.filename.encode("ascii", "replace").decode()
    disposition = f"{kind}; filename=\"{ascii_name}\"; filename*=UTF-8''{quote(document.original_filename)}"
    return Response(
        data,
        media_type=document.mime_type,
        headers={"Content-Disposition": disposition, "Cache-Control": "private, no-store"},
    )


@router.get("/documents/{document_id}/pages/{page_number}.png")
async def page_image(
    document_id: DocumentId,
    page_number: Annotated[int, Path(ge=1, le=10_000)],
    viewer: PageViewer,
    session: DbSession,
    zoom: Annotated[float, Query(ge=1, le=2)] = 1.0,
) -> Response:
    document = intake.viewable_document(session, viewer.caller, document_id)
    read = partial(documents.file_of, document)
    png = await run_in_threadpool(cached_page_png, document.file_sha256, read, page_number, zoom)
    return Response(png, media_type="image/png", headers={"Cache-Control": "private, max-age=300"})
