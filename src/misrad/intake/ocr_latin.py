"""Numbers taken from a second read of the whole page by the Latin model, where the Hebrew read lost them.

The Hebrew model (read first in ``heb+eng``) not only misreads digits (``ocr_numbers``): in a Hebrew line it
often reads only the tail of a number and gives it a box that holds only that tail (``2025-01-30`` beside
``תאריך`` comes back as ``0`` in a box a third as wide). A second read of that box alone cannot find the
rest, which lies outside it. Read by the Latin model (``eng``) the line keeps the number whole, with its
true box. So every line that came back with a digit is read once more by the Latin model, from a little
before its first number to a little after its last (the stretches stacked on one sheet, one read: the
whole page read again cost some 60% of the first read), and each number of that read replaces the
Hebrew read's words it lies over, when those words hold no Hebrew and the Latin number is the better read
(it fills its box where they did not, or it is clearly surer). Hebrew words are never touched, and the
Hebrew read's line and reading order are kept: a replaced number takes the place of its first word.

One exception for Hebrew: beside an invoice number's label, the Hebrew model garbles a code's Latin prefix
(``CT-5545`` read ``5545-ד6``, ``IN2500169`` read ``12500169``). There the Latin read's code is taken over
the Hebrew read's word, letters and all, when the two agree on the digits: the Latin digits all appear in
the Hebrew read, at one end of it, and its extra digits are no more than the prefix's letters it lost.
"""

from __future__ import annotations

import re
from dataclasses import replace
from statistics import median

from PIL import Image

from misrad.intake.extract.labels import L_INVOICE_NO
from misrad.intake.ocr import OcrEngine, OcrPage, OcrWord
from misrad.intake.ocr_numbers import CODE, agrees, better, read_sheets

_DIGIT = re.compile(r"\d")
_HEBREW = re.compile("[\u05d0-\u05ea]")
_LETTER = re.compile("[A-Za-z]")
# Direction marks OCR's text carries beside a Latin run in a Hebrew line.
_MARKS = "\u200e\u200f"
# The Latin read's numbers surer than this are considered at all: below it, it is guessing at a stamp or
# a signature as much as the Hebrew read was.
_MIN_CONFIDENCE = 0.5
# A Hebrew read's word lies under a Latin number when this share of its width and of the shorter height
# overlaps it.
_OVERLAP = 0.5
# A line's stretch reaches this many word heights past its first and last number: the Hebrew read's box
# of a cut-short number can lie that far from where the number starts.
_REACH = 6.0


def _overlap(start_a: int, size_a: int, start_b: int, size_b: int) -> int:
    return max(0, min(start_a + size_a, start_b + size_b) - max(start_a, start_b))


def under(number: OcrWord, word: OcrWord) -> bool:
    """Whether ``word`` (of the Hebrew read) lies under ``number`` (of the Latin read)."""
    across = _overlap(number.left, number.width, word.left, word.width)
    down = _overlap(number.top, number.height, word.top, word.height)
    shorter = min(word.height, number.height)
    return across >= _OVERLAP * max(1, word.width) and down >= _OVERLAP * max(1, shorter)


def _latin(word: OcrWord) -> bool:
    return not _HEBREW.search(word.text)


def merge(page: OcrPage, latin: OcrPage) -> OcrPage:
    """``page`` (the Hebrew-first read) with its numbers taken from ``latin`` where those read better."""
    words: list[OcrWord | None] = list(page.words)
    for number in latin.words:
        if number.confidence < _MIN_CONFIDENCE or not _DIGIT.search(number.text):
            continue
        # Hebrew words stay, even one whose box reaches over the number (the Hebrew model at times
        # stretches a word's box over the digits beside it).
        covered = [(i, w) for i, w in enumerate(words) if w is not None and _latin(w) and under(number, w)]
        if _take_code(number, words):
            continue
        if not covered:
            continue
        joined = " ".join(w.text for _, w in covered)
        # Judged in the Latin number's box: how much of the printed number each read accounts for.
        hebrew = replace(number, text=joined, confidence=min(w.confidence for _, w in covered))
        if joined == number.text or not better(hebrew, number.text, number.confidence):
            continue
        words[covered[0][0]] = replace(number, line=covered[0][1].line)
        for i, _ in covered[1:]:
            words[i] = None
    return OcrPage(text=page.text, words=[w for w in words if w is not None])


def merge_codes(page: OcrPage, latin: OcrPage) -> OcrPage:
    """``page`` with only its invoice numbers' codes taken from ``latin`` (see the module's note)."""
    words: list[OcrWord | None] = list(page.words)
    for number in latin.words:
        if number.confidence >= _MIN_CONFIDENCE:
            _take_code(number, words)
    return OcrPage(text=page.text, words=[w for w in words if w is not None])


