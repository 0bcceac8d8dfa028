"""The customer list's answer written without its model (``records.listing``) is, byte for byte, what
pydantic writes from ``DataEnvelope[CustomerList]``: the route and its fast lane answered that way before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import TypeAdapter

from misrad.core.db import get_database
from misrad.core.pagination import Page, PageRequest
from misrad.core.schemas import DataEnvelope
from misrad.records import service
from misrad.records.balances import CustomerBalance
from misrad.records.listing import customer_list_json
from misrad.records.repository.list_pages import CustomerRow as Row
from misrad.records.schemas import CustomerList, CustomerOut
from tests.auth.factories import bearer_headers, make_user
from tests.records.factories import days_ago, make_customer, make_invoice

_AS_PYDANTIC_WRITES = TypeAdapter(DataEnvelope[CustomerList])


def _as_pydantic_writes(found: Page, balances: dict[int, CustomerBalance]) -> bytes:
    """The answer as the route wrote it before: every customer validated into ``CustomerOut``, dumped."""
    customers = [
        CustomerOut.model_validate(
            {
                **{name: getattr(c, name) for name in Row._fields},
                "balance": balances[c.id].balance,
                "currency": balances[c.id].currency,
                "open_invoices": balances[c.id].open_invoices,
                "overdue_invoices": balances[c.id].overdue_invoices,
            }
        )
        for c in found.items
    ]
    envelope = DataEnvelope[CustomerList](data=CustomerList(customers=customers, **found.meta()))
    return _AS_PYDANTIC_WRITES.dump_json(envelope, by_alias=True)


# Text a stored customer can hold: quotes, backslashes, tabs and line breaks, other control characters
# (imported or stored before ``printable``), Hebrew with marks, right-to-left marks, line separators,
# characters beyond the first plane, a byte-order mark, DEL.
_TEXTS = [
    'ש"ח \\ קו נטוי',
    "שורה\nשנייה\tטאב\r",
    "\x01\x08\x0b\x0c\x1f\x7f",
    "בְּרֵאשִׁית \u200f\u202b ok \u2028\u2029",
    "\U0001f600 \U00010348 \ufeff \uffff",
    "</script><b>&amp;</b>",
    "",
]
_AMOUNTS = ["0", "0.01", "0.10", "1.05", "99.995", "1234.5", "123456789012.34", "999999999999.99", "-17.30"]


def _page(count: int) -> tuple[Page, dict[int, CustomerBalance]]:
    moments = [
        datetime(2026, 3, 27, 0, 30, tzinfo=UTC),  # the night the clocks move
        datetime(2026, 10, 24, 23, 59, 59, 999_999, tzinfo=UTC),
        datetime(2001, 1, 1, 12, 0, tzinfo=timezone(timedelta(hours=5))),
    ]
    rows, balances = [], {}
    for number in range(count):
        text = _TEXTS[number % len(_TEXTS)]
        rows.append(
            Row(
                id=number + 1,
                name=f"{text} {number}",
                phone=None if number % 2 else "0501234567",
                email=text or None,
                tax_id=None,
                address=text,
                notes=None if number % 3 else text * 3,
                created_at=moments[number % len(moments)],
                updated_at=moments[(number + 1) % len(moments)],
            )
        )
        amount = Decimal(_AMOUNTS[number % len(_AMOUNTS)]).quantize(Decimal("0.01"))
        balances[number + 1] = CustomerBalance(number + 1, amount, "ILS" if number % 4 else "USD", number, 1)
    return Page(items=rows, total=count * 3 + 1, page=2, per_page=max(count, 1)), balances


@pytest.mark.parametrize("count", [0, 1, 20, 63])
def test_a_page_is_written_as_pydantic_writes_it(count: int) -> None:
    found, balances = _page(count)
    assert customer_list_json(found, balances) == _as_pydantic_writes(found, balances)


def test_a_capped_total_s_pages_are_written_as_the_model_counts_them() -> None:
    found, balances = _page(5)
    capped = Page(found.items, 40, 1, 5, capped=True)
    assert customer_list_json(capped, balances) == _as_pydantic_writes(capped, balances)


def _stored_page() -> None:
    for number in range(7):
        customer = make_customer(name=f'לקוח "{number}" \\ בע"מ', email=f"x{number}@example.co.il")
        if number % 2 == 0:
            make_invoice(
                customer.id, issue_date=days_ago(40), due_date=days_ago(5), paid_amount=Decimal("0.5")
            )
        if number % 3 == 0:
            make_invoice(customer.id, currency="USD", total_amount=Decimal("1234.56"))


@pytest.mark.parametrize("query", ["", "?per_page=3&page=2", "?search=%D7%9C%D7%A7%D7%95%D7%97&per_page=4"])
def test_the_route_answers_the_bytes_pydantic_wrote(client: TestClient, query: str) -> None:
    """Served by the fast lane and by the application alike (``test_fast`` compares the two)."""
    _stored_page()
    headers = bearer_headers(make_user())
    answer = client.get("/api/customers" + query, headers=headers)
    assert answer.status_code == 200 and answer.headers["content-type"] == "application/json"
    params: dict[str, Any] = dict(p.split("=") for p in query[1:].split("&")) if query else {}
    request = PageRequest(int(params.get("page", 1)), int(params.get("per_page", 20)))
    search = "לקוח" if "search" in params else None
    with get_database().unit_of_work(write=False) as session:
        found, balances = service.customers_with_balances(session, request, search=search)
    assert found.items and answer.content == _as_pydantic_writes(found, balances)
