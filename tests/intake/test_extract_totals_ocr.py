"""Totals and rows from scans and photos whose figures OCR misread or lost: the invoice's arithmetic
decides what they were. Synthetic pages written for these tests (not taken from any corpus)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from misrad.intake import extract


def _read(*lines: str) -> extract.Extraction:
    return extract.extract("\n".join(lines))


def _three(found: extract.Extraction) -> tuple[Decimal | None, Decimal | None, Decimal | None]:
    return found.subtotal_amount, found.vat_amount, found.total_amount


# ---------------------------------------------------------------- a net OCR left unlabelled


@pytest.mark.parametrize(
    ("net", "vat", "rate"),
    [("4,350.00", "783.00", "18"), ("12,406.35", "2,233.14", "18"), ("980.00", "166.60", "17")],
)
def test_a_net_whose_label_ocr_garbled_is_found_by_the_vat_it_carries(net: str, vat: str, rate: str) -> None:
    # The net's label came out as scraps and the amount to pay was not read at all; the labelled VAT at
    # the printed rate lands on the net above it to the agora, so the total follows from the two.
    found = _read(
        'גל-אור שיווק בע"מ',
        "תאריך: 11/03/2025",
        f"qe ורש 5רס   {net}",
        f'לתשלום בהעברה: בנק לאומי (10) סניף 812   מע"מ {rate}%   {vat}',
        'מטבע: ש"ח',
    )
    value = Decimal(net.replace(",", ""))
    tax = Decimal(vat.replace(",", ""))
    assert _three(found) == (value, tax, value + tax)
    assert found.confidence["total_amount"] <= 0.75  # followed, not read: marked for a look


def test_an_unlabelled_figure_is_not_a_net_when_the_vat_it_would_carry_is_not_the_printed_one() -> None:
    found = _read(
        'גל-אור שיווק בע"מ',
        "תאריך: 11/03/2025",
        "qe ורש 5רס   4,350.00",
        'מע"מ 18%   790.00',
    )
    assert found.total_amount != Decimal("5140.00")
    assert found.total_amount != Decimal("5133.00")


def test_a_printed_total_still_wins_over_one_followed_from_an_unlabelled_net() -> None:
    found = _read(
        "תאריך: 11/03/2025",
        "qe ורש 5רס   1,000.00",
        'סה"כ לפני מע"מ   2,000.00',
        'מע"מ 18%   360.00',
        'סה"כ לתשלום   2,360.00',
    )
    assert _three(found) == (Decimal("2000.00"), Decimal("360.00"), Decimal("2360.00"))


# ---------------------------------------------------------------- handwritten digits misread


def test_handwritten_vat_and_total_with_misread_digits_are_put_right_by_the_net() -> None:
    # A receipt book filled in by hand: 2,300.00 net at 17% is 391.00 VAT and 2,691.00 to pay; OCR
    # read a handwritten 1 as 7 in both.
    found = _read(
        "מוסך הגליל",
        "קבלה 4411",
        "תאריך 14.10.24",
        'סה"כ   2,300.00',
        'מע"מ 17 %   397.00',
        'סה"כ לתשלום   2,697.00',
    )
    assert _three(found) == (Decimal("2300.00"), Decimal("391.00"), Decimal("2691.00"))
    assert not found.arithmetic_ok
    assert found.confidence["total_amount"] <= 0.75


def test_two_misread_digits_of_the_total_are_put_right_when_the_vat_also_points_there() -> None:
    found = _read(
        "תאריך 02.09.24",
        'סה"כ   3,150.00',
        'מע"מ   535.60',  # 535.50
        'סה"כ לתשלום   3,885.60',  # 3,685.50: two digits misread
    )
    assert _three(found) == (Decimal("3150.00"), Decimal("535.50"), Decimal("3685.50"))


def test_figures_far_from_adding_up_are_not_repaired() -> None:
    found = _read(
        "תאריך 14.10.24",
        'סה"כ   2,300.00',
        'מע"מ 17 %   450.00',
        'סה"כ לתשלום   2,950.00',
    )
    assert found.vat_amount != Decimal("391.00")
    assert found.total_amount != Decimal("2691.00")


# ---------------------------------------------------------------- a table's rule read as a digit


def test_a_cell_border_read_as_a_leading_one_is_dropped_when_the_rows_sum_to_the_subtotal() -> None:
    # The grid's vertical rule before the price and the total columns came out as a "1" glued to them.
    found = _read(
        "Dov Logistics Ltd.",
        "Date: 04/06/2025",
        "Description   Qty   Price   Total",
        "Crane hire (half day)   3   1320.00   1960.00",
        "Pallet wrap   12   14.50   174.00",
        "Subtotal   1,134.00",
        "VAT 18%   204.12",
        "Total due   1,338.12",
    )
    assert [(i["quantity"], i["total"]) for i in found.line_items] == [
        (3.0, Decimal("960.00")),
        (12.0, Decimal("174.00")),
    ]


# ---------------------------------------------------------------- labels OCR garbled on the letterhead


def test_a_tax_invoice_title_whose_code_ocr_misread_as_a_figure_is_no_vat_line() -> None:
    # "SI25007730" read as "$125007730": the title line still heads the page with the supplier's name.
    found = _read(
        "Meridian Parts Ltd.   |   TAX INVOICE $125007730   |   Printed: 02/03/2025 10:14",
        "4 HaTaasiya St., Haifa 3303001, Israel   Page 1 of 1",
        "Company Reg. No. 51-945807-9 sales@meridian-parts.co.il",
        "",
        "Customer:   Invoice Date: 01/03/2025",
        "Galil Robotics Ltd.   Delivery Note: 55120",
        "Company No. 51-302157-6",
        "",
        "Subtotal   1,000.00",
        "VAT 18%   180.00",
        "Total due   1,180.00",
    )
    assert found.supplier_name == "Meridian Parts Ltd."
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("1000.00"),
        Decimal("180.00"),
        Decimal("1180.00"),
    )


@pytest.mark.parametrize("label", ["מספר עיסק", "מספר pow", "מספד עוסק"])
def test_a_dealer_number_whose_label_ocr_garbled_is_the_supplier_s_and_not_the_invoice_s(label: str) -> None:
    found = _read(
        'תבור מחשוב בע"מ',
        f"{label} 513681932",
        "רח' הנביאים 8, ירושלים",
        "",
        "חשבונית מס מס' 4471",
        "",
        "nip?   תאריך הפקה: 06/02/2026",
        'גלבוע תעשיות בע"מ',
        "חפ 51-302157-6",
        "",
        'סה"כ לפני מע"מ   ₪ 2,000.00',
        'מע"מ 18%   ₪ 360.00',
        'סה"כ לתשלום   ₪ 2,360.00',
    )
    assert found.invoice_number == "4471"
    assert found.supplier_tax_id == "513681932"
    assert found.supplier_name == 'תבור מחשוב בע"מ'


@pytest.mark.parametrize(
    "printed", ["51.945807-9", "51-945807:9", "51 945807:9", "51-945807.9", "51945807:9"]
)
def test_a_tax_id_whose_dashes_ocr_read_as_dots_or_colons_is_read(printed: str) -> None:
    found = _read(
        "Meridian Parts Ltd.",
        f"Company Reg. No. {printed}   sales@meridian-parts.co.il",
        "",
        "Bill to   Date: 01/03/2025",
        "Galil Robotics Ltd.",
        "Company No. 51-302157-6",
    )
    assert found.supplier_tax_id == "519458079"


def test_a_vat_label_with_a_final_mem_and_a_vat_figure_that_lost_a_digit_are_read() -> None:
    # "מע"מ" read as "מע"ם" in the net's label; the VAT's first digit read as a currency mark ("$12.00"
    # for 612.00) and a 1 of the total as 7.
    found = _read(
        "סטודיו תכלת",
        "תאריך: 12.11.2024",
        'סה"כ לפני מע"ם   ₪ 3,600.00',
        'מע"מ 17%   ₪ $12.00',
        'סה"כ לתשלום   ₪ 4,272.00',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("3600.00"),
        Decimal("612.00"),
        Decimal("4212.00"),
    )


def test_a_currency_printed_left_of_its_hebrew_label_in_display_order_is_the_invoice_s() -> None:
    # OCR gives a Hebrew line in display order: the value stands left of its label.
    found = _read(
        'ימית סחר בינלאומי בע"מ',
        "2025-03-02 תאריך / Date",
        "רח' הים 3, אשדוד   EUR מטבע / Currency",
        'סה"כ לפני מע"מ / Subtotal   1,000.00',
        'מע"מ 18% / VAT   180.00',
        'סה"כ לתשלום / Total Due   1,180.00',
        'שער 3.910 | סה"כ בש"ח 4,613.80 ש"ח',
    )
    assert found.currency == "EUR"


def test_an_unlabelled_id_with_a_leading_zero_printed_as_nine_plain_digits_is_the_supplier_s() -> None:
    # An exempt dealer's or a person's id (ת.ז.) often begins with 0; its label OCR made into scraps.
    found = _read(
        "אורית שמש - צילום אירועים",
        "סל ny 045118205",
        "טל' 054-6120987",
        "",
        "קבלה 88",
        "לכבוד:   תאריך: 01/06/2025",
        "משפחת כהן",
        'סה"כ לתשלום: 1,500.00 ש"ח',
    )
    assert found.supplier_tax_id == "045118205"


def test_a_phone_number_that_passes_the_check_digit_is_not_an_id() -> None:
    found = _read("אורית שמש - צילום אירועים", "04-511-8205", "קבלה 88", 'סה"כ לתשלום: 1,500.00 ש"ח')
    assert found.supplier_tax_id is None


@pytest.mark.parametrize("printed", ["ח.פ. §1-945807-9", "Company No. $1-945807-9", "דפ §1-945807-9"])
def test_a_tax_id_whose_leading_5_ocr_read_as_a_section_or_dollar_sign_is_read(printed: str) -> None:
    found = _read(
        'מרידיאן חלקים בע"מ',
        f"{printed}   sales@meridian-parts.co.il",
        "",
        "לכבוד:   תאריך: 01/03/2025",
        'גלבוע תעשיות בע"מ',
        "חפ §1-302157-6",
    )
    assert found.supplier_tax_id == "519458079"
