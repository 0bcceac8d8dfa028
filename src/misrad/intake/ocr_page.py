"""A photographed page cut out of what surrounds it (the desk, a table, a hand) before OCR.

Read as one block of lines, a photo's background costs Tesseract as much as the page itself: it looks for
lines in the wood grain and the shadows, and finds junk words. Paper is the brightest large thing in a
photo of a document, so the page is where most of a row (and of a column) is brighter than Otsu's
threshold on a reduced copy; the photo is cut to that box with a small margin. A scan, or a photo whose
paper fills the frame or does not stand out from its background, is left as it is; so is one whose darker
part carries print (a shadow across the page, not a table round it).
"""

from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from PIL import Image

_SMALL_WIDTH = 300
_PAPER_SHARE = 0.3  # a row or column of the page is at least this bright
_MARGIN = 0.02  # of the image's size, kept round the box
_MIN_GAIN = 0.15  # cut only when that drops at least this share of the image
_MIN_STEP = 40  # the page's median brightness stands this far above the background's
_MARK = 0.7  # a mark is darker than this share of the brightest pixel round it
_PRINTED = 0.0045  # the cut-away part carries print when this share of it is marks on darker paper


def otsu(values: np.ndarray) -> int:
    """Otsu's threshold of 8-bit values: the level that best splits them into two classes."""
    histogram = np.bincount(values.ravel(), minlength=256).astype(np.float64)
    levels = np.arange(256)
    weight = np.cumsum(histogram)
    mass = np.cumsum(histogram * levels)
    total, total_mass = weight[-1], mass[-1]
    below, above = weight, total - weight
    with np.errstate(divide="ignore", invalid="ignore"):
        between = (total_mass * below - mass * total) ** 2 / (below * above)
    # A flat image (one level) has no split: every level scores 0 and the first is taken.
    return int(np.argmax(np.nan_to_num(between[:-1])))


def page_box(gray: Image.Image) -> tuple[int, int, int, int] | None:
    """The box (left, top, right, bottom) of the paper in a photo, or None to keep the whole image."""
    factor = max(1, gray.width // _SMALL_WIDTH)
    small = np.asarray(gray.reduce(factor) if factor > 1 else gray)
    bright = small > otsu(small)
    rows = np.flatnonzero(bright.mean(axis=1) >= _PAPER_SHARE)
    columns = np.flatnonzero(bright.mean(axis=0) >= _PAPER_SHARE)
    if rows.size == 0 or columns.size == 0:
        return None
    top, bottom, left, right = rows[0], rows[-1] + 1, columns[0], columns[-1] + 1
    inside = np.zeros_like(bright)
    inside[top:bottom, left:right] = True
    if inside.mean() > 1 - _MIN_GAIN or not (~inside).any():
        return None
    if np.median(small[inside]) - np.median(small[~inside]) < _MIN_STEP:
        return None  # the paper does not stand out: no telling where it ends
    height, width = small.shape
    pad_y, pad_x = round(height * _MARGIN), round(width * _MARGIN)
    box = (max(0, left - pad_x), max(0, top - pad_y), min(width, right + pad_x), min(height, bottom + pad_y))
    if _printed_outside(small, box):
        return None  # what would be cut off is paper in a shadow, not the table
    scale_x, scale_y = gray.width / width, gray.height / height
    return (
        round(box[0] * scale_x),
        round(box[1] * scale_y),
        round(box[2] * scale_x),
        round(box[3] * scale_y),
    )


def _printed_outside(small: np.ndarray, box: tuple[int, int, int, int]) -> bool:
    """Whether the part of ``small`` outside ``box`` carries print: dark marks on a surround that is
    itself darker than the paper (a shadow across the page darkens paper and print alike, so its print
    still stands out from what lies round it; a table's grain does not). The tilted corners of a page
    on a table lie outside the box too, but their marks sit next to bright paper and do not count."""
    values = small.astype(np.float32)
    padded = np.pad(values, 2, mode="edge")
    around = sliding_window_view(padded, (5, 5)).max(axis=(-1, -2))
    outside = np.ones(small.shape, bool)
    left, top, right, bottom = box
    outside[top:bottom, left:right] = False
    marks = (values < _MARK * around) & (around <= otsu(small)) & outside
    return bool(marks.sum() > _PRINTED * outside.sum())


def crop_to_page(gray: Image.Image) -> Image.Image:
    """``gray`` cut to its paper when it is a photo of a page on a darker background."""
    box = page_box(gray)
    return gray.crop(box) if box else gray
