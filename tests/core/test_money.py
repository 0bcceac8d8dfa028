"""core.money: rounding to agorot, VAT by date, conversion with the configured rates."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from pydantic import ValidationError

from misrad.core import money
from misrad.core.settings import Settings, get_settings


def test_rounding_is_half_up_to_agorot() -> None:
    assert money.round_agorot(Decimal("10.005")) == Decimal("10.01")  # half-even would give 10.00
    assert money.round_agorot(Decimal("10.015")) == Decimal("10.02")
    assert money.round_agorot(Decimal("10.0049")) == Decimal("10.00")
    assert money.round_agorot(Decimal("-10.005")) == Decimal("-10.01")
    assert str(money.round_agorot(Decimal("7"))) == "7.00"


def test_vat_follows_the_date_and_changes_at_the_start_of_2025() -> None:
    assert money.vat_rate(date(2024, 12, 31)) == Decimal("0.17")
    assert money.vat_rate(date(2025, 1, 1)) == Decimal("0.18")
    assert money.vat_rate(date(2015, 9, 30)) == Decimal("0.18")  # before 2015-10-01 it was 18%
    assert money.vat_rate(None) == Decimal("0.18")  # no date: the rate in force last
    assert money.vat_rate(date(2000, 1, 1)) is None  # before the table: not known
    assert money.vat_on(Decimal("100.03"), date(2024, 12, 31)) == Decimal("17.01")  # 17.0051
    assert money.vat_on(Decimal("100.03"), date(2025, 1, 1)) == Decimal("18.01")  # 18.0054


def test_an_exempt_dealer_charges_no_vat() -> None:
    assert money.vat_rate(date(2025, 6, 1), exempt_dealer=True) == 0
    assert money.vat_on(Decimal("1000"), date(2025, 6, 1), exempt_dealer=True) == Decimal("0.00")


def test_vat_rates_are_fractions_not_percentages() -> None:
    with pytest.raises(ValidationError):
        Settings(vat_rates={date(2025, 1, 1): Decimal("18")})


def test_conversion_uses_the_configured_rates(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = get_settings()
    monkeypatch.setattr(settings, "usd_to_ils", Decimal("3.50"))
    monkeypatch.setattr(settings, "eur_to_ils", Decimal("4.20"))
    assert money.convert(Decimal("10"), "USD", "ILS") == Decimal("35.00")
    assert money.convert(Decimal("35"), "ILS", "USD") == Decimal("10")
    assert money.convert(Decimal("10"), "EUR", "USD") == Decimal("12")  # 42 ILS at 3.50
    assert money.convert(Decimal("12"), "usd", "eur") == Decimal("10")
    assert money.convert(Decimal("5"), "NIS", "ILS") == Decimal("5")
    assert money.to_ils(Decimal("1.001"), "USD") == Decimal("3.50")  # 3.5035
    assert money.to_ils(Decimal("0.003"), "EUR") == Decimal("0.01")  # 0.0126
    assert money.to_ils(Decimal("1"), "XYZ") is None
    with pytest.raises(money.UnknownCurrency):
        money.convert(Decimal("1"), "USD", "GBP")


# Amounts as the API writes them (``core.schemas.Money``): kept answers must be the rule's, a zero's sign too.
MONEY_CASES = [
    Decimal("1250.50"), Decimal("1250.5"), Decimal("10.005"), Decimal("-10.005"), Decimal("0.004"),
    Decimal("-0.004"), Decimal("0"), Decimal("-0"), Decimal("0E-7"), Decimal("-0.00"), Decimal("0.00"),
    Decimal("99999999.995"), 7, 0, -3, 0.1, 2.675, -0.0, 0.0,
]  # fmt: skip


@pytest.mark.parametrize("order", [1, -1])
def test_money_is_written_rounded_half_up_whatever_was_written_before(order: int) -> None:
    from pydantic import TypeAdapter

    from misrad.core.schemas import Money

    written = TypeAdapter(Money)
    for value in MONEY_CASES[::order] * 2:  # each value twice, equal ones (0, -0, 0.00) in both orders
        expected = float(money.round_agorot(Decimal(value)))
        got = written.dump_python(Decimal(value) if isinstance(value, int) else value, mode="json")
        assert got == expected and str(got) == str(expected), (value, got, expected)
