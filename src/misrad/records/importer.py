"""CSV import of customers (CONTRACT 3): good rows kept, every bad row reported with its reason.

What a small Israeli business exports from Excel or an old system: UTF-8 with or without a BOM, or
windows-1255; comma, semicolon or tab separated; a header with English or Hebrew column names in any
case. Each row is matched to an existing customer by phone, else by tax id, and updated; otherwise a
customer is created. A row without a phone and without a tax id is rejected: nothing could match it on
the next import, so importing the same file twice would duplicate it.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field

from pydantic import ValidationError
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from misrad.core.i18n import translate
from misrad.records import service
from misrad.records.errors import InvalidImportFile
from misrad.records.phones import normalise_phone
from misrad.records.repository import CustomerRepository
from misrad.records.schemas import CustomerCreate, CustomerUpdate

MAX_ROWS = 20_000
_ESCAPED = re.compile("[\udc80-\udcff]")  # bytes that did not decode (surrogateescape)
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_TAX_ID = re.compile(r"^[0-9][0-9\- ]*$")

COLUMNS: dict[str, tuple[str, ...]] = {
    "name": ("name", "customer", "customer name", "full name", "שם", "שם לקוח", "שם הלקוח", "לקוח", "שם מלא"),
    "phone": (
        "phone",
        "mobile",
        "tel",
        "telephone",
        "phone number",
        "טלפון",
        "נייד",
        "טלפון נייד",
        "מספר טלפון",
    ),
    "email": ("email", "e-mail", "mail", "אימייל", "מייל", 'דוא"ל', "דואל", "דואר אלקטרוני"),
    "tax_id": (
        "tax_id",
        "tax id",
        "taxid",
        "vat",
        "vat id",
        "vat_id",
        "id",
        "ח.פ",
        "ח.פ.",
        "חפ",
        'ח"פ',
        "עוסק מורשה",
        "ע.מ",
        "ע.מ.",
        "מספר עוסק",
        "ת.ז",
        "ת.ז.",
        "תז",
        'ת"ז',
    ),
    "address": ("address", "כתובת"),
    "notes": ("notes", "note", "comments", "הערות", "הערה"),
}
_ALIASES = {alias: column for column, aliases in COLUMNS.items() for alias in aliases}
_LIMITS = {"name": 200, "phone": 40, "email": 254, "tax_id": 20, "address": 500, "notes": 5000}


@dataclass
class Rejection:
    row: int
    code: str
    reason: str


@dataclass
class ImportResult:
    created: int = 0
    updated: int = 0
    rejected: list[Rejection] = field(default_factory=list)

    def reject(self, row: int, code: str, **params: object) -> None:
        self.rejected.append(Rejection(row=row, code=code, reason=translate(code, **params)))


def decode(data: bytes) -> str:
    """Text of the file; bytes that are not valid in its encoding stay as lone surrogates (see ``_ESCAPED``).

    UTF-8 wins unless most of the non-ASCII bytes fail as UTF-8, which is what a windows-1255 file looks
    like (its Hebrew letters 0xE0-0xFA are never valid UTF-8 continuation bytes).
    """
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    as_utf8 = data.decode("utf-8", errors="surrogateescape")
    bad = len(_ESCAPED.findall(as_utf8))
    non_ascii = sum(1 for byte in data if byte >= 0x80)
    if bad * 2 <= non_ascii and any(ord(c) >= 0x80 and not _ESCAPED.match(c) for c in as_utf8):
        return as_utf8
    return data.decode("cp1255", errors="surrogateescape")


def _header_key(cell: str) -> str:
    return " ".join(cell.replace("\ufeff", "").replace("_", " ").split()).casefold()


def _columns(header: list[str]) -> dict[int, str]:
    mapping: dict[int, str] = {}
    for index, cell in enumerate(header):
        key = _header_key(cell)
        column = _ALIASES.get(key) or _ALIASES.get(key.replace(" ", "_"))
        if column and column not in mapping.values():
            mapping[index] = column
    return mapping


def _dialect(text: str) -> str:
    first = text.split("\n", 1)[0]
    if "," not in first:
        for candidate in (";", "\t"):
            if candidate in first:
                return candidate
    return ","


def import_customers(session: Session, data: bytes) -> ImportResult:
    """Import a customers CSV. Raises ``InvalidImportFile`` only when no row can be read at all."""
    text = decode(data)
    if not text.strip():
        raise InvalidImportFile(reason=translate("import_empty_file"))
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=_dialect(text))
    try:
        header = next(reader)
    except (csv.Error, StopIteration):
        raise InvalidImportFile(reason=translate("import_unreadable_header")) from None
    if any(_ESCAPED.search(cell) for cell in header):
        raise InvalidImportFile(reason=translate("import_bad_encoding"))
    columns = _columns(header)
    if "name" not in columns.values():
        raise InvalidImportFile(reason=translate("import_missing_name_column"))
    result = ImportResult()
    rows = 0
    while True:
        try:
            record = next(reader)
        except StopIteration:
            break
        except csv.Error:
            result.reject(reader.line_num, "import_unreadable_row")
            continue
        line = reader.line_num
        if not any(cell.strip() for cell in record):
            continue
        rows += 1
        if rows > MAX_ROWS:
            result.reject(line, "import_too_many_rows", limit=MAX_ROWS)
            break
        _import_row(session, result, line, record, columns, len(header))
    return result


def _import_row(
    session: Session, result: ImportResult, line: int, record: list[str], columns: dict[int, str], width: int
) -> None:
    values = _row_values(result, line, record, columns, width)
    if values is None or not _normalise_contacts(result, line, values):
        return
    _save_customer(session, result, line, values)


def _row_values(
    result: ImportResult, line: int, record: list[str], columns: dict[int, str], width: int
) -> dict[str, str] | None:
    """The row's non-empty cells by column, or None (and the row rejected) when its shape is wrong."""
    if any(_ESCAPED.search(cell) for cell in record):
        result.reject(line, "import_bad_encoding")
        return None
    if len(record) > width and any(cell.strip() for cell in record[width:]):
        result.reject(line, "import_wrong_column_count")
        return None
    values: dict[str, str] = {}
    for index, column in columns.items():
        cell = record[index].strip() if index < len(record) else ""
        if cell:
            values[column] = cell
    for column, value in values.items():
        if len(value) > _LIMITS[column]:
            result.reject(line, "import_field_too_long", field=column)
            return None
        if any(ord(c) < 32 and c not in "\t\n\r" for c in value):
            result.reject(line, "import_control_characters", field=column)
            return None
    if not values.get("name"):
        result.reject(line, "import_missing_name")
        return None
    return values


