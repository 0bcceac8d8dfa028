"""Numbers taken from the Latin model's read of the whole page (``ocr_latin.merge``): which of the Hebrew
read's words a Latin number replaces, and which it never touches."""

from __future__ import annotations

from misrad.intake import ocr_latin
from misrad.intake.ocr import OcrPage, OcrWord


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
