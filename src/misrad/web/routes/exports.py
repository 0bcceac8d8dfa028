"""Exports: choose the format, filters and fields; the file joins my exports list to download."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import Path, Request
from fastapi.responses import FileResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from misrad.core.web import DbSession, make_router
from misrad.documents import service as documents
from misrad.documents.schemas import DEFAULT_EXPORT_FIELDS, EXPORT_FIELDS, ExportBody, ExportFilters
from misrad.intake import service as intake
from misrad.web.templating import render
from misrad.web.viewer import PageViewer

router = make_router()
STATUSES = ("uploaded", "processing", "processed", "failed")
APPROVAL_STATUSES = ("pending", "approved", "rejected", "none")  # none: no approval flow
FRAUD_STATES = ("flagged", "clear")
MEDIA = {
    "csv": "text/csv; charset=utf-8",
    "excel": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}


def _day(value: str) -> date | None:
    try:
        return date.fromisoformat(value) if value else None
    except ValueError:
        return None


@router.get("/exports")
def exports_page(request: Request, viewer: PageViewer, session: DbSession, made: str = "") -> Response:
    return render(
        request, "exports.html", viewer, exports=documents.list_exports(session, viewer.caller),
        fields=EXPORT_FIELDS, chosen=DEFAULT_EXPORT_FIELDS, statuses=STATUSES, made=made,
        approval_statuses=APPROVAL_STATUSES, fraud_states=FRAUD_STATES,
        categories=documents.category_choices(session),
    )


@router.post("/exports")
async def create_export(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    form = await request.form()
    kind = "csv" if form.get("format") == "csv" else "excel"
    fields = [f for f in form.getlist("fields") if isinstance(f, str) and f in EXPORT_FIELDS] or list(
        DEFAULT_EXPORT_FIELDS
    )
    status, category = str(form.get("status", "")), str(form.get("category", ""))
    fraud_state = str(form.get("fraud_state", ""))
    approval = [s for s in form.getlist("approval_status") if isinstance(s, str) and s in APPROVAL_STATUSES]
    filters = ExportFilters.model_validate({
        "search": str(form.get("q", "")).strip()[:200] or None,
        "status": status if status in STATUSES else None,
        "category_id": int(category) if category.isdigit() and len(category) < 10 else None,
        "date_from": _day(str(form.get("date_from", ""))),
        "date_to": _day(str(form.get("date_to", ""))),
        "approval_status": list(dict.fromkeys(approval)) or None,
        "fraud_state": fraud_state if fraud_state in FRAUD_STATES else None,
    })
    body = ExportBody(format=kind, filters=filters, fields=fields)
    # Through intake, as the API: the file gets the approval and fraud columns and their filters.
    result = await run_in_threadpool(intake.export_documents, session, viewer.caller, body, viewer.language)
    return RedirectResponse(f"/exports?made={result['filename']}", 303)


@router.get("/exports/files/{filename}")
def download_export(
    filename: Annotated[str, Path(max_length=120)], viewer: PageViewer, session: DbSession
) -> Response:
    """Only its creator or an admin (anyone else: not found), as the API."""
    path, kind = documents.export_path(session, viewer.caller, filename)
    headers = {"Cache-Control": "private, no-store"}
    return FileResponse(path, media_type=MEDIA[kind], filename=filename, headers=headers)
