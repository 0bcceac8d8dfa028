"""Labelled dates whose characters OCR misread: a digit read as its look-alike letter ("l5/11/2O24"), a
separator read as a comma, a time glued to the year, a month name with a zero for its "o". Beside a date's
label the reading that is a valid date is taken; unlabelled, such text is no date. Synthetic lines
written for these tests."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.intake import extract


def _dates(*lines: str) -> tuple[date | None, date | None]:
    found = extract.extract("\n".join(["Harbour Print Works Ltd.   Invoice 2291", *lines]))
    return found.invoice_date, found.due_date


@pytest.mark.parametrize(
    ("printed", "meant"),
    [
        ("Date: l5/11/2O24", date(2024, 11, 15)),
        ("Date: 15/1I/2024", date(2024, 11, 15)),
        ("תאריך: 03,11.2024", date(2024, 11, 3)),
        ("תאריך: 2S.O3.2025", date(2025, 3, 25)),
        ("Date: 15/11/202414:32", date(2024, 11, 15)),
        ("Invoice date: 1 N0v 2024", date(2024, 11, 1)),
        ("Date: 0ct 3, 2025", date(2025, 10, 3)),
    ],
)
def test_a_labelled_date_with_look_alike_characters_is_that_date(printed: str, meant: date) -> None:
    assert _dates(printed)[0] == meant


def test_a_due_date_with_look_alike_characters_is_the_due_date() -> None:
    assert _dates("Date: 01/12/2024", "Due date: 3l/l2/2024") == (date(2024, 12, 1), date(2024, 12, 31))


def test_look_alike_characters_without_a_date_label_are_no_date() -> None:
    assert _dates("Ref: l5/11/2O24   Qty 3") == (None, None)
