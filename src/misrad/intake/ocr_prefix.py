"""An invoice number's Latin prefix ``SI`` told from ``S1`` by the shape of its second glyph.

Both models read a code's ``SI`` as ``$1`` or ``S1`` (``SI25002210`` comes back ``$125002210``), so no read
is there to prefer (``ocr_latin`` takes a Latin read's code only when it kept its letters). The page itself
tells them apart: a capital I in a sans face is a bare stem, while a digit one carries a flag (and in many
faces a foot), so its glyph is about twice as wide as its stem or more. So on a line that carries an invoice
number's label, a number read as ``$1…``, ``S1…`` or ``51…`` has its glyphs taken apart as the ink's
connected parts (blank columns do not part them on a photo's tilted page, nor where a printed box's border
runs through the word's box), and when the second one is a bare stem as tall as the digits beside it, while
no other one of the word read as a ``1`` is, the word is read ``SI…``. A word whose glyphs do not come apart
as many as its characters (touching letters, a border touching them) is left as it was read.
"""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np
from PIL import Image
from scipy import ndimage

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
    found = glyphs(crop <= otsu(crop))
    if len(found) != len(text):
        return False
    tallest = max(_height(glyph) for glyph in found)
    ones = [glyph for glyph, char in zip(found[2:], text[2:], strict=True) if char == "1"]
    return _height(found[1]) >= _TALL * tallest and is_stem(found[1]) and not any(map(is_stem, ones))


def glyphs(ink: np.ndarray) -> list[np.ndarray]:
    """A word's glyphs from left to right, each its own ink cut to its columns: the ink's connected parts
    (a photo's tilted word has no blank column between its glyphs, and a box's border runs past them),
    those beside one another taken together (``$``'s bar and its S), specks and lines left out."""
    labels, count = components(ink)
    height = ink.shape[0]
    parts = []
    for label in range(1, count + 1):
        rows, columns = np.nonzero(labels == label)
        tall, wide = rows.max() - rows.min() + 1, columns.max() - columns.min() + 1
        if tall > _SPECK * height and wide < height:
            parts.append((int(columns.min()), int(columns.max()) + 1, label))
    groups: list[list[tuple[int, int, int]]] = []
    for part in sorted(parts):
        last = groups[-1] if groups else None
        if last and _shared(part, last) > 0.5 * min(part[1] - part[0], max(p[1] for p in last) - last[0][0]):
            last.append(part)
        else:
            groups.append([part])
    found = []
    for group in groups:
        start, end = group[0][0], max(p[1] for p in group)
        found.append(np.isin(labels[:, start:end], [p[2] for p in group]))
    return found


def _shared(part: tuple[int, int, int], group: list[tuple[int, int, int]]) -> int:
    """How many columns ``part`` shares with the group's span."""
    return max(0, min(part[1], max(p[1] for p in group)) - max(part[0], group[0][0]))


def components(ink: np.ndarray) -> tuple[np.ndarray, int]:
    """The ink's 8-connected parts labelled 1..n."""
    labels, count = ndimage.label(ink, structure=np.ones((3, 3), dtype=bool))
    return labels, int(count)


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
