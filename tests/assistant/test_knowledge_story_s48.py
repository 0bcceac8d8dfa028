"""Policies asked as a staff situation (session 48, helper policy48): the asking clause says what kind of
answer is wanted (what to do or say, what happens), the story says what it is about; tried on invented
items of a trade no batch is about (a bicycle shop)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from misrad.assistant.knowledge_quotes import asks_a_price, asks_the_rule, matching_sentences
from tests.assistant.test_understanding import chat, make_knowledge

SWOLLEN = "אנחנו לא מקבלים סוללה נפוחה לתיקון, זו סכנת שריפה. מציעים ללקוח החלפה בסוללה חדשה."
QUOTE = "אחרי הבדיקה שולחים הצעת מחיר. אם אין תשובה תוך 10 ימים, האופניים מוחזרים כמו שהם."
STORAGE = "אחסון אופניים בחורף, מנובמבר עד מרץ: 400 ₪ לעונה, כולל טיפול לפני האביב."


def test_asked_what_to_do_or_say_the_rule_is_asked() -> None:
    for question in (
        "לקוח הביא סוללה נפוחה מה אני אומר לו",
        "what happens if a customer never answers the price quote",
        "מה עלינו לעשות עם אופניים שלא נאספו?",
        "what should I tell him?",
    ):
        assert asks_the_rule(question), question
    for question in ("מה קורה עם התיקון של דני", "what happens with Dana's bike", "how much is a check"):
        assert not asks_the_rule(question), question


def test_the_rule_asked_is_quoted_whole() -> None:
    # The story's words meet the first sentence; what to tell him is the second.
    assert len(matching_sentences(SWOLLEN, "לקוח הביא סוללה נפוחה מה אני אומר לו")) == 2


def test_a_price_quote_in_the_story_asks_no_price() -> None:
    assert not asks_a_price("what happens if a customer never answers the price quote we sent him")
    assert asks_a_price("how much is a price quote")


def test_a_closing_question_pointing_at_the_story_is_answered_by_the_whole_message(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge("אחסון חורף", STORAGE, ["אחסון", "חורף"])
    make_knowledge("הצעת מחיר", QUOTE, ["הצעת מחיר"])
    story = "A regular wants us to keep his bike in storage over the winter months."
    message = f"{story} How much is that for the season?"
    body = chat(client, member_headers, message)
    assert body["intent"] == "knowledge", body["response"]
    assert "400" in body["response"], body["response"]


def test_asked_what_happens_the_condition_met_is_quoted() -> None:
    # The story's words ("price quote", "sent") meet the first sentence; what happens is the condition's.
    quoted = matching_sentences(QUOTE, "what happens if a customer never answers the price quote we sent him")
    assert quoted == ["אם אין תשובה תוך 10 ימים, האופניים מוחזרים כמו שהם."]
