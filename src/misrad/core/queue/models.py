from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from misrad.core.clock import utcnow
from misrad.core.db import Base


class Job(Base):
    __tablename__ = "jobs"
    __table_args__ = (
        Index("ix_jobs_status_available_at", "status", "available_at"),
        Index("ix_jobs_status_lease_until", "status", "lease_until"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    args: Mapped[dict[str, Any]] = mapped_column(default=dict)
    # queued -> running -> done; running -> queued (retry, expired lease); -> dead after max_attempts
    status: Mapped[str] = mapped_column(String(16), default="queued")
    attempts: Mapped[int] = mapped_column(default=0)
    max_attempts: Mapped[int] = mapped_column(default=5)
    available_at: Mapped[datetime] = mapped_column(default=utcnow)
    pushed_at: Mapped[datetime | None] = mapped_column(default=None)
    lease_until: Mapped[datetime | None] = mapped_column(default=None)
    lease_token: Mapped[str | None] = mapped_column(String(64), default=None)
    worker_id: Mapped[str | None] = mapped_column(String(100), default=None)
    dedupe_key: Mapped[str | None] = mapped_column(String(200), unique=True, default=None)
    last_error: Mapped[str | None] = mapped_column(Text, default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    started_at: Mapped[datetime | None] = mapped_column(default=None)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
