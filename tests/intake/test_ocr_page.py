"""A photographed page cut out of its background before OCR: the paper found, its corners kept, and scans
or photos whose paper does not stand out left whole."""

from __future__ import annotations

import numpy as np
from PIL import Image, ImageDraw

from misrad.intake import ocr_page


def _photo(background: int, tilt: float = 3.0) -> tuple[Image.Image, list[tuple[int, int]]]:
    """A white page with ink in its four corners, tilted, on a grained background of ``background``;
    with where the corner marks ended up."""
    page = Image.new("L", (800, 1100), 245)
    draw = ImageDraw.Draw(page)
    corners = [(40, 40), (740, 40), (40, 1040), (740, 1040)]
    for x, y in corners:
        draw.rectangle((x, y, x + 20, y + 20), fill=20)
    photo = Image.new("L", (1300, 1600), background)
    grain = np.random.default_rng(5).normal(0, 12, (1600, 1300))
    photo = Image.fromarray(np.clip(np.asarray(photo, np.float32) + grain, 60, 255).astype(np.uint8), "L")
    turned = page.rotate(tilt, expand=True, fillcolor=0)
    mask = Image.new("L", page.size, 255).rotate(tilt, expand=True, fillcolor=0)
    offset = (250, 220)
    photo.paste(turned, offset, mask)
    marks = np.argwhere(np.asarray(photo)[offset[1] :, offset[0] :] < 50)
    found = [(int(x) + offset[0], int(y) + offset[1]) for y, x in marks[:: max(1, len(marks) // 40)]]
    return photo, found


def test_the_page_is_cut_out_of_a_dark_background_with_its_corners() -> None:
    photo, marks = _photo(background=100)
    box = ocr_page.page_box(photo)
    assert box is not None
    left, top, right, bottom = box
    assert (right - left) * (bottom - top) < 0.7 * photo.width * photo.height
    assert all(left <= x < right and top <= y < bottom for x, y in marks)


def test_a_scan_or_a_page_on_a_pale_background_is_left_whole() -> None:
    scan = Image.new("L", (1240, 1754), 250)
    ImageDraw.Draw(scan).text((100, 100), "Invoice 1001", fill=0)
    assert ocr_page.page_box(scan) is None
    pale, _ = _photo(background=225)
    assert ocr_page.crop_to_page(pale) is pale


def test_a_blank_image_is_left_whole() -> None:
    blank = Image.new("L", (300, 200), 255)
    assert ocr_page.crop_to_page(blank) is blank


def test_a_shadow_across_a_page_is_not_cut_off_as_background() -> None:
    # A page that fills the frame, its right part in a hand's shadow: the shadowed paper carries print,
    # which a table does not, so nothing is cut off.
    page = Image.new("L", (900, 1200), 240)
    draw = ImageDraw.Draw(page)
    for row in range(60, 1150, 40):
        for column in range(40, 860, 70):
            draw.rectangle((column, row, column + 45, row + 12), fill=30)
    pixels = np.asarray(page, np.float32)
    pixels[:, 500:] *= 0.45
    shaded = Image.fromarray(pixels.astype(np.uint8), "L")
    assert ocr_page.page_box(shaded) is None
    assert ocr_page.crop_to_page(shaded) is shaded

