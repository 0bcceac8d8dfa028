"""The checks themselves: pure functions ``(facts, context) -> findings`` over ``DocumentFacts`` and a
``CheckContext`` (what the service read once from the database and the settings for this document).
They return ``Finding``s; the service turns new ones into alerts. A new check is one function here,
added to ``registry.CHECKS``; if it needs something from the database, one field of ``CheckContext`` that
``service.gather_context`` fills.

Severity rules (type and size of the deviation):
- duplicate_invoice: high for the same file bytes, the same supplier + invoice number, or a near-duplicate
  with similarity >= 0.9 and no conflicting key field; medium for other near-duplicates.
- suspicious_amount: only amounts far *above* the supplier's usual (over-billing); high from 5x the median,
  medium from 3x, low otherwise.
- invalid_tax_id: medium (a typo or a fake supplier; either way the invoice cannot be booked as is).
- vat_mismatch: low under 1 NIS off, high when more than half of the expected VAT off, else medium.
  A VAT of 0 is not flagged (exempt dealers and zero-rated supplies issue invoices without VAT).
- total_mismatch: low up to 1% off, medium up to 10%, high beyond; line items that add up to less than
  a consistent subtotal (subtotal + VAT = total) are low (usually a row OCR did not read).
- future_date: low up to 3 days ahead (time zones, clocks), medium beyond.
- missing_allocation_number: high (the input VAT cannot be deducted); medium when the amount is within
  10% above the threshold (a rounding or conversion borderline).
"""

from __future__ import annotations

import re
import statistics
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from stdnum.il import hp, idnr

from misrad.core.money import round_agorot, vat_rate
from misrad.fraud.models import DocumentFingerprint
from misrad.fraud.schemas import DocumentFacts, Finding

CENT = Decimal("0.01")

_COMPANY_WORDS = re.compile(r'\b(בע"?מ|בעמ|ltd|limited|inc|llc|co|company|חברה|ע"ר)\b', re.IGNORECASE)
_NOT_WORD = re.compile(r"[^\w]+", re.UNICODE)


money = round_agorot  # amounts compared and shown in agorot


def normalise_name(name: str | None) -> str | None:
    """Supplier names compared without case, punctuation, quotes or company suffixes."""
    if not name:
        return None
    text = unicodedata.normalize("NFKC", name).lower().replace("״", '"').replace("׳", "'")
    text = _COMPANY_WORDS.sub(" ", text)
    text = _NOT_WORD.sub(" ", text).strip()
    text = " ".join(text.split())
    return text or None


def tax_digits(tax_id: str | None) -> str | None:
    if not tax_id:
        return None
    digits = re.sub(r"\D", "", tax_id)
    if not digits or len(digits) > 9:
        return None
    return digits.zfill(9)


def supplier_keys(facts: DocumentFacts) -> tuple[str | None, str | None]:
    """(tax key, name key): a supplier is the same by tax id or by normalised name."""
    digits = tax_digits(facts.supplier_tax_id)
    name = normalise_name(facts.supplier_name)
    return (f"tax:{digits}" if digits else None, f"name:{name}"[:200] if name else None)


def invoice_key(number: str | None) -> str | None:
    """Invoice numbers compared without spaces, dashes, slashes, case or leading zeros."""
    if not number:
        return None
    key = re.sub(r"[\s\-_/\\.#]", "", unicodedata.normalize("NFKC", number)).upper()
    # Leading zeros of each run of digits: INV-0042 and inv 42 are one number.
    key = re.sub(r"(?<!\d)0+(?=\d)", "", key)
    return key[:100] or None


def one_supplier(rows: list[tuple[str | None, Decimal]], tax_key: str | None) -> list[Decimal]:
    """The amounts of one supplier identity among (supplier key, amount) rows found by its tax id or
    its name: all of them when this document's tax id was read (its own and those of documents that
    read no tax id under the same name); with no tax id read, the name alone is the identity — unless
    documents with different tax ids share that name, when only those without a tax id are kept."""
    if not tax_key:
        taxed = {key for key, _ in rows if key and key.startswith("tax:")}
        if len(taxed) > 1:
            rows = [(key, amount) for key, amount in rows if not (key and key.startswith("tax:"))]
    return [amount for _, amount in rows]


@dataclass(frozen=True)
class CheckContext:
    """Everything the checks read besides the document itself, gathered once per run."""

    today: date
    vat_rates: dict[date, Decimal]
    allocation_thresholds: dict[date, Decimal]
    to_ils: dict[str, Decimal]
    min_supplier_history: int
    near_duplicate_threshold: float
    signature: list[int] = field(default_factory=list)
    # The supplier's recent totals in the document's currency; None when the supplier is unknown.
    supplier_history: list[Decimal] | None = None
    # Earlier documents with the same file bytes, and with the same supplier + invoice number.
    same_file: list[int] = field(default_factory=list)
    same_invoice: list[int] = field(default_factory=list)
    # The fingerprints of every duplicate candidate (same file, same invoice, LSH candidates).
    fingerprints: dict[int, DocumentFingerprint] = field(default_factory=dict)
    # Candidates whose pair with this document must not be flagged again.
    blocked_pairs: set[int] = field(default_factory=set)


