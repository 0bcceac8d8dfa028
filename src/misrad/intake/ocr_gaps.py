"""Print the page's first read left out, found as ink no sure word covers and read again on its own.

Read as one block of lines (``parsing.PAGE_PSM``), a page whose lines differ in size and style (a
receipt book's printed form filled in by hand: a handwritten date, rows and totals beside small printed
labels) loses whole lines: Tesseract fits its lines to the print it finds first, and a line that does not
fit them comes back as nothing, or as a few junk words of no confidence (``ormnem``, ``|))]``). On the
shared corpus's receipts the date, a row and the totals' labels were missing from the text altogether;
the same stretch of ink cut out and read alone comes back whole.

So the ink no fairly sure word's box covers is gathered into stretches the height of a line of print
(each a run of marks smeared along the line), and those stretches are read on their own, stacked on one
sheet (one read, as ``ocr_numbers`` stacks its crops). Their words join the page's words with lines of
their own, in the page's pixels, and the first read's unsure words they lie over give way to them. A
stretch much taller than print (a signature, a stamp, a logo) or too faint to be print is not read. Only a
document whose cheap read fails its checks pays for this (the page's fuller read, ``fuller_read``).
"""

from __future__ import annotations

from dataclasses import replace
from statistics import median

import numpy as np
from PIL import Image
from scipy import ndimage

from misrad.intake.ocr import OcrEngine, OcrPage, OcrWord
from misrad.intake.ocr_numbers import read_sheets
from misrad.intake.ocr_page import otsu

# A word this sure covers its ink; below it, the ink is read again and the word gives way to that read.
SURE = 0.6
_PAD = 0.2  # round a sure word's box, in print heights: its ink's anti-aliased edge
_SMEAR_ALONG = (
    2.5  # marks this many print heights apart along a line belong to one stretch (a label and its value)
)
_SMEAR_ACROSS = 0.15
# A stretch of print is this tall (in print heights), at least this wide, and this share of it is ink.
_LOWEST, _TALLEST = 0.6, 2.5
_NARROWEST = 1.2
_INKED = 0.05
_MOST = 40  # stretches read on one page at most: a photo's desk read as print costs no more than this
_DARKEST_INK = 160  # ink is darker than Otsu's level and than this (a shadow's grey is not ink)
_KEPT = 0.5  # a stretch's word surer than this joins the page
_LINE_BASE = 10_000  # the stretches' words' line numbers start here, after any the engine gives


def stretches(gray: Image.Image, words: list[OcrWord]) -> list[OcrWord]:
    """The page's stretches of print no sure word covers, as boxes (words without text), most ink first."""
    sure = [w for w in words if w.confidence >= SURE]
    if not sure:
        return []
    height = median(w.height for w in sure)
    values = np.asarray(gray)
    ink = values <= min(otsu(values[::2, ::2]), _DARKEST_INK)
    pad = round(height * _PAD)
    for word in sure:
        ink[
            max(0, word.top - pad) : word.top + word.height + pad,
            max(0, word.left - pad) : word.left + word.width + pad,
        ] = False
    along, across = max(3, round(height * _SMEAR_ALONG)), max(1, round(height * _SMEAR_ACROSS))
    smeared = ndimage.maximum_filter1d(ndimage.maximum_filter1d(ink, along, axis=1), across, axis=0)
    labels, _count = ndimage.label(smeared)
    found: list[tuple[int, OcrWord]] = []
    for index, box in enumerate(ndimage.find_objects(labels), start=1):
        top, bottom, left, right = box[0].start, box[0].stop, box[1].start, box[1].stop
        tall, wide = bottom - top, right - left
        if not _LOWEST * height <= tall <= _TALLEST * height or wide < _NARROWEST * height:
            continue
        marks = int((ink[box] & (labels[box] == index)).sum())
        if marks >= _INKED * tall * wide:
            found.append((marks, OcrWord("", left, top, wide, tall, 0.0)))
    found.sort(key=lambda item: -item[0])
    return [box for _marks, box in found[:_MOST]]


def fill(gray: Image.Image, page: OcrPage, engine: OcrEngine) -> OcrPage:
    """``page`` with the print its read left out read again by ``engine`` (the page's own model); the
    same page when it left nothing out."""
    boxes = stretches(gray, page.words)
    if not boxes:
        return page
    added: list[OcrWord] = []
    read: set[int] = set()
    for word, crop in read_sheets(gray, boxes, list(range(len(boxes))), engine):
        if word.confidence < _KEPT or not any(c.isalnum() for c in word.text):
            continue
        read.add(crop.index)
        left = crop.origin[0] + word.left - crop.left
        top = crop.origin[1] + word.top - crop.top
        line = (_LINE_BASE + crop.index, word.line[1], word.line[2])
        added.append(replace(word, left=left, top=top, line=line))
    if not added:
        return page
    kept = [w for w in page.words if w.confidence >= SURE or not any(_over(boxes[i], w) for i in read)]
    return OcrPage(page.text, [*kept, *added])


def _over(box: OcrWord, word: OcrWord) -> bool:
    """Whether most of ``word`` lies inside the stretch ``box``."""
    across = max(0, min(box.left + box.width, word.left + word.width) - max(box.left, word.left))
    down = max(0, min(box.top + box.height, word.top + word.height) - max(box.top, word.top))
    return across * down >= 0.5 * max(1, word.width * word.height)
