"""Figures the invoice's arithmetic determines when OCR read only the amount to pay: its net and VAT at
the rate in force on the invoice's date. Synthetic pages written for these tests (names and ids invented)."""

from __future__ import annotations

from decimal import Decimal

from misrad.intake import extract


def _read(*lines: str) -> extract.Extraction:
    return extract.extract("\n".join(lines))


def test_the_net_and_vat_follow_from_the_amount_to_pay_alone_at_the_dates_rate() -> None:
    # The net's and the VAT's figures were not read (handwriting, a fax): a VAT-inclusive total splits
    # into the one net whose VAT at the date's rate makes it, marked as followed.
    found = _read(
        "ירון טל - חשמלאי מוסמך",
        "עוסק מורשה 021299722",
        "חשבונית מס / קבלה 5150",
        "תאריך: 14/07/2024",
        'סה"כ',
        'מע"מ',
        'סה"כ לתשלום   1,099.80',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("940.00"),
        Decimal("159.80"),
        Decimal("1099.80"),
    )
    assert found.confidence["vat_amount"] < 0.9 and not found.arithmetic_ok


def test_no_net_is_followed_from_a_total_when_the_date_and_so_the_rate_is_unknown() -> None:
    found = _read(
        "ירון טל - חשמלאי מוסמך",
        "עוסק מורשה 021299722",
        "תאריך:",
        'סה"כ לתשלום   1,099.80',
    )
    assert found.subtotal_amount is None and found.vat_amount is None
    assert found.total_amount == Decimal("1099.80")


def test_an_exempt_dealers_amount_to_pay_is_its_net() -> None:
    found = _read(
        "ירון טל - חשמלאי",
        "עוסק פטור 021299722",
        "קבלה 5150",
        "תאריך: 14/07/2024",
        'סה"כ לתשלום   1,099.80',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("1099.80"),
        Decimal(0),
        Decimal("1099.80"),
    )


def test_a_foreign_currency_total_follows_from_the_shekel_total_printed_at_its_rate() -> None:
    # A faint photo of a dollar invoice: the totals' figures were lost, the shekel total at the printed
    # representative rate was read (its rate's point read as a space).
    found = _read(
        "Harbor Components Ltd.",
        "TAX INVOICE 88120",
        "Invoice Date: 10/11/2025",
        "Subtotal   ee",
        "VAT 18%   oa",
        "Total USD   ---",
        "Currency USD",
        "Rate 3 635 ILS/USD Total ILS 13,866.43",
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("3232.80"),
        Decimal("581.90"),
        Decimal("3814.70"),
    )


def test_the_shekel_total_at_a_hebrew_representative_rate() -> None:
    found = _read(
        'אלפא יבוא בע"מ',
        "תאריך: 02/03/2025",
        'סה"כ לתשלום',
        'שער יציג: 3.62 ליום 01/03/2025 | סה"כ בש"ח: 4,272.32 ש"ח',
    )
    assert found.total_amount == Decimal("1180.20")


def test_a_split_of_the_total_whose_vat_is_printed_outranks_rows_that_lost_one() -> None:
    # A photocopy: the net's label was garbled, one row's figures were not taken as a row, the VAT's
    # label was lost but its figure printed; the amount to pay splits at the date's rate onto that VAT.
    found = _read(
        'נטקום שירותים בע"מ',
        "עוסק מורשה 021299722",
        "תאריך: 10/12/2025",
        "תיאור   כמות   מחיר   סה\"כ",
        "ee   3   -   .280:00   1,120.00   |",
        "רישוי תוכנה   6   52.90   317.40",
        "תמיכה חודשית   1   2,400.00   2,400.00",
        "oe ee   ס\"כ לפני מע\"מ. =   רו",
        "my   oe   690.73",
        'סה"כ לתשלום   ₪ 4,528.13',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("3837.40"),
        Decimal("690.73"),
        Decimal("4528.13"),
    )


def test_rows_summing_to_the_net_are_kept_when_no_printed_figure_backs_a_split() -> None:
    found = _read(
        "תאריך: 10/12/2025",
        "רישוי תוכנה   6   52.90   317.40",
        "תמיכה חודשית   1   2,400.00   2,400.00",
        'סה"כ לתשלום   ₪ 4,528.13',
    )
    assert found.subtotal_amount == Decimal("2717.40")
