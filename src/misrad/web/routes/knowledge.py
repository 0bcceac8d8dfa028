"""The knowledge base: items by category with search; admins create, edit (priority too) and delete.
The assistant reads the same table, so an item saved here is found by the next question."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import RedirectResponse, Response
from pydantic import ValidationError
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.assistant import service as assistant
from misrad.assistant.schemas import KnowledgeCreate, KnowledgeUpdate
from misrad.core.errors import Forbidden, MisradError
from misrad.core.i18n import translate
from misrad.core.pagination import PageRequest
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.web.templating import render
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
ItemId = Id  # bounded like every id of the API
CATEGORIES = ("faq", "policy", "procedure", "product")
LIST_SIZE = 500


def _words(text: str) -> list[str]:
    return [w.strip() for w in text.split(",") if w.strip()]


def _fields(form: Any) -> dict[str, Any]:
    return {
        "category": str(form.get("category", "")),
        "subcategory": str(form.get("subcategory", "")).strip(),
        "title": str(form.get("title", "")).strip(),
        "content": str(form.get("content", "")).strip(),
        "keywords": _words(str(form.get("keywords", ""))),
        "related_modules": _words(str(form.get("related_modules", ""))),
        "priority": str(form.get("priority", "0")).strip() or "0",
    }


def _errors(error: ValidationError) -> dict[str, str]:
    return {str(e["loc"][0]): translate("web_invalid_value") for e in error.errors() if e.get("loc")}


def _page(
    request: Request,
    viewer: Viewer,
    session: Session,
    *,
    category: str = "",
    search: str = "",
    errors: dict[str, str] | None = None,
    typed: dict[str, Any] | None = None,
    editing: int | None = None,
    status_code: int = 200,
    done: str = "",
) -> Response:
    chosen = category if category in CATEGORIES else None
    items, total = assistant.list_knowledge(
        session, category=chosen, search=search or None, request=PageRequest(1, LIST_SIZE)
    )
    groups = {c: [i for i in items if i.category == c] for c in CATEGORIES if chosen in (None, c)}
    return render(
        request,
        "knowledge.html",
        viewer,
        status_code=status_code,
        groups=groups,
        total=total,
        categories=CATEGORIES,
        category=chosen or "",
        search=search,
        errors=errors or {},
        typed=typed or {"category": "faq", "priority": 0},
        editing=editing,
        done=done,
        may_edit=viewer.caller.is_admin,
        ranked=bool(search),
    )


@router.get("/assistant/knowledge")
def knowledge_page(
    request: Request, viewer: PageViewer, session: DbSession, category: str = "", q: str = "", done: str = ""
) -> Response:
    return _page(
        request,
        viewer,
        session,
        category=category,
        search=q[:500].strip(),
        done=done if done in ("saved", "deleted") else "",
    )


def _save(
    request: Request, viewer: Viewer, session: Session, item_id: int | None, typed: dict[str, Any]
) -> Response:
    """Runs in the thread pool: a write must not wait for SQLite's writer turn on the event loop."""
    if not viewer.caller.is_admin:
        raise Forbidden()
    try:
        with session.begin_nested():
            if item_id is None:
                assistant.create_knowledge(session, KnowledgeCreate.model_validate(typed))
            else:
                assistant.update_knowledge(session, item_id, KnowledgeUpdate.model_validate(typed))
    except ValidationError as error:
        return _page(
            request, viewer, session, errors=_errors(error), typed=typed, editing=item_id, status_code=400
        )
    except MisradError as error:
        return _page(
            request,
            viewer,
            session,
            errors={"form": translate(error.error_code)},
            typed=typed,
            editing=item_id,
            status_code=error.status,
        )
    return RedirectResponse("/assistant/knowledge?done=saved", 303)


@router.post("/assistant/knowledge")
async def create(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    typed = _fields(await request.form())
    return await run_in_threadpool(_save, request, viewer, session, None, typed)


@router.post("/assistant/knowledge/{item_id}")
async def edit(request: Request, item_id: ItemId, viewer: PageViewer, session: DbSession) -> Response:
    typed = _fields(await request.form())
    return await run_in_threadpool(_save, request, viewer, session, item_id, typed)


@router.post("/assistant/knowledge/{item_id}/delete")
def delete(item_id: ItemId, viewer: PageViewer, session: DbSession) -> Response:
    if not viewer.caller.is_admin:
        raise Forbidden()
    assistant.delete_knowledge(session, item_id)
    return RedirectResponse("/assistant/knowledge?done=deleted", 303)
