"""The checks themselves: pure functions ``(facts, context) -> findings`` over ``DocumentFacts`` and a
``CheckContext`` (what the service read once from the database and the settings for this document).
They return ``Finding``s; the service turns new ones into alerts. A new check is one function here,
added to ``CHECKS``; if it needs something from the database, one field of ``CheckContext`` that
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
from misrad.fraud import lsh
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


def _line_total(item: dict[str, object]) -> Decimal | None:
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
    line_totals = [_line_total(item) for item in facts.line_items if isinstance(item, dict)]
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


# --- duplicates -----------------------------------------------------------------------------------------

_OCR_FOLD = str.maketrans({"O": "0", "Q": "0", "D": "0", "I": "1", "L": "1", "S": "5", "B": "8", "Z": "2"})


def _amounts(*values: Decimal | None) -> set[Decimal]:
    return {money(Decimal(value)) for value in values if value is not None and value != 0}


def _conflicts(facts: DocumentFacts, other: DocumentFingerprint) -> int:
    """How many key fields clearly differ between a near-duplicate candidate and this document.

    Different invoice numbers (after folding characters OCR confuses, O/0, l/1, S/5, B/8) mean different
    invoices however alike the texts (one supplier's template): that counts as a decisive conflict —
    unless one number is the other with a character or two dropped (``312`` read as ``12``) or this
    one was read with too little confidence to judge by. Amounts conflict only when the two documents
    share no amount at all: OCR of a re-scan often takes the subtotal for the total, or loses one of
    them; when both documents' subtotal + VAT = total hold and still share no amount, they are two
    invoices (a re-scan does not misread all three figures consistently).
    """
    count = 0
    mine = invoice_key(facts.invoice_number)
    if mine and other.invoice_key and not unsure(facts, "invoice_number"):
        folded, theirs = mine.translate(_OCR_FOLD), other.invoice_key.translate(_OCR_FOLD)
        if folded != theirs:
            if not _characters_dropped(folded, theirs):
                return 99
            count += 1
    if facts.invoice_date and other.invoice_date and facts.invoice_date != other.invoice_date:
        count += 1
    my_amounts = _amounts(facts.subtotal, facts.vat, facts.total)
    their_amounts = _amounts(other.subtotal, other.vat, other.total)
    if my_amounts and their_amounts and not my_amounts & their_amounts:
        mine_hold = _adds_up(facts.subtotal, facts.vat, facts.total) and not unsure(facts, "total_amount")
        if mine_hold and _adds_up(other.subtotal, other.vat, other.total):
            return 99
        count += 1
    return count


def _agreements(facts: DocumentFacts, other: DocumentFingerprint) -> int:
    """How many of the invoice's own keys were read alike on both: the number (folded as in
    ``_conflicts``, or with a character or two dropped), the date, an amount."""
    count = 0
    mine = invoice_key(facts.invoice_number)
    if mine and other.invoice_key:
        folded, theirs = mine.translate(_OCR_FOLD), other.invoice_key.translate(_OCR_FOLD)
        count += folded == theirs or _characters_dropped(folded, theirs)
    count += bool(facts.invoice_date and facts.invoice_date == other.invoice_date)
    count += bool(
        _amounts(facts.subtotal, facts.vat, facts.total) & _amounts(other.subtotal, other.vat, other.total)
    )
    return count


def unsure(facts: DocumentFacts, name: str) -> bool:
    """Whether a field was read with too little confidence to judge by (a reading problem)."""
    return facts.confidence.get(name, 1.0) < READ_CONFIDENCE_FLOOR


def _characters_dropped(a: str, b: str) -> bool:
    """Whether the shorter key is the longer with one or two characters left out (OCR drops them)."""
    short, long = sorted((a, b), key=len)
    if len(short) < 2 or not 0 < len(long) - len(short) <= 2:
        return False
    rest = iter(long)
    return all(char in rest for char in short)


def _adds_up(subtotal: Decimal | None, vat: Decimal | None, total: Decimal | None) -> bool:
    if subtotal is None or vat is None or total is None:
        return False
    return abs(Decimal(subtotal) + Decimal(vat) - Decimal(total)) <= TOTALS_TOLERANCE


def _duplicate_reasons(
    facts: DocumentFacts, context: CheckContext
) -> tuple[dict[int, str], dict[int, float]]:
    """Why each earlier document is a duplicate (same file, same invoice, near text), and its score."""
    reasons: dict[int, str] = dict.fromkeys(context.same_file, "file")
    for found_id in context.same_invoice:
        reasons.setdefault(found_id, "invoice")
    scores: dict[int, float] = {}
    for other_id, other in context.fingerprints.items():
        reason = reasons.get(other_id)
        scores[other_id] = 1.0 if reason == "file" else lsh.similarity(context.signature, other.signature)
        if reason is None and scores[other_id] >= context.near_duplicate_threshold:
            # Templates make different invoices of one supplier look alike; a re-scan keeps its keys. A
            # pre-printed form filled in by hand is all template: texts alike and nothing of the
            # invoice's own read alike (number, date, an amount) is one form twice, not one invoice.
            conflicts = _conflicts(facts, other)
            if conflicts <= 1 and _agreements(facts, other):
                reasons[other_id] = "near" if conflicts == 0 else "near_partial"
    return reasons, scores


def check_duplicates(facts: DocumentFacts, context: CheckContext) -> list[Finding]:
    reasons, scores = _duplicate_reasons(facts, context)
    findings = []
    for other_id, reason in sorted(reasons.items()):
        if other_id in context.blocked_pairs:
            continue
        score = scores.get(other_id, 0.0)
        severity = "medium" if reason == "near_partial" or (reason == "near" and score < 0.9) else "high"
        findings.append(
            Finding(
                type="duplicate_invoice",
                severity=severity,
                cause_key=f"dup:{other_id}",
                description_key=f"fraud_desc_duplicate_{'near' if reason.startswith('near') else reason}",
                params={"other": other_id, "score": f"{score:.0%}"},
                duplicate_document_id=other_id,
                similarity_score=Decimal(str(round(score, 4))),
            )
        )
    return findings


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

# The read fields each check relies on. A value read with less confidence than the floor (OCR unsure, or
# the invoice's arithmetic did not hold) is a reading problem, shown on the document for a look, not
# fraud: the check is not run on it. Duplicates rely on no single field and always run.
READ_CONFIDENCE_FLOOR = 0.6
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
    totals = [_line_total(item) for item in line_items if isinstance(item, dict)]
    lines_sum = sum((t for t in totals if t is not None), Decimal(0))
    if not totals or None in totals or money(lines_sum) != money(subtotal):
        return confidence
    return {**confidence, "line_items": sure}
