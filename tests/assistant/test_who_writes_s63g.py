"""A greeting with who writes said the other ways an office says it (session 63): "<name> here", "כאן
<name> מהנהלת החשבונות" (the department with its article, "from the accounts"); the same opening before a
question is still that question."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.small_talk import only_small_talk
from misrad.assistant.engine.text import fold
from tests.assistant.factories import make_customer
from tests.assistant.test_understanding import chat


@pytest.mark.parametrize(
    "message",
    [
        "Morning! Shira here",
        "hi, Yossi here from the office",
        "בוקר טוב. כאן מירב מהנהלת החשבונות.",
        "ערב טוב, זאת אורית מהמשרד",
        "שלום, מדבר אבי מהמחסן",
    ],
)
def test_a_greeting_with_who_writes_greets(message: str) -> None:
    assert only_small_talk(fold(message), customer_in_conversation=False)


@pytest.mark.parametrize(
    "message",
    [
        "Morning! Shira here, how much does Dana owe?",
        "בוקר טוב, כאן מירב מהנהלת החשבונות, האם חשבונית 1045 שולמה?",
        "hi, the fridge here is broken again",
        "Dana Cohen here?",
    ],
)
def test_the_same_opening_before_a_question_asks_it(message: str) -> None:
    assert not only_small_talk(fold(message), customer_in_conversation=False)


def test_who_writes_is_no_customer_asked_about_though_a_card_holds_the_name(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_customer("Warren Blake", "0521110201")
    greeting = chat(client, member_headers, "Morning! Warren here")
    assert greeting["intent"] == "greeting", greeting
    asked = chat(client, member_headers, "Morning! Dana here, what's Warren's phone?")
    assert asked["intent"] == "customer_lookup", asked
    assert "052-1110201" in asked["response"] or "0521110201" in asked["response"], asked
