"""The documents list: search, filters in the URL, paging; uploads and their processing stage, live."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import date
from typing import Annotated, Any

from fastapi import Query, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from starlette.concurrency import run_in_threadpool

from misrad.core.db import get_database
from misrad.core.errors import MisradError
from misrad.core.i18n import current_language, set_language, translate
from misrad.core.pagination import PageRequest
from misrad.core.settings import get_settings
from misrad.core.web import DbSession, make_router
from misrad.documents import service as documents
from misrad.documents.upload import read_upload
from misrad.intake import service as intake
from misrad.web.templating import query_with, render
from misrad.web.viewer import PageViewer

router = make_router()
STATUSES = ("uploaded", "processing", "processed", "failed")
PER_PAGE = 20
# The list's total is counted up to here ("more than 10,000"): counting every match of a common word
# read 100,000 index entries on each page view; the API's total stays exact.
COUNT_UP_TO = 10_000
BULK_DONE = ("category", "tag", "delete", "none")


def _day(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value) if value else None
    except ValueError:
        return None


def _number(value: str | None) -> int | None:
    return int(value) if value and value.isdigit() and len(value) < 10 else None


def _filters(params: dict[str, str]) -> documents.ListFilters:
    return documents.ListFilters(
        category_id=_number(params["category"]),
        status=params["status"] if params["status"] in STATUSES else None,
        search=params["q"].strip() or None,
        supplier=params["supplier"].strip() or None,
        date_from=_day(params["date_from"]),
        date_to=_day(params["date_to"]),
        oldest_first=params["sort"] == "oldest",
    )


@router.get("/documents")
def documents_page(
    request: Request,
    viewer: PageViewer,
    session: DbSession,
    q: Annotated[str, Query(max_length=200)] = "",
    category: str = "",
    status: str = "",
    supplier: Annotated[str, Query(max_length=200)] = "",
    date_from: str = "",
    date_to: str = "",
    sort: str = "newest",
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    done: str = "",
    count: Annotated[int, Query(ge=0, le=1000)] = 0,
) -> Response:
    """Filters are plain query parameters, so any view can be bookmarked or shared."""
    params = {"q": q, "category": category, "status": status, "supplier": supplier, "date_from": date_from,
              "date_to": date_to, "sort": "oldest" if sort == "oldest" else ""}  # fmt: skip
    found = documents.list_documents(
        session, viewer.caller, _filters(params), PageRequest(page, PER_PAGE), count_up_to=COUNT_UP_TO
    )
    names = documents.category_names(session, found.items)
    return render(
        request,
        "documents.html",
        viewer,
        rows=[{**documents.list_item(d, names), "stage": documents.stage_of(d)} for d in found.items],
        found=found,
        params=params,
        categories=documents.category_choices(session),
        statuses=STATUSES,
        done=translate(f"web_bulk_done_{done}", count=count) if done in BULK_DONE else "",
        here="/documents" + query_with(params, page=page if page > 1 else None),
    )


@router.post("/documents/upload")
async def upload(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    """One file per request (the page sends each dropped file on its own, with its own progress)."""
    language = current_language()
    try:
        form = await read_upload(request)

        def accept() -> intake.AcceptedDocument:
            set_language(language)
            return intake.accept_file(
                session, owner_id=viewer.caller.id, filename=form.filename, data=form.data
            )

        accepted = await run_in_threadpool(accept)
    except MisradError as error:
        return JSONResponse({"error": translate(error.error_code), "code": error.error_code}, error.status)
    return JSONResponse(
        {
            "id": accepted.id,
            "filename": accepted.filename,
            "stage": "queued" if accepted.status == "processing" else accepted.status,
        },
        201,
    )


def _stages(caller: Any, ids: list[int]) -> list[dict[str, Any]]:
    with get_database().unit_of_work(write=False) as session:
        out = []
        for document_id in ids:
            try:
                document = documents.get_document(session, caller, document_id)
            except MisradError:
                continue
            stage = documents.stage_of(document)
            reason = translate(document.processing_error) if document.processing_error else ""
            out.append(
                {
                    "id": document.id,
                    "stage": stage,
                    "label": translate(f"web_stage_{stage}"),
                    "reason": reason,
                    "name": document.original_filename,
                }
            )
        return out


@router.get("/documents/stream")
async def stage_stream(
    request: Request, viewer: PageViewer, ids: Annotated[str, Query(max_length=2000)] = ""
) -> StreamingResponse:
    """``event: document`` for each listed document whenever its stage changes (queued, reading,
    extracting, checks, then processed or failed with the reason); ends when all are done."""
    wanted = [int(i) for i in ids.split(",") if i.isdigit()][:100]
    interval = min(get_settings().dashboard_stream_seconds, 1.0)
    language = viewer.language

    async def events() -> AsyncIterator[str]:
        last: dict[int, str] = {}
        while wanted and not await request.is_disconnected():
            set_language(language)
            for item in await run_in_threadpool(_stages, viewer.caller, wanted):
                if last.get(item["id"]) != item["stage"]:
                    last[item["id"]] = item["stage"]
                    yield f"event: document\ndata: {json.dumps(item, ensure_ascii=False)}\n\n"
            if last and all(stage in ("processed", "failed") for stage in last.values()):
                yield "event: done\ndata: {}\n\n"
                return
            await asyncio.sleep(interval)

    return StreamingResponse(
        events(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )
