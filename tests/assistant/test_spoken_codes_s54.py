"""Invoice numbers said aloud read by their shape (``engine.spoken_codes``), dictation's homophones of the
money words read by the grammar (``engine.heard_money_words``), and an invoice picked by its state in the
story before a question about "it" (``engine.closing_question``)."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.dictation import as_typed
from misrad.assistant.engine.entities import find_entities, serial_zero_padded
from misrad.assistant.engine.heard_money_words import money_words_heard
from misrad.assistant.engine.names import CustomerIndex
from misrad.assistant.engine.nlu import understand
from misrad.assistant.engine.spoken_codes import said_codes

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize(
    ("said", "typed"),
    [
        ("status of SC slash twenty six slash oh four", "status of SC/26/04"),
        ("כמה נשאר על אס סי עשרים ושש קו נטוי שבע", "כמה נשאר על SC/26/7"),
        ("was A dash one oh nine paid", "was A-109 paid"),
        ("is A one two seven still open", "is A-127 still open"),
        ("מה המצב של איי מקף מאה עשרים וחמש", "מה המצב של A-125"),
        ("פי אל סלאש 2234 יצאה כבר?", "PL/2234 יצאה כבר?"),
        ("invoice twenty twenty six slash three forty one", "invoice 2026/341"),
    ],
)
def test_a_code_said_aloud_is_written_as_printed(said: str, typed: str) -> None:
    assert as_typed(said) == typed


@pytest.mark.parametrize(
    "text",
    [
        "a dash of oil for the machine",  # a lowercase article and a noun: no letters of a code
        "אם יש לו חוב שבע מאות",  # Hebrew letters' names are words without a separator said
        "is TV 12 ok",
        "slash the price by 20",
        "I one two",
    ],
)
def test_words_that_only_look_like_a_code_stay(text: str) -> None:
    assert said_codes(text) == text


def test_a_code_with_a_series_and_its_year_is_an_invoice_number() -> None:
    found = [e.value for e in find_entities("I don't suppose SC/26/07 has been paid yet?", TODAY)]
    assert found == ["SC/26/07"]
    assert "SC/26/07" in serial_zero_padded("SC/26/7")


def test_a_date_stays_a_date() -> None:
    assert [e.type for e in find_entities("paid on 26/07/2026", TODAY)] == ["date"]


@pytest.mark.parametrize(
    ("heard", "meant"),
    [
        ("what does mifratz theater oh us", "what does mifratz theater owe us"),
        ("how much does she oh", "how much does she owe"),
        ("what does Osher Copy Center still oh?", "what does Osher Copy Center still owe?"),
        ("how much four an overlocker service", "how much for an overlocker service"),
        ("how much four renting a copier", "how much for renting a copier"),
    ],
)
def test_a_money_word_heard_as_its_homophone(heard: str, meant: str) -> None:
    assert money_words_heard(heard) == meant


@pytest.mark.parametrize(
    "text",
    [
        "Oh, how much does Brian Walsh owe?",  # an interjection opens its clause
        "oh and what's her phone",
        "and oh, one more thing",
        "who is oh five four three three eight six one two oh",  # a phone's zero
        "how much for four hours of training",
        "twenty four a month",
        "the four sewing machines",
    ],
)
def test_the_words_themselves_stay(text: str) -> None:
    assert money_words_heard(text) == text


@pytest.fixture(scope="module")
def index() -> CustomerIndex:
    return CustomerIndex.build([(1, "Tech Nova Ltd", "03-7661900"), (2, "Brian Walsh", "052-3381047")])


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("A question about the draft invoice for Tech Nova. What is the amount on it?", "invoice_status"),
        ("Tech Nova paid the invoice last week. How much do they still owe?", "customer_balance"),
        ("Tech Nova called about their invoices. What is the amount on it?", "customer_balance"),
    ],
)
def test_an_invoice_picked_in_the_story_is_it(text: str, intent: str, index: CustomerIndex) -> None:
    assert understand(text, today=TODAY, index=index).intent == intent
