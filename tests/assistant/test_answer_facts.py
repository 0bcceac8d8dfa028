"""What makes an answer right beyond its intent: the facts it states (batch s7d's findings)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_repair


def test_the_heater_and_the_mini_central_are_items_not_a_name_or_a_lookup(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "הדוד" with the article is the water heater (a name takes no article); "מיני מרכזי" an AC.
    owner = make_customer("ערן גבאי", "052-7000123")
    make_repair(owner, "דוד חשמל 80 ליטר", "in_progress")
    make_repair(owner, "מזגן מיני מרכזי תדיראן", "ready")
    body = chat(client, member_headers, "מה עם הדוד של 052-7000123")
    assert body["intent"] == "repair_status"
    assert "דוד חשמל" in body["response"] and "תדיראן" not in body["response"]
    body = chat(client, member_headers, "המיני מרכזי של ערן גבאי")
    assert body["intent"] == "repair_status"
    assert "תדיראן" in body["response"] and "דוד חשמל" not in body["response"]


def test_a_customers_invoices_are_answered_with_what_they_add_up_to(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "Which invoices are open for X" / "has X paid": the list and the balance, counts that add up.
    payer = make_customer("אלון מרקוביץ", "052-7000124")
    make_invoice(payer, "8101", "380", due_in_days=-1)
    make_invoice(payer, "8102", "1040", paid="40", due_in_days=-20)
    make_invoice(payer, "8104", "250", due_in_days=10)
    body = chat(client, member_headers, "אילו חשבוניות פתוחות יש לאלון מרקוביץ")
    assert body["intent"] == "invoice_status"
    assert "1,630.00" in body["response"]
    assert "3 חשבוניות שלא שולמו, מתוכן 2 באיחור" in body["response"].replace("\u2066", "").replace(
        "\u2069", ""
    )