Check = Callable[[DocumentFacts, CheckContext], list[Finding]]


def _dated(table: dict[date, Decimal], day: date) -> Decimal | None:
    """The value in force on ``day`` in a table of {from_date: value}."""
    found: Decimal | None = None
    for start in sorted(table):
        if start <= day:
            found = table[start]
    return found


def amount_before_vat(facts: DocumentFacts) -> Decimal | None:
    if facts.subtotal is not None:
        return facts.subtotal
    if facts.total is not None and facts.vat is not None:
        return facts.total - facts.vat
    return None


def check_tax_id(facts: DocumentFacts, context: CheckContext) -> list[Finding]:
    if not facts.supplier_tax_id or not facts.supplier_tax_id.strip():
        return []
    raw = facts.supplier_tax_id.strip()
    digits = re.sub(r"\D", "", raw)
    valid = bool(digits) and len(digits) <= 9 and (hp.is_valid(digits.zfill(9)) or idnr.is_valid(digits))
    if valid:
        return []
    return [
        Finding(
            type="invalid_tax_id",
            severity="medium",
            cause_key=f"tax:{raw[:60]}",
            description_key="fraud_desc_invalid_tax_id",
            params={"tax_id": raw[:60]},
        )
    ]


def check_vat(facts: DocumentFacts, context: CheckContext) -> list[Finding]:
    if facts.subtotal is None or facts.vat is None or facts.invoice_date is None:
        return []
    if facts.vat == 0 or facts.subtotal <= 0:
        return []
    rate = vat_rate(facts.invoice_date, rates=context.vat_rates)
    if rate is None:
        return []
    expected = money(facts.subtotal * rate)
    difference = abs(facts.vat - expected)
    # Rounding: per line or per total, a few agorot either way.
    tolerance = max(Decimal("0.05"), money(expected * Decimal("0.001")))
    if difference <= tolerance:
        return []
    if difference < 1:
        severity = "low"
    elif difference > expected / 2:
        severity = "high"
    else:
        severity = "medium"
    return [
        Finding(
            type="vat_mismatch",
            severity=severity,
            cause_key=f"vat:{facts.invoice_date}:{money(facts.subtotal)}:{money(facts.vat)}",
            description_key="fraud_desc_vat_mismatch",
            params={
                "vat": str(money(facts.vat)),
                "expected": str(expected),
                "rate": str(rate.normalize()),
                "date": facts.invoice_date.isoformat(),
            },
            amount=facts.vat,
        )
    ]


def line_total(item: dict[str, object]) -> Decimal | None:
    for key in ("total", "amount"):
        value = item.get(key)
        if value is not None:
            try:
                return Decimal(str(value))
            except ArithmeticError:
                return None
    quantity, unit_price = item.get("quantity"), item.get("unit_price")
    if quantity is not None and unit_price is not None:
        try:
            return Decimal(str(quantity)) * Decimal(str(unit_price))
        except ArithmeticError:
            return None
    return None


def _mismatch_severity(difference: Decimal, base: Decimal) -> str:
    ratio = difference / base if base else Decimal(1)
    if ratio <= Decimal("0.01"):
        return "low"
    if ratio <= Decimal("0.10"):
        return "medium"
    return "high"


TOTALS_TOLERANCE = Decimal("0.05")


def _header_mismatch(facts: DocumentFacts) -> Finding | None:
    """Subtotal + VAT against the total written on the document."""
    if facts.subtotal is None or facts.vat is None or facts.total is None:
        return None
    expected = facts.subtotal + facts.vat
    difference = abs(facts.total - expected)
    if difference <= TOTALS_TOLERANCE:
        return None
    return Finding(
        type="total_mismatch",
        severity=_mismatch_severity(difference, abs(facts.total) or abs(expected)),
        cause_key=f"sum:{money(facts.subtotal)}:{money(facts.vat)}:{money(facts.total)}",
        description_key="fraud_desc_total_mismatch",
        params={"total": str(money(facts.total)), "expected": str(money(expected))},
        amount=facts.total,
    )


