"""Three office voices (session 36, helper voices36), tried on invented records of trades no batch is
about (a bakery-oven service, a signage installer, a cold-room fitter): a bookkeeper's words of what is
owed and of invoices settled; a company number said beside its word, which is no phone; a manager's long
message whose question comes at its end, after the story of who called and what meeting is coming."""

from __future__ import annotations

from datetime import date

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.closing_question import closing_question
from misrad.assistant.engine.company_numbers import is_company_number
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import Understanding, understand
from tests.assistant.factories import make_customer
from tests.assistant.test_understanding import chat

TODAY = date(2026, 12, 5)
INDEX = CustomerIndex.build(
    [
        (1, "Harborside Ovens Ltd", None),
        (2, "שלטי הגליל", None),
        (3, "Tamara Weiss", None),
        (4, 'קירור עמית בע"מ', None),
        (5, "Noam Birnbaum", None),
    ]
)


def _read(text: str, bound: bool = False) -> Understanding:
    return understand(text, today=TODAY, index=INDEX, has_bound_customer=bound)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Harborside Ovens Ltd - receivables as of today?", "customer_balance"),
        ("AR on Tamara Weiss please", "customer_balance"),
        ("is Tamara Weiss's account clear now?", "customer_balance"),
        ("מה רשום בכרטסת של שלטי הגליל?", "customer_balance"),
        ("Was anything remitted against INV-7781?", "invoice_status"),
        ("חשבונית 5521 נפרעה?", "invoice_status"),
        ("was INV-7781 voided?", "invoice_status"),
    ],
)
def test_a_bookkeepers_words_ask_what_is_owed_or_an_invoices_state(text: str, intent: str) -> None:
    found = _read(text)
    assert found.intent == intent, (text, found.intent, found.scores)


@pytest.mark.parametrize(
    "text",
    ["has Noam Birnbaum's oven been diagnosed?", "the mixer of Tamara Weiss - still waiting on parts?"],
)
def test_a_job_diagnosed_or_held_for_parts_is_a_repairs_state(text: str) -> None:
    found = _read(text)
    assert found.intent == "repair_status", (text, found.intent, found.scores)


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("who is company number 512345674?", "512345674"),
        ("למי שייך ח.פ. 514-000-128?", "514000128"),
        ("של מי העוסק 033445566", "033445566"),
        ("tax id 580011223 - which customer?", "580011223"),
    ],
)
def test_a_company_number_beside_its_word_is_a_tax_id(text: str, number: str) -> None:
    found = _read(text)
    taxes = [e.value for e in found.entities if e.type == "tax_id"]
    phones = [e for e in found.entities if e.type == "phone"]
    if number.startswith("0"):  # a number begun by 0 is typed as a phone is: it stays one
        assert phones and not taxes, found.entities
        return
    assert taxes == [number] and not phones, found.entities
    assert found.intent == "customer_lookup", (text, found.intent)


def test_nine_digits_with_no_company_word_stay_a_phone() -> None:
    assert not is_company_number("512345674", "who is 512345674?")
    found = _read("who is 052-3456789?")
    assert [e.type for e in found.entities] == ["phone"]


@pytest.mark.parametrize(
    ("text", "question"),
    [
        (
            "Dana from the bakery rang twice this morning about the oven, and I'm seeing her partner at "
            "noon. What's their balance?",
            "What's their balance?",
        ),
        ("מה היתרה של שלטי הגליל?", None),  # one sentence
        ("Quick one. How much does Tamara owe?", None),  # a short lead-in, read whole
        ("late fee is 1.5% per month? and for Tamara Weiss, what does she owe us", None),
    ],
)
def test_the_closing_question_of_a_long_message(text: str, question: str | None) -> None:
    assert closing_question(text) == question


