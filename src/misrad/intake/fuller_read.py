"""The fuller read of a scanned page: the costlier passes its first read leaves for later.

A page is first read cheaply (``parsing.read_clean`` with ``defer_latin``): the page's model, the invoice
number's line and the unsure numbers' own boxes read by the Latin model. The passes after that cost more
and pay off only on a document whose cheap read fails the invoice's own rules (``read_checks``), so they
are kept as one call, made by ``second_read.escalated_read`` for such a document alone: the Latin model's
read of the number lines (``ocr_latin``); that read again with the print the first read left out read on
its own (``ocr_gaps``); a registration number whose check digit fails read again enlarged (``ocr_ids``);
the read kept with its unsure figures read digits only (``ocr_digits``); and, last, the whole page read again
with ink told from paper by local thresholds (Sauvola's, Tesseract's ``thresholding_method`` 2) instead of
one level for the page: on a photo lit unevenly or blurred, one level breaks some print up that local ones
keep. The last four may read a stamp or a heading as well as the print that was missing, or a wrong number
whose check digit holds by chance, so each is kept only when the invoice then fails fewer of its rules and
none the read before held (``second_read.filled_if_better``).

The passes raise ``OcrUnavailable`` as the engines do; the reader turns it into its own error.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PIL import Image

from misrad.intake import ocr_digits, ocr_gaps, ocr_ids, ocr_latin, ocr_numbers, second_read
from misrad.intake.ocr import OcrEngine, OcrPage

# The page's model, the Latin one, the one that reads digits only (None: no digits read), and the page's
# model telling ink from paper by local thresholds (None: no such read).
Engines = tuple[OcrEngine, OcrEngine, OcrEngine | None, OcrEngine | None]


def fuller(
    image: Image.Image, first: OcrPage, checked: OcrPage, engines: Engines, text: Callable[[OcrPage], str]
) -> Callable[[], str]:
    """The call that finishes ``first`` (the first read) as a read without ``defer_latin`` would have;
    that read again with the print it left out read on its own, kept when it holds more of the invoice's
    rules; and the read kept with its unsure figures read digits only (when ``engines`` has a digits
    engine), kept on the same terms. ``checked`` is the cheap read (``first`` with its number crops read):
    when the Latin read replaces none of ``first``'s words, the crops' read would be the same words on the
    same sheet, so it is kept. ``text`` lays a read out as the page's text."""

    def finish(page: OcrPage) -> OcrPage:
        merged = latin(image, page, engines[1])
        return checked if merged.words == first.words else ocr_numbers.reread(image, merged, engines[1])

    @functools.cache
    def filled() -> OcrPage | None:
        page = ocr_gaps.fill(image, first, engines[0])
        return None if page is first else finish(page)

    def read() -> str:
        done = finish(first)
        plain = text(done)
        kept = second_read.filled_if_better(plain, lambda: _text_of(filled(), text))
        if engines[2] is not None:
            chosen = done if kept == plain else filled() or done
            ids = ocr_ids.reread(image, chosen, engines[2])
            if ids is not chosen:
                again = second_read.filled_if_better(kept, lambda: text(ids))
                chosen, kept = (ids, again) if again != kept else (chosen, kept)
            kept = second_read.filled_if_better(kept, lambda: _digits_text(image, chosen, engines[2], text))
        if engines[3] is None:
            return kept
        return second_read.filled_if_better(kept, lambda: text(_by_local_thresholds(image, engines)))

    return read


def latin(image: Image.Image, page: OcrPage, numbers: OcrEngine) -> OcrPage:
    """The numbers of the Latin model's read of the page's number lines put in place of worse reads."""
    return ocr_latin.merge(page, ocr_latin.read_numbers(image, page, numbers))


def _by_local_thresholds(image: Image.Image, engines: Engines) -> OcrPage:
    """The page read again by its model with ink told from paper by its surroundings (Sauvola's local
    thresholds, ``engines[3]``), its numbers read by the Latin model as the first read's are."""
    assert engines[3] is not None
    page = engines[3].read(image)
    return ocr_numbers.reread(image, latin(image, page, engines[1]), engines[1])


def _text_of(page: OcrPage | None, text: Callable[[OcrPage], str]) -> str | None:
    return None if page is None else text(page)


def _digits_text(
    image: Image.Image, page: OcrPage, digits: OcrEngine | None, text: Callable[[OcrPage], str]
) -> str | None:
    """``page``'s text with its unsure figures read digits only (``ocr_digits``); None when that changes
    none of them."""
    if digits is None:
        return None
    again = ocr_digits.reread(image, page, digits)
    return None if again is page else text(again)
