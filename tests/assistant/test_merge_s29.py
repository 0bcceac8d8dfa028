"""What session 29's two methods did together that neither did alone, found by the full run over the
development businesses and tried here on other invented names: a Hebrew-stored business named in English
by its name's words must not be named by the word that qualifies an item ("a sewing machine" is no
sewing studio), and a word of the language that a name holds, said as the owner of a thing whose state
is asked ("הנול של המרכז מוכן?"), names the customer even when the thing is a word the lexicon lacks."""

from __future__ import annotations

from datetime import date

import pytest

from misrad.assistant.engine.names import CustomerIndex
from tests.assistant.names_found import names_read, only_name, reader

TODAY = date(2026, 12, 4)

CUSTOMERS = [
    (1, "סטודיו תפירה רונית", None),
    (2, "בית קפה נמרוד", None),
    (3, "מרכז הכושר גלבוע", None),
    (4, "עמותת אור לנוער", None),
    (5, "שירה לנדאו", None),
    (6, "נחום ברגר", None),
]


@pytest.fixture(scope="module")
def read():  # type: ignore[no-untyped-def]
    return reader(CustomerIndex.build(CUSTOMERS), TODAY)


@pytest.mark.parametrize(
    "question",
    [
        "recommend a good sewing machine",
        "what's the status of the coffee machine",
        "is a sewing machine repair expensive",
    ],
)
def test_the_word_qualifying_an_item_names_no_business(read, question: str) -> None:  # type: ignore[no-untyped-def]
    assert names_read(read(question)) == [], question


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("how much does the sewing studio owe", 1),
        ("the coffee house's balance", 2),
    ],
)
def test_the_business_is_still_named_by_its_own_words(read, question: str, customer: int) -> None:  # type: ignore[no-untyped-def]
    _typed, found = only_name(read(question))
    assert found == customer, question


@pytest.mark.parametrize(
    ("question", "customer"),
    [
        ("הנול של המרכז מוכן?", 3),
        ("המגרסה של העמותה מוכנה?", 4),
        ("is the loom of the association ready?", 4),
    ],
)
def test_a_generic_word_owning_a_thing_whose_state_is_asked_names_the_customer(  # type: ignore[no-untyped-def]
    read, question: str, customer: int
) -> None:
    found = read(question)
    assert [c for _, c in names_read(found)] == [customer], question
    assert found.intent == "repair_status", question


@pytest.mark.parametrize(
    "question",
    ["מה שעות הפתיחה של המרכז?", "האם יש חניה ליד העמותה?", "do you deliver to the association"],
)
def test_a_generic_word_in_a_question_of_no_record_names_no_one(read, question: str) -> None:  # type: ignore[no-untyped-def]
    assert names_read(read(question)) == [], question


@pytest.mark.parametrize(
    ("question", "typed"),
    [
        ("is the heater Nachum Berger left with you ready", "Nachum Berger"),
        ("the fridge Shira Landau brought, fixed?", "Shira Landau"),
    ],
)
def test_a_capitalised_name_right_after_an_items_word_keeps_all_its_words(  # type: ignore[no-untyped-def]
    read, question: str, typed: str
) -> None:
    # An item's word before a name leaves out a word that only resembles the name (names29), but a word
    # the writer capitalised mid-sentence is marked as a name: the whole name is reported.
    name, found = only_name(read(question))
    assert (name, found) == (typed, 6 if "Nachum" in typed else 5), question
