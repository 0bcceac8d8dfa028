"""OCR words with their boxes put into lines and cells by geometry, each line in reading order.

Tesseract's own text follows its page segmentation: a table printed without rules is often read column
by column (every description, then every amount), which loses the rows, and the order of numbers and
Latin words inside a Hebrew line is its guess. The words' boxes say where each word stands: words whose
middles share a band are one printed line, a gap wider than about a word's height splits a line into
cells (table columns, a label and its value), and a Hebrew line's cells and words are read right to
left, with runs of Latin words and the numbers that follow them kept left to right (as the Unicode
bidirectional algorithm displays them), brackets mirrored. The text has the same shape as a text
layer's (``layout.page_text``): cells three spaces apart, a blank line between blocks.
"""

from __future__ import annotations

import itertools
import re
from statistics import median

from misrad.intake.bidi import pair_brackets
from misrad.intake.ocr import OcrWord

_HEBREW = re.compile("[\u05d0-\u05ea]")
_LATIN = re.compile("[A-Za-z]")
CELL_GAP = 1.1  # a gap wider than this many word heights starts a new cell
BLOCK_GAP = 2.2  # a vertical gap wider than this many line heights starts a new block
_MIRROR = str.maketrans("()[]{}<>", ")(][}{><")


def _middle(word: OcrWord) -> float:
    return word.top + word.height / 2


def lines_of(words: list[OcrWord]) -> list[list[OcrWord]]:
    """Words grouped into printed lines, top to bottom, each left to right.

    A word joins the line whose band (the median height of its words around their mean middle) holds
    its middle; Tesseract's own line ids are not used, as it splits one printed row into several lines
    when it reads a table by columns.
    """
    rows: list[list[OcrWord]] = []
    for word in sorted(words, key=_middle):
        if rows:
            row = rows[-1]
            band = median(w.height for w in row)
            centre = sum(_middle(w) for w in row) / len(row)
            if abs(_middle(word) - centre) < band * 0.5:
                row.append(word)
                continue
        rows.append([word])
    return [sorted(row, key=lambda w: w.left) for row in rows]


def cells_of(row: list[OcrWord]) -> list[list[OcrWord]]:
    """A line's words (left to right) split into cells at gaps wider than about a word's height."""
    height = median(w.height for w in row)
    cells = [[row[0]]]
    for previous, word in itertools.pairwise(row):
        if word.left - (previous.left + previous.width) > height * CELL_GAP:
            cells.append([word])
        else:
            cells[-1].append(word)
    return cells


def _is_hebrew(text: str) -> bool:
    return bool(_HEBREW.search(text))


def _word_text(text: str) -> str:
    """A Hebrew word's brackets as read: Tesseract gives the glyphs' shapes, which a right-to-left
    line mirrors (``)מטר(`` is ``(מטר)``)."""
    if _is_hebrew(text) and (text.startswith(")") or text.endswith("(")):
        return text.translate(_MIRROR)
    return text


def _runs_right_to_left(words: list[str]) -> list[str]:
    """Words of a right-to-left cell, given left to right, in reading order.

    Hebrew words read right to left; consecutive words without Hebrew form left-to-right runs that keep
    their order. A run holds Latin words and the numbers after them ("iPhone 13", "HP 305"); numbers
    standing alone are runs each, so that a row's numbers come in the order they were written.
    """
    runs: list[list[str]] = []
    for word in words:
        if _is_hebrew(word) or not runs or _is_hebrew(runs[-1][-1]):
            runs.append([word])
            continue
        run = runs[-1]
        if _joins(run, word):
            run.append(word)
        else:
            runs.append([word])
    return [_edges(" ".join(run)) for run in reversed(runs)]


_EDGE = re.compile(r"^([:;,.!?\-]*)(.*?)([:;,.!?\-]*)$", re.DOTALL)


def _edges(run: str) -> str:
    """Punctuation at a left-to-right run's edges in a right-to-left line takes the line's direction:
    a colon or period after "18%" or "Ltd" is shown at its left, a minus before a number at its right."""
    if _is_hebrew(run):
        return run
    match = _EDGE.match(run)
    assert match is not None
    before, body, after = match.groups()
    return f"{after[::-1]}{body}{before[::-1]}" if body else run


# A model number follows its name in one run ("Evolve2 30"); an amount beside a currency code does not:
# "NIS 44,988.72" on the page is the amount first, the code after it, in reading order.
_AMOUNT = re.compile(r"-?[\d,.]*\d[.,]\d{2}[:;.,]*")
_CURRENCY = re.compile(r"(?i)[:;.,]*(?:nis|ils|usd|eur|gbp)[:;.,]*")


def _joins(run: list[str], word: str) -> bool:
    """True when ``word`` continues a left-to-right run rather than starting its own."""
    if _LATIN.search(word):
        return not any(_has_digit(w) for w in run) or any(_LATIN.search(w) for w in run)
    has_latin = any(_LATIN.search(w) for w in run)
    if not has_latin or _AMOUNT.fullmatch(word):
        return False
    return not all(_CURRENCY.fullmatch(w) for w in run)


def _has_digit(word: str) -> bool:
    return any(c.isdigit() for c in word)


def cell_text(cell: list[OcrWord], right_to_left: bool) -> str:
    words = [_word_text(w.text) for w in cell]
    if not right_to_left:
        return " ".join(words)
    return pair_brackets(" ".join(_runs_right_to_left(words)))


def page_text(words: list[OcrWord]) -> str:
    """A page's words as text: lines top to bottom in reading order, cells three spaces apart."""
    lines: list[str] = []
    previous: float | None = None
    for row in lines_of([w for w in words if w.text.strip()]):
        height = median(w.height for w in row)
        middle = sum(_middle(w) for w in row) / len(row)
        if previous is not None and middle - previous > height * BLOCK_GAP:
            lines.append("")
        previous = middle
        right_to_left = any(_is_hebrew(w.text) for w in row)
        cells = [cell_text(cell, right_to_left) for cell in cells_of(row)]
        if right_to_left:
            cells.reverse()
        lines.append("   ".join(cells))
    return "\n".join(lines)
