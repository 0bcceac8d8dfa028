"""Reading single values: amounts, dates, tax ids; the VAT rate in force on a day."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from datetime import date
from decimal import Decimal, InvalidOperation

from stdnum.il import hp, idnr

from misrad.core.money import vat_rate
from misrad.core.settings import get_settings
from misrad.intake.bidi import strip_marks
from misrad.intake.extract.labels import (
    AMOUNT,
    DATE_PATTERNS,
    ENGLISH_MONTHS,
    HEBREW_MONTHS,
)
from misrad.intake.extract.labels import (
    HE_MONTH_WORDS as _HE_MONTH,
)

CENT = Decimal("0.01")


def vat_rate_on(day: date | None, table: Mapping[date, Decimal] | None = None) -> Decimal:
    """The Israeli VAT rate in force on ``day`` (``core.money``; the settings' table unless one is given):
    the latest rate when the day is unknown or older than the table."""
    rate = vat_rate(day, rates=table)
    if rate is None:
        rate = vat_rate(None, rates=table)
    return rate if rate is not None else Decimal(0)


def rates_ever() -> set[Decimal]:
    """Every VAT rate of the table (``core.money``'s settings), whatever its dates."""
    return set(get_settings().vat_rates.values())


def clean_text(text: str) -> str:
    text = strip_marks(unicodedata.normalize("NFC", text))
    text = text.replace("\u00a0", " ").replace("\u2212", "-").replace("\u2013", "-").replace("\u05be", "-")
    return _SPLIT_LABEL.sub(lambda m: m.group(0).replace(" ", ""), text)


# Label words that OCR splits with a space inside ("אסמכת א", "חשבו נית"): joined again before any label is
# looked for, only where the two pieces make the whole word (a lone letter beside another word stays apart).
_SPLIT_WORDS = ("אסמכתא", "חשבונית", "תאריך", "פירעון", "לתשלום", "לכבוד", "מורשה")
_SPLIT_LABEL = re.compile(
    "|".join(
        f"(?<![\u05d0-\u05ea]){word[:cut]} {word[cut:]}(?![\u05d0-\u05ea])"
        for word in _SPLIT_WORDS
        for cut in range(1, len(word))
    )
)


def parse_amount(raw: str) -> Decimal | None:
    raw = raw.replace(" ", "")
    negative = raw.startswith("-") or raw.endswith("-")
    raw = raw.strip("-")
    if len(raw) < 4 or raw[-3] not in ".,":
        return None
    whole = re.sub(r"[.,]", "", raw[:-3])
    try:
        value = Decimal(f"{whole}.{raw[-2:]}")
    except InvalidOperation:
        return None
    return -value if negative else value


def amounts_in(line: str) -> list[Decimal]:
    found = []
    for match in AMOUNT.finditer(line):
        value = parse_amount(match.group(0))
        if value is not None:
            found.append(value)
    return found


# A figure OCR broke: digits with spaces between them, or a run of digits whose decimal point was lost.
_SPACED = re.compile(r"(?<=\d) (?=\d{1,3}(?:[.,]\d{2})?(?!\d))")
_BARE_DIGITS = re.compile(r"(?<![\d.,])\d{3,8}(?![\d.,])")
# The agorot set before the shekels in a right-to-left line ("00 2,765", "70 ₪497" for 2,765.00, 497.70).
_CENTS_FIRST = re.compile(r"(?<![\d.,])(\d{2})\s+₪?\s?(\d{1,3}(?:,\d{3})+|\d{1,7})(?![\d.,])")


def tolerant_amounts(line: str) -> list[Decimal]:
    """What OCR noise may have made of a line's figures: ``1 450.00`` with a space inside it, ``1161525``
    whose decimal point was lost (read as 11,615.25). Candidates only: the invoice's arithmetic decides."""
    found = [value for value in amounts_in(_SPACED.sub("", line)) if value not in amounts_in(line)]
    found += [Decimal(match.group(0)) / 100 for match in _BARE_DIGITS.finditer(line)]
    found += [Decimal(f"{m.group(2).replace(',', '')}.{m.group(1)}") for m in _CENTS_FIRST.finditer(line)]
    return list(dict.fromkeys(found))


def dates_in(line: str) -> list[tuple[int, date]]:
    found: list[tuple[int, date]] = []
    for pattern, kind in DATE_PATTERNS:
        for match in pattern.finditer(line):
            groups = match.groups()
            try:
                if kind == "ymd":
                    year, month, day = int(groups[0]), int(groups[1]), int(groups[2])
                elif kind == "dmy":
                    day, month, year = int(groups[0]), int(groups[1]), int(groups[2])
                    if year < 100:
                        year += 2000
                elif kind == "d_he_y":
                    day, month, year = int(groups[0]), HEBREW_MONTHS[groups[1]], int(groups[2])
                elif kind == "d_en_y":
                    day, month, year = int(groups[0]), ENGLISH_MONTHS[groups[1].lower()], int(groups[2])
                    year += 2000 if year < 100 else 0
                else:
                    month, day, year = ENGLISH_MONTHS[groups[0].lower()], int(groups[1]), int(groups[2])
                if 1990 <= year <= 2100:
                    found.append((match.start(), date(year, month, day)))
            except (ValueError, KeyError):
                continue
    return sorted(found)


# A day-month-year date that OCR split at its last separator, inside a right-to-left line: the year, a
# number standing apart, comes out first ("תאריך פרעון 2025 02.03" for 02.03.2025).
_YEAR_FIRST = re.compile(r"(?<![\d.,/-])(20\d\d)\s+(\d{1,2})[./-](\d{1,2})[./-]?(?![\d.,/-])")


# A day-month-year date one or both of whose separators OCR lost or read as a colon (a thin or blurred
# slash): "1402/2025", "14/022025", "14:02:2025", "14022025".
_ONE_SEPARATOR = re.compile(r"(?<![\d.,/:-])(\d{2})[./:-]?(\d{2})[./:-]?(20\d\d)(?![\d.,/:-])")


def split_dates(text: str) -> list[tuple[int, date]]:
    """The dates of ``text`` printed as day.month.year but read with the year in front (see above), or
    with their separators lost or read as colons. Only beside a date's label: unlabelled, "2025 10.10"
    may as well be a code and a price, and "09112024" any eight digits."""
    found = []
    for match in _YEAR_FIRST.finditer(text):
        try:
            found.append((match.start(), date(int(match[1]), int(match[3]), int(match[2]))))
        except ValueError:
            continue
    for match in _ONE_SEPARATOR.finditer(text):
        if sum(c in "./-" for c in match.group(0)) == 2:
            continue  # both separators as printed: a date ``dates_in`` reads
        try:
            found.append((match.start(), date(int(match[3]), int(match[2]), int(match[1]))))
        except ValueError:
            continue
    return sorted(found)


# Letters OCR reads for a date's digits (a round 0, a thin 1, a 5, 8 or 2 of a worn or handwritten type),
# a separator read as a comma, and a time glued to the year ("15/11/202414:32").
_DIGIT_LOOKALIKES = str.maketrans({"O": "0", "o": "0", "I": "1", "l": "1", "S": "5", "B": "8", "Z": "2"})
_LOOK = "[0-9OoIlSBZ]"
_LOOKALIKE_DMY = re.compile(
    rf"(?<![\w.,/])({_LOOK}{{1,2}})\s?[./,-]\s?({_LOOK}{{1,2}})\s?[./,-]\s?({_LOOK}{{4}}|{_LOOK}{{2}})"
    r"(?=\d{1,2}:\d{2}|(?!\w))"
)
# An English month name with a zero for its "o" ("N0v", "0ct").
_MONTH_ZERO = re.compile(r"(?<=[A-Za-z])0(?=[A-Za-z])|(?<![\w])0(?=[a-z]{2})")


def lookalike_dates(text: str) -> list[tuple[int, date]]:
    """The dates of ``text`` once characters OCR misread are put back: look-alike letters for digits,
    commas for separators, a time glued to the year, a zero in a month's name. Only beside a date's
    label (unlabelled, "l5/11/2O24" may be anything), and only readings that are valid dates."""
    found = []
    for match in _LOOKALIKE_DMY.finditer(text):
        day, month, year = (int(group.translate(_DIGIT_LOOKALIKES)) for group in match.groups())
        year += 2000 if year < 100 else 0
        if 2000 <= year < 2100:
            try:
                found.append((match.start(), date(year, month, day)))
            except ValueError:
                continue
    return sorted(found) or dates_in(_MONTH_ZERO.sub("o", text))


# A Hebrew long date whose year OCR set apart in the line (right to left, the year read as a cell of its
# own at the line's other end: "2025   שם הלקוח:   תאריך הפקה   16 בדצמבר").
_DAY_MONTH = re.compile(rf"(?<![\d.,/-])(\d{{1,2}})\s+ב?({_HE_MONTH})(?!\s?,?\s?\d)")
_LONE_YEAR = re.compile(r"(?:^|(?<=\s{3})|(?<=\|))\s*((?:19|20)\d\d)\s*(?=$|\s{3}|\|)")


def year_rejoined(text: str) -> str:
    """The line with a lone year put back after its Hebrew day and month, when the line holds exactly one
    of each; else as it was."""
    days, years = list(_DAY_MONTH.finditer(text)), list(_LONE_YEAR.finditer(text))
    if len(days) != 1 or len(years) != 1:
        return text
    year, day = years[0], days[0]
    joined = text[: day.end()] + " " + year.group(1) + text[day.end() :]
    shift = len(year.group(1)) + 1 if year.start() > day.end() else 0
    return joined[: year.start(1) + shift] + joined[year.end(1) + shift :]


def digits_apart(a: Decimal, b: Decimal) -> int:
    """How many digits OCR changed, dropped or added to read one figure as the other (a handwritten 1 as
    7, a leading 8 as "$"): the edit distance of their digits."""
    x, y = f"{abs(a):.2f}".replace(".", ""), f"{abs(b):.2f}".replace(".", "")
    row = list(range(len(y) + 1))
    for i, p in enumerate(x, 1):
        previous, row[0] = row[0], i
        for j, q in enumerate(y, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (p != q))
    return row[-1]


def valid_tax_id(digits: str) -> bool:
    return len(digits) == 9 and (hp.is_valid(digits) or idnr.is_valid(digits))


def text_after(line: str, match: re.Match[str] | None) -> str:
    return line[match.end() :] if match else line
