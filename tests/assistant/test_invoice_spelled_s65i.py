"""An invoice asked by its printed number with the separators elsewhere, none, or spaces for them
(session 58, helper inv65i): "ct2607" or "CT 26 07" for CT-26-07, and a code whose series and year are
parted by a dash and a slash ("M-26/021"). A typist keeps the number's characters and their order, not its
marks; the one stored invoice whose characters they are is the one asked. Invented invoices."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat


def test_a_code_typed_with_no_separators_is_the_printed_one(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("מלון גני הכרמל", "0527772601")
    make_invoice(owner, "CQ-26-07", "1200")
    answer = chat(client, member_headers, "the invoice cq2607, is it paid?")
    assert answer["intent"] == "invoice_status"
    assert "CQ-26-07" in answer["response"]


def test_a_code_typed_apart_by_spaces_is_the_printed_one(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("Harbour Hotel", "0527772602")
    make_invoice(owner, "CQ-26-09", "900")
    make_invoice(owner, "CQ-26-08", "700")
    answer = chat(client, member_headers, "and CQ 26 09, is it paid?")
    assert answer["intent"] == "invoice_status"
    assert "CQ-26-09" in answer["response"] and "CQ-26-08" not in answer["response"]


def test_a_series_and_year_parted_by_a_dash_and_a_slash(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("קאנטרי עמק חפר", "0527772603")
    make_invoice(owner, "MQ-26/021", "2500")
    for question in ("תבדוק מה עם MQ-26/021", "is MQ-26/021 paid"):
        answer = chat(client, member_headers, question)
        assert answer["intent"] == "invoice_status", question
        assert "MQ-26/021" in answer["response"], question


def test_characters_of_no_invoice_are_not_found(client: TestClient, member_headers: dict[str, str]) -> None:
    owner = make_customer("ורד גלבוע", "0527772604")
    make_invoice(owner, "CQ-26-11", "400")
    answer = chat(client, member_headers, "the invoice cq2612, is it paid?")
    assert "CQ-26-11" not in answer["response"]


def test_anything_open_on_a_customer_names_the_open_invoices(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("Negev Dental Supply", "0527772605")
    make_invoice(owner, "ND-501", "1200", due_in_days=-10)
    make_invoice(owner, "ND-502", "800", paid="300")
    make_invoice(owner, "ND-490", "500", paid="500")
    answer = chat(client, member_headers, "anything open on Negev Dental Supply?")
    assert "ND-501" in answer["response"] and "ND-502" in answer["response"]
    assert "ND-490" not in answer["response"]
    hebrew = chat(client, member_headers, "יש משהו פתוח על Negev Dental Supply?")
    assert "ND-501" in hebrew["response"] and "ND-502" in hebrew["response"]


def test_how_much_is_owed_stays_the_sum(client: TestClient, member_headers: dict[str, str]) -> None:
    owner = make_customer("Arava Smiles", "0527772606")
    make_invoice(owner, "AS-701", "1200")
    answer = chat(client, member_headers, "how much does Arava Smiles owe?")
    assert answer["intent"] == "customer_balance" and "AS-701" not in answer["response"]


def test_a_number_of_the_named_customers_invoice_is_that_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("Avner Galili", "0527772607")
    make_invoice(owner, "64150", "1500", due_in_days=-5)
    make_invoice(owner, "64151", "900")
    answer = chat(client, member_headers, "Is 64150 late? Avner Galili's one")
    assert answer["intent"] == "invoice_status"
    assert "64150" in answer["response"] and "64151" not in answer["response"]


def test_more_open_after_an_invoice_asks_their_other_invoices(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    owner = make_customer("Eilat Dental Care", "0527772608")
    make_invoice(owner, "ED-301", "700", paid="700")
    make_invoice(owner, "ED-322", "1100")
    first = chat(client, member_headers, "is ED-301 paid?")
    assert "ED-301" in first["response"]
    more = chat(client, member_headers, "he have more open?", first["conversation_id"])
    assert more["intent"] == "invoice_status" and "ED-322" in more["response"]
