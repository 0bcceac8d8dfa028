"""A photographed sheet's desk whitened beyond its edges fitted as lines (``ocr_sheet``): the desk's wedges
go, the print stays, a band printed to the sheet's edge stays, a shadow across a page is left alone."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from misrad.intake import ocr_sheet
from misrad.intake.parsing import clean_page

_PAPER = 240
_DESK = 95


def _sheet(band: bool = False) -> Image.Image:
    """An A4-like page at 150 DPI with rows of print; with ``band``, a dark header band printed to its
    top edge and across its whole width, with light letters in it."""
    page = Image.new("L", (1240, 1754), _PAPER)
    draw = ImageDraw.Draw(page)
    for row in range(260, 1650, 45):
        for column in range(90, 1120, 120):
            draw.rectangle((column, row, column + 70, row + 14), fill=25)
    if band:
        draw.rectangle((0, 0, page.width, 170), fill=60)
        for column in range(90, 1120, 120):
            draw.rectangle((column, 70, column + 70, 95), fill=235)
    return page


def _on_desk(page: Image.Image, tilt: float, seed: int = 3) -> tuple[Image.Image, np.ndarray]:
    """``page`` turned by ``tilt`` degrees on a darker desk with a wood-like grain; with where the sheet
    is."""
    width, height = round(page.width * 1.35), round(page.height * 1.25)
    rng = np.random.default_rng(seed)
    grain = np.repeat(rng.normal(0, 14, (1, width)), height, axis=0) + rng.normal(0, 6, (height, width))
    desk = Image.fromarray(np.clip(_DESK + grain, 0, 255).astype(np.uint8), "L")
    turned = page.rotate(tilt, expand=True, fillcolor=0, resample=Image.Resampling.BICUBIC)
    mask = Image.new("L", page.size, 255).rotate(tilt, expand=True, fillcolor=0)
    offset = ((width - turned.width) // 2, (height - turned.height) // 2)
    desk.paste(turned, offset, mask)
    where = np.zeros((height, width), bool)
    where[offset[1] : offset[1] + turned.height, offset[0] : offset[0] + turned.width] = (
        np.asarray(mask) > 128
    )
    return desk, where


def _whitened(photo: Image.Image) -> Image.Image:
    small, scale = ocr_sheet.small_copy(photo)
    return ocr_sheet.whiten_desk(photo, ocr_sheet.sheet_sides(small), scale)


def _inside(where: np.ndarray, by: int) -> np.ndarray:
    """``where`` shrunk by ``by`` pixels on every side (the sheet's edge blurs into the desk)."""
    inside = where.copy()
    for axis in (0, 1):
        for step in (by, -by):
            inside &= np.roll(where, step, axis=axis)
    return inside


def test_the_desk_round_a_crooked_sheet_is_whitened_and_its_print_kept() -> None:
    photo, where = _on_desk(_sheet(), tilt=5.0)
    small, _ = ocr_sheet.small_copy(photo)
    assert len(ocr_sheet.sheet_sides(small)) == 4
    before, after = np.asarray(photo), np.asarray(_whitened(photo))
    far_desk = ~where & ~np.roll(np.roll(where, 25, 0), 25, 1) & ~np.roll(np.roll(where, -25, 0), -25, 1)
    assert (after[far_desk] == 255).mean() > 0.97
    inside = _inside(where, 12)
    assert np.array_equal(after[inside], before[inside])


def test_a_band_printed_to_the_sheets_edge_is_kept() -> None:
    # Session 17 flooded the desk white from the frame's edge and took such a band with it.
    photo, where = _on_desk(_sheet(band=True), tilt=-4.0)
    before, after = np.asarray(photo), np.asarray(_whitened(photo))
    band = _inside(where, 12) & (before < 100)  # the band and the print
    # All but a pixel's width of the fitted edges' precision (the small copy's) at the band's far ends.
    assert (after[band] == before[band]).mean() > 0.999
    assert (after[~where] == 255).mean() > 0.8  # the desk at the other sides still goes


def test_a_shadow_across_a_page_filling_the_frame_is_left_alone() -> None:
    page = np.asarray(_sheet(), dtype=np.float32)
    shade = np.ones_like(page)
    shade[:, page.shape[1] // 2 :] = 0.5  # a hand's shadow over the right half, its edge straight
    photo = Image.fromarray((page * shade).astype(np.uint8), "L")
    assert np.array_equal(np.asarray(_whitened(photo)), np.asarray(photo))


def test_a_scan_has_no_desk() -> None:
    scan = _sheet()
    small, _ = ocr_sheet.small_copy(scan)
    assert ocr_sheet.sheet_sides(small) == []


def test_only_a_photo_is_cleaned_of_its_desk() -> None:
    photo, _ = _on_desk(_sheet(), tilt=6.0)
    as_photo, as_scan = clean_page(photo, photo=True), clean_page(photo)
    # The desk's grain left in the wedges reads as dark marks; whitened, the page's dark share is its print's.
    assert (np.asarray(as_photo) < 128).mean() < (np.asarray(as_scan) < 128).mean() - 0.01
