"""What customers owe: the unpaid part of their open and overdue invoices, per customer."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal

from sqlalchemy.orm import Session

from misrad.core.clock import business_today
from misrad.core.money import round_agorot
from misrad.records.repository import CustomerRepository

BUSINESS_CURRENCY = "ILS"


def most_owing(session: Session, limit: int = 3) -> list[tuple[int, Decimal]]:
    """The ``limit`` customers who owe the most (in the business currency), with what each owes."""
    owing = CustomerRepository(session).most_owing(BUSINESS_CURRENCY, limit)
    return [(customer_id, round_agorot(amount)) for customer_id, amount in owing]


@dataclass(frozen=True)
class CustomerBalance:
    """What a customer owes: the unpaid part of their open and overdue invoices.

    ``balance`` is in ``currency``: the business currency (ILS) unless every unpaid invoice of the
    customer is in one other currency. ``by_currency`` holds every currency's unpaid sum.
    """

    customer_id: int
    balance: Decimal
    currency: str
    open_invoices: int
    overdue_invoices: int
    by_currency: dict[str, Decimal] = field(default_factory=dict)
    # The part of ``balance`` (in ``currency``) that is overdue: what an answer says "of them overdue" of.
    overdue: Decimal = Decimal("0")


def customer_balances(session: Session, customer_ids: Iterable[int]) -> dict[int, CustomerBalance]:
    """Balances of many customers in one query (a list page needs them all)."""
    ids = list(dict.fromkeys(customer_ids))
    return balances_from(ids, CustomerRepository(session).outstanding(ids, business_today()))


def balances_from(
    ids: list[int], outstanding: Iterable[tuple[int, str, bool, Decimal, int]]
) -> dict[int, CustomerBalance]:
    """The balances of ``ids`` from their unpaid sums per currency and overdue-ness."""
    sums: dict[int, dict[str, Decimal]] = {i: {} for i in ids}
    late: dict[int, dict[str, Decimal]] = {i: {} for i in ids}
    counts: dict[int, list[int]] = {i: [0, 0] for i in ids}
    for customer_id, currency, overdue, unpaid, count in outstanding:
        per_currency = sums[customer_id]
        per_currency[currency] = per_currency.get(currency, Decimal("0")) + unpaid
        if overdue:
            late[customer_id][currency] = late[customer_id].get(currency, Decimal("0")) + unpaid
        counts[customer_id][1 if overdue else 0] += count
    return {i: _balance(i, sums[i], counts[i][0], counts[i][1], overdue_by_currency=late[i]) for i in ids}


def new_customer_balance(customer_id: int) -> CustomerBalance:
    """The balance of a customer created in this transaction: nothing, without asking (no invoices)."""
    return _balance(customer_id, {}, 0, 0)


def _balance(
    customer_id: int,
    per_currency: dict[str, Decimal],
    open_invoices: int,
    overdue_invoices: int,
    overdue_by_currency: dict[str, Decimal] | None = None,
) -> CustomerBalance:
    currency = BUSINESS_CURRENCY
    if BUSINESS_CURRENCY not in per_currency and len(per_currency) == 1:
        currency = next(iter(per_currency))
    return CustomerBalance(
        customer_id=customer_id,
        balance=round_agorot(per_currency.get(currency, Decimal("0"))),
        currency=currency,
        open_invoices=open_invoices,
        overdue_invoices=overdue_invoices,
        by_currency=per_currency,
        overdue=round_agorot((overdue_by_currency or {}).get(currency, Decimal("0"))),
    )
