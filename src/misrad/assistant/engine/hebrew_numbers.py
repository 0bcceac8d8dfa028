"""Hebrew numbers as voice typing writes them: "חשבונית אלף מאתיים ושש" is invoice 1206, "אפס חמש שתיים
שלוש..." a phone read digit by digit, "שלוש מאות שקל" 300 shekels. A phone writes what is said, and an
owner dictating says a number as an amount or digit by digit, in either gender ("שלוש" / "שלושה"), with
the ו of "and" glued to its word ("ושש"). ``spoken_numbers`` reads English the same way.

A run of two number words or more is read as one number: with a word of hundreds or thousands as an amount
(``_amount``), otherwise digit by digit, a ten and its unit ("עשרים ושתיים") or a teen ("שתים עשרה") as
two digits. One number word alone stays a word ("אחת מהן", "שתי חשבוניות", "באר שבע"), except an amount
right before its currency ("מאתיים שקל"). Not number words here: the construct forms שני / שתי ("יום שני",
"שתי חשבוניות") and שנים, which is also "years" ("לפני שלוש שנים"). A run that opens with "and" ("ושלוש")
is a second number beside another, and two units joined by "and" ("שתיים ושלוש") are two numbers: both are
left as typed. An hour with its minutes after a word of time ("עד שש שלושים") is a time of day."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from misrad.assistant.engine.text import fold


def _folded(words: dict[str, int]) -> dict[str, int]:
    return {fold(word): value for word, value in words.items()}


_UNITS = _folded(
    {
        "אפס": 0, "אחת": 1, "אחד": 1, "שתיים": 2, "שתים": 2, "שניים": 2, "שלוש": 3, "שלושה": 3, "ארבע": 4,
        "ארבעה": 4, "חמש": 5, "חמישה": 5, "חמשה": 5, "שש": 6, "שישה": 6, "ששה": 6, "שבע": 7, "שבעה": 7,
        "שמונה": 8, "תשע": 9, "תשעה": 9,
    }
)  # fmt: skip
_TEN = _folded({"עשר": 10, "עשרה": 10})
_TENS = _folded(
    {
        "עשרים": 20, "שלושים": 30, "ארבעים": 40, "חמישים": 50, "שישים": 60, "שבעים": 70, "שמונים": 80,
        "תשעים": 90,
    }
)  # fmt: skip
_HUNDRED = _folded({"מאה": 100, "מאתיים": 200})
_THOUSAND = _folded({"אלף": 1000, "אלפיים": 2000})
# "שלושת אלפים": a unit's construct form before thousands.
_OF_THOUSANDS = _folded(
    {"שלושת": 3, "ארבעת": 4, "חמשת": 5, "ששת": 6, "שבעת": 7, "שמונת": 8, "תשעת": 9, "עשרת": 10}
)
_HUNDREDS = fold("מאות")  # "שלוש מאות": the unit before it, hundreds
_THOUSANDS = fold("אלפים")  # "שלושת אלפים", "עשרים אלפים"
_SCALES = frozenset({*_HUNDRED, *_THOUSAND, *_OF_THOUSANDS, _HUNDREDS, _THOUSANDS})
_VALUES = _UNITS | _TEN | _TENS | _HUNDRED | _THOUSAND | _OF_THOUSANDS
_NUMBER_WORDS = frozenset({*_VALUES, _HUNDREDS, _THOUSANDS})

_WORD = re.compile(r"[\u05d0-\u05ea]+")
_CURRENCY = re.compile(r"\s*(?:שקל|שקלים|ש\"ח|ש״ח|₪|ש'ח)")
# Words after which an hour and its minutes are a time of day ("פתוח עד שש שלושים").
_AT_A_TIME = frozenset(fold(w) for w in ("עד", "בשעה", "שעה", "לפני", "אחרי", "מאז", "בסביבות", "סביב"))


@dataclass(frozen=True)
class _Said:
    """A number word of the text: where it stands, its folded form without its "and", and whether it had
    one ("ושש")."""

    start: int
    end: int
    word: str
    joined: bool


def said_hebrew_numbers(text: str) -> str:
    """``text`` with each run of Hebrew number words written as its digits; unchanged when it has none."""
    said = _number_words(text)
    if not said:
        return text
    out: list[str] = []
    at = 0
    for run in _runs(said, text):
        value = _value_of(run, text)
        if value is None:
            continue
        out += [text[at : run[0].start], value]
        at = run[-1].end
    return "".join(out) + text[at:]


def _number_words(text: str) -> list[_Said]:
    found: list[_Said] = []
    for match in _WORD.finditer(text):
        word = fold(match.group(0))
        if word in _NUMBER_WORDS:
            found.append(_Said(match.start(), match.end(), word, False))
        elif word.startswith("ו") and word[1:] in _NUMBER_WORDS:
            found.append(_Said(match.start(), match.end(), word[1:], True))
    return found


def _runs(said: list[_Said], text: str) -> list[list[_Said]]:
    """Number words standing next to each other, only spaces or a hyphen between; a run never opens with
    an "and"."""
    runs: list[list[_Said]] = []
    for word in said:
        if runs and re.fullmatch(r"[\s-]+", text[runs[-1][-1].end : word.start]):
            runs[-1].append(word)
        elif not word.joined:
            runs.append([word])
    return runs


def _value_of(run: list[_Said], text: str) -> str | None:
    """The run's digits, or None to leave it as typed."""
    words = [w.word for w in run]
    if len(run) == 1:
        after = _CURRENCY.match(text, run[0].end)
        return str(_VALUES[words[0]]) if after and words[0] in _VALUES and _VALUES[words[0]] > 1 else None
    if any(w.joined and w.word in _UNITS and p.word in _UNITS for p, w in pairwise(run)):
        return None  # "שתיים ושלוש": two numbers
    before = re.search(r"([\u05d0-\u05ea]+)\s*$", text[: run[0].start])
    if before and fold(before.group(1)) in _AT_A_TIME and (time := _time_of_day(words)):
        return time
    if any(w in _SCALES for w in words):
        return _amount(words)
    return _read_out(words)


