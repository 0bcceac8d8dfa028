"""A document is read cheaply first; only one whose read fails the invoice's own rules pays for the Latin
model's read of its number lines (``read_checks``, ``second_read.escalated_read``)."""

from __future__ import annotations

import io
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

import pytest
from PIL import Image

from misrad.intake import ocr_resident, parsing, read_checks, second_read
from misrad.intake.extract import vat_rate_on
from misrad.intake.ocr import OcrPage, OcrWord
from tests.intake.fakes import CountingEngine, CountingRead

ISSUED = date.today() - timedelta(days=30)


def invoice(
    issued: date = ISSUED, due: date | None = None, total: str | None = None, row: str = "40.00   40.00"
) -> str:
    """A small English invoice that satisfies every rule an invoice has, unless told otherwise."""
    due = due or issued + timedelta(days=30)
    vat = (Decimal(100) * vat_rate_on(issued)).quantize(Decimal("0.01"))
    rows = [
        "Northwind Supplies Ltd",
        "Company No. 514000009",
        "Tax Invoice No. INV-2207",
        f"Date: {issued:%d/%m/%Y}",
        f"Due Date: {due:%d/%m/%Y}",
        "Currency: ILS",
        "Description   Qty   Unit price   Total",
        "Paper A4   3   20.00   60.00",
        f"Toner   1   {row}",
        "Subtotal: 100.00",
        f"VAT {vat_rate_on(issued) * 100:.0f}%: {vat}",
        f"Total: {total or Decimal(100) + vat}",
    ]
    return "\n".join(rows)


def test_an_invoice_that_satisfies_its_rules_raises_no_doubt() -> None:
    assert read_checks.doubts(invoice()) == []


@pytest.mark.parametrize(
    ("text", "doubt"),
    [
        (invoice(total="11800"), "arithmetic"),  # a decimal point lost
        (invoice(row="40.00   48.00"), "lines"),  # a row's total a digit off: rows not as printed
        (invoice(row="40.00"), "lines"),  # a row's total lost
        (invoice().replace("514000009", "514000008"), "tax_id"),  # the check digit fails
        (invoice().replace("Tax Invoice No. INV-2207", "Tax Invoice"), "invoice_number"),
        (invoice(due=ISSUED - timedelta(days=3)), "dates"),  # due before it was issued
        (invoice(due=ISSUED + timedelta(days=800)), "dates"),  # no payment terms run two years
        (invoice().replace(f"{ISSUED.year}", f"{ISSUED.year + 5000}", 1), "dates"),  # 7025 for 2025
        (invoice().replace("Due Date: ", "Due Date: 3"), "dates"),  # a due date printed, none read
        (invoice().replace("Currency: ILS", ""), None),  # no currency printed: ILS is the default
        (invoice().replace("Northwind Supplies Ltd", ""), "supplier"),
    ],
)
def test_a_read_that_breaks_a_rule_is_doubted(text: str, doubt: str | None) -> None:
    found = read_checks.doubts(text)
    assert (doubt in found) if doubt else found == []


def test_a_cheap_read_that_holds_is_kept_without_the_fuller_read() -> None:
    fuller = CountingRead("anything")
    assert second_read.escalated_read([invoice()], {0: fuller}, {}) == [invoice()]
    assert fuller.calls == 0


def test_a_cheap_read_that_fails_is_replaced_by_the_fuller_read() -> None:
    fuller = CountingRead(invoice())
    assert second_read.escalated_read([invoice(total="11800")], {0: fuller}, {}) == [invoice()]
    assert fuller.calls == 1


def test_the_fuller_read_is_kept_even_when_it_fails_too() -> None:
    """What the reader gave before the checks: the cheap read never replaces it on a doubtful page."""
    worse = invoice(total="118000")
    assert second_read.escalated_read([invoice(total="11800")], {0: CountingRead(worse)}, {}) == [worse]


def _printed(text: str, confidence: float = 0.95) -> OcrPage:
    """``text`` as words of large print read with ``confidence``, cells three spaces apart."""
    words = []
    for row, line in enumerate(text.splitlines()):
        left = 40
        for cell in line.split("   "):
            for token in cell.split():
                width = 18 * len(token)
                words.append(OcrWord(token, left, 60 * row + 20, width, 32, confidence, (1, 1, row)))
                left += width + 12
            left += 150
    return OcrPage(text, words)


def _read_photo(monkeypatch: Any, text: str, confidence: float = 0.95) -> int:
    """How many times the Latin model read while the reader read a photo whose page reads as ``text``."""
    page, numbers = CountingEngine(_printed(text, confidence)), CountingEngine(OcrPage("", []))
    engines = {parsing.OCR_LANGUAGES: page, parsing.NUMBER_LANGUAGES: numbers}
    # The digits-only engine (``ocr_digits``) and the read by local thresholds (``fuller_read``) read nothing
    # here: these count the page's and Latin reads.
    nothing = CountingEngine(OcrPage("", []))

    def engine(languages: str, psm: int, only: str = "", sauvola: bool = False) -> CountingEngine:
        return nothing if only or sauvola else engines[languages]

    monkeypatch.setattr(ocr_resident, "engine", engine)
    photo = io.BytesIO()
    Image.new("L", (1600, 900), 255).save(photo, "PNG")  # room for every word's box
    parsing.parse_image(photo.getvalue(), {"max_pixels": 10_000_000})
    return numbers.reads


def test_a_photo_whose_read_holds_is_not_read_again_by_the_latin_model(monkeypatch: Any) -> None:
    assert _read_photo(monkeypatch, invoice()) == 0


def test_a_photo_whose_read_fails_its_rules_has_its_number_lines_read_by_the_latin_model(
    monkeypatch: Any,
) -> None:
    assert _read_photo(monkeypatch, invoice(total="11800")) == 1


def test_the_number_crops_are_read_once_when_the_latin_read_changes_nothing(monkeypatch: Any) -> None:
    """Unsure numbers: their crops are read for the cheap read; the Latin read of their lines finds
    nothing better, so the fuller read keeps those crops' read instead of reading them again."""
    assert _read_photo(monkeypatch, invoice(total="11800"), confidence=0.8) == 2  # crops, Latin lines
