"""The page read again with ink told from paper by its surroundings (Tesseract's Sauvola thresholding), for a
document whose fuller read still fails its checks: kept only when the invoice then fails fewer of its rules
and none the read before held (``second_read.filled_if_better``); a document that holds pays for no such read.
"""

from __future__ import annotations

from misrad.intake import ocr, parsing
from misrad.intake.extract.values import valid_tax_id
from tests.intake.fake_pages import WholePage, inked, words_in_rows

# A supplier's registration number whose check digit holds.
_ID = next(
    f"51-{n:06d}-{c}" for n in range(123456, 999999) for c in range(10) if valid_tax_id(f"51{n:06d}{c}")
)


def _rows(total: str) -> list[list[tuple[str, float]]]:
    return [
        [("Supplier", 0.95), ("Ltd.", 0.95)],
        [("Company", 0.95), ("No.", 0.95), (_ID, 0.95)],
        [("Invoice", 0.95), ("No.", 0.95), ("2041", 0.95)],
        [("Date:", 0.95), ("2024-03-05", 0.95)],
        [("Description", 0.95), ("Qty", 0.95), ("Price", 0.95), ("Total", 0.95)],
        [("Consulting", 0.95), ("2", 0.95), ("50.00", 0.95), ("100.00", 0.95)],
        [("Subtotal:", 0.95), ("100.00", 0.95)],
        [("VAT", 0.95), ("17%:", 0.95), ("17.00", 0.95)],
        [("Total:", 0.95), (total, 0.95)],
    ]


def _words(total: str) -> list[ocr.OcrWord]:
    return words_in_rows(_rows(total), top=20, row_height=50, char_width=14, height=20)


class _Counted(WholePage):
    def __init__(self, words: list[ocr.OcrWord]) -> None:
        super().__init__(words)
        self.reads = 0

    def read(self, image: object) -> ocr.OcrPage:
        self.reads += 1
        return super().read(image)  # type: ignore[arg-type]


def _fuller(first: str, local_total: str) -> tuple[str, _Counted]:
    page = WholePage(_words(first))
    local = _Counted(_words(local_total))
    read = parsing.read_clean(inked(_words(first)), page, numbers=page, local=local, defer_latin=True)
    assert read.fuller is not None
    return read.fuller(), local


def test_a_read_by_local_thresholds_is_kept_when_the_sums_then_hold() -> None:
    text, local = _fuller("177.00", "117.00")
    assert "117.00" in text and "177.00" not in text
    assert local.reads == 1


def test_a_read_by_local_thresholds_that_holds_no_more_rules_is_dropped() -> None:
    text, _local = _fuller("177.00", "171.00")
    assert "177.00" in text and "171.00" not in text


def test_a_read_that_holds_its_rules_pays_for_no_read_by_local_thresholds() -> None:
    _text, local = _fuller("117.00", "117.00")
    assert local.reads == 0


def test_the_engine_reading_by_local_thresholds_is_told_so() -> None:
    assert ocr.settings("heb+eng", sauvola=True) == {"thresholding_method": "2"}
    assert ocr.settings("heb+eng") == {}
