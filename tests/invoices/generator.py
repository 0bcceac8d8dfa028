"""Supplier invoices with exact ground truth: Hebrew and English, six layouts, four kinds of file.

Kinds: ``text`` PDFs (Hebrew stored in reading order), ``text_visual`` PDFs (Hebrew stored in display
order, as many Israeli invoicing programs write it), ``scan`` (image-only PDF) and ``photo`` (a JPEG
of the page: tilted, blurred, noisy, sometimes turned on its side or tagged with an EXIF rotation).
Every invoice carries distractor numbers next to the real ones: the customer's tax id, phone and fax
numbers, bank account, order number, an order date.

Everything is derived from a seed, so a set of invoices is the same on every run.
"""

from __future__ import annotations

import io
import random
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from tests.invoices.invoice_model import (  # re-exported: tests import the generator
    FONT_PATH,
    Invoice,
    Kind,
    LineItem,
    _layout_lines,
    make_invoice,
    money,
)

__all__ = [
    "Invoice",
    "Kind",
    "LineItem",
    "_layout_lines",
    "display_order",
    "fixed_set",
    "make_invoice",
    "money",
    "page_image",
    "photo_jpeg",
    "render",
    "scan_pdf",
    "text_pdf",
]


# ---------------------------------------------------------------- bidi for drawing


def _is_rtl_char(c: str) -> bool:
    return "\u0590" <= c <= "\u05ff"


def _is_ltr_char(c: str) -> bool:
    return c.isascii() and c.isalnum()


def display_order(line: str) -> list[int]:
    """Indices of ``line``'s characters in left-to-right display order (a plain Hebrew-paragraph bidi).

    Runs of Latin letters and digits (with the separators between them) keep their order; everything
    else reads right to left. Enough for invoice lines; independent of the code under test.
    """
    if not any(_is_rtl_char(c) for c in line):
        return list(range(len(line)))
    runs: list[tuple[bool, list[int]]] = []
    i = 0
    while i < len(line):
        if _is_ltr_char(line[i]):
            j = i
            while j + 1 < len(line) and (
                _is_ltr_char(line[j + 1])
                or (line[j + 1] in ".,:/-%" and j + 2 < len(line) and _is_ltr_char(line[j + 2]))
                or (line[j + 1] == "%")
            ):
                j += 1
            runs.append((True, list(range(i, j + 1))))
            i = j + 1
        else:
            runs.append((False, [i]))
            i += 1
    order: list[int] = []
    for ltr, indices in reversed(runs):
        order.extend(indices if ltr else indices[::-1])
    return order


_MIRROR = {"(": ")", ")": "(", "[": "]", "]": "["}


# ---------------------------------------------------------------- rendering


@lru_cache(maxsize=1)
def _reportlab_font() -> str:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    pdfmetrics.registerFont(TTFont("DejaVu", FONT_PATH))
    return "DejaVu"


