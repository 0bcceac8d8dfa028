"""A photocopy's specks are whitened before OCR and a fax's dither softened; print, its decimal points and a
clean page's few dots are left as they are."""

from __future__ import annotations

from typing import Any

import numpy as np
from PIL import Image, ImageDraw

from misrad.intake import ocr_specks, parsing

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


def speckled(page: Image.Image, spacing: int = 20) -> tuple[Image.Image, list[tuple[int, int]]]:
    """``page`` with a copier's specks (3 by 3 pixels) over its empty lower half."""
    draw = ImageDraw.Draw(page)
    specks = [(x, y) for y in range(220, 390, spacing) for x in range(20, 580, spacing)]
    for x, y in specks:
        draw.rectangle((x, y, x + 2, y + 2), fill=40)
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
        draw.rectangle((x + 6, y + 5, x + 8, y + 7), fill=40)
    cleaned = np.asarray(ocr_specks.clear_specks(page))
    assert all(cleaned[y : y + 8, x : x + 9].min() > 200 for x, y in specks)


def test_a_clean_page_with_a_few_dots_is_left_as_it_is() -> None:
    page = printed_page()
    ImageDraw.Draw(page).rectangle((300, 300, 302, 302), fill=20)  # a lone full stop in an empty cell
    assert ocr_specks.clear_specks(page) is page


def test_a_speckled_scan_is_read_again_cleaned_and_a_clean_one_is_not(monkeypatch: Any) -> None:
    """The specks are cleaned for the second read only (paid for when the first fails its checks)."""
    read: list[np.ndarray] = []
    def read_clean(image: Image.Image, scale: float = 1.0) -> parsing.PageRead:
        read.append(np.asarray(image))
        return parsing.PageRead("", 0.0, 0, 0.0)

    monkeypatch.setattr(parsing, "read_clean", read_clean)
    page, specks = speckled(printed_page())
    again = parsing.scan_reread(page, 1.0)
    assert again is not None
    again()
    assert all(read[0][y : y + 3, x : x + 3].min() > 200 for x, y in specks)
    assert parsing.scan_reread(printed_page(), 1.0) is None  # large print, no specks: no second read


def dithered_fax() -> Image.Image:
    """A table's shaded heading (grey 170) with black print in it, sent as a fax: 1-bit, dithered."""
    page = Image.new("L", (400, 200), 255)
    draw = ImageDraw.Draw(page)
    draw.rectangle((0, 50, 399, 110), fill=170)
    for column in range(20):
        draw.rectangle((20 + column * 18, 60, 22 + column * 18, 100), fill=0)
    return page.convert("1").convert("L")


def test_a_fax_dither_reads_as_the_grey_it_stood_for() -> None:
    fax = dithered_fax()
    softened = np.asarray(ocr_specks.soften_dither(fax))
    band = softened[65:95, 5:15]  # shading with no print in it
    assert band.min() > 80  # no black dot left of the dither
    assert softened[65:95, 21].max() < 80  # the print stays dark


def test_a_grey_page_is_not_softened() -> None:
    page = printed_page()
    assert ocr_specks.soften_dither(page) is page

