"""Line items and totals, chosen so that the document's own arithmetic holds."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from itertools import product
from typing import Any

from misrad.core.money import round_agorot
from misrad.intake.extract.fields import Line
from misrad.intake.extract.labels import (
    AMOUNT,
    CURRENCY_MARKS,
    NUMBER,
)
from misrad.intake.extract.totals import choose_totals
from misrad.intake.extract.values import CENT, amounts_in


def find_line_items(lines: list[Line]) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for line in lines:
        if line.tags & {"total", "subtotal", "vat", "bank", "phone", "allocation", "supplier_id"}:
            continue
        money = amounts_in(line.text)
        # Tariffs are printed to three or four places (0.6043 per kWh): a unit price, never a total.
        tariffs = [Decimal(m.group(0)) for m in TARIFF.finditer(line.text)]
        if not money or len(money) + len(tariffs) < 2:
            continue
        found = _row_arithmetic(line.text, money, tariffs)
        if not found:
            continue
        quantity, unit, total = found
        description = _description(line.text)
        if not description:
            continue
        items.append(
            {"description": description, "quantity": float(quantity), "unit_price": unit, "total": total}
        )
    return items


TARIFF = re.compile(r"(?<![\d.,])\d{1,4}\.\d{3,4}(?![\d.,])")


def _row_arithmetic(
    text: str, money: list[Decimal], tariffs: list[Decimal]
) -> tuple[Decimal, Decimal, Decimal] | None:
    """(quantity, unit price, line total) with quantity x unit = total, from the row's own numbers.

    The line total is the largest amount of the row (a discount or a unit price is never larger);
    quantities printed in a column of their own come before numbers inside the description.
    """
    quantities = _quantities(text)
    for total in sorted(set(money), key=lambda a: -abs(a)):
        for unit in [*money, *tariffs]:
            if (unit is total or unit == total) and money.count(total) < 2:
                continue
            if unit == 0:
                continue
            for quantity in quantities:
                if 0 < abs(quantity) <= 100000 and round_agorot(quantity * unit) == total:
                    return quantity, unit, total
    return None


def _quantities(text: str) -> list[Decimal]:
    """Numbers of a row that can be a quantity: those in a column of their own first."""
    own_cells = [c.strip() for c in CELL_BREAK.split(text) if NUMBER_CELL.fullmatch(c.strip())]
    first = [_number(c) for c in own_cells]
    rest = _numbers(text)
    return [n for n in [*first, *rest] if n is not None]


def _number(raw: str) -> Decimal | None:
    """A printed number: "1,000" is a thousand, "2.5" and "2,5" two and a half."""
    raw = raw.strip().lstrip("+")
    if re.fullmatch(r"-?\d{1,3}(?:,\d{3})+", raw):
        raw = raw.replace(",", "")
    try:
        return Decimal(raw.replace(",", "."))
    except InvalidOperation:
        return None


def _description(text: str) -> str:
    """The row's description: its longest cell of words when the row has columns, else the row without
    its numbers, codes and currency marks."""
    cells = [c.strip() for c in CELL_BREAK.split(text) if c.strip()]
    if len(cells) >= 3:
        worded = [
            c for c in cells if len(re.findall(r"[A-Za-z\u05d0-\u05ea]", c)) >= 3 and not SKU.fullmatch(c)
        ]
        if worded:
            return _clean_description(max(worded, key=len))
    description = AMOUNT.sub(" ", text)
    description = re.sub(r"(?<![\w])\d+(?:[.,]\d+)?(?![\w])", " ", description)
    for pattern, _ in CURRENCY_MARKS:
        description = pattern.sub(" ", description)
    description = re.sub(r"(?:^|\s)[|*×x](?=\s|$)", " ", description)
    return _clean_description(re.sub(r"\s{2,}", " ", description))


def _clean_description(text: str) -> str:
    """Drop what OCR leaves at a description's edges: marks without a letter or digit, a final period."""
    tokens = text.split()
    while tokens and not any(c.isalnum() for c in tokens[0]):
        tokens.pop(0)
    while tokens and not any(c.isalnum() for c in tokens[-1]):
        tokens.pop()
    if tokens:
        tokens[-1] = re.sub(r"[.,;:|‘’`]+$", "", tokens[-1])
    return " ".join(tokens)


CELL_BREAK = re.compile(r"\s{3,}")
NUMBER_CELL = re.compile(r"-?\d{1,3}(?:,\d{3})+|-?\d+(?:[.,]\d+)?")
LETTER = re.compile(r"[A-Za-z\u05d0-\u05ea]")
SKU = re.compile(r"[A-Za-z\u05d0-\u05ea]{0,4}[-/]?\d[\w\-/.]*")


def _numbers(line: str) -> list[Decimal]:
    out = []
    for match in NUMBER.finditer(line):
        try:
            out.append(Decimal(match.group(0).replace(",", ".")))
        except InvalidOperation:
            continue
    return out


def choose_amounts(
    lines: list[Line], rate: Decimal, items_sum: Decimal | None, text: str = ""
) -> tuple[Decimal | None, Decimal | None, Decimal | None, float, bool]:
    """(subtotal, vat, total, confidence, arithmetic holds): the three checked jointly first
    (``totals.choose_totals``: every printed combination that adds up), then, when none does, one of
    the three derived from the other two, then the labelled figures as printed."""
    joint = choose_totals(lines, text, rate, items_sum)
    if joint is not None:
        confidence = 0.99 if joint.score >= 8 else 0.9 if joint.score >= 5 else 0.75
        if items_sum is not None and items_sum != joint.subtotal:
            confidence -= 0.1
        return joint.subtotal, joint.vat, joint.total, confidence, True
    return _derive_amounts(lines, rate, items_sum)


def _derive_amounts(
    lines: list[Line], rate: Decimal, items_sum: Decimal | None
) -> tuple[Decimal | None, Decimal | None, Decimal | None, float, bool]:
    subtotal_c = [a for line in lines if "subtotal" in line.tags for a in amounts_in(line.text) if a > 0]
    vat_c = [a for line in lines if "vat" in line.tags for a in amounts_in(line.text) if a >= 0]
    total_c = [a for line in lines if "total" in line.tags for a in amounts_in(line.text) if a > 0]
    every = [a for line in lines for a in amounts_in(line.text) if a >= 0]

    def vat_ok(subtotal: Decimal, vat: Decimal) -> bool:
        return abs(round_agorot(subtotal * rate) - vat) <= CENT

    # One of the three was not read (Tesseract drops digits beside ₪ in mixed-direction lines): when
    # the other two agree at the rate in force, the third follows from them.
    subtotal_pool = subtotal_c or ([items_sum] if items_sum else [])
    for s, v in product(subtotal_pool, vat_c):
        if s > 0 and vat_ok(s, v):
            return s, v, s + v, 0.7, True
    for v, t in product(vat_c, total_c):
        if t > v and vat_ok(t - v, v):
            return t - v, v, t, 0.7, True
    for s, t in product(subtotal_pool, total_c):
        if t > s and vat_ok(s, t - s):
            return s, t - s, t, 0.7, True
    # Nothing adds up: take the labelled figures as printed, with low confidence.
    total = max(total_c) if total_c else (max(every) if every else None)
    subtotal = subtotal_c[0] if subtotal_c else (items_sum if items_sum else None)
    vat = vat_c[0] if vat_c else None
    if subtotal is not None and total is not None and vat is None and total >= subtotal:
        vat = total - subtotal
    return subtotal, vat, total, 0.4, False
