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
