"""Approval rules, approval flows and their audit trail.

``document_id`` is a plain indexed integer: documents are another area (built in parallel), and
everything the pending list shows is snapshotted when the flow starts.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from misrad.core.clock import utcnow
from misrad.core.db import Base

STATUSES = ("pending", "approved", "rejected")


class ApprovalRule(Base):
    """Amounts in ILS from ``min_amount`` (inclusive) up to ``max_amount`` (exclusive; null = no cap)
    need ``required_levels`` approvals (0 = no approval)."""

    __tablename__ = "approval_rules"

    id: Mapped[int] = mapped_column(primary_key=True)
    min_amount: Mapped[Decimal]
    max_amount: Mapped[Decimal | None] = mapped_column(default=None)
    required_levels: Mapped[int]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Approval(Base):
    __tablename__ = "approvals"
    __table_args__ = (
        Index("ix_approvals_status_pending_approver", "status", "pending_approver_id"),
        Index("ix_approvals_document_id_id", "document_id", "id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    document_id: Mapped[int]
    document_name: Mapped[str] = mapped_column(String(255))
    supplier: Mapped[str | None] = mapped_column(String(200), default=None)
    amount: Mapped[Decimal]
    currency: Mapped[str] = mapped_column(String(3))
    amount_ils: Mapped[Decimal]
    submitted_by: Mapped[int]
    submitted_by_email: Mapped[str] = mapped_column(String(254))
    submitted_at: Mapped[datetime] = mapped_column(default=utcnow)
    required_level: Mapped[int]
    # The level now waiting for a decision (1..required_level); after the last approval it stays there.
    approval_level: Mapped[int] = mapped_column(default=1)
    status: Mapped[str] = mapped_column(String(16), default="pending")
    # Who must decide the current level; null = nobody suitable, only an admin can act.
    pending_approver_id: Mapped[int | None] = mapped_column(default=None)
    pending_approver_email: Mapped[str | None] = mapped_column(String(254), default=None)
    # Optimistic lock: every decision is UPDATE ... WHERE version = :seen AND status = 'pending'.
    version: Mapped[int] = mapped_column(default=1)
    decided_at: Mapped[datetime | None] = mapped_column(default=None)
    reject_reason: Mapped[str | None] = mapped_column(Text, default=None)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class ApprovalStep(Base):
    """The audit trail: one row per event (submitted, approved, rejected), who, when and why."""

    __tablename__ = "approval_steps"

    id: Mapped[int] = mapped_column(primary_key=True)
    approval_id: Mapped[int] = mapped_column(index=True)
    document_id: Mapped[int] = mapped_column(index=True)
    level: Mapped[int]
    action: Mapped[str] = mapped_column(String(16))
    actor_id: Mapped[int]
    actor_email: Mapped[str] = mapped_column(String(254))
    actor_role: Mapped[str] = mapped_column(String(16))
    notes: Mapped[str | None] = mapped_column(Text, default=None)
    next_approver_email: Mapped[str | None] = mapped_column(String(254), default=None)
    # The actor was the submitter or an earlier approver, allowed by the separation-of-duties setting.
    self_approval: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
