"""An invoice number's ``SI`` that OCR read ``$1`` or ``S1``, told from a digit one by its glyph: pages drawn
here in several faces and sizes, the words' boxes taken from the drawing, as Tesseract would give them."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from misrad.intake import ocr_prefix
from misrad.intake.ocr import OcrPage, OcrWord

FONTS = "/usr/share/fonts/truetype"
SANS = [
    f"{FONTS}/dejavu/DejaVuSans.ttf",
    f"{FONTS}/dejavu/DejaVuSans-Bold.ttf",
    f"{FONTS}/liberation2/LiberationSans-Regular.ttf",
    f"{FONTS}/liberation2/LiberationSans-Bold.ttf",
]


def _page(
    label: str, printed: str, read: str, font: str, size: int, blur: float = 0.0
) -> tuple[Image.Image, OcrPage]:
    """``label`` then ``printed`` drawn on a page, read back as ``label``'s words and ``read`` in the box
    of the printed code."""
    face = ImageFont.truetype(font, size)
    image = Image.new("L", (1400, 200), 245)
    draw = ImageDraw.Draw(image)
    draw.text((40, 60), label, font=face, fill=40)
    start = 40 + round(draw.textlength(label + " ", font=face))
    draw.text((start, 60), printed, font=face, fill=40)
    left, top, right, bottom = draw.textbbox((start, 60), printed, font=face)
    if blur:
        image = image.filter(ImageFilter.GaussianBlur(blur))
    line = (1, 1, 1)
    words = [OcrWord(w, 40, top, 30, bottom - top, 0.9, line) for w in label.split()]
    words.append(OcrWord(read, left, top, right - left, bottom - top, 0.9, line))
    return image, OcrPage("", words)


def _read(label: str, printed: str, read: str, font: str, size: int, blur: float = 0.0) -> str:
    image, page = _page(label, printed, read, font, size, blur)
    return ocr_prefix.read_prefixes(image, page).words[-1].text


@pytest.mark.parametrize("font", SANS)
@pytest.mark.parametrize("size", [26, 40])
@pytest.mark.parametrize("read", ["$125002210", "S125002210", "5125002210"])
def test_an_si_read_as_a_digit_one_gets_its_letter_back(font: str, size: int, read: str) -> None:
    assert _read("TAX INVOICE", "SI25002210", read, font, size) == "SI25002210"


# Liberation Sans Bold's "48" runs together when blurred: that word is left as read (the test below).
@pytest.mark.parametrize("font", SANS[:3])
def test_a_blurred_scan_of_an_si_code_gets_its_letter_back(font: str) -> None:
    assert _read("חשבונית מס", "SI48700913", "$148700913", font, 34, blur=1.0) == "SI48700913"


@pytest.mark.parametrize("font", [*SANS, f"{FONTS}/dejavu/DejaVuSerif.ttf"])
@pytest.mark.parametrize("size", [26, 40])
def test_a_code_whose_one_is_a_digit_is_left_as_read(font: str, size: int) -> None:
    assert _read("Invoice No.", "S125002210", "S125002210", font, size) == "S125002210"
    assert _read("Invoice No.", "5125002210", "5125002210", font, size) == "5125002210"


def test_only_an_invoice_numbers_line_is_looked_at() -> None:
    assert _read("Delivery Note:", "SI25002210", "$125002210", SANS[1], 40) == "$125002210"


def test_a_word_whose_glyphs_do_not_part_as_its_characters_is_left_as_read() -> None:
    # The box holds ten glyphs; a read of eight characters cannot say which glyph is which.
    assert _read("TAX INVOICE", "SI25002210", "$1250022", SANS[1], 40) == "$1250022"


def test_the_stem_test_on_single_glyphs() -> None:
    face = ImageFont.truetype(SANS[0], 60)
    shapes = {}
    for char in "I10l":
        image = Image.new("L", (80, 90), 255)
        ImageDraw.Draw(image).text((10, 5), char, font=face, fill=0)
        ink = ocr_prefix.np.asarray(image) < 128
        (glyph,) = ocr_prefix.glyphs(ink)
        shapes[char] = ocr_prefix.is_stem(glyph)
    assert shapes == {"I": True, "1": False, "0": False, "l": True}


@pytest.mark.parametrize("angle", [-3.0, 2.0])
def test_a_tilted_photo_of_a_boxed_code_gets_its_letter_back(angle: float) -> None:
    # A photo's page left a few degrees off: no blank column parts the glyphs, and the box printed round
    # the number runs through the word's box from end to end.
    face = ImageFont.truetype(SANS[1], 40)
    drawn = Image.new("L", (420, 90), 245)
    draw = ImageDraw.Draw(drawn)
    draw.text((20, 18), "SI25002210", font=face, fill=40)
    draw.rectangle((4, 4, 410, 84), outline=60, width=3)
    turned = drawn.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=245)
    image = Image.new("L", (900, 200), 245)
    ImageDraw.Draw(image).text((40, 70), "TAX INVOICE", font=face, fill=40)
    image.paste(turned, (330, 50))
    ink = ocr_prefix.np.asarray(turned) < 128
    rows, columns = ocr_prefix.np.nonzero(ink[10:80, 12:400])
    top, left = 50 + 10 + int(rows.min()), 330 + 12 + int(columns.min())
    box = (left, top, int(columns.max() - columns.min()) + 1, int(rows.max() - rows.min()) + 1)
    line = (1, 1, 1)
    words = [OcrWord("TAX", 40, 70, 80, 40, 0.9, line), OcrWord("INVOICE", 130, 70, 150, 40, 0.9, line)]
    words.append(OcrWord("$125002210", *box, 0.9, line))
    assert ocr_prefix.read_prefixes(image, OcrPage("", words)).words[-1].text == "SI25002210"
