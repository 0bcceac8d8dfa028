"""Wordings session 12's unseen batch (``shop_questions_s12.py``, a plumbing and locksmith service) met,
each tried here on other names, numbers and words than the batch's own: a one-letter invoice code typed
apart from its digits, a repair asked by an item of another trade in the other language than the stored
one, a knowledge question asked in the words of paying in parts, and a name that holds a number."""

from __future__ import annotations

from datetime import date
from typing import Any

from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_knowledge, make_repair


def _values(body: dict[str, Any], kind: str) -> list[str]:
    return [e["value"] for e in body["entities"] if e["type"] == kind]


def test_a_one_letter_code_typed_apart_from_its_digits_is_a_stored_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # Linked only when the records hold it: "B 204" is B-204, "at 500" stays a time of day.
    yael = make_customer("יעל דגן", "0521230001")
    make_invoice(yael, "B-204", "900", paid="150")
    body = chat(client, member_headers, "B 204 how much is still open")
    assert body["intent"] == "invoice_status" and _values(body, "invoice_number") == ["B-204"]
    assert "750.00" in body["response"]
    make_invoice(yael, "3390", "500")
    bare = chat(client, member_headers, "how much is left on 3390")
    assert _values(bare, "invoice_number") == ["3390"] and "500.00" in bare["response"]
    unknown = chat(client, member_headers, "Q 777 how much is still open")
    assert "Q-777" not in str(unknown["entities"])


def test_an_item_of_the_plumbing_and_locksmith_trades_asks_about_the_repair(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # Stored in Hebrew, asked in English (and the other way round), by a phone or a name.
    ruth = make_customer("רות אלון", "0541230002")
    make_repair(ruth, "אסלה תלויה עם מיכל סמוי", "ready")
    body = chat(client, member_headers, "054-1230002 toilet done?")
    assert body["intent"] == "repair_status" and "ready" in body["response"].lower()
    ben = make_customer("Ben Harper", "0541230003")
    make_repair(ben, "kitchen faucet Grohe", "in_progress")
    hebrew = chat(client, member_headers, "מה עם הברז של בן הרפר")
    assert hebrew["intent"] == "repair_status" and "Grohe" in hebrew["response"]
    make_repair(ben, "משאבת מים לבית", "waiting_for_parts")
    pump = chat(client, member_headers, "054-1230003 pump finished?")
    assert pump["intent"] == "repair_status" and "משאבת" in pump["response"]
    assert "Grohe" not in pump["response"]


def test_paying_a_job_in_parts_is_a_knowledge_question(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge(
        "אמצעי תשלום",
        "אפשר לשלם במזומן או באשראי. עבודה מעל 2,000 ₪ אפשר לחלק עד 6 תשלומים.",
        ["תשלום", "payment", "installments"],
    )
    body = chat(client, member_headers, "is it possible to split a large job into installments")
    assert body["intent"] == "knowledge" and "6" in body["response"]


def test_a_name_that_holds_a_number_is_reported_with_it() -> None:
    index = CustomerIndex.build([(1, "ועד הבית הרצל 22", None), (2, "Studio 54 Ltd", None)])

    def names(text: str) -> list[tuple[str, int | None]]:
        found = understand(text, today=date(2026, 12, 1), index=index).entities
        return [(e.value, e.record_id) for e in found if e.type == "customer_name"]

    assert names("כמה חייבים ועד הבית הרצל 22") == [("ועד הבית הרצל 22", 1)]
    # Another number after the name is not its own: "ועד הבית הרצל" and then an amount.
    assert names("ועד הבית הרצל 300 שקל שילמו?")[0][0] == "ועד הבית הרצל"
