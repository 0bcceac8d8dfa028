"""An invoice number beside a printout's clock time, as OCR of scans and photos leaves the header line:
a Hebrew line often comes back in visual order (the label last, the time first), so the first figure
before the label is the time's hour. A clock time is never a document's number. Each page is written here."""

from __future__ import annotations

import pytest

from misrad.intake import extract


def _number(*lines: str) -> str | None:
    return extract.extract("\n".join(lines)).invoice_number


@pytest.mark.parametrize(
    ("time", "code"), [("10:11", "IN2400135"), ("23:58", "RX-88213"), ("7:05:33", "44170")]
)
def test_a_header_read_in_visual_order_gives_the_code_not_the_time(time: str, code: str) -> None:
    # The supplier's name glued to the code in one cell: the separator between them was lost in the photo.
    found = _number(
        f'|   {time} 03/12/24   תאריך הדפסה:   |   {code}   גלבוע ציוד משרדי בע"מ   |   חשבונית מס',
        "רח' המלאכה 12, חולון   עמוד 1 מתוך 1",
    )
    assert found == code


def test_a_time_alone_beside_the_label_is_no_number() -> None:
    found = _number("חשבונית מס   הודפס בשעה 10:11", "תאריך: 03.12.2024")
    assert found not in {"10", "11", "10:11"}


def test_a_number_beside_its_label_still_wins_over_a_time_on_the_line() -> None:
    assert _number("Tax Invoice No. 58120   Printed: 12/11/2025 08:09", "Page 1 of 1") == "58120"
    assert _number("חשבונית מס 4411   |   תאריך הדפסה: 09/12/24 10:11") == "4411"
