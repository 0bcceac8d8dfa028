"""Tables of the documents area: documents, their search terms, categories, activity, export files."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, Float, ForeignKey, Index, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from misrad.core.clock import utcnow
from misrad.core.db import Base


class Category(Base):
    __tablename__ = "document_categories"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    description: Mapped[str] = mapped_column(String(500), default="")
    color: Mapped[str] = mapped_column(String(7), default="#6B7280")
    icon: Mapped[str] = mapped_column(String(50), default="folder")
    auto_categorize: Mapped[bool] = mapped_column(default=True)
    keywords: Mapped[list[Any]] = mapped_column(JSON, default=list)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class Document(Base):
    __tablename__ = "documents"
    __table_args__ = (
        # Lists, counts and searches are answered from these alone (see migration documents_0002).
        # status: a list filtered by it is checked in the index as it is walked (migration documents_0004).
        Index(
            "ix_documents_owner_live",
            "owner_id",
            "created_at",
            "id",
            "status",
            "deleted_at",
            sqlite_where=text("deleted_at IS NULL"),
            postgresql_where=text("deleted_at IS NULL"),
        ),
        Index(
            "ix_documents_live",
            "created_at",
            "id",
            "status",
            "deleted_at",
            sqlite_where=text("deleted_at IS NULL"),
            postgresql_where=text("deleted_at IS NULL"),
        ),
        Index(
            "ix_documents_id_live",
            "id",
            "owner_id",
            "created_at",
            "status",
            "category_id",
            "deleted_at",
            sqlite_where=text("deleted_at IS NULL"),
            postgresql_where=text("deleted_at IS NULL"),
        ),
        # Documents per category (the categories page), counted in these alone (migration documents_0003).
        Index(
            "ix_documents_owner_category_live",
            "owner_id",
            "category_id",
            "deleted_at",
            sqlite_where=text("deleted_at IS NULL"),
            postgresql_where=text("deleted_at IS NULL"),
        ),
        Index(
            "ix_documents_category_live",
            "category_id",
            "deleted_at",
            sqlite_where=text("deleted_at IS NULL"),
            postgresql_where=text("deleted_at IS NULL"),
        ),
        Index("ix_documents_status", "status"),
        Index("ix_documents_sha256", "file_sha256"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    owner_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="RESTRICT"))
    filename: Mapped[str] = mapped_column(String(255))
    original_filename: Mapped[str] = mapped_column(String(255))
    file_sha256: Mapped[str] = mapped_column(String(64))
    file_size: Mapped[int]
    mime_type: Mapped[str] = mapped_column(String(50))
    page_count: Mapped[int | None] = mapped_column(default=None)
    category_id: Mapped[int | None] = mapped_column(
        ForeignKey("document_categories.id", ondelete="SET NULL"), default=None, index=True
    )
    source: Mapped[str] = mapped_column(String(10), default="upload")
    email_message_id: Mapped[int | None] = mapped_column(default=None)

    status: Mapped[str] = mapped_column(String(20), default="uploaded")
    ocr_status: Mapped[str] = mapped_column(String(20), default="pending")
    ocr_job_id: Mapped[int | None] = mapped_column(default=None)
    # While ``processing``: queued, reading, extracting or checks (the pipeline's step), so a page that
    # is reloaded shows where the document is; ``None`` before the first run and after it ends.
    processing_stage: Mapped[str | None] = mapped_column(String(20), default=None)
    ocr_confidence: Mapped[float | None] = mapped_column(Float, default=None)
    text_source: Mapped[str | None] = mapped_column(String(20), default=None)
    processing_error: Mapped[str | None] = mapped_column(String(100), default=None)
    processing_started_at: Mapped[datetime | None] = mapped_column(default=None)
    processed_at: Mapped[datetime | None] = mapped_column(default=None)
    processing_seconds: Mapped[float | None] = mapped_column(Float, default=None)

    extracted_text: Mapped[str] = mapped_column(Text, default="")
    supplier_name: Mapped[str | None] = mapped_column(String(200), default=None)
    supplier_tax_id: Mapped[str | None] = mapped_column(String(20), default=None)
    allocation_number: Mapped[str | None] = mapped_column(String(20), default=None)
    invoice_number: Mapped[str | None] = mapped_column(String(50), default=None)
    invoice_date: Mapped[date | None] = mapped_column(default=None)
    due_date: Mapped[date | None] = mapped_column(default=None)
    currency: Mapped[str | None] = mapped_column(String(3), default=None)
    subtotal_amount: Mapped[Decimal | None] = mapped_column(default=None)
    vat_amount: Mapped[Decimal | None] = mapped_column(default=None)
    total_amount: Mapped[Decimal | None] = mapped_column(default=None)
    line_items: Mapped[list[Any]] = mapped_column(JSON, default=list)
    extraction_confidence: Mapped[float | None] = mapped_column(Float, default=None)
    field_confidence: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    edited_fields: Mapped[list[Any]] = mapped_column(JSON, default=list)
    # The LLM's second reading (``intake.ai_reading``): ``None`` when it was not asked, else what came
    # of it (``AI_READING_OUTCOMES``), and the fields taken from it.
    ai_reading: Mapped[str | None] = mapped_column(String(20), default=None)
    ai_fields: Mapped[list[Any]] = mapped_column(JSON, default=list)

    tags: Mapped[list[Any]] = mapped_column(JSON, default=list)
    notes: Mapped[str] = mapped_column(Text, default="")

    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)


# taken: some fields came from it; checked: it answered, nothing it said passed the checks or was needed;
# refused: no budget or provider let the call go out; failed: the provider failed or answered nonsense.
AI_READING_OUTCOMES = ("taken", "checked", "refused", "failed")


class AiReadingChoice(Base):
    """The office's choice of an LLM for invoices its own reading cannot settle: one row (id 1).

    The provider and model are ids of the AI area's catalogue, not foreign keys (areas own their
    tables); one that has since gone is a reading that is not configured.
    """

    __tablename__ = "document_ai_reading"

    id: Mapped[int] = mapped_column(primary_key=True)
    enabled: Mapped[bool] = mapped_column(default=False)
    provider_id: Mapped[int | None] = mapped_column(default=None)
    model_id: Mapped[int | None] = mapped_column(default=None)
    updated_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), default=None)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class SearchTerm(Base):
    """One normalised word of a document (and its Hebrew forms without prefixes): the search index.

    A plain table with a (term, document) primary key is an index that SQLite and PostgreSQL both
    answer from a B-tree, so search works the same on both and needs no extension.
    """

    __tablename__ = "document_search_terms"

    term: Mapped[str] = mapped_column(String(64), primary_key=True)
    document_id: Mapped[int] = mapped_column(
        ForeignKey("documents.id", ondelete="CASCADE"), primary_key=True, index=True
    )


class Activity(Base):
    __tablename__ = "document_activity"
    __table_args__ = (Index("ix_document_activity_at", "at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    type: Mapped[str] = mapped_column(String(40))
    document_id: Mapped[int | None] = mapped_column(
        ForeignKey("documents.id", ondelete="CASCADE"), default=None, index=True
    )
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), default=None)
    at: Mapped[datetime] = mapped_column(default=utcnow)


class ExportFile(Base):
    __tablename__ = "document_exports"

    id: Mapped[int] = mapped_column(primary_key=True)
    owner_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    filename: Mapped[str] = mapped_column(String(120), unique=True)
    format: Mapped[str] = mapped_column(String(10))
    records_count: Mapped[int]
    file_size: Mapped[int]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
