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

from misrad.intake import ocr_choices, ocr_numbers
from misrad.intake.ocr import ChoiceEngine, ChoiceWord, OcrPage, OcrWord

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


def reread(image: Image.Image, page: OcrPage, engine: ChoiceEngine) -> tuple[OcrPage, list[OcrPage]]:
    """``page`` with its unsure numbers as ``engine`` (digits only) reads their crops (``page`` itself when
    that changes none), and that read with some such figures read as the page's arithmetic chooses among
    the digits the engine weighed (``ocr_choices.proposals``, likeliest first). A crop read as nothing, or
    as another shape of figure (``same_shape``), leaves its word as it was."""
    picks = candidates(page.words)
    if not picks:
        return page, []
    words = list(page.words)
    figures: dict[int, list[tuple[str, float]]] = {}
    for index, read in read_figures(image, page.words, picks, engine).items():
        first = words[index].text
        if read.word.text != first and same_shape(first, read.word.text):
            words[index] = replace(words[index], text=read.word.text, confidence=read.word.confidence)
        options = [(t, cost) for t, cost in ocr_choices.readings(read) if same_shape(first, t)]
        figures[index] = [(words[index].text, 0.0), *(o for o in options if o[0] != words[index].text)]
    digits = page if words == page.words else OcrPage(page.text, words)
    return digits, [OcrPage(page.text, chosen) for chosen in ocr_choices.proposals(words, figures)]


def read_figures(
    image: Image.Image, words: list[OcrWord], picks: list[int], engine: ChoiceEngine
) -> dict[int, ChoiceWord]:
    """What ``engine`` read in each picked word's crop, by the word's index, with the characters it weighed:
    a figure the engine split in pieces is one again (their texts and places joined, left to right)."""
    found: dict[int, list[ChoiceWord]] = {}
    for run in ocr_numbers.batches(words, picks):
        stacked, crops = ocr_numbers.sheet(image, words, run)
        for read in engine.read_choices(stacked):
            middle = read.word.top + read.word.height / 2
            crop = next((c for c in crops if c.top <= middle <= c.bottom), None)
            if crop is not None:
                found.setdefault(crop.index, []).append(read)
    return {index: _joined(sorted(pieces, key=lambda r: r.word.left)) for index, pieces in found.items()}


def _joined(pieces: list[ChoiceWord]) -> ChoiceWord:
    text = "".join(p.word.text for p in pieces)
    confidence = min(p.word.confidence for p in pieces)
    choices = tuple(place for p in pieces for place in p.choices)
    if any(len(p.choices) != len(p.word.text) for p in pieces):
        choices = ()  # one piece's places do not line up with its characters: the joined ones cannot
    return ChoiceWord(replace(pieces[0].word, text=text, confidence=confidence), choices)


def same_shape(first: str, again: str) -> bool:
    """Whether ``again`` (a digits-only read, with a digit) is ``first`` with some characters read as other
    digits, each in its place: as long, its separators where ``first`` has them. A read that drops or adds
    a character or moves a separator (``17.00`` read ``1700``) misread the figure's shape, and the page's
    read of that is the likelier; a digit for a digit, a letter or a symbol (``£00.00``) is what the
    digits-only read is for."""
    if len(first) != len(again) or not _DIGIT.search(again):
        return False
    return [_SEPARATORS.get(c, "0") for c in first] == [_SEPARATORS.get(c, "0") for c in again]
