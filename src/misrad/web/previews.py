"""Pages of an original shown beside its fields: a PDF page drawn as a PNG on the server (pypdfium2).

A drawn page is kept on disk (``<data dir>/previews``) under the file's digest, page and zoom: the
original never changes under its digest, so a second view of the page is a file read, not a drawing.
"""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import pypdfium2 as pdfium

from misrad.core.errors import NotFound
from misrad.core.settings import get_settings

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


def preview_path(sha256: str, page_number: int, zoom: float) -> Path:
    return get_settings().data_dir / "previews" / sha256[:2] / f"{sha256}-{page_number}-{zoom:.1f}.png"


def cached_page_png(sha256: str, read: Callable[[], bytes], page_number: int, zoom: float) -> bytes:
    """The page from the disk when drawn before, else drawn from ``read()`` and kept (for the zooms the
    page offers; any other zoom is drawn each time, so the folder stays small)."""
    if zoom not in ZOOMS:
        return pdf_page_png(read(), page_number, zoom)
    path = preview_path(sha256, page_number, zoom)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        pass
    png = pdf_page_png(read(), page_number, zoom)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(dir=path.parent, prefix=".incoming-")
    try:
        with os.fdopen(handle, "wb") as temp:
            temp.write(png)
        Path(temp_name).replace(path)  # atomic: a reader sees the whole page or none
    except OSError:
        Path(temp_name).unlink(missing_ok=True)  # a full disk costs the cache, not the page
    return png
