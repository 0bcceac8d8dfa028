"""A customer asked about by a name no card holds (helper ``unknown53``): read only where the sentence puts a
name (after a word that introduces one, or in a balance / look-up ask's name slot), never from slang, a
follow-up's pronoun or a known customer typed with a slip."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from tests.assistant.factories import make_customer
from tests.assistant.test_understanding import chat

_CUSTOMERS = ("אבי כהן", "דנה שמש", "דנה רוזנברג", "רינה אבוטבול", "Michael Stern", "Olga Petrova")


def _read(text: str, bound: bool = False, previous: str | None = None) -> Understanding:
    index = CustomerIndex.build([(i, name, None) for i, name in enumerate(_CUSTOMERS)])
    return understand(
        text, today=date(2026, 12, 6), index=index, previous_intent=previous, has_bound_customer=bound
    )


def _named(found: Understanding) -> list[str]:
    return [e.value for e in found.entities if e.type == "customer_name"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("כמה חייב אבי מזרחי?", "אבי מזרחי"),  # a first name another customer has
        ("מה היתרה של יעל קורן?", "יעל קורן"),
        ("Balance for Rebecca Thornton?", "Rebecca Thornton"),
        ("how much does Michael Brennan owe", "Michael Brennan"),
        ("יש לנו לקוח בשם שמעון ברקוביץ?", "שמעון ברקוביץ"),
        ("מישהי בשם מיכל לוי התקשרה, היא חייבת לנו?", "מיכל לוי"),  # the verb after it is no name
        ("מישהי בשם דנה וולך אומרת שהיא לקוחה שלנו, זה נכון?", "דנה וולך"),
        (
            "Could you check whether we've a customer called Joan Whitfield? She says she's been in.",
            "Joan Whitfield",
        ),
        ("Is there anyone by the name of Tobias Wren among our customers?", "Tobias Wren"),
    ],
)
def test_a_name_where_the_sentence_puts_one_is_reported_with_nobody_linked(text: str, name: str) -> None:
    found = _read(text)
    assert _named(found) == [name]
    assert found.names is not None and found.names.customer_ids == () and found.names.nobodys


@pytest.mark.parametrize(
    ("text", "customer"),
    [
        ("כמה חייב אבי כהן?", 0),
        ("כמה חייבת רינה אבוטבל?", 3),  # a slip of a known name
        ("How much does Micheal Stern owe?", 4),
        ("יש לנו לקוחה בשם רינה אבוטבול?", 3),
    ],
)
def test_a_known_customer_keeps_their_card(text: str, customer: int) -> None:
    found = _read(text)
    assert found.names is not None and found.names.customer_ids == (customer,)


@pytest.mark.parametrize(
    ("text", "bound", "previous"),
    [
        ("אחלה סבבה, ומה הטלפון שלו?", True, "customer_balance"),  # slang at the start, a pronoun
        ("Cool thanks, and his phone?", True, "customer_balance"),
        ("יאללה חבר'ה, עד מתי המשרד פתוח ביום שישי?", False, None),
        ("וכמה היא חייבת עכשיו?", True, "customer_balance"),
        ("מה המצב של התיקון?", False, None),
    ],
)
def test_ordinary_words_and_follow_ups_name_nobody(text: str, bound: bool, previous: str | None) -> None:
    assert _named(_read(text, bound, previous)) == []


def test_the_answer_says_no_customer_has_the_name(client: TestClient, member_headers: dict[str, str]) -> None:
    make_customer("אבי כהן", "0527710001")
    hebrew = chat(client, member_headers, "כמה חייב אבי מזרחי?")
    assert hebrew["intent"] == "customer_balance" and "לא מצאתי לקוח בשם" in hebrew["response"]
    assert "אבי מזרחי" in hebrew["response"] and "אבי כהן" not in hebrew["response"]
    english = chat(client, member_headers, "Do we have a customer called Priya Raman?")
    assert "no customer named" in english["response"] and "Priya Raman" in english["response"]
