"""What runs inside the reader's child process: PDF text layers (pdfium) and OCR (Tesseract).

Kept free of database and web imports so the fork server preloads it cheaply; pdfium, numpy (with the
page's cleaning, ``page_cleaning``) and Pillow are imported here, once, so that each reader child starts
without importing them again.
Limits are set first thing in the child: address space, CPU time, no core files. Tesseract runs
single-threaded (``OMP_THREAD_LIMIT=1``): one document per core beats threads fighting over two cores.
"""

from __future__ import annotations

import os
import resource
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from multiprocessing.connection import Connection
from pathlib import Path
from statistics import median
from typing import Any

import pypdfium2 as pdfium
from PIL import Image, ImageOps

from misrad.intake import (
    fuller_read,
    layout,
    ocr,
    ocr_digits,
    ocr_latin,
    ocr_layout,
    ocr_numbers,
    ocr_prefix,
    ocr_resident,
    page_cleaning,
    second_read,
)
from misrad.intake.bidi import strip_marks
from misrad.intake.ocr import OcrEngine, OcrPage, OcrUnavailable

TEXT_LAYER_MIN_CHARS = 25
# Bumped whenever what the reader returns for a file changes (benchmarks cache reads by them): the
# text layers' reading, and OCR's (rendering, cleaning, Tesseract's settings).
# 8: the gap under a line in large print measured in that print (``layout.page_text``).
# 9: a baseline joins a line whole (``layout.lines_of``): a fallback font's final letter was cut off.
READER_VERSION = "9"
# OCR 16: the binding built against Debian's Tesseract 5.3.0 (13 was read with the wheel's 5.5.4).
# OCR 17: a photo's uneven light evened out before the read (``ocr_light``).
# OCR 18: the Latin model's reads of numbers without Tesseract's inverted retry (``ocr.settings``).
# OCR 19: the Latin read of number lines only for a document whose cheap read fails
# its checks (``read_checks``).
# OCR 20: a Hebrew line's brackets the engine gave mirrored face their text again (``ocr_layout``).
# OCR 21: the Latin read's stretch of a number line takes whole any word it would cut (``ocr_latin``).
# OCR 22: the invoice number's line read by the Latin model for a code's Latin prefix (``ocr_latin``).
# OCR 23 (parties13): the gap under a row in large print measured in that print (``ocr_layout.page_text``).
# OCR 23 (photo13, read on its own branch) and 24: a shadow no longer cut off as background (``ocr_page``);
# a page on its side found by its words standing taller than wide (``_sideways``); the Latin model's
# sheets under Tesseract's height limit. (photo13's 23 also drew a photo's paper upright from its four
# corners: it lost fields on the shared photos, held out ones too, and was taken out again.)
# OCR 25: both of the above together, and the Latin read of number lines bounded to stretches of print's
# height and to part of the page (``ocr_latin.within_bounds``): a shadow's junk cost minutes a page.
# OCR 26 and 27 (scan14, tried and taken out: they lost fields on the shared scans and photos): small print
# enlarged before the first read, a copier's specks whitened. OCR 28: a faint page's ink darkened before
# the read (``ocr_scan.strengthen_faint``).
# OCR 29 (scan15): small print read again enlarged when its rows or its supplier's id fail their checks,
# not only its sums, and the read holding more of them kept (``second_read.SELF_CHECKS``). OCR 30: the
# second read kept only when it fails fewer of all the rules and none the first holds (29 counted them, and
# took a read that mended a row but misread a year). OCR 31-34 (scan16, tried and taken out: they lost
# fields on the shared scans, a held-out one among them; see docs/benchmarks.md): a copier's specks
# whitened when a page has many, a fax's dither blurred (31-33: commits 8d96120-40c2521, ``ocr_specks``;
# 34, the dither alone, read uncommitted; 35, both only for a scan's second read when its checks fail,
# commit 8bc259b, lost 3 held-out fields too). OCR 36-37 (scan17, tried and taken out): a photo's desk round
# its sheet made white after its light is evened (36: lost 24 shared fields, most held out: a band printed
# to the sheet's edge went with the desk), or only for judging its tilt (37: lost 3 held-out supplier
# names). OCR 39: a scan's toner specks whitened, judged by their darkness against the print on pages
# with many (``ocr_specks``; 38 read it together with 37). OCR 40: never on a fax's page (one bit a pixel).
# OCR 41-43 (scan18, tried and taken out: lost fields on the shared photos, held-out ones too): a photo's desk
# beyond its sheet's edges fitted as lines whitened (41, 42) or made one grey (43); commits f2c9769-265110c.
# OCR 44: an invoice number's ``SI`` read ``$1``/``S1`` told from a digit one by its glyph (``ocr_prefix``).
# OCR 45-46 (ocr19): a document that fails its checks has the print its page's first read left out (ink no
# sure word covers) read on its own (``ocr_gaps``): a receipt book's handwritten date, rows and totals. 45
# took that read whenever it read anything (lost two supplier names, a date and a due date on the shared
# scans and photos); 46 keeps it only when it holds more of the invoice's rules (``second_read``).
# OCR 47 (ocr20): a document that still fails its checks has its unsure figures read again by the Latin
# model told to read digits only (``ocr_digits``), kept when it then fails fewer of the invoice's rules.
# OCR 48: only a digits read of the same shape as the first (a digit for a character in its place) taken.
# OCR 49 (ocr20, tried and taken out: no field changed on the shared corpus or on fresh scans and photos):
# small figures read digits only enlarged as small print's second read is (commit ae95155).
# OCR 50 (ocr21; ocr20c's 50 was another trial) and 51, tried and taken out (no field won or lost on the
# shared corpus nor on fresh scans and photos): the digits read's unsure figures also as the digits its LSTM
# weighed close behind, the page's arithmetic proposing which (commit fc29864; 51 weighed sure amounts too).
# OCR 52 (ocr22): a registration number whose check digit fails read again from its crop enlarged, digits
# only, taken when it then holds (``ocr_ids``), for a document that still fails its checks.
# OCR 53 (ocr23): a document whose fuller read still fails its checks has its page read again with ink told
# from paper by local thresholds (Tesseract's Sauvola), kept on the same terms (``fuller_read``).
OCR_VERSION = "53"
# The model that reads digits again on a Hebrew page (``ocr_numbers``): the Hebrew one misreads them.
NUMBER_LANGUAGES = "eng"
OCR_LANGUAGES = ocr.OCR_LANGUAGES
# Tesseract's page segmentation: one block of text lines (6), not its automatic layout (3), which drops
# whole regions of an invoice (a boxed field, a table, a totals box) as pictures or separators. The lines
# it returns are put back into rows and cells from their boxes (``ocr_layout``) either way.
PAGE_PSM = 6
# A read whose longer words stand taller than wide more often than this looks at a page on its side.
_SIDEWAYS = 0.05


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


