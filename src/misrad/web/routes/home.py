"""Home: today's work at a glance, its figures kept live over server-sent events."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

from fastapi import Request
from fastapi.responses import Response, StreamingResponse
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.auth.schemas import Caller
from misrad.core.db import get_database
from misrad.core.i18n import Language, set_language, translate
from misrad.core.settings import get_settings
from misrad.core.web import DbSession, make_router
from misrad.documents import service as documents
from misrad.intake import service as intake
from misrad.web import formatting
from misrad.web.templating import env, render
from misrad.web.viewer import PageViewer

router = make_router()


def _figures(session: Session, caller: Caller, counts: dict[str, Any] | None = None) -> dict[str, Any]:
    """The figure cards: cheap aggregate queries only (asked again on every tick of the live stream)."""
    live = intake.realtime(session, caller)
    counts = counts or documents.home_figures(session, caller)
    return {
        "in_processing": live["processing_queue"] + live["active_ocr_jobs"],
        "pending_approvals": live["pending_approvals"],
        "unread_alerts": live["unread_notifications"],
        "this_week": counts["this_week"],
        "this_month": counts["this_month"],
    }


@router.get("/")
def home(request: Request, viewer: PageViewer, session: DbSession) -> Response:
    counts = documents.home_figures(session, viewer.caller)
    per_day = counts["per_day"]
    chart = {
        "labels": [formatting.day(day)[:5] for day, _ in per_day],
        "counts": [count for _, count in per_day],
        "label": translate("web_documents_per_day"),
        "rtl": viewer.language == "he",
    }
    activity = documents.recent_activity(session, viewer.caller)
    return render(
        request,
        "home.html",
        viewer,
        figures=_figures(session, viewer.caller, counts),
        per_day=per_day,
        chart=json.dumps(chart, ensure_ascii=False),
        activity=activity,
        names=documents.document_names(session, [item["document_id"] for item in activity]),
    )


def _figures_html(caller: Caller, language: Language) -> str:
    set_language(language)
    with get_database().unit_of_work(write=False) as session:
        figures = _figures(session, caller)
    return env.get_template("_figures.html").render(figures=figures)


@router.get("/live/figures")
async def live_figures(request: Request, viewer: PageViewer) -> StreamingResponse:
    """``event: figures`` with the home page's figure cards, at once and whenever one changes."""
    interval = get_settings().dashboard_stream_seconds

    async def events() -> AsyncIterator[str]:
        last = ""
        while not await request.is_disconnected():
            html = await run_in_threadpool(_figures_html, viewer.caller, viewer.language)
            if html != last:
                last = html
                yield "event: figures\n" + "".join(f"data: {line}\n" for line in html.splitlines()) + "\n"
            await asyncio.sleep(interval)

    return StreamingResponse(
        events(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )
