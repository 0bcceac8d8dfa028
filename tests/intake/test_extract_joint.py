"""Fields checked against each other and read by position: totals chosen jointly, exempt and credit
documents, labels in their own cell or beside it. Synthetic pages written for these tests."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from misrad.intake import extract
from misrad.intake.extract.cells import labelled
from misrad.intake.extract.values import amounts_in, dates_in


def _read(*lines: str) -> extract.Extraction:
    return extract.extract("\n".join(lines))


def test_a_bare_total_that_is_the_net_and_a_payment_line_are_told_apart() -> None:
    found = _read(
        "Harbor Tools Ltd.",
        "Invoice Date: 03/03/2025",
        "Deposit paid 400.00",
        "Total   2,500.00",
        "VAT 18%   450.00",
        "Balance due   2,950.00",
        "Previous balance   120.00",
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("2500.00"),
        Decimal("450.00"),
        Decimal("2950.00"),
    )
    assert found.arithmetic_ok and found.confidence["total_amount"] >= 0.9


def test_unlabelled_figures_that_add_up_at_the_rate_are_found_among_others() -> None:
    # The labels were lost (as OCR loses them); the three that add up at 17% are the only candidates.
    found = _read(
        "תאריך: 12/08/2024", "ציוד 999.00", "סכום 1,200.00", "204.00", "1,404.00", "טלפון 03-5551234"
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("1200.00"),
        Decimal("204.00"),
        Decimal("1404.00"),
    )


def test_the_rate_printed_beside_the_vat_label_is_a_candidate() -> None:
    # No date on the page, so the date's rate is today's (18%); the page says 17%.
    found = _read('סה"כ לפני מע"מ: 1,000.00', 'מע"מ 17%: 170.00', 'סה"כ לתשלום: 1,170.00')
    assert found.arithmetic_ok
    assert (found.vat_amount, found.total_amount) == (Decimal("170.00"), Decimal("1170.00"))


def test_an_exempt_dealer_charges_no_vat() -> None:
    found = _read(
        "רונית כהן - עיצוב גרפי",
        "עוסק פטור 039337523",
        "קבלה 88",
        "תאריך: 01/06/2025",
        "עיצוב לוגו   1   1,500.00   1,500.00",
        'סה"כ לתשלום: 1,500.00 ש"ח',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("1500.00"),
        Decimal(0),
        Decimal("1500.00"),
    )
    assert found.arithmetic_ok


def test_a_printed_rate_rules_out_a_zero_vat_when_the_vat_figure_was_not_read() -> None:
    found = _read(
        "תאריך: 01/06/2025",
        'סה"כ   10,000.00',
        'מע"מ 18%:   ש"ח',
        'סה"כ לתשלום:   11,800.00',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("10000.00"),
        Decimal("1800.00"),
        Decimal("11800.00"),
    )


def test_a_credit_note_is_negative_whether_or_not_the_minus_is_printed() -> None:
    lines = [
        "חשבונית מס זיכוי 7",
        "תאריך: 05/02/2025",
        'סה"כ לפני מע"מ: {s}',
        'מע"מ 18%: {v}',
        'סה"כ לתשלום: {t}',
    ]
    for s, v, t in (("500.00", "90.00", "590.00"), ("500.00-", "90.00-", "590.00-")):
        found = _read(*(line.format(s=s, v=v, t=t) for line in lines))
        assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
            Decimal("-500.00"),
            Decimal("-90.00"),
            Decimal("-590.00"),
        )
        assert found.arithmetic_ok


def test_a_minus_after_the_figure_is_read_as_negative() -> None:
    assert amounts_in('סה"כ 1,700.00- ש"ח') == [Decimal("-1700.00")]
    assert amounts_in("10.00-12.50") == [Decimal("10.00"), Decimal("12.50")]


def test_each_date_takes_the_label_of_its_own_cell() -> None:
    found = _read(
        "Northwind Supplies Ltd   Printed: 20/03/2025 09:12",
        "Customer PO: 5790   Invoice Date: 14/03/2025   Delivery Date: 11/03/2025",
        "Payment Terms: EOM + 30   Due: 30/04/2025",
    )
    assert (found.invoice_date, found.due_date) == (date(2025, 3, 14), date(2025, 4, 30))


def test_a_due_date_spelt_without_yod_and_dates_printed_under_their_labels() -> None:
    found = _read("תאריך פרעון: 31/07/2025", "תאריך הפקה: 01/07/2025")
    assert (found.invoice_date, found.due_date) == (date(2025, 7, 1), date(2025, 7, 31))
    under = _read("Order Date   Issue Date   Due Date", "02/01/2025   05/01/2025   04/02/2025")
    assert (under.invoice_date, under.due_date) == (date(2025, 1, 5), date(2025, 2, 4))


def test_a_value_takes_its_label_from_the_cell_beside_it_on_either_side() -> None:
    def is_label(cell: str) -> bool:
        return "date" in cell.lower() or "תאריך" in cell

    assert labelled("Issue Date:   05/01/2025", dates_in, is_label) == [("Issue Date:", "05/01/2025")]
    # A Hebrew line in display order prints the value left of its label.
    assert labelled("05/01/2025   :תאריך", dates_in, is_label) == [(":תאריך", "05/01/2025")]
    assert labelled("Ref   05/01/2025   Total", dates_in, is_label) == [("", "05/01/2025")]


def test_the_suppliers_tax_id_beside_its_label_on_a_line_that_also_labels_an_order() -> None:
    found = _read(
        "Maple Parts Ltd.",
        "Company Reg. No. 51-634474-4   orders@maple-parts.example",
        "Bill to:",
        "Oren Systems Ltd.",
        "Company No. 51-291912-7",
    )
    assert found.supplier_tax_id == "516344744"
    customer_only = _read("Maple Parts Ltd.", "Bill to:", "Oren Systems Ltd.", "Company No. 51-291912-7")
    assert customer_only.supplier_tax_id is None


def test_the_currency_named_as_such_wins_over_a_conversion_line() -> None:
    found = _read(
        "Subtotal   1,000.00",
        "VAT 18%   180.00",
        "Total incl. VAT   1,180.00",
        "Currency: USD",
        "Rate 3.700 ILS/USD   Total ILS: 4,366.00",
    )
    assert found.currency == "USD"
    assert _read("Subtotal £200.00", "VAT £0.00", "Amount due £200.00").currency == "GBP"
    # Without a label, the mark beside the chosen total decides; a speck read as "£" does not.
    assert _read("£0000", "Total ₪ 1,180.00", "Total (USD) $ 319.00").currency == "ILS"


def test_the_invoice_number_beside_under_or_after_its_label_in_many_wordings() -> None:
    for lines, number in (
        (["קבלה 4411"], "4411"),
        (["Ref: 4411"], "4411"),
        (["Invoice number   ABCDEF12-0003"], "ABCDEF12-0003"),
        (["Invoice number", "KX7TQ9-0012"], "KX7TQ9-0012"),
        (["מספר חשבונית", "20250042"], "20250042"),
        (["Order No. 5555   Invoice #: 4411"], "4411"),
        (["Your ref: 9999   Invoice 4411"], "4411"),
    ):
        assert _read(*lines).invoice_number == number, lines


def test_a_unit_price_printed_to_four_places_still_makes_a_line() -> None:
    found = _read("Water usage   37 m3   7.4562   275.88", "Meter fee   1   25.00   25.00")
    assert [(i["description"], i["unit_price"], i["total"]) for i in found.line_items] == [
        ("Water usage", Decimal("7.4562"), Decimal("275.88")),
        ("Meter fee", Decimal("25.00"), Decimal("25.00")),
    ]


def test_the_supplier_beside_a_bill_to_column_is_not_the_customer() -> None:
    found = _read(
        "Skyline Analytics   Bill to",
        "221 Market Street   Oren Systems Ltd.",
        "Invoice number 8C1F2A-0004",
    )
    assert found.supplier_name == "Skyline Analytics"


def test_a_footer_of_cells_names_the_supplier_and_a_printers_imprint_does_not() -> None:
    footer = _read(
        "לכבוד",
        'אורן מערכות בע"מ',
        "",
        "",
        "גל שירותי ניקיון בע\"מ | ח.פ. 514352707 | טל' 03-5551234",
    )
    assert (footer.supplier_name, footer.supplier_tax_id) == ('גל שירותי ניקיון בע"מ', "514352707")
    imprint = _read("מיזוג הגליל - דן לוי", "רח' הגפן 15, עפולה", "", 'נדפס ע"י דפוס השרון בע"מ | פנקס 251')
    assert imprint.supplier_name == "מיזוג הגליל - דן לוי"


def test_the_customers_number_repeated_elsewhere_on_the_page_is_never_the_suppliers() -> None:
    found = _read(
        "Northwind Cloud",
        "Bill to: Oren Systems Ltd.",
        "Company No. 512919127",
        "",
        "Thank you for your business   512919127",
    )
    assert found.supplier_tax_id is None


def test_dates_printed_day_month_name_year_with_dashes() -> None:
    assert dates_in("Date: 01-Nov-2024") == [(6, date(2024, 11, 1))]
    assert _read("Invoice Date: 7-Feb-25", "Due Date: 09-Mar-2025").due_date == date(2025, 3, 9)
    assert _read("Invoice Date: 7-Feb-25").invoice_date == date(2025, 2, 7)
