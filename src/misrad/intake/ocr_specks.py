"""A copier's specks taken off a scanned page before OCR: blobs as dark as the print with no print near
them, on a page that has many.

A copy of a copy carries hundreds of specks in its white space (toner on the drum's wear), each as big as a
decimal point: Tesseract reads them as stray marks, full stops and commas, and they join or split the rows
and columns the layout builds from the words' boxes. What tells a speck from a decimal point, a colon or a
dotted leader is not its size but that nothing else is printed near it: a decimal point sits a stroke's
width from its digits, a colon's dots beside their label. So a blob no wider than a few of the page's own
strokes, with no more ink than another speck's within a few strokes round it, is a speck candidate (on a
copy of a copy most specks have another near them). Judged on the page cut into squares a stroke wide.

Toner is as dark as the print it came with; a scanner's grain, a JPEG's rings round letters and a light
page's noise are not, though they pass for specks by size and place (session 16 cleaned the shared
scanners' grain that way and lost fields). So only candidates whose darkest pixel is nearly as dark as the
print's strokes count, and only a page with many of those a million pixels is cleaned: a clean scan has
at most some 200 (a form's dotted lines among them), a copy of a copy mostly 400 and more. A bilevel page
(a fax) is left alone: every mark on it is black, its dots are its dither, and ``despeckle`` takes its
single-pixel specks (``parsing`` also spares a page whose image is one bit a pixel). So is a page whose
strokes are a pixel wide: nothing on it is smaller than its strokes.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

# In squares a stroke wide: a speck lies within a square of 2 * _REACH + 1 round any of its own squares
# (so it is at most _REACH + 1 across), and the square _CLEAR further out holds no more ink than a second
# speck's. A page with fewer than _MANY dark specks a million pixels is left as it is (the shared corpus's
# scans have 0-212, its form's dotted lines among them; the suite's copies of copies 216-995: the
# lightest of them stay uncleaned).
_REACH = 2
_CLEAR = 3
_MANY = 300.0
_THINNEST = 2  # strokes at least this many pixels wide, or a speck cannot be told from print
_INK = 0.7  # ink is darker than this share of the way from the ink's level to the paper's
# A toner speck's darkest pixel lies within this share of the way from the print's core (the darkest
# tenth of its ink) to the paper; a scanner's grain lies half way and more.
_DARK = 0.25
_BILEVEL = 0.97  # a page with this share of its pixels black or white is bilevel (a fax)


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
    """``gray`` with its toner specks whitened when it has many (a copy of a copy's), else as it is."""
    array = np.asarray(gray)
    found = ink_mask(array)
    if found is None or bilevel(array):
        return gray
    ink, paper = found
    size = round(stroke_width(ink))
    if size < _THINNEST:
        return gray  # strokes a pixel wide (a 100 DPI scan): no speck is smaller
    specks = dark_specks(array, ink, paper, size)
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


def bilevel(array: np.ndarray) -> bool:
    """Whether nearly every pixel is black or white (a fax, a 1-bit scan)."""
    sample = array[::3, ::3]
    return bool(np.count_nonzero((sample <= 16) | (sample >= 239)) >= _BILEVEL * sample.size)


def dark_specks(array: np.ndarray, ink: np.ndarray, paper: int, size: int) -> np.ndarray:
    """The squares (``size`` pixels, a stroke wide) holding specks whose darkest pixel is nearly as dark
    as the print's strokes (toner), not a scanner's grain."""
    specks = speck_cells(cells_with_ink(ink, size))
    height, width = specks.shape
    darkest = array[: height * size, : width * size].reshape(height, size, width, size).min(axis=(1, 3))
    core = float(np.percentile(array[::2, ::2][ink[::2, ::2]], 10))
    return np.asarray(specks & (darkest <= core + _DARK * (paper - core)))
