"""Tesseract's inverted retry (light print on a dark band read again inverted) is skipped by the Latin
model's reads of numbers and kept by the page's own read, loaded or on the command line alike."""

from __future__ import annotations

import shutil

import pytest
from PIL import Image, ImageDraw, ImageFont

from misrad.intake import ocr_resident, parsing
from misrad.intake.ocr import OcrEngine, TesseractEngine

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

pytestmark = pytest.mark.skipif(
    ocr_resident.tessdata("heb+eng") is None or shutil.which("tesseract") is None,
    reason="Tesseract or Debian's models are not installed",
)


def _banded() -> Image.Image:
    """A line of dark print, and a line of white print on a dark band."""
    image = Image.new("L", (700, 200), 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 28)
    draw.text((40, 20), "Total 1,234.50", font=font, fill=0)
    draw.rectangle((20, 100, 680, 160), fill=0)
    draw.text((40, 110), "Balance 9,876.25", font=font, fill=255)
    return image


def _texts(engine: OcrEngine) -> list[str]:
    return [w.text for w in engine.read(_banded()).words]


@pytest.mark.parametrize("loaded", [True, False], ids=["loaded", "command line"])
def test_the_latin_read_of_numbers_does_not_read_a_dark_band_inverted(loaded: bool) -> None:
    languages = parsing.NUMBER_LANGUAGES
    engine = ocr_resident.engine(languages, 6) if loaded else TesseractEngine(languages, 6)
    found = _texts(engine)
    assert found[:2] == ["Total", "1,234.50"]
    assert "9,876.25" not in found


@pytest.mark.parametrize("loaded", [True, False], ids=["loaded", "command line"])
def test_the_pages_read_still_reads_a_dark_band(loaded: bool) -> None:
    languages = parsing.OCR_LANGUAGES
    engine = ocr_resident.engine(languages, 6) if loaded else TesseractEngine(languages, 6)
    assert _texts(engine) == ["Total", "1,234.50", "Balance", "9,876.25"]
