"""What the reports read: the per-day rollups, and the raw usage rows for the export."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import Row, Select, func, null, select
from sqlalchemy.orm import Session

from misrad.providers.models import AiModel, Provider, UsageDaily, UsageEvent

ProviderSums = tuple[int, int, int, Decimal]  # requests, input tokens, output tokens, USD


class ReportRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def provider_sums(self, since: date) -> dict[int, ProviderSums]:
        rows = self.session.execute(
            select(
                UsageDaily.provider_id,
                func.sum(UsageDaily.request_count),
                func.sum(UsageDaily.input_tokens),
                func.sum(UsageDaily.output_tokens),
                func.sum(UsageDaily.cost_usd),
            )
            .where(UsageDaily.day >= since)
            .group_by(UsageDaily.provider_id)
        ).all()
        return {
            int(pid): (int(count or 0), int(inp or 0), int(out or 0), Decimal(cost or 0))
            for pid, count, inp, out, cost in rows
        }

    def model_sums(self, since: date) -> list[tuple[int, int, int, int, int, Decimal, int]]:
        """Per model used since ``since``: (model id, requests, errors, input tokens, output tokens, USD,
        total latency ms)."""
        rows = self.session.execute(
            select(
                UsageDaily.model_id,
                func.sum(UsageDaily.request_count),
                func.sum(UsageDaily.error_count),
                func.sum(UsageDaily.input_tokens),
                func.sum(UsageDaily.output_tokens),
                func.sum(UsageDaily.cost_usd),
                func.sum(UsageDaily.latency_ms_total),
            )
            .where(UsageDaily.day >= since, UsageDaily.model_id != 0)
            .group_by(UsageDaily.model_id)
        ).all()
        return [
            (
                int(mid),
                int(count or 0),
                int(errors or 0),
                int(inp or 0),
                int(out or 0),
                Decimal(cost or 0),
                int(ms or 0),
            )
            for mid, count, errors, inp, out, cost, ms in rows
        ]

    def day_sums(self, since: date) -> dict[date, tuple[int, Decimal, int]]:
        """Per business day since ``since``: (requests, USD, tokens)."""
        return {
            day: (int(count or 0), Decimal(cost or 0), int(tokens or 0))
            for day, count, cost, tokens in self.session.execute(
                select(
                    UsageDaily.day,
                    func.sum(UsageDaily.request_count),
                    func.sum(UsageDaily.cost_usd),
                    func.sum(UsageDaily.input_tokens + UsageDaily.output_tokens),
                )
                .where(UsageDaily.day >= since)
                .group_by(UsageDaily.day)
            )
        }

    # ------------------------------------------------------------------ the usage export

    @staticmethod
    def _filter(
        since: datetime, provider_id: int | None, user_id: int | None, key_id: int | None = None
    ) -> list[Any]:
        conditions: list[Any] = [UsageEvent.created_at >= since]
        if provider_id is not None:
            conditions.append(UsageEvent.provider_id == provider_id)
        if user_id is not None:
            conditions.append(UsageEvent.user_id == user_id)
        if key_id is not None:
            conditions.append(UsageEvent.virtual_key_id == key_id)
        return conditions

    def _usage_rows(
        self, since: datetime, provider_id: int | None, user_id: int | None, key_id: int | None = None
    ) -> Select[Any]:
        """The export's rows as plain columns (no ORM objects: an export may hold many thousands), newest
        first through the ``created_at`` index."""
        return (
            self._usage_columns()
            .where(*self._filter(since, provider_id, user_id, key_id))
            .order_by(*self._NEWEST_FIRST)
        )

    _NEWEST_FIRST = (UsageEvent.created_at.desc(), UsageEvent.id.desc())

    @staticmethod
    def _usage_columns() -> Select[Any]:
        """The usage columns with their provider's and model's names looked up per row by primary key:
        with the usage table alone in FROM, the planner cannot start from the providers and sort a whole
        period's rows (what SQLite chose for the joined form)."""
        provider = select(Provider.display_name).where(Provider.id == UsageEvent.provider_id)
        model = select(AiModel.name).where(AiModel.id == UsageEvent.model_id)
        return select(
            UsageEvent.id,
            UsageEvent.created_at,
            UsageEvent.user_id,
            UsageEvent.provider_id,
            provider.scalar_subquery().label("provider"),
            UsageEvent.model_id,
            model.scalar_subquery().label("model"),
            UsageEvent.feature,
            UsageEvent.input_tokens,
            UsageEvent.output_tokens,
            UsageEvent.cost_usd,
            UsageEvent.latency_ms,
            UsageEvent.success,
            UsageEvent.error_type,
        )

    def usage_page(
        self,
        since: datetime,
        provider_id: int | None,
        user_id: int | None,
        limit: int,
        offset: int,
        key_id: int | None = None,
    ) -> list[Row[Any]]:
        """One page of usage rows, newest first: the page's ids are found in an index first (skipping
        ``offset`` index entries, not rows joined to providers and models), then only those rows are
        read. Paging the joined rows directly read every skipped row, and SQLite could start the join
        from the providers and sort the whole period (2 s for page 400 of a 90-day list)."""
        ids = (
            select(UsageEvent.id)
            .where(*self._filter(since, provider_id, user_id, key_id))
            .order_by(*self._NEWEST_FIRST)
            .limit(limit)
            .offset(offset)
        )
        page = list(self.session.scalars(ids))
        if not page:
            return []
        statement = self._usage_columns().where(UsageEvent.id.in_(page))
        return list(self.session.execute(statement.order_by(*self._NEWEST_FIRST)).all())

    def usage_stream(
        self,
        since: datetime,
        provider_id: int | None,
        user_id: int | None,
        batch: int,
        key_id: int | None = None,
    ) -> Iterator[Row[Any]]:
        statement = self._usage_rows(since, provider_id, user_id, key_id).execution_options(yield_per=batch)
        yield from self.session.execute(statement)

    def requests_since(self, day: date, provider_id: int | None) -> int:
        """Calls from business day ``day`` on, from the rollups (no count over the raw rows)."""
        count = select(func.coalesce(func.sum(UsageDaily.request_count), 0)).where(UsageDaily.day >= day)
        if provider_id is not None:
            count = count.where(UsageDaily.provider_id == provider_id)
        return int(self.session.execute(count).scalar_one())

    def user_requests_since(
        self,
        since: datetime,
        provider_id: int | None,
        user_id: int | None,
        key_id: int | None = None,
        up_to: int | None = None,
    ) -> int:
        """One user's (or one key's) calls: the (user_id, created_at) or key index bounds the count;
        with ``up_to`` it stops there (``up_to`` means "that many or more")."""
        calls = select(UsageEvent.id).where(*self._filter(since, provider_id, user_id, key_id))
        if up_to is not None:
            calls = calls.limit(up_to)
        count = select(func.count()).select_from(calls.subquery())
        return int(self.session.execute(count).scalar_one())

    def key_sums(
        self, since: datetime, by: str, user_id: int | None
    ) -> list[tuple[int, str | None, int, int, Decimal]]:
        """Calls through virtual keys since ``since``, grouped by key (with its team) or by user:
        (key or user id, team, requests, tokens, cost), most expensive first."""
        column = UsageEvent.virtual_key_id if by == "key" else UsageEvent.user_id
        team = func.max(UsageEvent.team) if by == "key" else null()
        statement = (
            select(
                column,
                team,
                func.count(UsageEvent.id),
                func.coalesce(func.sum(UsageEvent.input_tokens + UsageEvent.output_tokens), 0),
                func.coalesce(func.sum(UsageEvent.cost_usd), 0),
            )
            .where(
                UsageEvent.created_at >= since, UsageEvent.virtual_key_id.is_not(None), column.is_not(None)
            )
            .group_by(column)
            .order_by(func.sum(UsageEvent.cost_usd).desc())
        )
        if user_id is not None:
            statement = statement.where(UsageEvent.user_id == user_id)
        return [(int(i), t, int(n), int(k), Decimal(c)) for i, t, n, k, c in self.session.execute(statement)]
