"""Numbers taken from the Latin model's read of the whole page (``ocr_latin.merge``): which of the Hebrew
read's words a Latin number replaces, and which it never touches."""

from __future__ import annotations

from dataclasses import replace

from PIL import Image

from misrad.intake import ocr_latin
from misrad.intake.ocr import OcrPage, OcrWord
from tests.intake.fakes import CountingEngine


def _word(text: str, left: int, width: int, confidence: float = 0.9, top: int = 100) -> OcrWord:
    return OcrWord(text, left, top, width, 20, confidence, (1, 2, 3))


def _merged(hebrew: list[OcrWord], latin: list[OcrWord]) -> list[str]:
    return [w.text for w in ocr_latin.merge(OcrPage("", hebrew), OcrPage("", latin)).words]


def test_a_number_the_hebrew_read_cut_short_is_taken_whole() -> None:
    # ``2025-01-30`` beside ``תאריך``: the Hebrew read kept its last digit, in a box a third as wide.
    hebrew = [_word("תאריך", 713, 117), _word("0", 883, 37, 0.97)]
    latin = [_word("INN", 722, 55, 0.36), _word("2025-01-30", 793, 127, 0.83)]
    assert _merged(hebrew, latin) == ["תאריך", "2025-01-30"]


def test_the_number_keeps_the_hebrew_reads_place_and_line() -> None:
    hebrew = [
        _word('סה"כ', 500, 60),
        _word("1", 100, 20, 0.6),
        _word("000", 130, 40, 0.6),
        _word("x", 400, 10),
    ]
    latin = [_word("1,000.00", 98, 90, 0.9)]
    merged = ocr_latin.merge(OcrPage("", hebrew), OcrPage("", latin)).words
    assert [w.text for w in merged] == ['סה"כ', "1,000.00", "x"]
    assert merged[1].line == (1, 2, 3) and merged[1].left == 98


def test_hebrew_words_are_never_replaced() -> None:
    hebrew = [_word("שלום", 100, 80, 0.5)]
    assert _merged(hebrew, [_word("0110", 100, 80, 0.99)]) == ["שלום"]


def test_a_hebrew_word_stretched_over_the_number_stays_and_the_digits_beside_it_go() -> None:
    # ``לתשלום עד 2025-04-01``: the Hebrew word's box reaches over the date, read as its last digit.
    hebrew = [_word("1", 887, 32, 0.96), _word("לתשלום", 682, 234), _word("עד", 643, 30)]
    assert _merged(hebrew, [_word("2025-04-01", 793, 123, 0.93)]) == ["2025-04-01", "לתשלום", "עד"]


def test_an_unsure_latin_number_or_one_no_better_changes_nothing() -> None:
    hebrew = [_word("1,250.00", 100, 90, 0.95)]
    assert _merged(hebrew, [_word("1,258.00", 100, 90, 0.4)]) == ["1,250.00"]  # unsure
    assert _merged(hebrew, [_word("1,258.00", 100, 90, 0.97)]) == ["1,250.00"]  # not clearly surer
    assert _merged(hebrew, [_word("Date", 100, 90, 0.99)]) == ["1,250.00"]  # no digit


def test_a_latin_number_over_nothing_the_hebrew_read_found_adds_nothing() -> None:
    hebrew = [_word("1,250.00", 100, 90, 0.95)]
    assert _merged(hebrew, [_word("380.00", 600, 70, 0.99), _word("12", 100, 30, 0.99, top=300)]) == [
        "1,250.00"
    ]


