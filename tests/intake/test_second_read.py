"""A document whose OCR fails its arithmetic is read again enlarged, and the better read is kept."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from misrad.intake import ocr_resident, ocr_rules, parsing, second_read
from misrad.intake.ocr import OcrPage, OcrWord
from tests.intake.fakes import CountingEngine, CountingRead

HOLDS = ["Date: 2024-03-05\nSubtotal: 100.00\nVAT 17%: 17.00\nTotal: 117.00"]
# The same page as a small print reads it: the decimal points of two amounts lost.
FAILS = ["Date: 2024-03-05\nSubtotal: 10000\nVAT 17%: 17.00\nTotal: 11700"]


def test_a_read_that_holds_its_sums_is_not_replaced_by_one_that_breaks_them() -> None:
    assert second_read.better_read(HOLDS, {0: CountingRead(FAILS[0])}) == HOLDS


def test_a_read_that_fails_is_replaced_by_a_second_read_that_holds() -> None:
    again = CountingRead(HOLDS[0])
    assert second_read.better_read(FAILS, {0: again}) == HOLDS
    assert again.calls == 1


def test_a_second_read_that_reads_worse_is_dropped() -> None:
    assert second_read.better_read(FAILS, {0: CountingRead("~~ ,,")}) == FAILS


def test_only_the_pages_read_by_ocr_are_read_again() -> None:
    text_layer = "Northwind Supplies Ltd\nInvoice No: 4411"
    again = CountingRead(HOLDS[0])
    assert second_read.better_read([text_layer, *FAILS], {1: again}) == [text_layer, *HOLDS]


def test_small_print_is_enlarged_and_large_print_is_not() -> None:
    a4_150_dpi = (1240, 1754)
    assert second_read.reread_scale(17.0, a4_150_dpi) == 2.0
    assert 1.0 < second_read.reread_scale(24.0, a4_150_dpi) < 1.5
    assert second_read.reread_scale(40.0, (2480, 3508)) == 1.0  # a 300 DPI scan
    assert second_read.reread_scale(0.0, a4_150_dpi) == 1.0  # nothing was read


def test_a_large_photo_of_small_print_is_enlarged_only_as_far_as_the_pixel_cap() -> None:
    twelve_megapixels = (4000, 3000)
    scale = second_read.reread_scale(17.0, twelve_megapixels)
    assert 1.1 < scale < 2.0
    assert 4000 * 3000 * scale * scale <= second_read.MAX_PIXELS * 1.001
    assert second_read.reread_scale(17.0, (6000, 4000)) == 1.0  # no room to enlarge


def _small_print(text: str) -> OcrPage:
    """``text`` as words 12 pixels tall (small print: a second read enlarges it), a line per line."""
    words = [
        OcrWord(token, 80 * place, 40 * row, 70, 12, 0.9, (1, 1, row))
        for row, line in enumerate(text.splitlines())
        for place, token in enumerate(line.split())
    ]
    return OcrPage(text, words)


def test_the_enlarged_second_read_starts_from_the_page_already_cleaned(monkeypatch: Any) -> None:
    page = CountingEngine(_small_print(FAILS[0]))
    numbers = CountingEngine(OcrPage("", []))
    engines = {parsing.OCR_LANGUAGES: page, parsing.NUMBER_LANGUAGES: numbers}
    # The digits-only engine (``ocr_digits``) and the read by local thresholds (``fuller_read``) read nothing
    # here: these count the page's and Latin reads.
    nothing = CountingEngine(OcrPage("", []))

    def engine(languages: str, psm: int, only: str = "", sauvola: bool = False) -> CountingEngine:
        return nothing if only or sauvola else engines[languages]

    monkeypatch.setattr(ocr_resident, "engine", engine)
    cleaned: list[tuple[int, int]] = []

    def remove_rules(gray: Image.Image) -> Image.Image:
        cleaned.append(gray.size)
        return gray

    monkeypatch.setattr(ocr_rules, "remove_rules", remove_rules)
    photo = io.BytesIO()
    Image.new("L", (600, 400), 255).save(photo, "PNG")
    limits = {"max_pixels": 10_000_000}

    parsing.parse_image(photo.getvalue(), limits)

    assert page.reads == 2  # the first read failed its arithmetic: read again, enlarged
    assert len(cleaned) == 1  # but the page was straightened and cleaned only once


def _invoice(tax_id: str = "514000009", total: str = "117.00", row: str = "40.00   40.00") -> str:
    """A small English invoice whose every rule holds (VAT at 17%, dated 2024), unless told otherwise."""
    rows = [
        "Northwind Supplies Ltd",
        f"Company No. {tax_id}",
        "Tax Invoice No. INV-2207",
        "Date: 05/03/2024",
        "Currency: ILS",
        "Description   Qty   Unit price   Total",
        "Paper A4   3   20.00   60.00",
        f"Toner   1   {row}",
        "Subtotal: 100.00",
        "VAT 17%: 17.00",
        f"Total: {total}",
    ]
    return "\n".join(rows)


def test_a_read_whose_sums_hold_but_whose_tax_id_fails_its_check_digit_is_read_again() -> None:
    # Small print's digits misread in the supplier's id (a 9 read as 8): the check digit fails, the sums
    # still hold. The enlarged read, whose id holds too, is kept.
    again = CountingRead(_invoice())
    assert second_read.better_read([_invoice(tax_id="514000008")], {0: again}) == [_invoice()]
    assert again.calls == 1


def test_a_read_whose_rows_do_not_make_the_subtotal_is_read_again() -> None:
    again = CountingRead(_invoice())
    assert second_read.better_read([_invoice(row="40.00   48.00")], {0: again}) == [_invoice()]


def test_a_read_holding_its_sums_its_rows_and_its_tax_id_is_not_read_again() -> None:
    again = CountingRead("anything")
    assert second_read.better_read([_invoice()], {0: again}) == [_invoice()]
    assert again.calls == 0


def test_a_second_read_that_mends_the_tax_id_but_breaks_the_sums_is_dropped() -> None:
    first = _invoice(tax_id="514000008")
    again = CountingRead(_invoice(total="11700"))
    assert second_read.better_read([first], {0: again}) == [first]


def test_a_second_read_that_holds_no_more_checks_than_the_first_is_dropped() -> None:
    first = _invoice(tax_id="514000008")
    assert second_read.better_read([first], {0: CountingRead(_invoice(tax_id="514000007"))}) == [first]


def test_a_second_read_that_mends_the_rows_but_misreads_the_year_is_dropped() -> None:
    # Neither read is better: each fails one rule the other holds, so the page's own size is trusted.
    first = _invoice(row="40.00   48.00")
    misdated = _invoice().replace("05/03/2024", "05/03/2094")
    assert second_read.better_read([first], {0: CountingRead(misdated)}) == [first]


def test_a_second_read_whose_sums_hold_where_the_first_broke_them_is_kept() -> None:
    first = _invoice(total="11700")
    misdated = _invoice().replace("05/03/2024", "05/03/2094")
    assert second_read.better_read([first], {0: CountingRead(misdated)}) == [misdated]


# The print a first read left out, read on its own (``ocr_gaps``), taken only when it holds more rules.


def test_a_read_with_the_left_out_print_is_taken_when_it_holds_more_rules() -> None:
    assert second_read.filled_if_better(FAILS[0], CountingRead(HOLDS[0])) == HOLDS[0]


def test_a_read_with_the_left_out_print_that_holds_no_more_rules_is_not_taken() -> None:
    # A heading or a stamp's words read alone: the same rules fail, nothing is gained by taking them.
    noisier = FAILS[0] + "\nCOPY ORIGINAL 55-1"
    assert second_read.filled_if_better(FAILS[0], CountingRead(noisier)) == FAILS[0]


def test_a_read_that_holds_every_rule_pays_for_no_read_of_its_left_out_print() -> None:
    holds = (
        "Acme Supplies Ltd\nTax ID: 514352707\nInvoice No: 4411\nDate: 2024-03-05\n"
        "Description   Qty   Price   Total\nWidget   2   50.00   100.00\n"
        "Subtotal: 100.00 ILS\nVAT 17%: 17.00 ILS\nTotal: 117.00 ILS"
    )
    assert not second_read.quality([holds]).failed
    again = CountingRead(FAILS[0])
    assert second_read.filled_if_better(holds, again) == holds
    assert again.calls == 0
