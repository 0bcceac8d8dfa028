"""Numbers on a Hebrew page read again by the Latin model, all in one small read.

Tesseract reads a ``heb+eng`` page word by word with the Hebrew model first and falls back to the English
one only when the Hebrew read is unsure. The Hebrew model (Debian's ``heb.traineddata``) reads digits
poorly: in small print it drops or merges them (``1,000.00`` comes back as ``0`` or ``10``) and is sure of
it, so no fallback happens; the English model reads the same crop right. So every word that came back
with a digit in it is cut out of the page and read again by the English model alone, all the crops
stacked as the lines of one sheet (one Tesseract run, not one per word: starting Tesseract costs more
than reading a few dozen words), and the second reading is taken where it is the more plausible: surer,
and with as many characters as the word's box has room for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from PIL import Image

from misrad.intake.ocr import OcrEngine, OcrPage, OcrWord

_DIGIT = re.compile(r"\d")
_PAD = 0.35  # white margin round a crop, in word heights: Tesseract wants some paper round a line
_GAP = 1.0  # white between two crops on the sheet, in word heights: never one line for the engine
# A printed digit is about 0.55 of a box's height wide (separators less): a read whose characters fill
# less than this share of the box lost some of them.
_CHAR_WIDTH = 0.55
_SHORT = 0.6
# A read surer than this, that fills its box, is not read again; a second read replaces a first only when
# surer by this margin (the two models' confidences are not on one scale).
_SURE = 0.9
_MARGIN = 0.15
_TALLEST = 30000  # a sheet's height, in pixels, under Tesseract's limit of 32767
# A document number with a Latin prefix: letters, maybe a dash, then digits (``CT-5545``, ``IN2500169``).
CODE = re.compile(r"([A-Za-z]{1,4})[-/]?(\d{3,}(?:[-/]\d+)*)")


@dataclass(frozen=True)
class _Crop:
    index: int  # the word's place in the page's words
    top: int  # where its crop starts on the sheet
    bottom: int
    origin: tuple[int, int] = (0, 0)  # the page's pixel at the crop's top left corner
    left: int = 0  # where the crop starts across the sheet


def candidates(words: list[OcrWord]) -> list[int]:
    """Indexes of the words worth a second read: those that came back with a digit, unless read surely
    and completely."""
    return [
        i
        for i, word in enumerate(words)
        if _DIGIT.search(word.text) and (word.confidence < _SURE or _fill(word.text, word) < _SHORT)
    ]


def padded_box(image: Image.Image, word: OcrWord, pad: float) -> tuple[int, int, int, int]:
    """``word``'s box with ``pad`` word heights (at least 2 pixels) of margin round it, within ``image``."""
    margin = max(2, round(word.height * pad))
    return (
        max(0, word.left - margin),
        max(0, word.top - margin),
        min(image.width, word.left + word.width + margin),
        min(image.height, word.top + word.height + margin),
    )


def sheet(image: Image.Image, words: list[OcrWord], picks: list[int]) -> tuple[Image.Image, list[_Crop]]:
    """The picked words cut out of ``image`` with a margin and stacked one under another on white."""
    pieces: list[tuple[int, Image.Image, tuple[int, int]]] = []
    for index in picks:
        box = padded_box(image, words[index], _PAD)
        pieces.append((index, image.crop(box), (box[0], box[1])))
    gap = _gap(max(p.height for _, p, _ in pieces))
    width = max(p.width for _, p, _ in pieces) + 2 * gap
    height = sum(p.height + gap for _, p, _ in pieces) + gap
    page = Image.new("L", (width, height), 255)
    crops: list[_Crop] = []
    y = gap
    for index, piece, origin in pieces:
        page.paste(piece.convert("L"), (gap, y))
        crops.append(_Crop(index, y, y + piece.height, origin, gap))
        y += piece.height + gap
    return page, crops