class _SheetReader:
    """Reads a sheet of stacked stretches as one number near the left edge of each stretch."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.sheets: list[tuple[int, int]] = []

    def read(self, image: Image.Image) -> OcrPage:
        self.sheets.append(image.size)
        return OcrPage("", [OcrWord(self.text, 20, 30, 120, 20, 0.9)])

    def orientation(self, image: Image.Image) -> int:
        return 0


def test_the_stretches_reach_past_the_first_and_last_number_of_each_line() -> None:
    words = [_word("תאריך", 613, 117), _word("0", 883, 37), _word("שלום", 100, 60, top=300)]
    (stretch,) = ocr_latin.stretches(words)
    assert stretch.left == 883 - 6 * 20 and stretch.left + stretch.width == 883 + 37 + 6 * 20
    assert stretch.top == 100 and stretch.height == 20


def test_a_stretch_that_would_cut_a_word_takes_it_whole() -> None:
    # The Hebrew read's box of "תאריך" may cover the date's first digits ("2025-04-24" read "4"): a stretch
    # that starts inside that box hands the Latin read half a letter and "20" ("925-04-24").
    words = [_word("תאריך", 713, 117), _word("0", 883, 37), _word("Bill", 1010, 40)]
    (stretch,) = ocr_latin.stretches(words)
    assert stretch.left == 713 and stretch.left + stretch.width == 1050


def test_the_latin_read_comes_back_in_the_pages_pixels() -> None:
    image = Image.new("L", (1600, 800), 255)
    page = OcrPage("", [_word("תאריך", 613, 117), _word("0", 883, 37, 0.97)])
    engine = _SheetReader("2025-01-30")
    (number,) = ocr_latin.read_numbers(image, page, engine).words
    assert len(engine.sheets) == 1
    # The sheet's word at (20, 30) lies in the stretch cut at (763 - pad, 100 - pad), pasted at (gap, gap):
    # pad is 0.35 of the word height (20), gap half the crop's height (20 + 2 pad).
    pad, gap = 7, 17
    assert number.left == 20 - gap + (883 - 120 - pad) and number.top == 30 - gap + (100 - pad)
    merged = ocr_latin.merge(page, OcrPage("", [replace(number, left=793, width=127)]))
    assert [w.text for w in merged.words] == ["תאריך", "2025-01-30"]


def test_a_page_without_numbers_costs_no_latin_read() -> None:
    engine = _SheetReader("1")
    page = OcrPage("", [_word("שלום", 1, 1)])
    assert ocr_latin.read_numbers(Image.new("L", (100, 100), 255), page, engine).words == []
    assert engine.sheets == []


# An invoice number's Latin prefix (``CT-5545``, ``IN2500169``) that the Hebrew read garbled beside its label.


def test_a_code_beside_its_label_replaces_a_hebrew_read_with_a_hebrew_letter_in_it() -> None:
    hebrew = [_word("אסמכתא", 700, 120), _word("5545-ד6", 540, 120, 0.6)]
    latin = [_word("CT-5545", 540, 125, 0.8)]
    assert _merged(hebrew, latin) == ["אסמכתא", "CT-5545"]


def test_a_prefix_read_as_a_digit_gives_way_to_the_latin_code() -> None:
    # ``IN`` read as ``1``: the Hebrew read's word fills the box and is as sure, so only the label decides.
    hebrew = [_word("Invoice", 100, 90), _word("No.", 195, 40), _word("12500169", 260, 140, 0.9)]
    latin = [_word("IN2500169", 258, 145, 0.85)]
    assert _merged(hebrew, latin)[-1] == "IN2500169"


def test_a_code_whose_digits_disagree_with_the_hebrew_read_is_not_taken() -> None:
    hebrew = [_word("אסמכתא", 700, 120), _word("5545-ד6", 540, 120, 0.6)]
    assert _merged(hebrew, [_word("CT-5845", 540, 125, 0.8)])[-1] == "5545-ד6"
    hebrew = [_word("Invoice", 100, 90), _word("No.", 195, 40), _word("12500169", 260, 140, 0.9)]
    assert _merged(hebrew, [_word("IN2500769", 258, 145, 0.85)])[-1] == "12500169"


def test_a_code_on_a_line_without_an_invoice_numbers_label_changes_no_hebrew_word() -> None:
    hebrew = [_word("טלפון", 700, 120), _word("5545-ד6", 540, 120, 0.6)]
    assert _merged(hebrew, [_word("CT-5545", 540, 125, 0.8)])[-1] == "5545-ד6"


def test_only_codes_are_taken_when_the_labelled_lines_alone_are_read() -> None:
    hebrew = [_word("Invoice", 100, 90), _word("No.", 195, 40), _word("12500169", 260, 140, 0.6)]
    merged = ocr_latin.merge_codes(OcrPage("", hebrew), OcrPage("", [_word("12500789", 258, 145, 0.99)]))
    assert merged.words[-1].text == "12500169"
    merged = ocr_latin.merge_codes(OcrPage("", hebrew), OcrPage("", [_word("IN2500169", 258, 145, 0.85)]))
    assert merged.words[-1].text == "IN2500169"


def test_the_labelled_line_is_read_only_when_its_number_is_no_code_yet() -> None:
    image = Image.new("L", (800, 300), 255)
    for number, reads in (("12500169", 1), ("IN2500169", 0)):
        engine = CountingEngine(OcrPage("", []))
        page = OcrPage("", [_word("Invoice", 100, 90), _word("No.", 195, 40), _word(number, 260, 140)])
        ocr_latin.read_codes(image, page, engine)
        assert engine.reads == reads
    engine = CountingEngine(OcrPage("", []))
    ocr_latin.read_codes(image, OcrPage("", [_word("Total", 100, 90), _word("12500169", 260, 140)]), engine)
    assert engine.reads == 0


def test_a_code_the_latin_read_cut_short_never_replaces_the_whole_code() -> None:
    # ``IN2400135`` beside ``חשבונית מס``, read whole (a direction mark after it); the Latin read lost ``35``.
    hebrew = [_word("חשבונית", 1000, 120), _word("IN2400135\u200f", 842, 150, 0.9)]
    assert _merged(hebrew, [_word("IN24001", 842, 137, 0.83)])[-1] == "IN2400135\u200f"
    engine = CountingEngine(OcrPage("", []))
    ocr_latin.read_codes(Image.new("L", (1400, 300), 255), OcrPage("", hebrew), engine)
    assert engine.reads == 0


def _line(n: int, height: int = 20, confidence: float = 0.9) -> list[OcrWord]:
    """Line ``n`` of a page: a label and a number, ``height`` pixels high."""
    top = 60 + n * 40
    return [
        OcrWord("Total", 100, top, 90, height, confidence, (1, 1, n)),
        OcrWord(f"{n},250.00", 300, top, 160, height, confidence, (1, 1, n)),
    ]


def test_the_latin_read_skips_stretches_far_taller_than_the_pages_print() -> None:
    # A shadow's marks read as "words" half the page high hold digits too: reading them cost minutes.
    words = [*_line(1), *_line(2), *_line(3), OcrWord("7ll1", 50, 300, 700, 900, 0.2, (2, 1, 1))]
    kept = ocr_latin.within_bounds(ocr_latin.stretches(words), words, (1000, 1400))
    assert len(kept) == 3 and max(box.height for box in kept) == 20


def test_the_latin_read_covers_at_most_half_the_page_whatever_the_first_read_found() -> None:
    # Junk of print's height over the whole page: the stretches read stop at half of its area.
    words = [w for n in range(30) for w in _line(n)]
    boxes = ocr_latin.stretches(words)
    kept = ocr_latin.within_bounds(boxes, words, (500, 400))
    assert sum(b.width * b.height for b in kept) <= 0.5 * 500 * 400
    assert 0 < len(kept) < len(boxes) and kept == sorted(kept, key=lambda b: b.top)


def test_a_page_with_numbers_of_its_print_keeps_every_stretch() -> None:
    words = [w for n in range(12) for w in _line(n)]
    boxes = ocr_latin.stretches(words)
    assert len(ocr_latin.within_bounds(boxes, words, (1654, 2339))) == len(boxes) == 12
