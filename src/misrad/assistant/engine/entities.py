"""Entities found by pattern: phones, invoice numbers, amounts, dates and email addresses.

Phones go through ``phonenumbers`` (region IL) and are accepted when *possible*, not only when allocated:
its allocation data lags behind the operators and staff type real but "unallocated" numbers every day.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal, InvalidOperation
from typing import Any

import phonenumbers

from misrad.assistant.engine.company_numbers import is_company_number
from misrad.assistant.engine.items import kind_words
from misrad.assistant.engine.text import fold, language_of, sentence_language
from misrad.assistant.engine.week_days import week_days


@dataclass(frozen=True)
class Entity:
    """``value`` is the normalised form of what was typed (phone digits, ``500.00``, a name as typed);
    ``currency`` goes with an amount, ``record_id`` is the customer a name was linked to."""

    type: str
    value: str
    start: int = 0
    end: int = 0
    raw: str = ""
    currency: str | None = None
    record_id: int | None = None

    def public(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"type": self.type, "value": self.value}
        if self.currency is not None:
            shown["currency"] = self.currency
        if self.record_id is not None:
            shown["customer_id"] = self.record_id
        return shown


# Digit runs that may be a phone: an optional +/00 country code, then digits with - space . ( ) between.
_PHONE = re.compile(r"(?<![\d/.:])(?:\+|00)?\(?\d[\d\-\s().]{7,17}\d(?![\d/])")
_EMAIL = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}")
# With the common typos of "חשבונית" (a letter dropped or doubled), and its short form "חשב'".
_INVOICE_WORDS = (
    r"(?:חשבונית|חשבוניות|חשבונת|חשבנית|חשבונייה|חשבוננית|חשבון|חש\"?ן|חשב['׳]"
    r"|invoice|inv(?![-\d])|bill|קבלה)"
)
_INVOICE_NUMBER = re.compile(
    r"(?:[והבלמשכ]{0,3}" + _INVOICE_WORDS + r")\.?"
    r"\s*(?:מס(?:פר|['\"׳.])?|no\.?|number|num|#|מ\"ס)?\s*[:#]?\s*"
    # A printed code's capital letters may be typed apart from its digits ("A 3325" for A-3325).
    # A bare number may be typed with a thousands comma ("7,720" for 7720).
    r"((?:(?-i:[A-Z]{1,3}) (?=\d))?[A-Za-z]{0,5}[-/]?"
    r"(?:\d{1,3}(?:,\d{3})+(?![\d,])|\d[\d\-/]{0,20})[A-Za-z0-9]*)",
    re.IGNORECASE,
)
# Stand-alone invoice-looking codes in their printed styles: INV-2024-0012, A-1234, SR/077, #1234,
# 2025/118 (year/serial), also glued to a Hebrew prefix letter ("בINV-1035").
_INVOICE_CODE = re.compile(
    # A printed code's capitals typed apart from its digits ("TP 2318" for TP-2318), as after an invoice word.
    r"(?<![A-Za-z0-9@/])(?:#(\d{3,12})|((?i:inv) \d{2,}|[A-Za-z]{1,5}-\d{2,}(?:-\d+)*|[A-Z]{2,3} \d{3,}"
    r"|[A-Za-z]{1,5}/\d{3,}|(?:19|20)\d\d/\d{1,6}"
    # letters, then parts of digits behind a slash or a dash each: a series and its year ("SC/26/07",
    # "M-26/021")
    r"|[A-Za-z]{1,5}(?:[-/]\d{1,6}){2,3}))"
    r"(?![\w@/])"
)

# What may stand between an invoice word and its number: "no.", "number", "#", ":".
_NUMBER_MARKS = re.compile(r"(?:[\s#:.]|no|number|num)+$")
# Dashes a keyboard or a word processor puts in a printed number ("INV–1037"), read as a hyphen.
_DASHES = str.maketrans(dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2212", "-"))

_CURRENCY_BEFORE = re.compile(r"(₪|\$|€|ils|nis|usd|eur)\s?(\d[\d,]*(?:\.\d{1,2})?)", re.IGNORECASE)
_CURRENCY_AFTER = re.compile(
    r"(\d[\d,]*(?:\.\d{1,2})?)\s?(₪|\$|€|ש(?:[\"״]|'')?ח|שח|שקלים|שקל|ils|nis|shekels?|usd|dollars?|דולר|eur|euros?|יורו)",
    re.IGNORECASE,
)
_THOUSANDS = re.compile(
    r"(?<![\d.,])(\d{1,3}(?:\.\d{1,2})?)\s?(?:אלף|אלפים)(?![\w\u05d0-\u05ea])"
    r"(?:\s?(₪|ש(?:[\"״]|'')?ח|שח|שקלים|שקל|ils|nis|shekels?))?",
    re.IGNORECASE,
)
_CURRENCIES = {
    "₪": "ILS", "ils": "ILS", "nis": "ILS", 'ש"ח': "ILS", "שח": "ILS", "שקלים": "ILS", "שקל": "ILS",
    "shekel": "ILS", "shekels": "ILS", "$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD",
    "דולר": "USD", "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR", "יורו": "EUR",
}  # fmt: skip

HEBREW_MONTHS = {
    "ינואר": 1, "פברואר": 2, "מרץ": 3, "מרס": 3, "אפריל": 4, "מאי": 5, "יוני": 6, "יולי": 7,
    "אוגוסט": 8, "ספטמבר": 9, "אוקטובר": 10, "נובמבר": 11, "דצמבר": 12,
}  # fmt: skip
ENGLISH_MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
    "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip
HEBREW_MONTHS = {fold(name): number for name, number in HEBREW_MONTHS.items()}
_MONTH_NAMES = "|".join(sorted({*HEBREW_MONTHS, *ENGLISH_MONTHS}, key=len, reverse=True))
_NUMERIC_DATE = re.compile(r"(?<![\d./])(\d{1,4})[./\-](\d{1,2})(?:[./\-](\d{2,4}))?(?![\d.\-/])")
_NAMED_DATE = re.compile(
    # A month is a word of its own: "Smirnov" and "Romanov" end in "nov", no November.
    r"(?:(?<!\d)(\d{1,2})\s*(?:ב|of\s+|ל)?\s*)?(?<![A-Za-z\u05d0-\u05ea])[בלמ]?("
    + _MONTH_NAMES
    + r")\b\.?(?:\s*,?\s*(\d{1,2})(?!\d))?(?:\s*,?\s*(\d{4}))?",
    re.IGNORECASE,
)
_RELATIVE = {
    fold(w): d
    for w, d in {
        "היום": 0,
        "today": 0,
        "אתמול": -1,
        "yesterday": -1,
        "מחר": 1,
        "tomorrow": 1,
        "שלשום": -2,
    }.items()
}


# The entities that name one customer's card: whom a message is about, as a name does.
CARD_ENTITIES = ("phone", "email", "tax_id")


def find_phones(text: str) -> list[Entity]:
    """Phones, and the company numbers among nine-digit runs (``company_numbers``) as ``tax_id``."""
    found: list[Entity] = []
    for match in _PHONE.finditer(text):
        raw = match.group(0).strip()
        digits = re.sub(r"\D", "", raw)
        if len(digits) < 9 or len(digits) > 15:
            continue
        if is_company_number(raw, text):
            found.append(Entity("tax_id", digits, match.start(), match.end(), raw))
            continue
        normalised = normalise_phone(raw)
        if normalised:
            found.append(Entity("phone", normalised, match.start(), match.end(), raw))
    return found


def normalise_phone(raw: str) -> str | None:
    """Israeli numbers as national digits (0501234567); foreign ones as E.164."""
    text = raw.strip()
    if text.startswith("00"):
        text = "+" + text[2:]
    elif re.fullmatch(r"972\d{8,9}", re.sub(r"\D", "", text)) and not text.startswith("+"):
        text = "+" + re.sub(r"\D", "", text)
    try:
        number = phonenumbers.parse(text, "IL")
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_possible_number(number):
        return None
    if number.country_code == 972:
        national = str(number.national_number)
        if len(national) not in (8, 9):
            return None
        return "0" + national
    if phonenumbers.is_valid_number(number):
        return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    return None


def find_emails(text: str) -> list[Entity]:
    return [
        Entity("email", m.group(0).lower(), m.start(), m.end(), m.group(0)) for m in _EMAIL.finditer(text)
    ]


def find_invoice_numbers(text: str, taken: list[tuple[int, int]]) -> list[Entity]:
    found: list[Entity] = []
    for match in _INVOICE_NUMBER.finditer(text):
        value = match.group(1).strip("-/").replace(" ", "-")
        if _overlaps(match.start(1), match.end(1), taken) or not any(c.isdigit() for c in value):
            continue
        # "invoice INV 1024", "INV#1024", "inv. no 1024" are printed INV-1024.
        prefix = _NUMBER_MARKS.sub("", text[match.start() : match.start(1)].lower())
        if value.isdigit() and prefix.endswith("inv"):
            value = f"INV-{value}"
        found.append(Entity("invoice_number", value.upper(), match.start(1), match.end(1), value))
    for match in _INVOICE_CODE.finditer(text):
        value = (match.group(1) or match.group(2)).replace(" ", "-")
        # A code inside a number already read after an invoice word ("#2210" of "inv #2210") is that number.
        spans = [(e.start, e.end) for e in found]
        if _overlaps(match.start(), match.end(), taken + spans) or any(
            e.value == value.upper() for e in found
        ):
            continue
        if " " in match.group(0) and fold(match.group(0).split(" ")[0]) in kind_words():
            continue  # "TV 1500", "AC 2000": a device and its model, no invoice
        found.append(Entity("invoice_number", value.upper(), match.start(), match.end(), value))
    return found


def find_amounts(text: str, taken: list[tuple[int, int]]) -> list[Entity]:
    found = _thousands(text, taken)
    for pattern, number_group, currency_group in ((_CURRENCY_BEFORE, 2, 1), (_CURRENCY_AFTER, 1, 2)):
        for match in pattern.finditer(text):
            if _overlaps(match.start(), match.end(), taken):
                continue
            try:
                amount = Decimal(match.group(number_group).replace(",", ""))
            except InvalidOperation:
                continue
            currency = _CURRENCIES.get(fold(match.group(currency_group)), "ILS")
            found.append(
                Entity("amount", f"{amount:.2f}", match.start(), match.end(), match.group(0), currency)
            )
            taken.append((match.start(), match.end()))
    return found


def _thousands(text: str, taken: list[tuple[int, int]]) -> list[Entity]:
    """ "2 אלף ש"ח", "1.5 אלף": a number of thousands (before dates: "1.5" is no 1 May)."""
    found: list[Entity] = []
    for match in _THOUSANDS.finditer(text):
        if _overlaps(match.start(), match.end(), taken):
            continue
        amount = Decimal(match.group(1)) * 1000
        currency = _CURRENCIES.get(fold(match.group(2) or ""), "ILS")
        found.append(Entity("amount", f"{amount:.2f}", match.start(), match.end(), match.group(0), currency))
        taken.append((match.start(), match.end()))
    return found