def batches(words: list[OcrWord], picks: list[int]) -> list[list[int]]:
    """``picks`` in runs whose stacked sheet stays within Tesseract's image height (it refuses a sheet
    taller than 32767 pixels: a photo read badly can have hundreds of number lines, each a crop)."""
    runs: list[list[int]] = [[]]
    pieces, tallest = 0, 0
    for index in picks:
        piece = words[index].height + 2 * max(2, round(words[index].height * _PAD))
        taller = max(tallest, piece)
        # As ``sheet`` stacks them: each piece and a gap under it, the gap set by the tallest piece.
        if runs[-1] and pieces + piece + (len(runs[-1]) + 2) * _gap(taller) > _TALLEST:
            runs.append([])
            pieces, taller = 0, piece
        runs[-1].append(index)
        pieces, tallest = pieces + piece, taller
    return [run for run in runs if run]


def _gap(tallest: int) -> int:
    """The white between two crops on a sheet whose tallest crop is ``tallest`` pixels high."""
    return max(8, round(tallest * _GAP / 2))


def read_sheets(
    image: Image.Image, words: list[OcrWord], picks: list[int], engine: OcrEngine
) -> list[tuple[OcrWord, _Crop]]:
    """The picked words' crops read by ``engine``, stacked on as few sheets as Tesseract takes: each
    word read with the crop it lies in (in the sheet's pixels)."""
    found = []
    for run in batches(words, picks):
        stacked, crops = sheet(image, words, run)
        for word in engine.read(stacked).words:
            middle = word.top + word.height / 2
            crop = next((c for c in crops if c.top <= middle <= c.bottom), None)
            if crop is not None:
                found.append((word, crop))
    return found


def reads_by_word(
    image: Image.Image, words: list[OcrWord], picks: list[int], engine: OcrEngine
) -> dict[int, list[OcrWord]]:
    """What ``engine`` read in each picked word's crop (``read_sheets``), by the word's index, left to
    right: a figure the second read split in pieces comes back as its pieces."""
    found: dict[int, list[OcrWord]] = {}
    for word, crop in read_sheets(image, words, picks, engine):
        found.setdefault(crop.index, []).append(word)
    return {index: sorted(read, key=lambda w: w.left) for index, read in found.items()}


def _fill(text: str, word: OcrWord) -> float:
    """How much of the word's box its text accounts for (about 1 for a complete read)."""
    room = word.width / max(1.0, word.height * _CHAR_WIDTH)
    return len(text.replace(" ", "")) / max(1.0, room)


def better(first: OcrWord, text: str, confidence: float) -> bool:
    """Whether the Latin model's ``text`` (read with ``confidence``) should replace ``first``."""
    if not text or not _DIGIT.search(text) or text == first.text:
        return False
    code = CODE.fullmatch(first.text.strip("\u200e\u200f"))
    if code and agrees(code, text):
        return False  # a read that turned the prefix's letters into digits (``SI25002210``, ``S125002210``)
    if _fill(first.text, first) < _SHORT <= _fill(text, first):
        return True  # the first read lost characters the second one has
    return confidence >= first.confidence + _MARGIN


def agrees(code: re.Match[str], other: str) -> bool:
    """Whether a read of the ``code`` (a ``CODE`` match) and ``other`` print the same digits, ``other`` having
    turned some of the prefix's letters into digits (at least one: a read that shows no sign of a lost
    prefix is not judged by this, for the Latin model also reads a Hebrew label's letters as Latin ones
    glued to the number)."""
    digits, read = re.sub(r"\D", "", code.group(2)), re.sub(r"\D", "", other)
    extra = len(read) - len(digits)
    at_an_end = read.startswith(digits) or read.endswith(digits)
    return at_an_end and 1 <= extra <= len(code.group(1))


def reread(image: Image.Image, page: OcrPage, engine: OcrEngine) -> OcrPage:
    """``page`` with its numbers read again by ``engine`` (the Latin model) where that reads better."""
    picks = candidates(page.words)
    if not picks:
        return page
    words = list(page.words)
    for index, read in reads_by_word(image, page.words, picks, engine).items():
        text = " ".join(w.text for w in read)
        confidence = min(w.confidence for w in read)
        if better(words[index], text, confidence):
            words[index] = replace(words[index], text=text, confidence=confidence)
    return OcrPage(text=page.text, words=words)
