"""The fuller read of a scanned page: the costlier passes its first read leaves for later.

A page is first read cheaply (``parsing.read_clean`` with ``defer_latin``): the page's model, the invoice
number's line and the unsure numbers' own boxes read by the Latin model. The passes after that cost more
and pay off only on a document whose cheap read fails the invoice's own rules (``read_checks``), so they
are kept as one call, made by ``second_read.escalated_read`` for such a document alone: the Latin model's
read of the number lines (``ocr_latin``); that read again with the print the first read left out read on
its own (``ocr_gaps``); the read kept with its unsure figures read digits only (``ocr_digits``); and that
read with some of those figures read as other digits the engine weighed close behind, as the page's
arithmetic proposes (``ocr_choices``). The last three may read a stamp or a heading as well as the print
that was missing, or make sums hold by chance, so each is kept only when the invoice then fails fewer of its
rules and none the read before held (``second_read.filled_if_better``).

The passes raise ``OcrUnavailable`` as the engines do; the reader turns it into its own error.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PIL import Image

from misrad.intake import ocr_choices, ocr_digits, ocr_gaps, ocr_latin, ocr_numbers, second_read
from misrad.intake.ocr import ChoiceEngine, OcrEngine, OcrPage

# The page's model, the Latin one, and the one that reads digits only (None: no digits read).
Engines = tuple[OcrEngine, OcrEngine, ChoiceEngine | None]


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
        digits = engines[2]
        if digits is None:
            return kept
        chosen = done if kept == plain else filled() or done
        reread = functools.cache(lambda: ocr_digits.reread(image, chosen, digits))
        return _digits_kept(kept, chosen, reread, text)

    return read


def latin(image: Image.Image, page: OcrPage, numbers: OcrEngine) -> OcrPage:
    """The numbers of the Latin model's read of the page's number lines put in place of worse reads."""
    return ocr_latin.merge(page, ocr_latin.read_numbers(image, page, numbers))


def _text_of(page: OcrPage | None, text: Callable[[OcrPage], str]) -> str | None:
    return None if page is None else text(page)


def _digits_kept(
    kept: str,
    page: OcrPage,
    reread: Callable[[], tuple[OcrPage, list[OcrPage]]],
    text: Callable[[OcrPage], str],
) -> str:
    """``kept``, or ``page`` (the read it was laid out from) with its unsure figures read digits only, or
    that read with figures the arithmetic chose among the digits the engine weighed (``reread``:
    ``ocr_digits.reread`` of ``page``), each kept when the invoice then fails fewer of its rules than the
    read kept so far. ``reread`` is called only when ``kept`` fails one."""

    def digits() -> str | None:
        again, _proposals = reread()
        return None if again is page else text(again)

    kept = second_read.filled_if_better(kept, digits)
    for index in range(ocr_choices.PROPOSALS):
        kept = second_read.filled_if_better(kept, functools.partial(_proposal, reread, index, text))
    return kept


def _proposal(
    reread: Callable[[], tuple[OcrPage, list[OcrPage]]], index: int, text: Callable[[OcrPage], str]
) -> str | None:
    """The text of the ``index``-th read the arithmetic proposed (``_digits_kept``), None past the last."""
    proposals = reread()[1]
    return text(proposals[index]) if index < len(proposals) else None
