"""A copier's specks taken off a page before OCR, judged by the page's own print and speck density.

A copy of a copy carries hundreds of dark specks in its white space (dust, the drum's wear), each as big
as a decimal point: Tesseract reads them as stray marks, full stops and commas, and they join or split
the rows and columns the layout builds from the words' boxes. What tells a speck from a decimal point,
a colon or a dotted leader is not its size but that nothing else is printed near it: a decimal point sits
a stroke's width from its digits, a colon's dots beside their label. So a blob no wider than a few of the
page's own strokes with no more ink than another speck's within a few strokes round it is a speck (on a
copy of a copy most specks have another near them; print near one is letters, more ink than that). Only
a page that has many of them is cleaned (a clean page, a text PDF's render, has almost none), so a lone
full stop in an empty cell of a clean page stays. Judged on the page cut into squares a stroke wide, so
it costs some 0.05 s a page.

``despeckle`` (``parsing``) already whitens single pixels; these specks are blobs of a few pixels across
that it leaves. A page whose strokes are a pixel wide (a fax's dither breaks them into dots) is not
judged: nothing on it is smaller than its strokes.

A fax is the other way round: its grey (a table's shaded heading, soft print) was sent as a dither of
black dots, which Tesseract reads as print over print. Blurred a little, the dots read as the grey they
stood for again (``soften_dither``).
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter

# In squares a stroke wide: a speck lies within a square of 2 * _REACH + 1 round any of its own squares
# (so it is at most _REACH + 1 across), and the square _CLEAR further out holds no more ink than a second
# speck's. A page with fewer than _MANY specks a million pixels is left as it is (a clean page has 0-5).
_REACH = 2
_CLEAR = 3
_MANY = 40.0
_THINNEST = 2  # strokes at least this many pixels wide, or a speck cannot be told from print
_INK = 0.7  # ink is darker than this share of the way from the ink's level to the paper's


def ink_mask(array: np.ndarray) -> tuple[np.ndarray, int] | None:
    """The page's ink as booleans and its paper's level, or None for a blank or flat page."""
    low, high = np.percentile(array[::4, ::4], (0.2, 98))
    if high - low < 40:
        return None
    return np.asarray(array < low + _INK * (high - low)), int(high)


def stroke_width(ink: np.ndarray) -> float:
    """The median length of the ink's horizontal runs (a stroke's width), on every fourth row."""
    rows = ink[::4].astype(np.int8)
    edges = np.diff(np.pad(rows, ((0, 0), (1, 1))), axis=1)
    starts, ends = np.nonzero(edges == 1), np.nonzero(edges == -1)
    if starts[0].size == 0:
        return 0.0
    return float(np.median(ends[1] - starts[1]))


def box_sums(ink: np.ndarray, radius: int) -> np.ndarray:
    """How many ink pixels lie in the square of ``radius`` round each pixel (summed-area table)."""
    table = np.zeros((ink.shape[0] + 1, ink.shape[1] + 1), np.int32)
    np.cumsum(np.cumsum(ink, axis=0, dtype=np.int32), axis=1, out=table[1:, 1:])
    padded = np.pad(table, radius, mode="edge")
    size = 2 * radius + 1
    height, width = ink.shape
    return np.asarray(
        padded[size : size + height, size : size + width]
        - padded[:height, size : size + width]
        - padded[size : size + height, :width]
        + padded[:height, :width]
    )


def cells_with_ink(ink: np.ndarray, size: int) -> np.ndarray:
    """The page cut into squares of ``size`` pixels: True where a square holds any ink."""
    height, width = ink.shape[0] // size * size, ink.shape[1] // size * size
    blocks = ink[:height, :width].reshape(height // size, size, width // size, size)
    return np.asarray(blocks.any(axis=(1, 3)))


def speck_cells(cells: np.ndarray) -> np.ndarray:
    """The squares (a stroke wide each) that hold specks. The small square round a speck's square is
    twice a speck across, so it holds all of the speck wherever in it that square lies; the speck is alone
    when the ring round it, ``_CLEAR`` squares wide, holds no more ink than a speck's (a second speck;
    a letter beside a decimal point fills more)."""
    small = box_sums(cells, _REACH)
    ring = box_sums(cells, _REACH + _CLEAR) - small
    most = (_REACH + 1) ** 2
    return np.asarray(cells & (small <= most) & (ring <= most))


def clear_specks(gray: Image.Image) -> Image.Image:
    """``gray`` with its specks whitened when it has many (a photocopy's), else as it is."""
    array = np.asarray(gray)
    found = ink_mask(array)
    if found is None:
        return gray
    ink, paper = found
    size = round(stroke_width(ink))
    if size < _THINNEST:
        return gray  # strokes a pixel wide (a fax's dither, a 100 DPI scan): no speck is smaller
    cells = cells_with_ink(ink, size)
    specks = speck_cells(cells)
    if specks.sum() / 2 < _MANY * array.size / 1e6:  # a speck covers some two of its squares
        return gray
    # Its squares and those round them (its grey rim, read as a fainter speck otherwise), which hold no
    # other ink: a speck is alone in a wider square than that.
    around = box_sums(specks, 1) > 0
    whiten = np.zeros(array.shape, bool)
    whiten[: around.shape[0] * size, : around.shape[1] * size] = around.repeat(size, 0).repeat(size, 1)
    cleaned = array.copy()
    cleaned[whiten] = paper
    return Image.fromarray(cleaned, "L")


# A page that is nearly all black or white pixels (a fax, a bilevel scan) with its dither softened.
_BILEVEL = 0.97
_SOFTEN = 1.0  # Gaussian radius in pixels: a dither's dots lie one or two pixels apart


def soften_dither(gray: Image.Image) -> Image.Image:
    """A bilevel page (a fax) blurred a little, so that the dots with which it dithered its grey (a
    table's shaded heading, soft print) read as the grey they stood for, and Tesseract's one level
    (Otsu's) parts them from the print again; any other page as it is."""
    sample = np.asarray(gray)[::3, ::3]
    extreme = np.count_nonzero((sample <= 16) | (sample >= 239))
    if extreme < _BILEVEL * sample.size:
        return gray
    return gray.filter(ImageFilter.GaussianBlur(_SOFTEN))


def clean_scan(gray: Image.Image) -> Image.Image:
    """A cleaned scan (``parsing.clean_page``) with its dither softened and its specks whitened; ``gray``
    itself when neither applies."""
    return clear_specks(soften_dither(gray))