def _open_pdf(data: bytes) -> Any:
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        message = str(exc).lower()
        raise ParseError("parse_encrypted" if "password" in message else "parse_damaged") from exc


def parse_pdf(data: bytes, limits: dict[str, Any]) -> dict[str, Any]:
    pdf = _open_pdf(data)
    reading = _PdfReading()
    try:
        count = len(pdf)
        if count == 0:
            raise ParseError("parse_damaged")
        if count > int(limits["max_pages"]):
            raise ParseError("parse_too_many_pages")
        for index in range(count):
            page = pdf[index]
            textpage = page.get_textpage()
            text = layout.page_text(textpage)
            textpage.close()
            if _has_text_layer(text):
                reading.add_text(text)
            else:
                reading.add_scanned(index, *_read_scanned(page, limits))
            page.close()
    finally:
        pdf.close()
    pages = second_read.escalated_read(_logical_pages(reading.pages), reading.fuller, reading.rereads)
    return {
        "pages": pages,
        "source": "mixed" if len(reading.sources) > 1 else reading.sources.pop(),
        "confidence": sum(reading.confidences) / len(reading.confidences),
        "page_count": count,
        "rotations": reading.rotations,
    }


@dataclass
class _PdfReading:
    """A PDF's pages as read so far: text layers as printed, image-only pages by OCR (with the calls that
    read them again, for ``second_read.escalated_read``)."""

    pages: list[str] = field(default_factory=list)
    confidences: list[float] = field(default_factory=list)
    sources: set[str] = field(default_factory=set)
    rotations: list[int] = field(default_factory=list)
    rereads: dict[int, Callable[[], str]] = field(default_factory=dict)
    fuller: dict[int, Callable[[], str]] = field(default_factory=dict)

    def add_text(self, text: str) -> None:
        self.pages.append(text)
        self.confidences.append(1.0)
        self.sources.add("text")

    def add_scanned(self, index: int, read: PageRead, again: Callable[[], str] | None) -> None:
        if again:
            self.rereads[index] = again
        if read.fuller:
            self.fuller[index] = read.fuller
        self.pages.append(read.text)
        self.confidences.append(read.confidence)
        self.rotations.append(read.rotation)
        self.sources.add("ocr")


def _read_scanned(page: Any, limits: dict[str, Any]) -> tuple[PageRead, Callable[[], str] | None]:
    """An image-only page read by OCR, and the call that reads it again enlarged when its print is small."""
    image = render_page(page, limits)
    clean = page_cleaning.clean_page(image, specks=not _one_bit(page))
    read = read_clean(clean, defer_latin=True)
    scale = second_read.reread_scale(read.word_height, image.size)
    return read, (_reread(clean, scale) if scale > 1.0 else None)


