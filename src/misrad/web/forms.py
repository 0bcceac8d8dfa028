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


@dataclass
class DocumentForm:
    typed: dict[str, str]
    values: dict[str, Any] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)


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