def _week_days(text: str, today: date, taken: list[tuple[int, int]]) -> list[Entity]:
    """Each week day named ("ביום ג'"), as the next such date (today when it is today)."""
    found: list[Entity] = []
    for start, end, typed, days in week_days(text):
        if _overlaps(start, end, taken):
            continue
        weekday = (days[0] + 5) % 7  # 1 (Sunday) is Python's 6
        value = today + timedelta(days=(weekday - today.weekday()) % 7)
        found.append(Entity("date", value.isoformat(), start, end, typed))
        taken.append((start, end))
    return found


def find_dates(text: str, today: date, taken: list[tuple[int, int]]) -> list[Entity]:
    found: list[Entity] = _week_days(text, today, taken)
    for pattern, read, folded in (
        (_NUMERIC_DATE, _numeric_date, text),
        (_NAMED_DATE, _named_date, fold(text)),
    ):
        for match in pattern.finditer(folded):
            if _overlaps(match.start(), match.end(), taken):
                continue
            value = read(match, today)
            if value is None:
                continue
            found.append(Entity("date", value, match.start(), match.end(), match.group(0)))
            taken.append((match.start(), match.end()))
    for word, offset in _RELATIVE.items():
        for match in re.finditer(
            r"(?<![\u05d0-\u05eaA-Za-z])[ו]?" + word + r"(?![\u05d0-\u05eaA-Za-z])", fold(text)
        ):
            found.append(
                Entity("date", (today + timedelta(days=offset)).isoformat(), match.start(), match.end(), word)
            )
    return found


