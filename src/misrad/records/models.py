"""Business records the assistant reads (CONTRACT 3): customers, the invoices issued to them, repairs."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Protocol

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from misrad.core.clock import utcnow
from misrad.core.db import Base

INVOICE_STATUSES = ("draft", "open", "paid", "overdue", "cancelled")
REPAIR_STATUSES = (
    "received",
    "diagnosing",
    "waiting_for_parts",
    "in_progress",
    "ready",
    "delivered",
    "cancelled",
)

# Byte-wise ordering on PostgreSQL so that a prefix range (term >= q AND term < q || U+FFFF) is exact
# whatever the database's locale; SQLite compares bytes already.
SearchTerm = String(120).with_variant(String(120, collation="C"), "postgresql")


class Customer(Base):
    __tablename__ = "customers"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200), index=True)
    # Israeli numbers as national digits ("0501234567"); foreign ones as E.164 ("+14155552671").
    phone: Mapped[str | None] = mapped_column(String(20), index=True, default=None)
    email: Mapped[str | None] = mapped_column(String(254), default=None)
    tax_id: Mapped[str | None] = mapped_column(String(20), index=True, default=None)
    address: Mapped[str | None] = mapped_column(String(500), default=None)
    notes: Mapped[str | None] = mapped_column(Text, default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    # Indexed: other processes' caches of customer names read the customers changed since they last looked.
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow, index=True)


class CustomerFields(Protocol):
    """What a list shows of a customer: the ORM ``Customer`` or a row of its table."""

    @property
    def id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def phone(self) -> str | None: ...
    @property
    def email(self) -> str | None: ...
    @property
    def tax_id(self) -> str | None: ...
    @property
    def address(self) -> str | None: ...
    @property
    def notes(self) -> str | None: ...
    @property
    def created_at(self) -> datetime: ...
    @property
    def updated_at(self) -> datetime: ...


class CustomerSearchTerm(Base):
    """Words of a customer's name, phone and email, lower-cased, for indexed prefix search.

    A ``LIKE '%x%'`` over 100,000 customers scans them all; a prefix range over this index does not.
    ``name`` repeats the customer's name, the order of a customer list: with it in the index, a search
    is counted, sorted and paged from the index alone, without reading each match's customer row.
    """

    __tablename__ = "customer_search_terms"
    __table_args__ = (Index("ix_customer_search_terms_term_name_customer", "term", "name", "customer_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"), index=True)
    term: Mapped[str] = mapped_column(SearchTerm)
    name: Mapped[str] = mapped_column(String(200))


class Invoice(Base):
    __tablename__ = "invoices"
    __table_args__ = (
        CheckConstraint("total_amount >= 0", name="total_not_negative"),
        CheckConstraint("paid_amount >= 0", name="paid_not_negative"),
        Index("ix_invoices_status_due_date", "status", "due_date"),
        Index("ix_invoices_customer_status", "customer_id", "status"),
        # The invoices list's order (newest issue date first): a page is read from the index, not sorted;
        # a status filter is checked in it too (migration records_0006).
        Index("ix_invoices_issue_date_id", "issue_date", "id", "status", "due_date"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="RESTRICT"))
    number: Mapped[str] = mapped_column(String(50), unique=True)
    issue_date: Mapped[date]
    due_date: Mapped[date]
    total_amount: Mapped[Decimal]
    paid_amount: Mapped[Decimal] = mapped_column(default=Decimal("0"))
    currency: Mapped[str] = mapped_column(String(3), default="ILS")
    # Stored status; an ``open`` invoice past its due date *reads* as ``overdue`` (see service).
    status: Mapped[str] = mapped_column(String(16), default="open")
    notes: Mapped[str | None] = mapped_column(Text, default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class Repair(Base):
    __tablename__ = "repairs"
    __table_args__ = (
        Index("ix_repairs_customer_status", "customer_id", "status"),
        Index("ix_repairs_updated_at", "updated_at"),  # the items index's catch-up (records_0008)
        Index("ix_repairs_promised_date", "promised_date"),  # the jobs due on a day (records_0009)
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="RESTRICT"))
    item: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text, default=None)
    status: Mapped[str] = mapped_column(String(24), default="received", index=True)
    estimated_cost: Mapped[Decimal | None] = mapped_column(default=None)
    promised_date: Mapped[date | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class BusinessDetails(Base):
    """The office's own details (one row, id 1): what invoices, exports and the assistant say it is."""

    __tablename__ = "business_details"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200), default="")
    tax_id: Mapped[str] = mapped_column(String(20), default="")
    address: Mapped[str] = mapped_column(String(500), default="")
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
