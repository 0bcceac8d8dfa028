"""The desk round a photographed sheet whitened: the sheet's edges fitted as straight lines.

``ocr_page.crop_to_page`` cuts a photo to the box round its paper, but a sheet lying crooked or seen at
an angle leaves wedges of the desk in that box's corners. Tesseract reads their grain as junk words on
the lines beside them (a supplier's name with a wedge beside it lost its second half), and ``deskew``
measures the wedges' edges instead of the print's rows. Session 17 flooded the dark desk white from the
photo's edge and lost headers printed to the sheet's edge with it (a dark band touches the desk). Here
the desk is told by geometry instead: each of the sheet's four edges is a straight line fitted robustly
(Theil-Sen) to where the paper starts along each row or column, so a band's rows are outliers to the
line its paper rows agree on. Only what lies beyond a side's line is whitened, and a side is left alone
when beyond it there is print (light letters in a dark band the fit mistook for desk) or the sheet runs
off the frame there.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image

from misrad.intake.ocr_light import even_out
from misrad.intake.ocr_page import otsu, print_marks

_SMALL_WIDTH = 400
_MIN_STEP = 40  # the paper's brightness stands this far above the desk's (as ``ocr_page``)
_RUN = 3  # paper starts where this many pixels in a row are bright (a grain's glint is shorter)
_FIT = 0.012  # a point within this share of the image's size of a side's line agrees with it
_AGREE = 0.5  # a side's line is trusted when this share of its points agree with it
_MARGIN = 0.003  # of the image's size: print is looked for beyond a side's line moved out by this much
_INSET = 1.5  # pixels of the small copy inside a side's line also whitened (its edge's blur)
_PRINTED = 0.03  # beyond a side's line, this share of bright pixels is print, not desk
# or this share of dark marks on darker paper (a shadow's print). ``ocr_page`` takes 0.0045 for all that
# its box cuts off; a desk's wedge alone holds up to 1.4% of its grain's stripes as marks.
_MARKED = 0.03
_STEEP = 0.18  # a sheet's edge leans less than some 10 degrees from the frame's (a shadow's at any angle)
_EDGE = 2  # a side whose paper reaches within this many pixels (small copy) of the frame runs off it


@dataclass(frozen=True)
class Side:
    """One edge of the sheet on the small copy: ``across = slope * along + offset``; ``outward`` is
    +1 when the desk lies at larger ``across`` (right, bottom), -1 when smaller (left, top)."""

    slope: float
    offset: float
    outward: int
    vertical: bool  # a left or right edge (``across`` is x, ``along`` is y)


def _first_run(bright: np.ndarray) -> np.ndarray:
    """Per row of ``bright``, the index where ``_RUN`` bright pixels in a row first start; -1 if none."""
    height, width = bright.shape
    if width < _RUN:
        return np.full(height, -1)
    runs = np.ones((height, width - _RUN + 1), bool)
    for shift in range(_RUN):
        runs &= bright[:, shift : width - _RUN + 1 + shift]
    found = runs.any(axis=1)
    return np.where(found, runs.argmax(axis=1), -1)


def _theil_sen(along: np.ndarray, across: np.ndarray) -> tuple[float, float]:
    """A line ``across = slope * along + offset`` robust to up to some 29% of points off it."""
    step = max(1, along.size // 120)
    a, b = along[::step].astype(np.float64), across[::step].astype(np.float64)
    da, db = a[None, :] - a[:, None], b[None, :] - b[:, None]
    pairs = np.triu(np.abs(da) > 0, 1)
    slope = float(np.median(db[pairs] / da[pairs])) if pairs.any() else 0.0
    return slope, float(np.median(across - slope * along))


def _fit_side(starts: np.ndarray, outward: int, vertical: bool, size: int) -> Side | None:
    """The line through where paper starts (``starts``: per row or column, its distance from this side of
    the frame, -1 where none), or None when
    too few points agree on one or the paper runs off the frame on this side."""
    along = np.flatnonzero(starts >= 0)
    if along.size < 10:
        return None
    across = starts[along]
    if np.median(across) <= _EDGE:
        return None  # the sheet runs off the frame here: no desk on this side
    slope, offset = _theil_sen(along, across)
    agree = np.abs(across - (slope * along + offset)) <= max(1.0, _FIT * size)
    if agree.mean() < _AGREE or abs(slope) > _STEEP:
        return None
    return Side(slope, offset, outward, vertical)


def sheet_sides(small: np.ndarray) -> list[Side]:
    """The sides of the sheet in ``small`` (grey, reduced) beyond which lies desk; [] when the paper
    does not stand out from what surrounds it."""
    threshold = otsu(small)
    bright = small > threshold
    if not bright.any() or (~bright).sum() < 0.02 * small.size:
        return []
    if np.median(small[bright]) - np.median(small[~bright]) < _MIN_STEP:
        return []
    height, width = small.shape
    size = max(height, width)
    left = _first_run(bright)
    right = _first_run(bright[:, ::-1])
    top = _first_run(bright.T)
    bottom = _first_run(bright.T[:, ::-1])
    found = [
        _fit_side(left, -1, True, size),
        _flip(_fit_side(right, 1, True, size), width - 1),
        _fit_side(top, -1, False, size),
        _flip(_fit_side(bottom, 1, False, size), height - 1),
    ]
    marks = print_marks(small, threshold)
    return [side for side in found if side is not None and not _printed_beyond(small, marks, side, threshold)]


def _flip(side: Side | None, limit: int) -> Side | None:
    """A side fitted on distances from the far edge (right, bottom) put in the copy's coordinates."""
    return None if side is None else Side(-side.slope, limit - side.offset, side.outward, side.vertical)