def _normalise_contacts(result: ImportResult, line: int, values: dict[str, str]) -> bool:
    """Phone and tax id in their stored form (in ``values``); False (the row rejected) when invalid."""
    if "phone" in values:
        phone = normalise_phone(values["phone"])
        if phone is None:
            result.reject(line, "import_invalid_phone", phone=values["phone"][:40])
            return False
        values["phone"] = phone
    if "email" in values and not _EMAIL.match(values["email"]):
        result.reject(line, "import_invalid_email", email=values["email"][:254])
        return False
    if "tax_id" in values:
        if not _TAX_ID.match(values["tax_id"]):
            result.reject(line, "import_invalid_tax_id", tax_id=values["tax_id"][:20])
            return False
        values["tax_id"] = service.normalise_tax_id(values["tax_id"])
    if "phone" not in values and "tax_id" not in values:
        result.reject(line, "import_missing_contact")
        return False
    return True


def _save_customer(session: Session, result: ImportResult, line: int, values: dict[str, str]) -> None:
    """A new customer, or the one with the same phone (else tax id) updated, in its own savepoint."""
    phone, tax_id = values.get("phone"), values.get("tax_id")
    repository = CustomerRepository(session)
    existing = (repository.first_by_phone(phone) if phone else None) or (
        repository.first_by_tax_id(tax_id) if tax_id else None
    )
    try:
        with session.begin_nested():
            if existing is None:
                service.create_customer(session, CustomerCreate(**values))
                result.created += 1
            else:
                service.update_customer(session, existing.id, CustomerUpdate(**values))
                result.updated += 1
    except ValidationError:
        result.reject(line, "import_invalid_row")
    except SQLAlchemyError:
        result.reject(line, "import_row_failed")