def _lines_mismatch(facts: DocumentFacts, header_consistent: bool) -> Finding | None:
    """The line items against the subtotal (or the total: lines may be written with VAT)."""
    line_totals = [line_total(item) for item in facts.line_items if isinstance(item, dict)]
    if not line_totals or any(value is None for value in line_totals):
        return None
    lines_sum = sum((v for v in line_totals if v is not None), Decimal(0))
    target = facts.subtotal if facts.subtotal is not None else facts.total
    # Line items may be written with or without VAT: accept either the subtotal or the total.
    candidates = [v for v in (facts.subtotal, facts.total) if v is not None]
    # Per-line rounding: allow one agora per line on top of the base tolerance.
    line_tolerance = TOTALS_TOLERANCE + CENT * len(line_totals)
    if target is None or not all(abs(c - lines_sum) > line_tolerance for c in candidates):
        return None
    difference = abs(target - lines_sum)
    severity = _mismatch_severity(difference, abs(target) or abs(lines_sum))
    if lines_sum < target and header_consistent:
        # Lines short of a self-consistent subtotal + VAT = total: most often a row that OCR
        # did not read (a photo, a fold), rarely a charge nobody itemised.
        severity = "low"
    return Finding(
        type="total_mismatch",
        severity=severity,
        cause_key=f"lines:{money(lines_sum)}:{money(target)}",
        description_key="fraud_desc_lines_mismatch",
        params={"lines": str(money(lines_sum)), "subtotal": str(money(target))},
        amount=target,
    )


def check_totals(facts: DocumentFacts, context: CheckContext) -> list[Finding]:
    header = _header_mismatch(facts)
    header_consistent = None not in (facts.subtotal, facts.vat, facts.total) and header is None
    lines = _lines_mismatch(facts, header_consistent)
    return [finding for finding in (header, lines) if finding is not None]


def check_future_date(facts: DocumentFacts, context: CheckContext) -> list[Finding]:
    today = context.today
    if facts.invoice_date is None or facts.invoice_date <= today:
        return []
    days = (facts.invoice_date - today).days
    return [
        Finding(
            type="future_date",
            severity="low" if days <= 3 else "medium",
            cause_key=f"date:{facts.invoice_date}",
            description_key="fraud_desc_future_date",
            params={"date": facts.invoice_date.isoformat(), "days": days},
        )
    ]


def check_allocation(facts: DocumentFacts, context: CheckContext) -> list[Finding]:
    if facts.allocation_number and facts.allocation_number.strip():
        return []
    if facts.invoice_date is None:
        return []
    threshold = _dated(context.allocation_thresholds, facts.invoice_date)
    net = amount_before_vat(facts)
    currency = (facts.currency or "ILS").upper()
    rate = context.to_ils.get(currency)
    if threshold is None or net is None or rate is None:
        return []
    net_ils = money(net * rate)
    if net_ils <= threshold:
        return []
    severity = "medium" if net_ils <= threshold * Decimal("1.1") else "high"
    return [
        Finding(
            type="missing_allocation_number",
            severity=severity,
            cause_key=f"alloc:{facts.invoice_date}:{net_ils}",
            description_key="fraud_desc_missing_allocation",
            params={
                "amount": str(net_ils),
                "threshold": str(money(threshold)),
                "date": facts.invoice_date.isoformat(),
            },
            amount=net_ils,
        )
    ]


def check_amount(facts: DocumentFacts, context: CheckContext) -> list[Finding]:
    """Robust outlier test: the median and the median absolute deviation of the supplier's history.

    The spread is floored at 10% of the median so a supplier with identical amounts (rent) is not
    flagged for a small change. Flagged when at least 2x the median and 5 robust deviations above it.
    """
    history = context.supplier_history
    amount = facts.total if facts.total is not None else amount_before_vat(facts)
    if history is None or amount is None or len(history) < context.min_supplier_history:
        return []
    median = Decimal(statistics.median(history))
    if median <= 0:
        return []
    mad = Decimal(statistics.median([abs(x - median) for x in history]))
    spread = max(mad * Decimal("1.4826"), median * Decimal("0.10"))
    score = (amount - median) / spread
    ratio = amount / median
    if ratio < 2 or score < 5:
        return []
    severity = "high" if ratio >= 5 else "medium" if ratio >= 3 else "low"
    return [
        Finding(
            type="suspicious_amount",
            severity=severity,
            cause_key=f"amount:{money(amount)}",
            description_key="fraud_desc_suspicious_amount",
            params={
                "amount": str(money(amount)),
                "average": str(money(median)),
                "ratio": f"{ratio:.1f}",
                "count": len(history),
            },
            amount=money(amount),
            average_amount=money(median),
        )
    ]


# A value read with less confidence than this (OCR unsure, or the invoice's arithmetic did not hold) is a
# reading problem, shown on the document for a look, not fraud: checks relying on it are not run.
READ_CONFIDENCE_FLOOR = 0.6


def unsure(facts: DocumentFacts, name: str) -> bool:
    """Whether a field was read with too little confidence to judge by (a reading problem)."""
    return facts.confidence.get(name, 1.0) < READ_CONFIDENCE_FLOOR
