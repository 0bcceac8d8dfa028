"""A currency sign OCR made of a figure's first digit: a handwritten or worn 6, 8 or 5 read as ``£``, ``$`` or
``€`` glued to the rest of the figure (``£00.00`` for ``600.00``). No printed amount starts with ``0`` and a
second digit, so the sign there stands in a digit's place and names no currency; a sign before a figure
that can start where it does (``£600.00``, ``$0.50``) still names its currency."""

from __future__ import annotations

import random

import pytest

from misrad.intake import extract


def _receipt(rng: random.Random, row: str, total: str) -> str:
    """A receipt book's page as OCR reads it: a printed heading, a row with its figures, a total; the
    currency's own column label lost to the handwriting beside it."""
    number = rng.randint(100, 9999)
    return "\n".join(
        [
            "משה כהן - שיפוצים",
            f"עוסק פטור {rng.randint(300000000, 399999999)}",
            f"קבלה   {number:04d} מס'",
            "פרטים   כמות   מחיר   סכום",
            f"עבודה   1   {row}   {row}",
            f'סה"כ   {total}',
        ]
    )


@pytest.mark.parametrize("mark", ["£", "$", "€"])
@pytest.mark.parametrize("seed", range(4))
def test_a_sign_in_a_figures_first_digit_names_no_currency(mark: str, seed: int) -> None:
    rng = random.Random(f"{mark}{seed}")
    hundreds = rng.randint(1, 9) * 100
    # The first digit read as the sign: the rest of the figure starts with two zeros.
    misread = f"{mark}{str(hundreds)[1:]}.00"
    text = _receipt(rng, misread, f"{hundreds}.00")
    assert extract.extract(text).currency == "ILS"


@pytest.mark.parametrize(("mark", "code"), [("£", "GBP"), ("$", "USD"), ("€", "EUR")])
@pytest.mark.parametrize("figure", ["600.00", "0.50", "1,250.00"])
def test_a_sign_before_a_whole_figure_still_names_its_currency(mark: str, code: str, figure: str) -> None:
    rng = random.Random(f"{mark}{figure}")
    text = _receipt(rng, f"{mark}{figure}", f"{mark}{figure}")
    assert extract.extract(text).currency == code
