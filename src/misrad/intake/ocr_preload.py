"""Imported by the reader's fork server (``reader._preload``): Tesseract's models loaded once, before any
reader child is forked, so that each child reads with them already in memory (``ocr_resident``)."""

from __future__ import annotations

from misrad.intake import ocr_digits, ocr_resident, parsing

for _languages, _psm in ((parsing.OCR_LANGUAGES, parsing.PAGE_PSM), (parsing.NUMBER_LANGUAGES, 6)):
    ocr_resident.engine(_languages, _psm)
# The digits-only read of a document whose checks fail (``ocr_digits``).
ocr_resident.engine(parsing.NUMBER_LANGUAGES, 6, ocr_digits.DIGITS)
# The read by local thresholds of a document whose fuller read still fails (``fuller_read``).
ocr_resident.engine(parsing.OCR_LANGUAGES, parsing.PAGE_PSM, sauvola=True)
