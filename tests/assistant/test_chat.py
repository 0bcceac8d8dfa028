"""Posting messages and quick chat with the local engine, and hostile input, through the HTTP API."""

from __future__ import annotations

import re
from typing import Any

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice

BASE = "/api/mcp-chatbot"
LRI, PDI = "\u2066", "\u2069"


def chat(client: TestClient, headers: dict[str, str], message: Any, **body: Any) -> dict[str, Any]:
    response = client.post(f"{BASE}/chat", json={"message": message, **body}, headers=headers)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def test_a_balance_question_by_phone_answers_from_the_records(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")
    make_invoice(dana, "1046", "800", paid="300", due_in_days=-10)
    conversation = client.post(f"{BASE}/conversations", json={}, headers=member_headers).json()[
        "conversation"
    ]

    response = client.post(
        f"{BASE}/conversations/{conversation['id']}/messages",
        json={"message": "מה היתרה של 050-1234567?"},
        headers=member_headers,
    )
    assert response.status_code == 200
    body = response.json()
    assert body["success"] is True
    assert body["intent"] == "customer_balance"
    assert body["entities"] == [{"type": "phone", "value": "0501234567"}]
    assert body["functions_used"] == ["get_customer_by_phone", "get_customer_balance"]
    assert body["context"] == {"customer": {"id": dana, "name": "דנה כהן", "phone": "0501234567"}}
    assert isinstance(body["response_time_ms"], int)
    assert body["engine"] == "local" and body["fallback_reason"] is None
    # The facts: 1,250.50 + 500.00 owed, with 2 decimals and the currency, numbers kept left-to-right.
    assert f"{LRI}1,750.50 ₪{PDI}" in body["response"]
    assert "דנה כהן" in body["response"]
    # Two unpaid invoices, one of them overdue: the counts add up.
    assert f"{LRI}2{PDI} חשבוניות שלא שולמו, מתוכן {LRI}1{PDI} באיחור." in body["response"]
    bound = body["conversation"]
    assert bound["customer_id"] == dana and bound["primary_context_type"] == "customer"
    assert bound["context_summary"]["customer"]["name"] == "דנה כהן"


def test_a_balance_asked_in_an_invoices_words_states_its_unpaid_invoices(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50", paid="1250.50")
    make_invoice(dana, "1046", "800", paid="300", due_in_days=-10)
    body = chat(client, member_headers, "how much is left on Dana Cohen's invoice, she paid part of it?")
    assert body["intent"] in ("customer_balance", "invoice_status")
    # The unpaid one with what was paid on it and what is left; the paid one is no part of a balance.
    assert "1046" in body["response"] and "300.00" in body["response"] and "500.00" in body["response"]


def test_follow_ups_use_the_bound_customer(client: TestClient, member_headers: dict[str, str]) -> None:
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "1045", "100")
    first = chat(client, member_headers, "פרטים של דנה כהן")
    assert first["intent"] == "customer_lookup"
    follow = chat(client, member_headers, "ומה עם החשבוניות שלה?", conversation_id=first["conversation_id"])
    assert follow["conversation_id"] == first["conversation_id"]
    assert follow["intent"] == "invoice_status"
    assert follow["context"]["customer"]["id"] == dana
    assert f"{LRI}1045{PDI}" in follow["response"]


def test_quick_chat_creates_a_conversation_bound_to_the_given_context(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    yossi = make_customer("יוסי לוי", "0527654321")
    make_invoice(yossi, "7", "99.9")
    body = chat(client, member_headers, "כמה הוא חייב?", context_type="customer", context_id=yossi)
    assert body["intent"] == "customer_balance"
    assert f"{LRI}99.90 ₪{PDI}" in body["response"]
    conversation = client.get(
        f"{BASE}/conversations/{body['conversation_id']}", headers=member_headers
    ).json()
    assert conversation["conversation"]["customer_id"] == yossi
    assert [m["role"] for m in conversation["conversation"]["messages"]] == ["user", "assistant"]
    assert {"success", "conversation_id", "response", "intent", "entities", "functions_used"} <= set(body)

    missing = client.post(
        f"{BASE}/chat", json={"message": "שלום", "conversation_id": 99999}, headers=member_headers
    )
    assert missing.status_code == 404 and missing.json()["code"] == "conversation_not_found"


def test_an_english_question_gets_an_english_answer(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("John Smith", "0549990000")
    body = chat(client, member_headers, "how much does John Smith owe?")
    assert body["intent"] == "customer_balance"
    assert body["response"].startswith("**Balance of John Smith:**")
    conversation = client.get(
        f"{BASE}/conversations/{body['conversation_id']}", headers=member_headers
    ).json()
    assert conversation["conversation"]["title"] == "how much does John Smith owe?"


def test_an_unknown_phone_or_invoice_is_never_invented(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("דנה כהן", "0501234567")
    phone = chat(client, member_headers, "מה היתרה של 052-1234999")
    assert phone["response"].startswith("לא מצאתי לקוח עם הטלפון")
    assert phone["functions_used"] == ["get_customer_by_phone"]
    assert phone["context"]["customer"] is None and phone["conversation"]["customer_id"] is None
    invoice = chat(client, member_headers, "חשבונית 9999 שולמה?")
    assert invoice["response"] == f"לא מצאתי חשבונית מספר {LRI}9999{PDI}."
    nothing = chat(client, member_headers, "תכתוב לי שיר על חתולים")
    assert nothing["intent"] == "unknown" and nothing["functions_used"] == []
    assert "אני יכול לעזור עם" in nothing["response"]


def test_a_missing_or_empty_message_is_400(client: TestClient, member_headers: dict[str, str]) -> None:
    conversation = client.post(f"{BASE}/conversations", json={}, headers=member_headers).json()
    urls = (f"{BASE}/chat", f"{BASE}/conversations/{conversation['conversation']['id']}/messages")
    for url in urls:
        for message in (None, "", "   \n\t ", "\x00\x01\u202e\u200f"):
            body = {} if message is None else {"message": message}
            response = client.post(url, json=body, headers=member_headers)
            assert response.status_code == 400, (url, message)
            assert response.json() == {"success": False, "error": "נדרשת הודעה", "code": "message_required"}
    assert client.get(f"{BASE}/stats", headers=member_headers).json()["stats"]["total_messages"] == 0


def test_a_100_kb_message_is_400_and_nothing_is_stored(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    huge = "מה היתרה של דנה " * 6400  # about 100 KB of UTF-8
    assert len(huge.encode()) > 100_000
    response = client.post(f"{BASE}/chat", json={"message": huge}, headers=member_headers)
    assert response.status_code == 400
    assert response.json()["code"] == "message_too_long"
    stats = client.get(f"{BASE}/stats", headers=member_headers).json()["stats"]
    assert stats["total_messages"] == 0 and stats["total_conversations"] == 0


def test_control_characters_are_removed_and_the_question_still_understood(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("דנה כהן", "0501234567")
    body = chat(client, member_headers, "מה\x00 היתרה\u202e של\x1b 050-123\u200b4567?\x7f")
    assert body["intent"] == "customer_balance"
    assert body["entities"] == [{"type": "phone", "value": "0501234567"}]
    stored = client.get(f"{BASE}/conversations/{body['conversation_id']}", headers=member_headers).json()
    content = stored["conversation"]["messages"][0]["content"]
    assert content == "מה היתרה של 050-1234567?"


HOSTILE = [
    "<script>alert('x')</script>",
    "<img src=x onerror=alert(1)>",
    "[לחצו כאן](javascript:alert(1))",
    "![x](https://evil.example/a.png)",
    "**מודגש** `code` <b>",
]


def _inert(markdown: str) -> None:
    """No raw HTML tag, no live link or image, nothing a Markdown renderer would turn into script."""
    assert not re.search(r"<\s*[a-zA-Z/!]", markdown), markdown
    assert not re.search(r"(?<!\\)\]\(", markdown), markdown


def test_html_and_markdown_in_messages_and_records_are_never_echoed_live(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    for number, payload in enumerate(HOSTILE):
        phone = f"05012345{number:02d}"
        customer = make_customer(f"לקוח {payload}", phone, address=payload)
        for message in (payload, f"{payload} מה היתרה של {phone}", f"פרטים של {phone} {payload}"):
            body = chat(client, member_headers, message)
            _inert(body["response"])
        lookup = chat(client, member_headers, f"מי זה {phone}")
        assert lookup["context"]["customer"]["id"] == customer
        _inert(lookup["response"])
        assert "&lt;" in lookup["response"] or "\\[" in lookup["response"] or "\\*" in lookup["response"]


def test_balance_counts_add_up_in_english_and_for_a_single_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    john = make_customer("John Smith", "0549990000")
    make_invoice(john, "1", "100")
    make_invoice(john, "2", "200", due_in_days=-5)
    body = chat(client, member_headers, "how much does John Smith owe?")
    assert f"{LRI}2{PDI} unpaid invoices, {LRI}1{PDI} of them overdue." in body["response"]
    dana = make_customer("דנה כהן", "0501234567")
    make_invoice(dana, "3", "50", due_in_days=-5)
    body = chat(client, member_headers, "מה היתרה של דנה כהן?")
    assert "חשבונית אחת שלא שולמה, והיא באיחור." in body["response"]


def test_a_phone_shared_by_two_customers_is_named_not_silently_picked(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    dana = make_customer("דנה כהן", "0501234567")
    avi = make_customer("אבי כהן", "0501234567")
    make_invoice(dana, "1045", "1250.50")
    body = chat(client, member_headers, "מה היתרה של 050-1234567?")
    assert f"הטלפון {LRI}0501234567{PDI} שייך לכמה לקוחות" in body["response"]
    assert "דנה כהן" in body["response"] and "אבי כהן" in body["response"]
    # No customer picked at random: each one's balance on their own line, and the question which one.
    lines = body["response"].splitlines()
    assert "1,250.50" in next(line for line in lines if "דנה כהן" in line)
    assert "1,250.50" not in next(line for line in lines if "אבי כהן" in line)
    assert "יתרת הלקוח" not in body["response"]
    assert body["functions_used"][0] == "get_customer_by_phone"
    english = chat(client, member_headers, "what is the balance of 050-1234567?")
    assert "belongs to several customers" in english["response"]
    assert "דנה כהן" in english["response"] and "אבי כהן" in english["response"]
    assert f"Customer id {LRI}{avi}{PDI}" in english["response"]
