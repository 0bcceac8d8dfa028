"""OCR words with their boxes put back into printed rows and cells, in the engine's reading order.

Tesseract's own text follows its page segmentation: a table printed without rules is often read as
separate blocks (descriptions in one, each column of numbers in another), so a row's description and
its amounts end up lines apart, and a label stands lines away from its value. Its lines themselves are
sound: it follows a tilted row and puts a line's words, punctuation and brackets in reading order. So
its lines are kept as they are, and the boxes only say which lines are one printed row: lines whose
middles share a band, side by side, are joined as cells of that row (right to left when the row holds
Hebrew). Inside a line, a gap wider than about a word's height is a column break. The text has the
same shape as a text layer's (``layout.page_text``): cells three spaces apart, a blank line between
blocks.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from statistics import median

from misrad.intake.ocr import OcrWord

_HEBREW = re.compile("[\u05d0-\u05ea]")
CELL_GAP = 1.1  # a gap wider than this many word heights is a column break
ROW_BAND = 0.5  # lines whose middles differ by less than this many word heights share a row
BLOCK_GAP = 2.2  # a vertical gap wider than this many line heights starts a new block


@dataclass
class _Line:
    words: list[OcrWord]  # in the engine's reading order

    @property
    def left(self) -> int:
        return min(w.left for w in self.words)

    @property
    def right(self) -> int:
        return max(w.left + w.width for w in self.words)

    @property
    def middle(self) -> float:
        return median(w.top + w.height / 2 for w in self.words)

    @property
    def height(self) -> float:
        return median(w.height for w in self.words)

    @property
    def hebrew(self) -> bool:
        return any(_HEBREW.search(w.text) for w in self.words)

    def text(self) -> str:
        """The line's words in reading order, three spaces where they stand a column apart."""
        pieces = [self.words[0].text]
        for previous, word in itertools.pairwise(self.words):
            gap = max(word.left - (previous.left + previous.width), previous.left - (word.left + word.width))
            pieces.append("   " if gap > self.height * CELL_GAP else " ")
            pieces.append(word.text)
        text = "".join(pieces)
        return face_brackets(text) if self.hebrew else text


# A bracketed run whose brackets face away from it (")2011(") or both one way (")3 שעות)", "(3 שעות("),
# standing as words: Tesseract gives a right-to-left line's brackets as drawn, not as meant, now and then.
_TURNED = re.compile(r"(?<!\S)[()]([^()\s][^()]*?[^()\s]|[^()\s])[()](?!\S)")


def face_brackets(text: str) -> str:
    """A Hebrew line's bracketed runs with their brackets opening and closing them."""
    return _TURNED.sub(lambda m: f"({m.group(1)})", text)


def engine_lines(words: list[OcrWord]) -> list[_Line]:
    """The engine's lines (its block, paragraph and line numbers), words in the order it gave them."""
    grouped: dict[tuple[int, int, int], list[OcrWord]] = {}
    for word in words:
        if word.text.strip():
            grouped.setdefault(word.line, []).append(word)
    return [_Line(group) for group in grouped.values()]


def rows_of(lines: list[_Line]) -> list[list[_Line]]:
    """Lines grouped into printed rows, top to bottom: a line joins the row whose band holds its middle
    and whose lines it does not overlap across the page."""
    rows: list[list[_Line]] = []
    for line in sorted(lines, key=lambda item: item.middle):
        for row in reversed(rows[-3:]):
            band = median(item.height for item in row) * ROW_BAND
            side_by_side = all(line.left >= o.right or line.right <= o.left for o in row)
            if side_by_side and abs(line.middle - median(o.middle for o in row)) < band:
                row.append(line)
                break
        else:
            rows.append([line])
    return rows


def page_text(words: list[OcrWord]) -> str:
    """A page's words as text: rows top to bottom, a row's lines as cells in reading order."""
    lines: list[str] = []
    previous: tuple[float, float] | None = None  # the row above: its middle and its print's height
    for row in rows_of(engine_lines(words)):
        middle = median(line.middle for line in row)
        height = median(line.height for line in row)
        # Large print is set with more room under it: the gap below a name printed large is measured in
        # that name's print, so the lines of its block in smaller print stay in its block.
        if previous is not None and middle - previous[0] > max(height, previous[1]) * BLOCK_GAP:
            lines.append("")
        previous = (middle, height)
        right_to_left = any(line.hebrew for line in row)
        ordered = sorted(row, key=lambda line: -line.right if right_to_left else line.left)
        lines.append("   ".join(line.text() for line in ordered))
    return "\n".join(lines)
