"""OCR words with boxes become lines in reading order: rows across table columns, Hebrew right to left
with Latin runs and numbers in their order, brackets as written, blank lines between blocks.

The words are laid out as a page displays them (the suite generator's own bidi, ``display_order``,
independent of the code under test), each word's text as Tesseract gives it: a Hebrew word's letters
in reading order but its brackets as the glyphs' shapes, as they stand on the page.
"""

from __future__ import annotations

import re

import pytest

from misrad.intake import ocr_layout
from misrad.intake.ocr import OcrWord
from tests.invoices.generator import _MIRROR, display_order, make_invoice

CHAR = 10  # pixels a character is wide
HEIGHT = 20


def _as_ocr_words(line: str, top: int) -> list[OcrWord]:
    """The words of ``line`` as an engine reads them off a page that displays it."""
    shown = "".join(_MIRROR.get(line[i], line[i]) for i in display_order(line))
    words = []
    for match in re.finditer(r"\S+", shown):
        token = match.group(0)
        if re.search("[\u05d0-\u05ea]", token):
            token = token[::-1]  # letters in reading order; brackets keep the shapes seen on the page
        words.append(OcrWord(token, match.start() * CHAR, top, len(match.group(0)) * CHAR, HEIGHT, 0.9))
    return words


def _spaces(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.parametrize("layout", range(6))
def test_every_line_of_an_invoice_comes_back_as_written(layout: int) -> None:
    invoice = make_invoice(layout + 300, "he", layout)
    lines = [line for line in invoice.lines if line.strip()]
    words = [w for index, line in enumerate(lines) for w in _as_ocr_words(line, index * 2 * HEIGHT)]
    read = [line for line in ocr_layout.page_text(words).splitlines() if line]
    assert [_spaces(line) for line in read] == [_spaces(line) for line in lines]


def test_a_table_row_read_by_columns_is_one_line_again() -> None:
    # Tesseract put the description in one block and the numbers in another (different line ids);
    # their boxes share a band, so they are one printed row.
    words = [
        OcrWord("27", 900, 100, 30, 20, 0.9, (1, 1, 1)),
        OcrWord("מסך", 940, 102, 40, 20, 0.9, (1, 1, 1)),
        OcrWord("1,584.26", 500, 101, 90, 20, 0.9, (2, 1, 1)),
        OcrWord("2", 400, 99, 10, 20, 0.9, (2, 1, 1)),
        OcrWord("3,168.52", 200, 100, 90, 20, 0.9, (3, 1, 1)),
    ]
    assert ocr_layout.page_text(words) == "מסך 27   1,584.26   2   3,168.52"


def test_latin_model_names_and_the_numbers_after_them_keep_their_order() -> None:
    # Displayed: "iPhone 13 Pro טלפון" (right to left: "טלפון iPhone 13 Pro").
    words = [
        OcrWord("iPhone", 100, 0, 60, 20, 0.9),
        OcrWord("13", 170, 0, 20, 20, 0.9),
        OcrWord("Pro", 200, 0, 30, 20, 0.9),
        OcrWord("טלפון", 240, 0, 50, 20, 0.9),
    ]
    assert ocr_layout.page_text(words) == "טלפון iPhone 13 Pro"


def test_brackets_around_a_hebrew_word_are_not_mirrored() -> None:
    words = [OcrWord(")מטר(", 100, 0, 50, 20, 0.9), OcrWord("כבל", 160, 0, 30, 20, 0.9)]
    assert ocr_layout.page_text(words) == "כבל (מטר)"


def test_a_wide_vertical_gap_starts_a_new_block() -> None:
    words = [
        OcrWord("Bill", 10, 0, 40, 20, 0.9),
        OcrWord("to", 60, 0, 20, 20, 0.9),
        OcrWord("Acme", 10, 30, 40, 20, 0.9),
        OcrWord("Total", 10, 200, 50, 20, 0.9),
    ]
    assert ocr_layout.page_text(words) == "Bill to\nAcme\n\nTotal"
