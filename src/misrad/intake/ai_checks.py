"""The checks an LLM's reading of an invoice must pass before any of it is taken (``ai_reading``).

An LLM reads fluently and is sometimes wrong with confidence: it may invent a plausible invoice number,
round an amount, or take the customer for the supplier. So nothing it says is taken on its word:
- every value must be printed in the document's text: a name as written, a number among the printed
  figures (also as OCR noise may have printed it), a date among the printed dates; the supplier's
  name outside the customer's block (``לכבוד``, ``Bill to``: the model may take one for the other);
- a tax id must pass its check digit; a currency must be one the text marks;
- the amounts only together, at least two of them printed, and only when subtotal + VAT = total at
  the VAT rate in force on the invoice's date (or no VAT, for an exempt dealer);
- a due date not before the invoice date; line items that multiply out.
What fails a check is dropped; the rest comes back typed as the own reading's values.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any

from misrad.intake.extract.fields import classify
from misrad.intake.extract.values import (
    amounts_in,
    clean_text,
    dates_in,
    tolerant_amounts,
    valid_tax_id,
    vat_rate_on,
)

CENT = Decimal("0.01")
TOLERANCE = Decimal("0.05")  # rounding of a printed VAT or line total
# A printed figure: with thousands separated (by a comma or a space) or not, with or without decimals.
_NUMBER = re.compile(r"(?<![\d.,])(?:\d{1,3}(?:[, ]\d{3})+|\d+)(?:[.,]\d{1,2})?(?!\d)")
_DECIMALS = re.compile(r"(.*?)(?:[.,](\d{1,2}))?")
_BETWEEN_DIGITS = re.compile(r"(?<=\d)[\s\-/.]+(?=\d)")
_SPACES = re.compile(r"\s+")
CURRENCY_MARKS = {
    "ILS": ("₪", 'ש"ח', "ש״ח", "שח", "nis", "ils", "שקל"),
    "USD": ("$", "usd", "דולר", "dollar"),
    "EUR": ("€", "eur", "אירו", "euro"),
    "GBP": ("£", "gbp", "pound"),
}


def checked(answer: dict[str, Any], text: str) -> dict[str, Any]:
    """The values of ``answer`` that pass every check against ``text``, typed; the rest left out."""
    text = clean_text(text)
    printed = _Printed(text)
    found: dict[str, Any] = {}
    name = _text(answer.get("supplier_name"))
    if name and printed.has_words(name, outside_customer=True):
        found["supplier_name"] = name
    tax_id = re.sub(r"\D", "", _text(answer.get("supplier_tax_id")))
    if valid_tax_id(tax_id) and printed.has_digits(tax_id):
        found["supplier_tax_id"] = tax_id
    number = _text(answer.get("invoice_number"))
    if number and printed.has_words(number):
        found["invoice_number"] = number
    found |= _dates(answer, printed)
    currency = _text(answer.get("currency")).upper()
    if currency in CURRENCY_MARKS and printed.marks(currency):
        found["currency"] = currency
    found |= _amounts(answer, printed, found.get("invoice_date"))
    items = _items(answer.get("line_items"), printed)
    if items:
        found["line_items"] = items
    return found


def sums_to(items: list[dict[str, Any]], subtotal: Decimal | None) -> bool:
    """Whether the rows' totals add up to ``subtotal`` (by size: a credit note's rows are printed as
    positive amounts under a negative total)."""
    if subtotal is None:
        return False
    total = sum((Decimal(item["total"]) for item in items), Decimal(0))
    return abs(abs(total) - abs(subtotal)) <= TOLERANCE


class _Printed:
    """What the text holds, in the forms the checks compare."""

    def __init__(self, text: str) -> None:
        self.folded = _SPACES.sub(" ", text).casefold()
        lines = classify([line.strip() for line in text.splitlines()])
        self.not_customer = _SPACES.sub(
            " ", "\n".join(line.text for line in lines if not line.customer)
        ).casefold()
        self.squeezed = _BETWEEN_DIGITS.sub("", text)
        self.dates = {day for line in text.splitlines() for _, day in dates_in(line)}
        self.amounts = {abs(value) for line in text.splitlines() for value in _figures(line)}

    def has_words(self, value: str, *, outside_customer: bool = False) -> bool:
        words = _SPACES.sub(" ", value).strip().casefold()
        return words in (self.not_customer if outside_customer else self.folded)

    def has_digits(self, digits: str) -> bool:
        return re.search(rf"(?<!\d){digits}(?!\d)", self.squeezed) is not None

    def has_amount(self, value: Decimal) -> bool:
        return abs(value) in self.amounts

    def marks(self, currency: str) -> bool:
        return any(mark in self.folded for mark in CURRENCY_MARKS[currency])


def _figures(line: str) -> list[Decimal]:
    """Every figure of a line: with two decimals, whole, or as OCR noise may have printed it."""
    found = amounts_in(line) + tolerant_amounts(line)
    for match in _NUMBER.finditer(line):
        parts = _DECIMALS.fullmatch(match.group(0).replace(" ", ""))
        if parts is not None:
            whole = re.sub(r"[.,]", "", parts.group(1)) or "0"
            found.append(Decimal(f"{whole}.{parts.group(2) or '0'}"))
    return found


def _text(value: Any) -> str:
    return str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else ""


def _amount(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    raw = re.sub(r"[^\d.\-]", "", str(value).replace(",", ""))
    try:
        return Decimal(raw).quantize(CENT) if raw not in ("", "-", ".") else None
    except InvalidOperation:
        return None


def _day(value: Any) -> date | None:
    try:
        return date.fromisoformat(str(value)) if isinstance(value, str) else None
    except ValueError:
        return None


def _dates(answer: dict[str, Any], printed: _Printed) -> dict[str, date]:
    found = {}
    issued, due = _day(answer.get("invoice_date")), _day(answer.get("due_date"))
    if issued in printed.dates:
        found["invoice_date"] = issued
    if due in printed.dates and (issued is None or due >= issued):
        found["due_date"] = due
    return found  # type: ignore[return-value]


def _amounts(answer: dict[str, Any], printed: _Printed, issued: date | None) -> dict[str, Decimal]:
    """The three amounts, only together and only when they add up at the rate in force on the date."""
    subtotal, vat, total = (
        _amount(answer.get(name)) for name in ("subtotal_amount", "vat_amount", "total_amount")
    )
    if subtotal is None or vat is None or total is None:
        return {}
    # Two printed are enough when the arithmetic gives the third: OCR loses a figure now and then, and
    # a model that adds it up is checked by the sum itself.
    if sum(printed.has_amount(value) or value == 0 for value in (subtotal, vat, total)) < 2:
        return {}
    if abs(subtotal + vat - total) > TOLERANCE:
        return {}
    expected = (subtotal * vat_rate_on(issued)).quantize(CENT)
    if vat != 0 and abs(abs(vat) - abs(expected)) > max(TOLERANCE, abs(expected) * Decimal("0.002")):
        return {}
    return {"subtotal_amount": subtotal, "vat_amount": vat, "total_amount": total}


def _items(rows: Any, printed: _Printed) -> list[dict[str, Any]]:
    """Rows that name something and whose total is printed and multiplies out; all or none."""
    if not isinstance(rows, list) or not rows:
        return []
    items = []
    for row in rows:
        if not isinstance(row, dict):
            return []
        description = _text(row.get("description"))
        quantity, price, total = (_amount(row.get(key)) for key in ("quantity", "unit_price", "total"))
        if not description or total is None or not printed.has_amount(total):
            return []
        quantity = quantity if quantity not in (None, Decimal(0)) else Decimal(1)
        price = price if price is not None else (total / quantity).quantize(CENT)
        if abs(abs(quantity * price) - abs(total)) > TOLERANCE:
            return []
        items.append(
            {"description": description, "quantity": float(quantity), "unit_price": price, "total": total}
        )
    return items
