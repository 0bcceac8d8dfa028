"""Questions in words the engine was not tuned on: linked to the business's own records and knowledge."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient

from misrad.assistant.schemas import KnowledgeCreate
from misrad.assistant.service import create_knowledge
from misrad.core.db import get_database
from misrad.records import service as records
from misrad.records.schemas import RepairCreate
from tests.assistant.factories import make_customer, make_invoice

BASE = "/api/mcp-chatbot"


def chat(
    client: TestClient, headers: dict[str, str], message: str, conversation_id: int | None = None
) -> dict[str, Any]:
    response = client.post(
        f"{BASE}/chat", json={"message": message, "conversation_id": conversation_id}, headers=headers
    )
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def make_repair(customer_id: int, item: str, status: str) -> int:
    with get_database().unit_of_work() as session:
        repair = records.create_repair(
            session,
            RepairCreate(customer_id=customer_id, item=item, status=status, estimated_cost=Decimal("100")),
        )
        return repair.id


def make_knowledge(title: str, content: str, keywords: list[str]) -> None:
    with get_database().unit_of_work() as session:
        create_knowledge(
            session, KnowledgeCreate(title=title, content=content, keywords=keywords, category="faq")
        )


def test_the_customer_name_is_reported_as_typed_and_linked_by_id(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    gal = make_customer("גל אלמוג-טל", "0521110001")
    make_invoice(gal, "7001", "300")
    body = chat(client, member_headers, "כמה חייבת לגל אלמוג טל?")
    assert body["intent"] == "customer_balance"
    names = [e for e in body["entities"] if e["type"] == "customer_name"]
    assert names == [{"type": "customer_name", "value": "גל אלמוג טל", "customer_id": gal}]


def test_a_lookup_shows_the_tax_id(client: TestClient, member_headers: dict[str, str]) -> None:
    make_customer("שחר גולן", "0521110002", tax_id="514000123")
    body = chat(client, member_headers, "what is the tax id of Shahar Golan")
    assert body["intent"] == "customer_lookup"
    assert "514000123" in body["response"]


def test_balance_asked_as_the_state_of_an_account_or_of_payments(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    noga = make_customer("נוגה שפירא", "0521110003")
    make_invoice(noga, "7002", "410")
    for question in (
        "איך עומד החשבון של נוגה שפירא",
        "נוגה שפירא סגרה את הכל?",
        "מה עם התשלומים של נוגה שפירא",
    ):
        body = chat(client, member_headers, question)
        assert body["intent"] == "customer_balance", question
        assert "410.00" in body["response"], question


def test_something_open_of_a_customer_is_their_account_with_its_invoices(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "Anything open?" asks what they owe (session 49's blind writers, ``money_asked``); the answer
    # still names the open invoices that make it up.
    tal = make_customer("טל ברגר", "0521110004")
    make_invoice(tal, "7003", "120")
    body = chat(client, member_headers, "יש משהו פתוח על טל ברגר?")
    assert body["intent"] == "customer_balance"
    assert "7003" in body["response"] and "120.00" in body["response"]


def test_an_item_picks_the_one_of_two_customers_sharing_a_surname(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    first = make_customer("אורן פרץ", "0521110005")
    second = make_customer("מיכל פרץ", "0521110006")
    make_repair(first, "מקפיא Beko", "waiting_for_parts")
    make_repair(second, "תנור Bosch", "ready")
    body = chat(client, member_headers, "מה עם המקפיא של משפחת פרץ")
    assert body["intent"] == "repair_status"
    assert body["context"]["customer"]["id"] == first
    assert "Beko" in body["response"] and "Bosch" not in body["response"]


def test_an_item_the_lexicon_does_not_know_is_linked_to_the_bound_customers_repair(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    hila = make_customer("הילה רוזן", "0521110007")
    make_repair(hila, "קומקום Kenwood", "ready")
    make_repair(hila, "מקרר Sharp", "in_progress")
    first = chat(client, member_headers, "פרטים של הילה רוזן")
    body = chat(client, member_headers, "הקומקום מוכן?", first["conversation_id"])
    assert body["intent"] == "repair_status"
    assert "Kenwood" in body["response"] and "Sharp" not in body["response"]


def test_an_english_question_finds_a_hebrew_knowledge_item_by_its_concepts(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge("חניה", "יש חניון צמוד לחנות, השעה הראשונה חינם, ואחר כך 12 ₪ לשעה.", [])
    make_knowledge("אחריות", "על כל מוצר אחריות של 24 חודשים מיום הקנייה.", [])
    body = chat(client, member_headers, "where can customers park?")
    assert body["intent"] == "knowledge"
    assert "12" in body["response"] and "24" not in body["response"]
    body = chat(client, member_headers, "how long is the warranty?")
    assert body["intent"] == "knowledge"
    assert "24" in body["response"]


def test_a_question_about_something_no_item_covers_is_not_answered_from_a_near_item(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge("בדיקה", "מחיר בדיקה במעבדה 149 ₪.", [])
    make_knowledge("התקנה", "מחיר התקנה בבית הלקוח 950 ₪.", [])
    make_knowledge("חניה", "יש חניון צמוד לחנות.", [])
    body = chat(client, member_headers, "ethereum price?")
    assert body["intent"] == "unknown"
    assert "149" not in body["response"]


def test_a_bare_number_that_is_a_stored_invoice_is_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    ido = make_customer("עידו בר", "0521110008")
    make_invoice(ido, "58213", "700", paid="250")
    body = chat(client, member_headers, "כמה עוד נשאר לשלם על 58213")
    assert body["intent"] == "invoice_status"
    assert {"type": "invoice_number", "value": "58213"} in [
        {"type": e["type"], "value": e["value"]} for e in body["entities"]
    ]
    assert "450.00" in body["response"]
    unknown = chat(client, member_headers, "כמה עוד נשאר לשלם על 99999")
    assert unknown["intent"] != "invoice_status" and "99999" not in str(unknown["entities"])
