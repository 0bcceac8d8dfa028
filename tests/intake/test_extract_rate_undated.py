"""The VAT rate when OCR lost the invoice's date: the rate in force on that date is unknown, so every rate
ever in force is a candidate, and the page's own figures (a net and its VAT, to the agora) tell which.
A figure OCR garbled then follows from the other two. Synthetic pages written for these tests."""

from __future__ import annotations

from decimal import Decimal

from misrad.intake import extract


def _amounts(*lines: str) -> tuple[Decimal | None, Decimal | None, Decimal | None]:
    found = extract.extract("\n".join(lines))
    assert found.invoice_date is None  # the point of these pages: no date to take the rate from
    return found.subtotal_amount, found.vat_amount, found.total_amount


def test_a_total_ocr_garbled_follows_from_a_net_and_its_vat_at_an_earlier_rate() -> None:
    assert _amounts(
        'גלובל מובייל סחר בע"מ',
        "חשבונית מס א-1187",
        "תאריך   2/2024",
        "מטען Apple 20W   5   89.00   445.00",
        "מכשיר סלולרי Samsung Galaxy S24   6   2,790.00   16,740.00",
        "מגן מסך זכוכית   30   80.67   2,420.00",
        'סה"כ לפני מע"מ   19,605.00',
        'מע"מ   3,332.85',
        'סה"כ לתשלום   22,9#7.8S',
    ) == (Decimal("19605.00"), Decimal("3332.85"), Decimal("22937.85"))


def test_a_net_ocr_garbled_follows_from_the_total_and_its_vat_at_an_earlier_rate() -> None:
    assert _amounts(
        "Harbour Print Works Ltd.",
        "Invoice 2291   Date: 1?/l1/2O24",
        "Business cards, roll-up banner (table unreadable)",
        "Subtotal   1,4?0.OO",
        "VAT   249.90",
        "Total due   1,719.90",
    ) == (Decimal("1470.00"), Decimal("249.90"), Decimal("1719.90"))


def test_a_vat_whose_label_ocr_garbled_still_makes_the_total_when_it_is_the_net_times_a_rate() -> None:
    # The VAT's label and the total's figure lost to OCR: a figure printed under the labelled net that is
    # that net times a rate ever in force, to the agora, is its VAT, and the amount to pay follows.
    assert _amounts(
        'גלובל מובייל סחר בע"מ',
        "חשבונית מס א-1187",
        "תאריך   2/2024",
        'Subtotal / סה"כ לפני מע"מ   19,605.00',
        "ה 3,332.85 | 9 eo Cans VARI ID",
        "TotalDue / סה כ לתשלום   223785 ₪",
    ) == (Decimal("19605.00"), Decimal("3332.85"), Decimal("22937.85"))
