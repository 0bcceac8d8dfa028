"""A message as voice typing writes it, read back as the writer would have typed it: punctuation said aloud
("סימן שאלה", "question mark", "פסיק", "comma") as its mark, numbers said as words in either language as
digits (``hebrew_numbers``, ``spoken_numbers``), and English or Russian words written in Hebrew letters
as the English word (``hebrew_lettered``). A phone's speech-to-text writes no punctuation unless it is said,
and a number as the words it heard; a new immigrant writes an office's English words as they sound.

A mark said aloud is read where it cannot be a word of the question: "question mark", "comma",
"exclamation mark", "סימן שאלה", "סימן קריאה", "פסיק" anywhere; "נקודה" (also "a point") and "full stop"
only at the end of the message, "נקודה" not after a digit ("3 נקודה"). Never "period" (a billing
period) nor "dot" (an e-mail's "dot com")."""

from __future__ import annotations

import re

from misrad.assistant.engine.hebrew_lettered import with_lettered_words
from misrad.assistant.engine.hebrew_numbers import said_hebrew_numbers
from misrad.assistant.engine.spoken_numbers import said_numbers

_NOT_HEBREW_BEFORE = r"(?<![\u05d0-\u05ea])"
_NOT_HEBREW_AFTER = r"(?![\u05d0-\u05ea])"
_MARKS = (
    (re.compile(rf"\s*{_NOT_HEBREW_BEFORE}סימן\s+שאלה{_NOT_HEBREW_AFTER}"), "?"),
    (re.compile(rf"\s*{_NOT_HEBREW_BEFORE}סימן\s+קריאה{_NOT_HEBREW_AFTER}"), "!"),
    (re.compile(rf"\s*{_NOT_HEBREW_BEFORE}פסיק{_NOT_HEBREW_AFTER}"), ","),
    (re.compile(r"\s*\bquestion\s+mark\b", re.IGNORECASE), "?"),
    (re.compile(r"\s*\bexclamation\s+(?:mark|point)\b", re.IGNORECASE), "!"),
    (re.compile(r"\s*\bcomma\b", re.IGNORECASE), ","),
    (re.compile(r"\s*\bfull\s+stop\s*$", re.IGNORECASE), "."),
)
# After the numbers are read: "שלוש נקודה" is a number's point, left as typed.
_CLOSING_POINT = re.compile(r"(?<=[^\d\s])\s+נקודה\s*$")
_SAID_MARK = re.compile(r"סימן|פסיק|נקודה|question|exclamation|comma|full\s+stop", re.IGNORECASE)


def as_typed(text: str, names: frozenset[str] | set[str] = frozenset()) -> str:
    """``text`` with marks and numbers said aloud written as typed, and English or Russian words in Hebrew
    letters as English; ``names``: the (folded) words of customers' names, never read as another word."""
    marked = _SAID_MARK.search(text) is not None
    for mark, typed in _MARKS if marked else ():
        text = mark.sub(typed, text)
    text = said_hebrew_numbers(said_numbers(text))
    text = _CLOSING_POINT.sub(".", text) if marked else text
    return with_lettered_words(text, names)
