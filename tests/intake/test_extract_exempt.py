"""An exempt dealer's (``עוסק פטור``) VAT is 0 whatever OCR made of the figures, and the status is known
by its id even when OCR garbled the first word of the label. Synthetic pages written for these tests
(names, ids and amounts invented; the ids' check digits hold)."""

from __future__ import annotations

from decimal import Decimal

from misrad.intake import extract


def _read(*lines: str) -> extract.Extraction:
    return extract.extract("\n".join(lines))


def test_an_exempt_dealers_vat_is_zero_when_no_amount_was_read() -> None:
    # A receipt book filled in by hand: the handwritten figures were not read at all.
    found = _read(
        "דנה שמעוני - צילום אירועים",
        "עוסק פטור 021299722",
        "קבלה מס' 4411",
        "תאריך:",
        'סה"כ',
    )
    assert found.vat_amount == Decimal(0)
    assert found.subtotal_amount is None and found.total_amount is None
    # Followed from the dealer's status, not read: the page marks it.
    assert found.confidence["vat_amount"] < 0.9


def test_an_exempt_dealers_vat_is_zero_when_the_total_was_misread() -> None:
    found = _read(
        "Lior Baram Translations",
        "Osek Patur 021299722",
        "Receipt 77",
        "Date: 02/02/2025",
        "Translation, 12 pages   1,200.00",
        "Total   l,2OO.OO",
    )
    assert found.vat_amount == Decimal(0)


def test_an_exempt_label_whose_first_word_ocr_garbled_still_names_the_status() -> None:
    # "עוסק" read as Latin debris; "פטור" and the dealer's own id beside it are whole.
    found = _read(
        "גלית נחום - שיעורי פסנתר",
        "poy פטור 021299722",
        "קבלה 19",
        "תאריך: 10/03/2025",
        'סה"כ   850.00',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("850.00"),
        Decimal(0),
        Decimal("850.00"),
    )


def test_exempt_from_withholding_tax_is_not_an_exempt_dealer() -> None:
    # "פטור מניכוי במקור" (no tax withheld at source) is printed by dealers who charge VAT.
    found = _read(
        'אורן מערכות בע"מ',
        "ח.פ. 514352707",
        "פטור מניכוי מס במקור",
        "תאריך: 10/03/2025",
        'סה"כ לפני מע"מ   1,000.00',
        'מע"מ 18%   180.00',
        'סה"כ לתשלום',
    )
    assert (found.subtotal_amount, found.vat_amount, found.total_amount) == (
        Decimal("1000.00"),
        Decimal("180.00"),
        Decimal("1180.00"),
    )
