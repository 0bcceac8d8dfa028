"""The duplicate check: the same file, the same supplier and invoice number, or a near-duplicate text
(MinHash similarity) whose own keys (number, date, amounts) agree. Kept apart from the single-document
checks of ``checks`` because it compares a document with earlier ones."""

from __future__ import annotations

from decimal import Decimal

from misrad.fraud import lsh
from misrad.fraud.checks import TOTALS_TOLERANCE, CheckContext, invoice_key, money, unsure
from misrad.fraud.models import DocumentFingerprint
from misrad.fraud.schemas import DocumentFacts, Finding

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
