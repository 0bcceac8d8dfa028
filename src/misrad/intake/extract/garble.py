"""Labels found in OCR text as OCR garbles them, by an edit distance that knows OCR's lookalike letters.

A scan or photo reads "לכבוד" as "לכב1ד" and "Bill to" as "Bil1 t0". Instead of listing each garble,
both the label and the text are folded so that letters OCR takes for one another become one letter
(1/l/I/|/ו/ן/ז/י, 0/O/o/ס/ם, 5/S, 8/B, rn/m, ה/ח/ת, ר/ד/ך, ב/כ, the quote marks), and what is left is
counted as edits. The edits allowed grow with the label's length (up to three letters, and any word of
up to three letters, must match exactly), and a match counts only at the start of a line or cell. One
with edits also needs a label's neighbours: its colon; or, for a label of five letters or more, the
end of its line or a value on a line that prints no amount (a table row's description one letter from
a label stays a description).
"""

from __future__ import annotations

import re
from functools import lru_cache

# An amount as a table row prints it (the labels' own module imports this one).
_AMOUNT = re.compile(r"\d[\d,]*[.,]\d{2}(?!\d)")

_FOLD = str.maketrans(
    {
        **dict.fromkeys("1lIi|!וןזי", "l"),
        **dict.fromkeys("0Ooסם", "o"),
        **dict.fromkeys("5Ss", "s"),
        **dict.fromkeys("8Bb", "b"),
        **dict.fromkeys("החת", "ה"),
        **dict.fromkeys("רדך", "ד"),
        **dict.fromkeys("בכ", "ב"),
        **dict.fromkeys("׳'`״\"", "'"),
    }
)
# A word; a bar inside one is a letter OCR read as a bar ("C|ient"), a bar between words a table rule.
_TOKEN = re.compile(r"\|?[^\s:|]+(?:\|+[^\s:|]+)*")
_NOT_A_LABEL_NEXT = re.compile(r"\s*(?:no\b|number|id\b|#|ref)", re.I)


def fold(text: str) -> str:
    """``text`` with OCR's lookalike letters made one (``rn`` read for ``m`` too)."""
    return re.sub("'+", "'", text.lower().replace("rn", "m").translate(_FOLD))


def _distance(a: str, b: str, limit: int) -> int:
    """The edit distance of ``a`` and ``b``, or ``limit + 1`` once past ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
        if min(row) > limit:
            return limit + 1
    return row[-1]


def _budget(words: tuple[str, ...]) -> int:
    """Edits a label of these (folded) words may take: none up to three letters, one up to eight."""
    letters = sum(len(w) for w in words)
    return 0 if letters <= 3 else 1 if letters <= 8 else 2


def _edits(folded: list[str], words: tuple[str, ...], limit: int) -> int:
    """Edits between the label's words and as many folded tokens, word by word; a word of up to three
    letters (``to``, ``no``, ``vat``) must match exactly."""
    total = 0
    for token, word in zip(folded, words, strict=True):
        edits = 0 if token == word else _distance(token, word, limit - total)
        if len(word) <= 3 and edits:
            return limit + 1
        total += edits
        if total > limit:
            break
    return total


@lru_cache(maxsize=64)
def _folded_labels(labels: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], int], ...]:
    """Each label's folded words and its edit budget."""
    return tuple((words, _budget(words)) for words in (tuple(fold(label).split()) for label in labels))


def _starts_cell(text: str, start: int) -> bool:
    """Whether ``start`` begins a line or a cell (after a column gap or a table rule)."""
    before = text[:start].rstrip()
    return not before or before.endswith("|") or start - len(before) >= 3


def _stands_as_label(text: str, end: int, letters: int, edited: bool) -> bool:
    """Whether a label at a cell's start ending at ``end`` of ``text`` stands where a label does."""
    rest = text[end:]
    if _NOT_A_LABEL_NEXT.match(rest):
        return False  # "Customer No." numbers the customer: a field, not the customer's block
    if not edited or re.match(r"\s*:", rest):
        return True
    # An edited label of up to four letters only before its colon ("לקותח:"); a longer one also at
    # the end of its line, or before a value on a line that is no table row.
    if letters <= 4:
        return False
    return not rest.strip() or (re.match(r"\s?\S", rest) is not None and not _AMOUNT.search(rest))


@lru_cache(maxsize=4096)
def find_label(text: str, labels: tuple[str, ...]) -> tuple[int, int] | None:
    """The span of the first of ``labels`` in ``text`` as OCR may have garbled it, or None."""
    spans = [(m.start(), m.end()) for m in _TOKEN.finditer(text)]
    folded = [fold(text[s:e]).strip(".,'") for s, e in spans]
    starts = [i for i, (s, _) in enumerate(spans) if _starts_cell(text, s)]
    for words, budget in _folded_labels(labels):
        for i in starts:
            if i + len(words) > len(folded):
                break
            edits = _edits(folded[i : i + len(words)], words, budget)
            if edits > budget:
                continue
            start, end = spans[i][0], spans[i + len(words) - 1][1]
            if _stands_as_label(text, end, sum(map(len, words)), edits > 0):
                return start, end
    return None
