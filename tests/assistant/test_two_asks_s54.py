"""Two asks of the same record in one message (session 54): where the message turns to its second ask, the
second put as a question of its own, a request to know that asks its clause, and both asks answered."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.asked_clause import asks
from misrad.assistant.engine.main_ask import main_ask
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.text import fold
from misrad.assistant.engine.two_asks import as_asked, two_asks
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_field_asked_s42 import INDEX, TODAY
from tests.assistant.test_understanding import chat


@pytest.mark.parametrize(
    ("text", "second"),
    [
        (
            "Whose invoice is 4410, and what is their total balance with us?",
            "what is their total balance with us?",
        ),
        ("Dana, how much does she owe? and the oven job, is it done?", "the oven job, is it done?"),
        ("the fridge was picked up, right? and did he pay?", "did he pay?"),
        ("כמה חייב יוסי, והאם החשבונית 4410 שלו שולמה?", "והאם החשבונית 4410 שלו שולמה?"),
        ("המקרר של דנה מוכן, נכון? והיא שילמה?", "והיא שילמה?"),
        (
            "the total owed by Dana, and whether her invoice, 4410, was settled.",
            "was her invoice, 4410, settled?",
        ),
    ],
)
def test_a_message_turns_to_its_second_ask_at_a_clause_boundary(text: str, second: str) -> None:
    found = two_asks(text)
    assert found is not None and found[1] == second


@pytest.mark.parametrize(
    "text",
    [
        "What are Olga Petrova's invoices and balance?",
        "מה הטלפון והכתובת של דנה כהן?",
        "כמה חייבים סמיר חורי ואחמד מסארווה?",
        "Cohen and Sons, how much do they owe?",
        "how much is Dana behind? she has two invoices open I think",
        "Dana's balance and what about the oven?",
    ],
)
def test_one_ask_with_an_and_inside_it_is_not_split(text: str) -> None:
    assert two_asks(text) is None


def test_the_first_ask_decides_after_and_whether() -> None:
    assert main_ask("Please tell me how much Dana still owes, and whether her invoice 4410 was settled.") == (
        "Please tell me how much Dana still owes"
    )


def test_a_bare_question_after_a_question_does_not_take_the_intent() -> None:
    # "?" then a question with no "and" may go on with the first: "<name>'s phone dry yet? can we collect?"
    # asks of the phone as a thing; read alone, its first part would ask the card's phone.
    assert main_ask("הטלפון של רועי בכר יבש כבר? אפשר לאסוף?") is None
    found = understand("what's Oren Katz's balance? and did he pay the invoice?", today=TODAY, index=INDEX)
    assert found.intent == "customer_balance"
    assert found.second is not None and found.second.intent == "invoice_status"


def test_an_indirect_second_ask_is_put_as_a_question() -> None:
    assert as_asked("and whether it is ready to be picked up.") == "is it ready to be picked up?"
    assert as_asked("whether to call her") == "whether to call her"  # no verb to put first: as said


def test_a_request_to_know_asks_its_clause() -> None:
    assert asks(fold("אבקש לדעת כמה נותר לדנה לשלם"))
    assert asks(fold("I'd like to know how much Dana owes"))
    assert not asks(fold("הוא הביא את זה לפני כמה ימים"))  # "כמה" after no verb of knowing tells


def test_whose_an_invoice_is_and_their_balance_are_both_answered(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    mira = make_customer("Mira Katzenelson", "0521540001")
    make_invoice(mira, "54101", "1200")
    make_invoice(mira, "54102", "300")
    body = chat(client, member_headers, "Whose invoice is 54101, and what is their total balance with us?")
    assert body["intent"] == "customer_lookup"
    assert "Mira Katzenelson" in body["response"] and "1,500.00" in body["response"]


def test_one_ask_is_answered_alone(client: TestClient, member_headers: dict[str, str]) -> None:
    nir = make_customer("Nir Abramovich", "0521540002")
    make_invoice(nir, "54103", "800")
    body = chat(client, member_headers, "How much does Nir Abramovich owe us in total?")
    assert body["intent"] == "customer_balance" and "800.00" in body["response"]
    assert "0521540002" not in body["response"]  # no card beside the balance
