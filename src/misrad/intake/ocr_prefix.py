"""An invoice number's Latin prefix ``SI`` told from ``S1`` by the shape of its second glyph.

Both models read a code's ``SI`` as ``$1`` or ``S1`` (``SI25002210`` comes back ``$125002210``), so no read
is there to prefer (``ocr_latin`` takes a Latin read's code only when it kept its letters). The page itself
tells them apart: a capital I in a sans face is a bare stem, while a digit one carries a flag (and in many
faces a foot), so its glyph is about twice as wide as its stem or more. So on a line that carries an invoice
number's label, a number read as ``$1…``, ``S1…`` or ``51…`` has its glyphs cut apart by the blank columns
between them, and when the second one is a bare stem as tall as the digits beside it, while no other one of
the word read as a ``1`` is, the word is read ``SI…``. A word whose glyphs do not separate into as many as
its characters (touching letters, a speck between them) is left as it was read: nothing is guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np
from PIL import Image

from misrad.intake.extract.labels import L_INVOICE_NO
from misrad.intake.ocr import OcrPage, OcrWord
from misrad.intake.ocr_page import otsu

# ``$``, ``S`` or ``5``, a ``1``, then the code's digits: an ``SI`` code as either model reads it.
_SUSPECT = re.compile(r"[$S5]1\d{3,}")
_MARKS = "\u200e\u200f"
# A stem: a glyph no wider than this many times its rows' median run of ink (a flagged one: 2 and more).
_STEM = 1.5
# A glyph this much of the word's height or less is a speck or a mark, not a letter or a digit.
_SPECK = 0.4
# A capital stands at least this share of the word's tallest glyph (a stray bar of a table does not).
_TALL = 0.8


def read_prefixes(image: Image.Image, page: OcrPage) -> OcrPage:
    """``page`` with every ``SI`` code read as ``$1``/``S1``/``51`` on an invoice number's line put right."""
    texts: dict[tuple[int, int, int], list[str]] = {}
    for word in page.words:
        texts.setdefault(word.line, []).append(word.text)
    labelled = {line for line, text in texts.items() if L_INVOICE_NO.search(" ".join(text))}
    words = list(page.words)
    for i, word in enumerate(words):
        text = word.text.strip(_MARKS)
        if word.line in labelled and _SUSPECT.fullmatch(text) and _second_is_a_stem(image, word, text):
            words[i] = replace(word, text="SI" + text[2:])
    return OcrPage(text=page.text, words=words)


def _second_is_a_stem(image: Image.Image, word: OcrWord, text: str) -> bool:
    """Whether the word's second glyph is a bare stem and none of its later ``1``s is (see the module)."""
    box = (word.left, word.top, word.left + word.width, word.top + word.height)
    crop = np.asarray(image.crop(box).convert("L"))
    if crop.size == 0 or crop.max() - crop.min() < 40:
        return False
    ink = crop <= otsu(crop)
    found = glyphs(ink)
    if len(found) != len(text):
        return False
    tallest = max(_height(ink[:, a:b]) for a, b in found)
    second = ink[:, found[1][0] : found[1][1]]
    ones = [ink[:, a:b] for (a, b), char in zip(found[2:], text[2:], strict=True) if char == "1"]
    return _height(second) >= _TALL * tallest and is_stem(second) and not any(is_stem(one) for one in ones)


def glyphs(ink: np.ndarray) -> list[tuple[int, int]]:
    """The column spans of a word's glyphs: runs of columns with ink, a speck's run left out."""
    columns = np.concatenate(([0], ink.any(axis=0).astype(np.int8), [0]))
    edges = np.diff(columns)
    spans = zip(np.flatnonzero(edges == 1), np.flatnonzero(edges == -1), strict=True)
    return [(int(a), int(b)) for a, b in spans if _height(ink[:, a:b]) > _SPECK * ink.shape[0]]


def is_stem(glyph: np.ndarray) -> bool:
    """Whether a glyph (its columns' ink) is a bare upright stroke: no wider than its rows' median run of
    ink (an ``0``'s rows hold two runs, a ``1``'s flag and foot stand out of its stem's)."""
    rows = glyph[glyph.any(axis=1)].astype(np.int8)
    if rows.shape[0] == 0:
        return False
    edges = np.diff(np.pad(rows, ((0, 0), (1, 1))), axis=1)
    runs = np.nonzero(edges == -1)[1] - np.nonzero(edges == 1)[1]
    return bool(glyph.shape[1] <= _STEM * max(1.0, float(np.median(runs))))


def _height(glyph: np.ndarray) -> int:
    rows = np.flatnonzero(glyph.any(axis=1))
    return int(rows[-1] - rows[0] + 1) if rows.size else 0
