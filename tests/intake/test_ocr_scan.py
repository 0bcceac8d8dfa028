"""A faint scan's ink darkened before its first read (real Tesseract): toner running low prints a field's
grey value beside its darker label, and one threshold for the page fell between the two inks."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from misrad.intake import ocr_scan, parsing

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


def test_a_faint_pages_grey_figures_are_read_once_its_ink_is_darkened() -> None:
    # Toner running low: labels in a darker grey than the figures, all of them faint on grey paper.
    # Read as it was (one threshold between the two greys), none of the six amounts came out.
    scan = _grained(_table(24, label=150, value=208, paper=236), 4, blur=0.8)
    assert _read(parsing.read_page(scan).text) == 6


def test_a_page_whose_ink_stands_out_is_not_restretched() -> None:
    # Small print in a soft scan has grey strokes, but its darkest ink still stands far below the paper.
    scan = _grained(_table(), 4)
    assert ocr_scan.strengthen_faint(scan) is scan


def test_a_blank_page_is_left_as_it_is() -> None:
    blank = _grained(Image.new("L", (800, 600), 240), 4)
    assert ocr_scan.strengthen_faint(blank) is blank


def test_the_faint_pages_paper_comes_out_white_and_its_grey_values_black() -> None:
    drawn = _table(24, label=150, value=208, paper=236)
    darker = np.asarray(ocr_scan.strengthen_faint(_grained(drawn, 4, blur=0.8)))
    values = np.asarray(drawn) == 208  # the grey figures' own pixels as drawn
    assert np.median(darker) >= 250  # the paper, grain and all
    assert np.median(darker[values]) <= 100  # were some 210, 25 levels under the paper
