"""Export of the documents a caller sees to a private Excel or CSV file."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from misrad.auth.schemas import Caller
from misrad.core.clock import (
    business_day_start,
)
from misrad.documents import export, repository, storage
from misrad.documents.errors import (
    ExportFileNotFound,
)
from misrad.documents.models import Document, ExportFile
from misrad.documents.service.records import ListFilters, category_names, filtered_statement

# Adds other areas' columns to export rows and drops the rows their filters exclude (intake wires it).
RowAnnotator = Callable[[Session, list[dict[str, Any]]], list[dict[str, Any]]]


def export_rows(
    session: Session, caller: Caller, filters: ListFilters, limit: int = 100_000
) -> list[dict[str, Any]]:
    documents = list(session.scalars(filtered_statement(caller, filters).limit(limit)))
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


def create_export(
    session: Session,
    caller: Caller,
    kind: str,
    fields: list[str],
    filters: ListFilters,
    language: str,
    annotate: RowAnnotator | None = None,
) -> dict[str, Any]:
    """Write the export file (atomically) and remember its creator; only they or an admin may fetch it."""
    rows = export_rows(session, caller, filters)
    if annotate is not None:
        rows = annotate(session, rows)
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
    record = repository.export_file(session, filename)
    if record is None or (record.owner_id != caller.id and not caller.is_admin):
        raise ExportFileNotFound()
    path = storage.exports_root() / record.filename
    if not path.is_file():
        raise ExportFileNotFound()
    return path, record.format


def list_exports(session: Session, caller: Caller) -> list[dict[str, Any]]:
    """The caller's own export files, newest first (what their exports page lists to download)."""
    return [
        {
            "filename": record.filename,
            "format": record.format,
            "records_count": record.records_count,
            "file_size": record.file_size,
            "created_at": record.created_at,
        }
        for record in repository.exports_of(session, caller.id)
    ]