@pytest.mark.parametrize(
    ("text", "intent", "named"),
    [
        (
            "Heads up, Tamara Weiss stopped by and complained about a double invoice, then left in a hurry. "
            "I want to ring her after the weekly meeting. What's her phone number?",
            "customer_lookup",
            3,
        ),
        (
            "נועם בירנבאום התקשר ואמר שקיבל חשבונית כפולה, ואני רוצה לבדוק לפני שאני חוזר אליו בערב. "
            "כמה הוא חייב לנו?",
            "customer_balance",
            5,
        ),
        (
            "The owner of Harborside Ovens Ltd wrote a long mail about the invoices and the contract "
            "renewal, and I'm meeting him on Sunday. Has their deck oven been diagnosed yet?",
            "repair_status",
            1,
        ),
        (
            "We're meeting Harborside Ovens Ltd next week about the renewal and their finance person insists "
            "they're up to date. How much do they actually owe us right now?",
            "customer_balance",
            1,
        ),
    ],
)
def test_a_long_messages_question_decides_and_its_story_names_whom(
    text: str, intent: str, named: int
) -> None:
    found = _read(text)
    assert found.intent == intent, (found.intent, found.scores)
    assert found.names is not None and found.names.customer_ids == (named,), found.names


def test_a_policy_asked_after_a_story_is_searched_by_its_question() -> None:
    text = (
        "תמרה וייס התקשרה ושאלה על חוזה, היא רוצה להתחיל לעבוד איתנו ואני צריך לחזור אליה לפני הישיבה. "
        "מה כולל חוזה השירות השנתי?"
    )
    found = _read(text)
    assert found.intent == "knowledge", (found.intent, found.scores)
    assert found.text == "מה כולל חוזה השירות השנתי?"


def test_a_company_number_finds_the_card_holding_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("Riverbend Signage", "0521119001", tax_id="515550123")
    make_customer("מאפיית השקד", "0521119002", tax_id="515550124")
    body = chat(client, member_headers, "which customer has company number 515-550-123?")
    assert body["intent"] == "customer_lookup"
    assert "Riverbend Signage" in body["response"] and "השקד" not in body["response"]
    body = chat(client, member_headers, "של מי ח.פ. 515550124?")
    assert "מאפיית השקד" in body["response"]
    body = chat(client, member_headers, "who is tax id 515550999?")
    assert "515550999" in body["response"] and "Riverbend" not in body["response"]


def test_a_record_the_story_names_is_not_read_as_a_policy_by_its_question() -> None:
    text = (
        "Tamara Weiss rang again about a second mixer, I have her on hold and a supplier waiting on the "
        "other line. Did we open a job for her mixer?"
    )
    found = understand(text, today=TODAY, index=INDEX, items_of=lambda _c: frozenset(("מיקסר", "kenwood")))
    assert found.intent == "repair_status", (found.intent, found.scores)


def test_a_company_number_asked_of_the_bound_customer_is_no_thing_of_theirs() -> None:
    found = understand(
        "and their company number?",
        today=TODAY,
        index=INDEX,
        has_bound_customer=True,
        previous_intent="customer_balance",
        bound_items=frozenset(("תנור", "מאפייה", "rational")),
    )
    assert found.intent == "customer_lookup" and not found.items, (found.intent, found.items)


def test_a_customer_the_question_names_is_kept_over_the_storys_caller() -> None:
    text = (
        "Tamara Weiss called about the invoices and the meeting with the bank on Sunday, she wants an answer "
        "today. Has Birnbaum's oven been diagnosed?"
    )
    found = _read(text)
    assert found.intent == "repair_status", (found.intent, found.scores)
    assert found.names is not None and found.names.customer_ids == (5,), found.names


def test_the_name_the_story_gave_in_full_is_still_reported() -> None:
    text = (
        "Noam Birnbaum phoned from the bakery, upset about the second oven and the invoice he got twice; I'm "
        "seeing him on Monday. Has Birnbaum's oven been diagnosed?"
    )
    found = _read(text)
    names = [e.value for e in found.entities if e.type == "customer_name"]
    assert found.intent == "repair_status" and "Noam Birnbaum" in names, (found.intent, names)
