"""A label word OCR split with a space ("אסמכת א", "חשבו נית"): joined again where the whole is a label
(session 12, from a scan of ``bench.invoice_novel``'s sidebar layout)."""

from __future__ import annotations

import pytest

from misrad.intake import extract
from misrad.intake.extract.values import clean_text


@pytest.mark.parametrize(
    "line", ["אסמכת א 1043   עוסק מורשה 30-170196-7", "א סמכתא 1043", "מס' חשבו נית 1043", "אסמכתא 1043"]
)
def test_an_invoice_number_beside_a_split_label(line: str) -> None:
    found = extract.extract("\n".join(['קפה נוף בע"מ', line, 'סה"כ לתשלום   1,180.00']))
    assert found.invoice_number == "1043"


@pytest.mark.parametrize("text", ["שבת א", "כבוד ל", "חשב ון 12", "ב ית"])
def test_other_words_beside_a_lone_letter_stay_apart(text: str) -> None:
    assert clean_text(text) == text
