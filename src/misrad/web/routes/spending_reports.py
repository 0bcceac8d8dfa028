"""AI spending, part two: comparisons and reports, the usage list with its downloads, and health.

The comparisons, the summary and the usage list's total read the providers area's per-day rollups
(``providers.service.reports``), never a count over the raw usage rows; the usage list pages the raw
rows newest first through the ``created_at`` (or provider/user) index. A member sees only their own
calls in the usage list and its downloads, as in the API's export; an admin sees everyone's.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import Query, Request
from fastapi.responses import RedirectResponse, Response, StreamingResponse
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from misrad.core.clock import business_today
from misrad.core.i18n import translate
from misrad.core.pagination import Page, PageRequest
from misrad.core.schemas import Id
from misrad.core.web import DbSession, make_router
from misrad.providers import service
from misrad.providers.service import remote, reports
from misrad.web.routes.spending import require_admin, spending_page
from misrad.web.viewer import PageViewer, Viewer

router = make_router()
ItemId = Id  # bounded like every id of the API
PER_PAGE = 50
COUNT_UP_TO = 10_000
DAY_CHOICES = (1, 7, 30, 90, 365)
HISTORY_ROWS = 50


def _days(text: str, default: int) -> int:
    """Days of a period as typed in the address: a whole number 1..3650, else the default."""
    return min(int(text), 3650) if text.isdigit() and 0 < len(text) < 6 and int(text) > 0 else default


def _provider(session: Session, text: str) -> int | None:
    """A provider chosen in a filter; an unknown one is no filter (the list stays readable)."""
    if not text.isdigit() or len(text) > 9:
        return None
    known = {p.id for p in service.list_providers(session)}
    return int(text) if int(text) in known else None


def _chart(viewer: Viewer, label: str, rows: list[tuple[str, float | None, str]], **extra: Any) -> str:
    """What spending.js draws: bars in the providers' brand colours, right to left in Hebrew."""
    return json.dumps(
        {
            "label": label,
            "labels": [name for name, _, _ in rows],
            "values": [value for _, value, _ in rows],
            "colors": [colour for _, _, colour in rows],
            "rtl": viewer.language == "he",
            **extra,
        },
        ensure_ascii=False,
    )


# ------------------------------------------------------------------------------------------ reports


@router.get("/spending/reports")
def reports_page(request: Request, viewer: PageViewer, session: DbSession, days: str = "30") -> Response:
    period = _days(days, 30)
    total, costs = reports.compare_costs(session, period)
    models, cheapest, most = reports.pricing(session)
    bars: list[tuple[str, float | None, str]] = [
        (c.provider_name, float(c.total_cost), c.brand_color) for c in costs
    ]
    chart = _chart(viewer, translate("web_spend_cost"), bars, currency="USD")
    return spending_page(
        request, viewer, "reports", days=period, choices=DAY_CHOICES, total=total, costs=costs, chart=chart,
        models=reports.compare_models(session, period), pricing=models, cheapest=cheapest, most=most,
        summary=reports.summary(session, period),
    )  # fmt: skip


# ------------------------------------------------------------------------------------------ usage


def _usage_filters(session: Session, days: str, provider_id: str) -> dict[str, Any]:
    return {"days": _days(days, 30), "provider_id": _provider(session, provider_id)}


def _own(viewer: Viewer) -> int | None:
    return None if viewer.caller.is_admin else viewer.caller.id


@router.get("/spending/usage")
def usage_page(
    request: Request, viewer: PageViewer, session: DbSession, days: str = "30", provider_id: str = "",
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
) -> Response:  # fmt: skip
    filters, asked = _usage_filters(session, days, provider_id), PageRequest(page, PER_PAGE)
    # A member's total is a count over raw rows: counted up to 10,000 ("more than"); an admin's comes
    # exact from the rollups.
    limit = asked.count_limit(COUNT_UP_TO) if _own(viewer) is not None else None
    lines, counted = reports.export_usage(
        session, **filters, user_id=_own(viewer), limit=PER_PAGE, offset=asked.offset, count_up_to=limit
    )
    found = Page.counted(lines, counted, asked, limit)
    params = {"days": filters["days"], "provider_id": filters["provider_id"] or "", "page": page}
    return spending_page(
        request, viewer, "usage", lines=lines, total=found.total, capped=found.capped, page=page,
        pages=max(1, found.pages), params=params, choices=DAY_CHOICES,
        providers=service.list_providers(session),
    )  # fmt: skip


def _download_name(extension: str) -> dict[str, str]:
    return {
        "Content-Disposition": f'attachment; filename="ai-usage-{business_today().isoformat()}.{extension}"'
    }


@router.get("/spending/usage.csv")
def usage_csv(
    viewer: PageViewer, session: DbSession, days: str = "30", provider_id: str = ""
) -> StreamingResponse:
    """The rows the list shows (all pages), streamed; cells that look like formulas are neutralised."""
    filters = _usage_filters(session, days, provider_id)
    return StreamingResponse(
        reports.usage_csv(**filters, user_id=_own(viewer)), media_type="text/csv; charset=utf-8",
        headers=_download_name("csv"),
    )  # fmt: skip


@router.get("/spending/usage.json")
def usage_json(
    viewer: PageViewer, session: DbSession, days: str = "30", provider_id: str = ""
) -> StreamingResponse:
    filters = _usage_filters(session, days, provider_id)
    return StreamingResponse(
        reports.usage_json(**filters, user_id=_own(viewer)), media_type="application/json",
        headers=_download_name("json"),
    )  # fmt: skip


# ------------------------------------------------------------------------------------------ health


def _uptimes(session: Session, days: int) -> list[tuple[service.ProviderView, float | None]]:
    """Each provider's uptime over the window; None when it has no check in it (nothing to say)."""
    found = service.uptimes(session, days=days)
    return [(provider, found.get(provider.id)) for provider in service.list_providers(session)]


@router.get("/spending/health")
def health_page(
    request: Request, viewer: PageViewer, session: DbSession, days: str = "7", provider_id: str = "",
    checked: str = "",
) -> Response:  # fmt: skip
    period = _days(days, 7)
    chosen = _provider(session, provider_id)
    uptimes = _uptimes(session, period)
    history, _ = service.health_history(session, days=period, provider_id=chosen, limit=HISTORY_ROWS)
    rows: list[tuple[str, float | None, str]] = [
        (p.display_name, u, p.brand_color) for p, u in uptimes if u is not None
    ]
    names = {p.id: p.display_name for p, _ in uptimes}
    done = translate("web_spend_checked", provider=names[int(checked)]) if checked.isdigit() and int(
        checked) in names else ""  # fmt: skip
    return spending_page(
        request, viewer, "health", days=period, choices=DAY_CHOICES, uptimes=uptimes, history=history,
        chart=_chart(viewer, translate("web_spend_uptime", days=period), rows, max=100), done=done,
        params={"days": period, "provider_id": chosen or ""},
    )  # fmt: skip


@router.post("/spending/health/{provider_id}/check")
async def check_now(provider_id: ItemId, viewer: PageViewer) -> Response:
    """Probes the provider now (a model listing, no tokens billed) and stores the outcome; the probe runs
    outside any transaction (``remote.record_health_check`` opens its own short units of work)."""
    require_admin(viewer)
    await run_in_threadpool(remote.record_health_check, provider_id, None, None)
    return RedirectResponse(f"/spending/health?checked={provider_id}", 303)
