"""A page image made fit for OCR: cut to its paper, its light evened, faint ink darkened, specks whitened,
straightened, rules taken off.

Each step has its own module where it is more than a few lines (``ocr_page``, ``ocr_light``, ``ocr_scan``,
``ocr_specks``, ``ocr_rules``); here they run in their order, with the two small ones that stay here:
whitening single pixels (``despeckle``) and straightening a tilted page (``deskew``).
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from misrad.intake import ocr_light, ocr_page, ocr_rules, ocr_scan, ocr_specks


def clean_page(image: Image.Image, *, specks: bool = False) -> Image.Image:
    """The page as OCR reads it: grey, cut to its paper, its light evened, a faint page's ink darkened,
    single pixels whitened and, with ``specks`` (a scanned PDF's page, not a fax), a copier's toner specks,
    straightened, rules taken off. Done once a page: the enlarged second read (``second_read``) starts
    from this too (cleaning a photo again cost some 0.1 s a page for the same pixels)."""
    # Light evened first: despeckling, straightening and the rules' removal judge ink against one white;
    # a faint page's ink darkened next, for the same judges (``deskew`` looks for ink at a fixed level).
    gray = ocr_light.even_out(ocr_page.crop_to_page(image.convert("L")))
    clean = despeckle(ocr_scan.strengthen_faint(gray))
    if specks:
        # Only a scan: on a phone photo what passed for specks was its grain and small print's dots.
        clean = ocr_specks.clear_specks(clean)
    return ocr_rules.remove_rules(deskew(clean))


def deskew(gray: Image.Image) -> Image.Image:
    """Straighten a page tilted by up to ~5 degrees (projection profile of a small copy)."""
    small = gray.copy()
    small.thumbnail((600, 600))
    dark = small.point(lambda v: 255 if v < 140 else 0)

    scores: dict[float, float] = {}

    def score(angle: float) -> float:
        # Each angle is turned once: the last check below asks again for the best angle and for 0.
        if angle not in scores:
            rotated = np.asarray(dark.rotate(angle, fillcolor=0), dtype=np.float32)
            scores[angle] = float(np.var(rotated.sum(axis=1)))
        return scores[angle]

    best = max(np.arange(-5.0, 5.01, 1.0), key=score)
    best = max(np.arange(best - 0.8, best + 0.81, 0.2), key=score)
    if abs(best) < 0.3 or score(best) <= score(0.0):
        # Upright already, or a page with no lines to go by (blank): turning it gains nothing.
        return gray
    return gray.rotate(float(best), expand=True, fillcolor=255, resample=Image.Resampling.BILINEAR)


def despeckle(gray: Image.Image) -> Image.Image:
    """Whiten isolated dark specks (scanner dust, photo noise) that Tesseract reads as stray marks.

    A dark pixel with at most three dark pixels in its 3x3 neighbourhood (itself included) is not part
    of a letter stroke at OCR resolutions; a true median filter does the same but costs ~50x more here.
    """
    array = np.asarray(gray)
    sample = array[::4, ::4]
    # Ink is a small share of a page: its level is a low percentile, the paper's a high one. The cut
    # sits nearer the paper so that the grey halo of a resampled speck counts with the speck.
    low, high = np.percentile(sample, (0.2, 98))
    if high - low < 40:
        return gray  # a blank or flat page: nothing to tell apart
    dark = (array < low + 0.62 * (high - low)).astype(np.uint8)
    padded = np.pad(dark, 1)
    height, width = dark.shape
    count = np.zeros((height, width), np.uint8)
    for dy in range(3):
        for dx in range(3):
            count += padded[dy : dy + height, dx : dx + width]
    cleaned = array.copy()
    cleaned[(dark == 1) & (count <= 3)] = 255
    return Image.fromarray(cleaned, "L")
