"""Every check, in the order their findings become alerts, and the read fields each relies on."""

from __future__ import annotations

from decimal import Decimal

from misrad.fraud.checks import (
    READ_CONFIDENCE_FLOOR,
    Check,
    check_allocation,
    check_amount,
    check_future_date,
    check_tax_id,
    check_totals,
    check_vat,
    line_total,
    money,
)
from misrad.fraud.duplicates import check_duplicates
from misrad.fraud.schemas import DocumentFacts

# Every check, in the order their findings become alerts. A new check is one function added here.
CHECKS: tuple[Check, ...] = (
    check_duplicates,
    check_amount,
    check_tax_id,
    check_vat,
    check_totals,
    check_future_date,
    check_allocation,
)

# The read fields each check relies on: a check is not run on a field read with less confidence than
# READ_CONFIDENCE_FLOOR. Duplicates rely on no single field and always run.
FIELDS_READ: dict[Check, tuple[str, ...]] = {
    check_amount: ("total_amount", "supplier_name"),
    check_tax_id: ("supplier_tax_id",),
    check_vat: ("subtotal_amount", "vat_amount", "invoice_date"),
    check_totals: ("subtotal_amount", "vat_amount", "total_amount", "line_items"),
    check_future_date: ("invoice_date",),
    check_allocation: ("subtotal_amount", "invoice_date"),
}


def misread(facts: DocumentFacts, check: Check) -> bool:
    """True when a field the check relies on was read with too little confidence to judge it."""
    confidence = settled(facts.confidence, facts.subtotal, facts.line_items)
    return any(confidence.get(name, 1.0) < READ_CONFIDENCE_FLOOR for name in FIELDS_READ.get(check, ()))


def settled(
    confidence: dict[str, float], subtotal: Decimal | None, line_items: list[dict[str, object]]
) -> dict[str, float]:
    """The confidence with what the arithmetic settles since: line items that sum exactly to a subtotal
    that is itself sure (read so, or corrected by hand) are as sure as it."""
    sure = confidence.get("subtotal_amount", 1.0)
    if subtotal is None or sure < READ_CONFIDENCE_FLOOR or confidence.get("line_items", 1.0) >= sure:
        return confidence
    totals = [line_total(item) for item in line_items if isinstance(item, dict)]
    lines_sum = sum((t for t in totals if t is not None), Decimal(0))
    if not totals or None in totals or money(lines_sum) != money(subtotal):
        return confidence
    return {**confidence, "line_items": sure}
