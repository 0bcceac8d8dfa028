"""Pages of an original shown beside its fields: a PDF page drawn as a PNG on the server (pypdfium2)."""

from __future__ import annotations

import io

import pypdfium2 as pdfium

from misrad.core.errors import NotFound

ZOOMS = (1.0, 1.5, 2.0)


def pdf_page_png(data: bytes, page_number: int, zoom: float) -> bytes:
    """Page ``page_number`` (1-based) at 96 dpi times ``zoom``; ``NotFound`` for a page it lacks."""
    pdf = pdfium.PdfDocument(data)
    try:
        if not 1 <= page_number <= len(pdf):
            raise NotFound("page_not_found")
        bitmap = pdf[page_number - 1].render(scale=zoom * 96 / 72)
        out = io.BytesIO()
        bitmap.to_pil().save(out, format="PNG", optimize=False)
        return out.getvalue()
    finally:
        pdf.close()
