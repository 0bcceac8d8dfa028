"""How the answers write amounts and dates: Israeli style in Hebrew (``1,234.50 ₪``, ``15/01/2025``),
English style in English (``₪1,234.50``, ``15 Jan 2025``), each inside left-to-right isolates."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from misrad.assistant.engine.text import ltr

SYMBOLS = {"ILS": "₪", "USD": "$", "EUR": "€"}
MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def money(amount: Decimal | float | int, currency: str, language: str) -> str:
    value = f"{Decimal(amount):,.2f}"
    symbol = SYMBOLS.get(currency, currency)
    return ltr(
        f"{value} {symbol}"
        if language == "he"
        else f"{symbol}{value}"
        if symbol != currency
        else f"{value} {currency}"
    )


def day(value: date | None, language: str) -> str:
    if value is None:
        return "—"
    if language == "he":
        return ltr(value.strftime("%d/%m/%Y"))
    return ltr(f"{value.day} {MONTHS_EN[value.month - 1]} {value.year}")
