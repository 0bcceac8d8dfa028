"""A fact of the world asked of a place that a customer's name holds ("the weather in Bat Yam tomorrow"
where a customer is סופר השוק בת ים): the place is the question's, not a customer's card to show; the
same town said of the customer in a record question still finds them."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat


@pytest.fixture
def town_named_customers() -> None:
    market = make_customer("סופר השוק בת ים", "0521110101", address="רחוב בלפור 10, בת ים")
    make_invoice(market, "8101", "450")
    clinic = make_customer("כללית סמייל באר שבע", "0521110102", address="שדרות רגר 5, באר שבע")
    make_invoice(clinic, "8102", "780")


@pytest.mark.usefixtures("town_named_customers")
@pytest.mark.parametrize(
    "text",
    [
        "what's the weather in Bat Yam tomorrow",
        "מה מזג האוויר מחר בבאר שבע",
        'תחזית מזג אוויר לבת ים בסופ"ש',
        "is there a flight from Beer Sheva to Eilat today",
    ],
)
def test_a_worlds_fact_asked_of_a_town_in_a_customers_name_is_out_of_domain(
    client: TestClient, member_headers: dict[str, str], text: str
) -> None:
    body = chat(client, member_headers, text)
    assert body["intent"] == "unknown", body
    assert not [e for e in body["entities"] if e["type"] == "customer_name"], body


@pytest.mark.usefixtures("town_named_customers")
@pytest.mark.parametrize(
    ("text", "intent", "amount"),
    [
        ("how much does the supermarket in Bat Yam owe", "customer_balance", "450.00"),
        ("כמה חייבת כללית סמייל באר שבע", "customer_balance", "780.00"),
        ("מה היתרה של השוק בבת ים", "customer_balance", "450.00"),
    ],
)
def test_the_town_said_of_the_customer_in_a_record_question_still_finds_them(
    client: TestClient, member_headers: dict[str, str], text: str, intent: str, amount: str
) -> None:
    body = chat(client, member_headers, text)
    assert body["intent"] == intent, body
    assert amount in body["response"].replace(",", ""), body
