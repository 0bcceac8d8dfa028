"""Document scanning endpoints (`/api/email-scanning`): document lists, categories, statistics, export
files. Upload, the original file (its approvers read it too), reading, detail, corrections, delete,
the dashboard and creating an export (it filters by approval and fraud state) span
areas: ``intake/routes.py``.

Choices where the spec and CONTRACT are silent:
- Visibility: a document is private to its owner (the uploader, or the owner of the mailbox it came
  from); admins see every document. Another user's document answers 404.
  Its current and past approvers also read it (``intake.viewable_document``: detail and file), read-only.
- Categories are shared by the business; anyone signed in may create one, its creator or an admin
  may change or delete it (403 otherwise). Deleting a category leaves its documents uncategorised.
- ``search`` matches whole words (Hebrew words also without their one-letter prefixes ו ה ב ל מ ש כ)
  in the file name, supplier, invoice number and extracted text; all words must match.
- Extra list filters beside the spec's: ``date_from``/``date_to`` (upload date, business time zone),
  ``supplier`` (part of the name) and ``source`` (``upload``/``email``). All filters combine.
- Updating an extracted field by hand marks it as corrected: re-processing keeps the correction.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import Query, status
from fastapi.responses import FileResponse

from misrad.auth.dependencies import CurrentUser
from misrad.core.i18n import translate
from misrad.core.pagination import PageParams
from misrad.core.schemas import DataEnvelope, ErrorBody, Id, MessageEnvelope
from misrad.core.web import DbSession, make_router
from misrad.documents import service
from misrad.documents.schemas import (
    CategoryBody,
    CategoryCreated,
    CategoryList,
    CategoryOut,
    CategoryUpdate,
    DocumentListItem,
    DocumentPage,
    DocumentStatus,
    Statistics,
)

ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorBody} for code in (400, 401, 403, 404, 409, 413)
}
router = make_router(prefix="/api/email-scanning", tags=["documents"], responses=ERRORS)


@router.get("/documents", response_model=DataEnvelope[DocumentPage])
def list_documents(
    caller: CurrentUser,
    session: DbSession,
    page: PageParams,
    category_id: Id | None = None,
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
def get_category(category_id: Id, caller: CurrentUser, session: DbSession) -> DataEnvelope[CategoryOut]:
    return DataEnvelope(
        message=translate("categories_listed"),
        data=CategoryOut.model_validate(service.get_category(session, caller, category_id)),
    )


@router.put("/categories/{category_id}", response_model=DataEnvelope[CategoryOut])
def update_category(
    category_id: Id, body: CategoryUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[CategoryOut]:
    """Change a category (its creator or an admin)."""
    data = service.update_category(session, caller, category_id, body)
    return DataEnvelope(message=translate("category_updated"), data=CategoryOut.model_validate(data))


@router.patch("/categories/{category_id}", response_model=DataEnvelope[CategoryOut])
def patch_category(
    category_id: Id, body: CategoryUpdate, caller: CurrentUser, session: DbSession
) -> DataEnvelope[CategoryOut]:
    """Same as PUT."""
    data = service.update_category(session, caller, category_id, body)
    return DataEnvelope(message=translate("category_updated"), data=CategoryOut.model_validate(data))


@router.delete("/categories/{category_id}", response_model=MessageEnvelope)
def delete_category(category_id: Id, caller: CurrentUser, session: DbSession) -> MessageEnvelope:
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


# ---------------------------------------------------------------- export


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
