"""Reports: cost and model comparisons, pricing, usage export and the summary report.

Every comparison and the summary read the per-day rollups (``ai_usage_daily``), never the raw usage
rows, so they stay fast as usage grows into the millions. Periods are business days: ``days=30`` is
today and the 29 days before it, in the business time zone. The usage export reads raw rows (it is
the one report that lists them), newest first, through the ``created_at`` index.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from misrad.auth.service import user_emails
from misrad.core.cells import neutralise
from misrad.core.clock import business_day_start, business_today, format_timestamp
from misrad.core.db import get_database
from misrad.core.i18n import translate
from misrad.providers.repository import CatalogueRepository, ReportRepository
from misrad.providers.schemas import UsageRow
from misrad.providers.service.catalogue import ModelView, list_models, require_provider

CSV_HEADER = (
    "timestamp",
    "user",
    "provider",
    "model",
    "feature",
    "input_tokens",
    "output_tokens",
    "cost",
    "latency_ms",
    "success",
    "error_type",
)


def first_day(days: int) -> date:
    """The first business day of a period of ``days`` days that ends today."""
    return business_today() - timedelta(days=days - 1)


# ------------------------------------------------------------------------------------------ costs


@dataclass(frozen=True)
class ProviderCost:
    provider_id: int
    provider_name: str
    brand_color: str
    total_cost: Decimal
    request_count: int
    input_tokens: int
    output_tokens: int
    cost_per_request: Decimal
    percentage: float


def compare_costs(session: Session, days: int) -> tuple[Decimal, list[ProviderCost]]:
    """Every provider that is active or was used in the period, most expensive first; USD."""
    sums = ReportRepository(session).provider_sums(first_day(days))
    total = sum((s[3] for s in sums.values()), Decimal(0))
    out = []
    for provider in CatalogueRepository(session).providers():
        count, inp, outp, cost = sums.get(provider.id, (0, 0, 0, Decimal(0)))
        if not count and not provider.is_active:
            continue
        out.append(
            ProviderCost(
                provider_id=provider.id,
                provider_name=provider.display_name,
                brand_color=provider.brand_color,
                total_cost=cost,
                request_count=count,
                input_tokens=inp,
                output_tokens=outp,
                cost_per_request=cost / count if count else Decimal(0),
                percentage=round(float(cost * 100 / total), 2) if total else 0.0,
            )
        )
    out.sort(key=lambda c: (-c.total_cost, -c.request_count))
    return total, out


@dataclass(frozen=True)
class ModelUsage:
    model_id: int
    model_name: str
    provider_name: str
    request_count: int
    input_tokens: int
    output_tokens: int
    total_cost: Decimal
    avg_latency_ms: int
    error_rate: float


def compare_models(session: Session, days: int) -> list[ModelUsage]:
    """Models used in the period, most requested first. ``error_rate`` is failed calls / calls, 0..1."""
    names = CatalogueRepository(session).model_names()
    out = [_model_usage(row, names) for row in ReportRepository(session).model_sums(first_day(days))]
    out.sort(key=lambda m: (-m.request_count, m.model_id))
    return out


def _model_usage(
    row: tuple[int, int, int, int, int, Decimal, int], names: dict[int, tuple[str, str]]
) -> ModelUsage:
    model_id, count, errors, inp, outp, cost, latency = row
    name, provider = names.get(model_id, ("", ""))
    return ModelUsage(
        model_id=model_id,
        model_name=name,
        provider_name=provider,
        request_count=count,
        input_tokens=inp,
        output_tokens=outp,
        total_cost=cost,
        avg_latency_ms=int(latency / count) if count else 0,
        error_rate=round(errors / count, 4) if count else 0.0,
    )


# ------------------------------------------------------------------------------------------ pricing


def pricing(session: Session) -> tuple[list[ModelView], ModelView | None, ModelView | None]:
    """Active models that have a price (free local engines would always rank cheapest), cheapest
    first; ``cheapest`` and ``most_expensive`` are ranked by ``avg_cost_per_1k`` (CONTRACT 5)."""
    models = [
        m
        for m in list_models(session)
        if m.is_active and (m.input_cost_per_1k > 0 or m.output_cost_per_1k > 0)
    ]
    models.sort(key=lambda m: (m.avg_cost_per_1k, m.id))
    if not models:
        return [], None, None
    most = max(models, key=lambda m: (m.avg_cost_per_1k, -m.id))
    return models, models[0], most


# ------------------------------------------------------------------------------------------ export


@dataclass(frozen=True)
class UsageLine:
    id: int
    timestamp: datetime
    user_id: int | None
    user: str | None
    provider_id: int
    provider: str
    model_id: int | None
    model: str | None
    feature: str
    input_tokens: int
    output_tokens: int
    cost: Decimal
    latency_ms: int
    success: bool
    error_type: str | None


def _emails(session: Session, user_ids: set[int]) -> dict[int, str]:
    return user_emails(session, sorted(user_ids)) if user_ids else {}


def _lines(session: Session, rows: Sequence[Any]) -> list[UsageLine]:
    emails = _emails(session, {r.user_id for r in rows if r.user_id is not None})
    return [
        UsageLine(
            id=r.id,
            timestamp=r.created_at,
            user_id=r.user_id,
            user=emails.get(r.user_id) if r.user_id is not None else None,
            provider_id=r.provider_id,
            provider=r.provider,
            model_id=r.model_id,
            model=r.model,
            feature=r.feature,
            input_tokens=r.input_tokens,
            output_tokens=r.output_tokens,
            cost=r.cost_usd,
            latency_ms=r.latency_ms,
            success=r.success,
            error_type=r.error_type,
        )
        for r in rows
    ]


def export_usage(
    session: Session,
    *,
    days: int,
    provider_id: int | None,
    user_id: int | None,
    limit: int,
    offset: int,
    key_id: int | None = None,
    count_up_to: int | None = None,
) -> tuple[list[UsageLine], int]:
    """Usage rows of the period, newest first, and how many there are in all (``key_id``: only the
    calls of that virtual key). ``count_up_to`` (web pages only; the API's total is exact) stops a
    count over raw rows there: a total of ``count_up_to`` then means "that many or more"."""
    require_provider(session, provider_id)
    reports = ReportRepository(session)
    since = business_day_start(first_day(days))
    if user_id is None and key_id is None:
        # The period is whole business days, so its total is in the rollups (written in the same
        # transaction as each usage row): no count over what may be millions of rows.
        total = reports.requests_since(first_day(days), provider_id)
    else:
        total = reports.user_requests_since(since, provider_id, user_id, key_id, count_up_to)
    rows = reports.usage_page(since, provider_id, user_id, limit, offset, key_id)
    return _lines(session, rows), total


def _cell(value: object) -> str:
    """A spreadsheet must not run what a cell says: text starting like a formula is neutralised."""
    text = "" if value is None else str(value)
    return neutralise(text)


def usage_csv(
    *, days: int, provider_id: int | None, user_id: int | None, key_id: int | None = None
) -> Iterator[str]:
    """The usage rows as CSV, streamed in batches from its own read-only session (the request's
    session is closed by the time the body is sent)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(CSV_HEADER)
    yield buffer.getvalue()
    since = business_day_start(first_day(days))
    with get_database().unit_of_work(write=False, streaming=True) as session:
        batch: list[Any] = []
        for row in ReportRepository(session).usage_stream(since, provider_id, user_id, 2000, key_id):
            batch.append(row)
            if len(batch) >= 2000:
                yield _csv_rows(session, batch)
                batch = []
        if batch:
            yield _csv_rows(session, batch)


def usage_json(*, days: int, provider_id: int | None, user_id: int | None) -> Iterator[str]:
    """Every usage row of the period as the JSON export's shape (``usage`` and ``total``), streamed in
    batches like the CSV: a download of a long period is never held in memory whole."""
    yield '{"success": true, "usage": ['
    since = business_day_start(first_day(days))
    count = 0
    with get_database().unit_of_work(write=False, streaming=True) as session:
        batch: list[Any] = []
        for row in ReportRepository(session).usage_stream(since, provider_id, user_id, 2000):
            batch.append(row)
            if len(batch) >= 2000:
                yield _json_rows(session, batch, first=count == 0)
                count += len(batch)
                batch = []
        if batch:
            yield _json_rows(session, batch, first=count == 0)
            count += len(batch)
    yield f'], "total": {count}}}'


def _json_rows(session: Session, batch: list[Any], *, first: bool) -> str:
    lines = _lines(session, batch)
    rows = ",".join(UsageRow.model_construct(**vars(line)).model_dump_json() for line in lines)
    return rows if first else "," + rows


def _csv_rows(session: Session, batch: list[Any]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for line in _lines(session, batch):
        writer.writerow(
            [
                format_timestamp(line.timestamp),
                _cell(line.user or (line.user_id if line.user_id is not None else "")),
                _cell(line.provider),
                _cell(line.model),
                line.feature,
                line.input_tokens,
                line.output_tokens,
                f"{line.cost:.6f}",
                line.latency_ms,
                "true" if line.success else "false",
                line.error_type or "",
            ]
        )
    return buffer.getvalue()


# ------------------------------------------------------------------------------------------ summary


@dataclass(frozen=True)
class ProviderSummary:
    provider_id: int
    provider_name: str
    request_count: int
    total_cost: Decimal
    total_tokens: int


@dataclass(frozen=True)
class DaySummary:
    date: date
    request_count: int
    total_cost: Decimal
    total_tokens: int


@dataclass(frozen=True)
class Summary:
    period: str
    period_days: int
    total_requests: int
    total_cost: Decimal
    total_tokens: int
    by_provider: list[ProviderSummary]
    by_day: list[DaySummary]


def summary(session: Session, days: int) -> Summary:
    """Totals of the period, by provider (most expensive first) and by day (every day of the period,
    oldest first, zeros included so that a chart has no gaps)."""
    since = first_day(days)
    reports = ReportRepository(session)
    names = CatalogueRepository(session).provider_names()
    by_provider = [
        ProviderSummary(pid, names.get(pid, ""), count, cost, inp + out)
        for pid, (count, inp, out, cost) in reports.provider_sums(since).items()
    ]
    by_provider.sort(key=lambda p: (-p.total_cost, -p.request_count, p.provider_id))
    per_day = reports.day_sums(since)
    by_day = []
    for offset in range(days):
        day = since + timedelta(days=offset)
        count, cost, tokens = per_day.get(day, (0, Decimal(0), 0))
        by_day.append(DaySummary(day, count, cost, tokens))
    today = business_today()
    return Summary(
        period=translate("report_period", start=since.isoformat(), end=today.isoformat(), days=days),
        period_days=days,
        total_requests=sum(p.request_count for p in by_provider),
        total_cost=sum((p.total_cost for p in by_provider), Decimal(0)),
        total_tokens=sum(p.total_tokens for p in by_provider),
        by_provider=by_provider,
        by_day=by_day,
    )


@dataclass(frozen=True)
class KeySpend:
    """Calls through ``/v1`` of one key (with its team) or one user in a period."""

    id: int
    team: str | None
    requests: int
    tokens: int
    cost: Decimal


def spend_by_key(session: Session, *, days: int, by: str, user_id: int | None) -> list[KeySpend]:
    """Spend through virtual keys grouped ``by`` key or user; ``user_id``: only that user's calls."""
    since = business_day_start(first_day(days))
    return [KeySpend(*row) for row in ReportRepository(session).key_sums(since, by, user_id)]
