"""A photographed page cut out of what surrounds it (the desk, a table, a hand) before OCR.

Read as one block of lines, a photo's background costs Tesseract as much as the page itself: it looks for
lines in the wood grain and the shadows, and finds junk words. Paper is the brightest large thing in a
photo of a document, so the page is where most of a row (and of a column) is brighter than Otsu's
threshold on a reduced copy; the photo is cut to that box with a small margin. A scan, or a photo whose
paper fills the frame or does not stand out from its background, is left as it is; so is one whose darker
part carries print (a shadow across the page, not a table round it).

A page lying crooked on a table, or taken with the phone at an angle, is a tilted or narrowing four-sided
sheet of paper: its four corners are where the solid paper reaches furthest along the two diagonals, and
the photo is drawn back into an upright rectangle from them (a perspective transform), which turns any
tilt straight and makes the far end's small print as large as the near end's.
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
_CORNER_WIDTH = 500  # the paper's corners are looked for on a copy about this wide
_SOLID = 7  # a pixel is paper when a square this wide round it is bright (on that copy)
_MIN_AREA = 0.2  # the paper covers at least this share of the frame
_FILLED = 0.93  # and fills at least this share of the four-sided shape its corners make
_SQUARE = 0.015  # corners this close (a share of the frame) to the paper's box: the page is upright
_INSET = 0.004  # the corners are taken this far (a share of the frame) inside the paper's edge


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
    """``gray`` cut to its paper when it is a photo of a page on a darker background; a page that lies
    crooked in the frame or was taken at an angle (its paper a tilted or narrowing four-sided shape) is
    also turned and stretched back into an upright rectangle."""
    box = page_box(gray)
    if box is None:
        return gray
    corners = page_corners(gray)
    return flatten(gray, corners) if corners else gray.crop(box)


def _solid(bright: np.ndarray) -> np.ndarray:
    """The pixels of ``bright`` whose whole neighbourhood (a square of ``_SOLID`` pixels) is bright: the
    paper, without the bright specks of a table's grain or glare, and without its print's own holes at
    the page's edge, where its margin is blank."""
    size = _SOLID
    sums = np.zeros((bright.shape[0] + 1, bright.shape[1] + 1), np.int32)
    sums[1:, 1:] = np.cumsum(np.cumsum(bright, axis=0), axis=1)
    window = sums[size:, size:] - sums[:-size, size:] - sums[size:, :-size] + sums[:-size, :-size]
    solid = np.zeros_like(bright)
    half = size // 2
    solid[half : half + window.shape[0], half : half + window.shape[1]] = window >= size * size * 0.9
    return solid


def page_corners(gray: Image.Image) -> list[tuple[float, float]] | None:
    """The paper's four corners (top left, top right, bottom right, bottom left) in ``gray``'s pixels,
    when the paper is a clear four-sided shape that is not already upright and square to the frame."""
    factor = max(1, gray.width // _CORNER_WIDTH)
    small = np.asarray(gray.reduce(factor) if factor > 1 else gray)
    solid = _solid(small > otsu(small))
    ys, xs = np.nonzero(solid)
    if xs.size == 0:
        return None
    # The corners of a four-sided shape turned less than 45 degrees are where x + y and x - y are
    # smallest and largest.
    found = [np.argmin(xs + ys), np.argmax(xs - ys), np.argmax(xs + ys), np.argmin(xs - ys)]
    quad = np.array([(xs[i] + 0.5, ys[i] + 0.5) for i in found], np.float64)
    area = _area(quad)
    height, width = small.shape
    if not (_MIN_AREA * width * height <= area and _spans(solid) >= _FILLED * area):
        return None  # not one clear sheet: a shadow, a second page, a hand across it
    left, top, right, bottom = xs.min(), ys.min(), xs.max() + 1, ys.max() + 1
    box = np.array([[left, top], [right, top], [right, bottom], [left, bottom]])
    if np.abs(quad - box).max() < _SQUARE * max(width, height):
        return None  # upright already: cutting to its box does it
    inward = _inset(quad, _INSET * max(width, height))
    return [(float(x) * gray.width / width, float(y) * gray.height / height) for x, y in inward]


def _spans(solid: np.ndarray) -> int:
    """How many pixels lie between the first and the last paper pixel of their row: the sheet with the
    holes its print and its dark bands leave filled in."""
    rows = solid.any(axis=1)
    first = np.argmax(solid, axis=1)
    last = solid.shape[1] - np.argmax(solid[:, ::-1], axis=1)
    return int((last - first)[rows].sum())


def _area(quad: np.ndarray) -> float:
    xs, ys = quad[:, 0], quad[:, 1]
    return float(abs(np.dot(xs, np.roll(ys, -1)) - np.dot(ys, np.roll(xs, -1))) / 2)


def _inset(quad: np.ndarray, by: float) -> np.ndarray:
    """``quad``'s corners moved ``by`` pixels toward its middle: no sliver of the table is kept."""
    middle = quad.mean(axis=0)
    away = quad - middle
    lengths = np.maximum(np.hypot(away[:, 0], away[:, 1]), 1e-6)
    moved: np.ndarray = quad - away / lengths[:, None] * by
    return moved


def flatten(gray: Image.Image, corners: list[tuple[float, float]]) -> Image.Image:
    """The four-sided paper at ``corners`` drawn as an upright rectangle as wide and tall as its longer
    opposite sides."""
    (tl, tr, br, bl) = (np.array(c) for c in corners)
    width = round(max(np.linalg.norm(tr - tl), np.linalg.norm(br - bl)))
    height = round(max(np.linalg.norm(bl - tl), np.linalg.norm(br - tr)))
    target = [(0.0, 0.0), (float(width), 0.0), (float(width), float(height)), (0.0, float(height))]
    coefficients = _perspective(target, corners)
    return gray.transform(
        (width, height), Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BILINEAR, fillcolor=255
    )


def _perspective(target: list[tuple[float, float]], source: list[tuple[float, float]]) -> list[float]:
    """Pillow's eight PERSPECTIVE coefficients: the place in the source of each pixel of the target."""
    rows, values = [], []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        values.extend([u, v])
    solved: list[float] = np.linalg.solve(np.array(rows, float), np.array(values, float)).tolist()
    return solved
