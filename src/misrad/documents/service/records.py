"""Documents: the pipeline's writes, list, detail, hand corrections, soft delete, facts for fraud."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.clock import (
    utcnow,
)
from misrad.core.i18n import translate
from misrad.core.money import round_agorot
from misrad.core.pagination import Page, PageRequest
from misrad.core.settings import get_settings
from misrad.documents import repository, search
from misrad.documents.errors import (
    CategoryNotFound,
    DocumentBusy,
    DocumentNotFound,
)
from misrad.documents.models import Category, Document
from misrad.documents.schemas import DocumentUpdate


def get_document(session: Session, caller: Caller | None, document_id: int) -> Document:
    document = repository.find_document(session, document_id, caller)
    if document is None:
        raise DocumentNotFound()
    return document


def get_live_document(session: Session, document_id: int) -> Document | None:
    """For the pipeline: the document whatever its owner, unless deleted."""
    return repository.find_document(session, document_id, None)


def queue_processing(session: Session, document: Document, job_id: int) -> None:
    document.status = "processing"
    document.ocr_status = "pending"
    document.ocr_job_id = job_id
    document.processing_error = None
    document.processing_stage = "queued"


def ensure_can_reprocess(document: Document) -> None:
    if document.status == "processing" and document.ocr_status == "running":
        raise DocumentBusy()


def start_processing(session: Session, document_id: int) -> Document | None:
    document = get_live_document(session, document_id)
    if document is None:
        return None
    document.status = "processing"
    document.ocr_status = "running"
    document.processing_stage = "reading"
    document.processing_started_at = utcnow()
    return document


# The stages a person sees while a document is processed, in the pipeline's order.
PROCESSING_STAGES = ("queued", "reading", "extracting", "checks")


def set_stage(session: Session, document_id: int, stage: str) -> None:
    """The pipeline moved on to ``stage`` (one of ``PROCESSING_STAGES``)."""
    document = get_live_document(session, document_id)
    if document is not None and document.status == "processing":
        document.processing_stage = stage


def stage_of(document: Document) -> str:
    """Where a document is: its stage while processing, else its status (uploaded, processed, failed)."""
    if document.status != "processing":
        return document.status
    if document.processing_stage in PROCESSING_STAGES:
        return document.processing_stage
    return "reading" if document.ocr_status == "running" else "queued"


def stages_followed(session: Session, owner_id: int, also: Sequence[int] = ()) -> list[dict[str, Any]]:
    """The stage of each of the owner's documents in processing now, and of the documents in ``also``
    (followed before, so their end is seen too): for the live streams, at most 100."""
    return [
        {
            "id": document.id,
            "filename": document.original_filename,
            "status": document.status,
            "stage": stage_of(document),
            "processing_error": document.processing_error,
        }
        for document in repository.documents_in_processing(session, owner_id, also)
    ]


@dataclass
class ProcessingResult:
    text: str
    text_source: str
    ocr_confidence: float
    page_count: int
    seconds: float
    fields: dict[str, Any] = field(default_factory=dict)
    field_confidence: dict[str, float] = field(default_factory=dict)
    extraction_confidence: float = 0.0
    category_id: int | None = None
    ai_reading: str | None = None  # what came of asking an LLM (``models.AI_READING_OUTCOMES``)
    ai_fields: list[str] = field(default_factory=list)  # the fields taken from its reading


_EXTRACTED = (
    "supplier_name",
    "supplier_tax_id",
    "allocation_number",
    "invoice_number",
    "invoice_date",
    "due_date",
    "currency",
    "subtotal_amount",
    "vat_amount",
    "total_amount",
    "line_items",
)


def save_results(session: Session, document_id: int, result: ProcessingResult) -> Document | None:
    """Write what the pipeline read. Fields a user already corrected by hand are kept."""
    document = get_live_document(session, document_id)
    if document is None:
        return None
    edited = set(document.edited_fields or [])
    document.extracted_text = result.text
    document.text_source = result.text_source
    document.ocr_confidence = round(result.ocr_confidence, 4)
    document.page_count = result.page_count
    document.processing_seconds = round(result.seconds, 3)
    document.processed_at = utcnow()
    for name in _EXTRACTED:
        if name not in edited:
            value = result.fields.get(name, [] if name == "line_items" else None)
            if name == "line_items":
                value = [_stored_item(item) for item in value or []]
            setattr(document, name, value)
    document.field_confidence = result.field_confidence
    document.extraction_confidence = round(result.extraction_confidence, 4)
    document.ai_reading = result.ai_reading
    document.ai_fields = [name for name in result.ai_fields if name not in edited]
    if document.category_id is None and result.category_id is not None:
        document.category_id = result.category_id
    document.status = "processed"
    document.ocr_status = "completed"
    document.processing_stage = None
    document.processing_error = None
    reindex(session, document)
    repository.add_activity(session, "document_processed", document.id, None)
    return document


def _stored_item(item: dict[str, Any]) -> dict[str, Any]:
    """Line items live in a JSON column: amounts as exact decimal strings."""
    return {
        "description": str(item["description"]),
        "quantity": float(item["quantity"]),
        "unit_price": str(round_agorot(Decimal(item["unit_price"]))),
        "total": str(round_agorot(Decimal(item["total"]))),
    }


def mark_failed(session: Session, document_id: int, reason_code: str, seconds: float | None = None) -> None:
    document = get_live_document(session, document_id)
    if document is None:
        return
    document.status = "failed"
    document.ocr_status = "failed"
    document.processing_stage = None
    document.processing_error = reason_code
    document.processing_seconds = None if seconds is None else round(seconds, 3)
    repository.add_activity(session, "document_failed", document.id, None)


def reindex(session: Session, document: Document) -> None:
    terms = search.index_terms(
        document.original_filename,
        document.supplier_name,
        document.invoice_number,
        document.extracted_text,
    )
    repository.replace_terms(session, document.id, terms)


@dataclass(frozen=True)
class ListFilters:
    category_id: int | None = None
    status: str | None = None
    search: str | None = None
    date_from: date | None = None
    date_to: date | None = None
    supplier: str | None = None
    source: str | None = None
    oldest_first: bool = False  # the list's order: newest first unless asked
    document_ids: tuple[int, ...] | None = None  # only these (a selection on the list page)


def filtered_statement(caller: Caller | None, filters: ListFilters, **shape: Any) -> Any:
    statement = repository.list_statement(
        caller,
        category_id=filters.category_id,
        status=filters.status,
        terms=search.query_terms(filters.search or ""),
        date_from=filters.date_from,
        date_to=filters.date_to,
        supplier=filters.supplier,
        source=filters.source,
        oldest_first=filters.oldest_first,
        **shape,
    )
    if filters.document_ids is not None:
        statement = repository.only_documents(statement, filters.document_ids)
    return statement


SORT_MATCHES_UP_TO = 1000


def list_documents(
    session: Session, caller: Caller, filters: ListFilters, page: PageRequest, count_up_to: int | None = None
) -> Page:
    """One page and the total, both from indexes; then only the page's rows are read (with their text).

    A search with few matches looks them up and sorts them; one with many walks the documents newest
    first and stops at the page's end (see ``repository.list_statement``). ``count_up_to`` (web pages
    only; the API's total is exact) stops the count there: the page says "more than 10,000".
    """
    limit = page.count_limit(count_up_to) if count_up_to is not None else None
    total = repository.count(session, filtered_statement(caller, filters, columns=(Document.id,)), limit)
    in_date_order = total > SORT_MATCHES_UP_TO
    page_ids = filtered_statement(caller, filters, columns=(Document.id,), in_date_order=in_date_order)
    ids = list(session.scalars(page_ids.limit(page.per_page).offset(page.offset)))
    return Page.counted(repository.documents_in_order(session, ids), total, page, limit)


def category_names(session: Session, documents: list[Document]) -> dict[int, str]:
    return repository.category_names(session, (d.category_id for d in documents))


def list_item(document: Document, names: dict[int, str]) -> dict[str, Any]:
    return {
        "id": document.id,
        "filename": document.filename,
        "original_filename": document.original_filename,
        "upload_date": document.created_at,
        "file_size": document.file_size,
        "category_id": document.category_id,
        "category_name": names.get(document.category_id) if document.category_id else None,
        "status": document.status,
        "ocr_status": document.ocr_status,
        "extracted_text": document.extracted_text,
        "supplier_name": document.supplier_name,
        "invoice_number": document.invoice_number,
        "total_amount": document.total_amount,
        "currency": document.currency,
        "invoice_date": document.invoice_date,
    }


def detail(session: Session, document: Document) -> dict[str, Any]:
    """Detail fields owned by this area; intake adds approval_status and fraud_alert_count."""
    names = category_names(session, [document])
    error = document.processing_error
    return {
        **list_item(document, names),
        "file_path": f"/api/email-scanning/documents/{document.id}/file",
        "ocr_confidence": document.ocr_confidence,
        "supplier_tax_id": document.supplier_tax_id,
        "due_date": document.due_date,
        "line_items": document.line_items or [],
        "tags": document.tags or [],
        "notes": document.notes or "",
        "created_at": document.created_at,
        "updated_at": document.updated_at,
        "subtotal_amount": document.subtotal_amount,
        "vat_amount": document.vat_amount,
        "allocation_number": document.allocation_number,
        "source": document.source,
        "email_message_id": document.email_message_id,
        "processing_error": translate(error, limit=_limit_for(error)) if error else None,
        "processing_error_code": error,
        "extraction_confidence": document.extraction_confidence,
        "field_confidence": read_confidence(document),
        "ai_reading": document.ai_reading,
        "ai_fields": [n for n in document.ai_fields or [] if n not in (document.edited_fields or [])],
        "mime_type": document.mime_type,
        "page_count": document.page_count,
        "owner_id": document.owner_id,
    }


def _limit_for(code: str) -> object:
    settings = get_settings()
    if code == "parse_too_many_pages":
        return settings.intake_max_pages
    if code == "parse_too_many_pixels":
        return settings.intake_max_pixels // 1_000_000
    return ""


def update_document(session: Session, caller: Caller, document_id: int, body: DocumentUpdate) -> Document:
    """Change the fields sent. Hand-corrected extracted fields are remembered and survive a re-run."""
    document = get_document(session, caller, document_id)
    changes = body.model_dump(exclude_unset=True)
    if changes.get("category_id") is not None and session.get(Category, changes["category_id"]) is None:
        raise CategoryNotFound()
    edited = set(document.edited_fields or [])
    for name, value in changes.items():
        if name == "tags" and value is None:
            value = []
        if name == "notes" and value is None:
            value = ""
        if name == "line_items":
            value = [_stored_item(item) for item in value or []]
        setattr(document, name, value)
        if name in _EXTRACTED:
            edited.add(name)
    document.edited_fields = sorted(edited)
    document.updated_at = utcnow()
    reindex(session, document)
    repository.add_activity(session, "document_updated", document.id, caller.id)
    session.flush()
    return document


def delete_document(session: Session, caller: Caller, document_id: int) -> None:
    """Soft delete: the row and the file stay; the document leaves every list."""
    document = get_document(session, caller, document_id)
    document.deleted_at = utcnow()
    repository.add_activity(session, "document_deleted", document.id, caller.id)


@dataclass(frozen=True)
class InvoiceFacts:
    """What other areas read about a processed document (plain values, no ORM object)."""

    document_id: int
    owner_id: int
    original_filename: str
    supplier_name: str | None
    supplier_tax_id: str | None
    invoice_number: str | None
    invoice_date: date | None
    due_date: date | None
    subtotal: Decimal | None
    vat: Decimal | None
    total: Decimal | None
    currency: str | None
    allocation_number: str | None
    line_items: list[dict[str, Any]]
    file_sha256: str
    text: str
    # How sure the reading was of each field (0..1); a field typed in by hand is certain.
    field_confidence: dict[str, float]


def facts(document: Document) -> InvoiceFacts:
    """The document's facts as read (and as corrected by hand)."""
    # Only fields that hold a value: an empty field is missing, not misread.
    confidence = {
        k: v
        for k, v in read_confidence(document).items()
        if getattr(document, k, None) not in (None, "", []) or k in (document.edited_fields or [])
    }
    return InvoiceFacts(
        document_id=document.id,
        owner_id=document.owner_id,
        original_filename=document.original_filename,
        supplier_name=document.supplier_name,
        supplier_tax_id=document.supplier_tax_id,
        invoice_number=document.invoice_number,
        invoice_date=document.invoice_date,
        due_date=document.due_date,
        subtotal=_decimal(document.subtotal_amount),
        vat=_decimal(document.vat_amount),
        total=_decimal(document.total_amount),
        currency=document.currency,
        allocation_number=document.allocation_number,
        line_items=list(document.line_items or []),
        file_sha256=document.file_sha256,
        text=document.extracted_text or "",
        field_confidence=confidence,
    )


def read_confidence(document: Document) -> dict[str, float]:
    """How sure the reading was of each field (0..1); a field typed in by hand is certain."""
    confidence = {k: float(v) for k, v in (document.field_confidence or {}).items()}
    for name in document.edited_fields or []:
        confidence[name] = 1.0
    return confidence


def _decimal(value: Any) -> Decimal | None:
    return None if value is None else Decimal(value)