def _numeric_date(match: re.Match[str], today: date) -> str | None:
    """2024-03-05, or in Israeli order day/month[/year]; None when no such day is."""
    a, b, c = match.group(1), match.group(2), match.group(3)
    try:
        if len(a) == 4:
            return date(int(a), int(b), int(c)).isoformat() if c else None
        year = int(c) if c else today.year
        year = year + 2000 if year < 100 else year
        return date(year, int(b), int(a)).isoformat()
    except ValueError:
        return None


def _named_date(match: re.Match[str], today: date) -> str | None:
    """A day of a month named in Hebrew or English (the month alone when no day is said: 2025-03)."""
    month_name = match.group(2).lower()
    month = HEBREW_MONTHS.get(month_name) or ENGLISH_MONTHS.get(month_name)
    if month is None or (month_name in ("may", "mar") and not (match.group(1) or match.group(3))):
        return None
    day_number = int(match.group(1) or match.group(3) or 1)
    year = int(match.group(4)) if match.group(4) else today.year
    try:
        value = date(year, month, day_number)
    except ValueError:
        return None
    return value.isoformat() if (match.group(1) or match.group(3)) else value.isoformat()[:7]


def _overlaps(start: int, end: int, taken: list[tuple[int, int]]) -> bool:
    return any(start < t_end and t_start < end for t_start, t_end in taken)


