"""Week days as an office writes them: "ביום ג'", "יום שלישי", "בימים א'–ה'", "ב' ו-ד'", "on Friday".

A day is a date, never a customer's word ("יום" of "מעון יום הדקל"), and a day said one way meets the
same day written another way in the business's knowledge ("ביום שישי" the hours item's "ביום ו'", "Friday"
too; "ביום ג'" the days of a range "א'–ה'"): each is read as a word of its own, ``day_words``."""

from __future__ import annotations

import re

from misrad.assistant.engine.text import fold

_LETTERS = "אבגדהוש"  # א' is Sunday: a Hebrew week opens on it
_NAMES = ("ראשונ", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת")  # folded: final letters as ordinary
_ENGLISH = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
_NOT_HEBREW = r"(?![\u05d0-\u05ea])"
_ONE = rf"(?:[{_LETTERS}]'|ה?(?:{'|'.join(_NAMES)}){_NOT_HEBREW})"  # a name with its article too
_JOIN = r"\s*(?:,|-|–|ו-?|עד)\s*"
# After "יום"/"ימים" (with prefix letters and the article) a day letter or name, and more joined to it.
_HEBREW_DAYS = re.compile(
    rf"(?<![\u05d0-\u05eaA-Za-z])[ובלמ]{{0,2}}ה?(?:יומ|ימימ)\s+({_ONE}(?:{_JOIN}{_ONE})*)"
)
# Saturday is said alone too ("בשבת", "ושבת"): no other word is spelt so.
_SABBATH = re.compile(r"(?<![\u05d0-\u05eaA-Za-z])[ובלמ]{0,2}ה?שבת" + _NOT_HEBREW)
_ENGLISH_DAYS = re.compile(rf"\b({'|'.join(_ENGLISH)})s?\b")
# Friday is said alone as well ("בשישי", "ושישי"): with prefix letters but without the article, which
# makes it the ordinal ("השישי": the sixth).
_FRIDAY = re.compile(r"(?<![\u05d0-\u05eaA-Za-z])[ובלמ]{0,2}שישי" + _NOT_HEBREW)
# The weekend, in Israel Friday and Saturday: "weekend", "סופ"ש", "סוף השבוע".
_WEEKEND = re.compile(r"\bweekends?\b|(?<![\u05d0-\u05ea])[ובלמ]{0,2}(?:סופ\"?ש|סופ ה?שבוע)" + _NOT_HEBREW)
# The working week, in Israel Sunday to Thursday, said as one: "weekdays", "ימי חול", "יום חול" (an item
# writes its days "א'–ה'").
_WORKWEEK = re.compile(r"\bweek ?days?\b|(?<![\u05d0-\u05ea])[ובלמ]{0,2}(?:ימי|יומ) ה?חול" + _NOT_HEBREW)
_PARTS = re.compile(rf"({_ONE})({_JOIN})?")


def _number(day: str) -> int:
    """1 (Sunday) to 7 (Saturday)."""
    day = day.rstrip("'")
    day = day[1:] if len(day) > 1 and day not in _NAMES else day  # "השני": its article off
    return _LETTERS.index(day) + 1 if len(day) == 1 else _NAMES.index(day) + 1


def _days_of(run: str) -> list[int]:
    """The days a run names; a dash or "עד" between two days is the range between them."""
    days: list[int] = []
    ranged = False
    for match in _PARTS.finditer(run):
        n = _number(match.group(1))
        if ranged and days and n > days[-1]:
            days += list(range(days[-1] + 1, n + 1))
        else:
            days.append(n)
        joint = (match.group(2) or "").strip()
        ranged = joint in ("-", "–", "עד") or joint.startswith(("-", "–", "עד"))
    return days


def week_days(text: str) -> list[tuple[int, int, str, list[int]]]:
    """Each mention of week days in the folded ``text``: (start, end, as typed, the days 1-7)."""
    folded = fold(text)
    found = [(m.start(), m.end(), m.group(0), _days_of(m.group(1))) for m in _HEBREW_DAYS.finditer(folded)]
    taken = [(s, e) for s, e, _, _ in found]
    for pattern, days in ((_SABBATH, [7]), (_FRIDAY, [6]), (_WEEKEND, [6, 7]), (_WORKWEEK, [1, 2, 3, 4, 5])):
        for m in pattern.finditer(folded):
            if not any(s < m.end() and m.start() < e for s, e in taken):
                found.append((m.start(), m.end(), m.group(0), days))
    found += [
        (m.start(), m.end(), m.group(0), [_ENGLISH.index(m.group(1)) + 1])
        for m in _ENGLISH_DAYS.finditer(folded)
    ]
    return sorted(found)


def day_words(text: str) -> list[str]:
    """A word per day the text names ("weekday3"), however it was written."""
    return [f"weekday{n}" for _, _, _, days in week_days(text) for n in days]


def without_days(text: str) -> str:
    """The folded text with its week days blanked: their words are said by ``day_words``."""
    folded = fold(text)
    for start, end, _, _ in week_days(text):
        folded = folded[:start] + " " * (end - start) + folded[end:]
    return folded
