"""A photocopy's toner specks are whitened before OCR; print, its decimal points, a clean page's few dots, a
scanner's grain (as small, but lighter than the print) and a fax are left as they are."""

from __future__ import annotations

import io
from typing import Any

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageDraw

from misrad.intake import ocr_specks, page_cleaning, parsing

PAPER = 230  # a copy's grey paper
STROKE = 3


def printed_page() -> Image.Image:
    """Rows of "digits" (bars a stroke wide, as tall as print) with a decimal point between two of them,
    on a copy's grey paper; the lower half is empty."""
    page = Image.new("L", (600, 400), PAPER)
    draw = ImageDraw.Draw(page)
    for row in range(3):
        top = 30 + row * 50
        for column in range(20):
            left = 40 + column * 12
            draw.rectangle((left, top, left + STROKE - 1, top + 29), fill=20)
    # A decimal point: a stroke's width square at the foot of the row, a stroke from its digits.
    draw.rectangle((40 + 5 * 12 + 5, 30 + 27, 40 + 5 * 12 + 7, 30 + 29), fill=20)
    return page


def speckled(
    page: Image.Image, spacing: int = 20, tone: int = 30
) -> tuple[Image.Image, list[tuple[int, int]]]:
    """``page`` with specks (3 by 3 pixels) of ``tone`` over its empty lower half: a copier's toner is as
    dark as the print (20)."""
    draw = ImageDraw.Draw(page)
    specks = [(x, y) for y in range(220, 390, spacing) for x in range(20, 580, spacing)]
    for x, y in specks:
        draw.rectangle((x, y, x + 2, y + 2), fill=tone)
    return page, specks


def test_many_lone_specks_are_whitened_and_print_with_its_decimal_point_kept() -> None:
    page, specks = speckled(printed_page())
    cleaned = np.asarray(ocr_specks.clear_specks(page))
    assert all(cleaned[y : y + 3, x : x + 3].min() > 200 for x, y in specks)
    # Every mark of the print is where it was, the decimal point too.
    assert np.array_equal(cleaned[:200], np.asarray(page)[:200])


def test_specks_in_pairs_are_still_specks() -> None:
    """A copy of a copy has so many specks that most lie near another; a second speck near a speck is
    not print near it."""
    page, specks = speckled(printed_page())
    draw = ImageDraw.Draw(page)
    for x, y in specks:
        draw.rectangle((x + 6, y + 5, x + 8, y + 7), fill=30)
    cleaned = np.asarray(ocr_specks.clear_specks(page))
    assert all(cleaned[y : y + 8, x : x + 9].min() > 200 for x, y in specks)


def test_a_clean_page_with_a_few_dots_is_left_as_it_is() -> None:
    page = printed_page()
    ImageDraw.Draw(page).rectangle((300, 300, 302, 302), fill=20)  # a lone full stop in an empty cell
    assert ocr_specks.clear_specks(page) is page


def test_a_page_cleaned_for_ocr_loses_its_specks() -> None:
    page, specks = speckled(printed_page())
    cleaned = np.asarray(page_cleaning.clean_page(page, specks=True))
    assert cleaned.shape == (400, 600)
    assert all(cleaned[y : y + 3, x : x + 3].min() > 200 for x, y in specks)


def test_a_scanner_s_grain_lighter_than_the_print_is_left() -> None:
    """As many blobs of the same size, but half way between the print and the paper: a scanner's grain
    or a JPEG's rings, which whitening cost the shared corpus's scans fields (session 16)."""
    page, _ = speckled(printed_page(), tone=125)
    assert ocr_specks.clear_specks(page) is page


def test_a_few_dark_specks_among_much_grain_are_not_enough() -> None:
    page, _ = speckled(printed_page(), spacing=20, tone=125)
    draw = ImageDraw.Draw(page)
    for x in range(30, 580, 60):  # ten dark specks: some 40 a million pixels
        draw.rectangle((x, 385, x + 2, 387), fill=30)
    assert ocr_specks.clear_specks(page) is page


def test_a_fax_is_not_judged() -> None:
    """A bilevel page's every mark is black: its dots are its dither, not toner."""
    page, _ = speckled(printed_page())
    fax = page.point(lambda v: 0 if v < 128 else 255)
    assert ocr_specks.clear_specks(fax) is fax


def test_a_photo_keeps_its_dots() -> None:
    """A phone photo, lit unevenly or evenly, is not cleaned of specks: on photos what passes for specks
    is the sensor's grain and small print's dots, and whitening them lost fields."""
    page, specks = speckled(printed_page())
    light = np.linspace(0.55, 1.0, page.width, dtype=np.float32)[None, :]
    uneven = Image.fromarray((np.asarray(page, dtype=np.float32) * light).astype(np.uint8), "L")
    for photo in (page, uneven):
        cleaned = np.asarray(page_cleaning.clean_page(photo))
        assert cleaned.shape == (400, 600)
        assert all(cleaned[y : y + 3, x : x + 3].min() < 128 for x, y in specks)


def _scanned_pdf(page: Image.Image) -> Any:
    """``page`` as the one image of a scanned PDF's page, kept in the image's own mode."""
    out = io.BytesIO()
    page.save(out, "PDF", resolution=200)
    return pdfium.PdfDocument(out.getvalue())[0]


def test_a_fax_page_of_one_bit_a_pixel_is_not_cleaned_of_specks() -> None:
    """A fax is stored one bit a pixel; rendered at another resolution its edges turn grey and the
    rendered page no longer looks bilevel, so the page's image tells instead."""
    page, _ = speckled(printed_page())
    assert parsing._one_bit(_scanned_pdf(page.point(lambda v: 0 if v < 128 else 255).convert("1")))
    assert not parsing._one_bit(_scanned_pdf(page))
