"""Small talk told after a greeting is a greeting, the same greeting before a question is that question; a
question about using the assistant is help (session 48). Worded apart from the ``s48r`` set's rows."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.text import tokens
from misrad.assistant.engine.using_the_assistant import asks_how_to_use_it


def _index() -> CustomerIndex:
    return CustomerIndex.build([(1, "רינה וולך", "050-1234567"), (2, "Dana Levi", "050-7654321")])


def _intent(message: str) -> str:
    return understand(message, today=date(2026, 12, 6), index=_index()).intent


@pytest.mark.parametrize(
    "message",
    [
        "Good afternoon! back from lunch, the traffic was terrible",
        "hey! it's my last shift before the holiday",
        "ערב טוב! סוף סוף שקט פה",
        "שלום, חזרתי מהמילואים",
    ],
)
def test_small_talk_told_after_a_greeting_is_a_greeting(message: str) -> None:
    assert _intent(message) == "greeting"


@pytest.mark.parametrize(
    "message",
    [
        "hey! how much does Dana Levi owe?",
        "Good morning, Dana Levi's phone",
        "ערב טוב! מה היתרה של רינה וולך",
        "hi! can you draft a letter to the landlord",
    ],
)
def test_a_greeting_before_a_question_or_a_request_is_no_greeting(message: str) -> None:
    assert _intent(message) != "greeting"


@pytest.mark.parametrize(
    "message",
    [
        "what's the best way to phrase a question for you?",
        "how can I ask you about a job without the customer's name",
        "איך מנסחים שאלות כדי שתבין?",
        "how do we search for a client when we only have the street",
    ],
)
def test_how_to_use_the_assistant_is_asked(message: str) -> None:
    assert asks_how_to_use_it(tokens(message), names_a_record=False)


@pytest.mark.parametrize(
    "message",
    ["how do customers pay an invoice", "how do I find your shop", "איך מוצאים חניה ליד המעבדה"],
)
def test_how_things_are_done_is_no_question_about_the_assistant(message: str) -> None:
    assert not asks_how_to_use_it(tokens(message), names_a_record=False)
