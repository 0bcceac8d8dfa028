"""Two review items of session 46 (who45): a look-up reads the card's notes with its contacts, in the one
read that finds the customer, not in a second read of the card; listing several candidates with what was
asked of each leaves no candidate's figures as the answer's result (``ambiguous`` is a pure function of
its inputs: the candidates' records are read by ``consult``, which stores nothing)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from misrad.assistant import functions
from misrad.records import service as records
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat


def test_a_look_up_reads_the_cards_notes_with_its_contacts(
    client: TestClient, member_headers: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    make_customer("Silver Oak Mills", "08-7000181", notes="טחנת קמח, איש קשר: גדעון")

    def no_second_read(*_: Any) -> None:
        raise AssertionError("the card was read a second time")

    monkeypatch.setattr(records, "get_customer", no_second_read)
    body = chat(client, member_headers, "Silver Oak Mills, who do I talk to there?")
    assert body["intent"] == "customer_lookup"
    assert "איש קשר: גדעון" in body["response"]


def test_customer_info_carries_the_notes() -> None:
    card = type("Card", (), {"id": 3, "name": "דנה", "phone": "", "email": None, "address": None})()
    card.notes = "לקוחה ותיקה"
    assert functions.customer_info(card).notes == "לקוחה ותיקה"


def test_a_phone_two_share_lists_them_and_keeps_the_phones_result(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    mother = make_customer("Noa Ben-Haim", "052-7000182")
    son = make_customer("Itai Ben-Haim", "052-7000182")
    make_invoice(mother, "8401", "220", due_in_days=10)
    make_invoice(son, "8402", "530", due_in_days=10)
    body = chat(client, member_headers, "052-7000182 any unpaid invoices?")
    assert "8401" in body["response"] and "8402" in body["response"]
    # Each candidate's invoices were read, and the answer's result is still the phone's look-up.
    assert body["functions_used"] == ["get_customer_by_phone", "get_invoice_status", "get_invoice_status"]
