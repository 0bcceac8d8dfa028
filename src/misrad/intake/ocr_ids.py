"""A registration number whose check digit fails, read again from its own crop enlarged.

An Israeli company's or dealer's number (``ח.פ.``, ``עוסק מורשה``) has nine digits, the last a check digit.
OCR of small print on a photo or a scan misreads one of them (``51-388797-0`` for ``51-388797-6``), the
number no longer holds, and the extraction, which takes only ids that hold, loses the supplier's id. Read
again from its own crop enlarged (Tesseract reads best with characters some 30 pixels tall; the page's read
and ``ocr_digits``' crops are at the page's size), by the engine that may read only digits and separators,
the print comes back right more often, and the check digit judges the read: it is taken only with nine
digits, its separators where the first read had them (``ocr_digits.same_shape``), and its check digit
holding. One wrong read in ten passes the check by chance, so the page so read is kept only when the invoice
then fails fewer of its rules and none it held (``second_read.filled_if_better``, in ``fuller_read``), and
only a document whose reads fail their checks pays for it (a small read for each such number).
"""

from __future__ import annotations

import re
from dataclasses import replace

from PIL import Image

from misrad.intake.extract.values import valid_tax_id
from misrad.intake.ocr import OcrEngine, OcrPage, OcrWord
from misrad.intake.ocr_digits import same_shape
from misrad.intake.ocr_numbers import padded_box

# How much a number's crop is enlarged: small print some 12-16 pixels tall comes to 24-32.
SCALE = 2.0
_PAD = 0.5  # white round the crop, in the word's heights
# A number of nine digits, dashes or dots between them (``51-388797-0``, ``514352707``), and whatever
# marks OCR glued to its ends.
_NUMBER = re.compile(r"(?<![\d.,\-])\d(?:[-.]?\d){8}(?![\d]|[.,\-]\d)")
# A landline's shape, nine digits too (``03-9345500``): an area code, a dash.
_PHONE = re.compile(r"0\d{1,2}-")


def _number(text: str) -> re.Match[str] | None:
    return _NUMBER.search(text)


def candidates(words: list[OcrWord]) -> list[int]:
    """Indexes of the words holding a nine-digit number whose check digit fails."""
    picks = []
    for index, word in enumerate(words):
        found = _number(word.text)
        if found and not _PHONE.match(found.group()) and not valid_tax_id(re.sub(r"\D", "", found.group())):
            picks.append(index)
    return picks


def reread(image: Image.Image, page: OcrPage, engine: OcrEngine) -> OcrPage:
    """``page`` with its failing numbers as ``engine`` reads their crops enlarged, where that read holds its
    check digit in the same shape; ``page`` itself when none does."""
    words = list(page.words)
    for index in candidates(words):
        again = _read_enlarged(image, words[index], engine)
        if again is not None:
            words[index] = again
    return page if words == page.words else OcrPage(page.text, words)


def _read_enlarged(image: Image.Image, word: OcrWord, engine: OcrEngine) -> OcrWord | None:
    """``word`` with its number as ``engine`` reads its crop enlarged, or None when that read is not a
    number of the same shape whose check digit holds."""
    box = padded_box(image, word, _PAD)
    pad = max(2, round(word.height * _PAD))
    crop = image.crop(box).convert("L")
    crop = crop.resize((round(crop.width * SCALE), round(crop.height * SCALE)), Image.Resampling.LANCZOS)
    margin = round(pad * SCALE)
    sheet = Image.new("L", (crop.width + 2 * margin, crop.height + 2 * margin), 255)
    sheet.paste(crop, (margin, margin))
    read = "".join(w.text for w in sorted(engine.read(sheet).words, key=lambda w: w.left))
    first = _number(word.text)
    digits = None if first is None else _holding(first.group(), read)
    if first is None or digits is None:
        return None
    return replace(word, text=word.text[: first.start()] + digits + word.text[first.end() :])


def _holding(first: str, read: str) -> str | None:
    """The stretch of ``read`` in ``first``'s shape whose check digit holds, if one is: the crop may hold
    marks the page's read glued to the number (``51-388797-0 On``), read as a separator and digits too
    (``51-388797-6.4``)."""
    for start in range(len(read) - len(first) + 1):
        stretch, end = read[start : start + len(first)], start + len(first)
        # A whole number: no digit joined to it either side (``51-388797-66`` is another shape).
        joined = (start > 0 and read[start - 1].isdigit()) or (end < len(read) and read[end].isdigit())
        if not joined and same_shape(first, stretch) and valid_tax_id(re.sub(r"\D", "", stretch)):
            return stretch
    return None
