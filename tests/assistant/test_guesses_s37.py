"""Two office voices (session 37, helper voices37), on invented records of trades no batch is about (a
piano tuner, a bicycle shop, a print studio): (b) a guess put to be confirmed ("Noga's number is 050-...,
right?", "נכון שהמייל של ... הוא ...?", "נדמה לי שהח.פ. של ... הוא ..."), whose value, when no card holds
it, is a belief about the customer named, so their card answers and says the value is not on file; (c) a
new hand's polite request to check or find around the question it carries ("אפשר לבדוק בבקשה מה הטלפון
של ...", "אני חדשה פה, תוכלי לעזור לי למצוא את ...")."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.company_numbers import says_a_company_number
from misrad.assistant.engine.courtesy import without_courtesies
from misrad.assistant.engine.guesses import states_a_guess
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from tests.assistant.factories import make_customer
from tests.assistant.test_understanding import chat

TODAY = date(2026, 12, 5)
INDEX = CustomerIndex.build(
    [(1, "פסנתרי ליבנה", None), (2, "Wheelhouse Bikes", None), (3, "גלית אופיר", None)]
)


@pytest.mark.parametrize(
    "text",
    [
        "Noga's number is 050-1112223, right?",
        "her email is x@y.com, isn't it?",
        "I assume he lives in Haifa",
        "Am I right that their company number is 515000111?",
        "נכון שהמייל של גלית אופיר הוא g@o.com?",
        "אני מניח שהוא גר בחולון",
        "הטלפון שלה 052-1112223, לא?",
        "נדמה לי שהח.פ. שלהם 515000111",
        "אם אני לא טועה המספר שלו נגמר ב-44",
    ],
)
def test_a_belief_put_to_be_confirmed_is_a_guess(text: str) -> None:
    assert states_a_guess(text), text


@pytest.mark.parametrize(
    "text", ["what is Noga's number?", "מה המייל של גלית אופיר?", "who is 050-1112223", "כן תודה"]
)
def test_an_open_question_is_no_guess(text: str) -> None:
    assert not states_a_guess(text), text


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        ("אפשר לבדוק בבקשה מה הטלפון של גלית אופיר?", "מה הטלפון של גלית אופיר?"),
        ("יהיה נחמד אם תוכלי לבדוק מי גר ברחוב הגפן", "מי גר ברחוב הגפן"),
        ("תוכל בבקשה לבדוק לי מה הכתובת של Wheelhouse Bikes?", "מה הכתובת של Wheelhouse Bikes?"),
        ("אני חדשה פה, תוכלי לעזור לי למצוא את הטלפון של פסנתרי ליבנה?", "את הטלפון של פסנתרי ליבנה?"),
    ],
)
def test_a_polite_request_to_check_is_taken_off_its_question(text: str, rest: str) -> None:
    assert without_courtesies(text) == rest


@pytest.mark.parametrize("text", ["אפשר לבדוק את המכונה שלי?", "כמה עולה לבדוק פסנתר"])
def test_a_check_of_a_thing_is_no_courtesy(text: str) -> None:
    assert without_courtesies(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "אפשר לבדוק בבקשה מה הטלפון של גלית אופיר?",
        "יהיה נחמד אם תוכל לבדוק מה המייל של Wheelhouse Bikes",
        "אני חדש פה, תוכל לעזור לי למצוא את מספר העוסק של פסנתרי ליבנה?",
    ],
)
def test_a_new_hands_polite_look_up_is_a_look_up(text: str) -> None:
    found = understand(text, today=TODAY, index=INDEX)
    assert found.intent == "customer_lookup", (text, found.intent, found.scores)


def test_a_company_numbers_word_behind_she_and_the_article() -> None:
    assert says_a_company_number("נדמה לי שהח.פ. שלהם הוא 515000111")
    found = understand("נדמה לי שהח.פ. של פסנתרי ליבנה הוא 515000111?", today=TODAY, index=INDEX)
    assert [e.value for e in found.entities if e.type == "tax_id"] == ["515000111"]


def test_a_wrong_guess_answers_with_the_named_customers_card(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("Wheelhouse Bikes", "0521230001", "shop@wheelhouse.example", tax_id="515000222")
    make_customer("גלית אופיר", "0541230002", "galit.ofir@example.com")
    body = chat(client, member_headers, "Wheelhouse Bikes's number is 052-1230010, right?")
    assert body["intent"] == "customer_lookup"
    assert "052-1230001" in body["response"] or "0521230001" in body["response"], body["response"]
    assert "0521230010" in body["response"]  # said not to be on file, not agreed with
    body = chat(client, member_headers, "נכון שהמייל של גלית אופיר הוא galit@example.com?")
    assert "galit.ofir@example.com" in body["response"], body["response"]
    body = chat(client, member_headers, "Am I right that Wheelhouse Bikes's company number is 515000221?")
    assert "515000222" in body["response"], body["response"]


def test_a_guess_of_the_bound_customer_answers_with_their_card(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("פסנתרי ליבנה", "0521230003", "tune@livne.example")
    first = chat(client, member_headers, "מה הטלפון של פסנתרי ליבנה?")
    body = chat(client, member_headers, "והמייל שלהם הוא info@livne.example, נכון?", first["conversation_id"])
    assert "tune@livne.example" in body["response"], body["response"]
    # asked openly, a value no card holds is still no one's
    body = chat(client, member_headers, "whose email is nobody@livne.example?", first["conversation_id"])
    assert "tune@livne.example" not in body["response"], body["response"]
