"""A text layer's glyphs with their boxes, grouped by geometry into lines and cells, in reading order.

PDF producers store Hebrew either in reading order or in display order, and pdfium's own bidi pass
reorders mixed runs of either (its character indices are not the stream's order). The glyphs' places on
the page are the same whatever the storage: each cell is rebuilt left to right from positions and put in
reading order by one rule (``bidi.visual_to_logical``: Latin words and numbers kept in their order,
brackets mirrored and paired).

Lines are glyphs sharing a baseline band; a line splits into cells at gaps wider than a letter (table
columns, label and value). Cells of a line holding Hebrew are read right to left, otherwise left to
right; cells are joined by three spaces, which the extraction reads as a column break.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any

from misrad.intake.bidi import visual_to_logical

_HEBREW = re.compile("[\u0590-\u05ff]")
CELL_GAP = 0.8  # a gap wider than this many glyph heights starts a new cell
WORD_GAP = 0.12  # ... and wider than this a new word


@dataclass(frozen=True)
class Glyph:
    index: int  # place in the page's text stream
    left: float
    bottom: float
    right: float
    top: float
    char: str

    @property
    def middle(self) -> float:
        return (self.bottom + self.top) / 2

    @property
    def height(self) -> float:
        return self.top - self.bottom

    @property
    def hebrew(self) -> bool:
        return "\u05d0" <= self.char <= "\u05ea"


def glyphs_of(textpage: Any) -> list[Glyph]:
    """Every visible glyph of a pdfium text page with its box (PDF points, origin bottom left)."""
    glyphs: list[Glyph] = []
    for index in range(textpage.count_chars()):
        char = textpage.get_text_range(index, 1)
        if not char or char.isspace() or ord(char[0]) < 32:
            continue
        left, bottom, right, top = textpage.get_charbox(index, loose=True)
        if right <= left and top <= bottom:
            continue
        glyphs.append(Glyph(index, left, bottom, right, top, char))
    return glyphs


def _baselines(glyphs: list[Glyph]) -> list[list[Glyph]]:
    """Glyphs set on one baseline, top to bottom: their middles (almost) equal. A letter of another
    font in the same line (a Hebrew final letter from a fallback font) stands a hair lower or higher."""
    runs: list[list[Glyph]] = []
    for glyph in sorted(glyphs, key=lambda g: -g.middle):
        if runs and abs(runs[-1][0].middle - glyph.middle) < runs[-1][0].height * 0.2:
            runs[-1].append(glyph)
        else:
            runs.append([glyph])
    return runs


def lines_of(glyphs: list[Glyph]) -> list[list[Glyph]]:
    """Glyphs grouped into lines, top to bottom: a baseline joins the line whose band holds its middle.
    A baseline joins or leaves whole: two columns set at another pitch side by side (a details table
    beside an address) stand a few points apart, and a baseline near the band's edge must not be cut
    in two."""
    rows: list[list[Glyph]] = []
    for run in _baselines(glyphs):
        if rows:
            first = rows[-1][0]
            if abs(first.middle - run[0].middle) < first.height * 0.45:
                rows[-1].extend(run)
                continue
        rows.append(list(run))
    return rows


def cells_of(row: list[Glyph]) -> list[list[Glyph]]:
    """A line's glyphs split into cells at wide gaps, left to right."""
    ordered = sorted(row, key=lambda g: g.left)
    height = max(g.height for g in ordered) or 1.0
    cells = [[ordered[0]]]
    for previous, glyph in itertools.pairwise(ordered):
        if glyph.left - previous.right > height * CELL_GAP:
            cells.append([glyph])
        else:
            cells[-1].append(glyph)
    return cells


def _spaced(glyphs: list[Glyph], height: float) -> str:
    """Glyphs in the given order, a space where consecutive ones stand apart."""
    pieces = [glyphs[0].char]
    for previous, glyph in itertools.pairwise(glyphs):
        apart = min(abs(glyph.left - previous.right), abs(previous.left - glyph.right))
        if apart > height * WORD_GAP:
            pieces.append(" ")
        pieces.append(glyph.char)
    return "".join(pieces)


def cell_text(cell: list[Glyph]) -> str:
    """One cell's text in reading order, rebuilt from where its glyphs stand."""
    height = max(g.height for g in cell) or 1.0
    text = _spaced(sorted(cell, key=lambda g: g.left), height)
    return visual_to_logical(text) if _HEBREW.search(text) else text


def page_text(textpage: Any) -> str:
    """A page's text, line by line in reading order, cells three spaces apart, blank lines between blocks."""
    glyphs = glyphs_of(textpage)
    if not glyphs:
        return ""
    lines: list[str] = []
    previous: tuple[float, float] | None = None  # the line above: its middle and its print's height
    for row in lines_of(glyphs):
        middle = sum(g.middle for g in row) / len(row)
        row_height = max(g.height for g in row) or 1.0
        # A blank line between blocks (it ends a customer's address block); the gap under a line in large
        # print is measured in that print, as it is set with more room under it.
        if previous is not None and previous[0] - middle > max(row_height, previous[1]) * 2.2:
            lines.append("")
        previous = (middle, row_height)
        cells = [cell_text(cell) for cell in cells_of(row)]
        if any(_HEBREW.search(c) for c in cells):
            cells.reverse()
        lines.append("   ".join(cells))
    return "\n".join(lines)
