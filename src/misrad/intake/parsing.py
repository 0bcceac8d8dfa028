"""What runs inside the reader's child process: PDF text layers (pdfium) and OCR (Tesseract).

Kept free of database and web imports so the fork server preloads it cheaply; pdfium, numpy and
Pillow are imported here, once, so that each reader child starts without importing them again.
Limits are set first thing in the child: address space, CPU time, no core files. Tesseract runs
single-threaded (``OMP_THREAD_LIMIT=1``): one document per core beats threads fighting over two cores.
"""

from __future__ import annotations

import itertools
import os
import re
import resource
import subprocess
import sys
import tempfile
import warnings
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageOps

from misrad.intake.bidi import strip_marks, visual_to_logical

TEXT_LAYER_MIN_CHARS = 25
OCR_LANGUAGES = "heb+eng"


class ParseError(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def child_main(path: str, mime: str, limits: dict[str, Any], sender: Connection) -> None:
    memory = int(limits["memory_mb"]) * 1024 * 1024
    cpu = int(limits["timeout_seconds"]) + 5
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    os.environ["OMP_THREAD_LIMIT"] = "1"
    try:
        result = parse(path, mime, limits)
        sender.send({"ok": True, **result})
    except ParseError as exc:
        sender.send({"ok": False, "error": exc.code})
    except MemoryError:
        sys.exit(3)
    except Exception:
        sender.send({"ok": False, "error": "parse_failed"})
    finally:
        sender.close()


def parse(path: str, mime: str, limits: dict[str, Any]) -> dict[str, Any]:
    data = Path(path).read_bytes()
    if mime == "application/pdf":
        return parse_pdf(data, limits)
    return parse_image(data, limits)


# ---------------------------------------------------------------- PDF


def parse_pdf(data: bytes, limits: dict[str, Any]) -> dict[str, Any]:
    try:
        pdf = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        message = str(exc).lower()
        raise ParseError("parse_encrypted" if "password" in message else "parse_damaged") from exc
    try:
        count = len(pdf)
        if count == 0:
            raise ParseError("parse_damaged")
        if count > int(limits["max_pages"]):
            raise ParseError("parse_too_many_pages")
        pages: list[str] = []
        confidences: list[float] = []
        sources: set[str] = set()
        rotations: list[int] = []
        for index in range(count):
            page = pdf[index]
            textpage = page.get_textpage()
            text = text_in_display_order(textpage)
            textpage.close()
            if _has_text_layer(text):
                pages.append(text)
                confidences.append(1.0)
                sources.add("text")
            else:
                image = render_page(page, limits)
                text, confidence, rotation = ocr_image(image)
                pages.append(text)
                confidences.append(confidence)
                rotations.append(rotation)
                sources.add("ocr")
            page.close()
    finally:
        pdf.close()
    pages = _logical_pages(pages)
    source = "mixed" if len(sources) > 1 else sources.pop()
    return {
        "pages": pages,
        "source": source,
        "confidence": sum(confidences) / len(confidences),
        "page_count": count,
        "rotations": rotations,
    }


def _has_text_layer(text: str) -> bool:
    return sum(1 for c in text if c.isalnum()) >= TEXT_LAYER_MIN_CHARS


def _logical_pages(pages: list[str]) -> list[str]:
    return list(pages)


def text_in_display_order(textpage: Any) -> str:
    """A page's text rebuilt from glyph positions, then each line put in reading order.

    Whether a PDF stores Hebrew in reading or in display order, and whatever pdfium's own bidi pass
    makes of mixed runs (it turns ``INV-18288`` into ``-18288INV``), the glyphs' places on the page
    are the same: lines are rebuilt left to right from positions, and each line that holds Hebrew
    is turned from display order into reading order by one rule (``bidi.visual_to_logical``).
    """
    glyphs: list[tuple[float, float, float, float, str]] = []
    for index in range(textpage.count_chars()):
        char = textpage.get_text_range(index, 1)
        if not char or char.isspace() or ord(char[0]) < 32:
            continue
        left, bottom, right, top = textpage.get_charbox(index, loose=True)
        if right <= left and top <= bottom:
            continue
        glyphs.append((left, bottom, right, top, char))
    glyphs.sort(key=lambda g: -(g[1] + g[3]) / 2)
    rows: list[list[tuple[float, float, float, float, str]]] = []
    for glyph in glyphs:
        middle = (glyph[1] + glyph[3]) / 2
        if rows:
            last = rows[-1][0]
            if abs((last[1] + last[3]) / 2 - middle) < (last[3] - last[1]) * 0.45:
                rows[-1].append(glyph)
                continue
        rows.append([glyph])
    lines: list[str] = []
    previous_middle: float | None = None
    for row in rows:
        middle = sum((g[1] + g[3]) / 2 for g in row) / len(row)
        row_height = max(g[3] - g[1] for g in row) or 1.0
        if previous_middle is not None and previous_middle - middle > row_height * 2.2:
            lines.append("")  # a blank line between blocks (it ends a customer's address block)
        previous_middle = middle
        row.sort(key=lambda g: g[0])
        height = max(g[3] - g[1] for g in row) or 1.0
        pieces = [row[0][4]]
        for previous, glyph in itertools.pairwise(row):
            gap = glyph[0] - previous[2]
            if gap > height * 0.8:
                pieces.append("   ")
            elif gap > height * 0.12:
                pieces.append(" ")
            pieces.append(glyph[4])
        line = "".join(pieces)
        lines.append(visual_to_logical(line) if _HEBREW.search(line) else line)
    return "\n".join(lines)


_HEBREW = re.compile("[\u0590-\u05ff]")


def scanned_dpi(page: Any) -> float | None:
    """The resolution of the one image that fills an image-only page (a scan), if there is one."""
    width, _height = page.get_size()
    images = list(page.get_objects(filter=(pdfium.raw.FPDF_PAGEOBJ_IMAGE,), max_depth=1))
    if len(images) != 1:
        return None
    left, _bottom, right, _top = images[0].get_bounds()
    if right - left < width * 0.8:
        return None
    pixels_wide = images[0].get_px_size()[0]
    return float(pixels_wide / ((right - left) / 72))


def render_page(page: Any, limits: dict[str, Any]) -> Image.Image:
    width, height = page.get_size()
    dpi = float(limits["dpi"])
    native = scanned_dpi(page)
    if native is not None and 150 <= native < dpi:
        # Rendering a 200 DPI scan at 300 DPI adds pixels, not detail: Tesseract reads the scan as it is.
        dpi = native
    scale = dpi / 72
    max_pixels = int(limits["max_pixels"])
    if width * height * scale * scale > max_pixels:
        # A huge page is rendered smaller rather than refused: the pixel cap bounds memory, not pages.
        scale = (max_pixels / (width * height)) ** 0.5
    bitmap = page.render(scale=scale, grayscale=True)
    image: Image.Image = bitmap.to_pil()
    return image


# ---------------------------------------------------------------- images


def parse_image(data: bytes, limits: dict[str, Any]) -> dict[str, Any]:
    import io

    max_pixels = int(limits["max_pixels"])
    Image.MAX_IMAGE_PIXELS = max_pixels
    warnings.simplefilter("error", Image.DecompressionBombWarning)
    try:
        image = Image.open(io.BytesIO(data))
        width, height = image.size
        if width * height > max_pixels:
            raise ParseError("parse_too_many_pixels")
        image.load()
    except ParseError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise ParseError("parse_too_many_pixels") from exc
    except (OSError, SyntaxError, ValueError) as exc:
        raise ParseError("parse_damaged") from exc
    upright: Image.Image = ImageOps.exif_transpose(image) or image
    text, confidence, rotation = ocr_image(upright)
    return {
        "pages": [text],
        "source": "ocr",
        "confidence": confidence,
        "page_count": 1,
        "rotations": [rotation],
    }


# ---------------------------------------------------------------- OCR


def ocr_image(image: Image.Image) -> tuple[str, float, int]:
    """(text in reading order, mean word confidence 0..1, rotation applied in degrees)."""
    gray = image.convert("L")
    gray = deskew(despeckle(gray))
    text, confidence, words = tesseract(gray)
    rotation = 0
    if confidence < 0.6 or words < 8:
        # Only a poor read pays for orientation detection: most pages are upright.
        angle = detect_orientation(gray)
        if angle:
            turned = gray.rotate(-angle, expand=True, fillcolor=255)
            text2, confidence2, words2 = tesseract(turned)
            if confidence2 * max(words2, 1) > confidence * max(words, 1):
                text, confidence, rotation = text2, confidence2, angle
    return strip_marks(text), confidence, rotation


def deskew(gray: Image.Image) -> Image.Image:
    """Straighten a page tilted by up to ~5 degrees (projection profile of a small copy)."""
    small = gray.copy()
    small.thumbnail((600, 600))
    dark = small.point(lambda v: 255 if v < 140 else 0)

    def score(angle: float) -> float:
        rotated = np.asarray(dark.rotate(angle, fillcolor=0), dtype=np.float32)
        rows = rotated.sum(axis=1)
        return float(np.var(rows))

    best = max(np.arange(-5.0, 5.01, 1.0), key=score)
    best = max(np.arange(best - 0.8, best + 0.81, 0.2), key=score)
    if abs(best) < 0.3:
        return gray
    return gray.rotate(float(best), expand=True, fillcolor=255, resample=Image.Resampling.BILINEAR)


def despeckle(gray: Image.Image) -> Image.Image:
    """Whiten isolated dark specks (scanner dust, photo noise) that Tesseract reads as stray marks.

    A dark pixel with at most three dark pixels in its 3x3 neighbourhood (itself included) is not part
    of a letter stroke at OCR resolutions; a true median filter does the same but costs ~50x more here.
    """
    array = np.asarray(gray)
    sample = array[::4, ::4]
    # Ink is a small share of a page: its level is a low percentile, the paper's a high one. The cut
    # sits nearer the paper so that the grey halo of a resampled speck counts with the speck.
    low, high = np.percentile(sample, (0.2, 98))
    if high - low < 40:
        return gray  # a blank or flat page: nothing to tell apart
    dark = (array < low + 0.62 * (high - low)).astype(np.uint8)
    padded = np.pad(dark, 1)
    height, width = dark.shape
    count = np.zeros((height, width), np.uint8)
    for dy in range(3):
        for dx in range(3):
            count += padded[dy : dy + height, dx : dx + width]
    cleaned = array.copy()
    cleaned[(dark == 1) & (count <= 3)] = 255
    return Image.fromarray(cleaned, "L")


def _run_tesseract(image: Image.Image, extra: list[str]) -> tuple[str, str]:
    with tempfile.TemporaryDirectory(prefix="misrad-ocr-") as folder:
        source = Path(folder) / "page.pgm"
        image.save(source)
        base = Path(folder) / "out"
        env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
        completed = subprocess.run(  # noqa: S603 - fixed arguments, no shell
            ["tesseract", str(source), str(base), *extra],  # noqa: S607
            capture_output=True,
            env=env,
            check=False,
        )
        if completed.returncode != 0:
            raise ParseError("ocr_unavailable")
        out_txt = base.with_suffix(".txt")
        out_tsv = base.with_suffix(".tsv")
        text = out_txt.read_text("utf-8") if out_txt.exists() else ""
        tsv = out_tsv.read_text("utf-8") if out_tsv.exists() else ""
        osd = base.with_suffix(".osd")
        if osd.exists():
            text = osd.read_text("utf-8")
    return text, tsv


def tesseract(gray: Image.Image) -> tuple[str, float, int]:
    text, tsv = _run_tesseract(gray, ["-l", OCR_LANGUAGES, "--psm", "3", "txt", "tsv"])
    confidences = []
    for row in tsv.splitlines()[1:]:
        parts = row.split("\t")
        if len(parts) == 12 and parts[11].strip():
            try:
                value = float(parts[10])
            except ValueError:
                continue
            if value >= 0:
                confidences.append(value / 100)
    confidence = sum(confidences) / len(confidences) if confidences else 0.0
    return text, confidence, len(confidences)


def detect_orientation(gray: Image.Image) -> int:
    try:
        text, _ = _run_tesseract(gray, ["--psm", "0", "-l", "osd"])
    except ParseError:
        return 0
    rotate = 0
    confidence = 0.0
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "Rotate":
            rotate = int(value.strip() or 0)
        elif key.strip() == "Orientation confidence":
            confidence = float(value.strip() or 0)
    return rotate if rotate and confidence >= 1.0 else 0
