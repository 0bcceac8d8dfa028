"""A photo's uneven light taken off before OCR (real Tesseract): a table's figures under a hand's shadow
and a gradient across the page are lost by one threshold for the whole page, and read once the paper is
evened out; an evenly lit page is left as it is, and white print on a dark band stays readable."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from misrad.intake import ocr_light, parsing

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
AMOUNTS = ["1,440.00", "1,435.00", "3,355.80", "644.40", "807.50", "7,682.70"]


def _table(paper: int = 250) -> Image.Image:
    page = Image.new("L", (1400, 700), paper)
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(FONT, 17)
    for i, amount in enumerate(AMOUNTS):
        top = 330 + i * 40
        draw.text((80, top), f"Item {i + 1} cement blocks", font=font, fill=30)
        draw.text((700, top), str(10 + i), font=font, fill=30)
        draw.text((1150, top), amount, font=font, fill=30)
    return page


def _photographed(page: Image.Image, shadow: float, gradient: float) -> Image.Image:
    """``page`` lit darker towards the right, a hand's shadow over its lower right corner, blurred and
    grained."""
    array = np.asarray(page, np.float32)
    height, width = array.shape
    down, across = (grid.astype(np.float32) for grid in np.mgrid[0:height, 0:width])
    corner = 1 / (1 + np.exp(-(across - 0.75 * width) / 15)) / (1 + np.exp(-(down - 280) / 15))
    light = (1.0 - gradient * across / width) * (1 - shadow * corner)
    lit = Image.fromarray(np.clip(array * light, 0, 255).astype(np.uint8), "L")
    lit = lit.filter(ImageFilter.GaussianBlur(0.8))
    grain = np.random.default_rng(1).normal(0, 4, (height, width))
    return Image.fromarray(np.clip(np.asarray(lit, np.float32) + grain, 0, 255).astype(np.uint8), "L")


def _read(text: str) -> int:
    return sum(amount in text for amount in AMOUNTS)


def test_figures_under_a_shadow_are_read_once_the_light_is_evened() -> None:
    photo = _photographed(_table(), shadow=0.3, gradient=0.2)
    assert _read(parsing.read_page(photo).text) >= 5


def test_an_evenly_lit_page_is_left_as_it_is() -> None:
    scan = _photographed(_table(), shadow=0.0, gradient=0.03)
    assert ocr_light.even_out(scan) is scan


def test_the_paper_comes_out_one_white_and_a_dark_band_keeps_its_light_print() -> None:
    page = _table()
    draw = ImageDraw.Draw(page)
    draw.rectangle((60, 200, 1340, 260), fill=40)  # a filled band with white print on it
    draw.text((80, 215), "TOTAL DUE 9,065.59", font=ImageFont.truetype(FONT, 24), fill=245)
    even = np.asarray(ocr_light.even_out(_photographed(page, shadow=0.3, gradient=0.2)), np.float32)
    paper_left, paper_shaded = even[20:60, 100:500], even[640:690, 1150:1350]
    assert abs(float(np.median(paper_left)) - float(np.median(paper_shaded))) < 12
    band, print_on_band = even[205:212, 700:1300], even[215:240, 80:400]
    assert float(np.median(band)) < 120 and float(print_on_band.max()) > float(np.median(band)) + 80


def test_the_square_maximum_is_pillows_max_filter_pixel_for_pixel() -> None:
    """The paper's level is taken with a two-pass maximum; it must be Pillow's MaxFilter exactly (the
    reading was measured with that), edges included, on a page of any shape."""
    rng = np.random.default_rng(7)
    for shape in ((40, 33), (217, 151), (9, 9)):
        page = Image.fromarray((rng.random(shape) * 255).astype(np.uint8), "L")
        expected = np.asarray(page.filter(ImageFilter.MaxFilter(9)))
        assert np.array_equal(np.asarray(ocr_light.square_max(page, 9)), expected)
