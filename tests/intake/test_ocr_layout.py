"""OCR words with boxes become printed rows: a table row the engine read as separate blocks is one line
again with its cells in reading order, a column gap inside a line is a cell break, a tilted line stays
one line, and a wide vertical gap ends a block. The engine's own order of a line's words is kept."""

from __future__ import annotations

from misrad.intake import ocr_layout
from misrad.intake.ocr import OcrWord


def _word(text: str, left: int, top: int, line: tuple[int, int, int], width: int = 0) -> OcrWord:
    return OcrWord(text, left, top, width or 10 * len(text), 20, 0.9, line)


def test_a_table_row_read_as_separate_blocks_is_one_line_again() -> None:
    words = [
        _word("מסך", 940, 102, (1, 1, 1)),
        _word("27", 900, 100, (1, 1, 1)),
        _word("אינץ'", 840, 100, (1, 1, 1)),
        _word("1,584.26", 500, 101, (2, 1, 1)),
        _word("2", 400, 99, (3, 1, 1)),
        _word("3,168.52", 200, 100, (4, 1, 1)),
        _word("סה\"כ", 940, 140, (1, 1, 2)),
        _word("3,168.52", 200, 141, (4, 1, 2)),
    ]
    assert ocr_layout.page_text(words).splitlines() == [
        "מסך 27 אינץ'   1,584.26   2   3,168.52",
        'סה"כ   3,168.52',
    ]


def test_english_cells_read_left_to_right() -> None:
    words = [_word("Total", 900, 100, (2, 1, 1)), _word("Description", 100, 100, (1, 1, 1))]
    assert ocr_layout.page_text(words) == "Description   Total"


def test_a_column_gap_inside_a_line_is_a_cell_break_in_the_engines_order() -> None:
    words = [
        _word("סה\"כ", 900, 100, (1, 1, 1)),
        _word("לתשלום:", 810, 100, (1, 1, 1)),
        _word("19,989.20", 300, 100, (1, 1, 1)),
        _word("ש\"ח", 260, 100, (1, 1, 1), 30),
    ]
    assert ocr_layout.page_text(words) == 'סה"כ לתשלום:   19,989.20 ש"ח'


def test_a_tilted_line_stays_one_line_and_lines_above_each_other_do_not_merge() -> None:
    # The line drops 15 px across the page (more than half a word's height from end to end).
    tilted = [_word(w, 100 + 120 * i, 100 + 5 * i, (1, 1, 1)) for i, w in enumerate(["a", "b", "c", "d"])]
    below = [_word("next", 100, 125, (1, 1, 2))]
    assert ocr_layout.page_text([*tilted, *below]).splitlines() == ["a   b   c   d", "next"]


def test_a_wide_vertical_gap_starts_a_new_block() -> None:
    words = [
        _word("Bill", 10, 0, (1, 1, 1)),
        _word("to", 60, 0, (1, 1, 1)),
        _word("Acme", 10, 30, (1, 1, 2)),
        _word("Total", 10, 200, (2, 1, 1)),
    ]
    assert ocr_layout.page_text(words) == "Bill to\nAcme\n\nTotal"


def test_brackets_the_engine_gave_mirrored_in_a_hebrew_line_face_their_text_again() -> None:
    # Tesseract's right-to-left lines give a bracket as drawn, not as meant, one pair in three or so.
    words = [
        _word("קירור", 900, 100, (1, 1, 1)),
        _word("הדרום", 840, 100, (1, 1, 1)),
        _word(")2011(", 770, 100, (1, 1, 1)),
        _word('בע"מ', 720, 100, (1, 1, 1)),
        _word("התקנה", 900, 140, (1, 1, 2)),
        _word(")3", 870, 140, (1, 1, 2)),
        _word("שעות)", 810, 140, (1, 1, 2)),
        _word("Samsung", 100, 180, (2, 1, 3)),
        _word(":-)", 180, 180, (2, 1, 3)),
    ]
    assert ocr_layout.page_text(words).splitlines() == [
        'קירור הדרום (2011) בע"מ',
        "התקנה (3 שעות)",
        "Samsung :-)",
    ]


def test_the_gap_under_a_line_in_large_print_is_measured_in_its_own_print() -> None:
    # A customer's name set large (30 px words) and its company number in body print (20 px) under it,
    # 46 px apart: more than 2.2 lines of the small print, not of the large one. One block, no blank.
    big = [
        OcrWord("קפה", 300, 100, 60, 30, 0.9, (1, 1, 1)),
        OcrWord("נחת", 220, 100, 60, 30, 0.9, (1, 1, 1)),
    ]
    small = [_word("ח.פ.", 300, 151, (1, 1, 2)), _word("513734707", 200, 151, (1, 1, 2))]
    words = [*big, *small, _word("חשבונית", 300, 260, (2, 1, 1))]
    assert ocr_layout.page_text(words).splitlines() == ["קפה נחת", "ח.פ. 513734707", "", "חשבונית"]
