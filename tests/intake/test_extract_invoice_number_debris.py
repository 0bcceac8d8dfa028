"""An invoice number's label and its value with a cell of OCR debris between them ("אסמכתא   pow   CT-5555":
the "מס'" after the label read by the Latin model), and a date's label that names the invoice ("תאריך
חשבונית") that is no number's label. Synthetic pages written for these tests."""

from __future__ import annotations

from misrad.intake import extract


def test_a_number_a_cell_of_debris_away_from_its_label_is_the_invoice_number() -> None:
    found = extract.extract(
        "\n".join(
            [
                "חשבונית מס / קבלה   מאפיית שחר",
                "אסמכתא   pow   CT-5555   עוסק מורשה 204959662",
                "תאריך חשבונית: 07/05/2025   טלפון 08-7047528",
            ]
        )
    )
    assert found.invoice_number == "CT-5555"


def test_the_invoice_date_label_names_no_number() -> None:
    found = extract.extract(
        "\n".join(["מאפיית שחר", "תאריך חשבונית: 07/05/2025   הד תרצל 08-7047528 me 5005616"])
    )
    assert found.invoice_number is None
