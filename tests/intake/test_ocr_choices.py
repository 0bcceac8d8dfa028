"""Unsure figures as a few candidate values, chosen by the page's arithmetic (``ocr_choices``): which readings
a figure has, which the page's sums choose, that nothing changes without a reason; and, with real Tesseract,
that the digits-only engine gives the characters it weighed, lined up with the figure's."""

from __future__ import annotations

import shutil

import pytest
from PIL import Image, ImageDraw, ImageFont

from misrad.intake import ocr_choices, ocr_digits, ocr_resident
from misrad.intake.ocr import ChoiceWord, OcrWord, TesseractEngine

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _word(text: str, confidence: float = 0.95, top: int = 100) -> OcrWord:
    return OcrWord(text, 100, top, 20 * len(text), 30, confidence)


def _weighed(text: str, seconds: dict[int, list[tuple[str, float]]]) -> ChoiceWord:
    """``text`` read at cost 1 a character, and at the places ``seconds`` names other characters too."""
    places = tuple(
        ((c, 1.0), *((s, 1.0 + cost) for s, cost in seconds.get(i, []))) for i, c in enumerate(text)
    )
    return ChoiceWord(_word(text, 0.6), places)


def test_a_figure_reads_as_itself_then_its_close_seconds_cheapest_first() -> None:
    found = ocr_choices.readings(
        _weighed("650.00", {1: [("9", 2.0), ("3", 0.5)], 5: [("8", 6.0), ("7", 30.0)]})
    )
    texts = [text for text, _cost in found]
    assert texts[0] == "650.00"
    assert texts[1:4] == ["630.00", "690.00", "650.08"]
    assert "650.07" not in texts  # far behind the chosen 0: not a reading
    assert "630.08" in texts and "690.08" in texts  # two places changed at once
    assert all(text[3] == "." for text in texts)  # a separator stays as read


def test_a_figure_whose_places_do_not_line_up_with_its_characters_has_no_other_reading() -> None:
    word = ChoiceWord(_word("650.00"), (((("6", 1.0), ("9", 2.0))),))
    assert ocr_choices.readings(word) == [("650.00", 0.0)]
    assert ocr_choices.readings(ChoiceWord(_word("650.00"))) == [("650.00", 0.0)]


# A receipt's figures: two rows of one each, their subtotal, VAT at 17% and the total; the second row's price
# and total read 650 where the hand wrote 690, with 690 a close second.
_RECEIPT = ["1", "250.00", "250.00", "1", "650.00", "650.00", "940.00", "159.80", "1,099.80"]


def _receipt(unsure: dict[int, list[tuple[str, float]]]) -> list[OcrWord]:
    return [_word(text, 0.6 if i in unsure else 0.95, top=100 + 40 * i) for i, text in enumerate(_RECEIPT)]


def test_the_page_sums_choose_the_reading_that_holds() -> None:
    unsure = {4: [("650.00", 0.0), ("630.00", 0.5), ("690.00", 2.0)], 5: [("650.00", 0.0), ("690.00", 3.0)]}
    words = _receipt(unsure)
    chosen = ocr_choices.choose(words, unsure)
    assert [w.text for w in chosen][4:6] == ["690.00", "690.00"]
    # The engine read another figure: the arithmetic's choice is marked as less sure than the engine's.
    assert chosen[5].confidence == ocr_choices.ARITHMETIC_CONFIDENCE
    assert chosen[6] == words[6]


def test_a_reading_that_makes_no_more_of_the_sums_hold_changes_nothing() -> None:
    words = [
        _word(t, 0.6 if i == 2 else 0.95, 100 + 40 * i) for i, t in enumerate(["100.00", "17.00", "117.00"])
    ]
    unsure = {2: [("117.00", 0.0), ("111.00", 1.0), ("717.00", 2.0)]}
    assert ocr_choices.choose(words, unsure) is words
    assert ocr_choices.choose(words, {2: [("117.00", 0.0)]}) is words


def test_a_total_misread_is_put_right_by_subtotal_and_vat() -> None:
    words = [_word(t, 0.95, 100 + 40 * i) for i, t in enumerate(["100.00", "17.00", "112.00"])]
    chosen = ocr_choices.choose(words, {2: [("112.00", 0.0), ("113.00", 1.0), ("117.00", 4.0)]})
    assert chosen[2].text == "117.00"


def test_a_long_price_list_is_not_searched() -> None:
    words = [_word(f"{10 + i}.00", 0.95, 100 + 40 * i) for i in range(ocr_choices.MOST_AMOUNTS + 1)]
    words[0] = _word("13.00", 0.6)
    assert ocr_choices.choose(words, {0: [("13.00", 0.0), ("11.00", 1.0)]}) is words


@pytest.mark.skipif(ocr_resident.tessdata("eng") is None, reason="needs Tesseract's models")
def test_the_digits_engine_gives_what_it_weighed_at_each_character() -> None:
    image = Image.new("L", (600, 120), 255)
    ImageDraw.Draw(image).text((20, 30), "690.00", fill=0, font=ImageFont.truetype(FONT, 48))
    read = ocr_resident.engine("eng", 6, ocr_digits.DIGITS).read_choices(image)
    assert [r.word.text for r in read] == ["690.00"]
    places = read[0].choices
    assert len(places) == len("690.00")
    assert all(char in {c for c, _cost in place} for char, place in zip("690.00", places, strict=True))


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="needs the tesseract command")
def test_the_command_line_reads_the_words_without_what_it_weighed() -> None:
    image = Image.new("L", (600, 120), 255)
    ImageDraw.Draw(image).text((20, 30), "690.00", fill=0, font=ImageFont.truetype(FONT, 48))
    read = TesseractEngine("eng", 6, only=ocr_digits.DIGITS).read_choices(image)
    assert [(r.word.text, r.choices) for r in read] == [("690.00", ())]
