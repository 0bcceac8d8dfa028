"""Rules of the documents area: files, documents, categories, search, statistics, export.

Visibility (CONTRACT leaves it open): a document is private to the user who uploaded it (or who owns
the mailbox it came from); admins see and manage every document. Another user's document is 404.
A small business usually has one bookkeeper and an owner; invoices carry bank and salary-like figures,
so private-by-default with the admin (the owner) seeing everything is the safer expectation.
Categories are shared by the whole business: anyone signed in may create them; their creator or an
admin may change or delete them. Document counts in a category list count the documents the caller sees.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.clock import (
    business_day_start,
    business_month_start,
    business_today,
    business_week_start,
    utcnow,
)
from misrad.core.errors import Forbidden
from misrad.core.i18n import translate
from misrad.core.pagination import Page, PageRequest, paginate
from misrad.core.settings import get_settings
from misrad.documents import repository, search, storage
from misrad.documents.errors import (
    CategoryNameTaken,
    CategoryNotFound,
    DocumentBusy,
    DocumentNotFound,
    FileTooLarge,
    UnsupportedFileType,
)
from misrad.documents.models import Category, Document
from misrad.documents.schemas import CategoryBody, CategoryUpdate, DocumentUpdate

MIME_EXTENSIONS = {"application/pdf": ".pdf", "image/png": ".png", "image/jpeg": ".jpg"}


# ---------------------------------------------------------------- files


def sniff_type(data: bytes) -> str:
    """The file's type from its first bytes; its name and the client's content type are ignored."""
    if data.startswith(b"%PDF-"):
        return "application/pdf"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    raise UnsupportedFileType()


_UNSAFE = re.compile(r"[^\w\u0590-\u05FF .()\-+]", re.UNICODE)
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def sanitise_filename(name: str, mime: str) -> tuple[str, str]:
    """(safe stored name, original name for display).

    The display name keeps the user's words (Hebrew too) but loses any folder part and control or
    direction-override characters; the safe name also keeps only letters, digits and ``.()-+ _``
    and always ends with the extension of the type the bytes really are.
    """
    base = re.split(r"[\\/]", name or "")[-1]
    base = _CONTROL.sub("", unicodedata.normalize("NFC", base)).strip()
    original = base[:255] or "document"
    stem, dot, _extension = base.rpartition(".")
    if not dot:
        stem = base
    safe = _UNSAFE.sub("_", stem).strip(" ._") or "document"
    safe = re.sub(r"_+", "_", safe)[:120]
    return safe + MIME_EXTENSIONS[mime], original


def check_size(size: int) -> None:
    if size > get_settings().max_upload_bytes:
        raise FileTooLarge()
    if size == 0:
        raise UnsupportedFileType("empty_file")


def create_document(
    session: Session,
    *,
    owner_id: int,
    filename: str,
    data: bytes,
    source: str,
    email_message_id: int | None,
    category_id: int | None,
) -> Document:
    """Check the bytes, store the file once under its digest, create the row (status ``uploaded``)."""
    check_size(len(data))
    mime = sniff_type(data)
    if category_id is not None and session.get(Category, category_id) is None:
        raise CategoryNotFound()
    safe, original = sanitise_filename(filename, mime)
    digest = storage.store(data)
    document = Document(
        owner_id=owner_id,
        filename=safe,
        original_filename=original,
        file_sha256=digest,
        file_size=len(data),
        mime_type=mime,
        source=source,
        email_message_id=email_message_id,
        category_id=category_id,
        status="uploaded",
        ocr_status="pending",
    )
    session.add(document)
    session.flush()
    repository.replace_terms(session, document.id, search.index_terms(original))
    repository.add_activity(session, "document_uploaded", document.id, owner_id)
    return document


def file_for(session: Session, caller: Caller, document_id: int) -> tuple[bytes, Document]:
    document = get_document(session, caller, document_id)
    return storage.read(document.file_sha256), document


# ---------------------------------------------------------------- documents


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


def ensure_can_reprocess(document: Document) -> None:
    if document.status == "processing" and document.ocr_status == "running":
        raise DocumentBusy()


def start_processing(session: Session, document_id: int) -> Document | None:
    document = get_live_document(session, document_id)
    if document is None:
        return None
    document.status = "processing"
    document.ocr_status = "running"
    document.processing_started_at = utcnow()
    return document


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
    if document.category_id is None and result.category_id is not None:
        document.category_id = result.category_id
    document.status = "processed"
    document.ocr_status = "completed"
    document.processing_error = None
    reindex(session, document)
    repository.add_activity(session, "document_processed", document.id, None)
    return document


def _stored_item(item: dict[str, Any]) -> dict[str, Any]:
    """Line items live in a JSON column: amounts as exact decimal strings."""
    return {
        "description": str(item["description"]),
        "quantity": float(item["quantity"]),
        "unit_price": str(Decimal(item["unit_price"]).quantize(Decimal("0.01"))),
        "total": str(Decimal(item["total"]).quantize(Decimal("0.01"))),
    }


def mark_failed(session: Session, document_id: int, reason_code: str, seconds: float | None = None) -> None:
    document = get_live_document(session, document_id)
    if document is None:
        return
    document.status = "failed"
    document.ocr_status = "failed"
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


def _statement(caller: Caller | None, filters: ListFilters) -> Any:
    return repository.list_statement(
        caller,
        category_id=filters.category_id,
        status=filters.status,
        terms=search.query_terms(filters.search or ""),
        date_from=filters.date_from,
        date_to=filters.date_to,
        supplier=filters.supplier,
        source=filters.source,
    )


def list_documents(session: Session, caller: Caller, filters: ListFilters, page: PageRequest) -> Page:
    return paginate(session, _statement(caller, filters), page)


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
        "field_confidence": document.field_confidence or {},
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


def facts(document: Document) -> dict[str, Any]:
    """What the fraud check reads about a document (plain values, no ORM object)."""
    return {
        "document_id": document.id,
        "owner_id": document.owner_id,
        "supplier_name": document.supplier_name,
        "supplier_tax_id": document.supplier_tax_id,
        "invoice_number": document.invoice_number,
        "invoice_date": document.invoice_date,
        "due_date": document.due_date,
        "subtotal": document.subtotal_amount,
        "vat": document.vat_amount,
        "total": document.total_amount,
        "currency": document.currency,
        "allocation_number": document.allocation_number,
        "line_items": list(document.line_items or []),
        "file_sha256": document.file_sha256,
        "text": document.extracted_text,
        "original_filename": document.original_filename,
    }


# ---------------------------------------------------------------- categories

DEFAULT_CATEGORIES: tuple[tuple[str, str, str, str, list[str]], ...] = (
    ("חשבוניות ספקים", "חשבוניות מס מספקים", "#2563EB", "receipt", ["חשבונית", "חשבונית מס", "invoice"]),
    ("קבלות", "קבלות על תשלום", "#16A34A", "receipt_long", ["קבלה", "receipt"]),
    ("חשמל ומים", "חשבונות חשמל, מים וגז", "#F59E0B", "bolt", ["חשמל", "מים", "גז", "electricity"]),
    ("תקשורת", "טלפון, אינטרנט וסלולר", "#7C3AED", "wifi", ["אינטרנט", "סלולר", "טלפון", "internet"]),
)


def seed_categories(session: Session) -> None:
    """Default categories for a new installation (only when there are none)."""
    if repository.categories(session):
        return
    for name, description, color, icon, keywords in DEFAULT_CATEGORIES:
        session.add(Category(name=name, description=description, color=color, icon=icon, keywords=keywords))
    session.flush()


def list_categories(session: Session, caller: Caller) -> list[dict[str, Any]]:
    counts = repository.category_counts(session, caller)
    return [_category_out(c, counts.get(c.id, 0)) for c in repository.categories(session)]


def _category_out(category: Category, document_count: int) -> dict[str, Any]:
    return {
        "id": category.id,
        "name": category.name,
        "description": category.description,
        "color": category.color,
        "icon": category.icon,
        "document_count": document_count,
        "auto_categorize": category.auto_categorize,
        "keywords": list(category.keywords or []),
        "created_at": category.created_at,
    }


def get_category(session: Session, caller: Caller, category_id: int) -> dict[str, Any]:
    category = session.get(Category, category_id)
    if category is None:
        raise CategoryNotFound()
    return _category_out(category, repository.category_counts(session, caller).get(category.id, 0))


def create_category(session: Session, caller: Caller, body: CategoryBody) -> Category:
    if repository.category_by_name(session, body.name):
        raise CategoryNameTaken()
    category = Category(**body.model_dump(), created_by=caller.id)
    session.add(category)
    _flush_unique(session)
    return category


def _flush_unique(session: Session) -> None:
    try:
        with session.begin_nested():
            session.flush()
    except IntegrityError as exc:
        raise CategoryNameTaken() from exc


def _editable_category(session: Session, caller: Caller, category_id: int) -> Category:
    category = session.get(Category, category_id)
    if category is None:
        raise CategoryNotFound()
    if not caller.is_admin and category.created_by != caller.id:
        raise Forbidden()
    return category


def update_category(
    session: Session, caller: Caller, category_id: int, body: CategoryUpdate
) -> dict[str, Any]:
    category = _editable_category(session, caller, category_id)
    changes = body.model_dump(exclude_unset=True, exclude_none=True)
    if "name" in changes:
        other = repository.category_by_name(session, changes["name"])
        if other is not None and other.id != category.id:
            raise CategoryNameTaken()
    for name, value in changes.items():
        setattr(category, name, value)
    category.updated_at = utcnow()
    _flush_unique(session)
    return _category_out(category, repository.category_counts(session, caller).get(category.id, 0))


def delete_category(session: Session, caller: Caller, category_id: int) -> None:
    """Its documents stay, uncategorised (the foreign key sets them to null)."""
    category = _editable_category(session, caller, category_id)
    from sqlalchemy import update

    session.execute(update(Document).where(Document.category_id == category.id).values(category_id=None))
    session.delete(category)
    session.flush()


@dataclass(frozen=True)
class CategoryRule:
    id: int
    keywords: tuple[str, ...]


def categorisation_rules(session: Session) -> list[CategoryRule]:
    return [
        CategoryRule(c.id, tuple(c.keywords or []))
        for c in repository.categories(session)
        if c.auto_categorize and c.keywords
    ]


def choose_category(rules: list[CategoryRule], text: str) -> int | None:
    """The category whose keywords match most (Hebrew words also under their prefixes); ties: first."""
    forms = search.text_word_forms(text)
    best: tuple[int, int] | None = None
    for rule in rules:
        hits = sum(1 for keyword in rule.keywords if search.matches_keyword(forms, keyword))
        if hits and (best is None or hits > best[0]):
            best = (hits, rule.id)
    return best[1] if best else None


# ---------------------------------------------------------------- statistics


def statistics(session: Session, caller: Caller) -> dict[str, Any]:
    today = business_today()
    row = repository.statistics_row(
        session,
        caller,
        business_day_start(today),
        business_day_start(business_week_start(today)),
        business_day_start(business_month_start(today)),
    )
    total, processed, pending, failed, size, avg_seconds, avg_confidence, n_today, n_week, n_month = row
    counts = repository.category_counts(session, caller)
    names = repository.category_names(session, counts.keys())
    top = sorted(((names.get(cid, ""), n) for cid, n in counts.items()), key=lambda p: (-p[1], p[0]))[:5]
    return {
        "total_documents": int(total or 0),
        "processed_documents": int(processed or 0),
        "pending_documents": int(pending or 0),
        "failed_documents": int(failed or 0),
        "total_size_mb": round(int(size or 0) / (1024 * 1024), 2),
        "categories_count": len(repository.categories(session)),
        "avg_processing_time": round(float(avg_seconds or 0.0), 2),
        "ocr_accuracy": round(float(avg_confidence or 0.0), 4),
        "documents_today": int(n_today or 0),
        "documents_this_week": int(n_week or 0),
        "documents_this_month": int(n_month or 0),
        "top_categories": [{"name": name, "count": n} for name, n in top],
        "recent_activity": _activity(session, caller),
    }


def _activity(session: Session, caller: Caller) -> list[dict[str, Any]]:
    from misrad.auth import service as auth_service

    items = repository.recent_activity(session, caller)
    users: dict[int, str] = {}
    out = []
    for item in items:
        user = ""
        if item.user_id is not None:
            if item.user_id not in users:
                try:
                    users[item.user_id] = auth_service.get_user(session, item.user_id).email
                except Exception:
                    users[item.user_id] = ""
            user = users[item.user_id]
        out.append(
            {
                "type": item.type,
                "document_id": item.document_id,
                "timestamp": item.at,
                "user": user or "system",
            }
        )
    return out


def queue_figures(session: Session) -> tuple[int, int]:
    """(documents waiting for a worker, documents being read now)."""
    counts = repository.status_counts(session)
    return counts.get(("processing", "pending"), 0), counts.get(("processing", "running"), 0)


def export_rows(
    session: Session, caller: Caller, filters: ListFilters, limit: int = 100_000
) -> list[dict[str, Any]]:
    documents = list(session.scalars(_statement(caller, filters).limit(limit)))
    names = category_names(session, documents)
    rows = []
    for document in documents:
        row = detail_for_export(document, names)
        rows.append(row)
    return rows


def detail_for_export(document: Document, names: dict[int, str]) -> dict[str, Any]:
    return {
        "id": document.id,
        "filename": document.filename,
        "original_filename": document.original_filename,
        "upload_date": document.created_at,
        "category_name": names.get(document.category_id) if document.category_id else None,
        "status": document.status,
        "supplier_name": document.supplier_name,
        "supplier_tax_id": document.supplier_tax_id,
        "invoice_number": document.invoice_number,
        "allocation_number": document.allocation_number,
        "invoice_date": document.invoice_date,
        "due_date": document.due_date,
        "currency": document.currency,
        "subtotal_amount": document.subtotal_amount,
        "vat_amount": document.vat_amount,
        "total_amount": document.total_amount,
        "source": document.source,
        "tags": ", ".join(document.tags or []),
        "notes": document.notes,
    }


def day_bounds(day: date) -> tuple[datetime, datetime]:
    return business_day_start(day), business_day_start(day + timedelta(days=1))


__all__ = ["Decimal"]


# ---------------------------------------------------------------- export


def create_export(
    session: Session, caller: Caller, kind: str, fields: list[str], filters: ListFilters, language: str
) -> dict[str, Any]:
    """Write the export file (atomically) and remember its creator; only they or an admin may fetch it."""
    import os
    import tempfile
    from pathlib import Path

    from misrad.documents import export
    from misrad.documents.models import ExportFile

    rows = export_rows(session, caller, filters)
    content = export.build(kind, fields, rows, language)
    filename = export.new_filename(kind)
    folder = storage.exports_root()
    handle, temp_name = tempfile.mkstemp(dir=folder, prefix=".incoming-")
    with os.fdopen(handle, "wb") as temp:
        temp.write(content)
        temp.flush()
        os.fsync(temp.fileno())
    Path(temp_name).replace(folder / filename)
    session.add(
        ExportFile(
            owner_id=caller.id,
            filename=filename,
            format=kind,
            records_count=len(rows),
            file_size=len(content),
        )
    )
    repository.add_activity(session, "documents_exported", None, caller.id)
    session.flush()
    return {
        "download_url": f"/api/email-scanning/export/files/{filename}",
        "filename": filename,
        "records_count": len(rows),
        "file_size": len(content),
    }


def export_path(session: Session, caller: Caller, filename: str) -> tuple[Any, str]:
    from misrad.documents.errors import ExportFileNotFound

    record = repository.export_file(session, filename)
    if record is None or (record.owner_id != caller.id and not caller.is_admin):
        raise ExportFileNotFound()
    path = storage.exports_root() / record.filename
    if not path.is_file():
        raise ExportFileNotFound()
    return path, record.format
