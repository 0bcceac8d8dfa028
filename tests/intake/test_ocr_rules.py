"""Ruled lines taken off a page before OCR: which strokes count as rules, and (real Tesseract) a blurred
gridded table, as a phone photographs an ERP printout, that is read only once its grid is gone."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from misrad.intake import ocr_rules, parsing
from misrad.intake.ocr import TesseractEngine

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def test_long_thin_lines_are_rules_and_letters_and_bars_are_not() -> None:
    dark = np.zeros((600, 900), bool)
    dark[100:102, 50:850] = True  # a table's rule
    dark[100:500, 400:402] = True  # a column's rule
    dark[200:240, 50:850] = True  # a filled bar (white print on a dark band)
    dark[300:320, 600:660] = True  # a word's worth of ink
    dark[300:330, 700:703] = True  # a letter's upright stroke
    found = ocr_rules.rules(dark)
    assert found[100:102, 50:850].all() and found[102:200, 400:402].all()
    assert not found[205:235, 60:390].any()
    assert not found[300:330, 600:710].any()


def test_print_without_rules_is_left_as_it_is() -> None:
    page = Image.new("L", (2480, 400), 240)
    draw = ImageDraw.Draw(page)
    bold = ImageFont.truetype(FONT.replace("Sans.ttf", "Sans-Bold.ttf"), 40)
    draw.text((60, 60), "Invoice 1001 Supplier Lamination 1,234,567.00 ________", font=bold, fill=20)
    draw.text(
        (60, 200),
        "Total due 7,350.20 by transfer to account 4047729",
        font=ImageFont.truetype(FONT, 28),
        fill=20,
    )
    assert ocr_rules.remove_rules(page) is page


AMOUNTS = ["1,440.00", "1,435.00", "3,355.80", "644.40"]


def _photographed_grid() -> Image.Image:
    """A gridded table with a shaded header, then shrunk, blurred and grained as a phone takes it."""
    rows = [("Item", "Qty", "Price", "Total"), ("Cement", "300", "4.80", AMOUNTS[0])]
    rows += [("Rebar", "35", "41.00", AMOUNTS[1]), ("Paint", "12", "279.65", AMOUNTS[2])]
    rows += [("Gypsum", "40", "16.11", AMOUNTS[3])]
    columns, height, top = [60, 460, 640, 850, 1160], 40, 80
    page = Image.new("L", (1240, 440), 235)
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype(FONT, 18)
    draw.rectangle((columns[0], top, columns[-1], top + height), fill=200)
    for i, row in enumerate(rows):
        for left, cell in zip(columns, row, strict=False):
            draw.text((left + 10, top + i * height + 11), cell, font=font, fill=40)
    for i in range(len(rows) + 1):
        draw.line((columns[0], top + i * height, columns[-1], top + i * height), fill=60, width=2)
    for left in columns:
        draw.line((left, top, left, top + height * len(rows)), fill=60, width=2)
    small = page.resize((page.width * 3 // 5, page.height * 3 // 5), Image.Resampling.BILINEAR)
    small = small.filter(ImageFilter.GaussianBlur(0.7))
    grain = np.random.default_rng(3).normal(0, 6, (small.height, small.width))
    return Image.fromarray(np.clip(np.asarray(small, np.float32) + grain, 0, 255).astype(np.uint8), "L")


def _amounts(text: str) -> int:
    return sum(amount in text for amount in AMOUNTS)


def test_a_blurred_gridded_table_is_read_once_its_rules_are_gone() -> None:
    photo = _photographed_grid()
    engine = TesseractEngine(psm=parsing.PAGE_PSM)
    assert _amounts(engine.read(photo).text) == 0
    assert _amounts(engine.read(ocr_rules.remove_rules(photo)).text) >= 3
