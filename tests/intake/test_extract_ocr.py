"""Fields from pages as OCR of scans and photos leaves them: labels misread, a figure garbled past
reading, the agorot set before the shekels, the customer's label lost, a description that holds a label
word. Each page is written here; the invoice's own arithmetic and the parties' blocks decide."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from misrad.intake import extract


def _read(*lines: str) -> extract.Extraction:
    return extract.extract("\n".join(lines))


def _totals(found: extract.Extraction) -> list[Decimal]:
    return [item["total"] for item in found.line_items]


def test_a_label_word_inside_a_description_does_not_take_the_row_out_of_the_table() -> None:
    # "נייד" (a laptop) is a phone label only beside a phone number; "למע"מ" is no VAT line.
    found = _read(
        'אלקטרו-טק הפצה בע"מ   חשבונית מס 4411',
        "תאריך: 03.12.2024",
        "מחשב נייד Lenovo ThinkPad   3   3,890.00   11,670.00",
        'הכנת דיווח למע"מ ומקדמות   1   250.00   250.00',
        'סה"כ לפני מע"מ   11,920.00',
        'מע"מ 17%   2,026.40',
        'סה"כ כולל מע"מ   13,946.40',
    )
    assert _totals(found) == [Decimal("11670.00"), Decimal("250.00")]
    assert found.total_amount == Decimal("13946.40") and found.arithmetic_ok


def test_totals_labels_as_ocr_misreads_their_letters() -> None:
    # The subtotal's label lost, the VAT figure misread: the amount to pay, labelled as OCR read it,
    # and the net it follows from at the date's rate decide.
    found = _read(
        "תאריך: 17/03/2025",
        "סה | 1680.00",
        'מע"ט 8, yy   302.30',
        'סה"כ לתשלים = 1,982.40',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("1680.00"),
        Decimal("302.40"),
        Decimal("1982.40"),
    )


def test_a_bank_cell_beside_a_vat_figure_is_no_total_and_an_unread_total_follows() -> None:
    found = _read(
        "תאריך: 14/02/2025",
        'הערות:   סה"כ לפני מע"מ   7,682.70',
        'לתשלום בהעברה: בנק דיסקונט (11) סניף 498 חשבון 4047729   מע"מ 18%   1,382.89',
        'סה"כ כולל מע"מ  =   a ee',  # the total was not read
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("7682.70"),
        Decimal("1382.89"),
        Decimal("9065.59"),
    )
    assert found.confidence["total_amount"] <= 0.75 and not found.arithmetic_ok  # followed, not read


def test_agorot_printed_before_the_shekels_are_read_back_when_the_totals_pin_them_down() -> None:
    found = _read(
        "תאריך הפקה: 16/03/2025",
        'סה"כ לפני מע"מ   00 2,765',
        'מע"מ 18%   70 ₪497',
        'סה"כ כולל מע"מ   0',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("2765.00"),
        Decimal("497.70"),
        Decimal("3262.70"),
    )


def test_a_row_total_without_its_decimals_and_the_rows_sum_standing_for_an_unread_total() -> None:
    found = _read(
        "איתי גולן צילום",
        "חשבון מס' 213",
        "תאריך: 31 בינואר 2026",
        "לתשלום ער 14 בפברואר 2026",
        "צילום אירוע חברה (שעות): 6 א 450.00 ₪ = (00 2700 ₪",
        'סה"כ לתשלום:   0   ₪',
        'עוסק פטור - לא נגבה מע"מ',
    )
    assert _totals(found) == [Decimal("2700.00")]
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("2700.00"),
        Decimal("0.00"),
        Decimal("2700.00"),
    )
    assert found.due_date == date(2026, 2, 14)
    assert found.confidence["total_amount"] <= 0.75  # the page's own total was not read


_TABLE = [
    "תאריך: 23/10/2024",
    'מלט אפור 25 ק"ג   20   שק   32.50   617.60',
    "בלוק בטון 20 ס\"מ   150   יח'   4.80   720.00",
    "צבע סופרקריל לבן 18 ל'   9   פח   279.65   2.51685",
    "הובלה במנוף   2   הובלה   382.50   765.00",
]


def test_a_row_whose_total_ocr_garbled_takes_what_the_others_leave_when_its_digits_show_it() -> None:
    found = _read(*_TABLE, 'סה"כ לפני מע"מ   4,619.45', 'מע"מ 17%   785.31', 'סה"כ כולל מע"מ   5,404.76')
    assert _totals(found) == [Decimal("617.60"), Decimal("720.00"), Decimal("2516.85"), Decimal("765.00")]
    # The same page whose subtotal leaves a remainder the row does not show: no rows are made up.
    other = _read(*_TABLE, 'סה"כ לפני מע"מ   5,719.45', 'מע"מ 17%   972.31', 'סה"כ כולל מע"מ   6,691.76')
    assert other.total_amount == Decimal("6691.76") and Decimal("3616.85") not in _totals(other)


def test_a_row_whose_total_was_not_read_at_all_is_its_quantity_times_its_price() -> None:
    found = _read(
        "תאריך: 21/03/2025",
        "MS-1500   חלוק חד פעמי (10 יח')   אריזה   9   42.00   3",
        "MS-1510   כיסוי נעליים (100 יח')   אריזה   4   19.00   76.00",
        'סה"כ לפני מע"מ   454.00',
        'מע"מ 18%   81.72',
        'סה"כ לתשלום   535.72',
    )
    assert _totals(found) == [Decimal("378.00"), Decimal("76.00")]


def test_the_document_number_beside_the_customers_label_and_never_a_tax_id() -> None:
    found = _read(
        'ש.י. הובלות והפצה בע"מ',
        "שה   מספר poy 51-414412-0",
        "לכבוד:   אסמכתא: 1217",
        "עמותת יד לקהילה   תאריך הפקה: 16/03/2025",
    )
    assert found.invoice_number == "1217"


def test_dates_by_labels_ocr_misspelt_and_a_print_date_is_not_the_invoices() -> None:
    found = _read(
        'מ.ש. חומרי בניין בע"מ   |   חשבונית מס 40906   תארך הדפסה: 25/10/24 13:08',
        "=   תארץ ערך: 23/10/2024   תעודת משלוח: 86674",
        "רח' הברזל 32   WN אספקה: 21/10/2024",
        "לחשלום עד: 24 בנובמבר 2024",
    )
    assert (found.invoice_date, found.due_date) == (date(2024, 10, 23), date(2024, 11, 24))


def test_the_supplier_heads_the_block_of_its_own_tax_id_when_the_customers_label_was_lost() -> None:
    found = _read(
        "ב   a   a",
        'מ.ש. חומרי בניין   בע"מ   |   חשבונית מס 40907',
        "דרך בר יהודה 88, חיפה",
        "טלפן: 04-8412255 פקסי 04-8412256   מקור",
        "חפ 51-050140-6   office@ms-binyan.co.il",
        "=   תארץ ערך: 14/02/2025",
        'אורן-טק מערכות חכמות בע"מ   תנאי תשלום: שוטף + 30',
        "רח' הברזל 32, תל אביב-יפו 6971045",
        "חפ 51-291912-7 ‘On לקות: 96558",
    )
    assert found.supplier_tax_id == "510501406"
    assert found.supplier_name == 'מ.ש. חומרי בניין בע"מ'


def test_the_letterhead_name_wins_over_its_misread_twin_in_the_footer_beside_the_tax_id() -> None:
    found = _read(
        "איתי גולן צילום",
        "חשבון מס' 213",
        "תאריך: 31 בינואר 2026",
        "",
        "איתי נולן צילום",
        "oe צילום | עוסק מורשה 297637217",
        "קיבוץ גבעת ברנר | נייד 058-7001234",
    )
    assert found.supplier_name == "איתי גולן צילום"
    assert found.supplier_tax_id == "297637217"
