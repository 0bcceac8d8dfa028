"""A foreign-currency invoice's total as the page converts it: the shekel total at a printed rate.

An Israeli supplier invoicing in dollars or euros prints, under its totals, the representative rate and the
total in shekels (``Rate 3.635 ILS/USD  Total ILS: 13,866.43``, ``שער יציג: 3.62 ... סה"כ בש"ח: 4,272.32``).
That line is a distractor while the invoice's own total is read (it is the largest figure on the page),
and a second print of the total when OCR lost the totals' own figures (a distant or faint photo): the
shekel figure divided by the rate, to the agora, is the total in the invoice's currency. Only a line that
names both a rate and shekels is read so; its rate's point may be read as a space (``3 635``).
"""

from __future__ import annotations

import re
from decimal import Decimal

from misrad.core.money import round_agorot
from misrad.intake.extract.values import amounts_in

_RATE = re.compile(
    r"(?:\brate\b|\bexchange\b|שער(?:\s+יציג)?)\s*[:.]?\s*(?P<whole>\d)[.,\s](?P<part>\d{2,4})(?!\d)", re.I
)
_SHEKELS = re.compile(r"\bILS\b|\bNIS\b|ש[\"'״]?ח|₪", re.I)
# A rate between a foreign currency and the shekel is a few shekels a unit.
_LOWEST, _HIGHEST = Decimal("0.5"), Decimal(10)


def shekel_lines(lines: list[str]) -> set[int]:
    """The indexes of the lines that print a conversion to shekels (their figures are no total of the
    invoice's own currency)."""
    return {i for i, line in enumerate(lines) if _conversion(line) is not None}


def converted_totals(lines: list[str]) -> list[Decimal]:
    """The invoice's total as each conversion line gives it: its shekel figure over its rate."""
    found = []
    for line in lines:
        if (pair := _conversion(line)) is not None:
            rate, shekels = pair
            found.append(round_agorot(shekels / rate))
    return found


def _conversion(line: str) -> tuple[Decimal, Decimal] | None:
    """(rate, shekel total) of a line that prints a rate to the shekel and, after it, the shekel total."""
    match = _RATE.search(line)
    if match is None or not _SHEKELS.search(line):
        return None
    rate = Decimal(f"{match.group('whole')}.{match.group('part')}")
    after = [a for a in amounts_in(line[match.end() :]) if a > rate * 10]
    if not _LOWEST <= rate <= _HIGHEST or not after:
        return None
    return rate, after[-1]  # the shekel total is printed last, after the rate (and its date)
