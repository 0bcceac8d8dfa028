"""Unsure numbers read again digits only (``ocr_digits``): which words go, what comes back to them, when the
document keeps that read; and, with real Tesseract, that the digits-only engine reads nothing but figures.

A handwritten or degraded figure read with the page's models comes back with a letter or a symbol for a
digit (``£00.00`` for ``600.00``) or the wrong digit with low confidence (``490.00`` for ``690.00``); read
alone by an engine that may only answer digits and separators it comes back right more often. The read is
kept only when the invoice then fails fewer of its rules (``second_read.filled_if_better``).
"""

from __future__ import annotations

import shutil

import pytest
from PIL import Image, ImageDraw, ImageFont

from misrad.intake import ocr_digits, ocr_resident, parsing
from misrad.intake.ocr import OcrPage, OcrWord, TesseractEngine
from tests.intake.fake_pages import WholePage, inked, words_in_rows

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _word(text: str, left: int, top: int, confidence: float, line: int = 1) -> OcrWord:
    return OcrWord(text, left, top, 20 * max(1, len(text)), 30, confidence, (1, 1, line))


def test_only_unsure_words_with_a_digit_and_no_hebrew_letter_are_read_again() -> None:
    words = [
        _word("£00.00", 100, 100, 0.64),  # a digit read as a symbol
        _word("1,000.00", 300, 100, 0.96),  # sure
        _word('סה"כ', 500, 100, 0.5),  # no digit
        _word("ח.פ.123", 600, 100, 0.5),  # Hebrew letters a digits-only read would lose
        _word("490.00", 100, 200, 0.62),
    ]
    assert ocr_digits.candidates(words) == [0, 4]


class _Digits:
    """A digits-only engine that reads every crop of a sheet as the next of ``texts`` (empty: nothing)."""

    def __init__(self, texts: list[str]) -> None:
        self.texts = texts
        self.sheets = 0

    def read(self, image: Image.Image) -> OcrPage:
        self.sheets += 1
        # ``ocr_numbers.sheet`` stacks the crops top to bottom, each some 50 pixels tall with white between.
        words, top = [], 0
        for text in self.texts:
            band = _band(image, top)
            if band is None:
                break
            if text:
                words.append(OcrWord(text, 10, band[0], 80, band[1] - band[0], 0.7))
            top = band[1]
        return OcrPage("", words)

    def orientation(self, image: Image.Image) -> int:
        return 0


def _band(image: Image.Image, start: int) -> tuple[int, int] | None:
    """The next run of rows at or below ``start`` that has ink, on a sheet of crops."""
    rows = [min(image.crop((0, y, image.width, y + 1)).getdata()) < 128 for y in range(image.height)]
    top = next((y for y in range(start, image.height) if rows[y]), None)
    if top is None:
        return None
    bottom = next((y for y in range(top, image.height) if not rows[y]), image.height)
    return top, bottom


def test_the_digits_read_goes_back_to_its_word_and_an_empty_read_leaves_the_word() -> None:
    words = [
        _word("£00.00", 100, 100, 0.64, 1),
        _word("2", 100, 250, 0.5, 2),
        _word("Total", 400, 250, 0.95, 2),
    ]
    engine = _Digits(["600.00", ""])
    read = ocr_digits.reread(inked(words), OcrPage("", words), engine)
    assert [w.text for w in read.words] == ["600.00", "2", "Total"]
    assert engine.sheets == 1


def test_a_page_with_nothing_unsure_costs_no_read() -> None:
    words = [_word("117.00", 100, 100, 0.95)]
    engine = _Digits(["999"])
    page = OcrPage("", words)
    assert ocr_digits.reread(inked(words), page, engine) is page
    assert engine.sheets == 0


# A page whose total was misread with low confidence: its sums fail until the digits read puts it right.
_READ = [
    [("Date:", 0.95), ("2024-03-05", 0.95)],
    [("Subtotal:", 0.95), ("100.00", 0.95)],
    [("VAT", 0.95), ("17%:", 0.95), ("17.00", 0.95)],
    [("Total:", 0.95), ("117.80", 0.55)],
]


def _page_words() -> list[OcrWord]:
    return words_in_rows(_READ, top=60, row_height=80, char_width=20, height=30)


def _fuller(digits: _Digits) -> tuple[str, str]:
    page = WholePage(_page_words())
    read = parsing.read_clean(inked(_page_words()), page, numbers=page, digits=digits, defer_latin=True)
    assert read.fuller is not None
    return read.text, read.fuller()


def test_a_digits_read_that_makes_the_sums_hold_is_kept_in_the_fuller_read() -> None:
    cheap, fuller = _fuller(_Digits(["117.00"]))
    assert "117.80" in cheap
    assert "117.00" in fuller and "117.80" not in fuller


def test_a_digits_read_that_holds_no_more_of_the_rules_is_dropped() -> None:
    _cheap, fuller = _fuller(_Digits(["118.30"]))
    assert "117.80" in fuller and "118.30" not in fuller


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="needs the tesseract command")
def test_the_digits_only_engine_answers_nothing_but_figures() -> None:
    image = Image.new("L", (700, 120), 255)
    ImageDraw.Draw(image).text((20, 30), "Total 690.00", fill=0, font=ImageFont.truetype(FONT, 48))
    for engine in (
        TesseractEngine("eng", 6, only=ocr_digits.DIGITS),
        ocr_resident.engine("eng", 6, ocr_digits.DIGITS),
    ):
        text = " ".join(w.text for w in engine.read(image).words)
        assert "690.00" in text
        assert set(text) <= set(ocr_digits.DIGITS + " ")


def test_a_digits_read_of_another_shape_than_the_first_is_not_taken() -> None:
    """A read that drops or adds a character, or moves a separator (``17.00`` read ``1700``, ``7.0`` read
    ``0``), misread the figure's shape, not a digit: only a digit for a character in its place is taken,
    a decimal comma for a point too."""
    assert ocr_digits.same_shape("490.00", "690.00")
    assert ocr_digits.same_shape("£00.00", "600.00")
    assert ocr_digits.same_shape("800,00", "800.00")
    assert not ocr_digits.same_shape("17.00", "1700")
    assert not ocr_digits.same_shape("7.0", "0")
    assert not ocr_digits.same_shape("4590.00", "690.00")
    assert not ocr_digits.same_shape("05/11", "05-11")
    words = [_word("17.00", 100, 100, 0.6, 1), _word("£00.00", 100, 250, 0.6, 2)]
    read = ocr_digits.reread(inked(words), OcrPage("", words), _Digits(["1700", "600.00"]))
    assert [w.text for w in read.words] == ["17.00", "600.00"]