def _one_bit(page: Any) -> bool:
    """Whether the page's images are one bit a pixel (a fax): its every mark is black, its dots are its
    dither, not a copier's toner (``ocr_specks``). Rendered at another resolution its edges turn grey,
    so the rendered page alone may not tell."""
    images = list(page.get_objects(filter=(pdfium.raw.FPDF_PAGEOBJ_IMAGE,), max_depth=1))
    return bool(images) and all(image.get_metadata().bits_per_pixel == 1 for image in images)


def _has_text_layer(text: str) -> bool:
    return sum(1 for c in text if c.isalnum()) >= TEXT_LAYER_MIN_CHARS


def _logical_pages(pages: list[str]) -> list[str]:
    return list(pages)


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
    clean = page_cleaning.clean_page(upright)
    read = read_clean(clean, defer_latin=True)
    scale = second_read.reread_scale(read.word_height, upright.size)
    rereads = {0: _reread(clean, scale)} if scale > 1.0 else {}
    pages = second_read.escalated_read([read.text], {0: read.fuller} if read.fuller else {}, rereads)
    return {
        "pages": pages,
        "source": "ocr",
        "confidence": read.confidence,
        "page_count": 1,
        "rotations": [read.rotation],
    }


# ---------------------------------------------------------------- OCR


@dataclass(frozen=True)
class PageRead:
    text: str  # in reading order
    confidence: float  # mean word confidence 0..1
    rotation: int  # degrees the page was turned
    word_height: float  # median height of the words' boxes, in pixels of the image read
    # The page read with the Latin model's read of its number lines too, when ``read_clean`` left it for
    # a document whose cheap read fails its checks (``fuller_read``, ``second_read.escalated_read``).
    fuller: Callable[[], str] | None = None


def ocr_image(image: Image.Image, engine: OcrEngine | None = None) -> tuple[str, float, int]:
    """(text in reading order, mean word confidence 0..1, rotation applied in degrees)."""
    read = read_page(image, engine)
    return read.text, read.confidence, read.rotation


def read_page(
    image: Image.Image, engine: OcrEngine | None = None, scale: float = 1.0, numbers: OcrEngine | None = None
) -> PageRead:
    """One page image read by OCR: straightened and cleaned, then enlarged by ``scale``; its numbers read
    again by ``numbers`` (the Latin model; by default when ``engine`` is, none with another engine)."""
    return read_clean(page_cleaning.clean_page(image), engine, scale, numbers)


def read_clean(
    gray: Image.Image,
    engine: OcrEngine | None = None,
    scale: float = 1.0,
    numbers: OcrEngine | None = None,
    *,
    digits: OcrEngine | None = None,
    local: OcrEngine | None = None,
    defer_latin: bool = False,
) -> PageRead:
    """A page cleaned by ``page_cleaning.clean_page`` read by OCR, enlarged by ``scale`` first (see
    ``read_page``).

    With ``defer_latin`` the Latin model's read of the number lines (``ocr_latin``, a quarter of a page's
    time) is left out of the text and kept as the read's ``fuller``, to be paid for only when needed; so is
    the ``digits`` engine's read of the unsure figures (``ocr_digits``; by default when ``engine`` is) and the
    ``local`` engine's read of the page by local thresholds (``fuller_read``; likewise)."""
    if engine is None:
        engine = ocr_resident.engine(OCR_LANGUAGES, PAGE_PSM)
        numbers = numbers or ocr_resident.engine(NUMBER_LANGUAGES, 6)
        digits = digits or ocr_resident.engine(NUMBER_LANGUAGES, 6, ocr_digits.DIGITS)
        local = local or ocr_resident.engine(OCR_LANGUAGES, PAGE_PSM, sauvola=True)
    if scale != 1.0:
        size = (round(gray.width * scale), round(gray.height * scale))
        gray = gray.resize(size, Image.Resampling.LANCZOS)
    page, rotation, read_image = _upright_read(engine, gray)
    if numbers is None:
        return _page_read(page, rotation, scale)
    page = _codes(read_image, page, numbers)
    if not defer_latin:
        return _page_read(_numbers(read_image, page, numbers), rotation, scale)
    checked = _crops(read_image, page, numbers)
    cheap = _page_read(checked, rotation, scale)
    engines = (engine, numbers, digits, local)
    return replace(cheap, fuller=_fuller(read_image, page, checked, engines, (rotation, scale)))


