"""Jinja2 set-up: one environment, the formatting filters and the message catalogue as ``t``."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from fastapi import Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

from misrad.core.i18n import current_language, translate
from misrad.documents.service import category_label
from misrad.web import formatting
from misrad.web.viewer import CSRF_FIELD, Viewer

HERE = Path(__file__).resolve().parent
templates = Jinja2Templates(directory=str(HERE / "templates"))
env = templates.env
env.globals["t"] = translate
env.filters["money"] = formatting.money
env.filters["cost"] = formatting.cost
env.filters["number"] = formatting.number
env.filters["day"] = formatting.day
env.filters["moment"] = formatting.moment
env.filters["percent"] = formatting.percent
env.filters["phone"] = formatting.phone
env.filters["category"] = category_label
env.globals["CSRF_FIELD"] = CSRF_FIELD

MENU = (
    ("home", "/"),
    ("documents", "/documents"),
    ("categories", "/categories"),
    ("approvals", "/approvals"),
    ("alerts", "/alerts"),
    ("exports", "/exports"),
    ("mailboxes", "/mailboxes"),
    ("assistant", "/assistant"),
    ("spending", "/spending"),
    ("customers", "/customers"),
    ("settings", "/settings"),
)


def query_with(params: dict[str, Any], **changes: Any) -> str:
    """The current filters with some changed: links for sorting and paging keep the rest of the view."""
    merged = {**params, **changes}
    return "?" + urlencode({k: v for k, v in merged.items() if v not in (None, "")})


env.globals["query_with"] = query_with


def render(
    request: Request,
    name: str,
    viewer: Viewer | None = None,
    status_code: int = 200,
    **context: Any,
) -> HTMLResponse:
    language = viewer.language if viewer else current_language()
    base = {
        "viewer": viewer,
        "language": language,
        "direction": "rtl" if language == "he" else "ltr",
        "csrf_token": viewer.csrf_token if viewer else "",
        "menu": MENU,
        "path": request.url.path,
    }
    response = templates.TemplateResponse(request, name, {**base, **context}, status_code=status_code)
    response.headers["Cache-Control"] = "no-store"
    response.headers["Vary"] = "Cookie, Accept-Language"
    return response
