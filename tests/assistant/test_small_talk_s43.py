"""Small talk said at length is a greeting (session 43): how are you, wishes, who writes, a word for the one
addressed, emoji, drawn-out letters, Arabic speakers' courtesies; the same before a question is that question.
Worded apart from the ``s43g`` set's rows."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.small_talk import only_small_talk
from misrad.assistant.engine.text import fold


@pytest.mark.parametrize(
    "message",
    [
        "ערב טוב חביבתי, מה נשמע איתך?",
        "שלוםםם 🌸🌸 מה העניינים",
        "אהלן, כאן סמיר מהמחסן",
        "good evening everyone, hope all is well",
        "heyyy how r u today",
        "ahlan wa sahlan habibi 😄",
        "hi team, how's everything?",
    ],
)
def test_small_talk_alone_greets(message: str) -> None:
    assert only_small_talk(fold(message), customer_in_conversation=False)


@pytest.mark.parametrize(
    "message",
    [
        "ערב טוב, מה המצב של החשבון של משה?",
        "היי, מה קורה עם התנור במסעדה?",
        "hi there, is invoice 2208 paid?",
        "good morning, what time do you open on Friday?",
        "hello, it's about the washing machine",
        "שלום, זה המקרר של רותי",
        "מה העניינים עם ההזמנה 4471",
    ],
)
def test_a_question_after_small_talk_is_no_greeting(message: str) -> None:
    assert not only_small_talk(fold(message), customer_in_conversation=False)


def test_how_things_are_after_a_customer_may_ask_about_their_job() -> None:
    assert only_small_talk(fold("מה חדש?"), customer_in_conversation=False)
    assert not only_small_talk(fold("מה חדש?"), customer_in_conversation=True)
    assert only_small_talk(fold("היי, מה חדש?"), customer_in_conversation=True)  # a greeting word said


def _index() -> CustomerIndex:
    return CustomerIndex.build([(1, "רינה וולך", "050-1234567"), (2, "Dana Levi", "050-7654321")])


@pytest.mark.parametrize("message", ["מה הולך אחי?", "good evening, it's Rina from accounts"])
def test_a_name_heard_inside_small_talk_is_no_customer_asked_about(message: str) -> None:
    assert understand(message, today=date(2026, 12, 5), index=_index()).intent == "greeting"


def test_a_customer_greeted_by_name_is_still_looked_up() -> None:
    assert understand("hi Dana Levi", today=date(2026, 12, 5), index=_index()).intent == "customer_lookup"
