"""Figures whose leading digits or whole cell OCR lost on a scan or a photo: what is left is checked
against the invoice's own arithmetic, never taken on its own say-so. Synthetic pages written for these
tests (not taken from any corpus)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from misrad.intake import extract


def _read(*lines: str) -> extract.Extraction:
    return extract.extract("\n".join(lines))


# ---------------------------------------------------------------- a VAT figure cut short


@pytest.mark.parametrize(
    ("net", "vat_read", "rate", "vat"),
    [
        ("24,310.00", "5.80", "18", "4375.80"),  # two leading digits and the separator lost
        ("7,455.50", "67.44", "18", "1341.99"),  # not its tail: must not be taken
        ("11,730.00", "994.10", "17", "1994.10"),  # one leading digit lost, 2024 rate
    ],
)
def test_a_vat_figure_that_lost_its_leading_digits_is_the_net_times_the_rate_when_its_tail_matches(
    net: str, vat_read: str, rate: str, vat: str
) -> None:
    # A fax or a faint scan drops the first digits of a figure beside a mark; the amount to pay was not
    # read at all. The VAT's printed tail (agorot included) is where the net times the rate ends.
    year = "2024" if rate == "17" else "2025"
    found = _read(
        "Northwind Analytics Ltd.",
        "Tax Invoice INV-2031/0417",
        f"Date: 14/05/{year}",
        f"Subtotal   NIS {net}",
        f"VAT {rate}%   NIS   {vat_read}",
        "Bank transfer details: Bank Leumi (10), branch 812",
    )
    value = Decimal(net.replace(",", ""))
    expected = Decimal(vat)
    if str(expected).endswith(vat_read.replace(",", "")) and expected != Decimal(vat_read):
        assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
            value,
            expected,
            value + expected,
        )
        assert found.confidence["total_amount"] <= 0.75  # followed, not read: marked for a look
        assert not found.arithmetic_ok
    else:
        assert found.vat_amount != expected
        assert found.total_amount != value + expected


def test_a_vat_figure_cut_short_is_not_repaired_to_a_rate_the_page_does_not_hold() -> None:
    # 18% of the net would end in .80, 17% in .70: only the rate of the invoice's date (2025) counts.
    found = _read(
        "Tax Invoice INV-2031/0418",
        "Date: 14/05/2025",
        "Subtotal   NIS 24,310.00",
        "VAT   NIS   2.70",
    )
    assert found.vat_amount != Decimal("4132.70")


# ---------------------------------------------------------------- a row whose line total was lost


def test_a_row_printed_as_count_times_price_whose_total_ocr_lost_is_their_product_when_rows_sum() -> None:
    # "30 x 320.00 = 9,600.00" with the product garbled ("set ).00"): the row's own multiplication sign
    # says which figure is the count; the subtotal confirms the product.
    found = _read(
        "דני כהן - ייעוץ טכני",
        "עוסק מורשה 05074081-0",
        "חשבונית מס 3317",
        "תאריך: 02/06/2025",
        'התקנת שרתים: 1 x 1,850.00 ש"ח = 1,850.00 ש"ח',
        'פיתוח ממשק   - שעות: 24 x 310.00 ש"ח =   set ).00   ש"ח',
        'בדיקות עומס: 2 x 975.00 ש"ח = 1,950.00 ש"ח',
        'סה"כ לפני מע"מ:   11,240.00 ש"ח',
        'מע"מ 18%:   2,023.20 ש"ח',
        'סה"כ לתשלום:   13,263.20 ש"ח',
    )
    assert [item["total"] for item in found.line_items] == [
        Decimal("1850.00"),
        Decimal("7440.00"),
        Decimal("1950.00"),
    ]
    assert found.line_items[1]["quantity"] == 24


# ---------------------------------------------------------------- a speck beside the customer's label


@pytest.mark.parametrize("speck", ["", "י:", "ו", "|  l"])
def test_a_speck_ocr_read_beside_the_customers_label_does_not_end_the_customers_block(speck: str) -> None:
    # A page whose supplier prints its details only in the footer: the block under "לקוח:" is the
    # customer's however OCR read a border mark as a letter in a cell of its own before the label.
    found = _read(
        "חשבונית מס - מקור",
        "",
        f"{speck}   לקוח:   חשבונית מס': 731",
        ":   | יעל ברק   תאריך הפקה: 14/09/2025",
        ":   ת.ז. 62819482-1   תאריך הדפסה: 15/09/2025",
        "|   רח' האורן 3, רעננה   תאריך פירעון: 14/10/2025",
        "",
        "|   תיאור   כמות   מחיר ליח'   סה\"כ",
        "עריכת תרגום   1   900.00   900.00",
        '₪ 900.00   סה"כ ללא מע"מ:',
        '₪ 162.00   :18% מע"מ',
        '₪ 1,062.00   סה"כ לתשלום:',
        "",
        "נועה שגיא - תרגום ועריכה | עוסק מורשה 99351819-0 | רח' הנביאים 12, חולון | טל' 03-5551234",
    )
    assert found.supplier_tax_id == "993518190"
    assert found.supplier_name != "יעל ברק"


# ------------------------------------------------------------ a row's total one digit off, its price garbled


def test_a_row_total_one_digit_off_is_what_the_other_rows_leave_when_its_price_is_garbled() -> None:
    # The grinder's 13,470.00 was read 18,470.00 and its unit price "35 | 470.00)": no product confirms
    # the row, and a count divided into it (the speck "5" before it) is only a guess. The two founded
    # rows leave 13,470.00 of the subtotal, and the row prints those digits but one.
    found = _read(
        "Crema Supply Ltd.",
        "TAX INVOICE No. CS-2207",
        "Date 2025-10-06",
        "Amount   Unit Price   Qty   Description",
        "ILS 420.00   ILS 35.00   12   Milk jug steel 0.5 l   | MJ-05   1",
        "ILS 2,280.00   ILS 76.00   30   Arabica beans 1 kg   | AR-1   2",
        "5 ILS 18,470.00   ILS 35 | 470.00)   1   Grinder Mazzer Super Jolly   | MZ-SJ   3",
        "ILS 16,170.00   Subtotal",
        "ILS 2,910.60   VAT 18%",
        "ILS 19,080.60   Total Due",
    )
    assert found.subtotal_amount == Decimal("16170.00")
    assert [item["total"] for item in found.line_items] == [
        Decimal("420.00"),
        Decimal("2280.00"),
        Decimal("13470.00"),
    ]
    assert found.confidence["line_items"] <= 0.75


# ------------------------------------------------------------ the customer's id, the supplier's lost


def test_the_customers_id_under_its_label_is_not_the_suppliers_when_the_letterheads_was_lost() -> None:
    # The letterhead's company number came out as "1-00 203-3" (no valid id), and OCR noise split the
    # customer's block from its label: the one valid id left, four lines under "לכבוד", is the
    # customer's. No id is better than the customer's; the supplier is the letterhead's name.
    found = _read(
        'מטבחי הגליל סחר בע"מ',
        "Galil Kitchens Trade Ltd.",
        "Wage Sine Bt   fet dre   ה אכיב | 98 שת:)",
        "Company Mo.   1-00 203-3   Ts",
        "",
        "TAX INVOICE /   חשבונית מס",
        "מס' / No. 7713",
        "",
        "Date / תאריך 1.0 2/e0e5   Bill   לכבוד / סד",
        'Terms /   שקד הנדסה ובינוי בע"מ   שוטף + 30 תנאי תשלום',
        "Due Date /   רח' התעשייה 4, חדרה   30/06/2025 לתשלום עד",
        "Currency /   ח.פ. 54-323194-8   5 מטבע",
        "",
        "₪ 1,200.00   ₪ 300.00   4   Steel sink 60 cm   SK-60   1",
        'סה"כ לפני מע"מ / Subtotal   ₪ 1,200.00',
        '216.00 ₪   VAT 18% / 18% מע"מ',
        '1,416.00 ₪   Total Due /   סה"כ לתשלום',
    )
    assert found.supplier_tax_id != "543231948"
    assert found.supplier_name == 'מטבחי הגליל סחר בע"מ'


# ---------------------------------------------------------------- a VAT line known by its rate alone


def test_a_vat_figure_whose_label_ocr_garbled_is_known_by_the_rate_beside_it_and_the_net_follows() -> None:
    # The VAT's label came out as "זאש" and the net as "19,60500@"; the figure beside the printed rate
    # and the amount to pay agree at that rate (their difference times 17% lands on it to the agora).
    # The rows do not sum to the net (a row's price was not read), so they cannot stand in for it.
    found = _read(
        'אורות הצפון סחר בע"מ',
        "חשבונית מס 2290",
        "תאריך: 09/12/2024",
        "| 1,150.00   230.00   5   מנורת שולחן LED",
        "| 8,030.00   ~~   +   מסך 27 אינץ' SM-27   .",
        "סהכלפממע'מ/0ם | .0 9,18000@   י",
        '"1,560.60 ₪ .   .   זאש 17%/17%   Dn',
        '10,740.60 ₪   Total Due /   סה"כ לתשלום',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("9180.00"),
        Decimal("1560.60"),
        Decimal("10740.60"),
    )


# ---------------------------------------------------------------- labels a line off their figures


def test_a_net_and_its_vat_to_the_agora_by_the_totals_are_taken_when_a_curl_shifted_the_labels() -> None:
    # A curled photo read each totals figure a line above its label and cut the total short ("4,611.4"):
    # no labelled figure adds up. The net and its VAT at the date's rate, to the agora, printed just
    # above and on the totals' lines, are the invoice's; the total follows from them.
    found = _read(
        'מחשבים לים בע"מ',
        "חשבונית מס מס' 30412",
        "תאריך הפקה:   12/10/2025",
        "שעות טכנאי באתר הלקוח   2,400.00",
        "אבטחת עמדות   ESET Endpoint   (למשתמש)   ₪ 5,230.00",
        'סה"כ לפני מע"מ   my 941.40',
        'מע"מ 18%',
        ".6,171.4",
        'סה"כ לתשלום   ₪   :',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("5230.00"),
        Decimal("941.40"),
        Decimal("6171.40"),
    )
    assert found.confidence["total_amount"] <= 0.75


# ---------------------------------------------------------------- the number's own label read as a code


@pytest.mark.parametrize("garbled", ["'0N", "'ON", "0N"])
def test_the_labels_no_read_as_a_digit_and_letters_is_not_the_invoice_number(garbled: str) -> None:
    # The Latin model read the title's "מס'" as "'0N": one digit and letters, debris of the label; the
    # number printed after it is the invoice's.
    found = _read(
        "עדי לוין - צילום אירועים",
        "",
        f"חשבונית מס/קבלה {garbled} 147",
        "מקור",
        "תאריך: 12/01/2025",
    )
    assert found.invoice_number == "147"
