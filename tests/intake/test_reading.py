"""The reading step alone: text layers in both Hebrew storage orders, OCR with Tesseract, the limits."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest
from PIL import Image

from misrad.intake import page_cleaning, parsing, reader
from tests.invoices.generator import make_invoice, page_image, photo_jpeg, scan_pdf, text_pdf


def _read(tmp_path: Path, data: bytes, mime: str, **limits: int) -> reader.ReadResult:
    path = tmp_path / "file"
    path.write_bytes(data)
    settings = reader.limits_from_settings()
    return reader.read_file(str(path), mime, reader.Limits(**{**settings.__dict__, **limits}))


@pytest.mark.parametrize("visual", [False, True], ids=["reading-order", "display-order"])
def test_a_hebrew_text_pdf_reads_in_reading_order_whichever_way_it_stores_hebrew(
    tmp_path: Path, visual: bool
) -> None:
    invoice = make_invoice(31, "he", 5)
    invoice.invoice_number = "IN00294"  # a mixed code that some extractors flip inside Hebrew lines
    invoice.lines = [
        line.replace(line.split()[-1], "IN00294") if "חשבונית" in line else line for line in invoice.lines
    ]
    result = _read(tmp_path, text_pdf(invoice, visual=visual), "application/pdf")
    assert result.ok and result.source == "text" and result.confidence == 1.0 and result.page_count == 1
    read_lines = [" ".join(line.split()) for line in result.pages[0].splitlines() if line.strip()]
    wanted = [" ".join(line.split()) for line in invoice.lines if line.strip()]
    assert read_lines == wanted
    assert "\u200e" not in result.pages[0] and "\u200f" not in result.pages[0]


def test_an_image_only_pdf_is_read_by_tesseract_in_hebrew_and_english(tmp_path: Path) -> None:
    invoice = make_invoice(12, "he", 0)
    result = _read(tmp_path, scan_pdf(invoice, seed=12), "application/pdf")
    assert result.ok and result.source == "ocr"
    assert 0.5 < result.confidence < 1.0  # measured from Tesseract's word confidences
    text = result.pages[0]
    assert invoice.supplier_tax_id in text
    assert "חשבונית" in text and "לתשלום" in text  # Hebrew words, in reading order
    assert f"{invoice.total:,.2f}" in text


def test_a_photo_with_an_exif_turn_is_read_upright(tmp_path: Path) -> None:
    invoice = make_invoice(44, "en", 3)
    upright = page_image(invoice, dpi=150).rotate(2, expand=True, fillcolor=240)
    exif = Image.Exif()
    exif[0x0112] = 6  # stored sideways; the camera says to turn it 90 degrees clockwise
    buffer = io.BytesIO()
    upright.rotate(90, expand=True).convert("RGB").save(buffer, "JPEG", quality=70, exif=exif.tobytes())
    result = _read(tmp_path, buffer.getvalue(), "image/jpeg")
    assert result.ok and result.rotations == [0]
    assert invoice.supplier_tax_id in result.pages[0]
    assert "Total" in result.pages[0]


def test_the_generators_photo_is_read(tmp_path: Path) -> None:
    invoice = make_invoice(9, "he", 1)
    result = _read(tmp_path, photo_jpeg(invoice, dpi=170, seed=3), "image/jpeg")
    assert result.ok and result.source == "ocr"
    assert invoice.supplier_tax_id in result.pages[0]


def test_specks_are_whitened_and_strokes_kept() -> None:
    array = np.full((60, 60), 250, np.uint8)
    array[10, 10] = 0  # a speck
    array[30:33, 5:50] = 10  # a stroke three pixels thick
    cleaned = np.asarray(page_cleaning.despeckle(Image.fromarray(array, "L")))
    assert cleaned[10, 10] == 255
    assert (cleaned[30:33, 5:50] == 10).all()


def test_a_scan_is_rendered_at_its_own_resolution() -> None:
    scan = pdfium.PdfDocument(scan_pdf(make_invoice(1), dpi=200))
    text = pdfium.PdfDocument(text_pdf(make_invoice(1)))
    assert round(parsing.scanned_dpi(scan[0]) or 0) == 200
    assert parsing.scanned_dpi(text[0]) is None


def test_limits_fail_the_file_with_a_reason(tmp_path: Path) -> None:
    two_pages = pdfium.PdfDocument.new()
    for _ in range(2):
        two_pages.new_page(200, 200)
    buffer = io.BytesIO()
    two_pages.save(buffer)
    assert _read(tmp_path, buffer.getvalue(), "application/pdf", max_pages=1).error == "parse_too_many_pages"
    png = io.BytesIO()
    Image.new("L", (400, 400), 255).save(png, "PNG")
    assert _read(tmp_path, png.getvalue(), "image/png", max_pixels=100_000).error == "parse_too_many_pixels"
    assert _read(tmp_path, png.getvalue(), "image/png", timeout_seconds=0).error == "parse_timeout"
    assert _read(tmp_path, b"%PDF-1.7\n garbage", "application/pdf").error == "parse_damaged"
