"""Health checks (probes, manual records, passive state flips) and the passive-health counters of
providers."""

from __future__ import annotations

from datetime import datetime
from typing import cast

from sqlalchemy import Table, case, func, insert, select, update
from sqlalchemy.orm import Session

from misrad.providers.models import HealthCheck, Provider
from misrad.providers.repository.ledgers import Executor

_PROVIDERS = cast(Table, Provider.__table__)
_CHECKS = cast(Table, HealthCheck.__table__)


class PassiveHealthRepository:
    """What real calls teach about a provider (a plain Connection on the call path)."""

    def __init__(self, executor: Executor) -> None:
        self.executor = executor

    def failures(self, provider_id: int) -> int | None:
        return self.executor.execute(
            select(_PROVIDERS.c.consecutive_failures).where(_PROVIDERS.c.id == provider_id)
        ).scalar_one_or_none()

    def mark_success(self, provider_id: int, now: datetime) -> None:
        self.executor.execute(
            update(_PROVIDERS)
            .where(_PROVIDERS.c.id == provider_id)
            .values(consecutive_failures=0, last_success_at=now)
        )

    def count_failure(self, provider_id: int, now: datetime) -> int:
        """One more outage in a row; the new count."""
        return int(
            self.executor.execute(
                update(_PROVIDERS)
                .where(_PROVIDERS.c.id == provider_id)
                .values(consecutive_failures=_PROVIDERS.c.consecutive_failures + 1, last_failure_at=now)
                .returning(_PROVIDERS.c.consecutive_failures)
            ).scalar_one()
        )

    def add_check(self, provider_id: int, *, healthy: bool, error_type: str | None, now: datetime) -> None:
        self.executor.execute(
            insert(_CHECKS).values(
                provider_id=provider_id,
                is_healthy=healthy,
                source="passive",
                error_type=error_type,
                checked_at=now,
                response_time_ms=0,
            )
        )


class HealthRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, check: HealthCheck) -> HealthCheck:
        self.session.add(check)
        self.session.flush()
        return check

    def counts_by_provider(self, since: datetime) -> dict[int, tuple[int, int]]:
        """Per provider with checks since ``since``: (all, healthy), in one grouped query."""
        rows = self.session.execute(
            select(
                HealthCheck.provider_id,
                func.count(),
                func.coalesce(func.sum(case((HealthCheck.is_healthy.is_(True), 1), else_=0)), 0),
            )
            .where(HealthCheck.checked_at >= since)
            .group_by(HealthCheck.provider_id)
        ).all()
        return {int(pid): (int(total), int(healthy)) for pid, total, healthy in rows}

    def history(
        self, since: datetime, provider_id: int | None, limit: int
    ) -> tuple[list[HealthCheck], int, int]:
        """Newest checks first (at most ``limit``), and (all, healthy) counts of the window."""
        condition = [HealthCheck.checked_at >= since]
        if provider_id is not None:
            condition.append(HealthCheck.provider_id == provider_id)
        total, healthy = self.session.execute(
            select(
                func.count(),
                func.coalesce(func.sum(case((HealthCheck.is_healthy.is_(True), 1), else_=0)), 0),
            ).where(*condition)
        ).one()
        checks = self.session.scalars(
            select(HealthCheck)
            .where(*condition)
            .order_by(HealthCheck.checked_at.desc(), HealthCheck.id.desc())
            .limit(limit)
        ).all()
        return list(checks), int(total), int(healthy)
