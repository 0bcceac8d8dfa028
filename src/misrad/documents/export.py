"""Export of documents to Excel (right-to-left sheet, real number and date cells) and CSV (UTF-8 BOM).

A text cell that a spreadsheet would run as a formula gets a leading apostrophe
(``core.cells.neutralise``: lookalike signs and invisible characters before them included).
"""

from __future__ import annotations

import csv
import io
import secrets
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from misrad.core.cells import neutralise
from misrad.core.clock import as_utc, business_zone, utcnow
from misrad.core.i18n import translate

HEADERS: dict[str, tuple[str, str]] = {
    "id": ("מזהה", "ID"),
    "filename": ("שם קובץ", "File name"),
    "original_filename": ("שם מקורי", "Original name"),
    "upload_date": ("תאריך העלאה", "Uploaded"),
    "category_name": ("קטגוריה", "Category"),
    "status": ("מצב", "Status"),
    "supplier_name": ("ספק", "Supplier"),
    "supplier_tax_id": ("ח.פ. ספק", "Supplier tax id"),
    "invoice_number": ("מספר חשבונית", "Invoice number"),
    "allocation_number": ("מספר הקצאה", "Allocation number"),
    "invoice_date": ("תאריך חשבונית", "Invoice date"),
    "due_date": ("תאריך פירעון", "Due date"),
    "currency": ("מטבע", "Currency"),
    "subtotal_amount": ('סכום לפני מע"מ', "Subtotal"),
    "vat_amount": ('מע"מ', "VAT"),
    "total_amount": ("סכום כולל", "Total"),
    "source": ("מקור", "Source"),
    "tags": ("תגיות", "Tags"),
    "notes": ("הערות", "Notes"),
    "approval_status": ("מצב אישור", "Approval status"),
    "fraud_state": ("מצב הונאה", "Fraud state"),
    "fraud_alert_count": ("התראות הונאה פתוחות", "Open fraud alerts"),
}


def _cell(value: Any) -> Any:
    if isinstance(value, datetime):
        return as_utc(value).astimezone(business_zone()).replace(tzinfo=None, microsecond=0)
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, date | int | float) or value is None:
        return value
    return neutralise(str(value))


def new_filename(kind: str) -> str:
    # The business's day and hour, as every other date it sees (just after midnight in Israel is
    # still yesterday in UTC).
    stamp = utcnow().astimezone(business_zone()).strftime("%Y%m%d-%H%M%S")
    return f"documents-{stamp}-{secrets.token_hex(6)}.{'xlsx' if kind == 'excel' else 'csv'}"


def build(kind: str, fields: list[str], rows: list[dict[str, Any]], language: str) -> bytes:
    index = 1 if language == "en" else 0
    headers = [HEADERS[name][index] for name in fields]
    if kind == "csv":
        return _csv(headers, fields, rows)
    return _excel(headers, fields, rows, right_to_left=language != "en")


def _csv(headers: list[str], fields: list[str], rows: list[dict[str, Any]]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(headers)
    for row in rows:
        out = []
        for name in fields:
            value = _cell(row.get(name))
            if isinstance(value, datetime):
                value = value.isoformat(timespec="seconds")
            elif isinstance(value, date):
                value = value.isoformat()
            elif isinstance(value, float) and name.endswith("_amount"):
                value = f"{value:.2f}"
            out.append("" if value is None else value)
        writer.writerow(out)
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")


def _excel(
    headers: list[str], fields: list[str], rows: list[dict[str, Any]], *, right_to_left: bool
) -> bytes:
    from openpyxl import Workbook
    from openpyxl.styles import Font

    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.title = translate("documents_listed")[:31]
    # The sheet reads right to left, as a Hebrew bookkeeper expects (English export: left to right).
    sheet.sheet_view.rightToLeft = right_to_left
    sheet.append(headers)
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    for row in rows:
        sheet.append([_cell(row.get(name)) for name in fields])
    for column, name in enumerate(fields, start=1):
        from openpyxl.utils import get_column_letter

        letter = get_column_letter(column)
        if name.endswith("_amount"):
            for cell in sheet[letter][1:]:
                cell.number_format = "#,##0.00"
        elif name in ("invoice_date", "due_date"):
            for cell in sheet[letter][1:]:
                cell.number_format = "yyyy-mm-dd"
        elif name == "upload_date":
            for cell in sheet[letter][1:]:
                cell.number_format = "yyyy-mm-dd hh:mm:ss"
        sheet.column_dimensions[letter].width = 18
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()
