"""Numbers on a Hebrew page read again by the Latin model: which words go, how the sheet is stacked, which
reading wins; and, with real Tesseract, amounts in a Hebrew table that the Hebrew model loses."""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image, ImageDraw, ImageFont

from misrad.intake import ocr_numbers, parsing
from misrad.intake.ocr import OcrPage, OcrUnavailable, OcrWord, TesseractEngine

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _word(text: str, left: int, width: int, confidence: float = 0.9, top: int = 100) -> OcrWord:
    return OcrWord(text, left, top, width, 20, confidence, (1, 1, 1))


def test_only_words_with_digits_that_were_read_unsurely_or_short_are_read_again() -> None:
    words = [
        _word('סה"כ', 500, 60, 0.95),
        _word("0", 100, 110, 0.95),  # one character in a box with room for ten: digits were lost
        _word("1,000.00", 300, 90, 0.96),  # sure and complete
        _word("2,980.00", 200, 90, 0.5),  # unsure
    ]
    assert ocr_numbers.candidates(words) == [1, 3]


def test_the_crops_are_stacked_one_under_another_with_white_between() -> None:
    image = Image.new("L", (800, 300), 255)
    words = [_word("1", 100, 110, top=50), _word("2", 400, 60, top=150)]
    sheet, crops = ocr_numbers.sheet(image, words, [0, 1])
    assert [c.index for c in crops] == [0, 1]
    assert crops[0].bottom < crops[1].top
    assert sheet.width >= 110 and sheet.height > crops[1].bottom


def test_a_reading_that_fills_the_box_replaces_one_that_lost_digits() -> None:
    lost = _word("0", 100, 110, 0.9)
    assert ocr_numbers.better(lost, "1,000.00", 0.4)


def test_a_reading_of_the_same_length_needs_to_be_clearly_surer() -> None:
    first = _word("(31)", 100, 45, 0.93)
    assert not ocr_numbers.better(first, "(32)", 0.96)
    assert ocr_numbers.better(_word("120.00", 100, 66, 0.46), "128.00", 0.66)


def test_a_reading_without_digits_never_replaces_one() -> None:
    assert not ocr_numbers.better(_word("0", 100, 110, 0.2), "Date", 0.99)


@dataclass
class _Sheets:
    """Reads each crop of a sheet stacked as ``ocr_numbers.sheet`` stacks them as the text given for it."""

    texts: list[str]
    crops: list[ocr_numbers._Crop]
    sheets: list[Image.Image] = field(default_factory=list)

    def read(self, image: Image.Image) -> OcrPage:
        self.sheets.append(image)
        pairs = zip(self.texts, self.crops, strict=True)
        return OcrPage("", [OcrWord(t, 10, c.top, 50, c.bottom - c.top, 0.8) for t, c in pairs])

    def orientation(self, image: Image.Image) -> int:
        return 0


def test_the_second_reading_goes_back_to_its_word() -> None:
    page_words = [_word('סה"כ', 500, 60, 0.95), _word("0", 100, 110, 0.9), _word("4", 300, 12, 0.97)]
    image = Image.new("L", (800, 300), 255)
    _, crops = ocr_numbers.sheet(image, page_words, ocr_numbers.candidates(page_words))
    engine = _Sheets(["1,000.00"], crops)
    read = ocr_numbers.reread(image, OcrPage("", page_words), engine)
    assert [w.text for w in read.words] == ['סה"כ', "1,000.00", "4"]
    assert len(engine.sheets) == 1


def _hebrew_table() -> Image.Image:
    """A Hebrew price table in small print, amounts with the shekel sign, as a 200 DPI scan prints it."""
    rows = [("פריקה ידנית", "4", "₪1,000.00"), ("הובלה עירונית", "15", "₪1,800.00")]
    image = Image.new("L", (1200, 200), 255)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 22, layout_engine=ImageFont.Layout.RAQM)
    for i, (description, quantity, total) in enumerate(rows):
        y = 40 + i * 66
        width = draw.textlength(description, font=font, direction="rtl")
        draw.text((1150 - width, y), description, font=font, fill=0, direction="rtl")
        draw.text((650, y), quantity, font=font, fill=0)
        draw.text((80, y), total, font=font, fill=0)
    return image


def test_amounts_the_hebrew_model_loses_are_read_by_the_latin_one() -> None:
    image = _hebrew_table()
    without = parsing.read_page(image, TesseractEngine()).text  # the Hebrew-first read alone
    with_numbers = parsing.read_page(image).text
    assert "1,000.00" not in without and "1,800.00" not in without
    assert "1,000.00" in with_numbers and "1,800.00" in with_numbers
    assert "פריקה ידנית" in with_numbers and "הובלה עירונית" in with_numbers


def test_a_code_is_not_replaced_by_a_read_that_turned_its_prefix_into_digits() -> None:
    # An ERP's ``SI25002210``, read unsure; the crop's Latin read gave ``125002210`` or ``S125002210``.
    first = OcrWord("SI25002210", 1035, 115, 223, 30, 0.5, (1, 1, 1))
    assert not ocr_numbers.better(first, "125002210", 0.9)
    assert not ocr_numbers.better(first, "S125002210", 0.9)
    assert ocr_numbers.better(first, "SI25002270", 0.9)  # a digit put right is still taken


class _Tall:
    """An engine that refuses a sheet taller than Tesseract takes (32767 pixels), as Tesseract does."""

    def __init__(self) -> None:
        self.heights: list[int] = []

    def read(self, image: Image.Image) -> OcrPage:
        if image.height > 32767:
            raise OcrUnavailable("Failed to recognize. No image set?")
        self.heights.append(image.height)
        return OcrPage("", [])

    def orientation(self, image: Image.Image) -> int:
        return 0


def test_a_page_with_hundreds_of_unsure_numbers_is_read_on_several_sheets() -> None:
    # A photo read badly (a shadow, a table's grain) can give hundreds of unsure number words; stacked
    # on one sheet they passed Tesseract's height limit and the document failed to read.
    words = [_word("1O0", 10, 90, confidence=0.4, top=60 * i) for i in range(800)]
    image = Image.new("L", (200, 60 * 800 + 60), 255)
    engine = _Tall()
    ocr_numbers.reread(image, OcrPage("", words), engine)
    assert len(engine.heights) >= 2 and max(engine.heights) <= 32767