def _upright_read(engine: OcrEngine, gray: Image.Image) -> tuple[OcrPage, int, Image.Image]:
    """The page's read, the degrees it was turned for it and the image read: as it lies, or turned upright
    when a poor read has the engine find it turned and the turned read is believed more."""
    page = _read(engine, gray)
    if not _poor(page):
        # Only a poor read pays for orientation detection: most pages are upright.
        return page, 0, gray
    angle = engine.orientation(gray)
    if angle:
        upright = gray.rotate(-angle, expand=True, fillcolor=255)
        turned = _read(engine, upright)
        if _credible(turned) > _credible(page):
            return turned, angle, upright
    return page, 0, gray


def _fuller(
    image: Image.Image,
    first: OcrPage,
    checked: OcrPage,
    engines: fuller_read.Engines,
    placed: tuple[int, float],
) -> Callable[[], str]:
    """The page's fuller read (``fuller_read.fuller``), laid out as ``read_clean`` lays out a read turned
    and enlarged as ``placed`` says, an engine's failure in it the reader's error as in the first read."""
    read = fuller_read.fuller(image, first, checked, engines, lambda page: _page_read(page, *placed).text)

    def guarded() -> str:
        try:
            return read()
        except OcrUnavailable as exc:
            raise ParseError("ocr_unavailable") from exc

    return guarded


def _page_read(page: OcrPage, rotation: int, scale: float) -> PageRead:
    # The words' boxes give lines, table rows and reading order; the engine's own text only when an
    # engine gives no boxes.
    text = ocr_layout.page_text(page.words) if page.words else page.text
    height = median(w.height for w in page.words) / scale if page.words else 0.0
    return PageRead(strip_marks(text), page.confidence, rotation, height)


def _poor(page: OcrPage) -> bool:
    """A read too poor to trust the page's orientation: few words, or most of them unsure. The median,
    not the mean: read as one block (psm 6), a photo's background adds a few junk words of low
    confidence that would drag the mean of an upright page down and cost it a second read."""
    return len(page.words) < 8 or median(w.confidence for w in page.words) < 0.6 or _sideways(page)


def _sideways(page: OcrPage) -> bool:
    """Whether the page seems to lie on its side: read across its lines, a page turned by 90 degrees
    gives junk words with fair confidence (a median of 0.6-0.65), but words of three letters or more
    whose boxes stand taller than wide, which upright print of any script does not give."""
    longer = [w for w in page.words if len(w.text) >= 3]
    standing = sum(w.height > w.width for w in longer)
    return bool(longer) and standing > _SIDEWAYS * len(longer)


def _credible(page: OcrPage) -> float:
    """How much of a read can be believed: the letters and digits of its fairly sure words, weighed by
    confidence. Read as one block, a page on its side still yields hundreds of one-character junk words
    (``₪``, ``=``, ``ם``), which a count of words times their mean confidence preferred to the page
    read upright."""
    return sum(w.confidence * sum(c.isalnum() for c in w.text) for w in page.words if w.confidence >= 0.6)


def _numbers(image: Image.Image, page: OcrPage, numbers: OcrEngine) -> OcrPage:
    """The page's numbers read by the Latin model: their lines' stretches, then the words still unsure."""
    return _crops(image, _latin(image, page, numbers), numbers)


def _latin(image: Image.Image, page: OcrPage, numbers: OcrEngine) -> OcrPage:
    """The numbers of the Latin model's read of the page's number lines put in place of worse reads."""
    try:
        return fuller_read.latin(image, page, numbers)
    except OcrUnavailable as exc:
        raise ParseError("ocr_unavailable") from exc


def _codes(image: Image.Image, page: OcrPage, numbers: OcrEngine) -> OcrPage:
    """The invoice number's line read by the Latin model for a code's prefix (``ocr_latin.read_codes``), and
    an ``SI`` that both models read ``$1`` told by its glyphs (``ocr_prefix``)."""
    try:
        return ocr_prefix.read_prefixes(image, ocr_latin.read_codes(image, page, numbers))
    except OcrUnavailable as exc:
        raise ParseError("ocr_unavailable") from exc


def _crops(image: Image.Image, page: OcrPage, numbers: OcrEngine) -> OcrPage:
    """Only the unsure numbers' own boxes read by the Latin model (``ocr_numbers``: one small read)."""
    try:
        return ocr_numbers.reread(image, page, numbers)
    except OcrUnavailable as exc:
        raise ParseError("ocr_unavailable") from exc


def _reread(clean: Image.Image, scale: float) -> Callable[[], str]:
    """The enlarged second read of a page already cleaned: only the enlarging and the reading are new."""
    return lambda: read_clean(clean, scale=scale).text


def _read(engine: OcrEngine, gray: Image.Image) -> OcrPage:
    try:
        return engine.read(gray)
    except OcrUnavailable as exc:
        raise ParseError("ocr_unavailable") from exc
