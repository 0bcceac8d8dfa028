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


def test_a_balances_overdue_part_is_stated_in_money(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "How much of it is late": the overdue invoices' unpaid part, beside the counts.
    payer = make_customer("נחמה ברקוביץ", "052-7000131")
    make_invoice(payer, "8201", "1200", paid="200", due_in_days=-12)
    make_invoice(payer, "8202", "450", due_in_days=15)
    body = chat(client, member_headers, "כמה נחמה ברקוביץ חייבת ומזה כמה באיחור?")
    assert body["intent"] == "customer_balance"
    assert "1,450.00" in body["response"] and "מזה באיחור" in body["response"]
    assert "1,000.00" in body["response"]


def test_a_phone_two_share_is_answered_with_each_ones_balance(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # A money question by a phone a mother and her son share: each one's balance under their name, and
    # the question which one was meant; no one's figures are the answer's result.
    mother = make_customer("Ruth Alkalay", "052-7000132")
    son = make_customer("Eden Alkalay", "052-7000132")
    make_invoice(mother, "8301", "640", due_in_days=10)
    make_invoice(son, "8302", "310", due_in_days=10)
    body = chat(client, member_headers, "how much does 052-7000132 owe?")
    assert body["intent"] == "customer_balance"
    for name, amount in (("Ruth Alkalay", "640.00"), ("Eden Alkalay", "310.00")):
        line = next(line for line in body["response"].splitlines() if name in line)
        assert amount in line
    body = chat(client, member_headers, "052-7000132 any unpaid invoices?")
    assert "8301" in body["response"] and "8302" in body["response"]


def test_a_look_up_states_the_cards_notes(client: TestClient, member_headers: dict[str, str]) -> None:
    make_customer("Golden Fields Mills", "08-7000133", notes="טחנת קמח, איש קשר: אבנר")
    body = chat(client, member_headers, "Golden Fields Mills, who do I talk to there?")
    assert body["intent"] == "customer_lookup"
    assert "איש קשר: אבנר" in body["response"]
