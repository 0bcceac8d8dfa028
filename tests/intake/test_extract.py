"""Field extraction alone, on text in reading order: every layout, both languages, distractors, arithmetic."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from misrad.intake import extract
from tests.invoices.generator import make_invoice
from tests.invoices.scoring import score


@pytest.mark.parametrize("language", ["he", "en"])
@pytest.mark.parametrize("layout", range(6))
def test_every_field_of_every_layout_is_read_exactly(language: str, layout: int) -> None:
    for seed in (layout * 10 + 1, layout * 10 + 2):
        invoice = make_invoice(seed, language, layout)  # type: ignore[arg-type]
        found = extract.extract("\n".join(invoice.lines))
        matched = score(found.values(), invoice.truth())
        assert all(matched.values()), {k: found.values()[k] for k, ok in matched.items() if not ok}
        assert found.arithmetic_ok
        assert found.overall_confidence > 0.8


def test_customer_bank_phone_and_order_numbers_are_not_taken_for_the_suppliers() -> None:
    # Layout 2 prints the customer's block (with its own valid tax id) above the supplier's.
    invoice = make_invoice(5, "he", 2)
    text = "\n".join(invoice.lines)
    assert invoice.customer_tax_id in text and invoice.order_number in text
    found = extract.extract(text)
    assert found.supplier_tax_id == invoice.supplier_tax_id != invoice.customer_tax_id
    assert found.supplier_name == invoice.supplier_name
    assert found.invoice_number == invoice.invoice_number
    assert found.invoice_date == invoice.invoice_date  # not the order date printed next to it


def test_a_tax_id_with_a_wrong_check_digit_is_not_accepted() -> None:
    text = "Northwind Supplies Ltd\nVAT No. 514291609\nInvoice No: 4411\nTotal Due: 117.00"
    assert extract.extract(text).supplier_tax_id is None
    assert extract.extract(text.replace("514291609", "514291608")).supplier_tax_id == "514291608"


def test_vat_rate_follows_the_invoice_date() -> None:
    table = {date(2015, 10, 1): Decimal("0.17"), date(2025, 1, 1): Decimal("0.18")}
    assert extract.vat_rate_on(date(2024, 12, 31), table) == Decimal("0.17")
    assert extract.vat_rate_on(date(2025, 1, 1), table) == Decimal("0.18")
    assert extract.vat_rate_on(None, table) == Decimal("0.18")
    # 17% of 100 is right in 2024 and wrong in 2025: the same figures add up only on the right date.
    lines = ['סה"כ לפני מע"מ: 100.00', 'מע"מ: 17.00', 'סה"כ לתשלום: 117.00']
    assert extract.extract("\n".join(["תאריך: 10/06/2024", *lines])).arithmetic_ok
    late = extract.extract("\n".join(["תאריך: 10/06/2025", *lines]))
    assert not late.arithmetic_ok
    assert late.confidence["total_amount"] < 0.5


def test_a_total_the_ocr_dropped_is_derived_from_subtotal_and_vat() -> None:
    invoice = make_invoice(38, "en", 0)
    lines = [line if not line.startswith("Total Due") else "Total Due: ₪ 0" for line in invoice.lines]
    found = extract.extract("\n".join(lines))
    assert found.total_amount == invoice.total
    assert found.subtotal_amount == invoice.subtotal and found.vat_amount == invoice.vat
    assert 0.5 < found.confidence["total_amount"] < 0.9


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("תאריך: 5 בדצמבר 2024", date(2024, 12, 5)),
        ("תאריך: 05/12/2024", date(2024, 12, 5)),
        ("תאריך: 5.12.24", date(2024, 12, 5)),
        ("Date: December 5, 2024", date(2024, 12, 5)),
        ("Date: 5th Dec 2024", date(2024, 12, 5)),
        ("Date: 2024-12-05", date(2024, 12, 5)),
    ],
)
def test_hebrew_and_english_date_forms(line: str, expected: date) -> None:
    assert extract.extract(line).invoice_date == expected


@pytest.mark.parametrize(
    ("mark", "code"),
    [("₪", "ILS"), ('ש"ח', "ILS"), ("NIS", "ILS"), ("$", "USD"), ("€", "EUR"), ("EUR", "EUR")],
)
def test_currency_marks(mark: str, code: str) -> None:
    assert extract.extract(f"Total Due: {mark} 1,170.00").currency == code


def test_direction_marks_and_ocr_debris_do_not_reach_the_fields() -> None:
    text = "\n".join(
        [
            '0 חשמל ותאורה כהן בע"מ = =',
            "ח.פ. \u200e514291608\u200f",
            "חשבונית מס מספר \u202aIN00294\u202c",
        ]
    )
    found = extract.extract(text)
    assert found.supplier_name == 'חשמל ותאורה כהן בע"מ'
    assert found.supplier_tax_id == "514291608"
    assert found.invoice_number == "IN00294"


def test_line_items_survive_ocr_specks_around_them() -> None:
    text = "\n".join(
        [
            "Description Qty Unit price Amount.",
            "Printer toner 3. ‘109.18 327.54 :",
            "Monthly maintenance. 11 6.82 75.02",
            "Subtotal: 402.56",
            "VAT 17%: 68.44",
            "Total Due: 471.00",
        ]
    )
    found = extract.extract("Date: 01/06/2024\n" + text)
    assert [(i["description"], i["quantity"], i["total"]) for i in found.line_items] == [
        ("Printer toner", 3.0, Decimal("327.54")),
        ("Monthly maintenance", 11.0, Decimal("75.02")),
    ]
    assert found.confidence["line_items"] > 0.9  # they add up to the subtotal


def test_the_customers_block_is_never_the_supplier_even_as_ocr_spaces_it() -> None:
    # OCR text: blank lines between every line, "לכבוד" read as "לבבוד", the customer with a company form
    # and its own valid number, the supplier a freelancer whose trade has "טל" inside a word.
    text = "\n\n".join(
        [
            "יוסי כהן - אינסטלציה ושרברבות",
            "עוסק מורשה מס' 05074081-0",
            "חשבונית מס / קבלה מס' 575",
            "תאריך: 21/01/2026",
            "לבבוד:",
            'אורן-טק מערכות חכמות בע"מ',
            "ח.פ. 51-291912-7",
            'סה"כ לתשלום: 1,180.00 ש"ח',
        ]
    )
    found = extract.extract(text)
    assert found.supplier_name == "יוסי כהן - אינסטלציה ושרברבות"
    assert found.supplier_tax_id == "050740810"


def test_the_supplier_is_found_in_a_cell_beside_the_title_not_in_a_table_row() -> None:
    text = "\n".join(
        [
            'אלקטרו-טק הפצה בע"מ   חשבונית מס IN2400131   תאריך הדפסה: 20/10/24 18:55',
            'ח"פ 51-364885-7 sales@electro-tek.co.il',
            "",
            "לכבוד:   תאריך: 20.10.2024",
            'אורן-טק מערכות חכמות בע"מ',
            "",
            "1   EL-30452   כבל HDMI 2.1 (3 מ')   5   יח'   39.90   0.00   39.90   199.50",
        ]
    )
    found = extract.extract(text)
    assert found.supplier_name == 'אלקטרו-טק הפצה בע"מ'
    assert found.supplier_tax_id == "513648857"
    assert found.confidence["supplier_name"] >= 0.9


@pytest.mark.parametrize(
    ("printed", "number"),
    [
        ("מס' / No. א-1187", "א-1187"),
        ("קבלה מס' 1046", "1046"),
        ("חשבון מס' 212", "212"),
        ("אסמכתא: SI-25-00901", "SI-25-00901"),
        ("Invoice Ref INV-2026/0038", "INV-2026/0038"),
    ],
)
def test_the_document_number_is_read_under_its_many_labels(printed: str, number: str) -> None:
    text = "\n".join(["מס' לקוח: 58180", "משרד רואי חשבון לוי ושות'", printed, "תאריך: 03/10/2025"])
    assert extract.extract(text).invoice_number == number


@pytest.mark.parametrize("label", ["התקבל מאת:", "Received from:"])
def test_a_receipts_payer_and_its_printers_footer_are_not_the_supplier(label: str) -> None:
    # A receipt book: the payer after "received from", and the print shop's line in the footer, with a
    # company form the supplier's own name lacks.
    text = "\n".join(
        [
            "משה אזולאי - גינון ופיתוח",
            "עוסק פטור 315391771",
            "קבלה מס' 8",
            f'{label}   מרכז קהילתי בע"מ',
            "תאריך: 03/11/2024",
            'סה"כ: 880.00',
            'הודפס ע"י דפוס המרכז בע"מ | פנקס 000351-000400',
        ]
    )
    assert extract.extract(text).supplier_name == "משה אזולאי - גינון ופיתוח"


@pytest.mark.parametrize(
    "name",
    ['קירור הדרום (2011) בע"מ', "Galil Print (1998) Ltd", 'א.ב. בניה והשקעות (2004) בע"מ'],
)
def test_a_company_name_keeps_the_year_of_its_registration(name: str) -> None:
    # Israeli companies re-registered under an old name carry the year in brackets: part of the name.
    text = (
        'חשבונית מס 4410\nלכבוד: אורן-טק בע"מ\nתאריך: 03/12/2024\n'
        'סה"כ לפני מע"מ: 100.00\nמע"מ 17%: 17.00\nסה"כ לתשלום: 117.00\n'
        f"{name} | ח.פ. 519936868 | רח' האורגים 5, באר שבע | טל' 08-6271144"
    )
    assert extract.extract(text).supplier_name == name


@pytest.mark.parametrize("label", ["מס' חברה", "מספר חברה", "מס׳ חברה"])
def test_a_company_number_label_names_the_suppliers_tax_id(label: str) -> None:
    text = (
        'חשבונית מס 4410\nלכבוד: אורן-טק בע"מ\nח.פ. 51-291912-7\n'
        'סה"כ לפני מע"מ: 100.00\nמע"מ 17%: 17.00\nסה"כ לתשלום: 117.00\n'
        f"אחים רבינוביץ ושות' | {label} 51-780944-8 | רח' יפו 118, ירושלים | טל' 02-6254410"
    )
    assert extract.extract(text).supplier_tax_id == "517809448"


_TOTALS = 'סה"כ לפני מע"מ: 100.00\nמע"מ 17%: 17.00\nסה"כ לתשלום: 117.00'


@pytest.mark.parametrize("customer_first", [True, False])
def test_the_customers_box_beside_the_suppliers_keeps_only_its_own_column(customer_first: bool) -> None:
    # Two boxes side by side: OCR and the text layer give each line as the customer's cell and the
    # supplier's cell a column gap apart, so the customer's block is a column, not whole lines.
    rows = [
        ("לקוח", "ספק"),
        ('אורן-טק מערכות חכמות בע"מ', 'קירור הדרום (2011) בע"מ'),
        ("ח.פ. 51-291912-7", "ח.פ. 519936868"),
        ("רח' הברזל 32, תל אביב", "רח' האורגים 5, באר שבע"),
    ]
    box = "\n".join("   ".join(row if customer_first else row[::-1]) for row in rows)
    text = f"חשבונית מס   מס' חשבונית 5521\n{box}\nתאריך: 03/12/2024\n{_TOTALS}"
    found = extract.extract(text)
    assert (found.supplier_name, found.supplier_tax_id) == ('קירור הדרום (2011) בע"מ', "519936868")


def test_an_english_bill_to_box_beside_the_from_box() -> None:
    rows = [
        ("Bill to", "From"),
        ("Oren-Tech Smart Systems Ltd.", "Brightline Digital Ltd"),
        ("Company No. 51-291912-7", "Company No. 519936868"),
        ("32 HaBarzel St., Tel Aviv", "18 Ha'Arba'a St., Tel Aviv"),
    ]
    box = "\n".join("   ".join(row) for row in rows)
    text = (
        f"Invoice   Invoice No. 5521\n{box}\nIssue Date: 03/12/2024\n"
        "Subtotal: $100.00\nVAT (17%): $17.00\nTotal Due: $117.00"
    )
    found = extract.extract(text)
    assert (found.supplier_name, found.supplier_tax_id) == ("Brightline Digital Ltd", "519936868")


def test_a_company_form_left_alone_by_ocr_is_not_the_name() -> None:
    # The name's words OCR lost (a photo's glare), its company form read: not a name to file under.
    text = f'חשבונית מס / קבלה   מ.ש. שיווק   wn Wy   בע"מ\nח"פ 517070959\nתאריך: 03/12/2024\n{_TOTALS}'
    name = extract.extract(text).supplier_name
    assert name is not None and name.startswith("מ.ש. שיווק"), name  # what OCR read of it, to correct


@pytest.mark.parametrize("printed", ["VAT No. GB516002235", "EU VAT: IE 516002235", "USt-IdNr. DE516002235"])
def test_a_foreign_vat_registration_is_not_an_israeli_tax_id(printed: str) -> None:
    # A foreign vendor's VAT number (country letters before the digits) may pass the Israeli check
    # digit by chance; it is not a ח.פ., and a foreign vendor has none to read.
    text = f"Cloudworks Ltd\n{printed}\nInvoice #: CW-2231\nDate: 2025-03-01\nSubtotal: $100.00\nTotal: $100"
    assert extract.extract(text).supplier_tax_id is None


@pytest.mark.parametrize("label", ["מספר חוזה", "מס' מנוי", "מספר מונה", "Contract No.", "Subscriber No."])
def test_a_number_labelled_as_something_else_is_not_the_suppliers_id(label: str) -> None:
    # A bill's contract, subscriber and meter numbers are nine digits too; one labelled so is not a ח.פ.
    text = f"חברת החשמל לישראל\n{label}: 516002235\nחשבונית מס 4410\nתאריך: 03/12/2024\n{_TOTALS}"
    assert extract.extract(text).supplier_tax_id is None


def test_a_long_bill_to_block_keeps_the_customers_tax_id() -> None:
    # A foreign vendor prints no Israeli id; the Israeli customer's, five lines into its block, is not it.
    text = "\n".join(
        [
            "Cloudworks Inc.",
            "500 Howard Street, San Francisco, CA 94105",
            "Invoice number: CW-2231",
            "Date of issue: March 1, 2025",
            "Bill to",
            "Oren-Tech Smart Systems Ltd.",
            "32 HaBarzel St.",
            "Tel Aviv 6971045",
            "Israel",
            "IL VAT 516002235",
            "Subtotal: $100.00",
            "Total due: $100.00",
        ]
    )
    assert extract.extract(text).supplier_tax_id is None
