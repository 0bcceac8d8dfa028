"""Invoice numbers said aloud, written as printed: "SC slash 26 slash oh four" is SC/26/04, "אס סי 26 קו
נטוי שבע" SC/26/7, "A dash one oh nine" A-109. A phone's speech-to-text writes a printed code's separators
as the words said ("slash", "dash", "קו נטוי", "מקף"), its letters as the letters (or, in Hebrew, as the
letters' names: "אס סי", "פי אל") and its digits as words that ``spoken_numbers`` and ``hebrew_numbers``
leave alone when they stand alone ("oh four", "שבע"). Runs after the numbers are read.

A code is read by its SHAPE: letters, then parts of digits, apart by separators said aloud. It is read
only where the shape cannot be a sentence's words: a separator word said between two of its parts, or
Latin capitals in mid-sentence right before digits said as words ("is A one 27 open"). Hebrew letters'
names are also words ("אם", "או", "אל"), so they open a code only with a separator said. Two numbers with a
separator said between them ("2026 slash 341") are written with the mark too, as they were typed. Which
stored invoice a code is, is left to the records (``answers.link_invoice_number``)."""

from __future__ import annotations

import re
from collections.abc import Iterable

# Separators said aloud, as their marks: a slash's names and a dash's, in English and Hebrew. Not "קו"
# alone (a bus line, a phone line) nor "line".
_SLASH = r"(?:forward\s+)?slash|stroke|קו\s+נטוי|לוכסן|סלאש"
_DASH = r"dash|hyphen|מקף"
_SEPARATOR = rf"(?:{_SLASH}|{_DASH})"
_IS_SLASH = re.compile(rf"^(?:{_SLASH})$", re.IGNORECASE)

# Digits said one by one: only here, inside a code, is "oh" a zero and "שבע" a seven.
_ENGLISH_DIGITS = {"zero": 0, "oh": 0, "o": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_ENGLISH_DIGITS |= {"six": 6, "seven": 7, "eight": 8, "nine": 9}
_HEBREW_DIGITS = {
    "אפס": 0, "אחת": 1, "אחד": 1, "שתיים": 2, "שתים": 2, "שניים": 2, "שלוש": 3, "שלושה": 3, "ארבע": 4,
    "ארבעה": 4, "חמש": 5, "חמישה": 5, "שש": 6, "שישה": 6, "שבע": 7, "שבעה": 7, "שמונה": 8, "תשע": 9,
    "תשעה": 9,
}  # fmt: skip
_DIGIT_WORDS = {**_ENGLISH_DIGITS, **_HEBREW_DIGITS}
# The Latin letters' names as Hebrew speech-to-text writes them (A and I sound alike: A, the commoner).
_HEBREW_LETTERS = {
    "איי": "A", "בי": "B", "סי": "C", "די": "D", "אי": "E", "אף": "F", "ג'י": "G", "גי": "G", "אייץ'": "H",
    "אייץ": "H", "ג'יי": "J", "קיי": "K", "אל": "L", "אם": "M", "אן": "N", "או": "O", "פי": "P", "קיו": "Q",
    "אר": "R", "אס": "S", "טי": "T", "יו": "U", "וי": "V", "אקס": "X", "זד": "Z", "זי": "Z",
}  # fmt: skip


def _alternatives(words: Iterable[str]) -> str:
    return "|".join(sorted(map(re.escape, words), key=len, reverse=True))


_B = r"(?<![\w\u05d0-\u05ea'])"  # a word's start, Hebrew letters included
_E = r"(?![\w\u05d0-\u05ea'])"  # a word's end
_WORD = rf"(?i:{_alternatives(_DIGIT_WORDS)}){_E}"
# A part: digits as written, or digits said one by one; not both, so no word after the code joins it
# ("PL slash 2219 one more thing").
_PART = rf"(?:\d+{_E}|{_WORD}(?:\s+{_WORD})*)"
_LATIN = r"(?-i:[A-Z]{1,3}|[A-Z](?: [A-Z]){1,2})"
_HEBREW = rf"(?:{_alternatives(_HEBREW_LETTERS)})(?:\s+(?:{_alternatives(_HEBREW_LETTERS)}))?"
# Letters (or a number), then parts with a separator said between at least two of them.
_SAID_CODE = re.compile(
    rf"{_B}(?P<letters>{_LATIN}|{_HEBREW})?(?:\s*(?P<first>{_PART}))?"
    rf"(?P<rest>(?:\s+{_SEPARATOR}\s+{_PART})+){_E}",
    re.IGNORECASE,
)
_SEPARATED = re.compile(rf"\s+({_SEPARATOR})\s+", re.IGNORECASE)
# Latin capitals in mid-sentence, then digits said as words: a code without a separator said.
_CAPITALS_THEN_WORDS = re.compile(
    rf"(?<=[a-z,] )(?P<letters>(?-i:(?!I )[A-Z]{{1,3}}))\s+(?P<first>(?:(?i:{_alternatives(_ENGLISH_DIGITS)})"
    rf"\s+)+\d*){_E}"
)


def said_codes(text: str) -> str:
    """``text`` with each invoice number said aloud written as printed; unchanged when it has none."""
    if _SEPARATED.search(text):
        text = _SAID_CODE.sub(_written, text)
    return _CAPITALS_THEN_WORDS.sub(_written_apart, text)


def _digits(part: str) -> str:
    """A part's digits: digit runs kept, digit words read one by one."""
    return "".join(w if w.isdigit() else str(_DIGIT_WORDS[w.lower()]) for w in part.split())


def _letters(said: str) -> str:
    """The code's letters: Latin as typed, Hebrew letters' names as the Latin letters."""
    words = said.split()
    if all(w in _HEBREW_LETTERS for w in words):
        return "".join(_HEBREW_LETTERS[w] for w in words)
    return "".join(words).upper()


def _written(match: re.Match[str]) -> str:
    letters, first = match.group("letters"), match.group("first")
    if first is None and letters is None:
        return match.group(0)  # "slash 26" with nothing before it: no code
    pieces = _SEPARATED.split(match.group("rest"))[1:]  # separator, part, separator, part...
    marks = ["/" if _IS_SLASH.match(separator) else "-" for separator in pieces[::2]]
    code = _letters(letters) if letters else ""
    if first is not None:
        # Letters said right before the first part ("אס סי 26 קו נטוי 7"): printed with the code's mark.
        code += (marks[0] if letters else "") + _digits(first)
    return code + "".join(mark + _digits(part) for mark, part in zip(marks, pieces[1::2], strict=True))


def _written_apart(match: re.Match[str]) -> str:
    """ "A one 27": A-127, printed with a dash (the records know it in any separator)."""
    return f"{match.group('letters')}-{_digits(match.group('first'))}"
