"""A faint scan's ink darkened before the first OCR read (toner running low, faded thermal print).

Tesseract splits ink from paper at one level for the whole page (Otsu's). On a page whose ink stands well
below its paper that level falls between the two; on a faint page whose labels are printed darker than
their values (a grey secondary print, as many invoice programs set a field's value), it falls between
the two inks, and the values' digits break up or vanish: the dates and numbers beside their labels.
"""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageFilter

# A page whose darkest ink lies less than this many grey levels below its paper is faint (a page in
# ordinary print, scanned or photographed, lies 170 and more below it); its ink is stretched so that
# depth of _SATURATE of the darkest ink's is black.
_FAINT = 120
_SATURATE = 0.3
_MARKS = 0.001  # a page with less ink than this share of it is blank
_SMOOTH = 0.8  # Gaussian radius that takes a scan's grain down before a faint page's ink is stretched


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
