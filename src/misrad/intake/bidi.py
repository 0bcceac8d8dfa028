"""Hebrew text order: strip invisible direction marks, put visually stored lines back in reading order.

PDFs store Hebrew either in reading (logical) order or in display (visual) order, left to right as
painted. A visual line reads its Hebrew words backwards letter by letter, and its final letters
(ך ם ן ף ץ) then stand at the start of words instead of the end: that is the test used here.
"""

from __future__ import annotations

import re

_MARKS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]")
_HEBREW_WORD = re.compile(r"[\u05d0-\u05ea]{2,}")
_HEBREW_LETTER = re.compile("[\u05d0-\u05ea]")
_FINALS = "ךםןףץ"
_MIRROR = str.maketrans("()[]{}<>", ")(][}{><")
# A run that keeps its left-to-right order inside a right-to-left line: Latin words, numbers with
# their separators, codes such as IN00294 or 1,234.50 or 15/01/2025.
_LTR_RUN = re.compile(r"[A-Za-z0-9@#$€%&*+=_](?:[A-Za-z0-9@#$€%&*+=_.,:/\-]*[A-Za-z0-9%])?")


def strip_marks(text: str) -> str:
    return _MARKS.sub("", text)


def is_visual_line(line: str) -> bool | None:
    """True if the line's Hebrew reads backwards, False if forwards, None if it cannot tell."""
    starts = ends = 0
    for word in _HEBREW_WORD.findall(line):
        if word[0] in _FINALS:
            starts += 1
        if word[-1] in _FINALS:
            ends += 1
    if starts == ends:
        return None
    return starts > ends


def visual_to_logical(line: str) -> str:
    """Reverse a visually stored line, keeping each left-to-right run (numbers, Latin) as it was."""
    reversed_line = line[::-1].translate(_MIRROR)
    # Each left-to-right run was reversed with the line; reversing it again restores it.
    return _LTR_RUN.sub(lambda m: m.group(0)[::-1], reversed_line)


def is_visual_document(lines: list[str]) -> bool:
    votes = [v for v in (is_visual_line(line) for line in lines) if v is not None]
    return bool(votes) and sum(votes) * 2 > len(votes)


def to_logical(text: str) -> str:
    """Whole text: strip marks; if most Hebrew lines read backwards, reverse each Hebrew line."""
    lines = strip_marks(text).splitlines()
    if not is_visual_document(lines):
        return "\n".join(lines)
    return "\n".join(visual_to_logical(line) if _HEBREW_LETTER.search(line) else line for line in lines)
