"""Ruled lines taken off a page before OCR: table grids, boxes round header fields, a form's lines.

Tesseract's page layout treats a region crossed by rules as a picture or splits it oddly, so a boxed field
or a gridded table is often not read at all (an ERP printout's whole table, a receipt book's form), and a
rule that touches a word is read as a stray ``|`` or ``_``. Removing long thin horizontal and vertical
strokes is the standard remedy: the text stays where it was, and the word boxes still give the table
its rows and columns (``ocr_layout``). A stroke counts as a rule when it runs much longer than any letter
stroke (a share of the page) and stays thin across; a filled bar (white print on a dark band) is thick,
so it is kept with its print.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter

# A horizontal rule runs at least this share of the page's width, a vertical one this share of its
# height: longer than a word (small print blurred in a photo is one dark run along its middle) and than
# a stroke of the largest letters.
_LONG_ACROSS = 1 / 12
_LONG_DOWN = 1 / 12
# A rule is at most this thick (a share of the page's shorter side; at least _MIN_THICK pixels).
_THICK = 1 / 300
_MIN_THICK = 2
_REDUCE = 3


def _sums(values: np.ndarray) -> np.ndarray:
    """Running sums along rows with a leading zero: ``out[:, k]`` is the sum of ``values[:, :k]``."""
    out = np.zeros((values.shape[0], values.shape[1] + 1), np.int32)
    np.cumsum(values, axis=1, out=out[:, 1:])
    return out


def _runs(mask: np.ndarray, length: int, axis: int) -> np.ndarray:
    """The pixels of ``mask`` lying in an unbroken run of at least ``length`` along ``axis``: an opening
    with a line, done with running sums (a few passes however long the line)."""
    rows = mask if axis == 1 else mask.T
    size = rows.shape[1]
    if length > size:
        return np.zeros_like(mask)
    ink = _sums(rows)
    full = (ink[:, length:] - ink[:, :-length]) == length  # a run of ``length`` starts here
    # A pixel lies in a run when one starts within the ``length`` places ending at it.
    padded = np.pad(full, ((0, 0), (length - 1, length - 1)))
    begun = _sums(padded)
    found: np.ndarray = ((begun[:, length : length + size] - begun[:, :size]) > 0) & rows
    return found if axis == 1 else found.T


def _band(mask: np.ndarray, axis: int) -> np.ndarray:
    """``mask`` widened a pixel either side across ``axis``: a rule a little off straight stays one run."""
    wide = mask.copy()
    across = 1 - axis
    wide[(slice(None),) * across + (slice(1, None),)] |= mask[(slice(None),) * across + (slice(None, -1),)]
    wide[(slice(None),) * across + (slice(None, -1),)] |= mask[(slice(None),) * across + (slice(1, None),)]
    return wide


def rules(dark: np.ndarray) -> np.ndarray:
    """The pixels of the ink mask ``dark`` that belong to long thin horizontal or vertical rules.

    A rule is thin all along: its run is taken over ink that is thin across, so a word (whose letters'
    upright strokes are thick across a horizontal run) is never one run, nor is a filled bar. A rule that
    crosses another is not thick there: the other rule's ink is left out when thickness is measured.
    """
    height, width = dark.shape
    thick = max(_MIN_THICK, round(min(height, width) * _THICK))
    lengths = {1: max(8, round(width * _LONG_ACROSS)), 0: max(8, round(height * _LONG_DOWN))}
    long_ink = {axis: _runs(_band(dark, axis), lengths[axis], axis) & dark for axis in (0, 1)}
    found = np.zeros_like(dark)
    for axis in (0, 1):
        across = 1 - axis
        thin = dark & ~_runs(dark & ~long_ink[across], thick + 1, across)
        found |= _runs(_band(thin, axis), lengths[axis], axis) & thin
    return found


def remove_rules(gray: Image.Image) -> Image.Image:
    """``gray`` with its ruled lines painted over in the paper's colour."""
    array = np.asarray(gray)
    low, high = np.percentile(array[::4, ::4], (0.2, 98))
    if high - low < 40:
        return gray  # a blank or flat page: no ink to tell apart
    dark = array < low + 0.55 * (high - low)
    # Rules are looked for on a copy reduced by _REDUCE (each cell its darkest pixel, so a thin rule
    # stays whole): a ninth of the work, and a rule is as long there in shares of the page.
    height, width = (dim // _REDUCE * _REDUCE for dim in dark.shape)
    cells = dark[:height, :width].reshape(height // _REDUCE, _REDUCE, width // _REDUCE, _REDUCE)
    small = cells.any(axis=(1, 3))
    found_small = rules(small)
    if not found_small.any():
        return gray
    found = np.zeros_like(dark)
    found[:height, :width] = np.repeat(np.repeat(found_small, _REDUCE, axis=0), _REDUCE, axis=1)
    # The rule's own ink and its soft edges (a pixel either side), painted in the paper's level nearby.
    found = _band(_band(found & dark, 0), 1)
    cleaned = array.copy()
    cleaned[found] = np.asarray(_paper(gray))[found]
    return Image.fromarray(cleaned, "L")


def _paper(gray: Image.Image) -> Image.Image:
    """The paper's level near every pixel: the brightest of a reduced copy's neighbourhood, enlarged back."""
    small = gray.reduce(8) if min(gray.size) >= 64 else gray
    return small.filter(ImageFilter.MaxFilter(3)).resize(gray.size, Image.Resampling.BILINEAR)
