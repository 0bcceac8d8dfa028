"""The one place where numbers, money and dates become text for people (Babel, he_IL / en_IL).

Hebrew pages show ``1,234.50 ₪`` and ``21.11.2026``; English ones the same day order (an Israeli
business) with Latin conventions for the currency sign. Times are shown in the business time zone.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from functools import cache

import phonenumbers
from babel.dates import format_date, format_datetime
from babel.numbers import (
    format_currency,
    format_decimal,
    get_currency_symbol,
    get_decimal_symbol,
    get_group_symbol,
)

from misrad.core.clock import as_utc, business_zone
from misrad.core.i18n import Language, current_language

LOCALES: dict[Language, str] = {"he": "he_IL", "en": "en_IL"}
ISRAEL_CODE = 972


def _locale(language: Language | None) -> str:
    return LOCALES[language or current_language()]


def money(
    amount: Decimal | float | int | None, currency: str = "ILS", language: Language | None = None
) -> str:
    if amount is None:
        return "—"
    return format_currency(Decimal(str(amount)), currency or "ILS", locale=_locale(language))


def number(value: Decimal | float | int | None, language: Language | None = None) -> str:
    if value is None:
        return "—"
    if isinstance(value, int) and value >= 0:  # counts: the common case, without Babel's pattern work
        return f"{value:,}".replace(",", _symbols(_locale(language), "ILS")[0])
    return format_decimal(value, locale=_locale(language))


def day(value: date | datetime | None, language: Language | None = None) -> str:
    if value is None:
        return "—"
    if isinstance(value, datetime):
        value = as_utc(value).astimezone(business_zone()).date()
    return format_date(value, "dd.MM.yyyy", locale=_locale(language))


def moment(value: datetime | None, language: Language | None = None) -> str:
    if value is None:
        return "—"
    local = as_utc(value).astimezone(business_zone())
    return format_datetime(local, "dd.MM.yyyy HH:mm", tzinfo=business_zone(), locale=_locale(language))


def percent(value: float | None, language: Language | None = None) -> str:
    if value is None:
        return "—"
    return format_decimal(round(value * 100), locale=_locale(language)) + "%"


@cache
def _symbols(locale: str, currency: str) -> tuple[str, str, str]:
    """(group, decimal, currency sign) of a locale, from Babel, read once."""
    return get_group_symbol(locale), get_decimal_symbol(locale), get_currency_symbol(currency, locale)


def cost(
    amount: Decimal | float | int | None, currency: str = "USD", language: Language | None = None
) -> str:
    """A price or a call's cost: small amounts keep up to six decimals ($0.000125), never rounded to 0.

    Written from the locale's symbols rather than by ``format_currency``, which parses its pattern
    and looks up names on every call: a report shows hundreds of costs."""
    if amount is None:
        return "—"
    chosen = language or current_language()
    group, point, sign = _symbols(_locale(chosen), currency)
    value = Decimal(str(amount)).quantize(Decimal("0.000001"))
    whole, _, fraction = f"{abs(value):,f}".partition(".")
    fraction = fraction.rstrip("0").ljust(2, "0")
    text = whole.replace(",", group) + point + fraction
    minus = "-" if value < 0 else ""
    return f"{minus}{text}\xa0{sign}" if chosen == "he" else f"{minus}{sign}{text}"


def phone(stored: str | None) -> str:
    """A stored phone (``0501234567`` or E.164 ``+14155552671``) as people write it: ``050-123-4567``,
    ``+1 415-555-2671``. What phonenumbers cannot parse is shown as stored."""
    if not stored:
        return "—"
    try:
        parsed = phonenumbers.parse(stored, "IL")
    except phonenumbers.NumberParseException:
        return stored
    style = (
        phonenumbers.PhoneNumberFormat.NATIONAL
        if parsed.country_code == ISRAEL_CODE
        else phonenumbers.PhoneNumberFormat.INTERNATIONAL
    )
    return phonenumbers.format_number(parsed, style)
