"""Money, the one home of its business facts: currency conversion with the configured rates, rounding
to agorot, and Israeli VAT by date. Every area uses these; none writes its own.

- Rates are shekels per unit (``usd_to_ils``, ``eur_to_ils`` in the settings); any two currencies convert
  through the shekel. ``NIS`` is read as ``ILS``.
- Amounts in shekels round half up to agorot (0.005 -> 0.01), as invoices and receipts do.
- VAT is a fraction (0.18) in force by date (``vat_rates``: each rate applies from its date until the
  next one): 17% until 2024-12-31, 18% from 2025-01-01; an exempt dealer (עוסק פטור) charges none.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from misrad.core.settings import get_settings

AGORA = Decimal("0.01")
ALIASES = {"NIS": "ILS"}


class UnknownCurrency(ValueError):
    """A currency without a configured rate."""


def round_agorot(amount: Decimal) -> Decimal:
    """An amount rounded half up to agorot (2 decimals)."""
    return amount.quantize(AGORA, rounding=ROUND_HALF_UP)


def ils_rates() -> dict[str, Decimal]:
    """Shekels per unit of each currency with a configured rate (aliases included)."""
    settings = get_settings()
    return {"ILS": Decimal(1), "NIS": Decimal(1), "USD": settings.usd_to_ils, "EUR": settings.eur_to_ils}


def _code(currency: str) -> str:
    code = currency.upper()
    return ALIASES.get(code, code)


def convert(amount: Decimal, from_currency: str, to_currency: str) -> Decimal:
    """``amount`` in ``to_currency``, unrounded (through the shekel). Raises UnknownCurrency."""
    source, target = _code(from_currency), _code(to_currency)
    rates = ils_rates()
    for code in (source, target):
        if code not in rates:
            raise UnknownCurrency(f"unsupported currency {code}")
    if source == target:
        return amount
    in_ils = amount * rates[source]
    return in_ils if target == "ILS" else in_ils / rates[target]


def to_ils(amount: Decimal, currency: str) -> Decimal | None:
    """``amount`` in shekels rounded to agorot; None for a currency without a rate."""
    try:
        return round_agorot(convert(amount, currency, "ILS"))
    except UnknownCurrency:
        return None


def vat_rate(
    day: date | None,
    *,
    exempt_dealer: bool = False,
    rates: Mapping[date, Decimal] | None = None,
) -> Decimal | None:
    """The VAT rate in force on ``day`` (a fraction): 0 for an exempt dealer; the latest rate when the
    day is unknown; None for a day before the table (``vat_rates`` unless ``rates`` is given) begins."""
    if exempt_dealer:
        return Decimal(0)
    table = get_settings().vat_rates if rates is None else rates
    if not table:
        return None
    starts = sorted(table)
    if day is None:
        return table[starts[-1]]
    found: Decimal | None = None
    for start in starts:
        if start <= day:
            found = table[start]
    return found


def vat_on(net: Decimal, day: date | None, *, exempt_dealer: bool = False) -> Decimal | None:
    """The VAT on a net amount on ``day``, rounded to agorot; None before the VAT table begins."""
    rate = vat_rate(day, exempt_dealer=exempt_dealer)
    return None if rate is None else round_agorot(net * rate)
