"""What the fraud checks take in (``DocumentFacts``) and what the alerts API returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any, Literal

from pydantic import Field

from misrad.core.schemas import ApiModel, InputModel, Money, Timestamp


@dataclass(frozen=True)
class DocumentFacts:
    """Everything the checks need about one processed document (built by ``intake``)."""

    document_id: int
    owner_id: int
    supplier_name: str | None = None
    supplier_tax_id: str | None = None
    invoice_number: str | None = None
    invoice_date: date | None = None
    due_date: date | None = None
    subtotal: Decimal | None = None
    vat: Decimal | None = None
    total: Decimal | None = None
    currency: str | None = None
    allocation_number: str | None = None
    line_items: list[dict[str, Any]] = field(default_factory=list)
    file_sha256: str = ""
    text: str = ""
    # How sure the reading was of each field, 0..1, by the document's field names (``total_amount``);
    # a field not named counts as certain (typed in, or facts built by hand).
    confidence: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Finding:
    """One cause found by a check; becomes an alert unless the same cause was raised before."""

    type: str
    severity: str
    cause_key: str
    description_key: str
    params: dict[str, Any] = field(default_factory=dict)
    duplicate_document_id: int | None = None
    similarity_score: Decimal | None = None
    amount: Decimal | None = None
    average_amount: Decimal | None = None


class AlertOut(ApiModel):
    id: int
    document_id: int
    type: str
    severity: str
    description: str
    created_at: Timestamp
    status: str
    duplicate_document_id: int | None = None
    similarity_score: float | None = None
    amount: Money | None = None
    average_amount: Money | None = None
    resolution: str | None = None
    resolved_by: str | None = None
    resolved_at: Timestamp | None = None
    notes: str | None = None
    self_resolved: bool = Field(
        default=False, description="resolved by the document's owner (allowed by separation of duties)"
    )


class AlertList(ApiModel):
    alerts: list[AlertOut]
    total_alerts: int
    high_severity: int
    medium_severity: int
    low_severity: int
    total: int
    pages: int
    current_page: int
    per_page: int


class ResolveBody(InputModel):
    resolution: str = Field(
        min_length=1, max_length=32, description="false_positive, confirmed or duplicate_removed"
    )
    notes: str | None = Field(default=None, max_length=2000)


class ResolveResult(ApiModel):
    id: int
    status: Literal["resolved"]
    resolution: str
    resolved_by: str
    resolved_at: Timestamp
    notes: str | None = None
    self_resolved: bool = False


class NotificationOut(ApiModel):
    id: int
    alert_id: int
    document_id: int
    type: str
    severity: str
    description: str
    created_at: Timestamp
    read: bool


class NotificationList(ApiModel):
    notifications: list[NotificationOut]
    unread: int
    total: int
    pages: int
    current_page: int
    per_page: int


class MarkedRead(ApiModel):
    marked_read: int
