"""A supplier's id printed in a company number's shape on a footer line that also prints a phone or a
bank (session 12): the dashes (51-115398-3, 51153983-9) and the check digit tell it from any phone, and
OCR may set its label apart from it or lose the label."""

from __future__ import annotations

import pytest

from misrad.intake import extract

_PAGE = [
    "חשבונית מס - מקור",
    "חשבונית מס' 2025-0124",
    'סה"כ לתשלום:   ₪ 3,079.80',
    "",
]


@pytest.mark.parametrize(
    "footer",
    [
        "| 050-8932186   החרושת 76, מודיעין | טל'   ND | 51-115398-3   אוחיון ושות' |",
        "אוחיון ושות' | 51115398-3 | רח' החרושת 76, מודיעין | טל' 050-8932186",
        "Kestrel Ltd | 51-115398-3 | Bank Leumi, branch 812, account 40122",
    ],
)
def test_a_dashed_id_on_a_footer_line_with_a_phone_or_bank_is_the_suppliers(footer: str) -> None:
    assert extract.extract("\n".join([*_PAGE, footer])).supplier_tax_id == "511153983"


def test_a_plain_nine_digit_number_beside_a_phone_is_still_not_taken() -> None:
    """Nine plain digits on a phone's line may be anything (an account, a phone without its dashes)."""
    found = extract.extract("\n".join([*_PAGE, "אוחיון ושות' | 511153983 | טל' 050-8932186"]))
    assert found.supplier_tax_id is None