def find_entities(text: str, today: date) -> list[Entity]:
    """Every pattern entity, longest-claim first so a phone's digits are not also an amount or a date."""
    text = text.translate(_DASHES)  # one character for one: the offsets stay those of the message
    emails = find_emails(text)
    taken = [(e.start, e.end) for e in emails]
    phones = [p for p in find_phones(text) if not _overlaps(p.start, p.end, taken)]
    taken += [(p.start, p.end) for p in phones]
    invoices = find_invoice_numbers(text, taken)
    taken += [(i.start, i.end) for i in invoices]
    amounts = find_amounts(text, taken)
    dates = find_dates(text, today, taken)
    return sorted([*phones, *emails, *invoices, *amounts, *dates], key=lambda e: e.start)


_SEPARATOR = re.compile(r"(?<=\w)[-/](?=\d)")
# A number or code as an invoice may be printed: 3302, 2025/118, 2025-118, 25/0731 (a two-digit year, read
# like a day and a month), 118/26 or 57-26 (a serial, then its year), A-3306, a3306, INV1037, and a code's
# letters typed apart from its digits ("M 525"): each is kept only if the records hold it.
BARE_INVOICE_CODE = re.compile(
    # A year and its serial typed apart ("2026 062" for 2026/062), a serial's digits with a stray dash
    # ("7-341" for 7341).
    r"(?<![\w/.-])((?:19|20)\d\d \d{2,6}|\d-\d{3,5}"
    r"|(?:[A-Za-z]{1,5}[- ]?)?\d{3,12}|\d{4}[-/]\d{1,6}|\d{2}[-/]\d{3,6}|\d{2,6}[-/]\d{2})"
    r"(?![\w/.-])"
)
# A Hebrew prefix letter joined to a number by a maqaf ("מ-5030/26", "ב-HR-4101"): the number stands apart.
# A prefix letter before a number, with a maqaf or glued to its digits ("שנגמרת ב5143").
_PREFIX_BEFORE_A_NUMBER = re.compile(r"(?<![\w-])([ובכלמשה])(?:-(?=[A-Za-z]{0,5}-?\d)|(?=\d{3}))")


def bare_invoice_codes(text: str) -> list[str]:
    """The bare numbers and codes of ``text`` that may be an invoice's (``BARE_INVOICE_CODE``), also
    behind a prefix letter, with a maqaf or without."""
    return BARE_INVOICE_CODE.findall(_PREFIX_BEFORE_A_NUMBER.sub(r"\1 ", text))


