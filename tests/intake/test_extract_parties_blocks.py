"""The supplier's block told from the customer's by where and how they are printed (issue 13).

Texts are written as the reader gives them (cells three spaces apart, Hebrew rows right to left); the
ids are made up with valid check digits."""

from __future__ import annotations

from misrad.intake import extract

SUPPLIER_ID, CUSTOMER_ID = "513109553", "525791695"


def _page(head: list[str]) -> str:
    return "\n".join(
        [
            *head,
            "",
            "תאריך: 21/01/2025",
            'סה"כ לפני מע"מ:   1,000.00',
            'מע"מ 18%:   180.00',
            'סה"כ לתשלום:   1,180.00',
        ]
    )


def test_a_brand_printed_over_the_full_name_gives_way_to_the_full_name() -> None:
    # A logo's word in large print, the legal name under it in small print with the tax id.
    found = extract.extract(
        _page(["Omer", "Omer Friedman Consulting", "Company No. 51310955-3 | 4 Herzl St, Haifa", "Invoice"])
    )
    assert found.supplier_name == "Omer Friedman Consulting"
    found = extract.extract(
        _page(["גלית", "גלית סלים - הנהלת חשבונות", "ח.פ. 513109553 | רח' הרצל 4, חיפה", "חשבונית מס"])
    )
    assert found.supplier_name == "גלית סלים - הנהלת חשבונות"
