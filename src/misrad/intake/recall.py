"""A supplier's registration number misread on the page, recalled from the supplier's earlier documents.

OCR of small print on a photo misreads digits of the supplier's id, sometimes three of nine (``824382707``
for ``514352707``): no check digit can choose among the numbers three changes away, so the extraction gives
no id. A bookkeeper knows the supplier: its earlier documents, read with an id that held, carry it. A
nine-digit number on the page that fails its own check digit and lies within three digits of an id the
supplier (by its normalised name) was known by is that id misread; a random failing number lands that near
a given id about once in fifteen thousand. A number that holds its own check digit is another party's and
is never rewritten. The id so recalled is marked as not read (lower confidence).
"""

from __future__ import annotations

import re

from misrad.intake.extract.values import valid_tax_id

# Nine digits with dashes, dots or single spaces between them, no digit joined at either end.
_NUMBER = re.compile(r"(?<![\d])\d(?:[-. ]?\d){8}(?![\d])")
_MOST_CHANGED = 3
CONFIDENCE = 0.6


def recalled_tax_id(text: str, known: list[str]) -> str | None:
    """The known id that a failing nine-digit number of ``text`` is a misreading of, if exactly one is."""
    if not known:
        return None
    found = set()
    for match in _NUMBER.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        if valid_tax_id(digits):
            continue
        found |= {k for k in known if len(k) == 9 and _changed(digits, k) <= _MOST_CHANGED}
    return found.pop() if len(found) == 1 else None


def _changed(a: str, b: str) -> int:
    return sum(x != y for x, y in zip(a, b, strict=True))
