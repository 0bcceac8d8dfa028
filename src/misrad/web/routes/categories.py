"""Categories: the list with counts, create, edit (colour, icon, keywords, automatic filing), delete."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.core.errors import MisradError
from misrad.core.i18n import translate
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.documents import service as documents
from misrad.documents.schemas import CategoryBody, CategoryUpdate
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
CategoryId = Id  # bounded like every id of the API


def _fields(form: Any) -> dict[str, Any]:
    keywords = [k.strip() for k in str(form.get("keywords", "")).split(",") if k.strip()]
    return {
        "name": str(form.get("name", "")).strip(),
        "description": str(form.get("description", "")).strip(),
        "color": str(form.get("color", "#6B7280")),
        "icon": str(form.get("icon", "") or "folder").strip(),
        "auto_categorize": form.get("auto_categorize") == "on",
        "keywords": keywords,
    }


def _errors(error: ValidationError) -> dict[str, str]:
    return {str(e["loc"][0]): translate("web_invalid_value") for e in error.errors() if e.get("loc")}


def _page(
    request: Request, viewer: Viewer, session: Session, *, errors: dict[str, str] | None = None,
    typed: dict[str, Any] | None = None, editing: int | None = None, status_code: int = 200, done: str = "",
) -> Response:
    return render(
        request, "categories.html", viewer, status_code=status_code,
        categories=documents.list_categories(session, viewer.caller), errors=errors or {},
        typed=typed or {"color": "#6B7280", "auto_categorize": True}, editing=editing, done=done,
    )


@router.get("/categories")
def categories_page(request: Request, viewer: PageViewer, session: DbSession, done: str = "") -> Response:
    return _page(request, viewer, session, done=done if done in ("saved", "deleted") else "")


def _save(
    request: Request, viewer: Viewer, session: Session, category_id: int | None, typed: dict[str, Any]
) -> Response:
    """Runs in the thread pool: a write must not wait for SQLite's writer turn on the event loop."""
    try:
        with session.begin_nested():
            if category_id is None:
                documents.create_category(session, viewer.caller, CategoryBody.model_validate(typed))
            else:
                body = CategoryUpdate.model_validate(typed)
                documents.update_category(session, viewer.caller, category_id, body)
    except ValidationError as error:
        return _page(request, viewer, session, errors=_errors(error), typed=typed, editing=category_id,
                     status_code=400)
    except MisradError as error:
        field = "name" if error.error_code == "category_name_taken" else "form"
        return _page(request, viewer, session, errors={field: translate(error.error_code)}, typed=typed,
                     editing=category_id, status_code=error.status)
    return RedirectResponse("/categories?done=saved", 303)


@router.post("/categories")
async def create(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    typed = _fields(await request.form())
    return await run_in_threadpool(_save, request, viewer, session, None, typed)


@router.post("/categories/{category_id}")
async def edit(request: Request, category_id: CategoryId, viewer: PageViewer, session: DbSession) -> Response:
    typed = _fields(await request.form())
    return await run_in_threadpool(_save, request, viewer, session, category_id, typed)


@router.post("/categories/{category_id}/delete")
def delete(category_id: CategoryId, viewer: PageViewer, session: DbSession) -> Response:
    documents.delete_category(session, viewer.caller, category_id)
    return RedirectResponse("/categories?done=deleted", 303)
