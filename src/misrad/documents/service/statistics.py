"""Figures over the documents a caller sees, recent activity and the processing queue."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta
from typing import Any

from sqlalchemy.orm import Session

from misrad.auth import service as auth_service
from misrad.auth.schemas import Caller
from misrad.core.clock import (
    as_utc,
    business_day_start,
    business_month_start,
    business_today,
    business_week_start,
    business_zone,
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
    items = repository.recent_activity(session, caller)
    users: dict[int, str] = {}
    out = []
    for item in items:
        user = ""
        if item.user_id is not None:
            if item.user_id not in users:
                try:
                    users[item.user_id] = auth_service.get_user(session, item.user_id).email
                except Exception:
                    users[item.user_id] = ""
            user = users[item.user_id]
        out.append(
            {
                "type": item.type,
                "document_id": item.document_id,
                "timestamp": item.at,
                "user": user or "system",
            }
        )
    return out


def queue_figures(session: Session) -> tuple[int, int]:
    """(documents waiting for a worker, documents being read now)."""
    counts = repository.status_counts(session)
    return counts.get(("processing", "pending"), 0), counts.get(("processing", "running"), 0)


def documents_per_day(session: Session, caller: Caller, days: int = 30) -> list[tuple[date, int]]:
    """How many documents came in on each of the last ``days`` business days, oldest first (zeros too)."""
    today = business_today()
    first = today - timedelta(days=days - 1)
    counts: Counter[date] = Counter(
        as_utc(moment).astimezone(business_zone()).date()
        for moment in repository.upload_times_since(session, caller, business_day_start(first))
    )
    return [(first + timedelta(days=i), counts.get(first + timedelta(days=i), 0)) for i in range(days)]
