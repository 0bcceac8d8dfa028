"""Whose matter a question is (``engine/grounding``, helper ood44): an item met by a policy's words (hours,
warranty, delivery) answers no question about a thing of another world, and still answers the business's
own questions in those words."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from misrad.assistant.engine.grounding import Business, ground, specific
from misrad.assistant.engine.text import fold
from misrad.assistant.knowledge import query_words
from tests.assistant.test_understanding import chat, make_knowledge

_ITEM_WORDS = {fold(w) for w in ("מכונה", "מכונת", "קפה", "שעות", "machine", "אחריות")}
_BUSINESS = Business(lambda word: word in _ITEM_WORDS, {"coffee_machine"})


def _items() -> None:
    make_knowledge(
        "שעות פעילות",
        "המשרד והמעבדה פתוחים בימים א'–ה' בין 08:00 ל-17:00, וביום ו' בין 08:00 ל-12:00. בשבת סגור.",
        ["שעות", "שעות פתיחה"],
    )
    make_knowledge(
        "אחריות על תיקונים",
        "על כל תיקון ניתנת אחריות של 3 חודשים על העבודה ועל החלקים שהוחלפו.",
        ["אחריות", "warranty"],
    )


@pytest.mark.parametrize(
    "text",
    [
        "is there a warranty on the TV I bought?",  # a device the business neither services nor writes of
        "does Rami Levy deliver on Fridays?",  # a name of another
    ],
)
def test_a_thing_of_another_world_and_nothing_of_ours_is_elsewhere(text: str) -> None:
    assert ground(text, query_words(text), _BUSINESS).elsewhere


@pytest.mark.parametrize(
    "text",
    [
        "עד מתי אתם פתוחים ביום שישי?",  # addressed to the business
        "is there a warranty on a machine fixed in May?",  # a thing of its own
        "how much is a flat white at the lab?",  # its own place
        "until when is it open on Friday?",  # nothing but a policy's words and a day
    ],
)
def test_the_business_own_question_is_not_elsewhere(text: str) -> None:
    assert not ground(text, query_words(text), _BUSINESS).elsewhere


def test_a_place_word_of_another_does_not_address_the_business() -> None:
    text = "what time does the post office close on Friday?"
    assert not ground(text, query_words(text), _BUSINESS).addressed
    assert ground("is the office open on Friday?", query_words("is the office open"), _BUSINESS).addressed


def test_the_commonest_words_name_no_topic() -> None:
    assert not specific("up") and not specific(fold("יכול"))
    assert specific("pharmacy") and specific(fold("נטפליקס"))


def test_a_policy_item_does_not_answer_another_worlds_question(
    client: TestClient, member_headers: dict[str, str]
) -> None:
    _items()
    for question in ("יש אחריות על הטלוויזיה שקניתי במחסני חשמל?", "does Rami Levy deliver on Fridays?"):
        body = chat(client, member_headers, question)
        assert body["intent"] == "unknown", question
        assert body["functions_used"] == [], question
    body = chat(client, member_headers, "עד מתי פתוחים ביום שישי?")
    assert body["intent"] == "knowledge"
    assert "12:00" in body["response"]