def _time_of_day(words: list[str]) -> str | None:
    """ "שש שלושים" 6:30, "שמונה וחמש" is no time (its minutes are one digit); None when no time."""
    hour = _VALUES.get(words[0], 0)
    minutes = _read_out(words[1:])
    if not 1 <= hour <= 12 or minutes is None or len(minutes) != 2 or int(minutes) > 59:
        return None
    return f"{hour}:{minutes}"


def _read_out(words: list[str]) -> str | None:
    """Digit by digit, a ten with its unit or a teen as two: "אפס חמישים ושתיים שלוש" 0523."""
    digits: list[str] = []
    for n, word in enumerate(words):
        previous = words[n - 1] if n else ""
        if word in _TEN and previous in _UNITS and digits:
            digits[-1] = str(10 + _UNITS[previous])  # "שתים עשרה" is 12
        elif word in _UNITS and previous in _TENS and _UNITS[word] and digits:
            digits[-1] = str(_TENS[previous] + _UNITS[word])  # "עשרים ושתיים" is 22
        elif word in _VALUES:
            digits.append(str(_VALUES[word]))
        else:
            return None
    return "".join(digits)


def _amount(words: list[str]) -> str:
    """A number said as an amount: "אלפיים מאתיים תשעים ואחת" 2291, "שלושת אלפים וחמש מאות" 3500."""
    total = current = last = 0
    for n, word in enumerate(words):
        previous = words[n - 1] if n else ""
        if word == _HUNDREDS:
            current += last * 99  # the unit just said was its hundreds: "שלוש מאות"
        elif word == _THOUSANDS or (word == fold("אלף") and current):
            total, current = total + max(current, 1) * 1000, 0  # "שלושת אלפים", "עשרים אלף"
        elif word in _TEN and previous in _UNITS:
            current += 10  # "שלוש עשרה" is 13
        else:
            current += _VALUES[word]
        last = _VALUES.get(word, 0)
    return str(total + current)