def _beyond(shape: tuple[int, int], side: Side, scale: tuple[float, float], margin: float) -> np.ndarray:
    """Pixels of an image of ``shape`` lying beyond ``side`` (fitted on a copy ``scale`` = (x, y) times
    smaller) by more than ``margin`` pixels."""
    height, width = shape
    scale_across, scale_along = scale if side.vertical else scale[::-1]
    along = np.arange(height if side.vertical else width, dtype=np.float64)
    line = (side.slope * along / scale_along + side.offset) * scale_across
    across = np.arange(width if side.vertical else height, dtype=np.float64)
    beyond = side.outward * (across[None, :] - line[:, None]) > margin
    return beyond if side.vertical else beyond.T


def _printed_beyond(small: np.ndarray, marks: np.ndarray, side: Side, threshold: int) -> bool:
    """Whether beyond ``side`` there is print: light letters in a dark band the fit took for desk (the
    desk beyond a true edge has no paper-bright pixels to speak of), or dark marks on darker paper (a
    shadow across the page has a straight edge too, and its paper is no brighter than a desk)."""
    beyond = _beyond(small.shape, side, (1.0, 1.0), _MARGIN * max(small.shape) + 1)
    if not beyond.any():
        return False
    return bool((small[beyond] > threshold).mean() > _PRINTED or marks[beyond].mean() > _MARKED)


def small_copy(gray: Image.Image) -> tuple[np.ndarray, tuple[float, float]]:
    """``gray`` reduced to some ``_SMALL_WIDTH`` pixels wide, and how many times smaller (x, y)."""
    factor = max(1, gray.width // _SMALL_WIDTH)
    small = np.asarray(gray.reduce(factor) if factor > 1 else gray)
    return small, (gray.width / small.shape[1], gray.height / small.shape[0])


def whiten_desk(gray: Image.Image, sides: list[Side], scale: tuple[float, float]) -> Image.Image:
    """``gray`` with what lies beyond its sheet's ``sides`` (fitted on a copy ``scale`` times smaller)
    made white."""
    if not sides:
        return gray
    pixels = np.array(gray)
    margin = _MARGIN * max(gray.size)
    desk = np.zeros(pixels.shape, bool)
    for side in sides:
        desk |= _beyond(pixels.shape, side, scale, margin)
    # OCR 43: the desk made one flat grey (its own median), not white: its grain goes, its tone stays (41
    # and 42 whitened it and lost fields on the shared photos, held-out ones most).
    pixels[desk] = np.median(pixels[desk]) if desk.any() else 255
    return Image.fromarray(pixels, "L")


def even_out_on_desk(gray: Image.Image) -> Image.Image:
    """A photo's light evened (``ocr_light``) and the desk beyond its sheet's edges whitened. The edges are
    judged first: evening the light lifts the desk towards the paper's white."""
    small, scale = small_copy(gray)
    return whiten_desk(even_out(gray), sheet_sides(small), scale)
