"""Knowledge, records or out of domain: decided by what the question links to the business, not by a
single price or policy word; knowledge answers quote the sentences that answer, or say "I don't know"."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.core.i18n import translate
from tests.assistant.factories import make_customer, make_invoice
from tests.assistant.test_understanding import chat, make_knowledge, make_repair


def _price_list() -> None:
    make_knowledge(
        "מחירון תיקונים",
        "החלפת מסך לטלפון עולה 450 ש״ח. ניקוי מזגן עולה 280 ש״ח. אנחנו עובדים עם חלקים מקוריים בלבד.",
        ["מחיר", "מחירון", "price"],
    )


def test_a_price_of_something_the_business_does_not_deal_in_is_out_of_domain(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _price_list()
    for question in ("how much does a tesla cost", "מה המחיר של זהב היום"):
        body = chat(client, member_headers, question)
        assert body["intent"] == "unknown", question
        assert body["functions_used"] == [], question
        assert "450" not in body["response"], question


def test_a_question_to_the_business_that_its_knowledge_does_not_hold_is_i_dont_know(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _price_list()
    make_customer("דנה ביטקוביץ", "0521119001")  # a name-like word must not become a customer
    for question, language in (
        ("do you accept payment in bitcoin", "en"),
        ("יש לכם חניה ליד המעבדה?", "he"),
    ):
        body = chat(client, member_headers, question)
        assert body["intent"] == "knowledge", question
        assert body["response"].startswith(translate("answer_knowledge_none", language)), question
        assert body["context"]["customer"] is None, question


def test_a_knowledge_answer_quotes_the_sentence_that_answers(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _price_list()
    body = chat(client, member_headers, "כמה עולה ניקוי מזגן")
    assert body["intent"] == "knowledge"
    assert "> ניקוי מזגן עולה 280 ש״ח." in body["response"]
    assert "450" not in body["response"]  # the other sentences of the item are not the answer


def test_the_remaining_amount_of_one_invoice_asked_in_a_price_questions_words(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _price_list()
    customer = make_customer("אורנה שמיר", "0521119002")
    make_invoice(customer, "INV-7701", "900", paid="250")
    body = chat(client, member_headers, "how much is left to pay on INV-7701")
    assert body["intent"] == "invoice_status"
    assert "650.00" in body["response"]


def test_her_phone_is_the_device_when_asked_what_is_done_with_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    customer = make_customer("רותם שגב", "0521119003")
    make_repair(customer, "Galaxy S21", "ready")
    body = chat(client, member_headers, "מתי רותם שגב יכולה לבוא לקחת את הטלפון שלה")
    assert body["intent"] == "repair_status"
    assert "Galaxy S21" in body["response"]
    # Her phone number is still her phone number.
    body = chat(client, member_headers, "מה מספר הטלפון של רותם שגב")
    assert body["intent"] == "customer_lookup"


def test_the_speakers_own_affairs_are_no_customers(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("דנה כהן", "0521119004")
    body = chat(client, member_headers, "מה היתרה בחשבון הבנק שלי")
    assert body["intent"] == "unknown"
    assert body["functions_used"] == []


def test_asking_the_assistant_what_it_can_do_is_help(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    for question in ("what are you able to do", "אילו שאלות אפשר לשאול אותך", "מה התפקיד שלך"):
        body = chat(client, member_headers, question)
        assert body["intent"] == "help", question
    # Spoken to the assistant, but asking for something else.
    assert chat(client, member_headers, "can you book me a flight to rome")["intent"] == "unknown"


def test_a_quoted_word_is_mentioned_not_asked_about(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    body = chat(client, member_headers, "תרגם לי 'חשבונית' לאנגלית")
    assert body["intent"] == "unknown"
    assert body["functions_used"] == []


def test_a_first_name_beside_words_of_something_else_is_no_customer(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("אבי מזרחי", "0521119005")
    make_customer("יעקב לוי", "0521119006")
    body = chat(client, member_headers, "מה נשמע בחדשות על אבי")
    assert body["intent"] == "unknown"
    assert body["context"]["customer"] is None
    # Asked as a lookup, a single name word is still a customer.
    assert chat(client, member_headers, "יש לקוח בשם לוי?")["intent"] == "customer_lookup"


def test_an_item_meeting_a_question_twice_through_one_word_does_not_answer_it(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    # "ביקורי" (visits) meets "בית" (home) through its concept, and "בית" meets it itself: one word of
    # the item, which says nothing about technicians' visits.
    make_knowledge("משלוחים", "משלוח עד הבית תוך 3 ימי עסקים בעלות 35 ש״ח.", ["משלוח", "shipping"])
    make_knowledge("שעות פתיחה", "פתוחים בימים א׳–ה׳ בין 9:00 ל-18:00.", ["שעות", "פתיחה"])
    body = chat(client, member_headers, "האם הטכנאי שלכם עושה ביקורי בית?")
    assert body["intent"] == "knowledge"
    assert body["response"].startswith(translate("answer_knowledge_none", "he"))
