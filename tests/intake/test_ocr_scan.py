"""A poor scan made readable before its first read (real Tesseract where it reads): small print measured
from the pixels and enlarged before the first read, a copier's specks whitened with a number's decimal
points kept, and a faint toner's grey values darkened with their darker labels."""

from __future__ import annotations

import io
from typing import Any

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from misrad.intake import ocr_resident, ocr_scan, parsing
from misrad.intake.ocr import OcrPage, OcrWord

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
AMOUNTS = ["1,440.00", "1,435.00", "3,355.80", "644.40", "807.50", "7,682.70"]


def _table(size: int = 17, label: int = 30, value: int = 30, paper: int = 250) -> Image.Image:
    """Six rows of an invoice's table in print ``size`` pixels (the font's em), labels and amounts each
    in their own grey."""
    scale = size / 17
    page = Image.new("L", (round(1400 * scale), round(700 * scale)), paper)
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(FONT, size)
    for i, amount in enumerate(AMOUNTS):
        top = round((330 + i * 40) * scale)
        draw.text((round(80 * scale), top), f"Item {i + 1} cement blocks", font=font, fill=label)
        draw.text((round(700 * scale), top), str(10 + i), font=font, fill=value)
        draw.text((round(1150 * scale), top), amount, font=font, fill=value)
    return page


def _grained(page: Image.Image, sigma: float, blur: float = 0.6) -> Image.Image:
    soft = np.asarray(page.filter(ImageFilter.GaussianBlur(blur)), np.float32)
    grain = np.random.default_rng(3).normal(0, sigma, soft.shape)
    return Image.fromarray(np.clip(soft + grain, 0, 255).astype(np.uint8), "L")


def _read(text: str) -> int:
    return sum(amount in text for amount in AMOUNTS)


def test_the_print_height_follows_the_print_and_not_the_page() -> None:
    ink_height = ImageFont.truetype(FONT, 17).getbbox("Item 1 cement blocks")
    line = ink_height[3] - ink_height[1]
    assert abs(ocr_scan.print_height(_table(17)) - line) <= 2
    small = ocr_scan.print_height(_grained(_table(9), 4))
    assert 0.4 * line <= small <= 0.65 * line
    assert ocr_scan.print_height(Image.new("L", (800, 600), 250)) == 0.0  # a blank page


def _speckled(page: Image.Image, count: int) -> tuple[Image.Image, np.ndarray]:
    """``page`` with ``count`` specks of 3-5 pixels across in its blank margin below the table."""
    array = np.asarray(page).copy()
    rng = np.random.default_rng(7)
    where = np.zeros(array.shape, bool)
    for _ in range(count):
        top, left = int(rng.integers(600, 690)), int(rng.integers(20, 1380))
        side = int(rng.integers(3, 6))
        array[top : top + side, left : left + side] = 20
        where[top : top + side, left : left + side] = True
    return Image.fromarray(array, "L"), where


def test_specks_alone_are_whitened_and_a_numbers_decimal_points_kept() -> None:
    page, specks = _speckled(_table(), 60)
    cleaned = np.asarray(ocr_scan.remove_specks(page, ocr_scan.print_height(page)))
    assert (cleaned[specks] > 200).mean() >= 0.9  # a few specks that touch one another stay
    # The table's rows, points and commas among them, are left pixel for pixel as they were.
    assert np.array_equal(cleaned[300:600], np.asarray(page)[300:600])


def test_a_page_without_specks_is_left_as_it_is() -> None:
    page = _table()
    assert ocr_scan.remove_specks(page, ocr_scan.print_height(page)) is page


def test_a_faint_pages_grey_figures_are_read_once_its_ink_is_darkened() -> None:
    # Toner running low: labels in a darker grey than the figures, all of them faint on grey paper.
    # Read as it was (one threshold between the two greys), none of the six amounts came out.
    scan = _grained(_table(24, label=150, value=208, paper=236), 4, blur=0.8)
    assert _read(parsing.read_page(scan).text) == 6


def test_a_page_whose_ink_stands_out_is_not_restretched() -> None:
    scan = _grained(_table(), 4)
    assert ocr_scan.strengthen_faint(scan) is scan


class _SizeEngine:
    """An engine that keeps the size of every image it reads and reads nothing."""

    def __init__(self) -> None:
        self.sizes: list[tuple[int, int]] = []

    def read(self, image: Image.Image) -> OcrPage:
        self.sizes.append(image.size)
        word = OcrWord("Total", 10, 10, 60, 30, 0.9, (1, 1, 1))
        return OcrPage("Total", [word] * 8)

    def orientation(self, image: Image.Image) -> int:
        return 0


def _photo(page: Image.Image) -> bytes:
    data = io.BytesIO()
    page.save(data, "PNG")
    return data.getvalue()


def test_small_print_is_enlarged_before_the_first_read(monkeypatch: Any) -> None:
    engine = _SizeEngine()
    monkeypatch.setattr(ocr_resident, "engine", lambda languages, psm: engine)
    small = _table(9)  # a line of print some 9 pixels tall: a photo from afar
    parsing.parse_image(_photo(small), {"max_pixels": 10_000_000})
    first = engine.sizes[0]
    assert first[0] >= 2.5 * small.width


def test_print_of_a_good_size_is_read_as_it_is(monkeypatch: Any) -> None:
    engine = _SizeEngine()
    monkeypatch.setattr(ocr_resident, "engine", lambda languages, psm: engine)
    page = _table(44)
    parsing.parse_image(_photo(page), {"max_pixels": 10_000_000})
    assert engine.sizes[0][0] <= page.width


def test_a_page_read_enlarged_that_fails_its_checks_is_read_again_as_it_came(monkeypatch: Any) -> None:
    engine = _SizeEngine()  # its read ("Total" alone) fails every check
    monkeypatch.setattr(ocr_resident, "engine", lambda languages, psm: engine)
    small = _table(9)
    parsing.parse_image(_photo(small), {"max_pixels": 10_000_000})
    assert engine.sizes[0][0] >= 2.5 * small.width
    assert (small.width, small.height) in engine.sizes  # the second opinion: the page at its own size
