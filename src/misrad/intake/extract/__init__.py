"""Invoice fields from text in reading order (Hebrew and English), checked by the document's arithmetic.

Rules first, by label: each line is classified by the labels it carries (supplier, customer, bank,
phone, order, allocation, totals, dates), so that numbers printed near each other are told apart.
The amounts are then chosen so that items sum to the subtotal and subtotal + VAT at the rate in force
on the invoice date equals the total; when they do not add up the confidence drops.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

from misrad.intake.extract.amounts import choose_amounts
from misrad.intake.extract.blocks import letterhead_id
from misrad.intake.extract.fields import (
    Line,
    classify,
    find_allocation,
    find_currency,
    find_dates,
    find_supplier_tax_id,
)
from misrad.intake.extract.items import find_line_items, reconcile
from misrad.intake.extract.numbers import find_invoice_number
from misrad.intake.extract.parties import find_supplier_name
from misrad.intake.extract.totals import as_credit, is_credit_note
from misrad.intake.extract.values import clean_text, vat_rate_on

__all__ = ["Extraction", "extract", "vat_rate_on"]


@dataclass
class Extraction:
    supplier_name: str | None = None
    supplier_tax_id: str | None = None
    allocation_number: str | None = None
    invoice_number: str | None = None
    invoice_date: date | None = None
    due_date: date | None = None
    currency: str | None = None
    subtotal_amount: Decimal | None = None
    vat_amount: Decimal | None = None
    total_amount: Decimal | None = None
    line_items: list[dict[str, Any]] = field(default_factory=list)
    confidence: dict[str, float] = field(default_factory=dict)
    arithmetic_ok: bool = False

    def values(self) -> dict[str, Any]:
        return {
            "supplier_name": self.supplier_name,
            "supplier_tax_id": self.supplier_tax_id,
            "allocation_number": self.allocation_number,
            "invoice_number": self.invoice_number,
            "invoice_date": self.invoice_date,
            "due_date": self.due_date,
            "currency": self.currency,
            "subtotal_amount": self.subtotal_amount,
            "vat_amount": self.vat_amount,
            "total_amount": self.total_amount,
            "line_items": self.line_items,
        }

    @property
    def overall_confidence(self) -> float:
        found = [
            self.confidence[k]
            for k, v in self.values().items()
            if v not in (None, []) and k in self.confidence
        ]
        return round(sum(found) / len(found), 4) if found else 0.0


def extract(text: str) -> Extraction:
    raw_lines = [line.strip() for line in clean_text(text).splitlines()]
    lines = classify(raw_lines)
    result = Extraction()
    labelled_id, c_labelled = find_supplier_tax_id(lines)
    result.supplier_tax_id, c_tax = letterhead_id(lines, labelled_id, c_labelled)
    # An id set aside as the customer's (``letterhead_id``) marks the customer's block for the name too.
    customer_id = labelled_id if result.supplier_tax_id is None else None
    result.allocation_number, c_alloc = find_allocation(lines)
    result.invoice_number, c_number = find_invoice_number(lines)
    result.invoice_date, c_date, result.due_date, c_due = find_dates(lines)
    # The id found marks the supplier's block, labelled or not (an unlabelled one is on a line that
    # labels nothing else).
    result.supplier_name, c_name = find_supplier_name(lines, result.supplier_tax_id, customer_id)
    result.line_items = find_line_items(lines)
    items_sum = _sum(result.line_items)
    rate = vat_rate_on(result.invoice_date)
    undated = result.invoice_date is None
    amounts = choose_amounts(lines, rate, items_sum, "\n".join(raw_lines), undated)
    s, v, t, c_amounts = amounts.subtotal, amounts.vat, amounts.total, amounts.confidence
    # Rows checked by a subtotal are as sure as that subtotal, at most.
    items_conf = min(_items_confidence(result, lines, s, items_sum, amounts.holds), max(c_amounts, 0.5))
    if is_credit_note("\n".join(raw_lines)):
        s, v, t = as_credit(s), as_credit(v), as_credit(t)
        for item in result.line_items:
            item["total"] = as_credit(item["total"])
    result.subtotal_amount, result.vat_amount, result.total_amount = s, v, t
    # As printed: a document whose figures add up only once OCR noise is repaired is worth a second read.
    result.arithmetic_ok = amounts.as_printed
    result.currency, c_currency = find_currency(lines, t)
    confidences = (c_name, c_tax, c_alloc, c_number, c_date, c_due, c_currency, c_amounts)
    result.confidence = dict(zip(_CONFIDENT_FIELDS, confidences, strict=True))
    result.confidence |= {"vat_amount": c_amounts, "total_amount": c_amounts, "line_items": items_conf}
    return result


# The fields whose confidence ``extract`` finds with their value, in its order; the three amounts share
# the confidence of the totals chosen together.
_CONFIDENT_FIELDS = (
    "supplier_name",
    "supplier_tax_id",
    "allocation_number",
    "invoice_number",
    "invoice_date",
    "due_date",
    "currency",
    "subtotal_amount",
)


def _sum(items: list[dict[str, Any]]) -> Decimal | None:
    return sum((Decimal(i["total"]) for i in items), Decimal(0)) if items else None


def _items_confidence(
    result: Extraction, lines: list[Line], subtotal: Decimal | None, found: Decimal | None, checked: bool
) -> float:
    """How sure the line items are: rows that multiply out and sum to the subtotal are sure; when they
    do not sum to it, the rows are read again, each in every way its numbers allow (``reconcile``), and
    the combination that sums to the subtotal is taken, as sure as its readings are founded (only
    against a subtotal the totals' own arithmetic confirmed)."""
    if subtotal is not None and found is not None and abs(found) == abs(subtotal):
        return 0.95
    if checked and subtotal is not None and (again := reconcile(lines, subtotal)) is not None:
        result.line_items, founded = again
        return 0.9 if founded >= 2.5 else 0.75 if founded >= 1.5 else 0.6
    return 0.5 if result.line_items else 0.0