def text_pdf(invoice: Invoice, *, visual: bool = False) -> bytes:
    """A born-digital PDF. Hebrew lines: ``visual`` stores glyphs in display order (one string per
    line); otherwise the characters are written in reading order, each placed at its display position."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfgen import canvas

    font = _reportlab_font()
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    width, height = A4
    size = 11
    y = height - 60
    for line in invoice.lines:
        if line:
            order = display_order(line)
            shown = "".join(_MIRROR.get(line[i], line[i]) if _is_rtl_line(line) else line[i] for i in order)
            total_width = stringWidth(shown, font, size)
            x0 = width - 50 - total_width if _is_rtl_line(line) else 50
            if visual or not _is_rtl_line(line):
                pdf.setFont(font, size)
                pdf.drawString(x0, y, shown)
            else:
                positions: dict[int, float] = {}
                x = x0
                for logical_index, char in zip(order, shown, strict=True):
                    positions[logical_index] = x
                    x += stringWidth(char, font, size)
                text = pdf.beginText()
                text.setFont(font, size)
                for index, char in enumerate(line):
                    shown_char = _MIRROR.get(char, char)
                    text.setTextOrigin(positions[index], y)
                    text.textOut(shown_char)
                pdf.drawText(text)
        y -= size * 1.7
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def _is_rtl_line(line: str) -> bool:
    return any(_is_rtl_char(c) for c in line)


def page_image(invoice: Invoice, dpi: int = 200) -> Image.Image:
    """The page as a clean greyscale image (Hebrew shaped and ordered by raqm)."""
    width, height = int(8.27 * dpi), int(11.69 * dpi)
    image = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(image)
    size = int(dpi * 11 / 72 * 1.05)
    font = ImageFont.truetype(FONT_PATH, size, layout_engine=ImageFont.Layout.RAQM)
    y = int(dpi * 0.8)
    margin = int(dpi * 0.7)
    for line in invoice.lines:
        if line:
            rtl = _is_rtl_line(line)
            if rtl:
                text_width = draw.textlength(line, font=font, direction="rtl")
                draw.text((width - margin - text_width, y), line, font=font, fill=0, direction="rtl")
            else:
                draw.text((margin, y), line, font=font, fill=0)
        y += int(size * 1.7)
    return image


def scan_pdf(invoice: Invoice, dpi: int = 200, seed: int = 0) -> bytes:
    """An image-only PDF, as a flat-bed scanner makes it: slight tilt and speckle."""
    rng = random.Random(seed)
    image = page_image(invoice, dpi)
    image = image.rotate(
        rng.uniform(-1.5, 1.5), expand=False, fillcolor=255, resample=Image.Resampling.BILINEAR
    )
    image = _speckle(image, rng, 0.002)
    buffer = io.BytesIO()
    image.save(buffer, format="PDF", resolution=dpi)
    return buffer.getvalue()


def photo_jpeg(invoice: Invoice, dpi: int = 200, seed: int = 0) -> bytes:
    """A phone photo: tilted, blurred, noisy, JPEG; sometimes on its side, sometimes with an EXIF turn."""
    rng = random.Random(seed)
    image = page_image(invoice, dpi)
    image = image.rotate(rng.uniform(-4, 4), expand=True, fillcolor=235, resample=Image.Resampling.BICUBIC)
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 1.0)))
    image = _speckle(image, rng, 0.004)
    image = image.point(lambda v: int(v * 0.85 + 25))
    mode = rng.random()
    exif = Image.Exif()
    if mode < 0.15:
        image = image.rotate(90, expand=True)
    elif mode < 0.3:
        # Stored sideways with the camera's EXIF orientation tag saying how to turn it upright.
        image = image.rotate(90, expand=True)
        exif[0x0112] = 6  # "turn 90 degrees clockwise to view": undoes the turn above
    buffer = io.BytesIO()
    image.convert("RGB").save(buffer, format="JPEG", quality=rng.randint(55, 80), exif=exif.tobytes())
    return buffer.getvalue()


def _speckle(image: Image.Image, rng: random.Random, amount: float) -> Image.Image:
    import numpy as np

    array = np.asarray(image, dtype=np.int16).copy()
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, 12, array.shape)
    array = np.clip(array + noise, 0, 255)
    mask = np.random.default_rng(rng.randrange(1 << 30)).random(array.shape) < amount
    array[mask] = 0
    return Image.fromarray(array.astype("uint8"), "L")


def render(invoice: Invoice, kind: Kind, seed: int = 0) -> tuple[bytes, str]:
    """(file bytes, file name) for one kind of file."""
    if kind == "text":
        return text_pdf(invoice), f"invoice-{seed}.pdf"
    if kind == "text_visual":
        return text_pdf(invoice, visual=True), f"invoice-{seed}-v.pdf"
    if kind == "scan":
        return scan_pdf(invoice, seed=seed), f"scan-{seed}.pdf"
    return photo_jpeg(invoice, seed=seed), f"photo-{seed}.jpg"


def fixed_set(count: int = 120, start_seed: int = 1000) -> list[tuple[Invoice, Kind, int]]:
    """The bench's fixed set: every layout in both languages in every kind, in turn."""
    kinds: list[Kind] = ["text", "text_visual", "scan", "photo"]
    out = []
    for n in range(count):
        seed = start_seed + n
        language: Literal["he", "en"] = "he" if (n // 4) % 2 == 0 else "en"
        invoice = make_invoice(seed, language, layout=(n + n // 8) % 6)
        kind = kinds[n % 4] if not (language == "en" and kinds[n % 4] == "text_visual") else "text"
        out.append((invoice, kind, seed))
    return out
