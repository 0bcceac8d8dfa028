"""An invoice asked of by when it was issued ("from yesterday", "last week", "two days ago"): of a customer's
several invoices, the answer shows those issued then; when none was, all of them, as before."""

from __future__ import annotations

from datetime import date, timedelta

from fastapi.testclient import TestClient

from misrad.core.clock import business_today, business_week_start
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat


def _invoice(customer_id: int, number: str, issued: date) -> None:
    make_invoice(customer_id, number, "700", issued=issued)


def test_an_invoice_from_yesterday_is_the_one_issued_yesterday(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    today = business_today()
    owner = make_customer("טליה ברקוביץ", "0527771401")
    _invoice(owner, "TB-881", today - timedelta(days=1))
    _invoice(owner, "TB-802", today - timedelta(days=45))
    answer = chat(client, member_headers, "מה עם החשבונית של טליה ברקוביץ מאתמול?")
    assert answer["intent"] == "invoice_status"
    assert "TB-881" in answer["response"] and "TB-802" not in answer["response"]


def test_an_invoice_from_two_days_ago_in_either_language(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    today = business_today()
    owner = make_customer("Gideon Harel", "0527771402")
    _invoice(owner, "GH-17", today - timedelta(days=2))
    _invoice(owner, "GH-09", today - timedelta(days=60))
    hebrew = chat(client, member_headers, "החשבונית של גדעון הראל מלפני יומיים שולמה?")
    assert "GH-17" in hebrew["response"] and "GH-09" not in hebrew["response"]
    english = chat(client, member_headers, "was Gideon Harel's invoice from 2 days ago paid?")
    assert "GH-17" in english["response"] and "GH-09" not in english["response"]


def test_an_invoice_from_last_week(client: TestClient, member_headers: dict[str, str]) -> None:
    today = business_today()
    owner = make_customer("אורנה שפירא", "0527771403")
    _invoice(owner, "OS-41", business_week_start(today) - timedelta(days=3))
    _invoice(owner, "OS-30", today - timedelta(days=50))
    answer = chat(client, member_headers, "החשבונית של אורנה שפירא מהשבוע שעבר")
    assert "OS-41" in answer["response"] and "OS-30" not in answer["response"]
    english = chat(client, member_headers, "Orna Shapira's invoice from last week")
    assert "OS-41" in english["response"] and "OS-30" not in english["response"]


def test_a_period_no_invoice_was_issued_in_lists_them_all(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    today = business_today()
    owner = make_customer("נתן ליבנה", "0527771404")
    _invoice(owner, "NL-5", today - timedelta(days=20))
    _invoice(owner, "NL-6", today - timedelta(days=40))
    answer = chat(client, member_headers, "החשבונית של נתן ליבנה מאתמול")
    assert "NL-5" in answer["response"] and "NL-6" in answer["response"]


def test_today_said_in_passing_hides_no_invoice(client: TestClient, member_headers: dict[str, str]) -> None:
    today = business_today()
    owner = make_customer("רוני אשכנזי", "0527771405")
    _invoice(owner, "RA-70", today)
    _invoice(owner, "RA-61", today - timedelta(days=30))
    answer = chat(client, member_headers, "מה קורה היום עם החשבונית של רוני אשכנזי?")
    assert "RA-70" in answer["response"] and "RA-61" in answer["response"]
