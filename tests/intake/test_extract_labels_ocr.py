"""The supplier's tax id label as OCR of a scan or photo reads it: "עוסק" with its vav read as a yod, or
read by the Latin model as the letters it resembles ("POY", "pow"), "מורשה" after a lost "עוסק". The
labelled number is the supplier's, not an unlabelled valid number printed before it (the customer's, in a
block whose label OCR lost), and the supplier's name is the one heading the block of that number."""

from __future__ import annotations

import random

import pytest

from misrad.intake import extract
from misrad.intake.extract.values import valid_tax_id


def _tax_id(rng: random.Random, prefix: str) -> str:
    """A valid Israeli company or dealer number (the check digit of the ID algorithm)."""
    while True:
        body = prefix + "".join(rng.choice("0123456789") for _ in range(8 - len(prefix)))
        for check in "0123456789":
            if valid_tax_id(body + check):
                return body + check


# "חם.": "ח.פ." with its first dot and the pe run together into a final mem, as a photo's small print reads.
@pytest.mark.parametrize("label", ["עיסק פטור", "POY מיורשה", "מספר poy", "מספר Pow", "עיסק מורשה", "חם."])
def test_a_misread_supplier_id_label_still_marks_the_suppliers_number(label: str) -> None:
    rng = random.Random(label)
    customer, supplier = _tax_id(rng, "51"), _tax_id(rng, "3")
    found = extract.extract(
        "\n".join(
            [
                f"חשבונית מס 1042   {customer}",  # the customer's number, its block's label lost
                "",
                "מיזוג הצפון - אבי לוי",
                "התקנה ותיקון מזגנים - כל הסוגים",
                f"{label} {supplier}",
                "תאריך: 20/05/2025",
                'סה"כ לתשלום   2,006.00',
            ]
        )
    )
    assert found.supplier_tax_id == supplier
    assert found.confidence["supplier_tax_id"] >= 0.9
    assert found.supplier_name == "מיזוג הצפון - אבי לוי"


def test_hot_on_a_menu_row_is_no_id_label() -> None:
    """ "חם" (hot) ends a café's row; only "חם." before a number of an id's shape reads as "ח.פ."."""
    rng = random.Random(7)
    supplier = _tax_id(rng, "51")
    found = extract.extract(
        "\n".join(
            [
                'קפה הנמל בע"מ',
                f"ח.פ. {supplier}",
                "חשבונית מס 2231",
                "תאריך: 20/05/2025",
                "קפה חם   2   12.00   24.00",
                "שוקו חם.   1   14.00   14.00",
                'סה"כ לתשלום   38.00',
            ]
        )
    )
    assert found.supplier_tax_id == supplier
    assert found.supplier_name == 'קפה הנמל בע"מ'


def test_a_name_that_holds_the_lookalike_letters_is_not_cut_at_them() -> None:
    found = extract.extract("Powell Brothers Ltd\nCompany No. 51-414412-0\nInvoice No. 77\nTotal 100.00")
    assert found.supplier_name == "Powell Brothers Ltd"
