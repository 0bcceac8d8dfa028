"""Line items and totals from pages as OCR leaves them: a column not read, a row's figures under its
words, a digit misread, a decimal point lost. The invoice's own arithmetic decides. Synthetic pages
written for these tests."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from misrad.intake import extract


def _read(*lines: str) -> extract.Extraction:
    return extract.extract("\n".join(lines))


def _totals(found: extract.Extraction) -> list[Decimal]:
    return [item["total"] for item in found.line_items]


def test_a_quantity_column_ocr_did_not_read_is_the_ratio_of_the_row_amounts() -> None:
    found = _read(
        "Northwind Services Ltd.",
        "Date: 02/02/2025",
        "Description   Unit price   Amount",
        "Monthly support plan   ₪ 2,400.00   ₪ 2,400.00",
        "On-site technician hours   ₪ 280.00   ₪ 1,400.00",
        "Subtotal   ₪ 3,800.00",
        "VAT 18%   ₪ 684.00",
        "Total due   ₪ 4,484.00",
    )
    assert _totals(found) == [Decimal("2400.00"), Decimal("1400.00")]
    assert [item["quantity"] for item in found.line_items] == [1.0, 5.0]
    assert 0.6 <= found.confidence["line_items"] < 0.95  # right by the sum, not read outright


def test_a_unit_price_not_read_is_the_total_over_the_printed_count_and_the_vat_follows() -> None:
    found = _read(
        "תרגומים בע\"מ",
        "תאריך: 14/01/2026",
        "תרגום מסמך (לפי מילה)   |   3120   |   ש\"ח   |   1404.00",
        "סה\"כ לפני מע\"מ:   0",
        "סה\"כ לתשלום:   1656.72",
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("1404.00"),
        Decimal("252.72"),
        Decimal("1656.72"),
    )
    assert [(i["quantity"], i["unit_price"], i["total"]) for i in found.line_items] == [
        (3120.0, Decimal("0.45"), Decimal("1404.00"))
    ]


def test_till_lines_take_their_name_from_the_line_above_their_figures() -> None:
    found = _read(
        "Corner Deli",
        "Date: 05/05/2025",
        "Sourdough loaf",
        "2 x 14.50   29.00",
        "Olive oil 750ml",
        "3 x 32.90   98.70",
        "Subtotal   127.70",
        "VAT 18%   22.99",
        "Total   150.69",
    )
    assert [(i["description"], i["quantity"], i["total"]) for i in found.line_items] == [
        ("Sourdough loaf", 2.0, Decimal("29.00")),
        ("Olive oil 750ml", 3.0, Decimal("98.70")),
    ]
    assert found.confidence["line_items"] >= 0.9


def test_a_line_total_with_one_misread_digit_is_put_right_by_quantity_times_price() -> None:
    found = _read(
        "Cable World Ltd.",
        "Date: 10/10/2024",
        "HDMI cable 3m   3   39.90   119.20",
        "Wall mount   2   150.00   300.00",
        "Subtotal   419.70",
        "VAT 17%   71.35",
        "Total   491.05",
    )
    assert _totals(found) == [Decimal("119.70"), Decimal("300.00")]


def test_rows_that_sum_to_nothing_are_not_made_to() -> None:
    found = _read(
        "Cable World Ltd.",
        "Date: 10/10/2024",
        "HDMI cable 3m   55.10",
        "Wall mount   150.00",
        "Subtotal   419.70",
        "VAT 17%   71.35",
        "Total   491.05",
    )
    assert found.line_items == []
    assert found.confidence["line_items"] == 0.0


def test_a_subtotal_whose_decimal_point_ocr_lost_is_read_when_the_totals_pin_it_down() -> None:
    found = _read(
        "Electro Parts Ltd.",
        "Date: 29/01/2025",
        "Notes   Subtotal   | 1161525",
        "Bank transfer: account 6343735   VAT 18%   ו",
        "Total incl. VAT | |   | 13,706.00 |",
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("11615.25"),
        Decimal("2090.75"),
        Decimal("13706.00"),
    )
    # Right once repaired, not as printed: sure enough to judge by, and still worth a second OCR read.
    assert found.confidence["subtotal_amount"] >= 0.6 and not found.arithmetic_ok


def test_a_total_with_a_space_inside_its_digits_is_read_when_the_totals_pin_it_down() -> None:
    found = _read(
        "Electro Parts Ltd.",
        "Date: 29/01/2025",
        "Subtotal   2 500.00",
        "VAT 18%   450.00",
        "Total due   2 950.00",
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("2500.00"),
        Decimal("450.00"),
        Decimal("2950.00"),
    )


def test_a_due_date_whose_label_ocr_garbled_is_still_the_due_date() -> None:
    found = _read(
        'הובלות הדרום בע"מ',
        "תאריך הפקה: 16/03/2025",
        "לתשלום Ty 30/03/2025",
        'סה"כ לתשלום   1,180.00',
    )
    assert (found.invoice_date, found.due_date) == (date(2025, 3, 16), date(2025, 3, 30))


def test_line_items_are_no_surer_than_the_subtotal_they_sum_to() -> None:
    found = _read(
        "Harbor Tools Ltd.",
        "Date: 03/03/2025",
        "Drill bits   2   45.00   90.00",
        "Subtotal   90.00",
        "VAT 18%   31.20",
        "Total due   140.00",
    )
    assert _totals(found) == [Decimal("90.00")]
    assert not found.arithmetic_ok
    assert found.confidence["line_items"] < 0.6  # the page's figures do not add up: a look is needed


def test_a_latin_scrap_taken_as_a_hebrew_invoices_supplier_is_marked_for_a_look() -> None:
    found = _read(
        "ee rere",
        "כתובת: רחוב הגפן 15, עפולה",
        "חשבונית מס / קבלה 02231",
        "תאריך: 20/05/2025",
        "לכבוד: עמותת יד לקהילה",
        'סה"כ לתשלום   1,180.00',
    )
    assert found.supplier_name == "ee rere"
    assert found.confidence["supplier_name"] < 0.6


def test_a_rows_one_figure_is_never_both_its_quantity_and_its_total() -> None:
    # "5   36.00   1.00": OCR lost the total 180.00 (a "1.00" left of it). Read as 36 x 1.00 = 36.00 the
    # row's one figure 36.00 would be its quantity and its total at once; its quantity is 5, its total
    # (5 x 36.00) the one the subtotal confirms.
    found = extract.extract(
        "\n".join(
            [
                'ספק לדוגמה בע"מ   חשבונית מס 1234',
                "תאריך: 21/03/2025",
                "כפפות ניטריל   אריזה   4   20.00   80.00",
                "רצועות ECG   אריזה   5   36.00   1.00",
                'סה"כ לפני מע"מ   260.00',
                'מע"מ 18%   46.80',
                'סה"כ לתשלום   306.80',
            ]
        )
    )
    assert [(i["quantity"], i["total"]) for i in found.line_items] == [(4, 80), (5, 180)]
