"""The one place where numbers, money and dates become text for people (Babel, he_IL / en_IL).

Hebrew pages show ``1,234.50 ₪`` and ``21.11.2026``; English ones the same day order (an Israeli
business) with Latin conventions for the currency sign. Times are shown in the business time zone.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from babel.dates import format_date, format_datetime
from babel.numbers import format_currency, format_decimal

from misrad.core.clock import as_utc, business_zone
from misrad.core.i18n import Language, current_language

LOCALES: dict[Language, str] = {"he": "he_IL", "en": "en_IL"}


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


def cost(
    amount: Decimal | float | int | None, currency: str = "USD", language: Language | None = None
) -> str:
    """A price or a call's cost: small amounts keep up to six decimals ($0.000125), never rounded to 0."""
    if amount is None:
        return "—"
    pattern = "#,##0.00####\xa0¤" if (language or current_language()) == "he" else "¤#,##0.00####"
    return format_currency(
        Decimal(str(amount)), currency, format=pattern, currency_digits=False, locale=_locale(language)
    )