_LETTERS_THEN_DIGITS = re.compile(r"^([A-Za-z]{1,5})(\d)")
_DIGITS_APART = re.compile(r"^\d{1,3}(?:[-,]\d{3})+$")
_LETTERS_SEPARATOR_DIGITS = re.compile(r"^([A-Za-z]{1,5})[-/](\d)")


def invoice_spellings(number: str) -> list[str]:
    """The ways one printed invoice number may be typed: as typed, upper case, with the other
    separator, with a dash between its letters and digits."""
    if " " in number:  # "M 525" is M-525 or M525; "on 3302" is 3302 behind a word
        letters, digits = number.split(" ")
        joined = [*invoice_spellings(f"{letters}-{digits}"), *invoice_spellings(letters + digits)]
        # two numbers ("2026 062"): each may be the invoice too, the second first ("on 3302")
        apart = [*invoice_spellings(digits), *(invoice_spellings(letters) if letters.isdigit() else [])]
        return list(dict.fromkeys([*joined, *apart]))
    spellings = [number, number.upper()]
    if _SEPARATOR.search(number):
        spellings += [_SEPARATOR.sub(sep, number) for sep in "/-"]
    spellings.append(_LETTERS_THEN_DIGITS.sub(r"\1-\2", number.upper()))
    # and printed without one ("GR3301"), typed with a dash or a slash ("gr-3301")
    spellings.append(_LETTERS_SEPARATOR_DIGITS.sub(r"\1\2", number.upper()))
    spellings.append(_LETTERS_THEN_DIGITS.sub(r"\1/\2", number.upper()))  # or with a slash ("PL/2212")
    # "INV" may be only the typist's word for an invoice, before a number printed bare.
    spellings.append(re.sub(r"^INV[-/ ]?(?=\d)", "", number.upper()))
    # A number printed bare, typed with a thousands comma or a stray dash ("7,720", "7-341").
    if _DIGITS_APART.match(number):
        spellings.append(re.sub(r"\D", "", number))
    return list(dict.fromkeys(spellings + _year_spellings(number)))


# A serial over its year ("2207/25"), the year typed in full or short ("2207/2025").
_SERIAL_YEAR = re.compile(r"^(\d{2,6})[-/](?:20)?(\d\d)$")


def _year_spellings(number: str) -> list[str]:
    found = _SERIAL_YEAR.match(number)
    if found is None:
        return []
    serial, year = found.groups()
    return [f"{serial}{sep}{y}" for y in (year, "20" + year) for sep in "/-"]


_PADDED_TO = 7
# A code's letters (and the parts before its serial: "SC/26/" of SC/26/07), then its serial.
_CODE_SERIAL = re.compile(r"^([A-Za-z]{1,5}(?:[-/]\d{1,6})*?)[-/]?(\d+)$")


def zero_padded(number: str) -> list[str]:
    """A number printed with leading zeros ("00412") and typed without them ("412"), asked as an invoice:
    the padded spellings, shortest first (a bare number is not read so: any amount would be one)."""
    if not number.isdigit() or len(number) >= _PADDED_TO:
        return []
    return ["0" * zeros + number for zeros in range(1, _PADDED_TO - len(number) + 1)]


def serial_zero_padded(number: str) -> list[str]:
    """A code whose serial is printed with leading zeros ("SV-0091") typed without them ("sv-91"): the
    padded spellings, with the separators a code is printed with; [] for anything else."""
    code = _CODE_SERIAL.match(number)
    if code is None:
        return []
    letters, serial = code.group(1).upper(), code.group(2)
    return [f"{letters}{sep}{padded}" for padded in zero_padded(serial) for sep in ("-", "", "/")]


def language_around(text: str, entities: list[Entity]) -> str:
    """The language of the words around the records named: "email for נועה גולדברג" is English, "מה
    היתרה של David Thompson" Hebrew. A message that is only a name keeps the name's script."""
    rest = text
    for entity in entities:
        typed = entity.value if entity.type == "customer_name" else entity.raw
        rest = rest.replace(typed, " ") if typed else rest
    return sentence_language(rest) if any(c.isalpha() for c in rest) else language_of(text)
