"""Follow-ups that carry the conversation (helper ``follow49``): another of the bound customer's invoices
than the last answer's, the state of the last answer's invoice said as an adjective, a word of another
customer's name said as the bound customer's thing, and a word only heard as a name beside "she"."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from fastapi.testclient import TestClient

from misrad.core.clock import business_today
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_repair


def _invoices(body: dict[str, Any]) -> list[str]:
    return [e["value"] for e in body["entities"] if e["type"] == "invoice_number"]


def _two_invoices() -> None:
    ofer = make_customer("אופיר שלו", "0527710001")
    make_invoice(ofer, "OS-101", "900", paid="900", issued=business_today() - timedelta(days=40))
    make_invoice(ofer, "OS-150", "1200", issued=business_today() - timedelta(days=5))


def test_the_other_or_older_invoice_is_not_the_last_answers(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _two_invoices()
    first = chat(client, member_headers, "כמה נשאר על OS-150?")
    other = chat(client, member_headers, "והשנייה שלו, שולמה?", first["conversation_id"])
    assert other["intent"] == "invoice_status" and "OS-101" in other["response"]
    assert "OS-150" not in other["response"]
    english = chat(client, member_headers, "how much is left on OS-150?")
    older = chat(client, member_headers, "and the older one, paid?", english["conversation_id"])
    assert older["intent"] == "invoice_status" and "OS-101" in older["response"]
    # After a list of them, the older one is told first.
    listed = chat(client, member_headers, "which invoices does אופיר שלו have?")
    oldest = chat(client, member_headers, "And how much is left on the older one?", listed["conversation_id"])
    assert oldest["intent"] == "invoice_status"
    assert oldest["response"].index("OS-101") < oldest["response"].index("OS-150")


def test_a_new_number_or_a_word_of_still_is_no_other_invoice(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _two_invoices()
    first = chat(client, member_headers, "was OS-150 paid?")
    named = chat(client, member_headers, "and OS-101?", first["conversation_id"])
    assert _invoices(named) == ["OS-101"]
    # "עוד" before a verb is "still": what he still owes after his invoices were listed, his balance.
    listed = chat(client, member_headers, "אילו חשבוניות יש לאופיר שלו?")
    still = chat(client, member_headers, "כמה הוא עוד צריך לשלם?", listed["conversation_id"])
    assert still["intent"] == "customer_balance"


def test_the_state_of_the_last_answers_invoice_said_as_an_adjective(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _two_invoices()
    first = chat(client, member_headers, "של מי חשבונית OS-150?")
    state = chat(client, member_headers, "והיא פתוחה עדיין?", first["conversation_id"])
    assert state["intent"] == "invoice_status" and _invoices(state) == ["OS-150"]


def test_a_word_of_a_name_said_as_their_thing_is_their_item(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    studio = make_customer("סטודיו לוטוס", "0527710011")
    make_repair(studio, "מנורת ענבר לטרריום", "in_progress")
    make_customer("ענבר שמעוני", "0527710012")
    first = chat(client, member_headers, "מה היתרה של סטודיו לוטוס?")
    theirs = chat(client, member_headers, "והענבר שלהם?", first["conversation_id"])
    assert theirs["intent"] == "repair_status" and "לטרריום" in theirs["response"]
    # Said with no pronoun, the name is hers.
    hers = chat(client, member_headers, "ומה היתרה של ענבר שמעוני?", first["conversation_id"])
    assert "ענבר שמעוני" in hers["response"]


def test_a_word_heard_as_a_name_beside_she_is_the_bound_customer(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("Sarah Goldstein", "0527710021")
    rina = make_customer("רינה אלון", "0527710022")
    make_invoice(rina, "RA-7", "480")
    first = chat(client, member_headers, "מה עם החשבונית של רינה אלון?")
    still = chat(client, member_headers, "כמה היא עוד צריכה לשלם?", first["conversation_id"])
    assert still["intent"] == "customer_balance" and "רינה אלון" in still["response"]
    assert "Goldstein" not in still["response"]
