"""Line items from a table's cells as OCR leaves them: a rule read as marks glued to a cell's figure
("|[ 3", "(3)") is not part of the cell, so the quantity in it is still a column of its own; a figure
whose decimal point was lost ("₪44500") is its agorot where the row multiplies out with it. Synthetic
pages written for these tests."""

from __future__ import annotations

from decimal import Decimal

from misrad.intake import extract


def _totals(*lines: str) -> list[Decimal]:
    return [item["total"] for item in extract.extract("\n".join(lines)).line_items]


def test_a_quantity_with_a_rule_glued_to_it_still_counts_when_the_row_total_was_not_read() -> None:
    assert _totals(
        'דפוס המרכז בע"מ',
        "חשבונית מס / קבלה   017502",
        "תאריך:   03.11.24",
        'פרטים   |   כמות   |   מחיר   |   סה"כ',
        "פנקסי קבלות 50 דף   4   85.00   340.00",
        "רול-אפ 85/200   |[ 3   | 390.00 | ססר",
        'סה"כ   1,510.00',
        'מע"מ 17%   256.70',
        'סה"כ לתשלום   1,766.70',
    ) == [Decimal("340.00"), Decimal("1170.00")]


def test_an_english_row_whose_quantity_sits_in_brackets_of_rules() -> None:
    assert _totals(
        "Harbour Print Works Ltd.",
        "Invoice 2291   Date: 12/06/2025",
        "Item   Qty   Price   Amount",
        "Business cards (box)   [2]   120.00   240.00",
        "Roll-up banner   (3)   | 410.00 | —",
        "Subtotal   1,470.00",
        "VAT 18%   264.60",
        "Total due   1,734.60",
    ) == [Decimal("240.00"), Decimal("1230.00")]


def test_row_figures_whose_decimal_point_ocr_lost_count_when_the_row_multiplies_out_with_them() -> None:
    # "₪44500" for ₪445.00, "₪1674000" for ₪16,740.00: a figure that lost its point is its agorot; the
    # row's own arithmetic (a quantity, a unit price) and the subtotal confirm the reading.
    assert _totals(
        'גלובל מובייל סחר בע"מ',
        "חשבונית מס א-1187   תאריך 02/12/2024",
        '"no. |   כמות   |   מחיר ליחידה   |   תיאור',
        "₪44500   =   89.00   00   | 8   |   Apple 20W USB-C Power Adapter מטען",
        "|₪1674000 |   |₪279000 |   | 6 |   Samsung Galaxy S24 256GB סלולרי",
        "= 7 ₪98000   = ~— 49.00   20 - | 2   | כיסוי סיליקון Galaxy S24",
        'Subtotal / סה"כ לפני מע"מ   18,165.00',
        'VAT / מע"מ 17%   3,088.05',
        'Total Due / סה"כ לתשלום   21,253.05',
    ) == [Decimal("445.00"), Decimal("16740.00"), Decimal("980.00")]
