"""Asked of the world or of the business, by what is asked and of whom (``engine/world_asked``, helper
predicate46): a question of the world's is answered by no knowledge item that shares its words, and a
question put to the business in the same words still is."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.world_asked import addresses_the_business, asks_the_world
from tests.assistant.test_understanding import chat, make_knowledge


@pytest.mark.parametrize(
    "text",
    [
        "how do I clean my AirPods at home",  # the asker does it, at home
        "איך אני מחליף בעצמי שרשרת באופניים",  # the asker does it, himself
        "what's the best lawn mower to buy at the hardware store",  # bought elsewhere
        "איזה רכב חשמלי כדאי לי לקנות",
        "איפה קונים סוללות בזול",
        "who won the world cup in 2022",  # a fact of the world
        "מי זכה באירוויזיון השנה",
        "מה מזג האוויר מחר בפתח תקווה",
        "what are Phonak's shares trading at",
        "כמה זמן לוקחת טיסה לאילת",
        "can you tell me who won the game",  # "you" of a request made of the assistant
        "מה הבירה של צרפת",  # general knowledge
        "when was Einstein born",
        "ספר לי בדיחה על גננים",
    ],
)
def test_a_question_of_the_world(text: str) -> None:
    assert asks_the_world(text)


@pytest.mark.parametrize(
    "text",
    [
        "how much do you charge to clean my device",  # asked of the business, in the same words
        "can I buy batteries from you",  # bought here
        "איפה אפשר לקנות אצלכם סוללות",
        "do you work when the weather is bad",
        "how do I pay you",
        "how long does a part we don't have in stock take to arrive?",  # "stock" of the business's
        "how often should a home machine be descaled?",  # a home's machine, not done at home
        "how long is the guarantee for electricity work at home",  # how long, not how one does it
        "המכשיר שלי נפל לכיור, מה לעשות",  # what to do, not how I do it myself
        "what's the balance of Yam Hatchelet hotel?",  # a customer that is a hotel
        "kindly share the email id of Rachel Adler",
    ],
)
def test_a_question_of_the_business_or_its_records(text: str) -> None:
    assert not asks_the_world(text)


def test_you_of_a_request_addresses_no_business() -> None:
    assert addresses_the_business("do you sell hedge trimmers?")
    assert addresses_the_business("כמה זה עולה אצלכם?")
    assert not addresses_the_business("could you tell me the weather in Haifa")


def test_an_item_in_the_same_words_answers_only_the_business_question(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    make_knowledge(
        "ניקוי מכשיר",
        "ניקוי ובדיקת מכשיר במקום חינם ללקוחות המכון, 10 דקות בלי תור.",
        ["ניקוי", "clean", "cleaning"],
    )
    body = chat(client, member_headers, "how do I clean my AirPods at home")
    assert body["intent"] == "unknown"
    assert body["functions_used"] == []
    body = chat(client, member_headers, "how much do you charge to clean my device?")
    assert body["intent"] == "knowledge"
    assert "חינם" in body["response"]
