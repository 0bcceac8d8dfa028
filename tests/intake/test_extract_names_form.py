"""A company's form (``בע"מ``) whose last letter OCR misread (``בע"ת``, ``בע"ט``, ``בע"ס``): a name ending
in בע" and one more letter ends in the form, so the name is read whole. Synthetic pages written for
these tests."""

from __future__ import annotations

import pytest

from misrad.intake import extract


@pytest.mark.parametrize("form", ['בע"ת', 'בע"ט', "בע'ס", "בע״ם"])
def test_a_company_form_whose_last_letter_ocr_misread_is_the_form(form: str) -> None:
    found = extract.extract(
        "\n".join(
            [
                f"מ.ש. חומרי בניין {form}",
                "דרך בר יהודה 88, חיפה | טלפון: 04-8412255",
                "ח.פ. 51-050140-6",
                "חשבונית מס 40907   תאריך: 14/02/2025",
            ]
        )
    )
    assert found.supplier_name is not None
    assert found.supplier_name.replace("״", '"').replace("'", '"') == 'מ.ש. חומרי בניין בע"מ'


def test_a_word_that_only_begins_like_the_form_is_left_alone() -> None:
    found = extract.extract(
        "\n".join(["בית קפה בעלת", "ח.פ. 51-050140-6", "חשבונית מס 40907   תאריך: 14/02/2025"])
    )
    assert found.supplier_name == "בית קפה בעלת"
