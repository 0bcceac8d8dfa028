"""Bulk actions on the documents list: the chosen rows get a category or a tag, are exported, or are
deleted (after a confirmation page), through the same services as the API's single-document routes."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.core.errors import InvalidInput
from misrad.core.web import DbSession, make_router
from misrad.documents import service as documents
from misrad.documents.schemas import DEFAULT_EXPORT_FIELDS, DocumentUpdate
from misrad.intake import service as intake
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer, safe_next

router = make_router()
MOST = 100  # rows chosen at once (a page of the list is 20)
ACTIONS = ("category", "tag", "export", "delete")


def _chosen(form: Any) -> list[int]:
    ids = [int(v) for v in form.getlist("ids") if isinstance(v, str) and v.isdigit() and len(v) < 10]
    return list(dict.fromkeys(ids))[:MOST]


def _back(target: str, **done: Any) -> RedirectResponse:
    joiner = "&" if "?" in target else "?"
    return RedirectResponse(target + joiner + "&".join(f"{k}={v}" for k, v in done.items()), 303)


def _change(form: Any, action: str) -> DocumentUpdate | str:
    """The change for a category (empty: none) or the tag to add; a bad value refuses the whole lot."""
    try:
        if action == "category":
            category = str(form.get("category_id", ""))
            chosen = int(category) if category.isdigit() and len(category) < 10 else None
            return DocumentUpdate.model_validate({"category_id": chosen})
        tag = str(form.get("tag", "")).strip()
        DocumentUpdate.model_validate({"tags": [tag]})
        return tag
    except (ValidationError, ValueError) as error:
        raise InvalidInput("web_bulk_invalid") from error


def _apply(session: Session, viewer: Viewer, ids: list[int], action: str, form: Any) -> str:
    """Runs in the thread pool (writes). Returns the export's file name for an export."""
    if action == "export":
        filters = documents.ListFilters(document_ids=tuple(ids))
        made = documents.create_export(
            session, viewer.caller, "excel", list(DEFAULT_EXPORT_FIELDS), filters, viewer.language
        )
        return str(made["filename"])
    change = _change(form, action) if action in ("category", "tag") else None
    for document_id in ids:
        if action == "delete":
            intake.delete_document(session, viewer.caller, document_id)
        elif isinstance(change, str):
            tags = list(documents.get_document(session, viewer.caller, document_id).tags or [])
            body = DocumentUpdate.model_validate({"tags": [*tags, change]})
            intake.update_document(session, viewer.caller, document_id, body)
        elif change is not None:
            intake.update_document(session, viewer.caller, document_id, change)
    return ""


def _confirm_page(
    request: Request, viewer: Viewer, session: Session, ids: list[int], target: str
) -> Response:
    chosen = [documents.get_document(session, viewer.caller, i) for i in ids]
    return render(request, "bulk_delete.html", viewer, chosen=chosen, target=target)


@router.post("/documents/bulk")
async def bulk(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    form = await request.form()
    target = safe_next(str(form.get("next", "/documents")))
    ids, action = _chosen(form), str(form.get("action", ""))
    if not ids or action not in ACTIONS:
        return _back(target, done="none")
    if action == "delete" and form.get("confirmed") != "yes":
        return await run_in_threadpool(_confirm_page, request, viewer, session, ids, target)
    made = await run_in_threadpool(_apply, session, viewer, ids, action, form)
    if made:
        return RedirectResponse(f"/exports?made={made}", 303)
    return _back(target, done=action, count=len(ids))
