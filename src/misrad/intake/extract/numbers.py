"""The invoice's own number: beside its label (``חשבונית מס``, ``אסמכתא``, ``Invoice No.``) in its own cell,
the cell beside or under it, never a date, a clock time, a tax id or another thing's number."""

from __future__ import annotations

import re

from misrad.intake.extract.cells import cells
from misrad.intake.extract.fields import TAX_ID_SHAPE, Line
from misrad.intake.extract.labels import L_CUSTOMER, L_DATE, L_INVOICE_NO, supplier_id_label
from misrad.intake.extract.values import dates_in, text_after, valid_tax_id

# A document number: digits, maybe after a Latin prefix (INV-, SI-, a vendor's letters) or one Hebrew
# letter (א-1187).
_CODE = re.compile(r"(?<![\w])((?:[A-Za-z]{0,10}|[\u05d0-\u05ea])[-/]?\d[\w\-/]{0,24})(?![\w])")
# Labels of other numbers: a cell that carries one of them numbers something else.
_OTHER_NUMBER = re.compile(
    r"(הזמנ|תעודת\s+משלוח|order|\byour\b|p\.?o\.?\b|delivery|customer|client|לקוח|account|חשבון\s+בנק|iban|"
    r"טל|פקס|phone|fax|tel\b|הקצאה|allocation|עוסק|ח\.?[\"'״׳]?\s?פ|company|vat\s+no|tax\s+id)",
    re.I,
)


# A clock time (a printout's "10:11", "7:05:33"): never a document's number, though its hour stands alone
# as a figure; a Hebrew header read in visual order puts the print time before the number's label.
_CLOCK = re.compile(r"(?<![\d:])([01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])")


def _code_in(part: str) -> str | None:
    part = part.lstrip(" :#.-–")
    clocks = [time.span() for time in _CLOCK.finditer(part)]
    for code in _CODE.finditer(part):
        if any(start <= code.start() < end for start, end in clocks):
            continue
        value = code.group(1).strip("-/")
        if dates_in(value) or not re.search(r"\d", value):
            continue
        if TAX_ID_SHAPE.fullmatch(value) and valid_tax_id(re.sub(r"\D", "", value)):
            continue
        if re.fullmatch(r"\d{1,3}", value) and "%" in part:
            continue
        if re.fullmatch(r"\d", value):
            continue  # a stray digit OCR left beside the label, not a document number
        if re.fullmatch(r"\d[A-Za-z]{1,3}", value):
            continue  # one digit and letters: a label the Latin model misread ("'0N" for "מס'")
        return value
    return None


def _number_label(cell: str) -> re.Match[str] | None:
    """The invoice number's label in a cell that numbers nothing else (a dealer's "מספר עוסק" included,
    as OCR garbles it: "מספר עיסק", "מספר pow")."""
    match = _number_word(cell)
    return match if match and not _OTHER_NUMBER.search(cell) and not supplier_id_label(cell) else None


def _number_word(text: str) -> re.Match[str] | None:
    """The first invoice-number label of ``text`` that is not the document's date ("תאריך חשבונית")."""
    return next(
        (
            m
            for m in L_INVOICE_NO.finditer(text)
            if not L_DATE.search(text[max(0, m.start() - 8) : m.start()])
        ),
        None,
    )


def _beside(parts: list[str], position: int) -> list[str]:
    """The cells after and before a label's, past a cell of debris OCR left between ("pow" for "מס'")."""
    found = []
    for step in (1, -1):
        at = position + step
        if 0 <= at + step < len(parts) and 0 <= at < len(parts) and _debris(parts[at]):
            at += step
        if 0 <= at < len(parts):
            found.append(parts[at])
    return found


def _debris(cell: str) -> bool:
    """A short cell of no digit and no Hebrew letter: what the Latin model made of a Hebrew word."""
    return len(cell) <= 4 and not re.search(r"[\d\u05d0-\u05ea]", cell)


def _unlabelled(cell: str) -> bool:
    return not (L_INVOICE_NO.search(cell) or _OTHER_NUMBER.search(cell) or L_DATE.search(cell))


def _number_by_cells(lines: list[Line], index: int) -> str | None:
    """The number beside an invoice-number label in its own cell: after it or before it, in the cell
    beside it, or in the cell under it."""
    parts = cells(lines[index].text)
    below = cells(lines[index + 1].text) if index + 1 < len(lines) else []
    for position, cell in enumerate(parts):
        match = _number_label(cell)
        if not match or (lines[index].customer and (len(parts) < 2 or L_CUSTOMER.search(cell))):
            continue  # in the customer's block, only a cell of another column beside it
        value = _code_in(cell[match.end() :]) or _code_in(cell[: match.start()])
        beside = _beside(parts, position)
        under = below[position] if len(below) == len(parts) else below[0] if len(below) == 1 else ""
        for other in [*beside, under]:
            # The value's cell whole, but for a mark OCR read from a ruled border beside it ("2025-0130 \\").
            other = other.rstrip(" \\|!_~'`.,;:")
            if value is None and other and _unlabelled(other):
                value = _code_in(other) if _CODE.fullmatch(other) else None
        if value:
            return value
    return None


def find_invoice_number(lines: list[Line]) -> tuple[str | None, float]:
    for index in range(len(lines)):
        if value := _number_by_cells(lines, index):
            return value, 0.95
    for line in lines:
        if line.tags & {"order", "bank", "phone", "allocation", "supplier_id"} or line.customer:
            continue
        match = _number_word(line.text)
        if not match:
            continue
        for part in (text_after(line.text, match), line.text[: match.start()]):
            if value := _code_in(part):
                return value, 0.9
    return None, 0.0
