"""Phone numbers: every way an Israeli writes one becomes the same digits (CONTRACT 3).

``050-1234567``, ``+972-50-123-4567``, ``972501234567``, ``00972501234567`` and ``050 123 4567`` are
all stored as ``0501234567``. A number that has the shape of an Israeli number but is not (yet)
allocated is kept: phonenumbers' allocation data lags behind the operators. Foreign numbers are kept
in E.164 (``+14155552671``), the only unambiguous digits-first form for them.
"""

from __future__ import annotations

import re

import phonenumbers

ISRAEL = 972
_NOT_PHONE = re.compile(r"[^0-9+\-\s().]")
_DIGITS = re.compile(r"\D")


def normalise_phone(raw: str) -> str | None:
    """The stored form of ``raw``, or ``None`` when it is not a phone number."""
    text = raw.strip()
    if not text or len(text) > 40 or _NOT_PHONE.search(text):
        return None
    if text.startswith("00"):
        text = "+" + text[2:]
    try:
        number = phonenumbers.parse(text, "IL")
    except phonenumbers.NumberParseException:
        return None
    if number.country_code == ISRAEL:
        national = _DIGITS.sub(
            "", phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
        )
        if phonenumbers.is_valid_number(number):
            return national
        # Possible but unallocated: accept only what fits an Israeli numbering pattern
        # (0X-XXXXXXX landlines, 05X/07X-XXXXXXX mobiles and VoIP).
        if (
            phonenumbers.is_possible_number(number)
            and national.startswith("0")
            and len(national) in (9, 10)
            and national[1] != "0"
        ):
            return national
        return None
    if phonenumbers.is_valid_number(number):
        return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    return None


def phone_search_digits(query: str) -> str | None:
    """Digits to prefix-match a stored phone against, for a query that looks like (part of) a phone."""
    text = query.strip()
    if not text or _NOT_PHONE.search(text):
        return None
    full = normalise_phone(text)
    if full is not None:
        return full
    digits = _DIGITS.sub("", text)
    if len(digits) < 2:
        return None
    if text.startswith("+972") or digits.startswith("972"):
        return "0" + digits[3:] if len(digits) > 3 else None
    return digits
