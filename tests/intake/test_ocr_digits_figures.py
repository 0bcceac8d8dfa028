"""Unsure figures read again digits only are taken one by one (``figure_choice``), not a page at a time.

A receipt's handwritten figures come several to a page, and the digits-only read (``ocr_digits``) puts
some right and leaves others wrong: taken as a whole page, such a read holds no more of the invoice's
coarse rules (its rows still fail while one row is wrong) and is dropped with the figures it mended. Each
figure whose digits read makes one more of the invoice's sums hold (a row that multiplies out, rows that
make the subtotal, subtotal + VAT = total) and breaks none is kept; one that mends nothing is not.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from misrad.intake import parsing
from misrad.intake.ocr import OcrPage, OcrWord

_SIZE = (1200, 1100)
_SURE = 0.95


def _lines(paper: str, toner: str, pens: str, total: str = "117.00") -> list[list[tuple[str, float]]]:
    """A small English receipt (VAT 17%, dated 2024) as OCR reads it: each row's figures given as read,
    a figure misread where it differs from the print, with the low confidence a misread digit has."""

    def sure(text: str) -> tuple[str, float]:
        return text, _SURE

    def read(text: str, printed: str) -> tuple[str, float]:
        return text, _SURE if text == printed else 0.6

    return [
        [sure("Northwind"), sure("Supplies"), sure("Ltd")],
        [sure("Company"), sure("No."), sure("514000009")],
        [sure("Tax"), sure("Invoice"), sure("No."), sure("INV-2207")],
        [sure("Date:"), sure("05/03/2024")],
        [sure("Currency:"), sure("ILS")],
        [sure("Description"), sure("Qty"), sure("Unit"), sure("Total")],
        [sure("Paper"), sure("3"), sure("20.00"), read(paper, "60.00")],
        [sure("Toner"), sure("1"), read(toner, "30.00"), sure("30.00")],
        [sure("Pens"), sure("2"), sure("5.00"), read(pens, "10.00")],
        [sure("Subtotal:"), sure("100.00")],
        [sure("VAT"), sure("17%:"), sure("17.00")],
        [sure("Total:"), read(total, "117.00")],
    ]


def _words(lines: list[list[tuple[str, float]]]) -> list[OcrWord]:
    return [
        OcrWord(text, 60 + 220 * place, 40 + 85 * row, 18 * len(text), 30, sure, (1, 1, row + 1))
        for row, line in enumerate(lines)
        for place, (text, sure) in enumerate(line)
    ]


class _Page:
    """The page's model: the whole page read as ``words``, anything smaller (a sheet of crops) as nothing."""

    def __init__(self, words: list[OcrWord]) -> None:
        self.words = words

    def read(self, image: Image.Image) -> OcrPage:
        return OcrPage("", self.words if image.size == _SIZE else [])

    def orientation(self, image: Image.Image) -> int:
        return 0


class _Digits:
    """A digits-only engine that reads the crops of its sheet, top to bottom, as ``texts``."""

    def __init__(self, texts: list[str]) -> None:
        self.texts = texts

    def read(self, image: Image.Image) -> OcrPage:
        rows = [min(image.crop((0, y, image.width, y + 1)).getdata()) < 128 for y in range(image.height)]
        bands = [y for y in range(image.height) if rows[y] and (y == 0 or not rows[y - 1])]
        return OcrPage(
            "", [OcrWord(t, 10, top, 80, 30, 0.7) for t, top in zip(self.texts, bands, strict=False)]
        )

    def orientation(self, image: Image.Image) -> int:
        return 0


def _inked(words: list[OcrWord]) -> Image.Image:
    image = Image.new("L", _SIZE, 255)
    draw = ImageDraw.Draw(image)
    for word in words:
        for x in range(word.left, word.left + word.width, 6):
            draw.rectangle((x, word.top, x + 2, word.top + word.height), fill=20)
    return image


def _fuller(lines: list[list[tuple[str, float]]], digits: list[str]) -> str:
    words = _words(lines)
    read = parsing.read_clean(
        _inked(words), _Page(words), numbers=_Page(words), digits=_Digits(digits), defer_latin=True
    )
    assert read.fuller is not None
    return read.fuller()


def _figures(text: str) -> list[str]:
    """The last figure of each of the receipt's three rows, as the read gives them."""
    rows = [
        line.split() for line in text.splitlines() if line.split()[:1] in (["Paper"], ["Toner"], ["Pens"])
    ]
    return [row[-2] if row[0] == "Toner" else row[-1] for row in rows]


def test_two_figures_the_digits_read_mends_are_kept_beside_one_it_cannot() -> None:
    """Paper's total and Toner's unit price misread and read right digits only; Pens' total misread
    both times. The page so read still fails its rows (Pens), so the whole-page test drops it; each of
    the two mended figures makes its own row multiply out and is kept, Pens' wrong read is not."""
    lines = _lines(paper="68.00", toner="38.00", pens="18.00")
    text = _fuller(lines, ["60.00", "30.00", "19.00"])
    assert _figures(text) == ["60.00", "30.00", "18.00"]


def test_a_digits_read_that_breaks_a_sum_the_first_read_held_is_not_taken() -> None:
    """Paper's total read right the first time but unsure, read wrong digits only: its row multiplied and
    no longer would, so the first read stays; Toner's mended unit price is still kept."""
    lines = _lines(paper="60.00", toner="38.00", pens="10.00")
    lines[6][3] = ("60.00", 0.6)
    text = _fuller(lines, ["66.00", "30.00"])
    assert _figures(text) == ["60.00", "30.00", "10.00"]
