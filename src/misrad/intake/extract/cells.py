"""A line's cells and the label each value sits beside, whichever side the label is printed on.

A printed line often holds several label/value pairs a column gap apart (``Customer PO: 5790   Invoice
Date: 10/11/2025``). A value belongs to the label in its own cell; a cell that holds only the value
takes its label from the neighbouring cell — before it (English, and Hebrew in reading order), or after
it (a Hebrew line written in display order, where the value stands left of its label) — when that
neighbour holds no value of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

# A column gap: three spaces or more, or a ruled cell border.
CELL_BREAK = re.compile(r"\s{3,}|\s*\|\s*")


def cells(text: str) -> list[str]:
    return [c.strip() for c in CELL_BREAK.split(text) if c.strip()]


def columns(text: str) -> list[str]:
    """The line's cells that hold a letter or a digit: a cell of a mark alone (``.``, ``-``), or of one
    letter and marks (``י:``, ``l``: a border or a speck read as a letter), is what OCR read between two
    columns or at the page's edge, not a column of its own. A lone digit stays (a row's number)."""
    return [c for c in cells(text) if _holds_a_column(c)]


def _holds_a_column(cell: str) -> bool:
    signs = [ch for ch in cell if ch.isalnum()]
    return len(signs) > 1 or (len(signs) == 1 and signs[0].isdigit())


def labelled(
    text: str, values: Callable[[str], Sequence[object]], is_label: Callable[[str], bool]
) -> list[tuple[str, str]]:
    """(label text, cell text) for every cell of the line that holds a value found by ``values``: the
    cell itself when it carries a label, else the neighbour before or after it that carries one and no
    value of its own, else "" (an unlabelled value)."""
    parts = cells(text)
    found: list[tuple[str, str]] = []
    for index, cell in enumerate(parts):
        if not values(cell):
            continue
        if is_label(cell):
            found.append((cell, cell))
            continue
        neighbours = [parts[i] for i in (index - 1, index + 1) if 0 <= i < len(parts)]
        label = next((n for n in neighbours if not values(n) and is_label(n)), "")
        found.append((label, cell))
    return found
