"""A registration number whose check digit fails, read again from its own crop enlarged (``ocr_ids``): which
words go, when a read is taken (nine digits, its separators in place, the check digit holding), that the
fuller read keeps it when the supplier's id then holds; and, with real Tesseract, that small print read
again enlarged comes back with its digits."""

from __future__ import annotations

import random
import shutil

import pytest
from PIL import Image, ImageDraw, ImageFont

from misrad.intake import ocr_digits, ocr_ids, ocr_resident, parsing
from misrad.intake.extract.values import valid_tax_id
from misrad.intake.ocr import OcrPage, OcrWord
from tests.intake.fake_pages import PAGE_SIZE, WholePage, inked, words_in_rows

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _valid(rng: random.Random, prefix: str = "51") -> str:
    while True:
        body = prefix + "".join(rng.choice("0123456789") for _ in range(6))
        for check in "0123456789":
            if valid_tax_id(body + check):
                return body + check


def _misread(number: str) -> str:
    """``number`` with its last digit read as another, so that its check digit fails."""
    for wrong in "0123456789":
        if wrong != number[-1] and not valid_tax_id(number[:-1] + wrong):
            return number[:-1] + wrong
    raise AssertionError(number)


def _dashed(number: str) -> str:
    return f"{number[:2]}-{number[2:8]}-{number[8]}"


def _word(text: str, left: int, top: int, confidence: float = 0.6, line: int = 1) -> OcrWord:
    return OcrWord(text, left, top, 14 * len(text), 20, confidence, (1, 1, line))


def test_only_nine_digit_numbers_whose_check_digit_fails_are_read_again() -> None:
    rng = random.Random(1)
    good, other = _valid(rng), _valid(rng)
    words = [
        _word(_dashed(_misread(good)), 100, 100),  # a misread id
        _word(_dashed(other), 100, 150),  # an id that holds
        _word("03-9345500", 100, 200),  # a landline: nine digits, an area code and a dash
        _word("1,250.00", 100, 250),  # an amount
        _word(_misread(good) + ".", 100, 300),  # an undashed id with a period after it
    ]
    assert ocr_ids.candidates(words) == [0, 4]


class _Crops:
    """An engine that reads every image it is given as the next of ``texts``, at its middle."""

    def __init__(self, texts: list[str]) -> None:
        self.texts = list(texts)
        self.sizes: list[tuple[int, int]] = []

    def read(self, image: Image.Image) -> OcrPage:
        self.sizes.append(image.size)
        text = self.texts.pop(0) if self.texts else ""
        words = [OcrWord(text, 10, image.height // 2 - 10, 100, 20, 0.8)] if text else []
        return OcrPage(text, words)

    def orientation(self, image: Image.Image) -> int:
        return 0


def _blank() -> Image.Image:
    return Image.new("L", PAGE_SIZE, 255)


def test_a_read_whose_check_digit_holds_replaces_the_misread_number() -> None:
    rng = random.Random(2)
    good = _valid(rng)
    words = [_word("ח.פ.", 300, 100), _word(_dashed(_misread(good)), 100, 100)]
    engine = _Crops([_dashed(good) + "."])
    read = ocr_ids.reread(_blank(), OcrPage("", words), engine)
    assert [w.text for w in read.words] == ["ח.פ.", _dashed(good)]
    # Read enlarged: the crop (the word and its margin) at twice its size or more.
    assert engine.sizes[0][1] >= 2 * words[1].height


@pytest.mark.parametrize(
    "again",
    [
        "",  # nothing read
        "51-3887976",  # a separator lost: another shape
        "51-388797-66",  # a digit more
    ],
)
def test_a_read_of_another_shape_or_nothing_leaves_the_word(again: str) -> None:
    words = [_word("51-388797-0", 100, 100)]
    page = OcrPage("", words)
    assert ocr_ids.reread(_blank(), page, _Crops([again])) is page


def test_a_read_whose_check_digit_still_fails_leaves_the_word() -> None:
    good = _valid(random.Random(3))
    # Only the right check digit holds: any other two are two misreads.
    first, other = [_dashed(good[:-1] + d) for d in "0123456789" if d != good[-1]][:2]
    page = OcrPage("", [_word(first, 100, 100)])
    assert ocr_ids.reread(_blank(), page, _Crops([other])) is page


def test_a_page_with_no_misread_number_costs_no_read() -> None:
    engine = _Crops(["999"])
    page = OcrPage("", [_word("1,250.00", 100, 100), _word("03-9345500", 100, 200)])
    assert ocr_ids.reread(_blank(), page, engine) is page
    assert engine.sizes == []


# A page whose supplier's id was misread in its check digit: the id rule fails until it is read again.
_GOOD = _valid(random.Random(4))


def _page_words() -> list[OcrWord]:
    rows = [
        [("Supplier", 0.95), ("Ltd.", 0.95)],
        [("Company", 0.95), ("No.", 0.95), (_dashed(_misread(_GOOD)), 0.6)],
        [("Invoice", 0.95), ("No.", 0.95), ("2041", 0.95)],
        [("Date:", 0.95), ("2024-03-05", 0.95)],
        [("Subtotal:", 0.95), ("100.00", 0.95)],
        [("VAT", 0.95), ("17%:", 0.95), ("17.00", 0.95)],
        [("Total:", 0.95), ("117.00", 0.95)],
    ]
    return words_in_rows(rows, top=40, row_height=60, char_width=14, height=20)


def test_the_fuller_read_keeps_an_id_read_again_when_the_suppliers_id_then_holds() -> None:
    digits = _Crops([_dashed(_GOOD)])
    page = WholePage(_page_words())
    read = parsing.read_clean(inked(_page_words()), page, numbers=page, digits=digits, defer_latin=True)
    assert read.fuller is not None
    assert _dashed(_misread(_GOOD)) in read.text
    fuller = read.fuller()
    assert _dashed(_GOOD) in fuller and _dashed(_misread(_GOOD)) not in fuller


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="needs Tesseract")
def test_small_print_read_again_enlarged_comes_back_with_its_digits() -> None:
    """Real Tesseract, digits only, on a number printed 11 pixels tall: the enlarged crop reads it."""
    number = _dashed(_valid(random.Random(5)))
    image = Image.new("L", (400, 60), 255)
    ImageDraw.Draw(image).text((40, 20), number, fill=0, font=ImageFont.truetype(FONT, 14))
    word = OcrWord(_dashed(_misread(number.replace("-", ""))), 40, 20, 110, 14, 0.5)
    digits = ocr_resident.engine(parsing.NUMBER_LANGUAGES, 6, ocr_digits.DIGITS)
    read = ocr_ids.reread(image, OcrPage("", [word]), digits)
    assert [w.text for w in read.words] == [number]


def test_marks_glued_to_the_number_are_read_past() -> None:
    """The page's read glued a mark to the number (``51-388797-0 On``): its crop, read digits only, gives
    the number and the mark as a separator and a digit; the number is taken, the rest of the word kept."""
    good = _valid(random.Random(6))
    words = [_word(_dashed(_misread(good)) + " On", 100, 100)]
    read = ocr_ids.reread(_blank(), OcrPage("", words), _Crops([_dashed(good) + ".4"]))
    assert [w.text for w in read.words] == [_dashed(good) + " On"]
