"""When a question says its record was made: "החשבונית מאתמול", "from last week", "מלפני יומיים".

A customer with several invoices is asked of one by when it was issued as often as by its number; the
period picks those out of the list. A day the question names (a date entity: "yesterday", "15/3", "on
Tuesday") is a period of one day, a month ("in March") of that month; a week or month said relatively
("last week", "החודש") and a count of days back ("לפני 3 ימים", "2 days ago") are read here, as periods
rather than entities: the business's record has no such value to report.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from misrad.assistant.engine.text import fold
from misrad.assistant.functions import InvoiceInfo
from misrad.core.clock import business_month_start, business_week_start

Period = tuple[date, date]  # first and last day, both included

_NOT_A_LETTER = r"(?<![\u05d0-\u05eaa-z])"
# Folded text: final letters as ordinary ones ("יומיים" is "יומיימ").
_LAST_WEEK = re.compile(_NOT_A_LETTER + r"[מבש]?ה?שבוע\s+ה?שעבר|\b(?:last|previous)\s+week\b")
_THIS_WEEK = re.compile(_NOT_A_LETTER + r"[מבש]?השבוע(?!\s+ה?שעבר)|\bthis\s+week\b")
_LAST_MONTH = re.compile(_NOT_A_LETTER + r"[מבש]?ה?חודש\s+ה?שעבר|\b(?:last|previous)\s+month\b")
_THIS_MONTH = re.compile(_NOT_A_LETTER + r"[מבש]?החודש(?!\s+ה?שעבר)|\bthis\s+month\b")
_HEBREW_COUNTS = {"יומיימ": 2, "שלושה": 3, "שלוש": 3, "ארבעה": 4, "חמישה": 5, "שישה": 6, "שבעה": 7}
_DAYS_AGO = re.compile(
    _NOT_A_LETTER + r"[מו]?לפני\s+(\d{1,2}\s+ימימ|" + "|".join(_HEBREW_COUNTS) + r")(?:\s+ימימ)?"
    r"|\b(\d{1,2}|two|three|four|five|six|seven)\s+days\s+ago\b"
)
_ENGLISH_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
# A day said relatively, with the prefixes of "from"/"of" too ("מאתמול", "משלשום": not date entities).
# "Today" is not among them: "מה קורה היום עם החשבונית" asks how things stand, not of today's invoice.
_BACK = {"אתמול": 1, "yesterday": 1, "שלשומ": 2}
_RELATIVE_DAY = re.compile(_NOT_A_LETTER + r"(?:[ומבש]{0,2})(" + "|".join(_BACK) + r")(?![\u05d0-\u05eaa-z])")


def asked_period(text: str, dates: list[str], today: date) -> Period | None:
    """The period ``text`` asks of, given the values of its date entities (ISO days or ``YYYY-MM``
    months), or None when it names none."""
    folded = fold(text)
    if (days := _days_ago(folded)) is None and (said := _RELATIVE_DAY.search(folded)) is not None:
        days = _BACK[said.group(1)]
    if days is not None:
        day = today - timedelta(days=days)
        return day, day
    for value in dates:
        if value != today.isoformat() and (period := _of_entity(value)) is not None:
            return period
    week, month = business_week_start(today), business_month_start(today)
    if _LAST_WEEK.search(folded):
        return week - timedelta(days=7), week - timedelta(days=1)
    if _THIS_WEEK.search(folded):
        return week, today
    if _LAST_MONTH.search(folded):
        return business_month_start(month - timedelta(days=1)), month - timedelta(days=1)
    if _THIS_MONTH.search(folded):
        return month, today
    return None


def _days_ago(folded: str) -> int | None:
    match = _DAYS_AGO.search(folded)
    if match is None:
        return None
    said = (match.group(1) or match.group(2)).split()[0]
    return int(said) if said.isdigit() else _HEBREW_COUNTS.get(said) or _ENGLISH_COUNTS.get(said)


def _of_entity(value: str) -> Period | None:
    try:
        if len(value) == 7:  # a month: 2026-03
            first = date.fromisoformat(value + "-01")
            following = (first + timedelta(days=32)).replace(day=1)
            return first, following - timedelta(days=1)
        day = date.fromisoformat(value)
    except ValueError:
        return None
    return day, day


def issued_in(invoices: list[InvoiceInfo], period: Period | None) -> list[InvoiceInfo]:
    """Those of ``invoices`` issued in ``period``; all of them when it is None or none was issued then
    (a period misheard hides nothing)."""
    if period is None:
        return invoices
    then = [invoice for invoice in invoices if period[0] <= invoice.issue_date <= period[1]]
    return then or invoices
