"""Whether an OCR read of an invoice can be trusted as it stands, judged by what every invoice must satisfy.

Reading a page costs several passes of Tesseract over the same text (``parsing``); the later ones (the Latin
model's read of the number lines, the enlarged second read) correct what the first got wrong, and most of
what they correct is exposed by the invoice's own rules: figures that no longer add up, a labelled value
that is missing, a date that cannot be. A read that satisfies all of them has nothing left for those passes
to confirm, so only a read that fails one pays for them (``second_read.escalated_read``). On the shared
corpus no field changed either way; measured in ``docs/benchmarks.md`` (invoices, session 10).

The checks are strict on purpose: a read that fails one only costs time (it is read as before), a read that
passes one wrongly keeps a misread. So each field the later passes could change must be found, labelled,
and confirmed by something other than itself where the invoice allows it.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from misrad.intake import extract
from misrad.intake.extract.labels import L_DUE

# Field confidences of a value found beside its own label (``extract``'s 0.9-0.97); below it the value
# was guessed (an unlabelled date, the nearest number) and a better read may find the labelled one.
LABELLED = 0.9
# ``extract``'s confidence in its rows: 0.95 when their own numbers multiply out and sum to the subtotal,
# 0.89-0.9 when read again another way (a quantity the ratio of two printed amounts) to reach a subtotal the
# totals confirm, on good evidence; rows it reached on weaker evidence (a digit put right, a lone amount)
# score 0.75 or less, and a better read may print them as they are.
ROWS_FOUNDED = 0.85
# A supplier's name chosen on weak evidence (the top line of OCR scraps, say) is a doubt.
NAME_SURE = 0.7
# Dates an invoice can carry: not in the future beyond a year's slack (a pre-dated invoice), not older than
# this (a misread year, ``2015`` for ``2025``, still falls here and is re-read).
PAST_YEARS = 6
# Payment terms run to months, never years: a due date further than this from the invoice's is misread.
LONGEST_TERMS = timedelta(days=366)
_AGORA = Decimal("0.01")


def doubts(text: str, today: date | None = None) -> list[str]:
    """What the read ``text`` (all its pages) fails of an invoice's rules; empty when it holds."""
    return failed(extract.extract(text), text, today)


def failed(found: extract.Extraction, text: str, today: date | None = None) -> list[str]:
    """What ``found`` (extracted from ``text``) fails of an invoice's rules, for a caller that has already
    extracted it."""
    today = today or date.today()
    return [name for name, check in _CHECKS if not check(found, text, today)]


def _arithmetic(found: extract.Extraction, text: str, today: date) -> bool:
    """Subtotal + VAT = total at the rate in force on the invoice's date, as printed (no repair)."""
    return found.arithmetic_ok


def _lines(found: extract.Extraction, text: str, today: date) -> bool:
    """Rows were read on good evidence (``ROWS_FOUNDED``), each multiplies out, and together they make the
    subtotal."""
    if not found.line_items or found.subtotal_amount is None:
        return False
    if found.confidence.get("line_items", 0) < ROWS_FOUNDED:
        return False
    items = [_decimal(i.get("total")) for i in found.line_items]
    if any(total is None for total in items):
        return False
    if abs(sum(t for t in items if t is not None)) != abs(found.subtotal_amount):
        return False
    return all(_multiplies(item) for item in found.line_items)


def _multiplies(item: dict[str, Any]) -> bool:
    quantity, unit, total = (_decimal(item.get(key)) for key in ("quantity", "unit_price", "total"))
    if quantity is None or unit is None or total is None:
        return True  # a row printed without a quantity or a unit price has nothing to multiply
    return abs(abs(quantity * unit) - abs(total)) <= _AGORA


def _tax_id(found: extract.Extraction, text: str, today: date) -> bool:
    """The supplier's id beside its own label; ``extract`` takes only ids whose check digit holds."""
    return found.supplier_tax_id is not None and found.confidence.get("supplier_tax_id", 0) >= LABELLED


def _number(found: extract.Extraction, text: str, today: date) -> bool:
    """The invoice's number found beside its label."""
    return found.invoice_number is not None and found.confidence.get("invoice_number", 0) >= LABELLED


def _dates(found: extract.Extraction, text: str, today: date) -> bool:
    """The invoice's date labelled and possible; a due date wherever one is labelled, not before the
    invoice's date and within any payment terms."""
    issued = found.invoice_date
    if issued is None or found.confidence.get("invoice_date", 0) < LABELLED:
        return False
    if not today.replace(year=today.year - PAST_YEARS) <= issued <= today + timedelta(days=366):
        return False
    due = found.due_date
    if due is None:
        return not _due_label(text)
    return found.confidence.get("due_date", 0) >= LABELLED and issued <= due <= issued + LONGEST_TERMS


def _due_label(text: str) -> bool:
    """Whether the page prints a due date's label beside a date-like figure (not payment terms alone)."""
    return any(L_DUE.search(line) and re.search(r"\d", line) for line in text.splitlines())


def _currency(found: extract.Extraction, text: str, today: date) -> bool:
    return found.currency is not None


def _supplier(found: extract.Extraction, text: str, today: date) -> bool:
    return found.supplier_name is not None and found.confidence.get("supplier_name", 0) >= NAME_SURE


def _decimal(value: Any) -> Decimal | None:
    return None if value is None else Decimal(str(value))


_CHECKS = (
    ("arithmetic", _arithmetic),
    ("lines", _lines),
    ("tax_id", _tax_id),
    ("invoice_number", _number),
    ("dates", _dates),
    ("currency", _currency),
    ("supplier", _supplier),
)
