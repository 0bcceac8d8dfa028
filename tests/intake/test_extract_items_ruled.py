"""Line items whose table rules OCR read as marks glued to a cell's figure ("|[ 3", "(3)"): the rule is
not part of the cell, so the quantity in it is still a column of its own. Synthetic pages written for
these tests."""

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
