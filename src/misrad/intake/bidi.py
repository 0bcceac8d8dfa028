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


# Latin words one space apart are one left-to-right run ("HP LaserJet M404dn"), and so is a number
# that follows them ("Jabra Evolve2 30": after a Latin letter a number reads left to right, UAX #9 W7).
# Numbers alone, one space apart, are runs each: a right-to-left line shows them in reverse order.
# The display cannot tell "Jabra 30" from "30 Jabra"; two Latin words make a name, one does not.
_LTR_WORDS = re.compile(rf"{_LTR_RUN.pattern}(?: {_LTR_RUN.pattern})*")
_LATIN = re.compile("[A-Za-z]")


def _restore_run(match: re.Match[str]) -> str:
    run = match.group(0)
    words = run.split(" ")
    if sum(1 for word in words if _LATIN.search(word)) < 2:
        # One Latin word beside numbers ("39,069.54 NIS") reads as separate runs in either order;
        # taken as separate runs it keeps the order the line was written in.
        return " ".join(word[::-1] for word in words)
    return run[::-1]


def visual_to_logical(line: str) -> str:
    """Reverse a visually stored line, keeping each left-to-right run (numbers, Latin) as it was."""
    reversed_line = line[::-1].translate(_MIRROR)
    # Each left-to-right run was reversed with the line; reversing it again restores it.
    return pair_brackets(_LTR_WORDS.sub(_restore_run, reversed_line))


def pair_brackets(text: str) -> str:
    """Brackets that cannot pair put right: a closing one before any opening opens, the last opening one
    left unclosed closes. A bracket beside a number at a run's edge is mirrored wrongly by a plain
    reversal (``(3 מ'(``, ``)8 פורטים(``); balanced text is left as it is."""
    chars = list(text)
    depth = 0
    opened: list[int] = []
    for index, char in enumerate(chars):
        if char == ")" and depth == 0 and any(c in "()" for c in text[index + 1 :]):
            chars[index] = "("
            char = "("
        if char == "(":
            depth += 1
            opened.append(index)
        elif char == ")" and opened:
            depth -= 1
            opened.pop()
    while len(opened) >= 2 and depth > 0:
        chars[opened.pop()] = ")"
        depth -= 2
    return "".join(chars)


def is_visual_document(lines: list[str]) -> bool:
    votes = [v for v in (is_visual_line(line) for line in lines) if v is not None]
    return bool(votes) and sum(votes) * 2 > len(votes)


def to_logical(text: str) -> str:
    """Whole text: strip marks; if most Hebrew lines read backwards, reverse each Hebrew line."""
    lines = strip_marks(text).splitlines()
    if not is_visual_document(lines):
        return "\n".join(lines)
    return "\n".join(visual_to_logical(line) if _HEBREW_LETTER.search(line) else line for line in lines)
