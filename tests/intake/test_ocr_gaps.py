"""Print the page's first read left out, read again (``ocr_gaps``): on generated pages with a fake engine.

A receipt book's handwritten lines (the date, a row, the totals) were missing from the first read of the
shared corpus's receipts altogether, or came back as a few junk words of no confidence; read on their own
they come back whole. These pages stand for that: blocks of ink where print is, and an engine that reads
the page with one printed line missing and reads that line when it is given alone.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from misrad.intake import parsing
from misrad.intake.ocr import OcrPage, OcrUnavailable, OcrWord

_SIZE = (1200, 700)
_HEIGHT = 30  # the print's height in pixels, as the engine's boxes give it


def _page(lines: list[tuple[int, list[tuple[int, int]]]]) -> Image.Image:
    """A white page with a block of ink for each word: ``lines`` of (top, [(left, width), ...])."""
    image = Image.new("L", _SIZE, 255)
    draw = ImageDraw.Draw(image)
    for top, words in lines:
        for left, width in words:
            # Strokes, not a solid block: print is some ink on paper, a filled bar is not print.
            for x in range(left, left + width, 6):
                draw.rectangle((x, top, x + 2, top + _HEIGHT), fill=20)
    return image


def _word(text: str, left: int, top: int, width: int, confidence: float, line: int) -> OcrWord:
    return OcrWord(text, left, top, width, _HEIGHT, confidence, (1, 1, line))


# Three printed lines: the supplier's name, the date beside its label, the total beside its label.
_NAME = (100, [(700, 300)])
_DATE = (300, [(500, 180), (700, 120)])  # one stretch: 20 pixels apart
_TOTAL = (500, [(300, 150), (900, 100)])
_FIRST_READ = [
    _word("מיזוג הצפון", 700, 100, 300, 0.93, 1),
    _word('סה"כ', 900, 500, 100, 0.92, 3),
    _word("2006.00", 300, 500, 150, 0.95, 3),
]


class _MissingLineEngine:
    """Reads the whole page as ``first`` (the date's line missing, or read as ``junk``), and any smaller
    image (a sheet of the page's unread stretches) as the date's line, placed where the sheet's first
    stretch is (its crop pasted a little in from the sheet's corner)."""

    def __init__(self, first: list[OcrWord]) -> None:
        self.first = first
        self.sheets: list[tuple[int, int]] = []

    def read(self, image: Image.Image) -> OcrPage:
        if image.size == _SIZE:
            return OcrPage("", list(self.first))
        self.sheets.append(image.size)
        return OcrPage("", [OcrWord("תאריך: 20/05/2025", 30, 30, 200, _HEIGHT, 0.9, (1, 1, 1))])

    def orientation(self, image: Image.Image) -> int:
        return 0


class _NoNumbers:
    """A Latin model that finds nothing better: the Hebrew read's words stay as they are."""

    def read(self, image: Image.Image) -> OcrPage:
        return OcrPage("", [])

    def orientation(self, image: Image.Image) -> int:
        return 0


def _fuller_text(first: list[OcrWord], lines: list[tuple[int, list[tuple[int, int]]]]) -> tuple[str, str]:
    engine = _MissingLineEngine(first)
    read = parsing.read_clean(_page(lines), engine, numbers=_NoNumbers(), defer_latin=True)
    assert read.fuller is not None
    return read.text, read.fuller()


def test_a_printed_line_the_first_read_left_out_is_read_in_the_fuller_read() -> None:
    cheap, fuller = _fuller_text(_FIRST_READ, [_NAME, _DATE, _TOTAL])
    assert "20/05/2025" not in cheap  # the cheap read (a document that holds its checks) pays nothing
    lines = fuller.splitlines()
    dated = next(i for i, line in enumerate(lines) if "20/05/2025" in line)
    # In its place on the page: under the name, above the total.
    assert "מיזוג" in "".join(lines[:dated]) and "2006.00" in "".join(lines[dated + 1 :])


def test_junk_the_first_read_made_of_that_line_gives_way_to_the_line_read_alone() -> None:
    junk = [_word("ormnem", 500, 300, 180, 0.05, 2), _word("|))]", 700, 300, 120, 0.1, 2)]
    _cheap, fuller = _fuller_text([*_FIRST_READ, *junk], [_NAME, _DATE, _TOTAL])
    assert "20/05/2025" in fuller
    assert "ormnem" not in fuller and "|))]" not in fuller


def test_a_page_read_whole_costs_no_further_read() -> None:
    date = [_word("תאריך:", 700, 300, 120, 0.9, 2), _word("20/05/2025", 500, 300, 180, 0.9, 2)]
    engine = _MissingLineEngine([*_FIRST_READ, *date])
    read = parsing.read_clean(_page([_NAME, _DATE, _TOTAL]), engine, numbers=_NoNumbers(), defer_latin=True)
    assert read.fuller is not None and "20/05/2025" in read.fuller()
    assert engine.sheets == []


def test_a_signature_or_stamp_taller_than_the_print_is_not_read_as_a_line() -> None:
    image = _page([_NAME, _TOTAL])
    ImageDraw.Draw(image).ellipse((400, 230, 700, 420), outline=20, width=4)  # a stamp, six lines tall
    engine = _MissingLineEngine(_FIRST_READ)
    read = parsing.read_clean(image, engine, numbers=_NoNumbers(), defer_latin=True)
    assert read.fuller is not None and "20/05/2025" not in read.fuller()
    assert engine.sheets == []


class _FailingSheetEngine(_MissingLineEngine):
    """Reads the whole page, then finds Tesseract gone when it is given the sheet of unread stretches."""

    def read(self, image: Image.Image) -> OcrPage:
        if image.size == _SIZE:
            return super().read(image)
        raise OcrUnavailable("tesseract went away")


def test_an_engine_failing_in_the_fuller_read_is_the_readers_ocr_unavailable() -> None:
    # The child reports ``ocr_unavailable`` (retried later), not ``parse_failed`` (a damaged file).
    engine = _FailingSheetEngine(_FIRST_READ)
    read = parsing.read_clean(_page([_NAME, _DATE, _TOTAL]), engine, numbers=_NoNumbers(), defer_latin=True)
    assert read.fuller is not None
    with pytest.raises(parsing.ParseError) as failed:
        read.fuller()
    assert failed.value.code == "ocr_unavailable"