def read_codes(image: Image.Image, page: OcrPage, engine: OcrEngine) -> OcrPage:
    """``page`` with its invoice numbers' codes read by the Latin model: only the lines that carry an
    invoice number's label are read (a line or two; the number lines' read waits for a doubt, and a
    prefix read as a digit, ``IN2500169`` as ``12500169``, raises none)."""
    texts: dict[tuple[int, int, int], list[str]] = {}
    for word in page.words:
        texts.setdefault(word.line, []).append(word.text)
    # A line whose number already reads as a code has nothing for this read to put right.
    lines = {
        line
        for line, text in texts.items()
        if L_INVOICE_NO.search(" ".join(text)) and not any(CODE.fullmatch(t.strip(_MARKS)) for t in text)
    }
    labelled = [w for w in page.words if w.line in lines]
    if not labelled:
        return page
    return merge_codes(page, read_numbers(image, OcrPage("", labelled), engine))


def _take_code(number: OcrWord, words: list[OcrWord | None]) -> bool:
    """Put ``number`` in place of the words it replaces as an invoice number's code; whether it did."""
    code = _labelled_code(number, words)
    if not code:
        return False
    words[code[0][0]] = replace(number, line=code[0][1].line)
    for i, _ in code[1:]:
        words[i] = None
    return True


def _labelled_code(number: OcrWord, words: list[OcrWord | None]) -> list[tuple[int, OcrWord]]:
    """The Hebrew read's words that the Latin read's ``number`` replaces as an invoice number's code (see the
    module's note), or none: ``number`` must be a Latin-prefixed code, over words holding digits on a line
    that carries an invoice number's label, and agree with their digits."""
    code = CODE.fullmatch(number.text)
    if code is None:
        return []
    covered = [
        (i, w) for i, w in enumerate(words) if w is not None and _DIGIT.search(w.text) and under(number, w)
    ]
    if not covered:
        return []
    line = " ".join(w.text for w in words if w is not None and w.line == covered[0][1].line)
    if not L_INVOICE_NO.search(line):
        return []
    read = "".join(w.text for _, w in covered)
    # A read with Latin letters of its own kept its prefix: its extra digits are ones the Latin read lost.
    return covered if not _LETTER.search(read) and agrees(code, read) else []


def stretches(words: list[OcrWord]) -> list[OcrWord]:
    """For every line with a number, the box from a little before its first number to a little after its
    last (as a word without text), widened to take whole any word of the line it would cut: the Hebrew
    read's box of a label often covers the first digits of the number beside it, and a stretch that
    starts inside it hands the Latin read half a letter and those digits ("2025-04-24" read "925-04-24")."""
    lines: dict[tuple[int, int, int], list[OcrWord]] = {}
    for word in words:
        lines.setdefault(word.line, []).append(word)
    found = []
    for line, members in lines.items():
        numbers = [w for w in members if _DIGIT.search(w.text)]
        if not numbers:
            continue
        reach = round(_REACH * median(w.height for w in numbers))
        left = max(0, min(w.left for w in numbers) - reach)
        right = max(w.left + w.width for w in numbers) + reach
        left = min([left, *(w.left for w in members if w.left < left < w.left + w.width)])
        right = max([right, *(w.left + w.width for w in members if w.left < right < w.left + w.width)])
        top = min(w.top for w in numbers)
        bottom = max(w.top + w.height for w in numbers)
        found.append(OcrWord("", left, top, right - left, bottom - top, 0.0, line))
    return found


def read_numbers(image: Image.Image, page: OcrPage, engine: OcrEngine) -> OcrPage:
    """The Latin model's read of the stretches of ``page``'s lines that hold numbers, in page pixels."""
    boxes = within_bounds(stretches(page.words), page.words, image.size)
    if not boxes:
        return OcrPage("", [])
    found = []
    for word, crop in read_sheets(image, boxes, list(range(len(boxes))), engine):
        left = word.left - crop.left + crop.origin[0]
        found.append(replace(word, left=left, top=word.top - crop.top + crop.origin[1]))
    return OcrPage("", found)


# A stretch taller than this many times the page's print is no line of print: a shadow's or a table's
# marks that the engine read as words of a metre high.
_TALLEST_LINE = 3.0
# The stretches read take at most this share of the page: a page of print holds its numbers in a tenth of
# it or so, while junk read in a shadow had stretches of twice the page's area, which cost minutes a page.
_MOST_OF_PAGE = 0.5


def within_bounds(boxes: list[OcrWord], words: list[OcrWord], size: tuple[int, int]) -> list[OcrWord]:
    """``boxes`` of a height print can have, in page order until they cover ``_MOST_OF_PAGE`` of it:
    the Latin read's cost bounded by the page's size, whatever junk the first read found."""
    sure = [w.height for w in words if w.confidence >= _MIN_CONFIDENCE and len(w.text) > 1]
    if not sure:
        return []
    tallest = _TALLEST_LINE * median(sure)
    room, kept = _MOST_OF_PAGE * size[0] * size[1], []
    for box in sorted((b for b in boxes if b.height <= tallest), key=lambda b: (b.top, b.left)):
        room -= box.width * box.height
        if room < 0:
            break
        kept.append(box)
    return kept
