"""Figures over the documents a caller sees, recent activity and the processing queue."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from misrad.auth import service as auth_service
from misrad.auth.schemas import Caller
from misrad.core.clock import (
    business_day_start,
    business_month_start,
    business_today,
    business_week_start,
)
from misrad.documents import repository


def statistics(session: Session, caller: Caller) -> dict[str, Any]:
    today = business_today()
    row = repository.statistics_row(
        session,
        caller,
        business_day_start(today),
        business_day_start(business_week_start(today)),
        business_day_start(business_month_start(today)),
    )
    total, processed, pending, failed, size, avg_seconds, avg_confidence, n_today, n_week, n_month = row
    counts = repository.category_counts(session, caller)
    names = repository.category_names(session, counts.keys())
    top = sorted(((names.get(cid, ""), n) for cid, n in counts.items()), key=lambda p: (-p[1], p[0]))[:5]
    return {
        "total_documents": int(total or 0),
        "processed_documents": int(processed or 0),
        "pending_documents": int(pending or 0),
        "failed_documents": int(failed or 0),
        "total_size_mb": round(int(size or 0) / (1024 * 1024), 2),
        "categories_count": len(repository.categories(session)),
        "avg_processing_time": round(float(avg_seconds or 0.0), 2),
        "ocr_accuracy": round(float(avg_confidence or 0.0), 4),
        "documents_today": int(n_today or 0),
        "documents_this_week": int(n_week or 0),
        "documents_this_month": int(n_month or 0),
        "top_categories": [{"name": name, "count": n} for name, n in top],
        "recent_activity": _activity(session, caller),
    }


def _activity(session: Session, caller: Caller) -> list[dict[str, Any]]:
    """The API's activity items; ``user`` is the address (the spec's), ``user_name`` the name the pages
    show. One query for all the users named (a deleted user's actions show as the system's)."""
    items = repository.recent_activity(session, caller)
    people = auth_service.people(session, [item.user_id for item in items if item.user_id is not None])
    out = []
    for item in items:
        email, name = people.get(item.user_id, ("", "")) if item.user_id is not None else ("", "")
        out.append(
            {
                "type": item.type,
                "document_id": item.document_id,
                "timestamp": item.at,
                "user": email or "system",
                "user_name": name or email,
            }
        )
    return out


def recent_activity(session: Session, caller: Caller) -> list[dict[str, Any]]:
    """The last things done to the documents the caller sees: type, document, time, who ("system")."""
    return _activity(session, caller)


def document_names(session: Session, ids: Any) -> dict[int, str]:
    """The file names of the given documents, to name them in the activity."""
    return repository.document_names(session, {i for i in ids if i is not None})


def queue_figures(session: Session) -> tuple[int, int]:
    """(documents waiting for a worker, documents being read now)."""
    counts = repository.status_counts(session)
    return counts.get(("processing", "pending"), 0), counts.get(("processing", "running"), 0)


def documents_per_day(session: Session, caller: Caller, days: int = 30) -> list[tuple[date, int]]:
    """How many documents came in on each of the last ``days`` business days, oldest first (zeros too)."""
    per_day: list[tuple[date, int]] = home_figures(session, caller, days)["per_day"]
    return per_day


def home_figures(session: Session, caller: Caller, days: int = 30) -> dict[str, Any]:
    """The home page's counts in one aggregate query: documents per business day over the last
    ``days`` days (oldest first, zeros too), this week and this month. Cheap enough for every view and
    every tick of the live figures, at 100,000 documents too (it reads only the created-at index)."""
    today = business_today()
    first = today - timedelta(days=days - 1)
    day_list = [first + timedelta(days=i) for i in range(days)]
    ranges: list[tuple[datetime, datetime | None]] = [
        (business_day_start(day), business_day_start(day + timedelta(days=1))) for day in day_list
    ]
    ranges.append((business_day_start(business_week_start(today)), None))
    ranges.append((business_day_start(business_month_start(today)), None))
    *per_day, week, month = repository.upload_counts(session, caller, ranges)
    return {"per_day": list(zip(day_list, per_day, strict=True)), "this_week": week, "this_month": month}
