"""A scanned or photographed page's print measured, and made readable, before the first OCR read: its
height (to enlarge small print), a copier's specks, a faint toner's ink.

Tesseract reads best when a line's print (a word's box, ascenders to descenders) stands some 30 pixels
tall; a 150 DPI scan, a page printed reduced or a photo taken from afar prints it at 12-20. The enlarged
second read (``second_read``) runs only for a document that fails its checks, so a page whose small print
still passes them, or fails them in a way no re-read fixes, was read small. The print's height is
measured here from the pixels, with no OCR: the page's ink is cut into narrow upright strips, each strip's
rows that carry ink make runs (its lines of print), and the runs' heights, weighed by the ink they hold
(a speck's short run holds little), give the height of the page's body print.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter

_STRIPS = 24  # narrow enough that two columns' lines, set at different heights, rarely share a strip
_MIN_RUN = 3  # shorter runs of inked rows are specks or a rule's remains, not print
_ROW_INK = 2  # a row of a strip carries print when this many of its pixels are ink (one is noise)
# A line of print covers a share of its strip between these: less is specks and noise, more a filled
# band, a photo's dark surround or a shadow.
_SPARSE = 0.06
_SOLID = 0.6
_WIDE = 1.5  # a run of print spreads across at least this many times its height of its strip's columns
# A speck is ink alone in a square a line of print across, no more than this share of it on a side.
_SPECK = 0.4
# A page whose ink lies less than this many grey levels below its paper is faint; its ink is stretched so
# that depth of this share of the darkest ink's is black.
_FAINT = 120
_SATURATE = 0.3
_MARKS = 0.001  # a page with less ink than this share of it is blank
_SMOOTH = 0.8  # Gaussian radius that takes a scan's grain down before a faint page's ink is stretched


def ink(gray: Image.Image) -> np.ndarray:
    """The page's ink: pixels nearer the ink's level than the paper's (both judged from the page itself,
    as ``parsing.despeckle`` judges them, so faint print counts as ink too)."""
    array = np.asarray(gray)
    low, high = np.percentile(array[::4, ::4], (0.2, 98))
    if high - low < 40:
        return np.zeros(array.shape, bool)
    mask: np.ndarray = array < low + 0.55 * (high - low)
    return mask


def print_height(gray: Image.Image) -> float:
    """The median height in pixels of the page's lines of print; 0 when none is found. A run counts as
    print when its ink spreads wider than it stands tall (a speck is as wide as it is tall, a rule down
    the page or a photo's edge narrow) and neither fills its strip nor barely touches it."""
    dark = ink(gray)
    width = dark.shape[1]
    step = max(8, width // _STRIPS)
    heights: list[int] = []
    for left in range(0, width - step + 1, step):
        block = dark[:, left : left + step]
        strip = block.sum(axis=1)
        inked = np.concatenate(([False], strip >= _ROW_INK, [False]))
        edges = np.flatnonzero(inked[1:] != inked[:-1])
        for start, end in zip(edges[::2], edges[1::2], strict=True):
            tall = end - start
            if tall < _MIN_RUN or not _SPARSE <= strip[start:end].sum() / (tall * step) <= _SOLID:
                continue
            if block[start:end].any(axis=0).sum() >= _WIDE * tall:
                heights.append(int(tall))
    return float(np.median(heights)) if heights else 0.0


def _box_sums(mask: np.ndarray, size: int) -> np.ndarray:
    """How many pixels of ``mask`` lie in the ``size``×``size`` square centred on each pixel."""
    half = size // 2
    padded = np.pad(mask.astype(np.int32), half)
    table = np.zeros((padded.shape[0] + 1, padded.shape[1] + 1), np.int32)
    np.cumsum(np.cumsum(padded, axis=0), axis=1, out=table[1:, 1:])
    height, width = mask.shape
    return (
        table[size : size + height, size : size + width]
        - table[:height, size : size + width]
        - table[size : size + height, :width]
        + table[:height, :width]
    )


def remove_specks(gray: Image.Image, height: float) -> Image.Image:
    """``gray`` with the specks a copier or a dusty glass leaves between the lines whitened: a small,
    compact blot with no other ink within about a line of print (``height`` pixels) round it.
    ``parsing.despeckle`` whitens only specks of a pixel or two; a copy of a copy leaves blots of 3-6
    pixels across, which the page read as one block turns into junk words and false lines. A decimal
    point, a comma or a geresh sits within a letter's width of its number or word, so the square round
    it holds that ink too and it is kept; a lone digit (a quantity's ``1``) is as tall as the print,
    not compact, and is kept too."""
    if height <= 0:
        return gray
    dark = ink(gray)
    wide, near = max(5, round(height) | 1), max(3, round(height / 2) | 1)
    around = _box_sums(dark, wide)
    # Alone: all the ink of the wide square lies in the near one, and it is little.
    alone = dark & (around == _box_sums(dark, near)) & (around <= (_SPECK * wide) ** 2)
    if not alone.any():
        return gray
    cleaned = np.asarray(gray).copy()
    cleaned[_box_sums(alone, 3) > 0] = np.percentile(cleaned[::4, ::4], 98)
    return Image.fromarray(cleaned, "L")


def strengthen_faint(gray: Image.Image) -> Image.Image:
    """A faint page (toner running low, faded thermal print: the darkest of its ink stands less
    than ``_FAINT`` grey levels below its paper) with its ink darkened. Tesseract splits ink from paper
    at one level (Otsu's); on a faint page whose labels are darker than their values (a grey secondary
    print), that level fell between the two inks and the values' digits broke up. A linear stretch would
    not move Otsu's split; here each pixel's depth below the paper (the page's median) is stretched so
    that ink ``_SATURATE`` as deep as the darkest is black, every ink on one side of the split. The grain
    is smoothed first and the paper's own grain left white, or the stretch would make it print."""
    sample = np.asarray(gray)[::2, ::2]
    paper, high = np.percentile(sample, (50, 98))
    grain = max(1.0, float(high - paper))  # some two standard deviations of the paper's grain
    marks = sample[sample < paper - 3 * grain]  # clearly ink, however little of it the page has
    if marks.size < _MARKS * sample.size:
        return gray  # a blank page
    darkest = float(np.percentile(marks, 1))
    if paper - darkest >= _FAINT:
        return gray  # ink that stands out already
    smooth = np.asarray(gray.filter(ImageFilter.GaussianBlur(_SMOOTH)), dtype=np.float32)
    grain = max(1.0, float(np.percentile(smooth[::2, ::2], 98) - paper))
    black = max(_SATURATE * (paper - darkest), 2 * grain)
    depth = np.clip((paper - grain - smooth) / (black - grain), 0, 1)
    return Image.fromarray((255 - 255 * depth).astype(np.uint8), "L")
