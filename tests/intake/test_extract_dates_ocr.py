"""Dates as OCR of a Hebrew page leaves them: a day.month.year date split at its last separator comes
out with its year first, because in a right-to-left line each number standing apart is read right to
left. Beside a date's label it is still that date; unlabelled, a year-like number before a price is not
taken for one."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.intake import extract


@pytest.mark.parametrize(
    ("printed", "separator"),
    [((2, 3, 2025), "."), ((28, 11, 2024), "/"), ((5, 1, 2026), ".")],
)
def test_a_labelled_date_read_with_its_year_first(printed: tuple[int, int, int], separator: str) -> None:
    day, month, year = printed
    split = f"{year} {day:02d}{separator}{month:02d}"
    found = extract.extract(
        "\n".join(
            [
                'ספק לדוגמה בע"מ   חשבונית מס 1234',
                f"תאריך: {day:02d}.{month:02d}.{year}   תעודת משלוח: 86700",
                f"תנאי תשלום: שוטף + 30   תאריך פרעון {split}   מחסן ראשי",
            ]
        )
    )
    assert found.invoice_date == date(year, month, day)
    assert found.due_date == date(year, month, day)


def test_an_invoice_date_read_with_its_year_first_is_the_invoice_date() -> None:
    found = extract.extract('ספק לדוגמה בע"מ\nתאריך הפקה: 2025 17.03\nלתשלום עד: 31/03/2025')
    assert found.invoice_date == date(2025, 3, 17)
    assert found.due_date == date(2025, 3, 31)


def test_a_year_like_number_before_a_price_is_no_date_without_a_label() -> None:
    found = extract.extract("תאריך: 01/02/2025\nבורג נירוסטה   2025 10.10   20,452.50")
    assert found.invoice_date == date(2025, 2, 1)
    assert found.due_date is None


def test_a_repayment_date_whose_date_word_ocr_cut_short_is_the_due_date() -> None:
    # "תאריך פרעון" with its final letter lost ("תארי"), the date split with its year first.
    found = extract.extract("תאריך: 29.01.2025\nתנאי תשלום: שוטף + 30   תארי פרעון 2025 02.03   מחסן ראשי")
    assert found.due_date == date(2025, 3, 2)


@pytest.mark.parametrize("printed", ["0911/2024", "09/112024", "0911.2024", "09.112024"])
def test_a_labelled_date_whose_separator_ocr_lost_is_still_that_date(printed: str) -> None:
    found = extract.extract(
        f'ספק לדוגמה בע"מ\nתאריך הפקה: {printed}   תעודת משלוח: 86700\nפריט   1   50.00   50.00'
    )
    assert found.invoice_date == date(2024, 11, 9)


def test_digits_that_lost_a_separator_are_no_date_without_a_label() -> None:
    found = extract.extract("תאריך: 01/02/2025\nבורג נירוסטה   0911/2024   20,452.50")
    assert found.invoice_date == date(2025, 2, 1)
    assert found.due_date is None


@pytest.mark.parametrize("printed", ["09:112024", "09/11:2024", "09:11:2024", "09112024", "09.11:2024"])
def test_a_labelled_date_whose_separators_ocr_lost_or_read_as_colons_is_still_that_date(printed: str) -> None:
    # A blurred slash comes back as a colon or as nothing at all, beside the date's own label.
    found = extract.extract(
        f'ספק לדוגמה בע"מ\nתאריך הפקה {printed}   תעודת משלוח: 86700\nפריט   1   50.00   50.00'
    )
    assert found.invoice_date == date(2024, 11, 9)


def test_eight_digits_or_a_time_are_no_date_without_a_date_label() -> None:
    found = extract.extract("תאריך: 01/02/2025\nאסמכתא 09112024   הודפס 12:20:24\nבורג   20,452.50")
    assert found.invoice_date == date(2025, 2, 1)
    assert found.due_date is None


def test_date_labels_whose_thinnest_letter_ocr_dropped_still_name_their_dates() -> None:
    # A final kaf and a vav are the thinnest strokes of "תאריך" and "פרעון": OCR drops them first.
    found = extract.extract(
        "\n".join(
            [
                'ספק לדוגמה בע"מ   חשבונית מס 1234',
                "לכבוד:   תארי 03.12.2024   הזמנת לקוח 8433",
                "תנאי תשלום: שוטף + 30   תאריך פרען: 30.01.2025",
                "פריט   1   50.00   50.00",
            ]
        )
    )
    assert found.invoice_date == date(2024, 12, 3)
    assert found.due_date == date(2025, 1, 30)


def test_words_that_begin_like_a_date_label_name_no_date() -> None:
    found = extract.extract("תאריך: 01/02/2025\nתאריכים 05/03/2025   פרענו 09/09/2025\nבורג   20,452.50")
    assert found.invoice_date == date(2025, 2, 1)
    assert found.due_date is None
