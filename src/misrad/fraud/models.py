"""Fraud tables: alerts, their notifications, and the per-document fingerprints the checks look up.

Documents live in another area, so ``document_id`` columns are plain indexed integers (no foreign key:
the documents branch is built in parallel and the checks only need the facts handed to them).
Fingerprints are what makes the checks flat as the archive grows: exact keys are indexed columns and
near-duplicates are found through banded MinHash buckets, never by scanning earlier documents.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import BigInteger, Index, Numeric, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from misrad.core.clock import utcnow
from misrad.core.db import Base

ALERT_TYPES = (
    "duplicate_invoice",
    "suspicious_amount",
    "invalid_tax_id",
    "vat_mismatch",
    "total_mismatch",
    "future_date",
    "missing_allocation_number",
)
SEVERITIES = ("high", "medium", "low")
RESOLUTIONS = ("false_positive", "confirmed", "duplicate_removed")


class FraudAlert(Base):
    __tablename__ = "fraud_alerts"
    __table_args__ = (
        # One alert per cause: a re-run of the checks never raises the same cause twice.
        UniqueConstraint("document_id", "type", "cause_key", name="uq_fraud_alerts_cause"),
        # The list pages newest first (ORDER BY id DESC) within a filter and counts by severity: an
        # index ending in id serves a page without sorting every matching alert.
        Index("ix_fraud_alerts_status_severity", "status", "severity"),
        Index("ix_fraud_alerts_owner_id_id", "owner_id", "id"),
        Index("ix_fraud_alerts_document_status", "document_id", "status"),
        Index("ix_fraud_alerts_type_id", "type", "id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    document_id: Mapped[int]
    owner_id: Mapped[int]
    type: Mapped[str] = mapped_column(String(40))
    severity: Mapped[str] = mapped_column(String(8))
    status: Mapped[str] = mapped_column(String(16), default="pending")
    cause_key: Mapped[str] = mapped_column(String(200))
    # The description is rendered at read time in the caller's language from a catalogue key + params.
    description_key: Mapped[str] = mapped_column(String(80))
    description_params: Mapped[dict[str, Any]] = mapped_column(default=dict)
    duplicate_document_id: Mapped[int | None] = mapped_column(default=None, index=True)
    similarity_score: Mapped[Decimal | None] = mapped_column(Numeric(5, 4), default=None)
    amount: Mapped[Decimal | None] = mapped_column(default=None)
    average_amount: Mapped[Decimal | None] = mapped_column(default=None)
    resolution: Mapped[str | None] = mapped_column(String(32), default=None)
    resolved_by: Mapped[int | None] = mapped_column(default=None)
    resolved_by_email: Mapped[str | None] = mapped_column(String(254), default=None)
    resolved_at: Mapped[datetime | None] = mapped_column(default=None)
    notes: Mapped[str | None] = mapped_column(Text, default=None)
    # Resolved by the document's owner, allowed by the separation-of-duties setting.
    self_resolved: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow, index=True)


class FraudNotification(Base):
    """One row per recipient of a new alert; unread rows feed the dashboard's unread_notifications."""

    __tablename__ = "fraud_notifications"
    __table_args__ = (Index("ix_fraud_notifications_user_read", "user_id", "read_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int]
    alert_id: Mapped[int] = mapped_column(index=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    read_at: Mapped[datetime | None] = mapped_column(default=None)


class DocumentFingerprint(Base):
    """What later checks need to know about a checked document, keyed for indexed look-ups."""

    __tablename__ = "fraud_fingerprints"
    __table_args__ = (
        Index("ix_fraud_fingerprints_invoice_key", "invoice_key"),
        Index("ix_fraud_fingerprints_supplier_currency", "supplier_key", "currency", "document_id"),
        Index("ix_fraud_fingerprints_name_currency", "name_key", "currency", "document_id"),
    )

    document_id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    owner_id: Mapped[int]
    # The tax id when known ("tax:<9 digits>"), else the normalised name ("name:<...>").
    supplier_key: Mapped[str | None] = mapped_column(String(200), default=None)
    name_key: Mapped[str | None] = mapped_column(String(200), default=None)
    invoice_key: Mapped[str | None] = mapped_column(String(100), default=None)
    file_sha256: Mapped[str] = mapped_column(String(64), index=True)
    invoice_date: Mapped[date | None] = mapped_column(default=None)
    total: Mapped[Decimal | None] = mapped_column(default=None)
    # Every amount read, so a re-scan whose OCR mistook one amount for another still matches.
    subtotal: Mapped[Decimal | None] = mapped_column(default=None)
    vat: Mapped[Decimal | None] = mapped_column(default=None)
    currency: Mapped[str | None] = mapped_column(String(3), default=None)
    # The MinHash signature (list of ints) so a candidate's similarity is estimated without its text.
    signature: Mapped[list[Any]] = mapped_column(default=list)


class MinHashBucket(Base):
    """Banded MinHash (locality-sensitive hashing): one row per (document, band); ``key`` mixes both."""

    __tablename__ = "fraud_minhash_buckets"

    # The primary key (key, document_id) is the look-up index; document_id's own index serves forgetting.
    key: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    document_id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False, index=True)
