"""Reading a document's edited fields from a form: each field checked, errors kept per field.

What the person typed is returned as typed, so a page with an error shows it again unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from stdnum.il import hp, idnr

from misrad.core.i18n import translate

TEXT_FIELDS = {"supplier_name": 200, "invoice_number": 50, "allocation_number": 20, "notes": 5000}
AMOUNT_FIELDS = ("total_amount", "subtotal_amount", "vat_amount")
DATE_FIELDS = ("invoice_date", "due_date")
CURRENCIES = ("ILS", "USD", "EUR")
MAX_AMOUNT = Decimal("999999999999.99")


ITEM_PARTS = ("description", "quantity", "unit_price", "total")
MAX_ITEMS = 200


@dataclass
class DocumentForm:
    typed: dict[str, str]
    values: dict[str, Any] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    items: list[dict[str, str]] = field(default_factory=list)  # line items as typed, row by row


def _amount(text: str) -> Decimal:
    cleaned = text.replace(",", "").replace("₪", "").replace("\u200f", "").replace("\u200e", "").strip()
    value = Decimal(cleaned)
    if not value.is_finite() or value < 0 or value > MAX_AMOUNT:
        raise InvalidOperation
    return value.quantize(Decimal("0.01"))


def valid_tax_id(text: str) -> bool:
    """An Israeli business number (osek or company): nine digits whose check digit is right."""
    digits = text.replace("-", "").replace(" ", "")
    return idnr.is_valid(digits) or hp.is_valid(digits)


def read_document_form(form: dict[str, str]) -> DocumentForm:
    result = DocumentForm(typed=dict(form))
    for name, limit in TEXT_FIELDS.items():
        text = form.get(name, "").strip()
        if len(text) > limit:
            result.errors[name] = translate("web_too_long")
        else:
            result.values[name] = text if name == "notes" else (text or None)
    for name in AMOUNT_FIELDS:
        text = form.get(name, "").strip()
        try:
            result.values[name] = _amount(text) if text else None
        except (InvalidOperation, ValueError):
            result.errors[name] = translate("web_invalid_amount")
    for name in DATE_FIELDS:
        text = form.get(name, "").strip()
        try:
            result.values[name] = date.fromisoformat(text) if text else None
        except ValueError:
            result.errors[name] = translate("web_invalid_date")
    tax_id = form.get("supplier_tax_id", "").strip()
    if tax_id and not valid_tax_id(tax_id):
        result.errors["supplier_tax_id"] = translate("web_invalid_tax_id")
    else:
        result.values["supplier_tax_id"] = tax_id.replace("-", "").replace(" ", "") or None
    currency = form.get("currency", "")
    result.values["currency"] = currency if currency in CURRENCIES else None
    category = form.get("category_id", "")
    result.values["category_id"] = int(category) if category.isdigit() and len(category) < 10 else None
    tags = [tag.strip() for tag in form.get("tags", "").split(",") if tag.strip()]
    if any(len(tag) > 50 for tag in tags) or len(tags) > 50:
        result.errors["tags"] = translate("web_too_long")
    else:
        result.values["tags"] = tags
    return result


def _signed_amount(text: str) -> Decimal:
    negative = text.strip().startswith("-")
    value = _amount(text.strip().lstrip("-"))
    return -value if negative else value


def _item(row: dict[str, str], index: int, errors: dict[str, str]) -> dict[str, Any]:
    """One line: a description, a quantity, a unit price; the total is worked out when left empty."""
    values: dict[str, Any] = {"description": row["description"].strip()}
    if not values["description"] or len(values["description"]) > 500:
        errors[f"item_description_{index}"] = translate("web_item_description_needed")
    try:
        quantity = Decimal(row["quantity"].replace(",", "").strip() or "1")
        if not quantity.is_finite() or quantity < 0 or quantity > 999999999:
            raise InvalidOperation
        values["quantity"] = quantity
    except (InvalidOperation, ValueError):
        errors[f"item_quantity_{index}"] = translate("web_invalid_quantity")
    for part in ("unit_price", "total"):
        text = row[part].strip()
        try:
            values[part] = _signed_amount(text) if text else None
        except (InvalidOperation, ValueError):
            errors[f"item_{part}_{index}"] = translate("web_invalid_amount")
    if values.get("total") is None and values.get("unit_price") is not None and "quantity" in values:
        values["total"] = (values["unit_price"] * values["quantity"]).quantize(Decimal("0.01"))
    if values.get("unit_price") is None and f"item_unit_price_{index}" not in errors:
        errors[f"item_unit_price_{index}"] = translate("web_invalid_amount")
    return values


def _cell(column: list[str], index: int) -> str:
    return column[index] if index < len(column) else ""


def same_items(stored: list[dict[str, Any]], new: list[dict[str, Any]]) -> bool:
    """Whether the lines are unchanged (an untouched table must not mark the lines as hand-corrected)."""

    def key(item: dict[str, Any]) -> tuple[str, str, str, str]:
        return (
            str(item["description"]).strip(),
            f"{float(item['quantity']):g}",
            f"{Decimal(str(item['unit_price'])):.2f}",
            f"{Decimal(str(item['total'])):.2f}",
        )

    return [key(i) for i in stored] == [key(i) for i in new]


def typed_items(stored: list[dict[str, Any]]) -> list[dict[str, str]]:
    """The stored lines as the inputs show them (plain amounts, quantities without trailing zeros)."""
    return [dict(zip(ITEM_PARTS, key, strict=True)) for key in (
        (str(i["description"]), f"{float(i['quantity']):g}", f"{Decimal(str(i['unit_price'])):.2f}",
         f"{Decimal(str(i['total'])):.2f}") for i in stored)]  # fmt: skip


def read_line_items(result: DocumentForm, columns: dict[str, list[str]]) -> None:
    """Rows of the line items table (lists of each column, in order); wholly empty rows are dropped."""
    count = min(max((len(v) for v in columns.values()), default=0), MAX_ITEMS)
    rows = [{part: _cell(columns.get(part, []), i) for part in ITEM_PARTS} for i in range(count)]
    result.items = [row for row in rows if any(value.strip() for value in row.values())]
    result.values["line_items"] = [_item(row, i, result.errors) for i, row in enumerate(result.items)]
