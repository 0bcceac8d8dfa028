"""Numbers as voice typing writes them (``engine/spoken_numbers``): read as the digits they say, in the
ways a number is read out, while a number word alone, a pronoun "one" and a time of day keep their sense.
The cases are invented, not any batch's questions."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.spoken_numbers import said_numbers

TODAY = date(2026, 12, 4)


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("was invoice nineteen oh seven paid", "was invoice 1907 paid"),  # in pairs, "oh" a zero
        ("invoice four four one two", "invoice 4412"),  # digit by digit
        ("what's left on thirty one eighty", "what's left on 3180"),  # "thirty one" is one pair
        ("Forty-two ninety", "4290"),  # hyphens
        ("three hundred and twenty shekels", "320 shekels"),  # an amount
        ("six thousand five hundred", "6500"),
        ("check in voice 8812 for me", "check invoice 8812 for me"),  # "invoice" split before its number
        ("in voice seventy seventy", "invoice 7070"),
        ("is it open until six thirty", "is it open until 6:30"),  # a time of day after "until"
        ("can he come at nine oh five", "can he come at 9:05"),
    ],
)
def test_a_run_of_number_words_is_the_number_it_says(said: str, written: str) -> None:
    assert said_numbers(said) == written


@pytest.mark.parametrize(
    "text",
    [
        "which one is ready",  # one number word alone stays a word
        "the one two weeks ago",  # "one" after "the" is a pronoun
        "oh two more things",  # an exclamation
        "between two and three",  # two numbers joined by "and"
        "I left a voice message",
        "she came in voice mail",
        "מה עם חשבונית אלף",
    ],
)
def test_words_that_are_not_one_spoken_number_are_left_alone(text: str) -> None:
    assert said_numbers(text) == text


def test_a_dictated_invoice_number_is_asked_of_that_invoice() -> None:
    dictated = ("was invoice nineteen oh seven paid", "status of in voice 1907", "invoice one nine oh seven")
    for text in dictated:
        understood = understand(text, today=TODAY, index=None)
        assert understood.intent == "invoice_status", text
        assert [(e.type, e.value) for e in understood.entities] == [("invoice_number", "1907")], text
        assert understood.language == "en", text
