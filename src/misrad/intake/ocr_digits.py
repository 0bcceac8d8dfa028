"""Unsure numbers read again by an engine that may answer only digits and a figure's separators.

A handwritten or worn figure read with the page's models comes back with a letter or a symbol for one of
its digits (``£00.00`` for ``600.00``) or with a wrong digit the engine is unsure of (``490.00`` for
``690.00``, a receipt book's handwritten 6); the Latin model's read of the same crop (``ocr_numbers``)
makes the same choice, since its choice among all the letters it knows is the same. Told it may read
nothing but digits and separators (``tessedit_char_whitelist``), the Latin model picks the digit the
stroke is most like; on the shared corpus's receipts that read the amounts and the supplier's id right
where the page's read had them wrong. Since such a read may also make a figure of a stroke or a stamp,
its words are never taken on their own say: ``fuller_read`` keeps a page so read only when the invoice then
fails fewer of its rules and none it held (``second_read.filled_if_better``), and only a document whose
reads fail their checks pays for it (one more read of a sheet of crops, ``ocr_numbers.reads_by_word``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from PIL import Image

from misrad.intake.ocr import OcrEngine, OcrPage, OcrWord
from misrad.intake.ocr_numbers import reads_by_word

# What the digits-only engine may read: digits and what joins them in amounts, dates, ids and phones.
DIGITS = "0123456789.,/-:"
# A word read surer than this is not read again (as ``ocr_numbers``: the Latin model's reads hold there).
_SURE = 0.9
_DIGIT = re.compile(r"\d")
# Separators a figure keeps in place whatever its digits; a decimal comma and point are one.
_SEPARATORS = {".": ".", ",": ".", "/": "/", "-": "-", ":": ":"}
# A word with Hebrew letters in it is a label with its figure, or Hebrew misread: read digits only, the
# letters would be lost.
_HEBREW = re.compile(r"[\u05d0-\u05ea]")


def candidates(words: list[OcrWord]) -> list[int]:
    """Indexes of the words to read again digits only: unsure, with a digit and no Hebrew letter."""
    return [
        index
        for index, word in enumerate(words)
        if word.confidence < _SURE and _DIGIT.search(word.text) and not _HEBREW.search(word.text)
    ]


def reread(image: Image.Image, page: OcrPage, engine: OcrEngine) -> OcrPage:
    """``page`` with its unsure numbers as ``engine`` (digits only) reads their crops; ``page`` itself when
    that changes none. A crop read as nothing, or as another shape of figure (``same_shape``), leaves its
    word as it was."""
    picks = candidates(page.words)
    if not picks:
        return page
    words = list(page.words)
    for index, read in reads_by_word(image, page.words, picks, engine).items():
        # One word in the page's read: pieces the digits read split it into are one figure again.
        text = "".join(w.text for w in read)
        if text != words[index].text and same_shape(words[index].text, text):
            words[index] = replace(words[index], text=text, confidence=min(w.confidence for w in read))
    return page if words == page.words else OcrPage(page.text, words)


def same_shape(first: str, again: str) -> bool:
    """Whether ``again`` (a digits-only read, with a digit) is ``first`` with some characters read as other
    digits, each in its place: as long, its separators where ``first`` has them. A read that drops or adds
    a character or moves a separator (``17.00`` read ``1700``) misread the figure's shape, and the page's
    read of that is the likelier; a digit for a digit, a letter or a symbol (``£00.00``) is what the
    digits-only read is for."""
    if len(first) != len(again) or not _DIGIT.search(again):
        return False
    return [_SEPARATORS.get(c, "0") for c in first] == [_SEPARATORS.get(c, "0") for c in again]
