"""A photo's uneven light taken off the page before OCR: each pixel divided by the paper's brightness
around it.

Tesseract splits ink from paper at one level for the whole page (Otsu's). A phone photo is lit unevenly
(a gradient across the page, a darker corner, a hand's shadow), so that one level is too dark for one
part of the page and too light for another: in the darker part small print fills in or breaks up, and
a table's rows or a header's date are lost. The paper's own brightness is what a large maximum filter
leaves (print is thin; the paper around it is brighter), taken on a reduced copy and smoothed; dividing
by it makes the paper one even white and leaves the print as dark as it stood against its own paper.
Where that estimate is dark (a filled band, white print on black, the desk round the page) it is not
divided by less than a share of the paper's level: a band stays dark and its print light.

A page lit evenly (a scan: its paper's brightness varies by a few grey levels) is left as it is. Scans
were measured both ways: evening out a scan's faint tone changed nothing it needed and lost a name in
large print.
"""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from PIL import Image, ImageFilter

_REDUCE = 4  # the paper's level is estimated on a copy this many times smaller
_WINDOW = 9  # maximum filter on the reduced copy (about 36 pixels of the page: wider than a letter)
_SMOOTH = 6.0  # Gaussian blur radius on the reduced copy, to keep the estimate free of steps
_FLOOR = 0.6  # never divide by less than this share of the paper's level
_UNEVEN = 30  # the paper's brightness spreads over at least this many grey levels on an unevenly lit page


def paper_level(gray: Image.Image) -> Image.Image:
    """The paper's brightness around each pixel of ``gray``, on a copy reduced by ``_REDUCE``."""
    small = gray.reduce(_REDUCE) if min(gray.size) >= 8 * _REDUCE else gray
    return square_max(small, _WINDOW).filter(ImageFilter.GaussianBlur(_SMOOTH))


def square_max(gray: Image.Image, size: int) -> Image.Image:
    """Pillow's ``MaxFilter(size)``, pixel for pixel (edges repeated), in two passes of one dimension
    each: a square's maximum is the maximum of its rows' maxima. Pillow ranks all ``size``² pixels of
    each window, which cost 0.24 s a 300 DPI page, mostly on scans that are then left as they are."""
    padded = np.pad(np.asarray(gray), size // 2, mode="edge")
    rows = sliding_window_view(padded, size, axis=1).max(axis=-1)
    return Image.fromarray(np.ascontiguousarray(sliding_window_view(rows, size, axis=0).max(axis=-1)), "L")


def unevenness(level: Image.Image) -> tuple[float, float]:
    """(how far the paper's brightness spreads, in grey levels; the paper's level where it is bright)."""
    low, high = np.percentile(np.asarray(level)[::2, ::2], (5, 95))
    return float(high - low), float(high)


def even_out(gray: Image.Image) -> Image.Image:
    """``gray`` with its paper made evenly white; a page lit evenly is returned as it is."""
    level = paper_level(gray)
    spread, high = unevenness(level)
    if spread < _UNEVEN:
        return gray
    full = np.asarray(level.resize(gray.size, Image.Resampling.BILINEAR), dtype=np.float32)
    divisor = np.maximum(full, _FLOOR * high)
    flat = np.asarray(gray, dtype=np.float32) * (255.0 / divisor)
    return Image.fromarray(np.clip(flat, 0, 255).astype(np.uint8), "L")
